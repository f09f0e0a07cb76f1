// npm run fuzz:games -- [games] [points] [complete] [--from=N] (npm run fuzz runs the property test at its full 2,000 games first)
// The nightly-style run of the property tests at full strength, on the same random armies (the
// whole catalog, custom cards in a quarter of the games, every card fielded in some game of the
// run: tests/property/gamePlan.ts): every listed action of every state applied, random unlisted
// actions refused, every invariant checked after every action, and each game replayed from its seed and actions. With `complete` (points may be 0 for the
// usual mix), every 10th state is also checked for completeness: every well-formed candidate
// action applied, applyAction accepting exactly the listed ones (tests/candidates.ts; about
// 0.1 s a state). `--from=N` starts at game N (seed fuzz-N), to split a long run between
// processes. Prints a line per 100 games and a summary; exits 1 on the first game with a
// problem, naming its seed and writing it as a scenario and an actions file in fuzz-failures/
// (docs/scenarios.md), which `npm run scenario -- <scenario> <actions>` replays up to the failure.
import { mkdirSync, writeFileSync } from 'node:fs';
import { applyAction, type Action, type GameState } from '../src/engine';
import { setCacheChecks } from '../src/engine/derived/cacheCheck';
import { completenessProblems } from '../tests/candidates';
import {
  brokenInvariants,
  flowProblems,
  illegalActionProblems,
  legalActions,
  refusedListedActions,
} from '../tests/property/invariants';
import { failureFiles } from '../tests/property/failureScenario';
import { playRandomGame, type PlayedGame } from '../tests/property/randomPlay';
import { featuredDraw, sizeOf } from '../tests/property/gamePlan';
import { CATALOG_BY_ID } from '../src/data/catalog';

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
/** Catalog cards fielded so far, and games with custom cards: the summary says how much of the catalog played. */
const fielded = new Set<string>();
let customGames = 0;
/** Writes a failing game as files that replay it, and says how. */
function writeFailure(seed: string, initial: GameState, actions: readonly Action[]): void {
  const files = failureFiles(initial, actions, `npm run fuzz: game ${seed}`);
  mkdirSync('fuzz-failures', { recursive: true });
  const scenario = `fuzz-failures/${seed}.scenario.json`;
  const list = `fuzz-failures/${seed}.actions.json`;
  writeFileSync(scenario, files.scenario);
  writeFileSync(list, files.actions);
  console.error(`  replay it (${actions.length} actions, up to the failure): npm run scenario -- ${scenario} ${list}`);
}

for (let n = from; n < from + games; n++) {
  const seed = `fuzz-${n}`;
  const gamePoints = points ?? sizeOf(n);
  const problems: string[] = [];
  const seen = new WeakSet<object>();
  let k = 0;
  let prev: GameState | null = null;
  // The game as far as it went, for the failure files even when the game throws.
  let initial: GameState | null = null;
  const actions: Action[] = [];
  let game: PlayedGame | null = null;
  try {
    game = playRandomGame(seed, {
      points: gamePoints,
      policy: (['full', 'sampler', 'aggressive'] as const)[n % 3],
      armies: { featured: featuredDraw(n, from + games, CATALOG_BY_ID) },
      check: (state: GameState, action: Action | null) => {
        if (action === null) initial = state;
        else actions.push(action);
        k++;
        problems.push(...brokenInvariants(state, seen).map((p) => `step ${k}: ${p}`));
        if (prev !== null) problems.push(...flowProblems(prev, state).map((p) => `step ${k}: ${p}`));
        prev = state;
        if (state.phase === 'ended') return;
        const legal = legalActions(state);
        problems.push(...refusedListedActions(state, legal).map((p) => `step ${k}: listed action refused: ${p}`));
        problems.push(...illegalActionProblems(state, legal, `${seed}-${k}`, 8).map((p) => `step ${k}: ${p}`));
        if (complete && k % 10 === 0)
          problems.push(...completenessProblems(state).problems.map((p) => `step ${k}: ${p}`));
      },
    });
  } catch (e) {
    problems.push(`step ${k}: threw ${(e as Error).stack ?? String(e)}`);
  }
  states += k;
  if (game) {
    const ids = Object.keys(game.initial.defs);
    for (const id of ids) if (Object.hasOwn(CATALOG_BY_ID, id)) fielded.add(id);
    if (ids.some((id) => !Object.hasOwn(CATALOG_BY_ID, id))) customGames++;
    let replay = game.initial;
    for (const a of game.actions) {
      const r = applyAction(replay, a);
      if (!r.ok) {
        problems.push(`replay refused ${JSON.stringify(a)}`);
        break;
      }
      replay = r.state;
    }
    if (JSON.stringify(replay) !== JSON.stringify(game.final)) problems.push('the replay reached another state');
  }
  if (problems.length > 0) {
    console.error(
      `game ${seed} (${gamePoints} points): ${problems.length} problems\n  ${problems.slice(0, 10).join('\n  ')}`,
    );
    if (initial) writeFailure(seed, initial, actions);
    process.exit(1);
  }
  if ((n + 1 - from) % 100 === 0)
    console.log(
      `${n + 1 - from} games (to fuzz-${n}), ${states} states checked, ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
}
console.log(
  `all ${games} games passed every check (${states} states) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
console.log(
  `${fielded.size} of the catalog's ${Object.keys(CATALOG_BY_ID).length} cards played; ${customGames} games with custom cards`,
);
