// The tile being made, kept in this browser at every change (docs/maps.md, "The tile editor"), so a
// reload or a closed tab loses nothing, whether or not the tile is yet one the game takes (only a
// tile without problems is kept among the tiles, keptTiles.ts). A draft that cannot be read is
// dropped for a new tile: it is work in progress, never a kept tile.
import { validateTileSpec, type TileSpec } from '../../engine';

export const TILE_DRAFT_KEY = 'aam:tile-draft';

export interface TileDraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function browserStorage(): TileDraftStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadTileDraft(storage: TileDraftStorage | null = browserStorage()): TileSpec | null {
  try {
    const text = storage?.getItem(TILE_DRAFT_KEY);
    if (!text) return null;
    const spec = JSON.parse(text) as TileSpec;
    return typeof spec?.name === 'string' && validateTileSpec(spec).length === 0 ? spec : null;
  } catch {
    return null;
  }
}

export function saveTileDraft(spec: TileSpec, storage: TileDraftStorage | null = browserStorage()): void {
  try {
    storage?.setItem(TILE_DRAFT_KEY, JSON.stringify(spec));
  } catch {
    // A full or refused storage: the draft stays for this visit.
  }
}
