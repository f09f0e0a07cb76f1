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
