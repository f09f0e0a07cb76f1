// Measurement for issue 10: can the losing side of a setup turn it around by other choices?
// normal against itself; the side that loses it varies its choices (a random pick among normal's
// top 3) in the setup only, or in turn 1 only, and we count the variants that win.
import seedrandom from 'seedrandom';
import { applyAction, createGame, legalActions, messagesOf, totalPoints, type GameState } from '../src/engine';
import { chooseAction } from '../src/ai/agent';
import { deciderOf } from '../src/ai/decider';
import { scoreActions, BLOCKED } from '../src/ai/normal';
import { randomGameSetup } from '../tests/property/randomPlay';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const setups = Number(arg('setups', '20'));
const variants = Number(arg('variants', '10'));
const points = Number(arg('points', '100'));
const topk = Number(arg('topk', '3'));
const seed = arg('seed', 'arena');

function play(setupSeed: string, varier: number | null, when: 'setup' | 'turn1' | 'all', vseed: string): GameState {
  const created = createGame(randomGameSetup(setupSeed, points));
  if (!created.ok) throw new Error(messagesOf(created.error).join('; '));
  let state = created.state;
  const rng = seedrandom(vseed);
  while (state.phase !== 'ended') {
    const d = deciderOf(state)!;
    let action = chooseAction(state, { level: 'normal', seed: 'x' })!.action;
    const inWindow = when === 'all' || (when === 'setup' ? state.phase === 'setup' : state.phase !== 'setup' && state.turn === 1);
    if (varier !== null && d.team === varier && inWindow) {
      const scored = scoreActions(state, d, legalActions(state)).filter((s) => s.score > BLOCKED).sort((a, b) => b.score - a.score);
      if (scored.length > 1) action = scored[Math.floor(rng() * Math.min(topk, scored.length))].action;
    }
    const r = applyAction(state, action);
    if (!r.ok) throw new Error('refused');
    state = r.state;
  }
  return state;
}

const flips = { setup: 0, turn1: 0, all: 0 };
const setupsTurned = { setup: 0, turn1: 0, all: 0 };
let n = 0;
for (let s = 0; s < setups; s++) {
  const setupSeed = `${seed}-${s}`;
  const base = play(setupSeed, null, 'setup', '');
  if (base.winner === null) continue;
  const loser = base.winner === 0 ? 1 : 0;
  n++;
  const line: string[] = [`base ${totalPoints(base).join('-')} loser ${loser}`];
  for (const when of ['setup', 'turn1', 'all'] as const) {
    let won = 0;
    for (let v = 0; v < variants; v++) {
      const f = play(setupSeed, loser, when, `${setupSeed}/${when}/${v}`);
      if (f.winner === loser) won++;
    }
    flips[when] += won;
    if (won > 0) setupsTurned[when]++;
    line.push(`${when} ${won}/${variants}`);
  }
  console.log(`${setupSeed}: ${line.join(', ')}`);
}
console.log(`decided setups ${n}; variants won by the loser: ${JSON.stringify(flips)} of ${n * variants} each; setups turned at least once: ${JSON.stringify(setupsTurned)}`);
