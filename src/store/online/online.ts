// An online game as the page holds it (docs/online.md): what the server sends (src/net/protocol.ts)
// turned into the game's `History`, so the map, the log, the dice tray and the panels work as in
// a hot-seat game; and what a person at this browser may do in it. The server is the referee:
// the page never applies a person's action itself, it sends it and applies the step the server
// answers with. The local engine still checks an action first (a refusal is shown at once with
// its rule) and gives the highlights, previews and odds from the state without dice.
import {
  awaiting,
  err,
  KEY_PATTERN,
  messagesOf,
  ok,
  type GameEvent,
  type GameState,
  type Result,
  type RuleError,
  type TeamId,
} from '../../engine';
import type {
  DiceCommitment,
  GameSnapshot,
  HiddenState,
  OnlineGameOptions,
  OpenGameSummary,
  Role,
  SeatView,
  StepRecord,
} from '../../net/protocol';
import { contributionLeftOut, keyOfSeed, type OwnContribution, wellFormedContributions } from '../../net/fairDice';
import { verifyDice } from '../../net/verifyDice';
import { fieldTiles, type FieldChoice } from '../game/gameOptions';
import { replayGame, rolledDice, type History, type Step } from '../game/history';
import { buildBattlefield } from '../game/newGame';
import { groundLayout, type GroundChoice } from '../game/ground';
import type { TileSet } from '../../data/tiles';

/** How the other player's browser is, as this one last heard it. */
export type PeerState = 'away' | 'connected' | 'disconnected' | 'back';

/** This browser's place in one online game. */
export interface OnlineSession {
  gameId: string;
  role: Role;
  options: OnlineGameOptions;
  seats: [SeatView, SeatView];
  /** Both armies are in and the game was created. */
  started: boolean;
  /** A request to take back actions, waiting for the other player's answer (who asked, to how many actions). */
  undoAsked: { by: TeamId; length: number } | null;
  /** Once the game is over: the seed and the full initial state, so it replays and exports as hot-seat. */
  revealed: { seed: string; initial: GameState } | null;
  /**
   * The commitment to the game's dice as this browser first saw it (docs/online.md "Provably fair
   * dice"): kept with the seat across reloads (onlineSeats.ts), never replaced by a later message;
   * with the players' contributions as first told once the game has started (`withContributions`).
   */
  dice: DiceCommitment;
  /** The answer of the last "Verify the dice", or null. */
  diceCheck: DiceCheck | null;
  /**
   * Set at the start when the dice key the server told does not hold this player's own
   * contribution (`contributionMissing`): shown for the whole game, not only once it is over.
   */
  diceWarning: string | null;
  /** The other seat's browser: never joined yet, there, gone, come back. */
  peer: PeerState;
}

/** The team this browser plays, or null for a spectator. */
export function myTeam(session: Pick<OnlineSession, 'role'>): TeamId | null {
  return session.role.kind === 'player' ? session.role.team : null;
}

/** Who sits at each seat of one of this browser's games ("Your online games"): the army once the game has told it, else "you", a friend seated, or the seat still free. */
export function seatNames(g: OpenGameSummary): string[] {
  return g.names.map((n, t) => n ?? (t === g.team ? 'you' : g.seated[t] ? 'a friend' : 'waiting for a friend'));
}

/** The other team. */
export function otherTeam(team: TeamId): TeamId {
  return team === 0 ? 1 : 0;
}

/**
 * The other player's browser after the seats changed: "disconnected" when it drops, "back" when it
 * returns. `started`: the game has begun, so a taken seat with no browser is a player gone (a page
 * that opens, reloads or rejoins then never saw them connected), not one still to come.
 */
export function peerAfter(
  before: PeerState,
  seats: readonly SeatView[],
  me: TeamId | null,
  started = false,
): PeerState {
  if (me === null) return before;
  const other = seats[otherTeam(me)];
  if (!other?.taken) return 'away';
  if (!other.connected) return before === 'away' && !started ? 'away' : 'disconnected';
  return before === 'disconnected' || before === 'back' ? 'back' : 'connected';
}

/**
 * Why a person at this browser may not act now, or null: a spectator watches (docs/online.md, "The protocol"),
 * the game waits for both armies, or the decision is owed by the other team (R4.2: each team
 * decides for its own units; there is no acting for the other side and no hand-off screen).
 */
export function onlineRefusal(game: GameState, session: OnlineSession): RuleError | null {
  const team = myTeam(session);
  if (team === null)
    return {
      code: 'NOT_YOUR_UNIT',
      rule: 'R4.2',
      message: 'You are watching this online game: only its two players act.',
    };
  if (!session.started) return { code: 'ORDER', rule: 'R3', message: 'The game starts once both players are ready.' };
  const d = awaiting(game);
  if (d.kind === 'ended') return null; // the engine says the game is over (R7.3)
  if (d.team !== team)
    return { code: 'ORDER', rule: 'R4.2', message: `Waiting for ${game.teams[d.team].name}: this decision is theirs.` };
  return null;
}

/** "Waiting for <team>" when the other team owes the decision (the status line), else null. */
export function waitingFor(game: GameState, session: OnlineSession): string | null {
  if (!session.started) return null;
  const d = awaiting(game);
  if (d.kind === 'ended') return null;
  const team = myTeam(session);
  return team === d.team ? null : `Waiting for ${game.teams[d.team].name}`;
}

/**
 * Where a seat stands in the waiting room, in words. With both armies in, a seat whose browser is
 * away before it revealed its contribution to the dice key holds the start until it comes back
 * (docs/online.md "Provably fair dice").
 */
export function seatStatus(seat: SeatView, seats: readonly [SeatView, SeatView]): string {
  if (!seat.taken) return 'waiting for a friend to join';
  if (!seat.ready) return seat.connected ? 'joined, choosing an army' : 'joined, away';
  const held = seats.every((s) => s.ready) && !seat.revealed && !seat.connected;
  return held ? 'ready, away: the game starts when this player is back' : 'ready';
}

/**
 * The state an earlier step was applied to, when the page did not see it (a reload, or joining a
 * game under way): the server sends only the state now and each step's action, events and turn.
 * The log reads a step's lines against the state after it (its turn, the units' names), which
 * this gives: the state now at the step's turn. The undo rule is the server's (it holds every
 * state), and the replay is rebuilt from the revealed initial state once the game is over.
 */
function seenAs(state: HiddenState, turn: number): GameState {
  return state.turn === turn ? state : { ...state, turn };
}

type Played = Pick<History, 'game' | 'actions' | 'steps'>;

/**
 * A finished game replayed from its revealed initial state, each step keeping the events the server
 * showed for it: the log reads as the game was played, and "Verify the dice" checks what was shown
 * against the replay (verifyDice.ts), not the replay against itself.
 */
function asShown(replayed: History, shown: readonly { events: GameEvent[] }[]): History {
  return {
    ...replayed,
    steps: replayed.steps.map((step, i) => ({ before: step.before, events: shown[i]?.events ?? step.events })),
  };
}

/** The history of an online game from the server's snapshot (joining, reloading, reconnecting). */
export function historyOfSnapshot(
  snapshot: GameSnapshot & { state: HiddenState },
): Pick<History, 'initial' | 'opening' | 'game' | 'actions' | 'steps'> {
  const { state, steps: records, opening } = snapshot;
  if (snapshot.revealed) {
    const replayed = replayGame(
      snapshot.revealed.initial,
      records.map((s) => s.action),
      opening,
    );
    if (replayed) return asShown(replayed, records);
  }
  // The state before step i is the one after step i-1: that step's turn (the creation's for the first).
  const firstTurn = createdTurn(opening);
  const steps: Step[] = records.map((r, i) => ({
    before: seenAs(state, i === 0 ? firstTurn : records[i - 1].turn),
    events: r.events,
  }));
  const initial = records.length > 0 ? steps[0].before : state;
  return { initial, opening, game: state, actions: records.map((r) => r.action), steps };
}

/** The turn of the game as created: the setup's (0), or the turn its creation began (a game already placed). */
function createdTurn(opening: readonly GameEvent[]): number {
  let turn = 0;
  for (const e of opening) if (e.type === 'phaseStarted') turn = e.turn;
  return turn;
}

/** The history with the server's next step applied: the state it was applied to is the one the page holds. */
export function withStep(h: Played, step: StepRecord, state: HiddenState): Played & { lastEvents: GameEvent[] } {
  return {
    game: state,
    actions: [...h.actions, step.action],
    steps: [...h.steps, { before: h.game, events: step.events }],
    lastEvents: step.events,
  };
}

/** The history cut back to `length` actions by an accepted undo: the server's state there. */
export function undoneTo(h: Played, length: number, state: HiddenState): Played {
  const n = Math.max(0, Math.min(length, h.steps.length));
  return { game: state, actions: h.actions.slice(0, n), steps: h.steps.slice(0, n) };
}

/**
 * Why this browser may not ask to take back the last action now, or null. The same undo rule as
 * hot-seat (history.ts `undoBlocker`): no dice rolled by it, the decision still with the team that
 * made it (so the asker owes the decision now), the game not over; the server checks it again
 * against the states it holds, and the other player accepts or refuses.
 */
export function onlineUndoRefusal(h: Played, session: OnlineSession): string | null {
  const team = myTeam(session);
  if (team === null) return 'You are watching this online game: only its players may undo.';
  if (session.undoAsked)
    return session.undoAsked.by === team
      ? 'You asked to take back your last action: waiting for the answer.'
      : 'The other player asks to take back their last action: answer first.';
  const last = h.steps[h.steps.length - 1];
  if (!last) return 'Nothing to undo: no action has been taken in this game yet.';
  if (h.game.phase === 'ended') return 'The game is over: its last action cannot be taken back.';
  if (rolledDice(last, h.game)) return 'Dice were rolled in the last action: it cannot be taken back.';
  const now = awaiting(h.game).team;
  if (now !== team)
    return `The decision has passed to ${h.game.teams[otherTeam(team)].name}: you cannot take back what the other player has seen.`;
  // The decision may have come to this team from the other's action: that one is theirs to take back.
  if (awaiting(last.before).team !== team)
    return `The last action was ${h.game.teams[otherTeam(team)].name}'s, and the decision has passed to you: only your own last action can be taken back.`;
  return null;
}

/** The game once it is over and the seed revealed: replayed from the real initial state, as a hot-seat game (replay, export). */
export function revealedHistory(
  h: Pick<History, 'opening' | 'actions' | 'steps'>,
  revealed: { initial: GameState },
): History | null {
  try {
    const replayed = replayGame(revealed.initial, [...h.actions], h.opening);
    return replayed && asShown(replayed, h.steps);
  } catch {
    return null;
  }
}

/** The commitment to check a game's dice against: the one this browser kept when it first saw the game, else the one the server tells now. */
export function diceFirstSeen(kept: string | undefined, told: DiceCommitment): DiceCommitment {
  return withContributions(kept ? { kind: 'keyed', commitment: kept } : told, told);
}

/**
 * The dice as first seen, with the players' contributions the server tells once the game has
 * started (a game's contributions, once told, stand: a later message does not replace them).
 */
export function withContributions(first: DiceCommitment, told: DiceCommitment): DiceCommitment {
  if (first.kind !== 'keyed' || first.contributions || told.kind !== 'keyed') return first;
  // Anything but two contributions in hex is not taken: the check then finds none told.
  if (!wellFormedContributions(told.contributions)) return first;
  return { ...first, contributions: [told.contributions[0], told.contributions[1]] };
}

/**
 * Why the dice key the server told at the start does not hold this player's own contribution
 * (docs/online.md "Provably fair dice"), or null: checked as the game starts, so a player learns
 * it then, not only from "Verify the dice" once the game is over; or that the other seat's
 * contribution told is not the one it pledged before this browser revealed its own. `mine`: the
 * seat's contribution as this browser kept it, with the other's pledge as it saw it (none for a
 * list sent before players contributed).
 */
export function contributionMissing(dice: DiceCommitment, mine: OwnContribution | undefined): string | null {
  if (dice.kind !== 'keyed') return null;
  switch (contributionLeftOut(dice.contributions, mine)) {
    case 'none':
      return "The server mixed no player's contribution into this game's dice key: its dice rest on the server's key alone.";
    case 'replaced':
      return "The server did not mix this browser's contribution into the dice key: nothing shows that the server did not choose this game's dice.";
    case 'unpledged':
      return "The other player's contribution to the dice key is not the one pledged before this browser revealed its own: it may have been chosen to suit the dice.";
    default:
      return null;
  }
}

/** What "Verify the dice" answers, in words for the replay. */
export interface DiceCheck {
  ok: boolean;
  text: string;
  /** The other seat's pledge to its contribution, as this player's browser saw it before revealing its own. */
  pledged?: { team: TeamId; pledge: string };
}

/** Why this online game's dice cannot be checked (yet), or null when they can: it is over, keyed, revealed. */
export function diceUncheckable(session: Pick<OnlineSession, 'dice' | 'revealed'>): string | null {
  if (session.dice.kind !== 'keyed')
    return "This game was created before the server's dice could be verified: its dice replay exactly, but there is no commitment to check them against.";
  if (!session.revealed) return 'The dice can be verified once the game is over, when the server reveals their key.';
  return null;
}

/**
 * "Verify the dice": the game's shown opening and steps (what the server sent this page, kept by
 * `asShown` through the replay) checked by the verifier against the revealed key and the
 * commitment this browser first saw.
 */
export function checkDice(
  session: Pick<OnlineSession, 'dice' | 'revealed'>,
  h: Pick<History, 'opening' | 'actions' | 'steps'>,
  mine?: OwnContribution,
): DiceCheck {
  const { dice, revealed } = session;
  if (dice.kind !== 'keyed' || !revealed) return { ok: false, text: diceUncheckable(session) ?? '' };
  const other: TeamId = mine?.team === 0 ? 1 : 0;
  const pledged = mine?.theirPledge ? { pledged: { team: other, pledge: mine.theirPledge } } : {};
  const steps = h.actions.map((action, i) => ({ action, events: h.steps[i]?.events ?? [] }));
  const verdict = verifyDice({
    commitment: dice.commitment,
    ...(dice.contributions ? { contributions: dice.contributions } : {}),
    ...(mine ? { mine } : {}),
    revealed,
    opening: h.opening,
    steps,
  });
  return { ok: verdict.ok, text: verdict.message, ...pledged };
}

/** What a person needs to check a finished online game's dice key by hand (docs/online.md "Provably fair dice"). */
export interface DiceByHand {
  /** The commitment this page was shown at the start. */
  commitment: string;
  /** The server's key, revealed at the end. */
  serverKey: string;
  /** The players' contributions told at the start (the first seat's first), when any were mixed in. */
  contributions: [string, string] | null;
  /** The key the dice rolled under, as the revealed initial state holds it. */
  gameKey: string;
  /** The other seat's pledge as this player's browser saw it before revealing its own (the check's `pledged`). */
  pledged: { team: TeamId; pledge: string } | null;
  /**
   * Shell commands that recompute the commitment, the game's key and, for a player, the other
   * seat's pledge from its contribution (sha256sum, openssl).
   */
  commands: string[];
}

/** The keys and commands to check a finished keyed game by hand, or null (not over, not keyed). */
export function diceByHand(
  session: Pick<OnlineSession, 'dice' | 'revealed'> & { diceCheck?: DiceCheck | null },
): DiceByHand | null {
  const { dice, revealed } = session;
  if (dice.kind !== 'keyed' || !revealed) return null;
  const serverKey = typeof revealed.seed === 'string' ? keyOfSeed(revealed.seed) : null;
  // What a server revealed is read, not trusted: a state of another shape shows nothing here (the
  // check above it says what is wrong).
  const keyed = (revealed.initial as { rng?: { keyed?: { key?: unknown } } } | null)?.rng?.keyed;
  const gameKey = typeof keyed?.key === 'string' && KEY_PATTERN.test(keyed.key) ? keyed.key : null;
  // The commitment is 64 hex digits, as a key is.
  if (serverKey === null || gameKey === null || !KEY_PATTERN.test(dice.commitment)) return null;
  const contributions = wellFormedContributions(dice.contributions) ? dice.contributions : null;
  const pledged = contributions ? (session.diceCheck?.pledged ?? null) : null;
  return {
    commitment: dice.commitment,
    serverKey,
    contributions,
    gameKey,
    pledged,
    commands: [
      `echo -n ${serverKey} | xxd -r -p | sha256sum`,
      ...(contributions
        ? [
            `echo -n ${contributions[0]}${contributions[1]} | xxd -r -p | openssl dgst -sha256 -mac HMAC -macopt hexkey:${serverKey}`,
          ]
        : []),
      ...(contributions && pledged ? [`echo -n ${contributions[pledged.team]} | xxd -r -p | sha256sum`] : []),
    ],
  };
}

/** The address of the invitation: this page with `?join=CODE` (the code names the game only, never a seat token). */
export function inviteLink(origin: string, pathname: string, gameId: string): string {
  return `${origin}${pathname}?join=${encodeURIComponent(gameId)}`;
}

/** What the host chooses for an online game (the new game dialog's "Play online"). */
export interface OnlineChoices {
  /** The point limit both lists keep to (R1.2); the battlefield follows it (R1.7) unless chosen. */
  points: number;
  field: FieldChoice;
  /** Where it is fought (store/game/ground.ts); absent: Western Europe. */
  ground?: GroundChoice;
  /** R7.3: 1 to 20 turns, or null for an open-ended game. */
  turns: number | null;
  smallHexes: boolean;
  casual: boolean;
  hostTeam: TeamId;
}

/**
 * The options sent to create the game, or why not: the battlefield is drawn here (its tiles
 * shuffled by a fresh seed, R2.4), the dice are the server's. The setup of R3 is played out.
 */
export function onlineOptions(
  c: OnlineChoices,
  layoutSeed: string,
  /** The player's own tiles the ground may use; those on the battlefield travel with it (docs/online.md). */
  custom: TileSet = {},
): Result<OnlineGameOptions, string> {
  if (!Number.isInteger(c.points) || c.points < 50 || c.points > 1000)
    return err('Points: a whole number from 50 to 1000 (R1.2)');
  if (c.turns !== null && !(Number.isInteger(c.turns) && c.turns >= 1 && c.turns <= 20))
    return err('Game length: a whole number of turns from 1 to 20, or open-ended (R7.3)');
  const { tiles, tall } = fieldTiles([{ name: '', pointLimit: c.points, units: [], commander: null }], c.field);
  const layout = groundLayout(tiles, tall, layoutSeed, c.ground, custom);
  if (!layout.ok) return err(messagesOf(layout.error).join('; '));
  const map = buildBattlefield(layout.value, custom);
  if (!map.ok) return err(messagesOf(map.error).join('; '));
  // The server assembles the battlefield again from the tiles it is sent and refuses a map that differs.
  const carried = (map.value.customTiles ?? []).map((t) => custom[t.id]);
  return ok({
    points: c.points,
    map: map.value,
    settings: { turns: c.turns, smallHexes: c.smallHexes },
    hostTeam: c.hostTeam,
    ...(c.casual ? { casual: true } : {}),
    ...(carried.length > 0 ? { tiles: carried } : {}),
  });
}
