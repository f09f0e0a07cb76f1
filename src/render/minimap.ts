// The overview (minimap) of a battlefield larger than the map area (docs/playing.md, "The overview"): drawn with
// Canvas2D from the state alone, so it costs nothing per frame and never asks for frames itself.
import { fromOffset, type GameState } from '../engine';
import type { Camera } from './camera';
import { screenToWorld } from './camera';
import { hexToWorld, mapBounds, turnBounds, turnPoint, type Point } from './layout';
import { TERRAIN_COLORS } from './terrainArt';
import { TEAM_CSS } from './viewModel';

export interface OverviewView {
  camera: Camera;
  quarterTurns: 0 | 1;
  width: number;
  height: number;
}

/** The overview's size on screen, CSS pixels; its canvas holds this times the device pixel ratio. */
export const MINIMAP_SIZE = { width: 180, height: 140 } as const;

/**
 * Sizes the overview canvas's pixels for the screen's density (a canvas of CSS size only is drawn
 * at one pixel per CSS pixel, blurred on a high-density screen) and scales its context so the
 * drawing below works in CSS pixels of MINIMAP_SIZE.
 */
export function fitMinimapCanvas(
  canvas: HTMLCanvasElement,
  ctx: CanvasRenderingContext2D,
  devicePixelRatio: number,
): void {
  const ratio = devicePixelRatio > 0 && Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1;
  const width = Math.round(MINIMAP_SIZE.width * ratio);
  const height = Math.round(MINIMAP_SIZE.height * ratio);
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  ctx.setTransform(width / MINIMAP_SIZE.width, 0, 0, height / MINIMAP_SIZE.height, 0, 0);
}

const css = (n: number) => `#${n.toString(16).padStart(6, '0')}`;

/** Scale and offset from (turned) world to minimap pixels, keeping the aspect. */
function fitting(game: GameState, turns: 0 | 1, size: { width: number; height: number }) {
  const b = turnBounds(mapBounds(game.map.cols, game.map.rows), turns);
  const k = Math.min(size.width / b.width, size.height / b.height);
  return { k, x: -b.x * k + (size.width - b.width * k) / 2, y: -b.y * k + (size.height - b.height * k) / 2 };
}

/** Whether the whole battlefield is on screen at this camera: then no overview is needed. */
export function allVisible(game: GameState, v: OverviewView): boolean {
  const b = turnBounds(mapBounds(game.map.cols, game.map.rows), v.quarterTurns);
  const { zoom, x, y } = v.camera;
  return (
    b.x * zoom + x >= -1 &&
    b.y * zoom + y >= -1 &&
    (b.x + b.width) * zoom + x <= v.width + 1 &&
    (b.y + b.height) * zoom + y <= v.height + 1
  );
}

/** Draws terrain per hex, objectives, units as team dots and the view rectangle. */
export function drawMinimap(
  ctx: CanvasRenderingContext2D,
  game: GameState,
  v: OverviewView,
  size: { width: number; height: number },
): void {
  const f = fitting(game, v.quarterTurns, size);
  const at = (p: Point) => {
    const t = turnPoint(p, v.quarterTurns);
    return { x: t.x * f.k + f.x, y: t.y * f.k + f.y };
  };
  ctx.clearRect(0, 0, size.width, size.height);
  const r = Math.max(1, 40 * f.k);
  for (let row = 0; row < game.map.rows; row++)
    for (let col = 0; col < game.map.cols; col++) {
      const p = at(hexToWorld(fromOffset(col, row)));
      ctx.fillStyle = css(TERRAIN_COLORS[game.map.hexes[row * game.map.cols + col]!.terrain]);
      ctx.beginPath();
      ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
      ctx.fill();
    }
  ctx.fillStyle = '#f2d24b';
  for (const o of game.objectives) {
    const p = at(hexToWorld(o.at));
    ctx.fillRect(p.x - r, p.y - r, 2 * r, 2 * r);
  }
  for (const u of Object.values(game.units)) {
    if (!u.at || u.models.length === 0) continue;
    const p = at(hexToWorld(u.at));
    ctx.fillStyle = TEAM_CSS[u.team];
    ctx.beginPath();
    ctx.arc(p.x, p.y, Math.max(2, r * 0.7), 0, Math.PI * 2);
    ctx.fill();
  }
  // The view rectangle: the screen's corners in (turned) world space.
  const a = screenToWorld(v.camera, { x: 0, y: 0 });
  const b = screenToWorld(v.camera, { x: v.width, y: v.height });
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 1.5;
  ctx.strokeRect(a.x * f.k + f.x, a.y * f.k + f.y, (b.x - a.x) * f.k, (b.y - a.y) * f.k);
}

/** The turned world point under a minimap pixel, for the main view to centre on. */
export function minimapToWorld(
  game: GameState,
  turns: 0 | 1,
  size: { width: number; height: number },
  p: Point,
): Point {
  const f = fitting(game, turns, size);
  return { x: (p.x - f.x) / f.k, y: (p.y - f.y) / f.k };
}
