// The tile editor's canvas geometry (render/tileCanvas.ts): the hex and the hexside under a point
// are the ones drawn there, on the tile and on the ring just off it, at any canvas size.
import { describe, expect, it } from 'vitest';
import { DIRS } from '../../src/engine';
import { tileFrame } from '../../src/render/tileCanvas';

describe('tileFrame', () => {
  for (const [w, h] of [
    [800, 600],
    [390, 520],
  ])
    it(`finds every hex and hexside where it is drawn (${w} x ${h})`, () => {
      const f = tileFrame(w, h);
      for (let r = -1; r <= 8; r++)
        for (let c = -1; c <= 10; c++) {
          const p = f.screenOf([c, r]);
          expect(f.hexAt(p.x, p.y)).toEqual([c, r]);
          expect(f.nearEdge(p.x, p.y)).toBe(false);
          for (const d of DIRS) {
            const s = f.screenOf([c, r], d);
            expect(f.sideAt(s.x, s.y)).toEqual([c, r, d]);
            expect(f.nearEdge(s.x, s.y)).toBe(true);
          }
        }
      expect(f.hexAt(0, 0)).toBeNull();
    });
});
