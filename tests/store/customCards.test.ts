// The custom cards kept in the browser (docs/armies.md, "Your own cards"): one entry per card,
// an entry that cannot be read named and left as it is, and the choice when a list or a file
// brings a card whose id a kept card has with other content.
import { describe, expect, it } from 'vitest';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { parseUnitDef, type UnitDef } from '../../src/engine';
import {
  cardsEqual,
  customCardId,
  deleteCustomCard,
  keepCardsFromList,
  loadCustomCards,
  resolveCardConflict,
  saveCustomCard,
} from '../../src/store/files/customCards';
import { MemoryStorage } from './fixtures';

/** A custom card from a catalog card: a parsed one, as every kept card is. */
function customOf(id: string, name: string, change: Partial<UnitDef> = {}): UnitDef {
  const r = parseUnitDef({ ...CATALOG_BY_ID['m4a1-sherman'], sourceRow: undefined, id, name, custom: true, ...change });
  if (!r.ok) throw new Error(r.error.map((p) => p.message).join('; '));
  return r.value;
}

describe('the kept custom cards', () => {
  it('keeps one entry per card; saving one never rewrites another; deleting removes only its own', () => {
    const storage = new MemoryStorage();
    const a = customOf('custom-a', 'Alpha');
    const b = customOf('custom-b', 'Bravo');
    expect(saveCustomCard(b, storage)).toBe(true);
    expect(saveCustomCard(a, storage)).toBe(true);
    const before = storage.getItem('aam-reloaded.card.custom-b');
    saveCustomCard({ ...a, cost: 30 }, storage);
    expect(storage.getItem('aam-reloaded.card.custom-b')).toBe(before);
    expect(loadCustomCards(storage).cards.map((c) => [c.name, c.cost])).toEqual([
      ['Alpha', 30],
      ['Bravo', b.cost],
    ]);
    deleteCustomCard('custom-a', storage);
    expect([...storage.items.keys()]).toEqual(['aam-reloaded.card.custom-b']);
  });

  it('names an entry that cannot be read (not JSON, a broken card, not custom, under another id) and leaves it as it is', () => {
    const storage = new MemoryStorage();
    saveCustomCard(customOf('custom-good', 'Good'), storage);
    storage.setItem('aam-reloaded.card.custom-torn', '{"id":');
    storage.setItem('aam-reloaded.card.custom-bad', JSON.stringify({ ...customOf('custom-bad', 'Bad'), cost: -3 }));
    storage.setItem('aam-reloaded.card.m4a1-sherman', JSON.stringify(CATALOG_BY_ID['m4a1-sherman']));
    storage.setItem('aam-reloaded.card.custom-moved', JSON.stringify(customOf('custom-other', 'Other')));
    storage.setItem('aam-reloaded.card.custom-sherman', JSON.stringify(CATALOG_BY_ID['m4a1-sherman']));
    storage.setItem('aam-reloaded.army.x', 'not a card, not ours');
    const before = storage.snapshot();
    const loaded = loadCustomCards(storage);
    expect(loaded.cards.map((c) => c.id)).toEqual(['custom-good']);
    expect(loaded.problems).toEqual([
      'aam-reloaded.card.custom-torn: the kept card is not JSON; it was left as it is.',
      'aam-reloaded.card.custom-bad: cost: cost must be a whole number from 1 to 200; it was left as it is.',
      'aam-reloaded.card.m4a1-sherman: the kept card is not marked custom; it was left as it is.',
      'aam-reloaded.card.custom-moved: the kept card\'s id is "custom-other"; it was left as it is.',
      'aam-reloaded.card.custom-sherman: the kept card is not marked custom; the kept card\'s id is "m4a1-sherman"; it was left as it is.',
    ]);
    expect(storage.snapshot()).toBe(before);
  });

  it('saving refuses a card not marked custom and says so when the storage is full', () => {
    const storage = new MemoryStorage();
    expect(saveCustomCard(CATALOG_BY_ID['m4a1-sherman'], storage)).toBe(false);
    storage.full = true;
    expect(saveCustomCard(customOf('custom-a', 'A'), storage)).toBe(false);
    expect(storage.items.size).toBe(0);
    expect(loadCustomCards(null)).toEqual({ cards: [], problems: [] });
  });

  it('cardsEqual: the same content in any key order; any other number differs', () => {
    const a = customOf('custom-a', 'A');
    const shuffled = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(a).reverse()))) as UnitDef;
    expect(cardsEqual(a, shuffled)).toBe(true);
    expect(cardsEqual(a, { ...a, cost: a.cost + 1 })).toBe(false);
    expect(cardsEqual(a, { ...a, abilities: [...a.abilities, { id: 'scout' }] })).toBe(false);
  });

  it('makes an id from the name, custom-<slug>, unique among the taken ones', () => {
    expect(customCardId('Panzer IV Ausf. H', new Set())).toBe('custom-panzer-iv-ausf-h');
    expect(customCardId('Fallschirmjäger', new Set())).toBe('custom-fallschirmjager');
    expect(customCardId('  ', new Set())).toBe('custom-card');
    expect(customCardId('Tiger', new Set(['custom-tiger', 'custom-tiger-2']))).toBe('custom-tiger-3');
    expect(parseUnitDef(customOf(customCardId('x'.repeat(80), new Set()), 'x')).ok).toBe(true);
  });
});

describe('keepCardsFromList and the conflict choice', () => {
  it('keeps the new cards, leaves the same ones, hands back the differing ones; catalog cards are not kept', () => {
    const storage = new MemoryStorage();
    const mine = customOf('custom-tiger', 'Tiger', { cost: 40 });
    const same = customOf('custom-same', 'Same');
    saveCustomCard(mine, storage);
    saveCustomCard(same, storage);
    const theirs = customOf('custom-tiger', 'Tiger', { cost: 44 });
    const fresh = customOf('custom-new', 'New');
    const r = keepCardsFromList([theirs, same, fresh, CATALOG_BY_ID['m4a1-sherman']], storage);
    expect(r.added.map((c) => c.id)).toEqual(['custom-new']);
    expect(r.same.map((c) => c.id)).toEqual(['custom-same']);
    expect(r.differing).toEqual([{ kept: mine, incoming: theirs }]);
    expect(loadCustomCards(storage).cards.map((c) => [c.id, c.cost])).toEqual([
      ['custom-new', fresh.cost],
      ['custom-same', same.cost],
      ['custom-tiger', 40],
    ]);
  });

  it('keep mine, take theirs, keep both (the incoming card under a new id)', () => {
    const conflict = {
      kept: customOf('custom-tiger', 'Tiger', { cost: 40 }),
      incoming: customOf('custom-tiger', 'Tiger', { cost: 44 }),
    };
    const taken = new Set(['custom-tiger']);
    expect(resolveCardConflict(conflict, 'mine', taken)).toEqual({ save: null, incomingId: 'custom-tiger' });
    expect(resolveCardConflict(conflict, 'theirs', taken)).toEqual({
      save: conflict.incoming,
      incomingId: 'custom-tiger',
    });
    const both = resolveCardConflict(conflict, 'both', taken);
    expect(both.incomingId).toBe('custom-tiger-2');
    expect(both.save).toEqual({ ...conflict.incoming, id: 'custom-tiger-2', name: 'Tiger (2)' });
  });
});
