// Going on with a resolution: the one place that says what comes next once an action, or the
// answer to a decision, has done its part. What a resolution was doing when a decision stopped it
// is data in the state (state.resume, innermost last: an attack, a Defensive Fire volley;
// pending.ts), beside the decisions owed (state.pending); `resume` runs the innermost
// continuation until a decision is owed or none is left, and then the activation goes on or ends
// (settle). Every action handler ends by calling it, so a game saved in the middle of anything
// goes on the same way when reloaded.
//
// A move with Defensive Fire, from start to end (docs/architecture.md tells it at more length):
//  1. `move` makes the first step (steps.ts: rolls, the hex entered) and offers Defensive Fire
//     (R5.7): a `defensiveFire` decision for the other team. The rest of the path is dropped.
//  2. The answer `defensiveFire` picks a unit: the offer gives way to a `volley` continuation
//     (defensiveFire.ts startVolley); resume runs it (fireVolley), which begins the attack of the
//     volley's first model: an `attack` continuation above it.
//  3. resume runs the attack (combat.ts proceedAttack): dice, strikes. A model to name (R6.6) or
//     a reroll (R8.6) stops it with a decision; its answer changes the attack and calls resume.
//  4. The attack done, it leaves the continuation: resume is back at the volley, whose next model
//     attacks (3), until none is left; then the offer is made again (2) to the units not used, or
//     Defensive Fire at this step is over.
//  5. With nothing left, settle: a team wiped out ends the game (R7.3), a unit that stepped in to
//     embark gets in (R4.6), an activation with nothing left to do ends (R4.2).
import { proceedAttack } from './combat';
import { fireVolley } from './defensiveFire';
import type { Draft } from '../derived/draft';
import { checkWipeout, finishActivation } from './flow';
import { activationHasOptions } from '../legal/legal';
import { finishEmbarking } from './steps';

/** Goes on with the resolution until a decision is owed or nothing is left (then settle). */
export function resume(d: Draft): void {
  for (;;) {
    if (d.state.pending.length > 0) return;
    const top = d.state.resume[d.state.resume.length - 1];
    if (!top) return settle(d);
    switch (top.kind) {
      case 'attack':
        proceedAttack(d);
        break;
      case 'volley':
        fireVolley(d, top);
        break;
    }
  }
}

/** Nothing is left to resolve: the game may end, a unit may embark, the activation may end. */
function settle(d: Draft): void {
  if (checkWipeout(d)) return;
  // R4.6: a unit that stepped into its Transport's hex to embark gets in once that step's
  // Defensive Fire is over (its activation then ends), or, if it cannot, goes on from where it is.
  if (
    d.state.activation?.boarding === 'embarking' &&
    (finishEmbarking(d) || d.state.pending.length > 0 || checkWipeout(d))
  )
    return;
  const a = d.state.activation;
  if (a && !activationHasOptions(d.state)) finishActivation(d, a.unit);
}
