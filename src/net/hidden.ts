// What a client may see of a game state (docs/online.md, "Provably fair dice"): everything but the dice to come. The
// generator's state (rng.alea, or the keyed generator's key: docs/online.md "Provably fair dice")
// and any scripted dice (rng.script) would let whoever holds them play the game forward and read
// every roll before it is made, and the seed regrows the generator; so in an online game they stay
// on the server until the game is over (then the seed and the full initial state are revealed and
// the game replays exactly, `game:over`).
import type { GameState, RngState } from '../engine';
import type { HiddenState } from './protocol';

/** The generator's state as every client sees it: all zero, whatever the dice to come. */
const HIDDEN_ALEA = Object.freeze({ c: 0, s0: 0, s1: 0, s2: 0 });
/** The keyed generator as every client sees it: a key of zeros, no word drawn. */
const HIDDEN_KEY = '0'.repeat(64);

/** The same kind of generator, blanked (the kind is no secret: the game's commitment tells it). */
function hiddenRng(rng: RngState): RngState {
  return 'keyed' in rng ? { keyed: { key: HIDDEN_KEY, n: 0 } } : { alea: { ...HIDDEN_ALEA } };
}

/** The state without the seed, the generator's state or scripted dice. Never mutates its input. */
export function hideDice(state: GameState): HiddenState {
  return { ...state, seed: '', rng: hiddenRng(state.rng), hidden: true };
}
