// Runtime check of an action's shape: actions come from files (scenarios, saves) and the page,
// so a malformed one is refused as an error rather than trusted.
import type { Action } from './actions';

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

export function isHexShape(v: unknown): boolean {
  return isObject(v) && isInt(v.q) && isInt(v.r);
}

export function isDirShape(v: unknown): boolean {
  return isInt(v) && v >= 0 && v <= 5;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const optional = (v: unknown, check: (x: unknown) => boolean) => v === undefined || check(v);
const oneOf = (...values: string[]) => (v: unknown) => typeof v === 'string' && values.includes(v);
const isMoveKind = oneOf('normal', 'aggression', 'strikeAndFade', 'relocate', 'scout');
const isWeapon = oneOf('normal', 'hull', 'auxiliary', 'closeAssault', 'handToHand');
const isProfile = oneOf('infantry', 'vehicle');

export function isAction(v: unknown): v is Action {
  if (!isObject(v)) return false;
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
      return isString(v.unit) && isString(v.carrier) && optional(v.path, (p) => Array.isArray(p) && p.every(isHexShape));
    case 'move':
      return isString(v.unit) && Array.isArray(v.path) && v.path.every(isHexShape) && optional(v.kind, isMoveKind);
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
      return isString(v.unit) && optional(v.path, (p) => Array.isArray(p) && p.every(isHexShape));
    case 'arrive':
      return isString(v.unit) && isHexShape(v.at) && optional(v.facing, isDirShape);
    case 'defensiveFire':
      return isString(v.unit) && oneOf('from', 'to')(v.at) && optional(v.weapon, oneOf('normal', 'close')) && optional(v.profile, isProfile);
    case 'nameModel':
      return isInt(v.model);
    case 'reroll':
      return v.die === null || isInt(v.die);
    case 'placeSurvivors':
      return isHexShape(v.at);
    case 'chooseCommandTargets':
      return Array.isArray(v.units) && v.units.every(isString);
    case 'endGameVote':
      return typeof v.end === 'boolean';
    default:
      return false;
  }
}
