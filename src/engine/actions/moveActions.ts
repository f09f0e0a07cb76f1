// Moving: RULINGS R4.3 (move, stay), R4.6 (embark, disembark), R5 (step by step, movement rolls,
// facing), R5.7 (each step may draw Defensive Fire), R8.6 (Versatile Warmachine rerolls a failed
// movement roll), R8.14 (Assault Phase moves). The paths are checked whole here; the steps are
// made by resolve/steps.ts.
import {
  actingUnit,
  activationOf,
  budgetOf,
  defaultMoveKind,
  checkMoveKind,
  newActivation,
  checkPivot,
} from '../rules/activation';
import { beginDraft, emit, finishDraft, updateUnit, type Draft } from '../derived/draft';
import { refuse } from '../core/errors';
import type { ApplyResult } from '../core/result';
import { finishActivation } from '../resolve/flow';
import { boardTransport, runSteps } from '../resolve/steps';
import { resume } from '../resolve/resume';
import type { Dir, Hex } from '../core/hex';
import { checkPath, type MoveBudget } from '../rules/movement';
import { disembarkCheck, embarkCheck } from '../rules/boarding';
import type { GameState, MoveKind, Unit } from '../core/state';
import { unitName } from '../derived/unitRules';

/** What an action handler answers: applyAction's result (result.ts). */
export type Outcome = ApplyResult;

/** Opens the unit's activation in the draft if this action starts it. */
export function ensureActivation(d: Draft, unit: Unit): void {
  if (d.state.activation?.unit === unit.id) return;
  d.state.activation = newActivation(unit);
  emit(d, { type: 'activationStarted', unit: unit.id, team: unit.team });
}

/** Begins (or goes on with) a move of this kind: a new kind starts with its own budget (R8.14). */
function startMove(d: Draft, kind: MoveKind, budget: MoveBudget): void {
  const a = d.state.activation!;
  if (a.moveKind === kind) return;
  d.state.activation = { ...a, moveKind: kind, speedLeft: budget.speedLeft, freeRoadSteps: budget.freeRoadSteps };
}

export function move(state: GameState, unitId: string, path: Hex[], kindArg: MoveKind | undefined): Outcome {
  const acting = actingUnit(state, unitId);
  if (!acting.ok) return acting;
  const unit = acting.value;
  const kind = kindArg ?? defaultMoveKind(state);
  const moving = checkMoveKind(state, unit, kind);
  if (!moving.ok) return moving;
  if (path.length === 0) return refuse('BAD_ACTION', 'R5', 'A move needs at least one hex');
  const budget = budgetOf(state, unit, kind);
  const steps = checkPath(state, unit, unit.at!, path, budget);
  if (!steps.ok) return steps;
  const d = beginDraft(state);
  ensureActivation(d, unit);
  startMove(d, kind, budget);
  runSteps(d, unitId, steps.value);
  resume(d);
  return finishDraft(d);
}

export function pivot(state: GameState, unitId: string, facing: Dir, kindArg: MoveKind | undefined): Outcome {
  const acting = actingUnit(state, unitId);
  if (!acting.ok) return acting;
  const unit = acting.value;
  const kind = kindArg ?? activationOf(state, unit)?.moveKind ?? defaultMoveKind(state);
  const pivoting = checkPivot(state, unit, facing, kind);
  if (!pivoting.ok) return pivoting;
  const d = beginDraft(state);
  ensureActivation(d, unit);
  startMove(d, kind, budgetOf(state, unit, kind));
  d.state.activation = { ...d.state.activation!, moved: true };
  updateUnit(d, unitId, { facing, movedThisPhase: true });
  emit(d, { type: 'pivoted', unit: unitId, facing });
  resume(d);
  return finishDraft(d);
}

/** R4.3: the unit is nominated to stay (a Reserve unit stays in Reserve, R4.4). */
export function hold(state: GameState, unitId: string): Outcome {
  const acting = actingUnit(state, unitId);
  if (!acting.ok) return acting;
  const unit = acting.value;
  if (state.activation)
    return refuse('OTHER_ACTIVATION', 'R4.3', `${unitName(state, unit)} is already acting: end its activation instead`);
  if (state.phase === 'setup' && state.setupStep !== 'scout')
    return refuse('WRONG_PHASE', 'R3.3', 'Every unit must be placed');
  const d = beginDraft(state);
  emit(d, { type: 'activationStarted', unit: unitId, team: unit.team });
  emit(d, { type: 'held', unit: unitId, phase: state.phase });
  finishActivation(d, unitId);
  resume(d);
  return finishDraft(d);
}

export function endActivation(state: GameState): Outcome {
  if (state.phase === 'ended') return refuse('GAME_OVER', 'R7.3', 'The game is over');
  if (state.pending.length > 0) return refuse('DECISION_PENDING', 'R4.2', 'A decision is waiting to be made first');
  const a = state.activation;
  if (!a) return refuse('NO_ACTIVATION', 'R4.2', 'No unit is being activated');
  const d = beginDraft(state);
  finishActivation(d, a.unit);
  resume(d);
  return finishDraft(d);
}

/**
 * R4.6: the unit embarks in a friendly Transport in its hex, or moves along `path` (a normal
 * move, step by step, R5) and embarks in the last hex once that step's Defensive Fire is over
 * (resume.ts settle). If the move stops short, it does not embark.
 */
export function embark(state: GameState, unitId: string, carrierId: string, path: readonly Hex[] = []): Outcome {
  const acting = actingUnit(state, unitId);
  if (!acting.ok) return acting;
  const unit = acting.value;
  const check = embarkCheck(state, unit, carrierId, path);
  if (!check.ok) return check;
  const d = beginDraft(state);
  ensureActivation(d, unit);
  if (check.value.budget) {
    startMove(d, 'normal', check.value.budget);
    runSteps(d, unitId, check.value.steps, carrierId);
  } else {
    boardTransport(d, unitId, carrierId);
  }
  resume(d);
  return finishDraft(d);
}

export function disembark(state: GameState, unitId: string, path: Hex[]): Outcome {
  const acting = actingUnit(state, unitId);
  if (!acting.ok) return acting;
  const unit = acting.value;
  const checked = disembarkCheck(state, unit, path);
  if (!checked.ok) return checked;
  const check = checked.value;
  const d = beginDraft(state);
  ensureActivation(d, unit);
  const carrier = unit.carrier!;
  updateUnit(d, unitId, { status: 'map', at: check.at, carrier: null });
  d.state.activation = {
    ...d.state.activation!,
    boarding: 'disembarked',
    carrier,
    moveKind: 'normal',
    speedLeft: check.budget.speedLeft,
    freeRoadSteps: check.budget.freeRoadSteps,
  };
  emit(d, { type: 'disembarked', unit: unitId, carrier, at: check.at });
  runSteps(d, unitId, check.steps);
  resume(d);
  return finishDraft(d);
}
