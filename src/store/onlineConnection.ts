// The page's line to the game server (issue 11), behind a small interface so the store's online
// slice is tested against a fake server: a request answered by its acknowledgement (a `Reply`,
// or a refusal of our own when the server does not answer in time), the server's messages to
// the game's room, and whether the line is up. `socketConnection` is the real one, socket.io's
// client on the page's own origin (the page and the server are served together: `npm run dev`,
// `npm run serve`), which reconnects by itself after a dropped network or a sleeping laptop.
import type { Socket } from 'socket.io-client';
import type { ClientMessages, ClientReplies, ServerMessages } from '../net/protocol';

/** An answer to a request: the server's `Reply`, or `OFFLINE` when it could not be asked or did not answer. */
export type Answer<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string; rule?: string } };

/** One message from the server, by name. */
export type ServerEvent = { [K in keyof ServerMessages]: { event: K; msg: ServerMessages[K] } }[keyof ServerMessages];

export type LineStatus = 'connecting' | 'connected' | 'disconnected';

export interface OnlineConnection {
  request<K extends keyof ClientMessages>(event: K, payload: ClientMessages[K]): Promise<Answer<ClientReplies[K]>>;
  /** The server's messages to the rooms this connection is in. */
  listen(handler: (e: ServerEvent) => void): void;
  /** The line went up or down; `reconnected` when it came back after being down (the page joins again). */
  onStatus(handler: (status: LineStatus, reconnected: boolean) => void): void;
}

/** How long a request waits for the server's answer before the page says it is unreachable. */
const ANSWER_MS = 10_000;

const SERVER_EVENTS: readonly (keyof ServerMessages)[] = ['game:seats', 'game:started', 'game:step', 'game:undo-asked', 'game:undone', 'game:over'];

/** The socket.io connection to the game server on the page's own origin (or `url`). */
export function socketConnection(url?: string): OnlineConnection {
  // socket.io-client is loaded with the first online request, not with the page: a hot-seat or AI
  // game never needs it (issue 13 point 13, the first screen's weight). Handlers attach as soon as
  // the socket exists, in the same task, before any of its network events can arrive.
  const ready: Promise<Socket> = import('socket.io-client').then(({ io }) => (url ? io(url) : io()));
  let wasDown = false;
  return {
    async request(event, payload) {
      const socket = await ready;
      if (!socket.connected && wasDown) return { ok: false, error: { code: 'OFFLINE', message: 'The game server cannot be reached: the page keeps trying to reconnect.' } };
      try {
        return (await socket.timeout(ANSWER_MS).emitWithAck(event, payload)) as Answer<ClientReplies[typeof event]>;
      } catch {
        return { ok: false, error: { code: 'OFFLINE', message: 'The game server did not answer: check the connection and try again.' } };
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

  function onStatusOf(socket: Socket, handler: (status: LineStatus, reconnected: boolean) => void): void {
    socket.on('connect', () => {
      handler('connected', wasDown);
      wasDown = false;
    });
    socket.on('disconnect', () => {
      wasDown = true;
      handler('disconnected', false);
    });
    socket.on('connect_error', () => {
      wasDown = true;
      handler('disconnected', false);
    });
  }
}
