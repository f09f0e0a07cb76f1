// The hard player in the setup (src/ai/setupSearch.ts): normal's best setup
// choices (R3.2 Objective Markers, R3.3 deployment), each played out to the end of the game by
// normal on both sides, with the agent's own dice (never the game's: docs/ai.md, "Never peeking").
import { describe, expect, it } from 'vitest';
import { legalActions, seedRng, type Action, type GameState } from '../../src/engine';
import { chooseAction } from '../../src/ai';
import { deciderOf } from '../../src/ai/decider';
import type { Scored } from '../../src/ai/normal';
import {
  GAME_PLAYOUT_COST,
  leadingChoice,
  setupCandidates,
  setupPlayoutEnd,
  spendRoundRobin,
} from '../../src/ai/setupSearch';
import { normalUntil } from './normalPlay';

/** The first decision of the given kind in a 100-point game, normal playing both sides to it. */
const firstSetupDecision = (seed: string, kind: 'placeObjective' | 'deploy') =>
  normalUntil(seed, (s) => deciderOf(s)?.kind === kind);

describe("the hard player's setup search (R3.2, R3.3)", () => {
  it('searches one candidate per deployment hex (at its best-scored facing), best first', () => {
    const deploy = (q: number, facing: 0 | 1 | 2): Action => ({ type: 'deploy', unit: 'u1', at: { q, r: 0 }, facing });
    const scored: Scored[] = [
      { action: deploy(1, 0), score: 3 },
      { action: deploy(1, 1), score: 5 },
      { action: deploy(2, 0), score: 4 },
      { action: deploy(3, 2), score: 1 },
    ];
    const picked = setupCandidates(scored, 2);
    expect(picked.map((s) => s.action)).toEqual([deploy(1, 1), deploy(2, 0)]);
  });

  it("spends the playouts round after round over the choices, and keeps normal's choice unless another leads it by more than half an OP over the same dice", () => {
    const played: string[] = [];
    const worths = spendRoundRobin(
      3,
      (choice, k) => {
        played.push(`${choice}@${k}`);
        return [
          [5, 9],
          [6, 9.4],
          [1005, -995],
        ][choice][k];
      },
      (total) => total >= 5,
    );
    expect(played).toEqual(['0@0', '1@0', '2@0', '0@1', '1@1']);
    // Choice 1 leads by 1 and 0.4 over the same two dice (0.7), choice 2 by 1000 over one.
    expect(leadingChoice(worths)).toBe(2);
    expect(leadingChoice([worths[0], worths[1]])).toBe(1);
    expect(
      leadingChoice([
        [5, 9],
        [5.4, 9.4],
      ]),
    ).toBe(0);
    expect(leadingChoice([[5], []])).toBe(0);
  });

  it('plays a setup choice out to the end of the game (the setup decides the game more than any later move)', () => {
    const state = firstSetupDecision('ai-setup-1', 'deploy');
    expect(state.phase).toBe('setup');
    const end = setupPlayoutEnd(state, legalActions(state)[0], 'agent-1')!;
    expect(end.phase).toBe('ended');
    expect(end.score.turns.length).toBe(state.settings.turns);
  }, 30_000);

  it('answers a setup decision with a listed action found by game playouts, the same whatever the game dice are (never peeking)', () => {
    const position = firstSetupDecision('ai-setup-2', 'placeObjective');
    const loaded: GameState = { ...position, rng: seedRng('loaded dice', [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]) };
    const other: GameState = { ...position, rng: seedRng('other dice') };
    const options = { level: 'hard' as const, seed: 'agent-5', budget: { playouts: 2 * GAME_PLAYOUT_COST } };
    const picks = [position, loaded, other].map((s) => chooseAction(s, options)!);
    expect(picks[0].stats.playouts).toBe(2);
    expect(legalActions(position)).toContainEqual(picks[0].action);
    for (const p of picks) expect(p.action).toEqual(picks[0].action);
  }, 60_000);
});
