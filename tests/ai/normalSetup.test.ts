// The normal player in the setup (src/ai/normalSetup.ts): its three best-scored choices (R3.2
// Objective Markers, R3.3 deployment), each played on by normal on both sides to the end of
// turn 1 with the agent's own dice (never the game's: docs/ai.md, "Never peeking"), and judged
// by the tuned evaluation there.
import { describe, expect, it } from 'vitest';
import { legalActions, seedRng, type GameState } from '../../src/engine';
import { chooseAction, deciderOf } from '../../src/ai';
import { scoreActions, type Scored } from '../../src/ai/normal';
import { setupCandidates } from '../../src/ai/setupSearch';
import { startTournamentGame } from './tournamentGames';

const bestScored = (scored: readonly Scored[]): Scored =>
  scored.reduce((best, s) => (s.score > best.score ? s : best), scored[0]);

describe("the normal player's setup look-ahead (R3.2, R3.3)", () => {
  it('R3.2: places a marker on another of its three best-scored hexes when the play to the end of turn 1 ends better there, whatever the game dice are', () => {
    // The tournament's setup ci-5 (100 points): team 1 places the first marker.
    const position = startTournamentGame('ci-5');
    const d = deciderOf(position)!;
    expect(d).toMatchObject({ kind: 'placeObjective', team: 1 });
    const scored = scoreActions(position, d, legalActions(position));
    const options = { level: 'normal' as const, seed: 'ci-5:1' };
    const answer = chooseAction(position, options)!;
    // Without the look-ahead normal places its best-scored hex.
    expect(answer.action).not.toEqual(bestScored(scored).action);
    expect(setupCandidates(scored, 3).map((s) => s.action)).toContainEqual(answer.action);
    const loaded: GameState = { ...position, rng: seedRng('loaded dice', [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]) };
    const other: GameState = { ...position, rng: seedRng('other dice') };
    for (const s of [loaded, other]) expect(chooseAction(s, options)!.action).toEqual(answer.action);
  }, 60_000);
});
