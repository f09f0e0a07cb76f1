// The size bounds of an army list, one set for the one list reader (armyList.ts: list files,
// share codes, saved lists and the online server) and for the builder. They exist so
// that hostile input is read in bounded time (docs/records.md, "Army lists, share codes and links"), and they are never below what a legal
// list can hold (R1.2), so a list the builder saves always reads back and plays online.
import { CATALOG } from './catalog';

/** R1.2 allows any positive whole number; the builder's custom limit (and an online game's) stops here. */
export const MAX_POINT_LIMIT = 10_000;

/** The cheapest stat card's cost (2 points: the cheapest Basic Infantry, e.g. Volkssturm Infantrymen). */
const CHEAPEST_CARD = Math.min(...CATALOG.map((d) => d.cost));

/**
 * R1.2: every unit has a model and every model costs at least the cheapest card, so no legal list
 * of MAX_POINT_LIMIT points has more units (5,000 today; a real one has fewer: 2-point models come
 * in squads of 6). Derived from the catalog, so a cheaper card raises it.
 */
export const MAX_LIST_UNITS = Math.floor(MAX_POINT_LIMIT / CHEAPEST_CARD);

/**
 * Twice the largest legal unit (a squad of 6, R1.4): a hand-edited list with a unit too large
 * still reads, and the builder shows its problem instead of refusing the file.
 */
export const MAX_UNIT_MODELS = 12;

/** The longest stat card id, in characters: the readers' text limits are sized from it. */
export const LONGEST_CARD_ID = Math.max(...CATALOG.map((d) => d.id.length));

/**
 * The custom cards a list may carry (docs/armies.md "Custom cards travel with the list"): far more than a list uses
 * (one card per kind of model), few enough that reading a hostile list's cards stays bounded.
 */
export const MAX_LIST_CARDS = 200;

/**
 * The most characters one carried card takes in a list file or a share code: a card's fields
 * with long names and every ability (the largest catalog card, pretty-printed as deep as a list
 * file holds it, takes under 1,200). The readers' text limits make room for MAX_LIST_CARDS of them.
 */
export const MAX_CARD_TEXT = 3_000;
