// The referee of online games (docs/online.md): it holds each game's state, runs every action through
// the same pure engine as a hot-seat game (applyAction) and tells the seats and spectators what
// happened. Clients send actions, never states; what they receive never holds the dice to come
// (hideDice). Every accepted action is stored (storage.ts) BEFORE it is acknowledged or broadcast,
// and any game is rebuilt by replaying its stored actions from its stored initial state, so a
// restart, or another server process on the same Redis, carries on where the game stood.
//
// This module knows nothing of sockets: sockets.ts reads and checks each message (validate.ts),
// rate-limits it, and hands it here; `Outbox` sends to a game's room, `Presence` says who is
// connected.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  applyAction,
  awaiting,
  createGame,
  gameLists,
  listCatalog,
  listForGame,
  validateArmy,
  type Action,
  type ArmyList,
  type GameEvent,
  type GameState,
  type RuleError,
  type TeamId,
} from '../src/engine';
import { CATALOG_BY_ID } from '../src/data/catalog';
import { armyTeams } from '../src/net/armyTeams';
import { diceOfSeed, gameKeyOf, keyedSeed, keyOfSeed, NO_CONTRIBUTION, pledgeOf } from '../src/net/fairDice';
import { hideDice } from '../src/net/hidden';
import {
  PROTOCOL_VERSION,
  type ClientMessages,
  type ClientReplies,
  type DiceCommitment,
  type GameId,
  type GameSnapshot,
  type OpenGameSummary,
  type ProtocolError,
  type ProtocolErrorCode,
  type Reply,
  type Role,
  type SeatView,
  type ServerMessages,
  type StepRecord,
} from '../src/net/protocol';
import { undoBlocker } from '../src/net/undo';
import { StorageUnavailable } from './boundedStore';
import type { GameStorage, StoredGame, StoredMeta, StoredSeat } from './storage';

export interface Outbox {
  emit<K extends keyof ServerMessages>(gameId: GameId, event: K, payload: ServerMessages[K]): void;
}

/** Which seats of a game have a browser connected now (on any server process). */
export type Presence = (gameId: GameId) => Promise<[boolean, boolean]>;

/**
 * A game as the referee holds it, rebuilt from the log: the stored record, every step's events
 * (what a joining browser is sent), the state, and the state before the last action only (all
 * the undo rule reads; undo takes back one action at a time), so memory does not grow with a
 * state per action.
 */
interface Live {
  meta: StoredMeta;
  actions: Action[];
  steps: { events: GameEvent[]; turn: number }[];
  state: GameState | null;
  previous: GameState | null;
}

type Answer<K extends keyof ClientReplies> = Promise<Reply<ClientReplies[K]>>;

/** The seat token's stored form: SHA-256 (a token is 32 random bytes, so no slow hash is needed). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function sameHash(a: string | null, b: string): boolean {
  if (a === null || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * A seat's pledge and contribution to the dice key as the game uses them (src/net/fairDice.ts):
 * as stored, for a list sent with a pledge. A list stored before players pledged came with its
 * contribution, which stands as revealed, its pledge worked out from it; one stored before players
 * contributed stands as NO_CONTRIBUTION, pledged and revealed.
 */
function seatDice(seat: StoredSeat): { pledge: string | null; contribution: string | null } {
  if (seat.list === null || seat.pledge !== null) return { pledge: seat.pledge, contribution: seat.contribution };
  const contribution = seat.contribution ?? NO_CONTRIBUTION;
  return { pledge: pledgeOf(contribution), contribution };
}

/** What the room is told of a seat's part in the dice key before the start. */
function pledgeView(seat: StoredSeat): Pick<SeatView, 'pledge' | 'revealed'> {
  const { pledge, contribution } = seatDice(seat);
  return { ...(pledge !== null ? { pledge } : {}), ...(contribution !== null ? { revealed: true } : {}) };
}

/**
 * The key a game starting now rolls under, once both lists and both seats' contributions are in
 * (else null): the server's mixed with the contributions; the server's alone when both lists came
 * before players contributed; the seed's generator (no key) for a game stored before keyed dice.
 */
function startingKey(meta: StoredMeta): { key: string | null } | null {
  const [a, b] = meta.seats;
  const [first, second] = [seatDice(a).contribution, seatDice(b).contribution];
  if (a.list === null || b.list === null || first === null || second === null) return null;
  const serverKey = keyOfSeed(meta.seed);
  if (serverKey === null || (first === NO_CONTRIBUTION && second === NO_CONTRIBUTION)) return { key: serverKey };
  return { key: gameKeyOf(serverKey, [first, second]) };
}

/**
 * The contributions a started game's dice were rolled with, as clients are told them: those that,
 * mixed with the server's key, give the game's key (the stored initial state's), else none (a game
 * started under the server's key alone, by a server from before contributions). Each seat's is its
 * stored one or NO_CONTRIBUTION: a seat whose list came before contributions may have had its
 * first one stored by another process between the start's read and its write.
 */
function contributionsMixed(meta: StoredMeta): [string, string] | null {
  const serverKey = keyOfSeed(meta.seed);
  const rng = meta.initial?.rng;
  if (serverKey === null || !rng || !('keyed' in rng)) return null;
  const choices = meta.seats.map((s) => [...new Set([s.contribution ?? NO_CONTRIBUTION, NO_CONTRIBUTION])]);
  for (const first of choices[0]!) {
    for (const second of choices[1]!) {
      if (first === NO_CONTRIBUTION && second === NO_CONTRIBUTION) continue; // not a mix: the server's key alone
      if (rng.keyed.key === gameKeyOf(serverKey, [first, second])) return [first, second];
    }
  }
  return null;
}

/** The short code's alphabet: GAME_CODE_PATTERN's, no look-alikes (0/O, 1/I/L). */
const CODE_CHARS = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Where a game stands, as its room was told: what announceLanded compares. */
interface Standing {
  length: number;
  epoch: number;
  started: boolean;
  /** The seats taken and ready, as one string. */
  seats: string;
  /** The undo asked, as one string ('' for none). */
  undoAsked: string;
}

function standing(game: Live): Standing {
  const { meta } = game;
  return {
    length: game.actions.length,
    epoch: meta.epoch,
    started: game.state !== null,
    seats: JSON.stringify(meta.seats.map((s) => [s.tokenHash, s.list !== null, s.pledge, s.contribution !== null])),
    undoAsked: meta.undoAsked ? JSON.stringify(meta.undoAsked) : '',
  };
}

function newGameId(): GameId {
  let id = '';
  for (let i = 0; i < 6; i++) id += CODE_CHARS[randomInt(CODE_CHARS.length)];
  return id;
}

export function refusal(code: ProtocolErrorCode, message: string): { ok: false; error: ProtocolError } {
  return { ok: false, error: { code, message } };
}
const accept = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
const ruleRefusal = (error: RuleError): { ok: false; error: RuleError } => ({ ok: false, error });

/** How many games stay in memory; the least recently used is dropped and rebuilt when asked for. */
const LIVE_LIMIT = 2000;

export class Referee {
  private readonly live = new Map<GameId, Live>();
  private readonly queues = new Map<GameId, Promise<unknown>>();
  /**
   * Games whose storage failed or went unanswered in a message, with where they stood before it
   * (what the room was last told). A write may have landed all the same, after the refusal: the
   * next message reads the game from the store and tells the room what changed (announceLanded).
   */
  private readonly unsettled = new Map<GameId, Standing>();
  /** An action found landed that way: its player's retry is acknowledged, not refused as stale. */
  private readonly landed = new Map<GameId, { index: number; action: string }>();
  /** A seat whose taking went unanswered (taken with this token, or not): the next visitor asking to sit gets it. */
  private readonly pendingSeats = new Map<GameId, { team: TeamId; token: string; hash: string }>();

  constructor(
    private readonly store: GameStorage,
    private readonly out: Outbox,
    private readonly presence: Presence,
    /**
     * Scripted dice for every new game, used before the seeded generator (tests only: they
     * prove scripted dice never reach a client either). Never set by main.ts or the dev server.
     */
    private readonly script?: number[],
    private readonly catalog = CATALOG_BY_ID,
  ) {}

  /**
   * One message of a game at a time: storage is asynchronous, and each change reads then writes.
   * A storage call that failed or went unanswered (boundedStore.ts) may have written or not: the
   * game's copy held here is dropped, and the next message reads it again from the store.
   */
  private serial<T>(id: GameId, work: () => Promise<T>): Promise<T> {
    const before = this.queues.get(id) ?? Promise.resolve();
    const run = before.then(work, work).catch((e: unknown) => {
      if (e instanceof StorageUnavailable) {
        const held = this.live.get(id);
        if (held && !this.unsettled.has(id)) this.unsettled.set(id, standing(held));
        this.live.delete(id);
      }
      throw e;
    });
    const tail = run.catch(() => undefined);
    this.queues.set(id, tail);
    void tail.then(() => {
      if (this.queues.get(id) === tail) this.queues.delete(id);
    });
    return run;
  }

  /**
   * The game brought up to its stored log (another process may have moved it on), or null. A
   * game held in memory is checked against a cheap read of where it stands (peek) and catches up
   * on the actions appended elsewhere; one changed otherwise (an undo, a seat, a list, the start)
   * is read whole and replayed.
   */
  private async load(id: GameId): Promise<Live | null> {
    const game = await this.loadStored(id);
    if (game && this.unsettled.has(id)) await this.announceLanded(game);
    return game;
  }

  private async loadStored(id: GameId): Promise<Live | null> {
    const held = this.live.get(id);
    if (held) {
      const at = await this.store.peek(id);
      if (!at) {
        this.live.delete(id);
        return null;
      }
      const seats = held.meta.seats;
      const same =
        at.epoch === held.meta.epoch &&
        at.length >= held.actions.length &&
        at.started === (held.state !== null) &&
        at.ready.every((r, t) => r === (seats[t as TeamId].list !== null)) &&
        at.hashes.every((h, t) => h === seats[t as TeamId].tokenHash);
      if (same) {
        if (held.actions.length < at.length) {
          for (const action of await this.store.actions(id, held.actions.length)) this.advance(held, action);
        }
        held.meta = {
          ...held.meta,
          length: held.actions.length,
          undoAsked: at.undoAsked,
          over: at.over,
          updatedAt: at.updatedAt,
        };
        this.touch(id, held);
        return held;
      }
    }
    const full = await this.store.read(id);
    if (!full) return null;
    const game = this.rebuild(full);
    this.touch(id, game);
    return game;
  }

  /**
   * Tells the room what a write that was refused as unanswered did after all (storage came back
   * and the game, read again, is not where the room was last told it stood): a step, an undo, an
   * undo asked or refused, the seats, the start. Nothing landed: nothing is said.
   */
  private async announceLanded(game: Live): Promise<void> {
    const id = game.meta.id;
    const before = this.unsettled.get(id)!;
    this.unsettled.delete(id);
    const now = standing(game);
    if (now.seats !== before.seats) this.out.emit(id, 'game:seats', { gameId: id, seats: await this.seats(game) });
    if (!before.started && game.state && game.actions.length === 0) {
      this.out.emit(id, 'game:started', {
        gameId: id,
        state: hideDice(game.state),
        opening: game.meta.opening,
        seats: await this.seats(game),
        dice: this.dice(game),
      });
    }
    if (now.epoch !== before.epoch && game.state)
      this.out.emit(id, 'game:undone', { gameId: id, length: now.length, state: hideDice(game.state) });
    else if (now.length === before.length + 1 && game.state) {
      const index = now.length - 1;
      this.landed.set(id, { index, action: JSON.stringify(game.actions[index]) });
      this.out.emit(id, 'game:step', { gameId: id, step: this.record(game, index), state: hideDice(game.state) });
      if (game.meta.over) this.out.emit(id, 'game:over', { gameId: id, revealed: this.revealed(game)! });
    } else if (now.length === before.length && now.undoAsked !== before.undoAsked) {
      const asked = game.meta.undoAsked;
      if (asked) this.out.emit(id, 'game:undo-asked', { gameId: id, ...asked });
      else this.out.emit(id, 'game:undone', { gameId: id, refused: true });
    }
  }

  private touch(id: GameId, game: Live): void {
    this.live.delete(id);
    this.live.set(id, game);
    if (this.live.size > LIVE_LIMIT) this.live.delete(this.live.keys().next().value!);
  }

  /** Replays the stored log from the stored initial state (a restart, or a log changed elsewhere). */
  private rebuild(full: StoredGame): Live {
    const { actions, ...meta } = full;
    const game: Live = { meta, actions: [], steps: [], state: meta.initial, previous: null };
    for (const action of actions) this.advance(game, action);
    game.meta.length = game.actions.length;
    return game;
  }

  private advance(game: Live, action: Action): void {
    const before = game.state;
    if (!before) throw new Error(`game ${game.meta.id}: an action stored before the game started`);
    const r = applyAction(before, action);
    // The log held only actions the engine accepted: one refused now is a broken store, or an
    // engine changed under a running game. Either way the game cannot go on as it was.
    if (!r.ok)
      throw new Error(
        `game ${game.meta.id}: stored action ${game.actions.length} does not replay (${r.error.rule}: ${r.error.message})`,
      );
    game.actions.push(action);
    game.steps.push({ events: r.events, turn: r.state.turn });
    game.previous = before;
    game.state = r.state;
  }

  /** The undo rule's view of the game (src/net/undo.ts): the last action and the state before it. */
  private undoInput(game: Live) {
    const last = game.steps[game.steps.length - 1];
    return {
      game: game.state!,
      actions: game.actions,
      steps: last && game.previous ? [{ before: game.previous, events: last.events }] : [],
    };
  }

  private seatOf(game: Live, token: string | undefined): TeamId | null {
    if (token === undefined) return null;
    const hash = hashToken(token);
    for (const t of [0, 1] as const) if (sameHash(game.meta.seats[t].tokenHash, hash)) return t;
    return null;
  }

  async seats(game: Live): Promise<[SeatView, SeatView]> {
    const connected = await this.presence(game.meta.id);
    const both = game.meta.seats[0].list !== null && game.meta.seats[1].list !== null;
    const view = (t: TeamId): SeatView => ({
      team: t,
      taken: game.meta.seats[t].tokenHash !== null,
      connected: connected[t],
      ready: game.meta.seats[t].list !== null,
      name: both && game.state ? game.state.teams[t].name : null,
      // A ready seat's custom cards are shown at once, before its list (docs/online.md).
      ...(game.meta.seats[t].list?.cards?.length ? { cards: game.meta.seats[t].list!.cards } : {}),
      // Its pledge to its contribution, and whether it revealed it; never the contribution itself
      // before the start (src/net/fairDice.ts).
      ...pledgeView(game.meta.seats[t]),
    });
    return [view(0), view(1)];
  }

  /** What clients are told of the game's dice: the commitment, and once started, the contributions mixed in. */
  private dice(game: Live): DiceCommitment {
    return diceOfSeed(game.meta.seed, contributionsMixed(game.meta));
  }

  private revealed(game: Live): GameSnapshot['revealed'] {
    return game.meta.over && game.meta.initial ? { seed: game.meta.seed, initial: game.meta.initial } : null;
  }

  private record(game: Live, index: number): StepRecord {
    const step = game.steps[index]!;
    return { index, action: game.actions[index]!, events: step.events, turn: step.turn };
  }

  private async snapshot(game: Live): Promise<GameSnapshot> {
    return {
      gameId: game.meta.id,
      options: game.meta.options,
      seats: await this.seats(game),
      state: game.state ? hideDice(game.state) : null,
      opening: game.meta.opening,
      steps: game.steps.map((_, i) => this.record(game, i)),
      dice: this.dice(game),
      revealed: this.revealed(game),
      undoAsked: game.meta.undoAsked,
    };
  }

  /** Tells the room who is seated and connected (after a seat is taken, a list is in, or a socket comes or goes). */
  async announceSeats(id: GameId): Promise<void> {
    const game = this.live.get(id) ?? (await this.load(id));
    if (game) this.out.emit(id, 'game:seats', { gameId: id, seats: await this.seats(game) });
  }

  /**
   * A new game: the server draws its dice key (32 bytes from the operating system), answers with
   * its commitment (SHA-256) before any die is rolled, and seats the host. The players'
   * contributions are mixed into it when both lists are in (`ready`). The key stays on the
   * server, in the stored seed (`keyed:<hex>`, fairDice.ts), until the game is over.
   */
  async create(msg: ClientMessages['game:create']): Answer<'game:create'> {
    if (msg.version !== PROTOCOL_VERSION)
      return refusal('VERSION', `This server speaks protocol ${PROTOCOL_VERSION}; reload the page.`);
    // The battlefield and settings are tried now, with no units, so a game that could never be
    // created is refused before anyone joins it.
    const trial = createGame({
      seed: 'trial',
      map: msg.options.map,
      catalog: {},
      teams: [
        { name: 'A', units: [] },
        { name: 'B', units: [] },
      ],
      settings: msg.options.settings,
      start: 'setup',
    });
    if (!trial.ok) return refusal('MALFORMED', trial.error.map((p) => p.message).join('\n'));
    const token = randomBytes(32).toString('base64url');
    const seed = keyedSeed(randomBytes(32).toString('hex'));
    const at = new Date().toISOString();
    const seats = [
      { tokenHash: null, list: null, pledge: null, contribution: null },
      { tokenHash: null, list: null, pledge: null, contribution: null },
    ] as StoredMeta['seats'];
    seats[msg.options.hostTeam] = { tokenHash: hashToken(token), list: null, pledge: null, contribution: null };
    for (let tries = 0; tries < 20; tries++) {
      const id = newGameId();
      if (await this.store.create({ id, options: msg.options, seed, seats, createdAt: at, updatedAt: at })) {
        return accept({ gameId: id, token, team: msg.options.hostTeam, dice: diceOfSeed(seed) });
      }
    }
    return refusal('INTERNAL', 'No free game code was found; try again.');
  }

  /**
   * Opens a game for a browser: its seat (the token it kept), a free seat (`sit`, with a new
   * token), or a spectator's view. A token that is not this game's is refused, not watched.
   */
  join(msg: ClientMessages['game:join']): Answer<'game:join'> {
    if (msg.version !== PROTOCOL_VERSION)
      return Promise.resolve(refusal('VERSION', `This server speaks protocol ${PROTOCOL_VERSION}; reload the page.`));
    return this.serial(msg.gameId, async () => {
      let game = await this.load(msg.gameId);
      if (!game) return refusal('NO_GAME', `No game ${msg.gameId} on this server.`);
      if (!game.state) game = await this.startIfDue(game);
      if (msg.token !== undefined) {
        const team = this.seatOf(game, msg.token);
        if (team === null) return refusal('NOT_SEATED', `This seat token is not one of game ${msg.gameId}'s.`);
        return accept({ role: { kind: 'player', team } as Role, snapshot: await this.snapshot(game) });
      }
      if (msg.sit) {
        const pending = this.pendingSeats.get(game.meta.id);
        this.pendingSeats.delete(game.meta.id);
        for (const team of [0, 1] as const) {
          if (pending?.team === team && game.meta.seats[team].tokenHash === pending.hash) {
            return accept({
              role: { kind: 'player', team } as Role,
              token: pending.token,
              snapshot: await this.snapshot(game),
            });
          }
          if (game.meta.seats[team].tokenHash !== null) continue;
          const token = randomBytes(32).toString('base64url');
          const hash = hashToken(token);
          let taken: boolean;
          try {
            taken = await this.store.takeSeat(game.meta.id, team, hash);
          } catch (e) {
            this.pendingSeats.set(game.meta.id, { team, token, hash });
            throw e;
          }
          if (!taken) continue; // taken on another process
          game.meta.seats[team] = { ...game.meta.seats[team], tokenHash: hash };
          return accept({ role: { kind: 'player', team } as Role, token, snapshot: await this.snapshot(game) });
        }
      }
      return accept({ role: { kind: 'spectator' } as Role, snapshot: await this.snapshot(game) });
    });
  }

  /**
   * R1: a seat's army list, checked by the engine against the catalog and the game's point limit,
   * with the seat's pledge to its contribution to the dice. The lists stay on the server until the
   * game is created (setup of R3: `startIfComplete`); then both are shown through the state.
   */
  ready(msg: ClientMessages['game:ready']): Answer<'game:ready'> {
    return this.serial(msg.gameId, async () => {
      const seat = await this.seated(msg.gameId, msg.token, 'Only a seated player sends an army list.');
      if ('ok' in seat) return seat;
      const { game, team } = seat;
      if (game.state) return refusal('ARMY', 'The game has started: the armies are in.');
      const { points, casual } = game.meta.options;
      // R1.2: the game's point limit, whatever limit the list was built to; R1.1: sides mix only
      // when the host made the game casual, whatever the list itself says.
      const list = listForGame({ ...msg.list, pointLimit: points }, !!casual);
      const report = validateArmy(list, this.catalog);
      if (report.errors.length > 0) return refusal('ARMY', report.errors.map((e) => e.message).join('\n'));
      const crowded = this.deploymentTrial(game, team, list);
      if (crowded) return refusal('ARMY', crowded);
      if (!(await this.store.setList(game.meta.id, team, list, msg.pledge)))
        return refusal('ARMY', 'The game has started: the armies are in.');
      await this.reread(game);
      return this.startIfComplete(game);
    });
  }

  /**
   * R3.3: why the list could never be deployed on the game's battlefield (its zone could not hold
   * it: docs/rules.md, reading 44), or null. Asked of the engine's createGame with this army alone,
   * so that a game whose lists are both in always starts.
   */
  private deploymentTrial(game: Live, team: TeamId, list: ArmyList): string | null {
    const [own] = armyTeams([list, list]);
    const nobody = { name: 'nobody', units: [] };
    const trial = createGame({
      seed: 'trial',
      map: game.meta.options.map,
      catalog: listCatalog(list, this.catalog),
      teams: team === 0 ? [own, nobody] : [nobody, own],
      settings: game.meta.options.settings,
      start: 'setup',
    });
    return trial.ok ? null : trial.error.map((p) => p.message).join('\n');
  }

  /**
   * A seat's contribution to the dice key, revealed once both seats have pledged theirs (with their
   * lists): it must be the one this seat pledged. The game starts when both are in (docs/online.md
   * "Provably fair dice").
   */
  reveal(msg: ClientMessages['game:reveal']): Answer<'game:reveal'> {
    return this.serial(msg.gameId, async () => {
      const seat = await this.seated(msg.gameId, msg.token, 'Only a seated player reveals a contribution to the dice.');
      if ('ok' in seat) return seat;
      const { game, team } = seat;
      if (game.state) return accept({ seats: await this.seats(game) });
      const [mine, theirs] = [seatDice(game.meta.seats[team]), seatDice(game.meta.seats[team === 0 ? 1 : 0])];
      if (mine.pledge === null || theirs.pledge === null)
        return refusal('PLEDGE', 'A contribution to the dice is revealed only once both players have pledged theirs.');
      if (pledgeOf(msg.contribution) !== mine.pledge)
        return refusal('PLEDGE', 'This is not the contribution to the dice that this seat pledged.');
      // Not stored when the game started meanwhile (on another process): read again either way.
      await this.store.reveal(game.meta.id, team, msg.contribution);
      await this.reread(game);
      return this.startIfComplete(game);
    });
  }

  /**
   * Starts a game whose lists and contributions are all in but which did not start (its start's
   * write failed after the last contribution was stored): the pages have nothing left to send, so a
   * page coming back (a join) starts it.
   */
  private async startIfDue(game: Live): Promise<Live> {
    // No game is due before both lists are in (the load read whether they are).
    if (!game.meta.seats.every((s) => s.list)) return game;
    const id = game.meta.id;
    try {
      await this.reread(game);
      if (game.meta.initial === null) {
        if (!startingKey(game.meta)) return game;
        await this.startIfComplete(game);
        if (game.state) return game;
      }
      // Started by another process (before this read, or first in the race to start): the game is
      // read whole, so the join sees it started.
      this.live.delete(id);
      return (await this.loadStored(id)) ?? game;
    } catch (e) {
      // The storage failed: the join is answered as the game stood, and the start, should its
      // write land later, is told at the next load (announceLanded), as `serial` does.
      if (!(e instanceof StorageUnavailable)) throw e;
      if (!this.unsettled.has(id)) this.unsettled.set(id, standing(game));
      this.live.delete(id);
      return game;
    }
  }

  /** The game's stored record read again after a change (its log's length is the referee's). */
  private async reread(game: Live): Promise<void> {
    const meta = await this.store.meta(game.meta.id);
    if (meta) game.meta = { ...meta, length: game.actions.length };
  }

  /**
   * Creates the game (setup of R3) when both lists and both contributions to the dice are in, and
   * tells the room; else tells it the seats as they stand. Answers with the seats.
   */
  private async startIfComplete(
    game: Live,
  ): Promise<{ ok: true; value: { seats: [SeatView, SeatView] } } | { ok: false; error: ProtocolError }> {
    const [a, b] = game.meta.seats;
    const starting = game.state || game.meta.initial ? null : startingKey(game.meta);
    if (a.list && b.list && starting) {
      // A game stored before keyed dice (a seed with no key) keeps the seeded generator it was
      // made for; a keyed one rolls under the server's key mixed with the players' contributions.
      const { key } = starting;
      // Each list plays the custom cards it carries (docs/armies.md "Custom cards travel with the list").
      // The lists as they were taken at game:ready, where every check was asked of their cards: a
      // check added since for cards made (docs/rules.md, reading 48) does not stop a game they began.
      const played = gameLists([a.list, b.list], this.catalog, 'played');
      const created = createGame({
        checks: 'played',
        seed: game.meta.seed,
        ...(key !== null ? { dice: { key } } : {}),
        map: game.meta.options.map,
        catalog: played.catalog,
        teams: armyTeams(played.lists),
        settings: game.meta.options.settings,
        start: 'setup',
        ...(this.script ? { diceScript: this.script } : {}),
      });
      // The map and settings were tried at creation (create), and both lists passed R1: a
      // refusal here is a server bug, reported as such.
      if (!created.ok) return refusal('INTERNAL', created.error.map((p) => p.message).join('\n'));
      if (await this.store.start(game.meta.id, created.state, created.events)) {
        game.meta = { ...game.meta, initial: created.state, opening: created.events };
        game.state = created.state;
        const seats = await this.seats(game);
        this.out.emit(game.meta.id, 'game:started', {
          gameId: game.meta.id,
          state: hideDice(created.state),
          opening: created.events,
          seats,
          dice: this.dice(game),
        });
        return accept({ seats });
      }
      // Started meanwhile by another process, which tells the room: nothing to announce here (this
      // copy, not started, is read whole at its next load: its start differs from the store's).
      return accept({ seats: await this.seats(game) });
    }
    const seats = await this.seats(game);
    this.out.emit(game.meta.id, 'game:seats', { gameId: game.meta.id, seats });
    return accept({ seats });
  }

  /** The game and the token's seat, or the refusal (`why`: what only a seated player does). */
  private async seated(
    gameId: GameId,
    token: string,
    why: string,
  ): Promise<{ game: Live; team: TeamId } | { ok: false; error: ProtocolError }> {
    const game = await this.load(gameId);
    if (!game) return refusal('NO_GAME', `No game ${gameId} on this server.`);
    const team = this.seatOf(game, token);
    return team === null ? refusal('NOT_SEATED', why) : { game, team };
  }

  /** Checks the token, the game's state, the position (`index`) and whose decision it is. */
  private async playerAt(
    gameId: GameId,
    token: string,
    index: number,
  ): Promise<{ game: Live; team: TeamId; state: GameState } | { ok: false; error: ProtocolError }> {
    const seat = await this.seated(gameId, token, "This seat token is not one of this game's: only its players act.");
    if ('ok' in seat) return seat;
    const { game, team } = seat;
    if (!game.state) return refusal('NOT_STARTED', 'The game waits for both armies.');
    if (game.meta.over || game.state.phase === 'ended') return refusal('OVER', 'The game is over.');
    if (index !== game.actions.length) {
      return refusal('STALE', `That was chosen at action ${index}; the game is at action ${game.actions.length}.`);
    }
    return { game, team, state: game.state };
  }

  /** One action: the token's team must owe the decision (engine `awaiting`); the engine judges it. */
  act(msg: ClientMessages['game:act']): Answer<'game:act'> {
    return this.serial(msg.gameId, async () => {
      const at = await this.playerAt(msg.gameId, msg.token, msg.index);
      if ('ok' in at) {
        // The retry of an action refused as unanswered that landed all the same: it is in.
        const landed = this.landed.get(msg.gameId);
        if (
          (at.error.code === 'STALE' || at.error.code === 'OVER') &&
          landed?.index === msg.index &&
          landed.action === JSON.stringify(msg.action)
        ) {
          this.landed.delete(msg.gameId);
          return accept({ index: msg.index });
        }
        return at;
      }
      this.landed.delete(msg.gameId);
      const { game, team, state } = at;
      const owed = awaiting(state).team;
      if (owed !== team)
        return refusal('NOT_YOUR_TURN', `The decision is ${state.teams[owed ?? team].name}'s, not yours.`);
      const r = applyAction(state, msg.action);
      if (!r.ok) return ruleRefusal(r.error);
      const over = r.state.phase === 'ended';
      // Stored first: a refusal here means another process moved the game on; nothing was said.
      if (!(await this.store.append(game.meta.id, { length: msg.index, epoch: game.meta.epoch }, msg.action, over))) {
        this.live.delete(game.meta.id);
        return refusal('STALE', 'The game moved on meanwhile; here is where it stands.');
      }
      game.actions.push(msg.action);
      game.steps.push({ events: r.events, turn: r.state.turn });
      game.previous = state;
      game.state = r.state;
      game.meta = {
        ...game.meta,
        length: game.actions.length,
        over,
        undoAsked: null,
        updatedAt: new Date().toISOString(),
      };
      this.out.emit(game.meta.id, 'game:step', {
        gameId: game.meta.id,
        step: this.record(game, msg.index),
        state: hideDice(r.state),
      });
      if (over) this.out.emit(game.meta.id, 'game:over', { gameId: game.meta.id, revealed: this.revealed(game)! });
      return accept({ index: msg.index });
    });
  }

  /**
   * Undo online (docs/online.md, "The protocol"): the player who made the last action asks; the hot-seat rule
   * decides whether it may be taken back at all (net/undo.ts: no dice rolled, the decision not
   * passed on, the game not over); then the other player accepts or refuses.
   */
  undoAsk(msg: ClientMessages['game:undo-ask']): Answer<'game:undo-ask'> {
    return this.serial(msg.gameId, async () => {
      const at = await this.playerAt(msg.gameId, msg.token, msg.index);
      if ('ok' in at) return at;
      const { game, team } = at;
      const blocker = undoBlocker(this.undoInput(game));
      if (blocker) return refusal('UNDO', blocker);
      const actor = awaiting(game.previous!).team;
      if (actor !== team) return refusal('UNDO', 'Only the player who made the last action may ask to take it back.');
      if (game.meta.undoAsked) return refusal('UNDO', 'Taking it back is already asked: the other player answers.');
      const asked = { by: team, length: game.actions.length - 1 };
      await this.store.setUndoAsked(game.meta.id, asked);
      game.meta = { ...game.meta, undoAsked: asked };
      this.out.emit(game.meta.id, 'game:undo-asked', { gameId: game.meta.id, ...asked });
      return accept({ length: asked.length });
    });
  }

  undoAnswer(msg: ClientMessages['game:undo-answer']): Answer<'game:undo-answer'> {
    return this.serial(msg.gameId, async () => {
      const seat = await this.seated(msg.gameId, msg.token, 'Only the other player answers a request to undo.');
      if ('ok' in seat) return seat;
      const { game, team } = seat;
      const asked = game.meta.undoAsked;
      if (!asked) return refusal('UNDO', 'Nothing is asked to be taken back.');
      if (asked.by === team) return refusal('UNDO', 'The other player answers your request.');
      const id = game.meta.id;
      const stillOk = asked.length === game.actions.length - 1 && !undoBlocker(this.undoInput(game));
      if (!msg.accept || !stillOk) {
        await this.store.setUndoAsked(id, null);
        game.meta = { ...game.meta, undoAsked: null };
        this.out.emit(id, 'game:undone', { gameId: id, refused: true });
        return accept({ accepted: false });
      }
      if (!(await this.store.truncate(id, { length: game.actions.length, epoch: game.meta.epoch }, asked.length))) {
        this.live.delete(id);
        return refusal('STALE', 'The game moved on meanwhile.');
      }
      // The state before the new last action is not held: the shorter game is replayed from its
      // stored initial state (an undo is rare; a state per action would be held for nothing).
      const shorter = this.rebuild({
        ...game.meta,
        length: asked.length,
        epoch: game.meta.epoch + 1,
        undoAsked: null,
        actions: game.actions.slice(0, asked.length),
      });
      this.touch(id, shorter);
      this.out.emit(id, 'game:undone', { gameId: id, length: asked.length, state: hideDice(shorter.state!) });
      return accept({ accepted: true });
    });
  }

  /** The browser's own games, from the seat tokens it kept (tokens not matching are left out). */
  async mine(msg: ClientMessages['games:mine']): Answer<'games:mine'> {
    const games: OpenGameSummary[] = [];
    const listed = new Set<GameId>();
    for (const { gameId, token } of msg.seats) {
      // A game named twice (the same token kept twice) is listed once.
      if (listed.has(gameId)) continue;
      const game = await this.serial(gameId, () => this.load(gameId));
      if (!game) continue;
      const team = this.seatOf(game, token);
      if (team === null) continue;
      listed.add(gameId);
      const [a, b] = game.meta.seats;
      const state = game.state;
      games.push({
        gameId,
        team,
        names: state
          ? [state.teams[0].name, state.teams[1].name]
          : [team === 0 ? (a.list?.name ?? null) : null, team === 1 ? (b.list?.name ?? null) : null],
        seated: [a.tokenHash !== null, b.tokenHash !== null],
        turn: state ? state.turn : null,
        awaiting: state && !game.meta.over ? awaiting(state).team : null,
        over: game.meta.over,
        updatedAt: game.meta.updatedAt,
      });
    }
    games.sort((x, y) => y.updatedAt.localeCompare(x.updatedAt));
    return accept({ games });
  }

  /** Games held in memory now (the measure reports memory per open game). */
  get openGames(): number {
    return this.live.size;
  }
}
