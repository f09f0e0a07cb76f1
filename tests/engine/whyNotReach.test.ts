// Why a click on a hex out of the selected unit's reach gives no move (engine whyNotReach): the
// unit may not move (R4.3), the hex costs more than the Speed left on the way (R5.2), it cannot
// be entered (R5.1 Water, a road-only Marsh), or it is too far (R5.2). Each reason names its rule.
import { describe, expect, it } from 'vitest';
import { budgetOf, hexLabel, reachableHexes, whyNotReach } from '../../src/engine';
import { at, gameAt, play, testMap } from '../helpers';

// A tank at B2 (col 1, row 1) with open ground east of it up to the Forest at F2 (col 5); Water at B4 (col 1, row 3).
const map = testMap(12, 8, { '5,1': { terrain: 'forest' }, '1,3': { terrain: 'water' } });
const state = gameAt(
  [
    { id: 't', team: 0, models: ['tank'], at: [1, 1], facing: 0 },
    { id: 'r', team: 0, models: ['rifle'], at: [9, 6] },
    { id: 'e', team: 1, models: ['rifle'], at: [11, 7] },
  ],
  { map },
);
const speed = budgetOf(state, state.units.t).speedLeft;

describe('whyNotReach', () => {
  it('a hex the unit reaches: no reason', () => {
    expect(
      reachableHexes(state, state.units.t, budgetOf(state, state.units.t)).some((r) => hexLabel(r.hex) === 'C2'),
    ).toBe(true);
    expect(whyNotReach(state, 't', at(2, 1))).toBeNull();
  });

  it('R5.2 a hex beyond the Speed left: how much Speed it has', () => {
    expect(whyNotReach(state, 't', at(1, 7))).toEqual({
      code: 'NO_SPEED',
      rule: 'R5.2',
      message: `B8 is beyond the reach of Medium Tank: it has ${speed} Speed left for this move`,
    });
  });

  it('R5.2 a hex next to the reach that costs more than the Speed left there', () => {
    const why = whyNotReach(state, 't', at(1 + speed, 1));
    expect(why).toMatchObject({ code: 'NO_SPEED', rule: 'R5.2' });
    expect(why!.message).toMatch(
      /^Medium Tank cannot reach [A-Z]+2: Entering [A-Z]+2 costs 2 Speed and only 1 is left$/,
    );
  });

  it('R5.1 Water, next to the unit: only Amphibious units enter it', () => {
    expect(whyNotReach(state, 't', at(1, 3))).toEqual({
      code: 'IMPASSABLE',
      rule: 'R5.1',
      message: 'Medium Tank cannot reach B4: B4 is Water: only Amphibious units may enter it',
    });
  });

  it('R4.3 a unit already activated this phase: that, whatever the hex', () => {
    const held = play(play(state, { type: 'hold', unit: 't' }).state, { type: 'hold', unit: 'e' }).state;
    expect(whyNotReach(held, 't', at(2, 1))).toMatchObject({
      code: 'ALREADY_ACTIVATED',
      rule: 'R4.3',
      message: 'Medium Tank has already been activated this phase',
    });
  });
});
