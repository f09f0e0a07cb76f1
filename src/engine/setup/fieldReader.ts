// Reading a value from outside field by field (docs/records.md): each reader checks one field's
// type and range, says what is wrong with it and where (a path such as "units.u12.at"), and
// answers a fresh copy holding only what the format knows, so that data a file adds (a
// million-deep array inside the map) is dropped, never kept and saved again. validateState.ts
// reads a whole game state with these; a state is taken only when no reader found a problem.
// The state's plain parts (the dice generator, settings, teams, units and models, Objective
// Markers, score, the activation) are schemas made of the pieces below, in the same words; the rest is still read
// field by field.
import * as v from 'valibot';
import { fieldPath } from '../army/cardParse';
import type { Dir, Hex } from '../core/hex';
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
  v.custom<number>((x) => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max, (issue) => `must be a whole number from ${min} to ${max}, not ${quote(issue.input)}`);

export const FLAG = v.custom<boolean>((x) => typeof x === 'boolean', (issue) => `must be true or false, not ${quote(issue.input)}`);

export const TEAM = v.custom<0 | 1>((x) => x === 0 || x === 1, (issue) => `must be team 0 or 1, not ${quote(issue.input)}`);

/** Text of at most `maxLength` characters (longer is TOO_LARGE). */
export const textOf = (maxLength: number) =>
  v.pipe(v.custom<string>((x) => typeof x === 'string', (issue) => `must be text, not ${quote(issue.input)}`), v.maxLength(maxLength, `is longer than ${maxLength} characters`));

/** One of the given words or numbers. */
export const oneOfList = <T extends string | number>(values: readonly T[]) =>
  v.custom<T>((x) => values.includes(x as T), (issue) => `must be one of ${values.map((x) => JSON.stringify(x)).join(', ')}, not ${quote(issue.input)}`);

/** A hex's shape, `{ q, r }`, read-only as core/hex.ts Hex is (whether it is on the map is checked against the map). */
export const HEX = v.pipe(fieldsOf({ q: wholeOf(-10_000, 10_000), r: wholeOf(-10_000, 10_000) }), v.transform((h): Hex => h));

/** A list of at most `max` items (more is TOO_LARGE, and its items are not read). */
export const listOf = <S extends v.GenericSchema<unknown, unknown>>(item: S, max: number) =>
  v.pipe(v.custom<unknown[]>(Array.isArray, 'must be a list'), v.maxLength(max, (issue) => `holds ${issue.received} items: at most ${max}`), v.array(item));


/** Past this many problems the rest are not listed (a broken file of 8,000 units lists 8,000 otherwise). */
const MAX_PROBLEMS = 100;

/** Collects the problems of one reading; each reader answers undefined for a field it refused. */
export class FieldReader {
  readonly problems: Problem[] = [];
  /** Problems found beyond MAX_PROBLEMS: counted, not listed. */
  more = 0;

  say(where: string, message: string, code: ProblemCode = 'BAD_STATE'): undefined {
    if (this.problems.length < MAX_PROBLEMS) this.problems.push(problem(code, where, where === '' ? message : `${where}: ${message}`));
    else this.more++;
    return undefined;
  }

  /** A part read by a schema: its value, or undefined with each problem said at its path under `where`. */
  read<S extends v.GenericSchema<unknown, unknown>>(schema: S, value: unknown, where: string): v.InferOutput<S> | undefined {
    const read = readSchema(schema, value, { code: (issue) => (issue.type === 'max_length' ? 'TOO_LARGE' : 'BAD_STATE'), where, pathInMessage: true, everyPlace: true });
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

  /** A whole number from min to max. */
  int(v: unknown, where: string, min: number, max: number): number | undefined {
    if (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max) return v;
    return this.say(where, `must be a whole number from ${min} to ${max}, not ${quote(v)}`);
  }

  bool(v: unknown, where: string): boolean | undefined {
    return typeof v === 'boolean' ? v : this.say(where, `must be true or false, not ${quote(v)}`);
  }

  str(v: unknown, where: string, maxLength: number): string | undefined {
    if (typeof v !== 'string') return this.say(where, `must be text, not ${quote(v)}`);
    return v.length <= maxLength ? v : this.say(where, `is longer than ${maxLength} characters`, 'TOO_LARGE');
  }

  oneOf<T extends string | number>(v: unknown, where: string, values: readonly T[]): T | undefined {
    return values.includes(v as T) ? (v as T) : this.say(where, `must be one of ${values.map((x) => JSON.stringify(x)).join(', ')}, not ${quote(v)}`);
  }

  /** A list of at most `max` items, each read by `item`; undefined when the list or any item is refused. */
  list<T>(v: unknown, where: string, max: number, item: (x: unknown, where: string, k: number) => T | undefined): T[] | undefined {
    if (!Array.isArray(v)) return this.say(where, 'must be a list');
    if (v.length > max) return this.say(where, `holds ${v.length} items: at most ${max}`, 'TOO_LARGE');
    const out: T[] = [];
    let bad = false;
    for (let k = 0; k < v.length; k++) {
      const x = item(v[k], fieldPath(where, `[${k}]`), k);
      if (x === undefined) bad = true;
      else out.push(x);
    }
    return bad ? undefined : out;
  }

  /** A die as rolled: a whole number from 1 to 6. */
  die(v: unknown, where: string): number | undefined {
    return this.int(v, where, 1, 6);
  }

  dice(v: unknown, where: string, max = 100): number[] | undefined {
    return this.list(v, where, max, (x, w) => this.die(x, w));
  }

  team(v: unknown, where: string): 0 | 1 | undefined {
    return v === 0 || v === 1 ? v : this.say(where, `must be team 0 or 1, not ${quote(v)}`);
  }

  dir(v: unknown, where: string): Dir | undefined {
    return this.int(v, where, 0, 5) as Dir | undefined;
  }

  /** A hex's shape, `{ q, r }` (whether it is on the map is checked against the map). */
  hex(v: unknown, where: string): Hex | undefined {
    const o = this.obj(v, where);
    if (!o) return undefined;
    const q = this.int(o.q, fieldPath(where, 'q'), -10_000, 10_000);
    const r = this.int(o.r, fieldPath(where, 'r'), -10_000, 10_000);
    return q === undefined || r === undefined ? undefined : { q, r };
  }
}
