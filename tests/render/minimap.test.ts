// The overview (minimap) on screens of any density: its canvas holds the device pixel
// ratio times its CSS size, so it is sharp on a high-density screen, and it still draws and
// answers clicks in CSS pixels.
import { describe, expect, it } from 'vitest';
import { fitMinimapCanvas, MINIMAP_SIZE } from '../../src/render/minimap';

/** A canvas and a 2D context that keep only what fitMinimapCanvas touches. */
function fakeCanvas() {
  const canvas = { width: MINIMAP_SIZE.width, height: MINIMAP_SIZE.height };
  const ctx = {
    transform: [1, 0, 0, 1, 0, 0],
    setTransform(...m: number[]) {
      this.transform = m;
    },
  };
  return {
    canvas,
    ctx,
    fit: (ratio: number) =>
      fitMinimapCanvas(canvas as HTMLCanvasElement, ctx as unknown as CanvasRenderingContext2D, ratio),
  };
}

describe('fitMinimapCanvas', () => {
  it('gives a screen of ratio 2 twice the pixels each way and draws at twice the scale', () => {
    const c = fakeCanvas();
    c.fit(2);
    expect([c.canvas.width, c.canvas.height]).toEqual([MINIMAP_SIZE.width * 2, MINIMAP_SIZE.height * 2]);
    expect(c.ctx.transform).toEqual([2, 0, 0, 2, 0, 0]);
  });

  it('keeps one pixel per CSS pixel on an ordinary screen', () => {
    const c = fakeCanvas();
    c.fit(1);
    expect([c.canvas.width, c.canvas.height]).toEqual([MINIMAP_SIZE.width, MINIMAP_SIZE.height]);
    expect(c.ctx.transform).toEqual([1, 0, 0, 1, 0, 0]);
  });

  it('rounds a fractional ratio to whole pixels and scales to fill them exactly', () => {
    const c = fakeCanvas();
    c.fit(1.25);
    expect([c.canvas.width, c.canvas.height]).toEqual([225, 175]);
    expect(c.ctx.transform).toEqual([225 / MINIMAP_SIZE.width, 0, 0, 175 / MINIMAP_SIZE.height, 0, 0]);
  });

  it('treats a missing or broken ratio as 1', () => {
    for (const ratio of [0, Number.NaN, -2, Number.POSITIVE_INFINITY]) {
      const c = fakeCanvas();
      c.fit(ratio);
      expect([c.canvas.width, c.canvas.height, ...c.ctx.transform]).toEqual([
        MINIMAP_SIZE.width,
        MINIMAP_SIZE.height,
        1,
        0,
        0,
        1,
        0,
        0,
      ]);
    }
  });
});
