// The normal player's setup (R3.2 Objective Markers, R3.3 deployment, R3.4 Scout moves): a small
// look-ahead over its own best-scored setup choices.
//
// Why: between normal players the setup decides most games (docs/ai.md, "Earlier rounds, on a
// shared machine (2026-11-25)"), and its scores (marker placement, deployment) are hand-set
// constants, not the tuned evaluation.
// So each of normal's few best setup choices is played on by normal on both sides, on a
// blindfolded copy (blindfold.ts: its own dice, never the game's), to the end of turn 1, and
// judged by the tuned evaluation there (evaluation.ts), which foretells the game far better
// than after the setup alone (docs/ai.md: the side ahead after turn 1 won 92 of 96 decided
// games, after the setup 80). The hard player's setup search (setupSearch.ts) plays many more
// choices to the end of the game; this one is sized for normal's budget (what a setup decision
// costs: docs/ai.md, "normal's setup look-ahead").
import type { GameState, TeamId } from '../engine';
import { agentRandom, blindfold } from './blindfold';
import { evaluate } from './evaluation';
import type { Scored } from './normal';
import { prefixRoot } from './prefix';
import { playOut } from './rollout';
import { setupCandidates } from './setupSearch';

/** normal's best-scored distinct choices looked at (a deployment hex at its best facing is one). */
const CANDIDATES = 3;
/** How much better (OP, by the evaluation, over the same dice) a choice must end than normal's best-scored one to replace it. */
const MARGIN = 0.3;

/** A look-ahead stops at the end of turn 1 (scored, R7.1), when the next turn begins. */
const endOfTurnOne = (s: GameState) => s.phase !== 'setup' && s.turn > 1;

/**
 * normal's answer to a setup decision owed by `team`: of its best-scored choices (`scored`,
 * normal.ts scoreActions), the one whose look-ahead ends best, if it beats the best-scored
 * one's by more than MARGIN; else the best-scored one. A function of the position and `seed`.
 */
export function normalSetupPick(state: GameState, team: TeamId, scored: readonly Scored[], seed: string): Scored {
  const arms = setupCandidates(scored, CANDIDATES);
  if (arms.length <= 1) return arms[0];
  const root = prefixRoot(blindfold(state, `${seed}|nsetup`));
  let best = arms[0];
  let bestV = -Infinity;
  let first = -Infinity;
  for (const arm of arms) {
    const w = playOut(root, arm.action, `${seed}|n0`, agentRandom(seed, 'nsetup|0'), {
      faithful: true,
      until: endOfTurnOne,
    });
    const v = w ? evaluate(w.state, team) : -Infinity;
    if (arm === arms[0]) first = v;
    if (v > bestV) {
      bestV = v;
      best = arm;
    }
  }
  return bestV > first + MARGIN ? best : arms[0];
}
