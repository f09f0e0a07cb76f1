// The PixiJS map redraws a layer only when what it shows changed (src/render/mapLayers.ts): a
// pointer entering a new hex redraws the pens that follow it (the hover outline, the route
// preview, the ghost of a unit being placed, R3.3) and leaves every mark, label and counter as it was.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Container } from 'pixi.js';
import { atPhase, at, testGame, testMap } from '../helpers';
import type { Scene } from '../../src/render/sceneArt';
import type { HexMark, RoutePreview } from '../../src/store/view/overlay';

let MapLayers: typeof import('../../src/render/mapLayers').MapLayers;
let PixiLayer: typeof import('../../src/render/pixiLayer').PixiLayer;
let Graphics: typeof import('pixi.js').Graphics;
let LAYER_ORDER: readonly string[];

beforeAll(async () => {
  // PixiJS reads navigator when it loads; its Graphics and Texts need nothing else to be built.
  vi.stubGlobal('navigator', { userAgent: 'node' });
  ({ MapLayers } = await import('../../src/render/mapLayers'));
  ({ PixiLayer } = await import('../../src/render/pixiLayer'));
  ({ LAYER_ORDER } = await import('../../src/render/sceneArt'));
  // A Text's width is measured by the browser's canvas: here, a fixed measure.
  let Text: typeof import('pixi.js').Text;
  ({ Graphics, Text } = await import('pixi.js'));
  Object.defineProperty(Text.prototype, 'width', { get: (): number => 40 });
  // Loading PixiJS takes seconds on a loaded machine.
}, 60_000);

const MARKS: HexMark[] = [
  { hex: at(3, 2), kind: 'reach', label: '1' },
  { hex: at(4, 2), kind: 'reachRoll', label: '2', detail: '4+' },
  { hex: at(5, 3), kind: 'target', label: '8' },
];

function routeTo(col: number, row: number): RoutePreview {
  return { start: at(2, 2), path: [at(col, row)], rolls: [], threats: [], cost: 1, speedLeft: 1, waypoints: [] };
}

function scene(hover: [number, number], marks: HexMark[] = MARKS): Scene {
  const start = testGame({
    map: testMap(8, 7),
    units: [
      { id: 'rifles', team: 0, models: ['rifle', 'rifle', 'rifle'], at: [2, 2] },
      { id: 'tank', team: 1, models: ['tank'], at: [5, 3], facing: 2 },
    ],
  });
  const game = atPhase(start, 'movement', 0);
  return { game, selected: 'rifles', hover: at(...hover), overlay: { marks, route: routeTo(...hover) } };
}

/** Every display object under `c`, by identity. */
function objects(c: Container): Set<Container> {
  const out = new Set<Container>([c]);
  for (const child of c.children) for (const o of objects(child)) out.add(o);
  return out;
}

/** The middle of what a pen drew. */
function centre(g: Container): number[] {
  const b = g.getLocalBounds();
  return [Math.round(b.x + b.width / 2), Math.round(b.y + b.height / 2)];
}

/** The layer of that name (sceneArt.ts LAYER_ORDER). */
const byLabel = (root: Container, label: string) => root.getChildByLabel(label, true)!;

/** The map layer (sceneArt.ts LAYER_ORDER) a display object is drawn in. */
function layerOf(o: Container): string {
  for (let at: Container | null = o; at; at = at.parent) if (LAYER_ORDER.includes(at.label)) return at.label;
  return '(none)';
}

/**
 * What drawing `next` after `first` did: the Graphics and Texts made, the layers of the Graphics
 * cleared to be drawn again (or given another drawing), and the groups of layers (each a canvas of its own with the Canvas2D
 * renderer, BoardView) that must be rendered again.
 */
function drawCounts(first: Scene, next: Scene): { made: number; cleared: string[]; groups: string[] } {
  const layers = new MapLayers();
  layers.draw(first, 0);
  const pens = vi.spyOn(PixiLayer.prototype, 'pen');
  const texts = vi.spyOn(PixiLayer.prototype, 'text');
  const clears = vi.spyOn(Graphics.prototype, 'clear');
  // A pen that follows the pointer is given another drawing (its context), not cleared.
  const graphics = [...objects(layers.root)].filter((o): o is import('pixi.js').Graphics => o instanceof Graphics);
  const contexts = new Map(graphics.map((g) => [g, g.context]));
  const drawn = layers.draw(next, 0);
  const swapped = graphics.filter((g) => g.context !== contexts.get(g));
  const counts = {
    made: pens.mock.calls.length + texts.mock.calls.length,
    cleared: [...clears.mock.contexts, ...swapped].map((g) => layerOf(g as Container)).sort(),
    groups: [...drawn.groups].sort(),
  };
  vi.restoreAllMocks();
  return counts;
}

describe('the map redraws only what changed', () => {
  it('a hover on another hex, with no route to it, clears and draws again the hover layer alone, makes no Graphics or Text, and leaves only the hover group to render', () => {
    const s = scene([3, 2]);
    const first = { ...s, overlay: { marks: s.overlay.marks, route: null } };
    expect(drawCounts(first, { ...first, hover: at(4, 2) })).toEqual({
      made: 0,
      cleared: ['hover'],
      groups: ['hover'],
    });
  });

  it('a hover with a route to it draws again the hover layer and the route, and nothing else', () => {
    const s = scene([3, 2]);
    const next = { ...s, hover: at(4, 2), overlay: { marks: s.overlay.marks, route: routeTo(4, 2) } };
    expect(drawCounts(s, next)).toEqual({ made: 0, cleared: ['hover', 'route'], groups: ['hover'] });
    // Moving inside the same hex (the same scene again) draws nothing at all.
    expect(drawCounts(next, { ...next })).toEqual({ made: 0, cleared: [], groups: [] });
  });

  it('a hover back on a hex shown before shows the hover outline and the route drawn there before, building no shape again', async () => {
    const { GraphicsContext } = await import('pixi.js');
    const s = scene([3, 2]);
    const layers = new MapLayers();
    const hoverPen = () => byLabel(layers.root, 'hover').children[0] as import('pixi.js').Graphics;
    const routePen = () => byLabel(layers.root, 'route').children[0] as import('pixi.js').Graphics;
    layers.draw(s, 0);
    const drawnAt32 = [hoverPen().context, routePen().context];
    layers.draw({ ...s, hover: at(4, 2), overlay: { marks: s.overlay.marks, route: routeTo(4, 2) } }, 0);
    expect(hoverPen().context).not.toBe(drawnAt32[0]);
    const polys = vi.spyOn(GraphicsContext.prototype, 'poly');
    const strokes = vi.spyOn(GraphicsContext.prototype, 'stroke');
    const drawn = layers.draw({ ...s, overlay: { marks: s.overlay.marks, route: routeTo(3, 2) } }, 0);
    const built = polys.mock.calls.length + strokes.mock.calls.length;
    vi.restoreAllMocks();
    expect(built).toBe(0);
    expect(hoverPen().context).toBe(drawnAt32[0]);
    expect(routePen().context).toBe(drawnAt32[1]);
    expect([...drawn.groups]).toEqual(['hover']);
  });

  it('selecting another unit renders every group again: its marks, their labels and its counter', () => {
    const s = scene([3, 2]);
    expect(
      drawCounts(s, { ...s, selected: 'tank', overlay: { marks: [MARKS[2]], route: s.overlay.route } }).groups,
    ).toEqual(['above', 'below', 'hover']);
  });

  it('the groups hold every layer once, in the layers order', async () => {
    const { LAYER_GROUPS } = await import('../../src/render/mapLayers');
    expect([...LAYER_GROUPS.below, ...LAYER_GROUPS.hover, ...LAYER_GROUPS.above]).toEqual([...LAYER_ORDER]);
  });

  it('a hover on another hex keeps every mark, label and counter, and redraws the hover outline, the route and the placing ghost in place', () => {
    const s = scene([3, 2]);
    const layers = new MapLayers();
    layers.draw(s, 0);
    const before = objects(layers.root);
    const marks = [...objects(byLabel(layers.root, 'marks'))];
    const hoverPen = byLabel(layers.root, 'hover').children[0] as import('pixi.js').Graphics;
    const hoverDrawn = centre(hoverPen);
    const routePen = byLabel(layers.root, 'route').children[0];
    const routeDrawn = centre(routePen);

    // The overlay's marks again, as new objects (as while placing a unit, R3.3): the same contents.
    // The ghost of a unit being placed follows the pointer too.
    const ghostPen = byLabel(layers.root, 'ghost').children[0];
    expect(ghostPen.getLocalBounds().width).toBe(0);
    const next = scene([4, 2], [...MARKS.map((m) => ({ ...m })), { hex: at(4, 2), kind: 'placing', team: 0 }]);
    const drawn = layers.draw({ ...next, game: s.game }, 0);

    // The marks are new objects (kept, as their contents are the same: nothing made), their labels in the hover group.
    expect(drawn).toEqual({ staticChanged: false, unitsChanged: false, groups: new Set(['below', 'hover']) });
    // Nothing made, nothing dropped: the same objects, the marks' among them.
    expect(objects(layers.root)).toEqual(before);
    for (const o of marks) expect(o.destroyed).toBe(false);
    // The hover's pen and the route's are the same objects, drawn again for the new hex.
    expect(byLabel(layers.root, 'hover').children[0]).toBe(hoverPen);
    expect(centre(hoverPen)).not.toEqual(hoverDrawn);
    expect(byLabel(layers.root, 'route').children[0]).toBe(routePen);
    expect(centre(routePen)).not.toEqual(routeDrawn);
    expect(byLabel(layers.root, 'ghost').children[0]).toBe(ghostPen);
    expect(centre(ghostPen)).toEqual(centre(hoverPen));
  });

  it('marks are keyed by hex and kind: a mark gone or changed is the only one drawn again', () => {
    const s = scene([3, 2]);
    const layers = new MapLayers();
    layers.draw(s, 0);
    const [reach, roll, target] = byLabel(layers.root, 'marks').children;
    const changedRoll = { ...MARKS[1], label: '3' };
    layers.draw({ ...s, overlay: { ...s.overlay, marks: [changedRoll, MARKS[2]] } }, 0);
    expect([reach.destroyed, roll.destroyed, target.destroyed]).toEqual([true, true, false]);
    const now = byLabel(layers.root, 'marks').children;
    expect(now).toHaveLength(2);
    // In the overlay's order: the new roll mark under the kept target.
    expect(now[1]).toBe(target);
    expect(
      byLabel(layers.root, 'markLabels').children.map((c) => c.children.map((t) => ('text' in t ? t.text : ''))),
    ).toEqual([['3', '4+'], []]);
  });

  it('counters are keyed by unit: selecting another unit draws again only the two counters whose selection changed', () => {
    const s = scene([3, 2]);
    const extra = testGame({
      map: testMap(8, 7),
      units: [
        { id: 'rifles', team: 0, models: ['rifle', 'rifle', 'rifle'], at: [2, 2] },
        { id: 'tank', team: 1, models: ['tank'], at: [5, 3], facing: 2 },
        { id: 'scouts', team: 0, models: ['rifle'], at: [1, 5] },
      ],
    });
    const game = atPhase(extra, 'movement', 0);
    const layers = new MapLayers();
    layers.draw({ ...s, game }, 0);
    const before = new Map(layers.counters.map((c) => [c.label, c]));
    const drawn = layers.draw({ ...s, game, selected: 'scouts' }, 0);
    expect(drawn.unitsChanged).toBe(true);
    const destroyed = [...before].filter(([, c]) => c.destroyed).map(([label]) => label);
    expect(destroyed.sort()).toEqual(['unit:rifles', 'unit:scouts']);
    expect(before.get('unit:tank')!.destroyed).toBe(false);
    // The selected counter on top.
    expect(layers.counters.at(-1)!.label).toBe('unit:scouts');
  });
});
