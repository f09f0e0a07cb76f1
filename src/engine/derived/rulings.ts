// Which rulings a game is played under. A game keeps the edition of RULINGS.md it was created under
// (core/state.ts `rulings`), so that a saved game replays, and goes on, as it was played: its
// initial state and actions are what is saved, and an action the later readings would refuse or
// resolve otherwise (a Close Assault that now destroys a truck, a survivor placed without the new
// choice of order, a Reserve unit named by a Junior Commander) would change the game or stop its
// replay. New games get the current edition (setup.ts blankState).
import type { GameState, RulingsEdition } from '../core/state';

/** The rulings that changed what the engine does, and the edition that brought each in. */
const INTRODUCED: Readonly<Record<'R6.13' | 'R8.19' | 'R8.20' | 'HVT#', RulingsEdition>> = {
  // An Unarmored model dies when Close Assault takes a printed Defense value to 0.
  'R6.13': 2,
  // A Heavy Transport's survivors all roll first; their owner then orders their placing.
  'R8.19': 2,
  // A Junior Commander names units on the map (or embarked there), not in Reserve.
  'R8.20': 2,
  // Index "High Value Target #" printed on a card (a custom card may carry it) scores when the
  // model is slain by the enemy (R7.2); before, only a Commander's grade did.
  'HVT#': 3,
};

export type ChangedRuling = keyof typeof INTRODUCED;

/** The game's edition: 1 for a game created before editions were kept. */
function rulingsEdition(state: Pick<GameState, 'rulings'>): RulingsEdition {
  return state.rulings ?? 1;
}

/** Whether the game is played under `ruling` (a game of an earlier edition keeps the reading before it). */
export function playsRuling(state: Pick<GameState, 'rulings'>, ruling: ChangedRuling): boolean {
  return rulingsEdition(state) >= INTRODUCED[ruling];
}
