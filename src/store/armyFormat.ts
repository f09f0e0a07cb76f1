// The army list as a file and in storage: a versioned wrapper around the engine's ArmyList
// (docs/armies.md). Reading checks the shape of everything, the custom cards the list carries
// (the engine's card parser, every problem with its path) and that every stat card exists;
// whether the army is legal is the engine's validateArmy, shown by the builder. A list that
// breaks the rules still loads: players save lists while they build them.
import { cleanName, CUSTOM_CARD_PREFIX, listCatalog, readListCards } from '../engine';
import { LONGEST_CARD_ID, MAX_CARD_TEXT, MAX_LIST_CARDS, MAX_LIST_UNITS, MAX_POINT_LIMIT, MAX_UNIT_MODELS } from '../data/listBounds';
import { err, GRADES, ok, problem, type ArmyList, type ArmyUnit, type CommanderGrade, type Problem, type Result, type UnitDef } from '../engine';

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
 * Limits that refuse nonsense before it reaches the builder, in bounded time (issue 9). They are
 * the bounds every list reader shares (src/data/listBounds.ts): never below a legal list (R1.2),
 * and the builder never makes a list beyond them (armyEdit.addUnitProblem, builder.edit).
 */
export const LIMITS = {
  /** A file or pasted text, in characters: the file of the largest list read (below), and room to spare. */
  text: fileSizeOf(MAX_LIST_UNITS, MAX_UNIT_MODELS, MAX_LIST_CARDS),
  name: 60,
  /** R1.2 allows any positive whole number; beyond this the battlefield would be absurd. */
  pointLimit: MAX_POINT_LIMIT,
  units: MAX_LIST_UNITS,
  modelsPerUnit: MAX_UNIT_MODELS,
  /** The custom cards a list carries (docs/armies.md "Custom cards travel with the list"). */
  cards: MAX_LIST_CARDS,
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

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isWhole(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

/** R1.2 and our limit: a point limit the builder accepts. */
export function pointLimitProblem(v: unknown): string | null {
  return isWhole(v, 1, LIMITS.pointLimit) ? null : `the point limit must be a whole number from 1 to ${LIMITS.pointLimit} (R1.2)`;
}

/**
 * Checks an ArmyList read from outside: every field's type, its limits, the custom cards it
 * carries (readListCards: custom, no catalog card's id, every problem with its path "cards[0].cost")
 * and that each stat card exists in the catalog or among them.
 */
export function parseArmyList(value: unknown, catalog: Catalog, cardsAt = 'cards'): Parsed<ArmyList> {
  if (!isRecord(value)) return err([problem('BAD_FORMAT', '', 'the list is not an object')]);
  const errors: Problem[] = [];
  const { name, pointLimit, casual, units, commander } = value;
  const cards = readListCards(value.cards, catalog, cardsAt, LIMITS.cards);
  if (!cards.ok) errors.push(...cards.error);
  const known = listCatalog({ units: [], cards: cards.ok ? cards.value : [] }, catalog);
  // When the list's cards are refused, a custom model is not also "unknown": the cards' problems say why.
  const unread = (id: string) => !cards.ok && id.startsWith(CUSTOM_CARD_PREFIX);
  // Control and bidirectional-override characters are dropped (names.ts, issue 9 point 8).
  const cleaned = typeof name === 'string' && name.length <= LIMITS.name ? cleanName(name) : '';
  if (typeof name !== 'string' || (name.length <= LIMITS.name && cleaned === '')) errors.push(problem('BAD_VALUE', 'name', 'the list needs a name (text)'));
  else if (name.length > LIMITS.name) errors.push(problem('TOO_LARGE', 'name', `the name is longer than ${LIMITS.name} characters`));
  const limit = pointLimitProblem(pointLimit);
  if (limit) errors.push(problem('BAD_VALUE', 'pointLimit', limit));
  if (casual !== undefined && typeof casual !== 'boolean') errors.push(problem('BAD_VALUE', 'casual', '"casual" must be true or false'));
  const unitsOk = Array.isArray(units) && units.length <= LIMITS.units;
  if (!Array.isArray(units)) errors.push(problem('BAD_VALUE', 'units', '"units" must be a list'));
  else if (!unitsOk) errors.push(problem('TOO_LARGE', 'units', `${units.length} units: at most ${LIMITS.units}`));
  else {
    units.forEach((unit: unknown, i) => {
      const where = `unit ${i + 1}`;
      const path = `units[${i}].models`;
      if (!isRecord(unit) || !Array.isArray(unit.models)) return void errors.push(problem('BAD_VALUE', path, `${where} needs a list of models`));
      if (unit.models.length === 0 || unit.models.length > LIMITS.modelsPerUnit) {
        return void errors.push(problem('BAD_VALUE', path, `${where} has ${unit.models.length} models: from 1 to ${LIMITS.modelsPerUnit}`));
      }
      unit.models.forEach((id: unknown, k) => {
        if (typeof id !== 'string') errors.push(problem('BAD_VALUE', `${path}[${k}]`, `${where}, model ${k + 1}: a stat card id must be text`));
        else if (!Object.hasOwn(known, id) && !unread(id)) errors.push(problem('UNKNOWN_CARD', `${path}[${k}]`, `${where}, model ${k + 1}: unknown stat card "${id.slice(0, 40)}"`));
      });
    });
  }
  if (commander !== null) {
    if (!isRecord(commander) || !GRADES.includes(commander.grade as CommanderGrade)) {
      errors.push(problem('BAD_VALUE', 'commander', '"commander" must be null or { unit, model, grade } with grade commander, junior or senior'));
    } else if (
      unitsOk &&
      (!isWhole(commander.unit, 0, units.length - 1) ||
        !isWhole(commander.model, 0, ((units[commander.unit] as ArmyUnit | null | undefined)?.models?.length ?? 0) - 1))
    ) {
      errors.push(problem('BAD_VALUE', 'commander', 'the Commander points at a model the list does not have'));
    }
  }
  if (errors.length > 0) return err(errors);
  // Rebuilt field by field, so that nothing the file added rides along.
  const list: ArmyList = {
    name: cleaned,
    pointLimit: pointLimit as number,
    units: (units as ArmyUnit[]).map((u) => ({ models: [...u.models] })),
    commander: isRecord(commander) ? { unit: commander.unit as number, model: commander.model as number, grade: commander.grade as CommanderGrade } : null,
  };
  if (casual) list.casual = true;
  if (cards.ok && cards.value.length > 0) list.cards = cards.value;
  return ok(list);
}

function isTime(v: unknown): v is string {
  return typeof v === 'string' && v.length <= 40 && !Number.isNaN(Date.parse(v));
}

/** Checks a saved list (a file or a storage entry): format, version, id, times and the list. */
export function parseSavedArmy(value: unknown, catalog: Catalog): Parsed<SavedArmy> {
  if (!isRecord(value) || value.format !== ARMY_FORMAT) {
    return err([problem('BAD_FORMAT', 'format', `this is not an army list (its "format" is not "${ARMY_FORMAT}")`)]);
  }
  if (typeof value.version !== 'number' || !Number.isInteger(value.version) || value.version < 1) {
    return err([problem('BAD_FORMAT', 'version', 'the list has no valid format version')]);
  }
  if (value.version > ARMY_VERSION) {
    return err([problem('BAD_FORMAT', 'version', `the list was saved by a newer version of the game (format version ${value.version}); this one reads version ${ARMY_VERSION}`)]);
  }
  const errors: Problem[] = [];
  if (typeof value.id !== 'string' || !/^[a-z0-9-]{1,40}$/.test(value.id)) errors.push(problem('BAD_VALUE', 'id', 'the list has no valid id'));
  if (!isTime(value.created) || !isTime(value.updated)) errors.push(problem('BAD_VALUE', 'created', 'the list has no valid "created" and "updated" times'));
  const list = parseArmyList(value.list, catalog, 'list.cards');
  // The cards' problems carry their whole path already ("list.cards[0].cost").
  if (!list.ok) errors.push(...list.error.map((p) => (p.where.startsWith('list.') ? p : { ...p, where: p.where ? `list.${p.where}` : 'list' })));
  if (errors.length > 0 || !list.ok) return err(errors);
  return ok({ format: ARMY_FORMAT, version: ARMY_VERSION, id: value.id as string, created: value.created as string, updated: value.updated as string, list: list.value });
}

/** Reads a list file's text (JSON). */
export function parseArmyFile(text: string, catalog: Catalog): Parsed<SavedArmy> {
  if (text.length > LIMITS.text) return err([problem('TOO_LARGE', '', `the file is too large (${text.length} characters; a list is far smaller than ${LIMITS.text})`)]);
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
  const slug = list.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
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
  const cards = [...ids].flatMap((id) => (Object.hasOwn(customCards, id) && customCards[id].custom ? [customCards[id]] : own.has(id) ? [own.get(id)!] : []));
  const { cards: _before, ...rest } = list;
  return cards.length > 0 ? { ...rest, cards } : rest;
}

export function wrapList(list: ArmyList, now: Date, id = newArmyId()): SavedArmy {
  const time = now.toISOString();
  return { format: ARMY_FORMAT, version: ARMY_VERSION, id, created: time, updated: time, list };
}
