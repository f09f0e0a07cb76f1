// R3.3 deployment by the computer: a hex the unit could never leave (the engine's strandedAt,
// R5.1: a Vehicle in a Marsh hex with no road) is no choice while another is, however near the
// markers; a Marsh hex crossed by a road stays one.
import { describe, expect, it } from 'vitest';
import { scoreActions, BLOCKED } from '../../src/ai/normal';
import type { Action } from '../../src/engine';
import { at, testGame, testMap } from '../helpers';

const map = testMap(10, 8, {
  '3,6': { terrain: 'marsh' },
  '5,6': { terrain: 'marsh', roads: [0, 3] },
  '4,6': { terrain: 'open', roads: [0] },
  '6,6': { terrain: 'open', roads: [3] },
});

describe('the computer deploys no unit where it could never leave', () => {
  const state = testGame({
    map,
    units: [
      { id: 't', team: 0, models: ['tank'], at: [0, 7] },
      { id: 'e', team: 1, models: ['rifle'], at: [7, 0] },
    ],
    objectives: [{ at: [3, 6], value: 3, placedBy: 0 }],
  });
  const deploy = (col: number, row: number): Action => ({ type: 'deploy', unit: 't', at: at(col, row) });
  const scored = scoreActions(state, { kind: 'deploy', team: 0 }, [deploy(3, 6), deploy(5, 6), deploy(2, 7)]);

  it('R5.1 the roadless Marsh hex on the marker is blocked, with the reason', () => {
    expect(scored[0]).toMatchObject({ score: BLOCKED, why: { kind: 'stranded', unit: 'Medium Tank', at: 'D7' } });
  });

  it('R5.1 a Marsh hex with a road and open ground stay choices', () => {
    expect(scored[1].score).toBeGreaterThan(BLOCKED);
    expect(scored[2].score).toBeGreaterThan(BLOCKED);
  });
});
