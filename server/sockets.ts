// The game server's socket.io side (issue 11): one room per game, every client message read and
// checked (validate.ts) before the referee sees it, and refused with a reason when it is of the
// wrong shape (MALFORMED), nested too deep (TOO_DEEP), too large (TOO_LARGE), or one too many
// (FLOOD). socket.io's own
// limit (maxHttpBufferSize) closes the connection of a sender of anything far larger, unread.
// Connection state recovery gives a browser that lost the network for a moment its rooms and the
// messages it missed; a browser that reloads joins again with the seat token it kept.
import type { Server as HttpServer } from 'node:http';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import { MAX_MESSAGE_BYTES, type ClientMessages, type ClientReplies, type GameId, type Reply, type ServerMessages } from '../src/net/protocol';
import { boundsRefusal } from './messageBounds';
import { Referee, refusal } from './referee';
import type { GameStorage } from './storage';
import { readers } from './validate';

/** The per-socket rate limit: a bucket of `burst` messages, refilled at `perSecond`. */
export interface RateLimit {
  burst: number;
  perSecond: number;
}
/** A player clicks a few times a second at most; a bot replaying a game may send faster, in bursts. */
export const DEFAULT_RATE: RateLimit = { burst: 40, perSecond: 20 };
/** socket.io's hard wall: a message over it closes the connection unread (the size check below answers up to it). */
export const HARD_LIMIT_BYTES = 4 * MAX_MESSAGE_BYTES;

export interface GameServerOptions {
  store: GameStorage;
  rate?: RateLimit;
  /** socket.io adapter (the Redis Streams adapter for several processes). */
  adapter?: ServerOptions['adapter'];
  /** Scripted dice for every new game (tests only; see Referee). */
  script?: number[];
  /** How long a lost connection keeps its rooms and missed messages for recovery (ms). */
  recoveryMs?: number;
}

interface SocketData {
  /** Each game this socket joined: its seat, or null for a spectator. */
  seats: Record<GameId, 0 | 1 | null>;
}

type GameSocket = Socket<Record<string, never>, ServerMessages, Record<string, never>, SocketData>;

function takeFrom(bucket: { tokens: number; at: number }, rate: RateLimit): boolean {
  const now = Date.now();
  bucket.tokens = Math.min(rate.burst, bucket.tokens + ((now - bucket.at) / 1000) * rate.perSecond);
  bucket.at = now;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

/** The game server on an HTTP server (Vite's in development, server/main.ts's in production). */
export function attachGameServer(http: HttpServer, options: GameServerOptions): { io: Server; referee: Referee; close(): Promise<void> } {
  const rate = options.rate ?? DEFAULT_RATE;
  const io = new Server<Record<string, never>, ServerMessages, Record<string, never>, SocketData>(http, {
    maxHttpBufferSize: HARD_LIMIT_BYTES,
    serveClient: false,
    // Vite's hot reload has its own WebSocket on the same server: leave upgrades that are not ours alone.
    destroyUpgrade: false,
    connectionStateRecovery: { maxDisconnectionDuration: options.recoveryMs ?? 2 * 60_000, skipMiddlewares: true },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  const presence = async (gameId: GameId): Promise<[boolean, boolean]> => {
    const connected: [boolean, boolean] = [false, false];
    for (const s of await io.in(gameId).fetchSockets()) {
      const team = s.data.seats?.[gameId];
      if (team === 0 || team === 1) connected[team] = true;
    }
    return connected;
  };
  const referee = new Referee(options.store, { emit: (gameId, event, payload) => io.to(gameId).emit(event, ...([payload] as never)) }, presence, options.script);

  const announce = (gameId: GameId) => void referee.announceSeats(gameId).catch((e) => console.error('game server: seats', e));

  io.on('connection', (raw) => {
    const socket = raw as unknown as GameSocket;
    socket.data.seats ??= {};
    const bucket = { tokens: rate.burst, at: Date.now() };
    // Back after a short loss of the network: the rooms came back with the session; say so.
    if (socket.recovered) for (const id of Object.keys(socket.data.seats)) announce(id);
    // Every message counts against the rate limit, known or not, before anything reads it; one
    // the protocol does not know goes no further. (socket.io's onAny listeners run before its
    // middlewares, so no onAny answers here.)
    socket.use((packet, next) => {
      const ack = packet[packet.length - 1];
      const reply = typeof ack === 'function' ? (ack as (r: unknown) => void) : () => undefined;
      if (!takeFrom(bucket, rate)) return reply(refusal('FLOOD', `Too many messages: at most ${rate.perSecond} a second.`));
      const event = packet[0];
      if (typeof event !== 'string' || !Object.hasOwn(readers, event)) return reply(refusal('MALFORMED', `No message "${String(event).slice(0, 40)}" in this protocol.`));
      next();
    });

    function on<K extends keyof ClientMessages>(event: K, handle: (msg: ClientMessages[K]) => Promise<Reply<ClientReplies[K]>>): void {
      socket.on(event as never, (async (payload: unknown, ack: unknown) => {
        const reply = typeof ack === 'function' ? (ack as (r: unknown) => void) : () => undefined;
        const unbounded = boundsRefusal(payload);
        if (unbounded) return reply({ ok: false, error: unbounded });
        const read = readers[event](payload);
        if (!read.ok) return reply(refusal('MALFORMED', read.why));
        try {
          reply(await handle(read.value));
        } catch (e) {
          console.error(`game server: ${event}`, e);
          reply(refusal('INTERNAL', 'The server failed on this message; nothing was changed.'));
        }
      }) as never);
    }

    on('game:create', (msg) => referee.create(msg));
    on('game:join', async (msg) => {
      // In the room before the snapshot is read, so no step falls between the two: a step the
      // snapshot already holds may also arrive as game:step (its index says so; ignore it).
      const wasIn = socket.rooms.has(msg.gameId);
      await socket.join(msg.gameId);
      const r = await referee.join(msg);
      if (!r.ok) {
        if (!wasIn) await socket.leave(msg.gameId);
        return r;
      }
      socket.data.seats[msg.gameId] = r.value.role.kind === 'player' ? r.value.role.team : null;
      if (r.value.role.kind === 'player') {
        // Presence was read before this socket's seat was known: it is connected now.
        r.value.snapshot.seats[r.value.role.team].connected = true;
        announce(msg.gameId);
      }
      return r;
    });
    on('game:ready', (msg) => referee.ready(msg));
    on('game:act', (msg) => referee.act(msg));
    on('game:undo-ask', (msg) => referee.undoAsk(msg));
    on('game:undo-answer', (msg) => referee.undoAnswer(msg));
    on('games:mine', (msg) => referee.mine(msg));
    socket.on('disconnect', () => {
      for (const [id, team] of Object.entries(socket.data.seats)) if (team !== null) announce(id);
    });
  });

  return {
    io: io as unknown as Server,
    referee,
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await options.store.close();
    },
  };
}
