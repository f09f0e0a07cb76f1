// Rule book "Movement Phase" (terrain) and "Roads"; RULINGS R5.1-R5.5, R2.1.
import { refuse, type RuleError } from '../core/errors';
import { ok, type Err, type Result } from '../core/result';
import type { MovementRollReason } from '../core/events';
import { directionTo, hexKey, hexLabel, type Dir, type Hex } from '../core/hex';
import {
  getBoard,
  hexsideKey,
  indexOf,
  SIDE_BRIDGE,
  SIDE_CLIFF,
  SIDE_HEDGE,
  SIDE_RIVER,
  terrainAt,
  type Board,
  type Terrain,
} from '../board/map';
import { checkPopulation, populationRefusal } from './population';
import { hasCommand, mayBeCastOn } from '../derived/commandAbilities';
import type { GameState, MoveKind, Unit } from '../core/state';
import { isInfantryUnit, isVehicleUnit, unitAbilityNumber, unitHasAbility, unitSpeed } from '../derived/unitRules';

/** What is left of a unit's move this phase. */
export interface MoveBudget {
  speedLeft: number;
  /** R5.4: road-connected steps that still cost 0. */
  freeRoadSteps: number;
}

/** A legal step and what it takes. */
export interface Step {
  from: Hex;
  to: Hex;
  dir: Dir;
  cost: number;
  /** R5.4: the step was free thanks to the road. */
  roadBonus: boolean;
  /**
   * R5.3: the movement rolls the step needs, in the order they are made (the hexside's first,
   * then a Vehicle's Forest roll); empty when it needs none. Shared, read-only lists.
   */
  rolls: readonly MovementRollReason[];
}

/** R5.4: free road steps per phase: 1 for a Vehicle, 1 + # for any unit with High Gear #. */
export function roadStepsPerPhase(state: GameState, unit: Unit): number {
  const highGear = unitAbilityNumber(state, unit, 'highGear');
  if (highGear > 0) return 1 + highGear;
  return isVehicleUnit(state, unit) ? 1 : 0;
}

/** R8.14 (and R8.12 Angriff: Aggression 1): the unit's Aggression number, 0 without it. */
export function aggressionNumber(state: GameState, unit: Unit): number {
  const own = unitAbilityNumber(state, unit, 'aggression');
  return Math.max(own, hasCommand(state, unit, 'angriff') ? 1 : 0);
}

/** R8.12 Tally-Ho!: "+1 Speed for moving in the Movement Phase". */
const TALLY_HO_SPEED = 1;

/**
 * The Speed a unit moves with in a move of this kind (R5.2): its Speed, and 1 more for a normal
 * move in the Movement Phase under Tally-Ho! (R8.12), so a Tally-Ho! unit at Speed 0 (a suppressed
 * Speed 1 squad, R8.5; an Infantry Artillery piece) still moves 1 (docs/rules.md).
 */
export function movingSpeed(state: GameState, unit: Unit, kind: MoveKind): number {
  const tallyHo =
    kind === 'normal' && state.phase === 'movement' && hasCommand(state, unit, 'tallyHo') ? TALLY_HO_SPEED : 0;
  return unitSpeed(state, unit) + tallyHo;
}

/**
 * The most a normal move in a Movement Phase to come may start with, whatever the phase now (the
 * deployment's, where Tally-Ho! gives nothing): moveBudget's, with Tally-Ho!'s +1 (R8.12)
 * whenever an Officer may cast it on the unit in some turn (R8.4, mayBeCastOn).
 */
export function bestMovementPhaseBudget(state: GameState, unit: Unit): MoveBudget {
  const tallyHo = mayBeCastOn(state, unit, 'tallyHo') ? TALLY_HO_SPEED : 0;
  return { speedLeft: unitSpeed(state, unit) + tallyHo, freeRoadSteps: roadStepsPerPhase(state, unit) };
}

/**
 * The budget a move of this kind starts with (R5.2, R5.4, R8.14): the moving Speed and the road
 * bonus for a normal or Scout move; # Speed and no road bonus for Aggression, Strike and Fade
 * and Relocate, a Vehicle using at most its Speed.
 */
export function moveBudget(state: GameState, unit: Unit, kind: MoveKind): MoveBudget {
  const speed = unitSpeed(state, unit);
  switch (kind) {
    case 'normal':
    case 'scout':
      return { speedLeft: movingSpeed(state, unit, kind), freeRoadSteps: roadStepsPerPhase(state, unit) };
    case 'aggression':
    case 'strikeAndFade':
    case 'relocate': {
      const n = kind === 'aggression' ? aggressionNumber(state, unit) : unitAbilityNumber(state, unit, kind);
      return {
        speedLeft: isVehicleUnit(state, unit) && kind !== 'relocate' ? Math.min(n, speed) : n,
        freeRoadSteps: 0,
      };
    }
  }
}

/** The budget of a normal move, as a unit would start it now. */
export function freshBudget(state: GameState, unit: Unit): MoveBudget {
  return moveBudget(state, unit, 'normal');
}

/** The hexside code between hex index i and its neighbour in direction d, after destroyed Bridges. */
function sideCode(state: GameState, board: Board, i: number, d: Dir): number {
  const code = board.sides[i * 6 + d];
  if (code === SIDE_BRIDGE && state.destroyedBridges.length > 0) {
    // R2.1: a destroyed Bridge leaves the River.
    if (state.destroyedBridges.includes(hexsideKey(board.hexAt[i], d))) return SIDE_RIVER;
  }
  return code;
}

/** R2.1: two hexes are road-connected across a hexside when both list it (and no destroyed Bridge cuts it). */
function isRoadConnected(state: GameState, board: Board, i: number, d: Dir): boolean {
  const j = board.neighbors[i * 6 + d];
  if (j < 0) return false;
  if ((board.roadBits[i] & (1 << d)) === 0) return false;
  if ((board.roadBits[j] & (1 << ((d + 3) % 6))) === 0) return false;
  return sideCode(state, board, i, d) !== SIDE_RIVER;
}

/** R5.1: the Speed a unit spends to enter a hex of this terrain (Infinity: it may not enter). */
export function terrainCost(state: GameState, unit: Unit, terrain: Terrain): number {
  switch (terrain) {
    case 'barren':
      return isInfantryUnit(state, unit) ? 2 : 1;
    case 'forest':
    case 'hill':
      return isVehicleUnit(state, unit) ? 2 : 1;
    case 'water':
      return unitHasAbility(state, unit, 'amphibious') ? 2 : Infinity;
    default:
      return 1;
  }
}

/** The rule that refuses a step, without the sentence (checkStep writes it). */
export type StepRefusal = 'OFF_MAP' | 'CLIFF' | 'ROAD_ONLY' | 'IMPASSABLE' | 'NO_SPEED' | 'POPULATION';

/** R5.1, rule book "City" and "Marsh": Vehicles enter and leave them only along roads. */
function roadOnly(terrain: Terrain): boolean {
  return terrain === 'city' || terrain === 'marsh';
}

/**
 * Prices the step from board hex `i` in direction `dir`, assuming the unit is there with `budget`
 * left, or names the rule that refuses it. Movement rolls are not made here: the step lists the
 * rolls. Queries that probe many steps (reachable hexes, legal actions) call this; it builds no
 * sentence and allocates nothing for a refused step. `embarking`: the step ends a move that
 * embarks in a Transport in the hex entered (R4.6).
 */
export function stepFrom(
  state: GameState,
  unit: Unit,
  budget: MoveBudget,
  board: Board,
  i: number,
  dir: Dir,
  embarking = false,
): Step | StepRefusal {
  const j = board.neighbors[i * 6 + dir];
  if (j < 0) return 'OFF_MAP';
  const side = sideCode(state, board, i, dir);
  if (side === SIDE_CLIFF) return 'CLIFF';
  const vehicle = isVehicleUnit(state, unit);
  const road = isRoadConnected(state, board, i, dir);
  const toTerrain = board.terrain[j];
  if (vehicle && !road && (roadOnly(board.terrain[i]) || roadOnly(toTerrain))) return 'ROAD_ONLY';
  const baseCost = terrainCost(state, unit, toTerrain);
  if (baseCost === Infinity) return 'IMPASSABLE';
  // R5.4: the first road-connected steps of the phase are free, whatever the terrain.
  const roadBonus = road && budget.freeRoadSteps > 0;
  const cost = roadBonus ? 0 : baseCost;
  if (cost > budget.speedLeft) return 'NO_SPEED';
  // R4.6: a unit stepping into its Transport's hex to embark there does not count for population.
  if (!embarking && populationRefusal(state, unit, j)) return 'POPULATION';
  return {
    from: board.hexAt[i],
    to: board.hexAt[j],
    dir,
    cost,
    roadBonus,
    rolls: movementRollsFor(state, unit, vehicle, side, toTerrain),
  };
}

/**
 * Checks one step of a move from `from` to the adjacent `to` and prices it, assuming the unit
 * is at `from` with `budget` left, or says which rule refuses it and why.
 */
export function checkStep(
  state: GameState,
  unit: Unit,
  budget: MoveBudget,
  from: Hex,
  to: Hex,
  embarking = false,
): Result<Step> {
  const board = getBoard(state.map);
  // R2.4: a hex off the map is refused as off the map wherever it is, not as "not next to".
  if (indexOf(board, to) < 0) return refuse('OFF_MAP', 'R2.4', `${hexLabel(to)} is off the battlefield`);
  const dir = directionTo(from, to);
  if (dir === null) {
    return refuse(
      'NOT_ADJACENT',
      'R5',
      `${hexLabel(to)} is not next to ${hexLabel(from)}: units move one hex at a time`,
    );
  }
  const i = indexOf(board, from);
  if (i < 0) return refuse('OFF_MAP', 'R2.4', `${hexLabel(from)} is off the battlefield`);
  const step = stepFrom(state, unit, budget, board, i, dir, embarking);
  if (typeof step !== 'string') return ok(step);
  switch (step) {
    case 'OFF_MAP':
      return refuse('OFF_MAP', 'R2.4', `${hexLabel(to)} is off the battlefield`);
    case 'CLIFF':
      // Named by the two hexes, not a compass point: the screen may show the map turned (the UI names directions as it shows them).
      return refuse('CLIFF', 'R5.3', `The Cliff between ${hexLabel(from)} and ${hexLabel(to)} cannot be crossed`);
    case 'ROAD_ONLY': {
      const t = roadOnly(board.terrain[i]) ? board.terrain[i] : terrainAt(state.map, to);
      const what = t === 'city' ? 'City' : 'Marsh';
      return refuse('ROAD_ONLY', 'R5.1', `Vehicles enter and leave ${what} hexes only along a road`);
    }
    case 'IMPASSABLE':
      return refuse('IMPASSABLE', 'R5.1', `${hexLabel(to)} is Water: only Amphibious units may enter it`);
    case 'NO_SPEED': {
      const cost = terrainCost(state, unit, terrainAt(state.map, to)!);
      return refuse(
        'NO_SPEED',
        'R5.2',
        `Entering ${hexLabel(to)} costs ${cost} Speed and only ${budget.speedLeft} is left`,
      );
    }
    case 'POPULATION':
      // stepFrom found the hex full: checkPopulation refuses it too, with the sentence.
      return checkPopulation(state, unit, to) as Err<RuleError>;
  }
}

// The lists a step's rolls can be (one hexside feature per hexside), made once: pricing a step allocates none.
const NO_ROLLS: readonly MovementRollReason[] = Object.freeze([]);
const HEDGE: readonly MovementRollReason[] = Object.freeze(['hedge']);
const RIVER: readonly MovementRollReason[] = Object.freeze(['river']);
const FOREST: readonly MovementRollReason[] = Object.freeze(['forest']);
const HEDGE_FOREST: readonly MovementRollReason[] = Object.freeze(['hedge', 'forest']);
const RIVER_FOREST: readonly MovementRollReason[] = Object.freeze(['river', 'forest']);

/**
 * R5.3: the movement rolls a step needs: crossing a Hedge, crossing a River without an intact
 * Bridge (not for Amphibious units), a Vehicle entering Forest. A Vehicle crossing a Hedge or
 * River into Forest makes both, the hexside's first.
 */
function movementRollsFor(
  state: GameState,
  unit: Unit,
  vehicle: boolean,
  side: number,
  toTerrain: Terrain,
): readonly MovementRollReason[] {
  const forest = vehicle && toTerrain === 'forest';
  if (side === SIDE_HEDGE) return forest ? HEDGE_FOREST : HEDGE;
  if (side === SIDE_RIVER && !unitHasAbility(state, unit, 'amphibious')) return forest ? RIVER_FOREST : RIVER;
  return forest ? FOREST : NO_ROLLS;
}

/** The budget after a step was taken. */
function spend(budget: MoveBudget, step: Step): MoveBudget {
  return {
    speedLeft: budget.speedLeft - step.cost,
    freeRoadSteps: step.roadBonus ? budget.freeRoadSteps - 1 : budget.freeRoadSteps,
  };
}

/** R5.3: a movement roll passes on 4+. */
export const MOVEMENT_ROLL_TARGET = 4;

export interface RouteRoll {
  at: Hex;
  reason: MovementRollReason;
}

/** Steps a query leaves out although the rules allow them (a route that keeps clear of something). */
export type StepFilter = (from: Hex, to: Hex) => boolean;

/** A reachable hex and the route to it the query picked. */
export interface Reach {
  hex: Hex;
  /** Speed spent on the way. */
  cost: number;
  /** The hexes stepped into, in order (the start excluded). */
  path: Hex[];
  /** The movement rolls along the path, in order: a step that needs two (R5.3) is listed twice. */
  rolls: RouteRoll[];
}

interface Label {
  hex: number;
  free: number;
  spent: number;
  rolls: number;
  parent: Label | null;
  step: Step | null;
}

/**
 * The label search under reachableHexes and arrivalsAt: every (hex, free road steps left, Speed
 * spent) the unit can be in from `start` with `budget`, each with the fewest movement rolls (R5.1-
 * R5.4, R5.6; rolls assumed to succeed). `settle` is called with each label when it is final for
 * its bucket, in order of Speed spent; the start hex is never stepped back into, nor a step taken
 * that `avoid` leaves out.
 */
function searchLabels(
  state: GameState,
  unit: Unit,
  budget: MoveBudget,
  board: Board,
  start: number,
  settle: (label: Label) => void,
  avoid?: StepFilter,
): void {
  // Labels by (hex, free road steps left, Speed spent), keeping the fewest rolls: road bonuses
  // make the cost of a step depend on the path, so the hex alone is not a sufficient state.
  const maxSpent = budget.speedLeft;
  const stride = (budget.freeRoadSteps + 1) * (maxSpent + 1);
  const seen = new Map<number, Label>();
  const keyOf = (l: { hex: number; free: number; spent: number }) => l.hex * stride + l.free * (maxSpent + 1) + l.spent;
  const buckets: Label[][] = Array.from({ length: maxSpent + 1 }, () => []);
  const first: Label = { hex: start, free: budget.freeRoadSteps, spent: 0, rolls: 0, parent: null, step: null };
  seen.set(keyOf(first), first);
  buckets[0].push(first);
  for (let spent = 0; spent <= maxSpent; spent++) {
    const bucket = buckets[spent];
    // Free steps add to the bucket being drained, so it is read until empty.
    for (let k = 0; k < bucket.length; k++) {
      const label = bucket[k];
      if (seen.get(keyOf(label)) !== label) continue;
      settle(label);
      const left: MoveBudget = { speedLeft: budget.speedLeft - label.spent, freeRoadSteps: label.free };
      for (let d = 0; d < 6; d++) {
        const j = board.neighbors[label.hex * 6 + d];
        if (j < 0 || j === start) continue;
        if (avoid?.(board.hexAt[label.hex], board.hexAt[j])) continue;
        const step = stepFrom(state, unit, left, board, label.hex, d as Dir);
        if (typeof step === 'string') continue;
        const next: Label = {
          hex: j,
          free: step.roadBonus ? label.free - 1 : label.free,
          spent: label.spent + step.cost,
          rolls: label.rolls + step.rolls.length,
          parent: label,
          step,
        };
        const key = keyOf(next);
        const old = seen.get(key);
        if (old && old.rolls <= next.rolls) continue;
        seen.set(key, next);
        buckets[next.spent].push(next);
      }
    }
  }
}

/** The route a label was reached by: its hexes and movement rolls in order, and the Speed spent. */
function routeOf(board: Board, label: Label): Reach {
  const path: Hex[] = [];
  const rolls: RouteRoll[] = [];
  for (let l: Label | null = label; l?.step; l = l.parent) {
    path.push(l.step.to);
    // Backwards, as the whole list is reversed below: each roll of the step, in its order.
    for (let k = l.step.rolls.length - 1; k >= 0; k--) rolls.push({ at: l.step.to, reason: l.step.rolls[k] });
  }
  path.reverse();
  rolls.reverse();
  return { hex: board.hexAt[label.hex], cost: label.spent, path, rolls };
}

/**
 * Every hex the unit can reach from where it stands with `budget`, each with the route that
 * needs the fewest movement rolls (every roll counted) and, among those, the least Speed
 * (R5.1-R5.4, R5.6). Population is checked at every hex passed through; rolls are assumed to succeed.
 * `from`: where the route starts, when not the unit's hex (a later leg of a route through
 * waypoints, view/waypoints.ts): the unit is taken to be there with `budget` left. `avoid`: steps
 * left out although legal (the AI's routes that keep out of Defensive Fire, R5.7): the hexes and
 * routes left by the other steps.
 */
export function reachableHexes(
  state: GameState,
  unit: Unit,
  budget: MoveBudget,
  from: Hex | null = unit.at,
  avoid?: StepFilter,
): Reach[] {
  if (!from) return [];
  const board = getBoard(state.map);
  const start = indexOf(board, from);
  if (start < 0) return [];
  const best = new Map<number, Label>();
  searchLabels(
    state,
    unit,
    budget,
    board,
    start,
    (label) => {
      if (label.hex === start) return;
      const prev = best.get(label.hex);
      if (!prev || label.rolls < prev.rolls || (label.rolls === prev.rolls && label.spent < prev.spent)) {
        best.set(label.hex, label);
      }
    },
    avoid,
  );
  const out: Reach[] = [];
  for (const label of best.values()) out.push(routeOf(board, label));
  return out;
}

/** A way to arrive at a hex, and what is left of the budget there. */
export interface Arrival extends Reach {
  left: MoveBudget;
}

/**
 * Every way worth taking from `from` to the hex `to` with `budget` (view/waypoints.ts continues
 * from each way to a waypoint): one per (Speed spent, free road steps left, movement rolls) that
 * no other way matches or beats on all three, the fewest rolls, then the least Speed first. The
 * cheapest way is not enough: one costing 1 Speed more that keeps the free road step (R5.4) for
 * a Hill or Forest beyond, or one with fewer rolls for more Speed (R5.3), may go further. A way
 * with at least the Speed and free road steps left of another reaches all it reaches (R5.2;
 * R5.4: a free step costs 0 where the other pays the terrain), so that other adds nothing.
 */
export function arrivalsAt(
  state: GameState,
  unit: Unit,
  budget: MoveBudget,
  from: Hex,
  to: Hex,
  avoid?: StepFilter,
): Arrival[] {
  const board = getBoard(state.map);
  const target = indexOf(board, to);
  if (target < 0) return [];
  const labels = labelsByHex(state, unit, budget, board, from, avoid, target).get(target) ?? [];
  return unbeatenWays(labels, (l) => l).map((l) => arrivalOf(board, budget, l));
}

/**
 * Every hex the unit can reach from `from` with `budget` (by hexKey), each with every way to it
 * worth taking (as arrivalsAt, from one search for all hexes), the best first; `avoid` as for
 * reachableHexes.
 */
export function arrivalsEverywhere(
  state: GameState,
  unit: Unit,
  budget: MoveBudget,
  from: Hex,
  avoid?: StepFilter,
): Map<string, Arrival[]> {
  const board = getBoard(state.map);
  const out = new Map<string, Arrival[]>();
  for (const [hex, labels] of labelsByHex(state, unit, budget, board, from, avoid))
    out.set(
      hexKey(board.hexAt[hex]),
      unbeatenWays(labels, (l) => l).map((l) => arrivalOf(board, budget, l)),
    );
  return out;
}

/** The search's final labels by hex, the start hex left out; only those of `only` when given. */
function labelsByHex(
  state: GameState,
  unit: Unit,
  budget: MoveBudget,
  board: Board,
  from: Hex,
  avoid?: StepFilter,
  only?: number,
): Map<number, Label[]> {
  const start = indexOf(board, from);
  const found = new Map<number, Label[]>();
  if (start < 0) return found;
  searchLabels(
    state,
    unit,
    budget,
    board,
    start,
    (label) => {
      if (label.hex === start || (only !== undefined && label.hex !== only)) return;
      const list = found.get(label.hex);
      if (list) list.push(label);
      else found.set(label.hex, [label]);
    },
    avoid,
  );
  return found;
}

/** A label as a way to its hex: the route and what is left of `budget` there. */
function arrivalOf(board: Board, budget: MoveBudget, label: Label): Arrival {
  return { ...routeOf(board, label), left: { speedLeft: budget.speedLeft - label.spent, freeRoadSteps: label.free } };
}

/** What decides between two ways to one hex: Speed spent, free road steps left (R5.4), movement rolls (R5.3). */
export interface WayMeasure {
  spent: number;
  free: number;
  rolls: number;
}

/**
 * The ways no other matches or beats on Speed spent, free road steps left and movement rolls
 * together, the best first (the fewest rolls, then the least Speed): the others reach nothing
 * more (arrivalsAt, and view/waypoints.ts for the ways through several waypoints).
 */
export function unbeatenWays<T>(ways: readonly T[], measure: (way: T) => WayMeasure): T[] {
  // In this order a way comes after every way that matches or beats it, so one pass keeps the rest.
  const sorted = ways
    .map((way) => ({ way, m: measure(way) }))
    .sort((a, b) => a.m.rolls - b.m.rolls || a.m.spent - b.m.spent || b.m.free - a.m.free);
  const kept: (typeof sorted)[number][] = [];
  for (const w of sorted) {
    if (!kept.some((k) => k.m.spent <= w.m.spent && k.m.free >= w.m.free && k.m.rolls <= w.m.rolls)) kept.push(w);
  }
  return kept.map((k) => k.way);
}

/**
 * Checks a whole path before anything is rolled, so an illegal path changes nothing. `embarking`:
 * the move ends by embarking in a Transport in the last hex (R4.6: not counted for population there).
 */
export function checkPath(
  state: GameState,
  unit: Unit,
  start: Hex,
  path: readonly Hex[],
  budget: MoveBudget,
  embarking = false,
): Result<Step[]> {
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
