// The AI's shortcuts that work out less and must answer as the long way does (docs/ai.md,
// "Cheaper playouts, the same choices"): checked on the positions of seeded random games.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { legalActions, type Action, type GameState } from '../../src/engine';
import { attackWorth } from '../../src/ai/attackValue';
import { deciderOf } from '../../src/ai/decider';
import { alikeAttackKey } from '../../src/ai/normal';
import { oneUnitsActions, pickedUnitsActions } from '../../src/ai/rollout';
import { playRandomGame } from '../property/randomPlay';

/** Positions of a few aggressive random games (they reach the Assault Phase and shoot), every 3rd. */
function positions(): GameState[] {
  const out: GameState[] = [];
  for (const seed of ['shortcut-1', 'shortcut-2', 'shortcut-3']) {
    let n = 0;
    playRandomGame(seed, { points: 200, policy: 'aggressive', check: (s) => void (n++ % 3 === 0 && out.push(s)) });
  }
  return out;
}

const POSITIONS = positions();
const inTurn = (s: GameState) => s.phase === 'movement' || s.phase === 'assault';

describe("the hard player's rollouts at a new activation (R4.2, R4.5)", () => {
  it('draw the same unit with the same draws, and list its actions as legalActions does', () => {
    let checked = 0;
    for (const [i, state] of POSITIONS.entries()) {
      if (!inTurn(state) || deciderOf(state)?.kind !== 'activate') continue;
      const legal = legalActions(state);
      const long = seedrandom.alea(`draw-${i}`);
      const short = seedrandom.alea(`draw-${i}`);
      const picked = pickedUnitsActions(state, short);
      expect(picked).not.toBeNull();
      if (legal.length === 1) expect(picked!.only).toEqual(legal[0]);
      else {
        expect(picked!.only).toBeUndefined();
        expect(picked!.pool).toEqual(oneUnitsActions(legal, long));
      }
      // The same number of draws taken: the streams go on alike.
      expect(short()).toBe(long());
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe("normal's attacks by models alike (R6.4-R6.9)", () => {
  it('are worth the same, so a squad is worked out once per target', () => {
    let pairs = 0;
    for (const state of POSITIONS) {
      if (state.phase !== 'assault') continue;
      const team = deciderOf(state)?.team;
      if (team === undefined) continue;
      const attacks = legalActions(state).filter((a): a is Extract<Action, { type: 'attack' }> => a.type === 'attack');
      const first = new Map<string, Extract<Action, { type: 'attack' }>>();
      for (const a of attacks) {
        const key = alikeAttackKey(state, a)!;
        const other = first.get(key);
        if (!other) {
          first.set(key, a);
          continue;
        }
        expect(attackWorth(state, team, a)).toEqual(attackWorth(state, team, other));
        pairs++;
      }
    }
    expect(pairs).toBeGreaterThan(50);
  });
});
