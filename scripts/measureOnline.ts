// npm run measure:online -- [games] [seconds]
// What one game server process referees (docs/online.md, "Measured"): `games` simultaneous online games
// (default 200) of simulated players, each a socket.io-client in a second process (so the
// players' own work does not share the server's event loop). It prints figures; nothing here is
// a test and nothing asserts a time.
//  - Flat out: every player acts as soon as the decision is his. Actions per second the server
//    referees (each one checked, applied, committed to SQLite, broadcast; AAM_DB_SYNC=full adds
//    a disk sync per commit), and the server's CPU per action.
//  - At a human pace: each player thinks 0.5 to 1.5 s before acting. The latency from one
//    player's action leaving his socket to the other player receiving the step (median, p95).
//  - Memory per open game: the server's heap (after a full GC) with the games open, less before.
// A finished game is replaced by a new one, so `games` stay open throughout.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import seedrandom from 'seedrandom';
import { io as connect, type Socket } from 'socket.io-client';
import { awaiting, randomAction, type TeamId } from '../src/engine';
import { SAMPLE_ARMIES } from '../src/data/sampleArmies';
import { SKIRMISH_LAYOUT } from '../src/data/tiles';
import { newContribution, pledgeOf } from '../src/net/fairDice';
import {
  PROTOCOL_VERSION,
  type ClientMessages,
  type ClientReplies,
  type HiddenState,
  type OnlineGameOptions,
  type Reply,
  type ServerMessages,
} from '../src/net/protocol';
import { buildBattlefield } from '../src/store/game/newGame';
import { attachGameServer } from '../server/sockets';
import { SqliteStore } from '../server/sqliteStore';

interface PhaseResult {
  actions: number;
  seconds: number;
  latencies: number[];
  finished: number;
  /** Refusals by code (a player woken between phases may act twice: STALE). */
  refused: Record<string, number>;
  bytes: number;
  messages: number;
  /** The players' process CPU over the phase (s). */
  cpu: number;
}
type FromPlayers = { kind: 'open' } | { kind: 'phase'; name: string; result: PhaseResult } | { kind: 'done' };

const gc = (globalThis as { gc?: () => void }).gc;
const MB = 1024 * 1024;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

// ---------------------------------------------------------------- the players' process

class Seat {
  state: HiddenState | null = null;
  length = 0;
  busy = false;
  constructor(
    readonly socket: Socket,
    readonly game: Game,
  ) {}
  call<K extends keyof ClientMessages>(event: K, payload: ClientMessages[K]): Promise<Reply<ClientReplies[K]>> {
    return this.socket.timeout(30_000).emitWithAck(event, payload) as Promise<Reply<ClientReplies[K]>>;
  }
}

interface Game {
  id: string;
  seats: Seat[];
  tokens: string[];
  /** When each action left its player's socket, and whose it was. */
  sentAt: Map<number, { at: number; seat: Seat }>;
  over: boolean;
}

async function players(url: string, count: number, seconds: number): Promise<void> {
  const send = (m: FromPlayers) => process.send!(m);
  const map = buildBattlefield(SKIRMISH_LAYOUT);
  if (!map.ok) throw new Error('no battlefield');
  const options: OnlineGameOptions = { points: 100, map: map.value, settings: { turns: 1 }, hostTeam: 0 };
  const random = seedrandom('measure');
  let phase: PhaseResult = {
    actions: 0,
    seconds: 0,
    latencies: [],
    finished: 0,
    refused: {},
    bytes: 0,
    messages: 0,
    cpu: 0,
  };
  let think = 0;
  const sockets: Socket[] = [];

  const socketFor = async (): Promise<Socket> => {
    const s = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false });
    sockets.push(s);
    await new Promise<void>((resolve, reject) => s.once('connect', resolve).once('connect_error', reject));
    return s;
  };

  function maybeAct(seat: Seat, team: TeamId): void {
    const g = seat.game;
    if (g.over || seat.busy || !seat.state || awaiting(seat.state).team !== team) return;
    seat.busy = true;
    const go = async () => {
      // After a think, the decision may have moved on (a seat woken between phases): look again.
      if (g.over || awaiting(seat.state!).team !== team) return;
      const action = randomAction(seat.state!, random);
      if (!action) return;
      const index = seat.length;
      g.sentAt.set(index, { at: performance.now(), seat });
      const r = await seat.call('game:act', { gameId: g.id, token: g.tokens[team]!, index, action });
      if (!r.ok) phase.refused[r.error.code] = (phase.refused[r.error.code] ?? 0) + 1;
    };
    const run = () =>
      go()
        .catch(() => (phase.refused.TIMEOUT = (phase.refused.TIMEOUT ?? 0) + 1))
        .finally(() => {
          seat.busy = false;
          maybeAct(seat, team);
        });
    if (think > 0) setTimeout(run, think * (0.5 + random()));
    else void run();
  }

  async function openGame(): Promise<void> {
    const host = await socketFor();
    const guest = await socketFor();
    const g: Game = { id: '', seats: [], tokens: [], sentAt: new Map(), over: false };
    const seats = [new Seat(host, g), new Seat(guest, g)];
    g.seats = seats;
    const created = await seats[0]!.call('game:create', { version: PROTOCOL_VERSION, options });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    g.id = created.value.gameId;
    g.tokens[0] = created.value.token;
    await seats[0]!.call('game:join', { version: PROTOCOL_VERSION, gameId: g.id, token: g.tokens[0]! });
    const joined = await seats[1]!.call('game:join', { version: PROTOCOL_VERSION, gameId: g.id, sit: true });
    if (!joined.ok || !joined.value.token) throw new Error('not seated');
    g.tokens[1] = joined.value.token;
    seats.forEach((seat, t) => {
      const team = t as TeamId;
      seat.socket.onAny((event: string, payload: unknown) => {
        phase.messages++;
        phase.bytes += JSON.stringify(payload).length;
        const p = payload as ServerMessages['game:step'] & ServerMessages['game:started'];
        if (event === 'game:started') {
          seat.state = p.state;
          seat.length = 0;
        } else if (event === 'game:step') {
          seat.state = p.state;
          seat.length = p.step.index + 1;
          // The other player's receipt of this action: the latency measured.
          const sent = g.sentAt.get(p.step.index);
          if (sent !== undefined && sent.seat !== seat) {
            phase.latencies.push(performance.now() - sent.at);
            g.sentAt.delete(p.step.index);
          }
          if (seat === g.seats[0]) phase.actions++;
        } else if (event === 'game:over' && seat === g.seats[0]) {
          g.over = true;
          phase.finished++;
          // Replaced by a new game: `count` games stay open.
          setTimeout(() => {
            games.delete(g);
            for (const s of g.seats) s.socket.disconnect();
            void openGame().catch((e) => console.error(e));
          }, 10);
          return;
        }
        maybeAct(seat, team);
      });
    });
    games.add(g);
    // Each seat pledges its contribution to the dice with its list, then reveals it (docs/online.md).
    const contributions = [newContribution(), newContribution()];
    for (const t of [0, 1] as const) {
      const list = SAMPLE_ARMIES[t]!.list;
      await seats[t]!.call('game:ready', {
        gameId: g.id,
        token: g.tokens[t]!,
        list,
        pledge: pledgeOf(contributions[t]!),
      });
    }
    for (const t of [0, 1] as const)
      await seats[t]!.call('game:reveal', { gameId: g.id, token: g.tokens[t]!, contribution: contributions[t]! });
  }
  const games = new Set<Game>();

  // Open every game, paused (a long think), then tell the server they are open.
  think = 1e9;
  for (let i = 0; i < count; i += 20)
    await Promise.all(Array.from({ length: Math.min(20, count - i) }, () => openGame()));
  send({ kind: 'open' });
  await new Promise<void>((resolve) => process.once('message', () => resolve()));

  for (const [name, pace] of [
    ['flat out', 0],
    ['human pace', 1000],
  ] as const) {
    phase = { actions: 0, seconds: 0, latencies: [], finished: 0, refused: {}, bytes: 0, messages: 0, cpu: 0 };
    think = pace;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    // Wake every seat (those that were waiting on a paused think act now).
    for (const g of games) {
      g.seats.forEach((seat, t) => {
        seat.busy = false;
        maybeAct(seat, t as TeamId);
      });
    }
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    think = 1e9;
    phase.seconds = (performance.now() - t0) / 1000;
    const used = process.cpuUsage(cpu0);
    phase.cpu = (used.user + used.system) / 1e6;
    send({ kind: 'phase', name, result: phase });
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  for (const s of sockets) s.disconnect();
  send({ kind: 'done' });
}

// ---------------------------------------------------------------- the server's process

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 200);
  const seconds = Number(process.argv[3] ?? 15);
  if (!gc) throw new Error('run with node --expose-gc (the npm script does)');
  const dir = mkdtempSync(join(tmpdir(), 'aam-measure-'));
  const http = createServer();
  const sync = process.env.AAM_DB_SYNC === 'full' ? 'full' : 'normal';
  // Every simulated player connects from 127.0.0.1: the limits per address (meant for one
  // client's address, server/limits.ts) are lifted, the per-socket ones kept.
  const many = 1e9;
  const limits = { connectionsPerAddress: many, perAddress: { burst: many, perSecond: many }, gamesPerMinute: many };
  const server = attachGameServer(http, { store: new SqliteStore(join(dir, 'games.db'), sync), limits });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  gc();
  const heap0 = process.memoryUsage().heapUsed;

  const child = fork(fileURLToPath(import.meta.url), ['--players', url, String(count), String(seconds)], {
    stdio: 'inherit',
  });
  console.log(
    `${count} games on one server process (SQLite, synchronous=${sync}: AAM_DB_SYNC), players in a second process; ${seconds} s per phase.`,
  );
  // On a shared machine the processes get what CPU is left: the CPU spent per action is the
  // figure that does not depend on it (one core's worth of actions = 1000 / ms per action).
  const load = () => `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;
  console.log(`Machine: ${load()}`);
  let cpu = process.cpuUsage();
  await new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`players exited ${code}`))));
    child.on('message', (m: FromPlayers) => {
      if (m.kind === 'open') {
        gc();
        const perGame = (process.memoryUsage().heapUsed - heap0) / server.referee.openGames;
        console.log(
          `Open: ${server.referee.openGames} games held; server heap ${(process.memoryUsage().heapUsed / MB).toFixed(1)} MB, ${(perGame / 1024).toFixed(0)} kB per open game (after setup, before play)`,
        );
        cpu = process.cpuUsage();
        child.send('go');
      } else if (m.kind === 'phase') {
        const used = process.cpuUsage(cpu);
        cpu = process.cpuUsage();
        const r = m.result;
        const lat = [...r.latencies].sort((a, b) => a - b);
        gc();
        const perGame = (process.memoryUsage().heapUsed - heap0) / server.referee.openGames;
        console.log(
          `${m.name}: ${(r.actions / r.seconds).toFixed(0)} actions/s refereed (${r.actions} in ${r.seconds.toFixed(1)} s, ${r.finished} games finished, refused: ${JSON.stringify(r.refused)}); ` +
            `CPU: server ${(((used.user + used.system) / 1e6 / r.seconds) * 100).toFixed(0)}% of a core, ${((used.user + used.system) / 1e3 / Math.max(1, r.actions)).toFixed(2)} ms per action (one core: ${((r.actions * 1e6) / Math.max(1, used.user + used.system)).toFixed(0)} actions/s), players ${((r.cpu / r.seconds) * 100).toFixed(0)}%; ${load()}; ` +
            `action to the other player: median ${percentile(lat, 50).toFixed(1)} ms, p95 ${percentile(lat, 95).toFixed(1)} ms, max ${percentile(lat, 100).toFixed(1)} ms (${lat.length} actions); ` +
            `${(r.bytes / Math.max(1, r.messages) / 1024).toFixed(1)} kB per message; heap ${(perGame / 1024).toFixed(0)} kB per open game (${server.referee.openGames} held)`,
        );
      }
    });
  });
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}

if (process.argv[2] === '--players')
  void players(process.argv[3]!, Number(process.argv[4]), Number(process.argv[5])).then(() => process.exit(0));
else await main();
