// Which units stand in each hex (population R5.6, sight R6.3, Transports R4.6), worked out per
// units record (recordCache.ts). Records are replaced, never changed, except by the draft that
// made one, which keeps its table up to date at each change. Every action makes a new record; the
// draft hands the old record's table on (carryOccupancy): the same table while nobody came, went
// or died, else a copy of one small array with that unit's hex changed.
import { getBoard, indexOf } from '../board/map';
import { RecordCache } from '../core/recordCache';
import type { GameState, Unit } from '../core/state';
import { isAircraftUnit } from './unitRules';

/** The game's unit ids, sorted: a unit's slot is its place here (units are never added or removed). */
interface Slots {
  ids: readonly string[];
  slotOf: ReadonlyMap<string, number>;
}

interface Occupancy extends Slots {
  /**
   * The board index each slot's unit counts in, or -1 (not on the map, or without models). A
   * plain array: it is copied at every move, and copying a typed array costs ten times more.
   */
  hexOf: number[];
  /** R6.3: hexes holding a ground unit (they block sight), by board index; built when first asked for. */
  ground?: Uint8Array;
  /** The slots standing in each hex, by board index: built when first asked for, in big games only. */
  inHex?: Map<number, number[]>;
}

/**
 * From this many units on, unitsInHex looks a hex up in an index of the table rather than
 * walking every slot: a scenario of 8,000 units asked about every hex walked 8,000 slots each
 * time (docs/records.md, "Scenario files"). A game of the rules has a few dozen units, where the walk is cheaper
 * than building the index once per action.
 */
const INDEX_FROM = 200;

const byRecord = new RecordCache<GameState['units'], Occupancy>(16);

/** The slots last worked out: a record of the same game has the same ids. */
let lastSlots: Slots | null = null;

function slotsOf(units: GameState['units']): Slots {
  if (lastSlots && sameIds(lastSlots, units)) return lastSlots;
  const ids = Object.keys(units).sort();
  lastSlots = { ids, slotOf: new Map(ids.map((id, slot) => [id, slot])) };
  return lastSlots;
}

function sameIds(slots: Slots, units: GameState['units']): boolean {
  let n = 0;
  for (const id in units) {
    if (!slots.slotOf.has(id)) return false;
    n++;
  }
  return n === slots.ids.length;
}

const NONE: readonly Unit[] = [];

/** The board index a unit counts in: on the map with a model left, or -1. */
function placeOf(state: GameState, u: Unit): number {
  if (u.status !== 'map' || !u.at || u.models.length === 0) return -1;
  return indexOf(getBoard(state.map), u.at);
}

function occupancyOf(state: GameState): Occupancy {
  let t = byRecord.get(state.units);
  if (!t) {
    const { ids, slotOf } = slotsOf(state.units);
    const hexOf: number[] = [];
    for (let slot = 0; slot < ids.length; slot++) hexOf.push(placeOf(state, state.units[ids[slot]]));
    t = { ids, slotOf, hexOf };
    byRecord.set(state.units, t);
  }
  return t;
}

/**
 * The board index each unit counts in (-1: none), the units taken in the order of their ids: the
 * table unitsInHex reads, for checking it (cacheCheck.ts).
 */
export function hexIndexes(state: GameState): readonly number[] {
  return occupancyOf(state).hexOf;
}

/**
 * Units on the map in the hex of board index `i`, in the order of their ids (Aircraft included;
 * embarked units are not on the map).
 */
export function unitsInHex(state: GameState, i: number): readonly Unit[] {
  const t = occupancyOf(state);
  const { ids, hexOf } = t;
  if (hexOf.length >= INDEX_FROM) {
    t.inHex ??= indexByHex(hexOf);
    const slots = t.inHex.get(i);
    return slots ? slots.map((slot) => state.units[ids[slot]]) : NONE;
  }
  let out: Unit[] | null = null;
  for (let slot = 0; slot < hexOf.length; slot++) {
    if (hexOf[slot] !== i) continue;
    out ??= [];
    out.push(state.units[ids[slot]]);
  }
  return out ?? NONE;
}

/** The slots in each hex, in slot order (the order of the ids). */
function indexByHex(hexOf: readonly number[]): Map<number, number[]> {
  const index = new Map<number, number[]>();
  for (let slot = 0; slot < hexOf.length; slot++) {
    const i = hexOf[slot];
    if (i < 0) continue;
    const here = index.get(i);
    if (here) here.push(slot);
    else index.set(i, [slot]);
  }
  return index;
}

/**
 * R6.3: 1 for each hex holding a ground unit on the map (Aircraft do not block sight), by board
 * index. Kept with the table, so records that share a table share it.
 */
export function occupiedHexes(state: GameState): Uint8Array {
  const t = occupancyOf(state);
  if (!t.ground) {
    const ground = new Uint8Array(getBoard(state.map).size);
    t.hexOf.forEach((i, slot) => {
      if (i >= 0 && !isAircraftUnit(state, state.units[t.ids[slot]])) ground[i] = 1;
    });
    t.ground = ground;
  }
  return t.ground;
}

/**
 * Hands the table of the record `before` on to `after` (or to `before` itself, changed in place
 * by its draft), which differs from it in the units `changed` (each as it was and as it is now).
 * A table is copied, never changed, as records may share it. Nothing to do when `before` has no
 * table yet.
 */
export function carryOccupancy(
  state: GameState,
  before: GameState['units'],
  after: GameState['units'],
  changed: readonly (readonly [Unit, Unit])[],
): void {
  const old = byRecord.get(before);
  if (!old) return;
  let hexOf = old.hexOf;
  for (const [was, now] of changed) {
    if (was.at === now.at && was.status === now.status && was.models === now.models) continue;
    const to = placeOf(state, now);
    if (placeOf(state, was) === to) continue;
    if (hexOf === old.hexOf) hexOf = old.hexOf.slice();
    hexOf[old.slotOf.get(now.id)!] = to;
  }
  byRecord.set(after, hexOf === old.hexOf ? old : { ids: old.ids, slotOf: old.slotOf, hexOf });
}
