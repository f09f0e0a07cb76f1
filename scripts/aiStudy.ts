// Measurement for issue 10 (hard vs normal): how much do the dice decide against the setup
// (armies, battlefield, deployment)? normal against itself on each setup with several dice
// seeds; and how often the side ahead by `evaluate` after the setup / after turn 1 wins.
import { createGame, messagesOf, totalPoints, type GameState } from '../src/engine';
import { chooseAction } from '../src/ai/agent';
import { evaluate } from '../src/ai/values';
import { applyAction } from '../src/engine';
import { randomGameSetup } from '../tests/property/randomPlay';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const setups = Number(arg('setups', '20'));
const dice = Number(arg('dice', '5'));
const points = Number(arg('points', '100'));
const seed = arg('seed', 'arena');

let agreeSetup = 0;
let agreeT1 = 0;
let decided = 0;
let sameAsMajority = 0;
let total = 0;
for (let s = 0; s < setups; s++) {
  const setupSeed = `${seed}-${s}`;
  const wins = [0, 0, 0];
  const line: string[] = [];
  for (let j = 0; j < dice; j++) {
    const setup = randomGameSetup(setupSeed, points);
    if (j > 0) setup.seed = `${setupSeed}/dice${j}`;
    const created = createGame(setup);
    if (!created.ok) throw new Error(messagesOf(created.error).join('; '));
    let state: GameState = created.state;
    let evSetup: number | null = null;
    let evT1: number | null = null;
    while (state.phase !== 'ended') {
      const answer = chooseAction(state, { level: 'normal', seed: `${setupSeed}:${j}` })!;
      const r = applyAction(state, answer.action);
      if (!r.ok) throw new Error('refused');
      const before = state;
      state = r.state;
      if (evSetup === null && before.phase === 'setup' && state.phase !== 'setup') evSetup = evaluate(state, 0);
      if (evT1 === null && (state.turn > 1 || state.phase === 'ended') && before.turn === 1) evT1 = evaluate(state, 0);
    }
    const w = state.winner;
    wins[w === null ? 2 : w]++;
    if (w !== null) {
      decided++;
      if (evSetup !== null && evSetup > 0 === (w === 0)) agreeSetup++;
      if (evT1 !== null && evT1 > 0 === (w === 0)) agreeT1++;
    }
    line.push(`${w === null ? 'D' : w} ${totalPoints(state).join('-')} ev0 ${evSetup?.toFixed(1)} ev1 ${evT1?.toFixed(1)}`);
  }
  total += dice;
  sameAsMajority += Math.max(wins[0], wins[1]);
  console.log(`${setupSeed}: team0 ${wins[0]}, team1 ${wins[1]}, draws ${wins[2]} | ${line.join(' | ')}`);
}
console.log(`games ${total}; won by the setup's majority team ${sameAsMajority} (${((100 * sameAsMajority) / total).toFixed(0)} %)`);
console.log(`decided ${decided}: side ahead by evaluate after setup won ${agreeSetup}, after turn 1 won ${agreeT1}`);
