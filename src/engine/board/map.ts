// The battlefield as plain data, and its precomputed geometry. RULINGS R2.1 (terrain and
// hexside features), R2.4 (tiles and battlefields).
import { DIRS, fromOffset, neighbor, opposite, toOffset, type Dir, type Hex } from '../core/hex';
import type { BattleMap, HexsideKind, Terrain } from '../core/mapData';

// The map's data types live in core (the state holds a map); here with the Board built from them.
export type { BattleMap, Hexside, HexsideKind, MapHex, Terrain } from '../core/mapData';

export const TERRAINS: readonly Terrain[] = ['open', 'barren', 'city', 'forest', 'hill', 'marsh', 'water'];

export const HEXSIDE_KINDS: readonly HexsideKind[] = ['cliff', 'hedge', 'river'];

/** Hexside codes in the precomputed table. */
export const SIDE_NONE = 0;
export const SIDE_CLIFF = 1;
export const SIDE_HEDGE = 2;
export const SIDE_RIVER = 3;
export const SIDE_BRIDGE = 4;

const SIDE_CODE: Record<HexsideKind, number> = {
  cliff: SIDE_CLIFF,
  hedge: SIDE_HEDGE,
  river: SIDE_RIVER,
};

/**
 * Geometry derived once per map and cached (never stored in the game state): hexes by index,
 * neighbour table, road bits and hexside codes. Hot paths (movement, line of sight) use indexes.
 */
export interface Board {
  readonly map: BattleMap;
  readonly cols: number;
  readonly rows: number;
  readonly size: number;
  readonly hexAt: readonly Hex[];
  readonly terrain: readonly Terrain[];
  /** `neighbors[i * 6 + d]` is the index of the hex in direction d of hex i, or -1 off the map. */
  readonly neighbors: Int32Array;
  /** Bit d is set when the hex's road crosses its hexside d. */
  readonly roadBits: Uint8Array;
  /** `sides[i * 6 + d]`: SIDE_* code of hexside d of hex i (the same on both hexes). */
  readonly sides: Uint8Array;
}

const boards = new WeakMap<BattleMap, Board>();

export function indexOf(map: { cols: number; rows: number }, h: Hex): number {
  const row = h.r;
  if (row < 0 || row >= map.rows) return -1;
  const col = h.q + (row - (row & 1)) / 2;
  if (col < 0 || col >= map.cols) return -1;
  return row * map.cols + col;
}

export function getBoard(map: BattleMap): Board {
  let board = boards.get(map);
  if (!board) {
    board = buildBoard(map);
    boards.set(map, board);
  }
  return board;
}

function buildBoard(map: BattleMap): Board {
  const size = map.cols * map.rows;
  const hexAt: Hex[] = new Array(size);
  const terrain: Terrain[] = new Array(size);
  const neighbors = new Int32Array(size * 6);
  const roadBits = new Uint8Array(size);
  const sides = new Uint8Array(size * 6);
  for (let row = 0; row < map.rows; row++) {
    for (let col = 0; col < map.cols; col++) {
      const i = row * map.cols + col;
      hexAt[i] = fromOffset(col, row);
      const mh = map.hexes[i];
      terrain[i] = mh ? mh.terrain : 'open';
      for (const d of mh?.roads ?? []) roadBits[i] |= 1 << d;
    }
  }
  for (let i = 0; i < size; i++) {
    for (const d of DIRS) neighbors[i * 6 + d] = indexOf(map, neighbor(hexAt[i], d));
  }
  for (const side of map.hexsides) {
    const i = indexOf(map, side.hex);
    if (i < 0) continue;
    const code = side.kind === 'river' && side.bridge ? SIDE_BRIDGE : SIDE_CODE[side.kind];
    sides[i * 6 + side.dir] = code;
    const j = neighbors[i * 6 + side.dir];
    if (j >= 0) sides[j * 6 + opposite(side.dir)] = code;
  }
  return { map, cols: map.cols, rows: map.rows, size, hexAt, terrain, neighbors, roadBits, sides };
}

export function isOnMap(map: BattleMap, h: Hex): boolean {
  return indexOf(map, h) >= 0;
}

export function terrainAt(map: BattleMap, h: Hex): Terrain | null {
  const i = indexOf(map, h);
  return i < 0 ? null : getBoard(map).terrain[i];
}

/** A stable key for a hexside, the same from both of its hexes. */
export function hexsideKey(h: Hex, d: Dir): string {
  // Normalise to the three directions E, SE, SW (0..2) so both sides give one key.
  if (d >= 3) {
    const n = neighbor(h, d);
    return `${n.q},${n.r}:${opposite(d)}`;
  }
  return `${h.q},${h.r}:${d}`;
}

/** The hexside feature between hex `h` and its neighbour in direction `d`, if any. */
export function hexsideAt(map: BattleMap, h: Hex, d: Dir): HexsideKind | 'bridge' | null {
  const i = indexOf(map, h);
  let code = SIDE_NONE;
  if (i >= 0) code = getBoard(map).sides[i * 6 + d];
  else {
    const j = indexOf(map, neighbor(h, d));
    if (j >= 0) code = getBoard(map).sides[j * 6 + opposite(d)];
  }
  switch (code) {
    case SIDE_CLIFF:
      return 'cliff';
    case SIDE_HEDGE:
      return 'hedge';
    case SIDE_RIVER:
      return 'river';
    case SIDE_BRIDGE:
      return 'bridge';
    default:
      return null;
  }
}

/** R3.3 default facing: towards the enemy's edge (team 0 deploys at the bottom, R2.2). */
export function defaultFacing(team: 0 | 1): Dir {
  return team === 0 ? 5 : 2;
}

/** Rows of the deployment zone of a team (R2.2: the 4 rows nearest its own edge). */
export function deploymentRows(map: Pick<BattleMap, 'rows'>, team: 0 | 1): [number, number] {
  return team === 0 ? [map.rows - 4, map.rows - 1] : [0, 3];
}

/**
 * The edge of the map a team deploys from (R2.2, R3.3), in the map's own terms (row 0 at the
 * top): the edge its deployment zone touches. The screen may turn the map (render/layout.ts).
 */
export function deploymentEdge(map: Pick<BattleMap, 'rows'>, team: 0 | 1): 'top' | 'bottom' {
  return deploymentRows(map, team)[1] === map.rows - 1 ? 'bottom' : 'top';
}

export function inDeploymentZone(map: BattleMap, team: 0 | 1, h: Hex): boolean {
  if (!isOnMap(map, h)) return false;
  const [lo, hi] = deploymentRows(map, team);
  const { row } = toOffset(h);
  return row >= lo && row <= hi;
}

const zones = new WeakMap<BattleMap, [Hex[], Hex[]]>();

/** The hexes of a team's deployment zone (R2.2), cached per map. */
export function zoneHexes(map: BattleMap, team: 0 | 1): readonly Hex[] {
  let z = zones.get(map);
  if (!z) {
    const board = getBoard(map);
    z = [
      board.hexAt.filter((h) => inDeploymentZone(map, 0, h)),
      board.hexAt.filter((h) => inDeploymentZone(map, 1, h)),
    ];
    zones.set(map, z);
  }
  return z[team];
}
