// Defensive Fire is an informed choice. Each answer to the offer (R5.7: fire from
// the hex the mover left or the one it entered) is previewed with the exact odds of every model's
// attack, the range band and the arc, as the volley will fire them.
import { describe, expect, it } from 'vitest';
import {
  decisionActionsOf,
  previewAttack,
  previewDefensiveFire,
  seedRng,
  type GameEvent,
  type GameState,
} from '../../src/engine';
import { at, card, gameAt, play, testMap, type TestUnit } from '../helpers';

const map = testMap(10, 3);
const bazooka = card('baz', 'Infantry Specialist', {
  attack: { infantry: [4, null, null], vehicle: [9, 4, null] },
  abilities: [{ id: 'closeAssault', n: 6 }],
});

function offered(units: TestUnit[], path = [at(1, 1), at(2, 1)]): GameState {
  const state = gameAt(units, { map, cards: [bazooka] });
  return play(state, { type: 'move', unit: 't', path }).state;
}

describe('R5.7 previewDefensiveFire', () => {
  // The tank steps east from B2 to C2; the bazookas at C1 are next to both hexes.
  const state = offered([
    { id: 't', team: 0, models: ['tank'], at: [0, 1] },
    { id: 'e', team: 1, models: ['baz', 'baz'], at: [2, 0] },
  ]);

  it('R5.7 every listed answer has a preview: the hex, range, band, arc, and one attack per model', () => {
    const answers = decisionActionsOf(state).filter((a) => a.type === 'defensiveFire');
    expect(answers.length).toBeGreaterThan(0);
    for (const a of answers) {
      const p = previewDefensiveFire(state, a);
      if (!p.ok) throw new Error(p.error.message);
      expect(p.value.models.map((m) => m.model)).toEqual([1, 2].map((_, i) => state.units.e.models[i].id));
      expect(p.value.hex).toEqual(a.at === 'from' ? at(1, 1) : at(2, 1));
      expect(p.value.pAnyEffect).toBeGreaterThan(0);
      expect(p.value.pAnyEffect).toBeLessThanOrEqual(1);
    }
  });

  it("R5.7, R6.1 each model's odds are previewAttack at the hex chosen, with its range band (Short, 1 hex)", () => {
    const from = previewDefensiveFire(state, { type: 'defensiveFire', unit: 'e', at: 'from' });
    if (!from.ok) throw new Error(from.error.message);
    expect(from.value).toMatchObject({ range: 1, band: 0 });
    const single = previewAttack(
      state,
      { unit: 'e', model: state.units.e.models[0].id, target: 't', weapon: 'normal' },
      { context: 'defensiveFire', targetAt: at(1, 1) },
    );
    if (!single.ok) throw new Error(single.error.message);
    expect(from.value.models[0].preview).toEqual(single.value);
  });

  it('R6.8 the arc follows the hex chosen: the mover faces its step (east); from C1 it is seen in front at B2 (NE of it), in the rear at C2 (NW of it)', () => {
    const from = previewDefensiveFire(state, { type: 'defensiveFire', unit: 'e', at: 'from' });
    const to = previewDefensiveFire(state, { type: 'defensiveFire', unit: 'e', at: 'to' });
    if (!from.ok || !to.ok) throw new Error('refused');
    expect(from.value.rear).toBe(false);
    expect(to.value.rear).toBe(true);
    // Into the rear (Defense 4 instead of 5) the volley does better.
    expect(to.value.pAnyEffect).toBeGreaterThan(from.value.pAnyEffect);
  });

  it("the volley's chance of an effect is 1 - the product of each attack's chance of none", () => {
    const to = previewDefensiveFire(state, { type: 'defensiveFire', unit: 'e', at: 'to' });
    if (!to.ok) throw new Error(to.error.message);
    const pNone = to.value.models.map((m) => 1 - m.preview.named[0].odds.pEffect).reduce((a, b) => a * b, 1);
    expect(to.value.pAnyEffect).toBeCloseTo(1 - pNone, 12);
    expect(to.value.models).toHaveLength(2);
  });

  it('R5.7 an answer the engine would refuse is refused with its rule', () => {
    const r = previewDefensiveFire(state, { type: 'defensiveFire', unit: 't', at: 'to' });
    expect(!r.ok && r.error.rule).toBe('R5.7');
    const closeFromAfar = previewDefensiveFire(state, {
      type: 'defensiveFire',
      unit: 'e',
      at: 'from',
      weapon: 'close',
    });
    expect(!closeFromAfar.ok && closeFromAfar.error.rule).toBe('R5.7');
  });
});

describe('R5.7, R8.5 previewDefensiveFire with Suppressive Fire', () => {
  // Two MG models with Suppressive Fire at C1; a lone Speed 1 rifleman (Defense 1) steps from B2 to C2.
  const mg = card('mgs', 'Infantry Specialist', {
    attack: { infantry: [2, 2, null], vehicle: [null, null, null] },
    abilities: [{ id: 'suppressiveFire' }],
  });
  const solo = card('solo', 'Infantry Specialist', {
    speed: 1,
    defense: 1,
    attack: { infantry: [1, null, null], vehicle: [null, null, null] },
  });
  const answer = { type: 'defensiveFire' as const, unit: 'e', at: 'to' as const };
  function mgOffer(dice: number[] = []): GameState {
    const start = gameAt(
      [
        { id: 'm', team: 0, models: ['solo'], at: [1, 1] },
        { id: 'e', team: 1, models: ['mgs', 'mgs'], at: [2, 0] },
      ],
      { map, cards: [mg, solo], dice },
    );
    return play(start, { type: 'move', unit: 'm', path: [at(2, 1)] }).state;
  }
  const attacksOf = (events: GameEvent[]) =>
    events.filter((e): e is Extract<GameEvent, { type: 'attack' }> => e.type === 'attack');

  it('R8.5, R6.5: the first attack suppresses the Infantry mover whatever it rolls, so the second is previewed against 0 defense dice, as it is rolled', () => {
    const state = mgOffer(Array(10).fill(1));
    const shown = previewDefensiveFire(state, answer);
    if (!shown.ok) throw new Error(shown.error.message);
    const r = play(state, answer);
    const attacks = attacksOf(r.events);
    expect(attacks.map((a) => a.strikes[0].result)).toEqual(['none', 'none']);
    expect(attacks.map((a) => a.strikes[0].defenseDice.length)).toEqual([1, 0]);
    expect(shown.value.models.map((m) => m.preview.named[0].defense.count)).toEqual([1, 0]);
  });

  it("R8.5: the volley's chance of an effect is 1/2 + 1/2 x 3/4 = 87.5 %, as 4,000 rolled volleys give it", () => {
    const state = mgOffer();
    const shown = previewDefensiveFire(state, answer);
    if (!shown.ok) throw new Error(shown.error.message);
    expect(shown.value.pAnyEffect).toBeCloseTo(0.875, 12);
    let hurt = 0;
    const n = 4000;
    for (let i = 0; i < n; i++) {
      const r = play({ ...state, rng: seedRng(`df-suppressive-${i}`) }, answer);
      if (attacksOf(r.events).some((a) => a.strikes.some((x) => x.result !== 'none'))) hurt++;
    }
    // Four standard errors of 4,000 draws at 87.5 % is about 2 points.
    expect(Math.abs(hurt / n - 0.875)).toBeLessThan(0.021);
  });

  it('R8.2, R8.5: a Blast model with Suppressive Fire suppresses the mover only if a strike falls on it, so the preview does not count on it (a lower bound, never above the rolled volleys)', () => {
    const bsf = card('bsf', 'Infantry Specialist', {
      attack: { infantry: [1, 1, null], vehicle: [null, null, null] },
      abilities: [{ id: 'blast' }, { id: 'suppressiveFire' }],
    });
    const gunner = card('gunner', 'Infantry Specialist', {
      attack: { infantry: [2, 2, null], vehicle: [null, null, null] },
    });
    const start = gameAt(
      [
        { id: 'm', team: 0, models: ['solo'], at: [1, 1] },
        // A friendly unit of two models in the hex the mover enters: the Blast's strikes may miss it.
        { id: 'f', team: 0, models: ['solo', 'solo'], at: [2, 1] },
        { id: 'e', team: 1, models: ['bsf', 'gunner'], at: [2, 0] },
      ],
      { map, cards: [bsf, gunner, solo] },
    );
    const state = play(start, { type: 'move', unit: 'm', path: [at(2, 1)] }).state;
    const shown = previewDefensiveFire(state, answer);
    if (!shown.ok) throw new Error(shown.error.message);
    // The second attack is previewed against the mover as it stands (1 defense die).
    expect(shown.value.models[1].preview.named[0].defense.count).toBe(1);
    let hurt = 0;
    const n = 4000;
    for (let i = 0; i < n; i++) {
      const r = play({ ...state, rng: seedRng(`df-blast-sf-${i}`) }, answer);
      if (attacksOf(r.events).some((a) => a.strikes.some((x) => x.unit === 'm' && x.result !== 'none'))) hurt++;
    }
    // Rolled: 1/6 of volleys miss the mover with the Blast (76 % hurt it); the preview may not exceed that.
    expect(shown.value.pAnyEffect).toBeLessThanOrEqual(hurt / n + 0.02);
  });
});
