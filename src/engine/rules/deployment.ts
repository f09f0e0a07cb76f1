// Placing units in the setup: RULINGS R3.3 (each team places its units in its deployment zone,
// R2.2; Aircraft start in Reserve), then standing.ts: R5.1 (not in Water unless Amphibious), R5.6
// (population).
// Shared by applyAction (actions/setupActions.ts), legalActions and the screen.
import { refuse } from '../core/errors';
import type { Result } from '../core/result';
import { hexLabel, type Hex } from '../core/hex';
import type { GameState, TeamId, Unit } from '../core/state';
import { inDeploymentZone, terrainAt, zoneHexes } from '../board/map';
import { unitsOf } from '../derived/roster';
import { isAircraftUnit, isLargeUnit, isVehicleUnit, unitHasAbility } from '../derived/unitRules';
import { mayStartInReserve } from './reserves';
import { checkStand } from './standing';
import { isTransport } from './transport';

/** R3.3: why the unit may not be placed in `at`: refused, or ok. */
export function checkDeploy(state: GameState, unit: Unit, at: Hex): Result {
  if (isAircraftUnit(state, unit)) return refuse('RESERVE', 'R3.3', 'Aircraft always start in Reserve');
  if (!inDeploymentZone(state.map, unit.team, at))
    return refuse('DEPLOYMENT', 'R2.2', `${hexLabel(at)} is not in your deployment zone (the 4 rows at your edge)`);
  return checkStand(state, unit, at);
}

/**
 * R3.3 with R5.6, R2.3 and R5.1: why the units of `team` that must be placed on the map could
 * never all find a hex of its deployment zone, or null when they could. The setup places every
 * unit on the map or, if a rule allows (Paratroopers), in Reserve, and a team with a unit it can
 * place nowhere would leave the game waiting on it forever. Counted generously, so that an army
 * refused here could not be placed in any order: Aircraft start in Reserve (R8.1) and
 * Paratroopers may (R4.4); every Transport seat is taken by a unit on foot (R4.6); Amphibious
 * units may stand on the zone's Water (R5.1). A hex holds one Vehicle or Large unit and two units
 * of a team (R5.6), or with 2-inch hexes one unit on foot of a team and one Vehicle (R2.3).
 */
export function deploymentRoomProblem(state: GameState, team: TeamId): string | null {
  let land = 0;
  let water = 0;
  for (const h of zoneHexes(state.map, team)) {
    if (terrainAt(state.map, h) === 'water') water++;
    else land++;
  }
  let vehicles = 0;
  let amphibiousVehicles = 0;
  let foot = 0;
  let amphibious = 0;
  let seats = 0;
  for (const unit of unitsOf(state)) {
    if (unit.team !== team || unit.models.length === 0) continue;
    if (isAircraftUnit(state, unit) || mayStartInReserve(state, unit)) continue;
    const afloat = unitHasAbility(state, unit, 'amphibious');
    if (afloat) amphibious++;
    if (isTransport(state, unit)) seats += unitHasAbility(state, unit, 'heavyTransport') ? 2 : 1;
    if (isVehicleUnit(state, unit) || isLargeUnit(state, unit)) {
      vehicles++;
      if (afloat) amphibiousVehicles++;
    } else foot++;
  }
  const onFoot = Math.max(0, foot - seats);
  const name = state.teams[team].name;
  const vehicleHexes = land + Math.min(water, amphibiousVehicles);
  if (vehicles > vehicleHexes)
    return `${name}: ${vehicles} Vehicle and Large units, but its deployment zone has ${vehicleHexes} hexes they may stand in, one such unit a hex (R3.3, R5.6)`;
  const small = state.settings.smallHexes;
  const perHex = small ? 1 : 2;
  const placed = small ? onFoot : onFoot + vehicles;
  const hexes = land * perHex + Math.min(water * perHex, amphibious);
  if (placed > hexes)
    return small
      ? `${name}: ${placed} units on foot to place (besides those a Transport may carry), but its deployment zone has ${hexes} hexes they may stand in, one such unit of a team a hex with 2-inch hexes (R3.3, R2.3)`
      : `${name}: ${placed} units to place (besides those a Transport may carry), but its deployment zone holds ${hexes}, two units of a team a hex (R3.3, R5.6)`;
  return null;
}
