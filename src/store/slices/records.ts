// The records slice: what the records features tell the player (an undo refused, a file refused
// or loaded) and whether the end screen was put aside to look at the map. Saved games (issue 9)
// belong here too: add their list and commands beside these, and their reset to RECORDS_RESET
// when a new game should clear them.
import type { GameState } from '../../engine';
import type { SetSlice } from './types';

export interface Notice {
  text: string;
  kind: 'refused' | 'done';
}

export interface RecordsSlice {
  notice: Notice | null;
  /** The ended game whose end screen the player closed (a reference: a new end shows it again). */
  endScreenClosedFor: GameState | null;
  say(text: string, kind?: 'refused' | 'done'): void;
  clearNotice(): void;
  closeEndScreen(game: GameState): void;
  reopenEndScreen(): void;
}

/** What a new game resets: the records' messages and the end screen belong to the game before. */
export const RECORDS_RESET: Pick<RecordsSlice, 'notice' | 'endScreenClosedFor'> = { notice: null, endScreenClosedFor: null };

export function recordsSlice(set: SetSlice<RecordsSlice>): RecordsSlice {
  return {
    ...RECORDS_RESET,
    say: (text, kind = 'refused') => set({ notice: { text, kind } }),
    clearNotice: () => set({ notice: null }),
    closeEndScreen: (game) => set({ endScreenClosedFor: game }),
    reopenEndScreen: () => set({ endScreenClosedFor: null }),
  };
}
