// Whose units may act now: rule book "Playing the Game"; RULINGS R4.2 (a unit is activated once
// a phase), R4.4 (Aircraft and, from turn 2, Reserve units after the team's ground units), R3.3
// (placing units) and R3.4 (Scout moves) in the setup. Asked by the checks (activation.ts), the
// listing (legal/) and the turn's flow (resolve/flow.ts), which hands the turn on with it.
import type { GameState, TeamId, Unit } from '../core/state';
import { isAircraftUnit, unitHasAbility } from '../derived/unitRules';
import { unitsOf } from '../derived/roster';

/** R4.4: units that act in the first part of a team's Movement Phase: ground units on the map (and their passengers). */
function isGroundUnitOnMap(state: GameState, unit: Unit): boolean {
  return (unit.status === 'map' && !isAircraftUnit(state, unit)) || unit.status === 'embarked';
}

/** Whether a unit may still be activated now (R4.2-R4.5, R3.3, R3.4). */
export function canBeActivated(state: GameState, unit: Unit): boolean {
  if (unit.activated || unit.models.length === 0) return false;
  if (state.phase === 'setup') {
    if (state.setupStep === 'deployment') return unit.status === 'undeployed';
    if (state.setupStep === 'scout') return unit.status === 'map' && unitHasAbility(state, unit, 'scout');
    return false;
  }
  if (state.phase === 'assault') return unit.status === 'map' || unit.status === 'embarked';
  if (state.phase !== 'movement') return false;
  if (isGroundUnitOnMap(state, unit)) return true;
  // R4.4: Aircraft on the map and, from turn 2, Reserve units come after the team's ground units.
  const afterGround =
    (unit.status === 'map' && isAircraftUnit(state, unit)) || (unit.status === 'reserve' && state.turn >= 2);
  return afterGround && !hasGroundUnitsToActivate(state, unit.team);
}

function hasGroundUnitsToActivate(state: GameState, team: TeamId): boolean {
  for (const u of unitsOf(state)) {
    if (u.team === team && !u.activated && u.models.length > 0 && isGroundUnitOnMap(state, u)) return true;
  }
  return false;
}

export function hasUnitsToActivate(state: GameState, team: TeamId): boolean {
  for (const unit of unitsOf(state)) {
    if (unit.team === team && canBeActivated(state, unit)) return true;
  }
  return false;
}
