// The weights of the position evaluation (features.ts, evaluation.ts; docs/ai.md, "The evaluation
// and its tuned weights"), as data: src/ai/weights.json, written by `npm run ai:tune`
// (scripts/aiTune.ts) from self-play, read and checked here when the module loads. A weight is
// the OP one unit of its feature is worth, the OP already scored counting 1 (the scale of every
// score the players compare); `scale` turns an evaluation in OP into a chance to win (logit per
// OP), as the fit found it.
import raw from './weights.json' with { type: 'json' };

/** The evaluation's features, in the order of the weights file and the fit (features.ts says what each measures). */
export const FEATURE_NAMES = [
  'material',
  'markerHold',
  'markerReach',
  'shotMovement',
  'shotAssault',
  'threat',
  'sharing',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];

export type FeatureWeights = Record<FeatureName, number>;

/**
 * The sign each weight must have, by what its feature measures: more of a good thing is worth
 * more, more of a bad one less (a fit that gave another sign would be reading a correlation
 * between features, not what one measures: the tuner holds the signs, and a file is refused
 * without them).
 */
export const SIGN: Record<FeatureName, 1 | -1> = {
  material: 1,
  markerHold: 1,
  markerReach: 1,
  shotMovement: 1,
  shotAssault: 1,
  threat: -1,
  sharing: -1,
};

const MEANING: Record<FeatureName, string> = {
  material: 'units alive are worth having',
  markerHold: 'markers held are worth having',
  markerReach: 'markers within reach are worth having',
  shotMovement: 'shots set up are worth having',
  shotAssault: 'shots set up are worth having',
  threat: 'being shot at costs',
  sharing: 'sharing a hex with a friend costs',
};

/** What a tuning run measured (npm run ai:tune writes it; null while the weights are hand-set). */
export interface Figure {
  zero: number;
  hand: number;
  tuned: number;
}

export interface TuningFigures {
  seed: string;
  games: number;
  points: number;
  positions: number;
  heldOutPositions: number;
  /**
   * Held out of the fit: the error of the final margin expected (OP), the log-loss and accuracy of
   * the result; for the zero model (the OP scored so far, a coin for the result), the hand-set
   * weights and the tuned ones.
   */
  rmse: Figure;
  logLoss: Figure;
  accuracy: Figure;
}

export interface WeightsFile {
  about: string;
  scale: number;
  weights: FeatureWeights;
  tuning: TuningFigures | null;
}

export type WeightsResult = { ok: true; value: WeightsFile } | { ok: false; problems: string[] };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const shown = (v: unknown) => (v === undefined ? 'nothing' : JSON.stringify(v));

function finite(v: unknown, place: string, problems: string[]): number {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  problems.push(`${place}: a finite number expected, found ${shown(v)}`);
  return 0;
}

/** The fields of `obj` besides `known`, each a problem at its place. */
function unknownFields(obj: Record<string, unknown>, known: readonly string[], place: string, problems: string[]) {
  for (const k of Object.keys(obj))
    if (!known.includes(k)) problems.push(`${place}${k}: no such field (known: ${known.join(', ')})`);
}

function parseTuning(v: unknown, problems: string[]): TuningFigures | null {
  if (v === null) return null;
  const place = 'tuning';
  if (!isRecord(v)) {
    problems.push(`${place}: an object or null expected, found ${shown(v)}`);
    return null;
  }
  const keys = ['seed', 'games', 'points', 'positions', 'heldOutPositions', 'rmse', 'logLoss', 'accuracy'];
  unknownFields(v, keys, `${place}.`, problems);
  if (typeof v.seed !== 'string') problems.push(`${place}.seed: a string expected, found ${shown(v.seed)}`);
  const figure = (name: 'rmse' | 'logLoss' | 'accuracy'): Figure => {
    const fields = ['zero', 'hand', 'tuned'];
    const o = v[name];
    if (!isRecord(o)) {
      problems.push(`${place}.${name}: an object expected, found ${shown(o)}`);
      return { zero: 0, hand: 0, tuned: 0 };
    }
    unknownFields(o, fields, `${place}.${name}.`, problems);
    const at = (f: keyof Figure) => finite(o[f], `${place}.${name}.${f}`, problems);
    return { zero: at('zero'), hand: at('hand'), tuned: at('tuned') };
  };
  return {
    seed: String(v.seed),
    games: finite(v.games, `${place}.games`, problems),
    points: finite(v.points, `${place}.points`, problems),
    positions: finite(v.positions, `${place}.positions`, problems),
    heldOutPositions: finite(v.heldOutPositions, `${place}.heldOutPositions`, problems),
    rmse: figure('rmse'),
    logLoss: figure('logLoss'),
    accuracy: figure('accuracy'),
  };
}

/** Reads a weights file, every problem with its place ("weights.threat: a finite number expected, found \"x\""). */
export function parseWeights(v: unknown): WeightsResult {
  const problems: string[] = [];
  if (!isRecord(v)) return { ok: false, problems: [`the file: an object expected, found ${shown(v)}`] };
  unknownFields(v, ['about', 'scale', 'weights', 'tuning'], '', problems);
  if (typeof v.about !== 'string') problems.push(`about: a string expected, found ${shown(v.about)}`);
  const scale = finite(v.scale, 'scale', problems);
  if (Number.isFinite(scale) && scale <= 0) problems.push(`scale: a positive number expected, found ${scale}`);
  const weights = {} as FeatureWeights;
  if (!isRecord(v.weights)) problems.push(`weights: an object expected, found ${shown(v.weights)}`);
  else {
    unknownFields(v.weights, FEATURE_NAMES, 'weights.', problems);
    for (const name of FEATURE_NAMES) {
      const w = finite(v.weights[name], `weights.${name}`, problems);
      if (w * SIGN[name] < 0)
        problems.push(
          `weights.${name}: ${SIGN[name] > 0 ? 'at least' : 'at most'} 0 expected (${MEANING[name]}), found ${w}`,
        );
      weights[name] = w;
    }
  }
  const tuning = parseTuning(v.tuning, problems);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { about: String(v.about), scale, weights, tuning } };
}

function load(): WeightsFile {
  const r = parseWeights(raw);
  // A broken weights file is a bug of the repository, not of a game: refuse to play with it.
  if (!r.ok) throw new Error(`src/ai/weights.json: ${r.problems.join('; ')}`);
  return r.value;
}

/** The weights the players use (src/ai/weights.json, checked). */
export const WEIGHTS: FeatureWeights = load().weights;
