// Transports: index "Transport", "Heavy Transport", "Firing Deck"; RULINGS R4.6 (embark and
// disembark in the Movement Phase), R8.7 (a Transport destroyed), R8.9 (Firing Deck).
import { emit, updateUnit, type Draft } from '../derived/draft';
import { refuse } from '../core/errors';
import { ok, type Result } from '../core/result';
import { DIRS, hexEquals, neighbor, type Hex } from '../core/hex';
import { isOnMap as hexOnMap, terrainAt } from '../board/map';
import { checkPopulation } from './population';
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
 */
export function placeSurvivors(d: Draft, unitId: string, at: Hex, killer: TeamId | null): SurvivorPlacement {
  const unit = d.state.units[unitId];
  const probe: Unit = { ...unit, status: 'map', at, carrier: null };
  if (checkPopulation(d.state, probe, at).ok) {
    updateUnit(d, unitId, { status: 'map', at, carrier: null });
    emit(d, { type: 'survivorsPlaced', unit: unitId, at });
    return 'placed';
  }
  const choices = survivorHexes(d.state, probe, at);
  if (choices.length === 0) return 'noRoom';
  if (choices.length === 1) {
    updateUnit(d, unitId, { status: 'map', at: choices[0], carrier: null });
    emit(d, { type: 'survivorsPlaced', unit: unitId, at: choices[0] });
    return 'placed';
  }
  // Parked as embarked in no carrier until the owner answers.
  updateUnit(d, unitId, { carrier: null, at: null });
  d.state.pending = [...d.state.pending, { kind: 'placeSurvivors', team: unit.team, unit: unitId, choices, from: at, killer }];
  return 'asked';
}

/** R8.7: adjacent hexes the survivors may be placed in (on the map, enterable terrain, population). */
function survivorHexes(state: GameState, unit: Unit, at: Hex): Hex[] {
  return DIRS.map((dir) => neighbor(at, dir)).filter(
    (h) =>
      hexOnMap(state.map, h) &&
      (terrainAt(state.map, h) !== 'water' || unitHasAbility(state, unit, 'amphibious')) &&
      checkPopulation(state, { ...unit, at: h, status: 'map' }, h).ok,
  );
}
