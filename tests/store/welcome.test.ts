// What the plain page opens (docs/playing.md "Starting a game"): the welcome screen for a first visit or
// a finished or untouched game, the game itself for a returning player, and whatever an explicit
// address asks for (a seed, a battlefield, an online game, a screen).
import { describe, expect, it } from 'vitest';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { readAddress } from '../../src/store/page/address';
import type { AppStore } from '../../src/store/appStore';
import type { ListStorage } from '../../src/store/files/armyLists';
import { TAB_KEY } from '../../src/store/files/persistence';
import { parseRoute } from '../../src/store/page/route';
import type { TabStorage } from '../../src/store/slices/records';
import { gameInProgress, opensWelcome, type FirstGameFrom } from '../../src/store/page/welcome';
import { MemoryStorage, gameStore } from './fixtures';
import { quietAction, quietGame } from './recordsFixtures';

const page = (storage: ListStorage, tab: TabStorage = new MemoryStorage()): AppStore =>
  gameStore({
    listStorage: null,
    catalog: CATALOG_BY_ID,
    now: () => new Date(Date.UTC(2026, 10, 29)),
    resume: true,
    saveStorage: storage,
    tabStorage: tab,
  });

/** What the page at `url` (query and hash) opens with this app store: the welcome screen or not. */
function welcomes(app: AppStore, url = ''): boolean {
  const cut = url.includes('#') ? url.indexOf('#') : url.length;
  const [search, hash] = [url.slice(0, cut), url.slice(cut)];
  const s = app.getState();
  return opensWelcome({
    address: readAddress(search),
    hash,
    from: s.firstGameFrom,
    inProgress: gameInProgress(s.game.game, s.game.actions.length),
  });
}

function playQuietly(app: AppStore, n: number): void {
  for (let i = 0; i < n; i++) {
    const a = quietAction(app.getState().game.game);
    if (!a || !app.getState().game.dispatch(a)) throw new Error('no quiet action');
  }
}

describe('what the plain page opens', () => {
  it('a first visit (nothing saved) opens the welcome screen', () => {
    const app = page(new MemoryStorage());
    expect(app.getState().firstGameFrom).toBe('new');
    expect(welcomes(app)).toBe(true);
    expect(welcomes(app, '?')).toBe(true);
  });

  it('explicit addresses open what they ask for, never the welcome screen', () => {
    const app = page(new MemoryStorage());
    for (const url of [
      '?seed=k7sgdzbh',
      '?tiles=4',
      '?tiles=6&tall=1',
      '?join=K7QX2M',
      '#/builder',
      '#/builder?list=abc',
      '#/records',
      '#/battle',
      '?seed=x#/battle',
    ]) {
      expect(welcomes(app, url), url).toBe(false);
    }
  });

  it('a returning player with a game in progress goes straight back to it, in a new tab too', () => {
    const storage = new MemoryStorage();
    const first = page(storage);
    playQuietly(first, 2);
    const again = page(storage);
    expect(again.getState().firstGameFrom).toBe('last');
    expect(again.getState().game.actions).toHaveLength(2);
    expect(welcomes(again)).toBe(false);
  });

  it('a game saved untouched or finished is no game in progress: the welcome screen opens', () => {
    const storage = new MemoryStorage();
    const first = page(storage);
    first.getState().records.autosave();
    expect(welcomes(page(storage))).toBe(true);
    const initial = first.getState().game.game;
    first
      .getState()
      .startGame({ kind: 'replayed', history: { initial, opening: [], game: initial, actions: [], steps: [] } });
    for (const a of quietGame(initial)) first.getState().game.dispatch(a);
    expect(first.getState().game.game.phase).toBe('ended');
    const afterTheEnd = page(storage);
    expect(afterTheEnd.getState().firstGameFrom).toBe('last');
    expect(welcomes(afterTheEnd)).toBe(true);
  });

  it("a reload goes back to this tab's game, even one not yet begun", () => {
    const storage = new MemoryStorage();
    const tab = new MemoryStorage();
    const first = page(storage, tab);
    first.getState().startGame({ kind: 'quick', seed: 'reload' });
    expect(tab.getItem(TAB_KEY)).toBe(first.getState().records.slot.id);
    const reloaded = page(storage, tab);
    expect(reloaded.getState().firstGameFrom).toBe('tab');
    expect(welcomes(reloaded)).toBe(false);
  });

  it('a saved game that cannot be read is named on the battle screen, not passed over by the welcome screen', () => {
    const storage = new MemoryStorage();
    const tab = new MemoryStorage();
    const first = page(storage, tab);
    first.getState().startGame({ kind: 'quick', seed: 'unreadable' });
    playQuietly(first, 1);
    const id = first.getState().records.slot.id;
    const key = [...storage.items.keys()].find((k) => k.endsWith(id))!;
    storage.setItem(key, '{"not a game"');
    const reloaded = page(storage, tab);
    expect(reloaded.getState().records.keptAside?.id).toBe(id);
    expect(reloaded.getState().firstGameFrom).toBe('unreadable');
    expect(welcomes(reloaded)).toBe(false);
  });

  it('the decision, case by case', () => {
    const at = (from: FirstGameFrom, inProgress: boolean, hash = '', search = '') =>
      opensWelcome({ address: readAddress(search), hash, from, inProgress });
    expect(at('new', false)).toBe(true);
    expect(at('last', false)).toBe(true);
    expect(at('migrated', false)).toBe(true);
    expect(at('last', true)).toBe(false);
    expect(at('migrated', true)).toBe(false);
    expect(at('tab', false)).toBe(false);
    expect(at('unreadable', false)).toBe(false);
    expect(at('new', false, '#/welcome')).toBe(false);
    expect(at('new', false, '#')).toBe(true);
    expect(at('new', false, '', '?join=bad!')).toBe(true);
  });

  it('the welcome screen has its own address', () => {
    expect(parseRoute('#/welcome').screen).toBe('welcome');
    expect(parseRoute('').screen).toBe('battle');
  });
});
