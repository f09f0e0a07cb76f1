import { describe, expect, it } from 'vitest';
import { ABILITY_TEXT, abilityLabel } from '../../src/data/abilities';
import { CATALOG, CATALOG_BY_ID } from '../../src/data/catalog';
import { hasAbility, parseCardList, type AbilityId, type Nation } from '../../src/engine';
import rawCatalog from '../../src/data/units/catalog.json' with { type: 'json' };

describe('unit catalog', () => {
  it('loads, every card parsed by the engine', () => {
    expect(parseCardList(rawCatalog).ok).toBe(true);
    expect(CATALOG.length).toBe(rawCatalog.length);
    expect(CATALOG.length).toBeGreaterThanOrEqual(60);
    expect(CATALOG_BY_ID['m4a1-sherman'].defense).toEqual([5, 4]);
  });

  it('every ability has a name and an explanation', () => {
    for (const [id, t] of Object.entries(ABILITY_TEXT)) {
      expect(t.name, id).not.toBe('');
      expect(t.text.length, id).toBeGreaterThan(20);
    }
    expect(abilityLabel('closeAssault', 11)).toBe('Close Assault 11');
    expect(abilityLabel('initiative', 2)).toBe('Initiative +2');
    expect(abilityLabel('hull', undefined, { name: '75mm gun', dice: [12, 10, 8], vs: 'vehicle' })).toBe(
      'Hull (75mm gun 12/10/8 vs Vehicle)',
    );
  });
});

describe('catalog coverage (R1.3-R1.6, R8.13)', () => {
  const withType = (typeLine: string) => CATALOG.filter((d) => d.typeLine === typeLine);

  it('gives the six major nations and most minor ones an Infantry Officer and Basic Infantry to build a squad (R1.4)', () => {
    // Bulgaria, Croatia, Slovakia and South Africa have no Officer card in the original game:
    // an army of theirs takes its Commander from an allied nation's card (R1.1, R1.3). Every nation: cardPool.test.ts.
    const nations: Nation[] = [
      'Germany',
      'Italy',
      'Japan',
      'USA',
      'UK',
      'Soviet Union',
      'Finland',
      'Hungary',
      'Romania',
      'France',
      'Poland',
      'Canada',
      'Australia',
      'New Zealand',
      'Belgium',
      'Greece',
      'China',
      'Yugoslavia',
    ];
    for (const nation of nations) {
      const own = CATALOG.filter((d) => d.nation === nation);
      expect(
        own.some((d) => d.typeLine === 'Infantry Officer'),
        `${nation} officer`,
      ).toBe(true);
      expect(
        own.some((d) => d.typeLine === 'Basic Infantry'),
        `${nation} basic infantry`,
      ).toBe(true);
    }
  });

  it('has every type line the army rules name (R1.4-R1.6)', () => {
    for (const typeLine of [
      'Infantry Officer',
      'Basic Infantry',
      'Infantry Specialist',
      'Infantry MG Team',
      'Infantry Artillery',
      'Infantry Artillery Large',
      'Infantry Cavalry',
      'Infantry Motorcycle',
      'Vehicle Light Tank',
      'Vehicle Medium Tank',
      'Vehicle Heavy Tank',
      'Vehicle Tank Destroyer',
      'Vehicle Self-Propelled Artillery',
      'Aircraft',
    ]) {
      expect(withType(typeLine).length, typeLine).toBeGreaterThan(0);
    }
    // A vehicle officer (R1.3: any type line with "Officer" may lead the army).
    expect(CATALOG.some((d) => d.typeLine.startsWith('Vehicle') && d.typeLine.endsWith('Officer'))).toBe(true);
    // A paratrooper squad (rule book: Paratrooper on Basic Infantry applies to the whole unit).
    expect(withType('Basic Infantry').some((d) => hasAbility(d, 'paratrooper'))).toBe(true);
    // Transport and Heavy Transport vehicles.
    expect(CATALOG.some((d) => d.typeLine.startsWith('Vehicle') && hasAbility(d, 'transport'))).toBe(true);
    expect(CATALOG.some((d) => d.typeLine.startsWith('Vehicle') && hasAbility(d, 'heavyTransport'))).toBe(true);
  });

  it('puts every ability the game knows on at least one stat card; High Value Target comes from the Commander grade (R1.3, R8.13)', () => {
    const missing = (Object.keys(ABILITY_TEXT) as AbilityId[]).filter(
      (id) => id !== 'highValueTarget' && !CATALOG.some((d) => hasAbility(d, id)),
    );
    expect(missing).toEqual([]);
    // No stat card prints High Value Target itself: it is the Commander's (R1.3).
    expect(CATALOG.filter((d) => hasAbility(d, 'highValueTarget'))).toEqual([]);
  });
});
