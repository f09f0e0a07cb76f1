// The game server over real sockets for the server tests (docs/online.md, "Tests"): a server on a free
// port of 127.0.0.1 with its SQLite file in a temporary folder, socket.io clients that record
// every message they receive, and players that pick legal actions from what they were sent.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import { io as connect, type Socket } from 'socket.io-client';
import { awaiting, randomAction, type ArmyList, type TeamId } from '../../src/engine';
import { SAMPLE_ARMIES } from '../../src/data/sampleArmies';
import { SKIRMISH_LAYOUT } from '../../src/data/tiles';
import { pledgeOf } from '../../src/net/fairDice';
import {
  PROTOCOL_VERSION,
  type ClientMessages,
  type ClientReplies,
  type GameSnapshot,
  type HiddenState,
  type OnlineGameOptions,
  type Reply,
  type ServerMessages,
} from '../../src/net/protocol';
import { buildBattlefield } from '../../src/store/game/newGame';
import { attachGameServer, type GameServerOptions } from '../../server/sockets';
import { SqliteStore } from '../../server/sqliteStore';
import type { GameStorage } from '../../server/storage';

/** A temporary folder, removed by `cleanup`. */
export function tempDir(): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'aam-server-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface TestServer {
  url: string;
  http: HttpServer;
  store: GameStorage;
  close(): Promise<void>;
}

/** A game server on a free port (the SQLite file `file`, or the store given; on `http`, else a bare HTTP server). */
export async function startServer(
  opts: { file?: string; store?: GameStorage; http?: HttpServer } & Omit<GameServerOptions, 'store'>,
): Promise<TestServer & { game: ReturnType<typeof attachGameServer> }> {
  const http = opts.http ?? createServer();
  const store = opts.store ?? new SqliteStore(opts.file!);
  const game = attachGameServer(http, { ...opts, store });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, http, store, game, close: () => game.close() };
}

/** Everything a client received, in order, by event name. */
export interface Received {
  event: string;
  payload: unknown;
}

export class Client {
  readonly socket: Socket;
  readonly received: Received[] = [];
  /** Replies to this client's own messages (acks), as received. */
  readonly replies: unknown[] = [];
  state: HiddenState | null = null;
  length = 0;

  /**
   * `reconnect`: socket.io's own reconnection (and connection state recovery) on. `localAddress`:
   * the loopback address the client connects from (127.0.0.2 ...: another client address for
   * the limits; engine.io-client hands it to the WebSocket, untyped); `headers`: sent with the
   * WebSocket's handshake (X-Forwarded-For, as a proxy would).
   */
  constructor(url: string, reconnect = false, from: { localAddress?: string; headers?: Record<string, string> } = {}) {
    const options: Parameters<typeof connect>[1] & { localAddress?: string } = {
      transports: ['websocket'],
      forceNew: true,
      reconnection: reconnect,
      reconnectionDelay: 50,
      reconnectionDelayMax: 200,
    };
    if (from.localAddress) options.localAddress = from.localAddress;
    if (from.headers) options.extraHeaders = from.headers;
    this.socket = connect(url, options);
    this.socket.onAny((event: string, payload: unknown) => {
      this.received.push({ event, payload });
      const p = payload as Partial<ServerMessages['game:step'] & ServerMessages['game:started'] & { length: number }>;
      if (event === 'game:started' && p.state) {
        this.state = p.state;
        this.length = 0;
      }
      if (event === 'game:step' && p.state && p.step) {
        this.state = p.state;
        this.length = p.step.index + 1;
      }
      if (event === 'game:undone' && p.state) {
        this.state = p.state;
        this.length = p.length!;
      }
    });
  }

  async connected(): Promise<this> {
    if (!this.socket.connected)
      await new Promise<void>((resolve, reject) => this.socket.once('connect', resolve).once('connect_error', reject));
    return this;
  }

  /** Sends a message and waits for its reply. */
  async call<K extends keyof ClientMessages>(event: K, payload: ClientMessages[K]): Promise<Reply<ClientReplies[K]>> {
    const r = (await this.socket.timeout(10_000).emitWithAck(event, payload)) as Reply<ClientReplies[K]>;
    this.replies.push(r);
    return r;
  }

  /** Sends anything at all (malformed messages), waiting for a reply. */
  async raw(event: string, payload: unknown): Promise<Reply<unknown>> {
    const r = (await this.socket.timeout(10_000).emitWithAck(event, payload)) as Reply<unknown>;
    this.replies.push(r);
    return r;
  }

  /**
   * Sends a message as raw socket.io text (`json`: the payload as written, which JSON.stringify
   * may be unable to write, e.g. nested 100,000 deep) and waits for the reply, read off the wire.
   */
  async frame(event: string, json: string): Promise<Reply<unknown>> {
    const engine = this.socket.io.engine;
    const id = 90_000 + this.replies.length;
    const reply = new Promise<Reply<unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no reply to the raw ${event} within 10 s`)), 10_000);
      const listener = (data: unknown) => {
        // A socket.io ACK to the default namespace: "3", the id, then the reply's arguments.
        if (typeof data !== 'string' || !data.startsWith(`3${id}[`)) return;
        clearTimeout(timer);
        engine.off('data', listener);
        resolve((JSON.parse(data.slice(String(id).length + 1)) as [Reply<unknown>])[0]);
      };
      engine.on('data', listener);
    });
    engine.write(`2${id}["${event}",${json}]`);
    const r = await reply;
    this.replies.push(r);
    return r;
  }

  /** Waits for the next message `event` (after those already received, from index `from`). */
  next<K extends keyof ServerMessages>(event: K, from = this.received.length): Promise<ServerMessages[K]> {
    return new Promise((resolve, reject) => {
      const found = this.received.slice(from).find((r) => r.event === event);
      if (found) return resolve(found.payload as ServerMessages[K]);
      const timer = setTimeout(() => reject(new Error(`no ${event} within 10 s`)), 10_000);
      const listener = (e: string, payload: unknown) => {
        if (e !== event) return;
        clearTimeout(timer);
        this.socket.offAny(listener);
        resolve(payload as ServerMessages[K]);
      };
      this.socket.onAny(listener);
    });
  }

  /** Adopts a snapshot (a join's reply). */
  adopt(snapshot: GameSnapshot): void {
    this.state = snapshot.state;
    this.length = snapshot.steps.length;
  }

  close(): void {
    this.socket.disconnect();
  }
}

/** A small battlefield (the two Crossroads tiles) and a one-turn game (R7.3): a game ends quickly. */
export function tinyOptions(hostTeam: TeamId = 0): OnlineGameOptions {
  const map = buildBattlefield(SKIRMISH_LAYOUT);
  if (!map.ok) throw new Error('the skirmish battlefield does not assemble');
  return { points: 100, map: map.value, settings: { turns: 1 }, hostTeam };
}

/** The two sample 100-point lists (US, Wehrmacht): legal (R1). */
export const LISTS: [ArmyList, ArmyList] = [SAMPLE_ARMIES[0]!.list, SAMPLE_ARMIES[1]!.list];
/** Each seat's contribution to the dice key, revealed once both have pledged (src/net/fairDice.ts: 32 bytes in hex). */
export const CONTRIBUTIONS = ['c0'.repeat(32), 'c1'.repeat(32)] as const;
/** Each seat's pledge to its contribution, sent with its list. */
export const PLEDGES = [pledgeOf(CONTRIBUTIONS[0]), pledgeOf(CONTRIBUTIONS[1])] as const;

/** Both seats reveal their contributions (CONTRIBUTIONS), as the pages do once both lists and pledges are in. */
export async function revealBoth(
  players: readonly [Client, Client],
  gameId: string,
  tokens: readonly [string, string],
) {
  for (const t of [0, 1] as const) {
    const r = await players[t].call('game:reveal', { gameId, token: tokens[t], contribution: CONTRIBUTIONS[t] });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
  }
}

/** Both seats send their armies (LISTS) with their pledges (PLEDGES), as the pages do at "Ready". */
export async function sendLists({ gameId, players, tokens }: Table): Promise<void> {
  for (const t of [0, 1] as const) {
    const r = await players[t].call('game:ready', { gameId, token: tokens[t], list: LISTS[t], pledge: PLEDGES[t] });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
  }
}

export interface Table {
  gameId: string;
  players: [Client, Client];
  tokens: [string, string];
}

/**
 * Two clients at a new game (the guest on `guestUrl`, another server process, if given), both
 * armies in and both contributions to the dice revealed (`ready`; else both seated, no army sent).
 */
export async function seatedGame(url: string, options = tinyOptions(), guestUrl = url, ready = true): Promise<Table> {
  const host = await new Client(url).connected();
  const created = await host.call('game:create', { version: PROTOCOL_VERSION, options });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const { gameId, token } = created.value;
  const hostJoin = await host.call('game:join', { version: PROTOCOL_VERSION, gameId, token });
  if (!hostJoin.ok) throw new Error(JSON.stringify(hostJoin.error));
  const guest = await new Client(guestUrl).connected();
  const joined = await guest.call('game:join', { version: PROTOCOL_VERSION, gameId, sit: true });
  if (!joined.ok || !joined.value.token) throw new Error(JSON.stringify(joined));
  const hostTeam = options.hostTeam;
  const players = (hostTeam === 0 ? [host, guest] : [guest, host]) as [Client, Client];
  const tokens = (hostTeam === 0 ? [token, joined.value.token] : [joined.value.token, token]) as [string, string];
  if (!ready) return { gameId, players, tokens };
  const started = players.map((p) => p.next('game:started'));
  await sendLists({ gameId, players, tokens });
  await revealBoth(players, gameId, tokens);
  await Promise.all(started);
  return { gameId, players, tokens };
}

/** The team owed the decision in what the clients were sent, or null when the game is over. */
export function turnOf(table: Table): TeamId | null {
  const state = table.players[0].state;
  return state ? awaiting(state).team : null;
}

/**
 * Plays `count` actions (or to the end) through the players' own clients: the team owed the
 * decision picks a legal action from the state it was sent and waits for the other's copy.
 */
export async function play(table: Table, count = Infinity, seed = 'players'): Promise<number> {
  const random = seedrandom(seed);
  let played = 0;
  while (played < count) {
    const team = turnOf(table);
    if (team === null) break;
    const me = table.players[team];
    const action = randomAction(me.state!, random);
    if (!action) break;
    const other = table.players[1 - team]!;
    const seen = other.next('game:step');
    const r = await me.call('game:act', { gameId: table.gameId, token: table.tokens[team], index: me.length, action });
    if (!r.ok) throw new Error(`action ${me.length} refused: ${JSON.stringify(r.error)}`);
    await seen;
    // Both copies are at the new position before the next pick.
    while (me.length !== other.length) await new Promise((resolve) => setTimeout(resolve, 5));
    played++;
  }
  return played;
}
