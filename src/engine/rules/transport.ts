// Transports: index "Transport", "Heavy Transport", "Firing Deck"; RULINGS R4.6 (embark and
// disembark in the Movement Phase), R8.7 (a Transport destroyed), R8.9 (Firing Deck), R8.19 (a
// Heavy Transport's survivors placed one unit at a time, in the order their owner chooses).
import { refuse } from '../core/errors';
import { ok, type Result } from '../core/result';
import { DIRS, hexEquals, neighbor, type Hex } from '../core/hex';
import { indexOf } from '../board/map';
import { unitsInHex } from '../derived/occupancy';
import { checkPopulation, checkPopulationAmong } from './population';
import { checkGround, checkStandAmong } from './standing';
import { playsRuling } from '../derived/rulings';
import type { GameState, Unit } from '../core/state';
import { isArtilleryUnit, isInfantryUnit, isMountedUnit, unitHasAbility, unitName } from '../derived/unitRules';
import { unitsOf } from '../derived/roster';

/** The units a Transport carries. */
export function passengersOf(state: GameState, carrierId: string): Unit[] {
  const out: Unit[] = [];
  for (const u of unitsOf(state)) {
    if (u.status === 'embarked' && u.carrier === carrierId) out.push(u);
  }
  return out;
}

/** Index "Transport", "Heavy Transport": the unit carries infantry. */
export function isTransport(state: GameState, unit: Unit): boolean {
  return unitHasAbility(state, unit, 'transport') || unitHasAbility(state, unit, 'heavyTransport');
}

/**
 * Index "Transport" / "Heavy Transport": why `unit` may not board `carrier` now, or null.
 * `passengers`: those aboard already, when the caller knows them (a game being set up).
 */
export function checkBoarding(state: GameState, unit: Unit, carrier: Unit, passengers?: readonly Unit[]): Result {
  const name = unitName(state, unit);
  const carrierName = unitName(state, carrier);
  if (carrier.team !== unit.team) return refuse('TRANSPORT', 'R4.6', `${carrierName} is an enemy vehicle`);
  if (carrier.status !== 'map') return refuse('TRANSPORT', 'R4.6', `${carrierName} is not on the map`);
  const heavy = unitHasAbility(state, carrier, 'heavyTransport');
  if (!isTransport(state, carrier)) return refuse('TRANSPORT', 'R4.6', `${carrierName} is not a Transport`);
  if (!isInfantryUnit(state, unit)) return refuse('TRANSPORT', 'R4.6', 'Only Infantry units ride in Transports');
  if (isMountedUnit(state, unit))
    return refuse('TRANSPORT', 'R4.6', 'Infantry Cavalry and Motorcycles cannot ride in a Transport');
  const aboard = (passengers ?? passengersOf(state, carrier.id)).filter((p) => p.id !== unit.id);
  if (!heavy && aboard.length >= 1) return refuse('TRANSPORT', 'R4.6', `${carrierName} already carries a unit`);
  if (heavy) {
    if (aboard.length >= 2) return refuse('TRANSPORT', 'R4.6', `${carrierName} already carries 2 units`);
    if (isArtilleryUnit(state, unit) && aboard.some((p) => isArtilleryUnit(state, p))) {
      return refuse(
        'TRANSPORT',
        'R4.6',
        `${carrierName} carries Infantry Artillery already: only one of its 2 units may be artillery`,
      );
    }
  }
  if (unit.status === 'map' && (!unit.at || !carrier.at || !hexEquals(unit.at, carrier.at))) {
    return refuse('TRANSPORT', 'R4.6', `${name} must be in the same hex as ${carrierName} to embark`);
  }
  return ok();
}

/** R4.6: why a passenger may not disembark now (population in the Transport's hex), or null. */
export function checkDisembark(state: GameState, unit: Unit): Result {
  if (unit.status !== 'embarked' || !unit.carrier)
    return refuse('TRANSPORT', 'R4.6', `${unitName(state, unit)} is not embarked`);
  const carrier = state.units[unit.carrier];
  if (!carrier?.at) return refuse('TRANSPORT', 'R4.6', 'The Transport is not on the map');
  return ok();
}

/**
 * R8.7: the hexes a survivor unit of a Transport destroyed at `at` may be placed in now: the
 * Transport's hex alone when population allows it there, else each adjacent legal hex (none: the
 * unit is destroyed). Placing it (resolve/damage.ts placeSurvivorsOrLose) is not a move.
 */
export function survivorHexChoices(state: GameState, unitId: string, at: Hex): Hex[] {
  const unit = state.units[unitId];
  return fits(state, unit, at, []) ? [at] : survivorHexes(state, unit, at, []);
}

/**
 * R8.7: adjacent hexes the survivors may be placed in (rules/standing.ts: on the map, not Water
 * unless Amphibious, population), with the survivor units `placed` (a simulation's, not yet in the
 * state) standing where they are.
 */
function survivorHexes(state: GameState, unit: Unit, at: Hex, placed: readonly Unit[]): Hex[] {
  return DIRS.map((dir) => neighbor(at, dir)).filter(
    (h) => checkStandAmong(state, unit, h, unitsThere(state, h, placed)).ok,
  );
}

/**
 * R8.7, R5.6, R2.3, R5.1: whether the unit may be placed in its Transport's own hex `h` beside the
 * units there and the survivors `placed` there: population, and the ground. R8.7 names population
 * as what sends survivors out of the Transport's hex, but an Amphibious Transport destroyed afloat
 * leaves Water under them, which "cannot be entered in any way except by Amphibious units" (rule
 * book "Map"): those who may not stand there go to an adjacent hex, as a full hex sends them
 * (docs/rules.md, reading 42). A game of an edition before that reading placed them on the Water.
 */
function fits(state: GameState, unit: Unit, h: Hex, placed: readonly Unit[]): boolean {
  const probe: Unit = { ...unit, status: 'map', at: h, carrier: null };
  if (playsRuling(state, 'R8.7ground') && checkGround(state, probe, h)) return false;
  if (placed.length === 0) return checkPopulation(state, probe, h).ok;
  return checkPopulationAmong(state, probe, h, unitsThere(state, h, placed)).ok;
}

/** The units in `h`: those of the state and the survivors `placed` there by a simulation. */
function unitsThere(state: GameState, h: Hex, placed: readonly Unit[]): readonly Unit[] {
  const inState = unitsInHex(state, indexOf(state.map, h));
  if (placed.length === 0) return inState;
  return [...inState, ...placed.filter((u) => u.at !== null && hexEquals(u.at, h))];
}

/** Where each survivor unit ends up in one way of placing them: its hex, or null (lost for want of room). */
export type SurvivorFates = Readonly<Record<string, Hex | null>>;

/**
 * R8.19: every way the survivor units `units` of a Transport destroyed at `at` can end up when
 * their owner places `first` now and then the rest one at a time in any order, each into the
 * Transport's hex if population allows at that moment, else into an adjacent hex legal then that
 * he chooses, else lost (R8.7). Each way once.
 */
export function survivorWays(state: GameState, first: string, units: readonly string[], at: Hex): SurvivorFates[] {
  const out = new Map<string, SurvivorFates>();
  const fates = new Map<string, Hex | null>();
  const placeNext = (id: string, left: readonly string[], placed: readonly Unit[]): void => {
    const unit: Unit = { ...state.units[id], status: 'map', at, carrier: null };
    const go = (h: Hex | null) => {
      fates.set(id, h);
      const now = h ? [...placed, { ...unit, at: h }] : placed;
      if (left.length > 0) {
        for (const next of left)
          placeNext(
            next,
            left.filter((u) => u !== next),
            now,
          );
        return;
      }
      const way = Object.fromEntries(units.map((u) => [u, fates.get(u) ?? null]));
      out.set(wayKey(units, way), way);
    };
    if (fits(state, unit, at, placed)) return go(at);
    const choices = survivorHexes(state, unit, at, placed);
    if (choices.length === 0) return go(null);
    for (const h of choices) go(h);
  };
  placeNext(
    first,
    units.filter((u) => u !== first),
    [],
  );
  return [...out.values()];
}

/**
 * R8.19: the survivor unit to place next without asking its owner, or null when he must choose.
 * The order can matter when no unit placed first leaves every outcome some other order allows:
 * one unit keeps the Transport's hex and another must leave, or the last legal hex next to it
 * saves one unit and not another. Otherwise the first unit (roster order) of those whose placing
 * first allows everything goes first; the owner still chooses each hex, as R8.7 says.
 */
export function nextSurvivor(state: GameState, units: readonly string[], at: Hex): string | null {
  if (units.length < 2) return units[0] ?? null;
  const byFirst = units.map((u) => survivorWays(state, u, units, at));
  // Each unit's ways are some of all the ways: the one with as many as all has them all.
  const all = new Set(byFirst.flatMap((ways) => ways.map((w) => wayKey(units, w))));
  const i = byFirst.findIndex((ways) => ways.length === all.size);
  return i < 0 ? null : units[i];
}

/** A way of placing the units, as a key: each unit's hex, or "-" when lost. */
function wayKey(units: readonly string[], way: SurvivorFates): string {
  return units.map((u) => (way[u] ? `${way[u]!.q},${way[u]!.r}` : '-')).join(' ');
}
