// The hand-off slice: the seat last taken, the team whose player said they have it and the turn
// and phase when they did (../handOff.ts says when the cover shows). A new game resets it, so
// the first decider is asked again.
import type { Seat } from '../game/handOff';
import type { SetSlice } from './types';

export interface HandOffSlice {
  /** The seat last taken; null when nobody has taken one yet (a new or reloaded game). */
  seated: Seat | null;
  take(seat: Seat): void;
}

export const HAND_OFF_RESET: Pick<HandOffSlice, 'seated'> = { seated: null };

export function handOffSlice(set: SetSlice<HandOffSlice>): HandOffSlice {
  return { ...HAND_OFF_RESET, take: (seated) => set({ seated }) };
}
