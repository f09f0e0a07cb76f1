// A tournament's figures from its games' results (games.ts): wins, draws, the first named
// player's win rate with its 95 % Wilson interval, each player's decision times (CPU time of the
// thread that played) and the search's playouts a second. Measured, never asserted.
import type { Player } from '../../src/ai';
import type { GameResult } from './games';

/**
 * The 95 % Wilson score interval of a proportion (wins of n): unlike the normal approximation it
 * stays inside [0, 1] and means something at 0 or n wins of a few games.
 */
export function wilson(wins: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface Times {
  decisions: number;
  mean: number;
  median: number;
  p95: number;
  /** Playouts a CPU second of the decisions that searched (0: none did). */
  playoutsPerSecond: number;
  playouts: number;
}

export interface Summary {
  players: [Player, Player];
  games: number;
  /** Games won by each player; draws. */
  won: [number, number];
  drawn: number;
  /** The first named player's win rate (a draw is not a win) and its 95 % Wilson interval. */
  rate: number;
  ci: [number, number];
  times: [Times | null, Times | null];
}

function timesOf(results: readonly GameResult[], who: 0 | 1): Times | null {
  const t = results.flatMap((r) => r.times[who]).sort((a, b) => a - b);
  if (t.length === 0) return null;
  const at = (p: number) => t[Math.min(t.length - 1, Math.floor(p * t.length))];
  const playouts = results.reduce((s, r) => s + r.playouts[who], 0);
  const thinkMs = results.reduce((s, r) => s + r.thinkMs[who], 0);
  return {
    decisions: t.length,
    mean: t.reduce((a, b) => a + b, 0) / t.length,
    median: at(0.5),
    p95: at(0.95),
    playouts,
    playoutsPerSecond: thinkMs > 0 ? playouts / (thinkMs / 1000) : 0,
  };
}

export function summarize(players: [Player, Player], results: readonly GameResult[]): Summary {
  const won: [number, number] = [0, 0];
  let drawn = 0;
  for (const r of results) {
    if (r.winner === null) drawn++;
    else won[r.winner]++;
  }
  const games = results.length;
  return {
    players,
    games,
    won,
    drawn,
    rate: games === 0 ? 0 : won[0] / games,
    ci: wilson(won[0], games),
    times: [timesOf(results, 0), timesOf(results, 1)],
  };
}

export const percent = (x: number) => `${(x * 100).toFixed(0)} %`;

/** An interval as the docs write it: `65-90 %`. */
export const interval = ([lo, hi]: [number, number]) => `${(lo * 100).toFixed(0)}-${percent(hi)}`;

/** A time in ms, to two decimals under 10 ms and whole above. */
export function ms(x: number): string {
  return x < 10 ? `${x.toFixed(2)} ms` : `${Math.round(x).toLocaleString('en')} ms`;
}

/** The lines `npm run ai:tournament` prints for one match. */
export function summaryLines(s: Summary): string[] {
  const [a, b] = s.players;
  const lines = [
    `  ${a} wins ${s.won[0]}, ${b} wins ${s.won[1]}, draws ${s.drawn}; ${a} win rate ${percent(s.rate)} (95 % CI ${interval(s.ci)})`,
  ];
  for (const who of [0, 1] as const) {
    const t = s.times[who];
    if (!t) continue;
    const search =
      t.playoutsPerSecond > 0
        ? `; ${Math.round(t.playoutsPerSecond)} playouts per CPU second of its decisions (${t.playouts} in all)`
        : '';
    lines.push(
      `  ${s.players[who]}: ${t.decisions} decisions, CPU time mean ${t.mean.toFixed(2)} ms, median ${t.median.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms${search}`,
    );
  }
  return lines;
}
