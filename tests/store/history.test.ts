// Undo and its rule (history.ts, README "Undo, saving and replays"): free until dice are rolled,
// never across a hand-off to the other team, never after the end.
import { beforeEach, describe, expect, it } from 'vitest';
import { applyAction, type GameState } from '../../src/engine';
import { gameStore } from '../../src/store/gameStore';
import { replayGame, rolledDice, undoBlocker, withoutLast } from '../../src/store/history';
import { apply, skirmish, tankMove, tankOf } from './recordsFixtures';

function played(initial: GameState, ...actions: Parameters<typeof apply>[1][]) {
  const r = replayGame(initial, actions);
  if (!r) throw new Error('does not replay');
  return r;
}

describe('undo rule', () => {
  it('nothing to undo at the start of a game', () => {
    expect(undoBlocker(played(skirmish()))).toMatch(/Nothing to undo/);
  });

  it('a move that rolled no dice, by the team still to decide, may be undone', () => {
    const start = skirmish();
    const game = played(start, tankMove(start, false));
    expect(game.game.activation?.unit).toBe(tankOf(start).id);
    expect(undoBlocker(game)).toBeNull();
  });

  it('refused once dice were rolled: a move through terrain that needs a movement roll (R5.3)', () => {
    const start = skirmish();
    const game = played(start, tankMove(start, true));
    expect(game.steps[0].events.some((e) => e.type === 'movementRoll')).toBe(true);
    expect(undoBlocker(game)).toMatch(/Dice were rolled/);
  });

  it('refused once the decision has passed to the other team: ending an activation (R4.2)', () => {
    const start = skirmish();
    const moved = apply(start, tankMove(start, false));
    const game = played(start, tankMove(start, false), { type: 'endActivation' });
    expect(game.game.active).not.toBe(moved.active);
    const reason = undoBlocker(game);
    expect(reason).toContain(`passed to ${start.teams[1 - start.active].name}`);
  });

  it('refused for the action before a hand-off as well: the other team\'s turn is theirs', () => {
    const start = skirmish();
    const handed = played(start, tankMove(start, false), { type: 'endActivation' });
    // The other team now moves without a roll: that may be undone, back to the hand-off, no further.
    const other = tankMove(handed.game, false);
    const game = played(start, tankMove(start, false), { type: 'endActivation' }, other);
    expect(undoBlocker(game)).toBeNull();
    const back = { ...game, ...withoutLast(game) };
    expect(back.game).toEqual(handed.game);
    expect(undoBlocker(back)).toMatch(/passed to/);
  });

  it('refused when the game is over (R7.3)', () => {
    const start = skirmish();
    const game = played(start, tankMove(start, false));
    const ended = { ...game, game: { ...game.game, phase: 'ended' as const } };
    expect(undoBlocker(ended)).toMatch(/game is over/);
  });

  it('a spent generator counts as a roll even with no roll among the events (a random pick)', () => {
    const start = skirmish();
    const after = { ...start, rng: { ...start.rng, alea: { ...start.rng.alea, c: start.rng.alea.c + 1 } } };
    expect(rolledDice({ before: start, events: [] }, after)).toBe(true);
    expect(rolledDice({ before: start, events: [] }, { ...start })).toBe(false);
  });
});

describe('the game store undoes', () => {
  beforeEach(() => gameStore.getState().newGame('records', null));

  it('a move: the unit back where it was, the log without the move, the history one shorter', () => {
    const start = gameStore.getState().game;
    const tank = tankOf(start);
    const logBefore = gameStore.getState().log.length;
    expect(gameStore.getState().dispatch(tankMove(start, false))).toBe(true);
    expect(gameStore.getState().game.units[tank.id].at).not.toEqual(tank.at);
    expect(gameStore.getState().log.length).toBeGreaterThan(logBefore);
    expect(gameStore.getState().undo()).toBeNull();
    const s = gameStore.getState();
    expect(s.game).toBe(start);
    expect(s.game.units[tank.id].at).toEqual(tank.at);
    expect(s.actions).toEqual([]);
    expect(s.steps).toEqual([]);
    expect(s.log.length).toBe(logBefore);
  });

  it('not a move that rolled, and says why; the game stays as it was', () => {
    const start = gameStore.getState().game;
    gameStore.getState().dispatch(tankMove(start, true));
    const after = gameStore.getState().game;
    expect(gameStore.getState().undo()).toMatch(/Dice were rolled/);
    expect(gameStore.getState().game).toBe(after);
    expect(gameStore.getState().actions).toHaveLength(1);
  });

  it('step by step, the same as replaying the shorter list of actions', () => {
    const start = gameStore.getState().game;
    const move = tankMove(start, false);
    const moved = applyAction(start, move);
    if (!moved.ok) throw new Error();
    const tank = tankOf(start);
    gameStore.getState().dispatch(move);
    gameStore.getState().dispatch({ type: 'pivot', unit: tank.id, facing: ((moved.state.units[tank.id].facing + 1) % 6) as 0 });
    expect(gameStore.getState().undo()).toBeNull();
    const s = gameStore.getState();
    const replayed = replayGame(s.initial, s.actions)!;
    expect(s.game).toEqual(replayed.game);
    expect(s.log.map((l) => l.text)).toEqual([...s.log.slice(0, s.log.length - replayed.log.length).map((l) => l.text), ...replayed.log.map((l) => l.text)]);
  });
});

describe('the records message line', () => {
  it('an undo refused says why, and the message goes once the game moves on', async () => {
    const { undoLast } = await import('../../src/store/recordsCommands');
    const { recordsStore } = await import('../../src/store/recordsStore');
    gameStore.getState().newGame('records', null);
    undoLast();
    expect(recordsStore.getState().notice?.text).toMatch(/Nothing to undo/);
    gameStore.getState().dispatch(tankMove(gameStore.getState().game, false));
    expect(recordsStore.getState().notice).toBeNull();
    undoLast();
    expect(recordsStore.getState().notice).toBeNull();
    expect(gameStore.getState().actions).toEqual([]);
  });
});
