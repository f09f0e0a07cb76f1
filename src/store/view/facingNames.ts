// How a facing (R5.5) or a hexside direction is named to the player: by where it points on the
// screen. The engine numbers the six hexsides of a pointy-topped hex clockwise from east (0 E,
// 1 SE, 2 SW, 3 W, 4 NW, 5 NE: DIR_NAMES); a battlefield much taller than wide is shown turned a
// quarter clockwise in a wide window (render/layout.ts, boardQuarterTurns), and its hexes then
// have flat tops: the engine's W points up. The unit card, the facing control, the log and every
// other place that names a direction go through here, so they all say what the player sees.
import type { Dir, DirNaming } from '../../engine';

/** The screen's compass, clockwise from east, a point every 45 degrees (y points down: S is down). */
const POINTS = ['E', 'SE', 'S', 'SW', 'W', 'NW', 'N', 'NE'] as const;
const WORDS = ['east', 'south-east', 'south', 'south-west', 'west', 'north-west', 'north', 'north-east'] as const;

/** The angle in degrees, clockwise from east, at which direction `d` points on the screen. */
export function screenDegrees(d: Dir, quarterTurns: 0 | 1): number {
  return (60 * d + 90 * quarterTurns) % 360;
}

/**
 * The compass point nearest direction `d` on the screen. Hexside directions are 30 degrees off
 * the nearest multiple of 90 or 60 and so always 15 (or 0) degrees from one point of eight: no ties.
 */
function pointOf(d: Dir, quarterTurns: 0 | 1): number {
  return Math.round(screenDegrees(d, quarterTurns) / 45) % 8;
}

/** "NW": the short name of direction `d` as it points on the screen. */
export function facingName(d: Dir, quarterTurns: 0 | 1): string {
  return POINTS[pointOf(d, quarterTurns)];
}

/** "north-west": the word for direction `d` as it points on the screen (buttons' labels, sentences). */
export function facingWord(d: Dir, quarterTurns: 0 | 1): string {
  return WORDS[pointOf(d, quarterTurns)];
}

const NAMINGS: Record<0 | 1, DirNaming> = { 0: (d) => facingName(d, 0), 1: (d) => facingName(d, 1) };

/** The naming for the log's lines (engine describeEvent): one function per turn of the board, so lines written once are kept. */
export function dirNaming(quarterTurns: 0 | 1): DirNaming {
  return NAMINGS[quarterTurns];
}
