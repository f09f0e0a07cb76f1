// The terrains of R2.1 by the names the rule book gives them, for every place that names one: the
// map's hover line, the help, the tile editor's palette.
import type { Terrain } from '../engine';

export const TERRAIN_NAMES: Record<Terrain, string> = {
  open: 'Open',
  barren: 'Barren',
  city: 'City',
  forest: 'Forest',
  hill: 'Hill',
  marsh: 'Marsh',
  water: 'Water',
};
