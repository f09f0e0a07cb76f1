// Attacking in an activation: RULINGS R4.3 (stationary fire in the Movement Phase), R4.5 (one
// attack per model in the Assault Phase), R6.6 (Crack Shot names the model), R8.8 (Bridge
// Demolition instead of an attack), R8.9 (Firing Deck passengers hold their Transport).
import { actingUnit } from '../rules/activation';
import { beginAttack } from '../resolve/combat';
import { checkAttack, checkDemolish, DEMOLITION_TARGET, type AttackAction } from '../rules/attacking';
import { beginDraft, emit, finishDraft, updateUnit, type Draft } from '../derived/draft';
import { resume } from '../resolve/resume';
import type { Dir } from '../core/hex';
import { hexsideKey } from '../board/map';
import { ensureActivation, type Outcome } from './moveActions';
import type { GameState, Unit } from '../core/state';

/** The activation records the model's attack; passengers hold their Transport (R8.9). */
function recordAttack(d: Draft, unit: Unit, modelId: number): void {
  const a = d.state.activation!;
  d.state.activation = {
    ...a,
    attacked: [...a.attacked, modelId],
    stationaryFire: a.stationaryFire || d.state.phase === 'movement',
  };
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
