// Transports: index "Transport", "Heavy Transport", "Firing Deck"; RULINGS R4.6 (embark and
// disembark in the Movement Phase), R8.7 (a Transport destroyed), R8.9 (Firing Deck), R8.19 (a
// Heavy Transport's survivors placed one unit at a time, in the order their owner chooses).
import { emit, updateUnit, type Draft } from '../derived/draft';
import { refuse } from '../core/errors';
import { ok, type Result } from '../core/result';
import { DIRS, hexEquals, neighbor, type Hex } from '../core/hex';
import { indexOf, isOnMap as hexOnMap, terrainAt } from '../board/map';
import { unitsInHex } from '../derived/occupancy';
import { checkPopulation, checkPopulationAmong } from './population';
import type { GameState, TeamId, Unit } from '../core/state';
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
  if (isMountedUnit(state, unit)) return refuse('TRANSPORT', 'R4.6', 'Infantry Cavalry and Motorcycles cannot ride in a Transport');
  const aboard = (passengers ?? passengersOf(state, carrier.id)).filter((p) => p.id !== unit.id);
  if (!heavy && aboard.length >= 1) return refuse('TRANSPORT', 'R4.6', `${carrierName} already carries a unit`);
  if (heavy) {
    if (aboard.length >= 2) return refuse('TRANSPORT', 'R4.6', `${carrierName} already carries 2 units`);
    if (isArtilleryUnit(state, unit) && aboard.some((p) => isArtilleryUnit(state, p))) {
      return refuse('TRANSPORT', 'R4.6', `${carrierName} carries Infantry Artillery already: only one of its 2 units may be artillery`);
    }
  }
  if (unit.status === 'map' && (!unit.at || !carrier.at || !hexEquals(unit.at, carrier.at))) {
    return refuse('TRANSPORT', 'R4.6', `${name} must be in the same hex as ${carrierName} to embark`);
  }
  return ok();
}

/** R4.6: a unit embarks: it leaves the map and rides with the Transport. */
export function embark(d: Draft, unitId: string, carrierId: string): void {
  updateUnit(d, unitId, { status: 'embarked', at: null, carrier: carrierId });
  emit(d, { type: 'embarked', unit: unitId, carrier: carrierId });
}

/** R4.6: why a passenger may not disembark now (population in the Transport's hex), or null. */
export function checkDisembark(state: GameState, unit: Unit): Result {
  if (unit.status !== 'embarked' || !unit.carrier) return refuse('TRANSPORT', 'R4.6', `${unitName(state, unit)} is not embarked`);
  const carrier = state.units[unit.carrier];
  if (!carrier?.at) return refuse('TRANSPORT', 'R4.6', 'The Transport is not on the map');
  return ok();
}

/** What became of a survivor unit: placed, waiting for its owner to choose a hex, or with no legal hex. */
export type SurvivorPlacement = 'placed' | 'asked' | 'noRoom';

/**
 * R8.7: survivors of a destroyed Transport are placed in its hex, or if population forbids, in an
 * adjacent legal hex their owner chooses (a decision, when there is a choice). Placing them is
 * not a move. Answers 'noRoom', changing nothing, when there is no legal hex: they are destroyed
 * then, which the caller does (damage.ts: by `killer`, who destroyed the Transport, R7.2).
 * `then`: the surviving units of the same Transport still to place after this one (R8.19), kept
 * with the decision when one is asked.
 */
export function placeSurvivors(d: Draft, unitId: string, at: Hex, killer: TeamId | null, then: readonly string[] = []): SurvivorPlacement {
  const unit = d.state.units[unitId];
  const probe: Unit = { ...unit, status: 'map', at, carrier: null };
  if (checkPopulation(d.state, probe, at).ok) {
    updateUnit(d, unitId, { status: 'map', at, carrier: null });
    emit(d, { type: 'survivorsPlaced', unit: unitId, at });
    return 'placed';
  }
  const choices = survivorHexes(d.state, probe, at, []);
  if (choices.length === 0) return 'noRoom';
  if (choices.length === 1) {
    updateUnit(d, unitId, { status: 'map', at: choices[0], carrier: null });
    emit(d, { type: 'survivorsPlaced', unit: unitId, at: choices[0] });
    return 'placed';
  }
  // Parked as embarked in no carrier until the owner answers.
  updateUnit(d, unitId, { carrier: null, at: null });
  d.state.pending = [...d.state.pending, { kind: 'placeSurvivors', team: unit.team, unit: unitId, choices, from: at, killer, ...(then.length > 0 ? { then: [...then] } : {}) }];
  return 'asked';
}

/**
 * R8.7: adjacent hexes the survivors may be placed in (on the map, enterable terrain, population),
 * with the survivor units `placed` (a simulation's, not yet in the state) standing where they are.
 */
function survivorHexes(state: GameState, unit: Unit, at: Hex, placed: readonly Unit[]): Hex[] {
  return DIRS.map((dir) => neighbor(at, dir)).filter(
    (h) => hexOnMap(state.map, h) && (terrainAt(state.map, h) !== 'water' || unitHasAbility(state, unit, 'amphibious')) && fits(state, unit, h, placed),
  );
}

/** R5.6, R2.3: whether the unit may stand in `h` beside the units there and the survivors `placed` there. */
function fits(state: GameState, unit: Unit, h: Hex, placed: readonly Unit[]): boolean {
  const probe: Unit = { ...unit, status: 'map', at: h, carrier: null };
  if (placed.length === 0) return checkPopulation(state, probe, h).ok;
  const i = indexOf(state.map, h);
  const here = [...unitsInHex(state, i), ...placed.filter((u) => u.at !== null && hexEquals(u.at, h))];
  return checkPopulationAmong(state, probe, h, here).ok;
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
        for (const next of left) placeNext(next, left.filter((u) => u !== next), now);
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
  placeNext(first, units.filter((u) => u !== first), []);
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
