// Random playouts, for AI search and speed tests: one legal action picked at random without
// listing every unit's choices. The unit to act is picked first (among those the team may
// activate), then a type of action (each type the unit has equally likely), then one action of
// that type; only the sets of the types tried are built (actionSet.ts). Every action returned is
// one legalActions lists (tests/engine/playout.test.ts holds it to that); only the odds differ
// from picking in the full list.
import type { Action } from '../core/actions';
import { drawFromSets } from './actionSet';
import { actionSetsOfUnit, activatableUnits, decisionActionsOf, legalActions } from './legal';
import type { GameState } from '../core/state';

/** Picks a type of action first, then one of that type, so that rare types (attacks) get played. */
export function pickByKind(random: () => number, actions: readonly Action[]): Action | null {
  if (actions.length === 0) return null;
  const byType = new Map<string, Action[]>();
  for (const a of actions) {
    const list = byType.get(a.type);
    if (list) list.push(a);
    else byType.set(a.type, [a]);
  }
  const kinds = [...byType.values()];
  const kind = kinds[Math.floor(random() * kinds.length)];
  return kind[Math.floor(random() * kind.length)];
}

/** A random legal action, or null when the game is over. */
export function randomAction(state: GameState, random: () => number): Action | null {
  if (state.phase === 'ended') return null;
  if (state.pending.length > 0) return pickByKind(random, decisionActionsOf(state));
  if (state.activation) return drawFromSets(actionSetsOfUnit(state, state.units[state.activation.unit]), random);
  const ready = activatableUnits(state);
  // Objective Markers are placed by the team, not by a unit.
  if (ready.length === 0) return pickByKind(random, legalActions(state));
  return drawFromSets(actionSetsOfUnit(state, state.units[ready[Math.floor(random() * ready.length)]]), random);
}
