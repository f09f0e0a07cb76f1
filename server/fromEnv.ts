// The game server as the environment configures it, for `npm run dev` (vite.config.ts) and
// `npm run serve` (main.ts) alike: SQLite in AAM_DB (default .data/games.db), or, when REDIS_URL
// is set, the games in Redis and the socket.io Redis Streams adapter, so several processes
// behind a load balancer serve the same games. The limits per client address come from the
// environment too (limits.ts limitsFromEnv).
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { limitsFromEnv } from './limits';
import { RedisStore } from './redisStore';
import { attachGameServer } from './sockets';
import { SqliteStore } from './sqliteStore';

export const DEFAULT_DB = '.data/games.db';

export async function gameServerFromEnv(http: HttpServer, env: NodeJS.ProcessEnv = process.env): Promise<ReturnType<typeof attachGameServer> & { describe: string }> {
  const limits = limitsFromEnv(env);
  const url = env.REDIS_URL;
  if (url) {
    const store = await RedisStore.connect(url);
    const streams = createClient({ url });
    streams.on('error', (e) => console.error('game server: redis adapter', e));
    await streams.connect();
    const server = attachGameServer(http, { store, adapter: createAdapter(streams), limits });
    return {
      ...server,
      describe: `games in Redis (${url.replace(/\/\/[^@]*@/, '//')})`,
      async close() {
        await server.close();
        await streams.close();
      },
    };
  }
  const file = env.AAM_DB || DEFAULT_DB;
  const sync = env.AAM_DB_SYNC === 'full' ? 'full' : 'normal';
  return { ...attachGameServer(http, { store: new SqliteStore(file, sync), limits }), describe: `games in SQLite (${file}, synchronous=${sync})` };
}
