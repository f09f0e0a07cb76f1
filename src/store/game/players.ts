// Who plays each side (docs/playing.md, "Playing alone"): a person at this screen, or the AI at a level (easy,
// normal, hard, expert; hard thinks for a time budget, 1 s unless set, expert 5 s). Kept with the game (autosave and
// game file) so a reloaded human-vs-AI game goes on with the AI. The store does not import
// src/ai (the layer rule: store imports only the engine); it names the AI's levels and asks it
// through the `AiChooser` shape, which main.tsx fills with the Web Worker's client (src/ai/protocol.ts).
import * as v from 'valibot';
import type { Action, GameState, Hex, TeamId } from '../../engine';
import type { AiGameReview, AiReason } from './aiReason';

export const AI_LEVELS = ['easy', 'normal', 'hard', 'expert'] as const;
export type AiLevel = (typeof AI_LEVELS)[number];
/** The hard player's default time for one decision (docs/ai.md, "hard: a tree search over both sides"). */
export const DEFAULT_AI_MS = 1000;
/** The expert player's (docs/ai.md, "expert"): the same search, five times as long. */
const EXPERT_AI_MS = 5000;

/** The levels that think for a time (the others answer at once). */
export function thinks(level: AiLevel): boolean {
  return level === 'hard' || level === 'expert';
}

/** A level's default time for one decision. */
function defaultMs(level: AiLevel): number {
  return level === 'expert' ? EXPERT_AI_MS : DEFAULT_AI_MS;
}

export type Seat =
  | { kind: 'human' }
  | { kind: 'ai'; level: AiLevel /** hard and expert only: thinking time per decision */; ms: number };
/** Team 0's seat first. */
export type Players = [Seat, Seat];

export const HUMAN: Seat = { kind: 'human' };
export const HUMANS: Players = [HUMAN, HUMAN];

export function aiSeat(level: AiLevel, ms = defaultMs(level)): Seat {
  return { kind: 'ai', level, ms };
}

export function isAi(players: Players, team: TeamId | null): boolean {
  return team !== null && players[team].kind === 'ai';
}

/** Two people share the screen: only then does the hot-seat hand-off hide one's choices from the other. */
export function twoHumans(players: Players): boolean {
  return players[0].kind === 'human' && players[1].kind === 'human';
}

/**
 * The players as a save or a game file keeps them (docs/architecture.md "Input formats"): a
 * player's thinking time out of range, or missing, is its level's default.
 */
const SEAT = v.variant('kind', [
  v.object({ kind: v.literal('human') }),
  v.pipe(
    v.object({
      kind: v.literal('ai'),
      level: v.picklist(AI_LEVELS),
      ms: v.fallback(v.optional(v.pipe(v.number(), v.finite(), v.minValue(50), v.maxValue(60_000))), undefined),
    }),
    v.transform((seat): Seat => ({ kind: 'ai', level: seat.level, ms: seat.ms ?? defaultMs(seat.level) })),
  ),
]);
const PLAYERS = v.strictTuple([SEAT, SEAT]);

/** The players of a save or a game file; two humans when it names none (files from before the AI) or names them wrongly. */
export function parsePlayers(x: unknown): Players {
  const read = v.safeParse(PLAYERS, x);
  return read.success ? read.output : HUMANS;
}

/** What the AI is asked with (src/ai/types.ts AgentOptions, by shape). */
export interface AiAsk {
  level: AiLevel;
  seed: string;
  budget?: { ms?: number; playouts?: number };
}

/** What the AI answers (src/ai/types.ts AgentAnswer, by shape). */
export interface AiAnswer {
  action: Action;
  team: TeamId;
  /** Why, with the figures (aiReason.ts); none for an action not worth a word. */
  why?: AiReason;
  /** A move step: the whole route it begins (drawn on the map). */
  route?: Hex[];
}

/** The AI as the store sees it: the Web Worker's client in the page, a synchronous stand-in in tests. */
export interface AiChooser {
  choose(state: GameState, options: AiAsk): Promise<AiAnswer | null>;
  /** The review of a game's record, the decisions of the `reviewed` teams judged (docs/ai.md, "The review"). */
  review?(initial: GameState, actions: Action[], reviewed: TeamId[]): Promise<AiGameReview>;
}

/**
 * The options for a seat's next decision. The agent's seed is the game's seed, the team and how
 * many actions were taken: the same game asks the same question the same way (a reload goes on
 * as it would have), and it is never the game's dice (the agent draws its own: docs/ai.md).
 */
export function askFor(seat: Seat & { kind: 'ai' }, game: GameState, team: TeamId, actionsSoFar: number): AiAsk {
  return {
    level: seat.level,
    seed: `${game.seed}/ai${team}/${actionsSoFar}`,
    ...(thinks(seat.level) ? { budget: { ms: seat.ms } } : {}),
  };
}

/** The level a Suggest asks with: the normal player (a heuristic, answering in milliseconds). */
export const SUGGEST_SEAT: Seat & { kind: 'ai' } = { kind: 'ai', level: 'normal', ms: DEFAULT_AI_MS };
