// A move's route through waypoints. The move action already carries its path
// (R5, step by step): each route routesVia offers is one applyAction accepts, and it goes through
// the waypoints in order, within the budget the legs before left (R5.2, R5.4).
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import {
  applyAction,
  budgetOf,
  hexEquals,
  hexKey,
  neighbor,
  quietRoutes,
  reachableHexes,
  routesVia,
  waypointArrivals,
  type Dir,
  type GameState,
  type Hex,
} from '../../src/engine';
import { at, gameAt, randomMap, testMap, withRoads } from '../helpers';

const includes = (path: Hex[], h: Hex) => path.some((p) => hexEquals(p, h));

describe('R5 a route through waypoints', () => {
  // A tank (Speed 4) at B2; an enemy rifle at D1 draws Defensive Fire on the straight way east.
  const state = gameAt([
    { id: 't', team: 0, models: ['tank'], at: [1, 1] },
    { id: 'e', team: 1, models: ['rifle'], at: [3, 0] },
  ]);
  const tank = state.units.t;
  const budget = budgetOf(state, tank);

  it('no waypoints: the routes are the quiet routes (reachableHexes, each that draws Defensive Fire swapped for an as cheap one that draws none)', () => {
    const direct = routesVia(state, tank, budget, []);
    expect(direct.ok && direct.value).toEqual(quietRoutes(state, tank, budget));
  });

  it('R5 each route through a waypoint passes it, costs the Speed of both legs, and the move action accepts it', () => {
    const wp = at(2, 2);
    const r = routesVia(state, tank, budget, [wp]);
    if (!r.ok) throw new Error(r.error.message);
    const to = r.value.find((x) => hexEquals(x.hex, at(4, 1)))!;
    expect(to).toBeDefined();
    expect(includes(to.path, wp)).toBe(true);
    expect(to.cost).toBe(to.path.length); // open ground: 1 Speed a step (R5.1)
    const moved = applyAction(state, { type: 'move', unit: 't', path: to.path });
    expect(moved.ok).toBe(true);
    // Every route offered is accepted whole (it may stop at a Defensive Fire offer, R5.7).
    for (const route of r.value)
      expect(applyAction(state, { type: 'move', unit: 't', path: route.path }).ok).toBe(true);
  });

  it('R5.2 the hexes offered after a waypoint are within what the first leg left', () => {
    const far = at(4, 2); // about 3 steps away: 1 Speed is left after it
    const ways = waypointArrivals(state, tank, budget, [far]);
    if (!ways.ok) throw new Error(ways.error.message);
    const legs = { value: ways.value[0] };
    expect(legs.value.left.speedLeft).toBe(budget.speedLeft - legs.value.cost);
    const r = routesVia(state, tank, budget, [far]);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.every((x) => x.cost <= budget.speedLeft)).toBe(true);
    expect(new Set(r.value.map((x) => hexKey(x.hex))).size).toBe(r.value.length);
    // The waypoint itself is offered, by the first leg's path.
    expect(r.value[0]).toMatchObject({ hex: far, path: legs.value.path, cost: legs.value.cost });
  });

  it('R5.2 a waypoint out of reach is refused with the rule', () => {
    const r = routesVia(state, tank, budget, [at(9, 7)]);
    expect(!r.ok && r.error).toMatchObject({ code: 'UNREACHABLE', rule: 'R5.2' });
  });

  it('R5.4 the road bonus used on the first leg is not used again on the second', () => {
    // A road along row 4: a Vehicle's first road step of the phase is free, the second is not.
    const roads: Record<string, { terrain: 'open'; roads: (0 | 3)[] }> = {};
    for (let c = 0; c < 8; c++) roads[`${c},4`] = { terrain: 'open', roads: c === 0 ? [0] : c === 7 ? [3] : [0, 3] };
    const road = gameAt([{ id: 't', team: 0, models: ['tank'], at: [0, 4] }], { map: testMap(10, 8, roads) });
    const b = budgetOf(road, road.units.t);
    const ways = waypointArrivals(road, road.units.t, b, [at(1, 4), at(2, 4)]);
    if (!ways.ok) throw new Error(ways.error.message);
    // The best way: the free road step into the first waypoint, then 1 Speed on the road.
    expect(ways.value[0].cost).toBe(1);
    expect(ways.value[0].left).toEqual({ speedLeft: b.speedLeft - 1, freeRoadSteps: b.freeRoadSteps - 1 });
    // No way has both more Speed and the road bonus left.
    expect(ways.value.every((w) => w.left.freeRoadSteps === 0 || w.left.speedLeft < b.speedLeft - 1)).toBe(true);
  });
  it('R5.2, R5.4: a hex reached through the waypoint by a leg that keeps the free road step is lit', () => {
    // A Medium Tank (Speed 4, 1 free road step) at A=(0,1). Road A-X=(1,1); the waypoint W=(2,2)
    // is open; road W-Z=(3,2), a Hill; Q=(4,2) a Hill without road (Hills cost Vehicles 2, R5.1).
    // The cheapest way to W spends the road bonus on A-X (1 Speed in all); the way A-Y=(1,2)-W
    // costs 2 but keeps it for the Hill Z: A-Y-W-Z-Q is 1 + 1 + 0 + 2 = 4 Speed.
    const map = testMap(8, 5, {
      '0,1': { roads: [0] },
      '1,1': { roads: [3] },
      '2,2': { roads: [0] },
      '3,2': { terrain: 'hill', roads: [3] },
      '4,2': { terrain: 'hill' },
    });
    const game = gameAt([{ id: 't', team: 0, models: ['tank'], at: [0, 1], facing: 0 }], { map });
    const W = at(2, 2);
    const Q = at(4, 2);
    expect(applyAction(game, { type: 'move', unit: 't', path: [at(1, 2), W, at(3, 2), Q] }).ok).toBe(true);
    const via = routesVia(game, game.units.t, budgetOf(game, game.units.t, 'normal'), [W]);
    if (!via.ok) throw new Error(via.error.message);
    // The waypoint itself keeps its cheapest route.
    expect(via.value[0]).toMatchObject({ hex: W, cost: 1, path: [at(1, 1), W] });
    const toQ = via.value.find((r) => hexEquals(r.hex, Q));
    expect(toQ).toMatchObject({ cost: 4, path: [at(1, 2), W, at(3, 2), Q] });
    expect(applyAction(game, { type: 'move', unit: 't', path: toQ!.path }).ok).toBe(true);
  });

  describe('R5.2, R5.4: on random maps with roads, the hexes lit through a waypoint are exactly those the move action reaches through it', () => {
    for (const seed of ['roads-1', 'roads-2', 'roads-3', 'roads-4']) {
      it(seed, () => {
        const rng = seedrandom(seed);
        const game = gameAt([{ id: 't', team: 0, models: ['tank'], at: [3, 2], facing: 0 }], {
          map: withRoads(randomMap(seed, 7, 5), rng),
          dice: Array(64).fill(6),
        });
        const tank = game.units.t;
        const budget = budgetOf(game, tank, 'normal');
        const accepted = acceptedPaths(game, 't', budget.speedLeft + budget.freeRoadSteps);
        // The player may shift-click any lit hex (store/commands/commands.ts): each is tried as the waypoint.
        for (const { hex: W } of reachableHexes(game, tank, budget)) {
          const via = routesVia(game, tank, budget, [W]);
          if (!via.ok) throw new Error(via.error.message);
          const lit = new Set(via.value.map((r) => hexKey(r.hex)));
          // Every lit hex: its path goes through W and the move action accepts it.
          for (const r of via.value) {
            expect(includes(r.path, W)).toBe(true);
            expect(applyAction(game, { type: 'move', unit: 't', path: r.path }).ok).toBe(true);
          }
          // Every path the move action accepts through W ends on a lit hex (back to the start is not a move).
          for (const path of accepted) {
            const end = path[path.length - 1];
            if (!includes(path, W) || hexEquals(end, tank.at!)) continue;
            expect(lit.has(hexKey(end)), `${path.map(hexKey).join(' ')} through ${hexKey(W)}`).toBe(true);
          }
        }
      });
    }
  });
});

/** Every path of up to `maxSteps` steps from the unit's hex that the move action accepts (a refused path's extensions are refused too). */
function acceptedPaths(game: GameState, unit: string, maxSteps: number): Hex[][] {
  const out: Hex[][] = [];
  const extend = (path: Hex[]) => {
    if (path.length === maxSteps) return;
    const end = path.length > 0 ? path[path.length - 1] : game.units[unit].at!;
    for (let d = 0; d < 6; d++) {
      const next = [...path, neighbor(end, d as Dir)];
      if (!applyAction(game, { type: 'move', unit, path: next }).ok) continue;
      out.push(next);
      extend(next);
    }
  };
  extend([]);
  return out;
}
