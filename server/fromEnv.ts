// The game server as the environment configures it, for `npm run dev` (vite.config.ts) and
// `npm run serve` (main.ts) alike: SQLite in AAM_DB (default .data/games.db), or, when REDIS_URL
// is set, the games in Redis and the socket.io Redis Streams adapter, so several processes
// behind a load balancer serve the same games. The limits per client address come from the
// environment too (limits.ts limitsFromEnv).
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { limitsFromEnv } from './limits';
import { closeClient, logOutages, redisOptions, RedisStore } from './redisStore';
import { attachGameServer } from './sockets';
import { SqliteStore } from './sqliteStore';

export const DEFAULT_DB = '.data/games.db';

export async function gameServerFromEnv(
  http: HttpServer,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ReturnType<typeof attachGameServer> & { describe: string }> {
  const limits = limitsFromEnv(env);
  const url = env.REDIS_URL;
  if (url) {
    const store = await RedisStore.connect(url);
    // The adapter's client keeps node-redis's offline queue, unlike the store's: the adapter
    // reads its stream in a loop that asks again at once after any error, so refusing its reads
    // while Redis is away would spin that loop; queued, they wait for Redis. No player waits on
    // them: a move is refused by the store's client first.
    const streams = createClient(redisOptions(url));
    logOutages(streams, 'redis (socket.io adapter)');
    await streams.connect();
    const server = attachGameServer(http, { store, adapter: createAdapter(streams), limits });
    return {
      ...server,
      describe: `games in Redis (${url.replace(/\/\/[^@]*@/, '//')})`,
      async close() {
        await server.close();
        await closeClient(streams);
      },
    };
  }
  const file = env.AAM_DB || DEFAULT_DB;
  const sync = env.AAM_DB_SYNC === 'full' ? 'full' : 'normal';
  return {
    ...attachGameServer(http, { store: new SqliteStore(file, sync), limits }),
    describe: `games in SQLite (${file}, synchronous=${sync})`,
  };
}
