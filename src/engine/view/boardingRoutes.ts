// The routes the screen offers for boarding a Transport at the end of a move (R4.6): for each
// friendly Transport in reach, the route with the fewest movement rolls, then the least Speed,
// each one the embark action accepts (rules/boarding.ts embarkCheck).
import type { Hex } from '../core/hex';
import { DIRS, hexEquals, hexKey, neighbor } from '../core/hex';
import type { GameState, Unit } from '../core/state';
import { unitsOf } from '../derived/roster';
import { actingUnit, budgetOf, checkMoveKind } from '../rules/activation';
import { embarkCheck } from '../rules/boarding';
import { reachableHexes, type RouteRoll } from '../rules/movement';
import { checkBoarding, isTransport } from '../rules/transport';

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
  const reach = new Map(
    reachableHexes(state, unit, budgetOf(state, unit, 'normal')).map((r) => [hexKey(r.hex), r.path]),
  );
  const out: BoardingRoute[] = [];
  for (const carrier of unitsOf(state)) {
    const id = carrier.id;
    if (
      carrier.team !== unit.team ||
      carrier.status !== 'map' ||
      !carrier.at ||
      hexEquals(carrier.at, start) ||
      !isTransport(state, carrier)
    )
      continue;
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
