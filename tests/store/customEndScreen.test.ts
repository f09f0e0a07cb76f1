// The end screen names the cards players made that played in the game, each with the Custom mark
// (docs/armies.md, "Your own cards"); a game of catalog cards only has no such line.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import { browserDeps } from '../../src/store/appStore';
import { EndScreen } from '../../src/ui/records/EndScreen';
import { card, testGame } from '../helpers';
import { inStore, gameStore } from './fixtures';

/** The store the page makes (main.tsx), with this test run's storage. */
const appStore = gameStore(browserDeps());

function endScreenOf(state: GameState): string {
  // Rendering on the server reads the store's initial state: let it read the state now.
  (appStore as { getInitialState: () => unknown }).getInitialState = () => appStore.getState();
  appStore.setState((s) => ({ game: { ...s.game, game: { ...state, phase: 'ended', winner: null } } }));
  return renderToString(inStore(appStore, createElement(EndScreen))).replace(/<!-- -->/g, '');
}

describe('the end screen', () => {
  it('names the custom cards that played, with the mark', () => {
    const jeep = card('custom-jeep', 'Vehicle Armored Car', { name: 'Jeep', custom: true });
    const game = testGame({
      cards: [jeep],
      units: [{ id: 'a', team: 0, models: ['custom-jeep'], at: [1, 1], facing: 0 }],
    });
    const html = endScreenOf(game);
    expect(html).toContain('data-testid="end-custom"');
    expect(html.replace(/<[^>]+>/g, '')).toContain('Played with cards made by players: Jeep Custom card.');
  });

  it("has no such line when every card is the catalog's", () => {
    const game = testGame({ units: [{ id: 'a', team: 0, models: ['rifle'], at: [1, 1] }] });
    const html = endScreenOf(game);
    expect(html).toContain('data-testid="end-screen"');
    expect(html).not.toContain('end-custom');
  });
});
