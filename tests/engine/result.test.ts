// One result shape across the engine, `{ ok: true, value } | { ok: false, error }`,
// with errors typed by a code: a RuleError (code, rule, message) for what a rule refuses, a
// Problem (code, message, where) for setups, scenarios and battlefields, several at once as one array.
import { describe, expect, it } from 'vitest';
import { applyAction, assembleBattlefield, checkPopulation, createGame, err, ok, planAttack } from '../../src/engine';
import { TILES } from '../../src/data/tiles';
import { at, atPhase, DEFS, testGame, testMap } from '../helpers';

describe('the result shape', () => {
  it('ok() without a value is one shared object, so a check that passes allocates nothing', () => {
    expect(ok()).toBe(ok());
    expect(ok()).toEqual({ ok: true, value: undefined });
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    expect(err('x')).toEqual({ ok: false, error: 'x' });
  });

  it('R5.6 a check answers ok() when the rule allows, and the rule error when it refuses', () => {
    const s = testGame({
      units: [
        { id: 'a', team: 0, models: ['rifle'], at: [2, 2] },
        { id: 'b', team: 0, models: ['rifle'], at: [2, 2] },
        { id: 'c', team: 0, models: ['rifle'], at: [4, 4] },
      ],
    });
    expect(checkPopulation(s, s.units.c, at(4, 4))).toBe(ok());
    expect(checkPopulation(s, s.units.c, at(2, 2))).toMatchObject({
      ok: false,
      error: { code: 'POPULATION', rule: 'R5.6' },
    });
  });

  it('R4.5 a check that builds a value answers it in `value`, and applyAction refuses with the same RuleError', () => {
    const s = atPhase(
      testGame({
        units: [
          { id: 'a', team: 0, models: ['rifle'], at: [2, 2] },
          { id: 'e', team: 1, models: ['rifle'], at: [2, 4] },
        ],
      }),
      'assault',
    );
    const model = s.units.a.models[0].id;
    const planned = planAttack(s, { unit: 'a', model, target: 'e' }, 'activation');
    expect(planned.ok && planned.value.target).toBe('e');
    const own = planAttack(s, { unit: 'a', model, target: 'a' }, 'activation');
    expect(own).toMatchObject({ ok: false, error: { code: 'BAD_TARGET', rule: 'R4.5' } });
    expect(applyAction(s, { type: 'attack', unit: 'a', model, target: 'nobody' })).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_UNIT' },
    });
  });

  it('R7.3, R1.3 createGame lists every problem of a setup, each with a code and where it is', () => {
    const r = createGame({
      seed: 's',
      map: testMap(8, 8),
      catalog: DEFS,
      settings: { turns: 0 },
      teams: [
        { name: 'Blue', units: [{ models: ['no-such-card'] }] },
        { name: 'Red', units: [{ models: ['rifle'], commander: { model: 0, grade: 'commander' } }] },
      ],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((p) => [p.code, p.where])).toEqual([
      ['BAD_SETTINGS', 'settings.turns'],
      ['UNKNOWN_CARD', 'teams[0].units[0].models'],
      ['BAD_UNIT', 'teams[1].units[0].commander'],
    ]);
  });

  it('R2.4 a battlefield of an unknown tile is refused with the tile it names', () => {
    expect(assembleBattlefield('x', 'x', TILES, [{ tile: 'nope', x: 0, y: 0 }])).toEqual({
      ok: false,
      error: [{ code: 'BAD_MAP', where: 'tiles[0].tile', message: 'unknown tile "nope"' }],
    });
  });
});
