// A unit card says what is true of that unit: its numbers in place of the
// ability texts' "#", and its own range bands (R6.1).
import { describe, expect, it } from 'vitest';
import { abilityText, rangeBandHeaders } from '../../src/data/abilities';
import { CATALOG_BY_ID } from '../../src/data/catalog';

describe('ability texts on a card', () => {
  it('show the unit\'s number, never a literal "#" (R6.7 Heavy Armor 2)', () => {
    expect(abilityText('heavyArmor', 2)).toBe('The first 2 damage it takes this game are ignored.');
  });

  it('work out High Gear\'s "1 + #" (R5.4: High Gear 1 makes the first 2 road steps free)', () => {
    expect(abilityText('highGear', 1)).toMatch(/^Its first 2 road steps/);
  });

  it('leave no "#" on any card of the catalog', () => {
    for (const def of Object.values(CATALOG_BY_ID)) {
      for (const a of def.abilities)
        if (a.n !== undefined) expect(abilityText(a.id, a.n), `${def.name} ${a.id}`).not.toContain('#');
    }
  });
});

describe('R6.1 range bands on a card', () => {
  const headers = (id: string) =>
    rangeBandHeaders(CATALOG_BY_ID[id]!.abilities).map((b) => `${b.name} ${b.hexes ?? '—'}`);

  it('Extended Range 20 makes Long 5-20 (88mm Flak 36), not 5-8', () => {
    expect(headers('88mm-flak-36')).toEqual(['Short 0-1', 'Med 2-4', 'Long 5-20']);
  });

  it('Limited Range 2 ends Medium at 2 with no Long band (Thompson Gunner)', () => {
    expect(headers('thompson-gunner')).toEqual(['Short 0-1', 'Med 2', 'Long —']);
  });

  it('a card without either keeps Short 0-1, Medium 2-4, Long 5-8', () => {
    expect(rangeBandHeaders([])).toEqual([
      { name: 'Short', hexes: '0-1' },
      { name: 'Med', hexes: '2-4' },
      { name: 'Long', hexes: '5-8' },
    ]);
  });
});
