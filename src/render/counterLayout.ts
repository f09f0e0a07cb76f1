// Where counters sit and how much of them shows (issue 13 point 9), pure: no Pixi here, so the
// numbers are tested in node (tests/render/counters.test.ts).
import type { Point } from './layout';

/** Zoomed in at least this far (screen pixels per world pixel), counters show their detail parts. */
export const DETAIL_ZOOM = 0.8;

/** Which set of parts a counter shows at a zoom: 'glance' far out, 'detail' close. */
export function counterDetail(zoom: number): 'glance' | 'detail' {
  return zoom >= DETAIL_ZOOM ? 'detail' : 'glance';
}

/** Side of a counter in world pixels: alone in its hex, or sharing it (up to four). */
export function counterSize(shared: number): number {
  return shared <= 1 ? 56 : 34;
}

const SHARED_OFFSETS: Point[] = [
  { x: -15, y: -13 },
  { x: 15, y: 13 },
  { x: 15, y: -13 },
  { x: -15, y: 13 },
];

/** Where a counter sits: the hex centre alone, or one of four places when the hex is shared. */
export function counterCenter(at: Point, shared: number, slot: number): Point {
  if (shared <= 1) return at;
  const o = SHARED_OFFSETS[slot % 4];
  return { x: at.x + o.x, y: at.y + o.y };
}
