// The working copy an action builds its result on. The input state is never mutated: the draft
// starts as a shallow copy, and every changed unit is replaced by a new object. The first change
// copies the units record once; the draft owns that copy (no state outside it holds it) and
// writes the action's later changes into it. What is cached per units record (the roster, who
// stands where, the command casts) is handed on from the input's record to the copy and kept up
// to date at every change (carryCaches), so it is never stale and rarely worked out again;
// cacheCheck.ts can check that after every action.
import type { GameEvent } from '../core/events';
import { carryCommandCache } from './commandAbilities';
import { carryOccupancy } from './occupancy';
import { carryRoster, unitsOf } from './roster';
import { checkCachesIfAsked } from './cacheCheck';
import { makeDice, type Dice } from '../core/rng';
import type { GameState, Unit } from '../core/state';

export interface Draft {
  state: GameState;
  events: GameEvent[];
  dice: Dice;
  /** The units record this draft made and may still change in place (never one the input holds). */
  ownUnits: GameState['units'] | null;
}

export function beginDraft(state: GameState): Draft {
  return { state: copyState(state), events: [], dice: makeDice(state.rng), ownUnits: null };
}

/**
 * A shallow copy of the state, written out field by field: every copy then has one shape, where
 * a spread of states made in different ways (created, loaded, drafted) is several times slower.
 * Every field must be listed (the type checker says so when one is added).
 */
function copyState(s: GameState): GameState {
  return {
    schema: s.schema,
    // Undefined in a game of edition 1 (state.ts), which JSON leaves out: its saves stay as they were.
    rulings: s.rulings,
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
    resume: s.resume,
    winner: s.winner,
  };
}

/** What an action may change of a unit: never its id, team or starting cards. */
/** A field given as undefined keeps the unit's value (patchedUnit), so callers may pass one conditionally. */
export type UnitPatch = { [K in keyof Omit<Unit, 'id' | 'team' | 'cards'>]?: Unit[K] | undefined };

export function updateUnit(d: Draft, id: string, patch: UnitPatch): Unit {
  const units = ownedUnits(d);
  const was = units[id];
  const unit = patchedUnit(was, patch);
  units[id] = unit;
  carryCaches(d.state, units, [[was, unit]]);
  return unit;
}

/**
 * The draft's own units record: the first time, a copy of the input's (one spread per action
 * rather than one per changed unit), with the input record's caches handed on unchanged.
 */
function ownedUnits(d: Draft): Record<string, Unit> {
  const units = d.state.units;
  if (d.ownUnits === units) return units;
  // A spread: a record of more than 16 units that is filled key by key (`copy[id] = ...`) turns
  // into a dictionary, which V8 then walks and fills slowly at every action; the spread is made in
  // one step and keeps the keys' order (own enumerable keys, all a units record has).
  const copy: Record<string, Unit> = { ...units };
  d.state.units = copy;
  d.ownUnits = copy;
  carryCaches(d.state, units, [], copy);
  return copy;
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

/**
 * What was worked out for the units record `before` and still holds, handed on to `after`: a
 * copy of it, or (by default) `before` itself, just changed in place by its draft.
 */
function carryCaches(
  state: GameState,
  before: GameState['units'],
  changed: readonly (readonly [Unit, Unit])[],
  after = before,
): void {
  carryRoster(before, after, changed);
  carryOccupancy(state, before, after, changed);
  carryCommandCache(before, after, changed);
}

export function emit(d: Draft, event: GameEvent): void {
  d.events.push(event);
}

export function finishDraft(d: Draft): { ok: true; state: GameState; events: GameEvent[] } {
  d.state.rng = d.dice.state();
  // The record leaves the draft: from now on it is replaced, never changed.
  d.ownUnits = null;
  checkCachesIfAsked(d.state);
  // Already in the shape applyAction answers (result.ts: ApplyResult), so nothing is copied.
  return { ok: true, state: d.state, events: d.events };
}

/** Applies a patch to every unit that `needs` it, in the draft's own units record. */
export function updateUnitsWhere(d: Draft, needs: (u: Unit) => boolean, patch: UnitPatch): void {
  let units: Record<string, Unit> | null = null;
  const changed: [Unit, Unit][] = [];
  // The list is handed on by copy, so changing the record does not change what this loop walks.
  for (const u of unitsOf(d.state)) {
    if (!needs(u)) continue;
    units ??= ownedUnits(d);
    const now = patchedUnit(u, patch);
    units[u.id] = now;
    changed.push([u, now]);
  }
  if (units) carryCaches(d.state, units, changed);
}
