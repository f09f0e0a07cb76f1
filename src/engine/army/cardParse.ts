// Stat cards read from outside the engine (the catalog, a scenario's own cards, a saved game's
// `defs`) are parsed here, once, into typed cards: every number the rules compute with is a whole
// number in its range, so no attack, defense or move can come out as NaN (docs/cards.md). A
// card that is not one is refused with every problem found, each with where it is (a field path
// such as "attack.infantry[1]"), never only the first (R1.8's way). The parsed card is a fresh
// object holding only the fields the format knows. Rule book "Building Your Army" (the stat
// card), RULINGS R1.1 (sides), R8.10 (Hull and Auxiliary weapons), R8.13 (the known abilities).
import * as v from 'valibot';
import { idProblem } from '../core/own';
import { err, ok, problem, shown, type Problem, type Result } from '../core/result';
import { ABILITY_IDS, CUSTOM_CARD_PREFIX, NATION_SIDE, NUMBERED_ABILITIES, type Ability, type AbilityId, type Nation, type UnitDef, type Weapon } from './units';
import { entriesOf, fields, isRecord, readSchema, whole } from '../core/schema';

/**
 * A stat card, or every problem with it: each a Problem of code BAD_CARD whose `where` is a field
 * path from the card (or from the list or file it came in), and whose message starts with it.
 */
export type CardResult = Result<UnitDef, Problem[]>;
export type CardsResult = Result<Record<string, UnitDef>, Problem[]>;

const VEHICLE_KINDS = ['Light Tank', 'Medium Tank', 'Heavy Tank', 'Super Heavy Tank', 'Tank Destroyer', 'Assault Gun', 'Armored Car', 'Half-Track', 'Truck', 'Self-Propelled Artillery'];

/** Every type line the rule book's army building knows (R1.3-R1.6), as a card editor offers them. */
export const TYPE_LINES: readonly string[] = [
  'Basic Infantry',
  ...['Officer', 'Specialist', 'MG Team', 'Artillery', 'Artillery Large', 'Cavalry', 'Motorcycle'].map((k) => `Infantry ${k}`),
  ...VEHICLE_KINDS.flatMap((k) => [`Vehicle ${k}`, `Vehicle ${k} Officer`]),
  'Aircraft',
];

const KNOWN_TYPE_LINES: ReadonlySet<string> = new Set(TYPE_LINES);

const CARD_ID = /^[a-z0-9-]+$/;

/** Cards this module made: they are parsed already, so createGame may hand them on as they are. */
const parsedCards = new WeakSet<object>();

function isCount(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

/** `where` and a field under it: "cards[2]" + "defense" is "cards[2].defense"; "" + "[1]" is "[1]". */
export function fieldPath(where: string, field: string): string {
  if (where === '') return field;
  if (field === '') return where;
  return field.startsWith('[') ? `${where}${field}` : `${where}.${field}`;
}

/** A card's problem: the path is both its `where` and the start of its sentence ("cards[0].defense: ..."). */
function cardProblem(where: string, text: string): Problem {
  return problem('BAD_CARD', where, where === '' ? text : `${where}: ${text}`);
}

const THREE_BANDS = 'must be three bands (short, medium, long)';
const BAND = v.nullable(whole(1, 40, 'a band is 1-40 dice or null'));

/** Attack dice at three range bands (R6.1): 1-40 dice or "-" (null) per band. */
function bands(message: string) {
  return v.pipe(
    v.custom<unknown[]>((x) => Array.isArray(x) && x.length === 3, message),
    v.tuple([BAND, BAND, BAND], message),
  );
}

/** A card's profile against one target type: three bands, or null (no attack). */
const PROFILE = v.nullable(bands(`${THREE_BANDS} or null`));

/** R8.10: the weapon of a Hull or Auxiliary ability; with its own dice it says which targets they are for. */
function weaponSchema(id: AbilityId) {
  const named = `${id} needs a weapon with a name (R8.10)`;
  const vs = `${id} weapon with dice needs vs "infantry" or "vehicle"`;
  return v.pipe(
    fields({ name: v.pipe(v.string(named), v.minLength(1, named)), dice: v.optional(bands(THREE_BANDS)), vs: v.optional(v.picklist(['infantry', 'vehicle'], vs)) }, named),
    v.forward(v.partialCheck([['dice'], ['vs']], (w) => w.dice === undefined || w.vs !== undefined, vs), ['vs']),
  );
}

const ABILITY_OBJECT = 'an ability is an object with an id';

/** R8.13: each ability the game knows, with its number if it carries one and its weapon if it is one (R8.10). */
function abilitySchema(id: AbilityId) {
  return entriesOf(
    {
      id: v.literal(id),
      n: NUMBERED_ABILITIES.has(id) ? whole(1, 30, `${id} needs a number from 1 to 30`) : v.optional(v.undefined(`${id} takes no number`)),
      weapon: id === 'hull' || id === 'auxiliary' ? weaponSchema(id) : v.optional(v.undefined(`${id} takes no weapon`)),
    },
    ABILITY_OBJECT,
  );
}

const ABILITY_SCHEMAS = new Map(ABILITY_IDS.map((id) => [id as string, abilitySchema(id)]));

/** An ability whose id the game does not know: refused at its id. */
const UNKNOWN_ABILITY = entriesOf({ id: v.custom<never>(() => false, (issue) => `unknown ability ${shown(issue.input)} (R8.13)`) }, ABILITY_OBJECT);

/** An ability, read by the schema of its id (a lookup: a catalog of 455 cards is read at page load). */
const ABILITY = v.pipe(
  v.custom<Record<string, unknown>>(isRecord, ABILITY_OBJECT),
  v.lazy((a) => (isRecord(a) && typeof a.id === 'string' ? ABILITY_SCHEMAS.get(a.id) : undefined) ?? UNKNOWN_ABILITY),
);

/** The years of the original game's cards (1939-1945), with room for a custom card's pre-war or post-war unit. */
const FIRST_YEAR = 1930;
const LAST_YEAR = 1950;

const ID = 'id must be lower-case letters, digits and dashes';

/**
 * A stat card's fields, each on its own. What one field means for another is checked on top
 * (cardChecks): the side of the nation, a speed and a defense that depend on the type line, an
 * ability listed twice, the Aircraft type and ability together, a custom card's id.
 */
const CARD = fields(
  {
    id: v.pipe(
      v.string(ID),
      v.check((id) => CARD_ID.test(id) && idProblem(id) === null, (issue) => (CARD_ID.test(String(issue.input)) ? (idProblem(String(issue.input)) ?? ID) : ID)),
    ),
    name: v.pipe(v.string('name is missing'), v.minLength(1, 'name is missing')),
    nation: v.picklist(Object.keys(NATION_SIDE) as Nation[], (issue) => `unknown nation ${shown(issue.input)}`),
    side: v.optional(v.unknown()),
    typeLine: v.picklist(TYPE_LINES, (issue) => `unknown type line ${shown(issue.input)}`),
    cost: whole(1, 200, 'cost must be a whole number from 1 to 200'),
    speed: v.optional(v.unknown()),
    defense: v.optional(v.unknown()),
    attack: fields({ infantry: PROFILE, vehicle: PROFILE }, 'attack must be { infantry, vehicle }'),
    abilities: v.array(ABILITY, 'abilities must be a list'),
    year: v.optional(whole(FIRST_YEAR, LAST_YEAR, `year must be a whole number from ${FIRST_YEAR} to ${LAST_YEAR}`)),
    sourceRow: v.optional(whole(1, 100_000, 'sourceRow must be a line number of the source table')),
    custom: v.optional(v.literal(true, 'custom is true or left out')),
  },
  'a stat card is an object',
);

/** The order a card's problems are told in: its fields' order. */
const FIELD_ORDER = ['', 'id', 'name', 'nation', 'side', 'typeLine', 'cost', 'speed', 'defense', 'attack', 'abilities', 'year', 'sourceRow', 'custom'];

function fieldRank(path: string): number {
  return FIELD_ORDER.indexOf(path.split(/[.[]/)[0] ?? '');
}

/**
 * The checks of one field against another, on the card as it came (any of its fields may be
 * broken): R1.1 the side of the nation; a Vehicle's front and rear Defense (rule book "Assault
 * Phase"), every other unit's one; Aircraft's Speed "A"; an ability listed twice; the Aircraft
 * type line and ability together; and where a card comes from: a custom card's id starts with
 * `custom-` and no other card's does, so a player's card never takes a catalog card's place in a
 * list (docs/armies.md). Each problem is [field path, sentence].
 */
function cardChecks(c: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  if (typeof c.nation === 'string' && Object.hasOwn(NATION_SIDE, c.nation)) {
    const side = NATION_SIDE[c.nation as Nation];
    if (side !== c.side) out.push(['side', `side must be ${side} for ${c.nation} (R1.1)`]);
  }
  const typeLine = typeof c.typeLine === 'string' && KNOWN_TYPE_LINES.has(c.typeLine) ? c.typeLine : null;
  const aircraft = typeLine === 'Aircraft';
  if (aircraft ? c.speed !== 'A' : !isCount(c.speed, 0, 12)) out.push(['speed', aircraft ? 'Aircraft have Speed "A"' : 'speed must be a whole number from 0 to 12']);
  const d = c.defense;
  if (typeLine?.startsWith('Vehicle')) {
    if (!Array.isArray(d) || d.length !== 2 || !d.every((x) => isCount(x, 1, 12))) out.push(['defense', 'a Vehicle has front/rear Defense [#, #] of 1-12']);
  } else if (!isCount(d, 1, 12)) out.push(['defense', 'Defense must be a single whole number from 1 to 12']);
  if (Array.isArray(c.abilities)) {
    const seen = new Set<unknown>();
    c.abilities.forEach((a: unknown, k) => {
      const id = isRecord(a) ? a.id : undefined;
      if (typeof id !== 'string' || !ABILITY_NAMES.has(id)) return;
      if (seen.has(id)) out.push([`abilities[${k}]`, `${id} is listed twice`]);
      seen.add(id);
    });
    if (aircraft !== seen.has('aircraft')) out.push(['abilities', 'the Aircraft type and the Aircraft ability go together']);
  }
  const custom = c.custom === true;
  if (typeof c.id === 'string') {
    const prefixed = c.id.startsWith(CUSTOM_CARD_PREFIX);
    if (custom && !prefixed) out.push(['id', `a custom card's id starts with "${CUSTOM_CARD_PREFIX}"`]);
    if (!custom && prefixed) out.push(['custom', `an id starting with "${CUSTOM_CARD_PREFIX}" is a custom card's: add "custom": true`]);
  }
  if (custom && isCount(c.sourceRow, 1, 100_000)) out.push(['sourceRow', 'a custom card has no source row']);
  return out;
}

const ABILITY_NAMES: ReadonlySet<string> = new Set(ABILITY_IDS);

/** A parsed ability holding only its own fields: its number if it carries one, its weapon's dice and targets only with dice. */
function abilityOf(a: { id: AbilityId; n?: number | undefined; weapon?: { name: string; dice?: Weapon['dice']; vs?: Weapon['vs'] } | undefined }): Ability {
  const ability: Ability = { id: a.id };
  if (a.n !== undefined) ability.n = a.n;
  if (a.weapon) ability.weapon = a.weapon.dice ? { name: a.weapon.name, dice: [...a.weapon.dice], vs: a.weapon.vs } : { name: a.weapon.name };
  return ability;
}

/**
 * A stat card from outside, parsed: the typed card, or every problem with it, in the card's field
 * order. `where` is the card's place in what it came in ("cards[2]"), put before every problem's
 * field path. A card this function made is returned as it is.
 */
export function parseUnitDef(value: unknown, where = ''): CardResult {
  if (typeof value === 'object' && value !== null && parsedCards.has(value)) return ok(value as UnitDef);
  const read = readSchema(CARD, value, { code: 'BAD_CARD', everyPlace: true });
  const found: [string, string][] = read.ok ? [] : read.error.map((p) => [p.where, p.message]);
  if (isRecord(value)) found.push(...cardChecks(value));
  if (!read.ok || found.length > 0) {
    const sorted = found.map((f, i) => ({ f, i, rank: fieldRank(f[0]) })).sort((a, b) => a.rank - b.rank || a.i - b.i);
    return err(sorted.map(({ f: [path, text] }) => cardProblem(fieldPath(where, path), text)));
  }
  const c = read.value;
  const defense = c.defense as number | number[];
  const card: UnitDef = {
    id: c.id,
    name: c.name,
    nation: c.nation,
    side: NATION_SIDE[c.nation],
    typeLine: c.typeLine,
    cost: c.cost,
    speed: c.speed as number | 'A',
    defense: Array.isArray(defense) ? [defense[0]!, defense[1]!] : defense,
    attack: { infantry: c.attack.infantry, vehicle: c.attack.vehicle },
    abilities: c.abilities.map(abilityOf),
    ...(c.year !== undefined ? { year: c.year } : {}),
    ...(c.sourceRow !== undefined ? { sourceRow: c.sourceRow } : {}),
    ...(c.custom ? { custom: true } : {}),
  };
  parsedCards.add(card);
  return ok(card);
}

/**
 * A list of stat cards (the catalog, a scenario's `cards`), parsed into a record by id, or every
 * problem of every card; an id used twice is a problem of the second card.
 */
export function parseCardList(value: unknown, where = ''): CardsResult {
  if (!Array.isArray(value)) return err([cardProblem(where, 'stat cards come as a list')]);
  const cards: Record<string, UnitDef> = {};
  const problems: Problem[] = [];
  value.forEach((raw: unknown, k) => {
    const at = fieldPath(where, `[${k}]`);
    const r = parseUnitDef(raw, at);
    if (!r.ok) problems.push(...r.error);
    else if (Object.hasOwn(cards, r.value.id)) problems.push(cardProblem(fieldPath(at, 'id'), `id "${r.value.id}" is used twice`));
    else cards[r.value.id] = r.value;
  });
  return problems.length > 0 ? err(problems) : ok(cards);
}

/**
 * Stat cards filed by id (a saved game's `defs`), parsed: each must be a card filed under its own
 * id. The record returned holds the parsed cards.
 */
export function parseCardRecord(value: unknown, where = ''): CardsResult {
  if (!isRecord(value)) return err([cardProblem(where, 'stat cards come as an object, by id')]);
  const cards: Record<string, UnitDef> = {};
  const problems: Problem[] = [];
  for (const key of Object.keys(value)) {
    const at = fieldPath(where, key);
    const r = parseUnitDef(value[key], at);
    if (!r.ok) problems.push(...r.error);
    else if (r.value.id !== key) problems.push(cardProblem(fieldPath(at, 'id'), `the card is filed under "${key}" but its id is "${r.value.id}"`));
    else cards[key] = r.value;
  }
  return problems.length > 0 ? err(problems) : ok(cards);
}
