// The records slice: what the records features tell the player (an undo refused, a file refused
// or loaded), whether the end screen was put aside to look at the map, and the saved games
// (docs/playing.md, "Undo, saving and replays"): which entry this tab saves into (its slot), what was last written there,
// and the lasting warnings: a save the storage refused, another tab on the same game, a newer
// save by that tab, an unreadable save kept aside. The storage rules are in ../persistence.ts.
import type { Action, GameState } from '../../engine';
import type { ListStorage } from '../files/armyLists';
import {
  defaultSaveName,
  deleteSave,
  listSaves,
  newSaveId,
  rawSave,
  readSave,
  renameSave,
  TAB_KEY,
  writeSave,
  type ListedSave,
  type SavedGame,
  type Slot,
} from '../files/persistence';
import type { Players } from '../game/players';
import type { SetSlice } from './types';

export interface Notice {
  text: string;
  kind: 'refused' | 'done';
}

/** The part of sessionStorage a tab uses: which game it plays, so a reload resumes that one. */
export type TabStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What was last written into the slot (or read from it), by reference: a game that differs is saved. */
export interface Written {
  initial: GameState | null;
  actions: readonly Action[] | null;
  players: Players | null;
}

const NOTHING_WRITTEN: Written = { initial: null, actions: null, players: null };

export interface RecordsSlice {
  notice: Notice | null;
  /** The ended game whose end screen the player closed (a reference: a new end shows it again). */
  endScreenClosedFor: GameState | null;
  /** The saved game this tab writes into. */
  slot: Slot;
  written: Written;
  /** The last save was refused by the storage: why, and how many saves in a row failed. */
  saveFailure: { reason: string; count: number } | null;
  /** Another tab saved this game further on: its revision (null: something unreadable stands there now). */
  conflict: { revision: number | null } | null;
  /** How many other tabs have this game open. */
  otherTabs: number;
  /** An unreadable save found when the page opened: kept under its own key, and what is wrong with it. */
  keptAside: { id: string; problem: string } | null;
  /** The saved games' list is open. */
  listOpen: boolean;
  say(text: string, kind?: 'refused' | 'done'): void;
  clearNotice(): void;
  closeEndScreen(game: GameState): void;
  reopenEndScreen(): void;
  /** Saves the game into the slot unless it is what was last written (or another tab wrote a newer one); called after every change of the game. */
  autosave(): void;
  /** Another tab wrote `revision` into the entry `id` (a storage event): a newer one of this game is a conflict. */
  storedElsewhere(id: string, revision: number | null): void;
  setOtherTabs(count: number): void;
  /** Opens a saved game in place of this one (this one stays saved); false (and a notice) when it cannot be read. */
  openSave(id: string): boolean;
  /** Replaces this tab's position with the newer one another tab saved. */
  loadNewer(): void;
  /** Keeps this tab's position as a new saved game beside the newer one. */
  keepAsCopy(): void;
  rename(id: string, name: string): boolean;
  /** Deletes a saved game; never the one this tab plays. */
  remove(id: string): boolean;
  dismissKeptAside(): void;
  /**
   * Deletes the saved game of `slot` if it holds a game nobody played: no action, its default
   * name, and no other tab's write since (a new game started over an untouched one leaves no
   * empty entry behind; a game in progress is never deleted).
   */
  discardUntouched(slot: Slot): void;
  showList(open: boolean): void;
  /** Every saved game, the last saved first, the unreadable ones with what is wrong. */
  list(): ListedSave[];
  /** A saved game's text as stored (to download an unreadable one as it is). */
  raw(id: string): string | null;
}

/** What a new game resets: the records' messages and the end screen belong to the game before (the slot is set by startGame). */
export const RECORDS_RESET: Pick<
  RecordsSlice,
  'notice' | 'endScreenClosedFor' | 'saveFailure' | 'conflict' | 'otherTabs' | 'listOpen'
> = {
  listOpen: false,
  notice: null,
  endScreenClosedFor: null,
  saveFailure: null,
  conflict: null,
  otherTabs: 0,
};

export interface RecordsDeps {
  /** Where the saved games are (the browser's localStorage; null: nowhere, every save fails and says so). */
  storage: ListStorage | null;
  /** This tab's sessionStorage (null: a reload opens the game saved last). */
  tab: TabStorage | null;
  now: () => Date;
}

/** How this tab's game begins: in a new slot, or in a saved one as read (`written`). */
export interface SlotStart {
  slot: Slot;
  written: Written;
  keptAside?: RecordsSlice['keptAside'];
}

/** A new slot for a new game: a fresh entry, so no game in progress is ever written over. */
export function freshSlot(initial: GameState, now: Date): SlotStart {
  return { slot: { id: newSaveId(now), name: defaultSaveName(initial), revision: 0 }, written: NOTHING_WRITTEN };
}

/** A history replayed from a save, to begin a game with (`startGame`'s replayed source). */
export interface Reopened {
  saved: SavedGame;
  start: SlotStart;
}

/** Reads the saved game `id` to open it: the replayed game and its slot, or what is wrong. */
export function reopen(storage: ListStorage | null, id: string): Reopened | string {
  const read = readSave(storage, id);
  if (!read) return "It is no longer in the browser's storage.";
  if (!read.ok) return `It cannot be read: ${read.problem}.`;
  const { saved, info } = read;
  return {
    saved,
    start: {
      slot: { id, name: info.name, revision: info.revision },
      written: { initial: saved.initial, actions: saved.actions, players: saved.players ?? null },
    },
  };
}

/** What the records slice reads of the store: the game to save, and startGame to open one. */
type Reads = () => {
  game: SavedGame & { players: Players; fault: unknown };
  records: RecordsSlice;
  openSaved(opened: Reopened): void;
};

export function recordsSlice(
  set: SetSlice<RecordsSlice>,
  get: Reads,
  deps: RecordsDeps,
  first: SlotStart,
): RecordsSlice {
  const rememberTab = (id: string) => {
    try {
      deps.tab?.setItem(TAB_KEY, id);
    } catch {
      // Without sessionStorage a reload opens the game saved last: most often this one.
    }
  };
  return {
    ...RECORDS_RESET,
    slot: first.slot,
    written: first.written,
    keptAside: first.keptAside ?? null,
    say: (text, kind = 'refused') => set({ notice: { text, kind } }),
    clearNotice: () => set({ notice: null }),
    closeEndScreen: (game) => set({ endScreenClosedFor: game }),
    reopenEndScreen: () => set({ endScreenClosedFor: null }),
    autosave() {
      const { game, records } = get();
      const { written, slot } = records;
      // A halted game (the page never goes blank) is not saved: the saved game keeps the last good position.
      if (game.fault) return;
      if (written.initial === game.initial && written.actions === game.actions && written.players === game.players)
        return;
      const attempt: Written = { initial: game.initial, actions: game.actions, players: game.players };
      // While another tab's newer save stands, nothing is written over it (the banner asks what to do).
      if (records.conflict) return set({ written: attempt });
      const out = writeSave(
        deps.storage,
        slot,
        {
          initial: game.initial,
          actions: game.actions as Action[],
          players: game.players,
          ...(game.opening ? { opening: game.opening } : {}),
          ...(game.scenario !== undefined ? { scenario: game.scenario } : {}),
        },
        deps.now(),
      );
      // `written` follows the attempt either way: a failed save is tried again at the next change, not at every hover.
      if (out.kind === 'saved') {
        rememberTab(slot.id);
        set({ written: attempt, slot: { ...slot, revision: out.revision }, saveFailure: null });
      } else if (out.kind === 'failed') {
        set({ written: attempt, saveFailure: { reason: out.reason, count: (records.saveFailure?.count ?? 0) + 1 } });
      } else {
        set({ written: attempt, conflict: { revision: out.revision } });
      }
    },
    storedElsewhere(id, revision) {
      const { slot } = get().records;
      if (id === slot.id && (revision === null || revision > slot.revision)) set({ conflict: { revision } });
    },
    setOtherTabs: (count) => set({ otherTabs: count }),
    openSave(id) {
      const opened = reopen(deps.storage, id);
      if (typeof opened === 'string') {
        get().records.say(`That saved game was not opened. ${opened}`);
        return false;
      }
      get().openSaved(opened);
      rememberTab(id);
      return true;
    },
    loadNewer() {
      const { slot } = get().records;
      const opened = reopen(deps.storage, slot.id);
      if (typeof opened === 'string') {
        // Nothing readable to load: keeping this position as a copy is what is left.
        get().records.say(`The newer position was not loaded. ${opened} Keep this game as a copy instead.`);
        return;
      }
      get().openSaved(opened);
    },
    keepAsCopy() {
      const { records, game } = get();
      const fresh = freshSlot(game.initial, deps.now());
      set({
        slot: { ...fresh.slot, name: `${records.slot.name} (copy)`.slice(0, 80) },
        written: NOTHING_WRITTEN,
        conflict: null,
        otherTabs: 0,
      });
      get().records.autosave();
    },
    rename(id, name) {
      const kept = renameSave(deps.storage, id, name);
      if (kept === null) return false;
      const { slot } = get().records;
      if (id === slot.id) set({ slot: { ...slot, name: kept } });
      return true;
    },
    remove(id) {
      if (id === get().records.slot.id) return false;
      deleteSave(deps.storage, id);
      return true;
    },
    dismissKeptAside: () => set({ keptAside: null }),
    discardUntouched(slot) {
      const read = readSave(deps.storage, slot.id);
      if (
        read?.ok &&
        read.info.actions === 0 &&
        read.info.revision === slot.revision &&
        read.info.name === defaultSaveName(read.saved.initial)
      ) {
        deleteSave(deps.storage, slot.id);
      }
    },
    showList: (open) => set({ listOpen: open }),
    list: () => listSaves(deps.storage),
    raw: (id) => rawSave(deps.storage, id),
  };
}
