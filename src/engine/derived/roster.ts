// The units of a units record as an array, in the record's order (the order `for...in` gives),
// worked out once per record (recordCache.ts). Loops over every unit run many times per action;
// walking an array is several times faster than `for...in` over records whose keys differ from
// game to game.
import { RecordCache } from '../core/recordCache';
import type { GameState, Unit } from '../core/state';

const lists = new RecordCache<GameState['units'], readonly Unit[]>(16);

export function unitsOf(state: GameState): readonly Unit[] {
  let list = lists.get(state.units);
  if (!list) {
    list = Object.values(state.units);
    lists.set(state.units, list);
  }
  return list;
}

/**
 * Hands the list of the record `before` on to `after` (or to `before` itself, changed in place
 * by the draft that owns it), which differs from it in the units `changed` (as they were, as they
 * are). Replacing a unit keeps its key's place in the record, so it keeps its place in the list.
 * The list is copied, never changed: a loop walking it meanwhile sees the units as they were.
 */
export function carryRoster(
  before: GameState['units'],
  after: GameState['units'],
  changed: readonly (readonly [Unit, Unit])[],
): void {
  const old = lists.get(before);
  if (!old) return;
  if (changed.length === 0) {
    lists.set(after, old);
    return;
  }
  const list = old.slice();
  for (const [was, now] of changed) {
    const at = list.indexOf(was);
    if (at < 0) {
      lists.delete(after);
      return;
    }
    list[at] = now;
  }
  lists.set(after, list);
}
