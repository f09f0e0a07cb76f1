// The tile editor's canvas (docs/maps.md, "The tile editor"): the tile drawn large by the map's own
// art (sceneArt.ts through the Canvas2D pen, as the map's first frame), the ring of hexes just off
// it where a road may leave, the road ports labelled on that ring, and over it the editor's marks:
// the hex or hexside under the pointer, the keyboard's cursor and the hexes of a chosen problem.
import {
  DIRS,
  fromOffset,
  TILE_COLS,
  TILE_ROWS,
  toOffset,
  type Dir,
  type OffsetPair,
  type SideSpec,
  type TileSpec,
} from '../engine';
import { CanvasLayer, cssFont, paintNodes, type Measure } from './canvasPen';
import { HEX_SIZE, hexCorners, hexsideEnds, hexsideMid, hexToWorld, mapBounds, worldToHex, type Point } from './layout';
import { drawCoordArt, drawFeatureArt, drawTerrainArt } from './sceneArt';
import { tileAsMap } from './tileCanvasMap';

/** The road ports' names, in ROAD_PORTS' order (docs/maps.md, "Road ports"). */
const PORT_NAMES = ['N', 'S', 'W', 'E'];

export interface TileMarks {
  /** The hex or hexside under the pointer: what the tool would act on. */
  hover: { hex: OffsetPair } | { side: SideSpec } | null;
  /** The keyboard's cursor hex, and the hexside it would act on. */
  cursor: { hex: OffsetPair; side: SideSpec | null } | null;
  /** The hexes of the problem chosen in the list. */
  problem: readonly OffsetPair[];
  /** The hex the Road tool goes on from: its next hex, if adjacent, joins it. */
  roadFrom: OffsetPair | null;
}

/** Where the tile sits on a canvas of `width` x `height` CSS pixels, and what is under a point of it. */
export interface TileFrame {
  scale: number;
  origin: Point;
  /** The hex under (x, y) of the canvas, on the tile or one hex off it; null further out. */
  hexAt(x: number, y: number): OffsetPair | null;
  /** The hexside nearest (x, y), named from the hex under it; null off the tile and its ring. */
  sideAt(x: number, y: number): SideSpec | null;
  /** Whether (x, y) is nearer a hexside than the hex's middle: a hexside tool acts there. */
  nearEdge(x: number, y: number): boolean;
  /** Where on the canvas a hex's middle is, or with `dir` the middle of that hexside (CSS pixels). */
  screenOf(hex: readonly number[], dir?: Dir): Point;
}

const inRing = ([c, r]: readonly number[]) => c >= -1 && c <= TILE_COLS && r >= -1 && r <= TILE_ROWS;
const inTile = ([c, r]: readonly number[]) => c >= 0 && c < TILE_COLS && r >= 0 && r < TILE_ROWS;
const centre = ([c, r]: readonly number[]) => hexToWorld(fromOffset(c, r));

/** The tile and its ring fitted to the canvas, with a margin for the port labels. */
export function tileFrame(width: number, height: number): TileFrame {
  const b = mapBounds(TILE_COLS, TILE_ROWS);
  const margin = HEX_SIZE * 1.9;
  const w = b.width + 2 * margin;
  const h = b.height + 2 * margin;
  const scale = Math.max(0.05, Math.min(width / w, height / h));
  const origin = { x: (width - b.width * scale) / 2 - b.x * scale, y: (height - b.height * scale) / 2 - b.y * scale };
  const world = (x: number, y: number): Point => ({ x: (x - origin.x) / scale, y: (y - origin.y) / scale });
  const hexAt = (x: number, y: number): OffsetPair | null => {
    const o = toOffset(worldToHex(world(x, y)));
    // + 0: rounding gives -0 on one side of the origin; a hex of the tile is named with 0.
    return inRing([o.col, o.row]) ? [o.col + 0, o.row + 0] : null;
  };
  const sideAt = (x: number, y: number): SideSpec | null => {
    const at = hexAt(x, y);
    if (!at) return null;
    const p = world(x, y);
    const h = fromOffset(at[0], at[1]);
    const d = DIRS.reduce((best, k) => {
      const m = hexsideMid(h, k);
      const b2 = hexsideMid(h, best);
      return Math.hypot(m.x - p.x, m.y - p.y) < Math.hypot(b2.x - p.x, b2.y - p.y) ? k : best;
    });
    return [at[0], at[1], d];
  };
  const nearEdge = (x: number, y: number) => {
    const at = hexAt(x, y);
    if (!at) return false;
    const p = world(x, y);
    const c = centre(at);
    return Math.hypot(p.x - c.x, p.y - c.y) > HEX_SIZE * 0.5;
  };
  const screenOf = (hex: readonly number[], dir?: Dir): Point => {
    const p = dir === undefined ? centre(hex) : hexsideMid(fromOffset(hex[0], hex[1]), dir);
    // A hexside's middle, nudged a little into the hex: the pointer names the hexside from there.
    const c = centre(hex);
    const q = dir === undefined ? p : { x: p.x + (c.x - p.x) * 0.15, y: p.y + (c.y - p.y) * 0.15 };
    return { x: origin.x + q.x * scale, y: origin.y + q.y * scale };
  };
  return { scale, origin, hexAt, sideAt, nearEdge, screenOf };
}

function hexPath(ctx: CanvasRenderingContext2D, at: readonly number[], inset = 0): void {
  const [first, ...rest] = hexCorners(fromOffset(at[0], at[1]), inset);
  ctx.beginPath();
  ctx.moveTo(first.x, first.y);
  for (const p of rest) ctx.lineTo(p.x, p.y);
  ctx.closePath();
}

function sideLine(ctx: CanvasRenderingContext2D, s: readonly number[], color: string, width: number): void {
  const [p, q] = hexsideEnds(fromOffset(s[0], s[1]), s[2] as Dir);
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(p.x, p.y);
  ctx.lineTo(q.x, q.y);
  ctx.stroke();
}

/** The ring of hexes just off the tile, faint: where a road may end to leave it. */
function drawRing(ctx: CanvasRenderingContext2D): void {
  ctx.strokeStyle = 'rgba(244, 241, 230, 0.22)';
  ctx.lineWidth = 1.5;
  for (let r = -1; r <= TILE_ROWS; r++)
    for (let c = -1; c <= TILE_COLS; c++) {
      if (inTile([c, r])) continue;
      hexPath(ctx, [c, r], 2);
      ctx.stroke();
    }
}

/** Each road port: a road-coloured stub into the ring hex it leads to, named N, S, W, E. */
function drawPorts(ctx: CanvasRenderingContext2D, ports: readonly SideSpec[]): void {
  ports.forEach((p, k) => {
    const from = fromOffset(p[0], p[1]);
    const m = hexsideMid(from, p[2]);
    const c = centre(p);
    const out = { x: m.x + (m.x - c.x) * 1.1, y: m.y + (m.y - c.y) * 1.1 };
    ctx.fillStyle = 'rgba(216, 190, 140, 0.9)';
    ctx.beginPath();
    ctx.arc(out.x, out.y, HEX_SIZE * 0.42, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = '#3b2a14';
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.fillStyle = '#2a1d0c';
    ctx.font = '700 17px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(PORT_NAMES[k] ?? String(k + 1), out.x, out.y);
  });
}

/** Roads that leave the tile: a dashed line on into the ring hex, so a road leaving away from a port shows. */
function drawLeaving(ctx: CanvasRenderingContext2D, leaving: ReturnType<typeof tileAsMap>['leaving']): void {
  ctx.strokeStyle = '#8a6a3c';
  ctx.lineWidth = 8;
  ctx.setLineDash([8, 6]);
  for (const l of leaving) {
    const m = hexsideMid(fromOffset(l.col, l.row), l.dir);
    const c = centre([l.col, l.row]);
    ctx.beginPath();
    ctx.moveTo(m.x, m.y);
    ctx.lineTo(m.x + (m.x - c.x) * 0.9, m.y + (m.y - c.y) * 0.9);
    ctx.stroke();
  }
  ctx.setLineDash([]);
}

function drawMarks(ctx: CanvasRenderingContext2D, marks: TileMarks): void {
  for (const at of marks.problem) {
    hexPath(ctx, at, 3);
    ctx.fillStyle = 'rgba(214, 40, 40, 0.28)';
    ctx.fill();
    ctx.strokeStyle = '#d62828';
    ctx.lineWidth = 5;
    ctx.stroke();
  }
  if (marks.roadFrom) {
    const c = centre(marks.roadFrom);
    ctx.beginPath();
    ctx.arc(c.x, c.y, HEX_SIZE * 0.28, 0, Math.PI * 2);
    ctx.strokeStyle = '#ffd60a';
    ctx.lineWidth = 5;
    ctx.stroke();
  }
  const hover = marks.hover;
  if (hover && 'hex' in hover) {
    hexPath(ctx, hover.hex, 2);
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
    ctx.lineWidth = 3;
    ctx.stroke();
  } else if (hover) sideLine(ctx, hover.side, 'rgba(255, 214, 10, 0.95)', 9);
  if (marks.cursor) {
    hexPath(ctx, marks.cursor.hex, 4);
    ctx.strokeStyle = '#111111';
    ctx.lineWidth = 6;
    ctx.stroke();
    ctx.strokeStyle = '#ffd60a';
    ctx.setLineDash([7, 5]);
    ctx.lineWidth = 3;
    ctx.stroke();
    ctx.setLineDash([]);
    if (marks.cursor.side) sideLine(ctx, marks.cursor.side, '#ffd60a', 8);
  }
}

/** Paints `spec` with its ports and the editor's marks on `canvas` at `width` x `height` CSS pixels. */
export function paintTileCanvas(
  canvas: HTMLCanvasElement,
  spec: TileSpec,
  ports: readonly SideSpec[],
  marks: TileMarks,
  view: { width: number; height: number; pixelRatio: number },
): TileFrame {
  const frame = tileFrame(view.width, view.height);
  const k = view.pixelRatio;
  canvas.width = Math.max(1, Math.round(view.width * k));
  canvas.height = Math.max(1, Math.round(view.height * k));
  const ctx = canvas.getContext('2d');
  if (!ctx) return frame;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = '#26302a';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.setTransform(frame.scale * k, 0, 0, frame.scale * k, frame.origin.x * k, frame.origin.y * k);
  const measure: Measure = (s) => {
    ctx.font = cssFont(s);
    return ctx.measureText(s.text).width;
  };
  const { map, leaving } = tileAsMap(spec);
  const layer = new CanvasLayer(measure);
  drawTerrainArt(layer, map);
  drawFeatureArt(layer, { map, destroyedBridges: [] });
  drawCoordArt(layer, map, 0);
  drawRing(ctx);
  paintNodes(ctx, layer.nodes, 'detail');
  drawLeaving(ctx, leaving);
  drawPorts(ctx, ports);
  drawMarks(ctx, marks);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  return frame;
}
