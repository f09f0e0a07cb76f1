// The unit panel's and the map tooltip's lines about High Value Target models (index "High
// Value Target #", R7.2; docs/rules.md reading 40): the words come from the engine's hvtPoints.
import { describe, expect, it } from 'vitest';
import { highValueTargetWords } from '../../src/store/view/highValueTargets';
import { unitTip } from '../../src/store/view/unitTip';
import { card, testGame, testMap } from '../helpers';

const vip = card('custom-vip', 'Infantry Specialist', { custom: true, abilities: [{ id: 'highValueTarget', n: 3 }] });
const boss = card('custom-boss', 'Infantry Officer', { custom: true, abilities: [{ id: 'highValueTarget', n: 2 }] });
const aide = card('custom-aide', 'Infantry Specialist', { custom: true, abilities: [{ id: 'highValueTarget', n: 1 }] });

function unitOf(models: string[], commander: 'junior' | 'commander' | null = null) {
  const game = testGame({
    map: testMap(6, 6),
    cards: [vip, aide, boss],
    units: [
      { id: 'u', team: 0, models, at: [1, 1], ...(commander ? { commander: { model: 0, grade: commander } } : {}) },
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
    const led = unitOf(['custom-boss', 'rifle'], 'junior');
    expect(highValueTargetWords(led.game, led.unit)).toBeNull();
  });
});

describe("the map tooltip's High Value Target lines (R7.2), the points the scoring gives", () => {
  const worthLines = (lines: string[]) => lines.filter((l) => l.includes('OP to the enemy') || l.startsWith('High'));

  it("gives the Commander the card's # when it is more than his grade's, and names the other models' worth", () => {
    // A Commander (grade: 1 OP) on a card printing High Value Target 2 scores 2 (hvtPoints).
    const led = unitOf(['custom-boss', 'custom-vip', 'rifle'], 'commander');
    expect(worthLines(unitTip(led.game, led.unit).lines)).toEqual([
      'Commander: 2 OP to the enemy if he falls (R7.2)',
      'High Value Target: the enemy scores 3 OP if this model falls (R7.2)',
    ]);
  });

  it("gives the grade's points when they are more than the card's #, and no line for a unit without one", () => {
    const led = unitOf(['custom-boss', 'rifle'], 'junior');
    expect(worthLines(unitTip(led.game, led.unit).lines)).toEqual(['Commander: 3 OP to the enemy if he falls (R7.2)']);
    const plain = unitOf(['rifle', 'rifle']);
    expect(worthLines(unitTip(plain.game, plain.unit).lines)).toEqual([]);
  });
});
