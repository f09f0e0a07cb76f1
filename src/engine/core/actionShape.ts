// Runtime check of an action's shape: actions come from files (scenarios, saves) and the page,
// so a malformed one is refused as an error rather than trusted.
import type { Action } from './actions';
import { hexLabel, type Hex } from './hex';
import { isRecord } from './schema';

function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

export function isHexShape(v: unknown): boolean {
  return isRecord(v) && isInt(v.q) && isInt(v.r);
}

export function isDirShape(v: unknown): boolean {
  return isInt(v) && v >= 0 && v <= 5;
}

const isString = (v: unknown): v is string => typeof v === 'string';
/**
 * An array whose every item passes `check`, holes included: `Array.prototype.every` skips the
 * holes of a sparse array (`[, ]`), which the rules would then read as undefined.
 */
const isListOf = (v: unknown, check: (x: unknown) => boolean): boolean => {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (!check(v[i])) return false;
  return true;
};
const isPath = (p: unknown) => isListOf(p, isHexShape);
const optional = (v: unknown, check: (x: unknown) => boolean) => v === undefined || check(v);
const oneOf =
  (...values: string[]) =>
  (v: unknown) =>
    typeof v === 'string' && values.includes(v);
const isMoveKind = oneOf('normal', 'aggression', 'strikeAndFade', 'relocate', 'scout');
const isWeapon = oneOf('normal', 'hull', 'auxiliary', 'closeAssault', 'handToHand');
const isProfile = oneOf('infantry', 'vehicle');

export function isAction(v: unknown): v is Action {
  if (!isRecord(v)) return false;
  switch (v.type) {
    case 'placeObjective':
      return isHexShape(v.at);
    case 'deploy':
      return isString(v.unit) && isHexShape(v.at) && optional(v.facing, isDirShape);
    case 'deployReserve':
    case 'hold':
    case 'returnToReserve':
      return isString(v.unit);
    case 'deployEmbarked':
      return isString(v.unit) && isString(v.carrier);
    case 'embark':
      return isString(v.unit) && isString(v.carrier) && optional(v.path, isPath);
    case 'move':
      return isString(v.unit) && isPath(v.path) && optional(v.kind, isMoveKind);
    case 'pivot':
      return isString(v.unit) && isDirShape(v.facing) && optional(v.kind, isMoveKind);
    case 'endActivation':
    case 'passDefensiveFire':
      return true;
    case 'attack':
      return (
        isString(v.unit) &&
        isInt(v.model) &&
        isString(v.target) &&
        optional(v.weapon, isWeapon) &&
        optional(v.profile, isProfile) &&
        optional(v.targetModel, isInt)
      );
    case 'demolish':
      return isString(v.unit) && isInt(v.model) && isDirShape(v.dir);
    case 'disembark':
      return isString(v.unit) && optional(v.path, isPath);
    case 'arrive':
      return isString(v.unit) && isHexShape(v.at) && optional(v.facing, isDirShape);
    case 'defensiveFire':
      return (
        isString(v.unit) &&
        oneOf('from', 'to')(v.at) &&
        optional(v.weapon, oneOf('normal', 'close')) &&
        optional(v.profile, isProfile)
      );
    case 'nameModel':
      return isInt(v.model);
    case 'reroll':
      return v.die === null || isInt(v.die);
    case 'placeSurvivors':
      return isHexShape(v.at);
    case 'chooseSurvivorOrder':
      return isString(v.unit);
    case 'chooseCommandTargets':
      return isListOf(v.units, isString);
    case 'endGameVote':
      return typeof v.end === 'boolean';
    default:
      return false;
  }
}

/** The fields each type of action has (actions.ts): an action read from outside keeps these only. */
const ACTION_FIELDS: Readonly<Record<Action['type'], readonly string[]>> = {
  placeObjective: ['at'],
  deploy: ['unit', 'at', 'facing'],
  deployReserve: ['unit'],
  deployEmbarked: ['unit', 'carrier'],
  move: ['unit', 'path', 'kind'],
  pivot: ['unit', 'facing', 'kind'],
  hold: ['unit'],
  endActivation: [],
  attack: ['unit', 'model', 'target', 'weapon', 'profile', 'targetModel'],
  demolish: ['unit', 'model', 'dir'],
  embark: ['unit', 'carrier', 'path'],
  disembark: ['unit', 'path'],
  arrive: ['unit', 'at', 'facing'],
  returnToReserve: ['unit'],
  defensiveFire: ['unit', 'at', 'weapon', 'profile'],
  passDefensiveFire: [],
  nameModel: ['model'],
  reroll: ['die'],
  placeSurvivors: ['at'],
  chooseSurvivorOrder: ['unit'],
  chooseCommandTargets: ['units'],
  endGameVote: ['end'],
};

const copyHex = (h: unknown) => ({ q: (h as { q: number }).q, r: (h as { r: number }).r });

/**
 * A fresh copy of an action (one `isAction` accepts) holding only the fields its type has: data a
 * file adds to an action is dropped, not replayed and saved again (docs/records.md, "Game files").
 */
export function cleanAction(a: Action): Action {
  const src = a as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { type: a.type };
  for (const f of ACTION_FIELDS[a.type]) {
    const v = src[f];
    if (v === undefined) continue;
    if (f === 'path') out.path = (v as unknown[]).map(copyHex);
    else if (f === 'units') out.units = [...(v as string[])];
    else if (isRecord(v)) out[f] = copyHex(v);
    else out[f] = v;
  }
  return out as unknown as Action;
}

/** A short description of an action, for a message that names it ("move unit a3 along D5 D6"). */
export function describeAction(a: Action): string {
  const src = a as unknown as Record<string, unknown>;
  const parts: string[] = [a.type];
  for (const f of ACTION_FIELDS[a.type]) {
    const v = src[f];
    if (v === undefined) continue;
    if (f === 'path') parts.push(`along ${(v as Hex[]).map(hexLabel).join(' ')}`);
    else if (isRecord(v)) parts.push(`${f} ${hexLabel(v as unknown as Hex)}`);
    else parts.push(`${f} ${Array.isArray(v) ? v.join(',') : String(v)}`);
  }
  const text = parts.join(' ');
  return text.length > 120 ? `${text.slice(0, 120)}...` : text;
}
