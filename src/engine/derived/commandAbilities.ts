// Command abilities: RULINGS R8.4 (who casts on whom), R8.12 (what each does and whom it helps),
// R8.17 (a Junior Commander's 3: his own unit and 2 more), R8.20 (units on the map); rule book "Building Your Army" (Commander, Junior and Senior Commanders).
import { RecordCache } from '../core/recordCache';
import type { GameState, Unit } from '../core/state';
import { defOf, isInfantryUnit, isInPlay, isVehicleUnit } from './unitRules';
import { hasKeyword, type UnitDef } from '../army/units';
import { COMMAND_SCOPE, isCommandAbility, type CommandAbility } from '../army/commandCards';
import { unitsOf } from './roster';
import { playsRuling } from './rulings';

/** Whether a command ability of this scope may be cast on the unit (R8.4 "eligible"). */
function isEligibleFor(state: GameState, unit: Unit, scope: 'infantry' | 'vehicle'): boolean {
  return scope === 'infantry' ? isInfantryUnit(state, unit) : isVehicleUnit(state, unit);
}

interface Caster {
  unit: string;
  abilities: CommandAbility[];
  grade: 'officer' | 'commander' | 'junior' | 'senior';
}

/** The command abilities an Officer's card gives (none for other cards), cached per card. */
const cardCommands = new WeakMap<UnitDef, CommandAbility[]>();

function officerCommands(def: UnitDef): CommandAbility[] {
  let list = cardCommands.get(def);
  if (!list) {
    list = hasKeyword(def, 'Officer') ? def.abilities.map((a) => a.id).filter(isCommandAbility) : [];
    cardCommands.set(def, list);
  }
  return list;
}

/** Living Officers with command abilities on the team (R8.4). */
function casters(state: GameState, team: 0 | 1): Caster[] {
  const out: Caster[] = [];
  for (const unit of unitsOf(state)) {
    if (unit.team !== team || !isInPlay(unit)) continue;
    for (const m of unit.models) {
      const abilities = officerCommands(defOf(state, m));
      if (abilities.length > 0) out.push({ unit: unit.id, abilities, grade: m.commander ?? 'officer' });
    }
  }
  return out;
}

/**
 * The command abilities cast on `unit` now (R8.4): every Officer casts on his own unit; a
 * Junior Commander also on the (up to 3) units chosen this turn; a Senior Commander on every
 * eligible friendly unit. A dead Officer casts nothing (R7.2).
 */
export function commandsOn(state: GameState, unit: Unit): Set<CommandAbility> {
  // Cached per units record and Junior choices: both are replaced, never changed.
  let cache = castCache.get(state.units);
  if (!cache || cache.targets !== state.commandTargets) {
    cache = { targets: state.commandTargets, casters: [null, null], byUnit: new Map() };
    castCache.set(state.units, cache);
  }
  let out = cache.byUnit.get(unit.id);
  if (!out) {
    const team = (cache.casters[unit.team] ??= casters(state, unit.team));
    out = castOn(state, unit, team);
    cache.byUnit.set(unit.id, out);
  }
  return out;
}

interface CastCache {
  targets: GameState['commandTargets'];
  casters: [Caster[] | null, Caster[] | null];
  byUnit: Map<string, Set<CommandAbility>>;
}

const castCache = new RecordCache<GameState['units'], CastCache>();

/**
 * Hands the casts worked out for the record `before` on to `after` (or to `before` itself, changed
 * in place by its draft), which differs from it in the units `changed` (as they were, as they
 * are), unless an Officer may have come or gone: casts depend only on which units are in play and
 * their living models.
 */
export function carryCommandCache(
  before: GameState['units'],
  after: GameState['units'],
  changed: readonly (readonly [Unit, Unit])[],
): void {
  const cache = castCache.get(before);
  if (!cache) return;
  for (const [was, now] of changed) {
    if (was.status !== now.status || was.models !== now.models) {
      // `after` may be `before` changed in place (draft.ts): what it held no longer holds.
      castCache.delete(after);
      return;
    }
  }
  castCache.set(after, cache);
}

function castOn(state: GameState, unit: Unit, teamCasters: readonly Caster[]): Set<CommandAbility> {
  const out = new Set<CommandAbility>();
  for (const c of teamCasters) {
    const reaches =
      c.unit === unit.id ||
      c.grade === 'senior' ||
      (c.grade === 'junior' && (state.commandTargets[c.unit] ?? []).includes(unit.id));
    if (!reaches) continue;
    for (const a of c.abilities) if (isEligibleFor(state, unit, COMMAND_SCOPE[a])) out.add(a);
  }
  return out;
}

/**
 * Whether some living Officer of the unit's team, placed or still to be placed, may cast `a` on it
 * in a turn to come (R8.4): one in its own unit, a Senior Commander anywhere, or a Junior Commander,
 * who may pick it. For what a unit could never do (the deployment's warning), not what it does now:
 * that is hasCommand.
 */
export function mayBeCastOn(state: GameState, unit: Unit, a: CommandAbility): boolean {
  if (!isEligibleFor(state, unit, COMMAND_SCOPE[a])) return false;
  for (const u of unitsOf(state)) {
    if (u.team !== unit.team || u.status === 'destroyed') continue;
    for (const m of u.models) {
      const reaches = u.id === unit.id || m.commander === 'senior' || m.commander === 'junior';
      if (reaches && officerCommands(defOf(state, m)).includes(a)) return true;
    }
  }
  return false;
}

export function hasCommand(state: GameState, unit: Unit, a: CommandAbility): boolean {
  return commandsInGame(state).has(a) && commandsOn(state, unit).has(a);
}

/** The command abilities some Officer card of the game gives, by the game's (shared, never changed) cards. */
const gameCommands = new WeakMap<GameState['defs'], Set<CommandAbility>>();

function commandsInGame(state: GameState): Set<CommandAbility> {
  let set = gameCommands.get(state.defs);
  if (!set) {
    set = new Set();
    for (const id in state.defs) for (const a of officerCommands(state.defs[id])) set.add(a);
    gameCommands.set(state.defs, set);
  }
  return set;
}

/** R8.4, rule book "Building Your Army": a Junior Commander casts on "any 3 units", his own among them. */
export const JUNIOR_REACH = 3;

/** The command abilities the Officer(s) of this unit cast. */
function abilitiesCastFrom(state: GameState, commanderUnit: Unit): CommandAbility[] {
  return casters(state, commanderUnit.team).find((c) => c.unit === commanderUnit.id)?.abilities ?? [];
}

function eligibleForAny(state: GameState, unit: Unit, abilities: readonly CommandAbility[]): boolean {
  return abilities.some((a) => isEligibleFor(state, unit, COMMAND_SCOPE[a]));
}

/**
 * R8.20: whether a Junior Commander may name the unit: one located on the map when he chooses, in
 * a hex or embarked in a Transport there, at any distance (rule book: "any 3 units located
 * anywhere on the map"), not one in Reserve; it may be named from the turn after it arrives. A
 * game of an earlier edition let him name a unit in Reserve too (derived/rulings.ts).
 */
export function juniorMayName(state: GameState, unit: Unit): boolean {
  if (!playsRuling(state, 'R8.20')) return isInPlay(unit);
  if (unit.status === 'map') return true;
  return unit.status === 'embarked' && unit.carrier !== null && state.units[unit.carrier]?.status === 'map';
}

/**
 * R8.4, R8.17: what a Junior Commander picks this turn: other friendly units he may name (R8.20)
 * eligible for one of his abilities, and how many. His own unit always gets his abilities when it
 * is eligible ("every living Officer casts his on his own unit") and is one of the 3 ("up to 3
 * eligible friendly units in all (his own may be one)"): 2 others then, else 3 (R8.17: he cannot
 * leave his own unit out to name a third).
 */
export function juniorChoices(state: GameState, commanderUnit: Unit): { choices: string[]; max: number } {
  const abilities = abilitiesCastFrom(state, commanderUnit);
  const choices = unitsOf(state)
    .filter(
      (u) =>
        u.team === commanderUnit.team &&
        u.id !== commanderUnit.id &&
        juniorMayName(state, u) &&
        eligibleForAny(state, u, abilities),
    )
    .map((u) => u.id);
  const own = eligibleForAny(state, commanderUnit, abilities);
  return { choices, max: own ? JUNIOR_REACH - 1 : JUNIOR_REACH };
}

/**
 * R8.20, for the screen's "why not": the friendly units eligible for one of a Junior Commander's
 * abilities that he may not name now (in Reserve, or aboard a Transport that is).
 */
export function juniorCannotName(state: GameState, commanderUnit: Unit): string[] {
  const abilities = abilitiesCastFrom(state, commanderUnit);
  return unitsOf(state)
    .filter(
      (u) =>
        u.team === commanderUnit.team &&
        u.id !== commanderUnit.id &&
        isInPlay(u) &&
        !juniorMayName(state, u) &&
        eligibleForAny(state, u, abilities),
    )
    .map((u) => u.id);
}

/** The units holding a living Junior Commander with command abilities, by team. */
export function juniorCommanders(state: GameState, team: 0 | 1): Unit[] {
  return casters(state, team)
    .filter((c) => c.grade === 'junior')
    .map((c) => state.units[c.unit]);
}
