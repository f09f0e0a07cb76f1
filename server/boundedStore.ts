// Every storage call answered within a bound (docs/online.md "When storage fails"): a store that
// cannot be reached (Redis gone, SQLite locked or failing) must turn into a refusal the player
// reads within about a second, never into silence. Each call of the wrapped store either settles
// within `ms` or rejects with StorageUnavailable; sockets.ts answers that with UNAVAILABLE, and
// the referee stops trusting its copy of the game (referee.ts `serial`), since a write that did
// not answer in time may still have landed.
import type { GameStorage } from './storage';

/** How long one storage call may take before the message is refused (docs/online.md). */
export const STORAGE_TIMEOUT_MS = 1000;

/** What a player reads when the storage failed: nothing was acknowledged, so nothing is lost. */
export const STORAGE_UNAVAILABLE = 'The game server cannot reach its storage; your game is safe, try again.';

/** A storage call failed or did not answer in time; `cause` says which and why. */
export class StorageUnavailable extends Error {
  constructor(
    readonly call: string,
    cause: unknown,
  ) {
    super(`storage ${call}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StorageUnavailable';
  }
}

/** `work` settled within `ms`, or StorageUnavailable (a late answer is ignored, never left unhandled). */
export function withDeadline<T>(call: string, work: () => Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new StorageUnavailable(call, new Error(`no answer within ${ms} ms`))), ms);
    let started: Promise<T>;
    try {
      started = work();
    } catch (e) {
      started = Promise.reject(e);
    }
    started.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof StorageUnavailable ? e : new StorageUnavailable(call, e));
      },
    );
  });
}

/** `store` with every call bounded by `ms` (close is the store's own: shutdown bounds it). */
export function boundedStore(store: GameStorage, ms = STORAGE_TIMEOUT_MS): GameStorage {
  const bound = <T>(call: string, work: () => Promise<T>) => withDeadline(call, work, ms);
  return {
    create: (meta) => bound('create', () => store.create(meta)),
    read: (id) => bound('read', () => store.read(id)),
    meta: (id) => bound('meta', () => store.meta(id)),
    peek: (id) => bound('peek', () => store.peek(id)),
    actions: (id, from) => bound('actions', () => store.actions(id, from)),
    takeSeat: (id, team, hash) => bound('takeSeat', () => store.takeSeat(id, team, hash)),
    setList: (id, team, list, pledge) => bound('setList', () => store.setList(id, team, list, pledge)),
    reveal: (id, team, contribution) => bound('reveal', () => store.reveal(id, team, contribution)),
    start: (id, initial, opening) => bound('start', () => store.start(id, initial, opening)),
    append: (id, at, action, over) => bound('append', () => store.append(id, at, action, over)),
    truncate: (id, at, length) => bound('truncate', () => store.truncate(id, at, length)),
    setUndoAsked: (id, asked) => bound('setUndoAsked', () => store.setUndoAsked(id, asked)),
    ping: () => bound('ping', () => store.ping()),
    close: () => store.close(),
  };
}
