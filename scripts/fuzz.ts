// npm run fuzz -- [games] [points] [complete]
// The nightly-style run of the property tests at full strength: every listed action of every
// state applied, random unlisted actions refused, every invariant checked after every action,
// and each game replayed from its seed and actions. With `complete` (points may be 0 for the
// usual mix), every 10th state is also checked for completeness: every well-formed candidate
// action applied, applyAction accepting exactly the listed ones (tests/candidates.ts; about
// 0.1 s a state). Prints a line per 100 games and a summary; exits 1 on the first game with a
// problem, naming its seed (rerun it with playRandomGame).
import { applyAction, type Action, type GameState } from '../src/engine';
import { setCacheChecks } from '../src/engine/derived/cacheCheck';
import { completenessProblems } from '../tests/candidates';
import { brokenInvariants, flowProblems, illegalActionProblems, legalActions, refusedListedActions } from '../tests/property/invariants';
import { playRandomGame } from '../tests/property/randomPlay';

// `--from=N` starts at game N (seed fuzz-N), so a long run can be split across processes.
const fromArg = process.argv.find((a) => a.startsWith('--from='));
const from = fromArg ? Number(fromArg.slice('--from='.length)) : 0;
const args = process.argv.slice(2).filter((a) => !a.startsWith('--from='));
const games = Number(args[0] ?? 10000);
const points = args[1] && args[1] !== '0' ? Number(args[1]) : null;
const complete = args[2] === 'complete';
// Every action checks the caches it handed on against a fresh computation (cacheCheck.ts).
setCacheChecks(true);
const started = performance.now();
let states = 0;
for (let n = from; n < from + games; n++) {
  const seed = `fuzz-${n}`;
  const problems: string[] = [];
  const seen = new WeakSet<object>();
  let k = 0;
  let prev: GameState | null = null;
  const game = playRandomGame(seed, {
    points: points ?? [100, 200, 300][n % 3],
    policy: (['full', 'sampler', 'aggressive'] as const)[n % 3],
    check: (state: GameState) => {
      k++;
      problems.push(...brokenInvariants(state, seen).map((p) => `step ${k}: ${p}`));
      if (prev !== null) problems.push(...flowProblems(prev, state).map((p) => `step ${k}: ${p}`));
      prev = state;
      if (state.phase === 'ended') return;
      const legal = legalActions(state);
      problems.push(...refusedListedActions(state, legal).map((p) => `step ${k}: listed action refused: ${p}`));
      problems.push(...illegalActionProblems(state, legal, `${seed}-${k}`, 8).map((p) => `step ${k}: ${p}`));
      if (complete && k % 10 === 0) problems.push(...completenessProblems(state).problems.map((p) => `step ${k}: ${p}`));
    },
  });
  states += k;
  let replay = game.initial;
  for (const a of game.actions as Action[]) {
    const r = applyAction(replay, a);
    if (!r.ok) {
      problems.push(`replay refused ${JSON.stringify(a)}`);
      break;
    }
    replay = r.state;
  }
  if (JSON.stringify(replay) !== JSON.stringify(game.final)) problems.push('the replay reached another state');
  if (problems.length > 0) {
    console.error(`game ${seed} (${points ?? [100, 200, 300][n % 3]} points): ${problems.length} problems\n  ${problems.slice(0, 10).join('\n  ')}`);
    process.exit(1);
  }
  if ((n + 1 - from) % 100 === 0) console.log(`${n + 1 - from} games (to fuzz-${n}), ${states} states checked, ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
console.log(`all ${games} games passed every check (${states} states) in ${((performance.now() - started) / 1000).toFixed(0)} s`);
