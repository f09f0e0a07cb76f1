// Checks a battlefield read from a file: shape, known terrain and features, and roads that agree
// on both sides of every hexside (R2.1, R2.4); and, for a map made by hand, roads that cross a
// River only on a Bridge (R2.1), by the one reading of where roads cross hexside features that the
// tile check uses too (roadCrossings).
import { DIR_NAMES, DIR_WORDS, DIRS, fromOffset, hexLabel, neighbor, opposite, type Dir, type Hex } from '../core/hex';
import {
  getBoard,
  HEXSIDE_KINDS,
  indexOf,
  SIDE_CLIFF,
  SIDE_HEDGE,
  SIDE_RIVER,
  TERRAINS,
  type BattleMap,
  type HexsideKind,
} from './map';
import { shown } from '../core/result';

function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

/** The most columns or rows a battlefield may have: far above any of the rules (R2.4: 8 tiles are 40 x 16). */
export const MAP_MAX_SIDE = 200;

/** The most players' tiles a map names, and the longest id or name: far above any battlefield of R2.4. */
const MAP_MAX_CUSTOM_TILES = 100;
const MAX_TILE_TEXT = 200;

/** The map's optional names of players' tiles (docs/maps.md, "Your tiles in a game"): its problems. */
function customTileProblems(list: unknown): string[] {
  if (list === undefined) return [];
  if (!Array.isArray(list) || list.length > MAP_MAX_CUSTOM_TILES)
    return [`customTiles must be a list of at most ${MAP_MAX_CUSTOM_TILES} tiles`];
  const problems: string[] = [];
  list.forEach((t: unknown, k) => {
    const o = typeof t === 'object' && t !== null ? (t as Record<string, unknown>) : {};
    const text = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= MAX_TILE_TEXT;
    if (!text(o.id) || !text(o.name))
      problems.push(`customTiles[${k}] needs an id and a name of 1 to ${MAX_TILE_TEXT} characters`);
  });
  return problems;
}

/** Whether a map's cols or rows is a whole number from 1 to MAP_MAX_SIDE. */
function isSide(v: unknown): v is number {
  return isInt(v) && v >= 1 && v <= MAP_MAX_SIDE;
}

/**
 * The map's columns and rows when both are sound and its hexes agree with them (one a hex), whatever
 * else is wrong with it: enough to tell whether a hex is on the map (indexOf reads nothing else),
 * so that a record with a broken map can still be checked for what it places on it. When the size
 * and the hexes disagree, which of them is wrong is not known: no hex is called off the map then.
 */
export function mapSize(value: unknown): { cols: number; rows: number } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { cols, rows, hexes } = value as Record<string, unknown>;
  if (!isSide(cols) || !isSide(rows)) return undefined;
  return Array.isArray(hexes) && hexes.length === cols * rows ? { cols, rows } : undefined;
}

/** Every problem with the map, or an empty list. */
export function validateMap(value: unknown): string[] {
  const problems: string[] = [];
  if (typeof value !== 'object' || value === null) return ['the map is not an object'];
  const map = value as BattleMap;
  if (typeof map.id !== 'string' || map.id === '') problems.push('the map has no id');
  if (typeof map.name !== 'string') problems.push('the map has no name');
  if (!isSide(map.cols)) problems.push(`cols must be a whole number from 1 to ${MAP_MAX_SIDE}`);
  if (!isSide(map.rows)) problems.push(`rows must be a whole number from 1 to ${MAP_MAX_SIDE}`);
  problems.push(...customTileProblems(map.customTiles));
  if (problems.length > 0) return problems;
  if (!Array.isArray(map.hexes) || map.hexes.length !== map.cols * map.rows) {
    return [`hexes must list cols x rows = ${map.cols * map.rows} hexes`];
  }
  const isDir = (d: unknown): d is Dir => isInt(d) && d >= 0 && d <= 5;
  const hexOfIndex = (i: number): Hex => fromOffset(i % map.cols, Math.floor(i / map.cols));
  map.hexes.forEach((h, i) => {
    // The hex's name only when there is something to say (every game's map is checked, hex by hex).
    const where = () => `hex ${hexLabel(hexOfIndex(i))}`;
    if (typeof h !== 'object' || h === null) {
      problems.push(`${where()} is not an object`);
      return;
    }
    if (!TERRAINS.includes(h.terrain)) problems.push(`${where()} has unknown terrain ${shown(h.terrain)}`);
    if (h.roads !== undefined && !(Array.isArray(h.roads) && h.roads.every(isDir))) {
      problems.push(`${where()} has roads that are not directions 0-5`);
    }
  });
  if (!Array.isArray(map.hexsides)) return [...problems, 'hexsides must be a list'];
  const seen = new Set<string>();
  map.hexsides.forEach((s, k) => {
    const where = `hexside ${k}`;
    if (
      typeof s !== 'object' ||
      s === null ||
      typeof s.hex !== 'object' ||
      s.hex === null ||
      !isInt(s.hex.q) ||
      !isInt(s.hex.r) ||
      !isDir(s.dir)
    ) {
      problems.push(`${where} needs a hex {q, r} and a dir 0-5`);
      return;
    }
    if (!HEXSIDE_KINDS.includes(s.kind)) problems.push(`${where} has unknown kind ${shown(s.kind)}`);
    if (s.bridge && s.kind !== 'river') problems.push(`${where}: a Bridge must sit on a River hexside`);
    const a = indexOf(map, s.hex);
    const b = indexOf(map, neighbor(s.hex, s.dir));
    if (a < 0 && b < 0) problems.push(`${where} is not on the map`);
    const key = a >= 0 && b >= 0 ? [Math.min(a, b), Math.max(a, b)].join('-') : `${a}:${b}`;
    if (seen.has(key)) problems.push(`${where} at ${hexLabel(s.hex)} ${DIR_NAMES[s.dir]} is listed twice`);
    seen.add(key);
  });
  if (problems.length > 0) return problems;
  // R2.4: roads agree on both sides of every hexside between two hexes of the map.
  for (let i = 0; i < map.hexes.length; i++) {
    const h = hexOfIndex(i);
    for (const d of map.hexes[i].roads ?? []) {
      const j = indexOf(map, neighbor(h, d));
      if (j < 0) continue;
      if (!(map.hexes[j].roads ?? []).includes(opposite(d))) {
        problems.push(
          `the road leaving ${hexLabel(h)} to the ${DIR_NAMES[d]} does not continue into ${hexLabel(neighbor(h, d))}`,
        );
      }
    }
  }
  return problems;
}

/** A road crossing a hexside feature: from `hex` across its side `dir` into `to`, over `kind`. */
export interface RoadCrossing {
  hex: Hex;
  dir: Dir;
  to: Hex;
  kind: HexsideKind;
}

const CROSSED: Readonly<Record<number, HexsideKind>> = {
  [SIDE_CLIFF]: 'cliff',
  [SIDE_HEDGE]: 'hedge',
  [SIDE_RIVER]: 'river',
};

/**
 * R2.1: every hexside of the map a road crosses (both its hexes list it) that holds a Cliff, a
 * Hedge or a River without a Bridge, each once, from the first of its hexes in the map's order. A
 * Bridge is the map's: one destroyed in play is still one here (the state lists it, R8.8). For a
 * map validateMap takes.
 */
export function roadCrossings(map: BattleMap): RoadCrossing[] {
  const board = getBoard(map);
  const crossings: RoadCrossing[] = [];
  for (let i = 0; i < board.size; i++) {
    for (const d of DIRS) {
      const j = board.neighbors[i * 6 + d];
      if (j < i || !(board.roadBits[i] & (1 << d)) || !(board.roadBits[j] & (1 << opposite(d)))) continue;
      const kind = CROSSED[board.sides[i * 6 + d]];
      if (kind) crossings.push({ hex: board.hexAt[i], dir: d, to: board.hexAt[j], kind });
    }
  }
  return crossings;
}

/**
 * R2.1: a River hexside may carry a Bridge, and a road is cut where a River has none, so a road
 * drawn across a River without a Bridge on a map made by hand (a scenario's, a saved game's, one
 * sent to the game server) contradicts itself: each such road, naming its hexes and hexside. A
 * Bridge destroyed in play is not one of these (roadCrossings). For a map validateMap takes.
 */
export function unbridgedRoadProblems(map: BattleMap): string[] {
  return roadCrossings(map)
    .filter((c) => c.kind === 'river')
    .map(
      (c) =>
        `the road from ${hexLabel(c.hex)} to ${hexLabel(c.to)} crosses the River on the ${DIR_WORDS[c.dir]} side of ${hexLabel(c.hex)} without a Bridge: a road crosses a River only on a Bridge (R2.1)`,
    );
}

/**
 * Every problem with a map made by hand (a scenario's, one sent to the game server): its shape
 * (validateMap), then, once it is sound, its roads across Rivers (unbridgedRoadProblems, R2.1).
 */
export function madeMapProblems(value: unknown): string[] {
  const shape = validateMap(value);
  return shape.length > 0 ? shape : unbridgedRoadProblems(value as BattleMap);
}
