// A move's route through waypoints the player chose (docs/architecture.md, waypoints): the player picks the
// path, not only the destination, to take the way that draws less Defensive Fire (R5.7). A move
// action already carries its whole path (R5: resolved step by step), so nothing new is asked of
// the rules: the routes are those of the label search of rules/movement.ts (R5.1-R5.4, R5.6),
// from the unit's hex to each waypoint in turn and on from the last one, each step priced as the
// move action prices it (stepFrom, as checkPath does).
//
// Every way worth taking to a waypoint is kept, not only the cheapest: the one costing 1 Speed
// more that keeps the free road step (R5.4), or one with fewer rolls for more Speed (R5.3), may
// reach further (arrivalsAt). Each destination then gets the best of all the routes to it, in the
// order reachableHexes uses: the fewest movement rolls, then the least Speed. On each leg a way
// that draws Defensive Fire gives way to one no worse that draws none (quietRoutes.ts, R5.7): the
// player chose the waypoints, not the hexes between them.
import { refuse } from '../core/errors';
import { ok, type Result } from '../core/result';
import { hexEquals, hexKey, hexLabel, type Hex } from '../core/hex';
import type { GameState, Unit } from '../core/state';
import { quietArrivals, quietRoutes } from './quietRoutes';
import { unbeatenWays, type MoveBudget, type Reach, type RouteRoll } from '../rules/movement';

/** One way through the waypoints so far: the path from the unit's hex, and what is left of the budget. */
export interface WaypointArrival {
  /** Where the next leg starts: the last waypoint, or the unit's hex. */
  end: Hex;
  path: Hex[];
  rolls: RouteRoll[];
  cost: number;
  left: MoveBudget;
}

/** Whether route `a` goes before `b`: the fewest movement rolls, then the least Speed (as reachableHexes). */
function isBetterRoute(
  a: { rolls: readonly unknown[]; cost: number },
  b: { rolls: readonly unknown[]; cost: number },
): boolean {
  return a.rolls.length < b.rolls.length || (a.rolls.length === b.rolls.length && a.cost < b.cost);
}

/** How a way through the waypoints compares with another (rules/movement.ts unbeatenWays). */
const measureWay = (w: WaypointArrival) => ({ spent: w.cost, free: w.left.freeRoadSteps, rolls: w.rolls.length });

/** Every way on from `way` to the waypoint `wp`, each joined to the way before. */
function waysOnTo(state: GameState, unit: Unit, way: WaypointArrival, wp: Hex): WaypointArrival[] {
  return quietArrivals(state, unit, way.left, way.end, wp).map((leg) => ({
    end: wp,
    path: [...way.path, ...leg.path],
    rolls: [...way.rolls, ...leg.rolls],
    cost: way.cost + leg.cost,
    left: leg.left,
  }));
}

/**
 * The ways through `waypoints` in order that are worth going on from (R5.2: each leg within what
 * the legs before left; R5.4: the free road steps they left), the best first, or the rule that
 * refuses one: a waypoint the unit cannot reach from the one before.
 */
export function waypointArrivals(
  state: GameState,
  unit: Unit,
  budget: MoveBudget,
  waypoints: readonly Hex[],
): Result<WaypointArrival[]> {
  if (!unit.at) return refuse('NOT_ON_MAP', 'R4.2', 'The unit is not on the map');
  let ways: WaypointArrival[] = [{ end: unit.at, path: [], rolls: [], cost: 0, left: budget }];
  for (const wp of waypoints) {
    const next = unbeatenWays(
      ways.flatMap((way) => waysOnTo(state, unit, way, wp)),
      measureWay,
    );
    if (next.length === 0) {
      const most = Math.max(...ways.map((w) => w.left.speedLeft));
      return refuse(
        'UNREACHABLE',
        'R5.2',
        `${hexLabel(wp)} cannot be reached from ${hexLabel(ways[0].end)} with ${most} Speed left`,
      );
    }
    ways = next;
  }
  return ok(ways);
}

/**
 * Every hex the unit can reach through `waypoints` (in order) and then on, the last waypoint
 * itself first, each with its whole path from the unit's hex, the Speed spent and the movement
 * rolls of the best route (the fewest rolls, then the least Speed): the `move` action with that
 * path is accepted now, and every path it accepts through the waypoints ends on one of these
 * hexes (tests/engine/waypoints.test.ts). On each leg, and with no waypoints, a way that draws
 * Defensive Fire where one no worse draws none is swapped for that one (quietRoutes.ts, R5.7).
 */
export function routesVia(
  state: GameState,
  unit: Unit,
  budget: MoveBudget,
  waypoints: readonly Hex[],
): Result<Reach[]> {
  if (waypoints.length === 0) return ok(quietRoutes(state, unit, budget));
  const ways = waypointArrivals(state, unit, budget, waypoints);
  if (!ways.ok) return ways;
  const best = new Map<string, Reach>();
  const offer = (r: Reach) => {
    const prev = best.get(hexKey(r.hex));
    if (!prev || isBetterRoute(r, prev)) best.set(hexKey(r.hex), r);
  };
  for (const way of ways.value) {
    offer({ hex: way.end, cost: way.cost, path: way.path, rolls: way.rolls });
    for (const r of quietRoutes(state, unit, way.left, way.end)) {
      // Back to the unit's own hex is not a move anywhere.
      if (hexEquals(r.hex, unit.at!)) continue;
      offer({ hex: r.hex, cost: way.cost + r.cost, path: [...way.path, ...r.path], rolls: [...way.rolls, ...r.rolls] });
    }
  }
  return ok([...best.values()]);
}
