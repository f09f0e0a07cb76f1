// Resolving one model's attack, step by step: the model named (R6.6), the attack dice (R6.4),
// the defense dice (R6.5), damage or casualties (R6.6, R6.7, R6.9), random strikes for Blast and
// Indirect Fire (R8.2, R8.3), Suppressive Fire (R8.5) and the Versatile Warmachine reroll
// (R8.6). The attack in progress is the innermost continuation (state.resume, resume.ts runs
// it): a decision in the middle (naming a model, a reroll) suspends it, the answer changes it,
// and resume.ts goes on with it.
import { attackDiceFor, countSuccesses, flameBonus, type AttackDice, type DiceSource } from '../rules/attackDice';
import { countSaves, defenseDiceFor } from '../rules/defenseDice';
import {
  damageModel,
  infantryCasualties,
  infantryModelsLost,
  killInfantry,
  loseMoveSpeed,
  measureStrike,
  moverSpeed,
} from './damage';
import { emit, updateUnit, type Draft } from '../derived/draft';
import type { AttackEvent, StrikeReport } from '../core/events';
import { hexEquals } from '../core/hex';
import type { AttackInProgress, AttackSpec, ProfileChoice, Strike } from '../core/pending';
import { rollDice } from '../core/rng';
import type { GameState, Model, Unit } from '../core/state';
import { attackingModel, isFlamethrowerAttack, rangeAbilities } from '../rules/targeting';
import { rangeBand } from '../rules/range';
import { namingChoices, suppressibleBy } from '../rules/attacking';
import { defOf, isAircraftUnit, isInfantryUnit, modelById, modelHasAbility } from '../derived/unitRules';
import { unitsOf } from '../derived/roster';

function pushPending(d: Draft, p: GameState['pending'][number]): void {
  d.state.pending = [...d.state.pending, p];
}

/** The attack being resolved: the innermost continuation, when it is an attack. */
function attackInProgress(state: GameState): AttackInProgress | null {
  const top = state.resume[state.resume.length - 1];
  return top?.kind === 'attack' ? top.attack : null;
}

/** Replaces the attack being resolved (the innermost continuation) by its next state. */
function setAttack(d: Draft, attack: AttackInProgress): void {
  d.state.resume = [...d.state.resume.slice(0, -1), { kind: 'attack', attack }];
}

/**
 * Starts an attack checked by planAttack, as the innermost continuation; resume.ts then runs it
 * (proceedAttack). `named` is the model the attacker names (Crack Shot); otherwise the target's
 * owner names it when its models differ.
 */
export function beginAttack(d: Draft, spec: AttackSpec, named: number | null): void {
  const attacker = d.state.units[spec.unit];
  const model = modelById(attacker, spec.model)!;
  const atk: AttackInProgress = {
    spec,
    strikes: [],
    rolls: [],
    reports: [],
    suppressive: modelHasAbility(d.state, attacker, model, 'suppressiveFire'),
  };
  d.state.resume = [...d.state.resume, { kind: 'attack', attack: atk }];
  if (spec.random) {
    atk.strikes = randomStrikes(d, spec);
  } else {
    const target = d.state.units[spec.target];
    const choices = namingChoices(target);
    const pick = named ?? (choices.length === 1 ? choices[0] : null);
    if (pick === null) {
      pushPending(d, { kind: 'nameModel', team: target.team, unit: target.id, choices, reason: 'target' });
      return;
    }
    atk.strikes = [newStrike(target.id, pick, spec.profile)];
  }
}

function newStrike(unit: string, model: number, profile: ProfileChoice): Strike {
  return { unit, model, profile, attack: null, defenseDice: null, rerollOffered: false, resolved: false };
}

/** The target's owner named the model (R6.6), or named an extra casualty (index "Flamethrower"). */
export function answerNameModel(d: Draft, model: number): void {
  const top = d.state.pending[d.state.pending.length - 1];
  if (top?.kind !== 'nameModel') return;
  d.state.pending = d.state.pending.slice(0, -1);
  const atk = attackInProgress(d.state)!;
  if (top.reason === 'target') {
    setAttack(d, { ...atk, strikes: [newStrike(top.unit, model, atk.spec.profile)] });
  } else {
    const speedBefore = moverSpeed(d.state);
    killInfantry(d, atk.spec, top.unit, model);
    loseMoveSpeed(d, speedBefore);
  }
}

/** R8.6: the owner rerolls die `index` of the pending set, or keeps it (null). */
export function answerAttackReroll(d: Draft, die: number | null): void {
  const top = d.state.pending[d.state.pending.length - 1];
  if (top?.kind !== 'reroll' || top.roll === 'movement') return;
  d.state.pending = d.state.pending.slice(0, -1);
  const atk = attackInProgress(d.state)!;
  if (die !== null) {
    const face = d.dice.d6();
    if (top.roll === 'attack') {
      const rolls = atk.rolls.map((r, i) => {
        if (i !== top.index) return r;
        const dice = [...r.dice];
        const from = dice[die];
        dice[die] = face;
        return { ...r, dice, reroll: { index: die, from, to: face } };
      });
      setAttack(d, { ...atk, rolls });
    } else {
      const strikes = atk.strikes.map((s, i) => {
        if (i !== top.index || !s.defenseDice) return s;
        const dice = [...s.defenseDice];
        const from = dice[die];
        dice[die] = face;
        return { ...s, defenseDice: dice, reroll: { index: die, from, to: face } };
      });
      setAttack(d, { ...atk, strikes });
    }
  }
}

/**
 * R8.2, R8.3: the units a random strike may pick: every unit in the target hex, friend or foe,
 * with models (never Aircraft; embarked units are not in the hex). R5.7: a mover fired at in the
 * hex it has just left is taken to be there, so it is among them.
 */
export function randomStrikeUnits(state: GameState, spec: AttackSpec): Unit[] {
  const inHex = (u: Unit) =>
    u.status === 'map' &&
    u.at !== null &&
    (hexEquals(u.at, spec.targetAt) || (spec.context === 'defensiveFire' && u.id === spec.target));
  return unitsOf(state).filter((u) => inHex(u) && !isAircraftUnit(state, u) && u.models.length > 0);
}

/** R8.2: Blast strikes twice, Indirect Fire once; a hex with fewer models gets fewer strikes. */
export function randomStrikeCount(spec: AttackSpec, models: number): number {
  return Math.min(spec.random === 'blast' ? 2 : 1, models);
}

/** R8.2, R8.3: a struck unit takes the profile for its type: Infantry dice for Infantry, else Vehicle dice. */
export function strikeProfile(state: GameState, unit: Unit): ProfileChoice {
  return isInfantryUnit(state, unit) ? 'infantry' : 'vehicle';
}

/**
 * R8.2 Blast: two strikes, each on a random unit of the target hex (friend or foe; never Aircraft
 * or embarked units) and a random model of it, a model struck already being picked again; a hex
 * with one model gets one strike. R8.3 Indirect Fire: one such strike.
 */
function randomStrikes(d: Draft, spec: AttackSpec): Strike[] {
  const units = randomStrikeUnits(d.state, spec);
  const wanted = randomStrikeCount(
    spec,
    units.reduce((n, u) => n + u.models.length, 0),
  );
  const strikes: Strike[] = [];
  while (strikes.length < wanted) {
    const unit = units[d.dice.pick(units.length)];
    const model = unit.models[d.dice.pick(unit.models.length)];
    if (strikes.some((s) => s.unit === unit.id && s.model === model.id)) continue;
    strikes.push(newStrike(unit.id, model.id, strikeProfile(d.state, unit)));
  }
  return strikes;
}

/** Index "Flamethrower": the attack is made with a flamethrower (the model's own, or a Hull or Auxiliary one). */
export function isFlameAttack(state: GameState, spec: AttackSpec): boolean {
  return isFlamethrowerAttack(state, state.units[spec.unit], attackingModel(state, spec), spec.weapon);
}

/** R8.6: the attacking model has Versatile Warmachine (its owner may reroll one die of each attack roll). */
export function attackRerollAllowed(state: GameState, spec: AttackSpec): boolean {
  const attacker = state.units[spec.unit];
  const model = modelById(attacker, spec.model);
  return !!model && modelHasAbility(state, attacker, model, 'versatileWarmachine');
}

/** R8.6: the struck model has Versatile Warmachine (its owner may reroll one of its defense dice). */
export function defenseRerollAllowed(state: GameState, struck: Unit, model: Model): boolean {
  return modelHasAbility(state, struck, model, 'versatileWarmachine');
}

/**
 * Runs the attack being resolved on from where it stands until it is done (it then leaves the
 * continuation) or needs a decision. Called by resume.ts only, with no decision pending.
 */
export function proceedAttack(d: Draft): void {
  let atk = attackInProgress(d.state);
  if (!atk) return;
  const { spec } = atk;
  const state = d.state;
  const attacker = state.units[spec.unit];
  const flame = isFlameAttack(state, spec);

  // The attack dice: once per profile the strikes need (R8.2), their count and modifiers fixed now.
  atk = rollAttackDice(d, atk, flame);
  setAttack(d, atk);
  // R8.6: the attacker may reroll one die of each set.
  if (attackRerollAllowed(state, spec)) {
    const i = atk.rolls.findIndex((r) => !r.rerollOffered && r.dice.length > 0);
    if (i >= 0) {
      setAttack(d, { ...atk, rolls: atk.rolls.map((r, k) => (k === i ? { ...r, rerollOffered: true } : r)) });
      pushPending(d, {
        kind: 'reroll',
        team: attacker.team,
        unit: attacker.id,
        model: spec.model,
        roll: 'attack',
        index: i,
        dice: atk.rolls[i].dice,
      });
      return;
    }
  }

  const insertAt = d.events.length;
  for (let i = 0; i < atk.strikes.length; i++) {
    atk = attackInProgress(d.state)!;
    const strike = atk.strikes[i];
    if (strike.resolved) continue;
    const struck = d.state.units[strike.unit];
    const model = modelById(struck, strike.model);
    if (!model || struck.status !== 'map') {
      markResolved(d, i, null);
      continue;
    }
    if (strike.attack!.count === 0) {
      markResolved(d, i, dicelessStrike(d.state, spec, strike, struck, model));
      continue;
    }
    if (!strike.defenseDice) {
      const def = defenseDiceFor(d.state, spec, struck, model);
      const rolled = rollDice(d.dice, def.count);
      atk = { ...atk, strikes: atk.strikes.map((s, k) => (k === i ? { ...s, defenseDice: rolled } : s)) };
      setAttack(d, atk);
      if (rolled.length > 0 && defenseRerollAllowed(d.state, struck, model) && !strike.rerollOffered) {
        setAttack(d, { ...atk, strikes: atk.strikes.map((s, k) => (k === i ? { ...s, rerollOffered: true } : s)) });
        pushPending(d, {
          kind: 'reroll',
          team: struck.team,
          unit: struck.id,
          model: model.id,
          roll: 'defense',
          index: i,
          dice: rolled,
        });
        return;
      }
    }
    // What the strike costs the unit under way, its own models or a Commander's Tally-Ho!, comes off its move (R5.7d, R7.2).
    const speedBefore = moverSpeed(d.state);
    const report = resolveStrike(d, spec, attackInProgress(d.state)!.strikes[i], struck, model);
    loseMoveSpeed(d, speedBefore);
    markResolved(d, i, report);
    // An extra casualty to name, or survivors of a destroyed Transport to place (R6.6, R8.7).
    if (d.state.pending.length > 0) return;
  }
  finishAttack(d, insertAt);
}

/**
 * R6.4, R8.2: rolls the attack dice once per profile the strikes need. Every strike's dice (count,
 * modifiers, how successes count against its unit) are fixed here, before any strike resolves,
 * and kept with it: a strike's result never changes the dice of the next (R8.12 Command Ruthless
 * reads each struck unit as it was when the dice were rolled).
 */
function rollAttackDice(d: Draft, atk: AttackInProgress, flame: boolean): AttackInProgress {
  if (atk.strikes.every((s) => s.attack)) return atk;
  const state = d.state;
  const strikes = atk.strikes.map((s) =>
    s.attack ? s : { ...s, attack: attackDiceFor(state, atk.spec, s.profile, state.units[s.unit], flame) },
  );
  const rolls = [...atk.rolls];
  for (const strike of strikes) {
    if (rolls.some((r) => r.profile === strike.profile)) continue;
    rolls.push({ profile: strike.profile, dice: rollDice(d.dice, strike.attack!.count), rerollOffered: false });
  }
  return { ...atk, strikes, rolls };
}

function markResolved(d: Draft, i: number, report: StrikeReport | null): void {
  const atk = attackInProgress(d.state)!;
  setAttack(d, {
    ...atk,
    strikes: atk.strikes.map((s, k) => (k === i ? { ...s, resolved: true } : s)),
    reports: report ? [...atk.reports, report] : atk.reports,
  });
}

/**
 * R8.2, R8.3: a random strike on a unit whose profile has a "-" band at this range has no attack
 * dice: nothing is rolled for it (no defense dice, no reroll to offer) and it has no effect.
 */
function dicelessStrike(state: GameState, spec: AttackSpec, strike: Strike, struck: Unit, model: Model): StrikeReport {
  const measure = measureStrike(state, spec, struck, model, strike.profile);
  return {
    unit: struck.id,
    model: model.id,
    modelName: defOf(state, model).name,
    profile: strike.profile,
    against: measure.against,
    casualty: measure.casualty,
    defense: measure.defense,
    noAttackDice: true,
    successes: 0,
    defenseDice: [],
    defenseSources: [],
    saved: 0,
    remaining: 0,
    flameBonus: false,
    damage: 0,
    ignored: 0,
    result: 'none',
  };
}

/** R6.5-R6.7, R6.9: measures the strike and applies its result. */
function resolveStrike(d: Draft, spec: AttackSpec, strike: Strike, struck: Unit, model: Model): StrikeReport {
  const state = d.state;
  const atk = attackInProgress(state)!;
  const roll = atk.rolls.find((r) => r.profile === strike.profile)!;
  const dice = strike.attack!;
  const rollSources = rollDiceOf(atk, strike.profile).modifierSources;
  const successes = countSuccesses(roll.dice, dice);
  const flame = flameBonus(roll.dice, dice);
  const defenseDice = strike.defenseDice ?? [];
  const saved = countSaves(defenseDice);
  const remaining = Math.max(0, successes - saved);
  const measure = measureStrike(state, spec, struck, model, strike.profile);
  const base: Omit<StrikeReport, 'damage' | 'ignored' | 'result'> = {
    unit: struck.id,
    model: model.id,
    modelName: defOf(state, model).name,
    profile: strike.profile,
    // R8.12: a modifier that holds against this unit and not against the roll's first (Command Ruthless).
    ...(sameSources(dice.modifierSources, rollSources) ? {} : { modifierSources: dice.modifierSources }),
    against: measure.against,
    casualty: measure.casualty,
    defense: measure.defense,
    successes,
    defenseDice,
    defenseSources: defenseDiceFor(state, spec, struck, model).sources,
    ...(strike.reroll ? { defenseReroll: strike.reroll } : {}),
    saved,
    remaining,
    flameBonus: flame,
  };
  if (!measure.casualty) {
    const r = damageModel(d, spec, struck.id, model.id, measure, remaining, flame);
    return { ...base, ...r };
  }
  // R6.6: the named model is removed when the remaining successes reach its Defense; a
  // Flamethrower's three 6s inflict one more casualty (R6.6 "unless a rule says more").
  const casualties = infantryCasualties(remaining, measure.defense, flame);
  if (casualties === 0) return { ...base, damage: 0, ignored: 0, result: 'none' };
  const lost = infantryModelsLost(casualties, spec.random !== null, struck.models.length);
  killInfantry(d, spec, struck.id, model.id);
  if (lost > 1) {
    const after = d.state.units[struck.id];
    const choices = namingChoices(after);
    if (choices.length === 1) killInfantry(d, spec, struck.id, choices[0]);
    else pushPending(d, { kind: 'nameModel', team: after.team, unit: after.id, choices, reason: 'extraCasualty' });
  }
  // The report counts the models lost (the extra casualty needs another model to name).
  return { ...base, damage: lost, ignored: 0, result: 'modelLost' };
}

function sameSources(a: readonly DiceSource[], b: readonly DiceSource[]): boolean {
  return a.length === b.length && a.every((x, i) => x.label === b[i].label && x.n === b[i].n);
}

/** The dice of a roll as fixed when it was made: those of the first strike that reads it. */
function rollDiceOf(atk: AttackInProgress, profile: ProfileChoice): AttackDice {
  return atk.strikes.find((s) => s.profile === profile && s.attack)!.attack!;
}

/**
 * The units an attack attacked: the unit aimed at, or, for Blast and Indirect Fire, each unit a
 * random strike fell on (R8.2, R8.3: friend or foe), in the order struck.
 */
function unitsAttacked(atk: AttackInProgress): string[] {
  if (!atk.spec.random) return [atk.spec.target];
  return [...new Set(atk.strikes.map((s) => s.unit))];
}

/** R8.5: an Infantry unit attacked by Suppressive Fire, whatever the result; Bravery Enforcement ignores it. */
function suppress(d: Draft, unitId: string, by: string): void {
  const unit = d.state.units[unitId];
  if (!suppressibleBy(d.state, unit)) return;
  const speedBefore = moverSpeed(d.state);
  updateUnit(d, unitId, { suppressed: true });
  loseMoveSpeed(d, speedBefore);
  emit(d, { type: 'suppressed', unit: unitId, by });
}

/** Suppressive Fire, the log line; the attack leaves the continuation (resume.ts goes on with what it was part of). */
function finishAttack(d: Draft, insertAt: number): void {
  const atk = attackInProgress(d.state)!;
  const { spec } = atk;
  const event: AttackEvent = {
    type: 'attack',
    unit: spec.unit,
    model: spec.model,
    modelName: defOf(d.state, attackingModel(d.state, spec)).name,
    target: spec.target,
    weapon: spec.weapon,
    context: spec.context,
    random: spec.random,
    range: spec.range,
    // The band the dice were read at (R6.1), with the model's Extended or Limited Range: the log
    // names it. An attack made is within its model's range, so the band is never null.
    band: rangeBand(spec.range, rangeAbilities(d.state, d.state.units[spec.unit], attackingModel(d.state, spec)))!,
    // The log shows the dice as they were fixed when rolled (R6.4), never worked out again.
    rolls: atk.rolls.map((r) => {
      const dice = rollDiceOf(atk, r.profile);
      return {
        profile: r.profile,
        dice: r.dice,
        ...(r.reroll ? { reroll: r.reroll } : {}),
        countSources: dice.countSources,
        modifierSources: dice.modifierSources,
      };
    }),
    strikes: atk.reports,
  };
  d.events.splice(insertAt, 0, event);
  if (atk.suppressive) for (const id of unitsAttacked(atk)) suppress(d, id, spec.unit);
  d.state.resume = d.state.resume.slice(0, -1);
}
