// The worth of a declared attack from the engine's exact odds (previewAttack): every outcome's
// chance times what it takes (values.ts), High Value Targets included (R7.2), and a bonus for
// finishing a unit (focus of fire: a unit with no models left shoots no more).
import {
  modelById,
  previewAttack,
  type AttackPreview,
  type AttackPreviewRequest,
  type GameState,
  type PreviewContext,
  type StrikePreview,
  type TeamId,
} from '../engine';
import { damageWorth, modelWorth } from './values';

export interface AttackWorth {
  /** Expected OP taken from the enemy (less any taken from friends by a random strike). */
  value: number;
  /** The chance the attack does anything, and of destroying (or killing) what it aims at. */
  pEffect: number;
  pKill: number;
  /** The chance the unit aimed at is wiped out (its last model lost or destroyed). */
  pWipe: number;
  target: string;
}

function strikeWorth(state: GameState, s: StrikePreview): { value: number; pKill: number; pWipe: number } {
  const unit = state.units[s.unit];
  const model = unit && modelById(unit, s.model);
  if (!unit || !model) return { value: 0, pKill: 0, pWipe: 0 };
  const last = unit.models.length === 1;
  let value = 0;
  let pKill = 0;
  let pWipe = 0;
  for (const o of s.odds.outcomes) {
    if (o.result === 'none') continue;
    if (o.result === 'damaged') value += o.p * damageWorth(state, unit, model, o.count);
    else {
      const lost = o.result === 'destroyed' ? 1 : o.count;
      value += o.p * modelWorth(state, unit, model) * lost * (last ? 1.3 : 1);
      pKill += o.p;
      if (lost >= unit.models.length) pWipe += o.p;
    }
  }
  return { value, pKill, pWipe };
}

/** The worth of one model's attack for `team`, or null when the engine refuses it. */
export function attackWorth(
  state: GameState,
  team: TeamId,
  request: AttackPreviewRequest,
  context?: PreviewContext,
): AttackWorth | null {
  const p = previewAttack(state, request, context);
  return p.ok ? worthOf(state, team, p.value, request.target) : null;
}

function worthOf(state: GameState, team: TeamId, p: AttackPreview, target: string): AttackWorth {
  if (p.random) {
    let value = 0;
    for (const m of p.random.models) {
      const w = strikeWorth(state, m);
      const sign = m.team === team ? -1 : 1;
      value += sign * m.pStruck * w.value;
    }
    // The chance the unit aimed at loses a model, either strike (R8.2): the engine's figure. (A sum
    // of each model's chance over two strikes would be the models expected lost, not a chance.)
    const risk = p.random.units.find((u) => u.unit === target);
    // A random strike's chance of wiping the unit out is not worked out (it would need both strikes together).
    return { value, pEffect: risk?.pEffect ?? 0, pKill: risk?.pModelLost ?? 0, pWipe: 0, target };
  }
  // R6.6: the owner names the model it can best spare; a Crack Shot names the best for itself.
  let pick: { value: number; pKill: number; pWipe: number; pEffect: number } | null = null;
  for (const s of p.named) {
    const w = { ...strikeWorth(state, s), pEffect: s.odds.pEffect };
    if (!pick || (p.namedBy === 'owner' ? w.value < pick.value : w.value > pick.value)) pick = w;
  }
  return {
    value: pick?.value ?? 0,
    pEffect: pick?.pEffect ?? 0,
    pKill: pick?.pKill ?? 0,
    pWipe: pick?.pWipe ?? 0,
    target,
  };
}
