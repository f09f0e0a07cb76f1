// The custom tiles slice (docs/maps.md, "Your own tiles"): the tiles this browser keeps
// (maps/keptTiles.ts), read once at start, and what keeps, forgets and brings them in (a tile
// file, a share code). A tile brought in whose id a kept tile of other content has is kept under
// a new id (importedTile), so an import never writes over a kept tile.
import type { Result, TileSpec } from '../../engine';
import type { ListStorage } from '../files/armyLists';
import { importedTile, type TileReadProblem } from '../maps/customTiles';
import { byTileName, forgetTile, keepTile, type LoadedTiles } from '../maps/keptTiles';
import { readTileFile } from '../maps/tileFile';
import { readTileShareCode } from '../maps/tileShare';
import type { SetSlice } from './types';

export interface TilesSlice {
  /** The kept tiles, by name. */
  kept: TileSpec[];
  /** Kept entries that could not be read, each named; they stay as they are. */
  problems: string[];
  /** Keeps a tile (new, or a new version of the kept one of its id), once checkCustomTile takes it. */
  keep(spec: TileSpec): Result<TileSpec, TileReadProblem[]>;
  /** Forgets a kept tile; false when none had the id. */
  forget(id: string): boolean;
  /** Reads a tile file (`name` names it in a problem) and keeps its tile. */
  importFile(text: string, name: string): Result<TileSpec, TileReadProblem[]>;
  /** Reads a share code (or a link with one) and keeps its tile. */
  importCode(code: string): Result<TileSpec, TileReadProblem[]>;
  byId(id: string): TileSpec | undefined;
}

export interface TilesDeps {
  storage: ListStorage | null;
  loaded: LoadedTiles;
}

const records = new WeakMap<readonly TileSpec[], Readonly<Record<string, TileSpec>>>();

/** The kept tiles by id, the same object while they do not change (for a battlefield's tile list). */
export function keptTileRecord(state: { tiles: Pick<TilesSlice, 'kept'> }): Readonly<Record<string, TileSpec>> {
  const kept = state.tiles.kept;
  let record = records.get(kept);
  if (!record) records.set(kept, (record = Object.fromEntries(kept.map((t) => [t.id, t]))));
  return record;
}

export function tilesSlice(set: SetSlice<TilesSlice>, get: () => { tiles: TilesSlice }, deps: TilesDeps): TilesSlice {
  const { storage } = deps;
  const keep = (spec: TileSpec): Result<TileSpec, TileReadProblem[]> => {
    const kept = keepTile(spec, storage);
    if (kept.ok) {
      const tile = kept.value;
      set((s) => ({ kept: [...s.kept.filter((t) => t.id !== tile.id), tile].sort(byTileName) }));
    }
    return kept;
  };
  const bringIn = (read: Result<TileSpec, TileReadProblem[]>) =>
    read.ok ? keep(importedTile(read.value, get().tiles.kept)) : read;
  return {
    kept: deps.loaded.tiles,
    problems: deps.loaded.problems,
    keep,
    forget(id) {
      const forgotten = forgetTile(id, storage);
      if (forgotten) set((s) => ({ kept: s.kept.filter((t) => t.id !== id) }));
      return forgotten;
    },
    importFile: (text, name) => bringIn(readTileFile(text, name)),
    importCode: (code) => bringIn(readTileShareCode(code)),
    byId: (id) => get().tiles.kept.find((t) => t.id === id),
  };
}
