// docs/development.md, "Opening the page": the first frame (Canvas2D, painted before PixiJS loads) and the PixiJS map
// draw the same picture, because both run the same drawing code (sceneArt.ts through the pen).
// One scene with terrain, roads, rivers, counters (alone, sharing a hex, activated R4.3,
// suppressed R8.5, damaged R6.7, facing R5.5), Objective Markers (held and free, R7.1), lit
// hexes, a route and the lesson's pointer is drawn into PixiJS containers and into the Canvas2D
// recording; the trees of groups, pens (each fill and stroke with its style, in order) and texts
// must be the same.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Container } from 'pixi.js';
import { atPhase, at, testGame, testMap } from '../helpers';
import type { CanvasLayer, CanvasNode, PenOp } from '../../src/render/canvasPen';
import { recordScene } from '../../src/render/firstPaint';
import { drawScene, LAYER_ORDER, type Scene, type SceneLayers } from '../../src/render/sceneArt';
import { counterModels } from '../../src/render/viewModel';
import { sightShown } from '../../src/store/view/sightTool';

/** A fixed text measure for both sides (node has no fonts): PixiJS adds the stroke's width, as the Canvas layer does. */
const measure = (spec: { text: string; fontSize: number }) => spec.text.length * spec.fontSize * 0.5;

type Drawn =
  | { kind: 'group'; label: string; at: number[]; children: Drawn[] }
  | { kind: 'pen'; part: string; draws: unknown[][] }
  | { kind: 'text'; part: string; text: string; at: number[]; size: number; fill: number };

const round = (n: number) => Math.round(n * 1000) / 1000 + 0; // + 0: -0 is 0

function fromCanvas(nodes: CanvasNode[]): Drawn[] {
  return nodes.map((n): Drawn => {
    if (n.kind === 'group')
      return {
        kind: 'group',
        label: n.label,
        at: [n.at.x, n.at.y, n.at.rotation ?? 0, n.at.alpha ?? 1].map(round),
        children: fromCanvas(n.children),
      };
    if (n.kind === 'text')
      return {
        kind: 'text',
        part: n.part ?? '',
        text: n.spec.text,
        at: [n.at.x, n.at.y, n.at.anchorX ?? 0.5, n.at.anchorY ?? 0.5, n.at.rotation ?? 0].map(round),
        size: n.spec.fontSize,
        fill: n.spec.fill,
      };
    const draws = n.ops.filter(
      (o): o is Extract<PenOp, ['fill' | 'stroke', unknown]> => o[0] === 'fill' || o[0] === 'stroke',
    );
    return {
      kind: 'pen',
      part: n.part ?? '',
      draws: draws.map(([action, s]) => [action, s.color, s.alpha ?? 1, 'width' in s ? s.width : 0]),
    };
  });
}

let pixi: typeof import('pixi.js');
let PixiLayer: typeof import('../../src/render/pixiLayer').PixiLayer;

/** A PixiJS object's part: 'glance' or 'detail', else none (PixiJS names the others by their class). */
const partOf = (label: string) => (label === 'glance' || label === 'detail' ? label : '');

function fromPixi(c: Container): Drawn[] {
  return c.children.map((n): Drawn => {
    if (n instanceof pixi.Graphics)
      return {
        kind: 'pen',
        part: partOf(n.label),
        draws: n.context.instructions.map((i) => {
          const s = i.data.style as { color: number; alpha: number; width?: number };
          return [i.action, s.color, s.alpha, i.action === 'stroke' ? s.width : 0];
        }),
      };
    if (n instanceof pixi.Text)
      return {
        kind: 'text',
        part: partOf(n.label),
        text: n.text,
        at: [n.x, n.y, n.anchor.x, n.anchor.y, n.rotation].map(round),
        size: Number(n.style.fontSize),
        fill: n.style.fill as unknown as number,
      };
    return { kind: 'group', label: n.label, at: [n.x, n.y, n.rotation, n.alpha].map(round), children: fromPixi(n) };
  });
}

function scene(): Scene {
  const start = testGame({
    map: testMap(
      8,
      7,
      {
        '0,0': { terrain: 'city' },
        '1,0': { terrain: 'forest' },
        '2,0': { terrain: 'hill' },
        '3,0': { terrain: 'marsh' },
        '4,0': { terrain: 'water' },
        '5,0': { terrain: 'barren' },
        '0,3': { roads: [0] },
        '1,3': { roads: [0, 3] },
        '2,3': { roads: [3] },
      },
      [
        { col: 1, row: 1, dir: 0, kind: 'river', bridge: true },
        { col: 2, row: 4, dir: 1, kind: 'hedge' },
        { col: 6, row: 5, dir: 2, kind: 'cliff' },
      ],
    ),
    units: [
      { id: 'rifles', team: 0, models: ['rifle', 'rifle', 'rifle'], at: [2, 2] },
      { id: 'tank', team: 1, models: ['tank'], at: [5, 3], facing: 2 },
      { id: 'a', team: 0, models: ['rifle'], at: [4, 5] },
      { id: 'b', team: 1, models: ['rifle', 'rifle'], at: [4, 5] },
    ],
    objectives: [
      { at: [2, 2], value: 3, placedBy: 0 },
      { at: [6, 1], value: 1, placedBy: 1 },
    ],
  });
  const game = atPhase(start, 'movement', 0);
  const units = { ...game.units };
  units.a = { ...units.a, activated: true, suppressed: true };
  units.tank = { ...units.tank, models: units.tank.models.map((m) => ({ ...m, damage: 2 })) };
  return {
    game: { ...game, units },
    selected: 'rifles',
    hover: at(3, 2),
    overlay: {
      marks: [
        { hex: at(3, 2), kind: 'reach', label: '1' },
        { hex: at(5, 3), kind: 'target', label: '8' },
        { hex: at(1, 1), kind: 'blocked', detail: 'no line of sight' },
      ],
      route: {
        start: at(2, 2),
        path: [at(3, 2)],
        rolls: [at(3, 2)],
        threats: [{ at: at(3, 2), units: ['tank'] }],
        cost: 1,
        speedLeft: 0,
        waypoints: [],
      },
    },
    coords: true,
    pointer: at(6, 1),
    // The line-of-sight tool's line from the rifles to the far marker.
    sight: sightShown(game, { from: at(2, 2), to: at(6, 1) }, null),
  };
}

beforeAll(async () => {
  // PixiJS reads navigator when it loads; its Graphics and Texts need nothing else to be built.
  vi.stubGlobal('navigator', { userAgent: 'node' });
  pixi = await import('pixi.js');
  ({ PixiLayer } = await import('../../src/render/pixiLayer'));
  // A Text's width is measured by the browser's canvas: here, the same fixed measure.
  Object.defineProperty(pixi.Text.prototype, 'width', {
    get(this: import('pixi.js').Text) {
      return (
        measure({ text: this.text, fontSize: Number(this.style.fontSize) }) +
        (this.style.stroke as { width: number }).width
      );
    },
  });
});

describe('the first frame and the PixiJS map draw the same picture', () => {
  it.each([0, 1] as const)(
    'every layer, quarter turns %i: the same groups, pens, fills, strokes and texts in the same order',
    (turns) => {
      const s = scene();
      const canvas = recordScene(s, turns, measure, 0.44);
      const names = LAYER_ORDER;
      const containers = Object.fromEntries(names.map((k) => [k, new pixi.Container()])) as Record<
        (typeof names)[number],
        Container
      >;
      const layers = Object.fromEntries(names.map((k) => [k, new PixiLayer(containers[k])])) as unknown as SceneLayers;
      drawScene(layers, s, counterModels(s.game, s.selected), turns, 0.44);
      for (const k of names) expect(fromCanvas(canvas[k].nodes), k).toEqual(fromPixi(containers[k]));
    },
  );

  it('the scene has what the first screen shows: counters with their parts, the Objective Markers and lit hexes', () => {
    const s = scene();
    const canvas = recordScene(s, 0, measure, 1);
    const counters = fromCanvas(canvas.units.nodes);
    // Four counters, one group each, with glance and detail parts and the models count (R2.2).
    expect(counters.map((c) => c.kind === 'group' && c.label).sort()).toEqual([
      'unit:a',
      'unit:b',
      'unit:rifles',
      'unit:tank',
    ]);
    const rifles = counters.find((c) => c.kind === 'group' && c.label === 'unit:rifles') as Extract<
      Drawn,
      { kind: 'group' }
    >;
    expect(
      rifles.children.filter((c) => c.kind === 'text' && c.part === 'glance').map((c) => c.kind === 'text' && c.text),
    ).toEqual(['3']);
    // The activated unit (R4.3) is dimmed.
    expect(
      (counters.find((c) => c.kind === 'group' && c.label === 'unit:a') as Extract<Drawn, { kind: 'group' }>).at[3],
    ).toBe(0.8);
    // The reach mark's cost; the Objective Markers' worth (R3.2) on each token, above the counters.
    const texts = (layer: CanvasLayer) => fromCanvas(layer.nodes).flatMap((n) => (n.kind === 'text' ? [n.text] : []));
    expect(texts(canvas.markLabels)).toEqual(['1']);
    expect(texts(canvas.markers)).toEqual(['3', '1']);
    expect(canvas.order.indexOf(canvas.markers)).toBeGreaterThan(canvas.order.indexOf(canvas.units));
  });
});
