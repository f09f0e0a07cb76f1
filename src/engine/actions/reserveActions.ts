// Reserves and Aircraft: rule book "Reserves", index "Aircraft" and "Paratrooper"; RULINGS R4.4
// (they act after the team's ground units, from turn 2), R5.7e (arriving draws Defensive Fire),
// R8.1 (Aircraft stay, redeploy or go back to Reserve).
import { actingUnit } from '../rules/activation';
import { checkArrival } from '../rules/reserves';
import { offerDefensiveFire } from '../resolve/defensiveFire';
import { beginDraft, emit, finishDraft, updateUnit } from '../derived/draft';
import { refuse } from '../core/errors';
import { finishActivation } from '../resolve/flow';
import { resume } from '../resolve/resume';
import type { Dir, Hex } from '../core/hex';
import { ensureActivation, type Outcome } from './moveActions';
import type { GameState } from '../core/state';
import { isAircraftUnit, unitHasFacing } from '../derived/unitRules';

export function arrive(state: GameState, unitId: string, at: Hex, facing: Dir | undefined): Outcome {
  const acting = actingUnit(state, unitId);
  if (!acting.ok) return acting;
  const unit = acting.value;
  const checked = checkArrival(state, unit, at);
  if (!checked.ok) return checked;
  const d = beginDraft(state);
  ensureActivation(d, unit);
  const redeploy = unit.status === 'map';
  updateUnit(d, unitId, {
    status: 'map',
    at,
    movedThisPhase: true,
    facing: unitHasFacing(state, unit) ? facing : undefined,
  });
  d.state.activation = { ...d.state.activation!, arrived: true, moved: true };
  emit(d, { type: 'arrived', unit: unitId, at, redeploy });
  // R5.7e: it steps into its hex from nowhere.
  offerDefensiveFire(d, unitId, null, at);
  resume(d);
  return finishDraft(d);
}

export function returnToReserve(state: GameState, unitId: string): Outcome {
  const acting = actingUnit(state, unitId);
  if (!acting.ok) return acting;
  const unit = acting.value;
  if (state.phase !== 'movement' || !isAircraftUnit(state, unit) || unit.status !== 'map') {
    return refuse('BAD_ACTION', 'R8.1', 'Only an Aircraft on the map goes back to Reserve, in the Movement Phase');
  }
  const d = beginDraft(state);
  ensureActivation(d, unit);
  updateUnit(d, unitId, { status: 'reserve', at: null });
  emit(d, { type: 'returnedToReserve', unit: unitId });
  finishActivation(d, unitId);
  resume(d);
  return finishDraft(d);
}
