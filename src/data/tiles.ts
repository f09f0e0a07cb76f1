// The map tiles (RULINGS R2.4) as data. They are checked by the engine when a battlefield is
// assembled from them (validateTileSpec, validateMap); tests assemble every one.
import type { TileSpec, TilePlacement } from '../engine/battlefield';
import crossroads from './maps/tiles/crossroads.json' with { type: 'json' };

export const TILES: Record<string, TileSpec> = {
  crossroads: crossroads as TileSpec,
};

export interface BattlefieldLayout {
  id: string;
  name: string;
  tiles: TilePlacement[];
}

/**
 * A battlefield of `width` x `height` tiles. Tiles in the upper half are turned to face the
 * lower half, so both teams look at the same kind of ground from their edge (R2.4).
 */
export function layoutFor(width: number, height: number, tiles: string[] = Object.keys(TILES)): BattlefieldLayout {
  const placements: TilePlacement[] = [];
  let k = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      placements.push({ tile: tiles[k++ % tiles.length], x, y, rotated: y < height / 2 });
    }
  }
  return { id: `field-${width}x${height}`, name: `${width * height} tiles (${width * 10} x ${height * 8})`, tiles: placements };
}

/** Two tiles, the second turned to face the first: 10 x 16 hexes (R2.4). */
export const SKIRMISH_LAYOUT: BattlefieldLayout = {
  id: 'crossroads-2',
  name: 'Crossroads (2 tiles)',
  tiles: [
    { tile: 'crossroads', x: 0, y: 0, rotated: true },
    { tile: 'crossroads', x: 0, y: 1 },
  ],
};
