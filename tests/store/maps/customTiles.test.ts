// Custom tiles' ids (docs/maps.md, "Your own tiles"): always `custom-...`, made from a name for a
// new tile, and numbered -2, -3 ... when a tile brought in meets a kept tile of other content
// under its id, so an import never writes over a kept tile.
import { describe, expect, it } from 'vitest';
import { TILES } from '../../../src/data/tiles';
import type { TileSpec } from '../../../src/engine';
import { customTileId, importedTile, isCustomTileId, withCustomId } from '../../../src/store/maps/customTiles';

const tile = (id: string, name: string): TileSpec => ({ ...TILES.wadi, id, name });

describe('custom tile ids', () => {
  it("makes a new tile's id from its name, numbered when taken", () => {
    expect(customTileId('Dunes of Qattara', new Set())).toBe('custom-dunes-of-qattara');
    expect(customTileId('Dunes', new Set(['custom-dunes', 'custom-dunes-2']))).toBe('custom-dunes-3');
    expect(customTileId('Ölberg', new Set())).toBe('custom-olberg');
    expect(customTileId('!!!', new Set())).toBe('custom-tile');
    const long = customTileId('A very long name for a tile of the desert', new Set());
    expect(long).toBe('custom-a-very-long-name-for-a-tile-of-th');
    const next = customTileId('A very long name for a tile of the desert', new Set([long]));
    expect([next, next.length]).toEqual(['custom-a-very-long-name-for-a-tile-of-2', 39]);
    for (const id of [long, next]) expect(isCustomTileId(id)).toBe(true);
  });

  it('makes the id of a tile brought in a custom one, or leaves it for the check', () => {
    expect(withCustomId({ id: 'crossroads' })).toEqual({ id: 'custom-crossroads' });
    expect(withCustomId({ id: 'custom-mine' })).toEqual({ id: 'custom-mine' });
    expect(withCustomId({ name: 'Big Wadi' })).toEqual({ name: 'Big Wadi', id: 'custom-big-wadi' });
    expect(withCustomId({ id: 7 })).toEqual({ id: 7 });
    expect(withCustomId([1])).toEqual([1]);
  });

  it('keeps a tile brought in under its id unless a kept tile of other content has it', () => {
    const mine = tile('custom-wadi', 'Mine');
    expect(importedTile(mine, [])).toBe(mine);
    expect(importedTile(mine, [mine])).toBe(mine);
    expect(importedTile(tile('custom-wadi', 'Theirs'), [mine])).toEqual(tile('custom-wadi-2', 'Theirs'));
    // The same tile brought in again finds its numbered copy rather than making another.
    expect(importedTile(tile('custom-wadi', 'Theirs'), [mine, tile('custom-wadi-2', 'Theirs')])).toEqual(
      tile('custom-wadi-2', 'Theirs'),
    );
    const longId = `custom-${'w'.repeat(33)}`;
    expect(importedTile(tile(longId, 'B'), [tile(longId, 'A')]).id).toBe(`custom-${'w'.repeat(31)}-2`);
  });
});
