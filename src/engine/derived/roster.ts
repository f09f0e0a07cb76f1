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
