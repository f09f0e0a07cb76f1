// Undo and its rule (history.ts, docs/playing.md "Undo, saving and replays"): free until dice are rolled,
// never across a hand-off to the other team, never after the end.
import { beforeEach, describe, expect, it } from 'vitest';
import { applyAction, keyedRng, makeDice, type GameState } from '../../src/engine';
import { browserDeps } from '../../src/store/appStore';
import { logOf, replayGame, rolledDice, undoBlocker, withoutLast } from '../../src/store/game/history';
import { apply, skirmish, tankMove, tankOf } from './recordsFixtures';
import { gameStore } from './fixtures';

/** The store the page makes (main.tsx), with this test run's storage. */
const appStore = gameStore(browserDeps());

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

  it("refused for the action before a hand-off as well: the other team's turn is theirs", () => {
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
    for (const start of [skirmish(), { ...skirmish(), rng: keyedRng('ab'.repeat(32)) }]) {
      const dice = makeDice(start.rng);
      dice.pick(3);
      const after = { ...start, rng: dice.state() };
      expect(rolledDice({ before: start, events: [] }, after)).toBe(true);
      expect(rolledDice({ before: start, events: [] }, { ...start })).toBe(false);
    }
  });
});

describe('the game store undoes', () => {
  beforeEach(() => appStore.getState().startGame({ kind: 'quick', seed: 'records', field: null }));

  it('a move: the unit back where it was, the log without the move, the history one shorter', () => {
    const start = appStore.getState().game.game;
    const tank = tankOf(start);
    const logBefore = logOf(appStore.getState().game).length;
    expect(appStore.getState().game.dispatch(tankMove(start, false))).toBe(true);
    expect(appStore.getState().game.game.units[tank.id].at).not.toEqual(tank.at);
    expect(logOf(appStore.getState().game).length).toBeGreaterThan(logBefore);
    expect(appStore.getState().game.undo()).toBeNull();
    const s = appStore.getState().game;
    expect(s.game).toBe(start);
    expect(s.game.units[tank.id].at).toEqual(tank.at);
    expect(s.actions).toEqual([]);
    expect(s.steps).toEqual([]);
    expect(logOf(s).length).toBe(logBefore);
  });

  it('not a move that rolled, and says why; the game stays as it was', () => {
    const start = appStore.getState().game.game;
    appStore.getState().game.dispatch(tankMove(start, true));
    const after = appStore.getState().game.game;
    expect(appStore.getState().game.undo()).toMatch(/Dice were rolled/);
    expect(appStore.getState().game.game).toBe(after);
    expect(appStore.getState().game.actions).toHaveLength(1);
  });

  it('step by step, the same as replaying the shorter list of actions', () => {
    const start = appStore.getState().game.game;
    const move = tankMove(start, false);
    const moved = applyAction(start, move);
    if (!moved.ok) throw new Error();
    const tank = tankOf(start);
    appStore.getState().game.dispatch(move);
    appStore
      .getState()
      .game.dispatch({ type: 'pivot', unit: tank.id, facing: ((moved.state.units[tank.id].facing + 1) % 6) as 0 });
    expect(appStore.getState().game.undo()).toBeNull();
    const s = appStore.getState().game;
    const replayed = replayGame(s.initial, s.actions)!;
    expect(s.game).toEqual(replayed.game);
    // The log is derived from the steps: the game's opening lines, then the same lines as the replay's.
    const log = logOf(s).map((l) => l.text);
    const again = logOf(replayed).map((l) => l.text);
    expect(log).toEqual([...log.slice(0, s.opening.length), ...again]);
    expect(again).toHaveLength(log.length - s.opening.length);
  });
});

describe('the records message line', () => {
  it('an undo refused says why, and the message goes once the game moves on', async () => {
    const { commandsFor } = await import('../../src/store/commands/commands');
    const { undoLast } = commandsFor(appStore);
    appStore.getState().startGame({ kind: 'quick', seed: 'records', field: null });
    undoLast();
    expect(appStore.getState().records.notice?.text).toMatch(/Nothing to undo/);
    appStore.getState().game.dispatch(tankMove(appStore.getState().game.game, false));
    expect(appStore.getState().records.notice).toBeNull();
    undoLast();
    expect(appStore.getState().records.notice).toBeNull();
    expect(appStore.getState().game.actions).toEqual([]);
  });
});
