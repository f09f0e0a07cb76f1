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

/** Two tiles, the second turned to face the first: 10 x 16 hexes (R2.4). */
export const SKIRMISH_LAYOUT: BattlefieldLayout = {
  id: 'crossroads-2',
  name: 'Crossroads (2 tiles)',
  tiles: [
    { tile: 'crossroads', x: 0, y: 0, rotated: true },
    { tile: 'crossroads', x: 0, y: 1 },
  ],
};
