// The only place that knows about pixels: hex <-> world-pixel conversion for the renderer,
// through honeycomb-grid's pure functions (its Hex classes stay out of the engine and state).
import { defineHex, Orientation, pointToCube } from 'honeycomb-grid';
import type { Dir, Hex } from '../engine';

/** Hex radius in world pixels (centre to corner). */
export const HEX_SIZE = 40;

const ViewHex = defineHex({ dimensions: HEX_SIZE, orientation: Orientation.POINTY, origin: { x: 0, y: 0 } });

export interface Point {
  x: number;
  y: number;
}

const HEX_WIDTH = Math.sqrt(3) * HEX_SIZE;
export function hexToWorld(h: Hex): Point {
  return { x: HEX_SIZE * Math.sqrt(3) * (h.q + h.r / 2), y: HEX_SIZE * 1.5 * h.r };
}

export function worldToHex(p: Point): Hex {
  const c = pointToCube(ViewHex.settings, p);
  return { q: c.q, r: c.r };
}

/** Corners of a hex in world pixels, clockwise from the top-right one. */
export function hexCorners(h: Hex, inset = 0): Point[] {
  const c = hexToWorld(h);
  const radius = HEX_SIZE - inset;
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 30);
    out.push({ x: c.x + radius * Math.cos(a), y: c.y + radius * Math.sin(a) });
  }
  return out;
}

/** The two corners bounding hexside `d` (0 E ... 5 NE, clockwise). */
export function hexsideEnds(h: Hex, d: Dir, inset = 0): [Point, Point] {
  const corners = hexCorners(h, inset);
  return [corners[d], corners[(d + 1) % 6]];
}

/** The midpoint of hexside `d`. */
export function hexsideMid(h: Hex, d: Dir): Point {
  const [a, b] = hexsideEnds(h, d);
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** The angle in radians of direction `d` on screen (0 = east, clockwise). */
export function dirAngle(d: Dir): number {
  return (Math.PI / 3) * d;
}

/** World-pixel bounds of a battlefield of cols x rows hexes. */
export function mapBounds(cols: number, rows: number): { x: number; y: number; width: number; height: number } {
  return {
    x: -HEX_WIDTH / 2,
    y: -HEX_SIZE,
    width: HEX_WIDTH * (cols + 0.5),
    height: HEX_SIZE * (1.5 * rows + 0.5),
  };
}

/**
 * How the board is turned to fit a view: a battlefield much taller than wide is turned a
 * quarter clockwise in a wide view, so the teams face each other left and right.
 */
export function boardQuarterTurns(cols: number, rows: number, view: { width: number; height: number }): 0 | 1 {
  const bounds = mapBounds(cols, rows);
  return bounds.height > bounds.width * 1.15 && view.width > view.height ? 1 : 0;
}

/** Where a map edge is on the screen once the board is turned (a quarter clockwise: bottom to left). */
export function screenEdge(edge: 'top' | 'bottom', quarterTurns: 0 | 1): 'top' | 'bottom' | 'left' | 'right' {
  if (quarterTurns === 0) return edge;
  return edge === 'bottom' ? 'left' : 'right';
}

/** A point turned by quarter turns clockwise about the origin (-1: a quarter anticlockwise). */
export function turnPoint(p: Point, quarterTurns: number): Point {
  switch (((quarterTurns % 4) + 4) % 4) {
    case 1:
      return { x: -p.y, y: p.x };
    case 2:
      return { x: -p.x, y: -p.y };
    case 3:
      return { x: p.y, y: -p.x };
    default:
      return p;
  }
}

/** A rectangle's bounds after quarter turns clockwise. */
export function turnBounds(b: { x: number; y: number; width: number; height: number }, quarterTurns: number) {
  const corners = [
    turnPoint({ x: b.x, y: b.y }, quarterTurns),
    turnPoint({ x: b.x + b.width, y: b.y + b.height }, quarterTurns),
  ];
  const x = Math.min(corners[0].x, corners[1].x);
  const y = Math.min(corners[0].y, corners[1].y);
  return { x, y, width: Math.abs(corners[0].x - corners[1].x), height: Math.abs(corners[0].y - corners[1].y) };
}
