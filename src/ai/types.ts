// The AI layer's public shapes: what an agent is asked and what it answers. Plain data, so a
// request and an answer cross a Web Worker's postMessage as they are (worker.ts).
import type { Action, Hex, TeamId } from '../engine';
import type { Reason } from './reasons';
import type { RootShare } from './search/share';

/**
 * The players (docs/ai.md): easy blunders on purpose, normal scores, hard searches (1 s a
 * decision by default), expert searches the same way for longer (5 s).
 */
export type Level = 'easy' | 'normal' | 'hard' | 'expert';

export const LEVELS: readonly Level[] = ['easy', 'normal', 'hard', 'expert'];

/** The levels that search, and their default time for one decision (ms, wall time). */
export const THINK_MS: Partial<Record<Level, number>> = { hard: 1000, expert: 5000 };

/**
 * How long a searching player may think. `ms` is wall-clock time (default THINK_MS); `playouts` caps the
 * simulations. With `playouts` alone the answer depends only on the state and the seed (the
 * tests use that); with `ms` a faster machine may search further and answer differently.
 */
export interface Budget {
  ms?: number;
  playouts?: number;
}

export interface AgentOptions {
  level: Level;
  /** The agent's own random stream: its blunders, its playouts' dice. Never the game's dice. */
  seed: string;
  budget?: Budget;
  /**
   * One searcher of a pool (docs/ai.md, "The pool"): its index, which gives it its own
   * determinization seeds (0, or none, searches as a lone searcher does). Its answer carries the
   * root's statistics (`stats.share`) for the pool to merge.
   */
  shard?: number;
}

/** What an agent decided, and why (Suggest, the AI's log lines: docs/ai.md, "Reasons"). */
export interface AgentAnswer {
  /** One of legalActions(state). */
  action: Action;
  /** The team that must decide now (the answer is its move). */
  team: TeamId;
  /**
   * Why, with the figures (reasons.ts): normal's reason for the action chosen, whatever the level
   * (a search may give its own). None for an action not worth a word.
   */
  why?: Reason;
  /**
   * A move step: the whole route the player means it to begin (a move is answered one hex at a
   * time), so the page can draw where the unit is going.
   */
  route?: Hex[];
  /** What it cost: the time taken, and the simulations the hard player ran; a searcher's root statistics. */
  stats: { ms: number; playouts: number; candidates: number; share?: RootShare };
}
