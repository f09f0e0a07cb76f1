// docs/online.md, "Storage": several server processes on one Redis serve the same games. Two real
// `node` processes of the built server (as `npm run serve` runs it, REDIS_URL set) share a
// redis-server of the test's own on a free port; the two players sit at different processes,
// a spectator watches from the first, and the game is played to its end through both.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PROTOCOL_VERSION } from '../../src/net/protocol';
import { pledgeOf } from '../../src/net/fairDice';
import { RedisStore } from '../../server/redisStore';
import {
  CONTRIBUTIONS,
  Client,
  LISTS,
  PLEDGES,
  play,
  revealBoth,
  seatedGame,
  sendLists,
  tempDir,
  tinyOptions,
  turnOf,
} from './harness';
import { ROOT, buildServer, freePort, redisServer, start, stop } from './processes';

/** Inside the project, so the built server finds node_modules. */
const BUILD = join(ROOT, '.server-test', String(process.pid));

let redis: ChildProcess | undefined;
const servers: ChildProcess[] = [];
const urls: string[] = [];
let redisUrl = '';
const tmp = tempDir();

beforeAll(async () => {
  const redisPort = await freePort();
  redisUrl = `redis://127.0.0.1:${redisPort}`;
  redis = await redisServer(redisPort);
  await buildServer(BUILD);
  // The site itself is not under test here: an index.html with the policy the server reads.
  mkdirSync(join(tmp.dir, 'dist'));
  writeFileSync(
    join(tmp.dir, 'dist', 'index.html'),
    `<meta http-equiv="Content-Security-Policy" content="default-src 'self'">`,
  );
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    servers.push(
      await start(
        'node',
        [join(BUILD, 'main.js')],
        { PORT: String(port), HOST: '127.0.0.1', REDIS_URL: redisUrl, AAM_DIST: join(tmp.dir, 'dist') },
        /Reloaded on http/,
      ),
    );
    urls.push(`http://127.0.0.1:${port}`);
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map(stop));
  await stop(redis);
  rmSync(BUILD, { recursive: true, force: true });
  try {
    rmdirSync(join(ROOT, '.server-test')); // when no other run is using it
  } catch {
    // another run's build is still there
  }
  tmp.cleanup();
});

describe('two server processes on one Redis', () => {
  test('the players sit at different processes and play a game to its end; the log is in Redis', async () => {
    const table = await seatedGame(urls[0]!, undefined, urls[1], false);
    // The armies, the host's sent twice with another pledge the second time: the first stands.
    const started = table.players.map((p) => p.next('game:started'));
    const { gameId, tokens } = table;
    for (const [t, pledge] of [
      [0, PLEDGES[0]],
      [0, pledgeOf('ee'.repeat(32))],
      [1, PLEDGES[1]],
    ] as const) {
      const r = await table.players[t].call('game:ready', { gameId, token: tokens[t], list: LISTS[t], pledge });
      expect(r.ok).toBe(true);
    }
    // The contribution of the second pledge is refused; each seat's pledged one is taken on its own
    // process, and the second reveal starts the game.
    const wrong = await table.players[0].call('game:reveal', {
      gameId,
      token: tokens[0],
      contribution: 'ee'.repeat(32),
    });
    expect(wrong.ok || wrong.error.code).toBe('PLEDGE');
    await revealBoth(table.players, gameId, tokens);
    await Promise.all(started);
    const watcher = await new Client(urls[0]!).connected();
    const watching = await watcher.call('game:join', { version: PROTOCOL_VERSION, gameId: table.gameId });
    expect(watching.ok && watching.value.role).toEqual({ kind: 'spectator' });
    expect(watching.ok && watching.value.snapshot.seats.map((s) => s.connected)).toEqual([true, true]);
    // Each seat's contribution to the dice key was kept in Redis with its list, and mixed in.
    expect(watching.ok && watching.value.snapshot.dice).toMatchObject({ contributions: [...CONTRIBUTIONS] });
    try {
      const played = await play(table);
      expect(turnOf(table)).toBeNull();
      await watcher.next('game:over', 0);
      expect(watcher.length).toBe(played);
      const client = createClient({ url: redisUrl });
      await client.connect();
      expect(await client.lLen(`aam:log:${table.gameId}`)).toBe(played);
      const hashes = await client.hmGet(`aam:game:${table.gameId}`, ['hash0', 'hash1']);
      const contributions = await client.hmGet(`aam:game:${table.gameId}`, ['contribution0', 'contribution1']);
      const pledges = await client.hmGet(`aam:game:${table.gameId}`, ['pledge0', 'pledge1']);
      await client.close();
      expect(hashes.every((h) => typeof h === 'string' && h.length === 43)).toBe(true);
      expect(contributions).toEqual([...CONTRIBUTIONS]);
      expect(pledges).toEqual([...PLEDGES]);
    } finally {
      for (const c of [...table.players, watcher]) c.close();
    }
  });
  // docs/online.md, "Storage": the last contribution revealed to two processes at once makes both
  // create the game; only the first start is stored, and both players play the game it stored.
  // Half the games reveal both contributions at once as the pages do; in the other half both
  // contributions are already in Redis, so each process finds the game due when it reads it again
  // after its reveal and both race to store its start.
  test('a start raced by both processes: each player is told one start, the same, and plays on at its own process', async () => {
    const client = createClient({ url: redisUrl });
    await client.connect();
    const tables = await Promise.all(
      Array.from({ length: 8 }, (_, i) => seatedGame(urls[i % 2]!, undefined, urls[(i + 1) % 2], false)),
    );
    try {
      await Promise.all(
        tables.map(async (table, i) => {
          await sendLists(table);
          if (i % 2 === 1) {
            await client.hSet(`aam:game:${table.gameId}`, {
              contribution0: CONTRIBUTIONS[0],
              contribution1: CONTRIBUTIONS[1],
            });
          }
        }),
      );
      const started = tables.map((table) => table.players.map((p) => p.next('game:started')));
      const answers = await Promise.all(
        tables.flatMap(({ gameId, players, tokens }) =>
          ([0, 1] as const).map((t) =>
            players[t].call('game:reveal', { gameId, token: tokens[t], contribution: CONTRIBUTIONS[t] }),
          ),
        ),
      );
      expect(answers.filter((a) => !a.ok)).toEqual([]);
      for (const waits of started) {
        const [a, b] = await Promise.all(waits);
        expect(b.state).toEqual(a.state);
        expect(b.opening).toEqual(a.opening);
      }
      // Each player acts through its own process: the one that lost the start reads the game whole.
      const played = await Promise.all(tables.map((table) => play(table, 12)));
      for (const [i, table] of tables.entries()) {
        expect(played[i]).toBe(12);
        expect(await client.lLen(`aam:log:${table.gameId}`)).toBe(12);
        for (const p of table.players) expect(p.received.filter((r) => r.event === 'game:started')).toHaveLength(1);
      }
    } finally {
      await client.close();
      for (const table of tables) for (const p of table.players) p.close();
    }
  });
  test('a seat pledges with its first list only: a list stored before players pledged takes none; a contribution revealed first stands', async () => {
    const store = await RedisStore.connect(redisUrl);
    try {
      const at = new Date().toISOString();
      const seats = [
        { tokenHash: null, list: null, pledge: null, contribution: null },
        { tokenHash: null, list: null, pledge: null, contribution: null },
      ] as const;
      const meta = { options: tinyOptions(), seed: `keyed:${'7e'.repeat(32)}`, createdAt: at, updatedAt: at };
      expect(await store.create({ id: 'PLDG22', ...meta, seats: [{ ...seats[0] }, { ...seats[1] }] })).toBe(true);
      expect(await store.setList('PLDG22', 0, LISTS[0], PLEDGES[0])).toBe(true);
      expect(await store.setList('PLDG22', 0, LISTS[0], pledgeOf('ee'.repeat(32)))).toBe(true);
      expect(await store.reveal('PLDG22', 0, CONTRIBUTIONS[0])).toBe(true);
      expect(await store.reveal('PLDG22', 0, 'ee'.repeat(32))).toBe(true);
      expect((await store.meta('PLDG22'))?.seats[0]).toMatchObject({
        pledge: PLEDGES[0],
        contribution: CONTRIBUTIONS[0],
      });
      // A seat whose list came before players pledged (protocol 3 stored its contribution with it;
      // protocol 2 stored nothing): its list sent again takes no pledge.
      const client = createClient({ url: redisUrl });
      await client.connect();
      expect(await store.create({ id: 'PLDG33', ...meta, seats: [{ ...seats[0] }, { ...seats[1] }] })).toBe(true);
      await client.hSet('aam:game:PLDG33', {
        list0: JSON.stringify(LISTS[0]),
        contribution0: CONTRIBUTIONS[0],
        list1: JSON.stringify(LISTS[1]),
      });
      await client.close();
      expect(await store.setList('PLDG33', 0, LISTS[0], PLEDGES[0])).toBe(true);
      expect(await store.setList('PLDG33', 1, LISTS[1], PLEDGES[1])).toBe(true);
      expect((await store.meta('PLDG33'))?.seats.map((s) => [s.pledge, s.contribution])).toEqual([
        [null, CONTRIBUTIONS[0]],
        [null, null],
      ]);
    } finally {
      await store.close();
    }
  });
});
