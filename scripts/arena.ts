// npm run ai:tournament -- --a normal --b random --games 20 [--ms 1000] [--playouts N] [--points 200] [--seed arena] [--minutes M] [--from G] [--workers N] [--verbose]
// npm run ai:tournament -- --table [--games 100] [--ms N | --playouts N] [--pairings normal/normal-2026-11,normal/random] [--minutes M] [--from G] [--workers N] [--seed table]
// Complete games between two players (easy, normal, hard, expert, normal-2026-11: the normal player
// frozen before its evaluation was tuned, or random: the engine's random legal play) on random
// legal 200-point armies and random battlefields (the property test's randomGameSetup), each
// setup played twice with the sides swapped. Prints wins, draws, the win rate with a 95 %
// (Wilson) interval, the mean, median and 95th-percentile decision time of each player, and the
// hard player's playouts per second of thinking (`--verbose`: each game's winner too).
// `--table`: the aims' pairings (arena/table.ts), each at 200 points and its levels' own budgets,
// printed as the README's Markdown table.
// The games are played by a pool of worker processes (arena/pool.ts), one per core unless
// `--workers N`: a seeded tournament gives the same games whatever the number. hard and expert
// think for wall time (`--ms`, default 1 s / 5 s), so a worker sharing its core searches less:
// on a machine busy with other work give fewer workers, or `--playouts` instead (docs/ai.md).
// `--minutes M`: no new pair of games is begun after M minutes of wall time (a bounded run; the
// games played are counted); `--from G` (even) begins at game G, to go on where a bounded run
// stopped. Times are the CPU time of the process that played (games.ts), so a machine shared
// with other work still measures what one core does; the load average is printed.
import { loadavg } from 'node:os';
import type { Budget, Player } from '../src/ai';
import { arg, budgetArg, positive } from './args';
import { tournamentPlayer, tournamentSpecs, type GameResult } from './arena/games';
import { defaultWorkers, playInPool, serveGamesIfWorker } from './arena/pool';
import { summarize, summaryLines } from './arena/summary';
import { AIM_GAMES, markdownTable, PAIRINGS, pickPairings, type Pairing } from './arena/table';

const table = process.argv.includes('--table');
const games = positive('games', table ? String(AIM_GAMES) : '20');
const points = positive('points', '200');
const seed = arg('seed', table ? 'table' : 'arena');
const from = process.argv.includes('--from') ? Number(arg('from', '0')) : 0;
const workers = process.argv.includes('--workers') ? positive('workers', '1') : defaultWorkers();
const verbose = process.argv.includes('--verbose');
const minutes = process.argv.includes('--minutes') ? Number(arg('minutes', '15')) : undefined;
const budget = budgetArg();

const label = (players: [Player, Player], b: Budget) =>
  `${players[0]} vs ${players[1]}, ${points} points${b.ms !== undefined || b.playouts !== undefined ? `, budget ${JSON.stringify(b)}` : ''}`;

/** Plays one match in the pool, printing its progress; answers its games' results. */
async function match(players: [Player, Player], matchBudget: Budget): Promise<GameResult[]> {
  const specs = tournamentSpecs(players, games, { seed, points, budget: matchBudget, from });
  const won = [0, 0];
  let draws = 0;
  let done = 0;
  const results = await playInPool(specs, {
    workers,
    script: new URL(import.meta.url),
    stopAfterMs: minutes === undefined ? undefined : minutes * 60_000,
    onResult(r) {
      done++;
      if (r.winner === null) draws++;
      else won[r.winner]++;
      const by = (team: 0 | 1) => `${players[r.seat[team]]} (team ${team})`;
      if (verbose)
        process.stderr.write(
          `\n${r.seed}: ${by(0)} vs ${by(1)}: ${r.winner === null ? 'draw' : `${players[r.winner]} won`}, OP ${r.op[r.seat[0]]} to ${r.op[r.seat[1]]}\n`,
        );
      process.stderr.write(
        `\r${label(players, matchBudget)}: game ${done}/${games}: ${players[0]} ${won[0]}, ${players[1]} ${won[1]}, draws ${draws}`,
      );
    },
  });
  process.stderr.write('\n');
  return results;
}

function header(players: [Player, Player], played: number, b: Budget): string {
  const stopped = played < games ? `; stopped after ${minutes} minutes` : '';
  const setups = `${seed}-${from / 2} to ${seed}-${from / 2 + Math.ceil(played / 2) - 1}`;
  return `${label(players, b)}: ${played} games (${Math.ceil(played / 2)} setup${played > 2 ? 's' : ''}, ${setups}, sides swapped${stopped}), ${workers} worker${workers === 1 ? '' : 's'}`;
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const load0 = loadavg()[0];
  if (table) {
    const pairings: readonly Pairing[] = process.argv.includes('--pairings')
      ? pickPairings(arg('pairings', ''))
      : PAIRINGS;
    const rows = [];
    for (const pairing of pairings) {
      // Every level at its own default budget (hard 1 s, expert 5 s) as in the page, unless --ms or --playouts.
      const results = await match(pairing.players, budget);
      const summary = summarize(pairing.players, results);
      console.log(header(pairing.players, results.length, budget));
      for (const line of summaryLines(summary)) console.log(line);
      rows.push({ pairing, summary });
    }
    console.log(`\n${markdownTable(rows, budget)}\n`);
    console.log(
      `seeds ${seed}-${from / 2}, ${seed}-${from / 2 + 1} ... (a setup a pair of games), sides swapped; ${points} points`,
    );
  } else {
    const players: [Player, Player] = [tournamentPlayer(arg('a', 'normal')), tournamentPlayer(arg('b', 'random'))];
    const results = await match(players, budget);
    console.log(header(players, results.length, budget));
    for (const line of summaryLines(summarize(players, results))) console.log(line);
  }
  console.log(
    `  ${((performance.now() - t0) / 1000).toFixed(0)} s in all (wall); load average ${load0.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`,
  );
}

// The same file is the pool's worker script: in a worker it only plays the games it is sent.
if (!serveGamesIfWorker()) await main();
