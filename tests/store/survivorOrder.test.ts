// The survivors' order on the screen (R8.19): the decision panel offers each unit the engine lists
// as the one placed first, saying what that order allows (store/view/decision.ts), and the hot-seat
// cover names the decision.
import { describe, expect, it } from 'vitest';
import { awaiting, legalActions, type GameState, type PendingDecision } from '../../src/engine';
import { survivorOrderChoices } from '../../src/store/view/decision';
import { handOffPrompt } from '../../src/store/game/handOff';
import { atPhase, card, initiative, play, testGame, testMap } from '../helpers';
import { survivorOrderPosition } from '../positions';

function orderOf(state: GameState): Extract<PendingDecision, { kind: 'survivorOrder' }> {
  const top = state.pending.at(-1);
  if (top?.kind !== 'survivorOrder') throw new Error("no survivors' order is asked");
  return top;
}

describe("R8.19: the choice of the survivors' order, in words", () => {
  it('one answer per unit the engine lists, saying which unit is saved when only one hex next to the Transport is left', () => {
    const state = survivorOrderPosition();
    const choices = survivorOrderChoices(state, orderOf(state));
    expect(choices.map((c) => c.action)).toEqual(legalActions(state));
    expect(choices.map((c) => [c.label, c.outcome])).toEqual([
      ['Rifleman (a) first', 'Rifleman (a) goes to a hex next to A1; Rifleman (b) is lost for want of room'],
      ['Rifleman (b) first', 'Rifleman (b) goes to a hex next to A1; Rifleman (a) is lost for want of room'],
    ]);
    expect(handOffPrompt(state, null, 'every')?.what).toBe(
      'choose which survivors of the Transport are placed first (R8.19)',
    );
  });

  it("when only one unit fits in the Transport's hex, the unit placed first stays there and the other goes next to it", () => {
    const truck = card('truck', 'Vehicle Truck', { speed: 3, defense: [1, 1], abilities: [{ id: 'heavyTransport' }] });
    const mg = card('mg', 'Infantry MG Team', { name: 'MG Team' });
    const s = atPhase(
      testGame({
        map: testMap(10, 8),
        units: [
          { id: 'g', team: 1, models: ['tank'], at: [1, 3] },
          { id: 't', team: 0, models: ['truck'], at: [3, 3] },
          { id: 'f', team: 0, models: ['rifle'], at: [3, 3] },
          { id: 'a', team: 0, models: ['rifle', 'rifle'], carrier: 't' },
          { id: 'b', team: 0, models: ['mg', 'mg', 'mg'], carrier: 't' },
        ],
        // The tank's 11 dice at range 2 all succeed; the truck's 3 defense dice fail; the 5 passengers survive.
        script: [...initiative({ winner: 0 }), ...Array(11).fill(6), ...Array(8).fill(1)],
        cards: [truck, mg],
      }),
      'assault',
      1,
    );
    const state = play(s, { type: 'attack', unit: 'g', model: s.units.g.models[0].id, target: 't' }).state;
    expect(awaiting(state)).toMatchObject({ kind: 'survivorOrder', team: 0 });
    expect(survivorOrderChoices(state, orderOf(state)).map((c) => c.outcome)).toEqual([
      'Rifleman (a) stays in D4; MG Team (b) goes to a hex next to D4',
      'MG Team (b) stays in D4; Rifleman (a) goes to a hex next to D4',
    ]);
  });
});
