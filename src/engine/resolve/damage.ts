// What successes do to the model they strike: rule book "Assault Phase"; RULINGS R6.6
// (infantry casualties), R6.7 (damage to Vehicles, artillery and Aircraft; Heavy Armor; Robust),
// R6.9 (Close Assault against Speed), R6.10 (destruction by the value measured against), R6.13
// (Unarmored and Close Assault), R7.2 (High Value Targets), R8.7 (a Transport destroyed), R8.18
// (its survivors placed where it stands), R8.19 (a Heavy Transport's survivors, in order);
// index "Unarmored" (the separate 3/3 profile).
import { emit, updateUnit, type Draft } from '../derived/draft';
import type { StrikeReport } from '../core/events';
import type { AttackSpec, ProfileChoice } from '../core/pending';
import { otherTeam, type GameState, type Model, type TeamId, type Unit } from '../core/state';
import {
  defOf,
  heavyArmorLeft,
  hvtPoints,
  isAircraftUnit,
  losesModels,
  isInfantryUnit,
  modelDefense,
  totalDamage,
  UNARMORED_DEFENSE,
  unitHasAbility,
  unitSpeed,
} from '../derived/unitRules';
import { moveBudget, movingSpeed } from '../rules/movement';
import { playsRuling } from '../derived/rulings';
import { nextSurvivor, survivorHexChoices } from '../rules/transport';
import type { Hex } from '../core/hex';
import { struckInRear } from '../rules/targeting';

/** How a strike is measured: the value D the remaining successes must reach, and against what. */
export interface StrikeMeasure {
  against: StrikeReport['against'];
  defense: number;
  /** Infantry (not artillery): a model is lost, not damaged (R6.6). */
  casualty: boolean;
}

/** R6.6, R6.7, R6.9: what the successes are measured against for this model. */
export function measureStrike(
  state: GameState,
  spec: AttackSpec,
  unit: Unit,
  model: Model,
  profile: ProfileChoice,
): StrikeMeasure {
  // R6.9, R6.12: Close Assault's D is the current Speed, whatever a move under way has spent.
  if (spec.weapon === 'closeAssault') return { against: 'speed', defense: unitSpeed(state, unit), casualty: false };
  if (losesModels(state, unit)) {
    return { against: null, defense: modelDefense(state, model)[0], casualty: true };
  }
  if (
    profile === 'infantry' &&
    !isAircraftUnit(state, unit) &&
    unitHasAbility(state, unit, 'unarmored') &&
    !isInfantryUnit(state, unit)
  ) {
    return { against: 'soft', defense: UNARMORED_DEFENSE - (model.softDamage ?? 0), casualty: false };
  }
  const [front, rear] = modelDefense(state, model);
  const hasFacing = typeof defOf(state, model).defense !== 'number';
  if (!hasFacing) return { against: null, defense: front, casualty: false };
  // R6.8: the facing attacked is this unit's own, seen from the attacker's hex (R8.2, R8.3).
  return struckInRear(state, spec, unit)
    ? { against: 'rear', defense: rear, casualty: false }
    : { against: 'front', defense: front, casualty: false };
}

/**
 * R6.7: damage from the remaining successes: floor(remaining / D), one more for a Flamethrower's
 * three 6s; a value already at 0 or less is destroyed by any remaining success.
 */
function damageFrom(
  remaining: number,
  defense: number,
  flame: boolean,
): { damage: number; destroyedOutright: boolean } {
  if (defense <= 0) return { damage: remaining > 0 || flame ? 1 : 0, destroyedOutright: remaining > 0 || flame };
  return { damage: Math.floor(remaining / defense) + (flame ? 1 : 0), destroyedOutright: false };
}

/** R6.6: casualties of an Infantry strike: one when the remaining successes reach the named model's Defense, one more for a Flamethrower's three 6s. */
export function infantryCasualties(remaining: number, defense: number, flame: boolean): number {
  return (remaining >= defense ? 1 : 0) + (flame ? 1 : 0);
}

/**
 * R6.6: how many models the casualties remove: the struck model, and the extra casualty only when
 * the owner can name another model (not for the random strikes of Blast and Indirect Fire).
 */
export function infantryModelsLost(casualties: number, random: boolean, modelsInUnit: number): number {
  if (casualties === 0) return 0;
  return casualties > 1 && !random && modelsInUnit > 1 ? 2 : 1;
}

/** What a strike's remaining successes do to a model that takes damage, worked out without changing anything. */
export interface StrikeDamage {
  /** Damage inflicted before Heavy Armor, and how much of it Heavy Armor ignores. */
  damage: number;
  ignored: number;
  /** Damage the model takes (damage - ignored). */
  taken: number;
  destroyed: boolean;
  /** The model as it is afterwards (when not destroyed). */
  model: Model;
}

/** R6.7, R6.9, index "Heavy Armor", "Unarmored": the damage a strike does to a Vehicle, artillery piece or Aircraft. */
export function strikeDamage(
  state: GameState,
  unit: Unit,
  model: Model,
  measure: StrikeMeasure,
  remaining: number,
  flame: boolean,
): StrikeDamage {
  const { damage, destroyedOutright } = damageFrom(remaining, measure.defense, flame);
  if (damage === 0) return { damage: 0, ignored: 0, taken: 0, destroyed: false, model };
  // Index "Heavy Armor #": the first # damage of the game are ignored.
  const ignored = Math.min(damage, heavyArmorLeft(state, unit, model));
  const taken = damage - ignored;
  let next: Model = { ...model, ...(ignored > 0 ? { armorIgnored: (model.armorIgnored ?? 0) + ignored } : {}) };
  if (measure.against === 'soft') next = { ...next, softDamage: (next.softDamage ?? 0) + taken };
  else next = { ...next, damage: next.damage + taken };
  const destroyed = taken > 0 && (destroyedOutright || isDestroyed(state, unit, next, measure));
  return { damage, ignored, taken, destroyed, model: next };
}

/**
 * Applies a strike's remaining successes to a model that takes damage (Vehicles, artillery,
 * Aircraft). Returns the report fields; the model is removed when destroyed.
 */
export function damageModel(
  d: Draft,
  spec: AttackSpec,
  unitId: string,
  modelId: number,
  measure: StrikeMeasure,
  remaining: number,
  flame: boolean,
): Pick<StrikeReport, 'damage' | 'ignored' | 'result'> {
  const unit = d.state.units[unitId];
  const model = unit.models.find((m) => m.id === modelId)!;
  const {
    damage,
    ignored,
    taken,
    destroyed,
    model: next,
  } = strikeDamage(d.state, unit, model, measure, remaining, flame);
  if (damage === 0) return { damage: 0, ignored: 0, result: 'none' };
  replaceModel(d, unitId, next);
  if (taken === 0) return { damage, ignored, result: 'none' };
  if (destroyed) {
    removeModel(d, unitId, modelId, killerOf(d, spec, d.state.units[unitId].team), 'attack');
    return { damage, ignored, result: 'destroyed' };
  }
  return { damage, ignored, result: 'damaged' };
}

/**
 * R6.7, R6.9, R6.10, R6.13, index "Unarmored": whether the damaged model is destroyed, by the value
 * the attack is measured against (R6.10): another value at 0 or less does not destroy it (a tank's
 * other facing, or the Defense a Close Assault lowers). The one exception is Unarmored (R6.13).
 * (The unit's other models are as they were: only this model changed, and its card did not.)
 */
function isDestroyed(state: GameState, unit: Unit, model: Model, measure: StrikeMeasure): boolean {
  const def = defOf(state, model);
  const [front, rear] = modelDefense(state, model);
  const soft = UNARMORED_DEFENSE - (model.softDamage ?? 0);
  switch (measure.against) {
    case 'speed':
      // R6.9: Close Assault that takes Speed to 0 or less destroys, Robust or not.
      return (
        (def.speed !== 'A' && def.speed - totalDamage(model) <= 0) || closeAssaultBreaksUnarmored(state, unit, model)
      );
    case 'soft':
      return soft <= 0 || front <= 0;
    case 'rear':
      return rear <= 0 || (unitHasAbility(state, unit, 'unarmored') && soft <= 0);
    default:
      return front <= 0 || (unitHasAbility(state, unit, 'unarmored') && soft <= 0);
  }
}

/**
 * R6.13, index "Unarmored" ("If either profile is reduced to 0, the model is destroyed"): Close
 * Assault damage that takes either printed Defense value of an Unarmored model to 0 or less
 * destroys it, whatever its Speed (a 1/1 truck dies to its first Close Assault damage). The 3/3
 * profile is not Close Assault's to lower. A game of an earlier edition destroyed only through
 * Speed (derived/rulings.ts).
 */
function closeAssaultBreaksUnarmored(state: GameState, unit: Unit, model: Model): boolean {
  if (!unitHasAbility(state, unit, 'unarmored') || !playsRuling(state, 'R6.13')) return false;
  const [front, rear] = modelDefense(state, model);
  return front <= 0 || rear <= 0;
}

/**
 * The Speed the unit whose move is under way moves with now, or null when no unit is moving. Only
 * the activation's unit has a move, and Speed left, to lose. A normal or Scout move's is the
 * unit's Speed (movingSpeed: Tally-Ho! included); Aggression and Strike and Fade move # Speed
 * points, a Vehicle at most its current Speed, and Relocate # (R8.14): moveBudget's, so that a
 * Speed 4 car's Aggression 2 loses nothing when a hit takes it to Speed 3 (docs/rules.md, reading
 * 9). A game of an edition before that reading loses the whole fall of the unit's Speed.
 */
export function moverSpeed(state: GameState): number | null {
  const a = state.activation;
  if (!a || a.moveKind === null) return null;
  const unit = state.units[a.unit];
  return playsRuling(state, 'R8.14speed')
    ? moveBudget(state, unit, a.moveKind).speedLeft
    : movingSpeed(state, unit, a.moveKind);
}

/**
 * Rule book "Hex Population and Defensive Fire": "any Speed reduction takes place during the
 * movement" (R5.7d, docs/rules.md reading 9): whatever Speed the mover lost since `before`
 * (moverSpeed, read before an attack's strike, casualty or suppression) comes off its Speed left
 * at once. Damage, suppression (R8.5) and the death of the Officer whose Tally-Ho! it moves with
 * (R7.2: his cast abilities end at once; R8.12), in its own unit or, for a Senior or Junior
 * Commander (R8.4), in another, all lower the moving Speed. Speed left never rises, nor goes below 0.
 */
export function loseMoveSpeed(d: Draft, before: number | null): void {
  const now = moverSpeed(d.state);
  if (before === null || now === null || now >= before) return;
  const a = d.state.activation!;
  d.state.activation = { ...a, speedLeft: Math.max(0, a.speedLeft - (before - now)) };
}

function replaceModel(d: Draft, unitId: string, model: Model): void {
  const unit = d.state.units[unitId];
  updateUnit(d, unitId, { models: unit.models.map((m) => (m.id === model.id ? model : m)) });
}

/** R7.2: High Value Target points go to the enemy of the dead model's team; friendly fire earns none. */
function killerOf(d: Draft, spec: AttackSpec | null, victimTeam: TeamId): TeamId | null {
  if (!spec) return null;
  const attackerTeam = d.state.units[spec.unit].team;
  return attackerTeam === victimTeam ? null : attackerTeam;
}

/**
 * Removes a model. A model worth High Value Target points killed by the enemy scores them (R7.2); a unit
 * left without models is destroyed, and a destroyed Transport's passengers roll (R8.7).
 */
function removeModel(
  d: Draft,
  unitId: string,
  modelId: number,
  killer: TeamId | null,
  cause: 'attack' | 'transport' | 'noRoom',
): void {
  const unit = d.state.units[unitId];
  const model = unit.models.find((m) => m.id === modelId);
  if (!model) return;
  const models = unit.models.filter((m) => m.id !== modelId);
  updateUnit(d, unitId, { models, modelsLost: unit.modelsLost + 1 });
  emit(d, { type: 'modelLost', unit: unitId, model: modelId, def: model.def, cause });
  const points = hvtPoints(d.state, unit, model);
  if (points > 0 && killer !== null && killer === otherTeam(unit.team)) {
    const hvt: [number, number] = [...d.state.score.hvt];
    hvt[killer] += points;
    d.state.score = { ...d.state.score, hvt };
    emit(d, { type: 'hvtScored', team: killer, points, unit: unitId, def: model.def, commander: !!model.commander });
  }
  if (models.length === 0) destroyUnit(d, unitId, killer);
}

function destroyUnit(d: Draft, unitId: string, killer: TeamId | null): void {
  // Where it stands: a Transport destroyed by Defensive Fire at a step has made the step, into B,
  // whichever hex the firer chose for the attack's geometry (R8.18, R5.7).
  const lastAt = d.state.units[unitId].at;
  const aboard = Object.keys(d.state.units).filter(
    (id) => d.state.units[id].status === 'embarked' && d.state.units[id].carrier === unitId,
  );
  updateUnit(d, unitId, { status: 'destroyed', at: null, carrier: null });
  emit(d, { type: 'unitDestroyed', unit: unitId });
  if (aboard.length === 0) return;
  if (!playsRuling(d.state, 'R8.19')) return destroyedCarrierOfEdition1(d, aboard, unitId, lastAt, killer);
  // R8.7, R8.19: every model aboard rolls a d6 first and dies on 4+ (the dice in roster order);
  // then the surviving units are placed one at a time, in the order their owner chooses.
  for (const id of aboard) rollAboard(d, id, unitId, killer);
  const survivors = aboard.filter((id) => d.state.units[id].models.length > 0);
  if (survivors.length > 0 && lastAt) placeSurvivorUnits(d, survivors, lastAt, killer, false);
}

/** R8.7: each model of a unit aboard the destroyed Transport `carrier` rolls a d6 and dies on 4+. */
function rollAboard(d: Draft, unitId: string, carrier: string, killer: TeamId | null): void {
  for (const m of d.state.units[unitId].models) {
    const die = d.dice.d6();
    const dies = die >= 4;
    emit(d, { type: 'passengerRoll', unit: unitId, model: m.id, def: m.def, carrier, die, dies });
    if (dies) removeModel(d, unitId, m.id, killer, 'transport');
  }
}

/**
 * R8.7 as games of edition 1 played it (derived/rulings.ts), before R8.19: each unit aboard rolls
 * and is placed before the next rolls, in roster order.
 */
function destroyedCarrierOfEdition1(
  d: Draft,
  aboard: readonly string[],
  carrier: string,
  lastAt: Hex | null,
  killer: TeamId | null,
): void {
  for (const id of aboard) {
    rollAboard(d, id, carrier, killer);
    if (d.state.units[id].models.length > 0 && lastAt) placeSurvivorsOrLose(d, id, lastAt, killer);
  }
  // A survivor unit placed after an earlier one was asked for its hex may have taken one of them
  // (a Heavy Transport's two units): the one asked is asked again with the hexes legal now.
  if (aboard.length > 1) askSurvivorsAgain(d);
}

/** What became of a survivor unit: placed, waiting for its owner to choose a hex, or lost for want of one. */
type SurvivorPlacement = 'placed' | 'asked' | 'noRoom';

/**
 * R8.7: places a survivor unit of a Transport destroyed at `at` in the hex rules/transport.ts
 * survivorHexChoices leaves it, or asks its owner to choose among several (a placeSurvivors
 * decision; the unit waits aboard nothing meanwhile). Placing it is not a move. With no legal hex
 * the survivors are destroyed, like those the roll killed, by the enemy that destroyed the
 * Transport (R7.2: a Commander among them scores his points). Answers what became of it.
 * `then`: the other surviving units still to place after it (R8.19), kept with the decision.
 */
export function placeSurvivorsOrLose(
  d: Draft,
  unitId: string,
  at: Hex,
  killer: TeamId | null,
  then: readonly string[] = [],
): SurvivorPlacement {
  const choices = survivorHexChoices(d.state, unitId, at);
  if (choices.length === 0) {
    for (const m of d.state.units[unitId].models) removeModel(d, unitId, m.id, killer, 'noRoom');
    return 'noRoom';
  }
  if (choices.length === 1) {
    updateUnit(d, unitId, { status: 'map', at: choices[0], carrier: null });
    emit(d, { type: 'survivorsPlaced', unit: unitId, at: choices[0] });
    return 'placed';
  }
  updateUnit(d, unitId, { carrier: null, at: null });
  const team = d.state.units[unitId].team;
  d.state.pending = [
    ...d.state.pending,
    {
      kind: 'placeSurvivors',
      team,
      unit: unitId,
      choices,
      from: at,
      killer,
      ...(then.length > 0 ? { then: [...then] } : {}),
    },
  ];
  return 'asked';
}

/**
 * R8.19: places the surviving units `units` of a Transport destroyed at `at`, one at a time: the
 * first as given when `chosen` (the owner chose it), else the one rules/transport.ts nextSurvivor
 * names, or the owner is asked which (a survivorOrder decision) when the order can matter. A unit
 * that needs its owner to choose a hex stops the rest, which wait with its decision (`then`).
 * The units wait aboard nothing meanwhile. Answers 'asked' when a decision was pushed.
 */
export function placeSurvivorUnits(
  d: Draft,
  units: readonly string[],
  at: Hex,
  killer: TeamId | null,
  chosen: boolean,
): 'asked' | 'done' {
  for (const id of units) if (d.state.units[id].carrier !== null) updateUnit(d, id, { carrier: null, at: null });
  let left = [...units];
  let first = chosen;
  while (left.length > 0) {
    const next = first ? left[0] : nextSurvivor(d.state, left, at);
    first = false;
    if (next === null) {
      d.state.pending = [
        ...d.state.pending,
        { kind: 'survivorOrder', team: d.state.units[left[0]].team, units: left, from: at, killer },
      ];
      return 'asked';
    }
    left = left.filter((id) => id !== next);
    if (placeSurvivorsOrLose(d, next, at, killer, left) === 'asked') return 'asked';
  }
  return 'done';
}

/**
 * R8.7, R2.3: in a game of edition 1, the survivors' decision on top of the pending stack is asked
 * again with the hexes legal now. There each unit of a Heavy Transport was asked for its hex as it
 * came, before the other was placed, which may have taken one since (2-inch hexes: one infantry
 * unit per team). Asked again, the unit goes to the Transport's hex if it fits, to its one hex
 * left, or is destroyed with none (R8.7), and then the next decision down is looked at the same
 * way. (Under R8.19 one unit is asked at a time, the others waiting with its decision: nothing
 * lies below it, and this finds nothing to do.)
 */
export function askSurvivorsAgain(d: Draft): void {
  for (;;) {
    const top = d.state.pending[d.state.pending.length - 1];
    if (top?.kind !== 'placeSurvivors') return;
    d.state.pending = d.state.pending.slice(0, -1);
    if (placeSurvivorUnits(d, [top.unit, ...(top.then ?? [])], top.from, top.killer, true) === 'asked') return;
  }
}

/** Infantry casualty (R6.6): the struck model is removed. */
export function killInfantry(d: Draft, spec: AttackSpec, unitId: string, modelId: number): void {
  removeModel(d, unitId, modelId, killerOf(d, spec, d.state.units[unitId].team), 'attack');
}
