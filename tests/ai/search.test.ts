// The hard player's search (src/ai/search.ts; docs/ai.md, "hard: search under a time budget"): the k-th playouts of every
// candidate run on the same dice (common random numbers), so a candidate is judged by its paired
// differences with normal's choice, whose spread leaves out the luck both shared (pairedLead);
// a playout runs to the end of the turn, the markers scored (playoutEnd).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine';
import { pairedLead, playoutEnd } from '../../src/ai/search';
import { normalUntil } from './normalPlay';

describe("the hard player's paired selection", () => {
  // Worths swing by +-10 OP with the dice, the candidate is 0.5 OP better under every stream.
  const luck = [10, -10, 8, -8, 6, -6, 4, -4, 2, -2];
  const incumbent = luck.map((x) => x);
  const candidate = luck.map((x) => x + 0.5);

  it('a small lead under the same dice stands out of the shared luck', () => {
    const { diff, se } = pairedLead(candidate, incumbent, 0);
    expect(diff).toBeCloseTo(0.5);
    // Every paired difference is 0.5: no spread at all, so the lead is beyond one standard error.
    expect(se).toBeCloseTo(0);
    expect(diff > se).toBe(true);
    // The same lead judged by the two means' own spreads (the luck counted twice) would drown.
    const spreadOfMean = (v: number[]) => {
      const m = v.reduce((a, b) => a + b, 0) / v.length;
      return v.reduce((a, b) => a + (b - m) ** 2, 0) / (v.length - 1) / v.length;
    };
    expect(diff).toBeLessThan(Math.sqrt(spreadOfMean(candidate) + spreadOfMean(incumbent)));
  });

  it('a lead that comes and goes with the dice is within the noise', () => {
    const flip = luck.map((x, k) => x + (k % 2 === 0 ? 3 : -2.5));
    const { diff, se } = pairedLead(flip, incumbent, 0);
    expect(diff).toBeCloseTo(0.25);
    expect(diff > se).toBe(false);
  });

  it("normal's score gap (the prior) counts in the lead, and only playouts both ran are compared", () => {
    const { diff } = pairedLead([...candidate, 100, 100], incumbent, -1);
    expect(diff).toBeCloseTo(-0.5);
  });

  it('fewer than two paired playouts say nothing', () => {
    expect(pairedLead([5], [0], 0).se).toBe(Infinity);
  });
});

/** The first Movement Phase decision of turn 1 with a choice to make, normal playing both sides to get there. */
const firstMovementChoice = (seed: string) =>
  normalUntil(seed, (s) => s.phase === 'movement' && legalActions(s).length > 1);

describe("the hard player's playouts", () => {
  it('play to the end of the turn, past the Assault Phase, so the markers are scored (R7.1) before the position is valued', () => {
    const state = firstMovementChoice('ai-horizon-1');
    expect(state.turn).toBe(1);
    const end = playoutEnd(state, legalActions(state)[0], 'agent-1')!;
    // One exchange of activations would stop in this Movement Phase; the end of the turn is
    // past every activation of both sides and the turn's scoring.
    expect(end.turn === 2 || end.phase === 'ended').toBe(true);
    expect(end.score.turns.map((t) => t.turn)).toContain(1);
  });
});
