// The card editor's form (docs/armies.md, "Your own cards"): what the player types, as text, made
// into a raw card for the engine's own card parser (parseUnitDef), whose every problem is shown
// next to the input it comes from (fieldOfProblem maps the problem's field path to the input).
// The rules the parser checks are the rule book's "Building Your Army" (the stat card), R1.1
// (a nation's side), R8.10 (Hull and Auxiliary weapons), R8.13 (the abilities of the index).
import { ABILITY_TEXT } from '../../data/abilities';
import {
  idleCommandAbilities,
  NATION_SIDE,
  NUMBERED_ABILITIES,
  parseUnitDef,
  type Ability,
  type AbilityId,
  type Nation,
  type Problem,
  type Profile,
  type Result,
  type UnitDef,
} from '../../engine';

/** Three range bands as typed: a number of dice or "-". */
export type BandsForm = [string, string, string];

export interface AbilityForm {
  id: AbilityId;
  /** The ability's number (Close Assault 6), for the abilities that carry one. */
  n: string;
  /** Hull and Auxiliary (R8.10): the weapon's name, and its own dice if it has them. */
  weaponName: string;
  weaponDice: BandsForm | null;
  weaponVs: 'infantry' | 'vehicle';
}

export interface CardForm {
  name: string;
  nation: Nation;
  typeLine: string;
  cost: string;
  /** Ignored for Aircraft, whose Speed is "A". */
  speed: string;
  /** The one Defense value, or the front one of a Vehicle. */
  defense: string;
  /** A Vehicle's rear Defense. */
  rear: string;
  /** null: no attack profile against that target ("—" on the card). */
  infantry: BandsForm | null;
  vehicle: BandsForm | null;
  abilities: AbilityForm[];
  year: string;
}

/** The inputs of the form a problem can belong to; an ability's is `abilities.<k>`. */
export type FormField =
  | 'name'
  | 'nation'
  | 'typeLine'
  | 'cost'
  | 'speed'
  | 'defense'
  | 'infantry'
  | 'vehicle'
  | 'abilities'
  | `abilities.${number}`
  | 'year';

export function emptyForm(): CardForm {
  return {
    name: '',
    nation: 'USA',
    typeLine: 'Basic Infantry',
    cost: '',
    speed: '1',
    defense: '',
    rear: '',
    infantry: ['', '', '-'],
    vehicle: ['', '-', '-'],
    abilities: [],
    year: '',
  };
}

function bandsForm(p: Profile | null | undefined): BandsForm | null {
  return p
    ? [p[0] === null ? '-' : String(p[0]), p[1] === null ? '-' : String(p[1]), p[2] === null ? '-' : String(p[2])]
    : null;
}

export function newAbility(id: AbilityId): AbilityForm {
  return { id, n: '', weaponName: '', weaponDice: null, weaponVs: 'infantry' };
}

/** A card as the form shows it (to edit it, or to start a new card from it). */
export function formOf(card: UnitDef): CardForm {
  const [front, rear] = typeof card.defense === 'number' ? [card.defense, null] : card.defense;
  return {
    name: card.name,
    nation: card.nation,
    typeLine: card.typeLine,
    cost: String(card.cost),
    speed: card.speed === 'A' ? '' : String(card.speed),
    defense: String(front),
    rear: rear === null ? '' : String(rear),
    infantry: bandsForm(card.attack.infantry),
    vehicle: bandsForm(card.attack.vehicle),
    abilities: card.abilities.map((a: Ability) => ({
      id: a.id,
      n: a.n === undefined ? '' : String(a.n),
      weaponName: a.weapon?.name ?? '',
      weaponDice: bandsForm(a.weapon?.dice),
      weaponVs: a.weapon?.vs ?? 'infantry',
    })),
    year: card.year === undefined ? '' : String(card.year),
  };
}

export function isVehicleLine(typeLine: string): boolean {
  return typeLine.startsWith('Vehicle');
}

/**
 * The form after the type line changed: an Aircraft has the Aircraft ability and no other type
 * does (the parser's rule: they go together), so the ability follows the type line.
 */
export function withTypeLine(form: CardForm, typeLine: string): CardForm {
  const aircraft = typeLine === 'Aircraft';
  const has = form.abilities.some((a) => a.id === 'aircraft');
  const abilities =
    aircraft && !has
      ? [newAbility('aircraft'), ...form.abilities]
      : !aircraft && has
        ? form.abilities.filter((a) => a.id !== 'aircraft')
        : form.abilities;
  return { ...form, typeLine, abilities };
}

/** A whole number as typed becomes a number; anything else stays text, for the parser to name. */
function num(text: string): number | string {
  const t = text.trim();
  return /^-?\d+$/.test(t) ? Number(t) : t;
}

function bands(b: BandsForm): unknown[] {
  return b.map((x) => (x.trim() === '-' ? null : num(x)));
}

/** The raw card the form says, with the side of its nation (R1.1) and the custom mark. */
function rawCard(form: CardForm, id: string): Record<string, unknown> {
  const aircraft = form.typeLine === 'Aircraft';
  const vehicle = isVehicleLine(form.typeLine);
  return {
    id,
    custom: true,
    name: form.name.trim(),
    nation: form.nation,
    side: NATION_SIDE[form.nation],
    typeLine: form.typeLine,
    cost: num(form.cost),
    speed: aircraft ? 'A' : num(form.speed),
    defense: vehicle ? [num(form.defense), num(form.rear)] : num(form.defense),
    attack: { infantry: form.infantry && bands(form.infantry), vehicle: form.vehicle && bands(form.vehicle) },
    abilities: form.abilities.map((a) => {
      const out: Record<string, unknown> = { id: a.id };
      if (NUMBERED_ABILITIES.has(a.id)) out.n = num(a.n);
      if (a.id === 'hull' || a.id === 'auxiliary') {
        out.weapon = a.weaponDice
          ? { name: a.weaponName.trim(), dice: bands(a.weaponDice), vs: a.weaponVs }
          : { name: a.weaponName.trim() };
      }
      return out;
    }),
    ...(form.year.trim() === '' ? {} : { year: num(form.year) }),
  };
}

/** The input a problem of the card parser belongs to, from its field path ("attack.infantry[1]" is the vs Infantry bands). */
export function fieldOfProblem(where: string): FormField {
  if (where === 'id' || where === 'custom' || where === 'name' || where === '') return 'name';
  if (where === 'side' || where === 'nation') return 'nation';
  if (where === 'typeLine' || where === 'cost' || where === 'speed' || where === 'defense' || where === 'year')
    return where;
  if (where.startsWith('attack.infantry')) return 'infantry';
  if (where.startsWith('attack')) return 'vehicle';
  const ability = /^abilities\[(\d+)\]/.exec(where);
  if (ability) return `abilities.${Number(ability[1])}`;
  return 'abilities';
}

/** The problem's sentence without its field path, and in the player's words ("-" where the engine says null). */
function sentence(p: Problem): string {
  const text = p.where !== '' && p.message.startsWith(`${p.where}: `) ? p.message.slice(p.where.length + 2) : p.message;
  return text.replace(/ or null\b/g, ' or "-"').replace(/\[#, #\]/g, 'front/rear');
}

/** The card the form says, or its problems by input: the card parser's and a command ability no one would cast. */
export function checkForm(form: CardForm, id: string): Result<UnitDef, Partial<Record<FormField, string[]>>> {
  const r = parseUnitDef(rawCard(form, id));
  const byField = idleCommands(form);
  if (r.ok && Object.keys(byField).length === 0) return r;
  if (!r.ok) for (const p of r.error) (byField[fieldOfProblem(p.where)] ??= []).push(sentence(p));
  return { ok: false, error: byField };
}

/**
 * The problem of each command ability the form gives a card that is not an Officer's, by its
 * input (R8.4, R8.12: an Officer casts his, so elsewhere no one would: the engine's idleCommandAbilities).
 */
function idleCommands(form: CardForm): Partial<Record<FormField, string[]>> {
  const idle = new Set<AbilityId>(idleCommandAbilities(form));
  const byField: Partial<Record<FormField, string[]>> = {};
  form.abilities.forEach((a, i) => {
    if (idle.has(a.id))
      byField[`abilities.${i}`] = [
        `${ABILITY_TEXT[a.id].name} is a command ability: only an Officer casts it (R8.4, R8.12), so it needs an Officer type line`,
      ];
  });
  return byField;
}
