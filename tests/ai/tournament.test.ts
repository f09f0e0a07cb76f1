// docs/ai.md, "Measured": seeded normal-vs-random games finish without error (every answer a listed
// action the engine accepts: playMatch throws on a refused one) and normal wins nearly all of
// them; tournamentSeeds.test.ts, run side by side, checks that the same seeds give the same
// moves. The games are the tournament's own (`npm run ai:tournament`: random legal armies from
// the catalog, random battlefields, sides swapped each pair), on 100 points so the 200 games stay
// short in CI. Point 5's aim (>= 98 % at 200 points) is measured by the tournament (docs/ai.md); on
// 100 points and the 2-tile battlefield a few dice decide more (195 of these 200 when written,
// on the armies of the first six nations), so the floor here is 95 %.
import { describe, expect, it } from 'vitest';
import { playMatch, type Player } from '../../src/ai';
import { startTournamentGame as start } from './tournamentGames';

const GAMES = 200;

describe('the tournament games', () => {
  it(`${GAMES} seeded normal-vs-random games finish without error, sides swapped each pair, and normal wins at least 95 %`, () => {
    let wins = 0;
    for (let g = 0; g < GAMES; g++) {
      const seed = `ci-${Math.floor(g / 2)}`;
      const ai = g % 2;
      const players: [Player, Player] = ai === 0 ? ['normal', 'random'] : ['random', 'normal'];
      const { final } = playMatch(start(seed), { players, seed });
      expect(final.phase).toBe('ended');
      if (final.winner === ai) wins++;
    }
    expect(wins / GAMES).toBeGreaterThanOrEqual(0.95);
  }, 240_000);
});
