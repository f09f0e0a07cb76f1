// The one result shape of the engine (docs/architecture.md, "src/engine: the rules"): whatever may refuse returns
// `{ ok: true, value } | { ok: false, error }`, and an error is always a typed object with a code:
// a RuleError (errors.ts) for an action or a check a rule refuses, a Problem (below) for a setup,
// a scenario, a battlefield, an army list or a file that is not right. Where several problems are
// found at once (a scenario can be wrong in many places) they come together, as one array, in
// `error`. applyAction keeps its named fields (ApplyResult: `{ ok: true, state, events }`), the
// same shape with the value spread out.
import type { RuleError } from './errors';
import type { GameEvent } from './events';
import type { GameState } from './state';

export type Ok<T> = { ok: true; value: T };
export type Err<E> = { ok: false; error: E };
export type Result<T = void, E = RuleError> = Ok<T> | Err<E>;

// A check that passes allocates nothing: every `ok()` without a value is this one object.
const OK_VOID: Ok<undefined> = Object.freeze({ ok: true as const, value: undefined });

export function ok(): Ok<void>;
export function ok<T>(value: T): Ok<T>;
export function ok<T>(value?: T): Ok<T | undefined> {
  return value === undefined ? OK_VOID : { ok: true, value };
}

export function err<E>(error: E): Err<E> {
  return { ok: false, error };
}

/**
 * A result whose value is a new game state and its events, with the two named rather than
 * wrapped in `value`: what applyAction answers (the rule refusing in `error`), and what createGame
 * and loadScenario answer (every problem found in `error`).
 */
export type StateResult<E> = { ok: true; state: GameState; events: GameEvent[] } | Err<E>;

/** What applyAction (and each action handler) answers. */
export type ApplyResult = StateResult<RuleError>;

/** What a setup, scenario, battlefield, army list or saved file can be wrong with. */
export type ProblemCode =
  | 'ARMY' // an army list breaks a list-building rule (R1.1-R1.8)
  | 'BAD_CARD' // a stat card the engine's parser refuses, wherever it comes from (army/cardParse.ts; R1.1, R8.10, R8.13)
  | 'BAD_FORMAT' // not the kind of file or value expected: its format, version or shape
  | 'BAD_MAP' // the map or the battlefield's tiles (R2.4)
  | 'BAD_PLACEMENT' // a unit placed where it may not stand or ride (R3.3, R4.6, R5.1, R5.6)
  | 'BAD_SETTINGS' // the game's settings: its length (R7.3), its hexes (R2.3)
  | 'BAD_STATE' // a saved game whose state or actions are not those of a game
  | 'BAD_UNIT' // a unit's id, models or Commander (R1.3)
  | 'BAD_VALUE' // a field of the wrong type or out of range
  | 'NOT_JSON'
  | 'SWAP' // a model the unit may not take, swap or give back (R1.4-R1.6)
  | 'TOO_LARGE'
  | 'UNKNOWN_CARD'; // a stat card id the catalog does not hold

export interface Problem {
  code: ProblemCode;
  /** One sentence a player can read. */
  message: string;
  /** Where in the input: a path such as "teams[0].units[2].at" ("" for the whole input). */
  where: string;
}

export function problem(code: ProblemCode, where: string, message: string): Problem {
  return { code, message, where };
}

/** Several problems found at once, each with the same code and place (from a check listing sentences). */
export function problems(code: ProblemCode, where: string, messages: readonly string[]): Problem[] {
  return messages.map((m) => problem(code, where, m));
}

/** The sentences of problems, for a screen that lists them. */
export function messagesOf(list: readonly Problem[]): string[] {
  return list.map((p) => p.message);
}

/**
 * A value from outside quoted in a sentence, safely: cut short (a 10 MB string is not written into
 * a message), and never a throw (`String(x)` throws for `{"toString": 1}` and overflows the stack
 * for an array nested a million deep; JSON.stringify overflows too, and is caught).
 */
export function shown(v: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(v) ?? typeof v;
  } catch {
    text = Array.isArray(v) ? 'a list nested too deep' : typeof v;
  }
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}
