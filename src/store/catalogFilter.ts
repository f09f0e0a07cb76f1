// What the army builder's catalog shows: the side, the nations, the search and the filters (the
// state itself is in the builder slice, slices/builder.ts).
import type { AbilityId, Nation, Side, UnitDef } from '../engine';
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

export { NATIONS } from '../engine';

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
