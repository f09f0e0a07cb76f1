// npm run ai:tune -- [--games 120] [--points 200] [--seed tune] [--explore 0.1] [--holdout 5] [--l2 1] [--sweeps 200] [--dry]
// Re-tunes the weights of the AI's position evaluation by self-play (src/ai/tuning.ts; docs/ai.md,
// "The evaluation and its tuned weights"): the normal player (with the weights of
// src/ai/weights.json) plays itself on seeded random armies and battlefields (the tournament's
// randomGameSetup), the features of the position at each new activation are recorded with the
// game's final margin and result, and a least-squares fit of the OP still to come on them
// (TD(1)) gives the new weights, a logistic regression of the result the scale. Every
// `--holdout`-th game is held out of the fit to measure it. Prints the figures (games,
// positions, held-out error of the final margin, log-loss and accuracy of the result, for the
// zero model, the hand-set weights and the tuned ones; each weight) and writes
// src/ai/weights.json (not with `--dry`). Deterministic for a seed and the weights it starts from.
// The default run, 120 games of 200 points, takes about two minutes of one core; `--games 400`
// for a longer one.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createGame, messagesOf } from '../src/engine';
import { fitWeights, fitScale, measure, selfPlay, splitByGame } from '../src/ai/tuning';
import { FEATURE_NAMES, parseWeights, type FeatureWeights, type WeightsFile } from '../src/ai/weights';
import { randomGameSetup } from '../tests/property/randomPlay';
import { arg } from './args';

const games = Number(arg('games', '120'));
const points = Number(arg('points', '200'));
const seed = arg('seed', 'tune');
const explore = Number(arg('explore', '0.1'));
const holdout = Number(arg('holdout', '5'));
const l2 = Number(arg('l2', '1'));
const sweeps = Number(arg('sweeps', '200'));
const dry = process.argv.includes('--dry');
const out = arg('out', 'src/ai/weights.json');

/** The weights normal-2026-11 plays with (src/ai/frozen/normal202611): posValue's and evaluate's constants of that day. */
const HAND: FeatureWeights = {
  material: 1,
  markerHold: 1,
  markerReach: 1,
  shotMovement: 0.5,
  shotAssault: 0.3,
  threat: -0.6,
  sharing: -0.15,
};

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const t0 = performance.now();
const load0 = loadavg()[0];
const samples = selfPlay({
  seed,
  games,
  explore,
  newGame(gameSeed) {
    const created = createGame(randomGameSetup(gameSeed, points));
    if (!created.ok) throw new Error(messagesOf(created.error).join('; '));
    return created.state;
  },
  onGame(game, positions) {
    process.stdout.write(`\rgame ${game + 1}/${games}: ${positions} positions, ${cpu().toFixed(0)} s of CPU`);
  },
});
process.stdout.write('\n');
const playCpu = cpu();
const { train, heldOut } = splitByGame(samples, holdout);
const tuned = fitWeights(train, { l2, sweeps, prior: HAND });
const scale = fitScale(tuned, train);
const handScale = fitScale(HAND, train);
const ZERO = Object.fromEntries(FEATURE_NAMES.map((n) => [n, 0])) as FeatureWeights;
// The zero model: the game ends as it stands (the OP scored so far), and a coin for the result.
const zero = { ...measure(ZERO, fitScale(ZERO, train), heldOut), logLoss: Math.LN2 };
const hand = measure(HAND, handScale, heldOut);
const after = measure(tuned, scale, heldOut);
const trained = measure(tuned, scale, train);
const round = (x: number, digits = 4) => Number(x.toPrecision(digits));
const f2 = (x: number) => x.toFixed(2);
const f3 = (x: number) => x.toFixed(3);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

console.log(
  `${games} games of ${points} points (seed ${seed}, explore ${explore}), ${samples.length} positions: ${train.length} to fit, ${heldOut.length} held out (every ${holdout}th game)`,
);
console.log('held out          zero     hand-set  tuned     (tuned on the fit set)');
console.log(
  `  final margin RMSE (OP) ${f2(zero.rmse)}    ${f2(hand.rmse)}     ${f2(after.rmse)}     (${f2(trained.rmse)})`,
);
console.log(
  `  result log-loss        ${f3(zero.logLoss)}   ${f3(hand.logLoss)}    ${f3(after.logLoss)}    (${f3(trained.logLoss)})`,
);
console.log(
  `  result accuracy        ${pct(zero.accuracy)}  ${pct(hand.accuracy)}   ${pct(after.accuracy)}   (${pct(trained.accuracy)})`,
);
console.log(`scale: ${round(scale)} logit per OP (hand-set weights: ${round(handScale)})`);
for (const name of FEATURE_NAMES)
  console.log(`  ${name.padEnd(13)} ${String(round(tuned[name])).padStart(9)}   (hand-set ${HAND[name]})`);
console.log(
  `${playCpu.toFixed(0)} s of CPU playing, ${(cpu() - playCpu).toFixed(1)} s fitting; ${((performance.now() - t0) / 1000).toFixed(0)} s in all (wall); load average ${load0.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`,
);

const file: WeightsFile = {
  about:
    'The weights of the AI\'s position evaluation (docs/ai.md, "The evaluation and its tuned weights"): OP per unit of each feature (src/ai/features.ts). Written by npm run ai:tune.',
  scale: round(scale),
  weights: Object.fromEntries(FEATURE_NAMES.map((n) => [n, round(tuned[n])])) as FeatureWeights,
  tuning: {
    seed,
    games,
    points,
    positions: train.length,
    heldOutPositions: heldOut.length,
    rmse: { zero: round(zero.rmse), hand: round(hand.rmse), tuned: round(after.rmse) },
    logLoss: { zero: round(zero.logLoss), hand: round(hand.logLoss), tuned: round(after.logLoss) },
    accuracy: { zero: round(zero.accuracy), hand: round(hand.accuracy), tuned: round(after.accuracy) },
  },
};
// What is written must load: the players refuse a weights file that does not.
const checked = parseWeights(JSON.parse(JSON.stringify(file)));
if (!checked.ok) throw new Error(`the tuned weights do not validate: ${checked.problems.join('; ')}`);
if (dry) console.log('--dry: src/ai/weights.json left as it was');
else {
  writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`wrote ${out}`);
}
