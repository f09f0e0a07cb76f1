// R5.7: the route a click on a destination takes (engine view/quietRoutes.ts, through routesVia):
// the rules' cheapest route (reachableHexes: fewest movement rolls, then least Speed), unless it
// draws Defensive Fire and a route as cheap (the same rolls and Speed, no fewer free road steps
// left, R5.3, R5.4) draws none: then that one.
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

/** R5.4: the free road steps a legal path leaves of the budget. */
function freeLeft(state: GameState, unit: string, budget: MoveBudget, path: readonly Hex[]): number {
  const steps = checkPath(state, state.units[unit], state.units[unit].at!, path, budget);
  if (!steps.ok) throw new Error(steps.error.message);
  return budget.freeRoadSteps - steps.value.filter((s) => s.roadBonus).length;
}

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

/** Every path of up to `maxSteps` steps from the unit's hex that the rules allow with `budget` (R5.1-R5.4, R5.6). */
function legalPaths(game: GameState, unit: string, budget: MoveBudget, maxSteps: number): Hex[][] {
  const u = game.units[unit];
  const out: Hex[][] = [];
  const extend = (path: Hex[]) => {
    if (path.length === maxSteps) return;
    const end = path.length > 0 ? path[path.length - 1] : u.at!;
    for (let d = 0; d < 6; d++) {
      const next = [...path, neighbor(end, d as Dir)];
      if (!checkPath(game, u, u.at!, next, budget).ok) continue;
      out.push(next);
      extend(next);
    }
  };
  extend([]);
  return out;
}

describe('R5.7 on random maps with roads and enemies: the route offered to each hex', () => {
  let swappedInAll = 0;
  for (const seed of ['quiet-1', 'quiet-3', 'quiet-4', 'quiet-5', 'quiet-6', 'quiet-7', 'quiet-8', 'quiet-9']) {
    it(`${seed}: reaches the same hexes at the same cost, is a move the engine accepts, and draws no fire whenever some way as cheap draws none`, () => {
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
      const game = gameAt([{ id: 't', team: 0, models: ['tank'], at: [3, 2], facing: 0 }, ...enemies], {
        map: withRoads(randomMap(seed, cols, rows), rng),
      });
      const tank = game.units.t;
      const budget = budgetOf(game, tank);
      const cheapest = new Map(reachableHexes(game, tank, budget).map((r) => [hexKey(r.hex), r]));
      const offered = quietRoutes(game, tank, budget);
      expect(offered.map((r) => hexKey(r.hex)).sort()).toEqual([...cheapest.keys()].sort());
      // Every legal path, by its end: the independent answer to "is there a quiet way as cheap?".
      const paths = legalPaths(game, 't', budget, budget.speedLeft + budget.freeRoadSteps);
      let swapped = 0;
      for (const r of offered) {
        const c = cheapest.get(hexKey(r.hex))!;
        expect(r.cost, hexKey(r.hex)).toBe(c.cost);
        expect(r.rolls.length, hexKey(r.hex)).toBe(c.rolls.length);
        expect(freeLeft(game, 't', budget, r.path)).toBeGreaterThanOrEqual(freeLeft(game, 't', budget, c.path));
        expect(applyAction(game, { type: 'move', unit: 't', path: r.path }).ok).toBe(true);
        if (JSON.stringify(r.path) !== JSON.stringify(c.path)) swapped++;
        const quietWay = paths.some((p) => {
          if (!hexEquals(p[p.length - 1], r.hex)) return false;
          const steps = checkPath(game, tank, tank.at!, p, budget);
          if (!steps.ok) return false;
          const cost = steps.value.reduce((sum, s) => sum + s.cost, 0);
          const rolls = steps.value.reduce((sum, s) => sum + s.rolls.length, 0);
          return (
            cost === c.cost &&
            rolls === c.rolls.length &&
            freeLeft(game, 't', budget, p) >= freeLeft(game, 't', budget, c.path) &&
            routeThreats(game, tank, p).length === 0
          );
        });
        expect(routeThreats(game, tank, r.path).length === 0, `${hexKey(r.hex)}: quiet`).toBe(
          quietWay || routeThreats(game, tank, c.path).length === 0,
        );
      }
      // So that the seeds test the swap, not only the hexes left alone.
      swappedInAll += swapped;
    });
  }

  it('the seeds above include routes swapped for quiet ones, not only routes left alone', () => {
    // quiet-1, quiet-5 and quiet-9 swap 4, 1 and 2 of their 33-34 routes.
    expect(swappedInAll).toBe(7);
  });
});
