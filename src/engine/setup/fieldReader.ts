// The pieces a saved game state's schemas are made of (docs/records.md), and the reader that
// collects their problems: each piece checks one field's type and range and says what is wrong
// with it ("must be a whole number from 1 to 20, not "abc""); the reader puts each problem at its
// path ("units.u12.at") and answers a fresh copy holding only what the format knows, so that data
// a file adds (a million-deep array inside the map) is dropped, never kept and saved again.
// validateState.ts reads a whole game state with these (its parts' schemas there and in
// stateSchema.ts); a state is taken only when no problem was found.
import * as v from 'valibot';
import type { Hex } from '../core/hex';
import { problem, shown, type Problem, type ProblemCode } from '../core/result';
import { fields, isRecord, readSchema } from '../core/schema';

/** A value quoted in a sentence (core/result.ts). */
export const quote = shown;

type Obj = Record<string, unknown>;

// The state's plain parts as schemas (core/schema.ts), in the same words as the readers below:
// "settings.turns: must be a whole number from 1 to 20, not "abc"". A part read by a schema is
// taken by FieldReader.read, its problems counted with the others'.

/** An object of the given fields (a list is none). */
export const fieldsOf = <E extends v.ObjectEntries>(entries: E) => fields(entries, 'must be an object');

/** A whole number from min to max. */
export const wholeOf = (min: number, max: number) =>
  v.custom<number>(
    (x) => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max,
    (issue) => `must be a whole number from ${min} to ${max}, not ${quote(issue.input)}`,
  );

export const FLAG = v.custom<boolean>(
  (x) => typeof x === 'boolean',
  (issue) => `must be true or false, not ${quote(issue.input)}`,
);

export const TEAM = v.custom<0 | 1>(
  (x) => x === 0 || x === 1,
  (issue) => `must be team 0 or 1, not ${quote(issue.input)}`,
);

/** Text of at most `maxLength` characters (longer is TOO_LARGE). */
export const textOf = (maxLength: number) =>
  v.pipe(
    v.custom<string>(
      (x) => typeof x === 'string',
      (issue) => `must be text, not ${quote(issue.input)}`,
    ),
    v.maxLength(maxLength, `is longer than ${maxLength} characters`),
  );

/** One of the given words or numbers. */
export const oneOfList = <T extends string | number>(values: readonly T[]) =>
  v.custom<T>(
    (x) => values.includes(x as T),
    (issue) => `must be one of ${values.map((x) => JSON.stringify(x)).join(', ')}, not ${quote(issue.input)}`,
  );

/** A hex's shape, `{ q, r }`, read-only as core/hex.ts Hex is (whether it is on the map is checked against the map). */
export const HEX = v.pipe(
  fieldsOf({ q: wholeOf(-10_000, 10_000), r: wholeOf(-10_000, 10_000) }),
  v.transform((h): Hex => h),
);

/** A list of at most `max` items (more is TOO_LARGE, and its items are not read). */
export const listOf = <S extends v.GenericSchema<unknown, unknown>>(item: S, max: number) =>
  v.pipe(
    v.custom<unknown[]>(Array.isArray, 'must be a list'),
    v.maxLength(max, (issue) => `holds ${issue.received} items: at most ${max}`),
    v.array(item),
  );

/** Past this many problems the rest are not listed (a broken file of 8,000 units lists 8,000 otherwise). */
const MAX_PROBLEMS = 100;

/** Collects the problems of one reading; each reader answers undefined for a field it refused. */
export class FieldReader {
  readonly problems: Problem[] = [];
  /** Problems found beyond MAX_PROBLEMS: counted, not listed. */
  more = 0;

  say(where: string, message: string, code: ProblemCode = 'BAD_STATE'): undefined {
    if (this.problems.length < MAX_PROBLEMS)
      this.problems.push(problem(code, where, where === '' ? message : `${where}: ${message}`));
    else this.more++;
    return undefined;
  }

  /** A part read by a schema: its value, or undefined with each problem said at its path under `where`. */
  read<S extends v.GenericSchema<unknown, unknown>>(
    schema: S,
    value: unknown,
    where: string,
  ): v.InferOutput<S> | undefined {
    const read = readSchema(schema, value, {
      code: (issue) => (issue.type === 'max_length' ? 'TOO_LARGE' : 'BAD_STATE'),
      where,
      pathInMessage: true,
      everyPlace: true,
    });
    if (read.ok) return read.value;
    for (const p of read.error) {
      if (this.problems.length < MAX_PROBLEMS) this.problems.push(p);
      else this.more++;
    }
    return undefined;
  }

  get failed(): boolean {
    return this.problems.length > 0;
  }

  obj(v: unknown, where: string): Obj | undefined {
    return isRecord(v) ? v : this.say(where, 'must be an object');
  }
}
