// Saved games in the browser's storage (README.md "Undo, saving and replays"): one entry per
// game, under its own key, so that saving one game never rewrites another and an entry that
// cannot be read is left as it is (never overwritten: a game that cannot be read is never the
// one being saved into).
// An entry holds the initial state and the actions, not the states: loading replays the game
// through the engine, and a 300-point game of 5 turns is about 55 KB (npm run savesize), so
// localStorage's few megabytes hold dozens of games. Each entry carries a revision, raised by
// every write: a tab writes only over the revision it last read or wrote, never over a newer one
// written by another tab. Everything here takes the storage as an argument (tests pass
// a Map-backed one) and never throws: a storage that refuses is an outcome, told to the player.
import * as v from 'valibot';
import {
  applyAction,
  cleanAction,
  fields,
  isAction,
  isRecord,
  readSchema,
  shown,
  type Action,
  type GameEvent,
  type GameState,
} from '../../engine';
import type { ListStorage } from './armyLists';
import { readOpening } from '../game/opening';
import { parsePlayers, type Players } from '../game/players';
import { readSavedState } from './savedState';
import { gameMark, keptMark, readKeptMark, type KeptMark, type ScenarioMark } from './scenarioMark';

/** Every saved game is the entry `SAVE_PREFIX + id`. */
export const SAVE_PREFIX = 'aam-reloaded.save.';
/** The id of the game saved last: a new tab (no game of its own yet) opens it. */
export const LAST_KEY = 'aam-reloaded.saves.last';
/** In a tab's sessionStorage: the id of the game this tab plays, so a reload resumes it. */
export const TAB_KEY = 'aam-reloaded.saves.tab';
/** The one autosave slot of the editions before the list; moved into the list on first load. */
export const LEGACY_KEY = 'aam-reloaded.game.v2';
const SAVE_VERSION = 1;

/** What a save holds of a game: enough to replay it. */
export interface SavedGame {
  initial: GameState;
  actions: Action[];
  /** Who plays each side (a save from before the AI has none: two humans). */
  players?: Players;
  /** The events of the game's creation, the log's first lines (older saves have none). */
  opening?: GameEvent[];
  /** Why the game is a scenario, not a fair game (scenarioMark.ts); null or absent: a fair game or the lesson. */
  scenario?: ScenarioMark | null;
}

/** The entry as stored (JSON): the mark as its reasons' codes. */
export interface SaveEntry extends Omit<SavedGame, 'scenario'> {
  version: typeof SAVE_VERSION;
  id: string;
  name: string;
  /** Raised by every write; a tab never writes over a higher one than it knows. */
  revision: number;
  savedAt: string;
  scenario?: KeptMark;
}

/** A saved game as the list shows it. */
export interface SaveInfo {
  id: string;
  name: string;
  revision: number;
  savedAt: string;
  armies: [string, string];
  turn: number;
  /** The game's last turn (null: open-ended). */
  turns: number | null;
  phase: GameState['phase'];
  actions: number;
}

/** A readable save: the list's line and the game, replayed. */
export interface ReadSave {
  info: SaveInfo;
  game: GameState;
  saved: SavedGame;
}

export type ListedSave =
  | ({ ok: true; id: string } & ReadSave)
  | { ok: false; id: string; problem: string; chars: number };

/** Where this tab saves its game: the entry's id and the revision it last wrote or read there. */
export interface Slot {
  id: string;
  name: string;
  revision: number;
}

export type WriteOutcome =
  | { kind: 'saved'; revision: number }
  /** The storage refused (full, blocked, absent): `reason` says which, in words. */
  | { kind: 'failed'; reason: string }
  /** Another tab saved this game further on (or put something unreadable there: null): nothing was written. */
  | { kind: 'conflict'; revision: number | null };

/** A new entry's id: the time and a random part, so two tabs never pick the same. */
export function newSaveId(now: Date, random: () => number = Math.random): string {
  return `${now.getTime().toString(36)}-${Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0')}`;
}

/** A new game's default name: its seed, the game's identity (the list shows the armies beside it). */
export function defaultSaveName(game: GameState): string {
  return `Game ${game.seed}`.slice(0, 80);
}

function get(storage: ListStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Why the storage refused a write, in the player's words. */
function storageRefusal(e: unknown): string {
  const name =
    e instanceof Error || (typeof DOMException !== 'undefined' && e instanceof DOMException) ? (e as Error).name : '';
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED')
    return "the browser's storage for this site is full";
  if (name === 'SecurityError') return 'the browser does not let this page use its storage (private mode or a setting)';
  return `the browser's storage refused it${e instanceof Error && e.message ? ` (${e.message.slice(0, 120)})` : ''}`;
}

/** The revision of a stored entry, read without the rest (null: no entry, or not one of ours). */
export function storedRevision(text: string | null): number | null {
  if (text === null) return null;
  try {
    const data: unknown = JSON.parse(text);
    return isRecord(data) && typeof data.revision === 'number' ? data.revision : null;
  } catch {
    return null;
  }
}

/** The first action of a save that the rules refuse, in words (null: they all replay). */
function refusedAction(initial: GameState, actions: Action[]): { game: GameState } | { problem: string } {
  let game = initial;
  for (const [i, action] of actions.entries()) {
    let r: ReturnType<typeof applyAction>;
    try {
      r = applyAction(game, action);
    } catch {
      return { problem: `action ${i + 1} (${action.type}) breaks the rules engine` };
    }
    if (!r.ok)
      return {
        problem: `action ${i + 1} (${action.type}) is refused by the rules: ${r.error.message}${r.error.rule ? ` (${r.error.rule})` : ''}`,
      };
    game = r.state;
  }
  return { game };
}

/**
 * A stored entry's shape. The initial state is the engine's to read (validateState), `players`,
 * `opening` and `scenario` their own readers'; the list's line (name, revision, date) falls back
 * to a default rather than hide a game that replays. Sentences follow "it" (the list says "this
 * save cannot be read: ..."); "{1}" is an action's number (core/schema.ts).
 */
const SAVE_ENTRY = fields(
  {
    version: v.literal(SAVE_VERSION, (issue) =>
      typeof issue.input === 'number' && issue.input > SAVE_VERSION
        ? `it was saved by a later edition of the game (save version ${issue.input}; this edition reads version ${SAVE_VERSION})`
        : `its version is ${shown(issue.input ?? null)}, not ${SAVE_VERSION}`,
    ),
    initial: v.optional(v.unknown()),
    actions: v.array(
      v.custom<Action>(isAction, (issue) => `action {1} is not an action: ${shown(issue.input).slice(0, 60)}`),
      'its actions are not a list',
    ),
    name: v.fallback(v.optional(v.string()), undefined),
    revision: v.fallback(v.number(), 0),
    savedAt: v.fallback(v.string(), ''),
    players: v.optional(v.unknown()),
    opening: v.optional(v.unknown()),
    scenario: v.optional(v.unknown()),
  },
  'it holds no saved game',
);

/** Reads an entry's text: the game replayed, or what is wrong with it in words (every problem of its shape and state at once). */
export function readSaveText(id: string, text: string): ListedSave {
  const bad = (problem: string): ListedSave => ({ ok: false, id, problem, chars: text.length });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return bad('it is not JSON (cut short or damaged)');
  }
  const entry = readSchema(SAVE_ENTRY, data, { code: 'BAD_FORMAT' });
  const problems = entry.ok ? [] : entry.error.map((p) => p.message);
  // A save of another version or no object is not read further: its state is not this edition's.
  if (!isRecord(data) || (!entry.ok && entry.error.some((p) => p.where === 'version'))) return bad(problems.join('; '));
  // An initial state written by an earlier edition is read in the current schema, fully checked
  // (validateState) and cleaned: data the format does not know is dropped, never saved again.
  let checked: ReturnType<typeof readSavedState>;
  try {
    checked = readSavedState(data.initial);
  } catch {
    checked = readSavedState(null);
  }
  if (!checked.ok) {
    const broken = checked.error.map((p) => p.message);
    problems.unshift(
      `its initial state is broken: ${broken.slice(0, 3).join('; ')}${broken.length > 3 ? ` (and ${broken.length - 3} more)` : ''}`,
    );
  }
  if (!entry.ok || !checked.ok) return bad(problems.slice(0, 4).join('; '));
  const { value: stored } = entry;
  const state = checked.value;
  const actions = stored.actions.map(cleanAction);
  const replayed = refusedAction(state, actions);
  if ('problem' in replayed) return bad(replayed.problem);
  const { game } = replayed;
  const info: SaveInfo = {
    id,
    name: stored.name?.trim() ? stored.name.slice(0, 80) : defaultSaveName(state),
    revision: stored.revision,
    savedAt: stored.savedAt,
    armies: [game.teams[0].name, game.teams[1].name],
    turn: game.turn,
    turns: game.settings.turns,
    phase: game.phase,
    actions: actions.length,
  };
  const saved: SavedGame = {
    initial: state,
    actions,
    players: parsePlayers(stored.players),
    opening: readOpening(state, stored.opening),
    scenario: gameMark(state, readKeptMark(stored.scenario)),
  };
  return { ok: true, id, info, game, saved };
}

/** The saved game `id`, read and replayed; null when there is no such entry. */
export function readSave(storage: ListStorage | null, id: string): ListedSave | null {
  const text = get(storage, SAVE_PREFIX + id);
  return text === null ? null : readSaveText(id, text);
}

/** Every saved game, the last saved first; the unreadable ones too, with what is wrong. */
export function listSaves(storage: ListStorage | null): ListedSave[] {
  if (!storage) return [];
  const ids: string[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(SAVE_PREFIX)) ids.push(key.slice(SAVE_PREFIX.length));
    }
  } catch {
    return [];
  }
  const saves = ids.map((id) => readSave(storage, id)).filter((s): s is ListedSave => s !== null);
  const when = (s: ListedSave) => (s.ok ? s.info.savedAt : '');
  return saves.sort((a, b) => when(b).localeCompare(when(a)) || a.id.localeCompare(b.id));
}

/**
 * Writes the game into its slot's entry, one revision up, unless another tab wrote a higher
 * revision there since this one last read or wrote it. The name stored wins over the
 * slot's: a rename from the list (in any tab) is kept.
 */
export function writeSave(storage: ListStorage | null, slot: Slot, game: SavedGame, now: Date): WriteOutcome {
  if (!storage) return { kind: 'failed', reason: 'this browser gives the page no storage (private mode or a setting)' };
  const key = SAVE_PREFIX + slot.id;
  let storedText: string | null;
  try {
    storedText = storage.getItem(key);
  } catch (e) {
    return { kind: 'failed', reason: storageRefusal(e) };
  }
  const stored = storedRevision(storedText);
  if (stored !== null && stored > slot.revision) return { kind: 'conflict', revision: stored };
  // Something that is no save of ours stands there now: it is kept, never written over.
  if (storedText !== null && stored === null) return { kind: 'conflict', revision: null };
  let name = slot.name;
  if (storedText !== null) {
    try {
      const data: unknown = JSON.parse(storedText);
      if (isRecord(data) && typeof data.name === 'string') name = data.name;
    } catch {
      // Unreachable: an entry whose revision was read is JSON.
    }
  }
  const revision = Math.max(stored ?? 0, slot.revision) + 1;
  const kept = keptMark(game.scenario ?? null);
  const entry: SaveEntry = {
    version: SAVE_VERSION,
    id: slot.id,
    name,
    revision,
    savedAt: now.toISOString(),
    initial: game.initial,
    actions: game.actions,
    ...(game.players ? { players: game.players } : {}),
    ...(game.opening ? { opening: game.opening } : {}),
    // A scenario stays one: its reasons are kept, whatever a later edition finds (scenarioMark.ts).
    ...(kept ? { scenario: kept } : {}),
  };
  try {
    storage.setItem(key, JSON.stringify(entry));
  } catch (e) {
    return { kind: 'failed', reason: storageRefusal(e) };
  }
  try {
    storage.setItem(LAST_KEY, slot.id);
  } catch {
    // The game is saved; only which one a new tab opens is not.
  }
  return { kind: 'saved', revision };
}

/** The name a player typed, as kept: no control or invisible formatting characters, at most 80 characters. */
function cleanSaveName(name: string): string {
  return name
    .replace(/\p{Cc}|\p{Cf}/gu, '')
    .trim()
    .slice(0, 80);
}

/** Renames a saved game (its revision stays: a rename is not a move). The name kept, or null when not done. */
export function renameSave(storage: ListStorage | null, id: string, name: string): string | null {
  const text = get(storage, SAVE_PREFIX + id);
  const clean = cleanSaveName(name);
  if (!text || !clean) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (!isRecord(data)) return null;
    storage!.setItem(SAVE_PREFIX + id, JSON.stringify({ ...data, name: clean }));
    return clean;
  } catch {
    return null;
  }
}

export function deleteSave(storage: ListStorage | null, id: string): void {
  try {
    storage?.removeItem(SAVE_PREFIX + id);
    if (storage?.getItem(LAST_KEY) === id) storage.removeItem(LAST_KEY);
  } catch {
    // Blocked storage: there was nothing saved to delete.
  }
}

/** The entry's text as stored, to download an unreadable save as it is. */
export function rawSave(storage: ListStorage | null, id: string): string | null {
  return get(storage, SAVE_PREFIX + id);
}

/**
 * Moves the one autosave of the editions before the list into the list, as a game of its own
 * (readable or not: an unreadable one is kept, and listed with what is wrong). The old key is
 * removed only once the new entry is written, so a full storage loses nothing. Returns the id.
 */
export function migrateLegacySave(
  storage: ListStorage | null,
  now: Date,
  random: () => number = Math.random,
): string | null {
  const text = get(storage, LEGACY_KEY);
  if (text === null || !storage) return null;
  const id = newSaveId(now, random);
  let entry = text;
  try {
    const data: unknown = JSON.parse(text);
    if (isRecord(data) && data.version === 1) {
      entry = JSON.stringify({ ...data, id, name: 'Autosaved game', revision: 1, savedAt: now.toISOString() });
    }
  } catch {
    // Not JSON: kept as it is, under its own key, and listed as unreadable.
  }
  try {
    storage.setItem(SAVE_PREFIX + id, entry);
    storage.removeItem(LEGACY_KEY);
    storage.setItem(LAST_KEY, id);
  } catch {
    return null;
  }
  return id;
}
