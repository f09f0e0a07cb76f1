// docs/ai.md, "The evaluation and its tuned weights": the tuner (npm run ai:tune) on a tiny seeded
// run: the same seed gives the same positions and the same weights, the weights keep their signs,
// and the tuned evaluation foretells the held-out games better than the zero model (the game ends
// as it stands; a coin for the result).
import { describe, expect, it } from 'vitest';
import { fitWeights, fitScale, measure, selfPlay, splitByGame, type Sample } from '../../src/ai/tuning';
import { FEATURE_NAMES, SIGN, WEIGHTS, type FeatureWeights } from '../../src/ai/weights';
import { startTournamentGame } from './tournamentGames';

const run = (): Sample[] => selfPlay({ seed: 'tiny', games: 4, explore: 0.1, newGame: startTournamentGame });
const ZERO = Object.fromEntries(FEATURE_NAMES.map((n) => [n, 0])) as FeatureWeights;

describe('the tuner', () => {
  const samples = run();
  const { train, heldOut } = splitByGame(samples, 2);
  const options = { l2: 1, sweeps: 100, prior: WEIGHTS };

  it('records positions of every game with its result, the same for the same seed', () => {
    expect(new Set(samples.map((s) => s.game))).toEqual(new Set([0, 1, 2, 3]));
    expect(heldOut.length).toBeGreaterThan(0);
    for (const s of samples) expect(s.x).toHaveLength(FEATURE_NAMES.length);
    expect(run()).toEqual(samples);
  });

  it('fits the same weights from the same positions, each of its sign', () => {
    const tuned = fitWeights(train, options);
    expect(fitWeights(train, options)).toEqual(tuned);
    for (const name of FEATURE_NAMES) expect(tuned[name] * SIGN[name]).toBeGreaterThanOrEqual(0);
    expect(tuned).not.toEqual(WEIGHTS);
  });

  it('foretells the held-out games better than the zero model', () => {
    const tuned = fitWeights(train, options);
    const after = measure(tuned, fitScale(tuned, train), heldOut);
    const zero = measure(ZERO, fitScale(ZERO, train), heldOut);
    expect(after.rmse).toBeLessThan(zero.rmse);
    expect(after.logLoss).toBeLessThan(Math.LN2);
  });
});
