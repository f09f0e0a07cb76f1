// The PixiJS map's layers (sceneArt.ts SceneLayers, in LAYER_ORDER) and what redraws each: a
// layer is drawn again only when what it shows changed. The layers that follow the pointer (the
// placing ghost, the hover outline, the route preview) are apart from the marks, so a pointer
// entering a new hex redraws those three pens and nothing else (docs/development.md, "Drawing the battlefield":
// the hover's cost, measured by npm run measure:render). No camera, no input, no renderer here:
// BoardView holds those and puts `root` on its stage.
import { Container, Graphics, GraphicsContext } from 'pixi.js';
import { hexKey, type BattleMap, type GameState } from '../engine';
import { markerPlace } from './counterLayout';
import { drawCounter } from './counters';
import { KeyedLayer, uniqueKeys, type KeyedHost } from './keyed';
import { PixiLayer } from './pixiLayer';
import {
  counterOrder,
  drawCoordArt,
  drawFeatureArt,
  drawGhostArt,
  drawHoverArt,
  drawMarkArt,
  drawMarkerArt,
  drawPlannedArt,
  drawPointerArt,
  drawRouteArt,
  drawSelectionArt,
  drawTerrainArt,
  followsPointer,
  LAYER_ORDER,
  type Scene,
  type SceneLayers,
} from './sceneArt';
import { counterModels, type CounterModel } from './viewModel';
import type { HexMark } from '../store/view/overlay';

type LayerName = keyof SceneLayers;

/** The layers cached together as one texture (BoardView.cacheStatic): they change with the battlefield only. */
const STATIC_LAYERS: readonly LayerName[] = ['terrain', 'features', 'coords'];

/**
 * The layers in three groups, in LAYER_ORDER: what lies under the layers that follow the pointer,
 * those (the placing ghost, the hover outline, the route) with what lies between them (the
 * selection, the marks' labels), and what lies above (the counters and all over them). BoardView may draw each group on a canvas of its own, stacked in this order, so that a
 * pointer entering a new hex draws the `hover` group's canvas again and leaves the other two as
 * they are (docs/development.md, "Drawing the battlefield").
 */
export const LAYER_GROUPS = {
  below: ['terrain', 'features', 'coords', 'marks'],
  hover: ['ghost', 'selection', 'hover', 'markLabels', 'route'],
  above: ['planned', 'units', 'markers', 'pointer'],
} as const satisfies Record<string, readonly LayerName[]>;

export type LayerGroup = keyof typeof LAYER_GROUPS;

const groupOf = (layer: LayerName): LayerGroup =>
  (Object.keys(LAYER_GROUPS) as LayerGroup[]).find((g) => (LAYER_GROUPS[g] as readonly LayerName[]).includes(layer))!;

/** The line-of-sight tool's line as a key: it is drawn again when its ends change (the units are in the key already). */
function sightKey(scene: Scene): string | null {
  const s = scene.sight;
  return s ? `${hexKey(s.from)}>${s.report ? hexKey(s.report.to) : ''}` : null;
}

/** True when `key` differs from `drawn` anywhere (by identity): the layer is drawn again. */
function changed(key: readonly unknown[], drawn: readonly unknown[] | null): boolean {
  return drawn === null || key.length !== drawn.length || key.some((v, i) => v !== drawn[i]);
}

function empty(c: Container): void {
  for (const child of c.removeChildren()) child.destroy({ children: true });
}

/** A value drawn with the board's quarter turn (labels and counters stand upright against it). */
interface Turned<T> {
  item: T;
  quarterTurns: 0 | 1;
}

const turnedSignature = <T>(v: Turned<T>) => `${v.quarterTurns}${JSON.stringify(v.item)}`;

/** Takes a node away from its parent and frees it. */
function drop(c: Container): void {
  c.removeFromParent();
  c.destroy({ children: true });
}

/** Puts `nodes` in `parent` in this order (nothing is drawn again). */
function arrange(parent: Container, nodes: readonly Container[]): void {
  for (let i = 0; i < nodes.length; i++) parent.setChildIndex(nodes[i], i);
}

/** A mark drawn: its shape, and its labels in the labels' layer above every shape. */
interface MarkNode {
  shape: Graphics;
  labels: Container;
}

export interface Drawn {
  /** Terrain, features or labels changed: the static layer's texture must be made again. */
  staticChanged: boolean;
  /** The counters were drawn again: their zoom parts and the animation's hidden ones are set again. */
  unitsChanged: boolean;
  /** The groups of layers (LAYER_GROUPS) with a layer drawn again: the others need no render. */
  groups: ReadonlySet<LayerGroup>;
}

export class MapLayers {
  /** Every group of layers, lowest first: BoardView's board holds it, or takes the groups apart onto canvases of their own. */
  readonly root = new Container();
  /** The layers of each group (LAYER_GROUPS), lowest first. */
  readonly groups: Record<LayerGroup, Container> = {
    below: new Container({ label: 'below' }),
    hover: new Container({ label: 'hover group' }),
    above: new Container({ label: 'above' }),
  };
  /** Terrain, hexside features and hex labels, which BoardView caches as one texture. */
  readonly staticLayer = new Container();
  private readonly layers = Object.fromEntries(LAYER_ORDER.map((k) => [k, new Container({ label: k })])) as Record<
    LayerName,
    Container
  >;
  /**
   * The pens redrawn in place (cleared, not made again): the layers holding a single drawing.
   * `ghost`, `hover` and `route` follow the pointer.
   */
  private readonly pens = {
    ghost: this.pen('ghost'),
    selection: this.pen('selection'),
    hover: this.pen('hover'),
    route: this.pen('route'),
    planned: this.pen('planned'),
  };
  /** The overlay's marks by hex and kind (a mark's shape and labels in their two layers). */
  private readonly marks = new KeyedLayer<Turned<HexMark>, MarkNode>(
    {
      make: ({ item, quarterTurns }) => {
        const node = {
          shape: this.layers.marks.addChild(new Graphics()),
          labels: this.layers.markLabels.addChild(new Container()),
        };
        drawMarkArt(node.shape, new PixiLayer(node.labels), item, quarterTurns);
        return node;
      },
      drop: (n) => {
        drop(n.shape);
        drop(n.labels);
      },
      arrange: (nodes) => {
        arrange(
          this.layers.marks,
          nodes.map((n) => n.shape),
        );
        arrange(
          this.layers.markLabels,
          nodes.map((n) => n.labels),
        );
      },
    } satisfies KeyedHost<Turned<HexMark>, MarkNode>,
    turnedSignature,
  );
  /** The counters by unit id, the selected and acting ones on top (sceneArt.ts counterOrder). */
  private readonly units = new KeyedLayer<Turned<CounterModel>, Container>(
    {
      make: ({ item, quarterTurns }) =>
        (drawCounter(new PixiLayer(this.layers.units), item, (quarterTurns * Math.PI) / 2) as PixiLayer).container,
      drop,
      arrange: (nodes) => arrange(this.layers.units, nodes),
    },
    turnedSignature,
  );
  /**
   * The hover outline's and the route's drawings by what they show (the hex, the route as JSON),
   * kept to be shown again: a pointer going back to a hex swaps the pen's drawing for the one
   * made there before, the same shapes, so the same pixels, without building them again.
   */
  private readonly kept = { hover: new DrawingCache(256), route: new DrawingCache(64) };
  /** What each layer was drawn for (null: not yet). */
  private readonly drawn: Partial<Record<LayerName, readonly unknown[]>> = {};
  /** The hex the lesson's pointer is drawn at now (Scene.pointer), for the tests. */
  drawnPointer: Scene['pointer'] = null;

  /** The groups drawn again during the current draw(). */
  private touched = new Set<LayerGroup>();

  constructor() {
    for (const k of LAYER_ORDER)
      (STATIC_LAYERS.includes(k) ? this.staticLayer : this.groups[groupOf(k)]).addChild(this.layers[k]);
    this.groups.below.addChildAt(this.staticLayer, 0);
    this.root.addChild(this.groups.below, this.groups.hover, this.groups.above);
  }

  private pen(layer: LayerName): Graphics {
    const g = new Graphics();
    this.layers[layer].addChild(g);
    return g;
  }

  /** The counters' containers (label `unit:<id>`), for the zoom's parts and the animation's hidden units. */
  get counters(): readonly Container[] {
    return this.layers.units.children;
  }

  /** Draws again the layers whose contents changed since the last call. */
  draw(scene: Scene, quarterTurns: 0 | 1): Drawn {
    const { game } = scene;
    let staticChanged = false;
    this.touched = new Set();
    const redraw = (layer: LayerName, key: readonly unknown[]): boolean => {
      if (!changed(key, this.drawn[layer] ?? null)) return false;
      this.drawn[layer] = key;
      this.touched.add(groupOf(layer));
      return true;
    };
    if (redraw('terrain', [game.map])) {
      staticChanged = true;
      empty(this.layers.terrain);
      drawTerrainArt(new PixiLayer(this.layers.terrain), game.map);
    }
    if (redraw('features', [game.map, game.destroyedBridges])) {
      staticChanged = true;
      empty(this.layers.features);
      drawFeatureArt(new PixiLayer(this.layers.features), game);
    }
    const coords = !!scene.coords;
    if (redraw('coords', coords ? [game.map, quarterTurns, true] : [false])) {
      staticChanged = true;
      this.drawCoords(game.map, coords, quarterTurns);
    }
    // The counters follow the game and the selection only; the marks, the overlay's marks (the
    // same array while only the hover changes): neither is looked at again on a hover.
    let unitsChanged = false;
    if (redraw('units', [game, scene.selected, quarterTurns])) {
      const counters = counterModels(game, scene.selected);
      unitsChanged =
        this.units.update(counterOrder(counters).map((item) => [item.id, { item, quarterTurns }])).made > 0;
    }
    if (redraw('marks', [scene.overlay.marks, quarterTurns])) {
      const marks = scene.overlay.marks.filter((m) => !followsPointer(m));
      this.marks.update(
        uniqueKeys(marks, (m) => `${hexKey(m.hex)}:${m.kind}`).map(([key, item]) => [key, { item, quarterTurns }]),
      );
      // A mark's label is in the hover group's layer.
      this.touched.add('hover');
    }
    this.redrawPen('selection', [scene.selected, scene.selected ? game.units[scene.selected]?.at : null], (g) =>
      drawSelectionArt(g, game, scene.selected),
    );
    this.redrawPen('planned', [scene.planned?.shown, scene.planned?.by], (g) => drawPlannedArt(g, scene.planned));
    // What follows the pointer: compared by contents (the overlay makes a new route on every call).
    const ghost = scene.overlay.marks.filter(followsPointer);
    this.redrawPen('ghost', [JSON.stringify(ghost)], (g) => drawGhostArt(g, ghost));
    const hover = scene.hover && hexKey(scene.hover);
    this.showKept('hover', hover ?? '', (g) => drawHoverArt(g, scene.hover));
    const route = scene.overlay.route;
    this.showKept('route', route ? JSON.stringify(route) : '', (g) => drawRouteArt(g, route));
    if (redraw('pointer', [scene.pointer && hexKey(scene.pointer), sightKey(scene), quarterTurns])) {
      empty(this.layers.pointer);
      this.drawnPointer = scene.pointer ?? null;
      drawPointerArt(new PixiLayer(this.layers.pointer), scene, quarterTurns);
    }
    return { staticChanged, unitsChanged, groups: this.touched };
  }

  private redrawPen(layer: keyof MapLayers['pens'], key: readonly unknown[], draw: (g: Graphics) => void): void {
    if (!changed(key, this.drawn[layer] ?? null)) return;
    this.drawn[layer] = key;
    this.touched.add(groupOf(layer));
    const g = this.pens[layer];
    g.clear();
    draw(g);
  }

  /** Shows on a pointer-following pen the drawing for `key`, made by `draw` unless kept from before. */
  private showKept(layer: 'hover' | 'route', key: string, draw: (g: GraphicsContext) => void): void {
    if (!changed([key], this.drawn[layer] ?? null)) return;
    this.drawn[layer] = [key];
    this.touched.add(groupOf(layer));
    this.pens[layer].context = this.kept[layer].get(key, draw);
  }

  private drawCoords(map: BattleMap, on: boolean, quarterTurns: 0 | 1): void {
    empty(this.layers.coords);
    if (on) drawCoordArt(new PixiLayer(this.layers.coords), map, quarterTurns);
  }

  /** The Objective Markers again when what they show or their size on the screen (the zoom) changed; true when drawn again. */
  drawMarkers(game: GameState, zoom: number, quarterTurns: 0 | 1): boolean {
    const key = [game.objectives, game.units, markerPlace(zoom, quarterTurns).radius, quarterTurns];
    if (!changed(key, this.drawn.markers ?? null)) return false;
    this.drawn.markers = key;
    empty(this.layers.markers);
    drawMarkerArt(new PixiLayer(this.layers.markers), game, zoom, quarterTurns);
    return true;
  }
}

/**
 * Drawings kept by key, the `size` last shown at most (the oldest one dropped): a drawing is made
 * once per key and shown again as it was.
 */
class DrawingCache {
  private readonly drawings = new Map<string, GraphicsContext>();

  constructor(private readonly size: number) {}

  /** The drawing for `key`, made by `draw` if it is not kept; it becomes the last one shown. */
  get(key: string, draw: (g: GraphicsContext) => void): GraphicsContext {
    let drawing = this.drawings.get(key);
    if (drawing) this.drawings.delete(key);
    else {
      drawing = new GraphicsContext();
      draw(drawing);
    }
    this.drawings.set(key, drawing);
    if (this.drawings.size > this.size) {
      // The oldest: never the one just shown, which is the newest.
      const [oldest, dropped] = this.drawings.entries().next().value!;
      this.drawings.delete(oldest);
      dropped.destroy();
    }
    return drawing;
  }
}
