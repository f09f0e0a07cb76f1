// The saved state's schemas (src/engine/setup/stateSchema.ts, docs/architecture.md "Input formats"):
// their output types are the engine's own, checked by the compiler (a field added to the engine's
// type without its schema, or the other way round, makes `npx tsc` fail here), and every decision
// owed and frame of the continuation of real games reads by them as it is.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Continuation, PendingDecision } from '../../src/engine/core/pending';
import type { GameState } from '../../src/engine/core/state';
import { type COMMAND_TARGETS, DECISION, FRAME, type STATE_HEAD } from '../../src/engine/setup/stateSchema';
import { POSITIONS } from '../positions';

/** A type with its intersections merged, all the way down: `{ a } & { b }` reads as `{ a; b }`. */
type Flat<T> = T extends object ? { [K in keyof T]: Flat<T[K]> } : T;
/** Whether two types are the same, optional fields and all (the compiler's own identity, after Flat). */
type Equals<A, B> = (<T>() => T extends Flat<A> ? 1 : 2) extends <T>() => T extends Flat<B> ? 1 : 2 ? true : false;
/** Compiles only when `A` and `B` are the same type. */
const same = <A, B>(..._proof: Equals<A, B> extends true ? [] : [never]): true => true;

type Head = Pick<
  GameState,
  | 'schema'
  | 'rulings'
  | 'seed'
  | 'turn'
  | 'phase'
  | 'setupStep'
  | 'initiative'
  | 'active'
  | 'commandTargets'
  | 'pending'
  | 'resume'
  | 'winner'
>;

describe("the saved state's schemas", () => {
  it("give the engine's own types", () => {
    expect(same<v.InferOutput<typeof DECISION>, PendingDecision>()).toBe(true);
    expect(same<v.InferOutput<typeof FRAME>, Continuation>()).toBe(true);
    expect(same<v.InferOutput<typeof COMMAND_TARGETS>, GameState['commandTargets']>()).toBe(true);
    expect(same<v.InferOutput<typeof STATE_HEAD>, Head>()).toBe(true);
    // The state's fields that STATE_HEAD does not read are read by the parts' schemas (validateState.ts).
    expect(
      same<
        Exclude<keyof GameState, keyof Head>,
        | 'rng'
        | 'map'
        | 'defs'
        | 'settings'
        | 'teams'
        | 'units'
        | 'destroyedBridges'
        | 'objectives'
        | 'score'
        | 'activation'
      >(),
    ).toBe(true);
    // The check bites: a field missing, optional where it is required, or of another type.
    expect(same<{ a: number; b?: string }, { a: number }>(...([] as unknown as [never]))).toBe(true);
  });

  it('read every decision owed and frame of the continuation of the named positions as they are', () => {
    const owing = POSITIONS.map((p) => p.state()).filter((s) => s.pending.length > 0 || s.resume.length > 0);
    expect(owing.length).toBeGreaterThan(3);
    for (const s of owing) {
      const copy = JSON.parse(JSON.stringify(s)) as GameState;
      for (const d of copy.pending) expect(v.parse(DECISION, d)).toEqual(d);
      for (const f of copy.resume) expect(v.parse(FRAME, f)).toEqual(f);
    }
  });
});
