// The working copy an action builds its result on. The input state is never mutated: the draft
// starts as a shallow copy, and every changed unit is replaced by a new object in a new units
// record, so that anything cached per units record (occupancy, command casts) is never stale; what
// still holds is handed on to the new record rather than worked out again.
import type { GameEvent } from '../core/events';
import { carryCommandCache } from './commandAbilities';
import { carryOccupancy } from './occupancy';
import { makeDice, type Dice } from '../core/rng';
import type { GameState, Unit } from '../core/state';

export interface Draft {
  state: GameState;
  events: GameEvent[];
  dice: Dice;
}

export function beginDraft(state: GameState): Draft {
  return { state: copyState(state), events: [], dice: makeDice(state.rng) };
}

/**
 * A shallow copy of the state, written out field by field: every copy then has one shape, where
 * a spread of states made in different ways (created, loaded, drafted) is several times slower.
 * Every field must be listed (the type checker says so when one is added).
 */
function copyState(s: GameState): GameState {
  return {
    schema: s.schema,
    seed: s.seed,
    rng: s.rng,
    map: s.map,
    defs: s.defs,
    settings: s.settings,
    teams: s.teams,
    units: s.units,
    destroyedBridges: s.destroyedBridges,
    objectives: s.objectives,
    score: s.score,
    turn: s.turn,
    phase: s.phase,
    setupStep: s.setupStep,
    initiative: s.initiative,
    active: s.active,
    activation: s.activation,
    commandTargets: s.commandTargets,
    pending: s.pending,
    attack: s.attack,
    step: s.step,
    winner: s.winner,
  };
}

/** What an action may change of a unit: never its id, team or starting cards. */
export type UnitPatch = Partial<Omit<Unit, 'id' | 'team' | 'cards'>>;

export function updateUnit(d: Draft, id: string, patch: UnitPatch): Unit {
  const before = d.state.units;
  const was = before[id];
  const unit = patchedUnit(was, patch);
  d.state.units = { ...before, [id]: unit };
  carryCaches(d.state, before, [[was, unit]]);
  return unit;
}

/**
 * A unit with some fields replaced, written out field by field so that every unit has one shape
 * (a spread of patches of many shapes is several times slower). A field patched to undefined
 * keeps its value: the state never holds undefined. Every field must be listed (the type checker
 * says so when one is added).
 */
function patchedUnit(u: Unit, p: UnitPatch): Unit {
  return {
    id: u.id,
    team: u.team,
    models: p.models ?? u.models,
    status: p.status ?? u.status,
    at: p.at !== undefined ? p.at : u.at,
    facing: p.facing ?? u.facing,
    carrier: p.carrier !== undefined ? p.carrier : u.carrier,
    activated: p.activated ?? u.activated,
    defensiveFireUsed: p.defensiveFireUsed ?? u.defensiveFireUsed,
    suppressed: p.suppressed ?? u.suppressed,
    movedThisPhase: p.movedThisPhase ?? u.movedThisPhase,
    heldByPassengers: p.heldByPassengers ?? u.heldByPassengers,
    modelsLost: p.modelsLost ?? u.modelsLost,
    cards: u.cards,
  };
}

/** What was worked out for the old units record and still holds, handed on to the new one. */
function carryCaches(state: GameState, before: GameState['units'], changed: readonly (readonly [Unit, Unit])[]): void {
  carryOccupancy(state, before, state.units, changed);
  carryCommandCache(before, state.units, changed);
}

export function emit(d: Draft, event: GameEvent): void {
  d.events.push(event);
}

export function finishDraft(d: Draft): { ok: true; state: GameState; events: GameEvent[] } {
  d.state.rng = d.dice.state();
  // Already in the shape applyAction answers (result.ts: ApplyResult), so nothing is copied.
  return { ok: true, state: d.state, events: d.events };
}

/** Applies a patch to every unit that `needs` it, in one new units record. */
export function updateUnitsWhere(d: Draft, needs: (u: Unit) => boolean, patch: UnitPatch): void {
  const before = d.state.units;
  let next: Record<string, Unit> | null = null;
  const changed: [Unit, Unit][] = [];
  for (const id in before) {
    const u = before[id];
    if (!needs(u)) continue;
    next ??= { ...before };
    next[id] = patchedUnit(u, patch);
    changed.push([u, next[id]]);
  }
  if (!next) return;
  d.state.units = next;
  carryCaches(d.state, before, changed);
}
