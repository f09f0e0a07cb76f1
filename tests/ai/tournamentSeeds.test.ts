// The tournament's games are reproducible: the same seeds give the same moves, so a game an AI
// lost can be played again to see why (the 200 games themselves are in tournament.test.ts, which
// Vitest runs side by side with this file).
import { describe, expect, it } from 'vitest';
import { playMatch, type Player } from '../../src/ai';
import { startTournamentGame as start } from './tournamentGames';

describe('the tournament games', () => {
  it('the same seeds give the same moves (normal against random, and hard with a playout budget)', () => {
    for (const players of [
      ['normal', 'random'],
      ['hard', 'easy'],
    ] as [Player, Player][]) {
      const once = playMatch(start('ci-same'), { players, seed: 'ci-same', budget: { playouts: 12 } });
      const again = playMatch(start('ci-same'), { players, seed: 'ci-same', budget: { playouts: 12 } });
      expect(again.actions).toEqual(once.actions);
      expect(again.final.winner).toBe(once.final.winner);
    }
  }, 120_000);
});
