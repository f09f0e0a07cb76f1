// The custom tiles in the app's store (docs/maps.md, "Your own tiles"): the kept tiles loaded at
// start (a broken entry named, the others loaded), kept and forgotten, brought in by a file or a
// share code without ever writing over a kept tile of other content, and by id for a battlefield.
import { describe, expect, it } from 'vitest';
import { CATALOG_BY_ID } from '../../../src/data/catalog';
import { TILES } from '../../../src/data/tiles';
import type { TileSpec } from '../../../src/engine';
import { keepTile, loadKeptTiles } from '../../../src/store/maps/keptTiles';
import { tileFileText } from '../../../src/store/maps/tileFile';
import { tileShareCode } from '../../../src/store/maps/tileShare';
import { keptTileRecord } from '../../../src/store/slices/tiles';
import { gameStore, MemoryStorage } from '../fixtures';

const now = () => new Date(Date.UTC(2026, 10, 29, 12));
const tile = (id: string, name: string): TileSpec => ({ ...TILES[id], id: `custom-${id}`, name });

function appWith(storage: MemoryStorage) {
  return gameStore({ listStorage: storage, catalog: CATALOG_BY_ID, now, resume: false });
}

describe('the custom tiles slice', () => {
  it('loads the kept tiles at start, a broken entry named and left', () => {
    const storage = new MemoryStorage();
    keepTile(tile('wadi', 'Wadi'), storage);
    storage.setItem('aam-reloaded.tile.custom-torn', '{');
    const { tiles } = appWith(storage).getState();
    expect(tiles.kept).toEqual([tile('wadi', 'Wadi')]);
    expect(tiles.problems).toEqual(['aam-reloaded.tile.custom-torn: the kept tile is not JSON; it was left as it is.']);
    expect(storage.getItem('aam-reloaded.tile.custom-torn')).toBe('{');
  });

  it('keeps, finds by id and forgets', () => {
    const storage = new MemoryStorage();
    const store = appWith(storage);
    expect(store.getState().tiles.keep(tile('steppe', 'Steppe')).ok).toBe(true);
    expect(store.getState().tiles.keep(tile('oasis', 'An oasis')).ok).toBe(true);
    expect(store.getState().tiles.kept.map((t) => t.name)).toEqual(['An oasis', 'Steppe']);
    expect(store.getState().tiles.byId('custom-steppe')).toEqual(tile('steppe', 'Steppe'));
    const record = keptTileRecord(store.getState());
    expect(Object.keys(record).sort()).toEqual(['custom-oasis', 'custom-steppe']);
    expect(keptTileRecord(store.getState())).toBe(record);
    expect(store.getState().tiles.forget('custom-steppe')).toBe(true);
    expect(store.getState().tiles.byId('custom-steppe')).toBeUndefined();
    expect(loadKeptTiles(storage).tiles.map((t) => t.id)).toEqual(['custom-oasis']);
  });

  it('a refused keep changes nothing in the slice', () => {
    const storage = new MemoryStorage();
    const store = appWith(storage);
    store.getState().tiles.keep(tile('wadi', 'Wadi'));
    storage.full = true;
    const r = store.getState().tiles.keep(tile('wadi', 'Wadi, changed'));
    expect(r.ok).toBe(false);
    expect(store.getState().tiles.kept).toEqual([tile('wadi', 'Wadi')]);
  });

  it('brings in a file and a code; an id a kept tile of other content has gets -2, -3; the same tile stays one', () => {
    const storage = new MemoryStorage();
    const store = appWith(storage);
    const mine = tile('crossroads', 'Mine');
    store.getState().tiles.keep(mine);
    const theirs = tile('crossroads', 'Theirs');
    expect(store.getState().tiles.importFile(tileFileText(theirs), 'theirs.tile.json')).toEqual({
      ok: true,
      value: { ...theirs, id: 'custom-crossroads-2' },
    });
    expect(store.getState().tiles.importCode(tileShareCode(tile('crossroads', 'Third')))).toEqual({
      ok: true,
      value: { ...tile('crossroads', 'Third'), id: 'custom-crossroads-3' },
    });
    // The same tile again is not kept twice.
    expect(store.getState().tiles.importCode(tileShareCode(theirs))).toEqual({
      ok: true,
      value: { ...theirs, id: 'custom-crossroads-2' },
    });
    expect(store.getState().tiles.importFile(tileFileText(mine), 'mine.tile.json')).toEqual({ ok: true, value: mine });
    expect(store.getState().tiles.kept.map((t) => [t.id, t.name])).toEqual([
      ['custom-crossroads', 'Mine'],
      ['custom-crossroads-2', 'Theirs'],
      ['custom-crossroads-3', 'Third'],
    ]);
    expect(loadKeptTiles(storage).tiles).toEqual(store.getState().tiles.kept);
  });

  it('a file or code that cannot be read keeps nothing and says why', () => {
    const storage = new MemoryStorage();
    const store = appWith(storage);
    const before = storage.snapshot();
    expect(store.getState().tiles.importFile('{"id": ', 'broken.tile.json')).toEqual({
      ok: false,
      error: [{ message: 'broken.tile.json: not JSON: at line 1, column 8, the text ends too soon' }],
    });
    expect(store.getState().tiles.importCode('AAMT1.x').ok).toBe(false);
    expect(store.getState().tiles.kept).toEqual([]);
    expect(storage.snapshot()).toBe(before);
  });
});
