// The one reader of a map tile from outside (docs/maps.md, "Your own tiles"): a tile file, a share
// code, the browser's storage, a tile carried to the game server. First its shape, every list and
// number bounded (a hostile value costs no more than a real tile to refuse), each problem with its
// field's path ("roads[0][3][0]: a column from -1 to 10"); then everything the rules ask of a tile
// (the engine's checkTile against the road ports: R2.1, R2.2, R2.4, R5.1-R5.3), each problem with
// the hexes it is about. It lives in src/data so the server reads tiles with it too.
import * as v from 'valibot';
import {
  checkTile,
  err,
  fields,
  ok,
  readSchema,
  TERRAIN_CHARS,
  TILE_COLS,
  TILE_ROWS,
  whole,
  type OffsetPair,
  type Result,
  type TileSpec,
} from '../engine';
import { ROAD_PORTS } from './tiles';

/** Every custom tile's id starts with it, so it never takes a built-in tile's id. */
export const CUSTOM_TILE_PREFIX = 'custom-';
export const MAX_TILE_ID = 40;
const MAX_TILE_NAME = 40;
/** More than any real tile needs (the shipped ones have two roads of at most 12 hexes, 14 hexsides a list). */
const MAX_ROADS = 24;
const MAX_ROAD_HEXES = 40;
const MAX_HEXSIDES = 200;

/**
 * A problem of a tile read from outside, with its place: `path` for its shape (the field, as
 * "roads[0][3][0]"), `hexes` (col, row of the tile) for what the rules ask of it. The engine's
 * Problem has no hexes, hence this type.
 */
export interface TileReadProblem {
  message: string;
  path?: string;
  hexes?: OffsetPair[];
}

const ID_PATTERN = /^[a-z0-9-]+$/;

/** Whether `id` is a custom tile's id: the prefix, then lower-case letters, digits and dashes, 40 at most. */
export function isCustomTileId(id: string): boolean {
  return id.length <= MAX_TILE_ID && id.startsWith(CUSTOM_TILE_PREFIX) && ID_PATTERN.test(id);
}

/** A list of at most `max` items: its length is checked before any item is, so a huge list is refused at once. */
function bounded<S extends v.GenericSchema>(item: S, max: number, message: string) {
  return v.pipe(
    v.custom<unknown[]>((x) => Array.isArray(x) && x.length <= max, message),
    v.array(item, message),
  );
}

/** A list of exactly the given items ([col, row], [col, row, dir]). */
function tuple<const T extends v.TupleItems>(items: T, length: number, message: string) {
  return v.pipe(
    v.custom<unknown[]>((x) => Array.isArray(x) && x.length === length, message),
    v.tuple(items, message),
  );
}

const ROW_TEXT = `a row of ${TILE_COLS} characters, each one of ${Object.keys(TERRAIN_CHARS).join(' ')}`;
const TERRAIN_ROW = v.custom<string>(
  (x) => typeof x === 'string' && x.length === TILE_COLS && [...x].every((ch) => Object.hasOwn(TERRAIN_CHARS, ch)),
  ROW_TEXT,
);

/** A road's hex: on the tile, or one off it where the road leaves (docs/maps.md). */
const ROAD_HEX = tuple(
  [whole(-1, TILE_COLS, `a column from -1 to ${TILE_COLS}`), whole(-1, TILE_ROWS, `a row from -1 to ${TILE_ROWS}`)],
  2,
  'a hex is [column, row]',
);

/** A hexside: a hex of the tile and the direction from it (0 E, 1 SE, 2 SW, 3 W, 4 NW, 5 NE). */
const HEXSIDE = tuple(
  [
    whole(0, TILE_COLS - 1, `a column from 0 to ${TILE_COLS - 1}`),
    whole(0, TILE_ROWS - 1, `a row from 0 to ${TILE_ROWS - 1}`),
    whole(0, 5, 'a direction from 0 to 5'),
  ],
  3,
  'a hexside is [column, row, direction]',
);

const hexsides = (what: string) =>
  bounded(HEXSIDE, MAX_HEXSIDES, `a list of at most ${MAX_HEXSIDES} ${what} hexsides [column, row, direction]`);

const TILE_SHAPE = fields(
  {
    id: v.custom<string>(
      (x) => typeof x === 'string' && isCustomTileId(x),
      `an id of at most ${MAX_TILE_ID} lower-case letters, digits and dashes, starting with "${CUSTOM_TILE_PREFIX}"`,
    ),
    name: v.pipe(
      v.custom<string>(
        (x) => typeof x === 'string' && x.trim() !== '' && x.trim().length <= MAX_TILE_NAME,
        `a name of 1 to ${MAX_TILE_NAME} characters`,
      ),
      v.transform((x) => x.trim()),
    ),
    terrain: v.pipe(
      v.custom<unknown[]>(
        (x) => Array.isArray(x) && x.length === TILE_ROWS,
        `a list of ${TILE_ROWS} rows of ${TILE_COLS} characters`,
      ),
      v.array(TERRAIN_ROW),
    ),
    roads: bounded(
      bounded(ROAD_HEX, MAX_ROAD_HEXES, `a road is a list of at most ${MAX_ROAD_HEXES} hexes [column, row]`),
      MAX_ROADS,
      `a list of at most ${MAX_ROADS} roads`,
    ),
    rivers: hexsides('River'),
    bridges: hexsides('Bridge'),
    hedges: hexsides('Hedge'),
    cliffs: hexsides('Cliff'),
  },
  'a tile is an object: { "id", "name", "terrain", "roads", "rivers", "bridges", "hedges", "cliffs" }',
);

/**
 * A tile from outside, or every problem with it, each with its place. Pure and never throws: the
 * page (files, share codes, storage) and the server read tiles with it alike.
 */
export function checkCustomTile(spec: unknown): Result<TileSpec, TileReadProblem[]> {
  const shape = readSchema(TILE_SHAPE, spec, { code: 'BAD_FORMAT', pathInMessage: true, everyPlace: true });
  if (!shape.ok) return err(shape.error.map((p) => ({ message: p.message, path: p.where })));
  const tile: TileSpec = shape.value as TileSpec;
  const problems = checkTile(tile, ROAD_PORTS);
  if (problems.length > 0) return err(problems.map((p) => ({ message: p.message, hexes: p.hexes })));
  return ok(tile);
}
