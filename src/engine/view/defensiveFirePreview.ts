// Defensive Fire as an informed choice (R5.7, R5.9): before the defending team answers an
// offer (R5.7), the exact odds of each answer it may give, as previewAttack gives them for an
// attack in an activation. An answer fires every model of the unit that can (R5.7b-c: a volley,
// resolve/defensiveFire.ts), each its own attack at the mover taken to be in the hex it left
// ('from') or entered ('to'), which sets the range, the range band, the line of sight and the arc
// (front or rear) of every attack of the volley.
//
// Every number comes from the engine's own checks and resolution: checkDefensiveFire (is the
// answer legal now), volleyModels and volleyWeapon (which models fire, with what, R5.7c), and
// previewAttack in its Defensive Fire context (planAttack at that hex, the dice, the odds).
//
// Reading for the volley as a whole (`pAnyEffect`): the chance that at least one attack of the
// volley kills or damages something is 1 - the product of each attack's chance of no effect, each
// worked out on the mover as the attacks before it left it when they had no effect. An attack
// with no effect leaves the mover as it was but for two things: Suppressive Fire suppresses an
// Infantry mover whatever the result (R8.5), so the later attacks of the volley are worked out
// against it suppressed (Speed -1: fewer defense dice for Cavalry, Motorcycles and Speed 1
// squads, R6.5); and damage Heavy Armor ignores is used up, so later attacks do a little better
// (not followed: the figure is then a lower bound), as for a Blast or Indirect Fire attack with
// Suppressive Fire, which suppresses the mover only if a strike falls on it (R8.2). Where the
// owner names the model attacked (R6.6), each attack is taken at the model he would name to be
// hurt least.
import { refuse } from '../core/errors';
import { ok, type Result } from '../core/result';
import type { Hex } from '../core/hex';
import type { Action } from '../core/actions';
import type { GameState, Unit } from '../core/state';
import { modelById, modelHasAbility } from '../derived/unitRules';
import { suppressibleBy } from '../rules/attacking';
import type { Band } from '../rules/range';
import { checkDefensiveFire, currentOffer, volleyModels, volleyWeapon } from '../rules/defensiveFire';
import { previewAttack, type AttackPreview } from './attackPreview';

export type DefensiveFireAction = Extract<Action, { type: 'defensiveFire' }>;

/** What one answer to a Defensive Fire offer would do, before it is rolled. */
export interface DefensiveFirePreview {
  /** The hex the mover is taken to be in (R5.7: the one it left or the one it entered). */
  hex: Hex;
  /** R6.1: the hexes from the firing unit to it, and the band (the same for every model of the volley). */
  range: number;
  band: Band;
  /** R6.8: the attacks strike the mover's rear (its facing is the direction of its step, R5.7). */
  rear: boolean;
  /** Each model that fires, in the order the volley fires them, with its attack's exact odds. */
  models: { model: number; preview: AttackPreview }[];
  /** The chance at least one attack of the volley has an effect (the header gives the reading). */
  pAnyEffect: number;
}

function withUnit(state: GameState, unit: Unit): GameState {
  return { ...state, units: { ...state.units, [unit.id]: unit } };
}

/** The chance an attack has no effect on the mover: at the model the owner would name to be hurt least. */
function pNoEffect(preview: AttackPreview, mover: string): number {
  if (preview.random) return 1 - (preview.random.units.find((u) => u.unit === mover)?.pEffect ?? 0);
  return Math.max(...preview.named.map((s) => 1 - s.odds.pEffect));
}

/**
 * The odds of answering the current Defensive Fire offer with `action`, or the rule that refuses
 * the answer (the refusal applyAction would give).
 */
export function previewDefensiveFire(state: GameState, action: DefensiveFireAction): Result<DefensiveFirePreview> {
  const weapon = action.weapon ?? 'normal';
  const profile = action.profile ?? null;
  const checked = checkDefensiveFire(state, action.unit, action.at, weapon, profile);
  if (!checked.ok) return checked;
  const offer = currentOffer(state)!;
  const mover = state.units[offer.mover];
  const unit = state.units[action.unit];
  const hex = action.at === 'from' ? offer.from! : offer.to;
  const w = volleyWeapon(state, mover, weapon);
  const models: DefensiveFirePreview['models'] = [];
  // The game as the attacks before the next one left it, had they no effect.
  let before = state;
  for (const model of volleyModels(state, unit, mover, hex, weapon, profile)) {
    const preview = previewAttack(
      before,
      { unit: unit.id, model, target: mover.id, weapon: w, ...(profile ? { profile } : {}) },
      { context: 'defensiveFire', targetAt: hex },
    );
    // volleyModels asked planAttack the same question: a refusal here would be an engine bug.
    if (!preview.ok) return preview;
    models.push({ model, preview: preview.value });
    // R8.5: suppressed by this attack whatever it does, when it is aimed at the mover. A Blast or
    // Indirect Fire attack suppresses it only if a strike falls on it (R8.2, reading 27): not
    // followed, so the figure stays a lower bound there.
    if (
      !preview.value.random &&
      modelHasAbility(state, unit, modelById(unit, model)!, 'suppressiveFire') &&
      suppressibleBy(before, before.units[mover.id])
    ) {
      before = withUnit(before, { ...before.units[mover.id], suppressed: true });
    }
  }
  if (models.length === 0) return refuse('NOT_ELIGIBLE', 'R5.7', 'No model of the unit can fire from there');
  const first = models[0].preview;
  const pNone = models.reduce((p, m) => p * pNoEffect(m.preview, mover.id), 1);
  return ok({ hex, range: first.spec.range, band: first.band, rear: first.spec.rear, models, pAnyEffect: 1 - pNone });
}
