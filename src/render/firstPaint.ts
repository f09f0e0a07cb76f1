// The map's first frame, painted with Canvas2D the moment the battle screen mounts (quick to open:
// docs/development.md, "Opening the page"), while PixiJS (about 140 kB gzipped) loads behind it. It is the same
// picture the PixiJS map draws: the same drawing code (sceneArt.ts through the pen, painted by
// canvasPen.ts), the same fit and camera (camera.ts fitView), the counters at the zoom's level
// of detail. No PixiJS value is imported here or by anything this imports.
import type { Hex } from '../engine';
import { fitView, hexAtScreen, hexToScreen, type Camera } from './camera';
import { CanvasLayer, cssFont, paintNodes, type Measure } from './canvasPen';
import { counterDetail } from './counterLayout';
import { drawingResolution } from './rendererChoice';
import type { Point } from './layout';
import { drawScene, LAYER_ORDER, type Scene, type SceneLayers } from './sceneArt';
import { counterModels } from './viewModel';

/** The performance mark set when the map is first drawn after the page loaded (scripts/measureLoad.ts reads it). */
const FIRST_DRAW_MARK = 'aam:map-first-draw';
let firstDrawMarked = false;

/** The PixiJS map's background (BoardView's Application), so the hand-over shows no seam. */
const BACKGROUND = '#26302a';

/** Every layer of the picture as a recorded Canvas2D tree, in BoardView's stacking order. */
export function recordScene(
  scene: Scene,
  quarterTurns: 0 | 1,
  measure: Measure,
  zoom: number,
): { [K in keyof SceneLayers]: CanvasLayer } & { order: CanvasLayer[] } {
  const layers = Object.fromEntries(LAYER_ORDER.map((k) => [k, new CanvasLayer(measure)])) as {
    [K in keyof SceneLayers]: CanvasLayer;
  };
  drawScene(layers, scene, counterModels(scene.game, scene.selected), quarterTurns, zoom);
  return { ...layers, order: LAYER_ORDER.map((k) => layers[k]) };
}

export interface FirstFrame {
  camera: Camera;
  quarterTurns: 0 | 1;
  /** The hex under a point of the canvas (CSS pixels from its top left), by the same camera math as BoardView. */
  hexAt(x: number, y: number): Hex | null;
  /** Where a hex's centre is on the canvas (CSS pixels from its top left). */
  screenOf(h: Hex): Point;
}

/** Paints `scene` fitted to `view` (CSS pixels) on `canvas`, and marks the page's first draw of the map. */
export function paintFirstFrame(
  canvas: HTMLCanvasElement,
  scene: Scene,
  view: { width: number; height: number },
  pixelRatio: number,
): FirstFrame {
  const { cols, rows } = scene.game.map;
  const { quarterTurns, camera } = fitView(cols, rows, view);
  const frame = {
    camera,
    quarterTurns,
    hexAt: (x: number, y: number) => hexAtScreen(camera, quarterTurns, cols, rows, { x, y }),
    screenOf: (h: Hex) => hexToScreen(camera, quarterTurns, h),
  };
  const k = drawingResolution(pixelRatio);
  canvas.width = Math.max(1, Math.round(view.width * k));
  canvas.height = Math.max(1, Math.round(view.height * k));
  canvas.style.width = `${view.width}px`;
  canvas.style.height = `${view.height}px`;
  const ctx = canvas.getContext('2d');
  if (!ctx) return frame;
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const measure: Measure = (spec) => {
    ctx.font = cssFont(spec);
    return ctx.measureText(spec.text).width;
  };
  const { order } = recordScene(scene, quarterTurns, measure, camera.zoom);
  // World to canvas: the camera (in drawn pixels), then the board's quarter turn, as BoardView's world and board containers.
  ctx.setTransform(camera.zoom * k, 0, 0, camera.zoom * k, camera.x * k, camera.y * k);
  ctx.rotate((quarterTurns * Math.PI) / 2);
  const level = counterDetail(camera.zoom);
  for (const layer of order) paintNodes(ctx, layer.nodes, level);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  if (!firstDrawMarked) {
    performance.mark(FIRST_DRAW_MARK);
    firstDrawMarked = true;
  }
  return frame;
}
