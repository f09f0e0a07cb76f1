// Every tactical position, theme by theme (README.md here).
import { KILL } from './kill';
import { MARKERS } from './markers';
import { DEFENSIVE_FIRE } from './defensiveFire';
import type { Position } from './suite';

export const POSITIONS: Position[] = [...KILL, ...MARKERS, ...DEFENSIVE_FIRE];
