// Derived views of the game for the renderer and panels, computed by the engine's queries.
import {
  actingUnit,
  budgetOf,
  hexEquals,
  hexKey,
  reachableHexes,
  type GameState,
  type Hex,
  type Reach,
  type Unit,
} from '../engine';

/** Units standing in a hex, in a stable order. */
export function unitsAt(game: GameState, h: Hex): Unit[] {
  return Object.values(game.units).filter((u) => u.at !== null && hexEquals(u.at, h));
}

/** Whether the team to act may act with this unit now. */
export function canAct(game: GameState, unitId: string): boolean {
  return !('code' in actingUnit(game, unitId));
}

let cache: { game: GameState; unit: string; reach: Map<string, Reach> } | null = null;

/** Where the selected unit can move now, by hex key; empty when it cannot act. */
export function reachFor(game: GameState, unitId: string | null): Map<string, Reach> {
  if (!unitId) return new Map();
  if (cache && cache.game === game && cache.unit === unitId) return cache.reach;
  const unit = game.units[unitId];
  let reach = new Map<string, Reach>();
  if (unit && canAct(game, unitId) && !(game.activation?.unit === unitId && game.activation.halted)) {
    reach = new Map(reachableHexes(game, unit, budgetOf(game, unit)).map((r) => [hexKey(r.hex), r]));
  }
  cache = { game, unit: unitId, reach };
  return reach;
}
