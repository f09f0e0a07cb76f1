// The unit panel's line about High Value Target models other than the Commander (index "High
// Value Target #", R7.2; docs/rules.md reading 40): the words come from the engine's hvtPoints.
import { describe, expect, it } from 'vitest';
import { highValueTargetWords } from '../../src/store/view/highValueTargets';
import { card, testGame, testMap } from '../helpers';

const vip = card('custom-vip', 'Infantry Specialist', { custom: true, abilities: [{ id: 'highValueTarget', n: 3 }] });
const boss = card('custom-boss', 'Infantry Officer', { custom: true, abilities: [{ id: 'highValueTarget', n: 2 }] });
const aide = card('custom-aide', 'Infantry Specialist', { custom: true, abilities: [{ id: 'highValueTarget', n: 1 }] });

function unitOf(models: string[], commander = false) {
  const game = testGame({
    map: testMap(6, 6),
    cards: [vip, aide, boss],
    units: [
      { id: 'u', team: 0, models, at: [1, 1], ...(commander ? { commander: { model: 0, grade: 'junior' } } : {}) },
      { id: 'e', team: 1, models: ['rifle'], at: [4, 4] },
    ],
  });
  return { game, unit: game.units.u };
}

describe("the unit panel's High Value Target line (R7.2)", () => {
  it('names what the enemy scores for one model, for several, and a range when they differ', () => {
    const one = unitOf(['rifle', 'custom-vip']);
    expect(highValueTargetWords(one.game, one.unit)).toBe('the enemy scores 3 OP if this model falls');
    const two = unitOf(['custom-vip', 'custom-vip', 'rifle']);
    expect(highValueTargetWords(two.game, two.unit)).toBe('the enemy scores 3 OP for each of its 2 models that falls');
    const mixed = unitOf(['custom-vip', 'custom-aide']);
    expect(highValueTargetWords(mixed.game, mixed.unit)).toBe(
      'the enemy scores 1 to 3 OP for each of its 2 models that falls',
    );
  });

  it('says nothing for a unit without one, nor for the Commander, who has his own line', () => {
    const plain = unitOf(['rifle', 'rifle']);
    expect(highValueTargetWords(plain.game, plain.unit)).toBeNull();
    const led = unitOf(['custom-boss', 'rifle'], true);
    expect(highValueTargetWords(led.game, led.unit)).toBeNull();
  });
});
