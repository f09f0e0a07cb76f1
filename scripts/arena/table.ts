// The aims' table (`npm run ai:tournament -- --table`, README "How strong is the AI"): the
// pairings the AI's aims name, each at 200 points with every level at its own default budget
// (hard 1 s, expert 5 s of wall time a decision; `--ms` or `--playouts` for all), and a Markdown table of what they gave:
// games, won / lost / drawn, the first named's win rate with its 95 % Wilson interval, its
// decision time (median / p95 of CPU time), the aim, and whether the games show it met.
import type { Budget, Player } from '../../src/ai';
import { THINK_MS } from '../../src/ai/types';
import { interval, ms, percent, type Summary } from './summary';

/** The fewest games a pairing needs before its figure stands for the aim (docs/ai.md). */
export const AIM_GAMES = 100;

export interface Pairing {
  players: [Player, Player];
  /** The first named must win at least this share of the games (a draw is not a win). */
  winRate: number;
  /** And, when given, decide in a median under this many ms of CPU. */
  medianUnderMs?: number;
}

/** The aims (docs/ai.md, "The players in short, and the aims measured"), in the table's order. */
export const PAIRINGS: readonly Pairing[] = [
  { players: ['normal', 'normal-2026-11'], winRate: 0.7, medianUnderMs: 1 },
  { players: ['hard', 'normal'], winRate: 0.9 },
  { players: ['hard', 'normal-2026-11'], winRate: 0.95 },
  { players: ['expert', 'hard'], winRate: 0.65 },
  { players: ['normal', 'random'], winRate: 0.98, medianUnderMs: 1 },
  // The issue's independent one-ply greedy player is kept outside this repository; greedy.ts is
  // our own of that description, a stand-in until the outside one measures it.
  { players: ['hard', 'greedy'], winRate: 0.9 },
];

/** `a/b,c/d` (`--pairings`): those of PAIRINGS, in that order; an unknown one is an error that names it. */
export function pickPairings(list: string): Pairing[] {
  return list.split(',').map((name) => {
    const found = PAIRINGS.find((p) => p.players.join('/') === name.trim());
    if (!found)
      throw new Error(
        `--pairings: no pairing ${JSON.stringify(name)}; the pairings are ${PAIRINGS.map((p) => p.players.join('/')).join(', ')}`,
      );
    return found;
  });
}

/** A player as the table names it: a searching level with its budget (its default unless `budget` says). */
export function playerLabel(player: Player, budget: Budget = {}): string {
  const think = (THINK_MS as Partial<Record<string, number>>)[player];
  if (think === undefined) return player;
  if (budget.playouts !== undefined)
    return `${player} (${budget.playouts} iterations${budget.ms !== undefined ? `, ${budget.ms / 1000} s` : ''})`;
  return `${player} (${(budget.ms ?? think) / 1000} s)`;
}

/** Whether the games show the aim met: by the whole 95 % interval, and only on AIM_GAMES games or more. */
export function verdict(pairing: Pairing, s: Summary): string {
  if (s.games === 0) return 'not measured';
  const aim = percent(pairing.winRate);
  const median = s.times[0]?.median;
  const slow = pairing.medianUnderMs !== undefined && median !== undefined && median >= pairing.medianUnderMs;
  let said: string;
  if (s.ci[1] < pairing.winRate) said = `**not met** (the interval is below ${aim})`;
  else if (slow) said = `**not met** (median ${ms(median)})`;
  else if (s.ci[0] >= pairing.winRate) said = '**met**';
  else said = `open: the interval holds ${aim} (${s.rate >= pairing.winRate ? 'above' : 'below'} it so far)`;
  return s.games < AIM_GAMES ? `${said}; ${s.games} games, fewer than the aim's ${AIM_GAMES}` : said;
}

function aimText(pairing: Pairing): string {
  const speed = pairing.medianUnderMs !== undefined ? `, median under ${pairing.medianUnderMs} ms` : '';
  return `>= ${percent(pairing.winRate)}${speed}`;
}

/** One row of the table. */
export function tableRow(pairing: Pairing, s: Summary, budget: Budget = {}): string {
  const [a, b] = pairing.players;
  const t = s.times[0];
  const cells = [
    `${playerLabel(a, budget)} vs ${playerLabel(b, budget)}`,
    String(s.games),
    `${s.won[0]} / ${s.won[1]} / ${s.drawn}`,
    s.games === 0 ? '' : `${percent(s.rate)} (${interval(s.ci)})`,
    t ? `${ms(t.median)} / ${ms(t.p95)}` : '',
    aimText(pairing),
    verdict(pairing, s),
  ];
  return `| ${cells.join(' | ')} |`;
}

/** The whole table, its header and a row a pairing. */
export function markdownTable(rows: readonly { pairing: Pairing; summary: Summary }[], budget: Budget = {}): string {
  return [
    '| pairing | games | won / lost / drawn | win rate (95 % CI) | decision median / p95 (CPU) | aim | met? |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => tableRow(r.pairing, r.summary, budget)),
  ].join('\n');
}
