// The replay slice: the position the replay shows (null: the live game). What the screen shows
// at that position is worked out in ../replay.ts.
import type { SetSlice } from './types';

export interface ReplaySlice {
  /** The replay shows the game after `index` actions; null: the live game. */
  index: number | null;
  /** Opens the replay at the live position (so Left steps back from now), or at `index`. */
  open(index?: number): void;
  /** Moves the replay to `index`, kept within the game's actions; nothing when no replay is open. */
  stepTo(index: number): void;
  close(): void;
}

export const REPLAY_RESET: Pick<ReplaySlice, 'index'> = { index: null };

/** What the replay slice reads of the store: the game's steps, and the records' message to clear. */
type Reads = () => { game: { steps: readonly unknown[] }; records: { clearNotice(): void } };

export function replaySlice(set: SetSlice<ReplaySlice>, get: Reads): ReplaySlice {
  const last = () => get().game.steps.length;
  return {
    ...REPLAY_RESET,
    open: (index) => {
      set({ index: index ?? last() });
      // A message about the live game does not belong over the replay.
      get().records.clearNotice();
    },
    stepTo: (index) => set((s) => (s.index === null ? {} : { index: Math.max(0, Math.min(last(), index)) })),
    close: () => set({ index: null }),
  };
}
