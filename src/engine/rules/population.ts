// Rule book "Hex Population and Defensive Fire"; RULINGS R5.6 (and R2.3 for 2-inch hexes).
import { hexLabel, type Hex } from '../core/hex';
import { indexOf } from '../board/map';
import { unitsInHex } from '../derived/occupancy';
import { refuse } from '../core/errors';
import { ok, type Result } from '../core/result';
import type { GameState, Unit } from '../core/state';
import { isAircraftUnit, isLargeUnit, isVehicleUnit } from '../derived/unitRules';

/** R5.6: Aircraft and embarked units do not count for population. */
function counts(state: GameState, unit: Unit): boolean {
  return unit.status === 'map' && unit.at !== null && unit.models.length > 0 && !isAircraftUnit(state, unit);
}

/** A unit that takes the hex's one Vehicle place: a Vehicle or a Large unit (index "Large"). */
function takesVehiclePlace(state: GameState, unit: Unit): boolean {
  return isVehicleUnit(state, unit) || isLargeUnit(state, unit);
}

/** Which limit of R5.6 (or R2.3) a unit would break in a hex. */
export type PopulationRefusal = 'vehicle' | 'smallHexFoot' | 'team';

/**
 * Whether `mover` may be in the hex of board index `i` alongside the units already there (R5.6):
 * at most 2 units of each team and one Vehicle or Large unit in all. With 2-inch hexes (R2.3):
 * one non-Vehicle unit per team and one Vehicle or Large unit in all. Returns the limit it would
 * break, or null. Builds no sentence: queries that probe many hexes call this, not checkPopulation.
 */
export function populationRefusal(state: GameState, mover: Unit, i: number): PopulationRefusal | null {
  return i < 0 ? null : refusalAmong(state, mover, unitsInHex(state, i));
}

/** The limit of R5.6 (R2.3) `mover` would break alongside the units `here`, or null. */
function refusalAmong(state: GameState, mover: Unit, here: readonly Unit[]): PopulationRefusal | null {
  // Most hexes a query asks about are empty: nothing to count.
  if (here.length === 0) return null;
  if (isAircraftUnit(state, mover)) return null;
  const moverVehicle = takesVehiclePlace(state, mover);
  let sameTeam = 0;
  let sameTeamFoot = 0;
  let vehicles = 0;
  for (const u of here) {
    if (u.id === mover.id || !counts(state, u)) continue;
    const vehicle = takesVehiclePlace(state, u);
    if (vehicle) vehicles++;
    if (u.team === mover.team) {
      sameTeam++;
      if (!vehicle) sameTeamFoot++;
    }
  }
  if (moverVehicle && vehicles >= 1) return 'vehicle';
  if (state.settings.smallHexes) return !moverVehicle && sameTeamFoot >= 1 ? 'smallHexFoot' : null;
  return sameTeam >= 2 ? 'team' : null;
}

/** R5.6, R2.3: the population rule `mover` would break in hex `h`, as a rule error, or null. */
export function checkPopulation(state: GameState, mover: Unit, h: Hex): Result {
  return populationResult(populationRefusal(state, mover, indexOf(state.map, h)), h);
}

/**
 * R5.6, R2.3: whether `mover` may stand in hex `h` alongside the units `here` (given by the
 * caller rather than read from the state): a game being set up places thousands of units one
 * by one, and asking the state who stands where would work that out again after each one.
 */
export function checkPopulationAmong(state: GameState, mover: Unit, h: Hex, here: readonly Unit[]): Result {
  return populationResult(refusalAmong(state, mover, here), h);
}

function populationResult(refusal: PopulationRefusal | null, h: Hex): Result {
  switch (refusal) {
    case null:
      return ok();
    case 'vehicle':
      return refuse(
        'POPULATION',
        'R5.6',
        `${hexLabel(h)} already holds a Vehicle or Large unit: only one is allowed per hex`,
      );
    case 'smallHexFoot':
      return refuse(
        'POPULATION',
        'R2.3',
        `${hexLabel(h)} already holds one of your infantry units: 2-inch hexes allow one per team`,
      );
    case 'team':
      return refuse('POPULATION', 'R5.6', `${hexLabel(h)} already holds 2 of your units: at most 2 per team`);
  }
}
