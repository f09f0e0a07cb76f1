// An attack action's checks, asked before anything is rolled: RULINGS R4.3 and R4.5 (who may attack
// now, activation.ts), R6.1-R6.4 (at what, targeting.ts planAttack), R6.6 (who names the model
// attacked: its owner, or a Crack Shot) and R8.8 (Bridge Demolition instead of an attack). Shared
// by applyAction (actions/attackActions.ts), legalActions and the attack preview.
import type { Action } from '../core/actions';
import { refuse } from '../core/errors';
import { ok, type Result } from '../core/result';
import { hexLabel, type Dir } from '../core/hex';
import type { AttackSpec } from '../core/pending';
import type { GameState, Unit } from '../core/state';
import { getBoard, hexsideKey, indexOf, SIDE_BRIDGE } from '../board/map';
import { isInfantryUnit, modelById, modelHasAbility, unitName } from '../derived/unitRules';
import { hasCommand } from '../derived/commandAbilities';
import { actingUnit, checkAttackTiming } from './activation';
import { attackerNamesModel, planAttack } from './targeting';

export type AttackAction = Extract<Action, { type: 'attack' }>;

/**
 * R8.5: whether an attack by a model with Suppressive Fire suppresses the unit, whatever its
 * result: an Infantry unit on the map, not suppressed yet, not under Bravery Enforcement (R8.12).
 */
export function suppressibleBy(state: GameState, unit: Unit): boolean {
  return (
    unit.status === 'map' &&
    isInfantryUnit(state, unit) &&
    !unit.suppressed &&
    !hasCommand(state, unit, 'braveryEnforcement')
  );
}

/** Everything about an attack action that can be refused, or the checked spec and named model. */
export function checkAttack(
  state: GameState,
  a: AttackAction,
): Result<{ unit: Unit; spec: AttackSpec; named: number | null }> {
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
    if (!names)
      return refuse('NAME_MODEL', 'R6.6', "The target's owner names the model attacked (only a Crack Shot names it)");
    if (!modelById(target, a.targetModel))
      return refuse('NAME_MODEL', 'R6.6', `${unitName(state, target)} has no model ${a.targetModel}`);
    named = a.targetModel;
  } else if (names && namingChoices(target).length > 1) {
    return refuse('NAME_MODEL', 'R6.6', 'A Crack Shot names the model it attacks');
  }
  return ok({ unit, spec, named });
}

/** R8.8: whether this model may try to destroy the Bridge on hexside `dir` of its hex: refused, or ok. */
export function checkDemolish(state: GameState, unit: Unit, modelId: number, dir: Dir): Result {
  const timing = checkAttackTiming(state, unit, modelId);
  if (!timing.ok) return timing;
  if (state.phase !== 'assault') return refuse('WRONG_PHASE', 'R8.8', 'Bridge Demolition is used in the Assault Phase');
  const model = modelById(unit, modelId)!;
  if (!modelHasAbility(state, unit, model, 'bridgeDemolition'))
    return refuse('NO_ABILITY', 'R8.8', `This model has no Bridge Demolition`);
  if (unit.status !== 'map' || !unit.at)
    return refuse('NOT_ON_MAP', 'R8.8', `${unitName(state, unit)} is not on the map`);
  const board = getBoard(state.map);
  const i = indexOf(board, unit.at);
  if (board.sides[i * 6 + dir] !== SIDE_BRIDGE || state.destroyedBridges.includes(hexsideKey(unit.at, dir))) {
    return refuse('NO_BRIDGE', 'R8.8', `There is no standing Bridge on that hexside of ${hexLabel(unit.at)}`);
  }
  return ok();
}

/** R8.8: a die, 3+ destroys the Bridge for the rest of the game. */
export const DEMOLITION_TARGET = 3;

/**
 * Models of a unit that are worth naming apart: one per kind (same card and damage). The owner
 * names one of these (R6.6); when there is only one kind the choice does not matter.
 */
export function namingChoices(unit: Unit): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  for (const m of unit.models) {
    const key = `${m.def}|${m.damage}|${m.softDamage ?? 0}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(m.id);
    }
  }
  return out;
}
