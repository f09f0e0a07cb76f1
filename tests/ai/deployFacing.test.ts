// R3.3 deployment by the computer, in each facing: a hex's worth is the same whatever the facing,
// less 0.2 OP for any facing but the best one there (normal.ts scoreDeploy works a hex out once
// for its six facings, so each hex must keep its own best facing and its own reason).
import { describe, expect, it } from 'vitest';
import { scoreActions } from '../../src/ai/normal';
import { DIRS, type Action, type Hex } from '../../src/engine';
import { at, testGame, testMap } from '../helpers';

describe('the computer scores a deployment hex in each facing', () => {
  const state = testGame({
    map: testMap(10, 8, { '9,3': { terrain: 'forest' } }),
    units: [
      { id: 't', team: 0, models: ['tank'], at: [0, 7] },
      { id: 'e', team: 1, models: ['rifle'], at: [5, 3] },
    ],
    objectives: [{ at: [3, 6], value: 3, placedBy: 0 }],
  });
  // West and east of the enemy: the best facings differ.
  const hexes = [at(1, 3), at(9, 3)];
  const actions: Action[] = hexes.flatMap((h: Hex) => [
    { type: 'deploy', unit: 't', at: h },
    ...DIRS.map((facing): Action => ({ type: 'deploy', unit: 't', at: h, facing })),
  ]);
  const scored = scoreActions(state, { kind: 'deploy', team: 0 }, actions);

  hexes.forEach((h, i) => {
    const [plain, ...faced] = scored.slice(i * 7, i * 7 + 7);
    it(`R3.3 at ${h.q},${h.r}: the best facing scores the hex's worth, each other 0.2 OP less, one reason for all`, () => {
      const best = faced.filter((s) => s.score === plain.score);
      expect(best).toHaveLength(1);
      for (const s of faced) if (s !== best[0]) expect(s.score).toBeCloseTo(plain.score - 0.2, 12);
      for (const s of faced) expect(s.why).toEqual(plain.why);
      expect(plain.why).toMatchObject({ kind: 'deploy', unit: 'Medium Tank' });
    });
  });

  it('R3.3 the two hexes are told apart: each has its own best facing and its reason names its own hex', () => {
    const bestAt = (i: number) => scored.slice(i * 7 + 1, i * 7 + 7).findIndex((s) => s.score === scored[i * 7].score);
    expect(bestAt(0)).not.toBe(bestAt(1));
    expect(scored[0].why).not.toEqual(scored[7].why);
  });
});
