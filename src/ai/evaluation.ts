// A position's worth for a team, in OP, as the hard player's searches read it at the end of a
// playout (search.ts, setupSearch.ts): the OP scored so far plus each feature of the position
// (features.ts) times its tuned weight (weights.ts; docs/ai.md, "The evaluation and its tuned
// weights"). A game over is worth 1,000 OP to its winner, plus the margin.
import type { GameState, TeamId } from '../engine';
import { featuresOf, scored } from './features';
import { FEATURE_NAMES, WEIGHTS } from './weights';

/** What a game won is worth beyond its margin (R7.3: the game is won or lost, whatever the margin). */
export const WIN_WORTH = 1000;

/** Whether a worth that `evaluate` gave is a game won: its margin is a few dozen OP at most, far below WIN_WORTH. */
export function isWonWorth(worth: number): boolean {
  return worth > WIN_WORTH / 2;
}

export function evaluate(state: GameState, team: TeamId): number {
  const margin = scored(state, team);
  if (state.phase === 'ended')
    return state.winner === team ? WIN_WORTH + margin : state.winner === null ? 0 : -WIN_WORTH + margin;
  const f = featuresOf(state, team);
  let v = margin;
  for (const name of FEATURE_NAMES) v += WEIGHTS[name] * f[name];
  return v;
}
