// The schema reader every input format goes through (core/schema.ts, docs/architecture.md "Input
// formats"): each problem with its field's path and a sentence a player reads.
import { describe, expect, test } from 'vitest';
import * as v from 'valibot';
import { fields, isRecord, readSchema, whole } from '../../src/engine';

const UNIT = fields(
  {
    models: v.pipe(
      v.array(v.string('unit {1}, model {2}: an id must be text'), 'unit {1} needs models'),
      v.maxLength(2, 'unit {1} has too many models'),
    ),
  },
  'unit {1} needs models',
);
const LIST = fields(
  {
    name: v.string('a name (text)'),
    size: whole(1, 9, 'a whole number from 1 to 9'),
    units: v.array(UNIT, 'a list of units'),
  },
  'not an object',
);

describe('readSchema', () => {
  test('a good value is read, and the fields it adds are dropped', () => {
    expect(
      readSchema(
        LIST,
        { name: 'A', size: 3, units: [{ models: ['x'], colour: 1 }], extra: true },
        { code: 'BAD_VALUE' },
      ),
    ).toEqual({ ok: true, value: { name: 'A', size: 3, units: [{ models: ['x'] }] } });
  });

  test('each problem has its path; "{1}" and "{2}" are the places counted from 1', () => {
    const read = readSchema(
      LIST,
      { name: 5, size: 1.5, units: [{ models: ['x'] }, { models: ['x', 7] }, 'tank', { models: ['a', 'b', 'c'] }] },
      { code: 'BAD_VALUE', where: 'list', pathInMessage: true },
    );
    expect(read.ok ? [] : read.error.map((p) => [p.where, p.message])).toEqual([
      ['list.name', 'list.name: a name (text)'],
      ['list.size', 'list.size: a whole number from 1 to 9'],
      ['list.units[1].models[1]', 'list.units[1].models[1]: unit 2, model 2: an id must be text'],
      ['list.units[2]', 'list.units[2]: unit 3 needs models'],
      ['list.units[3].models', 'list.units[3].models: unit 4 has too many models'],
    ]);
  });

  test('a missing field gets its own sentence; a list or null is no object', () => {
    const said = (value: unknown) => {
      const read = readSchema(LIST, value, { code: 'BAD_VALUE' });
      return read.ok ? [] : read.error.map((p) => `${p.where}|${p.message}`);
    };
    expect(said({ name: 'A', units: [] })).toEqual(['size|a whole number from 1 to 9']);
    expect(said([])).toEqual(['|not an object']);
    expect(said(null)).toEqual(['|not an object']);
  });

  test('one sentence is said once, and the code may depend on the problem', () => {
    const point = fields(
      { x: whole(0, 9, 'a point of the board'), y: whole(0, 9, 'a point of the board') },
      'a point of the board',
    );
    const read = readSchema(
      point,
      { x: -1, y: 'a' },
      { code: (issue) => (typeof issue.input === 'number' ? 'TOO_LARGE' : 'BAD_VALUE') },
    );
    expect(read).toEqual({ ok: false, error: [{ code: 'TOO_LARGE', where: 'x', message: 'a point of the board' }] });
    // Told at every place, the same sentence is a problem of each field (a card's two bad bands).
    const everywhere = readSchema(point, { x: -1, y: 'a' }, { code: 'BAD_VALUE', everyPlace: true });
    expect(everywhere.ok ? [] : everywhere.error.map((p) => p.where)).toEqual(['x', 'y']);
  });

  test('isRecord: a plain object only', () => {
    expect([{}, { a: 1 }, [], null, 'x', 1].map(isRecord)).toEqual([true, true, false, false, false, false]);
  });
});
