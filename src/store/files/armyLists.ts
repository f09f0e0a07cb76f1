// Saved army lists in the browser's storage, one entry per list so that saving one list never
// rewrites another, and an entry that cannot be read is left untouched rather than lost.
import { err, problem, type UnitDef } from '../../engine';
import { parseSavedArmy, type SavedArmy } from './armyFormat';

const PREFIX = 'aam-reloaded.army.';
const CURRENT = 'aam-reloaded.builder.current';

/** The part of the Web Storage API we use; tests pass a Map-backed one. */
export type ListStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export function browserStorage(): ListStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The storage's keys that start with `prefix` (one kind of entry: lists, cards, tiles), listed before
 * any is read, since reading or writing an entry may change the keys' order. Throws as the storage
 * does when it cannot be read (a blocked storage); the callers say so in their own words.
 */
export function keysStartingWith(storage: ListStorage, prefix: string): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

export interface LoadedArmies {
  /** Oldest first: the order players made them in. */
  armies: SavedArmy[];
  /** Storage keys whose entry could not be read; they stay as they are. */
  unreadable: string[];
}

export function loadArmies(storage: ListStorage | null, catalog: Readonly<Record<string, UnitDef>>): LoadedArmies {
  const armies: SavedArmy[] = [];
  const unreadable: string[] = [];
  if (!storage) return { armies, unreadable };
  for (const key of keysStartingWith(storage, PREFIX)) {
    let parsed: ReturnType<typeof parseSavedArmy>;
    try {
      parsed = parseSavedArmy(JSON.parse(storage.getItem(key) ?? ''), catalog);
    } catch {
      parsed = err([problem('NOT_JSON', key, 'the stored list is not JSON')]);
    }
    if (parsed.ok && key === PREFIX + parsed.value.id) armies.push(parsed.value);
    else unreadable.push(key);
  }
  armies.sort((a, b) => a.created.localeCompare(b.created) || a.id.localeCompare(b.id));
  return { armies, unreadable };
}

/** Saves one list; false when the storage refuses (full or blocked). */
export function saveArmy(storage: ListStorage | null, army: SavedArmy): boolean {
  if (!storage) return false;
  try {
    storage.setItem(PREFIX + army.id, JSON.stringify(army));
    return true;
  } catch {
    return false;
  }
}

export function deleteArmy(storage: ListStorage | null, id: string): void {
  try {
    storage?.removeItem(PREFIX + id);
  } catch {
    // Blocked storage: nothing was saved there either.
  }
}

export function loadCurrentId(storage: ListStorage | null): string | null {
  try {
    return storage?.getItem(CURRENT) ?? null;
  } catch {
    return null;
  }
}

export function saveCurrentId(storage: ListStorage | null, id: string | null): void {
  try {
    if (id) storage?.setItem(CURRENT, id);
    else storage?.removeItem(CURRENT);
  } catch {
    // Blocked storage: the builder opens the first list next time.
  }
}
