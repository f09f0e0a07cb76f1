// Reading a value from outside against a schema (valibot): the shape of a format is written once,
// as a schema whose output type is the format's TypeScript type, and every reader of that format
// goes through it; the checks a schema cannot say (rules, ids, references) are code on top. A
// schema's issues become the engine's Problems, each with its field's path ("units[0].models")
// and a sentence a player can read. Formats and how to add a field: docs/architecture.md
// "Input formats".
import * as v from 'valibot';
import { problem, type Problem, type ProblemCode, type Result } from './result';

/** Whether a value is a plain object (not null, not a list): the one such check of the project. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type AnySchema = v.GenericSchema<unknown, unknown>;

/**
 * An object of the given fields, `message` when the value is no object. A missing field is
 * reported with its own schema's message (the sentence it gets when it has the wrong type), so
 * "name: a text of at most 60 characters" reads the same whether the name is 5 or absent. A list
 * is no object here (valibot's own `object` would take it). Fields it does not name are dropped:
 * nothing a file adds rides along.
 */
export function fields<E extends v.ObjectEntries>(entries: E, message: string) {
  return v.pipe(v.custom<Record<string, unknown>>(isRecord, message), entriesOf(entries, message));
}

/**
 * The object part of `fields`, for a value known to be a plain object: valibot's `variant` takes
 * only such schemas as its options (a saved state's decisions owed, one schema per kind).
 */
export function entriesOf<E extends v.ObjectEntries>(entries: E, message: string) {
  return v.object(entries, (issue) => {
    const last = issue.path?.at(-1);
    if (last?.origin !== 'key' || typeof last.key !== 'string' || !Object.hasOwn(entries, last.key)) return message;
    return v.safeParse(entries[last.key] as AnySchema, undefined).issues?.[0].message ?? message;
  });
}

/** A whole number from `min` to `max`, `message` otherwise. One check, not a pipe of four: the catalog's thousands of numbers are read at page load. */
export function whole(min: number, max: number, message: string) {
  return v.custom<number>((x) => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max, message);
}

/** The path of an issue: "units[0].models", "" for the whole value. */
function issuePath(issue: v.BaseIssue<unknown>): string {
  let path = '';
  for (const item of issue.path ?? []) {
    const key = (item as { key?: unknown }).key;
    if (typeof key === 'number') path += `[${key}]`;
    else if (typeof key === 'string') path += path === '' ? key : `.${key}`;
  }
  return path;
}

/** `where` and `path` joined: "list" and "units[0]" make "list.units[0]". */
function joined(where: string, path: string): string {
  if (where === '') return path;
  if (path === '') return where;
  return path.startsWith('[') ? `${where}${path}` : `${where}.${path}`;
}

/** How a reader words its problems: their code, and whether each sentence starts with its path. */
export interface ReadAs {
  /** The problems' code, or a choice by issue (a list too long is TOO_LARGE, a field of the wrong type BAD_VALUE). */
  code: ProblemCode | ((issue: v.BaseIssue<unknown>) => ProblemCode);
  /** Put before every path ("list" for a list inside a message). */
  where?: string;
  /** "units[0].models: unit 1 ..." rather than "unit 1 ..." (the path is in `where` either way). */
  pathInMessage?: boolean;
  /** The same sentence at another place is told again (a card with two bad bands has two problems). */
  everyPlace?: boolean;
}

/**
 * An issue's sentence with its places filled in: "{1}" is the first list index of its path
 * counted from 1, "{2}" the second ("unit {1}, model {2}" says "unit 3, model 1" for
 * units[2].models[0]). A schema's message cannot know where its value sits; the path does.
 */
function worded(issue: v.BaseIssue<unknown>): string {
  const indexes = (issue.path ?? []).flatMap((item) => {
    const key = (item as { key?: unknown }).key;
    return typeof key === 'number' ? [key + 1] : [];
  });
  return issue.message.replace(/\{(\d)\}/g, (all, n: string) => String(indexes[Number(n) - 1] ?? all));
}

/**
 * The value as the schema reads it, or every problem with its path. valibot reports each field's
 * problem; a field inside one that is refused is not reported again, nor a sentence already said
 * (a Commander with two wrong fields gets one). Never throws: a schema whose check throws is a
 * programming error, but a hostile value must not reach it as one.
 */
export function readSchema<S extends AnySchema>(
  schema: S,
  value: unknown,
  as: ReadAs,
): Result<v.InferOutput<S>, Problem[]> {
  let read: v.SafeParseResult<S>;
  try {
    read = v.safeParse(schema, value);
  } catch {
    return {
      ok: false,
      error: [problem('BAD_FORMAT', as.where ?? '', `${as.where ? `${as.where}: ` : ''}cannot be read`)],
    };
  }
  if (read.success) return { ok: true, value: read.output };
  const said = new Set<string>();
  const error: Problem[] = [];
  for (const issue of read.issues) {
    const where = joined(as.where ?? '', issuePath(issue));
    const text = worded(issue);
    const key = as.everyPlace ? `${where}\u0000${text}` : text;
    if (said.has(key)) continue;
    said.add(key);
    const code = typeof as.code === 'function' ? as.code(issue) : as.code;
    error.push(problem(code, where, as.pathInMessage && where !== '' ? `${where}: ${text}` : text));
  }
  return { ok: false, error };
}
