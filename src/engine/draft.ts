// The working copy an action builds its result on. The input state is never mutated: the draft
// starts as a shallow copy, and every changed unit is replaced by a new object in a new units
// record, so that anything cached per units record (occupancy, population) is never stale.
import type { GameEvent } from './events';
import { makeDice, type Dice } from './rng';
import type { GameState, Unit } from './state';

export interface Draft {
  state: GameState;
  events: GameEvent[];
  dice: Dice;
}

export function beginDraft(state: GameState): Draft {
  return { state: { ...state }, events: [], dice: makeDice(state.rng) };
}

export function updateUnit(d: Draft, id: string, patch: Partial<Unit>): Unit {
  const unit = { ...d.state.units[id], ...patch };
  d.state.units = { ...d.state.units, [id]: unit };
  return unit;
}

export function emit(d: Draft, event: GameEvent): void {
  d.events.push(event);
}

export function finishDraft(d: Draft): { state: GameState; events: GameEvent[] } {
  d.state.rng = d.dice.state();
  return { state: d.state, events: d.events };
}

/** Applies a patch to every unit that `needs` it, in one new units record. */
export function updateUnitsWhere(d: Draft, needs: (u: Unit) => boolean, patch: Partial<Unit>): void {
  let changed: Record<string, Unit> | null = null;
  for (const id in d.state.units) {
    const u = d.state.units[id];
    if (!needs(u)) continue;
    changed ??= { ...d.state.units };
    changed[id] = { ...u, ...patch };
  }
  if (changed) d.state.units = changed;
}
