// The AI's log lines say why (docs/ai.md, "Reasons"): the reason of each AI decision goes on the
// first log line of its action, one per decision. The reason is the one the AI answered with
// (`told`), or, for a game come back from a save, normal's reason for the action played (the
// review's). A move is answered one hex at a time: its reason is said at its first step only, while
// the next steps go on to the same destination.
import { awaiting, type Action } from '../../engine';
import type { AiGameReview, AiReason } from '../game/aiReason';
import type { History } from '../game/history';
import type { Players } from '../game/players';

type Told = Readonly<Record<number, { action: Action; why: AiReason }>>;
type Reviewed = { actions: readonly Action[]; result: AiGameReview | null } | null;

function reasonAt(i: number, actions: readonly Action[], told: Told, review: Reviewed): AiReason | null {
  const action = actions[i];
  const t = told[i];
  if (t && t.action === action) return t.why;
  // The review's reasons hold while its record is the game's own up to there (an undo may have changed it since).
  if (review?.result && review.actions[i] === action) return review.result.reasons[i] ?? null;
  return null;
}

/** The move reason that goes on to the same destination as the previous step of the same unit. */
function sameMove(why: AiReason, before: AiReason | null, a: Action, b: Action | undefined): boolean {
  return (
    why.kind === 'move' &&
    before?.kind === 'move' &&
    before.to === why.to &&
    a.type === 'move' &&
    b?.type === 'move' &&
    a.unit === b.unit
  );
}

/** The AI's reasons by the index (from 0) of the log line they go on. */
export function aiReasonLines(
  h: Pick<History, 'opening' | 'steps' | 'actions'>,
  players: Players,
  told: Told,
  review: Reviewed,
): Map<number, AiReason> {
  const lines = new Map<number, AiReason>();
  let line = h.opening.length;
  let previous: AiReason | null = null;
  h.steps.forEach((step, i) => {
    const team = awaiting(step.before).team;
    const why = team !== null && players[team].kind === 'ai' ? reasonAt(i, h.actions, told, review) : null;
    if (why && step.events.length > 0 && !sameMove(why, previous, h.actions[i], h.actions[i - 1])) lines.set(line, why);
    previous = why;
    line += step.events.length;
  });
  return lines;
}

let memo: { key: unknown[]; value: Map<number, AiReason> } | null = null;

/** aiReasonLines, the same Map while its inputs are the same objects (a store selector must not make a new one each time). */
export function aiReasonLinesOf(
  h: Pick<History, 'opening' | 'steps' | 'actions'>,
  players: Players,
  told: Told,
  review: Reviewed,
): Map<number, AiReason> {
  const key = [h.opening, h.steps, h.actions, players, told, review];
  if (memo?.key.every((k, i) => k === key[i])) return memo.value;
  memo = { key, value: aiReasonLines(h, players, told, review) };
  return memo.value;
}
