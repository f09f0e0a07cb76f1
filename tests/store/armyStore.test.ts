// Saved lists in storage, the builder's store, list edits that keep the Commander (R1.3), and
// routes.
import { describe, expect, it } from 'vitest';
import { swapIntoSquad, swapOutOfSquad, type ArmyList } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { SAMPLE_ARMIES } from '../../src/data/sampleArmies';
import { addUnit, emptyList, removeModel, removeUnit, replaceUnit } from '../../src/store/builder/armyEdit';
import { makeArmyFile, wrapList } from '../../src/store/files/armyFormat';
import { loadArmies, saveArmy, type ListStorage } from '../../src/store/files/armyLists';
import { parseRoute } from '../../src/store/page/route';
import { decodeShareCode, encodeShareCode } from '../../src/store/files/shareCode';
import { MemoryStorage, US_LIST, gameStore } from './fixtures';

let tick = 0;
const clock = () => new Date(Date.UTC(2026, 10, 30, 12, 0, tick++));

/** The builder slice of an app store whose lists are kept in `storage` (a fresh quick game, no autosave). */
function createArmyStore(storage: ListStorage, catalog: typeof CATALOG_BY_ID, now: () => Date) {
  const app = gameStore({ listStorage: storage, catalog, now, resume: false });
  return { getState: () => app.getState().builder };
}

describe('saved lists in storage', () => {
  it('each list has its own entry; one that cannot be read is reported and left untouched', () => {
    const storage = new MemoryStorage();
    const a = wrapList(US_LIST, clock(), 'aaa');
    const b = wrapList({ ...US_LIST, name: 'Second' }, clock(), 'bbb');
    saveArmy(storage, a);
    saveArmy(storage, b);
    storage.setItem('aam-reloaded.army.broken', '{"format": "aam-reloaded-army", "version": 1, "list": ');
    storage.setItem('aam-reloaded.army.future', JSON.stringify({ ...a, id: 'future', version: 9 }));
    storage.setItem('aam-reloaded.game.v1', '{}');
    const loaded = loadArmies(storage, CATALOG_BY_ID);
    expect(loaded.armies.map((x) => x.id)).toEqual(['aaa', 'bbb']);
    expect(loaded.unreadable.sort()).toEqual(['aam-reloaded.army.broken', 'aam-reloaded.army.future']);
    const store = createArmyStore(storage, CATALOG_BY_ID, clock);
    expect(store.getState().notice?.text).toBe('2 saved list(s) could not be read; they were left as they are.');
    store.getState().edit((l) => ({ ...l, name: 'Renamed' }));
    expect(storage.getItem('aam-reloaded.army.broken')).toBe('{"format": "aam-reloaded-army", "version": 1, "list": ');
  });
});

describe('the builder store', () => {
  function fresh() {
    const storage = new MemoryStorage();
    return { storage, store: createArmyStore(storage, CATALOG_BY_ID, clock) };
  }

  it('creates a first list when there is none, and saves every edit at once', () => {
    const { storage, store } = fresh();
    const first = store.getState().ensureCurrent();
    expect(first.list).toEqual(emptyList('New army'));
    store.getState().edit((l) => addUnit(l, { models: ['m4a1-sherman'] }));
    const reloaded = createArmyStore(storage, CATALOG_BY_ID, clock).getState();
    expect(reloaded.currentId).toBe(first.id);
    expect(reloaded.ensureCurrent().list.units).toEqual([{ models: ['m4a1-sherman'] }]);
    expect(reloaded.ensureCurrent().updated > first.updated).toBe(true);
  });

  it('R1.4: "Swap back" that would grow a hand-edited squad of 12 models to 13 is refused with the reason: the list stays one the readers hold, and reads back', () => {
    const { storage, store } = fresh();
    const big: ArmyList = {
      name: 'Big squad',
      pointLimit: 200,
      units: [{ models: [...new Array<string>(11).fill('mauser-kar-98k'), 'mg-42-machine-gun-team'] }],
      commander: null,
    };
    expect(store.getState().importText(makeArmyFile(wrapList(big, clock(), 'file')), 'The file').ok).toBe(true);
    const current = () => store.getState().armies.find((a) => a.id === store.getState().currentId)!;
    const out = swapOutOfSquad(current().list.units[0], 11, CATALOG_BY_ID);
    if (!out.ok) throw new Error('the swap is refused');
    expect(out.value.models).toHaveLength(13);
    store.getState().edit((l) => replaceUnit(l, 0, out.value));
    expect(current().list.units[0].models).toHaveLength(12);
    expect(store.getState().notice).toMatchObject({ kind: 'error', text: expect.stringMatching(/13 models/) });
    expect(loadArmies(storage, CATALOG_BY_ID).unreadable).toEqual([]);
  });

  it("a copy's name is cut without splitting an emoji or leaving a trailing space, so it reads back and shares unchanged", () => {
    const { storage, store } = fresh();
    const first = store.getState().ensureCurrent();
    for (const name of [`${'a'.repeat(51)}\u{1F600}`, `${'a'.repeat(51)} b`]) {
      store.getState().open(first.id);
      store.getState().edit((l) => ({ ...l, name }));
      store.getState().duplicate(first.id);
      const copy = store.getState().armies.find((a) => a.id === store.getState().currentId)!;
      // The first copy is "Copy of a...a", the second that name made unique (" (2)"), each whole.
      expect(copy.list.name).toMatch(/^Copy of a+( \(2\))?$/);
      expect(copy.list.name.length).toBeLessThanOrEqual(60);
      expect(loadArmies(storage, CATALOG_BY_ID).armies.find((a) => a.id === copy.id)!.list.name).toBe(copy.list.name);
      const shared = decodeShareCode(encodeShareCode(copy.list), CATALOG_BY_ID);
      expect(shared.ok && shared.value.name).toBe(copy.list.name);
    }
  });

  it('duplicates, names copies apart, and deletes', () => {
    const { storage, store } = fresh();
    const first = store.getState().ensureCurrent();
    store.getState().duplicate(first.id);
    store.getState().duplicate(first.id);
    expect(store.getState().armies.map((a) => a.list.name)).toEqual([
      'New army',
      'Copy of New army',
      'Copy of New army (2)',
    ]);
    const copy = store.getState().currentId!;
    store.getState().remove(copy);
    expect(store.getState().armies.map((a) => a.list.name)).toEqual(['New army', 'Copy of New army']);
    expect(loadArmies(storage, CATALOG_BY_ID).armies).toHaveLength(2);
    // Deleting the last list leaves a new, empty one to build.
    for (const a of store.getState().armies) store.getState().remove(a.id);
    expect(store.getState().armies.map((a) => a.list)).toEqual([emptyList('New army')]);
    expect(store.getState().currentId).toBe(store.getState().armies[0].id);
  });

  it('starts from a sample army: a saved copy, opened, that later edits never change in the sample', () => {
    const { storage, store } = fresh();
    const sample = SAMPLE_ARMIES.find((s) => s.id === 'sample-germany-200')!;
    const before = structuredClone(sample.list);
    store.getState().startFrom(sample.list);
    store.getState().startFrom(sample.list);
    expect(store.getState().armies.map((a) => a.list.name)).toEqual(['Panzer-Lehr (200)', 'Panzer-Lehr (200) (2)']);
    expect(store.getState().notice).toEqual({
      kind: 'info',
      text: '“Panzer-Lehr (200) (2)” is yours to change: it was added to your lists.',
    });
    store.getState().edit((l) => removeUnit(l, 1));
    expect(sample.list).toEqual(before);
    expect(loadArmies(storage, CATALOG_BY_ID).armies.map((a) => a.list.units.length)).toEqual([
      before.units.length,
      before.units.length - 1,
    ]);
  });

  it("imports a share code and a list file as new lists; the file's own id never overwrites a saved list", () => {
    const { store } = fresh();
    const mine = store.getState().ensureCurrent();
    const viaCode = store.getState().importText(encodeShareCode(US_LIST), 'The share code');
    expect(viaCode.ok && viaCode.value.list).toEqual(US_LIST);
    expect(store.getState().notice).toEqual({
      kind: 'info',
      text: 'Imported “Screaming Eagles — Bastogne” from the share code.',
    });
    const file = makeArmyFile({ ...mine, list: US_LIST });
    const viaFile = store.getState().importText(file, 'The file');
    expect(viaFile.ok && viaFile.value.id).not.toBe(mine.id);
    expect(store.getState().armies.map((a) => a.list.name)).toEqual([
      'New army',
      'Screaming Eagles — Bastogne',
      'Screaming Eagles — Bastogne (2)',
    ]);
    expect(store.getState().armies[0]).toEqual(mine);
  });

  it('refuses bad input with a message and changes no saved list', () => {
    const { storage, store } = fresh();
    store.getState().ensureCurrent();
    store.getState().importText(encodeShareCode(US_LIST), 'The share code');
    const before = new Map(storage.items);
    const armies = store.getState().armies;
    const current = store.getState().currentId;
    for (const text of [
      'AAM1.truncated',
      '{"format": "aam-reloaded-army", "version": 1}',
      '{ not json',
      'x'.repeat(300_000),
    ]) {
      const r = store.getState().importText(text, 'The file');
      expect(r.ok).toBe(false);
      expect(store.getState().notice?.kind).toBe('error');
      expect(store.getState().notice?.text).toMatch(/^The file was not imported: /);
    }
    expect(storage.items).toEqual(before);
    expect(store.getState().armies).toBe(armies);
    expect(store.getState().currentId).toBe(current);
  });

  it('says so when the storage is full, and keeps the list in memory', () => {
    const { storage, store } = fresh();
    store.getState().ensureCurrent();
    storage.full = true;
    store.getState().edit((l) => ({ ...l, name: 'Unsaved' }));
    expect(store.getState().notice).toEqual({
      kind: 'error',
      text: "The change could not be saved: the browser's storage is full or blocked.",
    });
    expect(store.getState().armies[0].list.name).toBe('Unsaved');
  });
});

describe('list edits keep the Commander on his model (R1.3)', () => {
  const squad = [
    'm1-garand-rifle',
    'm1-garand-rifle',
    'm1-garand-rifle',
    'm1-garand-rifle',
    'red-devil-captain',
    'm1-garand-rifle',
  ];
  const list: ArmyList = {
    ...emptyList('Edits'),
    units: [{ models: ['m4a1-sherman'] }, { models: squad }],
    commander: { unit: 1, model: 4, grade: 'junior' },
  };

  it('R1.3 removing a unit before his shifts his index; removing his unit clears him', () => {
    expect(removeUnit(list, 0).commander).toEqual({ unit: 0, model: 4, grade: 'junior' });
    expect(removeUnit(list, 1).commander).toBe(null);
    expect(removeUnit(addUnit(list, { models: ['m3-half-track'] }), 2).commander).toEqual(list.commander);
  });

  it('R1.3 a swap that moves models keeps him; swapping him out clears him', () => {
    const swapped = swapIntoSquad(list.units[1], 'm1919-mg', CATALOG_BY_ID);
    if (!swapped.ok) throw new Error(swapped.error.message);
    expect(swapped.value.models).toEqual([
      'm1-garand-rifle',
      'm1-garand-rifle',
      'm1-garand-rifle',
      'red-devil-captain',
      'm1919-mg',
    ]);
    expect(replaceUnit(list, 1, swapped.value).commander).toEqual({ unit: 1, model: 3, grade: 'junior' });
    const out = swapOutOfSquad(list.units[1], 4, CATALOG_BY_ID);
    if (!out.ok) throw new Error(out.error.message);
    expect(replaceUnit(list, 1, out.value).commander).toBe(null);
  });

  it('removing the last model of a unit removes the unit', () => {
    const guns = addUnit(list, { models: ['pak-38-anti-tank-gun'] });
    expect(removeModel(guns, 2, 0).units).toHaveLength(2);
  });
});

describe('routes', () => {
  it('the battle is the default; #/builder opens the builder, with a shared list if the link has one', () => {
    expect(parseRoute('')).toEqual({ screen: 'battle', list: null });
    expect(parseRoute('#/battle')).toEqual({ screen: 'battle', list: null });
    expect(parseRoute('#/builder')).toEqual({ screen: 'builder', list: null });
    expect(parseRoute('#/builder?list=AAM1.abc.200..x.0-1-c.zz')).toEqual({
      screen: 'builder',
      list: 'AAM1.abc.200..x.0-1-c.zz',
    });
    expect(parseRoute('#/battle?list=AAM1.x')).toEqual({ screen: 'battle', list: null });
  });
});
