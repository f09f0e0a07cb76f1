// The first frame's Canvas2D pen (docs/development.md, "Opening the page"): each pen call becomes the 2D-context calls
// that draw what a PixiJS Graphics draws for it, checked against a recording fake context.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CanvasLayer, paintNodes } from '../../src/render/canvasPen';

/** A Path2D that records its calls (node has none). */
class FakePath {
  calls: unknown[][] = [];
}
for (const name of ['moveTo', 'lineTo', 'quadraticCurveTo', 'arc', 'closePath', 'rect', 'roundRect', 'ellipse']) {
  (FakePath.prototype as unknown as Record<string, unknown>)[name] = function (this: FakePath, ...args: unknown[]) {
    this.calls.push([name, ...args]);
  };
}

/** A 2D context that records each drawing call with the state it draws with. */
function recordingContext() {
  const calls: unknown[][] = [];
  const ctx = {
    globalAlpha: 1,
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
    miterLimit: 10,
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    fill(p: FakePath) {
      calls.push(['fill', { color: this.fillStyle, alpha: this.globalAlpha }, p.calls, p]);
    },
    stroke(p: FakePath) {
      calls.push([
        'stroke',
        {
          color: this.strokeStyle,
          alpha: this.globalAlpha,
          width: this.lineWidth,
          cap: this.lineCap,
          join: this.lineJoin,
        },
        p.calls,
        p,
      ]);
    },
    strokeText(s: string, x: number, y: number) {
      calls.push([
        'strokeText',
        s,
        x,
        y,
        {
          font: this.font,
          align: this.textAlign,
          baseline: this.textBaseline,
          color: this.strokeStyle,
          width: this.lineWidth,
          alpha: this.globalAlpha,
        },
      ]);
    },
    fillText(s: string, x: number, y: number) {
      calls.push([
        'fillText',
        s,
        x,
        y,
        { font: this.font, align: this.textAlign, color: this.fillStyle, alpha: this.globalAlpha },
      ]);
    },
    save: () => calls.push(['save']),
    restore: () => calls.push(['restore']),
    translate: (x: number, y: number) => calls.push(['translate', x, y]),
    rotate: (a: number) => calls.push(['rotate', a]),
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

const measure = (spec: { text: string; fontSize: number }) => spec.text.length * spec.fontSize * 0.5;

beforeAll(() => {
  (globalThis as Record<string, unknown>).Path2D = FakePath;
});
afterAll(() => {
  delete (globalThis as Record<string, unknown>).Path2D;
});

describe('the Canvas2D pen paints what a PixiJS Graphics draws', () => {
  it('a shape filled then stroked is one path drawn twice, with the fill and the stroke styles', () => {
    const layer = new CanvasLayer(measure);
    layer
      .pen()
      .poly([0, 0, 10, 0, 10, 10], true)
      .fill({ color: 0x2f64a8, alpha: 0.5 })
      .stroke({ width: 2, color: 0x111111, cap: 'round' });
    const { ctx, calls } = recordingContext();
    paintNodes(ctx, layer.nodes, 'glance');
    expect(calls.map((c) => c.slice(0, 3))).toEqual([
      [
        'fill',
        { color: '#2f64a8', alpha: 0.5 },
        [['moveTo', 0, 0], ['lineTo', 10, 0], ['lineTo', 10, 10], ['closePath']],
      ],
      [
        'stroke',
        { color: '#111111', alpha: 1, width: 2, cap: 'round', join: 'miter' },
        [['moveTo', 0, 0], ['lineTo', 10, 0], ['lineTo', 10, 10], ['closePath']],
      ],
    ]);
    expect(calls[0][3]).toBe(calls[1][3]);
  });

  it('each fill or stroke starts a new path: a later shape is not drawn with the earlier one', () => {
    const layer = new CanvasLayer(measure);
    layer.pen().rect(0, 0, 4, 4).fill({ color: 0xff0000 }).rect(5, 5, 2, 2).fill({ color: 0x00ff00 });
    const { ctx, calls } = recordingContext();
    paintNodes(ctx, layer.nodes, 'glance');
    expect(calls.map((c) => [c[1], c[2]])).toEqual([
      [{ color: '#ff0000', alpha: 1 }, [['rect', 0, 0, 4, 4]]],
      [{ color: '#00ff00', alpha: 1 }, [['rect', 5, 5, 2, 2]]],
    ]);
  });

  it('circles and ellipses are closed shapes of their own (no line joins them), an open poly is not closed', () => {
    const layer = new CanvasLayer(measure);
    layer.pen().circle(0, 0, 3).ellipse(10, 0, 4, 2).poly([0, 0, 5, 5]).stroke({ width: 1, color: 0 });
    const { ctx, calls } = recordingContext();
    paintNodes(ctx, layer.nodes, 'glance');
    expect(calls[0][2]).toEqual([
      ['moveTo', 3, 0],
      ['arc', 0, 0, 3, 0, Math.PI * 2],
      ['closePath'],
      ['moveTo', 14, 0],
      ['ellipse', 10, 0, 4, 2, 0, 0, Math.PI * 2],
      ['closePath'],
      ['moveTo', 0, 0],
      ['lineTo', 5, 5],
    ]);
  });

  it('path calls (moveTo, lineTo, arc, curves, closePath) go to the path as they are', () => {
    const layer = new CanvasLayer(measure);
    layer
      .pen()
      .moveTo(1, 2)
      .lineTo(3, 4)
      .quadraticCurveTo(5, 6, 7, 8)
      .arc(0, 0, 5, 0, 1)
      .closePath()
      .roundRect(0, 0, 8, 8, 2)
      .fill({ color: 0xabcdef });
    const { ctx, calls } = recordingContext();
    paintNodes(ctx, layer.nodes, 'glance');
    expect(calls[0][2]).toEqual([
      ['moveTo', 1, 2],
      ['lineTo', 3, 4],
      ['quadraticCurveTo', 5, 6, 7, 8],
      ['arc', 0, 0, 5, 0, 1],
      ['closePath'],
      ['roundRect', 0, 0, 8, 8, 2],
    ]);
  });

  it("a text is measured as PixiJS measures it (the stroke's width added) and drawn stroked, then filled, on its anchor", () => {
    const layer = new CanvasLayer(measure);
    const spec = {
      text: 'J15',
      fontFamily: 'system-ui',
      fontSize: 10,
      fontWeight: '700',
      fill: 0xffffff,
      stroke: { color: 0x111111, width: 2 },
    } as const;
    expect(layer.text(spec, { x: 5, y: 6, anchorX: 0 }).width).toBe(15 + 2);
    layer.text(spec, { x: 0, y: 0, anchorX: 1, rotation: 0.5 });
    const { ctx, calls } = recordingContext();
    paintNodes(ctx, layer.nodes, 'glance');
    const drawn = calls.filter(
      (c) => c[0] === 'strokeText' || c[0] === 'fillText' || c[0] === 'translate' || c[0] === 'rotate',
    );
    expect(drawn).toEqual([
      ['translate', 5, 6],
      [
        'strokeText',
        'J15',
        1,
        0,
        { font: '700 10px system-ui', align: 'left', baseline: 'middle', color: '#111111', width: 2, alpha: 1 },
      ],
      ['fillText', 'J15', 1, 0, { font: '700 10px system-ui', align: 'left', color: '#ffffff', alpha: 1 }],
      ['translate', 0, 0],
      ['rotate', 0.5],
      [
        'strokeText',
        'J15',
        -1,
        0,
        { font: '700 10px system-ui', align: 'right', baseline: 'middle', color: '#111111', width: 2, alpha: 1 },
      ],
      ['fillText', 'J15', -1, 0, { font: '700 10px system-ui', align: 'right', color: '#ffffff', alpha: 1 }],
    ]);
  });

  it('a group is placed, turned and faded as a whole; parts for the other zoom level are not painted (the glance and the detail)', () => {
    const layer = new CanvasLayer(measure);
    const counter = layer.group({ x: 100, y: 50, rotation: -Math.PI / 2, alpha: 0.8 }, 'unit:a');
    counter.pen().rect(0, 0, 1, 1).fill({ color: 0x0000ff, alpha: 0.5 });
    counter.pen('glance').circle(0, 0, 1).fill({ color: 0x00ff00 });
    counter.pen('detail').circle(0, 0, 2).fill({ color: 0xff0000 });
    const { ctx, calls } = recordingContext();
    paintNodes(ctx, layer.nodes, 'detail');
    expect(calls.map((c) => (c[0] === 'fill' ? ['fill', c[1]] : c))).toEqual([
      ['save'],
      ['translate', 100, 50],
      ['rotate', -Math.PI / 2],
      ['fill', { color: '#0000ff', alpha: 0.4 }],
      ['fill', { color: '#ff0000', alpha: 0.8 }],
      ['restore'],
    ]);
  });
});
