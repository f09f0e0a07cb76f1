// Moving: RULINGS R4.3 (move, stay), R4.6 (embark, disembark), R5 (step by step, movement rolls,
// facing), R5.7 (each step may draw Defensive Fire), R8.6 (Versatile Warmachine rerolls a failed
// movement roll), R8.14 (Assault Phase moves). The paths are checked whole here; the steps are
// made by resolve/steps.ts.
import { actingUnit, activationOf, budgetOf, defaultMoveKind, checkMoveKind, newActivation, checkPivot } from '../rules/activation';
import { beginDraft, emit, finishDraft, updateUnit, type Draft } from '../derived/draft';
import { refuse } from '../core/errors';
import { ok, type ApplyResult, type Result } from '../core/result';
import { finishActivation } from '../resolve/flow';
import { boardTransport, runSteps } from '../resolve/steps';
import { resume } from '../resolve/resume';
import { DIRS, hexEquals, hexKey, neighbor, type Dir, type Hex } from '../core/hex';
import { checkStep, moveBudget, reachableHexes, spend, type MoveBudget, type RouteRoll, type Step } from '../rules/movement';
import { checkPopulation } from '../rules/population';
import { unitsOf } from '../derived/roster';
import type { GameState, MoveKind, Unit } from '../core/state';
import { checkBoarding, checkDisembark, isTransport } from '../rules/transport';
import { unitName } from '../derived/unitRules';
import { own } from '../core/own';

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

/**
 * Checks a whole path before anything is rolled, so an illegal path changes nothing. `embarking`:
 * the move ends by embarking in a Transport in the last hex (R4.6: not counted for population there).
 */
function checkPath(state: GameState, unit: Unit, start: Hex, path: readonly Hex[], budget: MoveBudget, embarking = false): Result<Step[]> {
  const steps: Step[] = [];
  let from = start;
  let left = budget;
  for (let k = 0; k < path.length; k++) {
    const to = path[k];
    const step = checkStep(state, unit, left, from, to, embarking && k === path.length - 1);
    if (!step.ok) return step;
    steps.push(step.value);
    left = spend(left, step.value);
    from = to;
  }
  return ok(steps);
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
  if (state.activation) return refuse('OTHER_ACTIVATION', 'R4.3', `${unitName(state, unit)} is already acting: end its activation instead`);
  if (state.phase === 'setup' && state.setupStep !== 'scout') return refuse('WRONG_PHASE', 'R3.3', 'Every unit must be placed');
  const d = beginDraft(state);
  emit(d, { type: 'activationStarted', unit: unitId, team: unit.team });
  emit(d, { type: 'held', unit: unitId });
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

/** R4.6: whether the unit may embark in `carrierId` now, in its own hex: refused, or ok. */
export function checkEmbarkHere(state: GameState, unit: Unit, carrierId: string): Result {
  const check = embarkCheck(state, unit, carrierId, []);
  return check.ok ? ok() : check;
}

/**
 * R4.6: why the unit may not embark in `carrierId` now, at the end of a normal move along `path`
 * (none: in its own hex), or the steps of that move. The move is checked as a move is, except
 * that the unit does not count for population in the last hex, where it embarks.
 */
export function embarkCheck(state: GameState, unit: Unit, carrierId: string, path: readonly Hex[]): Result<{ steps: Step[]; budget: MoveBudget | null }> {
  if (state.phase !== 'movement') return refuse('WRONG_PHASE', 'R4.6', 'Units embark and disembark in the Movement Phase');
  const carrier = own(state.units, carrierId);
  if (!carrier) return refuse('UNKNOWN_UNIT', 'R4.6', `There is no unit "${carrierId}"`);
  if (unit.status !== 'map') return refuse('NOT_ON_MAP', 'R4.6', `${unitName(state, unit)} is not on the map`);
  const a = activationOf(state, unit);
  if (a?.boarding === 'disembarked') return refuse('TRANSPORT', 'R4.6', 'A unit embarks or disembarks in one activation, not both');
  if (a && (a.stationaryFire || a.attacked.length > 0)) return refuse('TRANSPORT', 'R4.6', `${unitName(state, unit)} fired instead of moving`);
  if (path.length === 0) {
    const boarding = checkBoarding(state, unit, carrier);
    return boarding.ok ? ok({ steps: [], budget: null }) : boarding;
  }
  const moving = checkMoveKind(state, unit, 'normal');
  if (!moving.ok) return moving;
  const boarding = checkBoarding(state, { ...unit, at: path[path.length - 1] }, carrier);
  if (!boarding.ok) return boarding;
  const budget = budgetOf(state, unit, 'normal');
  const steps = checkPath(state, unit, unit.at!, path, budget, true);
  return steps.ok ? ok({ steps: steps.value, budget }) : steps;
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

/** A move that ends by boarding a Transport (R4.6), for the screen. */
export interface BoardingRoute {
  carrier: string;
  /** The Transport's hex, the last of the path. */
  hex: Hex;
  path: Hex[];
  /** Speed spent on the way. */
  cost: number;
  /** The movement rolls along the path, in order. */
  rolls: RouteRoll[];
}

/**
 * R4.6: the friendly Transports the unit could board at the end of a normal move now, each with
 * the route that needs the fewest rolls, then the least Speed: a route reachableHexes finds to a
 * hex next to the Transport (or none, from next to it), then the step into its hex, which may be
 * full (the unit does not count there). Each route is one embarkCheck accepts.
 */
export function boardingRoutes(state: GameState, unit: Unit): BoardingRoute[] {
  if (state.phase !== 'movement' || unit.status !== 'map' || !unit.at) return [];
  if (!actingUnit(state, unit.id).ok || !checkMoveKind(state, unit, 'normal').ok) return [];
  const start = unit.at;
  const reach = new Map(reachableHexes(state, unit, budgetOf(state, unit, 'normal')).map((r) => [hexKey(r.hex), r.path]));
  const out: BoardingRoute[] = [];
  for (const carrier of unitsOf(state)) {
    const id = carrier.id;
    if (carrier.team !== unit.team || carrier.status !== 'map' || !carrier.at || hexEquals(carrier.at, start) || !isTransport(state, carrier)) continue;
    // Room aboard and a unit it takes: asked once, before any route.
    if (!checkBoarding(state, { ...unit, at: carrier.at }, carrier).ok) continue;
    let best: BoardingRoute | null = null;
    for (const dir of DIRS) {
      const next = neighbor(carrier.at, dir);
      const before = hexEquals(next, start) ? [] : reach.get(hexKey(next));
      if (!before) continue;
      const path = [...before, carrier.at];
      const check = embarkCheck(state, unit, id, path);
      if (!check.ok) continue;
      const cost = check.value.steps.reduce((n, s) => n + s.cost, 0);
      const rolls = check.value.steps.flatMap((s) => s.rolls.map((reason) => ({ at: s.to, reason })));
      if (!best || rolls.length < best.rolls.length || (rolls.length === best.rolls.length && cost < best.cost)) {
        best = { carrier: id, hex: carrier.at, path, cost, rolls };
      }
    }
    if (best) out.push(best);
  }
  return out;
}


/** R4.6: why the passenger may not disembark (and take these first steps) now, or where it gets out and its steps. */
export function disembarkCheck(state: GameState, unit: Unit, path: Hex[]): Result<{ at: Hex; budget: MoveBudget; steps: Step[] }> {
  if (state.phase !== 'movement') return refuse('WRONG_PHASE', 'R4.6', 'Units embark and disembark in the Movement Phase');
  if (activationOf(state, unit)) return refuse('TRANSPORT', 'R4.6', 'A passenger disembarks at the start of its move');
  const leaving = checkDisembark(state, unit);
  if (!leaving.ok) return leaving;
  const carrier = state.units[unit.carrier!];
  const at = carrier.at!;
  const out: Unit = { ...unit, status: 'map', at, carrier: null };
  // R4.6: a passenger whose Transport has moved this phase may get out but not move further.
  const budget: MoveBudget = carrier.movedThisPhase ? { speedLeft: 0, freeRoadSteps: 0 } : moveBudget(state, out, 'normal');
  if (path.length > 0 && carrier.movedThisPhase) {
    return refuse('TRANSPORT', 'R4.6', `${unitName(state, carrier)} has moved this phase: its passengers may get out but not move further`);
  }
  // R4.6: one that would break the population limit must step out of the hex as its first step.
  if (path.length === 0 && !checkPopulation(state, out, at).ok) {
    return refuse('POPULATION', 'R4.6', `${unitName(state, unit)} would break the population limit in its Transport's hex: it must step out of the hex as it disembarks`);
  }
  const steps = checkPath(state, out, at, path, budget);
  if (!steps.ok) return steps;
  return ok({ at, budget, steps: steps.value });
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
