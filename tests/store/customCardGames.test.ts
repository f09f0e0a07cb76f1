// A game started from a list with a custom card keeps the card wherever the game goes: the state's
// defs hold it, and a game file, a saved game and a replay carry it through saving and loading;
// the AI plays the custom unit as any other (it reads state.defs).
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, type Action, type GameState } from '../../src/engine';
import { chooseAction, deciderOf } from '../../src/ai';
import { gameFileText, readGameFile } from '../../src/store/files/gameFile';
import { defaultOptions, planGame } from '../../src/store/game/gameOptions';
import { replayGame } from '../../src/store/game/history';
import { readSave, writeSave } from '../../src/store/files/persistence';
import { stateAt } from '../../src/store/view/replay';
import { CUSTOM_LIST, SUPER_SHERMAN } from '../customCards';
import { MemoryStorage, US_LIST } from './fixtures';
import { quietAction } from './recordsFixtures';

/** A quick game (units placed, turn 1) of the custom list against a catalog list. */
function customGame(): GameState {
  const plan = planGame({ ...defaultOptions([CUSTOM_LIST, US_LIST], 'custom-travel'), start: 'placed' });
  if (!plan.ok) throw new Error(plan.error.map((p) => p.message).join('; '));
  const created = createGame(plan.value);
  if (!created.ok) throw new Error(created.error.map((p) => p.message).join('; '));
  return created.state;
}

function quietActions(initial: GameState, n: number): Action[] {
  const actions: Action[] = [];
  let state = initial;
  for (let i = 0; i < n; i++) {
    const a = quietAction(state)!;
    const r = applyAction(state, a);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(a);
    state = r.state;
  }
  return actions;
}

const customUnit = (state: GameState) =>
  Object.values(state.units).find((u) => u.models.some((m) => m.def === SUPER_SHERMAN.id));

describe('a game with a custom card', () => {
  const initial = customGame();
  const actions = quietActions(initial, 4);

  it('holds the card in its defs and a unit of it on the map', () => {
    expect(initial.defs[SUPER_SHERMAN.id]).toEqual(SUPER_SHERMAN);
    expect(customUnit(initial)?.status).toBe('map');
  });

  it('keeps the card through a game file', () => {
    const r = readGameFile(gameFileText(initial, actions, new Date('2026-11-30T10:00:00Z')));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.initial.defs[SUPER_SHERMAN.id]).toEqual(SUPER_SHERMAN);
    expect(r.value.game.defs[SUPER_SHERMAN.id]).toEqual(SUPER_SHERMAN);
  });

  it('keeps the card through a saved game', () => {
    const storage = new MemoryStorage();
    expect(writeSave(storage, { id: 'c', name: 'Custom', revision: 0 }, { initial, actions }, new Date()).kind).toBe(
      'saved',
    );
    const read = readSave(storage, 'c');
    if (!read?.ok) throw new Error('the save was refused');
    expect(read.saved.initial.defs[SUPER_SHERMAN.id]).toEqual(SUPER_SHERMAN);
    expect(customUnit(read.game)).toBeDefined();
  });

  it('keeps the card at every position of its replay', () => {
    const history = replayGame(initial, actions);
    if (!history) throw new Error('the game does not replay');
    for (let i = 0; i <= actions.length; i++) expect(stateAt(history, i).defs[SUPER_SHERMAN.id]).toEqual(SUPER_SHERMAN);
  });

  it('the AI answers with listed legal actions for the side with the custom unit, and moves it', () => {
    let state = initial;
    const team = customUnit(initial)!.team;
    const key = (a: Action) => JSON.stringify(a);
    let movedCustom = false;
    for (let n = 0; n < 40 && state.phase !== 'ended'; n++) {
      const d = deciderOf(state)!;
      const action =
        d.team === team
          ? chooseAction(state, { level: 'normal', seed: `custom-${n}`, budget: { playouts: 1 } })!.action
          : quietAction(state)!;
      if (d.team === team) {
        expect(new Set(legalActions(state).map(key)).has(key(action)), key(action)).toBe(true);
        if ('unit' in action && action.unit === customUnit(state)?.id) movedCustom = true;
      }
      const r = applyAction(state, action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(movedCustom).toBe(true);
  });
});
