// The review of a game against the AI (docs/ai.md, "The review"): the game's record replayed, and
// each decision scored as the normal player scores it (normal.ts), the action played against
// normal's best. What the people played that cost the most, in OP by that scoring, is what the end
// screen shows; normal's reason for every action played is what the AI's log lines say after a
// reload. Derived from the record alone (the initial state and the actions), so a reloaded or
// loaded game reviews the same. The scoring reads a blindfolded copy of each position
// (blindfold.ts): it never simulates, and never could read the dice to come.
import { applyAction, legalActions, type Action, type GameState, type Phase, type TeamId } from '../engine';
import { blindfold } from './blindfold';
import { deciderOf, type Decider } from './decider';
import { BLOCKED, scoreActions, scorePlayed, type Scored } from './normal';
import type { Reason } from './reasons';

/** One decision of a person's, with what it cost by normal's scoring. */
export interface ReviewedDecision {
  /** The action's index in the record: the position before it is the replay's step `index`. */
  index: number;
  turn: number;
  phase: Phase;
  team: TeamId;
  played: Action;
  playedWhy?: Reason;
  /** What the normal player would have played, and why. */
  best: Action;
  bestWhy?: Reason;
  /** OP the action played is short of the best by normal's scoring (more than 0). */
  loss: number;
}

export interface GameReview {
  /** Normal's reason for each action of the record as played (null where it has none to give). */
  reasons: (Reason | null)[];
  /** The decisions of `reviewed` teams that cost the most, the largest loss first. */
  costly: ReviewedDecision[];
}

/** A loss smaller than this (OP) is a matter of taste, not a mistake: left out of the review. */
const LOSS_WORTH_A_WORD = 0.05;

/**
 * Decisions that choose among units (which unit to activate, deploy or Scout-move) are judged
 * within the unit chosen: normal's scores there are each unit's gain over its own hold (or its
 * hex's worth), so another unit's bigger gain is an order, not OP lost (the other unit may still
 * act). Every other decision is judged against all its actions.
 */
const CHOOSES_A_UNIT: ReadonlySet<Decider['kind']> = new Set(['activate', 'deploy', 'scout']);

function unitOf(a: Action): string | null {
  return 'unit' in a && typeof a.unit === 'string' ? a.unit : null;
}

function best(scored: readonly Scored[]): Scored | null {
  let top: Scored | null = null;
  for (const s of scored) if (s.score > BLOCKED && (!top || s.score > top.score)) top = s;
  return top;
}

/**
 * Replays `actions` from `initial` and scores each decision; the `top` costliest of the teams in
 * `reviewed` (the people's) come back, with normal's reason for every action. A refused action
 * (a broken record) ends the review there.
 */
export function reviewGame(
  initial: GameState,
  actions: readonly Action[],
  reviewed: readonly TeamId[],
  top = 3,
): GameReview {
  const reasons: (Reason | null)[] = [];
  const costly: ReviewedDecision[] = [];
  let state = initial;
  for (const [index, action] of actions.entries()) {
    const d = deciderOf(state);
    if (d) {
      const seen = blindfold(state, `review/${index}`);
      const scored = scoreActions(seen, d, legalActions(seen));
      const played = scorePlayed(seen, d, action, scored);
      reasons.push(played?.why ?? null);
      if (played && reviewed.includes(d.team)) {
        const unit = CHOOSES_A_UNIT.has(d.kind) ? unitOf(action) : null;
        const alternatives = unit === null ? scored : scored.filter((s) => unitOf(s.action) === unit);
        const better = best(alternatives);
        const loss = better ? better.score - played.score : 0;
        if (better && loss > LOSS_WORTH_A_WORD)
          costly.push({
            index,
            turn: state.turn,
            phase: state.phase,
            team: d.team,
            played: action,
            ...(played.why ? { playedWhy: played.why } : {}),
            best: better.action,
            ...(better.why ? { bestWhy: better.why } : {}),
            loss,
          });
      }
    } else reasons.push(null);
    const r = applyAction(state, action);
    if (!r.ok) break;
    state = r.state;
  }
  costly.sort((a, b) => b.loss - a.loss || a.index - b.index);
  return { reasons, costly: costly.slice(0, top) };
}
