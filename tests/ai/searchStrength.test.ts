// What the hard player's search and the evaluation under it get right that they once got wrong
// (docs/ai.md, "hard: a tree search over both sides", "Tactical positions"): a passenger is seen
// where its Transport stands (R4.6), a ride to a marker next turn is played out to the game's end,
// a unit never threatens more than its target has (R7.2), and the root's choice overrules
// normal's only on evidence. Iteration budgets only: every answer is a function of the seed.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type Action, type GameState } from '../../src/engine';
import { chooseAction } from '../../src/ai';
import { deciderOf } from '../../src/ai/decider';
import { featuresOf } from '../../src/ai/features';
import { scoreActions } from '../../src/ai/normal';
import { potentialAt, sceneOf } from '../../src/ai/position';
import { treeSearch } from '../../src/ai/search/ismcts';
import { mergeShares, type RootArm } from '../../src/ai/search/share';
import { unitWorth } from '../../src/ai/values';
import { POSITIONS } from './positions';
import { hexOf, loadPosition } from './positions/suite';

function position(id: string): GameState {
  const loaded = loadPosition(POSITIONS.find((x) => x.id === id)!);
  if (!loaded.ok) throw new Error(loaded.error);
  return loaded.value.state;
}

function play(state: GameState, action: Action): GameState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`${action.type} refused: ${r.error.message}`);
  return r.state;
}

describe('a passenger in the evaluation and in the normal player (R4.6)', () => {
  // transport-2: riflemen sharing C8 with a Half-Track, the 3-point marker at H8, turn 4 of 5.
  const start = position('transport-2');
  const aboard = play(start, { type: 'embark', unit: 'garands', carrier: 'ht' });

  it('counts the riflemen aboard where the Half-Track stands, nearer the marker as it drives', () => {
    const before = featuresOf(aboard, 0);
    // The Half-Track, the riflemen aboard, four hexes east at G8: one from the marker.
    const driven: GameState = { ...aboard, units: { ...aboard.units, ht: { ...aboard.units.ht, at: hexOf('G8') } } };
    expect(driven.units.garands.status).toBe('embarked');
    const after = featuresOf(driven, 0);
    expect(after.markerHold).toBeGreaterThan(before.markerHold);
    expect(after.markerReach).toBeGreaterThan(before.markerReach);
  });

  it("scores boarding by the ride's reach: normal boards rather than walk to the 1-point marker (transport-5)", () => {
    const s = position('transport-5');
    const scored = scoreActions(s, deciderOf(s)!, legalActions(s));
    const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
    expect(best.action).toMatchObject({ type: 'embark', unit: 'garands', carrier: 'ht' });
  });

  it('plays out the turn before the last to the end of the game: the ride to 3 OP beats the walk to 1 OP at equal priors', () => {
    // transport-5 with every prior equal and the walk toward the 1-point marker listed first (the
    // guard's reference): only the play to the game's end sees the 3 OP the ride brings (R7.1).
    const s = position('transport-5');
    const d = deciderOf(s)!;
    const all = scoreActions(s, d, legalActions(s)).map((x) => ({ ...x, score: 0 }));
    // D8 to C8, the step toward the 1-point marker at B8.
    const walk = all.filter(
      (x) =>
        x.action.type === 'move' &&
        x.action.unit === 'garands' &&
        x.action.path[0].q === -1 &&
        x.action.path[0].r === 7,
    );
    const board = all.filter((x) => x.action.type === 'embark');
    expect(walk).toHaveLength(1);
    expect(board).toHaveLength(1);
    const r = treeSearch(s, d.team, [...walk, ...board], 'strength-1', { playouts: 120 });
    expect(r.best.action).toMatchObject({ type: 'embark', unit: 'garands', carrier: 'ht' });
  }, 60_000);
});

describe('threat and shot never exceed what the target has (R7.2)', () => {
  it('three Thompsons beside a lone Commander threaten his worth once, not three times (kill-3)', () => {
    const s = position('kill-3');
    const scene = sceneOf(s, 0);
    const thompsons = s.units.thompsons;
    const shot = potentialAt(scene, thompsons, hexOf('F4'));
    expect(shot.target?.id).toBe('oblt');
    expect(shot.value).toBeLessThanOrEqual(unitWorth(s, s.units.oblt) + 1e-9);
    expect(shot.value).toBeGreaterThan(0);
  });

  it('so the hard player takes the Commander now rather than step into his hex for a later shot', () => {
    const s = position('kill-3');
    const answer = chooseAction(s, { level: 'hard', seed: 'strength-2', budget: { playouts: 120 } })!;
    expect(answer.action).toMatchObject({ type: 'attack', target: 'oblt' });
  }, 60_000);
});

describe("the root's guard: the search overrules normal only on evidence", () => {
  const hold = (unit: string): Action => ({ type: 'hold', unit });
  const arm = (unit: string, worths: number[]): RootArm => ({
    action: hold(unit),
    visits: worths.length,
    value: worths.reduce((a, b) => a + b, 0),
    squares: worths.reduce((a, b) => a + b * b, 0),
  });

  it("keeps normal's choice (the first arm) against a more tried one whose lead is noise", () => {
    const normal = arm('normal', [1, 2, 1, 2, 1, 2, 1, 2]);
    const lucky = arm('lucky', [1, 2, 2, 1, 2, 2, 1, 2, 2, 1]);
    expect(mergeShares([{ rule: 'visits', arms: [normal, lucky] }])!.action).toEqual(hold('lucky'));
    expect(mergeShares([{ rule: 'visits', guard: 2, arms: [normal, lucky] }])!.action).toEqual(hold('normal'));
  });

  it('lets a clear lead through, and merges the squares over the pool', () => {
    const normal = arm('normal', [1, 1.1, 0.9, 1, 1.1, 0.9]);
    const better = arm('better', [3, 3.1, 2.9, 3, 3.1, 2.9, 3]);
    const merged = mergeShares([
      { rule: 'visits', guard: 2, arms: [normal, better] },
      { rule: 'visits', guard: 2, arms: [arm('normal', [1]), arm('better', [3])] },
    ])!;
    expect(merged.action).toEqual(hold('better'));
    expect(merged.visits).toBe(8);
    expect(merged.squares).toBeCloseTo(better.squares! + 9);
  });

  it("keeps normal's choice among models alike to name (name-2): ties in the tree are noise", () => {
    const s = position('name-2');
    const answer = chooseAction(s, { level: 'hard', seed: 'positions/name-2/0', budget: { playouts: 200 } })!;
    const normal = chooseAction(s, { level: 'normal', seed: 'x' })!;
    expect(answer.action).toEqual(normal.action);
  }, 60_000);
});
