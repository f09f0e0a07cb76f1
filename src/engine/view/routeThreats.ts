// The Defensive Fire a route would draw, for the route preview (R5.7): at each step,
// the enemy units that could fire at the mover (R5.7). Each step is judged against the mover as
// the engine has it when it offers that Defensive Fire (resolve/steps.ts applyStep, then the
// offer): in the hex it entered and, if it has a facing, facing the direction of that step (R5.5,
// R5.7 "the mover's facing is the direction of that step"). Its facing before the move would put
// its arcs (R6.8) on the wrong sides: an Open Back Vehicle, open to Infantry dice only from its
// rear, would be warned of fire it cannot draw and not of fire it will.
import { directionTo, type Hex } from '../core/hex';
import type { GameState, Unit } from '../core/state';
import { unitHasFacing } from '../derived/unitRules';
import { unitsOf } from '../derived/roster';
import { defensiveFireCandidates, inDefensiveFireReach } from '../rules/defensiveFire';

/** A step of a route that would offer Defensive Fire, with the enemy units that could fire. */
export interface RouteThreat {
  at: Hex;
  units: string[];
}

/** The state as it is when the step from `from` into `to` offers Defensive Fire: the mover in `to`, turned to the step. */
function stateAtStep(state: GameState, unit: Unit, from: Hex, to: Hex): GameState {
  const dir = directionTo(from, to);
  const facing = unitHasFacing(state, unit) && dir !== null ? { facing: dir } : {};
  return { ...state, units: { ...state.units, [unit.id]: { ...unit, at: to, ...facing } } };
}

/** The enemy units that could fire at `unit` as it steps from `from` into `to` (R5.7): none for most steps. */
export function stepThreat(state: GameState, unit: Unit, from: Hex, to: Hex): string[] {
  // Most steps are beside no enemy: asked first, before the mover is moved and each volley weighed.
  if (!unitsOf(state).some((e) => inDefensiveFireReach(state, e, unit, from, to))) return [];
  const atStep = stateAtStep(state, unit, from, to);
  return defensiveFireCandidates(atStep, atStep.units[unit.id], from, to);
}

/** The steps of `path` (from the unit's hex) that would offer Defensive Fire, each with the units that could fire (R5.7). */
export function routeThreats(state: GameState, unit: Unit, path: readonly Hex[]): RouteThreat[] {
  const threats: RouteThreat[] = [];
  let from = unit.at;
  if (!from) return threats;
  for (const to of path) {
    const units = stepThreat(state, unit, from, to);
    if (units.length > 0) threats.push({ at: to, units });
    from = to;
  }
  return threats;
}
