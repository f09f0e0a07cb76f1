// Reading a value from outside field by field (issue 9 point 1): each reader checks one field's
// type and range, says what is wrong with it and where (a path such as "units.u12.at"), and
// answers a fresh copy holding only what the format knows, so that data a file adds (a
// million-deep array inside the map) is dropped, never kept and saved again. validateState.ts
// reads a whole game state with these; a state is taken only when no reader found a problem.
import { fieldPath } from '../army/cardParse';
import type { Dir, Hex } from '../core/hex';
import { problem, shown, type Problem, type ProblemCode } from '../core/result';
import { isRecord } from '../core/schema';

/** A value quoted in a sentence (core/result.ts). */
export const quote = shown;

type Obj = Record<string, unknown>;


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
