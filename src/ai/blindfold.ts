// Never peeking (docs/ai.md, "Never peeking"). The game state carries the seeded dice generator and may
// carry scripted dice, so a simulation run on it would know the rolls to come. Every state an
// agent simulates on is blindfolded first: the same position with dice drawn from the agent's
// own stream and no script. Agents read the real state only for what a player sees.
import seedrandom from 'seedrandom';
import { seedRng, type GameState } from '../engine';

export type Random = () => number;

/** The agent's own random stream, from its seed and a label (one stream per use). */
export function agentRandom(seed: string, label: string): Random {
  return seedrandom.alea(`${seed}|${label}`);
}

/** The position with the game's dice replaced by a stream of the agent's (`seed`), no script. */
export function blindfold(state: GameState, seed: string): GameState {
  return { ...state, rng: seedRng(`ai|${seed}`) };
}
