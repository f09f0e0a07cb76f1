// Measurement for issue 10: the setup search (setupSearch.ts) for one side, normal elsewhere and
// on the other side, against normal against itself on the same setups.
import { applyAction, createGame, legalActions, messagesOf, totalPoints, type GameState, type TeamId } from '../src/engine';
import { chooseAction } from '../src/ai/agent';
import { deciderOf } from '../src/ai/decider';
import { scoreActions, BLOCKED } from '../src/ai/normal';
import { GAME_PLAYOUT_COST, searchSetup } from '../src/ai/setupSearch';
import { randomGameSetup } from '../tests/property/randomPlay';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const setups = Number(arg('setups', '20'));
const games = Number(arg('games', '2'));
const points = Number(arg('points', '100'));
const seed = arg('seed', 'arena');
let decisions = 0;
let setupMs = 0;
let departures = 0;

function play(setupSeed: string, searcher: TeamId | null): GameState {
  const created = createGame(randomGameSetup(setupSeed, points));
  if (!created.ok) throw new Error(messagesOf(created.error).join('; '));
  let state = created.state;
  while (state.phase !== 'ended') {
    const d = deciderOf(state)!;
    let action = chooseAction(state, { level: 'normal', seed: 'x' })!.action;
    if (searcher !== null && d.team === searcher && state.phase === 'setup') {
      const t0 = performance.now();
      const all = scoreActions(state, d, legalActions(state));
      const sane = all.filter((s) => s.score > BLOCKED);
      if (sane.length > 1) {
        const r = searchSetup(state, d.team, sane, `${setupSeed}:${searcher}|${decisions}`, { playouts: games * GAME_PLAYOUT_COST }, Number(arg('candidates', '32')));
        if (JSON.stringify(r.best.action) !== JSON.stringify(action)) departures++;
        action = r.best.action;
        decisions++;
        setupMs += performance.now() - t0;
      }
    }
    const r = applyAction(state, action);
    if (!r.ok) throw new Error('refused');
    state = r.state;
  }
  return state;
}

let won = 0;
let n = 0;
let turned = 0;
let kept = 0;
let baseWins = 0;
for (let s = 0; s < setups; s++) {
  const setupSeed = `${seed}-${s}`;
  const base = play(setupSeed, null);
  const line: string[] = [`base ${base.winner ?? 'D'} ${totalPoints(base).join('-')}`];
  for (const team of [0, 1] as const) {
    const f = play(setupSeed, team);
    n++;
    if (f.winner === team) won++;
    if (base.winner === team) baseWins++;
    if (f.winner === team && base.winner !== team) turned++;
    if (f.winner !== team && base.winner === team) kept++;
    line.push(`searcher ${team}: ${f.winner ?? 'D'} ${totalPoints(f).join('-')}`);
  }
  console.log(`${setupSeed}: ${line.join(', ')}`);
}
console.log(`games ${n}: the setup searcher won ${won} (normal in its seat: ${baseWins}); turned ${turned}, lost where normal won ${kept}; ${decisions} setup decisions, ${departures} departures from normal, mean ${(setupMs / decisions).toFixed(0)} ms`);
