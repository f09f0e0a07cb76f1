// The replay view (replay.ts): the state after any number of actions, the log and dice as they
// stood then, and the jumps to each turn and phase.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine';
import { browserDeps } from '../../src/store/appStore';
import { newSkirmish } from '../../src/store/game/newGame';
import { logOf, replayGame } from '../../src/store/game/history';
import { UNDO_IN_REPLAY, undoRefusal } from '../../src/store/slices/game';
import { DEFAULT_INTENT } from '../../src/store/slices/ui';
import {
  positionLabel,
  replayMarks,
  stateAt,
  viewedEvents,
  viewedGame,
  viewedLogLength,
} from '../../src/store/view/replay';
import { apply, quietGame, skirmish, tankMove } from './recordsFixtures';
import { gameStore } from './fixtures';

/** The store the page makes (main.tsx), with this test run's storage. */
const appStore = gameStore(browserDeps());

function game(turns = 2) {
  const initial = skirmish('records', turns);
  const actions = quietGame(initial);
  const r = replayGame(initial, actions)!;
  return { ...r, lastEvents: r.steps[r.steps.length - 1].events };
}

describe('replay', () => {
  it('the state after i actions is the one applying the first i actions gives', () => {
    const g = game();
    let state = g.initial;
    for (let i = 0; i <= g.actions.length; i++) {
      expect(stateAt(g, i)).toEqual(state);
      if (i < g.actions.length) state = apply(state, g.actions[i]);
    }
    expect(stateAt(g, g.actions.length)).toBe(g.game);
  });

  it('without a replay the live game is viewed; with one, its position', () => {
    const g = game();
    expect(viewedGame(g, { index: null })).toBe(g.game);
    expect(viewedGame(g, { index: 3 })).toBe(g.steps[3].before);
    expect(viewedEvents(g, { index: null })).toBe(g.lastEvents);
    expect(viewedEvents(g, { index: 0 })).toEqual([]);
    expect(viewedEvents(g, { index: 3 })).toBe(g.steps[2].events);
  });

  it("R3.1: at the first position the dice tray shows the creation's dice (the opening's initiative roll), as the live screen does there", () => {
    const g = game();
    const created = newSkirmish('replay-opening');
    if (!created.ok) throw new Error('the skirmish does not start');
    const opening: GameEvent[] = created.events;
    expect(opening.some((e) => e.type === 'initiativeRolled')).toBe(true);
    const withOpening = { ...g, opening };
    expect(viewedEvents(withOpening, { index: 0 })).toBe(opening);
    expect(viewedEvents(withOpening, { index: 1 })).toBe(g.steps[0].events);
  });

  it('the log as it stood: as long as the lines of the actions up to the position', () => {
    const g = game();
    expect(viewedLogLength(g, { index: null })).toBe(logOf(g).length);
    expect(viewedLogLength(g, { index: g.actions.length })).toBe(logOf(g).length);
    expect(viewedLogLength(g, { index: 0 })).toBe(0);
    expect(viewedLogLength(g, { index: 2 })).toBe(logOf(replayGame(g.initial, g.actions.slice(0, 2))!).length);
  });

  it('jumps: the start and each index where the turn or phase changes, labelled', () => {
    const g = game(2);
    const marks = replayMarks(g);
    expect(marks.map((m) => m.label)).toEqual([
      'Turn 1 · Movement Phase',
      'Turn 1 · Assault Phase',
      'Turn 2 · Movement Phase',
      'Turn 2 · Assault Phase',
      'Game over',
    ]);
    expect(marks[0].index).toBe(0);
    expect(marks[marks.length - 1].index).toBe(g.actions.length);
    for (const m of marks.slice(1)) {
      const before = stateAt(g, m.index - 1);
      const at = stateAt(g, m.index);
      expect(before.phase !== at.phase || before.turn !== at.turn).toBe(true);
      expect(positionLabel(at)).toBe(m.label);
    }
    // Between two jumps the turn and phase stay the same.
    for (let k = 0; k + 1 < marks.length; k++) {
      for (let i = marks[k].index; i < marks[k + 1].index; i++)
        expect(positionLabel(stateAt(g, i))).toBe(marks[k].label);
    }
  });

  it('a game that has not moved on from its first phase has one jump', () => {
    const initial = skirmish();
    const r = replayGame(initial, [tankMove(initial, false)])!;
    expect(replayMarks(r)).toEqual([{ index: 0, label: 'Turn 1 · Movement Phase' }]);
  });
});

describe('the replay and the live game', () => {
  it('a new game closes the replay of the old one', () => {
    appStore.getState().startGame({ kind: 'quick', seed: 'records', field: null });
    appStore.getState().replay.open(0);
    expect(appStore.getState().replay.index).toBe(0);
    appStore.getState().startGame({ kind: 'quick', seed: 'another', field: null });
    expect(appStore.getState().replay.index).toBeNull();
  });

  it('stepping stays within the game: 0 to the number of actions', () => {
    const g = game();
    appStore.getState().startGame({ kind: 'replayed', history: replayGame(g.initial, g.actions.slice(0, 5))! });
    const { replay } = appStore.getState();
    replay.open(2);
    replay.stepTo(-3);
    expect(appStore.getState().replay.index).toBe(0);
    replay.stepTo(9);
    expect(appStore.getState().replay.index).toBe(5);
    replay.close();
    expect(appStore.getState().replay.index).toBeNull();
  });

  it('undo is refused while the replay is open, with the same words for the button and the command', () => {
    const g = game();
    appStore.getState().startGame({ kind: 'replayed', history: replayGame(g.initial, g.actions.slice(0, 3))! });
    appStore.getState().replay.open();
    const refusal = undoRefusal(appStore.getState().game, true);
    expect(refusal).toBe(UNDO_IN_REPLAY);
    expect(appStore.getState().game.undo()).toBe(refusal);
    expect(appStore.getState().game.actions).toHaveLength(3);
    appStore.getState().replay.close();
  });
});

describe('startGame', () => {
  it('resets every slice that belongs to a game: history, replay, seat, records, selection (the settings and lists stay)', () => {
    const app = appStore.getState();
    app.startGame({ kind: 'quick', seed: 'records', field: null });
    appStore.getState().replay.open(0);
    appStore.getState().handOff.take({ team: 1, turn: 1, phase: 'movement' });
    appStore.getState().records.say('a message');
    appStore.getState().records.closeEndScreen(appStore.getState().game.game);
    appStore.getState().ui.select('anything');
    appStore.getState().ui.setIntent({ kind: 'place', facing: 2 });
    const settings = appStore.getState().ui.settings;
    const armies = appStore.getState().builder.armies;
    expect(appStore.getState().startGame({ kind: 'quick', seed: 'another', field: null })).toEqual({ ok: true });
    const s = appStore.getState();
    expect(s.game.game.seed).toBe('another');
    expect(s.game.actions).toEqual([]);
    expect(s.replay.index).toBeNull();
    expect(s.handOff.seated).toBeNull();
    expect(s.records.notice).toBeNull();
    expect(s.records.endScreenClosedFor).toBeNull();
    expect(s.ui.selected).toBeNull();
    expect(s.ui.intent).toEqual(DEFAULT_INTENT);
    expect(s.ui.settings).toBe(settings);
    expect(s.builder.armies).toBe(armies);
  });

  it('a setup the engine refuses leaves every slice as it was', () => {
    appStore.getState().startGame({ kind: 'quick', seed: 'records', field: null });
    appStore.getState().ui.select('kept');
    const before = appStore.getState();
    const r = before.startGame({
      kind: 'setup',
      setup: {
        seed: 'x',
        map: before.game.game.map,
        catalog: {},
        teams: [
          { name: 'A', units: [{ models: ['no-such-card'] }] },
          { name: 'B', units: [] },
        ],
      },
    });
    expect(r.ok).toBe(false);
    expect(appStore.getState()).toBe(before);
  });
});
