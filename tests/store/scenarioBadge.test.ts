// The scenario mark in view (docs/records.md, "What loads as a scenario"): the top bar's badge,
// its reasons on hover and keyboard focus, and the end screen's line; the lesson's quiet badge;
// nothing for a fair game.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import { LESSONS } from '../../src/data/tutorial/firstBattle';
import { browserDeps } from '../../src/store/appStore';
import { gameFileText, readGameFile } from '../../src/store/files/gameFile';
import { ScenarioBadge, ScenarioEndNote } from '../../src/ui/records/ScenarioMark';
import { quietAction, skirmish } from './recordsFixtures';
import { inStore, gameStore } from './fixtures';

/** The store the page makes (main.tsx), with this test run's storage. */
const appStore = gameStore(browserDeps());

function loaded(initial: GameState) {
  const a = quietAction(initial)!;
  const r = readGameFile(gameFileText(initial, [a]));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A quick game whose scripted dice are all 6s, as a hand-edited file has them. */
function loadedDice(): GameState {
  const s = JSON.parse(JSON.stringify(skirmish('loaded'))) as GameState;
  s.rng = { ...s.rng, script: Array(30).fill(6) };
  return s;
}

describe('the mark in view', () => {
  it("the top bar's badge names the reason on hover and focus; the end screen says it was no fair game", () => {
    // Rendering on the server reads the store's initial state: let it read the state now.
    (appStore as { getInitialState: () => unknown }).getInitialState = () => appStore.getState();
    const file = loaded(loadedDice());
    appStore.getState().startGame({ kind: 'replayed', history: file, scenario: file.scenario });
    const html = render(ScenarioBadge);
    expect(html).toContain('data-testid="scenario-badge"');
    expect(html).toMatch(/tabindex="0"/);
    expect(html).toMatch(/role="tooltip"/);
    expect(html).toContain('Scenario: scripted dice, not a fair game.');
    expect(render(ScenarioEndNote)).toContain('Scenario: scripted dice, not a fair game.');
    // The lesson: a quiet badge that says what it is.
    expect(appStore.getState().tutorial.start(LESSONS[0].id).ok).toBe(true);
    expect(render(ScenarioBadge)).toMatch(/class="scenario-badge lesson"[^>]*>Lesson</);
    const honest = loaded(skirmish('view'));
    appStore.getState().startGame({ kind: 'replayed', history: honest });
    expect(render(ScenarioBadge)).toBe('');
    expect(render(ScenarioEndNote)).toBe('');
  });
});

/** A component of the page, rendered to HTML (apostrophes unescaped). */
function render(component: () => unknown): string {
  return renderToString(inStore(appStore, createElement(component as () => null))).replace(/&#x27;/g, "'");
}
