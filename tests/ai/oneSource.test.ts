// The AI asks the engine's named checks (docs/architecture.md "One source per rule"); these
// positions are those where its own copies had disagreed with the rules.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine';
import { deciderOf } from '../../src/ai';
import { scoreActions } from '../../src/ai/normal';
import { posValue, sceneOf } from '../../src/ai/position';
import { at, card, gameAt, play, testGame } from '../helpers';

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
