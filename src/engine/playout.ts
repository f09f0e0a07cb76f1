// Random playouts, for AI search and speed tests: one legal action picked at random without
// listing every unit's choices. The unit to act is picked first (among those the team may
// activate), then a kind of action, then one action of that kind. Every action returned is one
// legalActions lists (a test holds it to that); only the odds differ from picking in the full list.
import type { Action } from './actions';
import { actingUnit } from './activation';
import { canBeActivated } from './flow';
import { actionsOfUnit, decisionActionsOf, legalActions } from './legal';
import type { GameState } from './state';

/** Picks a kind of action first, then one of that kind, so that rare kinds (attacks) get played. */
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
  if (state.phase === 'setup' && state.setupStep === 'objectives') return pickByKind(random, legalActions(state));
  if (state.activation) return pickByKind(random, actionsOfUnit(state, state.units[state.activation.unit]));
  const ready: string[] = [];
  for (const id in state.units) {
    const u = state.units[id];
    if (u.team === state.active && canBeActivated(state, u) && !('code' in actingUnit(state, id))) ready.push(id);
  }
  if (ready.length === 0) return pickByKind(random, legalActions(state));
  return pickByKind(random, actionsOfUnit(state, state.units[ready[Math.floor(random() * ready.length)]]));
}
