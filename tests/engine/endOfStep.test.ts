// The end-of-step check (legal.ts activationHasOptions, asked by resume.ts settle after every
// action of an activation): it says the activation goes on exactly when the unit has an action
// other than ending it. It finds a pivot without building the unit's sets (hasPivot), so it is
// held here to the full listing, in the states of random games and in the same states with the
// unit halted or its models' attacks spent (where it often has nothing left).
import { describe, expect, it } from 'vitest';
import { activationHasOptions, legalActions, type GameState } from '../../src/engine';
import { playRandomGame } from '../property/randomPlay';

/** Whether the full listing has anything but ending the activation. */
function listsMore(state: GameState): boolean {
  return legalActions(state).some((a) => a.type !== 'endActivation');
}

/** The states of a few sampler games with an activation under way and no decision owed. */
function activations(games: number): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < games; g++) {
    playRandomGame(`end-of-step-${g}`, {
      policy: 'sampler',
      check: (s) => {
        if (s.activation && s.pending.length === 0 && s.phase !== 'ended') out.push(s);
      },
    });
  }
  return out;
}

describe('the end-of-step check', () => {
  const states = activations(8);

  it('agrees with legalActions in every activation of eight random games', () => {
    expect(states.length).toBeGreaterThan(300);
    for (const s of states) expect(activationHasOptions(s), `${s.phase} ${s.activation!.unit}`).toBe(listsMore(s));
  });

  it('agrees with legalActions once the unit has halted or attacked with every model', () => {
    let without = 0;
    for (const s of states) {
      const unit = s.units[s.activation!.unit];
      const variants: GameState[] = [
        { ...s, activation: { ...s.activation!, halted: true } },
        { ...s, activation: { ...s.activation!, attacked: unit.models.map((m) => m.id) } },
        { ...s, activation: { ...s.activation!, halted: true, attacked: unit.models.map((m) => m.id) } },
      ];
      for (const v of variants) {
        const more = listsMore(v);
        if (!more) without++;
        expect(activationHasOptions(v), `${v.phase} ${unit.id}`).toBe(more);
      }
    }
    // Both answers are asked about.
    expect(without).toBeGreaterThan(50);
  });
});
