// Line of sight in a game state (RULINGS R6.3): which hexes block because of the units in them,
// handed to the geometry in lineOfSight.ts. Aircraft and embarked units do not block.
import { hexLabel, neighbor, type Hex } from '../core/hex';
import { getBoard, indexOf } from '../board/map';
import { hasLineOfSight, traceSight, type Sight } from '../board/lineOfSight';
import { occupiedHexes } from './occupancy';
import type { GameState } from '../core/state';

/** The full answer, with the blocker and the target's hexside cover (R6.3, R6.5). */
export function sightBetween(state: GameState, from: Hex, to: Hex): Sight {
  const board = getBoard(state.map);
  const occ = occupiedHexes(state);
  return traceSight(board, indexOf(board, from), indexOf(board, to), (i) => occ[i] === 1);
}

/** Only whether the line is clear: the fast path for legality checks. */
export function canSee(state: GameState, from: Hex, to: Hex): boolean {
  const board = getBoard(state.map);
  const occ = occupiedHexes(state);
  return hasLineOfSight(board, indexOf(board, from), indexOf(board, to), (i) => occ[i] === 1);
}

/** Why a line of sight is blocked, for the player: "Forest at C5", "the Hedge between D4 and D5". */
export function describeBlocker(sight: Sight): string {
  const b = sight.blocker;
  if (!b) return 'nothing blocks it';
  switch (b.kind) {
    case 'terrain':
      return `blocked by ${b.terrain[0].toUpperCase()}${b.terrain.slice(1)} at ${hexLabel(b.hex)}`;
    case 'units':
      return `blocked by the units at ${hexLabel(b.hex)}`;
    case 'hexside':
      return `blocked by the ${b.feature === 'cliff' ? 'Cliff' : 'Hedge'} between ${hexLabel(b.hex)} and ${hexLabel(neighbor(b.hex, b.dir))}`;
    case 'offMap':
      return 'the line runs off the battlefield';
  }
}
