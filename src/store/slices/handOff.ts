// The hand-off slice: which team's player last said they have the seat (../handOff.ts says when
// the cover shows). A new game resets it, so the first decider is asked again.
import type { TeamId } from '../../engine';
import type { SetSlice } from './types';

export interface HandOffSlice {
  /** The team whose player said they have the seat; null when nobody has yet (a new or reloaded game). */
  seated: TeamId | null;
  take(team: TeamId): void;
}

export const HAND_OFF_RESET: Pick<HandOffSlice, 'seated'> = { seated: null };

export function handOffSlice(set: SetSlice<HandOffSlice>): HandOffSlice {
  return { ...HAND_OFF_RESET, take: (seated) => set({ seated }) };
}
