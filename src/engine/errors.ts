// Typed rule errors: an illegal action is refused with one of these, never with a throw.

export type ErrorCode =
  | 'GAME_OVER'
  | 'WRONG_PHASE'
  | 'UNKNOWN_UNIT'
  | 'NOT_YOUR_UNIT'
  | 'ALREADY_ACTIVATED'
  | 'OTHER_ACTIVATION'
  | 'NO_ACTIVATION'
  | 'NOT_ON_MAP'
  | 'NOT_ADJACENT'
  | 'OFF_MAP'
  | 'NO_SPEED'
  | 'MOVEMENT_OVER'
  | 'IMPASSABLE'
  | 'CLIFF'
  | 'ROAD_ONLY'
  | 'POPULATION'
  | 'NO_FACING'
  | 'BAD_ACTION';

export interface RuleError {
  code: ErrorCode;
  /** The rule it enforces: a RULINGS id and/or a rule book section, e.g. "R5.6". */
  rule: string;
  /** One sentence a player can read. */
  message: string;
}

export function ruleError(code: ErrorCode, rule: string, message: string): RuleError {
  return { code, rule, message };
}
