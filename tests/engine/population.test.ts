import { describe, expect, it } from 'vitest';
import { applyAction, budgetOf, reachableHexes, hexKey, createGame } from '../../src/engine';
import { at, DEFS, play, testGame, testMap } from '../helpers';

describe('R5.6 hex population', () => {
  it('allows 2 units per team in a hex, not 3', () => {
    const state = testGame({
      units: [
        { id: 'a', team: 0, models: ['rifle'], at: [3, 3] },
        { id: 'b', team: 0, models: ['rifle'], at: [3, 3] },
        { id: 'c', team: 0, models: ['rifle'], at: [4, 3] },
      ],
    });
    const r = applyAction(state, { type: 'move', unit: 'c', path: [at(3, 3)] });
    expect(!r.ok && r.error).toMatchObject({ code: 'POPULATION', rule: 'R5.6' });
  });

  it('allows 2 units of each team together: enemies may share a hex (R5.8)', () => {
    const state = testGame({
      units: [
        { id: 'a', team: 1, models: ['rifle'], at: [3, 3] },
        { id: 'b', team: 1, models: ['rifle'], at: [3, 3] },
        { id: 'c', team: 0, models: ['rifle'], at: [4, 3] },
        { id: 'd', team: 0, models: ['rifle'], at: [3, 3] },
      ],
    });
    expect(play(state, { type: 'move', unit: 'c', path: [at(3, 3)] }).state.units.c.at).toEqual(at(3, 3));
  });

  it('allows one Vehicle or Large unit in all, whichever team', () => {
    const state = testGame({
      units: [
        { id: 'enemyTank', team: 1, models: ['tank'], at: [3, 3] },
        { id: 't', team: 0, models: ['tank'], at: [4, 3] },
        { id: 'r', team: 0, models: ['rifle'], at: [3, 4] },
      ],
    });
    expect(applyAction(state, { type: 'move', unit: 't', path: [at(3, 3)] }).ok).toBe(false);
    expect(play(state, { type: 'move', unit: 'r', path: [at(3, 3)] }).state.units.r.at).toEqual(at(3, 3));
  });

  it('is checked while passing through: a full hex cannot be crossed', () => {
    // Two friendly units fill D4 (col 3, row 3); the tank at C4 cannot cross it to reach E4.
    const map = testMap(8, 8, {}, [
      { col: 2, row: 3, dir: 5, kind: 'cliff' },
      { col: 2, row: 3, dir: 1, kind: 'cliff' },
    ]);
    const state = testGame({
      map,
      units: [
        { id: 'a', team: 0, models: ['rifle'], at: [3, 3] },
        { id: 'b', team: 0, models: ['rifle'], at: [3, 3] },
        { id: 'r', team: 0, models: ['rifle'], at: [2, 3] },
      ],
    });
    const r = applyAction(state, { type: 'move', unit: 'r', path: [at(3, 3), at(4, 3)] });
    expect(!r.ok && r.error.code).toBe('POPULATION');
  });

  it('reachable hexes leave out full hexes and route around them', () => {
    const state = testGame({
      units: [
        { id: 'a', team: 1, models: ['tank'], at: [3, 3] },
        { id: 't', team: 0, models: ['tank'], at: [2, 3] },
      ],
    });
    const reach = reachableHexes(state, state.units.t, budgetOf(state, state.units.t));
    const keys = new Set(reach.map((r) => hexKey(r.hex)));
    expect(keys.has(hexKey(at(3, 3)))).toBe(false);
    const beyond = reach.find((r) => hexKey(r.hex) === hexKey(at(4, 3)))!;
    expect(beyond.cost).toBe(3);
    expect(beyond.path.some((h) => hexKey(h) === hexKey(at(3, 3)))).toBe(false);
  });

  it('R2.3 2-inch hexes: one infantry unit per team and one Vehicle overall', () => {
    const units = [
      { id: 'a', team: 0 as const, models: ['rifle'], at: [3, 3] as [number, number] },
      { id: 'c', team: 0 as const, models: ['rifle'], at: [4, 3] as [number, number] },
      { id: 't', team: 0 as const, models: ['tank'], at: [2, 3] as [number, number] },
    ];
    const small = testGame({ units, settings: { smallHexes: true } });
    const r = applyAction(small, { type: 'move', unit: 'c', path: [at(3, 3)] });
    expect(!r.ok && r.error).toMatchObject({ code: 'POPULATION', rule: 'R2.3' });
    // The Vehicle joins its friendly infantry unit.
    expect(play(small, { type: 'move', unit: 't', path: [at(3, 3)] }).state.units.t.at).toEqual(at(3, 3));
    const normal = testGame({ units });
    expect(applyAction(normal, { type: 'move', unit: 'c', path: [at(3, 3)] }).ok).toBe(true);
  });

  it('counts a Large unit as a Vehicle: a tank and a Large gun cannot share a hex', () => {
    const r = createGame({
      seed: 's',
      map: testMap(4, 4),
      catalog: DEFS,
      teams: [
        {
          name: 'A',
          units: [
            { models: ['tank'], at: at(1, 1) },
            { models: ['gun'], at: at(1, 1) },
          ],
        },
        { name: 'B', units: [] },
      ],
      start: 'placed',
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]).toMatchObject({ code: 'BAD_PLACEMENT', message: expect.stringContaining('R5.6') });
  });
});
