// UI state of the records features, kept apart from the game: the replay position (null: the
// live game is shown), a message for the player (an undo refused, a file refused or loaded), and
// whether the end screen was put aside to look at the map.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { GameState } from '../engine';

export interface RecordsStore {
  /** The replay shows the game after `index` actions; null: the live game. */
  replay: { index: number } | null;
  notice: { text: string; kind: 'refused' | 'done' } | null;
  /** The ended game whose end screen the player closed (a reference: a new end shows it again). */
  endScreenClosedFor: GameState | null;
  openReplay(index: number): void;
  /** Moves the replay to `index`, kept within 0..`last`. */
  stepTo(index: number, last: number): void;
  closeReplay(): void;
  say(text: string, kind?: 'refused' | 'done'): void;
  clearNotice(): void;
  closeEndScreen(game: GameState): void;
  reopenEndScreen(): void;
}

export const recordsStore = createStore<RecordsStore>()((set) => ({
  replay: null,
  notice: null,
  endScreenClosedFor: null,
  openReplay: (index) => set({ replay: { index }, notice: null }),
  stepTo: (index, last) => set((s) => (s.replay ? { replay: { index: Math.max(0, Math.min(last, index)) } } : {})),
  closeReplay: () => set({ replay: null }),
  say: (text, kind = 'refused') => set({ notice: { text, kind } }),
  clearNotice: () => set({ notice: null }),
  closeEndScreen: (game) => set({ endScreenClosedFor: game }),
  reopenEndScreen: () => set({ endScreenClosedFor: null }),
}));

export function useRecords<T>(selector: (s: RecordsStore) => T): T {
  return useStore(recordsStore, selector);
}
