// The army list read from outside, one reader for every way a list comes in: a list file, a share
// code and the browser's saved lists (src/store/files/armyFormat.ts, shareCode.ts) and a player's list
// sent to the game server (server/validate.ts). Its shape is one schema (core/schema.ts) within
// the list bounds (listBounds.ts); the checks on top are the ones a schema cannot say: the
// custom cards the list carries (the engine's card parser, every problem with its path), that
// every model names a stat card the catalog or those cards hold, that the Commander names a
// model of the list, and the name as the game keeps it (cleanName). Whether the army is legal
// is the engine's validateArmy: a list that breaks the rules still reads (players save lists
// while they build them, and the server refuses them at "ready" with the rule).
import * as v from 'valibot';
import {
  cleanName,
  CUSTOM_CARD_PREFIX,
  err,
  fields,
  GRADES,
  isRecord,
  listCatalog,
  ok,
  problem,
  readListCards,
  readSchema,
  whole,
  type ArmyList,
  type Problem,
  type Result,
  type UnitDef,
} from '../engine';
import { MAX_LIST_CARDS, MAX_LIST_UNITS, MAX_POINT_LIMIT, MAX_UNIT_MODELS } from './listBounds';

/** The bounds of a list every reader keeps to (listBounds.ts), and the longest name the builder takes. */
export const LIST_LIMITS = {
  name: 60,
  /** R1.2 allows any positive whole number; beyond this the battlefield would be absurd. */
  pointLimit: MAX_POINT_LIMIT,
  units: MAX_LIST_UNITS,
  modelsPerUnit: MAX_UNIT_MODELS,
  /** The custom cards a list carries (docs/armies.md "Custom cards travel with the list"). */
  cards: MAX_LIST_CARDS,
} as const;

const POINT_LIMIT = `the point limit must be a whole number from 1 to ${LIST_LIMITS.pointLimit} (R1.2)`;
const COMMANDER = '"commander" must be null or { unit, model, grade } with grade commander, junior or senior';
const UNIT_MODELS = `unit {1} needs a list of models`;

/** R1.2 and the bounds: a list's point limit. */
const POINT_LIMIT_SCHEMA = whole(1, LIST_LIMITS.pointLimit, POINT_LIMIT);

/**
 * The list's shape. Its output is the list before the checks on top; `cards` is left to the card
 * parser (readListCards), which reads each card field by field with its own messages. "{1}" in a
 * message is the unit's number, "{2}" the model's (core/schema.ts).
 */
const LIST_SCHEMA = fields(
  {
    name: v.pipe(
      v.string('the list needs a name (text)'),
      v.maxLength(LIST_LIMITS.name, `the name is longer than ${LIST_LIMITS.name} characters`),
    ),
    pointLimit: POINT_LIMIT_SCHEMA,
    casual: v.optional(v.boolean('"casual" must be true or false')),
    units: v.pipe(
      v.array(
        fields(
          {
            models: v.pipe(
              v.array(v.string('unit {1}, model {2}: a stat card id must be text'), UNIT_MODELS),
              v.minLength(
                1,
                (issue) => `unit {1} has ${issue.received} models: from 1 to ${LIST_LIMITS.modelsPerUnit}`,
              ),
              v.maxLength(
                LIST_LIMITS.modelsPerUnit,
                (issue) => `unit {1} has ${issue.received} models: from 1 to ${LIST_LIMITS.modelsPerUnit}`,
              ),
            ),
          },
          UNIT_MODELS,
        ),
        '"units" must be a list',
      ),
      v.maxLength(LIST_LIMITS.units, (issue) => `${issue.received} units: at most ${LIST_LIMITS.units}`),
    ),
    commander: v.nullable(
      fields(
        {
          unit: whole(0, LIST_LIMITS.units, COMMANDER),
          model: whole(0, LIST_LIMITS.modelsPerUnit, COMMANDER),
          grade: v.picklist(GRADES, COMMANDER),
        },
        COMMANDER,
      ),
    ),
  },
  'the list is not an object',
);

/** A list's problem code: a list or a name too long is TOO_LARGE (the bounds), the rest BAD_VALUE. */
function codeOf(issue: v.BaseIssue<unknown>): 'TOO_LARGE' | 'BAD_VALUE' | 'BAD_FORMAT' {
  if (!issue.path) return 'BAD_FORMAT';
  return issue.type === 'max_length' && issue.path.length === 1 ? 'TOO_LARGE' : 'BAD_VALUE';
}

/**
 * An army list read from outside: its shape within the bounds, the custom cards it carries (every
 * problem with its path, "cards[0].cost"), that each model is a stat card of the catalog or of
 * those cards and that the Commander is a model of the list; or every problem, each with its
 * path. `cardsAt` is where the cards sit ("list.cards" in a saved list); the other paths are the
 * list's own ("units[0].models"). The list answered is rebuilt field by field: nothing the input
 * added rides along.
 */
export function parseArmyList(
  value: unknown,
  catalog: Readonly<Record<string, UnitDef>>,
  cardsAt = 'cards',
): Result<ArmyList, Problem[]> {
  const shape = readSchema(LIST_SCHEMA, value, { code: codeOf });
  const errors: Problem[] = shape.ok ? [] : [...shape.error];
  const cards = readListCards(isRecord(value) ? value.cards : undefined, catalog, cardsAt, LIST_LIMITS.cards);
  if (!cards.ok) errors.push(...cards.error);
  if (!shape.ok) return err(errors);
  const { name, pointLimit, casual, units, commander } = shape.value;
  // Control and bidirectional-override characters are dropped (core/names.ts).
  const cleaned = cleanName(name);
  if (cleaned === '') errors.push(problem('BAD_VALUE', 'name', 'the list needs a name (text)'));
  const known = listCatalog({ units: [], cards: cards.ok ? cards.value : [] }, catalog);
  // When the list's cards are refused, a custom model is not also "unknown": the cards' problems say why.
  const unread = (id: string) => !cards.ok && id.startsWith(CUSTOM_CARD_PREFIX);
  units.forEach((unit, i) => {
    unit.models.forEach((id, k) => {
      if (!Object.hasOwn(known, id) && !unread(id)) {
        errors.push(
          problem(
            'UNKNOWN_CARD',
            `units[${i}].models[${k}]`,
            `unit ${i + 1}, model ${k + 1}: unknown stat card "${id.slice(0, 40)}"`,
          ),
        );
      }
    });
  });
  if (commander && (commander.unit >= units.length || commander.model >= units[commander.unit]!.models.length)) {
    errors.push(problem('BAD_VALUE', 'commander', 'the Commander points at a model the list does not have'));
  }
  if (errors.length > 0 || !cards.ok) return err(errors);
  const list: ArmyList = {
    name: cleaned,
    pointLimit,
    units: units.map((u) => ({ models: [...u.models] })),
    commander: commander ? { ...commander } : null,
  };
  if (casual) list.casual = true;
  if (cards.value.length > 0) list.cards = cards.value;
  return ok(list);
}

/** R1.2 and the bounds: why a point limit the builder is given is refused, or null. */
export function pointLimitProblem(value: unknown): string | null {
  return v.is(POINT_LIMIT_SCHEMA, value) ? null : POINT_LIMIT;
}
