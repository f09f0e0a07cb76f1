// Camera math, pure: a world-to-screen transform of scale and offset.
import type { Hex } from '../engine';
import { boardQuarterTurns, hexToWorld, mapBounds, turnBounds, turnPoint, worldToHex, type Point } from './layout';

export interface Camera {
  /** Screen pixels per world pixel. */
  zoom: number;
  /** Screen position of the world origin. */
  x: number;
  y: number;
}

export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 3;

function clampZoom(z: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));
}

/** The camera that shows the whole rectangle, centred, with a margin. */
function fitCamera(
  bounds: { x: number; y: number; width: number; height: number },
  viewport: { width: number; height: number },
  margin = 16,
): Camera {
  const zoom = clampZoom(
    Math.min((viewport.width - 2 * margin) / bounds.width, (viewport.height - 2 * margin) / bounds.height),
  );
  return {
    zoom,
    x: viewport.width / 2 - (bounds.x + bounds.width / 2) * zoom,
    y: viewport.height / 2 - (bounds.y + bounds.height / 2) * zoom,
  };
}

/** Zooms by `factor` keeping the world point under the screen point `at` in place. */
export function zoomAt(cam: Camera, at: Point, factor: number): Camera {
  const zoom = clampZoom(cam.zoom * factor);
  const k = zoom / cam.zoom;
  return { zoom, x: at.x - (at.x - cam.x) * k, y: at.y - (at.y - cam.y) * k };
}

export function pan(cam: Camera, dx: number, dy: number): Camera {
  return { ...cam, x: cam.x + dx, y: cam.y + dy };
}

export function screenToWorld(cam: Camera, p: Point): Point {
  return { x: (p.x - cam.x) / cam.zoom, y: (p.y - cam.y) / cam.zoom };
}

function worldToScreen(cam: Camera, p: Point): Point {
  return { x: p.x * cam.zoom + cam.x, y: p.y * cam.zoom + cam.y };
}

/**
 * Two fingers moved from `before` to `after`: the world point under their midpoint follows the
 * midpoint, and the zoom changes by how far the fingers spread or closed.
 */
export function pinch(cam: Camera, before: readonly [Point, Point], after: readonly [Point, Point]): Camera {
  const mid = (p: readonly [Point, Point]): Point => ({ x: (p[0].x + p[1].x) / 2, y: (p[0].y + p[1].y) / 2 });
  const span = (p: readonly [Point, Point]) => Math.hypot(p[1].x - p[0].x, p[1].y - p[0].y);
  const from = mid(before);
  const to = mid(after);
  const factor = span(before) > 0 ? span(after) / span(before) : 1;
  return zoomAt(pan(cam, to.x - from.x, to.y - from.y), to, factor);
}

/** The largest texture side the static layer's cache may use (WebGL guarantees far less, but every browser of the last decade has 4096). */
export const MAX_CACHE_TEXTURE = 4096;

/**
 * The resolution for a texture caching a layer `worldSize` world pixels across (its larger side)
 * seen at `screenScale` screen pixels per world pixel: one texel per screen pixel, in steps of
 * 1/8 (so a small zoom does not re-render it), never larger than MAX_CACHE_TEXTURE (zoomed in
 * past that, the texture is magnified a little) and never under 1/4.
 */
export function cacheResolution(screenScale: number, worldSize: number): number {
  const stepped = Math.ceil(screenScale * 8) / 8;
  const cap = MAX_CACHE_TEXTURE / Math.max(1, worldSize);
  return Math.max(0.25, Math.min(stepped, cap));
}

/**
 * How a battlefield of cols x rows opens in a view: turned a quarter if it is much taller than
 * wide in a wide view, and fitted. The PixiJS map and the first frame painted before it
 * (docs/development.md, "Opening the page") both start from this, so the one takes over from the other in place.
 */
export function fitView(
  cols: number,
  rows: number,
  view: { width: number; height: number },
): { quarterTurns: 0 | 1; camera: Camera } {
  const quarterTurns = boardQuarterTurns(cols, rows, view);
  return { quarterTurns, camera: fitCamera(turnBounds(mapBounds(cols, rows), quarterTurns), view) };
}

/** Where a hex's centre is in the view (the inverse of hexAtScreen). */
export function hexToScreen(cam: Camera, quarterTurns: 0 | 1, h: Hex): Point {
  return worldToScreen(cam, turnPoint(hexToWorld(h), quarterTurns));
}

/** The hex of a battlefield of cols x rows under a point of the view (null: off the battlefield). */
export function hexAtScreen(cam: Camera, quarterTurns: 0 | 1, cols: number, rows: number, p: Point): Hex | null {
  const h = worldToHex(turnPoint(screenToWorld(cam, p), quarterTurns === 1 ? -1 : 0));
  const row = h.r;
  const col = h.q + (row - (row & 1)) / 2;
  return row >= 0 && row < rows && col >= 0 && col < cols ? h : null;
}
