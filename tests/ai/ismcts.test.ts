// The hard player's tree search (src/ai/search/ismcts.ts; docs/ai.md, "hard: a tree search over
// both sides"): ISMCTS over both sides' decisions, each iteration on its own determinization of
// the dice (never the game's), widened in normal's order. Iteration budgets only, so every
// answer here is a function of the position and the seed.
import { describe, expect, it } from 'vitest';
import { legalActions, seedRng, type GameState } from '../../src/engine';
import { chooseAction } from '../../src/ai';
import { deciderOf } from '../../src/ai/decider';
import { scoreActions } from '../../src/ai/normal';
import { treeSearch, widened } from '../../src/ai/search/ismcts';
import { POSITIONS } from './positions';
import { loadPosition } from './positions/suite';

function position(id: string): GameState {
  const p = POSITIONS.find((x) => x.id === id)!;
  const loaded = loadPosition(p);
  if (!loaded.ok) throw new Error(loaded.error);
  return loaded.value.state;
}

describe("the hard player's tree search", () => {
  // kill-1: the Sherman destroys the crippled Tiger beside it 99.8 % of the time (R6.4-R6.7),
  // or shoots at riflemen three hexes off (62 % to kill one 3-point model).
  const kill = position('kill-1');

  it('picks the certain kill over the pointless attack', () => {
    const answer = chooseAction(kill, { level: 'hard', seed: 'ismcts-1', budget: { playouts: 60 } })!;
    expect(answer.stats.playouts).toBe(60);
    expect(answer.action).toMatchObject({ type: 'attack', target: 'tiger' });
  }, 60_000);

  it('finds the kill by its playouts alone: the two attacks at the same prior, the pointless one listed first', () => {
    const d = deciderOf(kill)!;
    const attacks = scoreActions(kill, d, legalActions(kill))
      .filter((s) => s.action.type === 'attack')
      .map((s) => ({ ...s, score: 0 }));
    const target = (s: { action: { type: string } }) => (s.action as { target?: string }).target;
    const scored = [...attacks.filter((s) => target(s) === 'rifles'), ...attacks.filter((s) => target(s) === 'tiger')];
    expect(scored.map(target)).toEqual(['rifles', 'tiger']);
    const r = treeSearch(kill, d.team, scored, 'ismcts-2', { playouts: 40 });
    expect(r.best.action).toMatchObject({ type: 'attack', target: 'tiger' });
    const visits = (t: string) => r.share.arms.find((a) => target(a) === t)!.visits;
    expect(visits('tiger')).toBeGreaterThan(visits('rifles'));
  }, 60_000);

  it("never reads the game's dice: other dice in the game, the same search seed, the same choice and statistics", () => {
    const loaded: GameState = { ...kill, rng: seedRng('loaded dice', [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]) };
    const other: GameState = { ...kill, rng: seedRng('other dice') };
    const answers = [kill, loaded, other].map(
      (s) => chooseAction(s, { level: 'hard', seed: 'ismcts-3', budget: { playouts: 40 } })!,
    );
    for (const a of answers) {
      expect(a.action).toEqual(answers[0].action);
      expect(a.stats.share).toEqual(answers[0].stats.share);
    }
    // Another search seed is another set of determinizations: the statistics move.
    const reseeded = chooseAction(kill, { level: 'hard', seed: 'ismcts-4', budget: { playouts: 40 } })!;
    expect(reseeded.stats.share).not.toEqual(answers[0].stats.share);
  }, 60_000);

  it("searches both sides' decisions: the opponent's replies get nodes of their own", () => {
    // After the Sherman's attack the Axis player decides (naming a model, a reply's activation):
    // the tree holds nodes where each side decides, and every iteration counts at the root.
    const { team, scored } = {
      team: deciderOf(kill)!.team,
      scored: scoreActions(kill, deciderOf(kill)!, legalActions(kill)),
    };
    const r = treeSearch(kill, team, scored, 'ismcts-5', { playouts: 30 });
    expect(r.nodes[0]).toBeGreaterThan(0);
    expect(r.nodes[1]).toBeGreaterThan(0);
    expect(r.share.arms.reduce((n, a) => n + a.visits, 0)).toBe(30);
  }, 60_000);

  it("widens in normal's order: two actions at first, about the square root of the visits later", () => {
    expect(widened(0, 20)).toBe(2);
    expect(widened(9, 20)).toBe(3);
    expect(widened(100, 20)).toBe(10);
    expect(widened(10_000, 20)).toBe(20);
    expect(widened(0, 1)).toBe(1);
  });
});
