// UI state, kept apart from the game state: selection, hover and the camera request.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Hex } from '../engine';

export interface UiStore {
  /** The unit whose card is shown and whose moves are highlighted. */
  selected: string | null;
  hover: Hex | null;
  /** Bumped to ask the renderer to fit the battlefield to the window again. */
  fitRequest: number;
  select(id: string | null): void;
  setHover(h: Hex | null): void;
  requestFit(): void;
}

export const uiStore = createStore<UiStore>()((set) => ({
  selected: null,
  hover: null,
  fitRequest: 0,
  select: (selected) => set({ selected }),
  setHover: (hover) => set({ hover }),
  requestFit: () => set((s) => ({ fitRequest: s.fitRequest + 1 })),
}));

export function useUi<T>(selector: (s: UiStore) => T): T {
  return useStore(uiStore, selector);
}
