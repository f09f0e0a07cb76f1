// Where the game server keeps its games (docs/online.md, "Storage"): one small interface, two stores
// (SQLite for one process, sqliteStore.ts; Redis for several, redisStore.ts). The referee writes
// every accepted action here BEFORE it acknowledges or broadcasts it, and rebuilds any game by
// replaying its stored actions from its stored initial state, so a restart loses nothing.
//
// Each change that depends on what the referee saw is conditional (compare and set), so two
// server processes on one store never both win: an action is appended at an expected position
// (the count of actions and the undo epoch), a seat is taken only while free, a game starts once.
import type { Action, ArmyList, GameEvent, GameState, TeamId } from '../src/engine';
import type { GameId, OnlineGameOptions } from '../src/net/protocol';

/**
 * One seat as stored: the hash of its token (never the token); its army once accepted, with the
 * pledge to its contribution to the dice key sent with it; the contribution once revealed
 * (src/net/fairDice.ts). A list stored before players pledged has no pledge, and its contribution,
 * if any, came with it; one stored before players contributed has neither.
 */
export interface StoredSeat {
  tokenHash: string | null;
  list: ArmyList | null;
  pledge: string | null;
  contribution: string | null;
}

/** A game's record, everything but its actions. */
export interface StoredMeta {
  id: GameId;
  options: OnlineGameOptions;
  /**
   * The dice's secret, shown to clients only once the game is over: `keyed:` and the 32-byte dice
   * key in hex (src/net/fairDice.ts); a game stored before keyed dice holds a seed of the seeded
   * generator instead (24 base64url characters), and keeps rolling with it.
   */
  seed: string;
  seats: [StoredSeat, StoredSeat];
  /** The game as created (with the generator's state), once both armies are in. */
  initial: GameState | null;
  opening: GameEvent[];
  /** Bumped by every undo, so an append made against the log before an undo fails. */
  epoch: number;
  /** Actions in the log. */
  length: number;
  /** A request to take back the last actions, waiting for the other player's answer. */
  undoAsked: { by: TeamId; length: number } | null;
  over: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * What changes as a game is played, without its states, options or lists: read before every
 * message, so it must be cheap (the referee's copy is current when these match it).
 */
export interface StoredPosition {
  length: number;
  epoch: number;
  hashes: [string | null, string | null];
  ready: [boolean, boolean];
  started: boolean;
  undoAsked: StoredMeta['undoAsked'];
  over: boolean;
  updatedAt: string;
}

export interface StoredGame extends StoredMeta {
  actions: Action[];
}

/** Where a log stood when the referee last read it: an append must find it so. */
export interface LogPosition {
  length: number;
  epoch: number;
}

export interface GameStorage {
  /** A new game (no seat taken, no action); false when the id is taken. */
  create(meta: Omit<StoredMeta, 'length' | 'epoch' | 'undoAsked' | 'over' | 'initial' | 'opening'>): Promise<boolean>;
  /** The whole game, or null. */
  read(id: GameId): Promise<StoredGame | null>;
  /** The game without its actions (cheap), or null. */
  meta(id: GameId): Promise<StoredMeta | null>;
  /** Where the game stands (cheap), or null. */
  peek(id: GameId): Promise<StoredPosition | null>;
  /** The actions from `from` on (for a referee whose copy is behind). */
  actions(id: GameId, from: number): Promise<Action[]>;
  /** Takes `team`'s seat for the token hashed `tokenHash`; false when it is taken. */
  takeSeat(id: GameId, team: TeamId, tokenHash: string): Promise<boolean>;
  /**
   * The seat's accepted army list (R1) with the pledge to its contribution to the dice key sent
   * with it; a seat's first pledge stands, whatever a list sent again carries. False when the game
   * has started.
   */
  setList(id: GameId, team: TeamId, list: ArmyList, pledge: string): Promise<boolean>;
  /**
   * The seat's contribution to the dice key, revealed (the referee checked it against the pledge);
   * a seat's first stands. False when the game has started.
   */
  reveal(id: GameId, team: TeamId, contribution: string): Promise<boolean>;
  /** Stores the created game; false when it had already started. */
  start(id: GameId, initial: GameState, opening: GameEvent[]): Promise<boolean>;
  /** Appends an action at `at`; false (nothing written) when the log is no longer there. */
  append(id: GameId, at: LogPosition, action: Action, over: boolean): Promise<boolean>;
  /** Cuts the log back to `length` actions (an accepted undo), bumping the epoch; false as append. */
  truncate(id: GameId, at: LogPosition, length: number): Promise<boolean>;
  setUndoAsked(id: GameId, asked: StoredMeta['undoAsked']): Promise<void>;
  /** Answers when the store answers (a trivial query); rejects otherwise. Used by /healthz. */
  ping(): Promise<void>;
  /** Closes the store; when it cannot be reached, without waiting on it (shutdown has a deadline). */
  close(): Promise<void>;
}
