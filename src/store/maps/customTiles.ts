// Custom map tiles (docs/maps.md, "Your own tiles"): the tiles players make, read from a file or a
// share code and kept in the browser. Every one is read by checkCustomTile (src/data/tileFormat.ts,
// where the server reads them too); an id is always `custom-...`, so a custom tile never takes a
// built-in tile's place, and a tile brought in whose id a kept tile of other content has gets a
// new one (-2, -3 ...), so nothing kept is written over by an import.
import { isRecord, type TileSpec } from '../../engine';
import { CUSTOM_TILE_PREFIX, MAX_TILE_ID } from '../../data/tileFormat';

export {
  checkCustomTile,
  CUSTOM_TILE_PREFIX,
  isCustomTileId,
  type TileReadProblem,
} from '../../data/tileFormat';

/** Lower-case letters and digits of a name, joined by dashes ("Dunes & Wadi" is "dunes-wadi"). */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `custom-<slug>` within the id's length, 'custom-tile' when nothing of `text` is left. */
function customIdFrom(text: string): string {
  const bare = text.startsWith(CUSTOM_TILE_PREFIX) ? text.slice(CUSTOM_TILE_PREFIX.length) : text;
  const body = slug(bare)
    .slice(0, MAX_TILE_ID - CUSTOM_TILE_PREFIX.length)
    .replace(/-+$/, '');
  return CUSTOM_TILE_PREFIX + (body || 'tile');
}

/**
 * A tile brought in from outside (a file, a share code), its id made a custom one before it is
 * checked: a built-in tile's file or a hand-written one comes in as `custom-<its id>`; a tile
 * with no id gets one from its name. Anything else is left for checkCustomTile to judge.
 */
export function withCustomId(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const id = raw.id;
  if (typeof id === 'string' && id.startsWith(CUSTOM_TILE_PREFIX)) return raw;
  if (typeof id === 'string' && id.trim() !== '') return { ...raw, id: customIdFrom(id) };
  if (id === undefined || id === '') return { ...raw, id: customIdFrom(typeof raw.name === 'string' ? raw.name : '') };
  return raw;
}

/** Whether two tiles hold the same ground, whatever their ids. */
function sameTile(a: TileSpec, b: TileSpec): boolean {
  const content = (t: TileSpec) =>
    JSON.stringify([t.name, t.terrain, t.roads, t.rivers, t.bridges, t.hedges, t.cliffs]);
  return content(a) === content(b);
}

/** `id` with -2, -3 ... (the first `free` one), cut to fit the id's length. */
function numbered(id: string, free: (id: string) => boolean): string {
  if (free(id)) return id;
  for (let n = 2; ; n++) {
    const tail = `-${n}`;
    const next = id.slice(0, MAX_TILE_ID - tail.length).replace(/-+$/, '') + tail;
    if (free(next)) return next;
  }
}

/** A new tile's id made from its name, `custom-<slug>`, with -2, -3 ... when a tile of `taken` has it. */
export function customTileId(name: string, taken: ReadonlySet<string>): string {
  return numbered(customIdFrom(name), (id) => !taken.has(id));
}

/**
 * The tile as it is kept when brought in beside `kept`: as it is when its id is free or the kept
 * tile of its id is the same; else under its id with -2, -3 ... (the first free), within the id's
 * length, so the kept tile is not written over.
 */
export function importedTile(tile: TileSpec, kept: readonly TileSpec[]): TileSpec {
  const byId = new Map(kept.map((t) => [t.id, t]));
  const id = numbered(tile.id, (id) => {
    const there = byId.get(id);
    return !there || sameTile(there, tile);
  });
  return id === tile.id ? tile : { ...tile, id };
}
