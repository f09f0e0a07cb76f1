// When the hot-seat hand-off shows: whenever the team who must decide is not the one that last
// took the seat, through the setup (R3), activations (R4.2) and decisions owed mid-resolution.
import { describe, expect, it } from 'vitest';
import { applyAction, awaiting, createGame, legalActions, type GameState } from '../../src/engine';
import { SAMPLE_ARMIES } from '../../src/data/sampleArmies';
import { defaultOptions, planGame } from '../../src/store/gameOptions';
import { handOffPrompt } from '../../src/store/handOff';
import { at, atPhase, card, initiative, play as playAction, testGame, testMap } from '../helpers';

function setupGame(): GameState {
  const plan = planGame(defaultOptions([SAMPLE_ARMIES[0].list, SAMPLE_ARMIES[1].list], 'handoff'));
  if (!plan.ok) throw new Error(plan.error.map((e) => e.message).join());
  const r = createGame(plan.value);
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join());
  return r.state;
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
    const bazooka = card('baz', 'Infantry Specialist', { attack: { infantry: [4, null, null], vehicle: [9, 4, null] } });
    const s = atPhase(
      testGame({
        map: testMap(10, 3),
        units: [
          { id: 't', team: 0, models: ['tank'], at: [0, 1] },
          { id: 'e', team: 1, models: ['baz'], at: [2, 0] },
        ],
        cards: [bazooka],
        script: [...initiative({ winner: 0 }), ...Array(40).fill(1)],
      }),
      'movement',
      0,
    );
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
