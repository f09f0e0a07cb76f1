// The unit panel's Speed beside the printed one (R4.7: a unit moves at its slowest living model's
// Speed): "printed" is read from the cards of the models it still has, not those it started with.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { browserDeps } from '../../src/store/appStore';
import { replayGame } from '../../src/store/game/history';
import { UnitPanel } from '../../src/ui/UnitPanel';
import { gameAt } from '../helpers';
import { gameStore, inStore } from './fixtures';

describe("the unit panel's printed Speed (R4.7)", () => {
  it('after a squad lost its Speed 0 Type 97 anti-tank rifle, its Speed 1 is what its living models print', () => {
    const cards = ['arisaka-rifleman', 'type-97-anti-tank-rifle'].map((id) => CATALOG_BY_ID[id]);
    expect(cards.map((c) => c.speed)).toEqual([1, 0]);
    const game = gameAt(
      [
        {
          id: 'sq',
          team: 0,
          models: ['arisaka-rifleman', 'arisaka-rifleman', 'arisaka-rifleman', 'type-97-anti-tank-rifle'],
          at: [4, 5],
        },
        { id: 'foe', team: 1, models: ['rifle'], at: [4, 0] },
      ],
      { cards },
    );
    const speedShown = (state: typeof game) => {
      const appStore = gameStore(browserDeps());
      // renderToString reads the store's server snapshot: the state as it stands.
      (appStore as { getInitialState: () => unknown }).getInitialState = () => appStore.getState();
      appStore.getState().startGame({ kind: 'replayed', history: replayGame(state, [])! });
      appStore.getState().ui.select('sq');
      const html = renderToString(inStore(appStore, createElement(UnitPanel)));
      return html.match(/data-testid="unit-speed">(.*?)<\/dd>/)?.[1] ?? '';
    };
    // With the rifle the squad moves at 0, as printed: nothing lowered it.
    expect(speedShown(game)).not.toContain('printed');
    const sq = game.units.sq;
    const lost = { ...sq, models: sq.models.filter((m) => m.def !== 'type-97-anti-tank-rifle') };
    const after = speedShown({ ...game, units: { ...game.units, sq: lost } });
    expect(after).toContain('1');
    expect(after).not.toContain('printed');
  });
});
