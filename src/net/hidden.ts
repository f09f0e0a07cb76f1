// What a client may see of a game state (issue 11 point 3): everything but the dice to come. The
// seeded generator's state (rng.alea) and any scripted dice (rng.script) would let whoever holds
// them play the game forward and read every roll before it is made, and the seed regrows the
// generator; so in an online game they stay on the server until the game is over (then the seed
// and the full initial state are revealed and the game replays exactly, `game:over`).
import type { GameState } from '../engine';
import type { HiddenState } from './protocol';

/** The generator's state as every client sees it: all zero, whatever the dice to come. */
const HIDDEN_ALEA = Object.freeze({ c: 0, s0: 0, s1: 0, s2: 0 });

/** The state without the seed, the generator's state or scripted dice. Never mutates its input. */
export function hideDice(state: GameState): HiddenState {
  return { ...state, seed: '', rng: { alea: { ...HIDDEN_ALEA } }, hidden: true };
}
