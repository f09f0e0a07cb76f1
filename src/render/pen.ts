// The renderer-neutral drawing interface (quick to open: docs/development.md, "Opening the page"). The map's art
// (terrainArt.ts, counters.ts, marks.ts, sceneArt.ts, pointer.ts, aiRoute.ts) draws through these
// types only, so the SAME functions paint both pictures: the first frame, painted at once with
// Canvas2D (canvasPen.ts, no PixiJS loaded yet), and the PixiJS map that takes over behind it
// (pixiLayer.ts). A `Pen` is the subset of PixiJS's Graphics the art uses, so a PixiJS Graphics
// is a Pen as it is; a `Layer` makes pens, texts and groups in drawing order (a PixiJS Container
// on one side, a recorded tree on the other). Types only: nothing here loads anything.

export interface FillStyle {
  color: number;
  alpha?: number;
}

export interface StrokeStyle {
  width: number;
  color: number;
  alpha?: number;
  cap?: 'butt' | 'round' | 'square';
  join?: 'miter' | 'round' | 'bevel';
}

/**
 * PixiJS Graphics semantics: shape calls add to the current path; `fill` or `stroke` draws it and
 * starts a new one, and a `stroke` right after a `fill` (or the other way round) with no shape
 * between draws the same path again.
 */
export interface Pen {
  moveTo(x: number, y: number): this;
  lineTo(x: number, y: number): this;
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number): this;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number): this;
  closePath(): this;
  /** Flat [x0, y0, x1, y1, ...]; `close` closes its outline for a stroke (a fill is always closed). */
  poly(points: number[], close?: boolean): this;
  rect(x: number, y: number, w: number, h: number): this;
  roundRect(x: number, y: number, w: number, h: number, radius: number): this;
  circle(x: number, y: number, radius: number): this;
  ellipse(x: number, y: number, rx: number, ry: number): this;
  fill(style: FillStyle): this;
  stroke(style: StrokeStyle): this;
}

/** A text's look, as PixiJS's TextStyle spells it (a subset). `resolution`: PixiJS's texture sharpness. */
export interface TextSpec {
  text: string;
  fontFamily: string;
  fontSize: number;
  fontWeight: '600' | '700' | '800';
  fill: number;
  stroke: { color: number; width: number };
  resolution?: number;
}

/** Where a text stands: its anchor (0..1 of its box, 0.5 by default) at (x, y), turned by `rotation`. */
export interface TextPlace {
  x: number;
  y: number;
  anchorX?: number;
  anchorY?: number;
  rotation?: number;
}

export interface GroupPlace {
  x: number;
  y: number;
  rotation?: number;
  alpha?: number;
}

/**
 * A counter's parts shown by the zoom (counterLayout.ts counterDetail): the renderer shows the
 * parts labelled with the level it draws at and hides the others.
 */
export type Part = 'glance' | 'detail';

/** Makes drawing in order: what is made later is drawn above what was made before. */
export interface Layer {
  pen(part?: Part): Pen;
  /** `width`: the text's width as drawn (its stroke included), for a tag behind it. */
  text(spec: TextSpec, at: TextPlace, part?: Part): { readonly width: number };
  group(at: GroupPlace, label: string): Layer;
}
