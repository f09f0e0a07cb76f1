// `npm run serve` (docs/online.md "Running it"): one Node process serves the built site (dist/,
// site.ts) and the game server (socket.io, sockets.ts) on one port. PORT (default 8080), HOST
// (default all interfaces), AAM_DIST (default dist), AAM_DB (the SQLite file, default
// .data/games.db) or REDIS_URL. This module only wires the environment to them, and stops the
// process on SIGTERM and SIGINT within STOP_MS whatever state it is in (docs/online.md "Stopping").
import { resolve } from 'node:path';
import { gameServerFromEnv } from './fromEnv';
import { createSiteServer } from './site';

/** The longest a stop may take: a process manager's grace period is often 5 s or 10 s. */
const STOP_MS = 4500;

const root = resolve(process.env.AAM_DIST ?? 'dist');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

// Belt and braces: every handler catches its own failures (site.ts, sockets.ts), so nothing should
// reach these; if something does, it is logged and the process goes on serving the other games.
process.on('uncaughtException', (e) => console.error('game server: uncaught exception (the server goes on)', e));
process.on('unhandledRejection', (e) => console.error('game server: unhandled rejection (the server goes on)', e));

let stopping = false;
let game: Awaited<ReturnType<typeof gameServerFromEnv>> | null = null;

const http = createSiteServer({
  root,
  health: () => (game ? game.health() : Promise.resolve({ ok: false, reason: 'starting' })),
  stopping: () => stopping,
});

/**
 * Stops the process: no new connection, messages in flight answered or refused, socket.io and
 * the store closed with deadlines (a store that does not answer is dropped), then exit. A second
 * signal, or STOP_MS passing, exits at once.
 */
function stop(signal: string): void {
  if (stopping) {
    console.error(`game server: ${signal} again, exiting now`);
    process.exit(1);
  }
  stopping = true;
  console.error(`game server: ${signal}, stopping`);
  setTimeout(() => {
    console.error(`game server: not stopped within ${STOP_MS} ms, exiting now`);
    process.exit(1);
  }, STOP_MS).unref();
  http.close();
  void (game?.close() ?? Promise.resolve())
    .catch((e: unknown) => console.error('game server: closing', e))
    .finally(() => {
      http.closeAllConnections();
      process.exit(0);
    });
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

http.on('error', (e) => {
  console.error('game server: the HTTP server failed', e);
  process.exit(1);
});

game = await gameServerFromEnv(http);
if (!stopping) {
  const server = game;
  http.listen(port, host, () =>
    console.log(
      `Axis & Allies Miniatures: Reloaded on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/ (${server.describe})`,
    ),
  );
}
