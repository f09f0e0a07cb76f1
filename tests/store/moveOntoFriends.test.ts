// A click on the player's own unit selects it, even where the unit selected could move (the
// help's "click a unit to select it"); the move onto friends, stacking (R5.6) or boarding a
// Transport (R4.6), is the decision panel's "Move … here" afterwards, a gesture of its own.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import { browserDeps } from '../../src/store/appStore';
import { moveOntoOffered, commandsFor } from '../../src/store/commands/commands';
import { replayGame } from '../../src/store/game/history';
import { at, atPhase, testGame, testMap, transportInFullHex } from '../helpers';
import { gameStore } from './fixtures';

/** The store the page makes (main.tsx), with this test run's storage. */
const appStore = gameStore(browserDeps());
const { clickHex, moveOntoFriends } = commandsFor(appStore);

function start(game: GameState): void {
  appStore.getState().startGame({ kind: 'replayed', history: replayGame(game, [])! });
}

const offered = () => moveOntoOffered(appStore.getState().game.game, appStore.getState().ui.moveOnto);

describe('a click on friends selects them; "Move … here" moves onto them', () => {
  // A tank at A2 (Speed 4), a friendly squad at C2 it could stack with (R5.6), an enemy far off.
  const game = atPhase(
    testGame({
      map: testMap(8, 4),
      units: [
        { id: 't', team: 0, models: ['tank'], at: [0, 1], facing: 0 },
        { id: 'r', team: 0, models: ['rifle'], at: [2, 1] },
        { id: 'e', team: 1, models: ['rifle'], at: [7, 3] },
      ],
    }),
    'movement',
  );

  it('R5.6: the click selects the squad and moves nothing; the offer then moves the tank onto it', () => {
    start(game);
    appStore.getState().ui.select('t');
    clickHex(at(2, 1));
    expect(appStore.getState().ui.selected).toBe('r');
    expect(appStore.getState().game.actions, 'selecting a friend is no order').toHaveLength(0);
    expect(offered()).toMatchObject({ unit: { id: 't' }, at: at(2, 1) });
    moveOntoFriends();
    expect(appStore.getState().game.actions.at(-1)).toMatchObject({ type: 'move', unit: 't' });
    expect(appStore.getState().game.game.units.t.at).toEqual(at(2, 1));
    expect(appStore.getState().ui.selected, 'the unit that moved is selected again').toBe('t');
    expect(appStore.getState().ui.moveOnto).toBeNull();
  });

  it('any other selection withdraws the offer; an empty hex is still a plain move', () => {
    start(game);
    appStore.getState().ui.select('t');
    clickHex(at(2, 1));
    appStore.getState().ui.select('t');
    expect(offered()).toBeNull();
    moveOntoFriends();
    expect(appStore.getState().game.actions).toHaveLength(0);
    clickHex(at(1, 1));
    expect(appStore.getState().game.game.units.t.at).toEqual(at(1, 1));
  });

  it('R4.6: a full hex with a friendly Transport is selected by a click and boarded through the offer', () => {
    const s = transportInFullHex();
    start(s);
    appStore.getState().ui.select('r');
    clickHex(at(3, 1));
    expect(['h', 'x']).toContain(appStore.getState().ui.selected);
    expect(appStore.getState().game.game.units.r.status).toBe('map');
    moveOntoFriends();
    expect(appStore.getState().game.game.units.r).toMatchObject({ status: 'embarked', carrier: 'h' });
  });
});
