// The unit catalog: stat cards as data (units/catalog.json), checked when loaded. Numbers come
// from ../shared/reference/units.csv (original card values); only the abilities of the rule
// book's index and RULINGS R8.10-R8.12 are kept (R8.13).
import type { Ability, AbilityId, Nation, UnitDef } from '../engine/army/units';
import { ABILITY_TEXT } from './abilities';
import rawCatalog from './units/catalog.json' with { type: 'json' };

const NATIONS: Record<Nation, 'Axis' | 'Allies'> = {
  Germany: 'Axis',
  Italy: 'Axis',
  Japan: 'Axis',
  USA: 'Allies',
  UK: 'Allies',
  'Soviet Union': 'Allies',
};

/** Abilities that carry a number (`Close Assault 11`). */
const NUMBERED: ReadonlySet<AbilityId> = new Set<AbilityId>([
  'aggression',
  'closeAssault',
  'extendedRange',
  'handToHand',
  'heavyArmor',
  'highGear',
  'highValueTarget',
  'inaccurate',
  'initiative',
  'limitedRange',
  'relocate',
  'shrapnel',
  'strikeAndFade',
  'superiorArmor',
]);

const TYPE_LINE = /^(Basic Infantry|Infantry (Officer|Specialist|MG Team|Artillery( Large)?|Cavalry|Motorcycle)|Vehicle( (Light|Medium|Heavy|Super Heavy) Tank| Tank Destroyer| Assault Gun| Armored Car| Half-Track| Truck| Self-Propelled Artillery)( Officer)?|Aircraft)$/;

function isCount(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

function profileProblem(p: unknown): string | null {
  if (p === null) return null;
  if (!Array.isArray(p) || p.length !== 3) return 'must be three bands (short, medium, long) or null';
  for (const band of p) if (band !== null && !isCount(band, 1, 40)) return 'bands must be 1-40 dice or null';
  return null;
}

function abilityProblems(a: unknown): string[] {
  if (typeof a !== 'object' || a === null) return ['an ability is not an object'];
  const ab = a as Ability;
  if (!(ab.id in ABILITY_TEXT)) return [`unknown ability "${String(ab.id)}" (R8.13)`];
  const out: string[] = [];
  if (NUMBERED.has(ab.id) && !isCount(ab.n, 1, 30)) out.push(`${ab.id} needs a number from 1 to 30`);
  if (!NUMBERED.has(ab.id) && ab.n !== undefined) out.push(`${ab.id} takes no number`);
  if (ab.id === 'hull' || ab.id === 'auxiliary') {
    const w = ab.weapon;
    if (!w || typeof w.name !== 'string' || w.name === '') out.push(`${ab.id} needs a weapon with a name (R8.10)`);
    else if (w.dice !== undefined) {
      const p = profileProblem(w.dice);
      if (p) out.push(`${ab.id} weapon dice ${p}`);
      if (w.vs !== 'infantry' && w.vs !== 'vehicle') out.push(`${ab.id} weapon with dice needs vs "infantry" or "vehicle"`);
    }
  } else if (ab.weapon !== undefined) out.push(`${ab.id} takes no weapon`);
  return out;
}

/** Every problem with one stat card, each prefixed with the card's name. */
export function validateUnitDef(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return ['a stat card is not an object'];
  const def = value as UnitDef;
  const who = typeof def.name === 'string' ? def.name : String(def.id);
  const out: string[] = [];
  if (typeof def.id !== 'string' || !/^[a-z0-9-]+$/.test(def.id)) out.push('id must be lower-case letters, digits and dashes');
  if (typeof def.name !== 'string' || def.name === '') out.push('name is missing');
  if (!(def.nation in NATIONS)) out.push(`unknown nation "${String(def.nation)}"`);
  else if (NATIONS[def.nation] !== def.side) out.push(`side must be ${NATIONS[def.nation]} for ${def.nation} (R1.1)`);
  if (typeof def.typeLine !== 'string' || !TYPE_LINE.test(def.typeLine)) out.push(`unknown type line "${String(def.typeLine)}"`);
  if (!isCount(def.cost, 1, 200)) out.push('cost must be 1-200');
  const aircraft = def.typeLine === 'Aircraft';
  if (aircraft ? def.speed !== 'A' : !isCount(def.speed, 0, 12)) out.push(aircraft ? 'Aircraft have Speed "A"' : 'speed must be 0-12');
  const vehicle = typeof def.typeLine === 'string' && def.typeLine.startsWith('Vehicle');
  if (vehicle) {
    if (!Array.isArray(def.defense) || def.defense.length !== 2 || !def.defense.every((v) => isCount(v, 1, 12))) {
      out.push('a Vehicle has front/rear Defense [#, #] of 1-12');
    }
  } else if (!isCount(def.defense, 1, 12)) out.push('Defense must be a single value 1-12');
  if (typeof def.attack !== 'object' || def.attack === null) out.push('attack is missing');
  else {
    const pi = profileProblem(def.attack.infantry);
    const pv = profileProblem(def.attack.vehicle);
    if (pi) out.push(`Infantry attack ${pi}`);
    if (pv) out.push(`Vehicle attack ${pv}`);
  }
  if (!Array.isArray(def.abilities)) out.push('abilities must be a list');
  else {
    for (const a of def.abilities) out.push(...abilityProblems(a));
    const ids = def.abilities.map((a) => a?.id);
    if (new Set(ids).size !== ids.length) out.push('an ability is listed twice');
    if (aircraft !== ids.includes('aircraft')) out.push('the Aircraft type and the Aircraft ability go together');
  }
  return out.map((p) => `${who}: ${p}`);
}

/** Every problem with a whole catalog, or an empty list. */
export function validateCatalog(value: unknown): string[] {
  if (!Array.isArray(value)) return ['the catalog must be a list of stat cards'];
  const out = value.flatMap(validateUnitDef);
  const seen = new Set<string>();
  for (const def of value as UnitDef[]) {
    if (seen.has(def.id)) out.push(`${def.name}: id "${def.id}" is used twice`);
    seen.add(def.id);
  }
  return out;
}

function load(): UnitDef[] {
  const problems = validateCatalog(rawCatalog);
  // A broken catalog is a bug in our own data: fail loudly at start-up, with every problem.
  if (problems.length > 0) throw new Error(`unit catalog is invalid:\n${problems.join('\n')}`);
  return rawCatalog as unknown as UnitDef[];
}

export const CATALOG: readonly UnitDef[] = load();

export const CATALOG_BY_ID: Readonly<Record<string, UnitDef>> = Object.fromEntries(CATALOG.map((d) => [d.id, d]));

