// When the hot-seat hand-off shows: whenever the team who must decide is not the one that last
// took the seat, through the setup (R3), activations (R4.2) and decisions owed mid-resolution.
import { describe, expect, it } from 'vitest';
import { applyAction, awaiting, legalActions, type GameState } from '../../src/engine';
import { handOffPrompt } from '../../src/store/handOff';
import { at, defensiveFireAmbush, play as playAction } from '../helpers';
import { sampleSetupGame } from './fixtures';

function setupGame(): GameState {
  return sampleSetupGame(0, 1, 'handoff');
}

function play(state: GameState): GameState {
  const action = legalActions(state)[0];
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('the hot-seat hand-off', () => {
  it('asks the first team to decide in a new game, then not again while that team decides', () => {
    const game = setupGame();
    const winner = game.initiative;
    expect(handOffPrompt(game, null, true)).toEqual({ team: winner, what: 'place the 1 OP Objective Marker (R3.2)' });
    expect(handOffPrompt(game, winner, true)).toBeNull();
  });

  it('asks again when the decision passes to the other team (R3.2: the markers alternate)', () => {
    const game = setupGame();
    const next = play(game);
    expect(next.active).not.toBe(game.initiative);
    expect(handOffPrompt(next, game.initiative, true)).toEqual({ team: next.active, what: 'place the 1 OP Objective Marker (R3.2)' });
  });

  it('follows the deciding team through the setup: every change of decider, and only those, asks', () => {
    let game = setupGame();
    let seated = awaiting(game).team;
    let asked = 0;
    let changes = 0;
    while (game.phase === 'setup') {
      const before = seated;
      game = play(game);
      const d = awaiting(game);
      if (d.team === null) break;
      const prompt = handOffPrompt(game, seated, true);
      if (d.team !== before) changes++;
      if (prompt) {
        asked++;
        expect(prompt.team).toBe(d.team);
        seated = prompt.team;
      }
    }
    expect(asked).toBe(changes);
    expect(asked).toBeGreaterThan(5);
    expect(game.phase).toBe('movement');
  });

  it('R5.7 hands the seat to the defender for a Defensive Fire offer, and back to the mover after', () => {
    const s = defensiveFireAmbush();
    expect(handOffPrompt(s, 0, true)).toBeNull();
    const moved = playAction(s, { type: 'move', unit: 't', path: [at(1, 1), at(2, 1)] }).state;
    expect(handOffPrompt(moved, 0, true)).toEqual({ team: 1, what: expect.stringMatching(/^Defensive Fire at .+\? \(R5\.7\)$/) });
    const passed = playAction(moved, { type: 'passDefensiveFire' }).state;
    expect(passed.pending).toEqual([]);
    expect(handOffPrompt(passed, 1, true)).toEqual({ team: 0, what: expect.stringMatching(/^go on with /) });
  });

  it('never shows when switched off, nor when the game is over', () => {
    const game = setupGame();
    expect(handOffPrompt(game, null, false)).toBeNull();
    expect(handOffPrompt({ ...game, phase: 'ended' }, null, true)).toBeNull();
  });
});
