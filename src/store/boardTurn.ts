// How the battlefield is shown: turned a quarter clockwise (1) when a tall battlefield fits a
// wide window better that way (render/BoardView.fit). Panels that draw directions, such as the
// facing control, turn with it so their buttons point where the map's hexsides are on screen.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export const boardTurnStore = createStore<{ quarterTurns: 0 | 1; set(t: 0 | 1): void }>()((set) => ({
  quarterTurns: 0,
  set: (quarterTurns) => set({ quarterTurns }),
}));

export function useBoardTurn(): 0 | 1 {
  return useStore(boardTurnStore, (s) => s.quarterTurns);
}
