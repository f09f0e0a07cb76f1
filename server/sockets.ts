// The game server's socket.io side (docs/online.md, "The protocol"): one room per game, every client message read and
// checked (validate.ts) before the referee sees it, and refused with a reason when it is of the
// wrong shape (MALFORMED), nested too deep (TOO_DEEP), too large (TOO_LARGE), or one too many
// (FLOOD). socket.io's own limit (maxHttpBufferSize) closes the connection of a sender of
// anything far larger, unread. The limits per socket and per client address (limits.ts) are
// counted first, before any message is read: connections are refused when they are opened, with
// a code and a reason the page shows (socket.io's connect_error), and a socket that keeps sending
// after being told FLOOD is cut off.
// Connection state recovery gives a browser that lost the network for a moment its rooms and the
// messages it missed; a browser that reloads joins again with the seat token it kept.
import type { Server as HttpServer } from 'node:http';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import {
  MAX_MESSAGE_BYTES,
  type ClientMessages,
  type ClientReplies,
  type ConnectionRefusal,
  type GameId,
  type Reply,
  type ServerMessages,
} from '../src/net/protocol';
import { boundedStore, STORAGE_TIMEOUT_MS, STORAGE_UNAVAILABLE, StorageUnavailable } from './boundedStore';
import { ClientLimits, clientAddress, DEFAULT_LIMITS, type Limits } from './limits';
import { boundsRefusal } from './messageBounds';
import { Referee, refusal } from './referee';
import type { GameStorage } from './storage';
import { readers } from './validate';

/** socket.io's hard wall: a message over it closes the connection unread (the size check below answers up to it). */
export const HARD_LIMIT_BYTES = 4 * MAX_MESSAGE_BYTES;

export interface GameServerOptions {
  store: GameStorage;
  /** The limits per socket and per address (limits.ts; the environment's through limitsFromEnv); any left out keep their defaults. */
  limits?: Partial<Limits>;
  /** socket.io adapter (the Redis Streams adapter for several processes). */
  adapter?: ServerOptions['adapter'];
  /** Scripted dice for every new game (tests only; see Referee). */
  script?: number[];
  /** How long a lost connection keeps its rooms and missed messages for recovery (ms). */
  recoveryMs?: number;
  /** How long one storage call may take before the message is refused UNAVAILABLE (boundedStore.ts). */
  storageTimeoutMs?: number;
}

/** Whether the store answers: for /healthz (site.ts). */
export type Health = { ok: true } | { ok: false; reason: string };

/** How long a shutdown waits for the messages being answered (each storage call is bounded). */
const DRAIN_MS = 2000;
/** How long a shutdown waits for socket.io and the store to close before dropping them. */
const CLOSE_MS = 1000;

interface SocketData {
  /** Each game this socket joined: its seat, or null for a spectator. */
  seats: Record<GameId, 0 | 1 | null>;
  /** The client's address, as the limits count it (limits.ts clientAddress). */
  address: string;
}

type GameSocket = Socket<Record<string, never>, ServerMessages, Record<string, never>, SocketData>;

/** What this module uses of an engine.io connection (socket.io's `socket.conn`). */
interface EngineConnection {
  readyState: string;
  request: { socket: { remoteAddress?: string }; headers: Record<string, string | string[] | undefined> };
  transport: unknown;
  close(): void;
  on(event: 'packet', f: (packet: { type: string }) => void): void;
  once(event: 'close', f: () => void): void;
}

/**
 * Closes a flooding client's connection at once: engine.io stops handing its messages on, and
 * over a WebSocket, what the client sent after would still be read off the connection until it
 * answers the close: it is ended instead (engine.io keeps the WebSocket in its transport's
 * `socket`, not typed as public). Replies not yet written are dropped.
 */
function cutOff(conn: EngineConnection): void {
  conn.close();
  (conn.transport as { socket?: { terminate?: () => void } }).socket?.terminate?.();
}

/** The connect_error the page receives: the reason as the message, and the refusal as its `data`. */
function connectionRefused(r: ConnectionRefusal): Error & { data: ConnectionRefusal } {
  return Object.assign(new Error(r.message), { data: r });
}

/** The game server on an HTTP server (Vite's in development, server/main.ts's in production). */
export function attachGameServer(
  http: HttpServer,
  options: GameServerOptions,
): { io: Server; referee: Referee; health(): Promise<Health>; close(): Promise<void> } {
  const store = boundedStore(options.store, options.storageTimeoutMs ?? STORAGE_TIMEOUT_MS);
  /** Messages being answered now, and whether the server is shutting down (close). */
  let inFlight = 0;
  let closing = false;
  let drained: (() => void) | null = null;
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const clients = new ClientLimits(limits);
  const sweep = setInterval(() => clients.sweep(), 60_000).unref();
  /** Spectators of each game on this process (limits.spectatorsPerGame). */
  const spectators = new Map<GameId, number>();
  const watch = (gameId: GameId, delta: 1 | -1) => {
    const n = (spectators.get(gameId) ?? 0) + delta;
    if (n > 0) spectators.set(gameId, n);
    else spectators.delete(gameId);
  };
  const io = new Server<Record<string, never>, ServerMessages, Record<string, never>, SocketData>(http, {
    maxHttpBufferSize: HARD_LIMIT_BYTES,
    serveClient: false,
    // Vite's hot reload has its own WebSocket on the same server: leave upgrades that are not ours alone.
    destroyUpgrade: false,
    // A connection coming back is counted against its address's limits like any other.
    connectionStateRecovery: { maxDisconnectionDuration: options.recoveryMs ?? 2 * 60_000, skipMiddlewares: false },
    // An address hammering the server with connections is turned away at the HTTP handshake,
    // before any WebSocket or socket.io work (limits.ts handshake).
    allowRequest: (req, callback) =>
      callback(
        null,
        clients.handshake(
          clientAddress({ address: req.socket.remoteAddress ?? '', headers: req.headers }, limits.trustProxy),
        ),
      ),
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  // Every message passes the connection's gate (limits.ts packet) as engine.io hands it over,
  // before socket.io decodes it: past it the connection is cut off at once.
  io.engine.on('connection', (conn: EngineConnection) => {
    const address = clientAddress(
      { address: conn.request.socket.remoteAddress ?? '', headers: conn.request.headers },
      limits.trustProxy,
    );
    const gate = clients.transportGate();
    clients.transport(address, 1);
    conn.once('close', () => clients.transport(address, -1));
    conn.on('packet', (packet) => {
      if (packet.type === 'message' && conn.readyState === 'open' && !clients.packet(address, gate)) cutOff(conn);
    });
  });

  // Every connection is counted against its address before it is taken (and refused with a code
  // and a reason while the address holds its most, or waits out a cool-down for flooding). The
  // count is given back once, whether the socket disconnects or its connection closes first.
  io.use((raw, next) => {
    const socket = raw as unknown as GameSocket;
    const address = clientAddress(socket.handshake, limits.trustProxy);
    const refused = clients.connect(address);
    if (refused) return next(connectionRefused(refused));
    socket.data.address = address;
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      clients.disconnect(address);
      socket.conn.off('close', release);
    };
    socket.once('disconnect', release);
    socket.conn.once('close', release);
    next();
  });

  const presence = async (gameId: GameId): Promise<[boolean, boolean]> => {
    const connected: [boolean, boolean] = [false, false];
    for (const s of await io.in(gameId).fetchSockets()) {
      const team = s.data.seats?.[gameId];
      if (team === 0 || team === 1) connected[team] = true;
    }
    return connected;
  };
  const referee = new Referee(
    store,
    { emit: (gameId, event, payload) => io.to(gameId).emit(event, ...([payload] as never)) },
    presence,
    options.script,
  );

  const announce = (gameId: GameId) =>
    void referee.announceSeats(gameId).catch((e) => console.error('game server: seats', e));

  io.on('connection', (raw) => {
    const socket = raw as unknown as GameSocket;
    socket.data.seats ??= {};
    const address = socket.data.address;
    const quota = clients.socketQuota();
    let cut = false;
    // Back after a short loss of the network: the rooms came back with the session; say so.
    if (socket.recovered) {
      for (const [id, team] of Object.entries(socket.data.seats)) {
        if (team === null) watch(id, 1);
        announce(id);
      }
    }
    // Every message counts against the socket's and its address's rates, known or not, before
    // anything reads it; one the protocol does not know goes no further. A socket cut off for
    // flooding is answered nothing more: what it sent before the connection closed is dropped.
    // (socket.io's onAny listeners run before its middlewares, so no onAny answers here.)
    socket.use((packet, next) => {
      if (cut) return;
      const ack = packet[packet.length - 1];
      const reply = typeof ack === 'function' ? (ack as (r: unknown) => void) : () => undefined;
      const verdict = clients.message(address, quota);
      if (!verdict.ok) {
        if ('refusal' in verdict) return reply({ ok: false, error: verdict.refusal });
        cut = true;
        socket.disconnect(true);
        cutOff(socket.conn as unknown as EngineConnection);
        return;
      }
      const event = packet[0];
      if (typeof event !== 'string' || !Object.hasOwn(readers, event))
        return reply(refusal('MALFORMED', `No message "${String(event).slice(0, 40)}" in this protocol.`));
      next();
    });

    function on<K extends keyof ClientMessages>(
      event: K,
      handle: (msg: ClientMessages[K]) => Promise<Reply<ClientReplies[K]>>,
    ): void {
      socket.on(
        event as never,
        (async (payload: unknown, ack: unknown) => {
          const reply = typeof ack === 'function' ? (ack as (r: unknown) => void) : () => undefined;
          const unbounded = boundsRefusal(payload);
          if (unbounded) return reply({ ok: false, error: unbounded });
          const read = readers[event](payload);
          if (!read.ok) return reply(refusal('MALFORMED', read.why));
          if (closing)
            return reply(
              refusal('UNAVAILABLE', 'The game server is restarting; your game is safe, try again in a moment.'),
            );
          inFlight++;
          try {
            reply(await handle(read.value));
          } catch (e) {
            if (e instanceof StorageUnavailable) {
              console.error(`game server: ${event}: ${e.message}`);
              reply(refusal('UNAVAILABLE', STORAGE_UNAVAILABLE));
            } else {
              console.error(`game server: ${event}`, e);
              reply(refusal('INTERNAL', 'The server failed on this message; nothing was changed.'));
            }
          } finally {
            if (--inFlight === 0) drained?.();
          }
        }) as never,
      );
    }

    on('game:create', async (msg) => {
      const refused = clients.createGame(address);
      return refused ? { ok: false, error: refused } : referee.create(msg);
    });
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
      const seat = r.value.role.kind === 'player' ? r.value.role.team : null;
      const before = socket.data.seats[msg.gameId];
      if (seat === null && before !== null) {
        // One more spectator (a socket already watching, or a player's, is not counted again).
        if ((spectators.get(msg.gameId) ?? 0) >= limits.spectatorsPerGame) {
          if (!wasIn) await socket.leave(msg.gameId);
          return refusal(
            'LIMIT',
            `Game ${msg.gameId} has the most spectators it may have (${limits.spectatorsPerGame}): try again when one leaves.`,
          );
        }
        watch(msg.gameId, 1);
      }
      if (seat !== null && before === null) watch(msg.gameId, -1);
      socket.data.seats[msg.gameId] = seat;
      if (r.value.role.kind === 'player') {
        // Presence was read before this socket's seat was known: it is connected now.
        r.value.snapshot.seats[r.value.role.team].connected = true;
        announce(msg.gameId);
      }
      return r;
    });
    on('game:ready', (msg) => referee.ready(msg));
    on('game:reveal', (msg) => referee.reveal(msg));
    on('game:act', (msg) => referee.act(msg));
    on('game:undo-ask', (msg) => referee.undoAsk(msg));
    on('game:undo-answer', (msg) => referee.undoAnswer(msg));
    on('games:mine', (msg) => referee.mine(msg));
    socket.on('disconnect', () => {
      for (const [id, team] of Object.entries(socket.data.seats)) {
        if (team === null) watch(id, -1);
        else announce(id);
      }
    });
  });

  return {
    io: io as unknown as Server,
    referee,
    async health() {
      try {
        await store.ping();
        return { ok: true };
      } catch (e) {
        return { ok: false, reason: e instanceof Error ? e.message : String(e) };
      }
    },
    /**
     * Shuts down within about 4 s whatever the store does (docs/online.md "Stopping"): new
     * messages are refused UNAVAILABLE, those being answered are waited for (each storage call is
     * bounded), then socket.io closes (connections still open after CLOSE_MS are dropped), then
     * the store (which drops a line that does not answer).
     */
    async close() {
      closing = true;
      clearInterval(sweep);
      if (inFlight > 0) await within(DRAIN_MS, new Promise<void>((resolve) => (drained = resolve)));
      const closed = await within(CLOSE_MS, new Promise<void>((resolve) => io.close(() => resolve())));
      if (!closed) http.closeAllConnections();
      await within(CLOSE_MS, options.store.close());
    },
  };
}

/** Whether `work` settled within `ms` (it is not waited for after that). */
function within(ms: number, work: Promise<unknown>): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    timer.unref();
    work.then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      (e: unknown) => {
        clearTimeout(timer);
        console.error('game server: closing', e);
        resolve(true);
      },
    );
  });
}
