// Rule book "Hex Population and Defensive Fire"; RULINGS R5.6 (and R2.3 for 2-inch hexes).
import { hexLabel, type Hex } from './hex';
import { indexOf } from './map';
import { unitsInHex } from './occupancy';
import { ruleError, type RuleError } from './errors';
import type { GameState, Unit } from './state';
import { isAircraftUnit, isLargeUnit, isVehicleUnit } from './unitRules';

/** R5.6: Aircraft and embarked units do not count for population. */
function counts(state: GameState, unit: Unit): boolean {
  return unit.status === 'map' && unit.at !== null && unit.models.length > 0 && !isAircraftUnit(state, unit);
}

/** A unit that takes the hex's one Vehicle place: a Vehicle or a Large unit (index "Large"). */
function takesVehiclePlace(state: GameState, unit: Unit): boolean {
  return isVehicleUnit(state, unit) || isLargeUnit(state, unit);
}

/**
 * Whether `mover` may be in hex `h` alongside the units already there (R5.6): at most 2 units
 * of each team and one Vehicle or Large unit in all. With 2-inch hexes (R2.3): one non-Vehicle
 * unit per team and one Vehicle or Large unit in all. Returns the broken rule, or null.
 */
export function populationError(state: GameState, mover: Unit, h: Hex): RuleError | null {
  if (isAircraftUnit(state, mover)) return null;
  const moverVehicle = takesVehiclePlace(state, mover);
  let sameTeam = 0;
  let sameTeamFoot = 0;
  let vehicles = 0;
  const i = indexOf(state.map, h);
  const here = i >= 0 ? unitsInHex(state, i) : [];
  // Most hexes a query asks about are empty: nothing to count.
  if (here.length === 0) return null;
  for (const u of here) {
    if (u.id === mover.id || !counts(state, u)) continue;
    const vehicle = takesVehiclePlace(state, u);
    if (vehicle) vehicles++;
    if (u.team === mover.team) {
      sameTeam++;
      if (!vehicle) sameTeamFoot++;
    }
  }
  if (moverVehicle && vehicles >= 1) {
    return ruleError('POPULATION', 'R5.6', `${hexLabel(h)} already holds a Vehicle or Large unit: only one is allowed per hex`);
  }
  if (state.settings.smallHexes) {
    if (!moverVehicle && sameTeamFoot >= 1) {
      return ruleError('POPULATION', 'R2.3', `${hexLabel(h)} already holds one of your infantry units: 2-inch hexes allow one per team`);
    }
    return null;
  }
  if (sameTeam >= 2) {
    return ruleError('POPULATION', 'R5.6', `${hexLabel(h)} already holds 2 of your units: at most 2 per team`);
  }
  return null;
}
