// Everything a player can do, as plain data. `applyAction` takes one; `legalActions` lists them.
import type { Dir, Hex } from './hex';

export type Action =
  /** R4.3, R5: move a unit along a path of adjacent hexes, resolved step by step. */
  | { type: 'move'; unit: string; path: Hex[] }
  /** R5.5: turn a unit with facing in place while it moves (free). */
  | { type: 'pivot'; unit: string; facing: Dir }
  /** R4.3: nominate a unit to stay where it is. */
  | { type: 'hold'; unit: string }
  /** End the current unit's activation. */
  | { type: 'endActivation' };

export type ActionType = Action['type'];
