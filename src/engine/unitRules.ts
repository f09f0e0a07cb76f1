// What a unit is and has, read off its models' stat cards. Rule book "Building Your Army":
// Basic Infantry abilities apply to all models of their unit; RULINGS R4.7, R8.14.
import type { GameState, Model, Unit } from './state';
import {
  hasAbility,
  hasFacing,
  hasKeyword,
  isAircraft,
  isInfantry,
  isLarge,
  isVehicle,
  type AbilityId,
  type UnitDef,
} from './units';

export function defOf(state: GameState, model: Model): UnitDef {
  const def = state.defs[model.def];
  if (!def) throw new Error(`broken state: no stat card "${model.def}"`);
  return def;
}

/** The unit's first model's card: every unit is of one type (R1.4-R1.6). */
export function leadDef(state: GameState, unit: Unit): UnitDef {
  const first = unit.models[0];
  if (!first) throw new Error(`broken state: unit ${unit.id} has no models`);
  return defOf(state, first);
}

export function isVehicleUnit(state: GameState, unit: Unit): boolean {
  return isVehicle(leadDef(state, unit));
}

export function isInfantryUnit(state: GameState, unit: Unit): boolean {
  return isInfantry(leadDef(state, unit));
}

export function isAircraftUnit(state: GameState, unit: Unit): boolean {
  return isAircraft(leadDef(state, unit));
}

/** Index "Large": the unit fills the hex's one Vehicle place (R5.6). */
export function isLargeUnit(state: GameState, unit: Unit): boolean {
  return unit.models.some((m) => isLarge(defOf(state, m)));
}

export function unitHasFacing(state: GameState, unit: Unit): boolean {
  return unit.models.some((m) => hasFacing(defOf(state, m)));
}

/** The Basic Infantry card a squad is built from, whose abilities all its models share. */
function basicInfantryDef(state: GameState, unit: Unit): UnitDef | undefined {
  for (const m of unit.models) {
    const def = defOf(state, m);
    if (hasKeyword(def, 'Basic Infantry')) return def;
  }
  return undefined;
}

/** Whether one model has the ability, counting its squad's Basic Infantry abilities. */
export function modelHasAbility(state: GameState, unit: Unit, model: Model, id: AbilityId): boolean {
  if (hasAbility(defOf(state, model), id)) return true;
  const basic = basicInfantryDef(state, unit);
  return basic !== undefined && hasAbility(basic, id);
}

/** R8.14: a unit uses a unit-wide ability only if all its models have it. */
export function unitHasAbility(state: GameState, unit: Unit, id: AbilityId): boolean {
  return unit.models.length > 0 && unit.models.every((m) => modelHasAbility(state, unit, m, id));
}

/** R8.14: the lowest # of an ability among the unit's models, or 0 when not all have it. */
export function unitAbilityNumber(state: GameState, unit: Unit, id: AbilityId): number {
  if (!unitHasAbility(state, unit, id)) return 0;
  const basic = basicInfantryDef(state, unit);
  let lowest = Infinity;
  for (const m of unit.models) {
    const own = defOf(state, m).abilities.find((a) => a.id === id);
    const shared = basic?.abilities.find((a) => a.id === id);
    lowest = Math.min(lowest, own?.n ?? shared?.n ?? 0);
  }
  return lowest === Infinity ? 0 : lowest;
}

/** R6.7: each damage costs a Vehicle, artillery piece or Aircraft 1 Speed; Robust keeps it at 1. */
export function modelSpeed(state: GameState, unit: Unit, model: Model): number {
  const def = defOf(state, model);
  if (def.speed === 'A') return 0;
  const speed = def.speed - model.damage;
  if (modelHasAbility(state, unit, model, 'robust')) return Math.max(1, speed);
  return Math.max(0, speed);
}

/** R4.7: a unit moves with the lowest Speed among its models (R5.2: never below 0). */
export function unitSpeed(state: GameState, unit: Unit): number {
  let speed = Infinity;
  for (const m of unit.models) speed = Math.min(speed, modelSpeed(state, unit, m));
  return speed === Infinity ? 0 : speed;
}

export function unitName(state: GameState, unit: Unit): string {
  return leadDef(state, unit).name;
}
