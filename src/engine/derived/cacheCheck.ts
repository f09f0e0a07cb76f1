// The check of what the draft hands on (draft.ts): every cache kept per units record (the roster,
// the units in each hex, the hexes that block sight, the command abilities cast on each unit)
// against the same worked out afresh, from a copy of the record that has no cache yet. Off in
// play (it costs far more than the caches save); the property test and `npm run fuzz` switch it
// on, so that every action of their games is checked.
import type { GameState } from '../core/state';
import { commandsOn } from './commandAbilities';
import { hexIndexes, occupiedHexes } from './occupancy';
import { unitsOf } from './roster';

let checking = false;

/** Switches the check at the end of every action on or off (a debug switch: tests and fuzzing). */
export function setCacheChecks(on: boolean): void {
  checking = on;
}

/** Where a cache handed on for the state's units record differs from a fresh computation. */
export function staleCaches(state: GameState): string[] {
  const out: string[] = [];
  const fresh: GameState = { ...state, units: { ...state.units } };
  const listed = unitsOf(state);
  const all = Object.values(state.units);
  if (!sameItems(listed, all)) out.push('the roster differs from the units record');
  const kept = hexIndexes(state);
  const anew = hexIndexes(fresh);
  if (!sameItems(kept, anew))
    out.push(`the units' hexes are [${kept.join(',')}], worked out afresh [${anew.join(',')}]`);
  if (!sameItems(occupiedHexes(state), occupiedHexes(fresh)))
    out.push('the hexes that block sight differ from those worked out afresh');
  for (const u of all) {
    const was = [...commandsOn(state, u)].sort().join(',');
    const now = [...commandsOn(fresh, u)].sort().join(',');
    if (was !== now) out.push(`${u.id} has commands [${was}], worked out afresh [${now}]`);
  }
  return out;
}

function sameItems<T>(a: ArrayLike<T>, b: ArrayLike<T>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** With the check switched on, throws (a broken invariant, not a rule) when a cache is stale. */
export function checkCachesIfAsked(state: GameState): void {
  if (!checking) return;
  const stale = staleCaches(state);
  if (stale.length > 0) throw new Error(`stale caches after an action: ${stale.join('; ')}`);
}
