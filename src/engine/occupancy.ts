// Which units stand in each hex (population R5.6, sight R6.3, Transports R4.6), worked out per
// units record. Records are replaced, never changed, so a record's table is never stale. An
// action makes a new record for every unit it changes; the draft hands the old record's table on
// (carryOccupancy), patched where a unit came, went or died, instead of building it again.
import { getBoard, indexOf } from './map';
import type { GameState, Unit } from './state';

interface Occupancy {
  /**
   * Ids of the units on the map in each occupied hex, by board index, sorted (so the order does
   * not depend on whether a table was built or handed on); shared between records while nobody moves.
   */
  ids: Map<number, readonly string[]>;
  /** The units themselves for this record, per hex, looked up when first asked for. */
  units: Map<number, readonly Unit[]>;
}

const byRecord = new WeakMap<GameState['units'], Occupancy>();

const NONE: readonly Unit[] = [];

/** The board index a unit counts in: on the map with a model left, or -1. */
function placeOf(state: GameState, u: Unit): number {
  if (u.status !== 'map' || !u.at || u.models.length === 0) return -1;
  return indexOf(getBoard(state.map), u.at);
}

function occupancyOf(state: GameState): Occupancy {
  let t = byRecord.get(state.units);
  if (!t) {
    const ids = new Map<number, readonly string[]>();
    for (const id in state.units) {
      const i = placeOf(state, state.units[id]);
      if (i >= 0) ids.set(i, withId(ids.get(i), id));
    }
    t = { ids, units: new Map() };
    byRecord.set(state.units, t);
  }
  return t;
}

/** Units on the map in the hex of board index `i` (Aircraft included; embarked units are not on the map). */
export function unitsInHex(state: GameState, i: number): readonly Unit[] {
  const t = occupancyOf(state);
  const ids = t.ids.get(i);
  if (!ids) return NONE;
  let units = t.units.get(i);
  if (!units) {
    units = ids.map((id) => state.units[id]);
    t.units.set(i, units);
  }
  return units;
}

/** Every occupied hex, by board index. */
export function occupiedIndexes(state: GameState): IterableIterator<number> {
  return occupancyOf(state).ids.keys();
}

/**
 * Hands the table of the record `before` on to `after`, which differs from it in the units
 * `changed` (each as it was and as it is now). Nothing to do when `before` has no table yet.
 */
export function carryOccupancy(state: GameState, before: GameState['units'], after: GameState['units'], changed: readonly (readonly [Unit, Unit])[]): void {
  const old = byRecord.get(before);
  if (!old) return;
  let ids = old.ids;
  for (const [was, now] of changed) {
    const from = placeOf(state, was);
    const to = placeOf(state, now);
    if (from === to) continue;
    if (ids === old.ids) ids = new Map(old.ids);
    if (from >= 0) {
      const left = ids.get(from)!.filter((id) => id !== was.id);
      if (left.length > 0) ids.set(from, left);
      else ids.delete(from);
    }
    if (to >= 0) ids.set(to, withId(ids.get(to), now.id));
  }
  byRecord.set(after, { ids, units: new Map() });
}

/** A new sorted list: `list` with `id` added. */
function withId(list: readonly string[] | undefined, id: string): readonly string[] {
  if (!list) return [id];
  const out = [...list, id];
  out.sort();
  return out;
}
