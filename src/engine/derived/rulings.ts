// Which rulings a game is played under. A game keeps the edition of RULINGS.md it was created under
// (core/state.ts `rulings`), so that a saved game replays, and goes on, as it was played: its
// initial state and actions are what is saved, and an action the later readings would refuse or
// resolve otherwise (a Close Assault that now destroys a truck, a survivor placed without the new
// choice of order, a Reserve unit named by a Junior Commander) would change the game or stop its
// replay. New games get the current edition (setup.ts blankState).
import type { GameState, RulingsEdition } from '../core/state';

/** The rulings that changed what the engine does, and the edition that brought each in. */
type Reading =
  | 'R6.13'
  | 'R8.19'
  | 'R8.20'
  | 'HVT#'
  | 'squadInitiative'
  | 'R8.14speed'
  | 'R8.7ground'
  | 'R5.7closeAir'
  | 'R4.6afloat'
  | 'R5.2disembark';
const INTRODUCED: Readonly<Record<Reading, RulingsEdition>> = {
  // An Unarmored model dies when Close Assault takes a printed Defense value to 0.
  'R6.13': 2,
  // A Heavy Transport's survivors all roll first; their owner then orders their placing.
  'R8.19': 2,
  // A Junior Commander names units on the map (or embarked there), not in Reserve.
  'R8.20': 2,
  // Index "High Value Target #" printed on a card (a custom card may carry it) scores when the
  // model is slain by the enemy (R7.2); before, only a Commander's grade did.
  'HVT#': 3,
  // A squad's Basic Infantry card's Initiative +# counts for each model of the squad (R3.1, R8.16:
  // Basic Infantry abilities apply to all models of their unit); before, each model's own card only.
  squadInitiative: 4,
  // Speed lost during an Aggression or Strike and Fade move comes off its Speed left only as far
  // as it lowers the # Speed points the move is made with (a Vehicle at most its current Speed;
  // Relocate never: R8.14, docs/rules.md reading 9); before, the whole fall of the unit's Speed.
  'R8.14speed': 4,
  // A destroyed Amphibious Transport's survivors who may not stand on the Water it was on are
  // placed in an adjacent hex (R8.7, R5.1); before, in the Transport's hex, on the Water.
  'R8.7ground': 4,
  // No Close Assault or Hand to Hand volley of Defensive Fire at an Aircraft, which is neither a
  // Vehicle nor Infantry (R5.7c); before, a "close" volley at one was taken as its normal attacks.
  // Brought in on 2026-12-02 before edition 4 was, so every edition 4 game was made with it.
  'R5.7closeAir': 4,
  // A passenger that fails its roll stepping off an Amphibious Transport's Water stays aboard
  // (R4.6, R5.1; docs/rules.md reading 2); before, it was left standing on the Water. Brought in
  // with edition 4, as R5.7closeAir.
  'R4.6afloat': 4,
  // A passenger at Speed 0 takes no step as it disembarks, not even a free road step (R5.2: a unit
  // at Speed 0 cannot move; R5.4; R4.6: it gets out, then moves on as any unit moves); before, a
  // Speed 0 passenger with High Gear took its free road steps out of the Transport's hex.
  'R5.2disembark': 5,
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
