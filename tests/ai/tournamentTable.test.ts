// The aims' table of `npm run ai:tournament -- --table` (scripts/arena/table.ts, README "How
// strong is the AI"): the 95 % Wilson interval, the figures summed from the games' results, and
// the Markdown row with the verdict on the aim.
import { describe, expect, it } from 'vitest';
import type { Player } from '../../src/ai';
import type { GameResult } from '../../scripts/arena/games';
import { summarize, wilson } from '../../scripts/arena/summary';
import { markdownTable, PAIRINGS, pickPairings, playerLabel, verdict, type Pairing } from '../../scripts/arena/table';

/** `won` games won by the first named, `lost` by the other, `drawn` drawn; each decision of the first named took `ms`. */
function results(won: number, lost: number, drawn: number, ms = [0.5]): GameResult[] {
  const winners: (0 | 1 | null)[] = [...Array(won).fill(0), ...Array(lost).fill(1), ...Array(drawn).fill(null)];
  return winners.map((winner, index) => ({
    index,
    seed: `t-${Math.floor(index / 2)}`,
    seat: index % 2 === 0 ? [0, 1] : [1, 0],
    winner,
    op: [0, 0],
    actions: 0,
    digest: '',
    times: [ms, [0.1]],
    playouts: [0, 0],
    thinkMs: [0, 0],
  }));
}

const pairing = (players: [Player, Player]): Pairing => PAIRINGS.find((p) => p.players.join() === players.join())!;
const normalVsFrozen = pairing(['normal', 'normal-2026-11']);
const hardVsNormal = pairing(['hard', 'normal']);

describe('the Wilson interval', () => {
  it('gives the intervals the docs quote', () => {
    // docs/ai.md: 93 won of 120, 95 % CI 69-84 %; 200 of 200, 98-100 %; 5 of 10, 24-76 %.
    const round = ([lo, hi]: [number, number]) => [Math.round(lo * 1000) / 1000, Math.round(hi * 1000) / 1000];
    expect(round(wilson(93, 120))).toEqual([0.692, 0.841]);
    expect(round(wilson(200, 200))).toEqual([0.981, 1]);
    expect(round(wilson(5, 10))).toEqual([0.237, 0.763]);
    expect(round(wilson(0, 10))).toEqual([0, 0.278]);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});

describe('the summary of a match', () => {
  it('counts wins, losses and draws by player, the win rate with draws as no win, and the first named times', () => {
    const s = summarize(['normal', 'random'], results(3, 1, 1, [1, 2, 3, 4]));
    expect(s.games).toBe(5);
    expect(s.won).toEqual([3, 1]);
    expect(s.drawn).toBe(1);
    expect(s.rate).toBe(0.6);
    expect(s.ci).toEqual(wilson(3, 5));
    expect(s.times[0]).toMatchObject({ decisions: 20, median: 3, p95: 4, mean: 2.5 });
  });
});

describe('the aims table', () => {
  it('holds the aims of the AI in order, and --pairings picks among them by name', () => {
    expect(PAIRINGS.map((p) => `${p.players.join(' vs ')} ${p.winRate}`)).toEqual([
      'normal vs normal-2026-11 0.7',
      'hard vs normal 0.9',
      'hard vs normal-2026-11 0.95',
      'expert vs hard 0.65',
      'normal vs random 0.98',
      'hard vs greedy 0.9',
    ]);
    expect(pickPairings('normal/random,hard/normal').map((p) => p.players)).toEqual([
      ['normal', 'random'],
      ['hard', 'normal'],
    ]);
    expect(() => pickPairings('normal/easy')).toThrow(
      /no pairing "normal\/easy"; the pairings are normal\/normal-2026-11, /,
    );
  });

  it('says met only when the whole interval clears the aim on 100 games or more', () => {
    expect(verdict(hardVsNormal, summarize(['hard', 'normal'], results(99, 1, 0)))).toBe('**met**');
    // 90 of 100: 83-94 %, the aim of 90 % inside it.
    expect(verdict(hardVsNormal, summarize(['hard', 'normal'], results(90, 10, 0)))).toBe(
      'open: the interval holds 90 % (above it so far)',
    );
    expect(verdict(normalVsFrozen, summarize(['normal', 'normal-2026-11'], results(49, 55, 6)))).toBe(
      '**not met** (the interval is below 70 %)',
    );
    expect(verdict(hardVsNormal, summarize(['hard', 'normal'], results(40, 0, 0)))).toBe(
      "**met**; 40 games, fewer than the aim's 100",
    );
    expect(verdict(hardVsNormal, summarize(['hard', 'normal'], []))).toBe('not measured');
  });

  it('fails a fast player aim on its median decision time', () => {
    const slow = summarize(['normal', 'normal-2026-11'], results(100, 0, 0, [1.5]));
    expect(verdict(normalVsFrozen, slow)).toBe('**not met** (median 1.50 ms)');
  });

  it('prints a Markdown row a pairing under the header', () => {
    const table = markdownTable([
      { pairing: normalVsFrozen, summary: summarize(['normal', 'normal-2026-11'], results(60, 38, 2, [0.4, 0.6])) },
      { pairing: hardVsNormal, summary: summarize(['hard', 'normal'], results(16, 4, 0, [990, 1010])) },
    ]);
    expect(table.split('\n')).toEqual([
      '| pairing | games | won / lost / drawn | win rate (95 % CI) | decision median / p95 (CPU) | aim | met? |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      '| normal vs normal-2026-11 | 100 | 60 / 38 / 2 | 60 % (50-69 %) | 0.60 ms / 0.60 ms | >= 70 %, median under 1 ms | **not met** (the interval is below 70 %) |',
      "| hard (1 s) vs normal | 20 | 16 / 4 / 0 | 80 % (58-92 %) | 1,010 ms / 1,010 ms | >= 90 % | open: the interval holds 90 % (below it so far); 20 games, fewer than the aim's 100 |",
    ]);
  });

  it('names a searching level with its budget: its default, or the one given for the table', () => {
    expect(playerLabel('hard')).toBe('hard (1 s)');
    expect(playerLabel('expert')).toBe('expert (5 s)');
    expect(playerLabel('normal-2026-11')).toBe('normal-2026-11');
    expect(playerLabel('hard', { playouts: 200 })).toBe('hard (200 iterations)');
    expect(playerLabel('expert', { ms: 2000 })).toBe('expert (2 s)');
  });
});
