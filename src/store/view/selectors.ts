// Derived views of the game for the panels, from the engine's queries.
import { actingUnit, hexEquals, type GameState, type Hex, type Unit } from '../../engine';

/** Units standing in a hex, in a stable order. */
export function unitsAt(game: GameState, h: Hex): Unit[] {
  return Object.values(game.units).filter((u) => u.status === 'map' && u.at !== null && hexEquals(u.at, h));
}

/** Whether the team to act may act with this unit now. */
export function canAct(game: GameState, unitId: string): boolean {
  return actingUnit(game, unitId).ok;
}
