// docs/ai.md, "The greedy yardstick": the one-ply greedy player answers every decision of whole
// games with an action the engine accepts (playMatch throws on a refused one), attacks by the exact
// odds and heads for the markers (R7.1), so it beats random play; the same seed plays the same game.
import { describe, expect, it } from 'vitest';
import { playMatch, type Player } from '../../src/ai';
import { chooseGreedy } from '../../src/ai/greedy';
import { applyAction, legalActions } from '../../src/engine';
import { startTournamentGame as start } from './tournamentGames';

describe('the greedy yardstick', () => {
  it('plays whole seeded games against random play, sides swapped, and wins them', () => {
    let wins = 0;
    for (let g = 0; g < 6; g++) {
      const seed = `greedy-${Math.floor(g / 2)}`;
      const me = g % 2;
      const players: [Player, Player] = me === 0 ? ['greedy', 'random'] : ['random', 'greedy'];
      const { final } = playMatch(start(seed), { players, seed });
      expect(final.phase).toBe('ended');
      if (final.winner === me) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it('plays the same game for the same seed, and only listed actions', () => {
    const a = playMatch(start('greedy-same'), { players: ['greedy', 'greedy'], seed: 'greedy-same' });
    const b = playMatch(start('greedy-same'), { players: ['greedy', 'greedy'], seed: 'greedy-same' });
    expect(b.actions).toEqual(a.actions);
    let state = start('greedy-same');
    for (const action of a.actions.slice(0, 40)) {
      const listed = legalActions(state).map((x) => JSON.stringify(x));
      const chosen = chooseGreedy(state)!.action;
      expect(chosen).toEqual(action);
      expect(listed).toContain(JSON.stringify(chosen));
      const r = applyAction(state, action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
  });
});
