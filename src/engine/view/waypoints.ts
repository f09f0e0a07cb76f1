// A move's route through waypoints the player chose (issue 13 point 4): the player picks the
// path, not only the destination, to take the way that draws less Defensive Fire (R5.7). A move
// action already carries its whole path (R5: resolved step by step), so nothing new is asked of
// the rules: each leg is the route reachableHexes finds from the waypoint before (the fewest
// movement rolls, then the least Speed, R5.1-R5.4, R5.6) with what the legs before left of the
// budget, and the whole path is one checkPath accepts, as the `move` action does.
import { refuse } from '../core/errors';
import { ok, type Result } from '../core/result';
import { hexEquals, hexLabel, type Hex } from '../core/hex';
import type { GameState, Unit } from '../core/state';
import { checkPath, reachableHexes, type MoveBudget, type Reach, type RouteRoll } from '../rules/movement';

/** The route through the waypoints so far: the path from the unit's hex, and what is left of the budget. */
export interface WaypointLegs {
  /** Where the next leg starts: the last waypoint, or the unit's hex. */
  end: Hex;
  path: Hex[];
  rolls: RouteRoll[];
  cost: number;
  left: MoveBudget;
}

/**
 * The legs through `waypoints` in order (R5.2: each within what the legs before left), or the
 * rule that refuses one: a waypoint the unit cannot reach from the one before.
 */
export function waypointLegs(state: GameState, unit: Unit, budget: MoveBudget, waypoints: readonly Hex[]): Result<WaypointLegs> {
  if (!unit.at) return refuse('NOT_ON_MAP', 'R4.2', 'The unit is not on the map');
  let legs: WaypointLegs = { end: unit.at, path: [], rolls: [], cost: 0, left: budget };
  for (const wp of waypoints) {
    const leg = reachableHexes(state, unit, legs.left, legs.end).find((r) => hexEquals(r.hex, wp));
    if (!leg) {
      return refuse('UNREACHABLE', 'R5.2', `${hexLabel(wp)} cannot be reached from ${hexLabel(legs.end)} with ${legs.left.speedLeft} Speed left`);
    }
    // The leg's steps, priced as the move action will price them (checkPath), give the budget left.
    const steps = checkPath(state, unit, legs.end, leg.path, legs.left);
    if (!steps.ok) return steps;
    const spent = steps.value.reduce((n, s) => n + s.cost, 0);
    const free = steps.value.filter((s) => s.roadBonus).length;
    legs = {
      end: wp,
      path: [...legs.path, ...leg.path],
      rolls: [...legs.rolls, ...leg.rolls],
      cost: legs.cost + spent,
      left: { speedLeft: legs.left.speedLeft - spent, freeRoadSteps: legs.left.freeRoadSteps - free },
    };
  }
  return ok(legs);
}

/**
 * Every hex the unit can reach through `waypoints` (in order) and then on, the last waypoint
 * itself included, each with its whole path from the unit's hex, the Speed spent and the movement
 * rolls: the `move` action with that path is accepted now (tests/engine/waypoints.test.ts). No
 * waypoints: reachableHexes.
 */
export function routesVia(state: GameState, unit: Unit, budget: MoveBudget, waypoints: readonly Hex[]): Result<Reach[]> {
  const legs = waypointLegs(state, unit, budget, waypoints);
  if (!legs.ok) return legs;
  const { end, path, rolls, cost, left } = legs.value;
  if (waypoints.length === 0) return ok(reachableHexes(state, unit, budget));
  const on = reachableHexes(state, unit, left, end)
    // Back to the unit's own hex is not a move anywhere.
    .filter((r) => !hexEquals(r.hex, unit.at!))
    .map((r) => ({ hex: r.hex, cost: cost + r.cost, path: [...path, ...r.path], rolls: [...rolls, ...r.rolls] }));
  return ok([{ hex: end, cost, path, rolls }, ...on]);
}
