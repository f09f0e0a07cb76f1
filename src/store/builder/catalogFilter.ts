// What the army builder's catalog shows: the side, the nations, the search, the filters and the
// order (docs/armies.md, "Finding a card"; the state itself is in the builder slice,
// slices/builder.ts). Pure functions of the catalog, fast enough to run on every keystroke over
// the whole card pool (scripts/measureCatalog.ts).
import { isAircraft, isInfantry, isVehicle, type AbilityId, type Nation, type Side, type UnitDef } from '../../engine';
import { matchKind, matchRank, parseQuery } from './catalogSearch';

/** The families of type lines (rule book "Building Your Army"): every card is one of them. */
export const TYPE_FAMILIES = ['Infantry', 'Vehicle', 'Aircraft'] as const;
export type TypeFamily = (typeof TYPE_FAMILIES)[number];

export type CatalogSort = 'relevance' | 'name' | 'cost' | 'year' | 'type';

export interface CatalogFilter {
  /** The side whose cards are shown; null shows both (a casual army, R1.1). */
  side: Side | null;
  /** One nation only, or '' for every nation of the side. */
  nation: Nation | '';
  /** Nations hidden by the player among all of the side (no effect while one nation is chosen). */
  hiddenNations: Nation[];
  query: string;
  family: TypeFamily | '';
  /** One exact type line, or ''. */
  typeLine: string;
  ability: AbilityId | '';
  /** Cards in service by this year (their year is this one or earlier); null for any year. */
  byYear: number | null;
  minCost: number | null;
  maxCost: number | null;
  /** `relevance`: the best matches of the search first, else the catalog's own order. */
  sort: CatalogSort;
  descending: boolean;
}

/** Every card, in the catalog's order: the filters as a new list starts, and as "Clear filters" leaves them. */
export const NO_FILTERS: Omit<CatalogFilter, 'side'> = {
  nation: '',
  hiddenNations: [],
  query: '',
  family: '',
  typeLine: '',
  ability: '',
  byYear: null,
  minCost: null,
  maxCost: null,
  sort: 'relevance',
  descending: false,
};

export { NATIONS } from '../../engine';

/**
 * The side the catalog shows: the army's own once it has units (R1.1), both sides for a casual
 * army, else the side the player chose.
 */
export function catalogSide(armySide: Side | null, hasUnits: boolean, casual: boolean, chosen: Side): Side | null {
  if (casual) return null;
  return hasUnits && armySide ? armySide : chosen;
}

/** The family of the card's type line, or null for a line with none of the three keywords. */
export function typeFamily(def: UnitDef): TypeFamily | null {
  if (isAircraft(def)) return 'Aircraft';
  if (isVehicle(def)) return 'Vehicle';
  if (isInfantry(def)) return 'Infantry';
  return null;
}

/** Whether any filter beyond the side is set (what "Clear filters" would undo). */
export function filtersSet(f: Omit<CatalogFilter, 'side'>): boolean {
  return (Object.keys(NO_FILTERS) as (keyof typeof NO_FILTERS)[]).some((k) =>
    Array.isArray(NO_FILTERS[k]) ? (f[k] as unknown[]).length > 0 : f[k] !== NO_FILTERS[k],
  );
}

function passes(def: UnitDef, f: CatalogFilter): boolean {
  if (f.side && def.side !== f.side) return false;
  // One nation chosen outright overrides the nations hidden among all of the side.
  if (f.nation ? def.nation !== f.nation : f.hiddenNations.length > 0 && f.hiddenNations.includes(def.nation))
    return false;
  if (f.family && typeFamily(def) !== f.family) return false;
  if (f.typeLine && def.typeLine !== f.typeLine) return false;
  if (f.ability && !def.abilities.some((a) => a.id === f.ability)) return false;
  // A card whose year is unknown (a custom card may have none) is not known to be in service.
  if (f.byYear !== null && (def.year === undefined || def.year > f.byYear)) return false;
  if (f.minCost !== null && def.cost < f.minCost) return false;
  if (f.maxCost !== null && def.cost > f.maxCost) return false;
  return true;
}

// Quotes and dashes in names ("Amtrack", T-34/85) do not move a card away from its letters.
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true, ignorePunctuation: true });

/** The chosen order between two cards; 0 leaves them in the catalog's order. */
function compareBy(sort: CatalogSort, a: UnitDef, b: UnitDef): number {
  switch (sort) {
    case 'relevance':
      return 0;
    case 'name':
      return byName.compare(a.name, b.name);
    case 'cost':
      return a.cost - b.cost;
    case 'year':
      // Cards of unknown year after every year, whichever the direction (below).
      return (a.year ?? 0) - (b.year ?? 0);
    case 'type':
      return byName.compare(a.typeLine, b.typeLine);
  }
}

/**
 * The cards that match, in order: on the side, of a shown nation, of the type, ability, years and
 * costs asked, and found by the search (catalogSearch.ts). The best matches of the search come
 * first (the whole name, its start, the starts of its words, anywhere in it, its type or
 * abilities), each kind in the chosen order; without a search, the chosen order alone.
 */
export function filterCatalog(catalog: readonly UnitDef[], f: CatalogFilter): UnitDef[] {
  const query = parseQuery(f.query);
  const found: { def: UnitDef; rank: number; at: number }[] = [];
  catalog.forEach((def, at) => {
    if (!passes(def, f)) return;
    const rank = matchRank(def, query);
    // A chosen order applies within each kind of match; "best match" also orders within it.
    if (rank !== null) found.push({ def, rank: f.sort === 'relevance' ? rank : matchKind(rank), at });
  });
  const direction = f.descending && f.sort !== 'relevance' ? -1 : 1;
  const unknownYear = (d: UnitDef) => (f.sort === 'year' && d.year === undefined ? 1 : 0);
  found.sort(
    (a, b) =>
      a.rank - b.rank ||
      unknownYear(a.def) - unknownYear(b.def) ||
      direction * compareBy(f.sort, a.def, b.def) ||
      (f.sort === 'relevance' ? 0 : byName.compare(a.def.name, b.def.name)) ||
      a.at - b.at,
  );
  return found.map((x) => x.def);
}
