// Which units stand in each hex, computed once per units record (records are replaced, never
// changed, so the cache is never stale): population checks (R5.6) and sight (R6.3) read it.
import { getBoard, indexOf } from './map';
import type { GameState, Unit } from './state';

const byRecord = new WeakMap<GameState['units'], Map<number, Unit[]>>();

const NONE: readonly Unit[] = [];

function table(state: GameState): Map<number, Unit[]> {
  let t = byRecord.get(state.units);
  if (!t) {
    const board = getBoard(state.map);
    t = new Map();
    for (const id in state.units) {
      const u = state.units[id];
      if (u.status !== 'map' || !u.at || u.models.length === 0) continue;
      const i = indexOf(board, u.at);
      if (i < 0) continue;
      const list = t.get(i);
      if (list) list.push(u);
      else t.set(i, [u]);
    }
    byRecord.set(state.units, t);
  }
  return t;
}

/** Units on the map in the hex of board index `i` (Aircraft included; embarked units are not on the map). */
export function unitsInHex(state: GameState, i: number): readonly Unit[] {
  return table(state).get(i) ?? NONE;
}

/** Every occupied hex with its units. */
export function occupiedEntries(state: GameState): IterableIterator<[number, Unit[]]> {
  return table(state).entries();
}

