// A position's worth for a team, in OP, as the hard player's searches read it at the end of a
// playout (search.ts, setupSearch.ts): the OP scored so far plus each feature of the position
// (features.ts) times its tuned weight (weights.ts; docs/ai.md, "The evaluation and its tuned
// weights"). A game over is worth 1,000 OP to its winner, plus the margin.
import type { GameState, TeamId } from '../engine';
import { featuresOf, scored } from './features';
import { FEATURE_NAMES, WEIGHTS } from './weights';

export function evaluate(state: GameState, team: TeamId): number {
  const margin = scored(state, team);
  if (state.phase === 'ended')
    return state.winner === team ? 1000 + margin : state.winner === null ? 0 : -1000 + margin;
  const f = featuresOf(state, team);
  let v = margin;
  for (const name of FEATURE_NAMES) v += WEIGHTS[name] * f[name];
  return v;
}
