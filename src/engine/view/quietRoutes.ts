// The route a click on a destination takes (docs/playing.md "Moving"). The rules' search gives each
// hex the route of fewest movement rolls, then least Speed (reachableHexes, R5.1-R5.4), and among
// routes as cheap it takes whichever it settles first: often one that steps between two hexes
// beside an enemy and draws its Defensive Fire (R5.7) where another, just as cheap, goes round.
// A player who knows the rules would never pick that one; a newcomer would not see why the unit
// was fired on. So where a route draws fire and one drawing none is no worse (no more rolls or
// Speed, no fewer free road steps left for the rest of the move, R5.3, R5.4), the quiet one is
// offered, on each leg of a route through waypoints too (view/waypoints.ts: the player picks the
// waypoints, not the hexes between them). When every way as cheap draws fire the route stays, and
// the preview names who fires (routeThreats.ts).
import { hexKey, type Hex } from '../core/hex';
import type { GameState, Unit } from '../core/state';
import {
  arrivalsAt,
  arrivalsEverywhere,
  checkPath,
  reachableHexes,
  type Arrival,
  type MoveBudget,
  type Reach,
  type StepFilter,
} from '../rules/movement';
import { stepThreat } from './routeThreats';

/** Whether a step draws Defensive Fire on `unit` (R5.7), each step asked once. */
function firingSteps(state: GameState, unit: Unit): StepFilter {
  const fired = new Map<string, boolean>();
  return (from, to) => {
    const key = `${hexKey(from)}>${hexKey(to)}`;
    let f = fired.get(key);
    if (f === undefined) fired.set(key, (f = stepThreat(state, unit, from, to).length > 0));
    return f;
  };
}

function drawsFire(firing: StepFilter, from: Hex, path: readonly Hex[]): boolean {
  let at = from;
  for (const to of path) {
    if (firing(at, to)) return true;
    at = to;
  }
  return false;
}

/** Whether way `a` is no worse than `b`: no more movement rolls or Speed, at least as many free road steps left. */
function noWorse(a: Reach, aFree: number, b: Reach, bFree: number): boolean {
  return a.rolls.length <= b.rolls.length && a.cost <= b.cost && aFree >= bFree;
}

/**
 * Every hex the unit can reach from `from` with `budget`, as reachableHexes gives them, but with
 * each route that draws Defensive Fire (R5.7) replaced by one to the same hex that draws none
 * and is no worse (the first such in reachableHexes' order: fewest rolls, then least Speed).
 */
export function quietRoutes(state: GameState, unit: Unit, budget: MoveBudget, from: Hex | null = unit.at): Reach[] {
  const routes = reachableHexes(state, unit, budget, from);
  if (!from) return routes;
  const firing = firingSteps(state, unit);
  const loud = routes.filter((r) => drawsFire(firing, from, r.path));
  if (loud.length === 0) return routes;
  const quiet = arrivalsEverywhere(state, unit, budget, from, firing);
  const swaps = new Map<string, Reach>();
  for (const r of loud) {
    const steps = checkPath(state, unit, from, r.path, budget);
    if (!steps.ok) continue;
    const free = budget.freeRoadSteps - steps.value.filter((s) => s.roadBonus).length;
    const q = quiet.get(hexKey(r.hex))?.find((w) => noWorse(w, w.left.freeRoadSteps, r, free));
    if (q) swaps.set(hexKey(r.hex), { hex: q.hex, cost: q.cost, path: q.path, rolls: q.rolls });
  }
  return routes.map((r) => swaps.get(hexKey(r.hex)) ?? r);
}

/**
 * arrivalsAt's ways from `from` to `to`, each that draws Defensive Fire (R5.7) replaced by a way
 * that draws none and is no worse, when there is one (a leg of a route through waypoints).
 */
export function quietArrivals(state: GameState, unit: Unit, budget: MoveBudget, from: Hex, to: Hex): Arrival[] {
  const ways = arrivalsAt(state, unit, budget, from, to);
  const firing = firingSteps(state, unit);
  if (!ways.some((w) => drawsFire(firing, from, w.path))) return ways;
  const quiet = arrivalsAt(state, unit, budget, from, to, firing);
  return ways.map((w) =>
    drawsFire(firing, from, w.path)
      ? (quiet.find((q) => noWorse(q, q.left.freeRoadSteps, w, w.left.freeRoadSteps)) ?? w)
      : w,
  );
}
