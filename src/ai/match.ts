// One complete game between two players (docs/ai.md, "Measured"): an AI level or random legal play
// (the engine's sampler, a kind of action first), from a created game to its end. Shared by
// `npm run ai:tournament` (scripts/arena.ts) and the tests that play seeded games, so both
// play exactly the same way. Every action is checked by the engine; a refused one throws (the
// agents answer only listed actions, so that is a bug to report, never a move to skip).
import seedrandom from 'seedrandom';
import { applyAction, legalActions, pickByKind, type Action, type GameState, type TeamId } from '../engine';
import { chooseAction } from './agent';
import { deciderOf } from './decider';
import { chooseFrozenNormal, NORMAL_2026_11 } from './frozen/normal202611';
import { chooseGreedy, GREEDY } from './greedy';
import type { AgentAnswer, Budget, Level } from './types';

/** A frozen level: an earlier player kept as it was, for the tournament and the tests (not offered in the page). */
export type FrozenLevel = typeof NORMAL_2026_11;

/** `greedy` is the one-ply greedy yardstick (greedy.ts), written from the rule book without normal's code. */
export type Player = Level | FrozenLevel | typeof GREEDY | 'random';

/** Every player the tournament knows besides the page's levels. */
export const TOURNAMENT_ONLY: readonly Player[] = ['random', NORMAL_2026_11, GREEDY];

export interface MatchOptions {
  /** `players[t]` plays team t. */
  players: readonly [Player, Player];
  /** The agents' seeds are `${seed}:${team}`, the random player's stream `${seed}:random`. */
  seed: string;
  budget?: Budget;
  /** Called after each decision: who decided, the time it took by `clock` (ms), the agent's answer (none for random play). */
  onDecision?(team: TeamId, ms: number, answer: AgentAnswer | null): void;
  /** The clock of `onDecision`'s times (ms): wall time unless given (the tournament gives CPU time). */
  clock?: () => number;
  /** A game longer than this many actions throws (default 20000). */
  maxActions?: number;
}

export interface Match {
  final: GameState;
  actions: Action[];
}

export function playMatch(initial: GameState, options: MatchOptions): Match {
  const { players, seed, budget = {}, onDecision, maxActions = 20000, clock = () => performance.now() } = options;
  const rng = seedrandom(`${seed}:random`);
  const actions: Action[] = [];
  let state = initial;
  while (state.phase !== 'ended') {
    if (actions.length > maxActions) throw new Error(`${seed}: no end after ${maxActions} actions`);
    const team = deciderOf(state)!.team;
    const player = players[team];
    const t0 = clock();
    let answer: AgentAnswer | null = null;
    let action: Action;
    if (player === 'random') action = pickByKind(rng, legalActions(state))!;
    else if (player === NORMAL_2026_11) action = chooseFrozenNormal(state)!.action;
    else if (player === GREEDY) action = chooseGreedy(state)!.action;
    else {
      answer = chooseAction(state, { level: player, seed: `${seed}:${team}`, budget })!;
      action = answer.action;
    }
    onDecision?.(team, clock() - t0, answer);
    const r = applyAction(state, action);
    if (!r.ok)
      throw new Error(`${seed}: ${player} played a refused action ${JSON.stringify(action)}: ${r.error.message}`);
    actions.push(action);
    state = r.state;
  }
  return { final: state, actions };
}
