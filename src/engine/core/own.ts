// Lookups by an id that came from outside (an action, a scenario, a save, an army list): the
// records of the state (`units`, `defs`, `commandTargets`) and the catalogs are plain objects, so
// `record[id]` with an id such as "toString", "constructor" or "__proto__" finds a property of
// Object.prototype instead of nothing, and the engine then throws on it rather than refusing
// (docs/records.md). `own` finds only what the record itself holds.

/** The record's own entry for `key`, or undefined: never a property inherited from Object.prototype. */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * Whether an id is the name of a built-in object property (`toString`, `constructor`,
 * `hasOwnProperty`, `__proto__`, ...). Such ids are refused where units and stat cards enter a
 * game (createGame, loadScenario, saved states): writing `record[id] = x` with "__proto__" would
 * change the record's prototype instead of adding an entry, and code outside the engine may still
 * look ids up without `own`.
 */
export function isReservedId(id: string): boolean {
  return id in Object.prototype;
}

/** Why an id from outside may not name a unit or a stat card, or null. */
export function idProblem(id: unknown): string | null {
  if (typeof id !== 'string' || id === '') return 'an id must be a non-empty string';
  if (isReservedId(id)) return `"${id}" is the name of a built-in object property and may not be used as an id`;
  return null;
}
