// The Canvas2D side of the pen (pen.ts): records what the map's art draws, then paints it on a
// 2D context with PixiJS Graphics' meaning, for the first frame of the map (docs/development.md, "Opening the page":
// painted at once, before PixiJS has loaded). Retained, not immediate: a counter fills in a
// part made earlier (its name tag is sized after its name), so the tree is built first and
// painted in order after.
import type { FillStyle, GroupPlace, Layer, Part, Pen, StrokeStyle, TextPlace, TextSpec } from './pen';

export type PenOp =
  | ['moveTo' | 'lineTo', number, number]
  | ['quadraticCurveTo', number, number, number, number]
  | ['arc', number, number, number, number, number]
  | ['closePath']
  | ['poly', number[], boolean]
  | ['rect' | 'roundRect', number, number, number, number, number?]
  | ['circle', number, number, number]
  | ['ellipse', number, number, number, number]
  | ['fill', FillStyle]
  | ['stroke', StrokeStyle];

export type CanvasNode =
  | { kind: 'pen'; part?: Part; ops: PenOp[] }
  | { kind: 'text'; part?: Part; spec: TextSpec; at: TextPlace }
  | { kind: 'group'; label: string; at: GroupPlace; children: CanvasNode[] };

/** Measures a text as a 2D context would draw it (the first painter's context; a fake in tests). */
export type Measure = (spec: TextSpec) => number;

const cssColor = (n: number) => `#${n.toString(16).padStart(6, '0')}`;
export const cssFont = (s: TextSpec) => `${s.fontWeight} ${s.fontSize}px ${s.fontFamily}`;

class CanvasPen implements Pen {
  constructor(readonly ops: PenOp[]) {}
  private op(o: PenOp): this {
    this.ops.push(o);
    return this;
  }
  moveTo(x: number, y: number) {
    return this.op(['moveTo', x, y]);
  }
  lineTo(x: number, y: number) {
    return this.op(['lineTo', x, y]);
  }
  quadraticCurveTo(cx: number, cy: number, x: number, y: number) {
    return this.op(['quadraticCurveTo', cx, cy, x, y]);
  }
  arc(x: number, y: number, r: number, a: number, b: number) {
    return this.op(['arc', x, y, r, a, b]);
  }
  closePath() {
    return this.op(['closePath']);
  }
  poly(points: number[], close = false) {
    return this.op(['poly', points, close]);
  }
  rect(x: number, y: number, w: number, h: number) {
    return this.op(['rect', x, y, w, h]);
  }
  roundRect(x: number, y: number, w: number, h: number, r: number) {
    return this.op(['roundRect', x, y, w, h, r]);
  }
  circle(x: number, y: number, r: number) {
    return this.op(['circle', x, y, r]);
  }
  ellipse(x: number, y: number, rx: number, ry: number) {
    return this.op(['ellipse', x, y, rx, ry]);
  }
  fill(style: FillStyle) {
    return this.op(['fill', style]);
  }
  stroke(style: StrokeStyle) {
    return this.op(['stroke', style]);
  }
}

export class CanvasLayer implements Layer {
  readonly nodes: CanvasNode[] = [];
  constructor(private readonly measure: Measure) {}
  pen(part?: Part): Pen {
    const ops: PenOp[] = [];
    this.nodes.push(part ? { kind: 'pen', part, ops } : { kind: 'pen', ops });
    return new CanvasPen(ops);
  }
  text(spec: TextSpec, at: TextPlace, part?: Part) {
    this.nodes.push(part ? { kind: 'text', part, spec, at } : { kind: 'text', spec, at });
    // As PixiJS measures a text: the glyphs' advance plus the stroke's width.
    return { width: this.measure(spec) + spec.stroke.width };
  }
  group(at: GroupPlace, label: string): Layer {
    const inner = new CanvasLayer(this.measure);
    this.nodes.push({ kind: 'group', label, at, children: inner.nodes });
    return inner;
  }
}

/** Replays a pen's ops: each shape is its own subpath, as in a PixiJS Graphics. */
function paintPen(ctx: CanvasRenderingContext2D, ops: PenOp[], alpha: number): void {
  let path = new Path2D();
  let shapes = 0;
  let last: Path2D | null = null;
  for (const o of ops) {
    switch (o[0]) {
      case 'fill':
      case 'stroke': {
        // A fill right after a stroke (or a stroke after a fill) draws the same shapes again.
        const p: Path2D = shapes === 0 && last ? last : path;
        const s = o[1];
        ctx.globalAlpha = alpha * (s.alpha ?? 1);
        if (o[0] === 'fill') {
          ctx.fillStyle = cssColor(s.color);
          ctx.fill(p);
        } else {
          const st = o[1] as StrokeStyle;
          ctx.strokeStyle = cssColor(st.color);
          ctx.lineWidth = st.width;
          ctx.lineCap = st.cap ?? 'butt';
          ctx.lineJoin = st.join ?? 'miter';
          ctx.stroke(p);
        }
        last = p;
        path = new Path2D();
        shapes = 0;
        continue;
      }
      case 'moveTo':
        path.moveTo(o[1], o[2]);
        break;
      case 'lineTo':
        path.lineTo(o[1], o[2]);
        break;
      case 'quadraticCurveTo':
        path.quadraticCurveTo(o[1], o[2], o[3], o[4]);
        break;
      case 'arc':
        path.arc(o[1], o[2], o[3], o[4], o[5]);
        break;
      case 'closePath':
        path.closePath();
        break;
      case 'poly': {
        const pts = o[1];
        path.moveTo(pts[0], pts[1]);
        for (let i = 2; i < pts.length; i += 2) path.lineTo(pts[i], pts[i + 1]);
        if (o[2]) path.closePath();
        break;
      }
      case 'rect':
        path.rect(o[1], o[2], o[3], o[4]);
        break;
      case 'roundRect':
        path.roundRect(o[1], o[2], o[3], o[4], o[5] ?? 0);
        break;
      // A closed shape of its own: no line from the current point to it.
      case 'circle':
        path.moveTo(o[1] + o[3], o[2]);
        path.arc(o[1], o[2], o[3], 0, Math.PI * 2);
        path.closePath();
        break;
      case 'ellipse':
        path.moveTo(o[1] + o[3], o[2]);
        path.ellipse(o[1], o[2], o[3], o[4], 0, 0, Math.PI * 2);
        path.closePath();
        break;
    }
    shapes++;
  }
}

function paintText(ctx: CanvasRenderingContext2D, spec: TextSpec, at: TextPlace, alpha: number): void {
  ctx.save();
  ctx.translate(at.x, at.y);
  if (at.rotation) ctx.rotate(at.rotation);
  ctx.globalAlpha = alpha;
  ctx.font = cssFont(spec);
  const ax = at.anchorX ?? 0.5;
  ctx.textAlign = ax === 0 ? 'left' : ax === 1 ? 'right' : 'center';
  ctx.textBaseline = 'middle';
  // PixiJS pads the text's box by half the stroke on each side: the anchor is on that box.
  const x = ax === 0 ? spec.stroke.width / 2 : ax === 1 ? -spec.stroke.width / 2 : 0;
  ctx.lineWidth = spec.stroke.width;
  ctx.lineJoin = 'miter';
  ctx.miterLimit = 10;
  ctx.strokeStyle = cssColor(spec.stroke.color);
  if (spec.stroke.width > 0) ctx.strokeText(spec.text, x, 0);
  ctx.fillStyle = cssColor(spec.fill);
  ctx.fillText(spec.text, x, 0);
  ctx.restore();
}

/** Paints recorded nodes in order; parts labelled for the other zoom level are skipped (as BoardView hides them). */
export function paintNodes(ctx: CanvasRenderingContext2D, nodes: readonly CanvasNode[], level: Part, alpha = 1): void {
  for (const n of nodes) {
    if (n.kind !== 'group' && n.part && n.part !== level) continue;
    if (n.kind === 'pen') paintPen(ctx, n.ops, alpha);
    else if (n.kind === 'text') paintText(ctx, n.spec, n.at, alpha);
    else {
      ctx.save();
      ctx.translate(n.at.x, n.at.y);
      if (n.at.rotation) ctx.rotate(n.at.rotation);
      paintNodes(ctx, n.children, level, alpha * (n.at.alpha ?? 1));
      ctx.restore();
    }
  }
}
