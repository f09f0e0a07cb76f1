// Stat cards read from outside the engine (the catalog, a scenario's own cards, a saved game's
// `defs`) are parsed here, once, into typed cards: every number the rules compute with is a whole
// number in its range, so no attack, defense or move can come out as NaN (docs/cards.md). A
// card that is not one is refused with every problem found, each with where it is (a field path
// such as "attack.infantry[1]"), never only the first (R1.8's way). The parsed card is a fresh
// object holding only the fields the format knows. Rule book "Building Your Army" (the stat
// card), RULINGS R1.1 (sides), R8.10 (Hull and Auxiliary weapons), R8.13 (the known abilities),
// R5.5 and R6.8 (an ability that reads a facing only on a card that has one).
import { idProblem } from '../core/own';
import { err, ok, problem, shown, type Problem, type Result } from '../core/result';
import {
  ABILITY_IDS,
  CUSTOM_CARD_PREFIX,
  NATION_SIDE,
  NUMBERED_ABILITIES,
  type Ability,
  type AbilityId,
  type Nation,
  type Profile,
  type UnitDef,
  type Weapon,
} from './units';
import { isRecord } from '../core/schema';

/**
 * A stat card, or every problem with it: each a Problem of code BAD_CARD whose `where` is a field
 * path from the card (or from the list or file it came in), and whose message starts with it.
 */
export type CardResult = Result<UnitDef, Problem[]>;
export type CardsResult = Result<Record<string, UnitDef>, Problem[]>;

const VEHICLE_KINDS = [
  'Light Tank',
  'Medium Tank',
  'Heavy Tank',
  'Super Heavy Tank',
  'Tank Destroyer',
  'Assault Gun',
  'Armored Car',
  'Half-Track',
  'Truck',
  'Self-Propelled Artillery',
];

/** Every type line the rule book's army building knows (R1.3-R1.6), as a card editor offers them. */
export const TYPE_LINES: readonly string[] = [
  'Basic Infantry',
  ...['Officer', 'Specialist', 'MG Team', 'Artillery', 'Artillery Large', 'Cavalry', 'Motorcycle'].map(
    (k) => `Infantry ${k}`,
  ),
  ...VEHICLE_KINDS.flatMap((k) => [`Vehicle ${k}`, `Vehicle ${k} Officer`]),
  'Aircraft',
];

const KNOWN_TYPE_LINES: ReadonlySet<string> = new Set(TYPE_LINES);

const CARD_ID = /^[a-z0-9-]+$/;

const KNOWN_ABILITIES: ReadonlySet<string> = new Set(ABILITY_IDS);

/** Cards this module made: they are parsed already, so createGame may hand them on as they are. */
const parsedCards = new WeakSet<object>();

type Obj = Record<string, unknown>;

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

class Problems {
  readonly list: Problem[] = [];
  constructor(private readonly where: string) {}
  say(field: string, text: string): void {
    this.list.push(cardProblem(fieldPath(this.where, field), text));
  }
}

/** Attack dice at three range bands (R6.1): 1-40 dice or "-" (null) per band; the whole profile may be null. */
function parseProfile(v: unknown, field: string, out: Problems): Profile | null | undefined {
  if (v === null) return null;
  if (!Array.isArray(v) || v.length !== 3) {
    out.say(field, 'must be three bands (short, medium, long) or null');
    return undefined;
  }
  let ok = true;
  v.forEach((band: unknown, k) => {
    if (band !== null && !isCount(band, 1, 40)) {
      out.say(`${field}[${k}]`, 'a band is 1-40 dice or null');
      ok = false;
    }
  });
  return ok ? [v[0], v[1], v[2]] : undefined;
}

/** R8.10: the weapon of a Hull or Auxiliary ability. */
function parseWeapon(id: AbilityId, v: unknown, field: string, out: Problems): Weapon | undefined {
  if (!isRecord(v) || typeof v.name !== 'string' || v.name === '') {
    out.say(field, `${id} needs a weapon with a name (R8.10)`);
    return undefined;
  }
  if (v.dice === undefined) return { name: v.name };
  // A weapon's dice are a profile (core/cards.ts Weapon), never "none at any band": a weapon
  // without its own dice leaves "dice" out (the Churchill Crocodile's Flamethrower in the catalog).
  if (v.dice === null) {
    out.say(
      `${field}.dice`,
      `${id} weapon's dice must be three bands (short, medium, long); leave "dice" out for a weapon without its own dice`,
    );
    return undefined;
  }
  const dice = parseProfile(v.dice, `${field}.dice`, out);
  if (v.vs !== 'infantry' && v.vs !== 'vehicle') {
    out.say(`${field}.vs`, `${id} weapon with dice needs vs "infantry" or "vehicle"`);
    return undefined;
  }
  return dice ? { name: v.name, dice, vs: v.vs } : undefined;
}

/** R8.13: one of the abilities the game knows, with its number if it carries one. */
function parseAbility(v: unknown, field: string, out: Problems): Ability | undefined {
  if (!isRecord(v)) {
    out.say(field, 'an ability is an object with an id');
    return undefined;
  }
  if (typeof v.id !== 'string' || !KNOWN_ABILITIES.has(v.id)) {
    out.say(`${field}.id`, `unknown ability ${shown(v.id)} (R8.13)`);
    return undefined;
  }
  const id = v.id as AbilityId;
  const before = out.list.length;
  const ability: Ability = { id };
  if (NUMBERED_ABILITIES.has(id)) {
    if (isCount(v.n, 1, 30)) ability.n = v.n;
    else out.say(`${field}.n`, `${id} needs a number from 1 to 30`);
  } else if (v.n !== undefined) out.say(`${field}.n`, `${id} takes no number`);
  if (id === 'hull' || id === 'auxiliary') {
    const weapon = parseWeapon(id, v.weapon, `${field}.weapon`, out);
    if (weapon) ability.weapon = weapon;
  } else if (v.weapon !== undefined) out.say(`${field}.weapon`, `${id} takes no weapon`);
  return out.list.length === before ? ability : undefined;
}

/**
 * The abilities that read a unit's facing, and what each reads: No Turret (index "No Turret") and
 * a Hull weapon (R8.10) attack only into the front arc, Open Back (index) is about attacks from
 * the rear arc (R6.8). Only a unit with Defense #/# has a facing, so a front and a rear (rule book
 * "Assault Phase", R5.5), and here only a Vehicle's card has that: on any other card these would
 * hang on a facing the unit does not have, that no one sees or turns.
 */
const FACING_ABILITIES: Partial<Record<AbilityId, string>> = {
  noTurret: 'No Turret attacks only into the front arc (R6.8)',
  hull: 'a Hull weapon fires only into the front arc (R8.10)',
  openBack: 'Open Back is about attacks from the rear arc (R6.8)',
};

/** R5.5, R6.8: why an ability of FACING_ABILITIES has no place on the card named `name`, which has one Defense, or null. */
function facingProblem(id: AbilityId, name: unknown): string | null {
  const what = FACING_ABILITIES[id];
  if (!what) return null;
  const card = typeof name === 'string' && name !== '' ? `"${name}"` : 'this card';
  return `${what}, and ${card} has one Defense, so no facing: only a Vehicle, with front/rear Defense, has a front and a rear (R5.5)`;
}

/** The years of the original game's cards (1939-1945), with room for a custom card's pre-war or post-war unit. */
const FIRST_YEAR = 1930;
const LAST_YEAR = 1950;

/**
 * Where a card comes from: its year, its row in the catalog's source table, and whether a player
 * made it. A custom card's id starts with `custom-` and no other card's does, so a player's card
 * never takes a catalog card's place in a list (docs/armies.md).
 */
function parseProvenance(v: Obj, out: Problems): Pick<UnitDef, 'year' | 'sourceRow' | 'custom'> {
  const found: Pick<UnitDef, 'year' | 'sourceRow' | 'custom'> = {};
  if (v.year !== undefined) {
    if (isCount(v.year, FIRST_YEAR, LAST_YEAR)) found.year = v.year;
    else out.say('year', `year must be a whole number from ${FIRST_YEAR} to ${LAST_YEAR}`);
  }
  if (v.sourceRow !== undefined) {
    if (isCount(v.sourceRow, 1, 100_000)) found.sourceRow = v.sourceRow;
    else out.say('sourceRow', 'sourceRow must be a line number of the source table');
  }
  if (v.custom !== undefined && v.custom !== true) out.say('custom', 'custom is true or left out');
  const custom = v.custom === true;
  if (typeof v.id === 'string') {
    const prefixed = v.id.startsWith(CUSTOM_CARD_PREFIX);
    if (custom && !prefixed) out.say('id', `a custom card's id starts with "${CUSTOM_CARD_PREFIX}"`);
    if (!custom && prefixed)
      out.say('custom', `an id starting with "${CUSTOM_CARD_PREFIX}" is a custom card's: add "custom": true`);
  }
  if (custom) {
    found.custom = true;
    if (found.sourceRow !== undefined) out.say('sourceRow', 'a custom card has no source row');
  }
  return found;
}

/**
 * How a card is read. `new`: a card made, imported or chosen for a game: every check. `played`: a
 * card a game state already holds (a save, a game file): read as it was played, without the
 * checks added since for cards made (those of FACING_ABILITIES), so a game in progress still
 * loads and replays as it was played (docs/records.md, "A game state").
 */
export type CardReading = 'new' | 'played';

/**
 * A stat card from outside, parsed: the typed card, or every problem with it. `where` is the
 * card's place in what it came in ("cards[2]"), put before every problem's field path. A card
 * this function made under every check is returned as it is.
 */
export function parseUnitDef(value: unknown, where = '', reading: CardReading = 'new'): CardResult {
  if (typeof value === 'object' && value !== null && parsedCards.has(value)) return ok(value as UnitDef);
  const out = new Problems(where);
  if (!isRecord(value)) {
    out.say('', 'a stat card is an object');
    return err(out.list);
  }
  const v = value;
  const idWrong = typeof v.id === 'string' ? idProblem(v.id) : null;
  if (typeof v.id !== 'string' || !CARD_ID.test(v.id))
    out.say('id', 'id must be lower-case letters, digits and dashes');
  else if (idWrong) out.say('id', idWrong);
  if (typeof v.name !== 'string' || v.name === '') out.say('name', 'name is missing');
  const nation = typeof v.nation === 'string' && Object.hasOwn(NATION_SIDE, v.nation) ? (v.nation as Nation) : null;
  if (!nation) out.say('nation', `unknown nation ${shown(v.nation)}`);
  else if (NATION_SIDE[nation] !== v.side) out.say('side', `side must be ${NATION_SIDE[nation]} for ${nation} (R1.1)`);
  const typeLine = typeof v.typeLine === 'string' && KNOWN_TYPE_LINES.has(v.typeLine) ? v.typeLine : null;
  if (!typeLine) out.say('typeLine', `unknown type line ${shown(v.typeLine)}`);
  if (!isCount(v.cost, 1, 200)) out.say('cost', 'cost must be a whole number from 1 to 200');
  const aircraft = typeLine === 'Aircraft';
  if (aircraft ? v.speed !== 'A' : !isCount(v.speed, 0, 12))
    out.say('speed', aircraft ? 'Aircraft have Speed "A"' : 'speed must be a whole number from 0 to 12');
  // A Vehicle has a front and a rear value (rule book "Assault Phase"); every other unit one.
  const vehicle = typeLine?.startsWith('Vehicle');
  const d = v.defense;
  if (vehicle) {
    if (!Array.isArray(d) || d.length !== 2 || !d.every((x) => isCount(x, 1, 12)))
      out.say('defense', 'a Vehicle has front/rear Defense [#, #] of 1-12');
  } else if (!isCount(d, 1, 12)) out.say('defense', 'Defense must be a single whole number from 1 to 12');
  let infantry: Profile | null | undefined;
  let vsVehicle: Profile | null | undefined;
  if (!isRecord(v.attack)) out.say('attack', 'attack must be { infantry, vehicle }');
  else {
    infantry = parseProfile(v.attack.infantry, 'attack.infantry', out);
    vsVehicle = parseProfile(v.attack.vehicle, 'attack.vehicle', out);
  }
  const abilities: Ability[] = [];
  let facingAsked = true;
  if (!Array.isArray(v.abilities)) out.say('abilities', 'abilities must be a list');
  else {
    v.abilities.forEach((a: unknown, k) => {
      const parsed = parseAbility(a, `abilities[${k}]`, out);
      if (!parsed) return;
      if (abilities.some((b) => b.id === parsed.id)) out.say(`abilities[${k}]`, `${parsed.id} is listed twice`);
      const noFacing = typeLine && !vehicle ? facingProblem(parsed.id, v.name) : null;
      if (noFacing && reading === 'new') out.say(`abilities[${k}]`, noFacing);
      else if (noFacing) facingAsked = false;
      abilities.push(parsed);
    });
    if (aircraft !== abilities.some((a) => a.id === 'aircraft'))
      out.say('abilities', 'the Aircraft type and the Aircraft ability go together');
  }
  const provenance = parseProvenance(v, out);
  if (out.list.length > 0) return err(out.list);
  const card: UnitDef = {
    id: v.id as string,
    name: v.name as string,
    nation: nation!,
    side: NATION_SIDE[nation!],
    typeLine: typeLine!,
    cost: v.cost as number,
    speed: v.speed as number | 'A',
    defense: vehicle ? [(d as number[])[0], (d as number[])[1]] : (d as number),
    attack: { infantry: infantry ?? null, vehicle: vsVehicle ?? null },
    abilities,
    ...provenance,
  };
  // A card read as played past a check for cards made is not handed on as passing it.
  if (facingAsked) parsedCards.add(card);
  return ok(card);
}

/**
 * A list of stat cards (the catalog, a scenario's `cards`), parsed into a record by id, or every
 * problem of every card; an id used twice is a problem of the second card.
 */
export function parseCardList(value: unknown, where = '', reading: CardReading = 'new'): CardsResult {
  if (!Array.isArray(value)) return err([cardProblem(where, 'stat cards come as a list')]);
  const cards: Record<string, UnitDef> = {};
  const problems: Problem[] = [];
  value.forEach((raw: unknown, k) => {
    const at = fieldPath(where, `[${k}]`);
    const r = parseUnitDef(raw, at, reading);
    if (!r.ok) problems.push(...r.error);
    else if (Object.hasOwn(cards, r.value.id))
      problems.push(cardProblem(fieldPath(at, 'id'), `id "${r.value.id}" is used twice`));
    else cards[r.value.id] = r.value;
  });
  return problems.length > 0 ? err(problems) : ok(cards);
}

/**
 * Stat cards filed by id (a saved game's `defs`), parsed: each must be a card filed under its own
 * id. The record returned holds the parsed cards. `reading`: as parseUnitDef.
 */
export function parseCardRecord(value: unknown, where = '', reading: CardReading = 'new'): CardsResult {
  if (!isRecord(value)) return err([cardProblem(where, 'stat cards come as an object, by id')]);
  const cards: Record<string, UnitDef> = {};
  const problems: Problem[] = [];
  for (const key of Object.keys(value)) {
    const at = fieldPath(where, key);
    const r = parseUnitDef(value[key], at, reading);
    if (!r.ok) problems.push(...r.error);
    else if (r.value.id !== key)
      problems.push(cardProblem(fieldPath(at, 'id'), `the card is filed under "${key}" but its id is "${r.value.id}"`));
    else cards[key] = r.value;
  }
  return problems.length > 0 ? err(problems) : ok(cards);
}
