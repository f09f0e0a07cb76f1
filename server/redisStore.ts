// The shared store (docs/online.md, "Storage"): game logs in Redis, so several server processes behind a
// load balancer referee the same games (with the socket.io Redis Streams adapter carrying each
// room's messages between them). A game is a hash (`aam:game:<id>`: its record, JSON fields) and
// a list (`aam:log:<id>`: its actions, one JSON each). Every conditional change is one Lua script,
// which Redis runs atomically: two processes never both append at one position.
// Durability is Redis's own: run it with appendonly yes (docs/online.md).
//
// When Redis cannot be reached, a command is refused at once (the offline queue is off) rather
// than queued to run whenever Redis comes back: the player is told (UNAVAILABLE) and sends again,
// and nothing runs later that nobody waits for (docs/online.md "When storage fails").
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient, type RedisClientOptions } from 'redis';
import { STORAGE_TIMEOUT_MS } from './boundedStore';
import type { Action, ArmyList, GameEvent, GameState, TeamId } from '../src/engine';
import type { GameId } from '../src/net/protocol';
import type { GameStorage, LogPosition, StoredGame, StoredMeta, StoredPosition } from './storage';

type Client = ReturnType<typeof createClient>;

/**
 * The line to Redis of the server (the store's and the socket.io adapter's clients): a connection
 * that does not open within the storage bound is given up and tried again, soon (50 ms, doubling
 * to 1 s at most) so play resumes within a second of Redis coming back.
 */
export function redisOptions(url: string): RedisClientOptions {
  return {
    url,
    socket: { connectTimeout: STORAGE_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 1000) },
  };
}

/** Logs the first error of an outage and the return, not every reconnection attempt (one a second). */
export function logOutages(client: Client, label: string): void {
  let down = false;
  client.on('error', (e: unknown) => {
    if (down) return;
    down = true;
    console.error(`game server: ${label} unreachable, retrying:`, e instanceof Error ? e.message : e);
  });
  client.on('ready', () => {
    if (down) console.error(`game server: ${label} reachable again`);
    down = false;
  });
}

/**
 * Closes a client within `ms`: gracefully when Redis answers (pending replies are read), else at
 * once. close() alone waits for the replies of a Redis that is gone, for ever.
 */
export async function closeClient(client: Client, ms = STORAGE_TIMEOUT_MS / 2): Promise<void> {
  if (!client.isOpen) return;
  if (client.isReady) {
    const closed = await Promise.race([client.close().then(() => true), sleep(ms, false, { ref: false })]);
    if (closed) return;
  }
  try {
    client.destroy();
  } catch {
    // close() began and gave up waiting: the socket is dropped with the process.
  }
}

const gameKey = (id: GameId) => `aam:game:${id}`;
const logKey = (id: GameId) => `aam:log:${id}`;

/** KEYS[1] the game; ARGV[1] a field that must be absent, then field/value pairs to set. */
const SET_IF_ABSENT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then return 0 end
for i = 2, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
return 1`;

/**
 * KEYS[1] the game; ARGV the list's field and value, the pledge's field and value, the seat's
 * contribution's field, now. Only before the game starts. A seat pledges with its first list only:
 * its first pledge stands (a list sent again keeps it), and a seat whose list came before players
 * pledged (with its contribution, or before players contributed) takes none.
 */
const SET_LIST = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if redis.call('HEXISTS', KEYS[1], 'initial') == 1 then return 0 end
local first = redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 and redis.call('HEXISTS', KEYS[1], ARGV[5]) == 0
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2], 'updatedAt', ARGV[6])
if first then redis.call('HSETNX', KEYS[1], ARGV[3], ARGV[4]) end
return 1`;

/**
 * KEYS[1] the game; ARGV the contribution's field and value, now. Only before the game starts; a
 * seat's first contribution stands.
 */
const SET_REVEAL = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if redis.call('HEXISTS', KEYS[1], 'initial') == 1 then return 0 end
redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2])
redis.call('HSET', KEYS[1], 'updatedAt', ARGV[3])
return 1`;

/** KEYS[1] game, KEYS[2] log; ARGV length, epoch, action, over, now. */
const APPEND = `
local h = redis.call('HMGET', KEYS[1], 'length', 'epoch')
if h[1] ~= ARGV[1] or h[2] ~= ARGV[2] then return 0 end
redis.call('RPUSH', KEYS[2], ARGV[3])
redis.call('HSET', KEYS[1], 'length', tonumber(ARGV[1]) + 1, 'over', ARGV[4], 'updatedAt', ARGV[5])
redis.call('HDEL', KEYS[1], 'undoAsked')
return 1`;

/** KEYS[1] game, KEYS[2] log; ARGV length, epoch, new length, now. */
const TRUNCATE = `
local h = redis.call('HMGET', KEYS[1], 'length', 'epoch')
if h[1] ~= ARGV[1] or h[2] ~= ARGV[2] then return 0 end
local n = tonumber(ARGV[3])
if n == 0 then redis.call('DEL', KEYS[2]) else redis.call('LTRIM', KEYS[2], 0, n - 1) end
redis.call('HSET', KEYS[1], 'length', n, 'epoch', tonumber(ARGV[2]) + 1, 'updatedAt', ARGV[4])
redis.call('HDEL', KEYS[1], 'undoAsked')
return 1`;

const parse = <T>(text: string | undefined): T | null => (text === undefined ? null : (JSON.parse(text) as T));

function metaOf(id: GameId, h: Record<string, string>): StoredMeta | null {
  if (h.options === undefined) return null;
  return {
    id,
    options: JSON.parse(h.options),
    seed: h.seed!,
    seats: [
      {
        tokenHash: h.hash0 ?? null,
        list: parse<ArmyList>(h.list0),
        pledge: h.pledge0 ?? null,
        contribution: h.contribution0 ?? null,
      },
      {
        tokenHash: h.hash1 ?? null,
        list: parse<ArmyList>(h.list1),
        pledge: h.pledge1 ?? null,
        contribution: h.contribution1 ?? null,
      },
    ],
    initial: parse<GameState>(h.initial),
    opening: parse<GameEvent[]>(h.opening) ?? [],
    epoch: Number(h.epoch ?? 0),
    length: Number(h.length ?? 0),
    undoAsked: parse(h.undoAsked),
    over: h.over === '1',
    createdAt: h.createdAt!,
    updatedAt: h.updatedAt!,
  };
}

export class RedisStore implements GameStorage {
  private constructor(private readonly client: Client) {}

  static async connect(url: string): Promise<RedisStore> {
    const client = createClient({
      ...redisOptions(url),
      disableOfflineQueue: true,
      commandOptions: { timeout: STORAGE_TIMEOUT_MS },
    });
    logOutages(client, 'redis (games)');
    await client.connect();
    return new RedisStore(client);
  }

  private async script(script: string, keys: string[], args: (string | number)[]): Promise<boolean> {
    return (await this.client.eval(script, { keys, arguments: args.map(String) })) === 1;
  }

  async create(m: Parameters<GameStorage['create']>[0]): Promise<boolean> {
    const fields: Record<string, string> = {
      options: JSON.stringify(m.options),
      seed: m.seed,
      epoch: '0',
      length: '0',
      over: '0',
      opening: '[]',
      createdAt: m.createdAt,
      updatedAt: m.updatedAt,
    };
    m.seats.forEach((s, t) => {
      if (s.tokenHash !== null) fields[`hash${t}`] = s.tokenHash;
    });
    const key = gameKey(m.id);
    if (!(await this.client.hSetNX(key, 'seed', m.seed))) return false;
    await this.client.hSet(key, fields);
    return true;
  }

  async meta(id: GameId): Promise<StoredMeta | null> {
    return metaOf(id, (await this.client.hGetAll(gameKey(id))) as Record<string, string>);
  }

  async peek(id: GameId): Promise<StoredPosition | null> {
    const key = gameKey(id);
    const [h, ready0, ready1, started] = (await this.client
      .multi()
      .hmGet(key, ['options', 'length', 'epoch', 'hash0', 'hash1', 'undoAsked', 'over', 'updatedAt'])
      .hExists(key, 'list0')
      .hExists(key, 'list1')
      .hExists(key, 'initial')
      .exec()) as unknown as [(string | null)[], number, number, number];
    const [options, length, epoch, hash0, hash1, undoAsked, over, updatedAt] = h;
    if (options === null || options === undefined) return null;
    return {
      length: Number(length ?? 0),
      epoch: Number(epoch ?? 0),
      hashes: [hash0 ?? null, hash1 ?? null],
      ready: [Number(ready0) === 1, Number(ready1) === 1],
      started: Number(started) === 1,
      undoAsked: parse(undoAsked ?? undefined),
      over: over === '1',
      updatedAt: updatedAt ?? '',
    };
  }

  async read(id: GameId): Promise<StoredGame | null> {
    // One transaction, so the log matches the record's length.
    const [h, log] = (await this.client.multi().hGetAll(gameKey(id)).lRange(logKey(id), 0, -1).exec()) as unknown as [
      Record<string, string>,
      string[],
    ];
    const meta = metaOf(id, h);
    return meta ? { ...meta, actions: log.map((a) => JSON.parse(a) as Action) } : null;
  }

  async actions(id: GameId, from: number): Promise<Action[]> {
    return (await this.client.lRange(logKey(id), from, -1)).map((a) => JSON.parse(a) as Action);
  }

  takeSeat(id: GameId, team: TeamId, tokenHash: string): Promise<boolean> {
    return this.script(SET_IF_ABSENT, [gameKey(id)], [`hash${team}`, `hash${team}`, tokenHash, 'updatedAt', now()]);
  }

  setList(id: GameId, team: TeamId, list: ArmyList, pledge: string): Promise<boolean> {
    return this.script(
      SET_LIST,
      [gameKey(id)],
      [`list${team}`, JSON.stringify(list), `pledge${team}`, pledge, `contribution${team}`, now()],
    );
  }

  reveal(id: GameId, team: TeamId, contribution: string): Promise<boolean> {
    // SET_LIST's conditions without a list: only before the start, the first contribution standing.
    return this.script(SET_REVEAL, [gameKey(id)], [`contribution${team}`, contribution, now()]);
  }

  start(id: GameId, initial: GameState, opening: GameEvent[]): Promise<boolean> {
    return this.script(
      SET_IF_ABSENT,
      [gameKey(id)],
      ['initial', 'initial', JSON.stringify(initial), 'opening', JSON.stringify(opening), 'updatedAt', now()],
    );
  }

  append(id: GameId, at: LogPosition, action: Action, over: boolean): Promise<boolean> {
    return this.script(
      APPEND,
      [gameKey(id), logKey(id)],
      [at.length, at.epoch, JSON.stringify(action), over ? 1 : 0, now()],
    );
  }

  truncate(id: GameId, at: LogPosition, length: number): Promise<boolean> {
    return this.script(TRUNCATE, [gameKey(id), logKey(id)], [at.length, at.epoch, length, now()]);
  }

  async setUndoAsked(id: GameId, asked: StoredMeta['undoAsked']): Promise<void> {
    if (asked === null) await this.client.hDel(gameKey(id), 'undoAsked');
    else await this.client.hSet(gameKey(id), 'undoAsked', JSON.stringify(asked));
  }

  async ping(): Promise<void> {
    await this.client.ping();
  }

  close(): Promise<void> {
    return closeClient(this.client);
  }
}

function now(): string {
  return new Date().toISOString();
}
