// The one reader of a map tile from outside (docs/maps.md, "Your own tiles"): a tile file, a share
// code, the browser's storage, a tile carried to the game server. First its shape, every list and
// number bounded (a hostile value costs no more than a real tile to refuse), each problem with its
// field's path ("roads[0][3][0]: a column from -1 to 10"); then everything the rules ask of a tile
// (the engine's checkTile against the road ports: R2.1, R2.2, R2.4, R5.1-R5.3), each problem with
// the hexes it is about, all at once: a wrong id or name, a broken road or a hexside listed twice
// is told beside the rest. It lives in src/data so the server reads tiles with it too.
import * as v from 'valibot';
import {
  checkTile,
  directionTo,
  err,
  fields,
  fromOffset,
  ok,
  readSchema,
  sideSpecKey,
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
export const MAX_TILE_NAME = 40;
/** Far more than a tile needs (the shipped ones: at most 3 roads of at most 12 hexes, 16 hexsides a list). */
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

/** The prefix, then a letter or digit, then letters, digits and dashes. */
const ID_PATTERN = new RegExp(`^${CUSTOM_TILE_PREFIX}[a-z0-9][a-z0-9-]*$`);

/** Whether `id` is a custom tile's id: the prefix, then lower-case letters, digits and dashes, 40 at most. */
export function isCustomTileId(id: string): boolean {
  return id.length <= MAX_TILE_ID && ID_PATTERN.test(id);
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

/** What a tile's ground is made of: all the rules ask about (checkTile), its id and name aside. */
const GROUND = {
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
};

const TILE_TEXT = 'a tile is an object: { "id", "name", "terrain", "roads", "rivers", "bridges", "hedges", "cliffs" }';

const TILE_SHAPE = fields(
  {
    id: v.custom<string>(
      (x) => typeof x === 'string' && isCustomTileId(x),
      `an id of at most ${MAX_TILE_ID} lower-case letters, digits and dashes, starting with "${CUSTOM_TILE_PREFIX}"`,
    ),
    name: v.pipe(
      v.custom<string>(
        (x) =>
          typeof x === 'string' &&
          x.trim() !== '' &&
          x.trim().length <= MAX_TILE_NAME &&
          ![...x].some((ch) => ch < ' ' || ch === '\u007f'),
        `a name of 1 to ${MAX_TILE_NAME} characters on one line`,
      ),
      v.transform((x) => x.trim()),
    ),
    ...GROUND,
  },
  TILE_TEXT,
);

const GROUND_SHAPE = fields(GROUND, TILE_TEXT);

const onTile = ([c, r]: readonly number[]) => c >= 0 && c < TILE_COLS && r >= 0 && r < TILE_ROWS;
const written = (xs: readonly number[]) => `[${xs.join(', ')}]`;

/**
 * Roads as docs/maps.md writes them: chains of two or more adjacent hexes, with a hex on the tile,
 * off it only at an end. The engine's own check (validateTileSpec) says some of this without a
 * place; here each problem has its path and the hexes of the tile it is about.
 */
function roadProblems(roads: readonly OffsetPair[][]): TileReadProblem[] {
  const problems: TileReadProblem[] = [];
  const say = (path: string, message: string, hexes: OffsetPair[]) =>
    problems.push({ message: `${path}: ${message}`, path, hexes: hexes.filter(onTile) });
  roads.forEach((chain, k) => {
    if (chain.length < 2 || !chain.some(onTile)) {
      say(`roads[${k}]`, 'a road joins two or more hexes, at least one of them on the tile', chain);
      return;
    }
    chain.forEach((hex, n) => {
      const path = `roads[${k}][${n}]`;
      if (n > 0 && n < chain.length - 1 && !onTile(hex))
        say(path, `${written(hex)} is off the tile: a road leaves the tile only at its first or last hex`, [hex]);
      const before = chain[n - 1];
      if (before && directionTo(fromOffset(...before), fromOffset(...hex)) === null)
        say(path, `${written(before)} and ${written(hex)} are not next to each other: a road's hexes are adjacent`, [
          before,
          hex,
        ]);
    });
  });
  return problems;
}

/**
 * The stretches of a road the rules can read: the road cut where it breaks (two hexes that are not
 * adjacent; a hex off the tile in its middle, where it leaves the tile and comes back), each of two
 * hexes or more with one on the tile. A sound road is one stretch, itself.
 */
function soundStretches(chain: readonly OffsetPair[]): OffsetPair[][] {
  const stretches: OffsetPair[][] = [];
  let stretch: OffsetPair[] = [];
  chain.forEach((hex, n) => {
    const before = chain[n - 1];
    if (before && directionTo(fromOffset(...before), fromOffset(...hex)) === null) {
      stretches.push(stretch);
      stretch = [];
    }
    stretch.push(hex);
    if (n > 0 && n < chain.length - 1 && !onTile(hex)) {
      stretches.push(stretch);
      stretch = [hex];
    }
  });
  stretches.push(stretch);
  return stretches.filter((s) => s.length >= 2 && s.some(onTile));
}

type SideList = 'rivers' | 'bridges' | 'hedges' | 'cliffs';

/** A hexside listed again: in `list` at `k`, listed first at `first` ("rivers[0]"). */
interface Repeat {
  list: SideList;
  k: number;
  first: string;
}

/** Each hexside listed twice: a hexside holds one River, Hedge or Cliff (validateMap), and one Bridge. */
function repeatedSides(tile: TileSpec): Repeat[] {
  const repeats: Repeat[] = [];
  const groups = [['rivers', 'hedges', 'cliffs'], ['bridges']] as const;
  for (const group of groups) {
    const seen = new Map<string, string>();
    for (const list of group) {
      tile[list].forEach((side, k) => {
        const first = seen.get(sideSpecKey(side));
        if (first === undefined) seen.set(sideSpecKey(side), `${list}[${k}]`);
        else repeats.push({ list, k, first });
      });
    }
  }
  return repeats;
}

function sideProblems(tile: TileSpec, repeats: readonly Repeat[]): TileReadProblem[] {
  return repeats.map(({ list, k, first }) => {
    const side = tile[list][k];
    const path = `${list}[${k}]`;
    const why = list === 'bridges' ? 'one Bridge a hexside' : 'a hexside holds one River, Hedge or Cliff';
    return {
      message: `${path}: the hexside ${written(side)} is listed already at ${first}: ${why}`,
      path,
      hexes: [[side[0], side[1]]],
    };
  });
}

/**
 * The tile as the rules can read it, whatever roadProblems and sideProblems tell of it: each road
 * cut where it breaks (soundStretches), each hexside at its first listing. A sound tile is itself.
 */
function soundPart(tile: TileSpec, repeats: readonly Repeat[]): TileSpec {
  const firstListings = (list: SideList) => {
    const again = new Set(repeats.filter((x) => x.list === list).map((x) => x.k));
    return tile[list].filter((_, k) => !again.has(k));
  };
  return {
    ...tile,
    roads: tile.roads.flatMap(soundStretches),
    rivers: firstListings('rivers'),
    bridges: firstListings('bridges'),
    hedges: firstListings('hedges'),
    cliffs: firstListings('cliffs'),
  };
}

/** How a tile's shape is read: its problems each with its field's path, every place of a list. */
const READ_TILE = { code: 'BAD_FORMAT', pathInMessage: true, everyPlace: true } as const;

/**
 * The ground of a tile whose id or name is wrong (its problems told by the shape): the rules ask
 * nothing of them, so the rest of the tile is checked too. Undefined when the ground is broken.
 */
function groundOnly(spec: unknown): TileSpec | undefined {
  const ground = readSchema(GROUND_SHAPE, spec, READ_TILE);
  return ground.ok ? ({ id: `${CUSTOM_TILE_PREFIX}tile`, name: 'Tile', ...ground.value } as TileSpec) : undefined;
}

/** What the rules ask of a tile of sound shape: its roads and hexsides, then checkTile on what it can read. */
function groundProblems(tile: TileSpec): TileReadProblem[] {
  const repeats = repeatedSides(tile);
  const ruled = checkTile(soundPart(tile, repeats), ROAD_PORTS);
  return [
    ...roadProblems(tile.roads),
    ...sideProblems(tile, repeats),
    ...ruled.map((p) => ({ message: p.message, hexes: p.hexes })),
  ];
}

/**
 * A tile from outside, or every problem with it at once, each with its place: its shape, then,
 * when its ground can be read, what the rules ask of it, a broken road or a hexside listed twice
 * told beside everything else. Pure and never throws: the page (files, share codes, storage) and
 * the server read tiles with it alike.
 */
export function checkCustomTile(spec: unknown): Result<TileSpec, TileReadProblem[]> {
  const shape = readSchema(TILE_SHAPE, spec, READ_TILE);
  const shapeProblems = shape.ok ? [] : shape.error.map((p) => ({ message: p.message, path: p.where }));
  const tile = shape.ok ? (shape.value as TileSpec) : groundOnly(spec);
  if (!tile) return err(shapeProblems);
  const problems = [...shapeProblems, ...groundProblems(tile)];
  return problems.length > 0 ? err(problems) : ok(tile);
}
