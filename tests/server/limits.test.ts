// Fair share under abuse (docs/online.md "Limits"): the limits per client address as well as per
// socket, each refused with its code and a reason, over real sockets from two loopback addresses
// (127.0.0.1, and 127.0.0.2 for the other client); a flood from one address leaves another
// game playing; the limits as the environment sets them; the deepest legal message well within
// the nesting bound. No time is asserted (the measure is scripts/measureFlood.ts).
import { readFileSync } from 'node:fs';
import { Manager, type ManagerOptions } from 'socket.io-client';
import { afterEach, describe, expect, test } from 'vitest';
import { SAMPLE_ARMIES } from '../../src/data/sampleArmies';
import { MAX_MESSAGE_DEPTH, PROTOCOL_VERSION, type ClientMessages, type ProtocolError } from '../../src/net/protocol';
import { buildBattlefield, battlefieldForTiles } from '../../src/store/game/newGame';
import { socketConnection } from '../../src/store/online/onlineConnection';
import {
  addressKey,
  clientAddress,
  ClientLimits,
  DEFAULT_LIMITS,
  LIMIT_VARIABLES,
  limitsFromEnv,
  type Limits,
} from '../../server/limits';
import { nestsDeeperThan } from '../../server/messageBounds';
import { Client, play, seatedGame, startServer, tempDir, tinyOptions, type TestServer, PLEDGES } from './harness';

const OTHER = '127.0.0.2';

let tmp: ReturnType<typeof tempDir> | undefined;
let server: TestServer | undefined;
const clients: Client[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await server?.close();
  server = undefined;
  tmp?.cleanup();
  tmp = undefined;
});

async function serve(limits: Partial<Limits>): Promise<string> {
  tmp = tempDir();
  server = await startServer({ file: `${tmp.dir}/games.db`, limits });
  return server.url;
}

/** A client from `address`, connected. */
async function client(url: string, address?: string): Promise<Client> {
  const c = new Client(url, false, address !== undefined ? { localAddress: address } : {});
  clients.push(c);
  return c.connected();
}

/** The server's refusal of a connection from `address` (socket.io's connect_error), or throws if it was taken. */
async function refusedConnection(
  url: string,
  address?: string,
): Promise<{ message: string; data: ProtocolError & { retryMs: number } }> {
  // (data is absent when the refusal came before socket.io: a bare HTTP error.)
  const c = new Client(url, false, address !== undefined ? { localAddress: address } : {});
  clients.push(c);
  try {
    await c.connected();
  } catch (e) {
    return e as { message: string; data: ProtocolError & { retryMs: number } };
  }
  throw new Error(`a connection from ${address ?? '127.0.0.1'} was taken`);
}

const create = (c: Client) => c.call('game:create', { version: PROTOCOL_VERSION, options: tinyOptions() });
const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);

describe('limits per client address, each refused with its code and a reason', () => {
  test('open connections per address: one over the limit is refused LIMIT (connect_error carries the code and the reason); another address is not; a closed one frees its place', async () => {
    const url = await serve({ connectionsPerAddress: 2 });
    const [a] = [await client(url, OTHER), await client(url, OTHER)];
    const refused = await refusedConnection(url, OTHER);
    expect(refused.data).toMatchObject({ code: 'LIMIT', message: refused.message, retryMs: expect.any(Number) });
    expect(refused.message).toMatch(/Too many connections from your address: at most 2 at once/);
    expect((await client(url)).socket.connected).toBe(true);
    const gone = new Promise((resolve) => a!.socket.once('disconnect', resolve));
    a!.close();
    await gone;
    // The server counts the close when it hears of it: try until it has.
    let again: Client | null = null;
    for (let tries = 0; !again && tries < 50; tries++) again = await client(url, OTHER).catch(() => null);
    expect(again?.socket.connected).toBe(true);
  });

  test("messages per second per address: the address's sockets share one bucket, past which each is refused FLOOD with the address's reason; another address is not held", async () => {
    const url = await serve({ perSocket: { burst: 100, perSecond: 100 }, perAddress: { burst: 6, perSecond: 0.01 } });
    const three = [await client(url, OTHER), await client(url, OTHER), await client(url, OTHER)];
    const codes: string[] = [];
    let reason = '';
    for (let round = 0; round < 3; round++) {
      for (const c of three) {
        const r = await c.call('games:mine', { seats: [] });
        codes.push(code(r));
        if (!r.ok) reason = r.error.message;
      }
    }
    // Each socket is far within its own rate; together they are over the address's.
    expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'FLOOD', 'FLOOD', 'FLOOD']);
    expect(reason).toBe(
      'Too many messages from your address: at most 0.01 a second from all its connections together.',
    );
    const here = await client(url);
    expect(code(await here.call('games:mine', { seats: [] }))).toBe('ok');
  });

  test('games created per minute per address: one over is refused LIMIT, from any socket of the address; another address creates', async () => {
    const url = await serve({ gamesPerMinute: 2 });
    const first = await client(url, OTHER);
    expect([code(await create(first)), code(await create(first))]).toEqual(['ok', 'ok']);
    const r = await create(await client(url, OTHER));
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'LIMIT',
        message: 'Too many new games from your address: at most 2 a minute. Wait a little, then create it again.',
      },
    });
    expect(code(await create(await client(url)))).toBe('ok');
  });

  test('spectators per game: one over is refused LIMIT and not put in the room; the players are not counted; a spectator who leaves frees a place', async () => {
    const url = await serve({ spectatorsPerGame: 1 });
    const table = await seatedGame(url);
    clients.push(...table.players);
    const watch = (c: Client) => c.call('game:join', { version: PROTOCOL_VERSION, gameId: table.gameId });
    const first = await client(url, OTHER);
    expect((await watch(first)).ok).toBe(true);
    const second = await client(url, OTHER);
    const r = await watch(second);
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'LIMIT',
        message: `Game ${table.gameId} has the most spectators it may have (1): try again when one leaves.`,
      },
    });
    // Asking again from the socket already watching counts it once.
    expect((await watch(first)).ok).toBe(true);
    // A visitor with the link who asks to sit at the full table watches instead: refused too.
    expect(code(await second.call('game:join', { version: PROTOCOL_VERSION, gameId: table.gameId, sit: true }))).toBe(
      'LIMIT',
    );
    expect(await play(table, 2, 'watched')).toBe(2);
    await first.next('game:step', first.received.findIndex((m) => m.event === 'game:step') + 1);
    expect(first.received.filter((m) => m.event === 'game:step')).toHaveLength(2);
    expect(second.received.filter((m) => m.event === 'game:step')).toHaveLength(0);
    first.close();
    let joined = false;
    for (let tries = 0; !joined && tries < 50; tries++) {
      joined = (await watch(second)).ok;
      if (!joined) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(joined).toBe(true);
  });

  test("the page's line shows a refused connection's code and reason (src/store/online/onlineConnection.ts)", async () => {
    const url = await serve({ connectionsPerAddress: 1 });
    await client(url);
    const page = socketConnection(url);
    const statuses: unknown[] = [];
    page.onStatus((status, _reconnected, refused) => statuses.push({ status, refused }));
    const r = await page.request('games:mine', { seats: [] });
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'LIMIT',
        message: expect.stringMatching(/^Too many connections from your address: at most 1 at once/),
      },
    });
    expect(statuses).toContainEqual({
      status: 'disconnected',
      refused: { code: 'LIMIT', message: expect.stringMatching(/^Too many connections/) },
    });
  });
});

describe('a flooding client', () => {
  test('a socket that keeps sending after FLOOD is cut off, and its address refused new connections for the cool-down with FLOOD and a reason; another address connects', async () => {
    const url = await serve({ perSocket: { burst: 3, perSecond: 1 }, coolDownMs: 60_000 });
    const flooder = await client(url, OTHER);
    const cut = new Promise<void>((resolve) => flooder.socket.once('disconnect', () => resolve()));
    const answers: string[] = [];
    for (let i = 0; i < 7; i++)
      flooder.socket.emit('games:mine', { seats: [] }, (r: { ok: boolean; error?: { code: string } }) =>
        answers.push(code(r)),
      );
    await cut;
    // Three read, three told FLOOD (its patience), the seventh cut it off unanswered: of the
    // replies the server had written, those not yet on their way when it cut are dropped too.
    expect(answers.length).toBeLessThanOrEqual(6);
    expect(answers.join(' ')).toMatch(/^(ok ?){0,3}(FLOOD ?){0,3}$/);
    const refused = await refusedConnection(url, OTHER);
    expect(refused.data).toMatchObject({ code: 'FLOOD', retryMs: expect.any(Number) });
    expect(refused.data.retryMs).toBeGreaterThan(50_000);
    expect(refused.message).toMatch(
      /^Too many messages came from your address: the server takes no new connection from it for (59|60) s\.$/,
    );
    expect(code(await (await client(url)).call('games:mine', { seats: [] }))).toBe('ok');
  });

  test('an address that keeps connecting during its cool-down is told why as many times as it may hold connections, then turned away at the HTTP handshake', async () => {
    const url = await serve({ perSocket: { burst: 1, perSecond: 1 }, connectionsPerAddress: 2, coolDownMs: 60_000 });
    const flooder = await client(url, OTHER);
    const cut = new Promise<void>((resolve) => flooder.socket.once('disconnect', () => resolve()));
    for (let i = 0; i < 3; i++) flooder.socket.emit('games:mine', { seats: [] });
    await cut;
    expect([
      (await refusedConnection(url, OTHER)).data?.code,
      (await refusedConnection(url, OTHER)).data?.code,
    ]).toEqual(['FLOOD', 'FLOOD']);
    // Then a bare refusal, before the WebSocket: no code, no reason.
    const bare = await refusedConnection(url, OTHER);
    expect(bare.data).toBeUndefined();
    expect(bare.message).toBe('websocket error');
    expect((await client(url)).socket.connected).toBe(true);
  });

  test('connections that never join the game server count too: past twice the connections an address may hold, its next is turned away at the HTTP handshake', async () => {
    const url = await serve({ connectionsPerAddress: 1 });
    const idle = [0, 1].map(() => {
      const m = new Manager(url, {
        transports: ['websocket'],
        autoConnect: false,
        reconnection: false,
        localAddress: OTHER,
      } as Partial<ManagerOptions>);
      return new Promise<Manager>((resolve, reject) => m.open((e) => (e ? reject(e) : resolve(m))));
    });
    const managers = await Promise.all(idle);
    const bare = await refusedConnection(url, OTHER);
    expect(bare.data).toBeUndefined();
    expect((await client(url)).socket.connected).toBe(true);
    for (const m of managers) m.engine.close();
  });

  test('twenty sockets of one address flooding leave a game of another address playing: all its actions accepted, the flooder refused FLOOD and cut off', async () => {
    const url = await serve({});
    const table = await seatedGame(url);
    clients.push(...table.players);
    const flooders = await Promise.all(Array.from({ length: 20 }, () => client(url, OTHER)));
    const answers: Record<string, number> = {};
    const cut = flooders.map((f) => new Promise<void>((resolve) => f.socket.once('disconnect', () => resolve())));
    const forged: ClientMessages['game:act'] = {
      gameId: table.gameId,
      token: 'A'.repeat(43),
      index: 0,
      action: { type: 'endActivation' },
    };
    // Each sends in bursts until it is cut off (a bound, in case it never is: the test then fails).
    const floods = flooders.map(async (f) => {
      for (let burst = 0; burst < 40 && f.socket.connected; burst++) {
        for (let i = 0; i < 50; i++)
          f.socket.emit(
            'game:act',
            forged,
            (r: { ok: boolean; error?: { code: string } }) => (answers[code(r)] = (answers[code(r)] ?? 0) + 1),
          );
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    });
    // play() throws on any refusal: every one of the game's actions is accepted.
    expect(await play(table, 12, 'under the flood')).toBe(12);
    await Promise.all(floods);
    await Promise.all(cut);
    expect(flooders.every((f) => !f.socket.connected)).toBe(true);
    // Whatever replies reached the flooder before the cut are refusals.
    expect(Object.keys(answers).every((c) => c === 'FLOOD' || c === 'NOT_SEATED')).toBe(true);
    expect((await refusedConnection(url, OTHER)).data.code).toBe('FLOOD');
    expect(await play(table, 4, 'after the flood')).toBe(4);
  });
});

describe('the client address', () => {
  test('IPv4 as it is (also as a dual-stack server shows it); IPv6 by its /64 network', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  test('X-Forwarded-For only behind trusted proxies, read from the right: what the outermost trusted proxy saw', () => {
    const handshake = { address: '10.0.0.5', headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' } };
    expect(clientAddress(handshake, 0)).toBe('10.0.0.5');
    expect(clientAddress(handshake, 1)).toBe('203.0.113.7');
    expect(clientAddress(handshake, 2)).toBe('198.51.100.1');
    // More proxies trusted than hops written: the farthest hop.
    expect(clientAddress(handshake, 5)).toBe('198.51.100.1');
    expect(clientAddress({ address: '10.0.0.5', headers: {} }, 1)).toBe('10.0.0.5');
    expect(clientAddress({ address: '10.0.0.5', headers: { 'x-forwarded-for': 'not an address' } }, 1)).toBe(
      '10.0.0.5',
    );
  });

  test("behind a trusted proxy, two clients of one proxy address are counted apart (and a forged hop left of the proxy's changes nothing)", async () => {
    const url = await serve({ connectionsPerAddress: 1, trustProxy: 1 });
    // socket.io-client in Node sends extraHeaders with the WebSocket's handshake.
    const via = (forwarded: string) => {
      const c = new Client(url, false, { headers: { 'x-forwarded-for': forwarded } });
      clients.push(c);
      return c;
    };
    await via('203.0.113.7').connected();
    await via('203.0.113.8').connected();
    await expect(via('1.2.3.4, 203.0.113.7').connected()).rejects.toMatchObject({ data: { code: 'LIMIT' } });
  });

  test("the gate before socket.io reads: a connection may send twice its burst and a few more at once, its address twice the address's; past that it is cut off and the address cooled down", () => {
    let now = 0;
    const limits = new ClientLimits(
      { ...DEFAULT_LIMITS, perSocket: { burst: 3, perSecond: 1 }, perAddress: { burst: 5, perSecond: 1 } },
      () => now,
    );
    const [a, b] = [limits.transportGate(), limits.transportGate()];
    const sent = (gate: ReturnType<ClientLimits['transportGate']>, n: number) =>
      Array.from({ length: n }, () => limits.packet('203.0.113.7', gate));
    expect(sent(a, 10).every(Boolean)).toBe(true);
    expect(limits.packet('203.0.113.7', a)).toBe(false);
    expect(limits.connect('203.0.113.7')?.code).toBe('FLOOD');
    // After the cool-down both gates are full again: 10 for each connection, 14 for the address,
    // which its connections share.
    now += 31_000;
    expect(limits.connect('203.0.113.7')).toBeNull();
    expect(sent(b, 10).every(Boolean)).toBe(true);
    expect(sent(a, 4)).toEqual([true, true, true, true]);
    expect(limits.packet('203.0.113.7', a)).toBe(false);
  });

  test('an address forgotten once it holds nothing (no connection, no cool-down, its buckets full again)', () => {
    let now = 0;
    const limits = new ClientLimits(DEFAULT_LIMITS, () => now);
    expect(limits.connect('203.0.113.7')).toBeNull();
    expect(limits.createGame('203.0.113.7')).toBeNull();
    limits.sweep();
    expect(limits.size).toBe(1);
    limits.disconnect('203.0.113.7');
    now += 30_000;
    limits.sweep();
    // The game it created is not forgotten before its minute is out.
    expect(limits.size).toBe(1);
    now += 60_000;
    limits.sweep();
    expect(limits.size).toBe(0);
  });
});

describe('the limits from the environment', () => {
  test('each variable unset keeps its default; each set is read', () => {
    expect(limitsFromEnv({})).toEqual(DEFAULT_LIMITS);
    expect(
      limitsFromEnv({
        AAM_MESSAGES_PER_SECOND: '5',
        AAM_MESSAGES_PER_SECOND_PER_ADDRESS: '50',
        AAM_CONNECTIONS_PER_ADDRESS: '8',
        AAM_GAMES_PER_MINUTE: '3',
        AAM_SPECTATORS_PER_GAME: '0',
        AAM_FLOOD_COOLDOWN_SECONDS: '120',
        AAM_TRUST_PROXY: '1',
      }),
    ).toEqual({
      perSocket: { burst: 10, perSecond: 5 },
      perAddress: { burst: 100, perSecond: 50 },
      connectionsPerAddress: 8,
      gamesPerMinute: 3,
      spectatorsPerGame: 0,
      coolDownMs: 120_000,
      trustProxy: 1,
    });
  });

  test('a bad value is refused by its name, what it sets and its default', () => {
    expect(() => limitsFromEnv({ AAM_CONNECTIONS_PER_ADDRESS: 'many' })).toThrow(
      'AAM_CONNECTIONS_PER_ADDRESS="many": open connections from one address must be a whole number of at least 1 (default 64)',
    );
    expect(() => limitsFromEnv({ AAM_MESSAGES_PER_SECOND: '0' })).toThrow(
      /^AAM_MESSAGES_PER_SECOND="0": .* at least 1 \(default 20\)$/,
    );
    expect(() => limitsFromEnv({ AAM_TRUST_PROXY: '1.5' })).toThrow(/^AAM_TRUST_PROXY="1.5"/);
    expect(() => limitsFromEnv({ AAM_GAMES_PER_MINUTE: '-3' })).toThrow(/^AAM_GAMES_PER_MINUTE="-3"/);
  });

  test('docs/online.md and docs/hosting.md name every variable', () => {
    const docs = readFileSync('docs/online.md', 'utf8');
    const hosting = readFileSync('docs/hosting.md', 'utf8');
    for (const name of Object.keys(LIMIT_VARIABLES)) {
      expect(docs, name).toContain(`\`${name}\``);
      expect(hosting, name).toContain(`\`${name}\``);
    }
  });
});

describe('the nesting bound', () => {
  /** How deeply a message nests (MAX_MESSAGE_DEPTH counts the same way). */
  const depthOf = (v: unknown): number => {
    let d = 0;
    while (nestsDeeperThan(v, d)) d++;
    return d;
  };

  test('the deepest legal messages (a battlefield of six tiles, an army list, a move) nest a few levels: the bound leaves room', () => {
    const six = buildBattlefield(battlefieldForTiles(6, { tall: false, seed: 'bound' }));
    if (!six.ok) throw new Error('no six-tile battlefield');
    const create: ClientMessages['game:create'] = {
      version: PROTOCOL_VERSION,
      options: { ...tinyOptions(), map: six.value },
    };
    const ready: ClientMessages['game:ready'] = {
      gameId: 'ABCDEF',
      token: 'A'.repeat(43),
      pledge: PLEDGES[0],
      list: SAMPLE_ARMIES[0]!.list,
    };
    const move: ClientMessages['game:act'] = {
      gameId: 'ABCDEF',
      token: 'A'.repeat(43),
      index: 0,
      action: {
        type: 'move',
        unit: 'u1',
        path: [
          { q: 0, r: 0 },
          { q: 1, r: 0 },
        ],
      },
    };
    const deepest = Math.max(depthOf(create), depthOf(ready), depthOf(move));
    expect([depthOf(create), depthOf(ready), depthOf(move)]).toEqual([6, 5, 4]);
    expect(deepest * 8).toBeLessThanOrEqual(MAX_MESSAGE_DEPTH);
  });
});
