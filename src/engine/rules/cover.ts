// Cover from the hex a target stands in: rule book "Assault Phase" (defense dice); RULINGS R6.5:
// +1 defense die when the target's hex is City, Forest or Hill, or Marsh for an Infantry target.
// One source for the defense dice (defenseDice.ts) and for whoever weighs a hex (the AI, the
// screen): a plain switch, no allocation, as the AI asks it for every hex it weighs in playouts.
import type { Hex } from '../core/hex';
import type { Terrain } from '../core/mapData';
import { indexOf } from '../board/map';
import type { GameState, Unit } from '../core/state';
import { isInfantryUnit } from '../derived/unitRules';

/** R6.5: whether terrain `t` gives its target a defense die (Marsh only to an Infantry target). */
export function terrainCovers(t: Terrain | null | undefined, infantry: boolean): boolean {
  switch (t) {
    case 'city':
    case 'forest':
    case 'hill':
      return true;
    case 'marsh':
      return infantry;
    default:
      return false;
  }
}

/**
 * R6.5: whether hex `h` gives `unit` its terrain's defense die against attacks from outside the hex
 * (hexsides and a Vehicle sharing the hex are the attack's, defenseDice.ts). False off the map.
 */
export function hexCover(state: GameState, unit: Unit, h: Hex): boolean {
  const i = indexOf(state.map, h);
  if (i < 0) return false;
  const t = state.map.hexes[i]?.terrain;
  return t === 'marsh' ? isInfantryUnit(state, unit) : terrainCovers(t, false);
}
