import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, neighbor, type Action, type GameState } from '../../src/engine';
import { newSkirmish } from '../../src/store/game/newGame';
import { deepFreeze } from '../helpers';

function start(seed: string): GameState {
  const r = newSkirmish(seed);
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join('\n'));
  return r.state;
}

/** Plays random legal actions; returns every state passed through and the actions. */
function randomPlay(seed: string, steps: number): { states: GameState[]; actions: Action[] } {
  const pick = seedrandom(`${seed}-picker`);
  let state = start(seed);
  const states = [state];
  const actions: Action[] = [];
  for (let n = 0; n < steps && state.phase !== 'ended'; n++) {
    const legal = legalActions(state);
    const action = legal[Math.floor(pick() * legal.length)];
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`listed action refused: ${JSON.stringify(action)}: ${r.error.message}`);
    state = r.state;
    states.push(state);
    actions.push(action);
  }
  return { states, actions };
}

describe('game state as plain data', () => {
  it('survives a JSON round trip unchanged, at every step of a game', () => {
    for (const s of randomPlay('json', 120).states) {
      expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    }
  });

  it('a state read back from JSON plays on exactly like the original', () => {
    const { states } = randomPlay('reload', 40);
    const last = states.at(-1)!;
    const copy = JSON.parse(JSON.stringify(last)) as GameState;
    const action = legalActions(last)[0];
    expect(applyAction(copy, action)).toEqual(applyAction(last, action));
  });
});

describe('determinism', () => {
  it('the same seed and the same actions give the same state', () => {
    const { states, actions } = randomPlay('replay', 300);
    let replayed = start('replay');
    for (const a of actions) {
      const r = applyAction(replayed, a);
      expect(r.ok).toBe(true);
      if (r.ok) replayed = r.state;
    }
    expect(replayed).toEqual(states.at(-1));
  });

  it('a different seed gives different dice', () => {
    const a = start('seed-one');
    const b = start('seed-two');
    expect(a.rng).not.toEqual(b.rng);
  });
});

describe('applyAction', () => {
  it('never mutates its input', () => {
    const { states, actions } = randomPlay('frozen', 80);
    for (let i = 0; i < actions.length; i++) {
      const before = JSON.stringify(states[i]);
      const frozen = deepFreeze(JSON.parse(before) as GameState);
      expect(() => applyAction(frozen, actions[i])).not.toThrow();
      expect(JSON.stringify(frozen)).toBe(before);
    }
  });

  it('applies every listed action and refuses unlisted ones, leaving the state unchanged', () => {
    const pick = seedrandom('fuzz');
    const { states } = randomPlay('fuzz-game', 150);
    for (const state of states) {
      for (const action of legalActions(state)) expect(applyAction(state, action).ok).toBe(true);
      // Random actions that are not listed must be refused with a rule, state untouched.
      const ids = Object.keys(state.units);
      for (let k = 0; k < 5; k++) {
        const unit = state.units[ids[Math.floor(pick() * ids.length)]];
        const candidates: Action[] = [
          { type: 'move', unit: unit.id, path: [neighbor(unit.at!, Math.floor(pick() * 6) as 0)] },
          { type: 'pivot', unit: unit.id, facing: Math.floor(pick() * 6) as 0 },
          { type: 'hold', unit: unit.id },
          { type: 'endActivation' },
        ];
        const listed = new Set(legalActions(state).map((a) => JSON.stringify(a)));
        for (const c of candidates) {
          if (listed.has(JSON.stringify(c))) continue;
          const before = JSON.stringify(state);
          const r = applyAction(state, c);
          expect(r.ok, JSON.stringify(c)).toBe(false);
          if (!r.ok) expect(r.error.rule).toMatch(/^R\d/);
          expect(JSON.stringify(state)).toBe(before);
        }
      }
    }
  });

  it('refuses malformed actions from files with an error, not a throw', () => {
    const state = start('bad');
    for (const bad of [
      null,
      {},
      { type: 'fly' },
      { type: 'move', unit: 'a1' },
      { type: 'pivot', unit: 'a2', facing: 9 },
    ]) {
      const r = applyAction(state, bad as unknown as Action);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('BAD_ACTION');
    }
  });

  it('a whole random game reaches its end', () => {
    const { states } = randomPlay('whole', 5000);
    expect(states.at(-1)!.phase).toBe('ended');
  });
});
