// The custom cards slice (docs/armies.md, "Your own cards"): the cards players made, kept in the
// browser (customCards.ts), the card editor's open card, card files read in, and the choices
// waiting when a list or a file brings a card whose id a kept card has with other content. The
// builder's catalog is the catalog and these cards (catalogWith).
import type { UnitDef } from '../../engine';
import type { SavedArmy } from '../files/armyFormat';
import type { ListStorage } from '../files/armyLists';
import { readCardFile } from '../files/cardFile';
import {
  deleteCustomCard,
  keepCardsFromList,
  resolveCardConflict,
  saveCustomCard,
  type CardConflict,
  type ConflictChoice,
  type ConflictOutcome,
  type KeptFromList,
  type LoadedCards,
} from '../files/customCards';
import type { SetSlice } from './types';

/** What the card editor shows: a new card, a kept card to change, or a copy of any card as a new one. */
export type CardEditing = { mode: 'new' } | { mode: 'edit'; id: string } | { mode: 'copy'; from: UnitDef };

/** A choice waiting for the player; `then` tells whoever brought the card what became of it (a list uses `incomingId`). */
export interface PendingConflict extends CardConflict {
  then?: (outcome: ConflictOutcome) => void;
}

export interface CardsNotice {
  kind: 'error' | 'info';
  /** One line, then the problems, each with its place. */
  text: string;
  problems: string[];
}

export interface CustomCardsSlice {
  /** By name. */
  cards: UnitDef[];
  /** Kept entries that could not be read; they stay as they are. */
  unreadable: string[];
  /** The oldest first; the dialog asks about the first. */
  conflicts: PendingConflict[];
  editing: CardEditing | null;
  notice: CardsNotice | null;
  edit(editing: CardEditing | null): void;
  /** Keeps a parsed custom card (new, or a new version of a kept one); false when the storage refuses. */
  save(card: UnitDef): boolean;
  /** Deletes a kept card; refused (with the reason) while a kept list uses it, so no list is left with a card it cannot find. */
  remove(id: string): string | null;
  /**
   * The custom cards a list brings, kept as keepCardsFromList does; the differing ones wait for
   * the player's choice (CustomCardConflict), and `then` hears of each choice made.
   */
  keepFromList(cards: UnitDef[], then?: (incoming: UnitDef, outcome: ConflictOutcome) => void): KeptFromList;
  /** The player's choice for the first waiting conflict. */
  resolveConflict(choice: ConflictChoice): ConflictOutcome | null;
  /** Reads a card file (JSON or CSV): the good cards kept, the bad ones named; `from` names the file. */
  importFile(text: string, from: string): void;
  tell(notice: CardsNotice | null): void;
}

export interface CustomCardsDeps {
  storage: ListStorage | null;
  /** The kept cards, read once at start (the builder reads its lists with them). */
  loaded: LoadedCards;
}

const byName = (a: UnitDef, b: UnitDef) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

const catalogs = new WeakMap<
  readonly UnitDef[],
  WeakMap<object, { list: readonly UnitDef[]; byId: Readonly<Record<string, UnitDef>> }>
>();

/** The catalog and the kept custom cards, as one list and by id; the same objects while neither changes. */
export function catalogWith(
  catalog: readonly UnitDef[],
  byId: Readonly<Record<string, UnitDef>>,
  cards: readonly UnitDef[],
): { list: readonly UnitDef[]; byId: Readonly<Record<string, UnitDef>> } {
  let forCatalog = catalogs.get(cards);
  if (!forCatalog) catalogs.set(cards, (forCatalog = new WeakMap()));
  let full = forCatalog.get(byId);
  if (!full) {
    full =
      cards.length === 0
        ? { list: catalog, byId }
        : { list: [...catalog, ...cards], byId: { ...byId, ...Object.fromEntries(cards.map((c) => [c.id, c])) } };
    forCatalog.set(byId, full);
  }
  return full;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function customCardsSlice(
  set: SetSlice<CustomCardsSlice>,
  getApp: () => { customCards: CustomCardsSlice; builder: { armies: SavedArmy[] } },
  deps: CustomCardsDeps,
): CustomCardsSlice {
  const get = () => getApp().customCards;
  const { storage } = deps;
  const put = (card: UnitDef) =>
    set((s) => ({ cards: [...s.cards.filter((c) => c.id !== card.id), card].sort(byName) }));
  const keep = (cards: UnitDef[], then?: (incoming: UnitDef, outcome: ConflictOutcome) => void): KeptFromList => {
    const kept = keepCardsFromList(cards, storage);
    for (const c of kept.added) put(c);
    if (kept.differing.length > 0) {
      set((s) => ({
        conflicts: [
          ...s.conflicts,
          ...kept.differing.map((d) => ({
            ...d,
            ...(then ? { then: (o: ConflictOutcome) => then(d.incoming, o) } : {}),
          })),
        ],
      }));
    }
    return kept;
  };
  return {
    cards: deps.loaded.cards,
    unreadable: deps.loaded.problems,
    conflicts: [],
    editing: null,
    notice:
      deps.loaded.problems.length > 0
        ? {
            kind: 'error',
            text: `${plural(deps.loaded.problems.length, 'kept custom card')} could not be read; they were left as they are.`,
            problems: deps.loaded.problems,
          }
        : null,
    edit: (editing) => set({ editing }),
    save(card) {
      const saved = saveCustomCard(card, storage);
      if (saved) put(card);
      else
        set({
          notice: {
            kind: 'error',
            text: `“${card.name}” could not be kept: the browser's storage is full or blocked.`,
            problems: [],
          },
        });
      return saved;
    },
    remove(id) {
      const users = getApp()
        .builder.armies.filter((a) => a.list.units.some((u) => u.models.includes(id)))
        .map((a) => `“${a.list.name}”`);
      if (users.length > 0)
        return `It is in ${users.join(', ')}: take it out of ${users.length === 1 ? 'that list' : 'those lists'} first.`;
      deleteCustomCard(id, storage);
      set((s) => ({ cards: s.cards.filter((c) => c.id !== id) }));
      return null;
    },
    keepFromList: keep,
    resolveConflict(choice) {
      const [first, ...rest] = get().conflicts;
      if (!first) return null;
      const taken = new Set(get().cards.map((c) => c.id));
      const outcome = resolveCardConflict(first, choice, taken);
      if (outcome.save) {
        if (saveCustomCard(outcome.save, storage)) put(outcome.save);
        else
          set({
            notice: {
              kind: 'error',
              text: `“${outcome.save.name}” could not be kept: the browser's storage is full or blocked.`,
              problems: [],
            },
          });
      }
      set({ conflicts: rest });
      first.then?.(outcome);
      return outcome;
    },
    importFile(text, from) {
      const read = readCardFile(text);
      const kept = read.cards.length > 0 ? keep(read.cards) : { added: [], same: [], differing: [] };
      const parts = [
        kept.added.length > 0 ? `${plural(kept.added.length, 'card')} added` : '',
        kept.same.length > 0 ? `${plural(kept.same.length, 'card')} kept already` : '',
        kept.differing.length > 0
          ? `${plural(kept.differing.length, 'card')} differing from a kept one of the same id: choose below`
          : '',
        read.problems.length > 0 ? `${plural(read.problems.length, 'problem')}; nothing kept was changed` : '',
      ].filter((p) => p !== '');
      set({
        notice: {
          kind: read.problems.length > 0 ? 'error' : 'info',
          text: `${from}: ${parts.join(', ') || 'no card in the file'}.`,
          problems: read.problems,
        },
      });
    },
    tell: (notice) => set({ notice }),
  };
}
