// docs/ai.md, "The evaluation and its tuned weights": the weights are data (src/ai/weights.json),
// checked when the AI loads them; a broken file is refused with each problem and its place.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEATURE_NAMES, parseWeights, WEIGHTS } from '../../src/ai/weights';

const file = JSON.parse(readFileSync(new URL('../../src/ai/weights.json', import.meta.url), 'utf8'));
const problemsOf = (v: unknown) => {
  const r = parseWeights(v);
  return r.ok ? [] : r.problems;
};
const withWeight = (name: string, value: unknown) => ({ ...file, weights: { ...file.weights, [name]: value } });

describe('the weights file', () => {
  it('the repository has a valid one, and the players use its weights', () => {
    const r = parseWeights(file);
    expect(r.ok ? [] : r.problems).toEqual([]);
    expect(r.ok && r.value.weights).toEqual(WEIGHTS);
    for (const name of FEATURE_NAMES) expect(Number.isFinite(WEIGHTS[name])).toBe(true);
  });

  it('refuses a weight that is not a number, with its place', () => {
    expect(problemsOf(withWeight('threat', 'high'))).toEqual([
      'weights.threat: a finite number expected, found "high"',
    ]);
    expect(problemsOf(withWeight('material', null))).toEqual([
      'weights.material: a finite number expected, found null',
    ]);
  });

  it('refuses a missing weight and an unknown one', () => {
    const { markerHold: _, ...rest } = file.weights;
    expect(problemsOf({ ...file, weights: { ...rest, morale: 2 } })).toEqual([
      `weights.morale: no such field (known: ${FEATURE_NAMES.join(', ')})`,
      'weights.markerHold: a finite number expected, found nothing',
    ]);
  });

  it('refuses a weight of the wrong sign, saying what its feature measures', () => {
    expect(problemsOf(withWeight('threat', 0.4))).toEqual([
      'weights.threat: at most 0 expected (being shot at costs), found 0.4',
    ]);
    expect(problemsOf(withWeight('material', -1))).toEqual([
      'weights.material: at least 0 expected (units alive are worth having), found -1',
    ]);
  });

  it('refuses a bad scale, a bad figure of the tuning and a file that is no object, every problem at once', () => {
    const tuning = { ...(file.tuning ?? {}), seed: 3, logLoss: { zero: 0.69, hand: 'x', tuned: 0.5 } };
    const problems = problemsOf({ ...file, scale: -1, tuning });
    expect(problems).toContain('scale: a positive number expected, found -1');
    expect(problems).toContain('tuning.seed: a string expected, found 3');
    expect(problems).toContain('tuning.logLoss.hand: a finite number expected, found "x"');
    expect(problemsOf([1, 2])).toEqual(['the file: an object expected, found [1,2]']);
  });
});
