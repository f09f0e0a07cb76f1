// Tile files and the one reader of a tile from outside (docs/maps.md, "Your own tiles"): every
// shipped tile written out as its own file is and read back as a custom tile; a file that is no
// JSON is named with its line and column; a shape problem with its field's path, every list and
// number bounded; what the rules refuse (checkTile: R2.4's road ports) with its hexes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TILE_IDS, TILES } from '../../../src/data/tiles';
import type { TileSpec } from '../../../src/engine';
import { checkCustomTile, CUSTOM_TILE_PREFIX, isCustomTileId } from '../../../src/store/maps/customTiles';
import { readTileFile, tileFileName, tileFileText } from '../../../src/store/maps/tileFile';

const custom = (id: string): TileSpec => ({ ...TILES[id], id: CUSTOM_TILE_PREFIX + id });

function problemsOf(r: ReturnType<typeof checkCustomTile>) {
  if (r.ok) throw new Error('the tile was read');
  return r.error;
}

describe('tile files', () => {
  it.each(TILE_IDS)('%s: written as the shipped files are, read back with its id made custom', (id) => {
    const shipped = readFileSync(`src/data/maps/tiles/${id}.json`, 'utf8');
    const text = tileFileText(TILES[id]);
    expect(JSON.parse(text)).toEqual(JSON.parse(shipped));
    // One terrain row a line, as a player reads the ground in a text editor.
    for (const row of TILES[id].terrain) expect(text).toContain(`\n    "${row}"`);
    expect(readTileFile(shipped)).toEqual({ ok: true, value: custom(id) });
    expect(readTileFile(tileFileText(custom(id)))).toEqual({ ok: true, value: custom(id) });
  });

  it('names a file after its tile', () => {
    expect(tileFileName(custom('wadi'))).toBe('custom-wadi.tile.json');
  });

  it('gives a tile without an id one from its name, and trims the name', () => {
    const { id: _id, ...rest } = TILES.oasis;
    expect(readTileFile(JSON.stringify({ ...rest, name: '  Oasis of Siwa ' }))).toEqual({
      ok: true,
      value: { ...TILES.oasis, id: 'custom-oasis-of-siwa', name: 'Oasis of Siwa' },
    });
  });

  it('makes any id a custom one, and refuses a text far too long to be a tile file', () => {
    const r = readTileFile(JSON.stringify({ ...TILES.wadi, id: 'My Wadi (v2)' }));
    expect(r.ok && r.value.id).toBe('custom-my-wadi-v2');
    expect(problemsOf(readTileFile(' '.repeat(100_001), 'big.json')).map((p) => p.message)).toEqual([
      'big.json: 100001 characters is far too long for a tile file (at most 100000)',
    ]);
  });

  it('names broken JSON with its line and column, and the file', () => {
    const text = tileFileText(TILES.village).replace('"name": "Village",', '"name": "Village"');
    expect(readTileFile(text, 'village.tile.json')).toEqual({
      ok: false,
      error: [{ message: "village.tile.json: not JSON: at line 4, column 3, a ',' or '}' was expected, not '\"'" }],
    });
    expect(problemsOf(readTileFile('{"id": "custom-a",\n  "terrain": [\n')).map((p) => p.message)).toEqual([
      'the file: not JSON: at line 3, column 1, the text ends too soon',
    ]);
    expect(problemsOf(readTileFile('   ')).map((p) => p.message)).toEqual(['the file: the file is empty']);
  });

  it('refuses a road to nowhere with checkTile\'s sentence and its hex (R2.4, docs/maps.md "Road ports")', () => {
    const tile = custom('crossroads');
    const astray = {
      ...tile,
      roads: [
        ...tile.roads,
        [
          [2, 2],
          [2, 1],
          [2, 0],
          [2, -1],
        ],
      ],
    };
    expect(problemsOf(readTileFile(JSON.stringify(astray)))).toEqual([
      {
        message:
          'A road leaves the tile from C1 to the north-east: roads leave a tile only at its ports, F1 (north-west), E8 (south-east), A4 (west), J4 (east) (docs/maps.md, "Road ports")',
        hexes: [[2, 0]],
      },
    ]);
  });

  it('refuses a coordinate of 1e9 with its path, before any rule is asked', () => {
    const tile = custom('crossroads');
    const far = { ...tile, roads: [[[1e9, 0], ...tile.roads[0]], tile.roads[1]], hedges: [[3, 2, 1e9]] };
    expect(problemsOf(checkCustomTile(far))).toEqual([
      { message: 'roads[0][0][0]: a column from -1 to 10', path: 'roads[0][0][0]' },
      { message: 'hedges[0][2]: a direction from 0 to 5', path: 'hedges[0][2]' },
    ]);
  });

  it('bounds every list: a huge one is refused as a whole, by its length', () => {
    const tile = custom('steppe');
    const huge = {
      ...tile,
      roads: Array.from({ length: 100_000 }, () => [[0, 0]]),
      rivers: Array.from({ length: 100_000 }, () => [1, 1, 1]),
      cliffs: [Array.from({ length: 50 }, () => 1)],
      terrain: [...tile.terrain, '..........'],
    };
    expect(problemsOf(checkCustomTile(huge))).toEqual([
      { message: 'terrain: a list of 8 rows of 10 characters', path: 'terrain' },
      { message: 'roads: a list of at most 24 roads', path: 'roads' },
      { message: 'rivers: a list of at most 200 River hexsides [column, row, direction]', path: 'rivers' },
      { message: 'cliffs[0]: a hexside is [column, row, direction]', path: 'cliffs[0]' },
    ]);
    const longRoad = { ...tile, roads: [Array.from({ length: 41 }, () => [0, 0])] };
    expect(problemsOf(checkCustomTile(longRoad))).toEqual([
      { message: 'roads[0]: a road is a list of at most 40 hexes [column, row]', path: 'roads[0]' },
    ]);
  });

  it('refuses a bad id, name or terrain letter with its path; takes only custom ids', () => {
    const tile = custom('woodland');
    const bad = {
      ...tile,
      id: 'woodland',
      name: 'x'.repeat(41),
      terrain: ['..........', 'Z'.repeat(10), ...tile.terrain.slice(2)],
    };
    expect(problemsOf(checkCustomTile(bad)).map((p) => p.path)).toEqual(['id', 'name', 'terrain[1]']);
    expect(problemsOf(checkCustomTile('a tile')).map((p) => p.message)).toEqual([
      'a tile is an object: { "id", "name", "terrain", "roads", "rivers", "bridges", "hedges", "cliffs" }',
    ]);
    expect(isCustomTileId('custom-dunes')).toBe(true);
    expect(isCustomTileId('dunes')).toBe(false);
    expect(isCustomTileId('custom-Dunes')).toBe(false);
    expect(isCustomTileId('custom-')).toBe(false);
    expect(isCustomTileId('custom--a')).toBe(false);
    expect(isCustomTileId(`custom-${'a'.repeat(34)}`)).toBe(false);
  });

  it('drops fields a tile does not have', () => {
    const r = checkCustomTile({ ...custom('wadi'), secret: 'x'.repeat(1000) });
    expect(r.ok && Object.keys(r.value)).toEqual([
      'id',
      'name',
      'terrain',
      'roads',
      'rivers',
      'bridges',
      'hedges',
      'cliffs',
    ]);
  });
});

describe('what the engine says without a place, said with its path and hexes', () => {
  const tile = custom('crossroads');
  const withRoad = (road: number[][]) => ({ ...tile, roads: [...tile.roads, road] });

  it('a road of one hex, or none on the tile', () => {
    for (const road of [
      [],
      [[3, 3]],
      [
        [-1, -1],
        [-1, 0],
      ],
    ])
      expect(problemsOf(checkCustomTile(withRoad(road))).map((p) => p.path)).toEqual(['roads[3]']);
    expect(problemsOf(checkCustomTile(withRoad([[3, 3]])))).toEqual([
      {
        message: 'roads[3]: a road joins two or more hexes, at least one of them on the tile',
        path: 'roads[3]',
        hexes: [[3, 3]],
      },
    ]);
  });

  it('a road that jumps, or leaves the tile in its middle', () => {
    expect(
      problemsOf(
        checkCustomTile(
          withRoad([
            [2, 2],
            [2, 2],
            [4, 4],
          ]),
        ),
      ),
    ).toEqual([
      {
        message: "roads[3][1]: [2, 2] and [2, 2] are not next to each other: a road's hexes are adjacent",
        path: 'roads[3][1]',
        hexes: [
          [2, 2],
          [2, 2],
        ],
      },
      {
        message: "roads[3][2]: [2, 2] and [4, 4] are not next to each other: a road's hexes are adjacent",
        path: 'roads[3][2]',
        hexes: [
          [2, 2],
          [4, 4],
        ],
      },
    ]);
    expect(
      problemsOf(
        checkCustomTile(
          withRoad([
            [0, 1],
            [-1, 1],
            [0, 2],
          ]),
        ),
      )[0],
    ).toEqual({
      message: 'roads[3][1]: [-1, 1] is off the tile: a road leaves the tile only at its first or last hex',
      path: 'roads[3][1]',
      hexes: [],
    });
  });

  it('a hexside listed twice, even named from its other hex', () => {
    // [2, 5, 2] is the south-west side of C6; row 6 is odd, shifted right: from C7 it is the north-east side.
    const twice = { ...tile, hedges: [...tile.hedges, [2, 6, 5]], bridges: [...tile.bridges, ...tile.bridges] };
    expect(problemsOf(checkCustomTile(twice))).toEqual([
      {
        message:
          'hedges[5]: the hexside [2, 6, 5] is listed already at rivers[0]: a hexside holds one River, Hedge or Cliff',
        path: 'hedges[5]',
        hexes: [[2, 6]],
      },
      {
        message: 'bridges[1]: the hexside [4, 5, 2] is listed already at bridges[0]: one Bridge a hexside',
        path: 'bridges[1]',
        hexes: [[4, 5]],
      },
    ]);
  });

  it('a broken road, a hexside listed twice and a wrong name are told with every other problem of the tile', () => {
    // Barren A8, B8, C8: a patch of three (R2.4), told beside the problems the rules could not read.
    const terrain = [...tile.terrain.slice(0, 7), 'bbb.......'];
    const barren = {
      message: 'Barren A8, B8, C8 is one patch of 3: Barren comes in patches of one or two hexes (R2.4)',
      hexes: [
        [0, 7],
        [1, 7],
        [2, 7],
      ],
    };
    const broken = {
      ...tile,
      name: 'Two\nlines',
      terrain,
      roads: [
        ...tile.roads,
        [
          [2, 2],
          [4, 4],
        ],
      ],
      hedges: [...tile.hedges, [6, 3, 4]],
    };
    expect(problemsOf(checkCustomTile(broken))).toEqual([
      { message: 'name: a name of 1 to 40 characters on one line', path: 'name' },
      {
        message: "roads[3][1]: [2, 2] and [4, 4] are not next to each other: a road's hexes are adjacent",
        path: 'roads[3][1]',
        hexes: [
          [2, 2],
          [4, 4],
        ],
      },
      {
        message:
          'hedges[5]: the hexside [6, 3, 4] is listed already at hedges[0]: a hexside holds one River, Hedge or Cliff',
        path: 'hedges[5]',
        hexes: [[6, 3]],
      },
      barren,
    ]);
    // A road that leaves the tile in its middle is read as two stretches, each leaving it away from a port.
    const leaving = withRoad([
      [0, 1],
      [-1, 1],
      [0, 2],
    ]);
    expect(problemsOf(checkCustomTile({ ...leaving, terrain })).map((p) => p.path ?? p.message.slice(0, 36))).toEqual([
      'roads[3][1]',
      'A road leaves the tile from A2 to th',
      'A road leaves the tile from A3 to th',
      barren.message.slice(0, 36),
    ]);
  });

  it('a name on more than one line', () => {
    expect(problemsOf(checkCustomTile({ ...tile, name: 'Two\nlines' }))).toEqual([
      { message: 'name: a name of 1 to 40 characters on one line', path: 'name' },
    ]);
  });
});
