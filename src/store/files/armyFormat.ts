// The army list as a file and in storage: a versioned wrapper around the engine's ArmyList
// (docs/armies.md). The list inside is read by the one list reader the page and the game server
// share (src/data/armyList.ts: its shape, the custom cards it carries, that every stat card
// exists); whether the army is legal is the engine's validateArmy, shown by the builder. A list
// that breaks the rules still loads: players save lists while they build them.
import { LONGEST_CARD_ID, MAX_CARD_TEXT } from '../../data/listBounds';
import { LIST_LIMITS, parseArmyList } from '../../data/armyList';
import * as v from 'valibot';
import {
  err,
  fields,
  isRecord,
  ok,
  problem,
  readSchema,
  type ArmyList,
  type Problem,
  type Result,
  type UnitDef,
} from '../../engine';

export const ARMY_FORMAT = 'aam-reloaded-army';
const ARMY_VERSION = 1;

/**
 * The most characters makeArmyFile writes for a list of `units` units of `models` models each:
 * a model's line is its id in quotes and a comma, indented by 10 (the longest id + 14); a unit's
 * own lines (its braces, "models" and the closing bracket) are 47; the wrapper and the name,
 * under 1,000. Rounded up for room to spare.
 */
function fileSizeOf(units: number, models: number, cards: number): number {
  return units * (64 + models * (LONGEST_CARD_ID + 16)) + cards * MAX_CARD_TEXT + 4_000;
}

/**
 * Limits that refuse nonsense before it reaches the builder, in bounded time (docs/records.md, "Army lists, share codes and links"): the list
 * bounds every list reader shares (src/data/armyList.ts, listBounds.ts), never below a legal list
 * (R1.2), which the builder never goes beyond (armyEdit.addUnitProblem, builder.edit), and the
 * size of a file or pasted text.
 */
export const LIMITS = {
  ...LIST_LIMITS,
  /** A file or pasted text, in characters: the file of the largest list read (below), and room to spare. */
  text: fileSizeOf(LIST_LIMITS.units, LIST_LIMITS.modelsPerUnit, LIST_LIMITS.cards),
} as const;

export interface SavedArmy {
  format: typeof ARMY_FORMAT;
  version: typeof ARMY_VERSION;
  id: string;
  /** ISO 8601 times. */
  created: string;
  updated: string;
  list: ArmyList;
}

/** A list read from outside, or every problem with it (the engine's result shape). */
export type Parsed<T> = Result<T, Problem[]>;

type Catalog = Readonly<Record<string, UnitDef>>;

const TIMES = 'the list has no valid "created" and "updated" times';
const TIME = v.pipe(
  v.string(TIMES),
  v.maxLength(40, TIMES),
  v.check((t) => !Number.isNaN(Date.parse(t)), TIMES),
);

/** A saved list's own fields around the list (docs/architecture.md "Input formats"); format and version are read first, the list by parseArmyList. */
const SAVED_ARMY = fields(
  {
    id: v.pipe(v.string('the list has no valid id'), v.regex(/^[a-z0-9-]{1,40}$/, 'the list has no valid id')),
    created: TIME,
    updated: TIME,
  },
  'the list is not an object',
);

/** Checks a saved list (a file or a storage entry): format, version, id, times and the list. */
export function parseSavedArmy(value: unknown, catalog: Catalog): Parsed<SavedArmy> {
  if (!isRecord(value) || value.format !== ARMY_FORMAT) {
    return err([problem('BAD_FORMAT', 'format', `this is not an army list (its "format" is not "${ARMY_FORMAT}")`)]);
  }
  if (typeof value.version !== 'number' || !Number.isInteger(value.version) || value.version < 1) {
    return err([problem('BAD_FORMAT', 'version', 'the list has no valid format version')]);
  }
  if (value.version > ARMY_VERSION) {
    return err([
      problem(
        'BAD_FORMAT',
        'version',
        `the list was saved by a newer version of the game (format version ${value.version}); this one reads version ${ARMY_VERSION}`,
      ),
    ]);
  }
  const own = readSchema(SAVED_ARMY, value, { code: 'BAD_VALUE' });
  const errors: Problem[] = own.ok ? [] : [...own.error];
  const list = parseArmyList(value.list, catalog, 'list.cards');
  // The cards' problems carry their whole path already ("list.cards[0].cost").
  if (!list.ok)
    errors.push(
      ...list.error.map((p) =>
        p.where.startsWith('list.') ? p : { ...p, where: p.where ? `list.${p.where}` : 'list' },
      ),
    );
  if (!own.ok || !list.ok) return err(errors);
  return ok({ format: ARMY_FORMAT, version: ARMY_VERSION, ...own.value, list: list.value });
}

/** Reads a list file's text (JSON). */
export function parseArmyFile(text: string, catalog: Catalog): Parsed<SavedArmy> {
  if (text.length > LIMITS.text)
    return err([
      problem(
        'TOO_LARGE',
        '',
        `the file is too large (${text.length} characters; a list is far smaller than ${LIMITS.text})`,
      ),
    ]);
  let data: unknown;
  try {
    // A byte-order mark (some editors write one) is not part of the JSON.
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    return err([problem('NOT_JSON', '', `the file is not valid JSON: ${(e as Error).message}`)]);
  }
  return parseSavedArmy(data, catalog);
}

export function makeArmyFile(saved: SavedArmy): string {
  return `${JSON.stringify(saved, null, 2)}\n`;
}

/** A file name for the list: its name in lower case, dashes for the rest. */
export function armyFileName(list: ArmyList): string {
  const slug = list.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'army'}.army.json`;
}

function newArmyId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * The list with the custom cards it uses (docs/armies.md "Custom cards travel with the list"), as it is saved, written
 * to a file or put in a share code: for each custom model id, the kept card (`customCards`, the
 * cards this browser keeps) or else the card the list already carries. Cards no unit uses are
 * dropped; a list using none carries no `cards`.
 */
export function withListCards(list: ArmyList, customCards: Readonly<Record<string, UnitDef>>): ArmyList {
  const ids = new Set(list.units.flatMap((u) => u.models));
  const own = new Map((list.cards ?? []).map((c) => [c.id, c]));
  const cards = [...ids].flatMap((id) =>
    Object.hasOwn(customCards, id) && customCards[id].custom ? [customCards[id]] : own.has(id) ? [own.get(id)!] : [],
  );
  const { cards: _before, ...rest } = list;
  return cards.length > 0 ? { ...rest, cards } : rest;
}

export function wrapList(list: ArmyList, now: Date, id = newArmyId()): SavedArmy {
  const time = now.toISOString();
  return { format: ARMY_FORMAT, version: ARMY_VERSION, id, created: time, updated: time, list };
}
