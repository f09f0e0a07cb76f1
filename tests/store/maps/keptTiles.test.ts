// The custom tiles kept in the browser (docs/maps.md, "Your own tiles"): one entry per tile; an
// entry that cannot be read is named, left as it is and stops no other from loading; a storage
// that refuses a tile is a clear problem and loses nothing kept.
import { describe, expect, it } from 'vitest';
import { TILES } from '../../../src/data/tiles';
import type { TileSpec } from '../../../src/engine';
import { forgetTile, keepTile, loadKeptTiles } from '../../../src/store/maps/keptTiles';
import { MemoryStorage } from '../fixtures';

const tile = (id: string, name: string): TileSpec => ({ ...TILES[id], id: `custom-${id}`, name });

describe('the kept custom tiles', () => {
  it('keeps one entry per tile, loads them by name, and forgets only its own', () => {
    const storage = new MemoryStorage();
    const b = tile('wadi', 'Bravo wadi');
    expect(keepTile(b, storage)).toEqual({ ok: true, value: b });
    expect(keepTile(tile('oasis', 'Alpha oasis'), storage).ok).toBe(true);
    const before = storage.getItem('aam-reloaded.tile.custom-wadi');
    keepTile(tile('oasis', 'Alpha oasis, again'), storage);
    expect(storage.getItem('aam-reloaded.tile.custom-wadi')).toBe(before);
    expect(loadKeptTiles(storage)).toEqual({ tiles: [tile('oasis', 'Alpha oasis, again'), b], problems: [] });
    expect(forgetTile('custom-oasis', storage)).toBe(true);
    expect(forgetTile('custom-oasis', storage)).toBe(false);
    expect([...storage.items.keys()]).toEqual(['aam-reloaded.tile.custom-wadi']);
  });

  it('names each entry that cannot be read, leaves it as it is, and loads the others', () => {
    const storage = new MemoryStorage();
    keepTile(tile('steppe', 'Good steppe'), storage);
    storage.setItem('aam-reloaded.tile.custom-torn', '{"id": "custom-torn", "terr');
    const astray = tile('village', 'Astray');
    storage.setItem(
      'aam-reloaded.tile.custom-village',
      JSON.stringify({
        ...astray,
        roads: [
          ...astray.roads,
          [
            [2, 2],
            [2, 1],
            [2, 0],
            [2, -1],
          ],
        ],
      }),
    );
    storage.setItem(
      'aam-reloaded.tile.custom-far',
      JSON.stringify({ ...tile('wadi', 'Far'), id: 'custom-far', hedges: [[1e9, 0, 0]] }),
    );
    storage.setItem('aam-reloaded.tile.custom-moved', JSON.stringify(tile('oasis', 'Moved')));
    keepTile(tile('woodland', 'Also good'), storage);
    storage.setItem('aam-reloaded.card.custom-x', 'a card, not ours');
    const before = storage.snapshot();
    const loaded = loadKeptTiles(storage);
    expect(loaded.tiles.map((t) => t.name)).toEqual(['Also good', 'Good steppe']);
    expect(loaded.problems).toEqual([
      'aam-reloaded.tile.custom-torn: the kept tile is not JSON; it was left as it is.',
      'aam-reloaded.tile.custom-village: A road leaves the tile from C1 to the north-east: roads leave a tile only at its ports, F1 (north-west), E8 (south-east), A4 (west), J4 (east) (docs/maps.md, "Road ports"); it was left as it is.',
      'aam-reloaded.tile.custom-far: hedges[0][0]: a column from 0 to 9; it was left as it is.',
      'aam-reloaded.tile.custom-moved: the kept tile\'s id is "custom-oasis"; it was left as it is.',
    ]);
    expect(storage.snapshot()).toBe(before);
  });

  it('refuses a tile the check refuses, and keeps nothing of it', () => {
    const storage = new MemoryStorage();
    const r = keepTile({ ...tile('wadi', 'Wadi'), id: 'wadi' }, storage);
    expect(r.ok ? null : r.error.map((p) => p.path)).toEqual(['id']);
    expect(storage.items.size).toBe(0);
  });

  it('a full storage is a clear problem, and the tile kept before stays as it was', () => {
    const storage = new MemoryStorage();
    keepTile(tile('wadi', 'Wadi'), storage);
    const before = storage.snapshot();
    storage.full = true;
    const r = keepTile(tile('wadi', 'Wadi, changed'), storage);
    expect(r.ok ? null : r.error).toEqual([
      {
        message:
          "“Wadi, changed” could not be kept: the browser's storage is full or blocked (QuotaExceededError). Nothing kept before was changed; save the tile as a file to keep it.",
      },
    ]);
    expect(storage.snapshot()).toBe(before);
    expect(loadKeptTiles(storage).tiles.map((t) => t.name)).toEqual(['Wadi']);
  });

  it('a blocked storage loads nothing and says so; no storage keeps nothing', () => {
    const storage = new MemoryStorage();
    keepTile(tile('wadi', 'Wadi'), storage);
    storage.blocked = true;
    expect(loadKeptTiles(storage)).toEqual({
      tiles: [],
      problems: ["The browser's storage could not be read: no custom tile was loaded."],
    });
    expect(loadKeptTiles(null)).toEqual({ tiles: [], problems: [] });
    expect(keepTile(tile('wadi', 'Wadi'), null).ok).toBe(false);
    expect(forgetTile('custom-wadi', storage)).toBe(false);
  });
});
