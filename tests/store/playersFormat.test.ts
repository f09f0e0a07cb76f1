// Who plays each side, as a save or a game file keeps it (src/store/game/players.ts): read by one
// schema; a seat it does not know makes both seats people, a hard player's time out of range is
// the default, and what a seat adds is dropped.
import { describe, expect, it } from 'vitest';
import { aiSeat, DEFAULT_AI_MS, HUMAN, HUMANS, parsePlayers } from '../../src/store/game/players';

describe('parsePlayers', () => {
  it('reads two seats, dropping what they add', () => {
    expect(
      parsePlayers([
        { kind: 'human', colour: 'red' },
        { kind: 'ai', level: 'hard', ms: 2500, extra: 1 },
      ]),
    ).toEqual([HUMAN, aiSeat('hard', 2500)]);
  });

  it('a thinking time missing, not finite or out of 50 ms to 60 s is the default', () => {
    for (const ms of [undefined, 10, 60_001, Infinity, '900']) {
      expect(parsePlayers([{ kind: 'ai', level: 'normal', ms }, HUMAN])).toEqual([
        aiSeat('normal', DEFAULT_AI_MS),
        HUMAN,
      ]);
    }
  });

  it('anything else is two people', () => {
    for (const bad of [
      null,
      [],
      [HUMAN],
      [HUMAN, HUMAN, HUMAN],
      [HUMAN, { kind: 'robot' }],
      [HUMAN, null],
      { 0: HUMAN, 1: HUMAN },
    ]) {
      expect(parsePlayers(bad)).toEqual(HUMANS);
    }
  });
});
