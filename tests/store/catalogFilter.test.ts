// The builder's catalog browser: which cards it shows for a side (R1.1) and filters.
import { describe, expect, it } from 'vitest';
import { CATALOG, CATALOG_BY_ID } from '../../src/data/catalog';
import { NATION_SIDE, NATIONS, type UnitDef } from '../../src/engine';
import {
  catalogSide,
  filterCatalog,
  filtersSet,
  NO_FILTERS,
  TYPE_FAMILIES,
  typeFamily,
  type CatalogFilter,
} from '../../src/store/builder/catalogFilter';
import { gameStore } from './fixtures';

const all: CatalogFilter = { side: null, ...NO_FILTERS };
const ids = (f: Partial<CatalogFilter>) => filterCatalog(CATALOG, { ...all, ...f }).map((d) => d.id);

describe('catalog browser', () => {
  it("R1.1 shows the army's own side once it has units, both sides when casual, else the side chosen", () => {
    expect(catalogSide('Allies', true, false, 'Axis')).toBe('Allies');
    expect(catalogSide(null, false, false, 'Axis')).toBe('Axis');
    expect(catalogSide('Allies', true, true, 'Axis')).toBe(null);
    // A list mixing sides without the casual setting: the chosen side, while R1.1 errors show.
    expect(catalogSide(null, true, false, 'Allies')).toBe('Allies');
  });

  it('filters by side, nation, type line, ability and words of the name, type or abilities', () => {
    expect(ids({})).toHaveLength(CATALOG.length);
    expect(filterCatalog(CATALOG, { ...all, side: 'Axis' }).every((d) => d.side === 'Axis')).toBe(true);
    const onlyUk = ids({ side: 'Allies', hiddenNations: NATIONS.filter((n) => n !== 'UK') });
    expect(onlyUk.length).toBeGreaterThan(0);
    expect(onlyUk.every((id) => CATALOG.find((d) => d.id === id)!.nation === 'UK')).toBe(true);
    expect(ids({ typeLine: 'Infantry Cavalry', query: 'soviet' })).toEqual(['cossack-cavalrymen', 'mongolian-cavalry']);
    expect(ids({ ability: 'heavyTransport' })).toEqual([
      'cckw-352',
      'opel-blitz-3-ton',
      'bedford-ql-3-ton',
      'zis-42-half-track',
      'zis-5-3-ton',
    ]);
    expect(ids({ query: 'tiger' })).toEqual([
      'tiger-i',
      'king-tiger',
      'veteran-tiger',
      'p-40-c-flying-tiger',
      'jagdtiger',
    ]);
    expect(ids({ query: 'bridge demolition' })).toEqual(['us-engineer', 'pioneers', 'royal-engineers']);
    expect(ids({ query: 'PANTHER', typeLine: 'Vehicle Tank Destroyer', nation: 'Germany' })).toEqual([
      'jagdpanther',
      'ss-jagdpanther',
    ]);
    expect(ids({ query: 'nothing like this' })).toEqual([]);
  });
});

/**
 * A card pool the size of the whole game's (~400 cards, 22 nations, 1939-1945), made from the
 * catalog's cards under new ids and nations, so the builder is tried on the pool it will hold.
 */
function largeCatalog(size = 400): UnitDef[] {
  return Array.from({ length: size }, (_, i) => {
    const def = CATALOG[i % CATALOG.length];
    const nation = NATIONS[i % NATIONS.length];
    return {
      ...def,
      id: `${def.id}-${i}`,
      name: `${def.name} ${i}`,
      nation,
      side: NATION_SIDE[nation],
      year: 1939 + (i % 7),
    };
  });
}

describe('the filters, over the catalog and a 400-card pool', () => {
  const large = largeCatalog();
  const run = (cards: readonly UnitDef[], f: Partial<CatalogFilter>) => filterCatalog(cards, { ...all, ...f });

  it('shows one nation, or every nation of the side but those hidden', () => {
    expect(run(large, { nation: 'Finland' }).map((d) => d.nation)).toEqual(
      Array(run(large, { nation: 'Finland' }).length).fill('Finland'),
    );
    expect(run(large, { nation: 'Finland' }).length).toBeGreaterThan(0);
    // The nation chosen outright shows even when it was hidden among all of the side.
    expect(run(large, { nation: 'Finland', hiddenNations: ['Finland'] })).toEqual(run(large, { nation: 'Finland' }));
    const allies = run(large, { side: 'Allies', hiddenNations: ['USA', 'UK'] });
    expect(new Set(allies.map((d) => d.nation))).toEqual(
      new Set(NATIONS.filter((n) => NATION_SIDE[n] === 'Allies' && n !== 'USA' && n !== 'UK')),
    );
  });

  it('shows a family of type lines or one exact line', () => {
    const vehicles = run(CATALOG, { family: 'Vehicle' });
    expect(vehicles.length).toBeGreaterThan(0);
    expect(vehicles.every((d) => d.typeLine.startsWith('Vehicle'))).toBe(true);
    expect(run(CATALOG, { family: 'Aircraft' }).every((d) => d.typeLine === 'Aircraft')).toBe(true);
    // Every card is of one family, and no card of two.
    const families = TYPE_FAMILIES.map((family) => run(CATALOG, { family }).length);
    expect(families.reduce((a, b) => a + b, 0)).toBe(CATALOG.length);
    expect(CATALOG.every((d) => typeFamily(d) !== null)).toBe(true);
    expect(run(CATALOG, { family: 'Infantry', typeLine: 'Infantry Cavalry' }).map((d) => d.id)).toEqual(
      CATALOG.filter((d) => d.typeLine === 'Infantry Cavalry').map((d) => d.id),
    );
    expect(run(CATALOG, { family: 'Infantry', typeLine: 'Infantry Cavalry' })).toHaveLength(5);
    expect(run(CATALOG, { family: 'Vehicle', typeLine: 'Infantry Cavalry' })).toEqual([]);
  });

  it('shows the cards in service by a year; a card of unknown year only with no year asked', () => {
    const by1941 = run(large, { byYear: 1941 });
    expect(by1941.length).toBe(large.filter((d) => d.year! <= 1941).length);
    expect(by1941.every((d) => d.year! <= 1941)).toBe(true);
    const { year: _year, ...first } = CATALOG[0];
    const undated = { ...first, id: 'undated' };
    expect(run([undated], { byYear: 1945 })).toEqual([]);
    expect(run([undated], {})).toEqual([undated]);
  });

  it('shows the cards within the costs asked, bounds included', () => {
    const mid = run(large, { minCost: 10, maxCost: 20 });
    expect(mid.length).toBe(large.filter((d) => d.cost >= 10 && d.cost <= 20).length);
    expect(mid.every((d) => d.cost >= 10 && d.cost <= 20)).toBe(true);
    expect(run(large, { minCost: 20, maxCost: 10 })).toEqual([]);
    expect(run(large, { maxCost: 0 })).toEqual([]);
  });

  it("sorts by name, cost, year or type, either way; by the catalog's order without a search", () => {
    const costs = run(large, { sort: 'cost' }).map((d) => d.cost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    const down = run(large, { sort: 'cost', descending: true }).map((d) => d.cost);
    expect(down).toEqual([...costs].reverse());
    const names = run(CATALOG, { sort: 'name' }).map((d) => d.name);
    expect(names).toEqual(
      [...names].sort((a, b) =>
        a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true, ignorePunctuation: true }),
      ),
    );
    expect(names[0]).toMatch(/^\d/);
    // A quoted name sorts by its letters: "Amtrack" among the A's, before Archer.
    expect(names.indexOf('"Amtrack"')).toBeLessThan(names.indexOf('Archer'));
    expect(names.indexOf('"Amtrack"')).toBeGreaterThan(names.indexOf('A6M2 Zero Ace'));
    const years = run(large, { sort: 'year', descending: true }).map((d) => d.year!);
    expect(years[0]).toBe(1945);
    expect(years.at(-1)).toBe(1939);
    const types = run(CATALOG, { sort: 'type' }).map((d) => d.typeLine);
    expect(types).toEqual([...types].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(run(large, {}).map((d) => d.id)).toEqual(large.map((d) => d.id));
    // Cards of unknown year come last, whichever the direction.
    const { year: _year, ...first } = CATALOG[0];
    const mixed = [{ ...first, id: 'undated' }, ...large.slice(0, 3)];
    expect(run(mixed, { sort: 'year' }).at(-1)!.id).toBe('undated');
    expect(run(mixed, { sort: 'year', descending: true }).at(-1)!.id).toBe('undated');
  });

  it('keeps the best matches of a search first, each kind in the chosen order', () => {
    // "tiger": the name starting with it, then the names with it as a later word (dearest first), then inside a word.
    expect(ids({ query: 'tiger', sort: 'cost', descending: true })).toEqual([
      'tiger-i',
      'veteran-tiger',
      'king-tiger',
      'p-40-c-flying-tiger',
      'jagdtiger',
    ]);
    const cheapFirst = ids({ query: 'tank', sort: 'cost' });
    const named = cheapFirst.filter((id) => /tank/i.test(CATALOG.find((d) => d.id === id)!.name));
    // The cards with "tank" in their name come before those with it in their type line only.
    expect(cheapFirst.slice(0, named.length)).toEqual(named);
    expect(cheapFirst.length).toBeGreaterThan(named.length);
  });

  it('says whether any filter is set, and the empty filter is the one a new list starts with', () => {
    expect(filtersSet(NO_FILTERS)).toBe(false);
    expect(filtersSet({ ...NO_FILTERS, hiddenNations: ['Japan'] })).toBe(true);
    expect(filtersSet({ ...NO_FILTERS, minCost: 0 })).toBe(true);
    expect(filtersSet({ ...NO_FILTERS, sort: 'cost' })).toBe(true);
  });
});

describe("the builder's filter state", () => {
  it('starts with no filters, keeps what the player sets, and "Clear filters" puts it back but keeps the side', () => {
    const store = gameStore({
      listStorage: null,
      catalog: CATALOG_BY_ID,
      now: () => new Date(0),
      resume: false,
      saveStorage: null,
      tabStorage: null,
    });
    const builder = () => store.getState().builder;
    expect(filtersSet(builder())).toBe(false);
    builder().chooseSide('Allies');
    builder().setFilter({ nation: 'UK', query: 'crom', minCost: 5, sort: 'cost', descending: true });
    builder().toggleNation('USA');
    expect(builder()).toMatchObject({
      nation: 'UK',
      query: 'crom',
      minCost: 5,
      sort: 'cost',
      descending: true,
      hiddenNations: ['USA'],
    });
    expect(filtersSet(builder())).toBe(true);
    builder().clearFilters();
    expect(filtersSet(builder())).toBe(false);
    expect(builder()).toMatchObject({ ...NO_FILTERS, chosenSide: 'Allies' });
  });
});
