// Army lists and games shared by the store tests.
import { afterEach, beforeEach, vi } from 'vitest';
import { createGame, type ArmyList, type GameState } from '../../src/engine';
import { SAMPLE_ARMIES } from '../../src/data/sampleArmies';
import { createElement, type ReactElement } from 'react';
import { createAppStore, type AppDeps, type AppStore } from '../../src/store/appStore';
import { StoreProvider } from '../../src/store/context';
import { installGameEffects } from '../../src/store/effects/effects';
import { defaultOptions, planGame } from '../../src/store/game/gameOptions';

export const rifles = (n: number): string[] => new Array<string>(n).fill('m1-garand-rifle');

/** A legal 200-point US list with a Junior Commander and an Aircraft. */
export const US_LIST: ArmyList = {
  name: 'Screaming Eagles — Bastogne',
  pointLimit: 200,
  units: [
    { models: [...rifles(3), 'red-devil-captain', 'bazooka', 'bazooka'] },
    { models: [...rifles(4), 'm1919-mg'] },
    { models: ['m4a1-sherman'] },
    { models: ['m1-81mm-mortar', 'm1-81mm-mortar'] },
    { models: ['p-51d-mustang'] },
  ],
  commander: { unit: 0, model: 3, grade: 'junior' },
};

/** A new game of two of the sample armies with the full setup (R3: objectives, deployment, Scouts). */
/**
 * A legal Allied list of many units (R1.1: USA and Soviet Union mix): one Soviet squad with its
 * Commissar (20 points) and `trucks` CCKW 352 (4 points each): 70 trucks make 71 units at 300.
 */
export function motorPool(trucks: number, pointLimit: number): ArmyList {
  return {
    name: 'Motor pool',
    pointLimit,
    units: [
      { models: [...new Array<string>(5).fill('mosin-nagant-1891-30'), 'commissar'] },
      ...Array.from({ length: trucks }, () => ({ models: ['cckw-352'] })),
    ],
    commander: { unit: 0, model: 5, grade: 'commander' },
  };
}

export function sampleSetupGame(a: number, b: number, seed: string): GameState {
  const plan = planGame(defaultOptions([SAMPLE_ARMIES[a].list, SAMPLE_ARMIES[b].list], seed));
  if (!plan.ok) throw new Error(plan.error.map((e) => e.message).join());
  const r = createGame(plan.value);
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join());
  return r.state;
}

/**
 * Web Storage over a Map (the army lists' storage, the saved games', or the page's localStorage in
 * a test): `full` makes every write fail as a full storage does (QuotaExceededError), `blocked`
 * every use as a browser in private mode or with storage switched off may (SecurityError).
 */
export class MemoryStorage implements Storage {
  items = new Map<string, string>();
  full = false;
  blocked = false;
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(key: string) {
    if (this.blocked) throw new DOMException('blocked', 'SecurityError');
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.blocked) throw new DOMException('blocked', 'SecurityError');
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
  /** Everything stored, as one text, to compare before and after. */
  snapshot(): string {
    return JSON.stringify([...this.items].sort());
  }
}

/** The page's localStorage (the autosave) as a fresh MemoryStorage around each test of the file: `storage.current` is the running test's. */
export function stubLocalStorage(): { readonly current: MemoryStorage } {
  const storage = { current: new MemoryStorage() };
  beforeEach(() => {
    storage.current = new MemoryStorage();
    vi.stubGlobal('localStorage', storage.current);
  });
  afterEach(() => vi.unstubAllGlobals());
  return storage;
}

/** `element` under StoreProvider, reading `store` (as main.tsx hands the page's store down). */
export function inStore(store: AppStore, element: ReactElement): ReactElement {
  return createElement(StoreProvider, { store }, element);
}

/** A store made as main.tsx makes the page's, with the game's effects (an AI side decides, the lesson follows, stays). */
export function gameStore(deps: AppDeps): AppStore {
  const store = createAppStore(deps);
  installGameEffects(store);
  return store;
}
