// Checks a game state read from outside (a game file, the autosave) before the engine and the
// screen touch it: the engine trusts its own states, so a hand-edited or truncated one must be
// refused here, with what is wrong, rather than break the page later. The check is the engine's
// own, validateState (engine/setup/validateState.ts, docs/records.md: every field, ids, hexes,
// population, carriers, decisions, dice, cards, settings); a state of an earlier schema is read
// through upgradeState first. What it answers is the state cleaned of anything the format does
// not know, which is what the store keeps and saves again.
import { upgradeState, validateState, type StateCheck } from '../../engine';

/** A state from outside, upgraded to the current schema and checked: the cleaned state, or every problem. */
export function readSavedState(value: unknown): StateCheck {
  return validateState(upgradeState(value));
}

/** What is wrong with a state from outside, in words; empty when the engine may take it. */
export function savedStateProblems(value: unknown): string[] {
  const r = readSavedState(value);
  return r.ok ? [] : r.error.map((p) => p.message);
}
