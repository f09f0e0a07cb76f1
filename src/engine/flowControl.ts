// What happens once an action's resolution has run as far as it can: back to the Defensive Fire
// volley an attack was part of, or to the activation, which closes by itself when the unit has
// nothing left to do (and R7.3: a team wiped out ends the game at once).
import { continueDefensiveFire } from './defensiveFire';
import type { Draft } from './draft';
import { checkWipeout, finishActivation } from './flow';
import { activationHasOptions } from './legal';
import type { AttackSpec } from './pending';

export function afterAttack(d: Draft, spec: AttackSpec): void {
  if (spec.context === 'defensiveFire') continueDefensiveFire(d);
  else settle(d);
}

/** Called when nothing is left to resolve in an action: ends the activation if the unit is done. */
export function settle(d: Draft): void {
  if (d.state.pending.length > 0 || d.state.attack) return;
  if (checkWipeout(d)) return;
  const a = d.state.activation;
  if (a && !activationHasOptions(d.state)) finishActivation(d, a.unit);
}
