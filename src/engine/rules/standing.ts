// May a unit stand in this hex, put there rather than moved there (a move's costs, roads and
// hexsides are rules/movement.ts's): RULINGS R5.1 (no Water unless Amphibious), R8.1 (Aircraft
// deploy to any hex), R5.6 and R2.3 (population; Aircraft do not count and are never refused).
// The one answer for deployment (deployment.ts, R3.3), a placed start and a scenario's units
// (setup/), and a destroyed Transport's survivors (transport.ts, R8.7).
import { refuse } from '../core/errors';
import { hexLabel, type Hex } from '../core/hex';
import { indexOf } from '../board/map';
import type { Result } from '../core/result';
import type { GameState, Unit } from '../core/state';
import { isAircraftUnit, unitHasAbility } from '../derived/unitRules';
import { checkPopulation, checkPopulationAmong } from './population';

/**
 * R5.1, R8.1: whether the hex's terrain takes `unit` at all: on the battlefield, and not Water
 * unless the unit is Amphibious or an Aircraft (null: it does). Population aside: a passenger
 * getting out where its Transport stands asks this alone (boarding.ts).
 */
export function checkGround(state: GameState, unit: Unit, at: Hex): Result | null {
  const i = indexOf(state.map, at);
  if (i < 0) return refuse('OFF_MAP', 'R2.1', `${hexLabel(at)} is off the battlefield`);
  if (
    state.map.hexes[i].terrain === 'water' &&
    !isAircraftUnit(state, unit) &&
    !unitHasAbility(state, unit, 'amphibious')
  ) {
    return refuse('IMPASSABLE', 'R5.1', `${hexLabel(at)} is Water`);
  }
  return null;
}

/** R5.1, R8.1, R5.6, R2.3: whether `unit` may be put in hex `at` as the state stands. */
export function checkStand(state: GameState, unit: Unit, at: Hex): Result {
  return checkGround(state, unit, at) ?? checkPopulation(state, { ...unit, status: 'map', at, carrier: null }, at);
}

/**
 * checkStand with the units `here` in the hex given by the caller (a game being set up, or
 * survivors placed one after another, keep them as they go: rules/population.ts checkPopulationAmong).
 */
export function checkStandAmong(state: GameState, unit: Unit, at: Hex, here: readonly Unit[]): Result {
  return (
    checkGround(state, unit, at) ?? checkPopulationAmong(state, { ...unit, status: 'map', at, carrier: null }, at, here)
  );
}
