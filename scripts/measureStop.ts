// npm run measure:stop -- [runs]
// How long the built server (.server/main.js, as `npm run serve` runs it) takes from SIGTERM to
// its exit (docs/online.md "Stopping"), with a socket.io client connected: on SQLite; on Redis;
// with Redis stopped; with Redis paused (SIGSTOP: its connection open, nothing answered) and a
// message in flight, whose answer is printed too. Needs Debian's redis-server. Figures only,
// nothing asserted; the server is built first (the npm script does).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { io } from 'socket.io-client';

const runs = Number(process.argv[2] ?? 3);
const MAIN = resolve('.server/main.js');
const dir = mkdtempSync(join(tmpdir(), 'aam-stop-'));

function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}

function start(cmd: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<ChildProcess> {
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const read = (b: Buffer) => {
      out += b.toString();
      if (ready.test(out)) done(child);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', () => fail(new Error(`${cmd} exited: ${out}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((done) =>
    child.exitCode !== null ? done(child.exitCode) : child.once('exit', (code) => done(code)),
  );

type Case = 'SQLite' | 'Redis' | 'Redis stopped' | 'Redis paused, a message in flight';

async function stopTime(kind: Case): Promise<string> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { PORT: String(port), HOST: '127.0.0.1', AAM_DIST: dir };
  let redis: ChildProcess | null = null;
  if (kind === 'SQLite') env.AAM_DB = join(dir, `games-${Date.now()}.db`);
  else {
    const redisPort = await freePort();
    redis = await start(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {},
      /Ready to accept/,
    );
    env.REDIS_URL = `redis://127.0.0.1:${redisPort}`;
  }
  const server = await start('node', [MAIN], env, /Reloaded on/);
  const client = io(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false });
  await new Promise((done) => client.once('connect', () => done(null)));
  let inFlight: Promise<unknown> | null = null;
  if (kind === 'Redis stopped') {
    redis!.kill('SIGTERM');
    await exited(redis!);
  }
  if (kind === 'Redis paused, a message in flight') {
    redis!.kill('SIGSTOP');
    inFlight = client
      .timeout(10_000)
      .emitWithAck('games:mine', { seats: [{ gameId: 'ABCDEF', token: 'x'.repeat(43) }] })
      .catch((e: unknown) => String(e));
    await sleep(100);
  }
  const t0 = performance.now();
  const code = exited(server);
  server.kill('SIGTERM');
  const exit = await code;
  const ms = performance.now() - t0;
  const answer = inFlight ? `; the message in flight was answered ${JSON.stringify(await inFlight)}` : '';
  client.close();
  if (redis && redis.exitCode === null) {
    redis.kill('SIGCONT');
    redis.kill('SIGTERM');
    await exited(redis);
  }
  return `exit ${exit} after ${ms.toFixed(0)} ms${answer}`;
}

async function main(): Promise<void> {
  writeFileSync(join(dir, 'index.html'), `<meta http-equiv="Content-Security-Policy" content="default-src 'self'">`);
  try {
    for (const kind of ['SQLite', 'Redis', 'Redis stopped', 'Redis paused, a message in flight'] as const) {
      for (let i = 0; i < runs; i++) console.log(`${kind}: ${await stopTime(kind)}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
