// Attacking in an activation: RULINGS R4.3 (stationary fire in the Movement Phase), R4.5 (one
// attack per model in the Assault Phase), R6.6 (Crack Shot names the model), R8.8 (Bridge
// Demolition instead of an attack), R8.9 (Firing Deck passengers hold their Transport).
import { actingUnit, checkAttackTiming } from '../rules/activation';
import type { Action } from '../core/actions';
import { beginAttack, namingChoices } from '../resolve/combat';
import { beginDraft, emit, finishDraft, updateUnit, type Draft } from '../derived/draft';
import { refuse } from '../core/errors';
import { ok, type Result } from '../core/result';
import { resume } from '../resolve/resume';
import { hexLabel, type Dir } from '../core/hex';
import { getBoard, hexsideKey, indexOf, SIDE_BRIDGE } from '../board/map';
import { ensureActivation, type Outcome } from './moveActions';
import type { AttackSpec } from '../core/pending';
import type { GameState, Unit } from '../core/state';
import { attackerNamesModel, planAttack } from '../rules/targeting';
import { modelById, modelHasAbility, unitName } from '../derived/unitRules';

type AttackAction = Extract<Action, { type: 'attack' }>;

/** Everything about an attack action that can be refused, or the checked spec and named model. */
export function checkAttack(state: GameState, a: AttackAction): Result<{ unit: Unit; spec: AttackSpec; named: number | null }> {
  const acting = actingUnit(state, a.unit);
  if (!acting.ok) return acting;
  const unit = acting.value;
  const timing = checkAttackTiming(state, unit, a.model);
  if (!timing.ok) return timing;
  const planned = planAttack(state, a, 'activation');
  if (!planned.ok) return planned;
  const spec = planned.value;
  const model = modelById(unit, a.model)!;
  const target = state.units[a.target];
  // R6.6: a Crack Shot names the model it attacks; otherwise the target's owner does.
  const names = attackerNamesModel(state, unit, model, spec);
  let named: number | null = null;
  if (a.targetModel !== undefined) {
    if (!names) return refuse('NAME_MODEL', 'R6.6', "The target's owner names the model attacked (only a Crack Shot names it)");
    if (!modelById(target, a.targetModel)) return refuse('NAME_MODEL', 'R6.6', `${unitName(state, target)} has no model ${a.targetModel}`);
    named = a.targetModel;
  } else if (names && namingChoices(target).length > 1) {
    return refuse('NAME_MODEL', 'R6.6', 'A Crack Shot names the model it attacks');
  }
  return ok({ unit, spec, named });
}

/** The activation records the model's attack; passengers hold their Transport (R8.9). */
function recordAttack(d: Draft, unit: Unit, modelId: number): void {
  const a = d.state.activation!;
  d.state.activation = { ...a, attacked: [...a.attacked, modelId], stationaryFire: a.stationaryFire || d.state.phase === 'movement' };
  if (unit.status === 'embarked' && unit.carrier) updateUnit(d, unit.carrier, { heldByPassengers: true });
}

export function attack(state: GameState, a: AttackAction): Outcome {
  const checked = checkAttack(state, a);
  if (!checked.ok) return checked;
  const { unit, spec, named } = checked.value;
  const d = beginDraft(state);
  ensureActivation(d, unit);
  recordAttack(d, unit, a.model);
  beginAttack(d, spec, named);
  resume(d);
  return finishDraft(d);
}

/** R8.8: whether this model may try to destroy the Bridge on hexside `dir` of its hex: refused, or ok. */
export function checkDemolish(state: GameState, unit: Unit, modelId: number, dir: Dir): Result {
  const timing = checkAttackTiming(state, unit, modelId);
  if (!timing.ok) return timing;
  if (state.phase !== 'assault') return refuse('WRONG_PHASE', 'R8.8', 'Bridge Demolition is used in the Assault Phase');
  const model = modelById(unit, modelId)!;
  if (!modelHasAbility(state, unit, model, 'bridgeDemolition')) return refuse('NO_ABILITY', 'R8.8', `This model has no Bridge Demolition`);
  if (unit.status !== 'map' || !unit.at) return refuse('NOT_ON_MAP', 'R8.8', `${unitName(state, unit)} is not on the map`);
  const board = getBoard(state.map);
  const i = indexOf(board, unit.at);
  if (board.sides[i * 6 + dir] !== SIDE_BRIDGE || state.destroyedBridges.includes(hexsideKey(unit.at, dir))) {
    return refuse('NO_BRIDGE', 'R8.8', `There is no standing Bridge on that hexside of ${hexLabel(unit.at)}`);
  }
  return ok();
}

/** R8.8: a die, 3+ destroys the Bridge for the rest of the game. */
const DEMOLITION_TARGET = 3;

export function demolish(state: GameState, unitId: string, modelId: number, dir: Dir): Outcome {
  const acting = actingUnit(state, unitId);
  if (!acting.ok) return acting;
  const unit = acting.value;
  const demolition = checkDemolish(state, unit, modelId, dir);
  if (!demolition.ok) return demolition;
  const d = beginDraft(state);
  ensureActivation(d, unit);
  recordAttack(d, unit, modelId);
  const die = d.dice.d6();
  const success = die >= DEMOLITION_TARGET;
  if (success) d.state.destroyedBridges = [...d.state.destroyedBridges, hexsideKey(unit.at!, dir)];
  emit(d, { type: 'bridgeDemolition', unit: unitId, model: modelId, hex: unit.at!, dir, die, success });
  resume(d);
  return finishDraft(d);
}
