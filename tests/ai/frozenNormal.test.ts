// docs/ai.md, "The frozen level normal-2026-11": the level plays exactly as the normal player of
// 29 November 2026 did. tests/ai/fixtures/normal-2026-11.json holds four seeded games recorded
// from that day's normal (two against itself, at 100 and 200 points, two against random play):
// every action, and the reason normal gave for each of its own. Replayed here, the frozen level
// must give the same answer, reason included, at every one of normal's decisions.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, type Action, type GameState, type TeamId } from '../../src/engine';
import { deciderOf, playMatch } from '../../src/ai';
import { chooseFrozenNormal } from '../../src/ai/frozen/normal202611';
import { randomGameSetup } from '../property/randomPlay';

interface RecordedGame {
  seed: string;
  points: number;
  players: ['normal' | 'random', 'normal' | 'random'];
  winner: TeamId | null;
  actions: Action[];
  /** normal's reason for each action it chose; null for random play's. */
  reasons: (string | null)[];
}

const recorded: { games: RecordedGame[] } = JSON.parse(
  readFileSync(new URL('./fixtures/normal-2026-11.json', import.meta.url), 'utf8'),
);

function start(game: RecordedGame): GameState {
  const created = createGame(randomGameSetup(game.seed, game.points));
  if (!created.ok) throw new Error(`${game.seed}: the recorded setup no longer builds`);
  return created.state;
}

describe('the frozen level normal-2026-11', () => {
  for (const game of recorded.games) {
    it(`answers as normal did in ${game.seed} (${game.players.join(' vs ')}, ${game.points} points, ${game.actions.length} actions)`, () => {
      let state = start(game);
      let asked = 0;
      game.actions.forEach((action, i) => {
        const team = deciderOf(state)!.team;
        if (game.players[team] === 'normal') {
          const answer = chooseFrozenNormal(state)!;
          const got = { at: i, action: answer.action, reason: answer.reason };
          const want = { at: i, action, reason: game.reasons[i] };
          // Compared as text first: one expect per decision made the 200-point game slow.
          if (JSON.stringify(got) !== JSON.stringify(want)) expect(got).toEqual(want);
          asked++;
        }
        const r = applyAction(state, action);
        if (!r.ok) throw new Error(`${game.seed}: recorded action ${i} refused: ${r.error.message}`);
        state = r.state;
      });
      expect(state.phase).toBe('ended');
      expect(state.winner).toBe(game.winner);
      expect(asked).toBeGreaterThan(50);
    });
  }

  it('plays a whole game in the tournament (playMatch) as it was recorded', () => {
    const game = recorded.games.find((g) => g.players.every((p) => p === 'normal'))!;
    const { actions, final } = playMatch(start(game), {
      players: ['normal-2026-11', 'normal-2026-11'],
      seed: game.seed,
    });
    expect(actions).toEqual(game.actions);
    expect(final.winner).toBe(game.winner);
  });
});
