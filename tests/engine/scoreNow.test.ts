// The score on screen: scoreNow reads the one scoring rule (R7.1 markers,
// R7.2 High Value Targets, R7.3 the total and the turns), so the projection shown during a turn is
// exactly what the end of the turn then scores.
import { describe, expect, it } from 'vitest';
import {
  describeEvent,
  hexLabel,
  legalActions,
  scoreNow,
  scoreTurn,
  turnScoredText,
  type GameEvent,
  type GameState,
} from '../../src/engine';
import { at, card, initiative, play, testGame, testMap, type TestUnit } from '../helpers';

const para = card('para2', 'Basic Infantry', { defense: 5, abilities: [{ id: 'paratrooper' }] });

function game(units: TestUnit[], turns: number | null = 5): GameState {
  return testGame({
    map: testMap(10, 8),
    units,
    cards: [para],
    objectives: [
      { at: [4, 4], value: 3, placedBy: 0 },
      { at: [1, 6], value: 1, placedBy: 0 },
      { at: [8, 1], value: 2, placedBy: 1 },
    ],
    script: initiative({ winner: 0 }),
    settings: { turns },
  });
}

/** Every unit stays until the turn is scored. */
function holdThroughTurn(s: GameState): { state: GameState; events: GameEvent[] } {
  let state = s;
  const events: GameEvent[] = [];
  while (state.turn === s.turn && state.phase !== 'ended' && state.pending.at(-1)?.kind !== 'endGameVote') {
    const r = play(
      state,
      legalActions(state).find((a) => a.type === 'hold' || a.type === 'endActivation') ?? legalActions(state)[0],
    );
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

describe('scoreNow: the score a player reads during the game', () => {
  it('R7.1 names the holder of each marker, the contested one, and the points if the turn ended now', () => {
    const s = game([
      { id: 'r', team: 0, models: ['rifle'], at: [4, 4] },
      { id: 'p', team: 1, models: ['para2'], at: [4, 4] },
      { id: 'b', team: 0, models: ['rifle'], at: [1, 6] },
      { id: 'e', team: 1, models: ['rifle'], at: [8, 1] },
    ]);
    const now = scoreNow(s);
    expect(now.markers.map((m) => [m.value, m.holder, m.contested])).toEqual([
      [3, null, true], // R7.1: a Paratrooper cannot claim, but it contests
      [1, 0, false],
      [2, 1, false],
    ]);
    expect(now.ifTurnEnded).toEqual([1, 2]);
    expect(now.total).toEqual([0, 0]);
    expect(now.turnsLeft).toBe(5);
  });

  it('R7.1 the projection is what the end of the turn scores, and then joins the total (R7.3)', () => {
    const s = game([
      { id: 'b', team: 0, models: ['rifle'], at: [1, 6] },
      { id: 'e', team: 1, models: ['rifle'], at: [8, 1] },
    ]);
    const projected = scoreNow(s).ifTurnEnded;
    const { state, events } = holdThroughTurn(s);
    expect(events.find((e) => e.type === 'turnScored')).toMatchObject({ score: { points: projected } });
    expect(scoreTurn(s).points).toEqual(projected);
    expect(state.turn).toBe(2);
    expect(scoreNow(state)).toMatchObject({ total: [1, 2], ifTurnEnded: [1, 2], turnsLeft: 4 });
  });

  it('R7.2 High Value Target points count in the total', () => {
    const s = game([{ id: 'e', team: 1, models: ['rifle'], at: [8, 1] }]);
    expect(scoreNow({ ...s, score: { ...s.score, hvt: [3, 0] } }).total).toEqual([3, 0]);
  });

  it('R7.3 nothing is projected once the turn is scored: the last turn ended, or an open-ended vote', () => {
    const units: TestUnit[] = [
      { id: 'b', team: 0, models: ['rifle'], at: [1, 6] },
      { id: 'e', team: 1, models: ['rifle'], at: [8, 1] },
    ];
    const ended = holdThroughTurn(game(units, 1)).state;
    expect(ended.phase).toBe('ended');
    expect(scoreNow(ended)).toMatchObject({ total: [1, 2], ifTurnEnded: null, turnsLeft: 0 });
    const voting = holdThroughTurn(game(units, null)).state;
    expect(voting.pending.at(-1)?.kind).toBe('endGameVote');
    expect(scoreNow(voting)).toMatchObject({ total: [1, 2], ifTurnEnded: null, turnsLeft: null });
  });

  it('R3.2 the setup scores nothing: no projection before turn 1', () => {
    const s = game([{ id: 'b', team: 0, models: ['rifle'], at: [1, 6] }]);
    const setup = { ...s, turn: 0, phase: 'setup' as const, setupStep: 'deployment' as const };
    expect(scoreNow(setup).ifTurnEnded).toBeNull();
    expect(scoreNow(setup).markers).toHaveLength(3);
    expect(scoreNow(setup).turnsLeft).toBe(5);
  });
});

describe('turnScoredText: a scored turn in one line (the turn-end banner and the log)', () => {
  it("R7.1 names each team's points with the hexes of the markers that earned them, and the contested marker", () => {
    const s = game([
      { id: 'r', team: 0, models: ['rifle'], at: [4, 4] },
      { id: 'p', team: 1, models: ['rifle'], at: [4, 4] },
      { id: 'b', team: 0, models: ['rifle'], at: [1, 6] },
      { id: 'e', team: 1, models: ['rifle'], at: [8, 1] },
    ]);
    const { state, events } = holdThroughTurn(s);
    const scored = events.find((e): e is Extract<GameEvent, { type: 'turnScored' }> => e.type === 'turnScored')!;
    const [blue, red] = [state.teams[0].name, state.teams[1].name];
    const text = turnScoredText(state, scored.score);
    expect(text).toBe(
      `Turn 1 scored: ${blue} +1 (${hexLabel(at(1, 6))}), ${red} +2 (${hexLabel(at(8, 1))}); contested, no points: ${hexLabel(at(4, 4))}`,
    );
    // The log says the same, with the rule.
    expect(describeEvent(state, scored)).toBe(`${text} (R7.1)`);
  });

  it('R7.1 a team that holds no marker scores +0, with no hexes', () => {
    const { state, events } = holdThroughTurn(
      game([
        { id: 'b', team: 0, models: ['rifle'], at: [1, 6] },
        { id: 'e', team: 1, models: ['rifle'], at: [7, 7] },
      ]),
    );
    const scored = events.find((e): e is Extract<GameEvent, { type: 'turnScored' }> => e.type === 'turnScored')!;
    expect(turnScoredText(state, scored.score)).toBe(
      `Turn 1 scored: ${state.teams[0].name} +1 (${hexLabel(at(1, 6))}), ${state.teams[1].name} +0`,
    );
  });
});
