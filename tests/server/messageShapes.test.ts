// The message readers (server/validate.ts, docs/online.md): every message a visitor may send, of
// any shape, is read without a throw; a malformed one is refused with the path of each field at
// fault, and what the schema does not know is dropped.
import { describe, expect, test } from 'vitest';
import { PROTOCOL_VERSION } from '../../src/net/protocol';
import { readers } from '../../server/validate';
import { motorPool } from '../store/fixtures';
import { CONTRIBUTIONS, PLEDGES, tinyOptions } from './harness';

const SEAT = { gameId: 'ABCDEF', token: 'a'.repeat(43) };
const why = (read: { ok: true } | { ok: false; why: string }) => (read.ok ? 'accepted' : read.why);

/** Values of every JSON kind, and a few a hostile client would try. */
const ODD: unknown[] = [
  undefined,
  null,
  0,
  -1,
  1.5,
  NaN,
  '',
  'x',
  true,
  [],
  [1],
  {},
  { __proto__: { gameId: 'ABCDEF' } },
  JSON.parse('{"__proto__": {"x": 1}}'),
  { toString: 1 },
];

describe('no message of any shape makes a reader throw', () => {
  for (const event of Object.keys(readers) as (keyof typeof readers)[]) {
    test(event, () => {
      for (const value of ODD) {
        expect(() => readers[event](value)).not.toThrow();
        expect(readers[event](value).ok).toBe(false);
        for (const field of [
          'gameId',
          'token',
          'version',
          'index',
          'list',
          'action',
          'options',
          'seats',
          'accept',
          'sit',
        ]) {
          expect(() => readers[event]({ ...SEAT, version: PROTOCOL_VERSION, [field]: value })).not.toThrow();
        }
      }
    });
  }
});

describe("a malformed message is refused with each field's path", () => {
  test('the seat: the game code and the token, each named', () => {
    expect(why(readers['game:undo-ask']({ gameId: 'abc', token: 5, index: 0 }))).toBe(
      'gameId: a game code; token: not a seat token',
    );
    expect(why(readers['game:undo-ask']({ ...SEAT }))).toBe('index: the number of actions the game had');
    expect(why(readers['game:undo-answer']({ ...SEAT, accept: 'yes' }))).toBe('accept: true or false');
    expect(why(readers['game:act']({ ...SEAT, index: -1, action: { type: 'pass' } }))).toBe(
      'index: the number of actions the game had',
    );
    expect(why(readers['game:join']({ gameId: 'ABCDEF' }))).toBe('version: the protocol version, a number');
    expect(why(readers['game:join']([]))).toBe('the message is not an object');
  });

  test('the options of a new game, down to the settings (R7.3) and the battlefield', () => {
    const create = (options: unknown) => why(readers['game:create']({ version: PROTOCOL_VERSION, options }));
    expect(create({ ...tinyOptions(), hostTeam: 2 })).toBe('options.hostTeam: 0 or 1');
    expect(create({ ...tinyOptions(), settings: { turns: 21, smallHexes: 'no' } })).toBe(
      'options.settings.smallHexes: true or false; options.settings.turns: 1 to 20, or null (R7.3)',
    );
    expect(create({ ...tinyOptions(), map: { hexes: 'all' } })).toBe(
      'options.map: a battlefield of at most 2000 hexes',
    );
    const { settings: _settings, ...noSettings } = tinyOptions();
    expect(create(noSettings)).toBe('options.settings: not an object');
  });

  test('an army list: each unit and model by its number', () => {
    const list = { ...motorPool(2, 100), commander: null };
    const units = [{ models: ['cckw-352'] }, { models: [7] }, { models: [] }, 'tank'];
    expect(why(readers['game:ready']({ ...SEAT, list: { ...list, units }, pledge: PLEDGES[0] }))).toBe(
      'list.units[1].models[0]: unit 2, model 1: a stat card id must be text; list.units[2].models: unit 3 has 0 models: from 1 to 12; list.units[3]: unit 4 needs a list of models',
    );
    expect(
      why(
        readers['game:ready']({
          ...SEAT,
          list: { ...list, units: [{ models: ['panzer-viii-maus'] }] },
          pledge: PLEDGES[0],
        }),
      ),
    ).toBe('list.units[0].models[0]: unit 1, model 1: unknown stat card "panzer-viii-maus"');
    expect(
      why(
        readers['game:ready']({
          ...SEAT,
          list: { ...motorPool(2, 100), commander: { unit: 0, model: 0, grade: 'general' } },
          pledge: PLEDGES[0],
        }),
      ),
    ).toBe(
      'list.commander.grade: "commander" must be null or { unit, model, grade } with grade commander, junior or senior',
    );
  });

  test("an army list's pledge to its contribution to the dice key, and the contribution revealed: 32 bytes in lowercase hex, named when missing or otherwise", () => {
    const list = { ...motorPool(2, 100), commander: { unit: 0, model: 0, grade: 'commander' } };
    expect(why(readers['game:ready']({ ...SEAT, list, pledge: PLEDGES[1] }))).toBe('accepted');
    expect(why(readers['game:reveal']({ ...SEAT, contribution: CONTRIBUTIONS[1] }))).toBe('accepted');
    const odd = [undefined, 7, 'AB'.repeat(32), 'ab'.repeat(31), 'ab'.repeat(33), `${'ab'.repeat(31)}zz`];
    for (const pledge of odd)
      expect(why(readers['game:ready']({ ...SEAT, list, pledge }))).toBe('pledge: 32 bytes as 64 lowercase hex digits');
    for (const contribution of odd)
      expect(why(readers['game:reveal']({ ...SEAT, contribution }))).toBe(
        'contribution: 32 bytes as 64 lowercase hex digits',
      );
    // A contribution sent with the list, as protocol 3 did, is not read: the pledge is missing.
    expect(why(readers['game:ready']({ ...SEAT, list, contribution: CONTRIBUTIONS[1] }))).toBe(
      'pledge: 32 bytes as 64 lowercase hex digits',
    );
    expect(why(readers['game:reveal']({ contribution: CONTRIBUTIONS[1] }))).toMatch(/^gameId: /);
  });

  test('my games: at most 100 seats, each a game code and a token', () => {
    expect(why(readers['games:mine']({ seats: [SEAT, { gameId: 'ABCDEF' }] }))).toBe(
      'seats[1].token: not a seat token',
    );
    expect(why(readers['games:mine']({ seats: Array.from({ length: 101 }, () => SEAT) }))).toBe(
      'seats: a list of at most 100',
    );
  });

  test('fields a message adds are dropped', () => {
    const read = readers['game:undo-answer']({ ...SEAT, accept: true, admin: true });
    expect(read).toEqual({ ok: true, value: { ...SEAT, accept: true } });
  });
});
