// The stat cards players make (docs/armies.md, "Your own cards"), kept in the browser's storage
// one entry per card, `aam-reloaded.card.<id>`, as the army lists are (armyLists.ts): saving one
// card never rewrites another, and an entry that cannot be read is named and left as it is. A
// kept card is parsed by the engine's own card parser, so nothing the rules could not compute
// with is ever kept (parseUnitDef). A custom card's id starts with `custom-`
// (CUSTOM_CARD_PREFIX), so it never takes a catalog card's place.
import { CUSTOM_CARD_PREFIX, messagesOf, parseUnitDef, type UnitDef } from '../../engine';
import { browserStorage, keysStartingWith, type ListStorage } from './armyLists';

const PREFIX = 'aam-reloaded.card.';

export interface LoadedCards {
  /** By name, then id. */
  cards: UnitDef[];
  /** One sentence per entry that could not be read; the entry stays as it is. */
  problems: string[];
}

function byName(a: UnitDef, b: UnitDef): number {
  return a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
}

export function loadCustomCards(storage: ListStorage | null = browserStorage()): LoadedCards {
  const cards: UnitDef[] = [];
  const problems: string[] = [];
  if (!storage) return { cards, problems };
  let keys: string[];
  try {
    keys = keysStartingWith(storage, PREFIX);
  } catch {
    return { cards, problems: ["The browser's storage could not be read: no custom card was loaded."] };
  }
  for (const key of keys) {
    let raw: unknown;
    try {
      raw = JSON.parse(storage.getItem(key) ?? '');
    } catch {
      problems.push(`${key}: the kept card is not JSON; it was left as it is.`);
      continue;
    }
    const parsed = parseUnitDef(raw);
    if (!parsed.ok) {
      problems.push(`${key}: ${messagesOf(parsed.error).join('; ')}; it was left as it is.`);
      continue;
    }
    // What the card parser cannot know: where the card is kept. Both said at once.
    const wrong = [
      ...(parsed.value.custom !== true ? ['the kept card is not marked custom'] : []),
      ...(key !== PREFIX + parsed.value.id ? [`the kept card's id is "${parsed.value.id}"`] : []),
    ];
    if (wrong.length > 0) problems.push(`${key}: ${wrong.join('; ')}; it was left as it is.`);
    else cards.push(parsed.value);
  }
  cards.sort(byName);
  return { cards, problems };
}

/** Keeps one card (a new one, or a new version of a kept one); false when the storage refuses (full or blocked). */
export function saveCustomCard(card: UnitDef, storage: ListStorage | null = browserStorage()): boolean {
  if (!storage || card.custom !== true) return false;
  try {
    storage.setItem(PREFIX + card.id, JSON.stringify(card));
    return true;
  } catch {
    return false;
  }
}

export function deleteCustomCard(id: string, storage: ListStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(PREFIX + id);
  } catch {
    // Blocked storage: nothing was kept there either.
  }
}

/** A value with every object's keys in order, so two cards written in another order compare equal. */
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (typeof v === 'object' && v !== null) {
    const o = v as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(o)
        .filter((k) => o[k] !== undefined)
        .sort()
        .map((k) => [k, canonical(o[k])]),
    );
  }
  return v;
}

/** Whether two cards say the same: every field, whatever the order they were written in. */
export function cardsEqual(a: UnitDef, b: UnitDef): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** Lower-case letters and digits of a name, joined by dashes ("Panzer IV Ausf. H" is "panzer-iv-ausf-h"). */
function slug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** A custom card's id made from its name, `custom-<slug>`, with -2, -3 ... when another card has it. */
export function customCardId(name: string, taken: ReadonlySet<string>): string {
  const base = CUSTOM_CARD_PREFIX + (slug(name) || 'card');
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** An incoming card whose id a kept card has, with other content. */
export interface CardConflict {
  kept: UnitDef;
  incoming: UnitDef;
}

export interface KeptFromList {
  /** New to this browser: kept now. */
  added: UnitDef[];
  /** Kept already, the same. */
  same: UnitDef[];
  /** Kept under the same id with other content: the player chooses (resolveCardConflict). */
  differing: CardConflict[];
}

/**
 * The custom cards a list (or a card file) brings: the new ones are kept at once, the ones kept
 * already the same are left, and those that differ from the kept card of their id are handed back
 * for the player's choice. Cards that are not custom (the catalog's) are not kept.
 */
export function keepCardsFromList(cards: UnitDef[], storage: ListStorage | null = browserStorage()): KeptFromList {
  const kept = new Map(loadCustomCards(storage).cards.map((c) => [c.id, c]));
  const out: KeptFromList = { added: [], same: [], differing: [] };
  for (const card of cards) {
    if (card.custom !== true) continue;
    const mine = kept.get(card.id);
    if (!mine) {
      saveCustomCard(card, storage);
      kept.set(card.id, card);
      out.added.push(card);
    } else if (cardsEqual(mine, card)) out.same.push(mine);
    else out.differing.push({ kept: mine, incoming: card });
  }
  return out;
}

/** "keep mine", "take theirs", "keep both (the incoming one under a new id)". */
export type ConflictChoice = 'mine' | 'theirs' | 'both';

export interface ConflictOutcome {
  /** The card to keep (save) now, if any. */
  save: UnitDef | null;
  /** The id the incoming card goes by now (a list that brought it must use this one). */
  incomingId: string;
}

/**
 * What a choice does: "mine" keeps the kept card (the incoming one is dropped, and a list that
 * brought it plays the kept card); "theirs" keeps the incoming card in its place; "both" keeps
 * the incoming card under a new id made from its name, unique among `taken`, its name numbered
 * as its id is ("Tiger (2)", custom-tiger-2).
 */
export function resolveCardConflict(
  conflict: CardConflict,
  choice: ConflictChoice,
  taken: ReadonlySet<string>,
): ConflictOutcome {
  switch (choice) {
    case 'mine':
      return { save: null, incomingId: conflict.kept.id };
    case 'theirs':
      return { save: conflict.incoming, incomingId: conflict.incoming.id };
    case 'both': {
      // The incoming card's name gets the new id's number too, so the two read apart in the catalog.
      const id = customCardId(conflict.incoming.name, taken);
      const number = /-(\d+)$/.exec(id.slice(customCardId(conflict.incoming.name, new Set()).length))?.[1];
      const name = number ? `${conflict.incoming.name} (${number})` : conflict.incoming.name;
      const parsed = parseUnitDef({ ...conflict.incoming, id, name });
      // A parsed card with a fresh custom id parses again; the fallback only keeps the types honest.
      return parsed.ok ? { save: parsed.value, incomingId: id } : { save: null, incomingId: conflict.kept.id };
    }
  }
}
