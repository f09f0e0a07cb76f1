// The route a click on a destination takes (docs/playing.md "Moving"). The rules' search gives each
// hex the route of fewest movement rolls, then least Speed (reachableHexes, R5.1-R5.4), and among
// routes as cheap it takes whichever it settles first: often one that steps between two hexes
// beside an enemy and draws its Defensive Fire (R5.7) where another, just as cheap, goes round.
// A player who knows the rules would never pick that one; a newcomer would not see why the unit
// was fired on. So where the cheapest route draws fire and a route drawing none costs no more
// (the same rolls, the same Speed, no fewer free road steps left for the rest of the move, R5.4),
// the quiet one is the route offered. A route through waypoints is the player's own
// (view/waypoints.ts) and is not changed; nor is one when every way as cheap draws fire (the
// preview names who fires: routeThreats.ts).
import { hexKey, type Hex } from '../core/hex';
import type { GameState, Unit } from '../core/state';
import { checkPath, reachableHexes, type MoveBudget, type Reach } from '../rules/movement';
import { stepThreat } from './routeThreats';

/** R5.4: the free road steps a route leaves of `budget` (null: the route is not a legal move). */
function freeStepsLeft(state: GameState, unit: Unit, budget: MoveBudget, path: readonly Hex[]): number | null {
  const steps = checkPath(state, unit, unit.at!, path, budget);
  return steps.ok ? budget.freeRoadSteps - steps.value.filter((s) => s.roadBonus).length : null;
}

/** Whether `quiet` costs no more than `loud`: the same movement rolls and Speed, at least as many free road steps left. */
function asCheap(state: GameState, unit: Unit, budget: MoveBudget, quiet: Reach, loud: Reach): boolean {
  if (quiet.rolls.length !== loud.rolls.length || quiet.cost !== loud.cost) return false;
  const quietFree = freeStepsLeft(state, unit, budget, quiet.path);
  const loudFree = freeStepsLeft(state, unit, budget, loud.path);
  return quietFree !== null && loudFree !== null && quietFree >= loudFree;
}

/**
 * Every hex the unit can reach with `budget`, as reachableHexes gives them, but with each route
 * that draws Defensive Fire (R5.7) replaced by one to the same hex that draws none, when such a
 * route is as cheap (the same rolls and Speed, no fewer free road steps left).
 */
export function quietRoutes(state: GameState, unit: Unit, budget: MoveBudget): Reach[] {
  const routes = reachableHexes(state, unit, budget);
  if (!unit.at) return routes;
  const fired = new Map<string, boolean>();
  const drawsFire = (from: Hex, to: Hex): boolean => {
    const key = `${hexKey(from)}>${hexKey(to)}`;
    let f = fired.get(key);
    if (f === undefined) fired.set(key, (f = stepThreat(state, unit, from, to).length > 0));
    return f;
  };
  const pathDrawsFire = (path: readonly Hex[]): boolean => {
    let from = unit.at!;
    for (const to of path) {
      if (drawsFire(from, to)) return true;
      from = to;
    }
    return false;
  };
  const loud = new Set(routes.filter((r) => pathDrawsFire(r.path)).map((r) => hexKey(r.hex)));
  if (loud.size === 0) return routes;
  const quiet = new Map(reachableHexes(state, unit, budget, unit.at, drawsFire).map((r) => [hexKey(r.hex), r]));
  return routes.map((r) => {
    const key = hexKey(r.hex);
    const q = loud.has(key) ? quiet.get(key) : undefined;
    return q && asCheap(state, unit, budget, q, r) ? q : r;
  });
}
