// The size bounds of an army list (src/data/listBounds.ts): the list readers (file, share code,
// saved lists) and the builder keep to one set, never below a legal list (R1.2), and a list at
// the bounds is still read in bounded time (docs/records.md, "Army lists, share codes and links").
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { validateArmy, type ArmyList } from '../../src/engine';
import { CATALOG, CATALOG_BY_ID } from '../../src/data/catalog';
import { LONGEST_CARD_ID, MAX_LIST_UNITS, MAX_POINT_LIMIT, MAX_UNIT_MODELS } from '../../src/data/listBounds';
import { addUnit, addUnitProblem } from '../../src/store/builder/armyEdit';
import { LIMITS, makeArmyFile, parseArmyFile, wrapList } from '../../src/store/files/armyFormat';
import { loadArmies, saveArmy } from '../../src/store/files/armyLists';
import { decodeShareCode, encodeShareCode } from '../../src/store/files/shareCode';
import { MemoryStorage, motorPool } from './fixtures';

/** How a reader answers: 'same list' when it reads back exactly what was written. */
function readBack(
  read: { ok: true; value: ArmyList } | { ok: false; error: { message: string }[] },
  list: ArmyList,
): string | string[] {
  if (!read.ok) return read.error.map((e) => e.message);
  return isDeepStrictEqual(read.value, list) ? 'same list' : 'changed';
}

function throughFileAndCode(list: ArmyList): { file: string | string[]; code: string | string[] } {
  const file = parseArmyFile(makeArmyFile(wrapList(list, new Date('2026-01-01T00:00:00Z'), 'x')), CATALOG_BY_ID);
  return {
    file: readBack(file.ok ? { ok: true, value: file.value.list } : file, list),
    code: readBack(decodeShareCode(encodeShareCode(list), CATALOG_BY_ID), list),
  };
}

describe('R1.2: the list bounds hold every legal list', () => {
  it('no legal list of the largest point limit has more units than the bound: every model costs at least the cheapest card', () => {
    const cheapest = Math.min(...CATALOG.map((d) => d.cost));
    expect(MAX_LIST_UNITS).toBe(Math.floor(MAX_POINT_LIMIT / cheapest));
    expect(LIMITS).toMatchObject({
      pointLimit: MAX_POINT_LIMIT,
      units: MAX_LIST_UNITS,
      modelsPerUnit: MAX_UNIT_MODELS,
    });
    // R1.4: a squad of 6 is the largest legal unit.
    expect(MAX_UNIT_MODELS).toBeGreaterThanOrEqual(6);
  });

  it('a legal 1000-point list of 202 units reads back from its file, its share code and storage', () => {
    const list = motorPool(201, 1000);
    const report = validateArmy(list, CATALOG_BY_ID);
    expect(report.errors).toEqual([]);
    expect(report.total).toBe(824);
    expect(throughFileAndCode(list)).toEqual({ file: 'same list', code: 'same list' });
    const storage = new MemoryStorage();
    expect(saveArmy(storage, wrapList(list, new Date('2026-01-01T00:00:00Z'), 'motor-pool'))).toBe(true);
    const loaded = loadArmies(storage, CATALOG_BY_ID);
    expect({ lists: loaded.armies.length, unreadable: loaded.unreadable }).toEqual({ lists: 1, unreadable: [] });
  });

  it('a legal list of the largest point limit reads back (2,496 units)', () => {
    const list = motorPool(2495, MAX_POINT_LIMIT);
    expect(validateArmy(list, CATALOG_BY_ID)).toMatchObject({ errors: [], total: MAX_POINT_LIMIT });
    expect(throughFileAndCode(list)).toEqual({ file: 'same list', code: 'same list' });
  });

  it('the largest list the readers take (every unit at its most models of the longest ids, the Commander last) reads back', () => {
    const [a, b] = [...CATALOG].sort((x, y) => y.id.length - x.id.length).map((d) => d.id);
    expect(a.length).toBe(LONGEST_CARD_ID);
    // Alternating ids, so that the share code has no runs to shorten.
    const models = Array.from({ length: MAX_UNIT_MODELS }, (_, k) => (k % 2 === 0 ? a : b));
    const list: ArmyList = {
      name: 'Ж'.repeat(LIMITS.name),
      pointLimit: MAX_POINT_LIMIT,
      casual: true,
      units: Array.from({ length: MAX_LIST_UNITS }, () => ({ models: [...models] })),
      commander: { unit: MAX_LIST_UNITS - 1, model: MAX_UNIT_MODELS - 1, grade: 'senior' },
    };
    expect(throughFileAndCode(list)).toEqual({ file: 'same list', code: 'same list' });
  });

  it('one unit over the bound is refused', () => {
    const over = motorPool(MAX_LIST_UNITS, MAX_POINT_LIMIT);
    const why = [`${MAX_LIST_UNITS + 1} units: at most ${MAX_LIST_UNITS}`];
    expect(throughFileAndCode(over)).toEqual({ file: why, code: why });
  });
});

describe('R1.2: the builder makes no list the readers refuse', () => {
  it('adds units up to the bound, then says why not and leaves the list as it is', () => {
    const below = motorPool(MAX_LIST_UNITS - 2, MAX_POINT_LIMIT);
    expect(addUnitProblem(below)).toBeNull();
    const full = addUnit(below, { models: ['cckw-352'] });
    expect(full.units).toHaveLength(MAX_LIST_UNITS);
    expect(addUnitProblem(full)).toMatch(
      new RegExp(`^The list has ${MAX_LIST_UNITS} units, the most a list may hold: .*\\(R1\\.2\\)\\.$`),
    );
    expect(addUnit(full, { models: ['cckw-352'] })).toBe(full);
    expect(throughFileAndCode(full)).toEqual({ file: 'same list', code: 'same list' });
  });
});
