// Who may act with which unit right now: RULINGS R4.2-R4.5 (one activation at a time, each
// unit once per phase), R5.2 and R5.5 (pivots). Shared by applyAction and legalActions.
import { ruleError, type RuleError } from './errors';
import type { Dir } from './hex';
import { freshBudget, type MoveBudget } from './movement';
import type { Activation, GameState, Unit } from './state';
import { canBeActivated } from './turn';
import { unitHasFacing, unitName, unitSpeed } from './unitRules';

/** The unit an action names, if it may act now: its own activation, or a new one. */
export function actingUnit(state: GameState, unitId: string): Unit | RuleError {
  if (state.phase === 'ended') return ruleError('GAME_OVER', 'R7.3', 'The game is over');
  const unit = state.units[unitId];
  if (!unit) return ruleError('UNKNOWN_UNIT', 'R4.2', `There is no unit "${unitId}"`);
  if (unit.team !== state.active) {
    return ruleError('NOT_YOUR_UNIT', 'R4.2', `${unitName(state, unit)} belongs to the other team: it is not its turn`);
  }
  const current = state.activation;
  if (current && current.unit !== unitId) {
    const other = state.units[current.unit];
    return ruleError(
      'OTHER_ACTIVATION',
      'R4.2',
      `Finish the activation of ${other ? unitName(state, other) : current.unit} first: one unit acts at a time`,
    );
  }
  if (!current && !canBeActivated(unit)) {
    if (unit.at === null) return ruleError('NOT_ON_MAP', 'R4.2', `${unitName(state, unit)} is not on the map`);
    return ruleError('ALREADY_ACTIVATED', 'R4.3', `${unitName(state, unit)} has already been activated this phase`);
  }
  return unit;
}

/** The move budget of the acting unit: what its activation has left, or a fresh one. */
export function budgetOf(state: GameState, unit: Unit): MoveBudget {
  const a = state.activation;
  if (a && a.unit === unit.id) return { speedLeft: a.speedLeft, freeRoadSteps: a.freeRoadSteps };
  return freshBudget(state, unit);
}

export function newActivation(state: GameState, unit: Unit): Activation {
  const budget = freshBudget(state, unit);
  return { unit: unit.id, ...budget, moved: false, halted: false };
}

/** Why the unit may not pivot to `facing` now, or null (R5.2, R5.3, R5.5). */
export function pivotError(state: GameState, unit: Unit, facing: Dir): RuleError | null {
  const name = unitName(state, unit);
  if (!unitHasFacing(state, unit)) return ruleError('NO_FACING', 'R5.5', `${name} has no facing to turn`);
  if (unitSpeed(state, unit) <= 0) return ruleError('NO_SPEED', 'R5.2', `${name} is at Speed 0 and cannot pivot`);
  const a = state.activation;
  if (a && a.unit === unit.id && a.halted) {
    return ruleError('MOVEMENT_OVER', 'R5.3', `${name} failed a movement roll: its movement is over for this phase`);
  }
  if (facing === unit.facing) return ruleError('BAD_ACTION', 'R5.5', `${name} already faces that way`);
  return null;
}
