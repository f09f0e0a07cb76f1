// Fair share under abuse (docs/online.md "Limits"): what one client may take of the game server,
// per socket and per client address, so that one flooding or greedy client cannot delay the other
// games: open connections, messages a second, games created a minute, and spectators per game.
// Every refusal carries a code and a reason the page shows. A socket that keeps sending after
// being told FLOOD is cut off, and its address refused new connections for a cool-down: a flood
// then costs the server a closed connection, not a reply per message.
//
// The limits are read from the environment in one place (`limitsFromEnv`), each with its
// default; the defaults let a club of players behind one NAT address play and watch together.
// They hold per server process: with several processes (REDIS_URL) each keeps its own count.
import { isIP } from 'node:net';
import type { ConnectionRefusal, ProtocolError } from '../src/net/protocol';

/** A token bucket: `burst` at once, refilled at `perSecond`. */
export interface RateLimit {
  burst: number;
  perSecond: number;
}

export interface Limits {
  /** Messages from one socket. */
  perSocket: RateLimit;
  /** Messages from one address, all its sockets together. */
  perAddress: RateLimit;
  /** Open connections (sockets) from one address. */
  connectionsPerAddress: number;
  /** Games one address creates a minute. */
  gamesPerMinute: number;
  /** Spectators of one game (players are not counted). */
  spectatorsPerGame: number;
  /** How long an address cut off for flooding is refused new connections (ms). */
  coolDownMs: number;
  /**
   * Reverse proxies in front of the server whose X-Forwarded-For is trusted: 0, the socket's
   * own address is the client's; n, the n-th address from the right of X-Forwarded-For is.
   */
  trustProxy: number;
}

/**
 * A person clicks a few times a second at most, a bot replaying a game faster and in bursts; a
 * club behind one NAT address (thirty players, a tab or two each) stays within the per-address
 * figures, and a final watched by the club within the spectators'.
 */
export const DEFAULT_LIMITS: Limits = {
  perSocket: { burst: 40, perSecond: 20 },
  perAddress: { burst: 200, perSecond: 100 },
  connectionsPerAddress: 64,
  gamesPerMinute: 30,
  spectatorsPerGame: 50,
  coolDownMs: 30_000,
  trustProxy: 0,
};

/** The environment's names for the limits (docs/online.md and docs/hosting.md list them with their defaults). */
export const LIMIT_VARIABLES = {
  AAM_MESSAGES_PER_SECOND: 'messages a second from one socket (its burst is twice that)',
  AAM_MESSAGES_PER_SECOND_PER_ADDRESS:
    'messages a second from one address, all its sockets together (burst twice that)',
  AAM_CONNECTIONS_PER_ADDRESS: 'open connections from one address',
  AAM_GAMES_PER_MINUTE: 'games one address may create a minute',
  AAM_SPECTATORS_PER_GAME: 'spectators of one game',
  AAM_FLOOD_COOLDOWN_SECONDS: 'seconds an address cut off for flooding is refused new connections',
  AAM_TRUST_PROXY: 'reverse proxies in front of the server whose X-Forwarded-For is trusted',
} as const;

type LimitVariable = keyof typeof LIMIT_VARIABLES;

/** A whole number from the environment, at least `min`; a bad value is refused by its name. */
function wholeNumber(env: NodeJS.ProcessEnv, name: LimitVariable, fallback: number, min: number): number {
  const text = env[name]?.trim();
  if (text === undefined || text === '') return fallback;
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < min)
    throw new Error(
      `${name}=${JSON.stringify(env[name])}: ${LIMIT_VARIABLES[name]} must be a whole number of at least ${min} (default ${fallback})`,
    );
  return n;
}

/** The limits as the environment sets them (each variable unset keeps its default). Throws on a bad value, naming it. */
export function limitsFromEnv(env: NodeJS.ProcessEnv): Limits {
  const d = DEFAULT_LIMITS;
  const socket = wholeNumber(env, 'AAM_MESSAGES_PER_SECOND', d.perSocket.perSecond, 1);
  const address = wholeNumber(env, 'AAM_MESSAGES_PER_SECOND_PER_ADDRESS', d.perAddress.perSecond, 1);
  return {
    perSocket: { burst: 2 * socket, perSecond: socket },
    perAddress: { burst: 2 * address, perSecond: address },
    connectionsPerAddress: wholeNumber(env, 'AAM_CONNECTIONS_PER_ADDRESS', d.connectionsPerAddress, 1),
    gamesPerMinute: wholeNumber(env, 'AAM_GAMES_PER_MINUTE', d.gamesPerMinute, 1),
    spectatorsPerGame: wholeNumber(env, 'AAM_SPECTATORS_PER_GAME', d.spectatorsPerGame, 0),
    coolDownMs: 1000 * wholeNumber(env, 'AAM_FLOOD_COOLDOWN_SECONDS', d.coolDownMs / 1000, 0),
    trustProxy: wholeNumber(env, 'AAM_TRUST_PROXY', d.trustProxy, 0),
  };
}

/**
 * The key a client's limits are counted under: an IPv4 address as it is (an IPv4 client of a
 * dual-stack server shows as ::ffff:a.b.c.d), an IPv6 address by its /64 network, since one
 * machine commonly holds a whole /64 and could otherwise take a new address per connection.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head, tail = ''] = address.toLowerCase().split('%')[0]!.split('::') as [string, string?];
  const left = head === '' ? [] : head.split(':');
  const right = address.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The client's address for the limits: the socket's own, or, behind `trustProxy` trusted
 * proxies, the address the outermost of them saw (X-Forwarded-For is appended to by each proxy:
 * the addresses left of the trusted ones are the client's say, and may be forged).
 */
export function clientAddress(
  handshake: { address: string; headers: Record<string, string | string[] | undefined> },
  trustProxy: number,
): string {
  if (trustProxy > 0) {
    const header = handshake.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((h) => h.trim())
      .filter((h) => h !== '');
    const hop = hops[Math.max(0, hops.length - trustProxy)];
    if (hop !== undefined && isIP(hop) !== 0) return addressKey(hop);
  }
  return addressKey(handshake.address);
}

interface Bucket {
  tokens: number;
  at: number;
}

function full(rate: RateLimit, now: number): Bucket {
  return { tokens: rate.burst, at: now };
}

/** Takes one token if there is one (refilling first); false when the bucket is empty. */
function take(bucket: Bucket, rate: RateLimit, now: number): boolean {
  bucket.tokens = Math.min(rate.burst, bucket.tokens + ((now - bucket.at) / 1000) * rate.perSecond);
  bucket.at = now;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

/**
 * One socket's share: its messages, and its patience, the FLOOD refusals it may be sent before it
 * is cut off (as many as its burst, recovered at its rate: a client a little over the rate is told
 * so each time; one sending far faster is cut off within a second).
 */
export interface SocketQuota {
  messages: Bucket;
  patience: Bucket;
}

/**
 * What a connection may send before socket.io reads it: twice its socket's rate and burst (as
 * many messages as it may have read, and as many again refused), and a few for socket.io's own
 * packets (connect, disconnect). More is a flood the socket.io level would cut off too, only
 * later: socket.io decodes a whole 64 kB read (some 500 messages) before its middleware sees the
 * first of them, and the gate saves decoding the rest (docs/online.md "Limits").
 */
function gateOf(rate: RateLimit): RateLimit {
  return { burst: 2 * rate.burst + 4, perSecond: 2 * rate.perSecond };
}

interface AddressState {
  connections: number;
  /** The address's gate (gateOf its rate), counted for every message of all its connections. */
  packets: Bucket;
  /** engine.io connections (transports) open, whether or not they joined the game server. */
  transports: number;
  /** Connections refused with the reason during this cool-down. */
  toldCooling: number;
  messages: Bucket;
  patience: Bucket;
  games: Bucket;
  /** Until when new connections are refused (0: not cut off). */
  coolUntil: number;
}

/** A message's fate: read it, refuse it with a reason, or cut the socket off (no reply). */
export type MessageVerdict = { ok: true } | { ok: false; refusal: ProtocolError } | { ok: false; cut: true };

/** The counts of every client address (in this process), against the limits. */
export class ClientLimits {
  private readonly addresses = new Map<string, AddressState>();

  constructor(
    readonly limits: Limits,
    private readonly now: () => number = Date.now,
  ) {}

  private state(address: string): AddressState {
    let s = this.addresses.get(address);
    if (!s) {
      const now = this.now();
      const games = { burst: this.limits.gamesPerMinute, perSecond: this.limits.gamesPerMinute / 60 };
      s = {
        connections: 0,
        packets: full(gateOf(this.limits.perAddress), now),
        transports: 0,
        toldCooling: 0,
        messages: full(this.limits.perAddress, now),
        patience: full(this.limits.perAddress, now),
        games: full(games, now),
        coolUntil: 0,
      };
      this.addresses.set(address, s);
    }
    return s;
  }

  /** A new connection from `address` is counted, or refused with the reason (then nothing is counted). */
  connect(address: string): ConnectionRefusal | null {
    const s = this.state(address);
    const wait = s.coolUntil - this.now();
    if (wait > 0) {
      s.toldCooling++;
      const seconds = Math.ceil(wait / 1000);
      return {
        code: 'FLOOD',
        message: `Too many messages came from your address: the server takes no new connection from it for ${seconds} s.`,
        retryMs: wait,
      };
    }
    if (s.connections >= this.limits.connectionsPerAddress) {
      return {
        code: 'LIMIT',
        message: `Too many connections from your address: at most ${this.limits.connectionsPerAddress} at once. Close another tab of this game, or wait for one to close.`,
        retryMs: 10_000,
      };
    }
    s.connections++;
    return null;
  }

  /**
   * Whether a new connection's HTTP handshake may go on (engine.io's allowRequest), before any
   * WebSocket or socket.io work. Refused with a bare HTTP error, which the page cannot show: so
   * only past what a page meets, an address holding twice its connections in transports (ones
   * that never join the game server count too), or one that asks again during its cool-down
   * after being told of it as many times as it may hold connections.
   */
  handshake(address: string): boolean {
    const s = this.addresses.get(address);
    if (!s) return true;
    if (s.transports >= 2 * this.limits.connectionsPerAddress) return false;
    return !(s.coolUntil > this.now() && s.toldCooling >= this.limits.connectionsPerAddress);
  }

  /** A fresh gate for a new engine.io connection (its messages before socket.io reads them). */
  transportGate(): Bucket {
    return full(gateOf(this.limits.perSocket), this.now());
  }

  /**
   * One message on a connection of `address`, before socket.io reads it: within its gate and its
   * address's, or false, and the connection is to be cut off (the address cooling down).
   */
  packet(address: string, gate: Bucket): boolean {
    const now = this.now();
    const s = this.state(address);
    if (take(gate, gateOf(this.limits.perSocket), now) && take(s.packets, gateOf(this.limits.perAddress), now))
      return true;
    this.coolDown(s, now);
    return false;
  }

  private coolDown(s: AddressState, now: number): void {
    if (s.coolUntil <= now) s.toldCooling = 0;
    s.coolUntil = now + this.limits.coolDownMs;
  }

  /** An engine.io connection from `address` opened, or closed. */
  transport(address: string, delta: 1 | -1): void {
    const s = this.state(address);
    s.transports = Math.max(0, s.transports + delta);
  }

  /** A connection counted by `connect` is gone. */
  disconnect(address: string): void {
    const s = this.addresses.get(address);
    if (s && s.connections > 0) s.connections--;
  }

  /** A fresh share for a new socket. */
  socketQuota(): SocketQuota {
    const now = this.now();
    return { messages: full(this.limits.perSocket, now), patience: full(this.limits.perSocket, now) };
  }

  /**
   * One message from a socket of `address`: within both its socket's and its address's rate, or
   * refused FLOOD, or, once the socket or the address has used up its patience, cut off (the
   * address then waits out the cool-down before it may connect again).
   */
  message(address: string, quota: SocketQuota): MessageVerdict {
    const now = this.now();
    const s = this.state(address);
    const { perSocket, perAddress } = this.limits;
    const socketOk = take(quota.messages, perSocket, now);
    if (socketOk && take(s.messages, perAddress, now)) return { ok: true };
    if (!take(quota.patience, perSocket, now) || !take(s.patience, perAddress, now)) {
      this.coolDown(s, now);
      return { ok: false, cut: true };
    }
    const message = socketOk
      ? `Too many messages from your address: at most ${perAddress.perSecond} a second from all its connections together.`
      : `Too many messages: at most ${perSocket.perSecond} a second.`;
    return { ok: false, refusal: { code: 'FLOOD', message } };
  }

  /** A game created by `address`, or the refusal when it has created its games of the minute. */
  createGame(address: string): ProtocolError | null {
    const n = this.limits.gamesPerMinute;
    if (take(this.state(address).games, { burst: n, perSecond: n / 60 }, this.now())) return null;
    return {
      code: 'LIMIT',
      message: `Too many new games from your address: at most ${n} a minute. Wait a little, then create it again.`,
    };
  }

  /**
   * Forgets the addresses that hold nothing any more: no connection, no cool-down, and every
   * bucket full again (what a fresh address would have), so the map does not grow without end.
   */
  sweep(): void {
    const now = this.now();
    const refillSeconds = (rate: RateLimit) => rate.burst / rate.perSecond;
    const refill =
      Math.max(refillSeconds(this.limits.perAddress), refillSeconds(gateOf(this.limits.perAddress)), 60) * 1000;
    for (const [address, s] of this.addresses) {
      if (
        s.connections === 0 &&
        s.transports === 0 &&
        s.coolUntil <= now &&
        now - Math.max(s.messages.at, s.patience.at, s.games.at, s.packets.at) >= refill
      )
        this.addresses.delete(address);
    }
  }

  /** Addresses held now (the tests see the sweep). */
  get size(): number {
    return this.addresses.size;
  }
}
