// The builder slice: the army builder's saved lists, the one being edited, what the player
// should be told (an import refused, storage full), and the builder's view state (the side and
// nations the catalog shows, its search and filters, the stat card open in a dialog). Every edit
// of a list is saved at once.
import { messagesOf, type ArmyList, type Nation, type Side, type UnitDef } from '../../engine';
import { emptyList, fitName, listBoundsProblem } from '../builder/armyEdit';
import { LIMITS, parseArmyFile, withListCards, wrapList, type Parsed, type SavedArmy } from '../files/armyFormat';
import { deleteArmy, loadArmies, loadCurrentId, saveArmy, saveCurrentId, type ListStorage } from '../files/armyLists';
import { NO_FILTERS, type CatalogFilter } from '../builder/catalogFilter';
import { decodeShareCode } from '../files/shareCode';
import type { SetSlice } from './types';
import type { CustomCardsSlice } from './customCards';

export interface Notice {
  kind: 'error' | 'info';
  text: string;
}

export interface BuilderSlice extends Omit<CatalogFilter, 'side'> {
  /** Oldest first. */
  armies: SavedArmy[];
  currentId: string | null;
  notice: Notice | null;
  /** The side chosen while the list has no units; a list with units shows its own side. */
  chosenSide: Side;
  card: string | null;
  /** The last edit, said aloud to screen readers (a polite live region). */
  announcement: string;
  /** Opens the last list edited, or a new one when there is none. */
  ensureCurrent(): SavedArmy;
  create(name?: string): void;
  open(id: string): void;
  duplicate(id: string): void;
  /** Adds a copy of a given list (a sample army) as a new saved list and opens it. */
  startFrom(list: ArmyList): void;
  remove(id: string): void;
  /** Changes the current list and saves it. */
  edit(change: (list: ArmyList) => ArmyList): void;
  /** Reads a list file (JSON) or a share code; adds it as a new list and opens it. Nothing else changes on failure. */
  importText(text: string, from: string): Parsed<SavedArmy>;
  tell(notice: Notice | null): void;
  setFilter(change: Partial<Omit<CatalogFilter, 'side'>>): void;
  chooseSide(side: Side): void;
  toggleNation(nation: Nation): void;
  /** Every filter, the search and the order back as a new list starts (the side stays). */
  clearFilters(): void;
  showCard(id: string | null): void;
  announce(text: string): void;
}

export interface BuilderDeps {
  storage: ListStorage | null;
  catalog: Readonly<Record<string, UnitDef>>;
  now: () => Date;
  /**
   * The custom cards this browser keeps, by id (docs/armies.md "Custom cards travel with the list"): every list
   * saved carries those it uses (withListCards). None by default.
   */
  customCards?: () => Readonly<Record<string, UnitDef>>;
}

/** The list being edited. */
export function currentArmy(s: Pick<BuilderSlice, 'armies' | 'currentId'>): SavedArmy | undefined {
  return s.armies.find((a) => a.id === s.currentId);
}

function uniqueName(base: string, armies: SavedArmy[]): string {
  const taken = new Set(armies.map((a) => a.list.name));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const name = fitName(base, LIMITS.name - suffix.length) + suffix;
    if (!taken.has(name)) return name;
  }
}

export function builderSlice(
  set: SetSlice<BuilderSlice>,
  getApp: () => { builder: BuilderSlice; customCards: Pick<CustomCardsSlice, 'keepFromList'> },
  { storage, catalog, now, customCards = () => ({}) }: BuilderDeps,
): BuilderSlice {
  const get = () => getApp().builder;
  const loaded = loadArmies(storage, catalog);
  const savedId = loadCurrentId(storage);
  /** Adds a list, saves it and opens it. */
  const add = (list: ArmyList): SavedArmy => {
    const army = wrapList({ ...list, name: uniqueName(list.name, get().armies) }, now());
    const saved = saveArmy(storage, army);
    saveCurrentId(storage, army.id);
    set((s) => ({
      armies: [...s.armies, army],
      currentId: army.id,
      notice: saved
        ? s.notice
        : { kind: 'error', text: "The list could not be saved: the browser's storage is full or blocked." },
    }));
    return army;
  };
  /**
   * The custom cards an imported list carries meet this browser's kept cards (docs/armies.md,
   * "Your own cards"): new ones are kept; one that differs from a kept card of its id waits for
   * the player's choice, and the list then plays the card chosen (keep both: the incoming card
   * under its new id, the list's models moved to it).
   */
  const offerListCards = (army: SavedArmy) => {
    getApp().customCards.keepFromList([...(army.list.cards ?? [])], (incoming, outcome) => {
      const saved = get().armies.find((a) => a.id === army.id);
      if (!saved) return;
      const models = (u: ArmyList['units'][number]) => ({
        ...u,
        models: u.models.map((m) => (m === incoming.id ? outcome.incomingId : m)),
      });
      const list = withListCards({ ...saved.list, units: saved.list.units.map(models) }, customCards());
      const next: SavedArmy = { ...saved, updated: now().toISOString(), list };
      saveArmy(storage, next);
      set((s) => ({ armies: s.armies.map((a) => (a.id === army.id ? next : a)) }));
    });
  };
  return {
    armies: loaded.armies,
    currentId: loaded.armies.some((a) => a.id === savedId) ? savedId : (loaded.armies.at(-1)?.id ?? null),
    notice:
      loaded.unreadable.length > 0
        ? {
            kind: 'error',
            text: `${loaded.unreadable.length} saved list(s) could not be read; they were left as they are.`,
          }
        : null,
    ensureCurrent() {
      const { armies, currentId } = get();
      return armies.find((a) => a.id === currentId) ?? add(emptyList('New army'));
    },
    create(name = 'New army') {
      add(emptyList(name));
    },
    open(id) {
      if (!get().armies.some((a) => a.id === id)) return;
      saveCurrentId(storage, id);
      set({ currentId: id });
    },
    duplicate(id) {
      const army = get().armies.find((a) => a.id === id);
      if (army) add({ ...army.list, name: fitName(`Copy of ${army.list.name}`, LIMITS.name) });
    },
    startFrom(list) {
      const army = add(structuredClone(list));
      set({ notice: { kind: 'info', text: `“${army.list.name}” is yours to change: it was added to your lists.` } });
    },
    remove(id) {
      deleteArmy(storage, id);
      const armies = get().armies.filter((a) => a.id !== id);
      const currentId = get().currentId === id ? (armies.at(-1)?.id ?? null) : get().currentId;
      saveCurrentId(storage, currentId);
      set({ armies, currentId });
      // The builder always has a list to show.
      if (armies.length === 0) add(emptyList('New army'));
    },
    edit(change) {
      const { armies, currentId } = get();
      const army = armies.find((a) => a.id === currentId);
      if (!army) return;
      const changed = change(army.list);
      if (changed === army.list) return;
      const list = withListCards(changed, customCards());
      // Never saved beyond what the list readers hold: it would not read back (listBounds.ts).
      const tooBig = listBoundsProblem(list);
      if (tooBig) {
        set({ notice: { kind: 'error', text: tooBig } });
        return;
      }
      const next: SavedArmy = { ...army, updated: now().toISOString(), list };
      const saved = saveArmy(storage, next);
      set({
        armies: armies.map((a) => (a.id === army.id ? next : a)),
        ...(saved
          ? {}
          : {
              notice: {
                kind: 'error',
                text: "The change could not be saved: the browser's storage is full or blocked.",
              },
            }),
      });
    },
    importText(text, from) {
      const trimmed = text.trim();
      const parsed: Parsed<SavedArmy> = trimmed.startsWith('{')
        ? parseArmyFile(trimmed, catalog)
        : (() => {
            const code = decodeShareCode(trimmed, catalog);
            return code.ok ? { ok: true as const, value: wrapList(code.value, now()) } : code;
          })();
      if (!parsed.ok) {
        const why = messagesOf(parsed.error).join('; ');
        set({ notice: { kind: 'error', text: `${from} was not imported: ${why}${why.endsWith('.') ? '' : '.'}` } });
        return parsed;
      }
      const army = add(parsed.value.list);
      if (army.list.cards) offerListCards(army);
      set({ notice: { kind: 'info', text: `Imported “${army.list.name}” from ${from.toLowerCase()}.` } });
      return { ok: true, value: army };
    },
    tell(notice) {
      set({ notice });
    },
    chosenSide: 'Axis',
    ...NO_FILTERS,
    card: null,
    announcement: '',
    setFilter: (change) => set(change),
    chooseSide: (side) => set({ chosenSide: side }),
    toggleNation: (nation) =>
      set((s) => ({
        hiddenNations: s.hiddenNations.includes(nation)
          ? s.hiddenNations.filter((n) => n !== nation)
          : [...s.hiddenNations, nation],
      })),
    clearFilters: () => set({ ...NO_FILTERS }),
    showCard: (card) => set({ card }),
    announce: (announcement) => set({ announcement }),
  };
}
