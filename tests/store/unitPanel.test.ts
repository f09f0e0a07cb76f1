// What the unit panel states of a unit in play, as the engine reads it: the Speed beside the
// printed one (R4.7: a unit moves at its slowest living model's Speed, so "printed" is read from
// the cards of the models it still has), and each model's stat card with what it takes from its
// squad's Basic Infantry (rule book "Building Your Army", R8.16).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { browserDeps } from '../../src/store/appStore';
import { replayGame } from '../../src/store/game/history';
import { UnitPanel } from '../../src/ui/UnitPanel';
import { squadAbilities } from '../../src/engine';
import { gameAt } from '../helpers';
import { gameStore, inStore } from './fixtures';

/** The unit panel's markup with unit `id` of `state` selected. */
function panelOf(state: Parameters<typeof replayGame>[0], id: string): string {
  const appStore = gameStore(browserDeps());
  // renderToString reads the store's server snapshot: the state as it stands.
  (appStore as { getInitialState: () => unknown }).getInitialState = () => appStore.getState();
  appStore.getState().startGame({ kind: 'replayed', history: replayGame(state, [])! });
  appStore.getState().ui.select(id);
  return renderToString(inStore(appStore, createElement(UnitPanel)));
}

/** A squad `sq` of catalog models for team 0, a rifleman far off for team 1. */
function squadGame(models: string[]) {
  const cards = [...new Set(models)].map((id) => CATALOG_BY_ID[id]);
  return gameAt(
    [
      { id: 'sq', team: 0, models, at: [4, 5] },
      { id: 'foe', team: 1, models: ['rifle'], at: [4, 0] },
    ],
    { cards },
  );
}

describe("the unit panel's stat cards: what a model takes from its squad's Basic Infantry", () => {
  it("R6.1, R8.16: the Finnish Ski Troop's Limited Range 2 is the MG Team's too: its card shows Medium 2 and no Long band", () => {
    const game = squadGame(['finnish-ski-troop', 'finnish-ski-troop', 'finnish-ski-troop', 'finnish-mg-team']);
    // The engine's answer: Limited Range 2, and not the Ski Troop's Close Assault (an attack, R6.9).
    expect(squadAbilities(game, game.units.sq, CATALOG_BY_ID['finnish-mg-team'])).toEqual([
      { id: 'limitedRange', n: 2 },
    ]);
    const html = panelOf(game, 'sq');
    const mgCard = html.slice(html.indexOf(`Stat card: ${CATALOG_BY_ID['finnish-mg-team'].name}`));
    expect(mgCard).toContain('Med<!-- --> <!-- -->2</th>');
    expect(mgCard).toContain('Long<!-- --> <!-- -->—</th>');
    expect(mgCard).toContain('(from the squad&#x27;s Basic Infantry)');
    // Once the Ski Troops are gone, the MG Team keeps it (R8.16).
    const sq = game.units.sq;
    const alone = { ...sq, models: sq.models.filter((m) => m.def === 'finnish-mg-team') };
    expect(panelOf({ ...game, units: { ...game.units, sq: alone } }, 'sq')).toContain('Med<!-- --> <!-- -->2</th>');
  });
});

describe("the unit panel's printed Speed (R4.7)", () => {
  it('after a squad lost its Speed 0 Type 97 anti-tank rifle, its Speed 1 is what its living models print', () => {
    expect(['arisaka-rifleman', 'type-97-anti-tank-rifle'].map((id) => CATALOG_BY_ID[id].speed)).toEqual([1, 0]);
    const game = squadGame(['arisaka-rifleman', 'arisaka-rifleman', 'arisaka-rifleman', 'type-97-anti-tank-rifle']);
    const speedShown = (state: typeof game) =>
      panelOf(state, 'sq').match(/data-testid="unit-speed">(.*?)<\/dd>/)?.[1] ?? '';
    // With the rifle the squad moves at 0, as printed: nothing lowered it.
    expect(speedShown(game)).not.toContain('printed');
    const sq = game.units.sq;
    const lost = { ...sq, models: sq.models.filter((m) => m.def !== 'type-97-anti-tank-rifle') };
    const after = speedShown({ ...game, units: { ...game.units, sq: lost } });
    expect(after).toContain('1');
    expect(after).not.toContain('printed');
  });
});
