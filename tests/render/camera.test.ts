// The camera's pure math: zooming keeps the point under the cursor still, a pinch follows the fingers.
import { describe, expect, it } from 'vitest';
import {
  cacheResolution,
  fitView,
  hexAtScreen,
  hexToScreen,
  MAX_CACHE_TEXTURE,
  MAX_ZOOM,
  pinch,
  screenToWorld,
  zoomAt,
  type Camera,
} from '../../src/render/camera';
import { fromOffset, hexKey } from '../../src/engine';

const cam: Camera = { zoom: 1, x: 10, y: 20 };

describe('camera', () => {
  it('zooming at a point keeps the world point under it in place', () => {
    const at = { x: 300, y: 200 };
    const before = screenToWorld(cam, at);
    const after = screenToWorld(zoomAt(cam, at, 1.7), at);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('zoom is clamped', () => {
    expect(zoomAt(cam, { x: 0, y: 0 }, 1000).zoom).toBe(MAX_ZOOM);
  });

  it('spreading two fingers zooms in about their midpoint', () => {
    const a = { x: 100, y: 100 };
    const b = { x: 200, y: 100 };
    const next = pinch(
      cam,
      [a, b],
      [
        { x: 50, y: 100 },
        { x: 250, y: 100 },
      ],
    );
    expect(next.zoom).toBeCloseTo(2);
    const mid = { x: 150, y: 100 };
    expect(screenToWorld(next, mid).x).toBeCloseTo(screenToWorld(cam, mid).x);
  });

  it('moving two fingers together pans, and the world point under them follows', () => {
    const before = [
      { x: 100, y: 100 },
      { x: 200, y: 100 },
    ] as const;
    const after = [
      { x: 130, y: 140 },
      { x: 230, y: 140 },
    ] as const;
    const next = pinch(cam, before, after);
    expect(next.zoom).toBeCloseTo(1);
    const world = screenToWorld(cam, { x: 150, y: 100 });
    const now = screenToWorld(next, { x: 180, y: 140 });
    expect(now.x).toBeCloseTo(world.x);
    expect(now.y).toBeCloseTo(world.y);
  });
});

describe('static layer cache resolution', () => {
  it('one texel per screen pixel, in steps of 1/8', () => {
    expect(cacheResolution(0.6, 2000)).toBe(0.625);
    expect(cacheResolution(1, 2000)).toBe(1);
    // A small zoom step keeps the same resolution, so the terrain is not re-rendered for it.
    expect(cacheResolution(0.61, 2000)).toBe(cacheResolution(0.62, 2000));
  });

  it('never makes a texture side larger than MAX_CACHE_TEXTURE', () => {
    expect(cacheResolution(3, 2113) * 2113).toBeLessThanOrEqual(MAX_CACHE_TEXTURE);
    expect(cacheResolution(3, 500)).toBe(3);
  });

  it('never goes under a quarter', () => {
    expect(cacheResolution(0.01, 2000)).toBe(0.25);
  });
});

// docs/development.md, "Opening the page": the first frame painted before PixiJS and the PixiJS map open a battlefield
// the same way (fitView) and find the hex under a click the same way (hexAtScreen), so a click on
// the painted map lands on the hex drawn there.
describe('fitView and hexAtScreen', () => {
  it.each([
    [10, 8, { width: 1000, height: 700 }, 0],
    [10, 16, { width: 1000, height: 600 }, 1],
    [10, 16, { width: 500, height: 900 }, 0],
  ] as const)(
    'a %i x %i battlefield in %o is turned %i quarter(s), fitted, and every hex centre (hexToScreen) maps back to its hex (hexAtScreen)',
    (cols, rows, view, turns) => {
      const { quarterTurns, camera } = fitView(cols, rows, view);
      expect(quarterTurns).toBe(turns);
      for (let row = 0; row < rows; row++)
        for (let col = 0; col < cols; col++) {
          const h = fromOffset(col, row);
          const p = hexToScreen(camera, quarterTurns, h);
          expect(p.x).toBeGreaterThan(0);
          expect(p.x).toBeLessThan(view.width);
          expect(p.y).toBeGreaterThan(0);
          expect(p.y).toBeLessThan(view.height);
          const found = hexAtScreen(camera, quarterTurns, cols, rows, p);
          expect(found && hexKey(found)).toBe(hexKey(h));
        }
    },
  );

  it('a point off the battlefield is no hex', () => {
    const { quarterTurns, camera } = fitView(10, 8, { width: 1000, height: 700 });
    expect(hexAtScreen(camera, quarterTurns, 10, 8, { x: 2, y: 2 })).toBeNull();
  });
});
