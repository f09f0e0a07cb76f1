// The tournament's games are reproducible: the same seeds give the same moves, so a game an AI
// lost can be played again to see why (the games themselves are in tournament.test.ts, which
// Vitest runs side by side with this file). Hard searches 4 playouts a decision: a whole game of
// seeded searches, about 6 s of CPU, where 12 cost 22 s for the same check (docs/development.md
// "The unit stage's time"). normal's games against random are played three times over from the
// same seeds by tournamentPool.test.ts (here, in one worker, in two), their moves compared by
// digest, so they are not played again here.
import { describe, expect, it } from 'vitest';
import { playMatch, type Player } from '../../src/ai';
import { startTournamentGame as start } from './tournamentGames';

describe('the tournament games', () => {
  it('the same seeds give the same moves (hard with a playout budget, against easy)', () => {
    const budget = { playouts: 4 };
    for (const players of [['hard', 'easy']] as [Player, Player][]) {
      const once = playMatch(start('ci-same'), { players, seed: 'ci-same', budget });
      const again = playMatch(start('ci-same'), { players, seed: 'ci-same', budget });
      expect(again.actions).toEqual(once.actions);
      expect(again.final.winner).toBe(once.final.winner);
    }
  }, 240_000);
});
