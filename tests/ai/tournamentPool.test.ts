// The tournament's worker pool (scripts/arena/pool.ts, docs/ai.md "Measured"): games are seeded
// and independent, so a tournament gives the same games whatever the number of workers and
// whichever worker played each. The workers run the built script (as `npm run ai:tournament`
// does), so the test builds scripts/arena.ts first.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Player } from '../../src/ai';
import { playTournamentGame, tournamentSpecs, type GameResult } from '../../scripts/arena/games';
import { playInPool } from '../../scripts/arena/pool';
import { TOURNAMENT_POINTS } from './tournamentGames';

let dir = '';
let script = '';

beforeAll(async () => {
  // Inside the project, where the bundle's packages (left outside it) resolve, as in .cli/.
  mkdirSync('.cli', { recursive: true });
  dir = mkdtempSync(join('.cli', 'arena-pool-'));
  await build({
    configFile: false,
    publicDir: false,
    logLevel: 'error',
    build: { ssr: 'scripts/arena.ts', outDir: dir, emptyOutDir: true },
  });
  script = join(dir, 'arena.js');
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A game's result without its times, which differ from run to run. */
function played(r: GameResult) {
  return {
    index: r.index,
    seed: r.seed,
    seat: r.seat,
    winner: r.winner,
    op: r.op,
    actions: r.actions,
    digest: r.digest,
  };
}

describe('the tournament pool', () => {
  it('gives every game the same result with 1 or 2 workers as played here, in the games order', async () => {
    // Four games of easy against random (two setups, so two workers take turns), and a pair of
    // normal against random (its setup look-ahead played in a worker as here). Each game is played
    // three times (here, by one worker, by two); normal's games cost about 1 s of CPU each, most
    // of it the look-ahead (docs/ai.md), so normal plays only the one pair (it played 4 games
    // against random and 2 against easy before, 17.7 s of the unit stage).
    const matches: [[Player, Player], number][] = [
      [['easy', 'random'], 4],
      [['normal', 'random'], 2],
    ];
    for (const [players, games] of matches) {
      const specs = tournamentSpecs(players, games, { seed: 'pool', points: TOURNAMENT_POINTS, budget: {} });
      const here = specs.map(playTournamentGame).map(played);
      const one = (await playInPool(specs, { workers: 1, script })).map(played);
      const two = (await playInPool(specs, { workers: 2, script })).map(played);
      expect(one).toEqual(here);
      expect(two).toEqual(here);
      // In the games' order; sides swapped in each pair: the same setup, the first named on team 0, then on team 1.
      expect(here.map((g) => [g.index, g.seed, g.seat])).toEqual(
        specs.map((s) => [s.index, `pool-${Math.floor(s.index / 2)}`, s.index % 2 === 0 ? [0, 1] : [1, 0]]),
      );
    }
  }, 240_000);

  it('reports a worker that cannot play a game with the game seed', async () => {
    const [spec] = tournamentSpecs(['normal', 'random'], 1, { seed: 'bad', points: TOURNAMENT_POINTS, budget: {} });
    const broken = { ...spec, players: ['normal', 'nobody'] as unknown as [Player, Player] };
    await expect(playInPool([broken], { workers: 1, script })).rejects.toThrow(
      /game bad-0 \(#0\): unknown player "nobody"/,
    );
  }, 60_000);

  it('begins no new pair once the time is up, and finishes the pair begun (the first pair always)', async () => {
    // easy against random: the pair played is the pool's, not the players' (normal's setup look-ahead cost 3 s here).
    const specs = tournamentSpecs(['easy', 'random'], 6, { seed: 'stop', points: TOURNAMENT_POINTS, budget: {} });
    const results = await playInPool(specs, { workers: 1, script, stopAfterMs: 0 });
    expect(results.map((r) => r.index)).toEqual([0, 1]);
  }, 60_000);

  it('goes on from an even game where a bounded run stopped: the same games as the whole run', () => {
    const whole = tournamentSpecs(['normal', 'random'], 6, { seed: 'on', points: TOURNAMENT_POINTS, budget: {} });
    const rest = tournamentSpecs(['normal', 'random'], 2, {
      seed: 'on',
      points: TOURNAMENT_POINTS,
      budget: {},
      from: 4,
    });
    expect(rest).toEqual(whole.slice(4));
    expect(() => tournamentSpecs(['normal', 'random'], 2, { seed: 'on', points: 100, budget: {}, from: 3 })).toThrow(
      /the first game 3: an even whole number/,
    );
  });
});
