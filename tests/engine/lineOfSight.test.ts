// RULINGS R6.3 (line of sight) and R6.5 (the Cliff/Hedge die of the target's hexside), rule
// book "Assault Phase" and the terrain entries. Coordinates here are axial (q, r); the maps are
// built by testMap from offsets.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import {
  directionTo,
  distance,
  getBoard,
  hasLineOfSight,
  hexKey,
  hexsideAt,
  indexOf,
  sightLine,
  terrainAt,
  toOffset,
  traceSight,
  type BattleMap,
  type Board,
  type Dir,
  type Hex,
  type HexsideKind,
  type Occupied,
  type Terrain,
} from '../../src/engine';
import { randomMap, testMap } from '../helpers';

const ax = (q: number, r: number): Hex => ({ q, r });

/** A testMap written in axial coordinates. */
function axMap(
  cols: number,
  rows: number,
  terrain: [q: number, r: number, t: Terrain][] = [],
  sides: [q: number, r: number, dir: Dir, kind: HexsideKind][] = [],
): BattleMap {
  const hexes: Record<string, { terrain: Terrain }> = {};
  for (const [q, r, t] of terrain) {
    const { col, row } = toOffset(ax(q, r));
    hexes[`${col},${row}`] = { terrain: t };
  }
  const hexsides = sides.map(([q, r, dir, kind]) => ({ ...toOffset(ax(q, r)), dir, kind }));
  return testMap(cols, rows, hexes, hexsides);
}

function idx(board: Board, h: Hex): number {
  const i = indexOf(board, h);
  if (i < 0) throw new Error(`${hexKey(h)} is off the test map`);
  return i;
}

/** The tiny helper the brief asks for: `occupied` from a list of hexes holding ground units. */
function occupiedBy(board: Board, hexes: Hex[]): Occupied {
  const held = new Uint8Array(board.size);
  for (const h of hexes) held[idx(board, h)] = 1;
  return (i) => held[i] === 1;
}

const nobody: Occupied = () => false;

/** The sight from hex a to hex b on `map` with ground units in `units`. */
function sight(map: BattleMap, a: Hex, b: Hex, units: Hex[] = []) {
  const board = getBoard(map);
  const occupied = occupiedBy(board, units);
  const s = traceSight(board, idx(board, a), idx(board, b), occupied);
  // The fast check must always agree with the report.
  expect(hasLineOfSight(board, idx(board, a), idx(board, b), occupied)).toBe(s.clear);
  return s;
}

// A row of hexes: (1,4) to (5,4) runs east through the centres of (2,4), (3,4), (4,4).
const A = ax(1, 4);
const B = ax(5, 4);

describe('R6.3 line of sight on open ground', () => {
  it('R6.3 is clear at every distance from 0 to 8, passing at least distance - 1 hexes', () => {
    const map = testMap(20, 18);
    const board = getBoard(map);
    const from = ax(5, 9);
    const seen = new Set<number>();
    for (let i = 0; i < board.size; i++) {
      const to = board.hexAt[i];
      const d = distance(from, to);
      if (d > 8) continue;
      const s = sight(map, from, to);
      expect(s.clear).toBe(true);
      expect(s.blocker).toBeNull();
      expect(s.targetCover).toBeNull();
      expect(s.hexes.length).toBeGreaterThanOrEqual(Math.max(0, d - 1));
      seen.add(d);
    }
    expect([...seen].sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('R6.3 the same hex and adjacent hexes are in sight, with no intermediate hex', () => {
    const map = axMap(8, 8, [[3, 4, 'forest']]);
    expect(sight(map, ax(3, 4), ax(3, 4))).toMatchObject({ clear: true, hexes: [], twoSided: false });
    expect(sight(map, ax(2, 4), ax(3, 4))).toMatchObject({ clear: true, hexes: [], twoSided: false });
  });

  it('R6.3 lists the hexes the segment passes through, in order from the attacker', () => {
    expect(sight(testMap(8, 8), A, B).hexes).toEqual([ax(2, 4), ax(3, 4), ax(4, 4)]);
    expect(sight(testMap(8, 8), B, A).hexes).toEqual([ax(4, 4), ax(3, 4), ax(2, 4)]);
  });

  it('R6.3 every hex the segment passes through counts, also where a sampled hex line skips one', () => {
    // (5,9) to (6,5) is 4 hexes long but crosses the vertical hexside between (6,7) and (5,7) at
    // its midpoint: it passes through 4 intermediate hexes. Sampling 5 points lists only one of those two.
    const from = ax(5, 9);
    const to = ax(6, 5);
    const s = sight(testMap(10, 12), from, to);
    expect(s).toMatchObject({ clear: true, twoSided: false, hexes: [ax(5, 8), ax(6, 7), ax(5, 7), ax(6, 6)] });
    expect(sight(axMap(10, 12, [[6, 7, 'forest']]), from, to).clear).toBe(false);
    expect(sight(axMap(10, 12, [[5, 7, 'forest']]), from, to).clear).toBe(false);
  });
});

describe('R6.3 terrain blocks sight', () => {
  for (const terrain of ['city', 'forest', 'hill'] as const) {
    it(`R6.3 ${terrain} in an intermediate hex blocks, and the blocker names it`, () => {
      const s = sight(axMap(8, 8, [[3, 4, terrain]]), A, B);
      expect(s.clear).toBe(false);
      expect(s.blocker).toEqual({ kind: 'terrain', hex: ax(3, 4), terrain });
      expect(s.otherBlocker).toBeNull();
    });

    it(`R6.3 ${terrain} in the attacker's or the target's own hex does not block`, () => {
      expect(sight(axMap(8, 8, [[1, 4, terrain]]), A, B).clear).toBe(true);
      expect(sight(axMap(8, 8, [[5, 4, terrain]]), A, B).clear).toBe(true);
      expect(
        sight(
          axMap(8, 8, [
            [1, 4, terrain],
            [5, 4, terrain],
          ]),
          A,
          B,
        ).clear,
      ).toBe(true);
    });
  }

  it('R6.3 Open, Barren, Marsh and Water do not block', () => {
    for (const terrain of ['open', 'barren', 'marsh', 'water'] as const) {
      expect(
        sight(
          axMap(8, 8, [
            [2, 4, terrain],
            [3, 4, terrain],
            [4, 4, terrain],
          ]),
          A,
          B,
        ).clear,
      ).toBe(true);
    }
  });

  it('R6.3 the blocker is the first along the line from the attacker', () => {
    const map = axMap(8, 8, [
      [2, 4, 'city'],
      [4, 4, 'forest'],
    ]);
    expect(sight(map, A, B).blocker).toEqual({ kind: 'terrain', hex: ax(2, 4), terrain: 'city' });
    expect(sight(map, B, A).blocker).toEqual({ kind: 'terrain', hex: ax(4, 4), terrain: 'forest' });
  });
});

describe('R6.3 units block sight', () => {
  it('R6.3 ground units in an intermediate hex block, and the blocker names the hex', () => {
    const s = sight(testMap(8, 8), A, B, [ax(3, 4)]);
    expect(s.clear).toBe(false);
    expect(s.blocker).toEqual({ kind: 'units', hex: ax(3, 4) });
  });

  it("R6.3 units in the attacker's or the target's hex do not block (occupied is not even asked)", () => {
    const map = testMap(8, 8);
    const board = getBoard(map);
    const asked: number[] = [];
    const everywhere: Occupied = (i) => {
      asked.push(i);
      return i === idx(board, A) || i === idx(board, B);
    };
    expect(traceSight(board, idx(board, A), idx(board, B), everywhere).clear).toBe(true);
    expect(asked).toEqual([ax(2, 4), ax(3, 4), ax(4, 4)].map((h) => idx(board, h)));
    expect(sight(map, A, B, [A, B]).clear).toBe(true);
    expect(sight(map, A, ax(2, 4), [A, ax(2, 4)]).clear).toBe(true);
  });

  it('R6.3 units beside the line do not block', () => {
    expect(sight(testMap(8, 8), A, B, [ax(2, 3), ax(3, 5), ax(4, 3)]).clear).toBe(true);
  });
});

describe('R6.3 an attacker on a Hill ignores one hex blocked only by units', () => {
  const hillA = axMap(8, 8, [[1, 4, 'hill']]);

  it('R6.3 one hex of units is ignored, and reported as ignored', () => {
    const s = sight(hillA, A, B, [ax(3, 4)]);
    expect(s.clear).toBe(true);
    expect(s.ignoredUnits).toEqual(ax(3, 4));
  });

  it('R6.3 two hexes of units still block: the second is the blocker', () => {
    const s = sight(hillA, A, B, [ax(2, 4), ax(4, 4)]);
    expect(s.clear).toBe(false);
    expect(s.blocker).toEqual({ kind: 'units', hex: ax(4, 4) });
  });

  it('R6.3 a Forest, City or Hill still blocks, with or without units in it', () => {
    for (const t of ['forest', 'city', 'hill'] as const) {
      const map = axMap(8, 8, [
        [1, 4, 'hill'],
        [3, 4, t],
      ]);
      expect(sight(map, A, B).blocker).toEqual({ kind: 'terrain', hex: ax(3, 4), terrain: t });
      expect(sight(map, A, B, [ax(3, 4)]).blocker).toEqual({ kind: 'terrain', hex: ax(3, 4), terrain: t });
      expect(sight(map, A, B, [ax(2, 4)]).blocker).toEqual({ kind: 'terrain', hex: ax(3, 4), terrain: t });
    }
  });

  it("R6.3 it is the attacker's: an attacker off the Hill does not see a target on it past units", () => {
    expect(sight(hillA, B, A, [ax(3, 4)]).blocker).toEqual({ kind: 'units', hex: ax(3, 4) });
    expect(sight(testMap(8, 8), A, B, [ax(3, 4)]).clear).toBe(false);
  });

  it('R6.3 it does not lift a Cliff or Hedge', () => {
    const map = axMap(8, 8, [[1, 4, 'hill']], [[2, 4, 0, 'hedge']]);
    expect(sight(map, A, B).blocker).toMatchObject({ kind: 'hexside' });
  });
});

describe('R6.3 Cliff and Hedge hexsides', () => {
  for (const kind of ['cliff', 'hedge'] as const) {
    it(`R6.3 a ${kind} between two intermediate hexes blocks, named by the hex the line leaves`, () => {
      // Listed from the far hex (3,4) on its W side: the board holds it on both hexes.
      const s = sight(axMap(8, 8, [], [[3, 4, 3, kind]]), A, B);
      expect(s.clear).toBe(false);
      expect(s.blocker).toEqual({ kind: 'hexside', hex: ax(2, 4), dir: 0, feature: kind });
      expect(sight(axMap(8, 8, [], [[3, 4, 3, kind]]), B, A).blocker).toEqual({
        kind: 'hexside',
        hex: ax(3, 4),
        dir: 3,
        feature: kind,
      });
    });

    it(`R6.3 a ${kind} on a hexside of the attacker's or the target's hex does not block`, () => {
      expect(sight(axMap(8, 8, [], [[1, 4, 0, kind]]), A, B).clear).toBe(true);
      expect(sight(axMap(8, 8, [], [[4, 4, 0, kind]]), A, B).clear).toBe(true);
      expect(sight(axMap(8, 8, [], [[1, 4, 0, kind]]), B, A).clear).toBe(true);
      expect(sight(axMap(8, 8, [], [[4, 4, 0, kind]]), B, A).clear).toBe(true);
    });
  }

  it('R6.3 a Cliff or Hedge beside the line, not crossed, does not block', () => {
    expect(
      sight(
        axMap(
          8,
          8,
          [],
          [
            [2, 4, 5, 'cliff'],
            [3, 4, 1, 'hedge'],
          ],
        ),
        A,
        B,
      ).clear,
    ).toBe(true);
  });

  it('R6.3 Rivers and Bridges do not block sight', () => {
    const map = axMap(
      8,
      8,
      [],
      [
        [2, 4, 0, 'river'],
        [3, 4, 0, 'river'],
      ],
    );
    map.hexsides[1].bridge = true;
    expect(sight(map, A, B).clear).toBe(true);
  });
});

describe('R6.5 the Cliff or Hedge die of the target hex', () => {
  for (const kind of ['cliff', 'hedge'] as const) {
    it(`R6.5 a ${kind} on the target's hexside that the segment crosses gives cover`, () => {
      const map = axMap(8, 8, [], [[4, 4, 0, kind]]);
      expect(sight(map, A, B).targetCover).toBe(kind);
      // From the other end it is the attacker's hexside: no cover for the target.
      expect(sight(map, B, A).targetCover).toBeNull();
    });

    it(`R6.5 adjacent hexes across a ${kind}: in sight (R6.3), and the target has cover`, () => {
      const map = axMap(8, 8, [], [[2, 4, 0, kind]]);
      expect(sight(map, ax(2, 4), ax(3, 4))).toMatchObject({ clear: true, targetCover: kind });
      expect(sight(map, ax(3, 4), ax(2, 4))).toMatchObject({ clear: true, targetCover: kind });
    });
  }

  it('R6.5 a Hedge on a target hexside the segment does not cross gives no cover', () => {
    const map = axMap(
      8,
      8,
      [],
      [
        [5, 4, 5, 'hedge'],
        [5, 4, 1, 'hedge'],
        [5, 4, 0, 'hedge'],
      ],
    );
    expect(sight(map, A, B).targetCover).toBeNull();
  });

  it('R6.5 no hexside cover in the same hex', () => {
    const map = axMap(8, 8, [], [[3, 4, 0, 'hedge']]);
    expect(sight(map, ax(3, 4), ax(3, 4)).targetCover).toBeNull();
  });
});

describe('R6.3 a segment along a hexside or through a corner is blocked only if blocked on both sides', () => {
  // (0,4) to (2,3) runs along the hexside between (1,3) and (1,4): the axial (0,0)-(2,-1) case.
  const from = ax(0, 4);
  const to = ax(2, 3);

  it('R6.3 the two nudged segments pass on either side of the hexside', () => {
    const board = getBoard(testMap(8, 8));
    expect(sightLine(board, idx(board, from), idx(board, to), 1)).toEqual([from, ax(1, 3), to]);
    expect(sightLine(board, idx(board, from), idx(board, to), -1)).toEqual([from, ax(1, 4), to]);
    expect(sight(testMap(8, 8), from, to).twoSided).toBe(true);
  });

  it('R6.3 blocked when both flanking hexes block, naming both', () => {
    const s = sight(
      axMap(8, 8, [
        [1, 3, 'forest'],
        [1, 4, 'city'],
      ]),
      from,
      to,
    );
    expect(s.clear).toBe(false);
    expect(s.blocker).toEqual({ kind: 'terrain', hex: ax(1, 3), terrain: 'forest' });
    expect(s.otherBlocker).toEqual({ kind: 'terrain', hex: ax(1, 4), terrain: 'city' });
    expect(sight(axMap(8, 8, [[1, 3, 'forest']]), from, to, [ax(1, 4)]).clear).toBe(false);
  });

  it('R6.3 clear when only one flanking hex blocks, through the other', () => {
    expect(sight(axMap(8, 8, [[1, 3, 'forest']]), from, to)).toMatchObject({ clear: true, hexes: [ax(1, 4)] });
    expect(sight(axMap(8, 8, [[1, 4, 'hill']]), from, to)).toMatchObject({ clear: true, hexes: [ax(1, 3)] });
    expect(sight(testMap(8, 8), from, to, [ax(1, 3)])).toMatchObject({ clear: true, hexes: [ax(1, 4)] });
    expect(sight(testMap(8, 8), to, from, [ax(1, 4)])).toMatchObject({ clear: true, hexes: [ax(1, 3)] });
  });

  it('R6.3 a Hedge or Cliff on the hexside the segment runs along is not crossed: it does not block', () => {
    expect(sight(axMap(8, 8, [], [[1, 3, 1, 'hedge']]), from, to).clear).toBe(true);
    expect(sight(axMap(8, 8, [], [[1, 3, 1, 'cliff']]), from, to).clear).toBe(true);
    // Longer: (0,4) to (4,2) runs along two hexsides with the centre of (2,3) between them.
    expect(
      sight(
        axMap(
          8,
          8,
          [],
          [
            [1, 3, 1, 'hedge'],
            [3, 2, 1, 'cliff'],
          ],
        ),
        from,
        ax(4, 2),
      ).clear,
    ).toBe(true);
  });

  it('R6.3 judged for the whole segment: blocked on the left at one hexside and on the right at another blocks', () => {
    // Left side: (1,3) (2,3) (3,2); right side: (1,4) (2,3) (3,3).
    const s = sight(
      axMap(8, 8, [
        [1, 3, 'forest'],
        [3, 3, 'forest'],
      ]),
      from,
      ax(4, 2),
    );
    expect(s.clear).toBe(false);
    expect(s.blocker).toEqual({ kind: 'terrain', hex: ax(1, 3), terrain: 'forest' });
    expect(s.otherBlocker).toEqual({ kind: 'terrain', hex: ax(3, 3), terrain: 'forest' });
    expect(
      sight(
        axMap(8, 8, [
          [1, 3, 'forest'],
          [3, 2, 'forest'],
        ]),
        from,
        ax(4, 2),
      ).clear,
    ).toBe(true);
  });

  it('R6.3 a blocker on the hex both sides pass is named once', () => {
    const s = sight(axMap(8, 8, [[2, 3, 'forest']]), from, ax(4, 2));
    expect(s).toMatchObject({ clear: false, twoSided: true, otherBlocker: null });
    expect(s.blocker).toEqual({ kind: 'terrain', hex: ax(2, 3), terrain: 'forest' });
  });

  // (0,4) to (4,5) passes exactly through two corners, each where three hexes meet: at the first,
  // from (1,4) into (2,4) past the corner of (1,5); at the second, from (2,5) into (3,5) past the
  // corner of (3,4).
  const far = ax(4, 5);

  it('R6.3 through a corner: one side clips the third hex, the other crosses straight over', () => {
    const board = getBoard(testMap(8, 8));
    const left = [from, ax(1, 4), ax(2, 4), ax(2, 5), ax(3, 4), ax(3, 5), far];
    const right = [from, ax(1, 4), ax(1, 5), ax(2, 4), ax(2, 5), ax(3, 5), far];
    expect(sightLine(board, idx(board, from), idx(board, far), 1)).toEqual(left);
    expect(sightLine(board, idx(board, from), idx(board, far), -1)).toEqual(right);
  });

  it('R6.3 a Forest or units in the hex whose corner the segment grazes do not block alone', () => {
    expect(sight(axMap(8, 8, [[1, 5, 'forest']]), from, far).clear).toBe(true);
    expect(sight(axMap(8, 8, [[3, 4, 'city']]), from, far).clear).toBe(true);
    expect(sight(testMap(8, 8), from, far, [ax(1, 5)]).clear).toBe(true);
    expect(sight(testMap(8, 8), from, far, [ax(3, 4)]).clear).toBe(true);
  });

  it('R6.3 a Hedge on the hexside whose end the segment touches does not block alone; with the corner hex blocked it does', () => {
    // The hexside between (1,4) and (2,4) is crossed on the left side only.
    expect(sight(axMap(8, 8, [], [[1, 4, 0, 'hedge']]), from, far).clear).toBe(true);
    const s = sight(axMap(8, 8, [[1, 5, 'forest']], [[1, 4, 0, 'hedge']]), from, far);
    expect(s.clear).toBe(false);
    expect(s.blocker).toEqual({ kind: 'hexside', hex: ax(1, 4), dir: 0, feature: 'hedge' });
    expect(s.otherBlocker).toEqual({ kind: 'terrain', hex: ax(1, 5), terrain: 'forest' });
  });

  it('R6.3 corners on opposite sides, both blocked, block the whole segment', () => {
    expect(
      sight(
        axMap(8, 8, [
          [1, 5, 'forest'],
          [3, 4, 'forest'],
        ]),
        from,
        far,
      ).clear,
    ).toBe(false);
    expect(sight(testMap(8, 8), from, far, [ax(1, 5), ax(3, 4)]).clear).toBe(false);
  });

  it('R6.5 along a hexside into the target: cover only when both sides cross a Cliff or Hedge of the target hex', () => {
    // Left enters (2,3) across the E hexside of (1,3), right across the NE hexside of (1,4).
    expect(sight(axMap(8, 8, [], [[1, 3, 0, 'hedge']]), from, to).targetCover).toBeNull();
    expect(sight(axMap(8, 8, [], [[1, 4, 5, 'cliff']]), from, to).targetCover).toBeNull();
    expect(
      sight(
        axMap(
          8,
          8,
          [],
          [
            [1, 3, 0, 'hedge'],
            [1, 4, 5, 'hedge'],
          ],
        ),
        from,
        to,
      ).targetCover,
    ).toBe('hedge');
    // A clear side comes first: with (1,4) blocked, the left side's hedge counts.
    expect(sight(axMap(8, 8, [[1, 4, 'forest']], [[1, 3, 0, 'hedge']]), from, to).targetCover).toBe('hedge');
  });
});

describe('R6.3 the edge of the battlefield', () => {
  // Offset (0,0) to (0,2), axial (0,0) to (-1,2), runs down the left edge: the hexside between
  // (0,1) and (-1,1), which is off the map.
  it('R6.3 a side that leaves the battlefield is no line: the side on the map decides', () => {
    const from = ax(0, 0);
    const to = ax(-1, 2);
    expect(sight(testMap(6, 6), from, to)).toMatchObject({ clear: true, hexes: [ax(0, 1)] });
    const s = sight(axMap(6, 6, [[0, 1, 'forest']]), from, to);
    expect(s.clear).toBe(false);
    expect(s.blocker).toEqual({ kind: 'terrain', hex: ax(0, 1), terrain: 'forest' });
    expect(s.otherBlocker).toEqual({ kind: 'offMap', hex: ax(-1, 1) });
  });
});

// ---- Property tests on seeded random maps ----

/** The cube coordinates of a point between hex centres. */
type Cube = [number, number, number];
const E: Cube[] = [
  [1, 0, -1],
  [0, 1, -1],
  [-1, 1, 0],
  [-1, 0, 1],
  [0, -1, 1],
  [1, -1, 0],
];
const dot = (a: Cube, b: Cube) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * An independent reference for the nudged segment: shifted by a small real eps, the hexes whose
 * inside it enters (clipped against each hexagon's six half-planes), sorted by entry.
 */
function referenceLine(from: Hex, to: Hex, side: 1 | -1): Hex[] {
  const a: Cube = [from.q, from.r, -from.q - from.r];
  const d: Cube = [to.q - from.q, to.r - from.r, from.q + from.r - to.q - to.r];
  const eps = 1e-7 * side;
  const p0: Cube = [a[0] + eps * (d[1] - d[2]), a[1] + eps * (d[2] - d[0]), a[2] + eps * (d[0] - d[1])];
  const n = distance(from, to);
  const hits: { h: Hex; t: number }[] = [];
  for (let q = from.q - n - 1; q <= from.q + n + 1; q++) {
    for (let r = from.r - n - 1; r <= from.r + n + 1; r++) {
      const c: Cube = [q, r, -q - r];
      let lo = 0;
      let hi = 1;
      let out = false;
      for (const e of E) {
        const a0 = dot([p0[0] - c[0], p0[1] - c[1], p0[2] - c[2]], e);
        const de = dot(d, e);
        if (de === 0) out ||= a0 >= 1;
        else if (de > 0) hi = Math.min(hi, (1 - a0) / de);
        else lo = Math.max(lo, (1 - a0) / de);
      }
      if (!out && hi - lo > 1e-12) hits.push({ h: ax(q, r), t: lo });
    }
  }
  return hits.sort((x, y) => x.t - y.t).map((x) => x.h);
}

/** R6.3 spelled out plainly over the reference lines and the map API: the oracle. */
function referenceBlocked(map: BattleMap, from: Hex, to: Hex, units: Set<string>): boolean {
  const sideBlocked = (side: 1 | -1) => {
    const line = referenceLine(from, to, side);
    let ignorable = terrainAt(map, from) === 'hill';
    for (let k = 1; k < line.length; k++) {
      const h = line[k];
      const t = terrainAt(map, h);
      if (t === null) return true;
      const feature = hexsideAt(map, line[k - 1], directionTo(line[k - 1], h)!);
      const ends = k === 1 || k === line.length - 1;
      if ((feature === 'cliff' || feature === 'hedge') && !ends) return true;
      if (k === line.length - 1) break;
      if (t === 'city' || t === 'forest' || t === 'hill') return true;
      if (units.has(hexKey(h))) {
        if (!ignorable) return true;
        ignorable = false;
      }
    }
    return false;
  };
  return sideBlocked(1) && sideBlocked(-1);
}

describe('R6.3 properties on seeded random maps', () => {
  it('R6.3 the walk passes exactly the hexes the nudged segment enters, on each side', () => {
    const board = getBoard(testMap(16, 14));
    const rng = seedrandom('lines');
    for (let n = 0; n < 1500; n++) {
      const i = Math.floor(rng() * board.size);
      const j = Math.floor(rng() * board.size);
      for (const side of [1, -1] as const) {
        const ref = referenceLine(board.hexAt[i], board.hexAt[j], side);
        if (ref.some((h) => indexOf(board, h) < 0)) continue; // leaves the map: see the edge test
        expect(sightLine(board, i, j, side)).toEqual(ref);
      }
    }
  });

  it('R6.3 agrees with the rule spelled out plainly, with units and Hills, from every side', () => {
    const rng = seedrandom('oracle');
    for (let m = 0; m < 6; m++) {
      const map = randomMap(`oracle-${m}`, 14, 12, { blocking: 0.12, features: 0.08 });
      const board = getBoard(map);
      const units: Hex[] = [];
      for (let i = 0; i < board.size; i++) if (rng() < 0.1) units.push(board.hexAt[i]);
      const occupied = occupiedBy(board, units);
      const unitKeys = new Set(units.map(hexKey));
      for (let n = 0; n < 600; n++) {
        const i = Math.floor(rng() * board.size);
        const j = Math.floor(rng() * board.size);
        const s = traceSight(board, i, j, occupied);
        expect(s.clear, `${hexKey(board.hexAt[i])} to ${hexKey(board.hexAt[j])}`).toBe(
          !referenceBlocked(map, board.hexAt[i], board.hexAt[j], unitKeys),
        );
        expect(hasLineOfSight(board, i, j, occupied)).toBe(s.clear);
      }
    }
  });

  it('R6.3 is symmetric when the attacker is not on a Hill: A sees B iff B sees A', () => {
    const map = randomMap('symmetry', 16, 12, { blocking: 0.15, features: 0.08 });
    const board = getBoard(map);
    const rng = seedrandom('symmetry-units');
    const units: Hex[] = [];
    for (let i = 0; i < board.size; i++) if (rng() < 0.08) units.push(board.hexAt[i]);
    const occupied = occupiedBy(board, units);
    let clear = 0;
    let blocked = 0;
    for (let i = 0; i < board.size; i++) {
      for (let j = i + 1; j < board.size; j++) {
        // Without units every pair; with units, only pairs where neither end is on a Hill.
        expect(hasLineOfSight(board, i, j, nobody)).toBe(hasLineOfSight(board, j, i, nobody));
        if (board.terrain[i] === 'hill' || board.terrain[j] === 'hill') continue;
        const ij = hasLineOfSight(board, i, j, occupied);
        expect(ij).toBe(hasLineOfSight(board, j, i, occupied));
        if (ij) clear++;
        else blocked++;
      }
    }
    // The map is neither all clear nor all blocked, or the test proves nothing.
    expect(clear).toBeGreaterThan(1000);
    expect(blocked).toBeGreaterThan(1000);
  });
});
