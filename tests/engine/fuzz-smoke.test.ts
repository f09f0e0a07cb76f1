import seedrandom from 'seedrandom';
import { expect, it } from 'vitest';
import { applyAction, createGame, legalActions, type GameState } from '../../src/engine';
import { quickGameSetup } from '../../src/store/newGame';

it('smoke: random full games from setup', () => {
  for (let g = 0; g < 20; g++) {
    const setup = quickGameSetup(`smoke-${g}`);
    const r = createGame({ ...setup, start: 'setup', objectives: undefined });
    if (!r.ok) throw new Error(r.errors.join());
    let s: GameState = r.state;
    const pick = seedrandom(`p${g}`);
    let n = 0;
    while (s.phase !== 'ended' && n < 5000) {
      const legal = legalActions(s);
      if (legal.length === 0) throw new Error(`no legal actions: ${JSON.stringify({ phase: s.phase, step: s.setupStep, pending: s.pending, act: s.activation, active: s.active })}`);
      const a = legal[Math.floor(pick() * legal.length)];
      const next = applyAction(s, a);
      if (!next.ok) throw new Error(`refused ${JSON.stringify(a)}: ${next.error.message}`);
      s = next.state;
      n++;
    }
    expect(s.phase).toBe('ended');
  }
});
