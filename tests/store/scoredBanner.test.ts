// The banner of a scored turn (R7.1): the engine's line, shown from the action that ended the
// turn until the person acts again or dismisses it; the AI's actions after it leave it up.
import { describe, expect, it } from 'vitest';
import { awaiting, hexLabel, legalActions, turnScoredText, type GameState } from '../../src/engine';
import type { Step } from '../../src/store/game/history';
import { aiSeat, HUMAN, HUMANS } from '../../src/store/game/players';
import { scoredBanner } from '../../src/store/view/scoredBanner';
import { at, initiative, play, testGame, testMap } from '../helpers';

/** Two rifle squads, each on a marker, played (every unit holding) until `more` actions past the end of turn 1. */
function played(more: number): { steps: Step[]; game: GameState } {
  let game = testGame({
    map: testMap(10, 8),
    units: [
      { id: 'b', team: 0, models: ['rifle', 'rifle'], at: [1, 6] },
      { id: 'e', team: 1, models: ['rifle', 'rifle'], at: [8, 1] },
    ],
    objectives: [
      { at: [1, 6], value: 1, placedBy: 0 },
      { at: [8, 1], value: 2, placedBy: 1 },
    ],
    script: [...initiative({ winner: 0 }), ...initiative({ winner: 0 })],
    settings: { turns: 5 },
  });
  const steps: Step[] = [];
  let after = -1;
  while (after < more) {
    const legal = legalActions(game);
    const r = play(game, legal.find((a) => a.type === 'hold' || a.type === 'endActivation') ?? legal[0]);
    steps.push({ before: game, events: r.events });
    game = r.state;
    if (after >= 0 || r.events.some((e) => e.type === 'turnScored')) after++;
  }
  return { steps, game };
}

describe('scoredBanner', () => {
  it("R7.1 shows the engine's line of the scored turn after the action that ended it", () => {
    const { steps, game } = played(0);
    const banner = scoredBanner(steps, game, HUMANS, null);
    expect(banner?.text).toBe(
      `Turn 1 scored: ${game.teams[0].name} +1 (${hexLabel(at(1, 6))}), ${game.teams[1].name} +2 (${hexLabel(at(8, 1))})`,
    );
    expect(banner?.text).toBe(turnScoredText(game, game.score.turns[0]));
  });

  it('goes once the person acts again, or dismisses it', () => {
    const { steps, game } = played(1);
    // The next turn's first activation is a person's (hot-seat): the banner is down.
    expect(scoredBanner(steps, game, HUMANS, null)).toBeNull();
    const first = played(0);
    expect(scoredBanner(first.steps, first.game, HUMANS, first.game.score.turns[0])).toBeNull();
  });

  it("stays up through the AI's actions after it, until the person's own", () => {
    const { steps, game } = played(1);
    const actor = awaiting(steps[steps.length - 1].before).team as 0 | 1;
    // The action after the scoring was the AI's: still shown.
    const players = actor === 0 ? ([aiSeat('normal'), HUMAN] as const) : ([HUMAN, aiSeat('normal')] as const);
    expect(scoredBanner(steps, game, [...players], null)?.text).toMatch(/^Turn 1 scored: /);
  });
});
