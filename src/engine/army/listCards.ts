// The custom cards an army list carries (docs/armies.md "Custom cards travel with the list"): a list that uses a
// player's own stat card brings the card with it, so the list reads, costs, validates and plays
// the same wherever it goes (a file, a share code, another browser, the game server). Only custom
// cards travel: a list never replaces a catalog card, and a card it carries that no unit uses is
// tolerated (it costs nothing and changes nothing). Cards are read by the engine's one card
// parser (cardParse.ts), every problem with its field path.
import { err, ok, problem, type Problem, type Result } from '../core/result';
import { own } from '../core/own';
import { fieldPath, parseCardList, type CardReading } from './cardParse';
import type { ArmyUnit, Catalog } from './armyUnits';
import type { UnitDef } from './units';

/** What of a list its cards concern: its units (the ids they name) and the cards it carries. */
export interface CarriesCards {
  units: readonly ArmyUnit[];
  cards?: readonly UnitDef[];
}

/**
 * A list's cards read from outside (a list file, a share code, a message to the server): parsed
 * by the card parser, each a custom card whose id no catalog card has, at most `max` of them.
 * `where` is the list's field ("cards", "list.cards"), put before every problem's path.
 * `reading`: as cardParse.ts parseUnitDef ('played' for a list a game already took).
 */
export function readListCards(
  value: unknown,
  catalog: Catalog,
  where: string,
  max: number,
  reading: CardReading = 'new',
): Result<UnitDef[], Problem[]> {
  if (value === undefined) return ok([]);
  if (Array.isArray(value) && value.length > max)
    return err([problem('TOO_LARGE', where, `${where}: ${value.length} cards, at most ${max}`)]);
  const parsed = parseCardList(value, where, reading);
  if (!parsed.ok) return parsed;
  const problems: Problem[] = [];
  const cards = Object.values(parsed.value);
  cards.forEach((card, k) => {
    const at = fieldPath(fieldPath(where, `[${k}]`), 'id');
    if (!card.custom)
      problems.push(
        problem('BAD_CARD', at, `${at}: "${card.id}" is not a custom card: a list carries only cards a player made`),
      );
    // A custom card of the same id in the catalog given (a browser's kept cards) is no catalog card: the list's own wins for it.
    else if (own(catalog, card.id) && !own(catalog, card.id)!.custom)
      problems.push(problem('BAD_CARD', at, `${at}: "${card.id}" is a catalog card's id`));
  });
  return problems.length > 0 ? err(problems) : ok(cards);
}

type ListRead = { catalog: Catalog; problems: Problem[] };

/**
 * A list's cards as readListCards finds them, kept per reading, cards array and catalog: neither
 * changes (the engine never mutates its input), and an edited list keeps its cards array.
 */
const read: Record<CardReading, WeakMap<object, WeakMap<object, ListRead>>> = {
  new: new WeakMap(),
  played: new WeakMap(),
};

function readOf(list: CarriesCards, catalog: Catalog, reading: CardReading): ListRead {
  const given: unknown = list.cards;
  if (given === undefined || (Array.isArray(given) && given.length === 0)) return { catalog, problems: [] };
  // Not a list at all (a list from outside, unread): its problem, nothing kept.
  if (typeof given !== 'object' || given === null) return readNow(given, catalog, reading);
  let byCatalog = read[reading].get(given);
  if (!byCatalog) read[reading].set(given, (byCatalog = new WeakMap()));
  const known = byCatalog.get(catalog);
  if (known) return known;
  const found = readNow(given, catalog, reading);
  byCatalog.set(catalog, found);
  return found;
}

function readNow(given: unknown, catalog: Catalog, reading: CardReading): ListRead {
  const cards = readListCards(given, catalog, 'cards', Infinity, reading);
  return cards.ok
    ? { catalog: { ...catalog, ...Object.fromEntries(cards.value.map((c) => [c.id, c])) } as Catalog, problems: [] }
    : { catalog, problems: cards.error };
}

/**
 * The stat cards a list is read with: the catalog and the list's own custom cards. Every function
 * that reads a list's cards (validateArmy, unitCosts, the game's creation) reads them through this
 * one. A list whose cards have a problem is read with the catalog alone (validateArmy names the
 * problems: listCardProblems).
 */
export function listCatalog(list: CarriesCards, catalog: Catalog, reading: CardReading = 'new'): Catalog {
  return readOf(list, catalog, reading).catalog;
}

/** What is wrong with the cards a list carries, each with its path ("cards[0].cost: ..."). */
export function listCardProblems(list: CarriesCards, catalog: Catalog): Problem[] {
  return readOf(list, catalog, 'new').problems;
}

/** Whether two parsed cards say the same (the parser writes their fields in one order). */
function sameCard(a: UnitDef, b: UnitDef): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Two lists as one game plays them, with the cards of both: a custom card of the second list
 * whose id the first list's card has with other numbers (two players who each named a card
 * "custom-tiger") is renamed in the second list ("custom-tiger-2"), its units with it, so each
 * army plays its own card. `catalog` is the catalog and both lists' cards: what createGame reads.
 * `reading`: as listCatalog ('played' for lists a game already took, checked when it took them).
 */
export function gameLists<L extends CarriesCards>(
  lists: readonly [L, L],
  catalog: Catalog,
  reading: CardReading = 'new',
): { lists: [L, L]; catalog: Catalog } {
  const [first, second] = lists;
  const firstCatalog = listCatalog(first, catalog, reading);
  const renamed = new Map<string, string>();
  const cards = (second.cards ?? []).map((card) => {
    const theirs = own(firstCatalog, card.id);
    if (!theirs || !card.custom || sameCard(theirs, card)) return card;
    const taken = (id: string) =>
      own(firstCatalog, id) !== undefined ||
      (second.cards ?? []).some((c) => c.id === id) ||
      [...renamed.values()].includes(id);
    let n = 2;
    while (taken(`${card.id}-${n}`)) n++;
    renamed.set(card.id, `${card.id}-${n}`);
    return { ...card, id: `${card.id}-${n}` };
  });
  const played: L =
    renamed.size === 0
      ? second
      : ({
          ...second,
          cards,
          units: second.units.map((u) => ({ ...u, models: u.models.map((m) => renamed.get(m) ?? m) })),
        } as L);
  // A card both lists carry alike is one card; each list's cards are checked against the catalog alone.
  return { lists: [first, played], catalog: { ...firstCatalog, ...listCatalog(played, catalog, reading) } };
}
