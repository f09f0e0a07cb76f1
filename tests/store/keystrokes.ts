// The shortest searches that find a card: what a player would type from the name they know.
import type { UnitDef } from '../../src/engine';
import { filterCatalog, NO_FILTERS } from '../../src/store/builder/catalogFilter';
import { cardIndex } from '../../src/store/builder/catalogSearch';

/** How many rows of results a player reads at a glance: the first screenful of the catalog. */
export const FIRST_ROWS = 12;

/**
 * Every query of at most `most` characters a player could type from the card's name, shortest
 * first: the starts of its words in order ("pig" for "Panzer IV Ausf. G", "t3" for "T-34"), and
 * any run of letters or digits in it ("ger" for "Panzergrenadier").
 */
export function candidateQueries(def: UnitDef, most: number, anywhere = true): string[] {
  const { words, compact } = cardIndex(def);
  const found = new Set<string>();
  const chain = (from: number, typed: string) => {
    if (typed) found.add(typed);
    for (let w = from; w < words.length; w++) {
      for (const form of words[w]) {
        for (let len = 1; len <= Math.min(form.length, most - typed.length); len++)
          chain(w + 1, typed + form.slice(0, len));
      }
    }
  };
  chain(0, '');
  for (const name of anywhere ? compact : []) {
    for (let len = 1; len <= most; len++)
      for (let at = 0; at + len <= name.length; at++) found.add(name.slice(at, at + len));
  }
  return [...found].sort((a, b) => a.length - b.length);
}

/**
 * A query of at most `most` keystrokes that puts the card among the first rows once its nation
 * is chosen in the nation filter, or null when there is none.
 */
export function shortestQuery(catalog: readonly UnitDef[], def: UnitDef, most = 3): string | null {
  const ofNation = catalog.filter((d) => d.nation === def.nation);
  for (const query of candidateQueries(def, most)) {
    const shown = filterCatalog(ofNation, { side: null, ...NO_FILTERS, nation: def.nation, query }).slice(
      0,
      FIRST_ROWS,
    );
    if (shown.includes(def)) return query;
  }
  return null;
}
