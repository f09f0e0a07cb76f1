// Hex geometry for pointy-topped hexes in axial coordinates (Red Blob Games' layout).
// Rule-agnostic: the rules modules build on it. RULINGS R2.4: tiles are pointy-topped with
// rows running along each team's edge, so offset rows are the "odd-r" layout.

/** An axial hex coordinate. Plain data: it is stored in the game state as is. */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/**
 * One of the six hexside directions of a pointy-topped hex, clockwise from east with the
 * screen's y axis pointing down: 0 E, 1 SE, 2 SW, 3 W, 4 NW, 5 NE. Facing uses the same numbers.
 */
export type Dir = 0 | 1 | 2 | 3 | 4 | 5;

export const DIRS: readonly Dir[] = [0, 1, 2, 3, 4, 5];

export const DIR_NAMES: readonly string[] = ['E', 'SE', 'SW', 'W', 'NW', 'NE'];

/** The six directions in words, for a hexside named in a sentence ("the south-east side of E2"). */
export const DIR_WORDS = ['east', 'south-east', 'south-west', 'west', 'north-west', 'north-east'] as const;

const DQ = [1, 0, -1, -1, 0, 1] as const;
const DR = [0, 1, 1, 0, -1, -1] as const;

export function neighbor(h: Hex, d: Dir): Hex {
  return { q: h.q + DQ[d], r: h.r + DR[d] };
}

export function neighbors(h: Hex): Hex[] {
  return DIRS.map((d) => neighbor(h, d));
}

export function opposite(d: Dir): Dir {
  return ((d + 3) % 6) as Dir;
}

export function rotate(d: Dir, steps: number): Dir {
  return ((((d + steps) % 6) + 6) % 6) as Dir;
}

export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

export function distance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The direction from a to an adjacent hex b, or null when they are not neighbours. */
export function directionTo(a: Hex, b: Hex): Dir | null {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  for (let d = 0; d < 6; d++) {
    if (DQ[d] === dq && DR[d] === dr) return d as Dir;
  }
  return null;
}

/** A stable string key, `q,r`: never use honeycomb's toString, which differs between builds. */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

export function parseHexKey(key: string): Hex | null {
  const m = /^(-?\d+),(-?\d+)$/.exec(key);
  return m ? { q: Number(m[1]), r: Number(m[2]) } : null;
}

/** Offset ("odd-r") coordinates: what the map files and the players see. */
export interface Offset {
  readonly col: number;
  readonly row: number;
}

export function toOffset(h: Hex): Offset {
  return { col: h.q + (h.r - (h.r & 1)) / 2, row: h.r };
}

export function fromOffset(col: number, row: number): Hex {
  return { q: col - (row - (row & 1)) / 2, r: row };
}

/** Column letters A..Z, AA..AZ, ... */
function columnName(col: number): string {
  let n = col;
  let name = '';
  do {
    name = String.fromCharCode(65 + (n % 26)) + name;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return name;
}

/** The label a player reads, chess style: column letter and 1-based row, e.g. "C5". */
export function hexLabel(h: Hex): string {
  const { col, row } = toOffset(h);
  return `${columnName(col)}${row + 1}`;
}

/** Reads a label like "C5" or "AB16" back into a hex, or null when it is not one. */
export function parseHexLabel(label: string): Hex | null {
  const m = /^([A-Z]+)(\d+)$/.exec(label.trim().toUpperCase());
  if (!m) return null;
  let col = 0;
  for (const ch of m[1]) col = col * 26 + (ch.charCodeAt(0) - 64);
  const row = Number(m[2]) - 1;
  return row < 0 ? null : fromOffset(col - 1, row);
}

/** A direction from its name ("NE") or number. */
export function parseDir(v: unknown): Dir | null {
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 5) return v as Dir;
  if (typeof v === 'string') {
    const i = DIR_NAMES.indexOf(v.trim().toUpperCase());
    return i >= 0 ? (i as Dir) : null;
  }
  return null;
}
