// What happens once an action's resolution has run as far as it can: back to the Defensive Fire
// volley an attack was part of, or to the activation, which closes by itself when the unit has
// nothing left to do (and R7.3: a team wiped out ends the game at once; R4.6: a unit that moved
// into its Transport's hex to embark gets in).
import { continueDefensiveFire } from './defensiveFire';
import type { Draft } from '../derived/draft';
import { checkWipeout, finishActivation } from './flow';
import { activationHasOptions } from '../legal/legal';
import { finishEmbarking } from '../actions/moveActions';
import type { AttackSpec } from '../core/pending';

export function afterAttack(d: Draft, spec: AttackSpec): void {
  if (spec.context === 'defensiveFire') continueDefensiveFire(d);
  else settle(d);
}

/** Called when nothing is left to resolve in an action: ends the activation if the unit is done. */
export function settle(d: Draft): void {
  if (d.state.pending.length > 0 || d.state.attack) return;
  if (checkWipeout(d)) return;
  // R4.6: a unit that stepped into its Transport's hex to embark gets in once that step's
  // Defensive Fire is over (its activation then ends), or, if it cannot, goes on from where it is.
  if (d.state.activation?.boarding === 'embarking' && (finishEmbarking(d) || d.state.pending.length > 0 || checkWipeout(d))) return;
  const a = d.state.activation;
  if (a && !activationHasOptions(d.state)) finishActivation(d, a.unit);
}
