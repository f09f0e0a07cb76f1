// The unit catalog: stat cards as data (units/catalog.json), checked when loaded. Numbers come
// from ../shared/reference/units.csv (original card values); only the abilities of the rule
// book's index and RULINGS R8.10-R8.12 are kept (R8.13).
import { messagesOf, parseCardList, type UnitDef } from '../engine';
import rawCatalog from './units/catalog.json' with { type: 'json' };

function load(): Record<string, UnitDef> {
  // The engine parses the cards (types, numbers in range, known type lines and abilities); a
  // broken catalog is a bug in our own data: fail loudly at start-up, with every problem.
  const parsed = parseCardList(rawCatalog, 'catalog');
  if (!parsed.ok) throw new Error(`unit catalog is invalid:\n${messagesOf(parsed.error).join('\n')}`);
  return parsed.value;
}

export const CATALOG_BY_ID: Readonly<Record<string, UnitDef>> = load();

export const CATALOG: readonly UnitDef[] = Object.values(CATALOG_BY_ID);
