// The level `normal-2026-11`: the normal player as it played on 29 November 2026, before its
// evaluation was tuned by self-play (docs/ai.md, "The frozen level normal-2026-11"). A copy of
// that day's normal.ts, position.ts, values.ts, attackValue.ts, odds.ts and decider.ts, with
// their hand-set weights, importing only the engine: later changes to the live player, its
// evaluation or its weights leave it as it was, so the tournament (scripts/arena.ts) can
// measure them against it. tests/ai/frozenNormal.test.ts replays games recorded from that
// day's normal against it. Not offered in the page.
import { legalActions, type Action, type GameState, type Hex, type TeamId } from '../../../engine';
import { deciderOf } from './decider';
import { BLOCKED, scoreActions, type Scored } from './normal';

/** The frozen level's name, as the tournament and match.ts know it. */
export const NORMAL_2026_11 = 'normal-2026-11';

export interface FrozenAnswer {
  action: Action;
  team: TeamId;
  reason: string;
  route?: Hex[];
}

/** normal-2026-11's answer to the decision owed now (agent.ts of that day, its normal branch), or null once the game is over. */
export function chooseFrozenNormal(state: GameState): FrozenAnswer | null {
  const d = deciderOf(state);
  if (!d) return null;
  const legal = legalActions(state);
  if (legal.length === 0) return null;
  const all = scoreActions(state, d, legal);
  const sane = all.filter((s) => s.score > BLOCKED);
  const scored = sane.length > 0 ? sane : all;
  let pick: Scored = scored[0];
  for (const s of scored) if (s.score > pick.score) pick = s;
  return {
    action: pick.action,
    team: d.team,
    reason: pick.reason || 'the only sensible choice',
    ...(pick.route ? { route: pick.route } : {}),
  };
}
