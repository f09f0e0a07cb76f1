// npm run arena -- --a normal --b random --games 20 [--ms 1000] [--playouts N] [--points 200] [--seed arena] [--minutes M] [--verbose]
// Complete games between two players (easy, normal, hard, expert, normal-2026-11: the normal player
// frozen before its evaluation was tuned, or random: the engine's random legal play) on random legal 200-point armies and random battlefields (the property test's
// randomGameSetup), each setup played twice with the sides swapped. Prints wins, draws, the win
// rate with a 95 % (Wilson) interval, the mean, median and 95th-percentile decision time of each
// player, and the hard player's playouts per second of thinking (`--verbose`: each game's winner
// too). `--minutes M`: no new pair of games is begun after M minutes of wall time (a bounded run
// on a busy machine; the games played are counted). Measured, never asserted.
// Times are CPU time of this process (process.cpuUsage), so a machine shared with other work
// still measures what one core does; the load average is printed with them. The hard player's
// `--ms` budget is wall time: on a loaded machine give `--playouts` instead (docs/ai.md).
import { loadavg } from 'node:os';
import { createGame, messagesOf, totalPoints, type GameState } from '../src/engine';
import { LEVELS, playMatch, TOURNAMENT_ONLY, type Budget, type Player } from '../src/ai';
import { randomGameSetup } from '../tests/property/randomPlay';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

const players: [Player, Player] = [arg('a', 'normal') as Player, arg('b', 'random') as Player];
for (const p of players)
  if (!TOURNAMENT_ONLY.includes(p) && !(LEVELS as readonly string[]).includes(p))
    throw new Error(`unknown player ${p}: ${[...LEVELS, ...TOURNAMENT_ONLY].join(', ')}`);
const games = Number(arg('games', '20'));
const points = Number(arg('points', '200'));
const seed = arg('seed', 'arena');
const verbose = process.argv.includes('--verbose');
const minutes = process.argv.includes('--minutes') ? Number(arg('minutes', '15')) : Infinity;
const budget: Budget = {};
if (process.argv.includes('--ms')) budget.ms = Number(arg('ms', '1000'));
if (process.argv.includes('--playouts')) budget.playouts = Number(arg('playouts', '100'));

interface Tally {
  times: number[];
  playouts: number;
  thinkMs: number;
}
const tally: [Tally, Tally] = [
  { times: [], playouts: 0, thinkMs: 0 },
  { times: [], playouts: 0, thinkMs: 0 },
];

/** CPU time of this process (user and system), in ms. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Plays one game; `seat[t]` is the index in `players` of the player with team t. */
function play(gameSeed: string, seat: [0 | 1, 0 | 1]): GameState {
  const created = createGame(randomGameSetup(gameSeed, points));
  if (!created.ok) throw new Error(messagesOf(created.error).join('; '));
  const { final } = playMatch(created.state, {
    players: [players[seat[0]], players[seat[1]]],
    seed: gameSeed,
    budget,
    clock: cpuMs,
    onDecision(team, ms, answer) {
      const t = tally[seat[team]];
      t.times.push(ms);
      if (answer && answer.stats.playouts > 0) {
        t.playouts += answer.stats.playouts;
        t.thinkMs += ms;
      }
    },
  });
  return final;
}

function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const result = [0, 0];
let draws = 0;
const t0 = performance.now();
const load0 = loadavg()[0];
let played = 0;
for (let g = 0; g < games; g++) {
  if (g % 2 === 0 && performance.now() - t0 > minutes * 60_000) break;
  played++;
  // Pairs: the same setup with the players' teams swapped.
  const gameSeed = `${seed}-${Math.floor(g / 2)}`;
  const seat: [0 | 1, 0 | 1] = g % 2 === 0 ? [0, 1] : [1, 0];
  const final = play(gameSeed, seat);
  const winner = final.winner;
  if (winner === null) draws++;
  else result[seat[winner]]++;
  if (verbose)
    process.stdout.write(
      `\n${gameSeed}: ${players[seat[0]]} (team 0) vs ${players[seat[1]]} (team 1): ${winner === null ? 'draw' : `team ${winner} (${players[seat[winner]]}) won`}, OP ${totalPoints(final).join(' to ')}\n`,
    );
  process.stdout.write(
    `\rgame ${played}/${games}: ${players[0]} ${result[0]}, ${players[1]} ${result[1]}, draws ${draws}`,
  );
}
process.stdout.write('\n');
const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
const [lo, hi] = wilson(result[0], played);
console.log(
  `${players[0]} vs ${players[1]}: ${played} games (${Math.ceil(played / 2)} setups, sides swapped${played < games ? `; stopped after ${minutes} minutes` : ''}), ${points} points${budget.ms !== undefined || budget.playouts !== undefined ? `, budget ${JSON.stringify(budget)}` : ''}`,
);
console.log(
  `  ${players[0]} wins ${result[0]}, ${players[1]} wins ${result[1]}, draws ${draws}; ${players[0]} win rate ${pct(result[0] / Math.max(1, played))} (95 % CI ${pct(lo)}-${pct(hi)})`,
);
for (const who of [0, 1] as const) {
  const t = [...tally[who].times].sort((a, b) => a - b);
  if (t.length === 0) continue;
  const mean = t.reduce((a, b) => a + b, 0) / t.length;
  const at = (p: number) => t[Math.min(t.length - 1, Math.floor(p * t.length))];
  const search =
    tally[who].thinkMs > 0
      ? `; ${Math.round(tally[who].playouts / (tally[who].thinkMs / 1000))} playouts per CPU second of its decisions (${tally[who].playouts} in all)`
      : '';
  console.log(
    `  ${players[who]}: ${t.length} decisions, CPU time mean ${mean.toFixed(2)} ms, median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms${search}`,
  );
}
console.log(
  `  ${((performance.now() - t0) / 1000).toFixed(0)} s in all (wall); load average ${load0.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`,
);
