// Making a move's steps: RULINGS R5 (step by step, facing), R5.3 (movement rolls; the first
// failure halts the unit for the phase), R5.7 (each step may draw Defensive Fire, which pauses
// the move: the rest of the path is dropped), R8.6 (Versatile Warmachine rerolls a failed
// movement roll: the step waits in that decision and goes on from it), R4.6 (a move that ends by
// embarking gets in once its last step's Defensive Fire is over). The paths are checked whole
// before (rules/movement.ts checkPath), so nothing here refuses.
import { emit, updateUnit, type Draft } from '../derived/draft';
import { offerDefensiveFire } from './defensiveFire';
import { finishActivation } from './flow';
import { placeSurvivorsOrLose } from './damage';
import { MOVEMENT_ROLL_TARGET, type Step } from '../rules/movement';
import { checkPopulation } from '../rules/population';
import { checkStand } from '../rules/standing';
import { playsRuling } from '../derived/rulings';
import type { PendingStep } from '../core/pending';
import { otherTeam } from '../core/state';
import { checkBoarding } from '../rules/transport';
import { modelHasAbility, unitHasFacing } from '../derived/unitRules';

/** R5.5: each step sets the facing of a unit that has one. */
function applyStep(d: Draft, unitId: string, step: Step): void {
  const unit = d.state.units[unitId];
  updateUnit(d, unitId, {
    at: step.to,
    movedThisPhase: true,
    facing: unitHasFacing(d.state, unit) ? step.dir : undefined,
  });
  const a = d.state.activation!;
  const speedLeft = a.speedLeft - step.cost;
  d.state.activation = {
    ...a,
    moved: true,
    speedLeft,
    freeRoadSteps: step.roadBonus ? a.freeRoadSteps - 1 : a.freeRoadSteps,
  };
  emit(d, {
    type: 'moved',
    unit: unitId,
    from: step.from,
    to: step.to,
    cost: step.cost,
    roadBonus: step.roadBonus,
    speedLeft,
    kind: a.moveKind ?? 'normal',
  });
}

/**
 * R5.3: a failed roll: the unit stays, faces the hex it tried to enter, and stops for the phase.
 * It was nominated to move and may have turned (R4.3: pivoting counts as moving), so it has
 * moved this phase: a Transport's passengers may then get out but not move further (R4.6) nor
 * fire from the Firing Deck (R8.9), as after a pivot (docs/rules.md reading 10).
 */
function halt(d: Draft, unitId: string, step: Step): void {
  const unit = d.state.units[unitId];
  updateUnit(d, unitId, { movedThisPhase: true, ...(unitHasFacing(d.state, unit) ? { facing: step.dir } : {}) });
  const a = { ...d.state.activation!, moved: true, halted: true };
  d.state.activation = a;
  // R4.6: a passenger that had to step out of its Transport's hex and could not, cannot
  // disembark: it stays aboard (docs/rules.md, reading 2). The hex may be full (R5.6) or ground
  // it may not stand on: an Amphibious Transport's Water (R5.1).
  // A game of an edition before R4.6afloat asked the population alone: the passenger stayed on the Water.
  const stands = playsRuling(d.state, 'R4.6afloat') ? checkStand : checkPopulation;
  if (a.boarding === 'disembarked' && a.carrier && unit.at && !stands(d.state, unit, unit.at).ok) {
    embarkUnit(d, unitId, a.carrier);
    d.state.activation = { ...a, boarding: null };
  }
}

/**
 * R5.3: makes the step's movement rolls in order, from roll `first` (a step may need two: the
 * hexside's, then a Vehicle's Forest roll). The first failure stops the step: the unit halts,
 * or (R8.6) its owner may first reroll the failed die, each roll being its own set of dice.
 * Returns whether every roll passed.
 */
function makeMovementRolls(d: Draft, unitId: string, step: Step, first: number, embarkIn: string | null): boolean {
  for (let k = first; k < step.rolls.length; k++) {
    const die = d.dice.d6();
    const success = die >= MOVEMENT_ROLL_TARGET;
    emit(d, { type: 'movementRoll', unit: unitId, reason: step.rolls[k], to: step.to, die, success });
    if (success) continue;
    if (!offerMovementReroll(d, unitId, step, k, die, embarkIn)) halt(d, unitId, step);
    return false;
  }
  return true;
}

/** R8.6: a Versatile Warmachine's owner may reroll the failed die; the step waits in the decision. Returns whether it was offered. */
function offerMovementReroll(
  d: Draft,
  unitId: string,
  step: Step,
  failed: number,
  die: number,
  embarkIn: string | null,
): boolean {
  const unit = d.state.units[unitId];
  const model = unit.models.find((m) => modelHasAbility(d.state, unit, m, 'versatileWarmachine'));
  if (!model) return false;
  const held: PendingStep = {
    unit: unitId,
    from: step.from,
    to: step.to,
    cost: step.cost,
    roadBonus: step.roadBonus,
    dir: step.dir,
    rolls: [...step.rolls],
    failed,
    ...(embarkIn ? { embarkIn } : {}),
  };
  d.state.pending = [
    ...d.state.pending,
    {
      kind: 'reroll',
      team: unit.team,
      unit: unitId,
      model: model.id,
      roll: 'movement',
      index: failed,
      dice: [die],
      step: held,
    },
  ];
  return true;
}

/**
 * The step is made (its rolls passed), then Defensive Fire is offered (R5.7). A step that ends a
 * move to embark marks the unit as embarking: it gets in once that Defensive Fire is over
 * (resume.ts settle, R4.6). Returns whether Defensive Fire was offered (the move pauses).
 */
function enterStep(d: Draft, unitId: string, step: Step, embarkIn: string | null): boolean {
  applyStep(d, unitId, step);
  if (embarkIn) d.state.activation = { ...d.state.activation!, boarding: 'embarking', carrier: embarkIn };
  return offerDefensiveFire(d, unitId, step.from, step.to);
}

/**
 * Takes the steps one by one: movement rolls first (R5.3, R5.7a), then the step, then Defensive
 * Fire (R5.7), which pauses the move; the rest of the path is then dropped, and the mover goes
 * on (or not) once the defending team is done. `embarkIn`: the move ends by embarking in this
 * Transport in the last hex (R4.6), if the unit gets there.
 */
export function runSteps(d: Draft, unitId: string, steps: Step[], embarkIn: string | null = null): void {
  for (let k = 0; k < steps.length; k++) {
    const step = steps[k];
    const boards = k === steps.length - 1 ? embarkIn : null;
    if (!makeMovementRolls(d, unitId, step, 0, boards)) return;
    if (enterStep(d, unitId, step, boards)) return;
  }
}

/** R8.6: the answer to a rerollable failed movement roll: keep it (the unit halts) or reroll its die. */
export function answerMovementReroll(d: Draft, die: number | null): void {
  // The set is the one failed die, kept in the pending decision; the step keeps which roll failed.
  const offer = d.state.pending[d.state.pending.length - 1];
  if (offer?.kind !== 'reroll' || offer.roll !== 'movement') return;
  const failedDie = offer.dice[0];
  d.state.pending = d.state.pending.slice(0, -1);
  const s = offer.step;
  const step: Step = { from: s.from, to: s.to, dir: s.dir, cost: s.cost, roadBonus: s.roadBonus, rolls: s.rolls };
  if (die === null) {
    halt(d, s.unit, step);
  } else {
    const face = d.dice.d6();
    const success = face >= MOVEMENT_ROLL_TARGET;
    emit(d, {
      type: 'movementRoll',
      unit: s.unit,
      reason: s.rolls[s.failed],
      to: s.to,
      die: face,
      success,
      reroll: { index: 0, from: failedDie, to: face },
    });
    if (!success) halt(d, s.unit, step);
    // The step's later rolls, if any, are made now (each may be rerolled in turn).
    else if (makeMovementRolls(d, s.unit, step, s.failed + 1, s.embarkIn ?? null))
      enterStep(d, s.unit, step, s.embarkIn ?? null);
  }
}

/** R4.6: a unit embarks: it leaves the map and rides with the Transport. */
function embarkUnit(d: Draft, unitId: string, carrierId: string): void {
  updateUnit(d, unitId, { status: 'embarked', at: null, carrier: carrierId });
  emit(d, { type: 'embarked', unit: unitId, carrier: carrierId });
}

/** R4.6: the unit gets in: it rides with the Transport, and its activation ends. */
export function boardTransport(d: Draft, unitId: string, carrierId: string): void {
  embarkUnit(d, unitId, carrierId);
  d.state.activation = { ...d.state.activation!, boarding: 'embarked', carrier: carrierId };
  finishActivation(d, unitId);
}

/**
 * R4.6: the unit that stepped into its Transport's hex to embark (boarding 'embarking') gets in
 * now that the step's Defensive Fire is over; returns whether it did. A unit destroyed meanwhile
 * does not. If the Transport can no longer take it (a Blast or Indirect Fire destroyed it), the
 * unit stays in the hex, and should it break the population limit there, it is placed as R8.7
 * places a destroyed Transport's survivors: with no room anywhere it is destroyed, by the enemy
 * that destroyed the Transport (R7.2; docs/rules.md).
 */
export function finishEmbarking(d: Draft): boolean {
  const a = d.state.activation!;
  const unit = d.state.units[a.unit];
  const carrier = a.carrier ? d.state.units[a.carrier] : undefined;
  if (unit.status === 'map' && carrier && checkBoarding(d.state, unit, carrier).ok) {
    boardTransport(d, unit.id, carrier.id);
    return true;
  }
  d.state.activation = { ...a, boarding: null, carrier: null };
  if (unit.status === 'map' && unit.at && !checkPopulation(d.state, unit, unit.at).ok) {
    const at = unit.at;
    updateUnit(d, unit.id, { status: 'embarked', at: null, carrier: a.carrier });
    placeSurvivorsOrLose(d, unit.id, at, otherTeam(unit.team));
  }
  return false;
}
