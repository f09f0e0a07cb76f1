// The tile editor draws the tile as it stands (render/tileCanvasMap.ts): a road that leaves the tile
// anywhere is drawn leaving, and a Bridge listed from either hex of its River is drawn.
import { describe, expect, it } from 'vitest';
import { fromOffset, type TileSpec } from '../../src/engine';
import { tileAsMap } from '../../src/render/tileCanvasMap';

const tile = (patch: Partial<TileSpec>): TileSpec => ({
  id: 'custom-x',
  name: 'X',
  terrain: Array(8).fill('f.........'),
  roads: [],
  rivers: [],
  bridges: [],
  hedges: [],
  cliffs: [],
  ...patch,
});

describe('tileAsMap', () => {
  it('gives every hex its terrain and marks where roads leave the tile', () => {
    const { map, leaving } = tileAsMap(
      tile({
        roads: [
          [
            [0, 6],
            [-1, 6],
          ],
        ],
      }),
    );
    expect(map.hexes[0].terrain).toBe('forest');
    expect(map.hexes[6 * 10].roads).toEqual([3]);
    expect(leaving).toEqual([{ col: 0, row: 6, dir: 3 }]);
  });
  it('draws a Bridge listed from the other hex of its River', () => {
    // (3, 2) to the east is (4, 2) to the west.
    const { map } = tileAsMap(tile({ rivers: [[3, 2, 0]], bridges: [[4, 2, 3]] }));
    expect(map.hexsides).toEqual([{ hex: fromOffset(3, 2), dir: 0, kind: 'river', bridge: true }]);
  });
});
