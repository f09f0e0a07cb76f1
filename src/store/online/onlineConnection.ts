// The page's line to the game server (docs/online.md), behind a small interface so the store's online
// slice is tested against a fake server: a request answered by its acknowledgement (a `Reply`,
// or a refusal of our own when the server does not answer in time), the server's messages to
// the game's room, and whether the line is up. `socketConnection` is the real one, socket.io's
// client on the page's own origin (the page and the server are served together: `npm run dev`,
// `npm run serve`), which reconnects by itself after a dropped network or a sleeping laptop.
// A connection the server refuses (too many from this address, or an address cut off for
// flooding: docs/online.md "Limits") comes with the server's code and reason, which the page
// shows; it tries again when the server says it may.
import type { Socket } from 'socket.io-client';
import type {
  ClientMessages,
  ClientReplies,
  ConnectionRefusal,
  ProtocolError,
  ServerMessages,
} from '../../net/protocol';

/** An answer to a request: the server's `Reply`, or `OFFLINE` when it could not be asked or did not answer. */
export type Answer<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string; rule?: string } };

/** One message from the server, by name. */
export type ServerEvent = { [K in keyof ServerMessages]: { event: K; msg: ServerMessages[K] } }[keyof ServerMessages];

export type LineStatus = 'connecting' | 'connected' | 'disconnected';

export interface OnlineConnection {
  request<K extends keyof ClientMessages>(event: K, payload: ClientMessages[K]): Promise<Answer<ClientReplies[K]>>;
  /** The server's messages to the rooms this connection is in. */
  listen(handler: (e: ServerEvent) => void): void;
  /**
   * The line went up or down; `reconnected` when it came back after being down (the page joins
   * again); `refused`, the server's code and reason when it refused the connection.
   */
  onStatus(handler: (status: LineStatus, reconnected: boolean, refused?: ProtocolError) => void): void;
}

/** How long a request waits for the server's answer before the page says it is unreachable. */
const ANSWER_MS = 10_000;
/** The bounds of the wait before trying again a connection the server refused (it says how long). */
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 60_000;

/** The server's refusal carried by a connect_error (limits.ts: `data` holds its code and reason), or null for a network error. */
export function connectionRefusal(error: unknown): ConnectionRefusal | null {
  const data = (error as { data?: Partial<ConnectionRefusal> } | null)?.data;
  if (typeof data?.code !== 'string' || typeof data.message !== 'string') return null;
  const retryMs = typeof data.retryMs === 'number' && Number.isFinite(data.retryMs) ? data.retryMs : RETRY_MAX_MS;
  return { code: data.code, message: data.message, retryMs: Math.min(RETRY_MAX_MS, Math.max(RETRY_MIN_MS, retryMs)) };
}

const SERVER_EVENTS: readonly (keyof ServerMessages)[] = [
  'game:seats',
  'game:started',
  'game:step',
  'game:undo-asked',
  'game:undone',
  'game:over',
];

/** The socket.io connection to the game server on the page's own origin (or `url`). */
export function socketConnection(url?: string): OnlineConnection {
  // socket.io-client is loaded with the first online request, not with the page: a hot-seat or AI
  // game never needs it (docs/development.md, "Opening the page": the first screen's weight). Handlers attach as soon as
  // the socket exists, in the same task, before any of its network events can arrive.
  const ready: Promise<Socket> = import('socket.io-client').then(({ io }) => (url ? io(url) : io()));
  let wasDown = false;
  /** The server's refusal of the last connection attempt, until a connection is taken. */
  let refused: ProtocolError | null = null;
  return {
    async request(event, payload) {
      const socket = await ready;
      if (!socket.connected && wasDown)
        return {
          ok: false,
          error: refused ?? {
            code: 'OFFLINE',
            message: 'The game server cannot be reached: the page keeps trying to reconnect.',
          },
        };
      // The first connection is under way: a refusal of it answers the request at once.
      const refusal = socket.connected ? null : await refusalOfFirst(socket);
      if (refusal) return { ok: false, error: { code: refusal.code, message: refusal.message } };
      try {
        return (await socket.timeout(ANSWER_MS).emitWithAck(event, payload)) as Answer<ClientReplies[typeof event]>;
      } catch {
        return {
          ok: false,
          error: refused ?? {
            code: 'OFFLINE',
            message: 'The game server did not answer: check the connection and try again.',
          },
        };
      }
    },
    listen(handler) {
      void ready.then((socket) => {
        for (const event of SERVER_EVENTS) socket.on(event, (msg: unknown) => handler({ event, msg } as ServerEvent));
      });
    },
    onStatus(handler) {
      void ready.then((socket) => onStatusOf(socket, handler));
    },
  };

  /** The server's refusal of the connection under way, or null once it is taken (or the answer's time is out). */
  function refusalOfFirst(socket: Socket): Promise<ConnectionRefusal | null> {
    return new Promise((resolve) => {
      const done = (r: ConnectionRefusal | null) => {
        clearTimeout(timer);
        socket.off('connect', taken);
        socket.off('connect_error', failed);
        resolve(r);
      };
      const taken = () => done(null);
      // A network error is not an answer: socket.io tries again by itself.
      const failed = (error: Error) => {
        const r = connectionRefusal(error);
        if (r) done(r);
      };
      const timer = setTimeout(() => done(null), ANSWER_MS);
      socket.on('connect', taken);
      socket.on('connect_error', failed);
    });
  }

  function onStatusOf(
    socket: Socket,
    handler: (status: LineStatus, reconnected: boolean, refused?: ProtocolError) => void,
  ): void {
    socket.on('connect', () => {
      refused = null;
      handler('connected', wasDown);
      wasDown = false;
    });
    socket.on('disconnect', (reason) => {
      wasDown = true;
      handler('disconnected', false);
      // Closed by the server (cut off, or shutting down): socket.io does not try again by itself
      // then. Once, a little later: a refusal then says why.
      if (reason === 'io server disconnect') setTimeout(() => socket.connect(), RETRY_MIN_MS);
    });
    socket.on('connect_error', (error) => {
      wasDown = true;
      const refusal = connectionRefusal(error);
      if (!refusal) return handler('disconnected', false);
      // Refused by the server: socket.io does not try again by itself; the page does, when the server says.
      refused = { code: refusal.code, message: refusal.message };
      handler('disconnected', false, refused);
      setTimeout(() => socket.connect(), refusal.retryMs);
    });
  }
}
