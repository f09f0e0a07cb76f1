// The replay view (replay.ts): the state after any number of actions, the log and dice as they
// stood then, and the jumps to each turn and phase.
import { describe, expect, it } from 'vitest';
import { gameStore } from '../../src/store/gameStore';
import { replayGame } from '../../src/store/history';
import { recordsStore } from '../../src/store/recordsStore';
import { positionLabel, replayMarks, stateAt, viewedEvents, viewedGame, viewedLogLength } from '../../src/store/replay';
import { apply, quietGame, skirmish, tankMove } from './recordsFixtures';

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
    expect(viewedGame(g, { replay: null })).toBe(g.game);
    expect(viewedGame(g, { replay: { index: 3 } })).toBe(g.steps[3].before);
    expect(viewedEvents(g, { replay: null })).toBe(g.lastEvents);
    expect(viewedEvents(g, { replay: { index: 0 } })).toEqual([]);
    expect(viewedEvents(g, { replay: { index: 3 } })).toBe(g.steps[2].events);
  });

  it('the log as it stood: as long as the lines of the actions up to the position', () => {
    const g = game();
    expect(viewedLogLength(g, { replay: null })).toBe(g.log.length);
    expect(viewedLogLength(g, { replay: { index: g.actions.length } })).toBe(g.log.length);
    expect(viewedLogLength(g, { replay: { index: 0 } })).toBe(0);
    expect(viewedLogLength(g, { replay: { index: 2 } })).toBe(replayGame(g.initial, g.actions.slice(0, 2))!.log.length);
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
      for (let i = marks[k].index; i < marks[k + 1].index; i++) expect(positionLabel(stateAt(g, i))).toBe(marks[k].label);
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
    gameStore.getState().newGame('records', null);
    recordsStore.getState().openReplay(0);
    expect(recordsStore.getState().replay).toEqual({ index: 0 });
    gameStore.getState().newGame('another', null);
    expect(recordsStore.getState().replay).toBeNull();
  });

  it('stepping stays within the game: 0 to the number of actions', () => {
    recordsStore.getState().openReplay(2);
    recordsStore.getState().stepTo(-3, 5);
    expect(recordsStore.getState().replay).toEqual({ index: 0 });
    recordsStore.getState().stepTo(9, 5);
    expect(recordsStore.getState().replay).toEqual({ index: 5 });
    recordsStore.getState().closeReplay();
  });
});
