// The log survives: a reloaded autosave, a loaded game file and the replay show
// the same log as the live game, from its first line: the creation's events (the setup's
// initiative roll, R3.1, or the first turn's, R4.1) are kept beside the initial state and the
// actions (opening.ts), and checked when read back like any other data from outside.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { SAMPLE_ARMIES } from '../../src/data/sampleArmies';
import type { AppStore } from '../../src/store/appStore';
import { gameFileText, readGameFile } from '../../src/store/files/gameFile';
import { defaultOptions, planGame } from '../../src/store/game/gameOptions';
import { logOf } from '../../src/store/game/history';
import { readOpening } from '../../src/store/game/opening';
import { viewedLogLength } from '../../src/store/view/replay';
import { LAST_KEY, SAVE_PREFIX } from '../../src/store/files/persistence';
import { stubLocalStorage, gameStore } from './fixtures';
import { quietAction, tankMove } from './recordsFixtures';

const storage = stubLocalStorage();
/** The entry of the game saved last (the one a reload opens). */
const lastSaveKey = () => SAVE_PREFIX + storage.current.getItem(LAST_KEY);

const newStore = (resume: boolean) =>
  gameStore({
    listStorage: null,
    catalog: CATALOG_BY_ID,
    now: () => new Date(0),
    resume,
    saveStorage: storage.current,
  });

/** A game begun in the store (the full setup, R3, or placed at turn 1, R4.1) and played `n` actions the quiet way. */
function playedStore(start: 'setup' | 'placed', n: number): AppStore {
  const store = newStore(false);
  const plan = planGame({
    ...defaultOptions([SAMPLE_ARMIES[0].list, SAMPLE_ARMIES[1].list], `opening-${start}`),
    start,
  });
  if (!plan.ok) throw new Error('the sample game does not plan');
  if (!store.getState().startGame({ kind: 'setup', setup: plan.value }).ok)
    throw new Error('the sample game does not start');
  for (let i = 0; i < n; i++) {
    const a = quietAction(store.getState().game.game);
    if (!a || !store.getState().game.dispatch(a)) throw new Error(`action ${i + 1} refused`);
  }
  return store;
}

describe('the log keeps its opening lines', () => {
  for (const start of ['setup', 'placed'] as const) {
    it(`a reload shows the live log from its first line, the initiative roll (R3.1, R4.1): ${start} game`, () => {
      const live = playedStore(start, 6).getState().game;
      const log = logOf(live);
      expect(live.opening[0].type).toBe('initiativeRolled');
      expect(log[0].text).toMatch(/initiative/);
      const reloaded = newStore(true).getState().game;
      expect(reloaded.actions).toEqual(live.actions);
      expect(logOf(reloaded)).toEqual(log);
    });

    it(`a game file written and read again shows the same log: ${start} game`, () => {
      const live = playedStore(start, 6).getState().game;
      const read = readGameFile(gameFileText(live.initial, live.actions, new Date(0), live.players, live.opening));
      if (!read.ok) throw new Error(read.error.message);
      expect(logOf(read.value)).toEqual(logOf(live));
    });
  }

  it('the replay of a reloaded game shows the opening lines at its start, as the live game does', () => {
    const live = playedStore('setup', 6).getState().game;
    const reloaded = newStore(true).getState().game;
    const atStart = viewedLogLength(reloaded, { index: 0 });
    expect(atStart).toBe(live.opening.length);
    expect(atStart).toBeGreaterThan(0);
    expect(logOf(reloaded).slice(0, atStart)).toEqual(logOf(live).slice(0, viewedLogLength(live, { index: 0 })));
  });

  it('an undo keeps the opening in the save', () => {
    const store = newStore(false);
    store.getState().startGame({ kind: 'quick', seed: 'opening-undo' });
    const start = store.getState().game;
    expect(store.getState().game.dispatch(tankMove(start.game, false))).toBe(true);
    expect(store.getState().game.undo()).toBeNull();
    const reloaded = newStore(true).getState().game;
    expect(reloaded.actions).toHaveLength(0);
    expect(logOf(reloaded)).toEqual(logOf(start));
    expect(logOf(reloaded).length).toBeGreaterThan(0);
  });

  it('a save from before the opening was kept loads as before, its log starting at the first action', () => {
    const live = playedStore('setup', 3).getState().game;
    const saved = JSON.parse(storage.current.getItem(lastSaveKey())!) as Record<string, unknown>;
    delete saved.opening;
    storage.current.setItem(lastSaveKey(), JSON.stringify(saved));
    const reloaded = newStore(true).getState().game;
    expect(reloaded.actions).toEqual(live.actions);
    expect(reloaded.opening).toEqual([]);
    expect(logOf(reloaded)).toEqual(
      logOf(live)
        .slice(live.opening.length)
        .map((line, i) => ({ ...line, id: i + 1 })),
    );
  });
});

describe('the opening read from outside is checked (nothing loaded breaks the page)', () => {
  const live = playedStore('setup', 0).getState().game;
  const roll = live.opening[0] as Extract<GameEvent, { type: 'initiativeRolled' }>;

  it('a well-formed opening is rebuilt from the fields it knows: unknown data is dropped', () => {
    const extra = live.opening.map((e) => ({ ...e, junk: 'x'.repeat(100) }));
    expect(readOpening(live.initial, JSON.parse(JSON.stringify(extra)))).toEqual(live.opening);
  });

  const broken: [string, unknown][] = [
    ['not a list', { 0: roll }],
    [
      'an event of a kind no creation writes',
      [roll, { type: 'gameEnded', turn: 1, points: [0, 0], winner: null, reason: 'turns' }],
    ],
    [
      'a die of 7 (R3.1: two six-sided dice)',
      [{ ...roll, rolls: [[{ dice: [7, 1], bonus: 0, total: 8 }, roll.rolls[0][1]]] }],
    ],
    [
      'a total that is not the dice and the bonus',
      [{ ...roll, rolls: [[{ ...roll.rolls[0][0], total: 99 }, roll.rolls[0][1]]] }],
    ],
    [
      'a winner who does not hold the initiative',
      [{ ...roll, winner: 1 - live.initial.initiative }, ...live.opening.slice(1)],
    ],
    ['a setup step that does not exist', [roll, { type: 'setupStep', step: '__proto__' }]],
    ['null', [roll, null]],
    ['no rolls', [{ ...roll, rolls: [] }]],
    [
      'a roll of three dice',
      [{ ...roll, rolls: [[{ ...roll.rolls[0][0], dice: [...roll.rolls[0][0].dice, 1] }, roll.rolls[0][1]]] }],
    ],
    ['an event that is a list', [roll, ['setupStep', 'deployment']]],
  ];
  for (const [what, opening] of broken) {
    it(`refused, the game loading without it: ${what}`, () => {
      expect(readOpening(live.initial, opening)).toEqual([]);
      const file = JSON.parse(gameFileText(live.initial, live.actions, new Date(0), live.players)) as Record<
        string,
        unknown
      >;
      const read = readGameFile(JSON.stringify({ ...file, opening }));
      expect(read.ok && read.value.opening).toEqual([]);
    });
  }
});
