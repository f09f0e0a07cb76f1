// npm run measure:flood -- [sockets] [messages] [seconds]
// Fair share under abuse (docs/online.md "Limits"): while one client address floods the game
// server, does another game still play at its pace? One server process (in this process, its
// limits from the environment as `npm run serve` reads them), and two more processes so that
// neither client's own work shares the server's event loop:
//  - a player at 127.0.0.1 plays one game (both seats, a legal action as soon as the decision
//    is his, after a 20 ms think) and times each action's round trip: sent to acknowledged;
//  - a flooder at 127.0.0.2 (its TCP sockets bound there with `localAddress`) opens `sockets`
//    socket.io connections (default 20) and writes `messages` messages (default 100,000) at
//    once, actions with a forged seat token for the player's own game, and connects again when
//    cut off until the phase ends.
// The player plays `seconds` (default 5) alone, then `seconds` under the flood. It prints the
// round trips (median, p95, max) of both phases, the server's CPU and how late its event loop
// ran (the machine's other work delays it too), and what the flooder was answered. Loopback
// only, bounded in count and time; nothing here is a test and nothing asserts a time.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect as connectTcp, type AddressInfo, type Socket as NetSocket } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import seedrandom from 'seedrandom';
import { io as connect, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { awaiting, randomAction, type TeamId } from '../src/engine';
import { SAMPLE_ARMIES } from '../src/data/sampleArmies';
import { SKIRMISH_LAYOUT } from '../src/data/tiles';
import { newContribution, pledgeOf } from '../src/net/fairDice';
import {
  PROTOCOL_VERSION,
  type ClientMessages,
  type ClientReplies,
  type HiddenState,
  type Reply,
  type ServerMessages,
} from '../src/net/protocol';
import { buildBattlefield } from '../src/store/game/newGame';
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
type ToMain =
  | { kind: 'ready'; gameId?: string }
  | { kind: 'played'; result: PlayResult }
  | { kind: 'flooded'; result: FloodResult };
type ToChild = { kind: 'play'; seconds: number } | { kind: 'flood'; seconds: number } | { kind: 'stop' };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const send = (m: ToMain) => process.send!(m);
const nextOrder = () => new Promise<ToChild>((resolve) => process.once('message', (m: ToChild) => resolve(m)));

function socketAt(url: string, localAddress: string): Socket {
  const options: Partial<ManagerOptions & SocketOptions> & { localAddress: string } = {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    localAddress,
  };
  return connect(url, options);
}

// ---------------------------------------------------------------- the player's process

async function player(url: string): Promise<void> {
  const call = async <K extends keyof ClientMessages>(s: Socket, event: K, payload: ClientMessages[K]) =>
    (await s.timeout(30_000).emitWithAck(event, payload)) as Reply<ClientReplies[K]>;
  const map = buildBattlefield(SKIRMISH_LAYOUT);
  if (!map.ok) throw new Error('no battlefield');
  const random = seedrandom('flood');
  const seats = [socketAt(url, PLAYER_ADDRESS), socketAt(url, PLAYER_ADDRESS)] as const;
  await Promise.all(
    seats.map((s) => new Promise<void>((resolve, reject) => s.once('connect', resolve).once('connect_error', reject))),
  );
  let gameId = '';
  let tokens: string[] = [];
  /** The game as the host's socket was last told it. */
  const at: { state: HiddenState | null; length: number } = { state: null, length: 0 };
  let changed: (() => void) | null = null;
  seats[0].on('game:started', (m: ServerMessages['game:started']) => {
    Object.assign(at, { state: m.state, length: 0 });
    changed?.();
  });
  seats[0].on('game:step', (m: ServerMessages['game:step']) => {
    Object.assign(at, { state: m.state, length: m.step.index + 1 });
    changed?.();
  });

  /** A new game, both armies in (a game over is replaced by a new one). */
  const newGame = async () => {
    const started = new Promise<void>((resolve) => (changed = resolve));
    const created = await call(seats[0], 'game:create', {
      version: PROTOCOL_VERSION,
      options: { points: 100, map: map.value, settings: { turns: 3 }, hostTeam: 0 },
    });
    if (!created.ok) throw new Error(`game:create ${JSON.stringify(created.error)}`);
    gameId = created.value.gameId;
    await call(seats[0], 'game:join', { version: PROTOCOL_VERSION, gameId, token: created.value.token });
    const joined = await call(seats[1], 'game:join', { version: PROTOCOL_VERSION, gameId, sit: true });
    if (!joined.ok || !joined.value.token) throw new Error('not seated');
    tokens = [created.value.token, joined.value.token];
    // Each seat pledges its contribution to the dice with its list, then reveals it (docs/online.md).
    const contributions = [newContribution(), newContribution()];
    for (const t of [0, 1] as const)
      await call(seats[t], 'game:ready', {
        gameId,
        token: tokens[t]!,
        list: SAMPLE_ARMIES[t]!.list,
        pledge: pledgeOf(contributions[t]!),
      });
    for (const t of [0, 1] as const)
      await call(seats[t], 'game:reveal', { gameId, token: tokens[t]!, contribution: contributions[t]! });
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
      const r = await call(seats[team as TeamId], 'game:act', {
        gameId,
        token: tokens[team]!,
        index: at.length,
        action,
      });
      result.latencies.push(performance.now() - t0);
      if (!r.ok) result.refused[r.error.code] = (result.refused[r.error.code] ?? 0) + 1;
      else await seen;
    }
    send({ kind: 'played', result });
  }
  for (const s of seats) s.disconnect();
}

// ---------------------------------------------------------------- the flooder's process

// The flooder speaks socket.io by hand over TCP (a WebSocket, engine.io 4, socket.io 5), as a
// client built to flood would: each socket's messages framed once and written at once, so that
// its own work does not slow the flood, nor take the cores the server runs on.

/** A client's WebSocket text frame: masked, as a client's must be, with a zero key (the text as it is). */
function frame(text: string): Buffer {
  const payload = Buffer.from(text);
  const n = payload.length;
  const head = n < 126 ? Buffer.from([0x81, 0x80 | n]) : Buffer.from([0x81, 0x80 | 126, n >> 8, n & 255]);
  return Buffer.concat([head, Buffer.alloc(4), payload]);
}

/** The server's whole (unmasked, unfragmented) text frames at the head of `buf`, and what is left. */
function unframe(buf: Buffer): { texts: string[]; rest: Buffer } {
  const texts: string[] = [];
  let at = 0;
  while (buf.length - at >= 2) {
    let length = buf[at + 1]! & 127;
    let head = 2;
    if (length === 126) [length, head] = buf.length - at >= 4 ? [buf.readUInt16BE(at + 2), 4] : [Infinity, 4];
    else if (length === 127)
      [length, head] = buf.length - at >= 10 ? [Number(buf.readBigUInt64BE(at + 2)), 10] : [Infinity, 10];
    if (buf.length - at < head + length) break;
    if ((buf[at]! & 15) === 1) texts.push(buf.toString('utf8', at + head, at + head + length));
    at += head + length;
  }
  return { texts, rest: buf.subarray(at) };
}

interface RawSocket {
  socket: NetSocket;
  closed: Promise<void>;
}

/**
 * A socket.io connection from the flooder's address: the WebSocket upgrade, engine.io's open,
 * socket.io's CONNECT. Resolves when the server takes it, or with the code of its refusal;
 * `answered` hears the code of every acknowledgement after.
 */
function rawOpen(port: number, answered: (code: string) => void): Promise<RawSocket | { refused: string }> {
  return new Promise((resolve) => {
    const socket = connectTcp({ host: '127.0.0.1', port, localAddress: FLOOD_ADDRESS });
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    let settled = false;
    const settle = (r: RawSocket | { refused: string }) => {
      if (!settled) resolve(r);
      settled = true;
    };
    let buf: Buffer = Buffer.alloc(0);
    let upgraded = false;
    socket.on('error', () => settle({ refused: 'socket error' }));
    void closed.then(() => settle({ refused: 'closed' }));
    socket.write(
      `GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    socket.on('data', (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      if (!upgraded) {
        const end = buf.indexOf('\r\n\r\n');
        if (end < 0) return;
        if (!/^HTTP\/1\.1 101/.test(buf.toString('latin1', 0, 12))) {
          settle({ refused: `HTTP ${buf.toString('latin1', 9, 12)}` });
          socket.destroy();
          return;
        }
        upgraded = true;
        buf = buf.subarray(end + 4);
      }
      const { texts, rest } = unframe(buf);
      buf = rest;
      for (const t of texts) {
        const code = () => /"code":"([A-Z_]+)"/.exec(t)?.[1];
        if (t.startsWith('0'))
          socket.write(frame('40')); // engine.io open: join the default namespace
        else if (t.startsWith('40')) settle({ socket, closed });
        else if (t.startsWith('44')) {
          settle({ refused: code() ?? 'ERROR' });
          socket.destroy();
        } else if (t === '2')
          socket.write(frame('3')); // ping, pong
        else if (t.startsWith('43')) answered(code() ?? 'ok');
      }
    });
  });
}

async function flooder(url: string, count: number, messages: number, gameId: string): Promise<void> {
  const result: FloodResult = { connected: 0, sent: 0, answered: {}, cut: 0, refusedConnections: {}, seconds: 0 };
  const port = Number(new URL(url).port);
  // An action with a forged seat token for the player's game, as a socket.io EVENT with an ack id.
  const forged = frame(
    `421["game:act",${JSON.stringify({ gameId, token: 'A'.repeat(43), index: 0, action: { type: 'endActivation' } })}]`,
  );
  let t0 = 0;
  let last = 0;
  const answered = (code: string) => {
    result.answered[code] = (result.answered[code] ?? 0) + 1;
    last = performance.now();
  };
  const open = async (): Promise<RawSocket | null> => {
    const r = await rawOpen(port, answered);
    if ('socket' in r) return r;
    result.refusedConnections[r.refused] = (result.refusedConnections[r.refused] ?? 0) + 1;
    return null;
  };
  // Every socket is open before the flood begins (the first cut closes the address to new ones).
  const shares = Array.from({ length: count }, (_, i) => Math.floor(messages / count) + (i < messages % count ? 1 : 0));
  const sockets = await Promise.all(shares.map(() => open()));
  result.connected = sockets.filter((s) => s !== null).length;
  send({ kind: 'ready' });
  const order = await nextOrder();
  if (order.kind !== 'flood') return;
  let stopped = false;
  const stop = new Promise<void>((resolve) =>
    setTimeout(() => {
      stopped = true;
      resolve();
    }, order.seconds * 1000),
  );
  /**
   * One socket's share, written at once; cut off, it connects again (every 200 ms while refused)
   * until the phase ends, as an attacker would, whether or not it has more to send.
   */
  const flood = async (share: number, first: RawSocket | null): Promise<void> => {
    let s = first;
    while (!stopped) {
      if (!s) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        s = stopped ? null : await open();
        continue;
      }
      if (t0 === 0) t0 = performance.now();
      if (share > 0) {
        s.socket.write(Buffer.concat(Array<Buffer>(share).fill(forged)));
        result.sent += share;
        share = 0;
      }
      const cut = await Promise.race([s.closed.then(() => true), stop.then(() => false)]);
      if (cut) {
        result.cut++;
        last = performance.now();
      }
      s.socket.destroy();
      s = null;
    }
  };
  await Promise.all(shares.map((share, i) => flood(share, sockets[i]!)));
  result.seconds = (last - t0) / 1000;
  send({ kind: 'flooded', result });
}

// ---------------------------------------------------------------- the server's process

async function main(): Promise<void> {
  const [count = 20, messages = 100_000, seconds = 5] = process.argv.slice(2).map(Number);
  const dir = mkdtempSync(join(tmpdir(), 'aam-flood-'));
  const http = createServer();
  const server = attachGameServer(http, {
    store: new SqliteStore(join(dir, 'games.db')),
    limits: limitsFromEnv(process.env),
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const load = () =>
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} cores`;
  console.log(
    `One server process; a player at ${PLAYER_ADDRESS} (a legal action every ${THINK_MS} ms), a flooder at ${FLOOD_ADDRESS} (${count} sockets, ${messages} messages); ${seconds} s per phase. ${load()}`,
  );

  const child = (args: string[]) => {
    const c = fork(fileURLToPath(import.meta.url), args, { stdio: 'inherit' });
    const next = () =>
      new Promise<ToMain>((resolve, reject) => {
        c.once('message', resolve);
        c.once('exit', (code) => reject(new Error(`${args[0]} exited ${code}`)));
      });
    return { c, next };
  };
  const play = child(['--player', url]);
  const ready = await play.next();
  const gameId = ready.kind === 'ready' ? ready.gameId! : '';
  const flood = child(['--flood', url, String(count), String(messages), gameId]);
  await flood.next();

  // How late the server's event loop ran its timers: held up by its own work, or by the
  // machine's other processes taking its core.
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
  if (loud.kind === 'played')
    report('under the flood', loud.result, process.cpuUsage(cpu), (performance.now() - t0) / 1000);
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
else if (process.argv[2] === '--flood')
  void flooder(process.argv[3]!, Number(process.argv[4]), Number(process.argv[5]), process.argv[6]!).then(() =>
    process.exit(0),
  );
else await main();
