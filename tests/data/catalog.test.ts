import { describe, expect, it } from 'vitest';
import { ABILITY_TEXT, abilityLabel } from '../../src/data/abilities';
import { CATALOG, CATALOG_BY_ID, validateCatalog, validateUnitDef } from '../../src/data/catalog';

describe('unit catalog', () => {
  it('loads and validates', () => {
    expect(validateCatalog(CATALOG)).toEqual([]);
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
    expect(abilityLabel('hull', undefined, { name: '75mm gun', dice: [12, 10, 8], vs: 'vehicle' })).toBe('Hull (75mm gun 12/10/8 vs Vehicle)');
  });

  it('refuses a broken stat card with every problem named', () => {
    const sherman = CATALOG_BY_ID['m4a1-sherman'];
    const broken = {
      ...sherman,
      side: 'Axis',
      defense: 5,
      attack: { infantry: [9, 9], vehicle: null },
      abilities: [{ id: 'overrun' }, { id: 'closeAssault' }],
    };
    const problems = validateUnitDef(broken);
    expect(problems).toEqual([
      'M4A1 Sherman: side must be Allies for USA (R1.1)',
      'M4A1 Sherman: a Vehicle has front/rear Defense [#, #] of 1-12',
      'M4A1 Sherman: Infantry attack must be three bands (short, medium, long) or null',
      'M4A1 Sherman: unknown ability "overrun" (R8.13)',
      'M4A1 Sherman: closeAssault needs a number from 1 to 30',
    ]);
    expect(validateCatalog([sherman, sherman])).toEqual(['M4A1 Sherman: id "m4a1-sherman" is used twice']);
  });
});
