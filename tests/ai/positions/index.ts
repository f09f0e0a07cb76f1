// Every tactical position, theme by theme (README.md here).
import { KILL } from './kill';
import { MARKERS } from './markers';
import { DEFENSIVE_FIRE } from './defensiveFire';
import { NAMING } from './naming';
import { BLAST } from './blast';
import { TRANSPORT } from './transport';
import { FACING } from './facing';
import { SAFETY } from './safety';
import type { Position } from './suite';

export const POSITIONS: Position[] = [
  ...KILL,
  ...MARKERS,
  ...DEFENSIVE_FIRE,
  ...NAMING,
  ...BLAST,
  ...TRANSPORT,
  ...FACING,
  ...SAFETY,
];
