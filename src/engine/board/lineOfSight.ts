// Line of sight: rule book "Assault Phase" (the string between the hex centre dots) and the
// terrain entries "Cliff", "Hedges", "Hills", "City", "Forest"; RULINGS R6.3, and the hexside
// die of R6.5. Pure geometry over the precomputed Board: units are seen only through the
// caller's `occupied` predicate, so this module does not care how units are stored.
//
// How the segment is traced
// -------------------------
// The segment runs between the two hex centres. In cube coordinates a hex c is the set of
// points p with (p - c)·e <= 1 for its six neighbour vectors e, and the facet (p - c)·e = 1 is
// the hexside towards c + e. The walk starts in the attacker's hex and, at each hex, leaves
// through the forward facet (D·e > 0) that the segment reaches first; consecutive hexes of
// the walk therefore share the hexside that is crossed. Everything is integer arithmetic:
// with k_e = (c - from)·e, the segment meets that facet at t = (k_e + 1) / (D·e).
//
// R6.3 "A segment running exactly along a hexside or through a corner is blocked only if it
// is blocked on both sides": the segment is nudged sideways by an infinitesimal eps,
// perpendicular to itself (the perpendicular in cube coordinates is D x (1,1,1)), once to
// each side. The nudge is symbolic, so the walk is exact: when two facets are reached at the
// same t (the segment meets a corner), the tie is broken by the eps term, which decides on
// which side of the corner the nudged segment passes. (Red Blob Games' fixed nudge
// (1e-6, 1e-6, -2e-6) is parallel to the hexsides of one of the three orientations, so it
// cannot separate the two sides of a segment running along such a hexside. And sampling the
// line at N + 1 points, N the distance, lists N + 1 hexes, while a segment can pass through
// more: it misses the corner a nudged segment clips, and also hexes a segment close to a
// hexside direction really enters, e.g. axial (0,0) to (1,-4) crosses the hexside between
// (1,-2) and (0,-2) at its midpoint and passes through both. Hence our own walk: it finds
// every hex whose inside the string passes through, as R6.3 says.)
//
// Readings (R6.3 / R6.5), chosen here and tested in tests/engine/lineOfSight.test.ts
// ---------------------------------------------------------------------------------
// 1. Both sides, whole segment: the line is blocked when the segment nudged to the left is
//    blocked anywhere and the segment nudged to the right is blocked anywhere (not judged
//    corner by corner). A segment that touches no corner has one walk: both sides are equal.
// 2. Corner where three hexes meet: the segment goes from hex X into hex Z through the corner
//    of hex Y. One side clips Y and crosses the hexsides X|Y and Y|Z; the other crosses X|Z.
//    So a Forest in Y alone, or a Hedge on X|Z alone, does not block: only one side is blocked.
// 3. Along a hexside: the two sides pass through the hexes on either side of it, and neither
//    crosses the hexside itself. A Cliff or Hedge on a hexside the segment runs along does not
//    block it (the string lies along the hedge; it is not "drawn through" it).
// 4. The attacker's and target's own hexes never block, by terrain or by units; the walk does
//    not ask `occupied` about them. Cliff and Hedge block only on hexsides between two
//    intermediate hexes: the first hexside crossed (the attacker's) and the last (the
//    target's) never block, also when the two hexes are adjacent. The same hex and adjacent
//    hexes are therefore always in sight.
// 5. R6.5 cover: the last hexside crossed is the target's. When it is a Cliff or Hedge the
//    target gets the die, also between adjacent hexes (the segment crosses the shared hexside:
//    R6.5 and RB "Hedges grant +1 defense die if the Line of Sight passes through them"). No
//    cover in the same hex. When the segment runs along or through a corner and the two sides
//    differ, the attacker uses the better side: a clear side before a blocked one, then a side
//    without cover before one with cover (the same benefit of the doubt R6.3 gives the attacker).
// 6. Hill: the attacker is on a Hill when its own hex is Hill. It ignores the first intermediate
//    hex (in order from the attacker) that is blocked only by units, on each side separately;
//    a second such hex, or a hex of City, Forest or Hill (with or without units), still blocks.
//    The exception is the attacker's only: a target on a Hill does not get it (not symmetric).
// 7. Hexside codes only: Rivers and Bridges (standing or destroyed) do not affect sight.
// 8. Board edge: a side that leaves the battlefield (only a segment along the jagged left or
//    right edge of the odd-r rectangle can) is not a line at all: it counts as blocked, so the
//    side on the battlefield decides. Nothing off the map is known, so nothing is seen through it.
// 9. Aircraft always see and are always seen: the caller does not ask (nor does it count them,
//    or embarked units, in `occupied`).
import type { Dir, Hex } from '../core/hex';
import { SIDE_CLIFF, SIDE_HEDGE, type Board, type Terrain } from './map';

/** Why a side of the segment is blocked: the first blocker along it from the attacker. */
export type SightBlocker =
  /** R6.3: an intermediate hex of City, Forest or Hill. */
  | { kind: 'terrain'; hex: Hex; terrain: Terrain }
  /** R6.3: an intermediate hex holding ground units (after the Hill exception). */
  | { kind: 'units'; hex: Hex }
  /** R6.3: a Cliff or Hedge between two intermediate hexes: hexside `dir` of `hex` (the hex the line leaves). */
  | { kind: 'hexside'; hex: Hex; dir: Dir; feature: 'cliff' | 'hedge' }
  /** Reading 8: this side leaves the battlefield at `hex`, a hex off the map. */
  | { kind: 'offMap'; hex: Hex };

/** The full answer for one attacker and one target, for the attack and its explanation. */
export interface Sight {
  clear: boolean;
  /** The first blocker along the side reported, or null when clear. */
  blocker: SightBlocker | null;
  /**
   * When the segment runs along a hexside or through a corner and both sides are blocked by
   * different things: the other side's first blocker (the UI says "and ... on the other side").
   */
  otherBlocker: SightBlocker | null;
  /** The intermediate hexes of the side reported, in order from the attacker (ends excluded). */
  hexes: Hex[];
  /** R6.5: the Cliff or Hedge hexside of the target's hex that the side reported crosses, if any. */
  targetCover: 'cliff' | 'hedge' | null;
  /** R6.3: the hex of units an attacker on a Hill saw past, on the side reported. */
  ignoredUnits: Hex | null;
  /** The segment touches a corner or runs along a hexside: two sides were judged. */
  twoSided: boolean;
}

/** Whether hex index i holds a ground unit that blocks sight (no Aircraft, no embarked units). */
export type Occupied = (hexIndex: number) => boolean;

/** The sides of the segment: +1 is the left of the attacker looking at the target (on screen, y down). */
export type SightSide = 1 | -1;

// Cube vectors (q, r, s) of the six directions, in hex.ts's order.
const CQ = [1, 0, -1, -1, 0, 1];
const CR = [0, 1, 1, 0, -1, -1];
const CS = [-1, -1, 0, 1, 1, 0];
/** DOT[a * 6 + b]: the dot product of the cube vectors of directions a and b. */
const DOT = new Int8Array(36);
for (let a = 0; a < 6; a++) {
  for (let b = 0; b < 6; b++) DOT[a * 6 + b] = CQ[a] * CQ[b] + CR[a] * CR[b] + CS[a] * CS[b];
}

// What stops a walk.
const OPEN = 0;
const BY_TERRAIN = 1;
const BY_UNITS = 2;
const BY_HEXSIDE = 3;
const OFF_MAP = 4;

// Scratch for the walk, reused: the hot path allocates nothing. The engine is single-threaded
// and the walk calls nothing but `occupied`, which must not start another sight check.
let capacity = 64;
/** pathHex[k]: the k-th hex of the walk, pathHex[0] = from; -1 for a hex off the map. */
let pathHex = new Int32Array(capacity);
/** pathDir[k]: the direction stepped from hex k-1 into hex k (k >= 1). */
let pathDir = new Int8Array(capacity);
const fwdDir = new Int8Array(3);
const fwdD = new Int32Array(3);
const fwdP = new Int32Array(3);
const fwdK = new Int32Array(3);

// The walk's results.
let walkLen = 0;
let walkStop = OPEN;
/** The position in the path of the first blocker: the hex, or the hexside crossed into it. */
let walkStopAt = -1;
let walkIgnoredAt = -1;
let walkCover = 0;
let walkTwoSided = false;

function isBlockingTerrain(t: Terrain): boolean {
  // R6.3, rule book "Assault Phase": "If the string passes through any City, Forest, or Hill".
  return t === 'city' || t === 'forest' || t === 'hill';
}

/**
 * Walks the segment from `from` to `to` nudged to `side`, judging R6.3 on the way. Returns
 * whether this side is blocked. With `full` it goes on to the target after the first blocker
 * (for the report); without, it stops there. Sets the walk* results and the path.
 */
function walk(board: Board, from: number, to: number, side: SightSide, occupied: Occupied, full: boolean): boolean {
  const a = board.hexAt[from];
  const b = board.hexAt[to];
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  const ds = -dq - dr;
  // The perpendicular nudge, D x (1,1,1), towards `side`.
  const pq = side * (dr - ds);
  const pr = side * (ds - dq);
  const ps = side * (dq - dr);
  let n = 0;
  for (let d = 0; d < 6; d++) {
    const de = dq * CQ[d] + dr * CR[d] + ds * CS[d];
    if (de > 0) {
      fwdDir[n] = d;
      fwdD[n] = de;
      fwdP[n] = pq * CQ[d] + pr * CR[d] + ps * CS[d];
      fwdK[n] = 0;
      n++;
    }
  }
  const hill = board.terrain[from] === 'hill';
  let ignorable = hill;
  // A walk crosses each hexside once per step and never goes back; corners add at most a step
  // each, so this bounds a correct walk. Exceeding it is a bug, not a rule.
  const maxSteps = 4 * ((Math.abs(dq) + Math.abs(dr) + Math.abs(ds)) / 2) + 4;
  walkLen = 1;
  walkStop = OPEN;
  walkStopAt = -1;
  walkIgnoredAt = -1;
  walkCover = 0;
  walkTwoSided = false;
  pathHex[0] = from;
  let cur = from;
  while (cur !== to) {
    // The forward facet met first; equal first-order times (a corner) are ordered by the nudge:
    // t_e = (k_e + 1 - eps * p_e) / D_e.
    let best = 0;
    let tied = false;
    for (let m = 1; m < n; m++) {
      const lhs = (fwdK[m] + 1) * fwdD[best];
      const rhs = (fwdK[best] + 1) * fwdD[m];
      if (lhs < rhs) {
        best = m;
        tied = false;
      } else if (lhs === rhs) {
        tied = true;
        if (fwdP[m] * fwdD[best] > fwdP[best] * fwdD[m]) best = m;
      }
    }
    if (tied) walkTwoSided = true;
    const d = fwdDir[best];
    for (let m = 0; m < n; m++) fwdK[m] += DOT[d * 6 + fwdDir[m]];
    const next = board.neighbors[cur * 6 + d];
    if (walkLen + 1 >= capacity) grow();
    pathHex[walkLen] = next;
    pathDir[walkLen] = d;
    walkLen++;
    if (next < 0) {
      // Reading 8: this side leaves the battlefield.
      if (walkStop === OPEN) {
        walkStop = OFF_MAP;
        walkStopAt = walkLen - 1;
      }
      return true;
    }
    if (walkLen > maxSteps) throw new Error(`line of sight walk from ${from} to ${to} did not end`);
    const code = board.sides[cur * 6 + d];
    if (code === SIDE_CLIFF || code === SIDE_HEDGE) {
      // R6.5: the last hexside crossed is the target's.
      if (next === to) walkCover = code;
      // R6.3: a Cliff or Hedge blocks unless it is a hexside of the attacker's or target's hex.
      else if (cur !== from && walkStop === OPEN) {
        walkStop = BY_HEXSIDE;
        walkStopAt = walkLen - 1;
      }
    }
    if (next !== to && walkStop === OPEN) {
      if (isBlockingTerrain(board.terrain[next])) {
        walkStop = BY_TERRAIN;
        walkStopAt = walkLen - 1;
      } else if (occupied(next)) {
        if (ignorable) {
          // R6.3, rule book "Hills": an attacker on a Hill ignores one hex blocked only by units.
          ignorable = false;
          walkIgnoredAt = walkLen - 1;
        } else {
          walkStop = BY_UNITS;
          walkStopAt = walkLen - 1;
        }
      }
    }
    if (walkStop !== OPEN && !full) return true;
    cur = next;
  }
  return walkStop !== OPEN;
}

function grow(): void {
  capacity *= 2;
  const hexes = new Int32Array(capacity);
  hexes.set(pathHex);
  pathHex = hexes;
  const dirs = new Int8Array(capacity);
  dirs.set(pathDir);
  pathDir = dirs;
}

/**
 * R6.3: whether the attacker in hex `from` sees the target in hex `to` (board indexes). The
 * fast check for AI playouts and target lists: no allocation, and the second side is walked
 * only when the segment touches a corner or runs along a hexside.
 */
export function hasLineOfSight(board: Board, from: number, to: number, occupied: Occupied): boolean {
  if (from === to) return true;
  if (!walk(board, from, to, 1, occupied, false)) return true;
  // Blocked before any corner: the other side walks the same hexes up to the same blocker.
  if (!walkTwoSided) return false;
  return !walk(board, from, to, -1, occupied, false);
}

/** One side's walk, copied out of the scratch. */
interface SideReport {
  blocked: boolean;
  stop: number;
  blocker: SightBlocker | null;
  hexes: Hex[];
  cover: 'cliff' | 'hedge' | null;
  ignoredUnits: Hex | null;
}

function pathHexAt(board: Board, k: number): Hex {
  const i = pathHex[k];
  if (i >= 0) return board.hexAt[i];
  // Off the map: one step from the previous hex.
  const prev = board.hexAt[pathHex[k - 1]];
  const d = pathDir[k];
  return { q: prev.q + CQ[d], r: prev.r + CR[d] };
}

function reportWalk(board: Board): SideReport {
  const hexes: Hex[] = [];
  for (let k = 1; k < walkLen - 1; k++) hexes.push(pathHexAt(board, k));
  let blocker: SightBlocker | null = null;
  const at = walkStopAt;
  switch (walkStop) {
    case BY_TERRAIN:
      blocker = { kind: 'terrain', hex: board.hexAt[pathHex[at]], terrain: board.terrain[pathHex[at]] };
      break;
    case BY_UNITS:
      blocker = { kind: 'units', hex: board.hexAt[pathHex[at]] };
      break;
    case BY_HEXSIDE: {
      const from = pathHex[at - 1];
      const dir = pathDir[at] as Dir;
      const feature = board.sides[from * 6 + dir] === SIDE_CLIFF ? 'cliff' : 'hedge';
      blocker = { kind: 'hexside', hex: board.hexAt[from], dir, feature };
      break;
    }
    case OFF_MAP:
      blocker = { kind: 'offMap', hex: pathHexAt(board, at) };
      break;
  }
  return {
    blocked: walkStop !== OPEN,
    stop: walkStop,
    blocker,
    hexes,
    cover: walkCover === SIDE_CLIFF ? 'cliff' : walkCover === SIDE_HEDGE ? 'hedge' : null,
    ignoredUnits: walkIgnoredAt >= 0 ? board.hexAt[pathHex[walkIgnoredAt]] : null,
  };
}

/** Reading 5: the side the attacker uses: clear, then on the map, then without cover. */
function sideRank(s: SideReport): number {
  return (s.blocked ? 4 : 0) + (s.stop === OFF_MAP ? 2 : 0) + (s.cover ? 1 : 0);
}

function sameBlocker(x: SightBlocker, y: SightBlocker): boolean {
  if (x.kind !== y.kind || x.hex.q !== y.hex.q || x.hex.r !== y.hex.r) return false;
  return x.kind !== 'hexside' || (y.kind === 'hexside' && x.dir === y.dir);
}

/**
 * R6.3 and R6.5: the line of sight from the attacker in hex `from` to the target in hex `to`
 * (board indexes), with what blocks it, the hexes it passes and the target's hexside cover.
 * `occupied(i)` says whether intermediate hex i holds a ground unit (see the readings above).
 * `clear` always equals `hasLineOfSight`.
 */
export function traceSight(board: Board, from: number, to: number, occupied: Occupied): Sight {
  if (from === to) {
    return {
      clear: true,
      blocker: null,
      otherBlocker: null,
      hexes: [],
      targetCover: null,
      ignoredUnits: null,
      twoSided: false,
    };
  }
  walk(board, from, to, 1, occupied, true);
  const left = reportWalk(board);
  const twoSided = walkTwoSided;
  let used = left;
  let other: SideReport | null = null;
  if (twoSided) {
    walk(board, from, to, -1, occupied, true);
    const right = reportWalk(board);
    if (sideRank(right) < sideRank(left)) {
      used = right;
      other = left;
    } else other = right;
  }
  const clear = !used.blocked;
  let otherBlocker: SightBlocker | null = null;
  if (!clear && other?.blocker && used.blocker && !sameBlocker(used.blocker, other.blocker)) {
    otherBlocker = other.blocker;
  }
  return {
    clear,
    blocker: used.blocker,
    otherBlocker,
    hexes: used.hexes,
    targetCover: used.cover,
    ignoredUnits: used.ignoredUnits,
    twoSided,
  };
}

/**
 * The hexes, in order from `from` to `to`, whose inside the segment nudged to `side` passes
 * through (both ends included), whatever blocks it. When that side leaves the battlefield the
 * list ends with the first hex off the map. For drawing the line and for tests.
 */
export function sightLine(board: Board, from: number, to: number, side: SightSide): Hex[] {
  if (from === to) return [board.hexAt[from]];
  walk(board, from, to, side, () => false, true);
  const out: Hex[] = [];
  for (let k = 0; k < walkLen; k++) out.push(pathHexAt(board, k));
  return out;
}
