// The battlefield as plain data, as the game state holds it: RULINGS R2.1 (terrain and hexside
// features), R2.4 (tiles and battlefields). What is derived from it (the Board, its checks, its
// geometry) is in board/; the state only needs its shape, so it lives here, below the state.
import type { Dir, Hex } from './hex';

/** R2.1, rule book "Map": the terrain of a whole hex. */
export type Terrain = 'open' | 'barren' | 'city' | 'forest' | 'hill' | 'marsh' | 'water';

/** R2.1: features that sit on a hexside, between two hexes. A Bridge sits on a River hexside. */
export type HexsideKind = 'cliff' | 'hedge' | 'river';

export interface MapHex {
  terrain: Terrain;
  /** R2.1: the hexsides this hex's road crosses. Two hexes are road-connected across a hexside when both list it. */
  roads?: Dir[];
}

export interface Hexside {
  /** One of the two hexes that share the hexside. */
  hex: Hex;
  /** The hexside's direction seen from `hex`. */
  dir: Dir;
  kind: HexsideKind;
  /** Only on a River: a Bridge carries the road across. */
  bridge?: boolean;
}

/**
 * A rectangular battlefield of `cols` x `rows` hexes in odd-r offset layout, the top-left hex
 * at axial (0,0). Team 0 deploys from the bottom rows, team 1 from the top rows (R2.2).
 */
export interface BattleMap {
  id: string;
  name: string;
  cols: number;
  rows: number;
  /** Row-major: the hex at offset (col,row) is `hexes[row * cols + col]`. */
  hexes: MapHex[];
  /** Each hexside feature listed once, from either of its hexes. */
  hexsides: Hexside[];
  /**
   * The tiles players made that the battlefield was assembled from, by id and name (docs/maps.md,
   * "Your tiles in a game"): the end screen names them on any browser, kept or deleted there.
   * Absent when every tile is built in, so such a map is what it always was.
   */
  customTiles?: { id: string; name: string }[];
}
