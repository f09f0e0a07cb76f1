// A fake game server for the online slice's tests: it keeps to src/net/protocol.ts and
// referees as the real one must (every action through applyAction, the hot-seat undo rule, states
// sent without the dice generator's state nor the seed until the game is over; keyed dice with
// their commitment told from the start, docs/online.md "Provably fair dice"), in memory and
// synchronously, with connections that can be dropped and restored. The real server (server/) is
// tested over real sockets by its own tests.
import { createHash } from 'node:crypto';
import {
  applyAction,
  awaiting,
  createGame,
  type Action,
  type ArmyList,
  type GameEvent,
  type GameState,
  type TeamId,
} from '../../src/engine';
import { diceOfSeed, gameKeyOf, keyedSeed, keyOfSeed, pledgeOf } from '../../src/net/fairDice';
import { hideDice } from '../../src/net/hidden';
import type {
  ClientMessages,
  ClientReplies,
  GameSnapshot,
  OnlineGameOptions,
  ProtocolError,
  ProtocolErrorCode,
  SeatView,
  StepRecord,
} from '../../src/net/protocol';
import { defaultOptions, planGame } from '../../src/store/game/gameOptions';
import { undoBlocker, type Step } from '../../src/store/game/history';
import type { Answer, LineStatus, OnlineConnection, ServerEvent } from '../../src/store/online/onlineConnection';

interface Seat {
  token: string | null;
  list: ArmyList | null;
  /** The pledge to its contribution to the dice key sent with the list (the first stands). */
  pledge: string | null;
  /** The contribution, once revealed. */
  contribution: string | null;
  conns: Set<FakeConnection>;
}

interface Game {
  id: string;
  options: OnlineGameOptions;
  seats: [Seat, Seat];
  seed: string;
  initial: GameState | null;
  opening: GameEvent[];
  state: GameState | null;
  steps: StepRecord[];
  history: Step[];
  undoAsked: { by: TeamId; length: number } | null;
  room: Set<FakeConnection>;
}

const hide = hideDice;

/** Both seats' contributions to the dice key, as the server mixes them (server/referee.ts). */
const contributionsOf = (g: Game): [string, string] | null => {
  const [a, b] = g.seats;
  return a.contribution && b.contribution ? [a.contribution, b.contribution] : null;
};

const fail = (code: ProtocolErrorCode, message: string) => ({ ok: false as const, error: { code, message } });

export class FakeServer {
  games = new Map<string, Game>();
  private n = 0;
  /** The next `game:act` is refused with this (a refusal the page must show). */
  refuseNext: { code: ProtocolErrorCode; message: string } | null = null;
  /** New games roll with the seeded generator, as games stored before keyed dice did. */
  olderGames = false;
  /** At the start, this seat's contribution is replaced by another (a server that cheats), if set. */
  forgeContribution: { team: TeamId; contribution: string } | null = null;
  /** The next `game:reveal` is refused with this (a storage that failed, the line). */
  refuseNextReveal: { code: ProtocolErrorCode; message: string } | null = null;
  /** Each reveal sent, with the seats as the server had them then (what the revealer could have seen). */
  revealed: { team: TeamId; seats: [SeatView, SeatView] }[] = [];
  /** New games start at this position (a test's, its dice scripted) instead of the lists' setup. */
  startAt: GameState | null = null;

  connect(): FakeConnection {
    return new FakeConnection(this);
  }

  private seatsOf(g: Game): [SeatView, SeatView] {
    const both = g.seats.every((s) => s.list);
    return g.seats.map((s, team) => ({
      team,
      taken: s.token !== null,
      connected: s.conns.size > 0,
      ready: s.list !== null,
      name: both ? s.list!.name : null,
      ...(s.pledge ? { pledge: s.pledge } : {}),
      ...(s.contribution ? { revealed: true } : {}),
    })) as [SeatView, SeatView];
  }

  private snapshot(g: Game): GameSnapshot {
    const over = g.state?.phase === 'ended';
    return {
      gameId: g.id,
      options: g.options,
      seats: this.seatsOf(g),
      state: g.state && (over ? g.state : hide(g.state)),
      opening: g.opening,
      steps: g.steps,
      dice: diceOfSeed(g.seed, g.initial ? contributionsOf(g) : null),
      revealed: over && g.initial ? { seed: g.seed, initial: g.initial } : null,
      undoAsked: g.undoAsked,
    };
  }

  broadcast(g: Game, e: ServerEvent): void {
    for (const c of g.room) c.deliver(e);
  }

  private seatOf(g: Game, token: string): TeamId | null {
    const team = g.seats.findIndex((s) => s.token === token);
    return team < 0 ? null : (team as TeamId);
  }

  /** Drops or restores a connection's presence in its seats (and tells the room). */
  presence(conn: FakeConnection, here: boolean): void {
    for (const g of this.games.values()) {
      let changed = false;
      for (const s of g.seats) {
        if (!here && s.conns.delete(conn)) changed = true;
      }
      if (!here) g.room.delete(conn);
      if (changed) this.broadcast(g, { event: 'game:seats', msg: { gameId: g.id, seats: this.seatsOf(g) } });
    }
  }

  handle<K extends keyof ClientMessages>(
    conn: FakeConnection,
    event: K,
    p: ClientMessages[K],
  ): Answer<ClientReplies[K]> {
    return this.answer(conn, event, p) as Answer<ClientReplies[K]>;
  }

  /** Starts the game once both lists and both contributions are in (server/referee.ts), else tells the seats. */
  private startIfComplete(g: Game): Answer<unknown> {
    if (g.seats.every((s) => s.list && s.contribution)) {
      const plan = planGame(defaultOptions([g.seats[0].list!, g.seats[1].list!], g.seed));
      if (!plan.ok) return fail('ARMY', plan.error.map((e) => e.message).join('; '));
      if (this.forgeContribution)
        g.seats[this.forgeContribution.team].contribution = this.forgeContribution.contribution;
      const serverKey = keyOfSeed(g.seed);
      const mixed = contributionsOf(g);
      const key = serverKey && mixed ? gameKeyOf(serverKey, mixed) : serverKey;
      const r = this.startAt
        ? { ok: true as const, state: this.startAt, events: [] }
        : createGame({ ...plan.value, ...(key ? { dice: { key } } : {}) });
      if (!r.ok) return fail('ARMY', 'the game does not set up');
      g.initial = r.state;
      g.state = r.state;
      g.opening = r.events;
      this.broadcast(g, {
        event: 'game:started',
        msg: {
          gameId: g.id,
          state: hide(r.state),
          opening: r.events,
          seats: this.seatsOf(g),
          dice: diceOfSeed(g.seed, contributionsOf(g)),
        },
      });
    } else this.broadcast(g, { event: 'game:seats', msg: { gameId: g.id, seats: this.seatsOf(g) } });
    return { ok: true, value: { seats: this.seatsOf(g) } };
  }

  private answer(conn: FakeConnection, event: keyof ClientMessages, payload: unknown): Answer<unknown> {
    switch (event) {
      case 'game:create': {
        const p = payload as ClientMessages['game:create'];
        const id = `ABC${String(++this.n).padStart(3, '2')}`.replace(/[01]/g, '2');
        const token = `token-${id}-host-0123456789`;
        // A fixed key per game (a real server draws it from the operating system).
        const seed = this.olderGames ? `seed-${id}` : keyedSeed(createHash('sha256').update(id).digest('hex'));
        const g: Game = {
          id,
          options: p.options,
          seats: [
            { token: null, list: null, pledge: null, contribution: null, conns: new Set() },
            { token: null, list: null, pledge: null, contribution: null, conns: new Set() },
          ],
          seed,
          initial: null,
          opening: [],
          state: null,
          steps: [],
          history: [],
          undoAsked: null,
          room: new Set(),
        };
        g.seats[p.options.hostTeam].token = token;
        this.games.set(id, g);
        return { ok: true, value: { gameId: id, token, team: p.options.hostTeam, dice: diceOfSeed(seed) } };
      }
      case 'game:join': {
        const p = payload as ClientMessages['game:join'];
        const g = this.games.get(p.gameId);
        if (!g) return fail('NO_GAME', `No game ${p.gameId}.`);
        g.room.add(conn);
        let team = p.token ? this.seatOf(g, p.token) : null;
        let token: string | undefined;
        if (team === null && p.sit) {
          const free = g.seats.findIndex((s) => s.token === null);
          if (free >= 0) {
            team = free as TeamId;
            token = `token-${g.id}-guest-0123456789`;
            g.seats[team].token = token;
          }
        }
        if (team !== null) g.seats[team].conns.add(conn);
        this.broadcast(g, { event: 'game:seats', msg: { gameId: g.id, seats: this.seatsOf(g) } });
        return {
          ok: true,
          value: {
            role: team === null ? { kind: 'spectator' } : { kind: 'player', team },
            ...(token ? { token } : {}),
            snapshot: this.snapshot(g),
          },
        };
      }
      case 'game:ready': {
        const p = payload as ClientMessages['game:ready'];
        const g = this.games.get(p.gameId);
        const team = g ? this.seatOf(g, p.token) : null;
        if (!g || team === null) return fail('NOT_SEATED', 'Not seated.');
        g.seats[team].list = p.list;
        g.seats[team].pledge ??= p.pledge;
        return this.startIfComplete(g);
      }
      case 'game:reveal': {
        const p = payload as ClientMessages['game:reveal'];
        const g = this.games.get(p.gameId);
        const team = g ? this.seatOf(g, p.token) : null;
        if (!g || team === null) return fail('NOT_SEATED', 'Not seated.');
        // Every attempt is recorded, with the seats as they stood (what the page could have seen).
        this.revealed.push({ team, seats: this.seatsOf(g) });
        if (g.state) return { ok: true, value: { seats: this.seatsOf(g) } };
        if (this.refuseNextReveal) {
          const r = this.refuseNextReveal;
          this.refuseNextReveal = null;
          return fail(r.code, r.message);
        }
        if (!g.seats.every((s) => s.pledge)) return fail('PLEDGE', 'Both seats must pledge first.');
        if (pledgeOf(p.contribution) !== g.seats[team].pledge) return fail('PLEDGE', 'Not the contribution pledged.');
        g.seats[team].contribution ??= p.contribution;
        return this.startIfComplete(g);
      }
      case 'game:act': {
        const p = payload as ClientMessages['game:act'];
        const g = this.games.get(p.gameId);
        const team = g ? this.seatOf(g, p.token) : null;
        if (!g?.state || team === null) return fail('NOT_SEATED', 'Not seated.');
        if (this.refuseNext) {
          const r = this.refuseNext;
          this.refuseNext = null;
          return fail(r.code, r.message);
        }
        if (p.index !== g.steps.length) return fail('STALE', 'The game has moved on.');
        if (awaiting(g.state).team !== team) return fail('NOT_YOUR_TURN', 'The decision is the other team\u2019s.');
        const r = applyAction(g.state, p.action as Action);
        if (!r.ok) return { ok: false, error: r.error };
        g.history.push({ before: g.state, events: r.events });
        g.state = r.state;
        const step: StepRecord = { index: g.steps.length, action: p.action, events: r.events, turn: r.state.turn };
        g.steps.push(step);
        this.broadcast(g, { event: 'game:step', msg: { gameId: g.id, step, state: hide(r.state) } });
        return { ok: true, value: { index: step.index } };
      }
      case 'game:undo-ask': {
        const p = payload as ClientMessages['game:undo-ask'];
        const g = this.games.get(p.gameId);
        const team = g ? this.seatOf(g, p.token) : null;
        if (!g?.state || team === null) return fail('NOT_SEATED', 'Not seated.');
        const blocked = undoBlocker({ game: g.state, actions: g.steps.map((s) => s.action), steps: g.history });
        if (blocked) return fail('UNDO', blocked);
        g.undoAsked = { by: team, length: g.steps.length - 1 };
        this.broadcast(g, { event: 'game:undo-asked', msg: { gameId: g.id, ...g.undoAsked } });
        return { ok: true, value: { length: g.undoAsked.length } };
      }
      case 'game:undo-answer': {
        const p = payload as ClientMessages['game:undo-answer'];
        const g = this.games.get(p.gameId);
        const team = g ? this.seatOf(g, p.token) : null;
        if (!g?.state || team === null || !g.undoAsked || g.undoAsked.by === team)
          return fail('UNDO', 'Nothing to answer.');
        const length = g.undoAsked.length;
        g.undoAsked = null;
        if (!p.accept) {
          this.broadcast(g, { event: 'game:undone', msg: { gameId: g.id, refused: true } });
          return { ok: true, value: { accepted: false } };
        }
        g.state = g.history[length].before;
        g.history = g.history.slice(0, length);
        g.steps = g.steps.slice(0, length);
        this.broadcast(g, { event: 'game:undone', msg: { gameId: g.id, length, state: hide(g.state) } });
        return { ok: true, value: { accepted: true } };
      }
      case 'games:mine': {
        const p = payload as ClientMessages['games:mine'];
        const games = p.seats.flatMap(({ gameId, token }) => {
          const g = this.games.get(gameId);
          const team = g ? this.seatOf(g, token) : null;
          if (!g || team === null) return [];
          const names = this.seatsOf(g).map((s) => s.name) as [string | null, string | null];
          const seated = this.seatsOf(g).map((s) => s.taken) as [boolean, boolean];
          return [
            {
              gameId,
              team,
              names,
              seated,
              turn: g.state?.turn ?? null,
              awaiting: g.state ? awaiting(g.state).team : null,
              over: g.state?.phase === 'ended',
              updatedAt: '2026-01-01T00:00:00Z',
            },
          ];
        });
        return { ok: true, value: { games } };
      }
    }
  }

  /** Ends the game at once and reveals the seed (a game played to its end, without playing it). */
  end(gameId: string): void {
    const g = this.games.get(gameId)!;
    this.broadcast(g, { event: 'game:over', msg: { gameId, revealed: { seed: g.seed, initial: g.initial! } } });
  }
}

/** One browser's line to the fake server. Requests are answered after a microtask, as over a socket. */
export class FakeConnection implements OnlineConnection {
  private handlers: ((e: ServerEvent) => void)[] = [];
  private statusHandlers: ((s: LineStatus, reconnected: boolean, refused?: ProtocolError) => void)[] = [];
  up = true;
  /** The server's refusal of this browser's connection (a limit), while it lasts. */
  private refused: ProtocolError | null = null;
  /** Messages sent to this browser while its line was down are lost (the rejoin's snapshot brings them). */
  missed = 0;
  constructor(private server: FakeServer) {}

  request<K extends keyof ClientMessages>(event: K, payload: ClientMessages[K]): Promise<Answer<ClientReplies[K]>> {
    if (!this.up)
      return Promise.resolve({
        ok: false,
        error: this.refused ?? { code: 'OFFLINE', message: 'The game server cannot be reached.' },
      });
    const copy = JSON.parse(JSON.stringify(payload)) as ClientMessages[K];
    const answer = Promise.resolve().then(() => this.server.handle(this, event, copy));
    if (!this.holdAnswers.has(event)) return answer;
    return answer.then((a) => new Promise((resolve) => this.held.push(() => resolve(a))));
  }
  /**
   * Holds back the answers to these requests of this browser (an action's step still goes to the
   * room at once) until `releaseAnswers`: socket.io delivers a step and its acknowledgement as two
   * messages, and the page may act between them, or while a join is answered.
   */
  holdAnswers = new Set<keyof ClientMessages>();
  private held: (() => void)[] = [];
  releaseAnswers(): void {
    const held = this.held;
    this.held = [];
    for (const answer of held) answer();
  }
  listen(handler: (e: ServerEvent) => void): void {
    this.handlers.push(handler);
  }
  onStatus(handler: (s: LineStatus, reconnected: boolean, refused?: ProtocolError) => void): void {
    this.statusHandlers.push(handler);
    queueMicrotask(() => handler('connected', false));
  }
  deliver(e: ServerEvent): void {
    if (!this.up) {
      this.missed++;
      return;
    }
    const copy = JSON.parse(JSON.stringify(e)) as ServerEvent;
    for (const h of this.handlers) h(copy);
  }
  drop(): void {
    this.up = false;
    this.server.presence(this, false);
    for (const h of this.statusHandlers) h('disconnected', false);
  }
  /** The line drops and the server refuses it back, with a code and a reason (socket.io's connect_error). */
  refuse(refusal: ProtocolError): void {
    this.up = false;
    this.refused = refusal;
    this.server.presence(this, false);
    for (const h of this.statusHandlers) h('disconnected', false, refusal);
  }
  restore(): void {
    this.up = true;
    this.refused = null;
    for (const h of this.statusHandlers) h('connected', true);
  }
}
