// A store that fails (docs/online.md "When storage fails"): SQLite throwing (SQLITE_IOERR), a
// store that never answers, and a write that lands only after its refusal. Every message is
// answered with UNAVAILABLE and the same words, /healthz's check says why, and when the store
// answers again play resumes with nothing lost, nothing twice, and every page told what landed.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { legalActions, type GameEvent, type GameState } from '../../src/engine';
import { hideDice } from '../../src/net/hidden';
import { undoBlocker } from '../../src/net/undo';
import { PROTOCOL_VERSION, type ServerMessages } from '../../src/net/protocol';
import { STORAGE_UNAVAILABLE } from '../../server/boundedStore';
import { SqliteStore } from '../../server/sqliteStore';
import type { GameStorage } from '../../server/storage';
import {
  CONTRIBUTIONS,
  Client,
  LISTS,
  play,
  seatedGame,
  startServer,
  tempDir,
  tinyOptions,
  turnOf,
  type Table,
  PLEDGES,
} from './harness';

type Fault = 'throw' | 'hang' | 'late' | 'beaten';

/**
 * The store with faults: by call name ('*' for every call) throw, never answer, write after 1.5 s,
 * or be beaten: the same call made first by another process sharing the store (the same
 * arguments, as another referee would make them from the same stored game), then this one.
 */
class Faults {
  readonly rules = new Map<string, Fault>();
  /** The late writes, settled once they are written. */
  readonly late: Promise<unknown>[] = [];

  wrap(inner: GameStorage): GameStorage {
    return new Proxy(inner, {
      get: (target, name) => {
        const value = Reflect.get(target, name) as unknown;
        if (typeof value !== 'function') return value;
        if (name === 'close') return value.bind(target);
        return (...args: unknown[]) => {
          const call = () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          switch (this.rules.get(String(name)) ?? this.rules.get('*')) {
            case 'throw':
              return Promise.reject(Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' }));
            case 'hang':
              return new Promise(() => undefined);
            case 'beaten':
              return call().then(call);
            case 'late': {
              const written = sleep(1500).then(call);
              this.late.push(written.catch(() => undefined));
              return written;
            }
            default:
              return call();
          }
        };
      },
    });
  }

  /** Lets the late writes land, then the store answers again. */
  async heal(): Promise<void> {
    await Promise.all(this.late);
    this.rules.clear();
  }
}

const UNAVAILABLE = { ok: false, error: { code: 'UNAVAILABLE', message: STORAGE_UNAVAILABLE } };

let tmp: ReturnType<typeof tempDir>;
let faults: Faults;
let server: Awaited<ReturnType<typeof startServer>>;
const clients: Client[] = [];
let logged: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  tmp = tempDir();
  faults = new Faults();
  server = await startServer({ store: faults.wrap(new SqliteStore(`${tmp.dir}/games.db`)) });
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  faults.rules.clear();
  await server.close();
  logged.mockRestore();
  tmp.cleanup();
});

async function table(actions: number): Promise<Table> {
  const t = await seatedGame(server.url);
  clients.push(...t.players);
  await play(t, actions);
  return t;
}

/** The game as a fresh visitor reads it. */
async function stored(gameId: string) {
  const look = await new Client(server.url).connected();
  clients.push(look);
  const r = await look.call('game:join', { version: PROTOCOL_VERSION, gameId });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.snapshot;
}

/** The deciding player's next legal action, and the call that sends it. */
function nextMove(t: Table) {
  const team = turnOf(t)!;
  const me = t.players[team];
  const action = legalActions(me.state!)[0]!;
  const index = me.length;
  return {
    me,
    other: t.players[1 - team]!,
    index,
    action,
    send: () => me.call('game:act', { gameId: t.gameId, token: t.tokens[team], index, action }),
  };
}

describe('a store that fails or does not answer', () => {
  test('SQLite throwing: every message is refused UNAVAILABLE with its words and /healthz says why; then the same action goes in and play goes on, nothing lost', async () => {
    const t = await table(6);
    faults.rules.set('*', 'throw');
    const move = nextMove(t);
    expect(await move.send()).toEqual(UNAVAILABLE);
    const host = await new Client(server.url).connected();
    clients.push(host);
    expect(await host.call('game:create', { version: PROTOCOL_VERSION, options: tinyOptions() })).toEqual(UNAVAILABLE);
    expect(await host.call('game:join', { version: PROTOCOL_VERSION, gameId: t.gameId, token: t.tokens[0] })).toEqual(
      UNAVAILABLE,
    );
    expect(await host.call('games:mine', { seats: [{ gameId: t.gameId, token: t.tokens[0] }] })).toEqual(UNAVAILABLE);
    expect(await server.game.health()).toEqual({ ok: false, reason: 'storage ping: disk I/O error' });
    expect(logged).toHaveBeenCalledWith('game server: game:act: storage peek: disk I/O error');

    faults.rules.clear();
    expect(await server.game.health()).toEqual({ ok: true });
    const seen = move.other.next('game:step');
    expect(await move.send()).toEqual({ ok: true, value: { index: move.index } });
    expect((await seen).step.index).toBe(move.index);
    expect(await play(t, 3, 'after the fault')).toBe(3);
    expect((await stored(t.gameId)).steps).toHaveLength(move.index + 4);
  });

  test('a store that never answers: refused UNAVAILABLE all the same (each call is bounded), /healthz unhealthy; then play resumes', async () => {
    const t = await table(4);
    faults.rules.set('*', 'hang');
    const move = nextMove(t);
    expect(await move.send()).toEqual(UNAVAILABLE);
    expect(await server.game.health()).toEqual({ ok: false, reason: 'storage ping: no answer within 1000 ms' });
    faults.rules.clear();
    expect(await move.send()).toEqual({ ok: true, value: { index: move.index } });
    expect(await play(t, 2, 'after the hang')).toBe(2);
    expect((await stored(t.gameId)).steps).toHaveLength(move.index + 3);
  });
});

describe('a write that lands after its refusal (its outcome was unknown)', () => {
  test("an action: the room is told at the next message, the player's retry is acknowledged, and the log holds it once", async () => {
    const t = await table(6);
    faults.rules.set('append', 'late');
    const move = nextMove(t);
    expect(await move.send()).toEqual(UNAVAILABLE);
    await faults.heal();
    const seen = move.other.next('game:step');
    expect(await move.send()).toEqual({ ok: true, value: { index: move.index } });
    expect(await seen).toMatchObject({ step: { index: move.index, action: move.action } });
    expect(move.me.length).toBe(move.index + 1);
    expect(await play(t, 2, 'after the late write')).toBe(2);
    const steps = (await stored(t.gameId)).steps;
    expect(steps).toHaveLength(move.index + 3);
    expect(steps[move.index]!.action).toEqual(move.action);
  });

  test('a seat: the visitor who asks to sit again is given it (its token acts for the seat)', async () => {
    const host = await new Client(server.url).connected();
    clients.push(host);
    const created = await host.call('game:create', { version: PROTOCOL_VERSION, options: tinyOptions(0) });
    if (!created.ok) throw new Error('not created');
    const guest = await new Client(server.url).connected();
    clients.push(guest);
    faults.rules.set('takeSeat', 'late');
    const sit = { version: PROTOCOL_VERSION, gameId: created.value.gameId, sit: true };
    expect(await guest.call('game:join', sit)).toEqual(UNAVAILABLE);
    await faults.heal();
    const again = await guest.call('game:join', sit);
    expect(again.ok && again.value.role).toEqual({ kind: 'player', team: 1 });
    const token = again.ok ? again.value.token! : '';
    expect(
      (
        await guest.call('game:ready', {
          gameId: created.value.gameId,
          token,
          list: LISTS[1],
          pledge: PLEDGES[1],
        })
      ).ok,
    ).toBe(true);
  });

  test('the start: both players are told the game started', async () => {
    const host = await new Client(server.url).connected();
    const guest = await new Client(server.url).connected();
    clients.push(host, guest);
    const created = await host.call('game:create', { version: PROTOCOL_VERSION, options: tinyOptions(0) });
    if (!created.ok) throw new Error('not created');
    const { gameId, token } = created.value;
    await host.call('game:join', { version: PROTOCOL_VERSION, gameId, token });
    const joined = await guest.call('game:join', { version: PROTOCOL_VERSION, gameId, sit: true });
    const guestToken = joined.ok ? joined.value.token! : '';
    expect((await host.call('game:ready', { gameId, token, list: LISTS[0], pledge: PLEDGES[0] })).ok).toBe(true);
    expect((await guest.call('game:ready', { gameId, token: guestToken, list: LISTS[1], pledge: PLEDGES[1] })).ok).toBe(
      true,
    );
    expect((await host.call('game:reveal', { gameId, token, contribution: CONTRIBUTIONS[0] })).ok).toBe(true);
    // The second contribution revealed starts the game: its start is written late.
    faults.rules.set('start', 'late');
    const reveal = { gameId, token: guestToken, contribution: CONTRIBUTIONS[1] };
    expect(await guest.call('game:reveal', reveal)).toEqual(UNAVAILABLE);
    await faults.heal();
    // The page sends its reveal again: the start, landed late, is told to both.
    const started = [host.next('game:started'), guest.next('game:started')];
    expect((await guest.call('game:reveal', reveal)).ok).toBe(true);
    const [a, b] = await Promise.all(started);
    expect(a.state.turn).toBe(b.state.turn);
    expect((await stored(gameId)).state).not.toBeNull();
  });

  test('a start that failed outright, both contributions stored: a page coming back starts the game', async () => {
    const host = await new Client(server.url).connected();
    const guest = await new Client(server.url).connected();
    clients.push(host, guest);
    const created = await host.call('game:create', { version: PROTOCOL_VERSION, options: tinyOptions(0) });
    if (!created.ok) throw new Error('not created');
    const { gameId, token } = created.value;
    await host.call('game:join', { version: PROTOCOL_VERSION, gameId, token });
    const joined = await guest.call('game:join', { version: PROTOCOL_VERSION, gameId, sit: true });
    const guestToken = joined.ok ? joined.value.token! : '';
    expect((await host.call('game:ready', { gameId, token, list: LISTS[0], pledge: PLEDGES[0] })).ok).toBe(true);
    expect((await guest.call('game:ready', { gameId, token: guestToken, list: LISTS[1], pledge: PLEDGES[1] })).ok).toBe(
      true,
    );
    expect((await host.call('game:reveal', { gameId, token, contribution: CONTRIBUTIONS[0] })).ok).toBe(true);
    faults.rules.set('start', 'throw');
    expect(await guest.call('game:reveal', { gameId, token: guestToken, contribution: CONTRIBUTIONS[1] })).toEqual(
      UNAVAILABLE,
    );
    // While the start cannot be written, a visitor is still answered, with the game as it stands.
    const visitor = await new Client(server.url).connected();
    clients.push(visitor);
    const watched = await visitor.call('game:join', { version: PROTOCOL_VERSION, gameId });
    expect(watched.ok && watched.value.snapshot.state).toBeNull();
    faults.rules.clear();
    expect((await server.store.meta(gameId))?.initial).toBeNull();
    expect((await server.store.meta(gameId))?.seats.map((s) => s.contribution)).toEqual([...CONTRIBUTIONS]);
    const started = [host.next('game:started'), guest.next('game:started')];
    const back = await host.call('game:join', { version: PROTOCOL_VERSION, gameId, token });
    expect(back.ok && back.value.snapshot.state).not.toBeNull();
    await Promise.all(started);
    expect((await stored(gameId)).state).not.toBeNull();
  });

  test('an undo asked, then accepted: the other player is asked, then both are sent the position before', async () => {
    const t = await table(0);
    const undoable = (before: GameState, events: GameEvent[], after: GameState) =>
      undoBlocker({ game: after, actions: [{ type: 'pass' } as never], steps: [{ before, events }] }) === null;
    let before: GameState | null = null;
    for (let i = 0; i < 400 && !before; i++) {
      const was = t.players[0].state!;
      await play(t, 1, `undo ${i}`);
      const last = t.players[0].received.filter((m) => m.event === 'game:step').at(-1)!
        .payload as ServerMessages['game:step'];
      if (undoable(was, last.step.events, last.state)) before = was;
    }
    if (!before) throw new Error('no undoable action in 400');
    const n = t.players[0].length;
    const actor = turnOf(t)!;
    const other = (1 - actor) as 0 | 1;
    const [me, them] = [t.players[actor], t.players[other]];

    faults.rules.set('setUndoAsked', 'late');
    expect(await me.call('game:undo-ask', { gameId: t.gameId, token: t.tokens[actor], index: n })).toEqual(UNAVAILABLE);
    await faults.heal();
    const asked = them.next('game:undo-asked');
    await me.call('game:undo-ask', { gameId: t.gameId, token: t.tokens[actor], index: n });
    expect(await asked).toMatchObject({ by: actor, length: n - 1 });

    faults.rules.set('truncate', 'late');
    expect(await them.call('game:undo-answer', { gameId: t.gameId, token: t.tokens[other], accept: true })).toEqual(
      UNAVAILABLE,
    );
    await faults.heal();
    const undone = [me.next('game:undone'), them.next('game:undone')];
    await them.call('game:undo-answer', { gameId: t.gameId, token: t.tokens[other], accept: true });
    for (const u of await Promise.all(undone)) expect(u).toEqual({ gameId: t.gameId, length: n - 1, state: before });
    expect((await stored(t.gameId)).steps).toHaveLength(n - 1);
    expect(await play(t, 2, 'after the undo')).toBe(2);
  });
});

describe('another process sharing the store (docs/online.md, "Storage")', () => {
  test('a start lost to another process: the reveal is answered with the seats and announces nothing (the winner tells the room); the game is read whole at the next message and play goes on', async () => {
    const t = await seatedGame(server.url, tinyOptions(0), server.url, false);
    clients.push(...t.players);
    const [host, guest] = t.players;
    for (const team of [0, 1] as const) {
      const ready = { gameId: t.gameId, token: t.tokens[team], list: LISTS[team], pledge: PLEDGES[team] };
      expect((await t.players[team].call('game:ready', ready)).ok).toBe(true);
    }
    expect(
      (await host.call('game:reveal', { gameId: t.gameId, token: t.tokens[0], contribution: CONTRIBUTIONS[0] })).ok,
    ).toBe(true);
    // The last contribution revealed starts the game, but another process's start is written first.
    faults.rules.set('start', 'beaten');
    const reveal = await guest.call('game:reveal', {
      gameId: t.gameId,
      token: t.tokens[1],
      contribution: CONTRIBUTIONS[1],
    });
    faults.rules.clear();
    expect(reveal.ok && reveal.value.seats.map((s) => s.ready)).toEqual([true, true]);
    // Anything this process emitted to the room would have reached the guest before its answer
    // (one socket, in order).
    expect(guest.received.map((r) => r.event)).not.toContain('game:started');
    // The winner stored the start and tells the room (over the shared adapter): the pages take the
    // state it sends, and their next messages come to this process, whose copy is not started.
    const initial = (await server.store.meta(t.gameId))?.initial;
    if (!initial) throw new Error('the winning start was not stored');
    for (const page of t.players) {
      page.state = hideDice(initial);
      page.length = 0;
    }
    // This process's copy is read whole at the next message (it is not started, the store's is): the actions are taken.
    expect(await play(t, 3, 'after the lost race')).toBe(3);
    expect((await stored(t.gameId)).steps).toHaveLength(3);
  });
});
