// Moving: RULINGS R4.3 (move, stay), R4.6 (embark, disembark), R5 (step by step, movement rolls,
// facing), R5.7 (each step may draw Defensive Fire), R8.6 (Versatile Warmachine rerolls a failed
// movement roll), R8.14 (Assault Phase moves).
import { actingUnit, activationOf, budgetOf, defaultMoveKind, checkMoveKind, newActivation, checkPivot } from '../rules/activation';
import { offerDefensiveFire } from '../resolve/defensiveFire';
import { beginDraft, emit, finishDraft, updateUnit, type Draft } from '../derived/draft';
import { refuse } from '../core/errors';
import { ok, type ApplyResult, type Result } from '../core/result';
import { finishActivation } from '../resolve/flow';
import { settle } from '../resolve/flowControl';
import { DIRS, hexEquals, hexKey, neighbor, type Dir, type Hex } from '../core/hex';
import { checkStep, moveBudget, MOVEMENT_ROLL_TARGET, reachableHexes, spend, type MoveBudget, type RouteRoll, type Step } from '../rules/movement';
import { checkPopulation } from '../rules/population';
import type { PendingDecision } from '../core/pending';
import { unitsOf } from '../derived/roster';
import { otherTeam, type GameState, type MoveKind, type Unit } from '../core/state';
import { removeModel } from '../resolve/damage';
import { checkBoarding, checkDisembark, embark as embarkUnit, isTransport, placeSurvivors } from '../rules/transport';
import { anyModelHas, unitHasFacing, unitName } from '../derived/unitRules';
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

/** R5.5: each step sets the facing of a unit that has one. */
function applyStep(d: Draft, unitId: string, step: Step): void {
  const unit = d.state.units[unitId];
  updateUnit(d, unitId, { at: step.to, movedThisPhase: true, facing: unitHasFacing(d.state, unit) ? step.dir : undefined });
  const a = d.state.activation!;
  const speedLeft = a.speedLeft - step.cost;
  d.state.activation = {
    ...a,
    moved: true,
    speedLeft,
    freeRoadSteps: step.roadBonus ? a.freeRoadSteps - 1 : a.freeRoadSteps,
  };
  emit(d, { type: 'moved', unit: unitId, from: step.from, to: step.to, cost: step.cost, roadBonus: step.roadBonus, speedLeft, kind: a.moveKind ?? 'normal' });
}

/** R5.3: a failed roll: the unit stays, faces the hex it tried to enter, and stops for the phase. */
function halt(d: Draft, unitId: string, step: Step): void {
  const unit = d.state.units[unitId];
  if (unitHasFacing(d.state, unit)) updateUnit(d, unitId, { facing: step.dir });
  const a = { ...d.state.activation!, moved: true, halted: true };
  d.state.activation = a;
  // R4.6: a passenger that had to step out of its Transport's full hex and could not, cannot
  // disembark: it stays aboard (docs/rules.md).
  if (a.boarding === 'disembarked' && a.carrier && unit.at && !checkPopulation(d.state, unit, unit.at).ok) {
    embarkUnit(d, unitId, a.carrier);
    d.state.activation = { ...a, boarding: null };
  }
}

/**
 * R5.3: makes the step's movement rolls in order, from roll `first` (a step may need two: the
 * hexside's, then a Vehicle's Forest roll). The first failure stops the step: the unit halts,
 * or (R8.6) its owner may first reroll the failed die, each roll being its own set of dice.
 * Returns whether every roll passed.
 */
function makeMovementRolls(d: Draft, unitId: string, step: Step, first: number, embarkIn: string | null): boolean {
  for (let k = first; k < step.rolls.length; k++) {
    const die = d.dice.d6();
    const success = die >= MOVEMENT_ROLL_TARGET;
    emit(d, { type: 'movementRoll', unit: unitId, reason: step.rolls[k], to: step.to, die, success });
    if (success) continue;
    if (!offerMovementReroll(d, unitId, step, k, die, embarkIn)) halt(d, unitId, step);
    return false;
  }
  return true;
}

/** R8.6: a Versatile Warmachine's owner may reroll the failed die; the step waits in state.step. Returns whether it was offered. */
function offerMovementReroll(d: Draft, unitId: string, step: Step, failed: number, die: number, embarkIn: string | null): boolean {
  const unit = d.state.units[unitId];
  const model = unit.models.find((m) => anyModelHas(d.state, { ...unit, models: [m] }, 'versatileWarmachine'));
  if (!model) return false;
  d.state.step = {
    unit: unitId,
    from: step.from,
    to: step.to,
    cost: step.cost,
    roadBonus: step.roadBonus,
    dir: step.dir,
    rolls: [...step.rolls],
    failed,
    ...(embarkIn ? { embarkIn } : {}),
  };
  d.state.pending = [...d.state.pending, { kind: 'reroll', team: unit.team, unit: unitId, model: model.id, roll: 'movement', index: failed, dice: [die] }];
  return true;
}

/**
 * The step is made (its rolls passed), then Defensive Fire is offered (R5.7). A step that ends a
 * move to embark marks the unit as embarking: it gets in once that Defensive Fire is over
 * (settle, R4.6). Returns whether Defensive Fire was offered (the move pauses).
 */
function enterStep(d: Draft, unitId: string, step: Step, embarkIn: string | null): boolean {
  applyStep(d, unitId, step);
  if (embarkIn) d.state.activation = { ...d.state.activation!, boarding: 'embarking', carrier: embarkIn };
  return offerDefensiveFire(d, unitId, step.from, step.to);
}

/**
 * Takes the steps one by one: movement rolls first (R5.3, R5.7a), then the step, then Defensive
 * Fire (R5.7), which pauses the move; the rest of the path is then dropped, and the mover goes
 * on (or not) once the defending team is done. `embarkIn`: the move ends by embarking in this
 * Transport in the last hex (R4.6), if the unit gets there.
 */
function runSteps(d: Draft, unitId: string, steps: Step[], embarkIn: string | null = null): void {
  for (let k = 0; k < steps.length; k++) {
    const step = steps[k];
    const boards = k === steps.length - 1 ? embarkIn : null;
    if (!makeMovementRolls(d, unitId, step, 0, boards)) return;
    if (enterStep(d, unitId, step, boards)) return;
  }
}

/** R8.6: the answer to a rerollable failed movement roll: keep it (the unit halts) or reroll its die. */
export function answerMovementReroll(d: Draft, die: number | null): void {
  // The set is the one failed die, kept in the pending decision; the step keeps which roll failed.
  const offer = d.state.pending[d.state.pending.length - 1] as Extract<PendingDecision, { kind: 'reroll' }>;
  const failedDie = offer.dice[0];
  d.state.pending = d.state.pending.slice(0, -1);
  const s = d.state.step!;
  d.state.step = null;
  const step: Step = { from: s.from, to: s.to, dir: s.dir, cost: s.cost, roadBonus: s.roadBonus, rolls: s.rolls };
  if (die === null) {
    halt(d, s.unit, step);
  } else {
    const face = d.dice.d6();
    const success = face >= MOVEMENT_ROLL_TARGET;
    emit(d, { type: 'movementRoll', unit: s.unit, reason: s.rolls[s.failed], to: s.to, die: face, success, reroll: { index: 0, from: failedDie, to: face } });
    if (!success) halt(d, s.unit, step);
    // The step's later rolls, if any, are made now (each may be rerolled in turn).
    else if (makeMovementRolls(d, s.unit, step, s.failed + 1, s.embarkIn ?? null)) enterStep(d, s.unit, step, s.embarkIn ?? null);
  }
  settle(d);
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
  settle(d);
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
  settle(d);
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
  settle(d);
  return finishDraft(d);
}

export function endActivation(state: GameState): Outcome {
  if (state.phase === 'ended') return refuse('GAME_OVER', 'R7.3', 'The game is over');
  if (state.pending.length > 0) return refuse('DECISION_PENDING', 'R4.2', 'A decision is waiting to be made first');
  const a = state.activation;
  if (!a) return refuse('NO_ACTIVATION', 'R4.2', 'No unit is being activated');
  const d = beginDraft(state);
  finishActivation(d, a.unit);
  settle(d);
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
 * (settle). If the move stops short, it does not embark.
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
  settle(d);
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

/** R4.6: the unit gets in: it rides with the Transport, and its activation ends. */
function boardTransport(d: Draft, unitId: string, carrierId: string): void {
  embarkUnit(d, unitId, carrierId);
  d.state.activation = { ...d.state.activation!, boarding: 'embarked', carrier: carrierId };
  finishActivation(d, unitId);
}

/**
 * R4.6: the unit that stepped into its Transport's hex to embark (boarding 'embarking') gets in
 * now that the step's Defensive Fire is over; returns whether it did. A unit destroyed meanwhile
 * does not. If the Transport can no longer take it (a Blast or Indirect Fire destroyed it), the
 * unit stays in the hex, and should it break the population limit there, it is placed as R8.7
 * places a destroyed Transport's survivors: with no room anywhere it is destroyed, by the enemy
 * that destroyed the Transport (R7.2; docs/rules.md).
 */
export function finishEmbarking(d: Draft): boolean {
  const a = d.state.activation!;
  const unit = d.state.units[a.unit];
  const carrier = a.carrier ? d.state.units[a.carrier] : undefined;
  if (unit.status === 'map' && carrier && checkBoarding(d.state, unit, carrier).ok) {
    boardTransport(d, unit.id, carrier.id);
    return true;
  }
  d.state.activation = { ...a, boarding: null, carrier: null };
  if (unit.status === 'map' && unit.at && !checkPopulation(d.state, unit, unit.at).ok) {
    const at = unit.at;
    updateUnit(d, unit.id, { status: 'embarked', at: null, carrier: a.carrier });
    if (!placeSurvivors(d, unit.id, at)) {
      for (const m of unit.models) removeModel(d, unit.id, m.id, otherTeam(unit.team), 'noRoom');
    }
  }
  return false;
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
  settle(d);
  return finishDraft(d);
}
