// Finding a card by name as the player types (docs/armies.md, "Finding a card").
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../src/data/catalog';
import type { Nation, UnitDef } from '../../src/engine';
import { filterCatalog, NO_FILTERS } from '../../src/store/builder/catalogFilter';
import { cardIndex, foldText, MATCH, matchKind, matchRank, parseQuery } from '../../src/store/builder/catalogSearch';
import { candidateQueries, FIRST_ROWS, shortestQuery } from './keystrokes';

const base = CATALOG[0];
/** A card named as asked, the rest of it borrowed from the first catalog card. */
const named = (name: string, nation: Nation = 'Germany', i = 0): UnitDef => ({
  ...base,
  id: `card-${nation}-${i}`,
  name,
  nation,
});

/** The names the query finds in the cards, best first. */
function found(query: string, cards: readonly UnitDef[]): string[] {
  return filterCatalog(cards, { side: null, ...NO_FILTERS, query }).map((d) => d.name);
}

describe('folding names and queries', () => {
  it('ignores accents, case and punctuation, and keeps letters and digits apart only where the name has a gap', () => {
    expect(foldText('Fallschirmjäger')).toBe('fallschirmjager');
    expect(foldText('Fallschirmjager')).toBe('fallschirmjager');
    expect(foldText('  T-34/85 ')).toBe('t 34 85');
    expect(foldText('Sd.Kfz. 251/1 "Stuka zu Fuß"')).toBe('sd kfz 251 1 stuka zu fuss');
    expect(foldText('Łódź Œuvre')).toBe('lodz oeuvre');
    expect(parseQuery(' T34  85 ')).toEqual({ compact: 't3485', words: ['t34', '85'] });
    expect(parseQuery('—')).toEqual({ compact: '', words: [] });
  });

  it("keeps each card's folded forms once (the same object on every search)", () => {
    const jagdpanther = named('JagdPanther');
    expect(cardIndex(jagdpanther)).toBe(cardIndex(jagdpanther));
    expect(cardIndex(named('Fallschirmjäger')).compact).toEqual(['fallschirmjager', 'fallschirmjaeger']);
  });
});

describe('matching a name', () => {
  const cards = [
    named('Panzer IV Ausf. G', 'Germany', 1),
    named('PzKpfw IV Ausf A', 'Germany', 2),
    named('Panzergrenadier', 'Germany', 3),
    named('JagdPanther', 'Germany', 4),
    named('SS Jagdpanther', 'Germany', 5),
    named('T-34/85', 'Soviet Union', 6),
    named('Guards T-34/76', 'Soviet Union', 7),
    named('Guards T-34/85', 'Soviet Union', 8),
    named('Fallschirmjäger', 'Germany', 9),
    named('StuG III Ausf. G', 'Germany', 10),
    named('Sturmgeschütz III', 'Germany', 11),
    named('Tiger I', 'Germany', 12),
    named('King Tiger', 'Germany', 13),
  ];

  it('finds "jagdpanther", "T34 85" and "pz iv" as a player types them', () => {
    expect(found('jagdpanther', cards)).toEqual(['JagdPanther', 'SS Jagdpanther']);
    expect(found('T34 85', cards)).toEqual(['T-34/85', 'Guards T-34/85']);
    expect(found('t-34', cards)).toEqual(['T-34/85', 'Guards T-34/76', 'Guards T-34/85']);
    expect(found('pz iv', cards)).toEqual(['Panzer IV Ausf. G', 'PzKpfw IV Ausf A']);
    expect(found('panzer iv', cards)).toEqual(['Panzer IV Ausf. G', 'PzKpfw IV Ausf A']);
    // The alias as the start of a word (Pz-grenadier) before the starts of words apart (Pz IV G).
    expect(found('pzg', cards)).toEqual(['Panzergrenadier', 'Panzer IV Ausf. G']);
    // Roman numerals as digits.
    expect(found('tiger 1', cards)).toEqual(['Tiger I']);
    expect(found('pz 4', cards)).toEqual(['Panzer IV Ausf. G', 'PzKpfw IV Ausf A']);
  });

  it('finds "Fallschirmjäger" typed with or without the umlaut, or with it spelled out', () => {
    for (const q of ['Fallschirmjäger', 'fallschirmjager', 'FALLSCHIRMJAEGER', 'fallsch'])
      expect(found(q, cards)).toEqual(['Fallschirmjäger']);
  });

  it('knows StuG and Sturmgeschütz for the same gun', () => {
    expect(found('stug', cards)).toEqual(['StuG III Ausf. G', 'Sturmgeschütz III']);
    expect(found('sturmgeschutz iii', cards)).toEqual(['Sturmgeschütz III', 'StuG III Ausf. G']);
  });

  it('ranks the whole name, then its start, then the starts of its words, then anywhere in it, then its type and abilities', () => {
    const kind = (name: string, q: string) => matchKind(matchRank(named(name), parseQuery(q))!);
    expect(kind('Tiger I', 'tiger i')).toBe(MATCH.exact);
    expect(kind('Tiger I', 'tig')).toBe(MATCH.namePrefix);
    expect(kind('King Tiger', 'tig')).toBe(MATCH.wordPrefixes);
    expect(kind('Panzer IV Ausf. G', 'pig')).toBe(MATCH.wordPrefixes);
    expect(kind('JagdTiger', 'tig')).toBe(MATCH.inName);
    // Not in the name: a word of the type line (the borrowed card is an Infantry Officer).
    expect(kind('Tiger I', 'officer')).toBe(MATCH.inText);
    expect(matchRank(named('Tiger I'), parseQuery('panther'))).toBeNull();
    expect(found('tig', cards)).toEqual(['Tiger I', 'King Tiger']);
    // Shorter names first among names that start alike; fewer words skipped first among word starts.
    expect(found('guards t', cards)).toEqual(['Guards T-34/76', 'Guards T-34/85']);
    expect(found('tig', [named('Tiger I Commander', 'Germany', 1), named('Tiger I', 'Germany', 2)])).toEqual([
      'Tiger I',
      'Tiger I Commander',
    ]);
    expect(found('t8', cards)).toEqual(['T-34/85', 'Guards T-34/85']);
  });

  it('matches the words of type lines and abilities from their start only', () => {
    // "iv" is inside "Initiative" (the borrowed card's ability) but starts no word there.
    expect(found('iv', [named('Tiger I')])).toEqual([]);
    expect(found('init', [named('Tiger I')])).toEqual(['Tiger I']);
  });
});

describe('three keystrokes', () => {
  // Every card of the catalog, however large it grows, is found by a query of at most three
  // characters (spaces count) that puts it among the first 12 rows, once its nation is chosen in
  // the nation filter (choosing the nation is a click, not counted as a keystroke). The queries
  // tried are the ones a player can read off the card's name: the starts of its words in order
  // ("pig" for "Panzer IV Ausf. G") and any run of letters or digits in it.
  it('finds every card of the catalog with three keystrokes once its nation is chosen', () => {
    const missed = CATALOG.filter((def) => shortestQuery(CATALOG, def, 3) === null).map(
      (d) => `${d.nation}: ${d.name}`,
    );
    expect(missed).toEqual([]);
  });

  it('finds most cards by the starts of their words alone, with no nation chosen', () => {
    // A stricter reading, for the catalog as it is: no nation filter, only word starts.
    const slow = CATALOG.filter((def) => {
      const cards = CATALOG.filter((d) => d.side === def.side);
      return !candidateQueries(def, 3, false).some((query) =>
        filterCatalog(cards, { side: def.side, ...NO_FILTERS, query })
          .slice(0, FIRST_ROWS)
          .includes(def),
      );
    });
    expect(slow.length).toBeLessThanOrEqual(CATALOG.length / 20);
  });

  it('would catch a card no short query reaches: thirteen cards of one name', () => {
    const twins = Array.from({ length: FIRST_ROWS + 1 }, (_, i) => named('Grenadier', 'Germany', i));
    expect(shortestQuery(twins, twins[FIRST_ROWS], 3)).toBeNull();
    expect(shortestQuery(twins, twins[0], 3)).toBe('g');
  });

  it('proposes the starts of words in order and runs of the name', () => {
    const queries = candidateQueries(named('Panzer IV Ausf. G'), 3);
    expect(queries).toEqual(expect.arrayContaining(['p', 'pig', 'pz', 'iv', 'zer', '4']));
    expect(queries.every((q) => q.length <= 3)).toBe(true);
  });
});
