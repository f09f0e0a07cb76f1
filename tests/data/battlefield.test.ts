import { describe, expect, it } from 'vitest';
import {
  assembleBattlefield,
  tilesForPoints,
  getBoard,
  neighbor,
  opposite,
  TERRAIN_CHARS,
  toOffset,
  validateMap,
  type BattleMap,
  type TileSpec,
} from '../../src/engine';
import { SKIRMISH_LAYOUT, TILES } from '../../src/data/tiles';
import { battlefieldForPoints, buildBattlefield } from '../../src/store/game/newGame';

function assembled(): BattleMap {
  const r = buildBattlefield(SKIRMISH_LAYOUT);
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join('\n'));
  return r.value;
}

describe('the two-tile battlefield', () => {
  it('is 10 x 16 with the second tile turned, and valid', () => {
    const map = assembled();
    expect(map.cols).toBe(10);
    expect(map.rows).toBe(16);
    expect(validateMap(map)).toEqual([]);
    // Turned 180 degrees: the top tile's first row is the crossroads tile's last row, reversed.
    const top = map.hexes.slice(0, 10).map((h) => h.terrain);
    expect(top).toEqual([...TILES.crossroads.terrain[7]].reverse().map((ch) => TERRAIN_CHARS[ch]));
    const secondRow = map.hexes.slice(10, 20).map((h) => h.terrain);
    expect(secondRow).toEqual([...TILES.crossroads.terrain[6]].reverse().map((ch) => TERRAIN_CHARS[ch]));
  });

  it('roads continue across the seam on both sides (R2.4)', () => {
    const map = assembled();
    const board = getBoard(map);
    let crossings = 0;
    for (let i = 0; i < board.size; i++) {
      const { row } = toOffset(board.hexAt[i]);
      if (row !== 7) continue;
      for (const d of [1, 2] as const) {
        if ((board.roadBits[i] & (1 << d)) === 0) continue;
        const j = board.neighbors[i * 6 + d];
        expect(j).toBeGreaterThanOrEqual(0);
        expect(board.roadBits[j] & (1 << opposite(d))).not.toBe(0);
        crossings++;
      }
    }
    expect(crossings).toBe(1);
  });

  it('refuses a battlefield whose roads do not meet across a seam', () => {
    // Unturned, the crossroads' bottom road exit (col 4) meets its top exit (col 5) only when
    // the lower tile is turned too; two tiles turned the same way must still agree.
    const bent: TileSpec = {
      ...TILES.crossroads,
      id: 'bent',
      roads: [
        [
          [4, -1],
          [5, 0],
          [5, 1],
        ],
      ],
    };
    const r = assembleBattlefield('x', 'x', { ...TILES, bent }, [
      { tile: 'crossroads', x: 0, y: 0 },
      { tile: 'bent', x: 0, y: 1, rotated: true },
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((e) => e.message).join('\n')).toContain('does not continue');
  });

  it('refuses unknown tiles, holes and overlaps', () => {
    expect(assembleBattlefield('x', 'x', TILES, [{ tile: 'nope', x: 0, y: 0 }]).ok).toBe(false);
    expect(assembleBattlefield('x', 'x', TILES, [{ tile: 'crossroads', x: 0, y: 1 }]).ok).toBe(false);
    expect(
      assembleBattlefield('x', 'x', TILES, [
        { tile: 'crossroads', x: 0, y: 0 },
        { tile: 'crossroads', x: 0, y: 0 },
      ]).ok,
    ).toBe(false);
  });
});

describe('tile placements read from outside', () => {
  const where = (placements: unknown) => {
    const r = assembleBattlefield('x', 'x', TILES, placements as never);
    return r.ok ? [] : r.error.map((p) => p.where);
  };

  it('R2.4: refuses a tile outside the largest battlefield (200 hexes a side) with its path, never throwing', () => {
    // x = 1e9 asked for an array of ten billion hexes: RangeError: Invalid array length.
    expect(where([{ tile: 'crossroads', x: 1e9, y: 0 }])).toEqual(['tiles[0].x']);
    expect(
      where([
        { tile: 'crossroads', x: 0, y: 0 },
        { tile: 'crossroads', x: 0, y: -5 },
      ]),
    ).toEqual(['tiles[1].y']);
    expect(where([{ tile: 'crossroads', x: 1.5, y: 0 }])).toEqual(['tiles[0].x']);
    expect(where([{ tile: 'crossroads', x: 0, y: 25 }])).toEqual(['tiles[0].y']);
    expect(where([{ tile: 'crossroads', x: '0', y: 0 }])).toEqual(['tiles[0].x']);
    expect(where([{ tile: 'crossroads', x: 0, y: 0, rotated: 'yes' }])).toEqual(['tiles[0].rotated']);
    expect(where([null, 'crossroads'])).toEqual(['tiles[0]', 'tiles[1]']);
    expect(where({ tile: 'crossroads' })).toEqual(['tiles']);
    expect(where(Array.from({ length: 501 }, () => ({ tile: 'crossroads', x: 0, y: 0 })))).toEqual(['tiles']);
  });

  it('looks tiles up as its own entries: "constructor" is no tile', () => {
    const r = assembleBattlefield('x', 'x', TILES, [{ tile: 'constructor', x: 0, y: 0 }]);
    expect(!r.ok && r.error).toEqual([
      { code: 'BAD_MAP', where: 'tiles[0].tile', message: 'unknown tile "constructor"' },
    ]);
  });
});

describe('validateMap', () => {
  it('names what is wrong with a hand-made map', () => {
    expect(validateMap(null)).toEqual(['the map is not an object']);
    expect(
      validateMap({
        id: 'm',
        name: 'm',
        cols: 2,
        rows: 1,
        hexes: [{ terrain: 'lava' }, { terrain: 'open' }],
        hexsides: [],
      }),
    ).toEqual(['hex A1 has unknown terrain "lava"']);
    const oneWay = {
      id: 'm',
      name: 'm',
      cols: 2,
      rows: 1,
      hexes: [{ terrain: 'open', roads: [0] }, { terrain: 'open' }],
      hexsides: [],
    };
    expect(validateMap(oneWay)[0]).toContain('does not continue into B1');
    const badBridge = {
      id: 'm',
      name: 'm',
      cols: 2,
      rows: 1,
      hexes: [{ terrain: 'open' }, { terrain: 'open' }],
      hexsides: [{ hex: { q: 0, r: 0 }, dir: 0, kind: 'hedge', bridge: true }],
    };
    expect(validateMap(badBridge)[0]).toContain('Bridge must sit on a River');
    expect(neighbor({ q: 0, r: 0 }, 0)).toEqual({ q: 1, r: 0 });
  });
});

describe('R1.7 battlefield size and R2.4 shapes', () => {
  it('calls for 2 tiles at 100 and 150 points, 4 at 200, 6 at 300, 8 at 400', () => {
    expect([50, 100, 150, 200, 250, 300, 400].map(tilesForPoints)).toEqual([2, 2, 2, 4, 4, 6, 8]);
  });

  it('lays the tiles for the points out 10 x 16, 20 x 16, 30 x 16, or 20 x 24 when asked', () => {
    for (const [points, tall, cols, rows] of [
      [100, false, 10, 16],
      [150, false, 10, 16],
      [200, false, 20, 16],
      [300, false, 30, 16],
      [300, true, 20, 24],
      [400, false, 40, 16],
    ] as const) {
      const r = buildBattlefield(battlefieldForPoints(points, { tall, seed: 'x' }));
      expect(r.ok, `${points} points`).toBe(true);
      if (r.ok) expect([r.value.cols, r.value.rows], `${points} points`).toEqual([cols, rows]);
    }
  });
});
