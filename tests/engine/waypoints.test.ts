// Issue 13 point 4: a move's route through waypoints. The move action already carries its path
// (R5, step by step): each route routesVia offers is one applyAction accepts, and it goes through
// the waypoints in order, within the budget the legs before left (R5.2, R5.4).
import { describe, expect, it } from 'vitest';
import { applyAction, budgetOf, reachableHexes, hexEquals, hexKey, routesVia, waypointLegs, type Hex } from '../../src/engine';
import { at, gameAt, testMap } from '../helpers';

const includes = (path: Hex[], h: Hex) => path.some((p) => hexEquals(p, h));

describe('R5 a route through waypoints', () => {
  // A tank (Speed 4) at B2; an enemy rifle at D1 draws Defensive Fire on the straight way east.
  const state = gameAt([
    { id: 't', team: 0, models: ['tank'], at: [1, 1] },
    { id: 'e', team: 1, models: ['rifle'], at: [3, 0] },
  ]);
  const tank = state.units.t;
  const budget = budgetOf(state, tank);

  it('no waypoints: the routes are those of reachableHexes', () => {
    const direct = routesVia(state, tank, budget, []);
    expect(direct.ok && direct.value).toEqual(reachableHexes(state, tank, budget));
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
    for (const route of r.value) expect(applyAction(state, { type: 'move', unit: 't', path: route.path }).ok).toBe(true);
  });

  it('R5.2 the hexes offered after a waypoint are within what the first leg left', () => {
    const far = at(4, 2); // about 3 steps away: 1 Speed is left after it
    const legs = waypointLegs(state, tank, budget, [far]);
    if (!legs.ok) throw new Error(legs.error.message);
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
    const legs = waypointLegs(road, road.units.t, b, [at(1, 4), at(2, 4)]);
    if (!legs.ok) throw new Error(legs.error.message);
    expect(legs.value.cost).toBe(1);
    expect(legs.value.left).toEqual({ speedLeft: b.speedLeft - 1, freeRoadSteps: b.freeRoadSteps - 1 });
  });
});
