// Players' tiles carried by game:create (docs/online.md, "Players' tiles"): each read by the one
// reader the page reads tiles with (checkCustomTile: the shape, bounded, then the engine's
// checkTile, R2.1, R2.2, R2.4), then the battlefield assembled again from the built-in tiles and
// these, which must be exactly the map sent. A refusal names the tile and its place; nothing here
// throws, whatever is sent. A message without tiles whose map names none of them is read as before.
import { isDeepStrictEqual } from 'node:util';
import { isRecord, type BattleMap, type TileSpec } from '../src/engine';
import { checkCustomTile, isCustomTileId, type TileReadProblem } from '../src/data/tileFormat';
import { assembleLayout, layoutFor, TILES, tilesOfLayout, tilesWith } from '../src/data/tiles';

type Checked = { ok: true; map: BattleMap } | { ok: false; why: string };

/** A tile's problem as one sentence, its place first: the field (`roads[0][3]`) or the tile's hexes. */
function sentence(p: TileReadProblem): string {
  const place = p.path ? `${p.path}: ` : '';
  return p.message.startsWith(place) ? p.message : `${place}${p.message}`;
}

/** At most three sentences, and how many more there were. */
function some(sentences: readonly string[]): string {
  const more = sentences.length > 3 ? `; and ${sentences.length - 3} more` : '';
  return sentences.slice(0, 3).join('; ') + more;
}

/**
 * The map to keep, or why the message is refused. `tiles` has passed the schema's bound (a list
 * of at most MAX_CARRIED_TILES); `map` has passed validateMap.
 */
export function checkCarriedTiles(tiles: readonly unknown[] | undefined, map: BattleMap): Checked {
  const ids = tilesOfLayout(map.id);
  const custom = (ids ?? []).filter((id) => !Object.hasOwn(TILES, id));
  if (tiles === undefined && custom.length === 0 && map.customTiles === undefined) return { ok: true, map };
  const given = tiles ?? [];
  const record: Record<string, TileSpec> = {};
  const refusals: string[] = [];
  given.forEach((raw, k) => {
    // A tile the map does not name is refused before it is read: reading walks the tile (checkTile).
    const id = isRecord(raw) && typeof raw.id === 'string' ? raw.id : null;
    if (id !== null && !custom.includes(id)) {
      refusals.push(`options.tiles[${k}]: tile ${JSON.stringify(id.slice(0, 50))} is not on the battlefield`);
      return;
    }
    const read = checkCustomTile(raw);
    const name = read.ok ? ` "${read.value.name}"` : '';
    if (!read.ok) refusals.push(`options.tiles[${k}]: ${some(read.error.map(sentence))}`);
    else if (Object.hasOwn(record, read.value.id))
      refusals.push(`options.tiles[${k}]${name}: a second tile of id "${read.value.id}"`);
    else record[read.value.id] = read.value;
  });
  if (refusals.length > 0) return { ok: false, why: some(refusals) };
  const grid = /^field-(\d{1,2})x(\d{1,2})-/.exec(map.id);
  if (!ids || !grid || Number(grid[1]) * Number(grid[2]) !== ids.length)
    return { ok: false, why: 'options.map: a battlefield of players\' tiles is named "field-WxH-" and its tiles' };
  const missing = ids.flatMap((id, i) =>
    Object.hasOwn(TILES, id) || Object.hasOwn(record, id)
      ? []
      : [
          `place ${i + 1} has ${isCustomTileId(id) ? "a player's" : 'no'} tile "${id}"${isCustomTileId(id) ? ', which options.tiles does not carry' : ''}`,
        ],
  );
  if (missing.length > 0) return { ok: false, why: `options.map: ${some(missing)}` };
  const built = assembleLayout(layoutFor(Number(grid[1]), Number(grid[2]), ids, true, tilesWith(record)), record);
  if (!built.ok) return { ok: false, why: `options.tiles: ${some(built.error.map((p) => p.message))}` };
  // The map sent must be the one its tiles make: a hex changed by hand is not that battlefield.
  if (!isDeepStrictEqual(built.value, map))
    return { ok: false, why: `options.map: not the battlefield its tiles make (${map.id})` };
  return { ok: true, map: built.value };
}
