// Reserves and Aircraft: rule book "Reserves", index "Aircraft" and "Paratrooper"; RULINGS R4.4
// (they act after the team's ground units, from turn 2), R5.7e (arriving draws Defensive Fire),
// R8.1 (Aircraft stay, redeploy or go back to Reserve).
import { actingUnit, activationOf } from '../rules/activation';
import { offerDefensiveFire } from '../resolve/defensiveFire';
import { beginDraft, emit, finishDraft, updateUnit } from '../derived/draft';
import { refuse } from '../core/errors';
import { ok, type Result } from '../core/result';
import { finishActivation } from '../resolve/flow';
import { resume } from '../resolve/resume';
import { hexLabel, type Dir, type Hex } from '../core/hex';
import { isOnMap, terrainAt } from '../board/map';
import { ensureActivation, type Outcome } from './moveActions';
import { checkPopulation } from '../rules/population';
import type { GameState, Unit } from '../core/state';
import { isAircraftUnit, unitHasAbility, unitHasFacing, unitName } from '../derived/unitRules';

/** Why the unit may not arrive (or redeploy) in `at` now: refused, or ok. */
export function checkArrival(state: GameState, unit: Unit, at: Hex): Result {
  const name = unitName(state, unit);
  if (state.phase !== 'movement') return refuse('WRONG_PHASE', 'R4.4', 'Reserves arrive in the Movement Phase');
  if (activationOf(state, unit)) return refuse('BAD_ACTION', 'R4.4', `${name} is already acting`);
  const aircraft = isAircraftUnit(state, unit);
  if (unit.status === 'map' && !aircraft) return refuse('BAD_ACTION', 'R4.4', `${name} is already on the map`);
  if (unit.status !== 'reserve' && unit.status !== 'map') return refuse('BAD_ACTION', 'R4.4', `${name} is not in Reserve`);
  if (state.turn < 2) return refuse('RESERVE', 'R4.4', 'Reserve units cannot arrive on turn 1');
  if (!isOnMap(state.map, at)) return refuse('OFF_MAP', 'R8.1', `${hexLabel(at)} is off the battlefield`);
  if (!aircraft) {
    // Index "Paratrooper": any Open, Barren or Hill hex.
    const t = terrainAt(state.map, at);
    if (t !== 'open' && t !== 'barren' && t !== 'hill') return refuse('LANDING', 'R4.4', 'Paratroopers land on Open, Barren or Hill hexes');
    const crowded = checkPopulation(state, { ...unit, status: 'map', at }, at);
    if (!crowded.ok) return crowded;
  }
  return ok();
}

export function arrive(state: GameState, unitId: string, at: Hex, facing: Dir | undefined): Outcome {
  const acting = actingUnit(state, unitId);
  if (!acting.ok) return acting;
  const unit = acting.value;
  const checked = checkArrival(state, unit, at);
  if (!checked.ok) return checked;
  const d = beginDraft(state);
  ensureActivation(d, unit);
  const redeploy = unit.status === 'map';
  updateUnit(d, unitId, { status: 'map', at, movedThisPhase: true, facing: unitHasFacing(state, unit) ? facing : undefined });
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

/** Index "Paratrooper": a unit that may be kept in Reserve at deployment (Aircraft always are, R3.3). */
export function mayStartInReserve(state: GameState, unit: Unit): boolean {
  return unitHasAbility(state, unit, 'paratrooper');
}
