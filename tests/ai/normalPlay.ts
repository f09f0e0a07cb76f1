// A position of a seeded random 100-point game, normal playing both sides up to it (the tests of
// the hard player's searches start from such positions).
import { applyAction, createGame, messagesOf, type GameState } from '../../src/engine';
import { chooseAction } from '../../src/ai';
import { randomGameSetup } from '../property/randomPlay';

/** The first position of the game `seed` that meets `stop`, normal playing both sides to it. */
export function normalUntil(seed: string, stop: (state: GameState) => boolean): GameState {
  const created = createGame(randomGameSetup(seed, 100));
  if (!created.ok) throw new Error(messagesOf(created.error).join('; '));
  let state = created.state;
  while (!stop(state)) {
    const r = applyAction(state, chooseAction(state, { level: 'normal', seed })!.action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}
