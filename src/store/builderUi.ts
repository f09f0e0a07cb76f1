// The army builder's view state, kept apart from the lists: the side and nations the catalog
// shows, its search and filters, and the stat card open in a dialog.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { NATION_SIDE, type AbilityId, type Nation, type Side, type UnitDef } from '../engine';
import { ABILITY_TEXT } from '../data/abilities';

export interface CatalogFilter {
  /** The side whose cards are shown; null shows both (a casual army, R1.1). */
  side: Side | null;
  /** Nations hidden by the player (all of the side are shown by default). */
  hiddenNations: Nation[];
  query: string;
  typeLine: string;
  ability: AbilityId | '';
}

export interface BuilderUi extends Omit<CatalogFilter, 'side'> {
  /** The side chosen while the list has no units; a list with units shows its own side. */
  chosenSide: Side;
  card: string | null;
  /** The last edit, said aloud to screen readers (a polite live region). */
  announcement: string;
  setFilter(change: Partial<Omit<CatalogFilter, 'side'>>): void;
  chooseSide(side: Side): void;
  toggleNation(nation: Nation): void;
  showCard(id: string | null): void;
  announce(text: string): void;
}

export const NATIONS = Object.keys(NATION_SIDE) as Nation[];

/**
 * The side the catalog shows: the army's own once it has units (R1.1), both sides for a casual
 * army, else the side the player chose.
 */
export function catalogSide(armySide: Side | null, hasUnits: boolean, casual: boolean, chosen: Side): Side | null {
  if (casual) return null;
  return hasUnits && armySide ? armySide : chosen;
}

/** The cards that match: on the side, of a shown nation, the type and ability asked, and the words searched. */
export function filterCatalog(catalog: readonly UnitDef[], f: CatalogFilter): UnitDef[] {
  const words = f.query.toLowerCase().split(/\s+/).filter(Boolean);
  return catalog.filter((def) => {
    if (f.side && def.side !== f.side) return false;
    if (f.hiddenNations.includes(def.nation)) return false;
    if (f.typeLine && def.typeLine !== f.typeLine) return false;
    if (f.ability && !def.abilities.some((a) => a.id === f.ability)) return false;
    const text = `${def.name} ${def.typeLine} ${def.nation} ${def.abilities.map((a) => ABILITY_TEXT[a.id].name).join(' ')}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

export const builderUi = createStore<BuilderUi>()((set) => ({
  chosenSide: 'Axis',
  hiddenNations: [],
  query: '',
  typeLine: '',
  ability: '',
  card: null,
  announcement: '',
  setFilter: (change) => set(change),
  chooseSide: (side) => set({ chosenSide: side }),
  toggleNation: (nation) =>
    set((s) => ({
      hiddenNations: s.hiddenNations.includes(nation) ? s.hiddenNations.filter((n) => n !== nation) : [...s.hiddenNations, nation],
    })),
  showCard: (card) => set({ card }),
  announce: (announcement) => set({ announcement }),
}));

export function useBuilderUi<T>(selector: (s: BuilderUi) => T): T {
  return useStore(builderUi, selector);
}
