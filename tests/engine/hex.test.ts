import { describe, expect, it } from 'vitest';
import {
  DIRS,
  directionTo,
  distance,
  fromOffset,
  hexKey,
  hexLabel,
  neighbor,
  neighbors,
  opposite,
  parseHexKey,
  toOffset,
} from '../../src/engine';

describe('hex geometry (R2.4: pointy-topped, odd-r rows)', () => {
  it('measures distance in hexes', () => {
    expect(distance({ q: 0, r: 0 }, { q: 0, r: 0 })).toBe(0);
    expect(distance({ q: 0, r: 0 }, { q: 3, r: 0 })).toBe(3);
    expect(distance({ q: 0, r: 0 }, { q: 2, r: -3 })).toBe(3);
    expect(distance({ q: -2, r: 1 }, { q: 3, r: -1 })).toBe(5);
  });

  it('has six neighbours, each at distance 1 and in its own direction', () => {
    const h = { q: 2, r: 3 };
    const ns = neighbors(h);
    expect(new Set(ns.map(hexKey)).size).toBe(6);
    for (const d of DIRS) {
      const n = neighbor(h, d);
      expect(distance(h, n)).toBe(1);
      expect(directionTo(h, n)).toBe(d);
      expect(directionTo(n, h)).toBe(opposite(d));
    }
    expect(directionTo(h, { q: 4, r: 3 })).toBeNull();
  });

  it('maps offset rows: odd rows are shoved right', () => {
    // Even row: east/west neighbours share the row; the NE neighbour keeps the column.
    expect(toOffset(neighbor(fromOffset(3, 2), 5))).toEqual({ col: 3, row: 1 });
    expect(toOffset(neighbor(fromOffset(3, 2), 4))).toEqual({ col: 2, row: 1 });
    // Odd row: the NE neighbour is one column to the right.
    expect(toOffset(neighbor(fromOffset(3, 3), 5))).toEqual({ col: 4, row: 2 });
    expect(toOffset(neighbor(fromOffset(3, 3), 1))).toEqual({ col: 4, row: 4 });
    for (let row = 0; row < 6; row++) {
      for (let col = 0; col < 6; col++) expect(toOffset(fromOffset(col, row))).toEqual({ col, row });
    }
  });

  it('keys and labels hexes stably', () => {
    expect(hexKey({ q: -1, r: 4 })).toBe('-1,4');
    expect(parseHexKey('-1,4')).toEqual({ q: -1, r: 4 });
    expect(parseHexKey('x')).toBeNull();
    expect(hexLabel(fromOffset(0, 0))).toBe('A1');
    expect(hexLabel(fromOffset(2, 4))).toBe('C5');
    expect(hexLabel(fromOffset(27, 15))).toBe('AB16');
  });
});
