// npm run measure:flood -- [sockets] [messages] [seconds]
// Fair share under abuse (docs/online.md "Limits"): while one client address floods the game
// server, does another game still play at its pace? One server process (in this process, its
// limits from the environment as `npm run serve` reads them), and two more processes so that
// neither client's own work shares the server's event loop:
//  - a player at 127.0.0.1 plays one game (both seats, a legal action as soon as the decision
//    is his, after a 20 ms think) and times each action's round trip: sent to acknowledged;
//  - a flooder at 127.0.0.2 (its sockets bound there with `localAddress`) opens `sockets`
//    sockets (default 20) and sends `messages` messages (default 100,000) as fast as it can,
//    actions with a forged seat token for the player's own game, reconnecting when cut off.
// The player plays `seconds` (default 5) alone, then `seconds` under the flood. It prints the
// round trips (median, p95, max) of both phases and what the flooder was answered. Loopback
// only, bounded in count and time; nothing here is a test and nothing asserts a time.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import seedrandom from 'seedrandom';
import { io as connect, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { awaiting, randomAction, type TeamId } from '../src/engine';
import { SAMPLE_ARMIES } from '../src/data/sampleArmies';
import { SKIRMISH_LAYOUT } from '../src/data/tiles';
import { PROTOCOL_VERSION, type ClientMessages, type ClientReplies, type HiddenState, type Reply, type ServerMessages } from '../src/net/protocol';
import { buildBattlefield } from '../src/store/newGame';
import { limitsFromEnv } from '../server/limits';
import { attachGameServer } from '../server/sockets';
import { SqliteStore } from '../server/sqliteStore';

const PLAYER_ADDRESS = '127.0.0.1';
const FLOOD_ADDRESS = '127.0.0.2';
/** The player's pause before each action (a bot's pace: far faster than a person's). */
const THINK_MS = 20;

interface PlayResult {
  latencies: number[];
  refused: Record<string, number>;
}
interface FloodResult {
  /** Sockets open when the flood began. */
  connected: number;
  sent: number;
  answered: Record<string, number>;
  /** Connections the server cut, and connections it refused (with the reason's code). */
  cut: number;
  refusedConnections: Record<string, number>;
  /** From the first message sent to the last answer or cut. */
  seconds: number;
}
type ToMain = { kind: 'ready'; gameId?: string } | { kind: 'played'; result: PlayResult } | { kind: 'flooded'; result: FloodResult };
type ToChild = { kind: 'play'; seconds: number } | { kind: 'flood'; seconds: number } | { kind: 'stop' };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const send = (m: ToMain) => process.send!(m);
const nextOrder = () => new Promise<ToChild>((resolve) => process.once('message', (m: ToChild) => resolve(m)));

function socketAt(url: string, localAddress: string): Socket {
  const options: Partial<ManagerOptions & SocketOptions> & { localAddress: string } = { transports: ['websocket'], forceNew: true, reconnection: false, localAddress };
  return connect(url, options);
}

// ---------------------------------------------------------------- the player's process

async function player(url: string): Promise<void> {
  const call = async <K extends keyof ClientMessages>(s: Socket, event: K, payload: ClientMessages[K]) => (await s.timeout(30_000).emitWithAck(event, payload)) as Reply<ClientReplies[K]>;
  const map = buildBattlefield(SKIRMISH_LAYOUT);
  if (!map.ok) throw new Error('no battlefield');
  const random = seedrandom('flood');
  const seats = [socketAt(url, PLAYER_ADDRESS), socketAt(url, PLAYER_ADDRESS)] as const;
  await Promise.all(seats.map((s) => new Promise<void>((resolve, reject) => s.once('connect', resolve).once('connect_error', reject))));
  let gameId = '';
  let tokens: string[] = [];
  /** The game as the host's socket was last told it. */
  const at: { state: HiddenState | null; length: number } = { state: null, length: 0 };
  let changed: (() => void) | null = null;
  seats[0].on('game:started', (m: ServerMessages['game:started']) => (Object.assign(at, { state: m.state, length: 0 }), changed?.()));
  seats[0].on('game:step', (m: ServerMessages['game:step']) => (Object.assign(at, { state: m.state, length: m.step.index + 1 }), changed?.()));

  /** A new game, both armies in (a game over is replaced by a new one). */
  const newGame = async () => {
    const started = new Promise<void>((resolve) => (changed = resolve));
    const created = await call(seats[0], 'game:create', { version: PROTOCOL_VERSION, options: { points: 100, map: map.value, settings: { turns: 3 }, hostTeam: 0 } });
    if (!created.ok) throw new Error(`game:create ${JSON.stringify(created.error)}`);
    gameId = created.value.gameId;
    await call(seats[0], 'game:join', { version: PROTOCOL_VERSION, gameId, token: created.value.token });
    const joined = await call(seats[1], 'game:join', { version: PROTOCOL_VERSION, gameId, sit: true });
    if (!joined.ok || !joined.value.token) throw new Error('not seated');
    tokens = [created.value.token, joined.value.token];
    for (const t of [0, 1] as const) await call(seats[t], 'game:ready', { gameId, token: tokens[t]!, list: SAMPLE_ARMIES[t]!.list });
    await started;
  };
  await newGame();
  send({ kind: 'ready', gameId });

  for (let order = await nextOrder(); order.kind === 'play'; order = await nextOrder()) {
    const result: PlayResult = { latencies: [], refused: {} };
    const end = performance.now() + order.seconds * 1000;
    while (performance.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, THINK_MS));
      const team = at.state && at.state.phase !== 'ended' ? awaiting(at.state).team : null;
      const action = team === null ? null : randomAction(at.state!, random);
      if (team === null || !action) {
        await newGame();
        continue;
      }
      const seen = new Promise<void>((resolve) => (changed = resolve));
      const t0 = performance.now();
      const r = await call(seats[team as TeamId], 'game:act', { gameId, token: tokens[team]!, index: at.length, action });
      result.latencies.push(performance.now() - t0);
      if (!r.ok) result.refused[r.error.code] = (result.refused[r.error.code] ?? 0) + 1;
      else await seen;
    }
    send({ kind: 'played', result });
  }
  for (const s of seats) s.disconnect();
}

// ---------------------------------------------------------------- the flooder's process

async function flooder(url: string, count: number, messages: number, gameId: string): Promise<void> {
  const result: FloodResult = { connected: 0, sent: 0, answered: {}, cut: 0, refusedConnections: {}, seconds: 0 };
  const forged = { gameId, token: 'A'.repeat(43), index: 0, action: { type: 'endActivation' } };
  let stopped = false;
  let t0 = 0;
  let last = 0;
  const answered = (code: string) => {
    result.answered[code] = (result.answered[code] ?? 0) + 1;
    last = performance.now();
  };
  /** A socket of the flooder's address, or null when the server refused it (counted by the refusal's code). */
  const open = async (): Promise<Socket | null> => {
    const s = socketAt(url, FLOOD_ADDRESS);
    const up = await new Promise<boolean>((resolve) =>
      s.once('connect', () => resolve(true)).once('connect_error', (e: Error & { data?: { code?: string } }) => {
        const code = e.data?.code ?? e.message;
        result.refusedConnections[code] = (result.refusedConnections[code] ?? 0) + 1;
        resolve(false);
      }),
    );
    if (up) return s;
    s.close();
    return null;
  };
  /** One socket's share, sent as fast as it goes; cut off, it connects again (every 200 ms while refused). */
  const flood = async (share: number, first: Socket | null): Promise<void> => {
    let s = first;
    while (share > 0 && !stopped) {
      if (!s) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        s = await open();
        continue;
      }
      const down = new Promise<void>((resolve) => s!.once('disconnect', () => resolve()));
      if (t0 === 0) t0 = performance.now();
      while (share > 0 && s.connected && !stopped) {
        // Bursts of 500, so the server's cut is seen between them, as a real socket would.
        for (let i = 0; i < 500 && share > 0; i++, share--) {
          result.sent++;
          s.emit('game:act', forged, (r: Reply<unknown>) => answered(r.ok ? 'ok' : r.error.code));
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      await Promise.race([down, new Promise((resolve) => setTimeout(resolve, 1000))]);
      if (!s.connected) result.cut++;
      last = performance.now();
      s.close();
      s = null;
    }
    s?.close();
  };
  // Every socket is open before the flood begins (the first cut closes the address to new ones).
  const shares = Array.from({ length: count }, (_, i) => Math.floor(messages / count) + (i < messages % count ? 1 : 0));
  const sockets = await Promise.all(shares.map(() => open()));
  result.connected = sockets.filter((s) => s !== null).length;
  send({ kind: 'ready' });
  const order = await nextOrder();
  if (order.kind !== 'flood') return;
  const timer = setTimeout(() => (stopped = true), order.seconds * 1000);
  await Promise.all(shares.map((share, i) => flood(share, sockets[i]!)));
  clearTimeout(timer);
  result.seconds = (last - t0) / 1000;
  send({ kind: 'flooded', result });
}

// ---------------------------------------------------------------- the server's process

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 20);
  const messages = Number(process.argv[3] ?? 100_000);
  const seconds = Number(process.argv[4] ?? 5);
  const dir = mkdtempSync(join(tmpdir(), 'aam-flood-'));
  const http = createServer();
  const server = attachGameServer(http, { store: new SqliteStore(join(dir, 'games.db')), limits: limitsFromEnv(process.env) });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const load = () => `load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`;
  console.log(`One server process; a player at ${PLAYER_ADDRESS} (a legal action every ${THINK_MS} ms), a flooder at ${FLOOD_ADDRESS} (${count} sockets, ${messages} messages); ${seconds} s per phase. ${load()}`);

  const child = (args: string[]) => {
    const c = fork(fileURLToPath(import.meta.url), args, { stdio: 'inherit' });
    const next = () => new Promise<ToMain>((resolve, reject) => (c.once('message', resolve), c.once('exit', (code) => reject(new Error(`${args[0]} exited ${code}`)))));
    return { c, next };
  };
  const play = child(['--player', url]);
  const ready = await play.next();
  const gameId = ready.kind === 'ready' ? ready.gameId! : '';
  const flood = child(['--flood', url, String(count), String(messages), gameId]);
  // The flooder's own work (encoding and sending 100,000 messages) at the lowest priority: on a
  // real network it would be another machine's, not a share of the server's cores.
  setPriority(flood.c.pid!, 19);
  await flood.next();

  // How late the server's event loop ran its timers: its own delay, apart from the machine's
  // other work (the round trips include both).
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const report = (name: string, r: PlayResult, cpu: NodeJS.CpuUsage, wall: number) => {
    const lat = [...r.latencies].sort((a, b) => a - b);
    const used = (cpu.user + cpu.system) / 1e6;
    console.log(
      `${name}: ${lat.length} actions, round trip median ${percentile(lat, 50).toFixed(1)} ms, p95 ${percentile(lat, 95).toFixed(1)} ms, max ${percentile(lat, 100).toFixed(1)} ms` +
        `${Object.keys(r.refused).length ? `, refused ${JSON.stringify(r.refused)}` : ''}; server CPU ${((used / wall) * 100).toFixed(0)}% of a core, event loop delay p99 ${(lag.percentile(99) / 1e6).toFixed(0)} ms max ${(lag.max / 1e6).toFixed(0)} ms; ${load()}`,
    );
    lag.reset();
  };

  let cpu = process.cpuUsage();
  let t0 = performance.now();
  lag.reset();
  play.c.send({ kind: 'play', seconds } satisfies ToChild);
  const quiet = await play.next();
  if (quiet.kind === 'played') report('alone', quiet.result, process.cpuUsage(cpu), (performance.now() - t0) / 1000);

  cpu = process.cpuUsage();
  t0 = performance.now();
  lag.reset();
  const flooded = flood.next();
  flood.c.send({ kind: 'flood', seconds } satisfies ToChild);
  play.c.send({ kind: 'play', seconds } satisfies ToChild);
  const loud = await play.next();
  if (loud.kind === 'played') report('under the flood', loud.result, process.cpuUsage(cpu), (performance.now() - t0) / 1000);
  const f = await flooded;
  if (f.kind === 'flooded') {
    const r = f.result;
    console.log(
      `the flooder: ${r.connected} sockets open, ${r.sent} messages sent in ${r.seconds.toFixed(1)} s, answered ${JSON.stringify(r.answered)} (${Object.values(r.answered).reduce((a, b) => a + b, 0)}), ` +
        `${r.cut} connections cut, connections refused ${JSON.stringify(r.refusedConnections)}`,
    );
  }
  play.c.send({ kind: 'stop' } satisfies ToChild);
  await new Promise((resolve) => play.c.once('exit', resolve));
  flood.c.kill();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}

if (process.argv[2] === '--player') void player(process.argv[3]!).then(() => process.exit(0));
else if (process.argv[2] === '--flood') void flooder(process.argv[3]!, Number(process.argv[4]), Number(process.argv[5]), process.argv[6]!).then(() => process.exit(0));
else await main();
