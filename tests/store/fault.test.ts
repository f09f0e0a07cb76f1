// The page never goes blank: an engine that throws on an action halts the game
// with a fault instead of an exception to the page; a halted game applies nothing and saves
// nothing (the autosave keeps the game as it was); the way back cuts the game to the last good
// position and saves that; a new game lifts the halt. The error screen's words are checked too.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { GameState } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { browserDeps } from '../../src/store/appStore';
import { lastGoodLength } from '../../src/store/game/history';
import { ErrorBoundary, asError } from '../../src/ui/ErrorBoundary';
import { FaultScreen } from '../../src/ui/FaultScreen';
import { gameFaultChoices } from '../../src/ui/GameErrorBoundary';
import { LAST_KEY, SAVE_PREFIX } from '../../src/store/files/persistence';
import { stubLocalStorage, gameStore } from './fixtures';
import { quietAction, tankMove, tankOf } from './recordsFixtures';

/** The store the page makes (main.tsx), with this test run's storage. */
const appStore = gameStore(browserDeps());

const storage = stubLocalStorage();
/** The entry of the game saved last (the one a reload opens). */
const lastSaveKey = () => SAVE_PREFIX + storage.current.getItem(LAST_KEY);

/** A quick game in a store of its own, played `n` actions the quiet way. */
function played(n: number) {
  const store = gameStore({
    listStorage: null,
    catalog: CATALOG_BY_ID,
    now: () => new Date(0),
    resume: false,
    saveStorage: storage.current,
  });
  store.getState().startGame({ kind: 'quick', seed: 'fault' });
  for (let i = 0; i < n; i++) {
    if (!store.getState().game.dispatch(quietAction(store.getState().game.game)!))
      throw new Error(`action ${i + 1} refused`);
  }
  return store;
}

/** The state with the active tank's models gone: a broken invariant the engine throws on (architecture.md: throws are for those). */
function withBrokenTank(state: GameState): GameState {
  const tank = tankOf(state);
  return { ...state, units: { ...state.units, [tank.id]: { ...tank, models: null as unknown as typeof tank.models } } };
}

const savedActions = () =>
  (JSON.parse(storage.current.getItem(lastSaveKey())!) as { actions: unknown[] }).actions.length;

describe('an engine that throws on an action halts the game', () => {
  it('the action is not applied, the fault names it, nothing is saved', () => {
    const store = played(0);
    const good = store.getState().game.game;
    const move = tankMove(good, false);
    const broken = withBrokenTank(good);
    store.setState((s) => ({ game: { ...s.game, game: broken } }));
    const before = storage.current.getItem(lastSaveKey());
    expect(() => store.getState().game.dispatch(move)).not.toThrow();
    const { fault, game, actions } = store.getState().game;
    expect(fault).toMatchObject({ during: 'action', action: move });
    expect(fault!.message.length).toBeGreaterThan(0);
    expect(game).toBe(broken);
    expect(actions).toHaveLength(0);
    expect(storage.current.getItem(lastSaveKey())).toBe(before);
  });

  it('a position the engine cannot read (asked who decides, for the AI) halts the game too, not the page', () => {
    const store = played(0);
    store.getState().ai.connect({ choose: () => new Promise(() => {}) });
    const before = storage.current.getItem(lastSaveKey());
    expect(() => store.setState((s) => ({ game: { ...s.game, game: withBrokenTank(s.game.game) } }))).not.toThrow();
    expect(store.getState().game.fault).toMatchObject({ during: 'position' });
    expect(store.getState().game.dispatch(quietAction(store.getState().game.initial)!)).toBe(false);
    expect(storage.current.getItem(lastSaveKey())).toBe(before);
  });

  it('a halted game applies no action and takes none back, and saves nothing', () => {
    const store = played(0);
    const move = tankMove(store.getState().game.game, false);
    store.getState().game.halt({ message: 'drawing failed', during: 'position' });
    const before = storage.current.getItem(lastSaveKey());
    expect(store.getState().game.dispatch(move)).toBe(false);
    expect(store.getState().game.dispatch(move, 'ai')).toBe(false);
    expect(store.getState().game.undo()).toMatch(/halted/);
    expect(store.getState().game.actions).toHaveLength(0);
    expect(storage.current.getItem(lastSaveKey())).toBe(before);
  });

  it('the way back cuts the game to the last good position, lifts the halt, closes the replay and saves', () => {
    const store = played(4);
    const three = store.getState().game.steps[3].before;
    store.getState().replay.open(2);
    store.getState().game.halt({ message: 'drawing failed', during: 'position' });
    store.getState().recover(3);
    const s = store.getState();
    expect(s.game.fault).toBeNull();
    expect(s.game.actions).toHaveLength(3);
    expect(s.game.game).toBe(three);
    expect(s.replay.index).toBeNull();
    expect(savedActions()).toBe(3);
    // The game plays on from there.
    expect(s.game.dispatch(quietAction(three)!)).toBe(true);
    expect(savedActions()).toBe(4);
  });

  it('a new game lifts the halt', () => {
    const store = played(1);
    store.getState().game.halt({ message: 'drawing failed', during: 'position' });
    store.getState().startGame({ kind: 'quick', seed: 'after-fault' });
    expect(store.getState().game.fault).toBeNull();
    expect(store.getState().game.dispatch(quietAction(store.getState().game.game)!)).toBe(true);
  });
});

describe('the last good position', () => {
  const h = played(5).getState().game;
  it('the last position the page showed of this game, when before the failed one', () => {
    expect(lastGoodLength({ initial: h.initial, length: 3 }, h)).toBe(3);
  });
  it('one action back when the page showed the failing position itself, or another game, or nothing yet (a reload)', () => {
    expect(lastGoodLength({ initial: h.initial, length: 5 }, h)).toBe(4);
    expect(lastGoodLength({ initial: { ...h.initial }, length: 2 }, h)).toBe(4);
    expect(lastGoodLength(null, h)).toBe(4);
  });
  it('in a replay, the live position the page showed: the way back only closes the replay', () => {
    expect(lastGoodLength({ initial: h.initial, length: 5 }, h, true)).toBe(5);
    expect(lastGoodLength(null, h, true)).toBe(4);
  });
  it("none at the game's start: only a new game is left", () => {
    expect(lastGoodLength(null, { ...h, actions: [] })).toBeNull();
  });
});

describe('the error screen', () => {
  it('a render error shows the error screen instead of the children', () => {
    const boundary = new ErrorBoundary({ children: 'the battle', fallback: (e) => `fallback: ${e.message}` });
    expect(boundary.render()).toBe('the battle');
    boundary.state = ErrorBoundary.getDerivedStateFromError('a thrown string');
    expect(boundary.render()).toBe('fallback: a thrown string');
  });

  it('anything thrown becomes an Error with a message', () => {
    expect(asError(new TypeError('x')).message).toBe('x');
    expect(asError({ code: 1 }).message).toBe('{"code":1}');
    expect(asError(undefined).message).toBe('undefined');
  });

  it('says what went wrong and offers the file, the way back and a new game', () => {
    appStore.getState().startGame({ kind: 'quick', seed: 'fault-screen' });
    for (let i = 0; i < 2; i++) appStore.getState().game.dispatch(quietAction(appStore.getState().game.game)!);
    const { title, summary, choices } = gameFaultChoices(
      appStore,
      { message: 'Cannot read properties of undefined', during: 'position' },
      null,
    );
    const html = renderToStaticMarkup(
      createElement(FaultScreen, { title, summary, detail: 'Cannot read properties of undefined', choices }),
    );
    expect(html).toContain('The battle could not be shown');
    expect(html).toContain('not something you did');
    expect(html).toContain('Cannot read properties of undefined');
    expect(choices.map((c) => c.testId)).toEqual(['fault-download', 'fault-go-back', 'fault-new-game']);
    expect(html).toContain('Step 1 of 2: 1 action taken back');
  });

  it('an engine failure names the action and says it was not applied', () => {
    const { summary, choices } = gameFaultChoices(
      appStore,
      { message: 'no card', during: 'action', action: { type: 'hold', unit: 'A1' } },
      null,
    );
    expect(summary).toContain('the action "hold" of unit A1');
    expect(summary).toContain('was not applied');
    expect(choices.find((c) => c.testId === 'fault-go-back')!.label).toBe('Back to the game');
  });

  it("at the game's start there is no way back, only the file and a new game", () => {
    appStore.getState().startGame({ kind: 'quick', seed: 'fault-start' });
    const { choices } = gameFaultChoices(appStore, { message: 'x', during: 'position' }, null);
    expect(choices.map((c) => c.testId)).toEqual(['fault-download', 'fault-new-game']);
  });
});
