// The log panel shows the game's log from its first line ("the same log as the
// live game, from its first line"): it kept only the last 200 lines, so a whole 5-turn game
// (a few hundred lines) opened on a line from turn 1's middle, not the initiative roll (R3.1).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { browserDeps } from '../../src/store/appStore';
import { logOf } from '../../src/store/game/history';
import { LogPanel } from '../../src/ui/LogPanel';
import { quietAction } from './recordsFixtures';
import { inStore, gameStore } from './fixtures';

/** The store the page makes (main.tsx), with this test run's storage. */
const appStore = gameStore(browserDeps());

/** The panel's lines as rendered (text only). */
function panelLines(): string[] {
  const html = renderToString(inStore(appStore, createElement(LogPanel)));
  const unescaped = (t: string) =>
    t
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return [...html.matchAll(/<li class="log-[^"]*">([^<]*)<\/li>/g)].map((m) => unescaped(m[1]));
}

describe('the log panel', () => {
  it("R3.1: a whole 5-turn game's panel holds every line of its log, from the initiative roll", () => {
    // Rendering on the server reads the store's initial state: let it read the state now.
    (appStore as { getInitialState: () => unknown }).getInitialState = () => appStore.getState();
    appStore.getState().startGame({ kind: 'quick', seed: 'log-panel', field: null });
    while (appStore.getState().game.game.phase !== 'ended') {
      const a = quietAction(appStore.getState().game.game);
      if (!a || !appStore.getState().game.dispatch(a)) throw new Error('no quiet action');
    }
    const log = logOf(appStore.getState().game).map((l) => l.text);
    expect(log.length).toBeGreaterThan(200);
    expect(log[0]).toMatch(/initiative/);
    expect(panelLines()).toEqual(log);
  });
});
