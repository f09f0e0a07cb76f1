// Saved games and game files of both dice generators (docs/records.md): a finished online game,
// rolled with the keyed generator (docs/online.md "Provably fair dice"), saves and loads with its
// key and counter and replays the same dice; a game of the seeded generator, as every save made
// before keyed dice holds, loads and replays as it did.
import { describe, expect, it } from 'vitest';
import { keyedRng, type GameState } from '../../src/engine';
import { gameFileName, gameFileText, readGameFile } from '../../src/store/files/gameFile';
import { replayGame } from '../../src/store/game/history';
import { readSavedState } from '../../src/store/files/savedState';
import { skirmish, tankMove } from './recordsFixtures';

const KEY = '7e'.repeat(32);

/** A game with a movement roll among its actions: dice in the file. */
function played(initial: GameState) {
  const first = [tankMove(initial, false), { type: 'endActivation' as const }];
  const handed = replayGame(initial, first);
  if (!handed) throw new Error('the fixture does not replay');
  const actions = [...first, tankMove(handed.game, true)];
  const history = replayGame(initial, actions);
  if (!history) throw new Error('the fixture does not replay');
  return { initial, actions, history };
}

const keyedGame = () => ({ ...skirmish(), seed: `keyed:${KEY}`, rng: keyedRng(KEY) });

describe('saves of both dice generators', () => {
  it('a keyed game: the game file keeps the key and counter, and reads back as the same game with the same dice', () => {
    const { initial, actions, history } = played(keyedGame());
    expect(history.game.rng).toMatchObject({ keyed: { key: KEY } });
    expect((history.game.rng as { keyed: { n: number } }).keyed.n).toBeGreaterThan(0);
    const r = readGameFile(gameFileText(initial, actions));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.initial).toEqual(initial);
    expect(r.value.game).toEqual(history.game);
    expect(r.value.steps.map((s) => s.events)).toEqual(history.steps.map((s) => s.events));
    expect(r.value.steps[2].events.some((e) => e.type === 'movementRoll')).toBe(true);
    expect(gameFileName(initial)).toMatch(/^aam-reloaded-keyed-7e7e[0-9a-f]*-turn1\.json$/);
  });

  it('the autosave check takes every state of a keyed game unchanged', () => {
    const { history } = played(keyedGame());
    for (const state of [...history.steps.map((s) => s.before), history.game]) {
      const r = readSavedState(JSON.parse(JSON.stringify(state)));
      if (!r.ok) throw new Error(r.error.map((p) => p.message).join('; '));
      expect(r.value).toEqual(state);
    }
  });

  it('a game of the seeded generator (every save made before keyed dice) loads and replays its dice as before', () => {
    const { initial, actions, history } = played(skirmish());
    expect('alea' in initial.rng).toBe(true);
    const r = readGameFile(gameFileText(initial, actions));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.game).toEqual(history.game);
    expect(r.value.steps.map((s) => s.events)).toEqual(history.steps.map((s) => s.events));
    expect(readSavedState(JSON.parse(JSON.stringify(history.game)))).toEqual({ ok: true, value: history.game });
  });
});
