// The whole card pool (docs/armies.md "The card pool", docs/cards.md): every card of the catalog,
// converted from the original game's card table by scripts/cards/convertCards.ts, checked
// against the conversion rules one card at a time.
import { describe, expect, it } from 'vitest';
import { ABILITY_IDS, NATION_SIDE, NATIONS, parseUnitDef, type UnitDef } from '../../src/engine';
import rawCatalog from '../../src/data/units/catalog.json' with { type: 'json' };
import originalCards from '../../scripts/cards/originalCards.json' with { type: 'json' };

const cards: UnitDef[] = rawCatalog.map((raw, k) => {
  const parsed = parseUnitDef(raw, `catalog[${k}]`);
  if (!parsed.ok) throw new Error(parsed.error.map((p) => p.message).join('\n'));
  return parsed.value;
});

const has = (card: UnitDef, id: string) => card.abilities.some((a) => a.id === id);
const known = new Set<string>(ABILITY_IDS);

describe('the card pool', () => {
  it('holds at least 350 cards, each a stat card the engine parses ("Building Your Army")', () => {
    expect(rawCatalog.length).toBeGreaterThanOrEqual(350);
    expect(cards.length).toBe(rawCatalog.length);
  });

  it("R1.1: every nation of the source has cards, each card on its nation's side", () => {
    for (const nation of NATIONS) expect(cards.filter((c) => c.nation === nation).length, nation).toBeGreaterThan(0);
    for (const card of cards) expect(card.side, card.id).toBe(NATION_SIDE[card.nation]);
  });

  it('R1.3-R1.6: a Vehicle has front and rear Defense, every other unit one value', () => {
    for (const card of cards) {
      const vehicle = card.typeLine.startsWith('Vehicle');
      expect(Array.isArray(card.defense), `${card.id} ${card.typeLine}`).toBe(vehicle);
    }
  });

  it('R1.6: Aircraft have Speed "A" and the Aircraft ability; no other card has either', () => {
    for (const card of cards) {
      const aircraft = card.typeLine === 'Aircraft';
      expect(card.speed === 'A', card.id).toBe(aircraft);
      expect(has(card, 'aircraft'), card.id).toBe(aircraft);
    }
  });

  it("R1.3: every Officer carries Initiative +N (the card's commander abilities), and only Officers do", () => {
    for (const card of cards) {
      const officer = card.typeLine.includes('Officer');
      expect(has(card, 'initiative'), `${card.id} ${card.typeLine}`).toBe(officer);
    }
    expect(cards.filter((c) => c.typeLine === 'Infantry Officer').length).toBeGreaterThanOrEqual(20);
  });

  it('R1.4, R1.5: an Infantry MG Team has machine-gun dice against vehicles at every range and Sustained Fire; Large artillery is Infantry Artillery Large', () => {
    for (const card of cards.filter((c) => c.typeLine === 'Infantry MG Team')) {
      expect(
        card.attack.vehicle?.every((d) => d !== null),
        card.id,
      ).toBe(true);
      expect(has(card, 'sustainedFire'), card.id).toBe(true);
    }
    for (const card of cards.filter((c) => c.typeLine.startsWith('Infantry Artillery'))) {
      expect(card.typeLine === 'Infantry Artillery Large', card.id).toBe(has(card, 'large'));
    }
  });

  it('R8.13: every ability is one the game knows (the index and R8.10-R8.12)', () => {
    for (const card of cards) for (const a of card.abilities) expect(known.has(a.id), `${card.id} ${a.id}`).toBe(true);
  });

  it('ids are unique and never change: the 71 hand-converted cards are all there with their values', () => {
    const ids = cards.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(originalCards.length).toBe(71);
    const byId = new Map(rawCatalog.map((c) => [c.id, c]));
    for (const original of originalCards) {
      const card = byId.get(original.id);
      expect(card, original.id).toBeDefined();
      const { year: _year, sourceRow: _row, ...values } = card as typeof card & { year?: number; sourceRow?: number };
      expect(values, original.id).toEqual(original);
    }
  });

  it('every card has its year (1939-1945) and its own row of the source table', () => {
    const rows = new Set<number>();
    for (const card of cards) {
      expect(card.year !== undefined && card.year >= 1939 && card.year <= 1945, card.id).toBe(true);
      expect(card.sourceRow !== undefined && card.sourceRow >= 2, card.id).toBe(true);
      rows.add(card.sourceRow!);
    }
    expect(rows.size).toBe(cards.length);
  });
});
