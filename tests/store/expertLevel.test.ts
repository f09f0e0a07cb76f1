// The expert level (docs/ai.md, "expert"): offered wherever the AI's levels are (the new game
// dialog lists AI_LEVELS, the worker's protocol accepts LEVELS), the hard player's search with 5 s
// a decision by default.
import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../src/ai';
import { createGame, type GameState } from '../../src/engine';
import {
  AI_LEVELS,
  aiSeat,
  askFor,
  DEFAULT_AI_MS,
  HUMAN,
  parsePlayers,
  type AiLevel,
  type Seat,
} from '../../src/store/game/players';

const seat = (level: AiLevel) => aiSeat(level) as Seat & { kind: 'ai' };
import { randomGameSetup } from '../property/randomPlay';

describe('the expert level', () => {
  it('is offered: the store names every level the AI plays, expert among them', () => {
    expect(AI_LEVELS).toContain('expert');
    expect([...AI_LEVELS]).toEqual([...LEVELS]);
  });

  it('thinks 5 s a decision by default, hard 1 s, and the others get no budget', () => {
    const game = (createGame(randomGameSetup('expert-level')) as { state: GameState }).state;
    expect(seat('expert').ms).toBe(5000);
    expect(askFor(seat('expert'), game, 0, 3).budget).toEqual({ ms: 5000 });
    expect(askFor(seat('hard'), game, 0, 3).budget).toEqual({ ms: DEFAULT_AI_MS });
    expect(askFor(seat('normal'), game, 0, 3).budget).toBeUndefined();
  });

  it("is kept with the game; a missing or wrong time is the level's default", () => {
    expect(parsePlayers([HUMAN, { kind: 'ai', level: 'expert', ms: 8000 }])).toEqual([HUMAN, aiSeat('expert', 8000)]);
    expect(parsePlayers([HUMAN, { kind: 'ai', level: 'expert' }])).toEqual([HUMAN, aiSeat('expert', 5000)]);
    expect(parsePlayers([HUMAN, { kind: 'ai', level: 'expert', ms: 10 }])).toEqual([HUMAN, aiSeat('expert', 5000)]);
  });
});
