// The AI asks the engine's named checks (docs/architecture.md "One source per rule"); these
// positions are those where its own copies had disagreed with the rules.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine';
import { deciderOf } from '../../src/ai';
import { scoreActions } from '../../src/ai/normal';
import { posValue, potentialAt, sceneOf, threatsAt } from '../../src/ai/position';
import { at, card, gameAt, play, testGame, testMap } from '../helpers';

/** A battlefield one column deep enough for 12 hexes of range, clear of anything that blocks sight. */
const testMapTall = () => testMap(5, 14);

const plane = card('plane', 'Aircraft', { attack: { infantry: [8, 6, null], vehicle: [3, 2, null] } });
const flak = card('flak', 'Infantry Specialist', { abilities: [{ id: 'aa' }] });

describe('the AI reads the rules from the engine', () => {
  it('R6.2: a squad with one AA model threatens an Aircraft (only that model may attack it), one without does not', () => {
    const valueNextTo = (models: string[]) => {
      const state = testGame({
        units: [
          { id: 'air', team: 0, models: ['plane'], at: [3, 4] },
          { id: 'squad', team: 1, models, at: [3, 2] },
        ],
        cards: [plane, flak],
      });
      return posValue(sceneOf(state, 0), state.units.air, at(3, 3), 0);
    };
    expect(valueNextTo(['rifle', 'flak'])).toBeLessThan(valueNextTo(['rifle', 'rifle']));
  });
});

describe("the AI weighs Defensive Fire with the engine's weapon", () => {
  it('R5.7c: at an Aircraft in its own hex a unit fires its normal attack, the only one listed, and the AI weighs it', () => {
    const state = gameAt(
      [
        { id: 'air', team: 0, models: ['plane'], reserve: true },
        { id: 'aa', team: 1, models: ['flak', 'flak'], at: [3, 2] },
      ],
      { cards: [plane, flak], turn: 2 },
    );
    const arrived = play(state, { type: 'arrive', unit: 'air', at: at(3, 2) }).state;
    const decider = deciderOf(arrived)!;
    expect(decider).toMatchObject({ kind: 'pending', team: 1 });
    const legal = legalActions(arrived);
    const scored = scoreActions(arrived, decider, legal);
    const volleys = scored.filter((s) => s.action.type === 'defensiveFire');
    expect(volleys.map((s) => s.action)).toEqual([{ type: 'defensiveFire', unit: 'aa', at: 'to' }]);
    expect(volleys[0]!.score).toBeGreaterThan(0);
  });
});

describe("the AI reads a model's range bands from the engine (R6.1, Extended and Limited Range)", () => {
  // Dice at every band; the only difference between the cards is the range ability.
  const profile = { infantry: [8, 8, 8] as [number, number, number], vehicle: null };
  const smg = card('smg', 'Basic Infantry', { attack: profile, abilities: [{ id: 'limitedRange', n: 2 }] });
  const rifle8 = card('rifle8', 'Basic Infantry', { attack: profile });
  const sniper = card('sniper', 'Basic Infantry', { attack: profile, abilities: [{ id: 'extendedRange', n: 12 }] });
  /** What `shooter` (team 1, at C1) could shoot from where it stands at a rifleman `distance` hexes down the column, and the threat it is to him. */
  const at10 = (shooter: string, distance: number) => {
    const state = testGame({
      units: [
        { id: 's', team: 1, models: [shooter], at: [2, 0] },
        { id: 'r', team: 0, models: ['rifle'], at: [2, distance] },
      ],
      cards: [smg, rifle8, sniper],
      map: testMapTall(),
    });
    const them = sceneOf(state, 1);
    const us = sceneOf(state, 0);
    return {
      shot: potentialAt(them, state.units.s, state.units.s.at!).value,
      threat: threatsAt(us, state.units.r, state.units.r.at!, state.units.r.facing).total,
    };
  };

  it('Limited Range 2: nothing to shoot at 3 hexes, where a plain rifle has its medium dice', () => {
    expect(at10('smg', 3).shot).toBe(0);
    expect(at10('rifle8', 3).shot).toBeGreaterThan(0);
    expect(at10('smg', 2).shot).toBeGreaterThan(0);
  });

  it("Extended Range 12: a shot and a threat at 10 hexes, beyond the plain rifle's 8", () => {
    expect(at10('rifle8', 10).shot).toBe(0);
    expect(at10('sniper', 10).shot).toBeGreaterThan(0);
    expect(at10('sniper', 10).threat).toBeGreaterThan(at10('rifle8', 10).threat);
  });
});
