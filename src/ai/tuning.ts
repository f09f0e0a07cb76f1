// Tuning the evaluation's weights by self-play (`npm run ai:tune`, scripts/aiTune.ts; docs/ai.md,
// "The evaluation and its tuned weights"): the normal player plays itself on seeded random
// armies, now and then trying one of its three best choices instead of its best (so the games
// differ and the positions cover more than one line of play); the features of the position
// (features.ts) are recorded at each new activation, and the game's final margin and result at
// its end. A least-squares fit of the OP still to come on the features (TD(1) for a linear
// evaluation) gives each feature's weight in OP; a logistic regression of the result on the
// evaluation gives the scale that reads it as a chance to win; games held out of the fit
// measure both. Every step is seeded and ordered, so a seed gives the same weights.
import seedrandom from 'seedrandom';
import { applyAction, legalActions, type GameState } from '../engine';
import { deciderOf } from './decider';
import { featuresOf, featureVector, scored } from './features';
import { choosable, scoreActions, type Scored } from './normal';
import { FEATURE_NAMES, SIGN, type FeatureWeights } from './weights';

/** One recorded position: team 0's features (ours less theirs), the OP it has scored more, and how the game ended for it. */
export interface Sample {
  x: number[];
  scored: number;
  /** Team 0's final margin in OP. */
  final: number;
  /** 1: team 0 won; 0: lost; 0.5: a draw. */
  y: number;
  game: number;
}

export interface SelfPlayOptions {
  seed: string;
  games: number;
  /** A new game for a seed (the tournament's random armies and battlefield). */
  newGame(seed: string): GameState;
  /** The chance that a decision takes one of normal's three best choices at random instead of the best. */
  explore: number;
  /** Called after each game, with the positions recorded so far. */
  onGame?(game: number, positions: number): void;
}

/** A game longer than this many actions is given up (a 200-point game takes about 500). */
const MAX_ACTIONS = 20000;

/** Normal's choice, or with chance `explore` one of its three best (ties kept in listed order). */
function pick(scoredActions: readonly Scored[], random: () => number, explore: number): Scored {
  const pool = choosable(scoredActions);
  if (pool.length > 1 && random() < explore) {
    const top = [...pool].sort((a, b) => b.score - a.score).slice(0, 3);
    return top[Math.floor(random() * top.length)];
  }
  let best = pool[0];
  for (const s of pool) if (s.score > best.score) best = s;
  return best;
}

/** Self-play games; each position at a new activation recorded with the game's result. */
export function selfPlay(options: SelfPlayOptions): Sample[] {
  const samples: Sample[] = [];
  for (let game = 0; game < options.games; game++) {
    const gameSeed = `${options.seed}-${game}`;
    const random = seedrandom(`${gameSeed}:explore`);
    let state = options.newGame(gameSeed);
    const positions: Omit<Sample, 'y' | 'final'>[] = [];
    for (let n = 0; state.phase !== 'ended'; n++) {
      if (n > MAX_ACTIONS) throw new Error(`${gameSeed}: no end after ${MAX_ACTIONS} actions`);
      const d = deciderOf(state)!;
      const legal = legalActions(state);
      if (d.kind === 'activate')
        positions.push({ x: featureVector(featuresOf(state, 0)), scored: scored(state, 0), game });
      const chosen =
        legal.length === 1 ? legal[0] : pick(scoreActions(state, d, legal), random, options.explore).action;
      const r = applyAction(state, chosen);
      if (!r.ok) throw new Error(`${gameSeed}: the normal player's action was refused: ${r.error.message}`);
      state = r.state;
    }
    const y = state.winner === 0 ? 1 : state.winner === 1 ? 0 : 0.5;
    const final = scored(state, 0);
    for (const p of positions) samples.push({ ...p, final, y });
    options.onGame?.(game, samples.length);
  }
  return samples;
}

/** An evaluation: the OP scored so far plus each weight times its feature (evaluation.ts), read as the final margin it expects. */
function evaluation(weights: FeatureWeights, s: Sample): number {
  let v = s.scored;
  FEATURE_NAMES.forEach((name, i) => {
    v += weights[name] * s.x[i];
  });
  return v;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export interface Figures {
  /** Root mean square error of the final margin expected, in OP. */
  rmse: number;
  /** Mean log-loss (natural log) of the result, the evaluation read as a chance to win through `scale`. */
  logLoss: number;
  /** The share of the decided games' positions whose evaluation has the winner's sign. */
  accuracy: number;
}

/** How well `weights` (with `scale`, logit per OP) foretell the samples' results. */
export function measure(weights: FeatureWeights, scale: number, samples: readonly Sample[]): Figures {
  let loss = 0;
  let sq = 0;
  let right = 0;
  let decided = 0;
  for (const s of samples) {
    const v = evaluation(weights, s);
    sq += (v - s.final) ** 2;
    const p = Math.min(1 - 1e-12, Math.max(1e-12, sigmoid(scale * v)));
    loss -= s.y * Math.log(p) + (1 - s.y) * Math.log(1 - p);
    if (s.y !== 0.5) {
      decided++;
      if (v > 0 === (s.y === 1)) right++;
    }
  }
  const n = Math.max(1, samples.length);
  return { rmse: Math.sqrt(sq / n), logLoss: loss / n, accuracy: decided > 0 ? right / decided : 0 };
}

export interface FitOptions {
  /** Ridge penalty pulling each weight toward its hand-set value (`prior`), per position and OP squared. */
  l2: number;
  prior: FeatureWeights;
  /** Passes of coordinate descent. */
  sweeps: number;
}

/**
 * The weights that best foretell the OP still to come (the final margin less the OP scored):
 * least squares, which is TD(1) (the Monte Carlo target) for a linear evaluation, by exact
 * coordinate descent, each weight held to its sign (weights.ts SIGN) and pulled a little toward
 * its hand-set value, so a feature the games barely vary keeps it. Deterministic.
 */
export function fitWeights(samples: readonly Sample[], options: FitOptions): FeatureWeights {
  const k = FEATURE_NAMES.length;
  const n = Math.max(1, samples.length);
  const w = FEATURE_NAMES.map((name) => options.prior[name]);
  const prior = [...w];
  // Residuals of the OP to come.
  const r = samples.map((s) => s.final - s.scored - s.x.reduce((acc, x, j) => acc + w[j] * x, 0));
  const norm = FEATURE_NAMES.map((_, j) => samples.reduce((acc, s) => acc + s.x[j] * s.x[j], 0) / n);
  for (let sweep = 0; sweep < options.sweeps; sweep++) {
    for (let j = 0; j < k; j++) {
      let dot = 0;
      for (let i = 0; i < samples.length; i++) dot += samples[i].x[j] * r[i];
      // The exact minimiser along weight j, then held to its sign.
      let next = (dot / n + norm[j] * w[j] + options.l2 * prior[j]) / (norm[j] + options.l2 + 1e-12);
      if (next * SIGN[FEATURE_NAMES[j]] < 0) next = 0;
      const step = next - w[j];
      if (step === 0) continue;
      w[j] = next;
      for (let i = 0; i < samples.length; i++) r[i] -= step * samples[i].x[j];
    }
  }
  return Object.fromEntries(FEATURE_NAMES.map((name, j) => [name, w[j]])) as FeatureWeights;
}

/** The logit per OP that best reads an evaluation as a chance to win (a one-coefficient logistic regression, lightly held). */
export function fitScale(weights: FeatureWeights, samples: readonly Sample[]): number {
  const v = samples.map((s) => evaluation(weights, s));
  const n = Math.max(1, samples.length);
  const l2 = 1e-3;
  let scale = 0;
  for (let it = 0; it < 100; it++) {
    let g = l2 * scale;
    let h = l2;
    samples.forEach((s, i) => {
      const p = sigmoid(scale * v[i]);
      g += ((p - s.y) * v[i]) / n;
      h += (p * (1 - p) * v[i] * v[i]) / n;
    });
    scale -= g / h;
  }
  return Math.max(scale, 1e-9);
}

/** The positions of every `every`-th game (the 5th, 10th, ... with 5) are held out of the fit. */
export function splitByGame(samples: readonly Sample[], every: number): { train: Sample[]; heldOut: Sample[] } {
  const train: Sample[] = [];
  const heldOut: Sample[] = [];
  for (const s of samples) ((s.game + 1) % every === 0 ? heldOut : train).push(s);
  return { train, heldOut };
}
