// A card a player made is marked after its name wherever the log names it (docs/armies.md, "Your
// own cards"), and a catalog card is not.
import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../src/engine';
import { card, testGame } from '../helpers';

describe('the log marks custom cards', () => {
  const mine = card('custom-jeep', 'Vehicle Armored Car', { name: 'Jeep', custom: true });
  const game = testGame({
    cards: [mine],
    units: [
      { id: 'a', team: 0, models: ['custom-jeep'], at: [1, 1], facing: 0 },
      { id: 'b', team: 1, models: ['rifle'], at: [5, 5] },
    ],
  });

  it('a unit led by a custom card: "Jeep (custom)"; a catalog card\'s unit: its name alone', () => {
    expect(describeEvent(game, { type: 'activationStarted', team: 0, unit: 'a' } as never)).toBe(
      'Blue activates Jeep (custom)',
    );
    expect(describeEvent(game, { type: 'activationStarted', team: 1, unit: 'b' } as never)).toBe(
      'Red activates Rifleman',
    );
  });

  it('a model lost, by its card: "loses a Jeep (custom)"', () => {
    expect(describeEvent(game, { type: 'modelLost', unit: 'a', def: 'custom-jeep', cause: 'attack' } as never)).toBe(
      'Jeep (custom) loses a Jeep (custom)',
    );
  });
});
