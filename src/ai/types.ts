// The AI layer's public shapes: what an agent is asked and what it answers. Plain data, so a
// request and an answer cross a Web Worker's postMessage as they are (worker.ts).
import type { Action, Hex, TeamId } from '../engine';
import type { Reason } from './reasons';

/** The three players (docs/ai.md): easy blunders on purpose, normal scores, hard searches. */
export type Level = 'easy' | 'normal' | 'hard';

export const LEVELS: readonly Level[] = ['easy', 'normal', 'hard'];

/**
 * How long the hard player may think. `ms` is wall-clock time (default 1000); `playouts` caps the
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
  /** What it cost: the time taken, and the simulations the hard player ran. */
  stats: { ms: number; playouts: number; candidates: number };
}
