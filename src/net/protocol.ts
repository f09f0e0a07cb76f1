// The online protocol (docs/online.md, "The protocol"): what the page and the game server (server/) say to each other
// over socket.io. The server is the referee: clients send actions, never states; the server runs
// every action through the same engine (applyAction), stores it, then tells both seats and any
// spectators what happened. What a client receives never holds the dice generator's state nor
// scripted dice (`HiddenState`), so no client can foresee a roll; the seed is revealed once the
// game is over, so the finished game replays and exports exactly as a hot-seat game does, and
// its dice are checked against the commitment published at its creation (`DiceCommitment`).
//
// Every client message is acknowledged (socket.io acks) with `Reply<T>`: `ok: true` and a
// value, or `ok: false` and the reason (a rule the engine cites, or a protocol refusal).
// This module holds types and limits only; both sides import it (layers: net imports engine types).
import type {
  Action,
  ArmyList,
  BattleMap,
  GameEvent,
  GameState,
  RuleError,
  Settings,
  TeamId,
  TileSpec,
  UnitDef,
} from '../engine';

/**
 * Bumped when a message changes shape; a client of another version is refused with a reason.
 * 2: the dice's commitment (`DiceCommitment`) in the create reply, snapshots and game:started.
 * 3: each player's contribution to the dice key, sent with `game:ready` and told in `DiceCommitment`.
 * 4: the contribution pledged (its SHA-256) with `game:ready`, revealed by `game:reveal` once both
 *    seats have pledged; `SeatView` tells a seat's pledge and whether it revealed.
 */
export const PROTOCOL_VERSION = 4;
/** The largest message the server reads (bytes of JSON); larger ones are refused unread. */
export const MAX_MESSAGE_BYTES = 256 * 1024;
/**
 * How deeply a message's objects and lists may nest; a deeper one is refused (TOO_DEEP) before
 * it is measured or read. The deepest legal message (a battlefield's hexes in game:create) nests
 * 6 levels (tests/server/limits.test.ts).
 */
export const MAX_MESSAGE_DEPTH = 64;
/** The short code of a game: its id, 6 letters and digits with no look-alikes (no 0/O, 1/I/L). */
export const GAME_CODE_PATTERN = /^[2-9A-HJKMNP-Z]{6}$/;

/** A game's id, which is also the short code a player reads out to a friend. */
export type GameId = string;
/**
 * The secret that lets a browser act for a seat: random (32 bytes, base64url), given once to the
 * browser that takes the seat and kept there (localStorage); the server stores only its hash.
 * It never appears in a link: the invitation link names the game only.
 */
export type SeatToken = string;

/**
 * A game state as a client sees it: the dice generator's state and any scripted dice removed
 * (`rng.alea` zeroed or `rng.keyed.key` blanked, no `rng.script`) and the seed blanked, until the
 * game is over.
 */
export type HiddenState = GameState & { readonly hidden?: true };

/**
 * How a game's dice can be checked (docs/online.md "Provably fair dice"), told from its creation
 * on. `keyed`: the dice come from a key the server drew, and `commitment` is the SHA-256 of that
 * key (64 hex digits); the key is revealed at the end and the replay checks every die against
 * it (verifyDice.ts). `contributions`: once the game has started, the two players' contributions
 * (64 hex digits each, the first seat's first), mixed with the server's key into the key the dice
 * roll under (fairDice.ts `gameKeyOf`); absent before the start, and in a game started before
 * players contributed, whose dice roll under the server's key alone. `alea`: a game created before
 * keyed dice, rolled with the seeded generator; it replays, but its dice cannot be verified.
 */
export type DiceCommitment = { kind: 'keyed'; commitment: string; contributions?: [string, string] } | { kind: 'alea' };

/** Why the server refused a message that is not a rule refusal. */
export type ProtocolErrorCode =
  | 'VERSION' // another protocol version
  | 'MALFORMED' // not the shape the message must have
  | 'TOO_LARGE' // over MAX_MESSAGE_BYTES
  | 'TOO_DEEP' // nested deeper than MAX_MESSAGE_DEPTH
  | 'FLOOD' // too many messages too fast (from this connection, or from its address)
  | 'LIMIT' // a cap of the server: connections or new games per address, spectators per game
  | 'NO_GAME' // no game with this id
  | 'NOT_SEATED' // no seat token, or not this game's
  | 'SEAT_TAKEN' // both seats are taken (kept for clients; the server seats a visitor asking to sit at a full table as a spectator)
  | 'NOT_YOUR_TURN' // the decision is owed by the other team
  | 'STALE' // the action was made against an earlier position (index)
  | 'ARMY' // the army list breaks R1 or the game's point limit
  | 'PLEDGE' // a contribution to the dice key revealed before both seats pledged, or not the one pledged
  | 'NOT_STARTED' // the game waits for both armies
  | 'OVER' // the game has ended
  | 'UNDO' // undo refused (the undo rule, or the other player said no)
  // The server could not reach its storage within its bound (docs/online.md "When storage
  // fails"), or is shutting down: nothing was acknowledged, the game stands as it was stored,
  // and the same message may be sent again. Never fatal to the page.
  | 'UNAVAILABLE'
  | 'INTERNAL'; // the server failed (nothing was changed); the message may be sent again

export interface ProtocolError {
  code: ProtocolErrorCode;
  message: string;
}

/**
 * Why the server refused a connection (socket.io's connect_error carries it as the error's
 * `data`): its code, the reason to show, and when the page may try again.
 */
export interface ConnectionRefusal extends ProtocolError {
  retryMs: number;
}

export type Reply<T> = { ok: true; value: T } | { ok: false; error: ProtocolError | RuleError };

/** What the host chooses when creating a game (the armies come later, one from each seat). */
export interface OnlineGameOptions {
  /** The point limit both lists must keep to (R1). */
  points: number;
  map: BattleMap;
  settings: Partial<Settings>;
  /** The seat the host takes. */
  hostTeam: TeamId;
  /** R1.1: both lists may mix sides. */
  casual?: boolean;
  /**
   * Only in game:create, only when the battlefield has players' tiles (docs/online.md, "Players'
   * tiles"): each of them, which the server reads as the page does and assembles the battlefield
   * from to check `map`. The game keeps the map, not these.
   */
  tiles?: TileSpec[];
}

/** The most players' tiles a game:create carries: more than the places of any battlefield of R1.7 up to 1,000 points (20). */
export const MAX_CARRIED_TILES = 24;

/** Who is at the table, as everyone may know it. */
export interface SeatView {
  team: TeamId;
  taken: boolean;
  connected: boolean;
  /** Ready: the seat's army list was accepted. The list itself is shown only once both are ready. */
  ready: boolean;
  /** The team's name (its list's name) once both are ready. */
  name: string | null;
  /**
   * The custom cards of a ready seat's list (docs/online.md "Custom cards"): shown to the other
   * player as soon as the seat is ready, before both are, so nobody meets an unknown card in play.
   */
  cards?: UnitDef[];
  /**
   * A ready seat's pledge to its contribution to the dice key (fairDice.ts `pledgeOf`, 64 hex
   * digits): a player reveals its own contribution only once it has seen the other seat's pledge.
   */
  pledge?: string;
  /** The seat revealed its contribution (it stays secret until the game starts). */
  revealed?: true;
}

/** One accepted action as every client learns it. */
export interface StepRecord {
  /** The action's position in the game: 0 for the first. */
  index: number;
  action: Action;
  /** What it caused (dice shown, units moved, ...): the log's lines. */
  events: GameEvent[];
  /** The turn after it (the log groups lines by turn). */
  turn: number;
}

/** The whole of a game as a client may know it: sent on joining and on reconnecting. */
export interface GameSnapshot {
  gameId: GameId;
  options: OnlineGameOptions;
  seats: [SeatView, SeatView];
  /** Null until both armies are in and the game is created. */
  state: HiddenState | null;
  /** The events of the game's creation (the setup's initiative roll). */
  opening: GameEvent[];
  steps: StepRecord[];
  /** The dice's commitment, the same from the game's creation to its end (the contributions told once it has started). */
  dice: DiceCommitment;
  /**
   * Once the game is over: its seed and full initial state, so it replays and exports exactly
   * (a keyed game's seed is `keyed:` and its key: fairDice.ts).
   */
  revealed: { seed: string; initial: GameState } | null;
  /** A request to take back the last action, waiting for the other player's answer. */
  undoAsked: { by: TeamId; length: number } | null;
}

/** What the asking browser is at this table. */
export type Role = { kind: 'player'; team: TeamId } | { kind: 'spectator' };

/** Client to server (event name -> payload; each answered by its ack). */
export interface ClientMessages {
  'game:create': { version: number; options: OnlineGameOptions };
  'game:join': {
    version: number;
    gameId: GameId;
    token?: SeatToken /** true: take a free seat if there is one. */;
    sit?: boolean;
  };
  /**
   * `pledge`: this seat's pledge to its contribution to the dice key (fairDice.ts `pledgeOf`: the
   * SHA-256 of 32 random bytes the browser drew after it was shown the commitment, 64 lowercase
   * hex digits); the same one each time the seat sends a list, and the seat's first one stands.
   */
  'game:ready': { gameId: GameId; token: SeatToken; list: ArmyList; pledge: string };
  /**
   * The seat's contribution itself, sent once both seats have pledged (`SeatView.pledge`); it must
   * be the one pledged. The game starts when both lists and both contributions are in.
   */
  'game:reveal': { gameId: GameId; token: SeatToken; contribution: string };
  'game:act': {
    gameId: GameId;
    token: SeatToken /** How many actions the game had when the client chose it. */;
    index: number;
    action: Action;
  };
  'game:undo-ask': { gameId: GameId; token: SeatToken; index: number };
  'game:undo-answer': { gameId: GameId; token: SeatToken; accept: boolean };
  /** The browser's own games (its kept seat tokens), for the start screen. */
  'games:mine': { seats: { gameId: GameId; token: SeatToken }[] };
}

/** What each client message's ack carries when it is accepted. */
export interface ClientReplies {
  /** `dice`: the commitment to the game's dice, before any is rolled. */
  'game:create': { gameId: GameId; token: SeatToken; team: TeamId; dice: DiceCommitment };
  'game:join': { role: Role /** Given when this join took a seat. */; token?: SeatToken; snapshot: GameSnapshot };
  'game:ready': { seats: [SeatView, SeatView] };
  'game:reveal': { seats: [SeatView, SeatView] };
  /** The accepted action's position (its step's index): the game now has index + 1 actions. */
  'game:act': { index: number };
  'game:undo-ask': { length: number };
  'game:undo-answer': { accepted: boolean };
  'games:mine': { games: OpenGameSummary[] };
}

/** A line of the start screen's list of open online games. */
export interface OpenGameSummary {
  gameId: GameId;
  team: TeamId;
  names: [string | null, string | null];
  /** Each seat taken by a player (an army's name is told only once the game starts). */
  seated: [boolean, boolean];
  turn: number | null;
  /** Whose decision it is now, or null before the start and after the end. */
  awaiting: TeamId | null;
  over: boolean;
  updatedAt: string;
}

/** Server to clients in a game's room. */
export interface ServerMessages {
  'game:seats': { gameId: GameId; seats: [SeatView, SeatView] };
  /** Both armies are in: the game is created (its state without the dice, the commitment to them). */
  'game:started': {
    gameId: GameId;
    state: HiddenState;
    opening: GameEvent[];
    seats: [SeatView, SeatView];
    dice: DiceCommitment;
  };
  /**
   * One accepted action. A browser joins the room before its snapshot is read, so it may be sent
   * a step the snapshot already holds (`step.index` below `snapshot.steps.length`): skip it.
   */
  'game:step': { gameId: GameId; step: StepRecord; state: HiddenState };
  'game:undo-asked': { gameId: GameId; by: TeamId; length: number };
  /** The game cut back to its first `length` actions (an accepted undo); or the request refused. */
  'game:undone': { gameId: GameId; length: number; state: HiddenState } | { gameId: GameId; refused: true };
  'game:over': { gameId: GameId; revealed: { seed: string; initial: GameState } };
}
