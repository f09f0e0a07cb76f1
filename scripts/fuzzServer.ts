// npm run fuzz:server -- [--seed S] [--http N] [--socket N] [--only-http I]
// The game server's fuzzer at full strength (tests/server/fuzzer.ts; docs/online.md): it starts
// the built server (`node .server/main.js`, the site in dist/) as a process of its own on a free
// loopback port with its games in a temporary SQLite file, sends it N random and mutated HTTP
// requests and N socket.io messages from 127.0.0.2, and stops at the first crash, unanswered
// request or wrong acceptance, printing what was sent and the command that replays it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fuzzServer } from '../tests/server/fuzzer';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const seed = arg('seed') ?? 'fuzz';
const httpCases = Number(arg('http') ?? 20_000);
const socketCases = Number(arg('socket') ?? 20_000);
const onlyHttp = arg('only-http');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const dir = mkdtempSync(join(tmpdir(), 'aam-fuzz-'));
const port = await freePort();
let output = '';
const child = spawn(process.execPath, ['.server/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    AAM_DB: join(dir, 'games.db'),
    // The fuzzer sends thousands of messages a second from one address: the limits are set high
    // so that it meets the checks behind them (the limits have tests of their own).
    AAM_MESSAGES_PER_SECOND: '1000000',
    AAM_MESSAGES_PER_SECOND_PER_ADDRESS: '1000000',
    AAM_CONNECTIONS_PER_ADDRESS: '1000',
    AAM_GAMES_PER_MINUTE: '1000000',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.on('data', (d) => (output += d));
child.stderr.on('data', (d) => (output += d));
const alive = () => child.exitCode === null && child.signalCode === null;

const started = Date.now();
while (!output.includes(`:${port}/`)) {
  if (!alive() || Date.now() - started > 30_000) {
    console.error(`The server did not start (build it first: npm run build && npm run build:server):\n${output}`);
    process.exit(2);
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}

console.log(
  `fuzzing the server on port ${port} (pid ${child.pid}): seed "${seed}", ${onlyHttp !== undefined ? `HTTP case ${onlyHttp} only` : `${httpCases} HTTP cases, ${socketCases} socket cases`}`,
);
const t0 = performance.now();
const result = await fuzzServer(
  { url: `http://127.0.0.1:${port}`, alive, localAddress: '127.0.0.2' },
  {
    seed,
    http: httpCases,
    socket: socketCases,
    ...(onlyHttp !== undefined ? { onlyHttp: Number(onlyHttp) } : {}),
    log: (line) => console.log(`  ${line}`),
    ...(process.argv.includes('--trace')
      ? { trace: (surface: string, i: number) => console.log(`  ${surface} case ${i}`) }
      : {}),
  },
);
const seconds = (performance.now() - t0) / 1000;
const { stats } = result;
console.log(
  `${stats.http} HTTP cases (statuses ${JSON.stringify(stats.statuses)}), ${stats.socket} socket cases (${stats.accepted} accepted; refusals ${JSON.stringify(stats.codes)}) in ${seconds.toFixed(1)} s`,
);
let code = 0;
if (!result.ok) {
  const f = result.failure;
  console.error(`\nFAILED: ${f.surface} case ${f.index}: ${f.kind}: ${f.detail}`);
  console.error(`sent: ${f.input}`);
  console.error(
    f.surface === 'http'
      ? `replay: npm run fuzz:server -- --seed ${JSON.stringify(seed)} --only-http ${f.index}`
      : `replay: npm run fuzz:server -- --seed ${JSON.stringify(seed)} --http 0 --socket ${f.index + 1}`,
  );
  console.error(`the server's last output:\n${output.slice(-3000)}`);
  code = 1;
}
child.kill('SIGTERM');
await new Promise((resolve) => setTimeout(resolve, 200));
rmSync(dir, { recursive: true, force: true });
process.exit(code);
