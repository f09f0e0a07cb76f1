// The check on states read from outside must refuse broken ones (tests/store/gameFile.test.ts)
// and never a state the engine itself produced: every state of random games passes it.
import { describe, expect, it } from 'vitest';
import { savedStateProblems } from '../../src/store/files/savedState';
import { playRandomGame } from '../property/randomPlay';

describe('savedStateProblems', () => {
  it('passes every state of random games, from the setup to the end', () => {
    for (let g = 0; g < 6; g++) {
      let checked = 0;
      playRandomGame(`saved-${g}`, {
        check: (state, action) => {
          // Every state is checked in the first game; then one in seven, to keep the test quick.
          if (g > 0 && checked++ % 7 !== 0 && action !== null && state.phase !== 'ended') return;
          expect(savedStateProblems(JSON.parse(JSON.stringify(state)))).toEqual([]);
        },
      });
    }
  });

  it('names what is missing in something that is not a state', () => {
    expect(savedStateProblems(null)).toEqual(['the game state is not an object']);
    expect(savedStateProblems({ schema: 3 })).toEqual(
      expect.arrayContaining([
        'seed: must be text, not undefined',
        'rng: must be an object',
        'defs: stat cards come as an object, by id',
        'units: must be an object',
      ]),
    );
  });
});
