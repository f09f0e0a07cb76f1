// The page's pool of AI workers (docs/ai.md, "The pool"): the searching levels (hard, expert)
// think in every worker at once, root-parallel. Each worker searches the same decision with its
// own determinization seeds (AgentOptions.shard) for the whole budget and answers with its root
// statistics; the pool adds them up choice by choice (search/share.ts) and plays the choice most
// searched (the setup search: the best lead over normal's choice). The other levels, and a pool of
// one, ask the first worker alone. The merge reads a few dozen numbers: the page's thread does
// no search.
import type { Action, GameState, TeamId } from '../engine';
import { AiClient, type MessagePort } from './protocol';
import type { GameReview } from './review';
import { mergeShares, type RootShare } from './search/share';
import { THINK_MS, type AgentAnswer, type AgentOptions } from './types';

/** The most workers a pool starts (docs/ai.md, "The pool"). */
const MAX_WORKERS = 8;

/** How many workers for a machine that reports `cores` (navigator.hardwareConcurrency, which may be missing). */
export function poolSize(cores: number | undefined): number {
  return Math.max(1, Math.min(MAX_WORKERS, Math.floor(cores ?? 1) || 1));
}

/** One answer from the workers' answers to the same decision: their root statistics merged. */
export function mergeAnswers(answers: readonly (AgentAnswer | null)[]): AgentAnswer | null {
  const given = answers.filter((a): a is AgentAnswer => a !== null);
  if (given.length === 0) return null;
  const shares = given.map((a) => a.stats.share).filter((s): s is RootShare => s !== undefined);
  const first = given[0];
  const arm = mergeShares(shares);
  if (!arm) return first;
  return {
    action: arm.action,
    team: first.team,
    ...(arm.why ? { why: arm.why } : first.why ? { why: first.why } : {}),
    ...(arm.route ? { route: arm.route } : {}),
    stats: {
      ms: Math.max(...given.map((a) => a.stats.ms)),
      playouts: given.reduce((n, a) => n + a.stats.playouts, 0),
      candidates: first.stats.candidates,
    },
  };
}

/** The page's side of the pool: `choose` as AiClient's, over every worker for a searching level; `review` as AiClient's. */
export class AiPool {
  private readonly clients: AiClient[];

  constructor(ports: readonly MessagePort[]) {
    if (ports.length === 0) throw new Error('an AI pool needs at least one worker');
    this.clients = ports.map((p) => new AiClient(p));
  }

  async choose(state: GameState, options: AgentOptions): Promise<AgentAnswer | null> {
    if (THINK_MS[options.level] === undefined || this.clients.length === 1)
      return this.clients[0].choose(state, options);
    const answers = await Promise.all(this.clients.map((c, shard) => c.choose(state, { ...options, shard })));
    return mergeAnswers(answers);
  }

  /**
   * The review of a game's record (review.ts) in the pool's last worker, so a review asked after
   * a reload does not hold up an easy or normal answer, which worker 0 gives.
   */
  review(initial: GameState, actions: Action[], reviewed: TeamId[]): Promise<GameReview> {
    return this.clients[this.clients.length - 1].review(initial, actions, reviewed);
  }
}
