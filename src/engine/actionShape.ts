// Runtime check of an action's shape: actions can come from files (scenarios, saves), so a
// malformed one is refused as an error rather than trusted.
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

export function isAction(v: unknown): v is Action {
  if (!isObject(v)) return false;
  switch (v.type) {
    case 'move':
      return typeof v.unit === 'string' && Array.isArray(v.path) && v.path.every(isHexShape);
    case 'pivot':
      return typeof v.unit === 'string' && isDirShape(v.facing);
    case 'hold':
      return typeof v.unit === 'string';
    case 'endActivation':
      return true;
    default:
      return false;
  }
}
