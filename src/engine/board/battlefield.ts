// Map tiles and battlefields: RULINGS R2.4. A tile is 10 x 8 hexes, pointy-topped, in odd-r
// offset rows. Even depth lets tiles stack and turn 180 degrees on one grid: turning maps
// (col, row) to (cols-1-col, rows-1-row) and every direction to its opposite.
import { directionTo, fromOffset, opposite, type Dir } from '../core/hex';
import { hexsideKey, type BattleMap, type HexsideKind, type MapHex, type Terrain } from './map';
import { MAP_MAX_SIDE, validateMap } from './mapValidation';
import { err, ok, problem, problems, shown, type Problem, type Result } from '../core/result';
import { own } from '../core/own';

export const TILE_COLS = 10;
export const TILE_ROWS = 8;

/** One character per hex in a tile's terrain rows. */
export const TERRAIN_CHARS: Record<string, Terrain> = {
  '.': 'open',
  b: 'barren',
  c: 'city',
  f: 'forest',
  h: 'hill',
  m: 'marsh',
  w: 'water',
};

export type OffsetPair = [col: number, row: number];

/** A hexside named by one of its hexes (offset) and the direction from it. */
export type SideSpec = [col: number, row: number, dir: Dir];

/** The same hexside of a tile however it is named: from either of its hexes. */
export const sideSpecKey = ([c, r, d]: SideSpec): string => hexsideKey(fromOffset(c, r), d);

/** A map tile as written in the data files (see docs/maps.md). */
export interface TileSpec {
  id: string;
  name: string;
  /** TILE_ROWS strings of TILE_COLS characters from TERRAIN_CHARS, top row first. */
  terrain: string[];
  /**
   * Roads as chains of adjacent hexes. A chain may start or end one hex off the tile: the road
   * then leaves the tile across that edge, to continue on the next tile.
   */
  roads: OffsetPair[][];
  rivers: SideSpec[];
  /** River hexsides that carry a Bridge. */
  bridges: SideSpec[];
  hedges: SideSpec[];
  cliffs: SideSpec[];
}

/** Where a tile goes on a battlefield, in tiles from the top left, and whether it is turned. */
export interface TilePlacement {
  tile: string;
  x: number;
  y: number;
  rotated?: boolean;
}

function inTile(col: number, row: number): boolean {
  return col >= 0 && col < TILE_COLS && row >= 0 && row < TILE_ROWS;
}

/** Every problem with a tile spec, or an empty list. */
export function validateTileSpec(spec: TileSpec): string[] {
  const problems: string[] = [];
  const name = `tile "${spec?.id}"`;
  if (!spec || typeof spec.id !== 'string') return ['a tile needs an id'];
  if (!Array.isArray(spec.terrain) || spec.terrain.length !== TILE_ROWS) {
    return [`${name}: terrain needs ${TILE_ROWS} rows`];
  }
  spec.terrain.forEach((row, r) => {
    if (typeof row !== 'string' || row.length !== TILE_COLS) {
      problems.push(`${name}: terrain row ${r + 1} needs ${TILE_COLS} characters`);
      return;
    }
    for (const ch of row) if (!(ch in TERRAIN_CHARS)) problems.push(`${name}: unknown terrain "${ch}" in row ${r + 1}`);
  });
  for (const key of ['roads', 'rivers', 'bridges', 'hedges', 'cliffs'] as const) {
    if (!Array.isArray(spec[key])) problems.push(`${name}: ${key} must be a list`);
  }
  if (problems.length > 0) return problems;
  spec.roads.forEach((chain, k) => {
    chain.forEach(([c, r], n) => {
      const ends = n === 0 || n === chain.length - 1;
      if (!inTile(c, r) && !ends) problems.push(`${name}: road ${k + 1} leaves the tile in its middle`);
      if (n > 0) {
        const [pc, pr] = chain[n - 1];
        if (directionTo(fromOffset(pc, pr), fromOffset(c, r)) === null) {
          problems.push(`${name}: road ${k + 1} jumps from ${pc},${pr} to ${c},${r}`);
        }
      }
    });
  });
  for (const key of ['rivers', 'bridges', 'hedges', 'cliffs'] as const) {
    spec[key].forEach(([c, r, d]) => {
      if (!inTile(c, r) || !Number.isInteger(d) || d < 0 || d > 5) {
        problems.push(`${name}: ${key} entry ${c},${r},${d} is not a hexside of the tile`);
      }
    });
  }
  return problems;
}

/**
 * Where the tile's roads leave it (R2.4): for each road end one hex off the tile, the hex of
 * the tile it leaves from and the direction it leaves in.
 */
export function roadExits(spec: TileSpec): SideSpec[] {
  const exits: SideSpec[] = [];
  for (const chain of spec.roads) {
    for (const [end, next] of [
      [chain[0], chain[1]],
      [chain[chain.length - 1], chain[chain.length - 2]],
    ] as const) {
      if (!end || !next || inTile(end[0], end[1]) || !inTile(next[0], next[1])) continue;
      const d = directionTo(fromOffset(next[0], next[1]), fromOffset(end[0], end[1]));
      if (d !== null) exits.push([next[0], next[1], d]);
    }
  }
  return exits;
}

interface PlacedHexside {
  col: number;
  row: number;
  dir: Dir;
  kind: HexsideKind;
  bridge: boolean;
}

/** The tile's terrain, roads and hexsides in tile-local offset coordinates, turned if asked. */
function tileContents(spec: TileSpec, rotated: boolean) {
  const turn = ([c, r]: OffsetPair): OffsetPair => (rotated ? [TILE_COLS - 1 - c, TILE_ROWS - 1 - r] : [c, r]);
  const turnDir = (d: Dir): Dir => (rotated ? opposite(d) : d);
  const terrain: Terrain[][] = Array.from({ length: TILE_ROWS }, () => new Array<Terrain>(TILE_COLS));
  spec.terrain.forEach((line, r) => {
    [...line].forEach((ch, c) => {
      const [tc, tr] = turn([c, r]);
      terrain[tr][tc] = TERRAIN_CHARS[ch];
    });
  });
  const roads: { col: number; row: number; dir: Dir }[] = [];
  for (const chain of spec.roads) {
    for (let n = 1; n < chain.length; n++) {
      const a = chain[n - 1];
      const b = chain[n];
      const d = directionTo(fromOffset(a[0], a[1]), fromOffset(b[0], b[1]))!;
      if (inTile(a[0], a[1])) roads.push({ col: turn(a)[0], row: turn(a)[1], dir: turnDir(d) });
      if (inTile(b[0], b[1])) roads.push({ col: turn(b)[0], row: turn(b)[1], dir: turnDir(opposite(d)) });
    }
  }
  const isBridge = (s: SideSpec) => spec.bridges.some(([c, r, d]) => c === s[0] && r === s[1] && d === s[2]);
  const sides: PlacedHexside[] = [];
  const add = (list: SideSpec[], kind: HexsideKind) => {
    for (const s of list) {
      const [c, r] = turn([s[0], s[1]]);
      sides.push({ col: c, row: r, dir: turnDir(s[2]), kind, bridge: kind === 'river' && isBridge(s) });
    }
  };
  add(spec.rivers, 'river');
  add(spec.hedges, 'hedge');
  add(spec.cliffs, 'cliff');
  return { terrain, roads, sides };
}

/** How many tiles fit across and down a battlefield of at most MAP_MAX_SIDE hexes a side. */
const MAX_TILES_ACROSS = Math.floor(MAP_MAX_SIDE / TILE_COLS);
const MAX_TILES_DOWN = Math.floor(MAP_MAX_SIDE / TILE_ROWS);

/**
 * The placements as read from outside (a scenario file): a list of at most one tile per place,
 * each with a tile id, whole-number positions inside the largest battlefield (a tile at x = 1e9
 * would ask for an array of ten billion hexes) and an optional `rotated`. Every problem is named
 * with its path (`tiles[2].x`).
 */
function readPlacements(value: unknown): Result<TilePlacement[], Problem[]> {
  if (!Array.isArray(value)) return err([problem('BAD_MAP', 'tiles', 'the tiles must be a list')]);
  if (value.length > MAX_TILES_ACROSS * MAX_TILES_DOWN) {
    return err([
      problem(
        'TOO_LARGE',
        'tiles',
        `${value.length} tiles: a battlefield holds at most ${MAX_TILES_ACROSS * MAX_TILES_DOWN} (${MAP_MAX_SIDE} hexes a side)`,
      ),
    ]);
  }
  const errors: Problem[] = [];
  const out: TilePlacement[] = [];
  value.forEach((p: unknown, k) => {
    const where = `tiles[${k}]`;
    if (typeof p !== 'object' || p === null || Array.isArray(p)) {
      errors.push(problem('BAD_MAP', where, `tile ${k + 1} must be an object { tile, x, y }, not ${shown(p)}`));
      return;
    }
    const o = p as Record<string, unknown>;
    const at = (field: 'x' | 'y', max: number): number | null => {
      const v = o[field];
      if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < max) return v;
      errors.push(
        problem(
          'BAD_MAP',
          `${where}.${field}`,
          `tile ${k + 1}: ${field} must be a whole number from 0 to ${max - 1} (a battlefield is at most ${MAP_MAX_SIDE} hexes a side), not ${shown(v)}`,
        ),
      );
      return null;
    };
    const x = at('x', MAX_TILES_ACROSS);
    const y = at('y', MAX_TILES_DOWN);
    if (typeof o.tile !== 'string')
      errors.push(problem('BAD_MAP', `${where}.tile`, `tile ${k + 1}: "tile" must be a tile id, not ${shown(o.tile)}`));
    if (o.rotated !== undefined && typeof o.rotated !== 'boolean')
      errors.push(
        problem(
          'BAD_MAP',
          `${where}.rotated`,
          `tile ${k + 1}: "rotated" must be true or false, not ${shown(o.rotated)}`,
        ),
      );
    if (x !== null && y !== null && typeof o.tile === 'string')
      out.push({ tile: o.tile, x, y, ...(o.rotated === true ? { rotated: true } : {}) });
  });
  return errors.length > 0 ? err(errors) : ok(out);
}

/**
 * Joins tiles into one battlefield (R2.4). Returns the map, or the problems found: placements
 * that are not whole tiles inside the largest battlefield, unknown tiles, holes or overlaps in
 * the grid, and roads that do not continue across a seam. Never throws, whatever it is given.
 */
export function assembleBattlefield(
  id: string,
  name: string,
  tiles: Readonly<Record<string, TileSpec>>,
  given: readonly TilePlacement[],
): Result<BattleMap, Problem[]> {
  const read = readPlacements(given);
  if (!read.ok) return read;
  const placements = read.value;
  const errors: Problem[] = [];
  const width = Math.max(0, ...placements.map((p) => p.x + 1));
  const height = Math.max(0, ...placements.map((p) => p.y + 1));
  const cols = width * TILE_COLS;
  const rows = height * TILE_ROWS;
  const hexes: (MapHex | undefined)[] = Array.from({ length: cols * rows }, () => undefined);
  const hexsides: BattleMap['hexsides'] = [];
  const taken = new Set<string>();
  for (const [k, p] of placements.entries()) {
    const spec = own(tiles, p.tile);
    const where = `tiles[${k}]`;
    if (!spec) {
      errors.push(problem('BAD_MAP', `${where}.tile`, `unknown tile ${shown(p.tile)}`));
      continue;
    }
    const specProblems = validateTileSpec(spec);
    if (specProblems.length > 0) {
      errors.push(...problems('BAD_MAP', `${where}.tile`, specProblems));
      continue;
    }
    if (taken.has(`${p.x},${p.y}`)) errors.push(problem('BAD_MAP', where, `two tiles at ${p.x},${p.y}`));
    taken.add(`${p.x},${p.y}`);
    const { terrain, roads, sides } = tileContents(spec, p.rotated ?? false);
    const c0 = p.x * TILE_COLS;
    const r0 = p.y * TILE_ROWS;
    for (let r = 0; r < TILE_ROWS; r++) {
      for (let c = 0; c < TILE_COLS; c++) hexes[(r0 + r) * cols + c0 + c] = { terrain: terrain[r][c] };
    }
    for (const road of roads) {
      const h = hexes[(r0 + road.row) * cols + c0 + road.col]!;
      h.roads = [...(h.roads ?? []), road.dir];
    }
    for (const s of sides) {
      hexsides.push({
        hex: fromOffset(c0 + s.col, r0 + s.row),
        dir: s.dir,
        kind: s.kind,
        ...(s.bridge ? { bridge: true } : {}),
      });
    }
  }
  if (errors.length > 0) return err(errors);
  if (hexes.some((h) => h === undefined))
    return err([problem('BAD_MAP', 'tiles', 'the tiles leave holes in the battlefield')]);
  for (const h of hexes) if (h!.roads) h!.roads.sort((a, b) => a - b);
  const map: BattleMap = { id, name, cols, rows, hexes: hexes as MapHex[], hexsides };
  const mapProblems = validateMap(map);
  return mapProblems.length > 0 ? err(problems('BAD_MAP', 'tiles', mapProblems)) : ok(map);
}

/**
 * R1.7: how many map tiles a game of `points` calls for: points / 50 rounded up, then down to an
 * even number, at least 2: 100 and 150 -> 2, 160 to 250 -> 4, 300 -> 6, 400 -> 8 (docs/rules.md,
 * reading 1).
 */
export function tilesForPoints(points: number): number {
  const perFifty = Math.ceil(points / 50);
  return Math.max(2, perFifty - (perFifty % 2));
}

/**
 * R2.4: the grid of tiles for a battlefield of `tiles` tiles. Two rows of tiles (10 x 16 per
 * column), one column per two tiles; six tiles may instead be two columns of three rows
 * (20 x 24) when `tall` is asked.
 */
export function battlefieldGrid(tiles: number, tall = false): { width: number; height: number } {
  if (tiles === 6 && tall) return { width: 2, height: 3 };
  return { width: Math.max(1, Math.ceil(tiles / 2)), height: 2 };
}
