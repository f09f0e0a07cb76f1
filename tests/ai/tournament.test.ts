// docs/ai.md, "Measured": seeded normal-vs-random games finish without error (every answer a listed
// action the engine accepts: playMatch throws on a refused one) and normal wins nearly all of
// them; tournamentSeeds.test.ts, run side by side, checks that the same seeds give the same
// moves. The games are the tournament's own (`npm run ai:tournament`: random legal armies from
// the catalog, random battlefields, sides swapped each pair), on 100 points so the games stay
// short. `npm test` plays the first TOURNAMENT_GAMES (10 by default, five setups with the sides
// swapped: every answer of normal and random checked in about 1,500 actions, and normal far
// ahead of random, at most 1 lost; each game costs about 0.9 s of CPU, most of it normal's setup
// look-ahead, so the 40 played before took 36 s of the unit stage);
// `npm run test:tournament:full` (and `npm run fuzz`) plays 200, whose floor of 95 % is the
// statistical claim: point 5's aim (>= 98 % at 200 points) is measured by the tournament
// (docs/ai.md); on 100 points and the 2-tile battlefield a few dice decide more (195 of these 200
// when written, on the armies of the first six nations), so the floor here is 95 %
// (docs/development.md "Tests", "The unit stage's time").
import { describe, expect, it } from 'vitest';
import { playMatch, type Player } from '../../src/ai';
import { startTournamentGame as start } from './tournamentGames';

/** `npm test`'s games: an even number, both sides of each seed. */
const DEFAULT_TOURNAMENT_GAMES = 10;
const GAMES = Number(process.env.TOURNAMENT_GAMES ?? DEFAULT_TOURNAMENT_GAMES);
/** Over the full 200 the tournament's floor; over a short run a few dice more may decide. */
const FLOOR = GAMES >= 200 ? 0.95 : 0.9;

describe('the tournament games', () => {
  it(`${GAMES} seeded normal-vs-random games finish without error, sides swapped each pair, and normal wins at least ${FLOOR * 100} %`, () => {
    let wins = 0;
    for (let g = 0; g < GAMES; g++) {
      const seed = `ci-${Math.floor(g / 2)}`;
      const ai = g % 2;
      const players: [Player, Player] = ai === 0 ? ['normal', 'random'] : ['random', 'normal'];
      const { final } = playMatch(start(seed), { players, seed });
      expect(final.phase).toBe('ended');
      if (final.winner === ai) wins++;
    }
    expect(wins / GAMES).toBeGreaterThanOrEqual(FLOOR);
  }, 240_000);
});
