// The embedded store (docs/online.md, "Storage"): one SQLite file through better-sqlite3, in WAL mode. An
// action is committed before the referee acknowledges it, so a restart or a crash of the server
// process loses nothing. By default (synchronous=NORMAL) the commit is not synced to the disk
// each time: a power cut or a kernel crash may lose the last moments of play. AAM_DB_SYNC=full
// syncs every commit, and survives those too, at a disk sync's latency per action (measured in
// docs/online.md). One process only: several processes share games through Redis (redisStore.ts).
//
// Group commit: the appends asked for in one turn of the event loop (by the games being played
// at once) are written in one transaction (with AAM_DB_SYNC=full, one disk sync for all of
// them), and each is answered only once it is committed. Each append keeps its own condition (its game's position).
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Action, ArmyList, GameEvent, GameState, TeamId } from '../src/engine';
import type { GameId } from '../src/net/protocol';
import type { GameStorage, LogPosition, StoredGame, StoredMeta, StoredPosition } from './storage';

interface GameRow {
  id: string;
  options: string;
  seed: string;
  hash0: string | null;
  hash1: string | null;
  list0: string | null;
  list1: string | null;
  pledge0: string | null;
  pledge1: string | null;
  contribution0: string | null;
  contribution1: string | null;
  initial: string | null;
  opening: string;
  epoch: number;
  length: number;
  undo_asked: string | null;
  over: number;
  created_at: string;
  updated_at: string;
}

interface PeekRow {
  length: number;
  epoch: number;
  hash0: string | null;
  hash1: string | null;
  ready0: number;
  ready1: number;
  started: number;
  undo_asked: string | null;
  over: number;
  updated_at: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY, options TEXT NOT NULL, seed TEXT NOT NULL,
  hash0 TEXT, hash1 TEXT, list0 TEXT, list1 TEXT, pledge0 TEXT, pledge1 TEXT, contribution0 TEXT, contribution1 TEXT,
  initial TEXT, opening TEXT NOT NULL DEFAULT '[]',
  epoch INTEGER NOT NULL DEFAULT 0, length INTEGER NOT NULL DEFAULT 0,
  undo_asked TEXT, over INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS actions (
  game TEXT NOT NULL, idx INTEGER NOT NULL, action TEXT NOT NULL,
  PRIMARY KEY (game, idx)
) WITHOUT ROWID;
`;

/**
 * A file written before players contributed to the dice key, or before they pledged their
 * contributions, has no columns for them: they are added (empty), and its games play on as they
 * were stored.
 */
function addContributionColumns(db: Database.Database): void {
  const missing = () => {
    const columns = new Set(
      db
        .prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)')
        .all('games')
        .map((c) => c.name),
    );
    return ['pledge0', 'pledge1', 'contribution0', 'contribution1'].filter((c) => !columns.has(c));
  };
  if (missing().length === 0) return;
  // Looked at again under the write lock: another process opening the same file may have added them.
  db.transaction(() => {
    for (const column of missing()) db.exec(`ALTER TABLE games ADD COLUMN ${column} TEXT`);
  }).immediate();
}

/** How long the store's opening waits for a lock another program holds on the file. */
const STARTUP_LOCK_WAIT_MS = 15_000;

const parse = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

function metaOf(row: GameRow): StoredMeta {
  return {
    id: row.id,
    options: JSON.parse(row.options),
    seed: row.seed,
    seats: [
      { tokenHash: row.hash0, list: parse<ArmyList>(row.list0), pledge: row.pledge0, contribution: row.contribution0 },
      { tokenHash: row.hash1, list: parse<ArmyList>(row.list1), pledge: row.pledge1, contribution: row.contribution1 },
    ],
    initial: parse<GameState>(row.initial),
    opening: JSON.parse(row.opening) as GameEvent[],
    epoch: row.epoch,
    length: row.length,
    undoAsked: parse(row.undo_asked),
    over: row.over === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export class SqliteStore implements GameStorage {
  private readonly db: Database.Database;
  private readonly q;

  /** `sync`: 'normal' (the default) or 'full' (a disk sync per commit; above). */
  constructor(file: string, sync: 'full' | 'normal' = 'normal') {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    // At startup no game waits yet: a lock held by another program (a backup, the sqlite3 shell,
    // another server process adding the same columns) is waited for up to STARTUP_LOCK_WAIT_MS.
    this.db.pragma(`busy_timeout = ${STARTUP_LOCK_WAIT_MS}`);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${sync === 'normal' ? 'NORMAL' : 'FULL'}`);
    this.db.exec(SCHEMA);
    addContributionColumns(this.db);
    // Once serving, such a lock is waited for at most half a second: better-sqlite3 waits
    // synchronously, stopping every game meanwhile, and a call must answer within the storage
    // bound (boundedStore.ts) with SQLITE_BUSY rather than hang.
    this.db.pragma('busy_timeout = 500');
    const db = this.db;
    this.q = {
      insert: db.prepare(
        'INSERT OR IGNORE INTO games (id, options, seed, hash0, hash1, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      game: db.prepare<[string], GameRow>('SELECT * FROM games WHERE id = ?'),
      peek: db.prepare<[string], PeekRow>(
        'SELECT length, epoch, hash0, hash1, list0 IS NOT NULL AS ready0, list1 IS NOT NULL AS ready1, initial IS NOT NULL AS started, undo_asked, over, updated_at FROM games WHERE id = ?',
      ),
      actions: db.prepare<[string, number], { action: string }>(
        'SELECT action FROM actions WHERE game = ? AND idx >= ? ORDER BY idx',
      ),
      seat: [0, 1].map((t) =>
        db.prepare(`UPDATE games SET hash${t} = ?, updated_at = ? WHERE id = ? AND hash${t} IS NULL`),
      ),
      list: [0, 1].map((t) =>
        db.prepare(
          // A seat pledges with its first list only (the CASE reads the row as it was): its first
          // pledge stands, and a seat whose list came before players pledged (with its contribution,
          // or before players contributed) takes none (src/net/fairDice.ts).
          `UPDATE games SET list${t} = ?, pledge${t} = CASE WHEN list${t} IS NULL AND contribution${t} IS NULL THEN ? ELSE pledge${t} END, updated_at = ? WHERE id = ? AND initial IS NULL`,
        ),
      ),
      reveal: [0, 1].map((t) =>
        db.prepare(
          `UPDATE games SET contribution${t} = COALESCE(contribution${t}, ?), updated_at = ? WHERE id = ? AND initial IS NULL`,
        ),
      ),
      start: db.prepare('UPDATE games SET initial = ?, opening = ?, updated_at = ? WHERE id = ? AND initial IS NULL'),
      advance: db.prepare(
        'UPDATE games SET length = length + 1, over = ?, undo_asked = NULL, updated_at = ? WHERE id = ? AND length = ? AND epoch = ?',
      ),
      push: db.prepare('INSERT INTO actions (game, idx, action) VALUES (?, ?, ?)'),
      cut: db.prepare(
        'UPDATE games SET length = ?, epoch = epoch + 1, undo_asked = NULL, updated_at = ? WHERE id = ? AND length = ? AND epoch = ?',
      ),
      drop: db.prepare('DELETE FROM actions WHERE game = ? AND idx >= ?'),
      undo: db.prepare('UPDATE games SET undo_asked = ?, updated_at = ? WHERE id = ?'),
      ping: db.prepare('SELECT 1 FROM games LIMIT 1'),
    };
  }

  private queued: {
    id: GameId;
    at: LogPosition;
    action: Action;
    over: boolean;
    done: (ok: boolean) => void;
    failed: (e: unknown) => void;
  }[] = [];

  private readonly flush = (): void => {
    const batch = this.queued;
    this.queued = [];
    try {
      const written = this.db.transaction(() => batch.map((a) => this.appendTx(a.id, a.at, a.action, a.over)))();
      batch.forEach((a, i) => {
        a.done(written[i]!);
      });
    } catch (e) {
      // The transaction was rolled back: none of the batch was stored, and each is told so.
      for (const a of batch) a.failed(e);
    }
  };

  private readonly appendTx = (id: GameId, at: LogPosition, action: Action, over: boolean): boolean => {
    if (this.q.advance.run(over ? 1 : 0, now(), id, at.length, at.epoch).changes !== 1) return false;
    this.q.push.run(id, at.length, JSON.stringify(action));
    return true;
  };

  private readonly truncateTx = (id: GameId, at: LogPosition, length: number): boolean => {
    if (this.q.cut.run(length, now(), id, at.length, at.epoch).changes !== 1) return false;
    this.q.drop.run(id, length);
    return true;
  };

  async create(m: Parameters<GameStorage['create']>[0]): Promise<boolean> {
    return (
      this.q.insert.run(
        m.id,
        JSON.stringify(m.options),
        m.seed,
        m.seats[0].tokenHash,
        m.seats[1].tokenHash,
        m.createdAt,
        m.updatedAt,
      ).changes === 1
    );
  }

  async meta(id: GameId): Promise<StoredMeta | null> {
    const row = this.q.game.get(id);
    return row ? metaOf(row) : null;
  }

  async peek(id: GameId): Promise<StoredPosition | null> {
    const r = this.q.peek.get(id);
    if (!r) return null;
    return {
      length: r.length,
      epoch: r.epoch,
      hashes: [r.hash0, r.hash1],
      ready: [r.ready0 === 1, r.ready1 === 1],
      started: r.started === 1,
      undoAsked: parse(r.undo_asked),
      over: r.over === 1,
      updatedAt: r.updated_at,
    };
  }

  async read(id: GameId): Promise<StoredGame | null> {
    // One transaction, so the actions match the meta's length.
    return this.db.transaction(() => {
      const row = this.q.game.get(id);
      if (!row) return null;
      return { ...metaOf(row), actions: this.q.actions.all(id, 0).map((r) => JSON.parse(r.action) as Action) };
    })();
  }

  async actions(id: GameId, from: number): Promise<Action[]> {
    return this.q.actions.all(id, from).map((r) => JSON.parse(r.action) as Action);
  }

  async takeSeat(id: GameId, team: TeamId, tokenHash: string): Promise<boolean> {
    return this.q.seat[team]!.run(tokenHash, now(), id).changes === 1;
  }

  async setList(id: GameId, team: TeamId, list: ArmyList, pledge: string): Promise<boolean> {
    return this.q.list[team]!.run(JSON.stringify(list), pledge, now(), id).changes === 1;
  }

  async reveal(id: GameId, team: TeamId, contribution: string): Promise<boolean> {
    return this.q.reveal[team]!.run(contribution, now(), id).changes === 1;
  }

  async start(id: GameId, initial: GameState, opening: GameEvent[]): Promise<boolean> {
    return this.q.start.run(JSON.stringify(initial), JSON.stringify(opening), now(), id).changes === 1;
  }

  append(id: GameId, at: LogPosition, action: Action, over: boolean): Promise<boolean> {
    return new Promise((done, failed) => {
      this.queued.push({ id, at, action, over, done, failed });
      if (this.queued.length === 1) setImmediate(this.flush);
    });
  }

  async truncate(id: GameId, at: LogPosition, length: number): Promise<boolean> {
    return this.db.transaction(this.truncateTx)(id, at, length);
  }

  async setUndoAsked(id: GameId, asked: StoredMeta['undoAsked']): Promise<void> {
    this.q.undo.run(asked === null ? null : JSON.stringify(asked), now(), id);
  }

  /** A trivial query on the games table: the file is open and readable. */
  async ping(): Promise<void> {
    this.q.ping.get();
  }

  async close(): Promise<void> {
    if (this.queued.length > 0) this.flush();
    this.db.close();
  }
}

function now(): string {
  return new Date().toISOString();
}
