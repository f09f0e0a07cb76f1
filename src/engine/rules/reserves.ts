// Reserves and Aircraft arriving: rule book "Reserves", index "Aircraft" and "Paratrooper";
// RULINGS R4.4 (from turn 2, in the Movement Phase), R8.1 (Aircraft deploy to any hex, or
// redeploy), R3.3 (who may start in Reserve). Shared by applyAction (actions/reserveActions.ts),
// legalActions and the screen's overlay.
import { refuse } from '../core/errors';
import { ok, type Result } from '../core/result';
import { hexLabel, type Hex } from '../core/hex';
import type { GameState, Unit } from '../core/state';
import { isOnMap, terrainAt } from '../board/map';
import { isAircraftUnit, unitHasAbility, unitName } from '../derived/unitRules';
import { activationOf } from './activation';
import { checkStand } from './standing';

/** Why the unit may not arrive (or redeploy) in `at` now: refused, or ok. */
export function checkArrival(state: GameState, unit: Unit, at: Hex): Result {
  const name = unitName(state, unit);
  if (state.phase !== 'movement') return refuse('WRONG_PHASE', 'R4.4', 'Reserves arrive in the Movement Phase');
  if (activationOf(state, unit)) return refuse('BAD_ACTION', 'R4.4', `${name} is already acting`);
  const aircraft = isAircraftUnit(state, unit);
  if (unit.status === 'map' && !aircraft) return refuse('BAD_ACTION', 'R4.4', `${name} is already on the map`);
  if (unit.status !== 'reserve' && unit.status !== 'map')
    return refuse('BAD_ACTION', 'R4.4', `${name} is not in Reserve`);
  if (state.turn < 2) return refuse('RESERVE', 'R4.4', 'Reserve units cannot arrive on turn 1');
  if (!isOnMap(state.map, at)) return refuse('OFF_MAP', 'R8.1', `${hexLabel(at)} is off the battlefield`);
  if (!aircraft) {
    // Index "Paratrooper": any Open, Barren or Hill hex.
    const t = terrainAt(state.map, at);
    if (t !== 'open' && t !== 'barren' && t !== 'hill')
      return refuse('LANDING', 'R4.4', 'Paratroopers land on Open, Barren or Hill hexes');
    const stand = checkStand(state, unit, at);
    if (!stand.ok) return stand;
  }
  return ok();
}

/** Index "Paratrooper": a unit that may be kept in Reserve at deployment (Aircraft always are, R3.3). */
export function mayStartInReserve(state: GameState, unit: Unit): boolean {
  return unitHasAbility(state, unit, 'paratrooper');
}
