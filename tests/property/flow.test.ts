// The flow checks of the property test (invariants.ts flowProblems) on small hand-made steps:
// each accepts a real step of the engine and names the rule a broken step breaks.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import { at, gameAt, play } from '../helpers';
import { flowProblems } from './invariants';

const units = [
  { id: 'a1', team: 0 as const, models: ['tank'], at: [1, 1] as [number, number] },
  { id: 'a2', team: 0 as const, models: ['rifle'], at: [1, 3] as [number, number] },
  { id: 'b1', team: 1 as const, models: ['rifle'], at: [6, 6] as [number, number] },
];
const start = gameAt(units);
const held = play(start, { type: 'hold', unit: 'a1' }).state;

describe('flowProblems', () => {
  it('accepts a real activation: a1 holds, then team 1 acts (R4.2)', () => {
    expect(flowProblems(start, held)).toEqual([]);
  });

  it('R4.2: the same team acting again while the other has units left is named', () => {
    expect(flowProblems(start, { ...held, active: 0 })).toEqual([expect.stringContaining('(R4.2)')]);
  });

  it('R4.3: a unit activated again in the same phase, or made not activated, is named', () => {
    const moving = play(start, { type: 'move', unit: 'a1', path: [at(2, 1)] }).state;
    expect(moving.activation?.unit).toBe('a1');
    expect(flowProblems(held, { ...held, activation: moving.activation })).toEqual(
      expect.arrayContaining([expect.stringContaining('a1 activated twice')]),
    );
    expect(
      flowProblems(held, { ...held, units: { ...held.units, a1: { ...held.units.a1!, activated: false } } }),
    ).toEqual([expect.stringContaining('a1 became not activated')]);
  });

  it('R4.1: going back to an earlier phase is named', () => {
    const assault: GameState = { ...held, phase: 'assault' };
    expect(flowProblems(assault, held)).toEqual(expect.arrayContaining([expect.stringContaining('went back')]));
  });

  it('R7.3: a turn past the game length is named', () => {
    expect(
      flowProblems(held, { ...held, settings: { ...held.settings, turns: 1 }, turn: 2, phase: 'movement' }),
    ).toEqual(expect.arrayContaining([expect.stringContaining('turn 2 of a 1-turn game (R7.3)')]));
  });

  it('R7.1, R7.2: a score that falls or a past turn rewritten is named', () => {
    const scored: GameState = { ...held, score: { turns: [{ turn: 1, points: [2, 0], markers: [] }], hvt: [1, 0] } };
    const problems = flowProblems(scored, {
      ...scored,
      score: { turns: [{ turn: 1, points: [1, 0], markers: [] }], hvt: [0, 0] },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining("past turn's score changed"),
        expect.stringContaining('High Value Target points fell'),
        expect.stringContaining("team 0's score fell from 3 to 1"),
      ]),
    );
  });
});
