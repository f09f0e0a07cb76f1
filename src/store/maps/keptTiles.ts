// The custom tiles this browser keeps (docs/maps.md, "Your own tiles"), one entry per tile,
// `aam-reloaded.tile.<id>`, as the custom cards are (files/customCards.ts): keeping one tile never
// rewrites another, and an entry that cannot be read is named and left as it is, never deleted.
// Every tile kept or loaded is read by checkCustomTile, so nothing the rules refuse is kept.
import { err, type Result, type TileSpec } from '../../engine';
import { browserStorage, keysStartingWith, type ListStorage } from '../files/armyLists';
import { checkCustomTile, type TileReadProblem } from './customTiles';

const PREFIX = 'aam-reloaded.tile.';

export interface LoadedTiles {
  /** By name, then id. */
  tiles: TileSpec[];
  /** One sentence per entry that could not be read; the entry stays as it is. */
  problems: string[];
}

export function byTileName(a: TileSpec, b: TileSpec): number {
  return a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
}

/** A problem as one sentence: its place (the field, or the hexes as the board names them) first. */
function sentence(p: TileReadProblem): string {
  return p.path && !p.message.startsWith(p.path) ? `${p.path}: ${p.message}` : p.message;
}

export function loadKeptTiles(storage: ListStorage | null = browserStorage()): LoadedTiles {
  const tiles: TileSpec[] = [];
  const problems: string[] = [];
  if (!storage) return { tiles, problems };
  let keys: string[];
  try {
    keys = keysStartingWith(storage, PREFIX);
  } catch {
    return { tiles, problems: ["The browser's storage could not be read: no custom tile was loaded."] };
  }
  for (const key of keys) {
    let text: string | null;
    try {
      text = storage.getItem(key);
    } catch {
      return { tiles: [], problems: ["The browser's storage could not be read: no custom tile was loaded."] };
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text ?? '');
    } catch {
      problems.push(`${key}: the kept tile is not JSON; it was left as it is.`);
      continue;
    }
    const read = checkCustomTile(raw);
    if (!read.ok) problems.push(`${key}: ${read.error.map(sentence).join('; ')}; it was left as it is.`);
    else if (key !== PREFIX + read.value.id)
      problems.push(`${key}: the kept tile's id is "${read.value.id}"; it was left as it is.`);
    else tiles.push(read.value);
  }
  tiles.sort(byTileName);
  return { tiles, problems };
}

/**
 * Keeps a tile (a new one, or a new version of a kept one of its id), once checkCustomTile takes
 * it. Storage that refuses (full or blocked) is a problem, and what was kept before stays kept.
 */
export function keepTile(
  spec: TileSpec,
  storage: ListStorage | null = browserStorage(),
): Result<TileSpec, TileReadProblem[]> {
  const read = checkCustomTile(spec);
  if (!read.ok) return read;
  if (!storage)
    return err([{ message: 'This browser keeps nothing: its storage is blocked, so the tile was not kept.' }]);
  try {
    storage.setItem(PREFIX + read.value.id, JSON.stringify(read.value));
  } catch (e) {
    return err([
      {
        message: `“${read.value.name}” could not be kept: the browser's storage is full or blocked (${e instanceof Error ? e.name : String(e)}). Nothing kept before was changed; save the tile as a file to keep it.`,
      },
    ]);
  }
  return read;
}

/** Forgets a kept tile; false when none was kept under `id` or the storage refuses. */
export function forgetTile(id: string, storage: ListStorage | null = browserStorage()): boolean {
  try {
    if (!storage || storage.getItem(PREFIX + id) === null) return false;
    storage.removeItem(PREFIX + id);
    return true;
  } catch {
    return false;
  }
}
