// Saved games (docs/playing.md, "Undo, saving and replays"): the list in storage, autosave into this tab's slot, new games
// beside the one in progress, unreadable saves kept aside, a storage that refuses (full, blocked,
// absent) told on every failed save, and two tabs on one game never writing over each other.
import { describe, expect, it } from 'vitest';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { MemoryStorage, gameStore } from './fixtures';
import type { ListStorage } from '../../src/store/files/armyLists';
import type { AppStore } from '../../src/store/appStore';
import { gameFileText } from '../../src/store/files/gameFile';
import {
  LAST_KEY,
  LEGACY_KEY,
  SAVE_PREFIX,
  TAB_KEY,
  listSaves,
  migrateLegacySave,
  readSave,
  storedRevision,
  writeSave,
  type Slot,
} from '../../src/store/files/persistence';
import type { TabStorage } from '../../src/store/slices/records';
import { watchTabs, type TabWorld } from '../../src/store/effects/tabs';
import { playRandomGame } from '../property/randomPlay';
import { quietAction, skirmish } from './recordsFixtures';

let tick = 0;
const clock = () => new Date(Date.UTC(2026, 10, 30, 12, 0, tick++));

/** A page: an app store on the browser's storage and this tab's session storage, resuming what is saved. */
function page(storage: ListStorage | null, tab: TabStorage = new MemoryStorage()): AppStore {
  return gameStore({
    listStorage: null,
    catalog: CATALOG_BY_ID,
    now: clock,
    resume: true,
    saveStorage: storage,
    tabStorage: tab,
  });
}

/** Plays `n` quiet actions (no dice) through the store, as clicks would. */
function play(app: AppStore, n: number): void {
  for (let i = 0; i < n; i++) {
    const a = quietAction(app.getState().game.game);
    if (!a || !app.getState().game.dispatch(a)) throw new Error('no quiet action');
  }
}

const slotOf = (app: AppStore) => app.getState().records.slot;

describe('saved games in storage', () => {
  const game = skirmish('saves');
  const slot: Slot = { id: 'a', name: 'Game saves', revision: 0 };

  it('writes a game one revision up and reads it back, replayed, with its name, armies and turn', () => {
    const storage = new MemoryStorage();
    const actions = [quietAction(game)!];
    expect(writeSave(storage, slot, { initial: game, actions }, clock())).toEqual({ kind: 'saved', revision: 1 });
    expect(writeSave(storage, { ...slot, revision: 1 }, { initial: game, actions }, clock())).toEqual({
      kind: 'saved',
      revision: 2,
    });
    const read = readSave(storage, 'a');
    expect(read?.ok && read.info).toMatchObject({
      id: 'a',
      name: 'Game saves',
      revision: 2,
      armies: [game.teams[0].name, game.teams[1].name],
      turn: 1,
      actions: 1,
    });
    expect(storage.getItem(LAST_KEY)).toBe('a');
  });

  it('drops data the format does not know from a save it reads, so it is never saved again', () => {
    const storage = new MemoryStorage();
    const actions = [quietAction(game)!];
    expect(writeSave(storage, slot, { initial: game, actions }, clock()).kind).toBe('saved');
    const entry = JSON.parse(storage.getItem(`${SAVE_PREFIX}a`)!) as {
      initial: Record<string, unknown>;
      actions: Record<string, unknown>[];
    };
    entry.initial.junk = [[[['deep']]]];
    (entry.initial.map as Record<string, unknown>).junk = 'x'.repeat(1000);
    entry.actions[0].junk = 1;
    storage.setItem(`${SAVE_PREFIX}a`, JSON.stringify(entry));
    const read = readSave(storage, 'a');
    if (!read?.ok) throw new Error('the save with extra data was refused');
    expect(JSON.stringify(read.saved)).not.toContain('junk');
    expect(read.saved.actions).toEqual(actions);
  });

  it('never writes over a higher revision (another tab saved this game further on): a conflict, the entry unchanged', () => {
    const storage = new MemoryStorage();
    writeSave(storage, slot, { initial: game, actions: [] }, clock());
    writeSave(storage, { ...slot, revision: 1 }, { initial: game, actions: [quietAction(game)!] }, clock());
    const before = storage.getItem(`${SAVE_PREFIX}a`);
    // This writer last knew revision 1; the entry is at 2.
    expect(writeSave(storage, { ...slot, revision: 1 }, { initial: game, actions: [] }, clock())).toEqual({
      kind: 'conflict',
      revision: 2,
    });
    expect(storage.getItem(`${SAVE_PREFIX}a`)).toBe(before);
  });

  it('says why the storage refused: full, blocked (private mode) or absent', () => {
    const full = new MemoryStorage();
    full.full = true;
    expect(writeSave(full, slot, { initial: game, actions: [] }, clock())).toEqual({
      kind: 'failed',
      reason: "the browser's storage for this site is full",
    });
    const blocked = new MemoryStorage();
    blocked.blocked = true;
    expect(writeSave(blocked, slot, { initial: game, actions: [] }, clock())).toMatchObject({
      kind: 'failed',
      reason: expect.stringContaining('private mode'),
    });
    expect(writeSave(null, slot, { initial: game, actions: [] }, clock())).toMatchObject({
      kind: 'failed',
      reason: expect.stringContaining('no storage'),
    });
  });

  it('lists unreadable saves with what is wrong (garbage, a later version, an action the rules refuse) and leaves them as they are', () => {
    const storage = new MemoryStorage();
    writeSave(storage, slot, { initial: game, actions: [] }, clock());
    const good = JSON.parse(storage.getItem(`${SAVE_PREFIX}a`)!);
    storage.items.set(`${SAVE_PREFIX}garbage`, '{"version":1,"initial":{"sch');
    storage.items.set(`${SAVE_PREFIX}later`, JSON.stringify({ ...good, id: 'later', version: 2 }));
    storage.items.set(
      `${SAVE_PREFIX}badaction`,
      JSON.stringify({ ...good, id: 'badaction', actions: [{ type: 'endActivation' }, { type: 'endActivation' }] }),
    );
    const before = new Map(storage.items);
    const listed = listSaves(storage);
    const problems = Object.fromEntries(listed.map((s) => [s.id, s.ok ? 'ok' : s.problem]));
    expect(problems).toEqual({
      a: 'ok',
      garbage: 'it is not JSON (cut short or damaged)',
      later: 'it was saved by a later edition of the game (save version 2; this edition reads version 1)',
      badaction: expect.stringMatching(/^action 1 \(endActivation\) is refused by the rules/),
    });
    expect(storage.items).toEqual(before);
  });

  it('names every problem of an unreadable save at once: its state and its actions, with the wrong values', () => {
    const storage = new MemoryStorage();
    writeSave(storage, slot, { initial: game, actions: [] }, clock());
    const good = JSON.parse(storage.getItem(`${SAVE_PREFIX}a`)!);
    storage.items.set(
      `${SAVE_PREFIX}both`,
      JSON.stringify({
        ...good,
        id: 'both',
        initial: { ...good.initial, turn: 0 },
        actions: [{ type: 'endActivation' }, 'x'],
      }),
    );
    storage.items.set(`${SAVE_PREFIX}other`, JSON.stringify({ ...good, id: 'other', version: 'one' }));
    const problems = Object.fromEntries(listSaves(storage).map((s) => [s.id, s.ok ? 'ok' : s.problem]));
    expect(problems.both).toMatch(
      /^its initial state is broken: turn: turn 0 is the setup .*; action 2 is not an action: "x"$/,
    );
    expect(problems.other).toBe('its version is "one", not 1');
  });

  it('moves the single autosave of earlier editions into the list, readable or not; a full storage keeps it where it was', () => {
    const storage = new MemoryStorage();
    storage.items.set(LEGACY_KEY, JSON.stringify({ version: 1, initial: game, actions: [quietAction(game)] }));
    const id = migrateLegacySave(storage, clock())!;
    expect(storage.getItem(LEGACY_KEY)).toBeNull();
    expect(readSave(storage, id)).toMatchObject({ ok: true, info: { name: 'Autosaved game', actions: 1 } });

    const garbage = new MemoryStorage();
    garbage.items.set(LEGACY_KEY, 'not json at all');
    const kept = migrateLegacySave(garbage, clock())!;
    expect(garbage.getItem(SAVE_PREFIX + kept)).toBe('not json at all');

    const full = new MemoryStorage();
    full.items.set(LEGACY_KEY, 'anything');
    full.full = true;
    expect(migrateLegacySave(full, clock())).toBeNull();
    expect(full.getItem(LEGACY_KEY)).toBe('anything');
  });

  it('keeps a 300-point game of 5 turns small: the actions are saved, not the states (dozens fit in 5 MB)', () => {
    const played = playRandomGame('saves-size', { points: 300 });
    expect(played.final.settings.turns).toBe(5);
    const storage = new MemoryStorage();
    writeSave(storage, slot, { initial: played.initial, actions: played.actions }, clock());
    // About 55 KB (npm run savesize); far below a tenth of the 5 MB localStorage gives a site.
    expect(storage.getItem(`${SAVE_PREFIX}a`)!.length).toBeLessThan(500_000);
    expect(readSave(storage, 'a')).toMatchObject({
      ok: true,
      info: { phase: 'ended', actions: played.actions.length },
    });
  });
});

describe('the app store saves into its own slot', () => {
  it('autosaves every action and a reload of the tab resumes the same game', () => {
    const storage = new MemoryStorage();
    const tab = new MemoryStorage();
    const first = page(storage, tab);
    play(first, 3);
    const { id } = slotOf(first);
    expect(tab.getItem(TAB_KEY)).toBe(id);
    const reloaded = page(storage, tab);
    expect(slotOf(reloaded).id).toBe(id);
    expect(reloaded.getState().game.actions).toEqual(first.getState().game.actions);
    // Resuming writes nothing (the same revision): only a change is saved.
    expect(slotOf(reloaded).revision).toBe(slotOf(first).revision);
  });

  it('a new game (or a ?seed= link) starts a new saved game: the one in progress stays in the list and the player is told', () => {
    const storage = new MemoryStorage();
    const app = page(storage);
    play(app, 2);
    const old = slotOf(app);
    const oldText = storage.getItem(SAVE_PREFIX + old.id);
    app.getState().startGame({ kind: 'quick', seed: 'another' });
    expect(slotOf(app).id).not.toBe(old.id);
    expect(storage.getItem(SAVE_PREFIX + old.id)).toBe(oldText);
    expect(app.getState().records.notice?.text).toContain(`"${old.name}" is kept`);
    expect(listSaves(storage).map((s) => s.ok && s.saved.initial.seed)).toEqual([
      'another',
      old.name.replace('Game ', ''),
    ]);
    // Opened again from the list, it is the same game, in its own slot.
    expect(app.getState().records.openSave(old.id)).toBe(true);
    expect(slotOf(app).id).toBe(old.id);
    expect(app.getState().game.actions).toHaveLength(2);
  });

  it('a new game over one nobody played leaves no empty saved game behind; a renamed one stays', () => {
    const storage = new MemoryStorage();
    const app = page(storage);
    app.getState().startGame({ kind: 'quick', seed: 'untouched' });
    const untouched = slotOf(app).id;
    expect(readSave(storage, untouched)).not.toBeNull();
    app.getState().startGame({ kind: 'quick', seed: 'named' });
    expect(readSave(storage, untouched)).toBeNull();
    app.getState().records.rename(slotOf(app).id, 'Tomorrow night');
    const named = slotOf(app).id;
    app.getState().startGame({ kind: 'quick', seed: 'third' });
    expect(readSave(storage, named)).toMatchObject({ ok: true, info: { name: 'Tomorrow night' } });
  });

  it('an unreadable save found on opening is kept aside untouched and named; a new game begins beside it', () => {
    const storage = new MemoryStorage();
    const tab = new MemoryStorage();
    play(page(storage, tab), 1);
    const id = tab.getItem(TAB_KEY)!;
    const entry = JSON.parse(storage.getItem(SAVE_PREFIX + id)!);
    const broken = JSON.stringify({ ...entry, actions: [{ type: 'endActivation' }, { type: 'endActivation' }] });
    storage.items.set(SAVE_PREFIX + id, broken);
    const app = page(storage, tab);
    expect(app.getState().records.keptAside).toMatchObject({
      id,
      problem: expect.stringContaining('action 1 (endActivation) is refused'),
    });
    expect(slotOf(app).id).not.toBe(id);
    play(app, 2);
    expect(storage.getItem(SAVE_PREFIX + id)).toBe(broken);
    expect(app.getState().records.remove(id)).toBe(true);
  });

  it("a save whose initial state is in turn 0's Movement Phase is kept aside untouched, with the field named (R3, R4.1)", () => {
    const storage = new MemoryStorage();
    const tab = new MemoryStorage();
    play(page(storage, tab), 1);
    const id = tab.getItem(TAB_KEY)!;
    const entry = JSON.parse(storage.getItem(SAVE_PREFIX + id)!);
    const broken = JSON.stringify({ ...entry, initial: { ...entry.initial, turn: 0 } });
    storage.items.set(SAVE_PREFIX + id, broken);
    const app = page(storage, tab);
    expect(app.getState().records.keptAside).toMatchObject({
      id,
      problem: expect.stringContaining('turn: turn 0 is the setup (R3)'),
    });
    play(app, 1);
    expect(storage.getItem(SAVE_PREFIX + id)).toBe(broken);
  });

  it('a full or blocked storage is told on every failed save, with the count, until a save works again', () => {
    const storage = new MemoryStorage();
    const app = page(storage);
    play(app, 1);
    storage.full = true;
    play(app, 1);
    expect(app.getState().records.saveFailure).toEqual({
      reason: "the browser's storage for this site is full",
      count: 1,
    });
    play(app, 1);
    expect(app.getState().records.saveFailure?.count).toBe(2);
    storage.full = false;
    play(app, 1);
    expect(app.getState().records.saveFailure).toBeNull();
    expect(readSave(storage, slotOf(app).id)).toMatchObject({ ok: true, info: { actions: 4 } });
    // No storage at all (a browser setting): told as well.
    const nowhere = page(null);
    play(nowhere, 1);
    expect(nowhere.getState().records.saveFailure?.reason).toContain('no storage');
  });

  it('two tabs on one game: the stale tab never writes over the newer save, and may load it or keep its own as a copy', () => {
    const storage = new MemoryStorage();
    const a = page(storage);
    play(a, 1);
    // A second tab opens the game saved last: the same one.
    const b = page(storage);
    expect(slotOf(b).id).toBe(slotOf(a).id);
    play(a, 2);
    const newer = storage.getItem(SAVE_PREFIX + slotOf(a).id);
    play(b, 1);
    expect(b.getState().records.conflict).toEqual({ revision: storedRevision(newer) });
    expect(storage.getItem(SAVE_PREFIX + slotOf(a).id)).toBe(newer);
    // Further moves in the stale tab are not written either.
    play(b, 1);
    expect(storage.getItem(SAVE_PREFIX + slotOf(a).id)).toBe(newer);

    b.getState().records.keepAsCopy();
    expect(slotOf(b).id).not.toBe(slotOf(a).id);
    expect(slotOf(b).name).toMatch(/\(copy\)$/);
    expect(readSave(storage, slotOf(b).id)).toMatchObject({ ok: true, info: { actions: 3 } });
    expect(storage.getItem(SAVE_PREFIX + slotOf(a).id)).toBe(newer);
  });

  it('a save by another tab (a storage event) is noticed before this tab moves, and loading it shows that position', () => {
    const storage = new MemoryStorage();
    const a = page(storage);
    play(a, 1);
    const b = page(storage);
    play(a, 2);
    const id = slotOf(a).id;
    b.getState().records.storedElsewhere(id, storedRevision(storage.getItem(SAVE_PREFIX + id)));
    expect(b.getState().records.conflict).not.toBeNull();
    b.getState().records.loadNewer();
    expect(b.getState().records.conflict).toBeNull();
    expect(b.getState().game.actions).toEqual(a.getState().game.actions);
    // Both know the same revision now: the next move of either is saved.
    play(b, 1);
    expect(b.getState().records.conflict).toBeNull();
  });

  it('renames a saved game (kept through later saves) and never deletes the one being played', () => {
    const storage = new MemoryStorage();
    const app = page(storage);
    play(app, 1);
    const { id } = slotOf(app);
    expect(app.getState().records.rename(id, '  Kursk\u202e rematch ')).toBe(true);
    play(app, 1);
    expect(readSave(storage, id)).toMatchObject({ ok: true, info: { name: 'Kursk rematch', actions: 2 } });
    expect(app.getState().records.remove(id)).toBe(false);
    expect(readSave(storage, id)).not.toBeNull();
  });

  it('exports a saved game as a game file that loads', () => {
    const storage = new MemoryStorage();
    const app = page(storage);
    play(app, 1);
    const read = readSave(storage, slotOf(app).id);
    expect(read?.ok).toBe(true);
    if (read?.ok)
      expect(JSON.parse(gameFileText(read.saved.initial, read.saved.actions))).toMatchObject({
        format: 'aam-reloaded-game',
        actions: read.saved.actions,
      });
  });
});

describe('another tab on the same game is noticed', () => {
  /** Two tabs' BroadcastChannels joined to each other, and their storage events. */
  function worlds(): [TabWorld, TabWorld] {
    const make = (): TabWorld & { peer?: TabWorld } => ({
      channel: { onmessage: null, postMessage: () => {}, close: () => {} },
      onStorage: () => {},
      onLeave: () => {},
    });
    const x = make();
    const y = make();
    x.channel.postMessage = (data: unknown) => y.channel.onmessage?.({ data } as MessageEvent);
    y.channel.postMessage = (data: unknown) => x.channel.onmessage?.({ data } as MessageEvent);
    return [x, y];
  }

  it('both tabs say so while they show the same saved game, and stop when one starts another', async () => {
    const storage = new MemoryStorage();
    const a = page(storage);
    play(a, 1);
    const b = page(storage);
    const [wa, wb] = worlds();
    watchTabs(a, wa, 'tab-a');
    watchTabs(b, wb, 'tab-b');
    expect(a.getState().records.otherTabs).toBe(1);
    expect(b.getState().records.otherTabs).toBe(1);
    b.getState().startGame({ kind: 'quick', seed: 'elsewhere' });
    // The tabs hear of it once the change that started the game is over.
    await Promise.resolve();
    expect(a.getState().records.otherTabs).toBe(0);
    expect(b.getState().records.otherTabs).toBe(0);
  });
});
