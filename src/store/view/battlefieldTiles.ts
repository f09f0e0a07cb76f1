// The tiles a battle was fought on, for its end screen (docs/maps.md, "Your tiles in a game"):
// read back from the map's id (data/tiles.ts tilesOfLayout), each once, named by the built-in
// tiles or, for a player's own, by the names the map carries, so any browser names them, kept or
// deleted there (R2.4).
import type { BattleMap } from '../../engine';
import { TILES, tilesOfLayout } from '../../data/tiles';

export interface FoughtOnTile {
  id: string;
  name: string;
  /** A tile a player made, not one of the built-in ones. */
  custom: boolean;
}

/** Each tile of `map` once, in reading order; none for a battlefield not made of named tiles. */
export function battlefieldTiles(map: Pick<BattleMap, 'id' | 'customTiles'>): FoughtOnTile[] {
  const ids = [...new Set(tilesOfLayout(map.id) ?? [])];
  return ids.map((id) => {
    if (Object.hasOwn(TILES, id)) return { id, name: TILES[id].name, custom: false };
    // A map of an older page, or one whose names were lost, still says the tile was a player's.
    return { id, name: map.customTiles?.find((t) => t.id === id)?.name ?? id, custom: true };
  });
}
