// R5.7: the route a click on a destination takes (engine view/quietRoutes.ts, through routesVia):
// the rules' cheapest route (reachableHexes: fewest movement rolls, then least Speed), unless it
// draws Defensive Fire and a route no worse (no more rolls or Speed, no fewer free road steps
// left, R5.3, R5.4) draws none: then that one; the same on each leg of a route through waypoints.
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import {
  applyAction,
  budgetOf,
  checkPath,
  hexEquals,
  hexKey,
  neighbor,
  quietRoutes,
  reachableHexes,
  routesVia,
  routeThreats,
  type Dir,
  type GameEvent,
  type GameState,
  type Hex,
  type MoveBudget,
  type Reach,
} from '../../src/engine';
import { SAFETY } from '../ai/positions/safety';
import { hexOf, loadPosition } from '../ai/positions/suite';
import { at, gameAt, randomMap, testMap, withRoads } from '../helpers';

function position(id: string): GameState {
  const loaded = loadPosition(SAFETY.find((p) => p.id === id)!);
  if (!loaded.ok) throw new Error(loaded.error);
  return loaded.value.state;
}

const routeTo = (routes: Reach[], h: Hex) => routes.find((r) => hexEquals(r.hex, h))!;

const offeredFire = (events: GameEvent[]) => events.filter((e) => e.type === 'defensiveFireOffered');

describe('R5.7 the route offered to a hex goes round Defensive Fire when a route as cheap does', () => {
  // The motorcycle at B2 heads for D7, 5 hexes: two kinds of shortest route, one passing two hexes
  // in a row beside the rifle squads (their fire all but destroys it), the other none
  // (tests/ai/positions/safety.ts). The rules' search takes the one past the squads.
  for (const id of ['safety-1', 'safety-2']) {
    it(`${id}: the rules' cheapest route to D7 draws the squads' fire; the route offered, as cheap, draws none and the move offers none`, () => {
      const state = position(id);
      const bike = state.units.bike;
      const budget = budgetOf(state, bike);
      const cheapest = routeTo(reachableHexes(state, bike, budget), hexOf('D7'));
      const offered = routeTo(quietRoutes(state, bike, budget), hexOf('D7'));
      expect(routeThreats(state, bike, cheapest.path).length).toBeGreaterThan(0);
      expect(routeThreats(state, bike, offered.path)).toEqual([]);
      expect(offered.cost).toBe(cheapest.cost);
      expect(offered.rolls.length).toBe(cheapest.rolls.length);
      const played = applyAction(state, { type: 'move', unit: 'bike', path: offered.path });
      if (!played.ok) throw new Error(played.error.message);
      expect(offeredFire(played.events)).toEqual([]);
      expect(played.state.units.bike.at).toEqual(hexOf('D7'));
      // The other way is still the player's to take, through a waypoint, and it draws the fire.
      const loud = applyAction(state, { type: 'move', unit: 'bike', path: cheapest.path });
      expect(loud.ok && offeredFire(loud.events).length).toBe(1);
    });
  }

  it('keeps the cheapest route when every way as cheap draws fire: going round would cost Speed', () => {
    // A tank at A2 (Speed 4), an enemy squad at C1, next to B2 and C2: to D2 the way along row 1
    // (3 Speed) draws its fire; round by row 2 costs more.
    const game = gameAt(
      [
        { id: 't', team: 0, models: ['tank'], at: [0, 1], facing: 0 },
        { id: 'e', team: 1, models: ['rifle'], at: [2, 0] },
      ],
      { map: testMap(8, 4) },
    );
    const tank = game.units.t;
    const budget = budgetOf(game, tank);
    const cheapest = routeTo(reachableHexes(game, tank, budget), at(3, 1));
    expect(routeThreats(game, tank, cheapest.path).length).toBeGreaterThan(0);
    expect(routeTo(quietRoutes(game, tank, budget), at(3, 1))).toEqual(cheapest);
  });

  it('changes nothing when no enemy is near', () => {
    const game = gameAt([{ id: 't', team: 0, models: ['tank'], at: [2, 2], facing: 0 }]);
    const budget = budgetOf(game, game.units.t);
    expect(quietRoutes(game, game.units.t, budget)).toEqual(reachableHexes(game, game.units.t, budget));
  });
});

const pathsOf = new WeakMap<GameState, Map<string, Hex[][]>>();

/** Every path from `from` that the rules allow with `budget` (R5.1-R5.4, R5.6), up to as many steps as it could take. */
function legalPaths(game: GameState, unit: string, budget: MoveBudget, from: Hex): Hex[][] {
  const known = pathsOf.get(game) ?? new Map<string, Hex[][]>();
  pathsOf.set(game, known);
  const key = `${unit} ${hexKey(from)} ${budget.speedLeft} ${budget.freeRoadSteps}`;
  let paths = known.get(key);
  if (!paths) known.set(key, (paths = allPaths(game, unit, budget, from)));
  return paths;
}

function allPaths(game: GameState, unit: string, budget: MoveBudget, from: Hex): Hex[][] {
  const u = game.units[unit];
  const maxSteps = budget.speedLeft + budget.freeRoadSteps;
  const out: Hex[][] = [];
  const extend = (path: Hex[]) => {
    if (path.length === maxSteps) return;
    const end = path.length > 0 ? path[path.length - 1] : from;
    for (let d = 0; d < 6; d++) {
      const next = [...path, neighbor(end, d as Dir)];
      if (!checkPath(game, u, from, next, budget).ok) continue;
      out.push(next);
      extend(next);
    }
  };
  extend([]);
  return out;
}

/** What a legal path from `from` costs: Speed, movement rolls (R5.3), and the free road steps it leaves (R5.4). */
function measure(game: GameState, unit: string, budget: MoveBudget, from: Hex, path: readonly Hex[]) {
  const steps = checkPath(game, game.units[unit], from, path, budget);
  if (!steps.ok) throw new Error(steps.error.message);
  return {
    cost: steps.value.reduce((sum, s) => sum + s.cost, 0),
    rolls: steps.value.reduce((sum, s) => sum + s.rolls.length, 0),
    free: budget.freeRoadSteps - steps.value.filter((s) => s.roadBonus).length,
  };
}

/** Whether a path from the unit at `from` steps where Defensive Fire is offered (R5.7). */
function drawsFire(game: GameState, unit: string, from: Hex, path: readonly Hex[]): boolean {
  return routeThreats(game, { ...game.units[unit], at: from }, path).length > 0;
}

/**
 * Whether `path` (legal from `from` with `budget`) draws Defensive Fire where another legal path to
 * the same hex draws none and is no worse: no more Speed or rolls, no fewer free road steps left.
 */
function needlesslyLoud(game: GameState, unit: string, budget: MoveBudget, from: Hex, path: readonly Hex[]): boolean {
  if (!drawsFire(game, unit, from, path)) return false;
  const m = measure(game, unit, budget, from, path);
  const end = path[path.length - 1];
  return legalPaths(game, unit, budget, from).some((p) => {
    if (!hexEquals(p[p.length - 1], end) || drawsFire(game, unit, from, p)) return false;
    const q = measure(game, unit, budget, from, p);
    return q.cost <= m.cost && q.rolls <= m.rolls && q.free >= m.free;
  });
}

/** A tank at D3 among three enemy rifle squads at random, on a random 7 x 5 map with roads. */
function randomSkirmish(seed: string): GameState {
  const rng = seedrandom(seed);
  const cols = 7;
  const rows = 5;
  const spot = () => [Math.floor(rng() * cols), Math.floor(rng() * rows)] as [number, number];
  const enemies = Array.from({ length: 3 }, (_, k) => ({
    id: `e${k}`,
    team: 1 as const,
    models: ['rifle'],
    at: spot(),
  }));
  return gameAt([{ id: 't', team: 0, models: ['tank'], at: [3, 2], facing: 0 }, ...enemies], {
    map: withRoads(randomMap(seed, cols, rows), rng),
  });
}

const SEEDS = ['quiet-1', 'quiet-3', 'quiet-4', 'quiet-5', 'quiet-6', 'quiet-7', 'quiet-8', 'quiet-9'];

describe('R5.7 on random maps with roads and enemies: the route offered to each hex', () => {
  let swappedInAll = 0;
  for (const seed of SEEDS) {
    it(`${seed}: reaches the same hexes at the same cost, is a move the engine accepts, and draws fire only when every way no worse does`, () => {
      const game = randomSkirmish(seed);
      const tank = game.units.t;
      const budget = budgetOf(game, tank);
      const cheapest = new Map(reachableHexes(game, tank, budget).map((r) => [hexKey(r.hex), r]));
      const offered = quietRoutes(game, tank, budget);
      expect(offered.map((r) => hexKey(r.hex)).sort()).toEqual([...cheapest.keys()].sort());
      for (const r of offered) {
        const c = cheapest.get(hexKey(r.hex))!;
        const mr = measure(game, 't', budget, tank.at!, r.path);
        const mc = measure(game, 't', budget, tank.at!, c.path);
        expect([mr.cost, mr.rolls], hexKey(r.hex)).toEqual([mc.cost, mc.rolls]);
        expect(mr.free).toBeGreaterThanOrEqual(mc.free);
        expect(applyAction(game, { type: 'move', unit: 't', path: r.path }).ok).toBe(true);
        expect(needlesslyLoud(game, 't', budget, tank.at!, r.path), `${hexKey(r.hex)}`).toBe(false);
        if (JSON.stringify(r.path) !== JSON.stringify(c.path)) swappedInAll++;
      }
    });
  }

  it('the seeds above include routes swapped for quiet ones, not only routes left alone', () => {
    // quiet-1, quiet-5 and quiet-9 swap 4, 1 and 2 of their 33-34 routes.
    expect(swappedInAll).toBe(7);
  });

  // Every reachable hex as the waypoint: on these two, a way through it as the rules' search
  // settles it draws needless fire on the first leg or the last.
  for (const seed of ['quiet-1', 'quiet-5']) {
    it(`${seed}: through a waypoint, neither leg of a route draws fire that a leg no worse avoids`, () => {
      const game = randomSkirmish(seed);
      const tank = game.units.t;
      const budget = budgetOf(game, tank);
      for (const { hex: W } of reachableHexes(game, tank, budget)) {
        const via = routesVia(game, tank, budget, [W]);
        if (!via.ok) throw new Error(via.error.message);
        for (const r of via.value) {
          expect(applyAction(game, { type: 'move', unit: 't', path: r.path }).ok).toBe(true);
          const k = r.path.findIndex((h) => hexEquals(h, W));
          const first = r.path.slice(0, k + 1);
          const rest = r.path.slice(k + 1);
          expect(needlesslyLoud(game, 't', budget, tank.at!, first), `to ${hexKey(W)}`).toBe(false);
          if (rest.length === 0) continue;
          const m = measure(game, 't', budget, tank.at!, first);
          const left = { speedLeft: budget.speedLeft - m.cost, freeRoadSteps: m.free };
          expect(needlesslyLoud(game, 't', left, W, rest), `${hexKey(W)} to ${hexKey(r.hex)}`).toBe(false);
        }
      }
    });
  }
});
