// Placing units in the setup: RULINGS R3.3 (each team places its units in its deployment zone,
// R2.2; Aircraft start in Reserve), then standing.ts: R5.1 (not in Water unless Amphibious), R5.6
// (population).
// Shared by applyAction (actions/setupActions.ts), legalActions and the screen.
import { refuse } from '../core/errors';
import type { Result } from '../core/result';
import { hexLabel, type Hex } from '../core/hex';
import type { GameState, Unit } from '../core/state';
import { inDeploymentZone } from '../board/map';
import { isAircraftUnit } from '../derived/unitRules';
import { checkStand } from './standing';

/** R3.3: why the unit may not be placed in `at`: refused, or ok. */
export function checkDeploy(state: GameState, unit: Unit, at: Hex): Result {
  if (isAircraftUnit(state, unit)) return refuse('RESERVE', 'R3.3', 'Aircraft always start in Reserve');
  if (!inDeploymentZone(state.map, unit.team, at))
    return refuse('DEPLOYMENT', 'R2.2', `${hexLabel(at)} is not in your deployment zone (the 4 rows at your edge)`);
  return checkStand(state, unit, at);
}
