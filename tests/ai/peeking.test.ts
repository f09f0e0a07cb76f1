// Never peeking (docs/ai.md, "Never peeking"): the game state holds the dice to come (the seeded generator,
// and maybe scripted dice), so an agent simulating on it would know them. The agents simulate
// only on blindfolded copies (the agent's own dice stream): the same agent seed picks the same
// action whatever the game's dice are, although those dice decide what the action does.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, seedRng, type GameState } from '../../src/engine';
import { blindfold, chooseAction } from '../../src/ai';
import { playRandomGame } from '../property/randomPlay';

/** An Assault Phase position where the team to act may choose among several actions, attacks among them. */
function assaultPosition(): GameState {
  for (let g = 0; ; g++) {
    let found: GameState | null = null;
    playRandomGame(`ai-peek-${g}`, {
      policy: 'aggressive',
      check: (s) => {
        if (found || s.phase !== 'assault' || s.activation || s.pending.length > 0) return;
        const legal = legalActions(s);
        if (legal.length > 5 && legal.some((a) => a.type === 'attack')) found = s;
      },
    });
    if (found) return found;
  }
}

describe('never peeking', () => {
  const position = assaultPosition();
  const loaded: GameState = { ...position, rng: seedRng('loaded dice', [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]) };
  const other: GameState = { ...position, rng: seedRng('other dice') };

  it("the game's dice decide what an attack does here", () => {
    const attack = legalActions(position).find((a) => a.type === 'attack')!;
    const a = applyAction(loaded, attack);
    const b = applyAction(other, attack);
    expect(a.ok && b.ok).toBe(true);
    expect(JSON.stringify(a.ok && a.events)).not.toBe(JSON.stringify(b.ok && b.events));
  });

  it('the hard player, searching with playouts, picks the same action whatever the game dice are', () => {
    const options = { level: 'hard' as const, seed: 'agent-7', budget: { playouts: 12 } };
    const picks = [position, loaded, other].map((s) => chooseAction(s, options)!);
    expect(picks[0].stats.playouts).toBeGreaterThan(0);
    for (const p of picks) {
      expect(p.action).toEqual(picks[0].action);
      expect(p.why).toEqual(picks[0].why);
    }
  }, 60_000);

  it('the easy player blunders from its own stream, not the game dice', () => {
    const picks = [position, loaded, other].map((s) => chooseAction(s, { level: 'easy', seed: 'agent-3' })!.action);
    expect(picks[1]).toEqual(picks[0]);
    expect(picks[2]).toEqual(picks[0]);
  });

  it('a blindfolded copy keeps the position but not the dice: no script, the agent stream', () => {
    const copy = blindfold(loaded, 'agent-7');
    expect(copy.rng.script).toBeUndefined();
    expect(copy.rng).toEqual(blindfold(other, 'agent-7').rng);
    expect(copy.rng).not.toEqual(loaded.rng);
    expect(copy.units).toBe(loaded.units);
  });
});
