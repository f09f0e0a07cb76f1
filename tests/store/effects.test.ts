// The store's effects (src/store/effects/effects.ts), each installed on a store of its own: what
// follows a change by itself (an AI side decides, the lesson follows, the address follows the
// screen and the online game), what it leaves alone, and that removing it stops it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { createAppStore, type AppStore } from '../../src/store/appStore';
import {
  aiTurnEffect,
  installGameEffects,
  lessonEffect,
  onlineAddressEffect,
  routeEffect,
} from '../../src/store/effects/effects';

/** A store with no effect installed: only what a test installs runs. */
function bareStore(): AppStore {
  return createAppStore({ listStorage: null, catalog: CATALOG_BY_ID, now: () => new Date(0), resume: false });
}

/** Replaces `drive` in the AI slice by a counter. */
function countDrives(store: AppStore): { count: number } {
  const seen = { count: 0 };
  store.setState((s) => ({ ai: { ...s.ai, drive: () => void seen.count++ } }));
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('aiTurnEffect', () => {
  it('asks the AI after a change of the game, not after a hover; removed, it asks no more', () => {
    const store = bareStore();
    const drives = countDrives(store);
    const remove = aiTurnEffect(store);
    store.getState().startGame({ kind: 'quick', seed: 'effects-ai', field: null });
    expect(drives.count).toBe(1);
    store.getState().ui.setHover({ q: 0, r: 0 });
    expect(drives.count).toBe(1);
    remove();
    store.getState().startGame({ kind: 'quick', seed: 'effects-ai-2', field: null });
    expect(drives.count).toBe(1);
  });

  it('a position the engine cannot read halts the game, not the page', () => {
    const store = bareStore();
    store.setState((s) => ({
      ai: {
        ...s.ai,
        drive: () => {
          throw new Error('no such unit');
        },
      },
    }));
    aiTurnEffect(store);
    store.getState().startGame({ kind: 'quick', seed: 'effects-fault', field: null });
    expect(store.getState().game.fault).toEqual({ message: 'no such unit', during: 'position' });
  });

  it('a store without the effect never asks the AI by itself', () => {
    const store = bareStore();
    const drives = countDrives(store);
    store.getState().startGame({ kind: 'quick', seed: 'effects-none', field: null });
    expect(drives.count).toBe(0);
  });
});

describe('lessonEffect', () => {
  it('follows the lesson once when installed (the page may open on a lesson) and after a new game', () => {
    const store = bareStore();
    let follows = 0;
    store.setState((s) => ({ tutorial: { ...s.tutorial, follow: () => void follows++ } }));
    lessonEffect(store);
    expect(follows).toBe(1);
    store.getState().startGame({ kind: 'quick', seed: 'effects-lesson', field: null });
    expect(follows).toBe(2);
  });
});

describe('installGameEffects', () => {
  it('installs the AI, the lesson and the stays together, and removes them together', () => {
    const store = bareStore();
    const drives = countDrives(store);
    const remove = installGameEffects(store);
    store.getState().startGame({ kind: 'quick', seed: 'effects-all', field: null });
    expect(drives.count).toBe(1);
    remove();
    store.getState().startGame({ kind: 'quick', seed: 'effects-all-2', field: null });
    expect(drives.count).toBe(1);
  });
});

describe("the page's effects", () => {
  it('routeEffect: the screen follows the hash typed or gone back to; removed, it does not', () => {
    const page = new EventTarget();
    const location = { hash: '#/builder', search: '', pathname: '/' };
    vi.stubGlobal('window', page);
    vi.stubGlobal('location', location);
    const store = bareStore();
    const remove = routeEffect(store);
    page.dispatchEvent(new Event('hashchange'));
    expect(store.getState().ui.route.screen).toBe('builder');
    location.hash = '#/welcome';
    page.dispatchEvent(new Event('popstate'));
    expect(store.getState().ui.route.screen).toBe('welcome');
    remove();
    location.hash = '#/builder';
    page.dispatchEvent(new Event('hashchange'));
    expect(store.getState().ui.route.screen).toBe('welcome');
  });

  it('onlineAddressEffect: the address carries the online game (?join=), and drops it when the game is left', () => {
    const location = { hash: '', search: '?tiles=4', pathname: '/' };
    const replaced: string[] = [];
    vi.stubGlobal('location', location);
    vi.stubGlobal('history', {
      replaceState: (_: unknown, __: string, url: string) => {
        replaced.push(url);
        location.search = url.slice(1);
      },
    });
    const store = bareStore();
    onlineAddressEffect(store);
    const session = { gameId: 'ABCD2345' } as NonNullable<ReturnType<AppStore['getState']>['online']['session']>;
    store.setState((s) => ({ online: { ...s.online, session } }));
    expect(replaced).toEqual(['/?tiles=4&join=ABCD2345']);
    store.getState().ui.setHover({ q: 1, r: 1 });
    expect(replaced).toHaveLength(1);
    store.setState((s) => ({ online: { ...s.online, session: null } }));
    expect(replaced[1]).toBe('/?tiles=4');
  });
});
