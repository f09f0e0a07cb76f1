// A fuzzer of the game server's whole surface (docs/online.md, "The fuzzer"): random and mutated
// HTTP requests sent as raw bytes, and random and mutated socket.io messages, against a live
// server. Every case is drawn from its own seeded generator (`<seed>/<surface>/<case>`), so a
// failure is replayed by running that one case again. It stops at the first failure:
// - the server stops answering (a crash, or a request or message that is never answered);
// - an HTTP answer outside the statuses a sound server gives (a 500 is a handler that failed);
// - a file from outside the site, or a stack trace, in an answer;
// - a message accepted that must be refused: an action the engine refuses or that is not the
//   sender's to make, a forged seat token let in, an army list taken after the start.
// `npm run fuzz:server` runs it long against the built server as a process of its own;
// tests/server/fuzz.test.ts runs it short inside `npm test`.
import { connect as tcpConnect } from 'node:net';
import seedrandom from 'seedrandom';
import { io as socketTo, type Socket } from 'socket.io-client';
import { applyAction, awaiting, cleanAction, isAction, randomAction, type GameState } from '../../src/engine';
import { PROTOCOL_VERSION } from '../../src/net/protocol';
import { CONTRIBUTIONS, LISTS, PLEDGES, tinyOptions } from './harness';

export interface FuzzTarget {
  /** The server's base URL, e.g. http://127.0.0.1:8080 (loopback only). */
  url: string;
  /** Whether the server process still runs (a child's exit code; always true in-process). */
  alive(): boolean;
  /** The local address to send from (a loopback address of its own, so per-address limits meet the fuzzer only). */
  localAddress?: string;
}

export interface FuzzOptions {
  seed: string;
  /** HTTP cases to run. */
  http: number;
  /** Socket cases to run. */
  socket: number;
  /**
   * Runs only this HTTP case (to replay a failure: HTTP cases are independent). A socket case
   * depends on the game the cases before it played: it is replayed by running the cases up to it.
   */
  onlyHttp?: number;
  /** Progress lines (the CLI prints them). */
  log?: (line: string) => void;
  /** Called with each case's number before it runs (to find a case that hangs). */
  trace?: (surface: 'http' | 'socket', index: number) => void;
}

export interface FuzzFailure {
  surface: 'http' | 'socket';
  index: number;
  kind: 'down' | 'no-answer' | 'bad-status' | 'leak' | 'wrong-acceptance' | 'bad-reply' | 'engine-throws';
  detail: string;
  /** What was sent, as JSON (HTTP: the raw request). */
  input: string;
}

export interface FuzzStats {
  http: number;
  socket: number;
  statuses: Record<string, number>;
  codes: Record<string, number>;
  accepted: number;
}

export type FuzzResult = { ok: true; stats: FuzzStats } | { ok: false; failure: FuzzFailure; stats: FuzzStats };

class Failed extends Error {
  constructor(readonly failure: Omit<FuzzFailure, 'surface' | 'index'>) {
    super(failure.detail);
  }
}

type Random = () => number;
const int = (r: Random, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
const pick = <T>(r: Random, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
/** Sets an own property, `__proto__` included (an assignment to `__proto__` would change the prototype instead). */
const setOwn = (o: object, key: string, value: unknown): void =>
  void Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });

// ---------------------------------------------------------------------------------------------
// HTTP

/** Statuses a sound server answers: anything else (a 500 above all) is a failure. 503 only for the health checks. */
const HTTP_STATUSES = new Set([200, 204, 206, 301, 304, 400, 403, 404, 405, 408, 411, 413, 414, 416, 431, 501, 505]);
const HEALTH_PATHS = /^\/(healthz|readyz)(\?|$)/;
/**
 * Text that must never be sent: a file from outside the site (package.json, /etc/passwd,
 * the server's own code) or a stack trace.
 */
const LEAKS: [RegExp, string][] = [
  [/"name":\s*"aam-reloaded"/, 'package.json'],
  [/root:x:0:0/, '/etc/passwd'],
  [/\n\s+at [\w.<>]+ \(/, 'a stack trace'],
  [/better-sqlite3|node:internal/, 'server internals'],
];

const PATHS = [
  '/',
  '/index.html',
  '/assets/',
  '/healthz',
  '/readyz',
  '/socket.io/',
  '/favicon.ico',
  '/../package.json',
  '/..%2fpackage.json',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/assets/../../package.json',
  '/.server/main.js',
  '/%00',
  '/%E0%A4%A',
  '/%',
  '/%zz',
  '/%C0%AE%C0%AE/',
];
const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'PATCH',
  'TRACE',
  'CONNECT',
  'PRI',
  'get',
  'G\u00c9T',
  'X'.repeat(40),
];

function randomPathSegment(r: Random): string {
  switch (int(r, 0, 7)) {
    case 0:
      return pick(r, ['..', '.', '%2e%2e', '%2E', '%00', '%ff', '%', '%e0%a4%a', '~', '', '//', '\\..\\']);
    case 1:
      // Any code point but the lone surrogates (which encodeURIComponent cannot write), cut anywhere: a broken escape too.
      return encodeURIComponent(
        String.fromCodePoint(
          ...Array.from({ length: int(r, 1, 8) }, () => int(r, 0, 0x10ffff - 0x800)).map((c) =>
            c >= 0xd800 ? c + 0x800 : c,
          ),
        ),
      ).slice(0, int(r, 1, 40));
    case 2:
      return 'a'.repeat(int(r, 1, 3000));
    case 3:
      return `%${'0123456789abcdefXYZ'[int(r, 0, 18)]!}${'0123456789abcdefXYZ'[int(r, 0, 18)]!}`;
    default:
      return Math.floor(r() * 1e9).toString(36);
  }
}

/** The site's own files, as its page names them (found at the start: stillServes). */
const sitePaths: string[] = [];

function randomPath(r: Random): string {
  if (sitePaths.length > 0 && r() < 0.25) return pick(r, sitePaths);
  if (r() < 0.4) return pick(r, PATHS) + (r() < 0.3 ? randomPathSegment(r) : '');
  const parts = Array.from({ length: int(r, 1, 6) }, () => randomPathSegment(r));
  const query = r() < 0.3 ? `?${randomPathSegment(r)}=${randomPathSegment(r)}` : '';
  return `/${parts.join('/')}${query}${r() < 0.1 ? '#frag' : ''}`;
}

function randomHeaders(r: Random): string[] {
  const headers: string[] = [];
  const n = int(r, 0, 6);
  for (let i = 0; i < n; i++) {
    switch (int(r, 0, 9)) {
      case 0:
        headers.push(
          `Range: ${pick(r, ['bytes=0-10', 'bytes=-5', 'bytes=5-', 'bytes=10-0', 'bytes=0-0,2-3', 'bytes=99999999999-', 'lines=1-2', 'bytes=', 'bytes=-'])}`,
        );
        break;
      case 1:
        headers.push(`If-None-Match: ${pick(r, ['*', '"x"', 'W/"abc"', '', `"${'e'.repeat(500)}"`])}`);
        break;
      case 2:
        headers.push(
          `Accept-Encoding: ${pick(r, ['br', 'gzip', 'br, gzip', 'identity', '*', 'deflate;q=0', 'gzip;q=abc', ''])}`,
        );
        break;
      case 3:
        headers.push(`X-Big: ${'b'.repeat(int(r, 1000, 40_000))}`);
        break;
      case 4:
        headers.push(`${'Bad Name'.slice(0, int(r, 1, 8))}: x`);
        break;
      case 5:
        headers.push(`Content-Length: ${pick(r, ['0', '5', '-1', 'abc', '99999999999999999999'])}`);
        break;
      case 6:
        headers.push(`Transfer-Encoding: ${pick(r, ['chunked', 'gzip, chunked', 'identity', 'x'])}`);
        break;
      case 7:
        headers.push(`X-Forwarded-For: ${pick(r, ['1.2.3.4', 'garbage', '::1, 10.0.0.1', '', '1.1.1.1'.repeat(200)])}`);
        break;
      case 8:
        headers.push(`If-Modified-Since: ${pick(r, ['Thu, 01 Jan 1970 00:00:00 GMT', 'yesterday', ''])}`);
        break;
      default:
        headers.push(`X-${int(r, 0, 999)}: ${randomPathSegment(r).slice(0, 200)}`);
    }
  }
  return headers;
}

/** One raw HTTP request, and whether it is well-formed enough that an answer is owed. */
function httpCase(r: Random, host: string): { raw: Buffer; path: string; owed: boolean } {
  const kind = int(r, 0, 19);
  if (kind === 0) {
    // Not HTTP at all: the server may answer 400 or close.
    const bytes = Buffer.from(Array.from({ length: int(r, 1, 2000) }, () => int(r, 0, 255)));
    return { raw: bytes, path: '', owed: false };
  }
  if (kind === 1) {
    const line = pick(r, [
      'GET / HTTP/9.9',
      'GET /',
      'GET  / HTTP/1.1',
      'GET / HTTP/1.1 extra',
      'PRI * HTTP/2.0',
      '/ HTTP/1.1',
      'GET / HTTP/1.0',
    ]);
    return { raw: Buffer.from(`${line}\r\nHost: ${host}\r\n\r\n`), path: '/', owed: false };
  }
  const method = r() < 0.75 ? pick(r, ['GET', 'GET', 'HEAD']) : pick(r, METHODS);
  const path = kind === 2 ? `/${'x'.repeat(int(r, 2000, 70_000))}` : randomPath(r);
  const headers = [
    `Host: ${r() < 0.95 ? host : randomPathSegment(r).slice(0, 300)}`,
    ...randomHeaders(r),
    'Connection: close',
  ];
  const body = method === 'POST' || method === 'PUT' ? 'x'.repeat(int(r, 0, 5000)) : '';
  if (body && !headers.some((h) => /^(Content-Length|Transfer-Encoding):/i.test(h)))
    headers.push(`Content-Length: ${body.length}`);
  // Owed an answer: a request whose end the server can see (no body length of our making).
  const owed =
    /^[A-Z]+$/.test(method) &&
    method.length < 20 &&
    !/[\s]/.test(path) &&
    path.length < 60_000 &&
    headers.every((h) => /^[A-Za-z0-9-]+: /.test(h) && !/^(Content-Length|Transfer-Encoding):/i.test(h));
  return {
    raw: Buffer.from(`${method} ${path} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n${body}`, 'latin1'),
    path,
    owed,
  };
}

/** Sends raw bytes and reads everything until the server closes (or `ms` passes). */
function rawExchange(
  url: URL,
  raw: Buffer,
  localAddress: string | undefined,
  ms: number,
  halfCloseAfter: number | null = null,
): Promise<{ text: string; closed: boolean; error: string | null }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let error: string | null = null;
    const socket = tcpConnect({
      host: url.hostname,
      port: Number(url.port),
      ...(localAddress ? { localAddress } : {}),
    });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text: Buffer.concat(chunks).toString('latin1'), closed: false, error });
    }, ms);
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', (e) => {
      error = (e as NodeJS.ErrnoException).code ?? e.message;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text: Buffer.concat(chunks).toString('latin1'), closed: true, error });
    });
    socket.on('connect', () => {
      socket.write(raw);
      // A request the server may still be reading (a body shorter than its length, no blank
      // line) is half-closed after a moment, so that it is not waited on for the server's whole
      // timeout. A complete one is not: Node's server drops the answer to a half-closed request.
      if (halfCloseAfter !== null) setTimeout(() => socket.end(), halfCloseAfter);
    });
  });
}

async function httpOne(target: FuzzTarget, r: Random, stats: FuzzStats): Promise<string> {
  const url = new URL(target.url);
  const c = httpCase(r, url.host);
  const input =
    c.raw.length > 600
      ? `${c.raw.subarray(0, 600).toString('latin1')}... (${c.raw.length} bytes)`
      : c.raw.toString('latin1');
  const got = await rawExchange(url, c.raw, target.localAddress, 5000, c.owed ? null : 100);
  if (got.error === 'ECONNREFUSED')
    throw new Failed({ kind: 'down', detail: 'the server refused the connection: it is down', input });
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(got.text)?.[1];
  if (status === undefined) {
    if (c.owed && got.text.length === 0 && !got.closed)
      throw new Failed({ kind: 'no-answer', detail: 'a well-formed request got no answer in 5 s', input });
    stats.statuses.closed = (stats.statuses.closed ?? 0) + 1;
    return input;
  }
  stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
  const code = Number(status);
  if (!HTTP_STATUSES.has(code) && !(code === 503 && HEALTH_PATHS.test(c.path)))
    throw new Failed({ kind: 'bad-status', detail: `answered ${code}`, input });
  for (const [pattern, what] of LEAKS)
    if (pattern.test(got.text)) throw new Failed({ kind: 'leak', detail: `the answer holds ${what}`, input });
  return input;
}

/** A plain request every sound server answers 200: the server still serves. */
async function stillServes(target: FuzzTarget): Promise<void> {
  const url = new URL(target.url);
  const got = await rawExchange(
    url,
    Buffer.from(`GET / HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`),
    target.localAddress,
    10_000,
  );
  if (!target.alive()) throw new Failed({ kind: 'down', detail: 'the server process exited', input: 'GET /' });
  if (!/^HTTP\/1\.1 200/.test(got.text))
    throw new Failed({
      kind: 'down',
      detail: `GET / answered ${JSON.stringify(got.text.slice(0, 80))} (${got.error ?? 'no error'})`,
      input: 'GET /',
    });
  if (sitePaths.length === 0) for (const m of got.text.matchAll(/(?:src|href)="(\/[^"]+)"/g)) sitePaths.push(m[1]!);
}

// ---------------------------------------------------------------------------------------------
// Sockets

const EVENTS = [
  'game:create',
  'game:join',
  'game:ready',
  'game:reveal',
  'game:act',
  'game:undo-ask',
  'game:undo-answer',
  'games:mine',
] as const;
type EventName = (typeof EVENTS)[number];

/** A random JSON-like value, sometimes large, deep or odd. */
function randomValue(r: Random, depth = 0): unknown {
  const k = int(r, 0, depth > 4 ? 6 : 12);
  switch (k) {
    case 0:
      return null;
    case 1:
      return r() < 0.5;
    case 2:
      return pick(r, [0, -1, 1, 2 ** 53, -(2 ** 31), 0.5, 1e308, -0, 7, 100]);
    case 3:
      return pick(r, [
        '',
        'x',
        '__proto__',
        'constructor',
        'toString',
        '\u0000',
        'A'.repeat(int(r, 100, 300_000)),
        'AAAAAA',
        '<img src=x>',
      ]);
    case 4:
      return Math.floor(r() * 1e9).toString(36);
    case 5:
      return undefined;
    case 6:
      return Buffer.from([1, 2, 3]);
    case 7:
    case 8:
    case 9:
      return Array.from({ length: int(r, 0, 5) }, () => randomValue(r, depth + 1));
    case 10: {
      // Nesting deeper than any real message (deeper still: deepCase).
      let v: unknown = 1;
      for (let i = int(r, 10, 300); i > 0; i--) v = r() < 0.5 ? [v] : { a: v };
      return v;
    }
    default: {
      const o: Record<string, unknown> = {};
      for (let i = int(r, 0, 5); i > 0; i--)
        setOwn(
          o,
          pick(r, [
            'gameId',
            'token',
            'version',
            'index',
            'action',
            'list',
            'options',
            'sit',
            'accept',
            'seats',
            'type',
            'unit',
            '__proto__',
            'x',
          ]),
          randomValue(r, depth + 1),
        );
      return o;
    }
  }
}

/** Sets (or deletes) a random path of a message to a random value: most of the fuzzer's messages are near misses. */
function mutate(r: Random, message: unknown, tokens: string[]): unknown {
  const copy = structuredClone(message) as Record<string, unknown>;
  const edits = int(r, 1, 3);
  for (let e = 0; e < edits; e++) {
    // Walk down to a random object inside.
    let node: Record<string, unknown> | unknown[] = copy;
    for (let d = int(r, 0, 4); d > 0; d--) {
      const keys = Object.keys(node);
      if (keys.length === 0) break;
      const next = (node as Record<string, unknown>)[pick(r, keys)];
      if (typeof next !== 'object' || next === null || Buffer.isBuffer(next)) break;
      node = next as Record<string, unknown>;
    }
    const keys = Object.keys(node);
    const key = keys.length > 0 && r() < 0.85 ? pick(r, keys) : pick(r, ['extra', '__proto__', 'type', '0']);
    const target = node as Record<string, unknown>;
    const v = Object.hasOwn(target, key) ? target[key] : undefined;
    switch (int(r, 0, 6)) {
      case 0:
        delete target[key];
        break;
      case 1:
        setOwn(target, key, pick(r, tokens));
        break;
      case 2:
        setOwn(
          target,
          key,
          typeof v === 'number'
            ? v + pick(r, [-1, 1, 0.5, 1e9])
            : typeof v === 'string'
              ? `${v.slice(1)}Z`
              : randomValue(r, 3),
        );
        break;
      default:
        setOwn(target, key, randomValue(r, 2));
    }
  }
  return copy;
}

/** A tracked online game the fuzzer plays and aims at: its seats' clients keep the state they were sent. */
interface Table {
  gameId: string;
  tokens: [string, string];
  players: [Socket, Socket];
  states: [GameState | null, GameState | null];
  lengths: [number, number];
  /** How many positions (started, step, undone) each seat has been told of. */
  told: [number, number];
}

function connectSocket(target: FuzzTarget): Promise<Socket> {
  const socket = socketTo(target.url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    ...(target.localAddress ? { localAddress: target.localAddress } : {}),
  } as never);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (e) =>
      reject(new Failed({ kind: 'down', detail: `cannot connect: ${e.message}`, input: 'connect' })),
    );
  });
}

async function ask(socket: Socket, event: string, payload: unknown, ms = 8000): Promise<unknown> {
  return socket.timeout(ms).emitWithAck(event, payload);
}

async function newTable(target: FuzzTarget): Promise<Table> {
  const host = await connectSocket(target);
  const guest = await connectSocket(target);
  const created = (await ask(host, 'game:create', { version: PROTOCOL_VERSION, options: tinyOptions() })) as {
    ok: boolean;
    value: { gameId: string; token: string };
  };
  if (!created.ok)
    throw new Failed({
      kind: 'bad-reply',
      detail: `a valid game:create was refused: ${JSON.stringify(created)}`,
      input: 'game:create',
    });
  const { gameId, token } = created.value;
  const table: Table = {
    gameId,
    tokens: [token, ''],
    players: [host, guest],
    states: [null, null],
    lengths: [0, 0],
    told: [0, 0],
  };
  for (const t of [0, 1] as const) {
    table.players[t].on('game:started', (p: { gameId: string; state: GameState }) => {
      if (p.gameId !== gameId) return;
      table.states[t] = p.state;
      table.lengths[t] = 0;
      table.told[t]++;
    });
    table.players[t].on('game:step', (p: { gameId: string; state: GameState; step: { index: number } }) => {
      if (p.gameId !== gameId) return;
      table.states[t] = p.state;
      table.lengths[t] = p.step.index + 1;
      table.told[t]++;
    });
    table.players[t].on('game:undone', (p: { gameId: string; state?: GameState; length?: number }) => {
      if (p.gameId !== gameId || !p.state) return;
      table.states[t] = p.state;
      table.lengths[t] = p.length!;
      table.told[t]++;
    });
  }
  await ask(host, 'game:join', { version: PROTOCOL_VERSION, gameId, token });
  const joined = (await ask(guest, 'game:join', { version: PROTOCOL_VERSION, gameId, sit: true })) as {
    ok: boolean;
    value: { token: string };
  };
  table.tokens[1] = joined.value.token;
  for (const t of [0, 1] as const)
    await ask(table.players[t], 'game:ready', {
      gameId,
      token: table.tokens[t],
      list: LISTS[t],
      pledge: PLEDGES[t],
    });
  for (const t of [0, 1] as const)
    await ask(table.players[t], 'game:reveal', { gameId, token: table.tokens[t], contribution: CONTRIBUTIONS[t] });
  await settled(table);
  return table;
}

/**
 * Waits until both seats hold the same position, and (after an accepted action or undo, whose
 * acknowledgement may arrive before its broadcast) a newer one than they were told of before.
 */
async function settled(table: Table, toldBefore = -1, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (
    !(
      table.states[0] &&
      table.states[1] &&
      table.lengths[0] === table.lengths[1] &&
      table.told[0] > toldBefore &&
      table.told[1] > toldBefore
    )
  ) {
    if (Date.now() > until)
      throw new Failed({
        kind: 'no-answer',
        detail: 'the seats were not told of the game (started/step)',
        input: table.gameId,
      });
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

function closeTable(table: Table): void {
  for (const p of table.players) p.disconnect();
}

/**
 * Whether a `game:act` must be accepted or refused, judged from what the seats were sent: the
 * token is the seat owed the decision (engine awaiting), the index is the game's, and the engine
 * accepts the action in that position (the referee cleans it first: so does this).
 */
function actMayBeAccepted(table: Table, sent: unknown): boolean {
  // Judged as the server reads it: what JSON carries (a hole in an array arrives as null).
  let msg: unknown;
  try {
    msg = JSON.parse(JSON.stringify(sent) ?? 'null');
  } catch {
    return false;
  }
  if (typeof msg !== 'object' || msg === null) return false;
  const m = msg as Record<string, unknown>;
  const state = table.states[0];
  if (!state || m.gameId !== table.gameId) return false;
  const team = awaiting(state).team;
  if (team === null || m.token !== table.tokens[team] || m.index !== table.lengths[0]) return false;
  if (!isAction(m.action)) return false;
  try {
    return applyAction(state, cleanAction(m.action)).ok;
  } catch (e) {
    // The engine never throws on an action (it answers a RuleError): one that does is a bug the
    // referee would answer INTERNAL.
    throw new Failed({
      kind: 'engine-throws',
      detail: `applyAction threw on an action isAction accepts: ${e instanceof Error ? e.message : String(e)}`,
      input: messageText('game:act', msg),
    });
  }
}

interface SocketContext {
  target: FuzzTarget;
  table: Table;
  attacker: Socket;
  forged: string;
}

/** A valid message of each kind for the tracked game, the seed of most cases. */
function template(r: Random, ctx: SocketContext, event: EventName): unknown {
  const { table } = ctx;
  const state = table.states[0]!;
  const owed = awaiting(state).team ?? 0;
  const token = table.tokens[owed];
  switch (event) {
    case 'game:create':
      return { version: PROTOCOL_VERSION, options: tinyOptions() };
    case 'game:join':
      return r() < 0.5
        ? { version: PROTOCOL_VERSION, gameId: table.gameId, token }
        : { version: PROTOCOL_VERSION, gameId: table.gameId, sit: true };
    case 'game:ready':
      return { gameId: table.gameId, token, list: LISTS[owed], pledge: PLEDGES[owed] };
    case 'game:reveal':
      return { gameId: table.gameId, token, contribution: CONTRIBUTIONS[owed] };
    case 'game:act':
      return {
        gameId: table.gameId,
        token,
        index: table.lengths[0],
        action: randomAction(state, r) ?? { type: 'pass' },
      };
    case 'game:undo-ask':
      return { gameId: table.gameId, token, index: table.lengths[0] };
    case 'game:undo-answer':
      return { gameId: table.gameId, token: table.tokens[1 - owed]!, accept: r() < 0.5 };
    case 'games:mine':
      return {
        seats: [
          { gameId: table.gameId, token },
          { gameId: table.gameId, token: ctx.forged },
        ],
      };
  }
}

type Reply =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; error: { code?: unknown; rule?: unknown; message?: unknown } };

function checkReply(
  event: string,
  payload: unknown,
  reply: unknown,
  ctx: SocketContext,
  mayAct: boolean,
  stats: FuzzStats,
): void {
  const input = messageText(event, payload);
  if (typeof reply !== 'object' || reply === null || typeof (reply as Reply).ok !== 'boolean')
    throw new Failed({
      kind: 'bad-reply',
      detail: `a reply that is not { ok }: ${JSON.stringify(reply)?.slice(0, 200)}`,
      input,
    });
  const rep = reply as Reply;
  if (!rep.ok) {
    const e = rep.error;
    if (typeof e !== 'object' || e === null || typeof e.message !== 'string' || e.message.length === 0)
      throw new Failed({ kind: 'bad-reply', detail: `a refusal without a reason: ${JSON.stringify(rep)}`, input });
    const code = String(e.code ?? e.rule ?? '?');
    stats.codes[code] = (stats.codes[code] ?? 0) + 1;
    for (const [pattern, what] of LEAKS)
      if (pattern.test(e.message)) throw new Failed({ kind: 'leak', detail: `the refusal holds ${what}`, input });
    return;
  }
  stats.accepted++;
  const m = (payload ?? {}) as Record<string, unknown>;
  const realTokens = new Set(ctx.table.tokens);
  const wrong = (why: string) => new Failed({ kind: 'wrong-acceptance', detail: why, input });
  switch (event) {
    case 'game:act':
      if (!mayAct)
        throw wrong(
          "an action was accepted that is not the sender's to make, or that the engine refuses in this position",
        );
      break;
    case 'game:join': {
      const role = (rep.value as { role?: { kind?: string } }).role;
      if (
        role?.kind === 'player' &&
        !(typeof m.token === 'string' && realTokens.has(m.token) && m.gameId === ctx.table.gameId)
      )
        throw wrong('a join took a seat of a game whose seats are both taken, or with a token not its own');
      break;
    }
    case 'game:ready':
      throw wrong('an army list was accepted after the game started');
    case 'game:reveal':
      // After the start a seat's reveal changes nothing and is answered with the seats.
      if (!(typeof m.token === 'string' && realTokens.has(m.token) && m.gameId === ctx.table.gameId))
        throw wrong('a contribution to the dice was accepted without a seat token of the game');
      break;
    case 'game:undo-ask':
    case 'game:undo-answer':
      if (!(typeof m.token === 'string' && realTokens.has(m.token) && m.gameId === ctx.table.gameId))
        throw wrong('an undo asked or answered without a seat token of the game');
      break;
    case 'games:mine': {
      const games = (rep.value as { games?: { gameId: string; team: number }[] }).games ?? [];
      for (const g of games)
        if (g.gameId !== ctx.table.gameId)
          throw wrong(`games:mine listed ${g.gameId}, a game none of its tokens sits in`);
      if (games.length > 1) throw wrong('games:mine listed one game twice');
      if (
        games.length === 1 &&
        !(
          Array.isArray(m.seats) &&
          m.seats.some((s: { token?: unknown }) => typeof s?.token === 'string' && realTokens.has(s.token))
        )
      )
        throw wrong('games:mine listed a game for a forged token');
      break;
    }
    default:
      if (!EVENTS.includes(event as EventName)) throw wrong(`an unknown message "${event.slice(0, 40)}" was accepted`);
  }
}

function messageText(event: string, payload: unknown): string {
  let text: string;
  try {
    text =
      JSON.stringify(payload, (_k, v) =>
        typeof v === 'string' && v.length > 120
          ? `${v.slice(0, 40)}...(${v.length} chars)`
          : Buffer.isBuffer(v)
            ? '<binary>'
            : v,
      ) ?? 'undefined';
  } catch {
    text = '<too deep to print>';
  }
  return `${event} ${text.length > 1500 ? `${text.slice(0, 1500)}...` : text}`;
}

/**
 * A message nested far deeper than socket.io-client can encode (its encoder recurses), written
 * as socket.io's own packet text straight onto the connection: `42<ack id>["event",payload]`.
 * The ack is caught by registering its id with the client, as emitWithAck would.
 */
async function deepCase(r: Random, ctx: SocketContext, stats: FuzzStats): Promise<string> {
  const n = int(r, 1000, 150_000);
  const [open, close] = r() < 0.5 ? ['[', ']'] : ['{"a":', '}'];
  const deep = `${open.repeat(n)}1${close.repeat(n)}`;
  const event = pick(r, EVENTS);
  const payload = `{"gameId":${JSON.stringify(ctx.table.gameId)},"token":${JSON.stringify(ctx.table.tokens[0])},"index":${ctx.table.lengths[0]},"version":${PROTOCOL_VERSION},"action":${deep}}`;
  const input = `${event} {"action": ${open}x${n} ... } (${payload.length} bytes, raw)`;
  const socket = ctx.attacker as unknown as {
    acks: Record<number, (...a: unknown[]) => void>;
    io: { engine: { write(m: string): void } };
  };
  const id = 1_000_000_000 + int(r, 0, 1_000_000);
  const reply = new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), 8000);
    socket.acks[id] = (answer: unknown) => {
      clearTimeout(timer);
      resolve(answer);
    };
  });
  socket.io.engine.write(`42${id}${JSON.stringify([event]).slice(0, -1)},${payload}]`);
  let answer: unknown;
  try {
    answer = await reply;
  } catch {
    delete socket.acks[id];
    // socket.io's hard wall closes a connection that sends more than it reads: allowed.
    if (!ctx.attacker.connected) {
      ctx.attacker = await connectSocket(ctx.target);
      return input;
    }
    throw new Failed({ kind: 'no-answer', detail: 'no reply in 8 s to a deeply nested message', input });
  }
  checkReply(event, { deep: true }, answer, ctx, false, stats);
  return input;
}

async function socketOne(target: FuzzTarget, r: Random, ctx: SocketContext, stats: FuzzStats): Promise<string> {
  const kind = int(r, 0, 19);
  if (kind === 0) {
    // Not socket.io at all on a socket of its own: the server drops that connection and goes on.
    const s = await connectSocket(target);
    const garbage = pick(r, [
      'x',
      '42',
      '4["game:act"',
      '451-["a",{"_placeholder":true,"num":9}]',
      '2probe',
      '\u0000'.repeat(10),
      `4${'['.repeat(5000)}`,
    ]);
    (s.io.engine as unknown as { write(m: string): void }).write(garbage);
    await new Promise((resolve) => setTimeout(resolve, 20));
    s.disconnect();
    return `engine.io ${JSON.stringify(garbage.slice(0, 80))}`;
  }
  if (kind <= 4 && awaiting(ctx.table.states[0]!).team !== null) {
    // The game moves on with a legal action from its own seat, so the fuzzing meets every phase.
    const owed = awaiting(ctx.table.states[0]!).team!;
    const action = randomAction(ctx.table.states[owed]!, r);
    if (action) {
      const payload = { gameId: ctx.table.gameId, token: ctx.table.tokens[owed], index: ctx.table.lengths[0], action };
      const toldBefore = Math.max(...ctx.table.told);
      const reply = (await ask(ctx.table.players[owed], 'game:act', payload)) as Reply;
      if (!reply.ok)
        throw new Failed({
          kind: 'bad-reply',
          detail: `a legal action from its own seat was refused: ${JSON.stringify(reply.error)}`,
          input: messageText('game:act', payload),
        });
      await settled(ctx.table, toldBefore);
      return messageText('game:act', payload);
    }
  }
  if (kind === 1) return deepCase(r, ctx, stats);
  const event: string =
    kind === 5 ? pick(r, [...EVENTS, 'game:nope', '', 'constructor', '__proto__', 'x'.repeat(300)]) : pick(r, EVENTS);
  const tokens = [...ctx.table.tokens, ctx.forged, 'x', ''];
  const payload =
    kind === 6
      ? randomValue(r)
      : kind === 7 && EVENTS.includes(event as EventName)
        ? template(r, ctx, event as EventName)
        : mutate(r, EVENTS.includes(event as EventName) ? template(r, ctx, event as EventName) : {}, tokens);
  const mayAct = event === 'game:act' && actMayBeAccepted(ctx.table, payload);
  const toldBefore = Math.max(...ctx.table.told);
  let reply: unknown;
  try {
    reply = await ask(ctx.attacker, event, payload);
  } catch (e) {
    if (!target.alive())
      throw new Failed({ kind: 'down', detail: 'the server process exited', input: messageText(event, payload) });
    // A message over socket.io's hard wall closes the connection unread, by design: a new one.
    if (!ctx.attacker.connected) {
      ctx.attacker = await connectSocket(target);
      return messageText(event, payload);
    }
    throw new Failed({
      kind: 'no-answer',
      detail: `no reply in 8 s (${e instanceof Error ? e.message : String(e)})`,
      input: messageText(event, payload),
    });
  }
  checkReply(event, payload, reply, ctx, mayAct, stats);
  // An accepted action, or an accepted undo, is told to both seats: the next case starts from it.
  const rep = reply as Reply;
  if (rep.ok && (event === 'game:act' || (event === 'game:undo-answer' && rep.value.accepted === true)))
    await settled(ctx.table, toldBefore);
  return messageText(event, payload);
}

// ---------------------------------------------------------------------------------------------

/** Runs the cases; stops at the first failure. */
export async function fuzzServer(target: FuzzTarget, options: FuzzOptions): Promise<FuzzResult> {
  const stats: FuzzStats = { http: 0, socket: 0, statuses: {}, codes: {}, accepted: 0 };
  const log = options.log ?? (() => undefined);
  const runs = (surface: 'http' | 'socket', count: number): number[] => {
    if (options.onlyHttp !== undefined) return surface === 'http' ? [options.onlyHttp] : [];
    return Array.from({ length: count }, (_, i) => i);
  };
  let surface: 'http' | 'socket' = 'http';
  let index = -1;
  let last = '';
  try {
    await stillServes(target);
    for (index of runs('http', options.http)) {
      options.trace?.('http', index);
      last = await httpOne(target, seedrandom(`${options.seed}/http/${index}`), stats);
      stats.http++;
      if (index % 200 === 199) {
        await stillServes(target);
        log(`http ${index + 1}: ${JSON.stringify(stats.statuses)}`);
      }
    }
    await stillServes(target);
    surface = 'socket';
    index = -1;
    const ctx: SocketContext = {
      target,
      table: await newTable(target),
      attacker: await connectSocket(target),
      forged: 'F'.repeat(43),
    };
    try {
      for (index of runs('socket', options.socket)) {
        if (awaiting(ctx.table.states[0]!).team === null) {
          closeTable(ctx.table);
          ctx.table = await newTable(target);
        }
        options.trace?.('socket', index);
        last = await socketOne(target, seedrandom(`${options.seed}/socket/${index}`), ctx, stats);
        stats.socket++;
        if (index % 500 === 499) {
          await stillServes(target);
          log(`socket ${index + 1}: ${stats.accepted} accepted; refusals ${JSON.stringify(stats.codes)}`);
        }
      }
      await stillServes(target);
    } finally {
      closeTable(ctx.table);
      ctx.attacker.disconnect();
    }
  } catch (e) {
    const failure: Omit<FuzzFailure, 'surface' | 'index'> =
      e instanceof Failed
        ? { ...e.failure }
        : { kind: 'down', detail: e instanceof Error ? e.message : String(e), input: last };
    if (failure.kind === 'down') {
      // A process that died on a case is seen at the next one: name the case before too.
      failure.detail += ` (the case before sent: ${last.slice(0, 300)})`;
    }
    return { ok: false, stats, failure: { ...failure, surface, index: Math.max(index, 0) } };
  }
  return { ok: true, stats };
}
