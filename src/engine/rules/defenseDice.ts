// Defense dice: rule book "Assault Phase"; RULINGS R6.5, R6.12 (current Speed); index entries
// Superior Armor, Bombardment, Flamethrower, Aircraft; R8.12 Pin Pointer (R8.15: in Defensive Fire
// too); R6.11 (an Aircraft's attack is from outside the hex for these dice only).
import type { DiceSource } from './attackDice';
import { hasCommand } from '../derived/commandAbilities';
import { hexEquals } from '../core/hex';
import { terrainAt } from '../board/map';
import type { AttackSpec } from '../core/pending';
import { sightBetween } from '../derived/sight';
import type { GameState, Model, Unit } from '../core/state';
import {
  isAircraftUnit,
  isInfantryUnit,
  isMountedUnit,
  isVehicleUnit,
  modelAbilityNumber,
  modelById,
  modelHasAbility,
  unitSpeed,
} from '../derived/unitRules';
import { isFlamethrowerAttack } from './targeting';
import { terrainCovers } from './cover';
import { unitsOf } from '../derived/roster';

export interface DefenseDice {
  count: number;
  sources: DiceSource[];
}

/** R6.4, R6.5: a defense die saves (cancels one attack success) on 4+. */
const SAVE_TARGET = 4;

/** R6.5: the saves of a defense roll. */
export function countSaves(faces: readonly number[]): number {
  let n = 0;
  for (const f of faces) if (f >= SAVE_TARGET) n++;
  return n;
}

/** Aircraft roll 3 defense dice, one fewer per damage (index "Aircraft"). */
const AIRCRAFT_DEFENSE_DICE = 3;

/** R6.5: the defense dice of a struck model against this attack. */
export function defenseDiceFor(state: GameState, spec: AttackSpec, struck: Unit, model: Model): DefenseDice {
  const sources: DiceSource[] = [];
  const superior = modelAbilityNumber(state, struck, model, 'superiorArmor');
  if (isAircraftUnit(state, struck)) {
    sources.push({
      label: `Aircraft (3 - ${model.damage} damage)`,
      n: Math.max(0, AIRCRAFT_DEFENSE_DICE - model.damage),
    });
    if (superior > 0) sources.push({ label: `Superior Armor ${superior}`, n: superior });
    return finish(state, spec, sources);
  }
  // R6.12: the current Speed (card less damage, less suppression), not what a move has left: a unit
  // fired on mid-move rolls the dice it had before it moved.
  const speed = unitSpeed(state, struck);
  if (isVehicleUnit(state, struck) || isMountedUnit(state, struck)) sources.push({ label: `Speed ${speed}`, n: speed });
  else sources.push({ label: `Speed ${speed} (Infantry: at most 1)`, n: Math.min(1, speed) });

  const attacker = state.units[spec.unit];
  const attackerModel = modelById(attacker, spec.model);
  // An Aircraft's attack always comes from outside the target's hex (R6.5 deviation), for these
  // dice only: its arc is still measured from its own hex (R6.11, targeting.ts inRearArc).
  const fromOutside = !hexEquals(spec.from, spec.targetAt) || isAircraftUnit(state, attacker);
  const ignoresCover =
    (attackerModel && modelHasAbility(state, attacker, attackerModel, 'bombardment')) ||
    (attackerModel && spec.range <= 1 && isFlamethrowerAttack(state, attacker, attackerModel, spec.weapon));
  if (fromOutside) {
    const where = spec.targetAt;
    const terrain = terrainAt(state.map, where);
    const infantry = isInfantryUnit(state, struck);
    const hexCover = terrainCovers(terrain, infantry);
    let coverLabel: string | null = null;
    if (hexCover) coverLabel = `${terrain![0].toUpperCase()}${terrain!.slice(1)} hex`;
    else if (infantry && vehicleInHex(state, where)) coverLabel = 'Vehicle in the hex';
    if (coverLabel)
      sources.push({ label: ignoresCover ? `${coverLabel} (ignored)` : coverLabel, n: ignoresCover ? 0 : 1 });
    if (!isAircraftUnit(state, attacker) && !hexEquals(spec.from, where)) {
      const cover = sightBetween(state, spec.from, where).targetCover;
      if (cover) {
        const label = cover === 'cliff' ? 'Cliff hexside' : 'Hedge hexside';
        sources.push({ label: ignoresCover ? `${label} (ignored)` : label, n: ignoresCover ? 0 : 1 });
      }
    }
  }
  if (superior > 0) sources.push({ label: `Superior Armor ${superior}`, n: superior });
  return finish(state, spec, sources);
}

function finish(state: GameState, spec: AttackSpec, sources: DiceSource[]): DefenseDice {
  let count = sources.reduce((s, x) => s + x.n, 0);
  // R8.12 Pin Pointer: the unit's targets roll one defense die fewer, not below 0, in every attack
  // of the unit, Defensive Fire included (R8.15).
  if (count > 0 && hasCommand(state, state.units[spec.unit], 'pinPointer')) {
    sources.push({ label: 'Pin Pointer', n: -1 });
    count -= 1;
  }
  return { count, sources };
}

/** R6.5: any Vehicle, friend or foe, in the hex (Aircraft and embarked units are not in it). */
function vehicleInHex(state: GameState, h: { q: number; r: number }): boolean {
  for (const u of unitsOf(state)) {
    if (u.status === 'map' && u.at && hexEquals(u.at, h) && isVehicleUnit(state, u)) return true;
  }
  return false;
}
