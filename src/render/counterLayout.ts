// Where counters sit and how much of them shows, pure: no Pixi here, so the
// numbers are tested in node (tests/render/counters.test.ts).
import type { Point } from './layout';

/** Zoomed in at least this far (screen pixels per world pixel), counters show their detail parts. */
export const DETAIL_ZOOM = 0.8;

/** Which set of parts a counter shows at a zoom: 'glance' far out, 'detail' close. */
export function counterDetail(zoom: number): 'glance' | 'detail' {
  return zoom >= DETAIL_ZOOM ? 'detail' : 'glance';
}

/**
 * The hex is 40 from centre to corner (layout.ts HEX_SIZE), pointy-top: 34.64 from centre to each
 * hexside. Counters and their shadows stay inside it, so a counter never spills into the hex
 * next to it (where it would cover that hex's Objective Marker or counters). The board's quarter
 * turn changes nothing here: a square turned a quarter is the same square.
 */
export const HEX_INRADIUS = 20 * Math.sqrt(3);

/** The counter's drop shadow, drawn this far right and down of its face (counters.ts). */
export const SHADOW_OFFSET: Point = { x: 1.5, y: 2 };

/** Counters in a hex up to which the four quarters of the hex are used. */
const QUARTER_COUNT = 4;

/**
 * Side of a counter in world pixels: alone in its hex, beside one other, sharing it with up to
 * three others, or with more. Each is the largest whose face and shadow fit in the hex in that
 * layout (tests/render/counters.test.ts checks every place).
 */
export function counterSize(shared: number): number {
  if (shared <= 1) return 46;
  if (shared === 2) return 30;
  return shared <= QUARTER_COUNT ? 25 : 19;
}

/**
 * Two counters: side by side across the hex's waist, where a pointy-top hex is widest, with room
 * left between each and the hexside beside it for its facing arrow.
 */
const PAIR: Point[] = [
  { x: -16, y: 0 },
  { x: 16, y: 0 },
];

/** Three or four counters: one in each quarter of the hex, overlapping at their edges only. */
const QUARTERS: Point[] = [
  { x: -10.5, y: -10.5 },
  { x: 10.5, y: 10.5 },
  { x: 10.5, y: -10.5 },
  { x: -10.5, y: 10.5 },
];

/**
 * Five or more: a hex may hold 2 ground units of each team and any number of Aircraft (R5.6,
 * R8.1: Aircraft do not count for population), so a fifth counter is legal. Six places, three
 * columns by two rows across the hex's waist, where a pointy-top hex is widest.
 */
const SIXTHS: Point[] = [
  { x: -19.5, y: -10 },
  { x: 0, y: -10 },
  { x: 19.5, y: -10 },
  { x: -19.5, y: 10 },
  { x: 0, y: 10 },
  { x: 19.5, y: 10 },
];

/**
 * Beyond six: a counter takes the place of one six slots before it, moved this far toward the
 * hex centre on each axis per round, so the counter under it still shows its outer edge. The
 * places stay distinct for the first 36 counters, far more than a hex holds in a game.
 */
const CASCADE_STEP = 3;

/** Where a counter sits: the hex centre alone, else its own place in the hex, none drawn exactly over another. */
export function counterCenter(at: Point, shared: number, slot: number): Point {
  if (shared <= 1) return at;
  const places = shared === 2 ? PAIR : shared <= QUARTER_COUNT ? QUARTERS : SIXTHS;
  const place = places[slot % places.length];
  const inward = CASCADE_STEP * Math.floor(slot / places.length);
  return { x: at.x + place.x - Math.sign(place.x) * inward, y: at.y + place.y - Math.sign(place.y) * inward };
}

/** The six hexsides' outward normals of a pointy-top hex (E, SE, SW, W, NW, NE). */
const NORMALS: Point[] = [0, 1, 2, 3, 4, 5].map((d) => ({
  x: Math.cos((d * Math.PI) / 3),
  y: Math.sin((d * Math.PI) / 3),
}));

/** How far a point (relative to the hex centre) is inside the hex: its distance to the nearest hexside (negative outside). */
export function insideHexBy(p: Point): number {
  return Math.min(...NORMALS.map((n) => HEX_INRADIUS - (p.x * n.x + p.y * n.y)));
}

/**
 * How far a counter's facing arrow reaches from its centre toward hexside `dir`: `wanted`, but
 * short of the hexside, so the arrow of a counter off the hex centre stays in its hex too.
 */
export function facingReach(offset: Point, dir: number, wanted: number, floor: number): number {
  const n = NORMALS[((dir % 6) + 6) % 6];
  const room = HEX_INRADIUS - 1.5 - (offset.x * n.x + offset.y * n.y);
  return Math.max(floor, Math.min(wanted, room));
}

/** Smallest radius of an Objective Marker on the screen, in screen pixels: its digit stays readable however far out the map is zoomed. */
export const MIN_MARKER_SCREEN_RADIUS = 8;

/** The marker's radius in world pixels when the map is zoomed in far enough for it not to need the floor. */
const MARKER_RADIUS = 11;

/**
 * R3.2 Objective Marker: where in its hex it sits and how big, at a zoom (screen pixels per world
 * pixel) and a quarter turn of the board. Never under MIN_MARKER_SCREEN_RADIUS on the screen,
 * toward the top of the hex as the player sees it (above the counter's face, where only its
 * nation band is), and always wholly inside its hex: the bigger it is, the nearer the centre.
 */
export function markerPlace(zoom: number, quarterTurns: 0 | 1): { offset: Point; radius: number; fontSize: number } {
  const margin = 1.5;
  const radius = Math.min(
    HEX_INRADIUS - margin,
    Math.max(MARKER_RADIUS, MIN_MARKER_SCREEN_RADIUS / Math.max(zoom, 0.01)),
  );
  // Up on the screen, in the board's own coordinates (it may be turned a quarter clockwise).
  const up = quarterTurns === 1 ? { x: -1, y: 0 } : { x: 0, y: -1 };
  const toward = Math.max(...NORMALS.map((n) => up.x * n.x + up.y * n.y));
  const d = (HEX_INRADIUS - margin - radius) / toward;
  return { offset: { x: up.x * d, y: up.y * d }, radius, fontSize: radius * 1.15 };
}
