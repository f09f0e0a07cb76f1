// The playout sampler (engine/playout.ts, engine/actionSet.ts): what it draws is always an action
// legalActions lists, and every type of action the unit has can be drawn.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { legalActions, randomAction, type Action, type GameState } from '../../src/engine';
import { playRandomGame } from '../property/randomPlay';

const key = (a: Action) => JSON.stringify(a, Object.keys(a).sort());

/** States of a few random games, every one of them. */
function statesOfGames(n: number): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < n; g++)
    playRandomGame(`sampler-${g}`, {
      policy: 'sampler',
      check: (s) => {
        if (s.phase !== 'ended') out.push(s);
      },
    });
  return out;
}

describe('playout sampler', () => {
  const states = statesOfGames(6);

  it('draws only actions that legalActions lists, in every state of six random games', () => {
    const random = seedrandom('draws');
    let checked = 0;
    for (const s of states) {
      const listed = new Set(legalActions(s).map(key));
      for (let k = 0; k < 3; k++) {
        const a = randomAction(s, random);
        expect(a).not.toBeNull();
        expect(listed.has(key(a!)), `${JSON.stringify(a)} is not listed at ${s.phase}/${s.setupStep ?? ''}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('draws every type of action the team has, where it has one unit to act with', () => {
    const random = seedrandom('types');
    let compared = 0;
    for (const s of states) {
      const listed = legalActions(s);
      const units = new Set(listed.map((a) => ('unit' in a ? a.unit : '')));
      // One unit acting (or one unit left), so the sampler's unit pick does not matter.
      if (units.size !== 1 || s.pending.length > 0) continue;
      const types = new Set(listed.map((a) => a.type));
      if (types.size < 3) continue;
      const drawn = new Set<string>();
      for (let k = 0; k < 40 * types.size && drawn.size < types.size; k++) drawn.add(randomAction(s, random)!.type);
      expect([...drawn].sort()).toEqual([...types].sort());
      if (++compared >= 40) break;
    }
    expect(compared).toBeGreaterThan(10);
  });
});
