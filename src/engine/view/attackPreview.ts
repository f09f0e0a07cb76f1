// Attack preview (docs/architecture.md, "Attack preview"): the exact chance of each outcome of one model's attack,
// worked out from the dice distributions (never sampled), with the numbers the engine will use.
// Legality and every number come from the functions that resolve the attack: checkAttack and
// planAttack (R4.3, R4.5, R6.1-R6.3, R6.6, R6.8, R6.9, R8.3), attackDiceFor, countSuccesses and
// flameBonus (R6.4, R8.12), defenseDiceFor and countSaves (R6.5), measureStrike, strikeDamage,
// infantryCasualties and infantryModelsLost (R6.6, R6.7, R6.9), and combat.ts's random strikes
// (R8.2, R8.3) and Versatile Warmachine checks (R8.6).
//
// The math. A roll's faces are pooled into classes that score alike against every strike that
// reads the roll (countSuccesses of the one face) and are or are not a 6 (Tank Destroyer,
// Flamethrower). The roll is then a multinomial over those classes (at most five), enumerated
// exactly; a defense roll is binomial with the chance of a save (faces 4-6, R6.5).
//
// Readings (the rule book leaves these to the players):
// - R8.6 Versatile Warmachine is played as the obvious policy: the attacker rerolls one attack die
//   that scores nothing against any strike, if there is one (such a die can only get better); he
//   never rerolls a success. With a Flamethrower against Infantry a player might trade a 4 or 5 for
//   a chance at the third 6 (index "Flamethrower"); the preview does not model that gamble. The
//   defender rerolls one failed defense die, if there is one.
// - R6.6: the owner names the model after seeing the preview, so the preview gives one
//   distribution per kind of model he may name (namingChoices); a Crack Shot with no model named
//   yet gets the same list (he names it).
// - R8.2 Blast: one roll per profile is shared by both strikes, so their results are correlated;
//   the preview conditions on the roll exactly. Strikes resolve in order: the attack dice of both
//   (count, modifiers: Command Ruthless) are fixed when the rolls are made, before either strike;
//   the second strike's defense dice and D are read from the game as the first left it (a Vehicle
//   destroyed takes away the Infantry's "Vehicle in the hex" die), as in the engine. Each struck
//   model's numbers are shown as for the first strike.
import { checkAttack, namingChoices } from '../rules/attacking';
import { attackDiceFor, countSuccesses, flameBonus, type AttackDice } from '../rules/attackDice';
import {
  attackRerollAllowed,
  defenseRerollAllowed,
  isFlameAttack,
  randomStrikeCount,
  randomStrikeUnits,
  strikeProfile,
} from '../resolve/combat';
import {
  infantryCasualties,
  infantryModelsLost,
  measureStrike,
  strikeDamage,
  type StrikeMeasure,
} from '../resolve/damage';
import { countSaves, defenseDiceFor, type DefenseDice } from '../rules/defenseDice';
import { refuse } from '../core/errors';
import { ok, type Result } from '../core/result';
import type { StrikeReport } from '../core/events';
import type { Hex } from '../core/hex';
import type { AttackSpec, ProfileChoice } from '../core/pending';
import { rangeBand, type Band } from '../rules/range';
import type { GameState, Model, TeamId, Unit } from '../core/state';
import { planAttack, rangeAbilities, type AttackRequest } from '../rules/targeting';
import { defOf, heavyArmorLeft, modelById, unitName } from '../derived/unitRules';

/** Where the attack is made: in an activation (the default), or as Defensive Fire at a mover taken to be at `targetAt` (R5.7). */
export type PreviewContext = { context: 'activation' } | { context: 'defensiveFire'; targetAt: Hex };

/** The attack action's fields: `targetModel` is the model a Crack Shot names (R6.6). */
export interface AttackPreviewRequest extends AttackRequest {
  targetModel?: number;
}

export type OutcomeResult = 'none' | 'modelLost' | 'damaged' | 'destroyed';

export interface OutcomeChance {
  /** 'none': no casualty and no damage taken (Heavy Armor may have ignored some). */
  result: OutcomeResult;
  /** Models lost (1, or 2 with a Flamethrower's extra casualty), or damage taken after Heavy Armor; 0 otherwise. */
  count: number;
  p: number;
}

export interface StrikeOdds {
  /** 'none' first, then models lost or damage taken by count, 'destroyed' last; only outcomes that can happen (and 'none'). */
  outcomes: OutcomeChance[];
  /** Expected attack successes left after the defense dice (R6.5). */
  expectedRemaining: number;
  /** The chance of a casualty or of damage taken (1 - P(none)). */
  pEffect: number;
}

/** The numbers of a strike on one model, as the engine will use them. */
export interface StrikeNumbers extends Pick<StrikeReport, 'unit' | 'model' | 'modelName' | 'profile'> {
  /** R6.4: the attack dice, with the lowest face that succeeds (null: none does) and the R8.6 reroll. */
  attack: AttackDice & { successOn: number | null; reroll: boolean };
  /** R6.5: the defense dice, the face that saves, and the R8.6 reroll. */
  defense: DefenseDice & { saveOn: number; reroll: boolean };
  /** R6.6, R6.7, R6.9, index "Unarmored": what the remaining successes are measured against, and its value D. */
  against: 'front' | 'rear' | 'speed' | 'soft' | 'defense';
  value: number;
  /** Infantry (not artillery): a model is lost rather than damaged (R6.6). */
  casualty: boolean;
  /** Index "Heavy Armor #": damage still to be ignored this game. */
  heavyArmorLeft: number;
}

export interface StrikePreview extends StrikeNumbers {
  odds: StrikeOdds;
}

/** A model a random strike may hit: the chance it is struck, and its odds when it is. */
export interface StruckModelPreview extends StrikePreview {
  team: TeamId;
  pStruck: number;
}

/** What a random attack may do to a unit of the target hex (any of its models, either strike). */
export interface UnitRisk {
  unit: string;
  team: TeamId;
  name: string;
  pStruck: number;
  /** A model removed: an Infantry casualty or a model destroyed. */
  pModelLost: number;
  /** A model damaged and still standing. */
  pDamaged: number;
  /** Either of them. */
  pEffect: number;
}

export interface RandomStrikesPreview {
  kind: 'blast' | 'indirect';
  /** How many strikes are made (R8.2: 2 for Blast, 1 in a hex with one model; R8.3: 1). */
  strikes: number;
  models: StruckModelPreview[];
  units: UnitRisk[];
}

export interface AttackPreview {
  spec: AttackSpec;
  attackerName: string;
  /** R6.1: the range band the attack is made at. */
  band: Band;
  /** R6.6: who names the model attacked: the attacker (Crack Shot), the owner, or nobody (one kind, or random). */
  namedBy: 'attacker' | 'owner' | null;
  /** A named target: one preview per model that may be named (one when it is already named). Empty for random strikes. */
  named: StrikePreview[];
  /** Blast and Indirect Fire (R8.2, R8.3). */
  random: RandomStrikesPreview | null;
}

/**
 * The exact odds of one model's attack, or the RuleError the engine would give for it (refused). In an
 * activation the request is checked as the `attack` action is; for Defensive Fire as a volley's
 * model is (planAttack at the hex the mover is taken to be in).
 */
export function previewAttack(
  state: GameState,
  request: AttackPreviewRequest,
  context: PreviewContext = { context: 'activation' },
): Result<AttackPreview> {
  const checked = plan(state, request, context);
  if (!checked.ok) return checked;
  const planned = checked.value;
  const { spec } = planned;
  const attacker = state.units[spec.unit];
  const attackerModel = modelById(attacker, spec.model)!;
  const band = rangeBand(spec.range, rangeAbilities(state, attacker, attackerModel))!;
  const base = { spec, attackerName: defOf(state, attackerModel).name, band };
  const calc = new Calc(state, spec);
  if (spec.random) return ok({ ...base, namedBy: null, named: [], random: calc.random(spec.random) });
  const target = state.units[spec.target];
  const choices = planned.named !== null ? [planned.named] : namingChoices(target);
  const namedBy = planned.byAttacker ? 'attacker' : choices.length > 1 ? 'owner' : null;
  const named = choices.map((id) => {
    const params = calc.params(state, target.id, id);
    const { dist, expectedRemaining } = calc.single(params);
    return strikePreview(params, dist, expectedRemaining);
  });
  return ok({ ...base, namedBy, named, random: null });
}

/** The checked spec, the model named (Crack Shot), and whether the attacker names it. */
function plan(
  state: GameState,
  req: AttackPreviewRequest,
  ctx: PreviewContext,
): Result<{ spec: AttackSpec; named: number | null; byAttacker: boolean }> {
  if (ctx.context === 'defensiveFire') {
    // R5.7: Crack Shots make no Defensive Fire, so the owner names the model (R6.6).
    if (req.targetModel !== undefined)
      return refuse('NAME_MODEL', 'R6.6', "In Defensive Fire the target's owner names the model attacked");
    const spec = planAttack(state, req, 'defensiveFire', ctx.targetAt);
    return spec.ok ? ok({ spec: spec.value, named: null, byAttacker: false }) : spec;
  }
  const action = { type: 'attack' as const, ...req };
  const checked = checkAttack(state, action);
  if (checked.ok)
    return ok({ spec: checked.value.spec, named: checked.value.named, byAttacker: checked.value.named !== null });
  // R6.6: a Crack Shot must name the model; before he has, preview each model he may name.
  if (checked.error.code === 'NAME_MODEL' && req.targetModel === undefined) {
    const retry = checkAttack(state, { ...action, targetModel: namingChoices(state.units[req.target])[0] });
    if (retry.ok) return ok({ spec: retry.value.spec, named: null, byAttacker: true });
  }
  return checked;
}

// ---- outcomes ------------------------------------------------------------------------------

/** Outcome codes: 0 none, 1 and 2 models lost, 3 destroyed, 3 + k damaged with k damage taken. */
const DESTROYED = 3;
const isLost = (code: number) => code >= 1 && code <= DESTROYED;
const isDamaged = (code: number) => code > DESTROYED;

function toOdds(dist: number[], expectedRemaining: number): StrikeOdds {
  const outcomes: OutcomeChance[] = [{ result: 'none', count: 0, p: dist[0] }];
  let pEffect = 0;
  for (let code = 1; code < dist.length; code++) {
    if (code === DESTROYED || !(dist[code] > 0)) continue;
    outcomes.push(
      isLost(code)
        ? { result: 'modelLost', count: code, p: dist[code] }
        : { result: 'damaged', count: code - DESTROYED, p: dist[code] },
    );
    pEffect += dist[code];
  }
  if (dist[DESTROYED] > 0) {
    outcomes.push({ result: 'destroyed', count: 0, p: dist[DESTROYED] });
    pEffect += dist[DESTROYED];
  }
  return { outcomes, expectedRemaining, pEffect };
}

function strikePreview(p: StrikeParams, dist: number[], expectedRemaining: number): StrikePreview {
  const successOn = FACES.find((f) => p.scorer.pts[f - 1] > 0) ?? null;
  return {
    unit: p.unit.id,
    model: p.model.id,
    modelName: p.name,
    profile: p.profile,
    attack: { ...p.dice, successOn, reroll: p.attackReroll },
    defense: { ...p.defense, saveOn: FACES.find((f) => countSaves([f]) > 0)!, reroll: p.defenseReroll },
    against: p.measure.against ?? 'defense',
    value: p.measure.defense,
    casualty: p.measure.casualty,
    heavyArmorLeft: p.heavyArmorLeft,
    odds: toOdds(dist, expectedRemaining),
  };
}

// ---- dice ----------------------------------------------------------------------------------

const FACES = [1, 2, 3, 4, 5, 6] as const;

/** How one attack's dice score against one strike: per face (countSuccesses is additive), and the Flamethrower per count of 6s (0-3). */
interface Scorer {
  dice: AttackDice;
  pts: number[];
  flameAt: boolean[];
}

function scorerOf(dice: AttackDice): Scorer {
  return {
    dice,
    pts: FACES.map((f) => countSuccesses([f], dice)),
    flameAt: [0, 1, 2, 3].map((k) => flameBonus(new Array<number>(k).fill(6), dice)),
  };
}

/**
 * One roll of n dice as a distribution over compositions: how many dice fell in each class of
 * faces (faces that score alike against every scorer reading the roll, 6 always apart).
 */
interface Roll {
  n: number;
  k: number;
  /** The faces of each class. */
  classes: number[][];
  /** The class of face 6. */
  six: number;
  /** Compositions, k counts each, flattened; and the chance of each (after the R8.6 reroll). */
  comps: Int32Array;
  p: Float64Array;
  /** pointsOf by scorer, once asked. */
  byScorer: Map<string, [Float64Array, Float64Array]>;
}

const compositionCache = new Map<string, { comps: Int32Array; index: Map<number, number> }>();

/** Every way to put n dice in k classes, with an index by key (counts in base n + 1). */
function compositions(n: number, k: number) {
  const key = `${n}/${k}`;
  let c = compositionCache.get(key);
  if (!c) {
    const out: number[] = [];
    const cur = new Array<number>(k).fill(0);
    const fill = (i: number, left: number) => {
      if (i === k - 1) {
        cur[i] = left;
        out.push(...cur);
        return;
      }
      for (let x = left; x >= 0; x--) {
        cur[i] = x;
        fill(i + 1, left - x);
      }
    };
    fill(0, n);
    const comps = Int32Array.from(out);
    const index = new Map<number, number>();
    for (let i = 0; i * k < comps.length; i++) index.set(compKey(comps, i, k, n), i);
    c = { comps, index };
    compositionCache.set(key, c);
  }
  return c;
}

function compKey(comps: Int32Array, i: number, k: number, n: number): number {
  let key = 0;
  for (let j = k - 1; j >= 0; j--) key = key * (n + 1) + comps[i * k + j];
  return key;
}

const factorials: number[] = [1];
function factorial(n: number): number {
  for (let i = factorials.length; i <= n; i++) factorials[i] = factorials[i - 1] * i;
  return factorials[n];
}

/**
 * R6.4 and R8.6: the roll of `n` dice read by these scorers, with the attacker's reroll of one die
 * that scores nothing for any of them (and is not a 6) when he has Versatile Warmachine.
 */
function makeRoll(n: number, scorers: Scorer[], reroll: boolean): Roll {
  const bySignature = new Map<string, number[]>();
  for (const f of FACES) {
    const sig = `${scorers.map((s) => s.pts[f - 1]).join(',')}${f === 6 ? '|6' : ''}`;
    const faces = bySignature.get(sig);
    if (faces) faces.push(f);
    else bySignature.set(sig, [f]);
  }
  const classes = [...bySignature.values()];
  const k = classes.length;
  const six = classes.findIndex((c) => c.includes(6));
  const chance = classes.map((c) => c.length / 6);
  const { comps, index } = compositions(n, k);
  const count = comps.length / k;
  let p = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    let q = factorial(n);
    for (let j = 0; j < k; j++) {
      const c = comps[i * k + j];
      q *= chance[j] ** c / factorial(c);
    }
    p[i] = q;
  }
  const dud = classes.findIndex((c) => !c.includes(6) && scorers.every((s) => s.pts[c[0] - 1] === 0));
  if (reroll && dud >= 0 && n > 0) {
    // One die of the scoreless class is rolled again: it lands in each class with its chance.
    const next = new Float64Array(count);
    const step = (n + 1) ** dud;
    for (let i = 0; i < count; i++) {
      if (p[i] === 0) continue;
      if (comps[i * k + dud] === 0) {
        next[i] += p[i];
        continue;
      }
      const key = compKey(comps, i, k, n) - step;
      for (let j = 0; j < k; j++) next[index.get(key + (n + 1) ** j)!] += p[i] * chance[j];
    }
    p = next;
  }
  return { n, k, classes, six, comps, p, byScorer: new Map() };
}

/** The chance of each (points, Flamethrower bonus) of a roll for a scorer: [no bonus, bonus] by points. */
function pointsOf(roll: Roll, scorer: Scorer): [Float64Array, Float64Array] {
  const max = roll.n * Math.max(0, ...scorer.pts);
  const out: [Float64Array, Float64Array] = [new Float64Array(max + 1), new Float64Array(max + 1)];
  roll.p.forEach((p, i) => {
    if (p > 0) out[compFlame(roll, scorer, i) ? 1 : 0][compPoints(roll, scorer, i)] += p;
  });
  return out;
}

/** R6.4: what composition `i` of a roll scores for a scorer (countSuccesses adds up die by die). */
function compPoints(roll: Roll, scorer: Scorer, i: number): number {
  let pts = 0;
  for (let j = 0; j < roll.k; j++) pts += roll.comps[i * roll.k + j] * scorer.pts[roll.classes[j][0] - 1];
  return pts;
}

/** Index "Flamethrower": whether composition `i` of a roll earns the bonus (three 6s or more). */
function compFlame(roll: Roll, scorer: Scorer, i: number): boolean {
  return scorer.flameAt[Math.min(3, roll.six >= 0 ? roll.comps[i * roll.k + roll.six] : 0)];
}

/** savesDist by (count, reroll): a few dozen at most (defense dice are few), never changed once made. */
const SAVES = new Map<number, Float64Array>();

/** R6.5 and R8.6: the chance of each number of saves, with the defender's reroll of one failed die. */
function savesDist(count: number, reroll: boolean): Float64Array {
  const key = count * 2 + (reroll ? 1 : 0);
  let dist = SAVES.get(key);
  if (!dist) {
    dist = savesDistOf(count, reroll);
    SAVES.set(key, dist);
  }
  return dist;
}

function savesDistOf(count: number, reroll: boolean): Float64Array {
  const q = FACES.filter((f) => countSaves([f]) > 0).length / 6;
  let dist: Float64Array = new Float64Array(count + 1);
  dist[0] = 1;
  for (let i = 0; i < count; i++) dist = withDie(dist, q, () => true);
  // A roll with fewer saves than dice has a failed die to roll again.
  return reroll ? withDie(dist, q, (saves) => saves < count) : dist;
}

/** A distribution of saves after one more die (a save with chance q) for the states `rolls` picks. */
function withDie(dist: Float64Array, q: number, rolls: (saves: number) => boolean): Float64Array {
  const next = new Float64Array(dist.length);
  dist.forEach((p, saves) => {
    if (p === 0) return;
    if (!rolls(saves)) next[saves] += p;
    else {
      next[saves] += p * (1 - q);
      next[saves + 1] += p * q;
    }
  });
  return next;
}

// ---- strikes -------------------------------------------------------------------------------

/** Everything about a strike on one model in one game state. */
interface StrikeParams {
  unit: Unit;
  model: Model;
  name: string;
  profile: ProfileChoice;
  dice: AttackDice;
  scorer: Scorer;
  attackReroll: boolean;
  defense: DefenseDice;
  defenseReroll: boolean;
  saves: Float64Array;
  measure: StrikeMeasure;
  heavyArmorLeft: number;
  /** Outcome code for (remaining successes, Flamethrower bonus), filled as needed, and the model afterwards (null: removed). */
  codes: [number[], number[]];
  after: Map<number, Model | null>;
  /** Outcome distributions by the points the attack scores (memo of atPoints). */
  byPoints: Map<number, { dist: number[]; expectedRemaining: number }>;
  random: boolean;
  state: GameState;
}

/**
 * Rolls by their dice, scorers and reroll (makeRoll is a pure function of them), with what each
 * scores (points): the same few rolls recur in every preview of a game and of an AI's playouts.
 * Never changed once made; cleared whole past a bound (a roll of 20 dice in five classes holds about
 * 85 kB of chances), so a long session or the server cannot grow it for ever.
 */
const ROLLS = new Map<string, Roll>();
const ROLLS_KEPT = 512;

class Calc {
  private readonly flame: boolean;

  constructor(
    private readonly state: GameState,
    private readonly spec: AttackSpec,
  ) {
    this.flame = isFlameAttack(state, spec);
  }

  /**
   * The strike's numbers in `state` (the game now, or as an earlier strike of the attack left it).
   * `dice`: the attack dice as fixed when the roll was made (R6.4), for a strike resolved after
   * another; otherwise read from `state`.
   */
  params(state: GameState, unitId: string, modelId: number, dice?: AttackDice): StrikeParams {
    const { spec } = this;
    const unit = state.units[unitId];
    const model = modelById(unit, modelId)!;
    const profile = spec.random ? strikeProfile(state, unit) : spec.profile;
    // A random strike may kill the attacking model itself (R8.2): its dice are read from its card.
    dice ??= attackDiceFor(state, spec, profile, unit, this.flame);
    // R8.2, R8.3: a strike with no attack dice ("-") rolls nothing, defense dice included.
    const defense: DefenseDice = dice.count > 0 ? defenseDiceFor(state, spec, unit, model) : { count: 0, sources: [] };
    const defenseReroll = defense.count > 0 && defenseRerollAllowed(state, unit, model);
    return {
      unit,
      model,
      name: defOf(state, model).name,
      profile,
      dice,
      scorer: scorerOf(dice),
      attackReroll: dice.count > 0 && attackRerollAllowed(this.state, spec),
      defense,
      defenseReroll,
      saves: savesDist(defense.count, defenseReroll),
      measure: measureStrike(state, spec, unit, model, profile),
      heavyArmorLeft: heavyArmorLeft(state, unit, model),
      codes: [[], []],
      after: new Map(),
      byPoints: new Map(),
      random: spec.random !== null,
      state,
    };
  }

  /** R6.6, R6.7, R6.9: what `remaining` successes (and the Flamethrower bonus) do to the struck model. */
  private code(p: StrikeParams, remaining: number, flame: boolean): number {
    const table = p.codes[flame ? 1 : 0];
    const known = table[remaining];
    if (known !== undefined) return known;
    let code: number;
    let after: Model | null;
    if (p.measure.casualty) {
      code = infantryModelsLost(
        infantryCasualties(remaining, p.measure.defense, flame),
        p.random,
        p.unit.models.length,
      );
      after = code > 0 ? null : p.model;
    } else {
      const r = strikeDamage(p.state, p.unit, p.model, p.measure, remaining, flame);
      code = r.destroyed ? DESTROYED : r.taken > 0 ? DESTROYED + r.taken : 0;
      after = r.destroyed ? null : r.model;
    }
    table[remaining] = code;
    if (code !== 0 && !p.after.has(code)) p.after.set(code, after);
    return code;
  }

  private roll(n: number, scorers: Scorer[], reroll: boolean): Roll {
    const key = `${n}|${reroll}|${scorers.map((s) => s.pts.join(',') + s.flameAt.join(',')).join(';')}`;
    let r = ROLLS.get(key);
    if (!r) {
      if (ROLLS.size >= ROLLS_KEPT) ROLLS.clear();
      r = makeRoll(n, scorers, reroll);
      ROLLS.set(key, r);
    }
    return r;
  }

  /** The chance of each (points, Flamethrower bonus) of a roll for a scorer: [no bonus, bonus] by points (kept with the roll). */
  private points(roll: Roll, scorer: Scorer): [Float64Array, Float64Array] {
    const key = scorer.pts.join(',') + scorer.flameAt.join(',');
    let known = roll.byScorer.get(key);
    if (!known) {
      known = pointsOf(roll, scorer);
      roll.byScorer.set(key, known);
    }
    return known;
  }

  /** One strike alone: its outcome distribution over its own roll and defense dice. */
  single(params: StrikeParams, roll?: Roll): { dist: number[]; expectedRemaining: number } {
    const r = roll ?? this.roll(params.dice.count, [params.scorer], params.attackReroll);
    return this.fromPoints(params, this.points(r, params.scorer));
  }

  /** Outcome distribution over a roll's (points, Flamethrower bonus) distribution. */
  private fromPoints(params: StrikeParams, byPts: [Float64Array, Float64Array]) {
    let dist: number[] = [];
    let expectedRemaining = 0;
    for (const flame of [false, true]) {
      const col = byPts[flame ? 1 : 0];
      for (let pts = 0; pts < col.length; pts++) {
        if (col[pts] === 0) continue;
        const at = this.atPoints(params, pts, flame);
        dist = addScaled(dist, at.dist, col[pts]);
        expectedRemaining += col[pts] * at.expectedRemaining;
      }
    }
    return { dist, expectedRemaining };
  }

  /** R6.5: the outcome distribution when the attack scores `pts` for this strike: over its defense dice. */
  private atPoints(params: StrikeParams, pts: number, flame: boolean): { dist: number[]; expectedRemaining: number } {
    const key = pts * 2 + (flame ? 1 : 0);
    const known = params.byPoints.get(key);
    if (known) return known;
    const dist: number[] = [];
    let expectedRemaining = 0;
    params.saves.forEach((q, s) => {
      if (q === 0) return;
      const remaining = Math.max(0, pts - s);
      const code = this.code(params, remaining, flame);
      dist[code] = (dist[code] ?? 0) + q;
      expectedRemaining += q * remaining;
    });
    const out = { dist: dense(dist), expectedRemaining };
    params.byPoints.set(key, out);
    return out;
  }

  /** R8.2, R8.3: the random strikes of Blast or Indirect Fire, every pick weighed as the engine makes it. */
  random(kind: 'blast' | 'indirect'): RandomStrikesPreview {
    const { state, spec } = this;
    const units = randomStrikeUnits(state, spec);
    const total = units.reduce((n, u) => n + u.models.length, 0);
    const strikes = randomStrikeCount(spec, total);
    // Models that are alike (card, damage, Heavy Armor used) are struck with the same odds.
    const kinds: { unit: Unit; models: Model[]; w: number; params: StrikeParams }[] = [];
    for (const unit of units) {
      const byKey = new Map<string, Model[]>();
      for (const m of unit.models) {
        const key = `${m.def}|${m.damage}|${m.softDamage ?? 0}|${m.armorIgnored ?? 0}`;
        const list = byKey.get(key);
        if (list) list.push(m);
        else byKey.set(key, [m]);
      }
      for (const models of byKey.values()) {
        kinds.push({
          unit,
          models,
          w: 1 / (units.length * unit.models.length),
          params: this.params(state, unit.id, models[0].id),
        });
      }
    }
    const struck = kinds.map(() => 0);
    const dists = kinds.map((): number[] => []);
    const remaining = kinds.map(() => 0);
    const risk = new Map(units.map((u) => [u.id, { struck: 0, lost: 0, damaged: 0, any: 0 }]));
    const add = (i: number, p: number, dist: number[], er: number) => {
      struck[i] += p;
      dists[i] = addScaled(dists[i], dist, p);
      remaining[i] += p * er;
    };

    if (strikes === 1) {
      kinds.forEach((kd, i) => {
        const p = kd.models.length * kd.w;
        const { dist, expectedRemaining } = this.single(kd.params);
        add(i, p, dist, expectedRemaining);
        const r = risk.get(kd.unit.id)!;
        r.struck += p;
        for (let c = 1; c < dist.length; c++) {
          r.lost += isLost(c) ? p * dist[c] : 0;
          r.damaged += isDamaged(c) ? p * dist[c] : 0;
          r.any += p * dist[c];
        }
      });
    } else {
      // Two strikes: the first on model i (chance w_i), the second on j != i (w_j / (1 - w_i)).
      kinds.forEach((a, ia) => {
        kinds.forEach((b, ib) => {
          const others = b.models.length - (ia === ib ? 1 : 0);
          if (others <= 0) return;
          const p = a.models.length * a.w * ((others * b.w) / (1 - a.w));
          // The second strike's model: one of its kind other than the first (the kind's second when the same).
          const pair = this.pair(a.params, b.params, b.models[ia === ib ? 1 : 0].id);
          add(ia, p, pair.first, pair.firstRemaining);
          add(ib, p, pair.second, pair.secondRemaining);
          const ra = risk.get(a.unit.id)!;
          const rb = risk.get(b.unit.id)!;
          ra.struck += p;
          if (rb !== ra) rb.struck += p;
          pair.joint.forEach((row, c1) => {
            row.forEach((q, c2) => {
              if (!(q > 0)) return;
              const pq = p * q;
              if (ra === rb) {
                ra.lost += isLost(c1) || isLost(c2) ? pq : 0;
                ra.damaged += isDamaged(c1) || isDamaged(c2) ? pq : 0;
                ra.any += c1 !== 0 || c2 !== 0 ? pq : 0;
              } else {
                ra.lost += isLost(c1) ? pq : 0;
                ra.damaged += isDamaged(c1) ? pq : 0;
                ra.any += c1 !== 0 ? pq : 0;
                rb.lost += isLost(c2) ? pq : 0;
                rb.damaged += isDamaged(c2) ? pq : 0;
                rb.any += c2 !== 0 ? pq : 0;
              }
            });
          });
        });
      });
    }

    const models: StruckModelPreview[] = [];
    kinds.forEach((kd, i) => {
      const given = struck[i] > 0 ? scale(dists[i], 1 / struck[i]) : dists[i];
      const preview = strikePreview(kd.params, given, struck[i] > 0 ? remaining[i] / struck[i] : 0);
      for (const m of kd.models) {
        models.push({ ...preview, model: m.id, team: kd.unit.team, pStruck: struck[i] / kd.models.length });
      }
    });
    return {
      kind,
      strikes,
      models,
      units: units.map((u) => {
        const r = risk.get(u.id)!;
        return {
          unit: u.id,
          team: u.team,
          name: unitName(state, u),
          pStruck: r.struck,
          pModelLost: r.lost,
          pDamaged: r.damaged,
          pEffect: r.any,
        };
      }),
    };
  }

  /**
   * R8.2: a first strike on `a` and a second on model `bModel` of `b`'s kind (`b`: its numbers in
   * the game as it is). The second strike's numbers are read from the game as the first left it;
   * when both take the same profile they share one roll.
   */
  private pair(a: StrikeParams, b: StrikeParams, bModel: number) {
    // The outcomes the first strike can have, and the second strike's numbers after each.
    const maxA = a.dice.count * Math.max(0, ...a.scorer.pts);
    for (let r = 0; r <= maxA; r++) {
      this.code(a, r, false);
      if (a.scorer.flameAt[3]) this.code(a, r, true);
    }
    const after = new Map<number, StrikeParams>([[0, b]]);
    for (const [code, model] of a.after) {
      // The attack dice were fixed before the first strike (R6.4): only defense and D change.
      after.set(code, this.params(afterStrike(a.state, a.unit.id, a.model.id, model), b.unit.id, bModel, b.dice));
    }
    const joint: number[][] = [];
    const first: number[] = [];
    let firstRemaining = 0;
    let secondRemaining = 0;
    const addJoint = (c1: number, dist: number[], p: number) => {
      joint[c1] = addScaled(joint[c1] ?? [], dist, p);
    };

    if (a.profile !== b.profile) {
      // Two rolls, made before either strike resolves (R8.2): independent.
      const one = this.single(a);
      one.dist.forEach((p, c1) => {
        if (!(p > 0)) return;
        first[c1] = p;
        const pb = after.get(c1)!;
        // The roll was made before the first strike: its dice and reroll are as the game stood.
        const two = this.single(pb, this.roll(b.dice.count, [b.scorer], b.attackReroll));
        addJoint(c1, two.dist, p);
        secondRemaining += p * two.expectedRemaining;
      });
      firstRemaining = one.expectedRemaining;
    } else {
      // One roll for both: condition on it, then each strike's defense dice are its own.
      const seconds = [...after.values()];
      const roll = this.roll(a.dice.count, [a.scorer, ...seconds.map((s) => s.scorer)], a.attackReroll);
      const { p } = roll;
      for (let i = 0; i < p.length; i++) {
        if (p[i] === 0) continue;
        const one = this.atPoints(a, compPoints(roll, a.scorer, i), compFlame(roll, a.scorer, i));
        firstRemaining += p[i] * one.expectedRemaining;
        one.dist.forEach((q, c1) => {
          if (!(q > 0)) return;
          first[c1] = (first[c1] ?? 0) + p[i] * q;
          const pb = after.get(c1)!;
          const two = this.atPoints(pb, compPoints(roll, pb.scorer, i), compFlame(roll, pb.scorer, i));
          addJoint(c1, two.dist, p[i] * q);
          secondRemaining += p[i] * q * two.expectedRemaining;
        });
      }
    }
    const second = joint.reduce<number[]>((acc, row) => addScaled(acc, row, 1), []);
    return { joint, first: dense(first), firstRemaining, second, secondRemaining };
  }
}

/**
 * The game as a strike left it, for the next strike of the same attack (R8.2): the struck model
 * changed, or removed (damage.ts removeModel: a unit left without models is destroyed).
 */
function afterStrike(state: GameState, unitId: string, modelId: number, model: Model | null): GameState {
  const unit = state.units[unitId];
  let next: Unit;
  if (model) next = { ...unit, models: unit.models.map((m) => (m.id === modelId ? model : m)) };
  else {
    const models = unit.models.filter((m) => m.id !== modelId);
    next = {
      ...unit,
      models,
      modelsLost: unit.modelsLost + 1,
      ...(models.length === 0 ? { status: 'destroyed' as const, at: null, carrier: null } : {}),
    };
  }
  return { ...state, units: { ...state.units, [unitId]: next } };
}

/** A distribution by outcome code with no holes (codes that cannot happen have 0). */
function dense(sparse: number[]): number[] {
  return Array.from({ length: Math.max(1, sparse.length) }, (_, i) => sparse[i] ?? 0);
}

/** acc += p * dist (acc grown to fit), returned. */
function addScaled(acc: number[], dist: number[], p: number): number[] {
  const out = acc;
  while (out.length < dist.length) out.push(0);
  for (let i = 0; i < dist.length; i++) out[i] += p * dist[i];
  return out;
}

function scale(dist: number[], f: number): number[] {
  return dist.map((p) => p * f);
}
