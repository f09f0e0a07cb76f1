// applyAction: the one way the game state changes. It returns the next state and the events
// it produced, or a typed rule error; it never throws for an illegal action and never mutates
// its input.
import type { Action } from './actions';
import { actingUnit, budgetOf, newActivation, pivotError } from './activation';
import { beginDraft, emit, finishDraft, updateUnit, type Draft } from './draft';
import { ruleError, type RuleError } from './errors';
import type { GameEvent } from './events';
import type { Dir, Hex } from './hex';
import { checkStep, MOVEMENT_ROLL_TARGET, spend, type MoveBudget, type Step } from './movement';
import type { GameState, Unit } from './state';
import { finishActivation } from './turn';
import { unitHasFacing, unitName } from './unitRules';
import { isAction } from './actionShape';
import { activationHasOptions } from './legal';

export type ApplyResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; error: RuleError };

export function applyAction(state: GameState, action: Action): ApplyResult {
  if (!isAction(action)) {
    return { ok: false, error: ruleError('BAD_ACTION', 'actions', 'That is not an action this game knows') };
  }
  const result = resolve(state, action);
  if ('code' in result) return { ok: false, error: result };
  return { ok: true, ...result };
}

function resolve(state: GameState, action: Action): { state: GameState; events: GameEvent[] } | RuleError {
  switch (action.type) {
    case 'move':
      return move(state, action.unit, action.path);
    case 'pivot':
      return pivot(state, action.unit, action.facing);
    case 'hold':
      return hold(state, action.unit);
    case 'endActivation':
      return endActivation(state);
  }
}

/** Opens the unit's activation in the draft if this action starts it. */
function ensureActivation(d: Draft, unit: Unit): void {
  if (d.state.activation?.unit === unit.id) return;
  d.state.activation = newActivation(d.state, unit);
  emit(d, { type: 'activationStarted', unit: unit.id, team: unit.team });
}

/**
 * R5: a move is a path resolved step by step. The whole path is checked first (assuming its
 * movement rolls pass), so an illegal path changes nothing; then each step rolls what it needs,
 * and a failed roll ends the move there (R5.3).
 */
function move(state: GameState, unitId: string, path: Hex[]): { state: GameState; events: GameEvent[] } | RuleError {
  const unit = actingUnit(state, unitId);
  if ('code' in unit) return unit;
  if (!unit.at) return ruleError('NOT_ON_MAP', 'R4.2', `${unitName(state, unit)} is not on the map`);
  if (path.length === 0) return ruleError('BAD_ACTION', 'R5', 'A move needs at least one hex');
  if (state.activation?.unit === unit.id && state.activation.halted) {
    return ruleError('MOVEMENT_OVER', 'R5.3', `${unitName(state, unit)} failed a movement roll: its movement is over for this phase`);
  }
  const steps: Step[] = [];
  let budget: MoveBudget = budgetOf(state, unit);
  let from = unit.at;
  for (const to of path) {
    const step = checkStep(state, unit, budget, from, to);
    if ('code' in step) return step;
    steps.push(step);
    budget = spend(budget, step);
    from = to;
  }

  const d = beginDraft(state);
  ensureActivation(d, unit);
  let activation = { ...d.state.activation!, moved: true };
  let mover = unit;
  for (const step of steps) {
    if (step.roll) {
      const die = d.dice.d6();
      const success = die >= MOVEMENT_ROLL_TARGET;
      emit(d, { type: 'movementRoll', unit: unitId, reason: step.roll, to: step.to, die, success });
      if (!success) {
        // R5.3: it stays, faces the hex it tried to enter, and its movement ends for the phase.
        if (unitHasFacing(state, mover)) mover = updateUnit(d, unitId, { facing: step.dir });
        activation = { ...activation, halted: true };
        break;
      }
    }
    mover = updateUnit(d, unitId, { at: step.to, ...(unitHasFacing(state, mover) ? { facing: step.dir } : {}) });
    activation = {
      ...activation,
      speedLeft: activation.speedLeft - step.cost,
      freeRoadSteps: step.roadBonus ? activation.freeRoadSteps - 1 : activation.freeRoadSteps,
    };
    emit(d, {
      type: 'moved',
      unit: unitId,
      from: step.from,
      to: step.to,
      cost: step.cost,
      roadBonus: step.roadBonus,
      speedLeft: activation.speedLeft,
    });
  }
  d.state.activation = activation;
  closeIfDone(d, unitId);
  return finishDraft(d);
}

/** R5.5: a free pivot while moving; it commits the unit to moving (R4.3). */
function pivot(state: GameState, unitId: string, dir: Dir): { state: GameState; events: GameEvent[] } | RuleError {
  const unit = actingUnit(state, unitId);
  if ('code' in unit) return unit;
  const err = pivotError(state, unit, dir);
  if (err) return err;
  const d = beginDraft(state);
  ensureActivation(d, unit);
  d.state.activation = { ...d.state.activation!, moved: true };
  updateUnit(d, unitId, { facing: dir });
  emit(d, { type: 'pivoted', unit: unitId, facing: dir });
  closeIfDone(d, unitId);
  return finishDraft(d);
}

/** R4.3: the unit is nominated to stay; that is its whole activation. */
function hold(state: GameState, unitId: string): { state: GameState; events: GameEvent[] } | RuleError {
  const unit = actingUnit(state, unitId);
  if ('code' in unit) return unit;
  if (state.activation) {
    return ruleError('OTHER_ACTIVATION', 'R4.3', `${unitName(state, unit)} is already moving: end its activation instead`);
  }
  const d = beginDraft(state);
  emit(d, { type: 'activationStarted', unit: unitId, team: unit.team });
  emit(d, { type: 'held', unit: unitId });
  finishActivation(d, unitId);
  return finishDraft(d);
}

function endActivation(state: GameState): { state: GameState; events: GameEvent[] } | RuleError {
  if (state.phase === 'ended') return ruleError('GAME_OVER', 'R7.3', 'The game is over');
  const a = state.activation;
  if (!a) return ruleError('NO_ACTIVATION', 'R4.2', 'No unit is being activated');
  const d = beginDraft(state);
  finishActivation(d, a.unit);
  return finishDraft(d);
}

/** Ends the activation by itself when the unit has nothing left to do but end it. */
function closeIfDone(d: Draft, unitId: string): void {
  if (!activationHasOptions(d.state)) finishActivation(d, unitId);
}
