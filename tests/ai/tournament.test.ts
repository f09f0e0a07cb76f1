// Issue 10 point 6: seeded normal-vs-random games finish without error (every answer a listed
// action the engine accepts: playMatch throws on a refused one), normal wins nearly all of them,
// and the same seeds give the same moves. The games are the tournament's own
// (`npm run ai:tournament`: random legal armies from the catalog, random battlefields, sides
// swapped each pair), on 100 points so the 200 games stay short in CI. Point 5's aim (>= 98 % at
// 200 points) is measured by the tournament (README); on 100 points and the 2-tile battlefield a
// few dice decide more (195 of these 200 when written), so the floor here is 95 %.
import { describe, expect, it } from 'vitest';
import { createGame, messagesOf, type GameState } from '../../src/engine';
import { playMatch, type Player } from '../../src/ai';
import { randomGameSetup } from '../property/randomPlay';

const GAMES = 200;
const POINTS = 100;

function start(seed: string): GameState {
  const created = createGame(randomGameSetup(seed, POINTS));
  if (!created.ok) throw new Error(messagesOf(created.error).join('; '));
  return created.state;
}

describe('the tournament games (issue 10 points 5, 6)', () => {
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
