// What a unit is and has, read off its models' stat cards. Rule book "Building Your Army":
// Basic Infantry abilities apply to all models of their unit; RULINGS R4.7, R6.7, R6.12 (current
// Speed), R8.14, R8.16 (a squad keeps its Basic Infantry's abilities).
import { HVT_POINTS, type GameState, type Model, type Unit } from '../core/state';
import { playsRuling } from './rulings';
import {
  hasFacing,
  hasKeyword,
  isAircraft,
  isArtillery,
  isInfantry,
  isLarge,
  isMounted,
  isVehicle,
  type Ability,
  type AbilityId,
  type UnitDef,
} from '../army/units';

export function defOf(state: GameState, model: Model): UnitDef {
  const def = state.defs[model.def];
  if (!def) throw new Error(`broken state: no stat card "${model.def}"`);
  return def;
}

/**
 * What kind of unit it is, read once per unit: every unit is of one type (R1.4-R1.6), fixed by
 * the cards it started with, and the cache is keyed by that (shared, never changed) array.
 */
interface UnitKind {
  lead: UnitDef;
  /** The squad's Basic Infantry card (from the models it started with), if any. */
  basic: UnitDef | undefined;
  vehicle: boolean;
  infantry: boolean;
  artillery: boolean;
  aircraft: boolean;
  mounted: boolean;
  facing: boolean;
}

const kinds = new WeakMap<readonly string[], UnitKind>();

/** The last unit asked about: most calls in a row are about the same unit. */
let lastCards: readonly string[] | null = null;
let lastKind: UnitKind | null = null;

function kindOf(state: GameState, unit: Unit): UnitKind {
  if (unit.cards === lastCards) return lastKind!;
  let k = kinds.get(unit.cards);
  if (!k) {
    const defs = unit.cards.map((c) => state.defs[c]);
    if (defs.length === 0 || defs.some((d) => !d))
      throw new Error(`broken state: unit ${unit.id} has an unknown stat card`);
    // A squad is named and typed by its Basic Infantry, whose abilities stay with the squad
    // (rule book "Building Your Army") for the whole game, read from the cards it started with:
    // also once its Basic Infantry are all destroyed (R8.16: an Officer left alone in a
    // Paratrooper squad is still a Paratrooper). Other units by their first card.
    const basic = defs.find((d) => hasKeyword(d, 'Basic Infantry'));
    const lead = basic ?? defs[0];
    k = {
      lead,
      basic,
      vehicle: isVehicle(lead),
      infantry: isInfantry(lead),
      artillery: isArtillery(lead),
      aircraft: isAircraft(lead),
      mounted: isMounted(lead),
      facing: defs.some(hasFacing),
    };
    kinds.set(unit.cards, k);
  }
  lastCards = unit.cards;
  lastKind = k;
  return k;
}

/** The card that gives the unit its type and name: a squad's Basic Infantry, else its first model's. */
export function leadDef(state: GameState, unit: Unit): UnitDef {
  return kindOf(state, unit).lead;
}

export function isVehicleUnit(state: GameState, unit: Unit): boolean {
  return kindOf(state, unit).vehicle;
}

/** Every unit with the Infantry keyword, artillery included. */
export function isInfantryUnit(state: GameState, unit: Unit): boolean {
  return kindOf(state, unit).infantry;
}

export function isArtilleryUnit(state: GameState, unit: Unit): boolean {
  return kindOf(state, unit).artillery;
}

export function isAircraftUnit(state: GameState, unit: Unit): boolean {
  return kindOf(state, unit).aircraft;
}

/** Cavalry and Motorcycles: defense dice equal to Speed, no Transport (index "Transport"). */
export function isMountedUnit(state: GameState, unit: Unit): boolean {
  return kindOf(state, unit).mounted;
}

/** Index "Large": the unit fills the hex's one Vehicle place (R5.6) while a Large model lives. */
export function isLargeUnit(state: GameState, unit: Unit): boolean {
  const f = factsOf(unit.models);
  f.large ??= unit.models.some((m) => isLarge(defOf(state, m)));
  return f.large;
}

/**
 * What is read off a unit's living models, kept per models array: a unit's models array is
 * replaced, never changed, when a model is damaged or lost, and the unit object is replaced far
 * more often. One entry per array, each fact worked out when first asked for (a WeakMap insert
 * costs far more than a lookup), and the last array asked about is remembered: calls in a row
 * are mostly about the same unit.
 */
interface ModelFacts {
  large: boolean | undefined;
  abilities: UnitAbilities | undefined;
  /** The lowest Speed among the models, before suppression. */
  speed: number | undefined;
}

const modelFacts = new WeakMap<readonly Model[], ModelFacts>();
let lastModels: readonly Model[] | null = null;
let lastFacts: ModelFacts | null = null;

function factsOf(models: readonly Model[]): ModelFacts {
  if (models === lastModels) return lastFacts!;
  let f = modelFacts.get(models);
  if (!f) {
    // Every field written from the start, so that every entry has one shape.
    f = { large: undefined, abilities: undefined, speed: undefined };
    modelFacts.set(models, f);
  }
  lastModels = models;
  lastFacts = f;
  return f;
}

/** Whether one model is a Vehicle or Aircraft that takes damage rather than dying (R6.7). */
export function takesDamage(def: UnitDef): boolean {
  return isVehicle(def) || isAircraft(def) || isArtillery(def);
}

/** R6.6, R6.7: an Infantry unit that is not artillery loses a model to a strike; others take damage. */
export function losesModels(state: GameState, unit: Unit): boolean {
  return isInfantryUnit(state, unit) && !isArtilleryUnit(state, unit);
}

export function unitHasFacing(state: GameState, unit: Unit): boolean {
  return kindOf(state, unit).facing;
}

/** Ability numbers of one card (0 for an ability without a number), cached per card. */
const cardAbilities = new WeakMap<UnitDef, ReadonlyMap<AbilityId, number>>();

function abilitiesOf(def: UnitDef): ReadonlyMap<AbilityId, number> {
  let m = cardAbilities.get(def);
  if (!m) {
    m = new Map(def.abilities.map((a) => [a.id, a.n ?? 0]));
    cardAbilities.set(def, m);
  }
  return m;
}

/**
 * Attacks printed among a card's abilities, which stay with the model whose card has them: rule
 * book "Building Your Army": "Close Assault # is considered an Attack and not an ability"; Hand
 * to Hand # is an attack of the same kind (index; R6.9). A squad's other models do not borrow
 * them from its Basic Infantry.
 */
const CARD_ATTACKS: ReadonlySet<AbilityId> = new Set<AbilityId>(['closeAssault', 'handToHand']);

/** The abilities the squad's Basic Infantry card gives its other models (its attacks excepted). */
function basicAbilityOf(basic: UnitDef | undefined, id: AbilityId): number | undefined {
  return basic && !CARD_ATTACKS.has(id) ? abilitiesOf(basic).get(id) : undefined;
}

/**
 * The abilities a model has: its own card's, then its squad's Basic Infantry card's (rule book
 * "Building Your Army": Basic Infantry abilities apply to all models of their unit), except the
 * attacks Close Assault and Hand to Hand (CARD_ATTACKS).
 */
function modelAbility(state: GameState, unit: Unit, model: Model, id: AbilityId): number | undefined {
  const own = abilitiesOf(defOf(state, model)).get(id);
  if (own !== undefined) return own;
  return basicAbilityOf(kindOf(state, unit).basic, id);
}

/**
 * The abilities a model of `unit` with the card `def` takes from its squad's Basic Infantry card
 * and does not print itself (rule book "Building Your Army": Basic Infantry abilities apply to all
 * models in their unit; R8.16: for the whole game; Close Assault and Hand to Hand are attacks and
 * stay on their card): what modelAbility reads beyond the model's own card, as the card shows them,
 * and the squad's Initiative +# beside one the card prints (the two add: initiativeOf).
 */
export function squadAbilities(state: GameState, unit: Unit, def: UnitDef): Ability[] {
  const basic = kindOf(state, unit).basic;
  if (!basic || basic.id === def.id) return [];
  const own = abilitiesOf(def);
  return basic.abilities.filter((a) => (!own.has(a.id) || a.id === 'initiative') && !CARD_ATTACKS.has(a.id));
}

/** Whether one model has the ability, counting its squad's Basic Infantry abilities. */
export function modelHasAbility(state: GameState, unit: Unit, model: Model, id: AbilityId): boolean {
  return modelAbility(state, unit, model, id) !== undefined;
}

/** The model's number for an ability (its own card first, then its squad's Basic Infantry, CARD_ATTACKS excepted), or 0. */
export function modelAbilityNumber(state: GameState, unit: Unit, model: Model, id: AbilityId): number {
  return modelAbility(state, unit, model, id) ?? 0;
}

/**
 * Index "Heavy Armor #": how many more damage the model ignores: the first # damage of the game are
 * ignored (`armorIgnored` counts those spent). 0 for a model without it.
 */
export function heavyArmorLeft(state: GameState, unit: Unit, model: Model): number {
  return Math.max(0, modelAbilityNumber(state, unit, model, 'heavyArmor') - (model.armorIgnored ?? 0));
}

/**
 * R7.2, rule book "Building Your Army" and index "High Value Target #": the Objective Points the
 * enemy scores for slaying the model: a Commander's grade (1, 3 or 5, R1.3), or the High Value
 * Target # its card prints (a custom card may), the higher of the two when it has both: the
 * Commander "gains" High Value Target, and an ability held twice counts once (only Initiative's
 * bonuses are "accumulative"). A game of an edition before the card's own # was scored keeps
 * the grade alone (derived/rulings.ts).
 */
export function hvtPoints(state: GameState, unit: Unit, model: Model): number {
  const grade = model.commander ? HVT_POINTS[model.commander] : 0;
  if (!playsRuling(state, 'HVT#')) return grade;
  return Math.max(grade, modelAbilityNumber(state, unit, model, 'highValueTarget'));
}

/**
 * R3.1 and index "Initiative +#": what the model adds to its team's initiative rolls. Its own
 * card's #, plus its squad's Basic Infantry card's # when that is another card: Basic Infantry
 * abilities apply to all models of their unit (rule book "Building Your Army"; R8.16, also once
 * the Basic Infantry are all gone), and Initiative's bonuses are "accumulative", so an Officer
 * printing his own adds both (docs/rules.md, reading 41). A game of an edition before this
 * reading counts each model's own card alone (derived/rulings.ts).
 */
export function initiativeOf(state: GameState, unit: Unit, model: Model): number {
  const def = defOf(state, model);
  const own = abilitiesOf(def).get('initiative') ?? 0;
  if (!playsRuling(state, 'squadInitiative')) return own;
  return own + (squadAbilities(state, unit, def).find((a) => a.id === 'initiative')?.n ?? 0);
}

/** Unit-wide abilities (R8.14: all models have it, with the lowest #) and any model's, per models array. */
interface UnitAbilities {
  all: Map<AbilityId, number>;
  any: Set<AbilityId>;
}

function unitAbilities(state: GameState, unit: Unit): UnitAbilities {
  const f = factsOf(unit.models);
  let c = f.abilities;
  if (!c) {
    const all = new Map<AbilityId, number>();
    const any = new Set<AbilityId>();
    const basic = kindOf(state, unit).basic;
    unit.models.forEach((m, k) => {
      const mine = new Map(abilitiesOf(defOf(state, m)));
      if (basic) for (const [id, n] of abilitiesOf(basic)) if (!mine.has(id) && !CARD_ATTACKS.has(id)) mine.set(id, n);
      for (const id of mine.keys()) any.add(id);
      if (k === 0) for (const [id, n] of mine) all.set(id, n);
      else
        for (const [id, n] of [...all]) {
          if (!mine.has(id)) all.delete(id);
          else all.set(id, Math.min(n, mine.get(id)!));
        }
    });
    c = { all, any };
    f.abilities = c;
  }
  return c;
}

/** R8.14: a unit uses a unit-wide ability only if all its models have it. */
export function unitHasAbility(state: GameState, unit: Unit, id: AbilityId): boolean {
  return unitAbilities(state, unit).all.has(id);
}

/** R8.14: the lowest # of an ability among the unit's models, or 0 when not all have it. */
export function unitAbilityNumber(state: GameState, unit: Unit, id: AbilityId): number {
  return unitAbilities(state, unit).all.get(id) ?? 0;
}

/** Whether any model of the unit has the ability. */
export function anyModelHas(state: GameState, unit: Unit, id: AbilityId): boolean {
  return unitAbilities(state, unit).any.has(id);
}

/** All damage a model carries: on its printed Defense and, if Unarmored, on the 3/3 profile. */
export function totalDamage(model: Model): number {
  return model.damage + (model.softDamage ?? 0);
}

/**
 * R6.7: each damage costs a Vehicle, artillery piece or Aircraft 1 Speed; Robust keeps it at 1.
 * Aircraft have Speed "A": they do not move hex by hex, so their Speed here is 0.
 */
export function modelSpeed(state: GameState, unit: Unit, model: Model): number {
  const def = defOf(state, model);
  if (def.speed === 'A') return 0;
  const speed = def.speed - totalDamage(model);
  if (modelHasAbility(state, unit, model, 'robust')) return Math.max(1, speed);
  return Math.max(0, speed);
}

/**
 * R4.7: a unit has the lowest Speed among its models; R8.5: a suppressed unit has Speed -1.
 * R5.2: never below 0. R6.12: this is the "current Speed" of defense dice and of Close Assault's
 * D: Speed spent on a move does not lower it (that is the move's Speed left), nor does
 * Tally-Ho! raise it (that is the moving Speed, rules/movement.ts movingSpeed).
 */
export function unitSpeed(state: GameState, unit: Unit): number {
  const f = factsOf(unit.models);
  let speed = f.speed;
  if (speed === undefined) {
    speed = Infinity;
    for (const m of unit.models) speed = Math.min(speed, modelSpeed(state, unit, m));
    if (speed === Infinity) speed = 0;
    f.speed = speed;
  }
  return Math.max(0, speed - (unit.suppressed ? 1 : 0));
}

/** R6.7: a model's current Defense values, front and rear (the same for units without facing). */
export function modelDefense(state: GameState, model: Model): [number, number] {
  const d = defOf(state, model).defense;
  const [front, rear] = typeof d === 'number' ? [d, d] : d;
  return [front - model.damage, rear - model.damage];
}

/** Index "Unarmored": the 3/3 profile Infantry dice may attack instead, with its own damage. */
export const UNARMORED_DEFENSE = 3;

export function unitName(state: GameState, unit: Unit): string {
  return leadDef(state, unit).name;
}

export function modelById(unit: Unit, id: number): Model | undefined {
  return unit.models.find((m) => m.id === id);
}

/** Units still in the game: on the map, in Reserve, embarked (R7.3). */
export function isInPlay(unit: Unit): boolean {
  return unit.status === 'map' || unit.status === 'reserve' || unit.status === 'embarked';
}
