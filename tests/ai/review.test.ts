// docs/ai.md, "The review": a game's record replayed and each decision scored as the normal
// player scores it; the people's three costliest decisions come back, each with normal's choice.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, type Action, type GameState } from '../../src/engine';
import { deciderOf } from '../../src/ai';
import { BLOCKED, scoreActions, scorePlayed, type Scored } from '../../src/ai/normal';
import { routeRisk, sceneOf } from '../../src/ai/position';
import { reviewGame } from '../../src/ai/review';
import { randomGameSetup } from '../property/randomPlay';
import { SAFETY } from './positions/safety';
import { hexOf, loadPosition } from './positions/suite';

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

describe("the review scores a person's move by the path taken (R5.3, R5.7)", () => {
  it('safety-1: the same marker reached round the rifle squads scores more than past them, by the Defensive Fire drawn', () => {
    const position = loadPosition(SAFETY.find((p) => p.id === 'safety-1')!);
    if (!position.ok) throw new Error(position.error);
    const state = position.value.state;
    const decider = deciderOf(state)!;
    const scored = scoreActions(state, decider, legalActions(state));
    const played = (labels: string[]) =>
      scorePlayed(state, decider, { type: 'move', unit: 'bike', path: labels.map(hexOf) }, scored)!.score;
    const pastThem = ['C3', 'C4', 'D5', 'D6', 'D7'];
    const round = played(['B3', 'B4', 'C5', 'C6', 'D7']);
    const past = played(pastThem);
    // The difference is the fire the path past them draws, as normal weighs it (the same hex, no rolls).
    const bike = state.units.bike;
    const risk = routeRisk(sceneOf(state, 0), bike, bike.at!, pastThem.map(hexOf));
    expect(risk).toBeGreaterThan(0.2);
    expect(round - past).toBeCloseTo(risk, 9);
    expect(round).toBeGreaterThan(0);
  });
});
