// The normal player's reasons as data (src/ai/reasons.ts) and in words (src/ui/aiPhrases.ts): the
// figures are the engine's exact odds (previewAttack) and the markers' own values (docs/ai.md, "Reasons").
import { describe, expect, expectTypeOf, it } from 'vitest';
import { percentOf, previewAttack } from '../../src/engine';
import { chooseAction } from '../../src/ai';
import type { Reason } from '../../src/ai/reasons';
import type { GameReview } from '../../src/ai/review';
import type { AiGameReview, AiReason } from '../../src/store/game/aiReason';
import { reasonText } from '../../src/ui/aiPhrases';
import { card, gameAt } from '../helpers';

const sherman = card('sherman', 'Vehicle Medium Tank', { name: 'Sherman', defense: [2, 2] });
const bazooka = card('bazooka', 'Basic Infantry', {
  name: 'Bazooka Team',
  attack: { infantry: [4, 2, null], vehicle: [13, 11, null] },
});

/** A Bazooka Team (Infantry: it claims markers, R7.1) on a 3 OP marker (offset 4,6: E7), a Sherman next to it, alone: the Assault Phase. */
function shermanInSight() {
  const state = gameAt(
    [
      { id: 'tank', team: 0, models: ['bazooka'], at: [4, 6] },
      { id: 'sh', team: 1, models: ['sherman'], at: [4, 5], facing: 3 },
    ],
    { phase: 'assault', cards: [sherman, bazooka] },
  );
  return { ...state, objectives: [{ id: 1, at: state.units.tank.at!, value: 3 as const, placedBy: 0 as const }] };
}

describe('an attack’s reason', () => {
  it('is kept by the store as it is (AiReason is Reason by shape: the store imports only the engine)', () => {
    expectTypeOf<AiReason>().toEqualTypeOf<Reason>();
    expectTypeOf<AiGameReview>().toEqualTypeOf<GameReview>();
    const why = chooseAction(shermanInSight(), { level: 'normal', seed: 'why' })!.why!;
    const kept: AiReason = why;
    expect(reasonText(kept)).toContain('Sherman');
  });

  it('names the unit it would destroy and the engine’s exact chance, and the marker the attacker holds (R7.1)', () => {
    const state = shermanInSight();
    const answer = chooseAction(state, { level: 'normal', seed: 'why' })!;
    expect(answer.action).toMatchObject({ type: 'attack', unit: 'tank', target: 'sh' });
    const p = previewAttack(state, { unit: 'tank', model: state.units.tank.models[0].id, target: 'sh' });
    if (!p.ok) throw new Error(p.error.message);
    const destroyed = p.value.named[0].odds.outcomes.find((o) => o.result === 'destroyed')!.p;
    expect(answer.why).toMatchObject({ kind: 'attack', target: 'Sherman', effect: 'destroy', p: destroyed });
    expect(answer.why).toMatchObject({ holds: { at: 'E7', value: 3 } });
    // The fixed position's figures, as the page says them.
    const text = reasonText(answer.why!);
    expect(text).toMatch(
      new RegExp(
        `^${percentOf(destroyed)} % to destroy the Sherman; \\d+\\.\\d OP expected; it has yet to attack \\(\\d+\\.\\d OP of its shot\\); shooting first: \\d+ % of the attacker under fire; holds E7 for 3 OP at the turn's end$`,
      ),
    );
    expect(text).toMatch(/^69 % to destroy the Sherman; 0\.3 OP expected/);
  });

  it('promises no points for a marker enemy Infantry stands on too: it is contested and scores nothing (R7.1)', () => {
    const contested = gameAt(
      [
        { id: 'tank', team: 0, models: ['bazooka'], at: [4, 6] },
        { id: 'sh', team: 1, models: ['sherman'], at: [4, 5], facing: 3 },
        { id: 'foe', team: 1, models: ['rifle'], at: [4, 6] },
      ],
      { phase: 'assault', cards: [sherman, bazooka] },
    );
    const state = {
      ...contested,
      objectives: [{ id: 1, at: contested.units.tank.at!, value: 3 as const, placedBy: 0 as const }],
    };
    const answer = chooseAction(state, { level: 'normal', seed: 'why' })!;
    expect(answer.why?.kind).toBe('attack');
    expect(answer.why).not.toHaveProperty('holds');
    expect(reasonText(answer.why!)).not.toContain('holds E7');
  });
});
