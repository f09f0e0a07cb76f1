// The army list file format and share codes (docs/armies.md): round trips, and every kind of
// bad input refused with a message that says what is wrong.
import { describe, expect, it } from 'vitest';
import { messagesOf, type ArmyList } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import {
  ARMY_FORMAT,
  armyFileName,
  LIMITS,
  makeArmyFile,
  parseArmyFile,
  wrapList,
  type Parsed,
} from '../../src/store/files/armyFormat';
import { parseArmyList } from '../../src/data/armyList';
import { codeFromText, decodeShareCode, encodeShareCode, shareLink } from '../../src/store/files/shareCode';
import { rifles, US_LIST } from './fixtures';

function errors<T>(r: Parsed<T>): string[] {
  if (r.ok) throw new Error('expected a refusal');
  return messagesOf(r.error);
}

function value<T>(r: Parsed<T>): T {
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join('\n'));
  return r.value;
}

describe('army list file (format aam-reloaded-army, version 1)', () => {
  const saved = wrapList(US_LIST, new Date('2026-11-30T10:00:00Z'), 'test-1');

  it('round trips through its JSON file', () => {
    const text = makeArmyFile(saved);
    expect(JSON.parse(text)).toMatchObject({
      format: ARMY_FORMAT,
      version: 1,
      id: 'test-1',
      created: '2026-11-30T10:00:00.000Z',
    });
    expect(value(parseArmyFile(text, CATALOG_BY_ID))).toEqual(saved);
    expect(armyFileName(US_LIST)).toBe('screaming-eagles-bastogne.army.json');
  });

  it("keeps a list that breaks the rules: legality is the builder's to show (R1.8), not the file's", () => {
    const illegal: ArmyList = { ...US_LIST, pointLimit: 50, commander: null, units: [{ models: rifles(9) }] };
    expect(value(parseArmyList(illegal, CATALOG_BY_ID))).toEqual(illegal);
  });

  it('drops fields it does not know and normalises casual', () => {
    const list = value(
      parseArmyList(
        { ...US_LIST, casual: false, extra: 1, units: [{ models: ['m4a1-sherman'], colour: 'red' }], commander: null },
        CATALOG_BY_ID,
      ),
    );
    expect(list).toEqual({
      name: US_LIST.name,
      pointLimit: 200,
      units: [{ models: ['m4a1-sherman'] }],
      commander: null,
    });
  });

  const file = (change: (o: Record<string, unknown>) => void) => {
    const o = JSON.parse(makeArmyFile(saved)) as Record<string, unknown>;
    change(o);
    return JSON.stringify(o);
  };
  const list = (o: Record<string, unknown>) => o.list as Record<string, unknown>;

  const bad: [string, string, string[]][] = [
    ['not JSON', '{"format": "aam-reloaded-army", "vers', ['the file is not valid JSON']],
    [
      'another kind of file',
      '{"type": "FeatureCollection"}',
      ['this is not an army list (its "format" is not "aam-reloaded-army")'],
    ],
    [
      'a list from a newer version',
      file((o) => (o.version = 2)),
      ['the list was saved by a newer version of the game (format version 2); this one reads version 1'],
    ],
    ['no version', file((o) => delete o.version), ['the list has no valid format version']],
    [
      'an unknown unit',
      file((o) => ((list(o).units as { models: string[] }[])[2].models[0] = 'panzer-viii-maus')),
      ['unit 3, model 1: unknown stat card "panzer-viii-maus"'],
    ],
    [
      'a point limit as text',
      file((o) => (list(o).pointLimit = '200')),
      ['the point limit must be a whole number from 1 to 10000 (R1.2)'],
    ],
    [
      'a point limit of 0',
      file((o) => (list(o).pointLimit = 0)),
      ['the point limit must be a whole number from 1 to 10000 (R1.2)'],
    ],
    ['units that are not a list', file((o) => (list(o).units = { models: [] })), ['"units" must be a list']],
    [
      'a model that is a number',
      file((o) => ((list(o).units as { models: unknown[] }[])[0].models[1] = 7)),
      ['unit 1, model 2: a stat card id must be text'],
    ],
    ['a unit without models', file((o) => ((list(o).units as unknown[])[1] = {})), ['unit 2 needs a list of models']],
    ['an empty name', file((o) => (list(o).name = '  ')), ['the list needs a name (text)']],
    [
      'a Commander of an unknown grade',
      file((o) => (list(o).commander = { unit: 0, model: 3, grade: 'general' })),
      ['"commander" must be null or { unit, model, grade } with grade commander, junior or senior'],
    ],
    [
      'a Commander outside the list',
      file((o) => (list(o).commander = { unit: 0, model: 6, grade: 'senior' })),
      ['the Commander points at a model the list does not have'],
    ],
    [
      'no Commander field at all',
      file((o) => delete list(o).commander),
      ['"commander" must be null or { unit, model, grade } with grade commander, junior or senior'],
    ],
    ['casual as text', file((o) => (list(o).casual = 'yes')), ['"casual" must be true or false']],
    ['a bad id', file((o) => (o.id = '../../etc')), ['the list has no valid id']],
    [
      'times that are not times, said once',
      file((o) => {
        o.created = 'yesterday';
        delete o.updated;
      }),
      ['the list has no valid "created" and "updated" times'],
    ],
    [
      'a list of units too many and a name too long, each',
      file((o) => {
        list(o).name = 'x'.repeat(61);
        list(o).units = Array.from({ length: LIMITS.units + 1 }, () => ({ models: ['m4a1-sherman'] }));
      }),
      ['the name is longer than 60 characters', `${LIMITS.units + 1} units: at most ${LIMITS.units}`],
    ],
  ];
  for (const [what, text, expected] of bad) {
    it(`refuses ${what}`, () => {
      const got = errors(parseArmyFile(text, CATALOG_BY_ID));
      expect(got.length).toBe(expected.length);
      got.forEach((e, i) => {
        expect(e.startsWith(expected[i]), e).toBe(true);
      });
    });
  }

  it('refuses a huge file before reading it, and a list of absurd size', () => {
    expect(errors(parseArmyFile(' '.repeat(LIMITS.text + 1), CATALOG_BY_ID))[0]).toMatch(/^the file is too large/);
    const many = file((o) => (list(o).units = new Array(LIMITS.units + 1).fill({ models: ['m4a1-sherman'] })));
    expect(errors(parseArmyFile(many, CATALOG_BY_ID))).toEqual([`${LIMITS.units + 1} units: at most ${LIMITS.units}`]);
    const crowd = file((o) => (list(o).units = [{ models: rifles(13) }]));
    expect(errors(parseArmyFile(crowd, CATALOG_BY_ID))).toEqual(['unit 1 has 13 models: from 1 to 12']);
  });

  it('types each problem with a code and the path of what is wrong (one result shape)', () => {
    const crowd = parseArmyFile(
      file((o) => (list(o).units = [{ models: rifles(13) }])),
      CATALOG_BY_ID,
    );
    expect(crowd).toEqual({
      ok: false,
      error: [{ code: 'BAD_VALUE', where: 'list.units[0].models', message: 'unit 1 has 13 models: from 1 to 12' }],
    });
    expect(parseArmyFile('{', CATALOG_BY_ID)).toMatchObject({ ok: false, error: [{ code: 'NOT_JSON', where: '' }] });
  });
});

describe('share codes', () => {
  it('round trip a list, its name in any script, casual and every grade', () => {
    for (const list of [
      US_LIST,
      {
        ...US_LIST,
        name: 'Панфиловцы 1941 ★',
        casual: true,
        commander: { unit: 0, model: 3, grade: 'senior' as const },
      },
      { name: 'Empty', pointLimit: 1, units: [], commander: null },
    ]) {
      const code = encodeShareCode(list);
      expect(code).toMatch(/^AAM1\.[A-Za-z0-9_.,*-]+$/);
      expect(value(decodeShareCode(code, CATALOG_BY_ID))).toEqual(list);
    }
  });

  it('is compact: a 200-point list fits in a short line', () => {
    const code = encodeShareCode(US_LIST);
    expect(code).toContain('m1-garand-rifle*3,red-devil-captain,bazooka*2_m1-garand-rifle*4,m1919-mg_m4a1-sherman');
    expect(code.length).toBeLessThan(200);
  });

  it('reads a code from a pasted link, with spaces and line breaks from copying', () => {
    const link = shareLink(US_LIST, 'https://example.org/aam/');
    expect(link).toBe(`https://example.org/aam/#/builder?list=${encodeShareCode(US_LIST)}`);
    expect(value(decodeShareCode(link, CATALOG_BY_ID))).toEqual(US_LIST);
    const code = encodeShareCode(US_LIST);
    expect(value(decodeShareCode(`  ${code.slice(0, 30)}\n${code.slice(30)} `, CATALOG_BY_ID))).toEqual(US_LIST);
    expect(codeFromText('see #/builder?list=AAM1.x.y&z=1')).toBe('AAM1.x.y');
  });

  const code = encodeShareCode(US_LIST);
  /** Makes a code with a body of our own and a correct check, as a hand-edited code would have. */
  const signed = (body: string) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < body.length; i++) h = Math.imul(h ^ body.charCodeAt(i), 0x01000193) >>> 0;
    return `${body}.${h.toString(36)}`;
  };
  const body = code.slice(0, code.lastIndexOf('.'));
  const bad: [string, string, string][] = [
    ['nothing', '   ', 'there is no code to read'],
    [
      'a truncated code',
      code.slice(0, code.length - 20),
      'the code is incomplete or has been changed: its check does not match. Copy the whole code again.',
    ],
    [
      'a code cut after a unit',
      code.slice(0, code.indexOf('_')),
      'the code is incomplete or has been changed: its check does not match. Copy the whole code again.',
    ],
    [
      'a changed code',
      code.replace('*3', '*4'),
      'the code is incomplete or has been changed: its check does not match. Copy the whole code again.',
    ],
    [
      'a newer version',
      code.replace(/^AAM1/, 'AAM2'),
      'the code was made by a newer version of the game (code version 2); this one reads version 1',
    ],
    ['something else', 'hello world', 'this is not a share code: a code starts with "AAM1."'],
    [
      'an unknown unit',
      signed(body.replace('m4a1-sherman', 'panzer-viii-maus')),
      'unit 3, model 1: unknown stat card "panzer-viii-maus"',
    ],
    [
      'an unreadable unit',
      signed(body.replace('m4a1-sherman', 'M4A1-Sherman')),
      'a unit in the code cannot be read ("M4A1-Sherman")',
    ],
    ['a squad of 99', signed(body.replace('*3', '*99')), 'a unit in the code has more than 12 models'],
    [
      'a Commander outside the list',
      signed(body.replace(/\.0-3-j$/, '.9-0-j')),
      'the Commander points at a model the list does not have',
    ],
    ['a broken Commander', signed(body.replace(/\.0-3-j$/, '.0-3-x')), 'the Commander in the code cannot be read'],
    [
      'a point limit of 0',
      signed(body.replace('.200.', '.0.')),
      'the point limit must be a whole number from 1 to 10000 (R1.2)',
    ],
    ['unknown flags', signed(body.replace('.200..', '.200.q.')), 'unknown flags "q" in the code'],
    // Longer than the code of the largest list the bounds allow (src/data/listBounds.ts).
    [
      'a huge paste',
      `AAM1.${'x'.repeat(4_000_000)}`,
      'the code is too long (4000005 characters): it is not a share code',
    ],
  ];
  for (const [what, text, expected] of bad) {
    it(`refuses ${what}`, () => {
      expect(errors(decodeShareCode(text, CATALOG_BY_ID))).toEqual([expected]);
    });
  }
});
