// The draft (engine/derived/draft.ts) writes an action's changes into its own copy of the units
// record and hands the caches kept per record on to it; cacheCheck.ts checks them. Neither may
// change the game: the input state stays as it was, and every handed-on cache equals a fresh one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import { setCacheChecks, staleCaches } from '../../src/engine/derived/cacheCheck';
import { unitsInHex } from '../../src/engine/derived/occupancy';
import { unitsOf } from '../../src/engine/derived/roster';
import { playRandomGame } from '../property/randomPlay';

describe('the draft and its caches', () => {
  beforeAll(() => setCacheChecks(true));
  afterAll(() => setCacheChecks(false));

  it('never changes the units record of the state an action is applied to, in three random games', () => {
    let before: { state: GameState; units: string } | null = null;
    let manyChanged = 0;
    for (let g = 0; g < 3; g++) {
      playRandomGame(`draft-${g}`, {
        policy: 'sampler',
        check: (state) => {
          if (before) {
            expect(JSON.stringify(before.state.units)).toBe(before.units);
            const changed = Object.keys(state.units).filter((id) => state.units[id] !== before!.state.units[id]).length;
            if (changed > 1) manyChanged++;
          }
          // Asked for, so that the next action has caches to hand on.
          unitsOf(state);
          unitsInHex(state, 0);
          before = { state, units: JSON.stringify(state.units) };
        },
      });
    }
    // Phase changes clear every unit's flags in one action: the record is changed in place many times.
    expect(manyChanged).toBeGreaterThan(10);
  });

  it('finds a cache that no longer matches its record (the check is not blind)', () => {
    const { final } = playRandomGame('draft-stale', { policy: 'sampler' });
    const units = { ...final.units };
    const state: GameState = { ...final, units };
    expect(staleCaches(state)).toEqual([]);
    // Changing a record after its caches were worked out, as no engine code may.
    const [id] = Object.keys(units);
    units[id] = { ...units[id], models: [] };
    expect(staleCaches(state).join('\n')).toMatch(/roster differs/);
  });
});
