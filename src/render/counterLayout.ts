// Where counters sit and how much of them shows (issue 13 point 9), pure: no Pixi here, so the
// numbers are tested in node (tests/render/counters.test.ts).
import type { Point } from './layout';

/** Zoomed in at least this far (screen pixels per world pixel), counters show their detail parts. */
export const DETAIL_ZOOM = 0.8;

/** Which set of parts a counter shows at a zoom: 'glance' far out, 'detail' close. */
export function counterDetail(zoom: number): 'glance' | 'detail' {
  return zoom >= DETAIL_ZOOM ? 'detail' : 'glance';
}

/** Counters in a hex up to which the four quarters of the hex are used. */
const QUARTER_COUNT = 4;

/**
 * Side of a counter in world pixels: alone in its hex, sharing it with up to three others, or
 * with more (the hex is 40 from centre to corner; six of these fit side by side across it).
 */
export function counterSize(shared: number): number {
  if (shared <= 1) return 56;
  return shared <= QUARTER_COUNT ? 34 : 24;
}

/** Two to four counters: one in each quarter of the hex. */
const QUARTERS: Point[] = [
  { x: -15, y: -13 },
  { x: 15, y: 13 },
  { x: 15, y: -13 },
  { x: -15, y: 13 },
];

/**
 * Five or more: a hex may hold 2 ground units of each team and any number of Aircraft (R5.6,
 * R8.1: Aircraft do not count for population), so a fifth counter is legal. Six places, three
 * columns by two rows across the hex's waist, where a pointy-top hex is widest.
 */
const SIXTHS: Point[] = [
  { x: -24, y: -13 },
  { x: 0, y: -13 },
  { x: 24, y: -13 },
  { x: -24, y: 13 },
  { x: 0, y: 13 },
  { x: 24, y: 13 },
];

/**
 * Beyond six: a counter takes the place of one six slots before it, moved this far toward the
 * hex centre on each axis per round, so the counter under it still shows its outer edge. The
 * places stay distinct for the first 36 counters, far more than a hex holds in a game.
 */
const CASCADE_STEP = 4;

/** Where a counter sits: the hex centre alone, else its own place in the hex, none drawn exactly over another. */
export function counterCenter(at: Point, shared: number, slot: number): Point {
  if (shared <= 1) return at;
  const places = shared <= QUARTER_COUNT ? QUARTERS : SIXTHS;
  const place = places[slot % places.length];
  const inward = CASCADE_STEP * Math.floor(slot / places.length);
  return { x: at.x + place.x - Math.sign(place.x) * inward, y: at.y + place.y - Math.sign(place.y) * inward };
}
