// The builder's catalog browser: which cards it shows for a side (R1.1) and filters.
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../src/data/catalog';
import { catalogSide, filterCatalog, NATIONS, type CatalogFilter } from '../../src/store/catalogFilter';

const all: CatalogFilter = { side: null, hiddenNations: [], query: '', typeLine: '', ability: '' };
const ids = (f: Partial<CatalogFilter>) => filterCatalog(CATALOG, { ...all, ...f }).map((d) => d.id);

describe('catalog browser', () => {
  it('R1.1 shows the army\'s own side once it has units, both sides when casual, else the side chosen', () => {
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
    expect(ids({ ability: 'heavyTransport' })).toEqual(['cckw-352', 'opel-blitz-3-ton', 'bedford-ql-3-ton', 'zis-42-half-track', 'zis-5-3-ton']);
    expect(ids({ query: 'tiger' })).toEqual(['tiger-i', 'king-tiger', 'jagdtiger', 'veteran-tiger', 'p-40-c-flying-tiger']);
    expect(ids({ query: 'bridge demolition' })).toEqual(['us-engineer', 'pioneers', 'royal-engineers']);
    expect(ids({ query: 'TANK destroyer germany panther' })).toEqual(['jagdpanther', 'ss-jagdpanther']);
    expect(ids({ query: 'nothing like this' })).toEqual([]);
  });
});
