// When the hot-seat hand-off shows: by default once at the start of the setup
// and of each turn's phases (R4.1), for the team deciding first; in the strict mode whenever the
// team who must decide is not the one that last took the seat, through the setup (R3),
// activations (R4.2) and decisions owed mid-resolution; never when off.
import { describe, expect, it } from 'vitest';
import { applyAction, awaiting, legalActions, type GameState } from '../../src/engine';
import { handOffPrompt, type HandOffMode, type Seat } from '../../src/store/game/handOff';
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

function seat(game: GameState, team = awaiting(game).team!): Seat {
  return { team, turn: game.turn, phase: game.phase };
}

/**
 * Plays the first legal action until `until`, taking the seat each time the cover shows; returns
 * the covers shown and how often the deciding team changed.
 */
function playTaking(
  game: GameState,
  mode: HandOffMode,
  until: (g: GameState) => boolean,
): { game: GameState; covers: Seat[]; changes: number } {
  let seated: Seat | null = null;
  const covers: Seat[] = [];
  let changes = 0;
  let last = awaiting(game).team;
  for (;;) {
    const prompt = handOffPrompt(game, seated, mode);
    if (prompt) {
      expect(prompt.team).toBe(awaiting(game).team);
      covers.push(prompt.seat);
      seated = prompt.seat;
    }
    if (until(game)) return { game, covers, changes };
    game = play(game);
    const d = awaiting(game);
    if (d.team !== null && d.team !== last) changes++;
    last = d.team;
  }
}

describe('the hot-seat hand-off, strict mode (every change of decider)', () => {
  it('asks the first team to decide in a new game, then not again while that team decides', () => {
    const game = setupGame();
    const winner = game.initiative;
    expect(handOffPrompt(game, null, 'every')).toEqual({
      team: winner,
      what: 'place the 1 OP Objective Marker (R3.2)',
      seat: seat(game),
    });
    expect(handOffPrompt(game, seat(game, winner), 'every')).toBeNull();
  });

  it('asks again when the decision passes to the other team (R3.2: the markers alternate)', () => {
    const game = setupGame();
    const next = play(game);
    expect(next.active).not.toBe(game.initiative);
    expect(handOffPrompt(next, seat(game, game.initiative), 'every')).toMatchObject({
      team: next.active,
      what: 'place the 1 OP Objective Marker (R3.2)',
    });
  });

  it('follows the deciding team through the setup: every change of decider, and only those, asks', () => {
    const { game, covers, changes } = playTaking(setupGame(), 'every', (g) => g.phase !== 'setup');
    expect(covers.length).toBe(changes + 1);
    expect(covers.length).toBeGreaterThan(5);
    expect(game.phase).toBe('movement');
  });

  it('R5.7 hands the seat to the defender for a Defensive Fire offer, and back to the mover after', () => {
    const s = defensiveFireAmbush();
    expect(handOffPrompt(s, seat(s, 0), 'every')).toBeNull();
    const moved = playAction(s, { type: 'move', unit: 't', path: [at(1, 1), at(2, 1)] }).state;
    expect(handOffPrompt(moved, seat(moved, 0), 'every')).toMatchObject({
      team: 1,
      what: expect.stringMatching(/^Defensive Fire at .+\? \(R5\.7\)$/),
    });
    const passed = playAction(moved, { type: 'passDefensiveFire' }).state;
    expect(passed.pending).toEqual([]);
    expect(handOffPrompt(passed, seat(passed, 1), 'every')).toMatchObject({
      team: 0,
      what: expect.stringMatching(/^go on with /),
    });
  });
});

describe('the hot-seat hand-off by default: at the start of each phase', () => {
  it('R3 the whole setup asks once, where the strict mode asks at every change of decider', () => {
    const phase = playTaking(setupGame(), 'phase', (g) => g.phase !== 'setup');
    const every = playTaking(setupGame(), 'every', (g) => g.phase !== 'setup');
    // The last cover of each run is the Movement Phase of turn 1, which the loop stops at.
    expect(phase.covers.map((c) => c.phase)).toEqual(['setup', 'movement']);
    expect(every.covers.length).toBeGreaterThan(5);
  });

  it('R4.1 asks at the start of each phase of each turn, for the team deciding first, and not between', () => {
    const { covers } = playTaking(setupGame(), 'phase', (g) => g.turn === 3 || g.phase === 'ended');
    expect(covers.map((c) => `${c.turn} ${c.phase}`)).toEqual([
      '0 setup',
      '1 movement',
      '1 assault',
      '2 movement',
      '2 assault',
      '3 movement',
    ]);
  });

  it('R5.7 a Defensive Fire offer within a phase takes no cover', () => {
    const s = defensiveFireAmbush();
    const moved = playAction(s, { type: 'move', unit: 't', path: [at(1, 1), at(2, 1)] }).state;
    expect(awaiting(moved).team).toBe(1);
    expect(handOffPrompt(moved, seat(s, 0), 'phase')).toBeNull();
  });
});

describe('the hot-seat hand-off switched off', () => {
  it('never shows when off, nor in any mode when the game is over', () => {
    const game = setupGame();
    expect(handOffPrompt(game, null, 'off')).toBeNull();
    for (const mode of ['phase', 'every'] as const)
      expect(handOffPrompt({ ...game, phase: 'ended' }, null, mode)).toBeNull();
  });
});
