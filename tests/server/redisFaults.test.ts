// Redis lost mid-game (docs/online.md "When storage fails", "Stopping"), with a redis-server of
// the test's own (its data in an append-only file, so a restart keeps the games): game:act and
// game:create are refused UNAVAILABLE, not left unanswered; /healthz turns 503; when Redis is
// back the game goes on with nothing lost. A Redis that hangs (paused) is refused the same way.
// And the built server, as `npm run serve` runs it, stops on SIGTERM with Redis gone.
import type { ChildProcess } from 'node:child_process';
import { rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { legalActions } from '../../src/engine';
import { PROTOCOL_VERSION } from '../../src/net/protocol';
import { STORAGE_UNAVAILABLE } from '../../server/boundedStore';
import { gameServerFromEnv } from '../../server/fromEnv';
import { createSiteServer } from '../../server/site';
import { Client, play, seatedGame, tempDir, tinyOptions, turnOf, type Table } from './harness';
import { get, writeSite } from './http';
import { ROOT, buildServer, exited, freePort, redisServer, start, stop } from './processes';

const UNAVAILABLE = { ok: false, error: { code: 'UNAVAILABLE', message: STORAGE_UNAVAILABLE } };
const BUILD = join(ROOT, '.server-test', `faults-${process.pid}`);

const tmp = tempDir();
let redisPort = 0;
let redisUrl = '';
let redis: (ChildProcess & { output: string[] }) | undefined;
let base = '';
let closeGame: () => Promise<void> = async () => undefined;
const clients: Client[] = [];
const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

beforeAll(async () => {
  redisPort = await freePort();
  redisUrl = `redis://127.0.0.1:${redisPort}`;
  redis = await redisServer(redisPort, tmp.dir);
  writeSite(join(tmp.dir, 'dist'));
  let game: Awaited<ReturnType<typeof gameServerFromEnv>> | null = null;
  const http = createSiteServer({ root: join(tmp.dir, 'dist'), health: () => game!.health(), stopping: () => false });
  game = await gameServerFromEnv(http, { REDIS_URL: redisUrl });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as { port: number }).port}`;
  closeGame = game.close;
}, 60_000);

afterAll(async () => {
  for (const c of clients) c.close();
  await closeGame();
  await stop(redis);
  logged.mockRestore();
  rmSync(BUILD, { recursive: true, force: true });
  try {
    rmdirSync(join(ROOT, '.server-test'));
  } catch {
    // another run's build is still there
  }
  tmp.cleanup();
});

/** Waits (bounded) until /healthz says `status`. */
async function healthBecomes(status: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if ((await get(base, '/healthz')).status === status) return;
    await sleep(200);
  }
  throw new Error(`/healthz never answered ${status}`);
}

async function table(actions: number): Promise<Table> {
  const t = await seatedGame(base);
  clients.push(...t.players);
  await play(t, actions);
  return t;
}

function nextMove(t: Table) {
  const team = turnOf(t)!;
  const me = t.players[team];
  const action = legalActions(me.state!)[0]!;
  const index = me.length;
  /** Both players' copies of the step (the adapter passes it through Redis, so it may come after the answer). */
  const seen = () => Promise.all(t.players.map((p) => p.next('game:step')));
  return { index, seen, send: () => me.call('game:act', { gameId: t.gameId, token: t.tokens[team], index, action }) };
}

async function storedActions(gameId: string): Promise<number> {
  const c = createClient({ url: redisUrl });
  await c.connect();
  const n = await c.lLen(`aam:log:${gameId}`);
  await c.close();
  return n;
}

describe('Redis lost mid-game', () => {
  test('Redis stopped: game:act and game:create are refused UNAVAILABLE, /healthz 503; Redis back: the game goes on, nothing lost', async () => {
    const t = await table(4);
    await stop(redis);
    const move = nextMove(t);
    expect(await move.send()).toEqual(UNAVAILABLE);
    const host = await new Client(base).connected();
    clients.push(host);
    expect(await host.call('game:create', { version: PROTOCOL_VERSION, options: tinyOptions() })).toEqual(UNAVAILABLE);
    const health = await get(base, '/healthz');
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body.toString())).toMatchObject({
      status: 'unavailable',
      reason: expect.stringMatching(/^storage ping: /),
    });

    redis = await redisServer(redisPort, tmp.dir);
    await healthBecomes(200);
    const seen = move.seen();
    expect(await move.send()).toEqual({ ok: true, value: { index: move.index } });
    await seen;
    expect(await play(t, 3, 'after Redis came back')).toBe(3);
    expect(await storedActions(t.gameId)).toBe(move.index + 4);
    expect((await host.call('game:create', { version: PROTOCOL_VERSION, options: tinyOptions() })).ok).toBe(true);
  });

  test('Redis paused (it holds the connection and answers nothing): refused UNAVAILABLE all the same; resumed: the game goes on', async () => {
    const t = await table(4);
    redis!.kill('SIGSTOP');
    const move = nextMove(t);
    try {
      expect(await move.send()).toEqual(UNAVAILABLE);
      expect((await get(base, '/healthz')).status).toBe(503);
    } finally {
      redis!.kill('SIGCONT');
    }
    await healthBecomes(200);
    const seen = move.seen();
    expect(await move.send()).toEqual({ ok: true, value: { index: move.index } });
    await seen;
    expect(await play(t, 2, 'after Redis resumed')).toBe(2);
    expect(await storedActions(t.gameId)).toBe(move.index + 3);
  });
});

describe('the built server stops on SIGTERM whatever Redis does', () => {
  let dist = '';
  beforeAll(async () => {
    await buildServer(BUILD);
    dist = join(tmp.dir, 'dist');
  }, 120_000);

  /** The built server on its own Redis, with a player at a game; `redis` to stop or pause. */
  async function serving(): Promise<{
    server: ChildProcess & { output: string[] };
    redis: ChildProcess;
    table: Table;
    url: string;
  }> {
    const own = await freePort();
    const db = await redisServer(own);
    const port = await freePort();
    const server = await start(
      'node',
      [join(BUILD, 'main.js')],
      { PORT: String(port), HOST: '127.0.0.1', REDIS_URL: `redis://127.0.0.1:${own}`, AAM_DIST: dist },
      /Reloaded on http/,
    );
    const url = `http://127.0.0.1:${port}`;
    const t = await seatedGame(url);
    clients.push(...t.players);
    await play(t, 2);
    return { server, redis: db, table: t, url };
  }

  test('Redis gone: SIGTERM stops the process (exit 0)', async () => {
    const { server, redis: db } = await serving();
    try {
      await stop(db);
      const code = exited(server);
      server.kill('SIGTERM');
      expect(await code).toBe(0);
      expect(server.output.join('')).toContain('game server: SIGTERM, stopping');
    } finally {
      server.kill('SIGKILL');
      await stop(db);
    }
  });

  test('Redis paused with an action in flight: the action is answered UNAVAILABLE, and SIGTERM stops the process', async () => {
    const { server, redis: db, table: t } = await serving();
    try {
      db.kill('SIGSTOP');
      const answer = nextMove(t).send();
      await sleep(100); // the action reaches the server before the signal
      const code = exited(server);
      server.kill('SIGTERM');
      expect(await answer).toMatchObject({ ok: false, error: { code: 'UNAVAILABLE' } });
      expect(await code).toBe(0);
    } finally {
      server.kill('SIGKILL');
      db.kill('SIGCONT');
      await stop(db);
    }
  });
});
