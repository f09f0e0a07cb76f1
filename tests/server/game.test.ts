// Online play (docs/online.md) over a real socket: two browsers play a whole game through the referee, the
// seed and initial state are revealed at the end and replay the game exactly; a player who
// reconnects, and a server that restarts, carry on from the same position.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { applyAction, randomAction, type GameState } from '../../src/engine';
import { PROTOCOL_VERSION } from '../../src/net/protocol';
import { seatNames } from '../../src/store/online/online';
import {
  Client,
  play,
  seatedGame,
  startServer,
  tempDir,
  tinyOptions,
  turnOf,
  type Table,
  type TestServer,
} from './harness';

let tmp: ReturnType<typeof tempDir>;
let server: TestServer | null = null;
const clients: Client[] = [];

beforeEach(() => {
  tmp = tempDir();
});
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await server?.close();
  server = null;
  tmp.cleanup();
});

const file = () => `${tmp.dir}/games.db`;

/** A server, two players at a started game, and `actions` played. */
async function playing(actions: number): Promise<Table> {
  server = await startServer({ file: file() });
  const table = await seatedGame(server.url);
  clients.push(...table.players);
  await play(table, actions);
  return table;
}

describe('an online game over real sockets', () => {
  test('two clients play a one-turn game to the end; the revealed seed and initial state replay it exactly (docs/online.md, provably fair dice)', async () => {
    server = await startServer({ file: file() });
    const table = await seatedGame(server.url);
    clients.push(...table.players);
    const played = await play(table);
    expect(played).toBeGreaterThan(10);
    expect(turnOf(table)).toBeNull();
    const over = await table.players[1].next('game:over', 0);
    // The finished game replays from what was revealed: every action the clients saw, in order.
    const actions = table.players[0].received
      .filter((r) => r.event === 'game:step')
      .map((r) => (r.payload as { step: { action: never } }).step.action);
    expect(actions).toHaveLength(played);
    let state: GameState = over.revealed.initial;
    expect(state.seed).toBe(over.revealed.seed);
    for (const a of actions) {
      const r = applyAction(state, a);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(state.phase).toBe('ended');
    expect({ ...table.players[0].state, seed: state.seed, rng: state.rng, hidden: undefined }).toEqual({
      ...state,
      hidden: undefined,
    });
  });

  test('a player who loses the connection mid-decision joins again with the same token and finds the same position', async () => {
    const table = await playing(12);
    const team = turnOf(table)!;
    const before = table.players[team].state;
    table.players[team].close();
    const back = await new Client(server!.url).connected();
    clients.push(back);
    const joined = await back.call('game:join', {
      version: PROTOCOL_VERSION,
      gameId: table.gameId,
      token: table.tokens[team],
    });
    if (!joined.ok) throw new Error(JSON.stringify(joined.error));
    expect(joined.value.role).toEqual({ kind: 'player', team });
    expect(joined.value.snapshot.steps).toHaveLength(12);
    expect(joined.value.snapshot.state).toEqual(before);
    back.adopt(joined.value.snapshot);
    table.players[team] = back;
    // And plays on from there.
    expect(await play(table, 5, 'after reconnecting')).toBe(5);
  });

  test('a connection lost for a moment is recovered by socket.io: the steps played meanwhile arrive, with no new join', async () => {
    const table = await playing(5);
    const [host, guest] = table.players;
    // The guest's page stays open; only its connection drops (and socket.io reconnects it).
    const steady = await new Client(server!.url, true).connected();
    clients.push(steady);
    const joined = await steady.call('game:join', {
      version: PROTOCOL_VERSION,
      gameId: table.gameId,
      token: table.tokens[1],
    });
    if (!joined.ok) throw new Error('not joined');
    steady.adopt(joined.value.snapshot);
    guest.close();
    table.players[1] = steady;
    for (let i = 0; turnOf(table) !== 0 && i < 50; i++) await play(table, 1, `to the host's turn ${i}`);
    const lost = new Promise((resolve) => steady.socket.once('disconnect', resolve));
    steady.socket.io.engine.close();
    await lost;
    // While it is away the host plays on, if the decision is his.
    let missed = 0;
    while (turnOf(table) === 0 && missed < 3) {
      const r = await host.call('game:act', {
        gameId: table.gameId,
        token: table.tokens[0],
        index: host.length,
        action: randomAction(host.state!, () => 0.3)!,
      });
      expect(r.ok).toBe(true);
      missed++;
    }
    expect(missed).toBeGreaterThan(0);
    await new Promise<void>((resolve) => steady.socket.once('connect', () => resolve()));
    expect(steady.socket.recovered).toBe(true);
    while (steady.length < host.length) await steady.next('game:step');
    expect(steady.state).toEqual(host.state);
    expect(await play(table, 3, 'after recovery')).toBe(3);
  });

  test("games:mine lists a browser's games from the seat tokens it kept, and only those its tokens open", async () => {
    const table = await playing(4);
    const forged = { gameId: table.gameId, token: table.tokens[0].replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) };
    const r = await table.players[1].call('games:mine', {
      seats: [{ gameId: table.gameId, token: table.tokens[1] }, forged, { gameId: 'ZZZZZZ', token: table.tokens[1] }],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.games).toEqual([
      {
        gameId: table.gameId,
        team: 1,
        names: ['US Army', 'Wehrmacht'],
        seated: [true, true],
        turn: table.players[1].state!.turn,
        awaiting: turnOf(table),
        over: false,
        updatedAt: expect.any(String),
      },
    ]);
  });

  test('games:mine before the start says which seats are taken, the other army still unnamed ("a friend", not "waiting for a friend")', async () => {
    server = await startServer({ file: file() });
    const host = await new Client(server.url).connected();
    clients.push(host);
    const created = await host.call('game:create', { version: PROTOCOL_VERSION, options: tinyOptions() });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const { gameId, token } = created.value;
    const mine = async () => {
      const r = await host.call('games:mine', { seats: [{ gameId, token }] });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      return r.value.games[0];
    };
    expect(await mine()).toMatchObject({ seated: [true, false], turn: null });
    expect(seatNames(await mine())).toEqual(['you', 'waiting for a friend']);
    const guest = await new Client(server.url).connected();
    clients.push(guest);
    expect((await guest.call('game:join', { version: PROTOCOL_VERSION, gameId, sit: true })).ok).toBe(true);
    expect(await mine()).toMatchObject({ seated: [true, true], names: [null, null], turn: null });
    expect(seatNames(await mine())).toEqual(['you', 'a friend']);
  });

  test('the other player sees the seat disconnected, then back', async () => {
    server = await startServer({ file: file() });
    const table = await seatedGame(server.url);
    clients.push(...table.players);
    const [host, guest] = table.players;
    const gone = host.next('game:seats');
    guest.close();
    expect((await gone).seats[1].connected).toBe(false);
    const again = await new Client(server.url).connected();
    clients.push(again);
    const back = host.next('game:seats');
    await again.call('game:join', { version: PROTOCOL_VERSION, gameId: table.gameId, token: table.tokens[1] });
    expect((await back).seats[1]).toMatchObject({ connected: true, taken: true, ready: true });
  });

  test('a server restarted mid-game on the same SQLite file rebuilds the game from its log, and play continues', async () => {
    const table = await playing(15);
    const states = table.players.map((p) => p.state);
    for (const p of table.players) p.close();
    await server!.close();

    server = await startServer({ file: file() });
    for (const t of [0, 1] as const) {
      const c = await new Client(server.url).connected();
      clients.push(c);
      const joined = await c.call('game:join', {
        version: PROTOCOL_VERSION,
        gameId: table.gameId,
        token: table.tokens[t],
      });
      if (!joined.ok) throw new Error(JSON.stringify(joined.error));
      expect(joined.value.snapshot.state).toEqual(states[t]);
      c.adopt(joined.value.snapshot);
      table.players[t] = c;
    }
    expect(await play(table, 10, 'after the restart')).toBe(10);
  });
});
