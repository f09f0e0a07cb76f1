// The battlefield's picture, layer by layer, drawn through the pen (pen.ts) and so renderer
// neutral (docs/development.md "Opening the page": the first frame is painted before PixiJS loads): BoardView draws it into PixiJS containers, and the first frame
// (firstPaint.ts) into Canvas2D before PixiJS has loaded: one drawing path, two painters.
// It decides no rule: what to highlight comes from the store's overlay.
import {
  DIRS,
  getBoard,
  hexLabel,
  hexsideKey,
  type BattleMap,
  type Dir,
  type GameEvent,
  type GameState,
  type Hex,
} from '../engine';
import type { AiShown } from '../store/view/aiShown';
import type { HexMark, Overlay, RoutePreview } from '../store/view/overlay';
import type { SightShown } from '../store/view/sightTool';
import { drawPlanned, type PlannedBy } from './aiRoute';
import { drawCounter } from './counters';
import { HEX_SIZE, hexCorners, hexToWorld, type Point } from './layout';
import { drawMark, drawObjectives } from './marks';
import type { Layer, Pen } from './pen';
import { drawPointer } from './pointer';
import { drawSight } from './sightArt';
import { drawBridge, drawCliff, drawHedge, drawHexTerrain, drawRiver, drawRoadHub, drawRoadSpoke } from './terrainArt';
import type { CounterModel } from './viewModel';

export interface Scene {
  game: GameState;
  selected: string | null;
  hover: Hex | null;
  /** What to highlight (from the store's overlay, worked out with the engine's queries). */
  overlay: Pick<Overlay, 'marks' | 'route'>;
  /** Print each hex's label ("J15", as the log names hexes) on the map (the Settings menu). */
  coords?: boolean;
  /**
   * The action just taken, to animate (docs/playing.md "What happened, seen"): the state it was applied to and its
   * events, under an id that changes with each new action. Null: nothing to animate (animations
   * off, reduced motion, an undo, a jump in a replay).
   */
  animation?: { id: number; before: GameState; events: readonly GameEvent[] } | null;
  /** The AI's action about to be played, or the Suggest's: its route and target (docs/ai.md). */
  planned?: { shown: AiShown; by: PlannedBy } | null;
  /** The hex a lesson's hint points at (docs/playing.md "First battle"), drawn above the counters. */
  pointer?: Hex | null;
  /** The line-of-sight tool's line and what blocks it (store/view/sightTool.ts), drawn above the counters. */
  sight?: SightShown | null;
}

/**
 * The map's layers, lowest first, as both painters stack them. The PixiJS map redraws each on
 * its own when what it shows changes (BoardView, mapLayers.ts): the marks by hex and kind, the
 * counters by unit, and the few layers that follow the pointer (`ghost`, `hover`, `route`) on a
 * hover, without touching the others.
 */
export interface SceneLayers {
  terrain: Layer;
  features: Layer;
  coords: Layer;
  /** The overlay's marks (marks.ts drawMark), one pen each, in the overlay's order. */
  marks: Layer;
  /** R3.3: the unit being placed, drawn on the hovered hex (the overlay's 'placing' mark). */
  ghost: Layer;
  /** The selected unit's hex. */
  selection: Layer;
  /** The hovered hex's outline. */
  hover: Layer;
  /** The marks' labels (costs, rolls, ranges), above every mark's shape. */
  markLabels: Layer;
  /** The route to the hovered hex. */
  route: Layer;
  /** The AI's action about to be played, or the Suggest's. */
  planned: Layer;
  units: Layer;
  /** The Objective Markers, above the counters (marks.ts drawObjectives). */
  markers: Layer;
  pointer: Layer;
}

/** The layers' names in stacking order, lowest first. */
export const LAYER_ORDER = [
  'terrain',
  'features',
  'coords',
  'marks',
  'ghost',
  'selection',
  'hover',
  'markLabels',
  'route',
  'planned',
  'units',
  'markers',
  'pointer',
] as const satisfies readonly (keyof SceneLayers)[];

function flat(points: Point[]): number[] {
  return points.flatMap((p) => [p.x, p.y]);
}

export function drawTerrainArt(layer: Layer, map: BattleMap): void {
  const board = getBoard(map);
  const g = layer.pen();
  for (let i = 0; i < board.size; i++) drawHexTerrain(g, board.hexAt[i], board.terrain[i]);
}

/** Roads, rivers, bridges (destroyed ones broken), hedges and cliffs: of the map, and the bridges destroyed in play. */
export function drawFeatureArt(layer: Layer, game: Pick<GameState, 'map' | 'destroyedBridges'>): void {
  const board = getBoard(game.map);
  const roadEdges = layer.pen();
  const roadSurface = layer.pen();
  const sides = layer.pen();
  const bridgeLayer = layer.pen();
  for (let i = 0; i < board.size; i++) {
    const h = board.hexAt[i];
    const bits = board.roadBits[i];
    if (!bits) continue;
    const spokes = DIRS.filter((d) => bits & (1 << d));
    for (const d of spokes) drawRoadSpoke(roadEdges, h, d, 'edge');
    for (const d of spokes) drawRoadSpoke(roadSurface, h, d, 'surface');
    drawRoadHub(roadEdges, h, 'edge');
    drawRoadHub(roadSurface, h, 'surface');
  }
  const bridges: { h: Hex; d: Dir; destroyed: boolean }[] = [];
  for (const s of game.map.hexsides) {
    if (s.kind === 'river') {
      drawRiver(sides, s.hex, s.dir);
      if (s.bridge)
        bridges.push({ h: s.hex, d: s.dir, destroyed: game.destroyedBridges.includes(hexsideKey(s.hex, s.dir)) });
    }
  }
  for (const s of game.map.hexsides) {
    if (s.kind === 'hedge') drawHedge(sides, s.hex, s.dir);
    if (s.kind === 'cliff') drawCliff(sides, s.hex, s.dir);
  }
  for (const b of bridges) drawBridge(bridgeLayer, b.h, b.d, b.destroyed);
}

/**
 * Each hex's label ("J15") near its top edge, above the counters' place, upright whatever the
 * board's turn: the log and the refusals name hexes this way.
 */
export function drawCoordArt(layer: Layer, map: BattleMap, quarterTurns: 0 | 1): void {
  const board = getBoard(map);
  // "Up" on the screen, in the board's own coordinates (the board may be turned a quarter).
  const up = quarterTurns === 1 ? { x: -HEX_SIZE * 0.66, y: 0 } : { x: 0, y: -HEX_SIZE * 0.66 };
  for (let i = 0; i < board.size; i++) {
    const h = board.hexAt[i];
    const c = hexToWorld(h);
    layer.text(
      {
        text: hexLabel(h),
        fontFamily: 'system-ui, sans-serif',
        fontSize: 9,
        fontWeight: '600',
        fill: 0xf4f1e6,
        stroke: { color: 0x111111, width: 2.5 },
        resolution: 2,
      },
      { x: c.x + up.x, y: c.y + up.y, rotation: -(quarterTurns * Math.PI) / 2 },
    );
  }
}

/** The counters in drawing order: the selected and acting ones on top. */
export function counterOrder(counters: readonly CounterModel[]): CounterModel[] {
  return [...counters].sort((a, b) => Number(a.selected || a.acting) - Number(b.selected || b.acting));
}

/** The counters, the selected and acting ones on top. */
function drawCounterArt(layer: Layer, counters: CounterModel[], quarterTurns: 0 | 1): void {
  for (const m of counterOrder(counters)) drawCounter(layer, m, (quarterTurns * Math.PI) / 2);
}

/** The marks that follow the pointer (drawn in the `ghost` layer, not with the others). */
export function followsPointer(m: HexMark): boolean {
  return m.kind === 'placing';
}

/** One mark: its shape with `g`, its labels (upright whatever the board's turn) in `labels`. */
export function drawMarkArt(g: Pen, labels: Layer, m: HexMark, quarterTurns: 0 | 1): void {
  const label = (s: string, p: Point, color: number, size = 11) =>
    void labels.text(
      {
        text: s,
        fontFamily: 'system-ui, sans-serif',
        fontSize: size,
        fontWeight: '700',
        fill: color,
        stroke: { color: 0x111111, width: 3 },
        resolution: 3,
      },
      { x: p.x, y: p.y, rotation: -(quarterTurns * Math.PI) / 2 },
    );
  // Every kind of mark has its own outline or pattern, not colour alone.
  drawMark(g, m, label);
}

/** The ghost of the unit being placed (R3.3), where the pointer is. */
export function drawGhostArt(g: Pen, marks: readonly HexMark[]): void {
  for (const m of marks) if (followsPointer(m)) drawMark(g, m, () => undefined);
}

/** The selected unit's hex. */
export function drawSelectionArt(g: Pen, game: GameState, selected: string | null): void {
  const unit = selected ? game.units[selected] : null;
  if (unit?.at) g.poly(flat(hexCorners(unit.at, 2)), true).stroke({ width: 3, color: 0xffe14d });
}

/** The hovered hex (mouse or keyboard cursor): a light ring inside a dark one reads on any terrain. */
export function drawHoverArt(g: Pen, hover: Hex | null): void {
  if (!hover) return;
  g.poly(flat(hexCorners(hover, 1)), true).stroke({ width: 3, color: 0x111111, alpha: 0.75 });
  g.poly(flat(hexCorners(hover, 0.9)), true).stroke({ width: 1.5, color: 0xffffff, alpha: 0.85 });
}

/** The route to the hovered hex, with its rolls and the Defensive Fire it draws. */
export function drawRouteArt(g: Pen, route: RoutePreview | null): void {
  if (route) drawRoute(g, route);
}

/** The AI's action about to be played, or the Suggest's. */
export function drawPlannedArt(g: Pen, planned: Scene['planned']): void {
  if (planned) drawPlanned(g, planned.shown, planned.by);
}

/** The lesson's pointer and the line-of-sight tool's line, above the counters. */
export function drawPointerArt(layer: Layer, scene: Pick<Scene, 'pointer' | 'sight'>, quarterTurns: 0 | 1): void {
  if (scene.pointer) drawPointer(layer.pen(), scene.pointer, quarterTurns);
  if (scene.sight) drawSight(layer.pen(), scene.sight);
}

/**
 * The overlay's marks, the selected and hovered hexes, their labels above them, the route
 * preview, the AI's planned action and the lesson's pointer, each in its layer.
 */
function drawHighlightArt(
  layers: Pick<SceneLayers, 'marks' | 'ghost' | 'selection' | 'hover' | 'markLabels' | 'route' | 'planned' | 'pointer'>,
  scene: Scene,
  quarterTurns: 0 | 1,
): void {
  drawPointerArt(layers.pointer, scene, quarterTurns);
  for (const m of scene.overlay.marks)
    if (!followsPointer(m)) drawMarkArt(layers.marks.pen(), layers.markLabels, m, quarterTurns);
  drawGhostArt(layers.ghost.pen(), scene.overlay.marks);
  drawSelectionArt(layers.selection.pen(), scene.game, scene.selected);
  drawHoverArt(layers.hover.pen(), scene.hover);
  drawRouteArt(layers.route.pen(), scene.overlay.route);
  drawPlannedArt(layers.planned.pen(), scene.planned);
}

function drawRoute(g: Pen, route: RoutePreview): void {
  const pts = [route.start, ...route.path].map(hexToWorld);
  g.moveTo(pts[0].x, pts[0].y);
  for (const p of pts.slice(1)) g.lineTo(p.x, p.y);
  g.stroke({ width: 5, color: 0x111111, alpha: 0.55, cap: 'round', join: 'round' });
  g.moveTo(pts[0].x, pts[0].y);
  for (const p of pts.slice(1)) g.lineTo(p.x, p.y);
  g.stroke({ width: 2.5, color: 0xffe14d, cap: 'round', join: 'round' });
  // A die for each movement roll a step needs (R5.3): a second roll of the same step sits beside the first.
  const drawn = new Map<string, number>();
  for (const at of route.rolls) {
    const key = `${at.q},${at.r}`;
    const n = drawn.get(key) ?? 0;
    drawn.set(key, n + 1);
    const c = hexToWorld(at);
    const p = { x: c.x + n * 16, y: c.y };
    g.roundRect(p.x - 7, p.y - 7, 14, 14, 3)
      .fill({ color: 0xffffff })
      .stroke({ width: 1.5, color: 0x111111 });
    g.circle(p.x - 3, p.y - 3, 1.4).fill({ color: 0x111111 });
    g.circle(p.x + 3, p.y + 3, 1.4).fill({ color: 0x111111 });
    g.circle(p.x, p.y, 1.4).fill({ color: 0x111111 });
  }
  // A warning triangle where the step draws Defensive Fire (R5.7).
  for (const t of route.threats) {
    const p = hexToWorld(t.at);
    const x = p.x + 12;
    const y = p.y - 12;
    g.poly([x, y - 8, x + 8, y + 6, x - 8, y + 6], true)
      .fill({ color: 0xe8322a })
      .stroke({ width: 1.5, color: 0x111111 });
    g.rect(x - 1, y - 3, 2, 5).fill({ color: 0xffffff });
    g.rect(x - 1, y + 3, 2, 2).fill({ color: 0xffffff });
  }
}

/**
 * R3.2 Objective Markers, sized for the camera's `zoom` (a readable size on the screen however
 * far out) and drawn above the counters: redrawn when the zoom changes their size.
 */
export function drawMarkerArt(layer: Layer, game: GameState, zoom: number, quarterTurns: 0 | 1): void {
  drawObjectives(layer, game, zoom, quarterTurns);
}

/** The whole picture, every layer (the first frame paints it at once; BoardView redraws layers one by one as they change). */
export function drawScene(
  layers: SceneLayers,
  scene: Scene,
  counters: CounterModel[],
  quarterTurns: 0 | 1,
  zoom: number,
): void {
  drawTerrainArt(layers.terrain, scene.game.map);
  drawFeatureArt(layers.features, scene.game);
  if (scene.coords) drawCoordArt(layers.coords, scene.game.map, quarterTurns);
  drawHighlightArt(layers, scene, quarterTurns);
  drawCounterArt(layers.units, counters, quarterTurns);
  drawMarkerArt(layers.markers, scene.game, zoom, quarterTurns);
}
