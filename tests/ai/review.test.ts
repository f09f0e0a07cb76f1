// docs/ai.md, "The review": a game's record replayed and each decision scored as the normal
// player scores it; the people's three costliest decisions come back, each with normal's choice.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, type Action, type GameState } from '../../src/engine';
import { deciderOf } from '../../src/ai';
import { BLOCKED, scoreActions, type Scored } from '../../src/ai/normal';
import { reviewGame } from '../../src/ai/review';
import { randomGameSetup } from '../property/randomPlay';

/**
 * A scripted game of 100-point armies over 2 turns: team 1 plays normal's choices, team 0 ("the
 * person") too, but for five blunders planted in its activations (the action normal scores
 * lowest, where that is well below its best). Returns the record and each blunder's loss.
 */
function scriptedGame() {
  const created = createGame({ ...randomGameSetup('review-script', 100), settings: { turns: 2 } });
  if (!created.ok) throw new Error('no game');
  const initial = created.state;
  let state: GameState = initial;
  const actions: Action[] = [];
  const planted = new Map<number, number>();
  let activations = 0;
  for (let d = deciderOf(state); d && actions.length < 2000; d = deciderOf(state)) {
    const scored = scoreActions(state, d, legalActions(state)).filter((s) => s.score > BLOCKED);
    const top = scored.reduce((a: Scored, b) => (b.score > a.score ? b : a));
    let pick = top;
    if (d.team === 0 && d.kind === 'activation' && planted.size < 5 && activations++ % 3 === 0) {
      const worst = scored.reduce((a: Scored, b) => (b.score < a.score ? b : a));
      if (top.score - worst.score > 0.2) {
        pick = worst;
        planted.set(actions.length, top.score - worst.score);
      }
    }
    actions.push(pick.action);
    const r = applyAction(state, pick.action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return { initial, actions, planted, ended: state.phase === 'ended' };
}

describe('the review of a game against the AI', () => {
  it('picks the three largest losses of the person’s decisions, largest first, with what normal would have played', () => {
    const { initial, actions, planted, ended } = scriptedGame();
    expect(ended).toBe(true);
    expect(planted.size).toBe(5);
    const review = reviewGame(initial, actions, [0]);
    const largest = [...planted].sort((a, b) => b[1] - a[1]).slice(0, 3);
    expect(review.costly.map((c) => c.index)).toEqual(largest.map(([i]) => i));
    for (const [k, c] of review.costly.entries()) {
      expect(c.loss).toBeCloseTo(largest[k][1], 9);
      expect(c.team).toBe(0);
      expect(c.played).toEqual(actions[c.index]);
      expect(c.best).not.toEqual(c.played);
      expect(c.bestWhy).toBeDefined();
    }
    // Normal's reason for each action played, the other side's (the AI's) included.
    expect(review.reasons).toHaveLength(actions.length);
    expect(review.reasons.filter((r) => r !== null).length).toBeGreaterThan(actions.length / 2);
  });

  it('judges no decision of a team not reviewed, and none the person played as normal would', () => {
    const { initial, actions } = scriptedGame();
    expect(reviewGame(initial, actions, [1]).costly).toEqual([]);
  });
});
