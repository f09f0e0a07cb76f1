// Typed rule errors: an illegal action is refused with one of these, never with a throw.
export type ErrorCode =
  | 'AIRCRAFT'
  | 'ALREADY_ACTIVATED'
  | 'ALREADY_ATTACKED'
  | 'ARC'
  | 'BAD_ACTION'
  | 'BAD_PROFILE'
  | 'BAD_TARGET'
  | 'CLIFF'
  | 'COMMAND'
  | 'DECISION_PENDING'
  | 'DEPLOYMENT'
  | 'EMBARKED'
  | 'GAME_OVER'
  | 'HELD'
  | 'IMPASSABLE'
  | 'LANDING'
  | 'MOVED'
  | 'MOVEMENT_OVER'
  | 'NAME_MODEL'
  | 'NOT_ADJACENT'
  | 'NOT_ELIGIBLE'
  | 'NOT_ON_MAP'
  | 'NOT_YOUR_UNIT'
  | 'NO_ABILITY'
  | 'NO_ACTIVATION'
  | 'NO_BRIDGE'
  | 'NO_DECISION'
  | 'NO_FACING'
  | 'NO_SIGHT'
  | 'NO_SPEED'
  | 'OBJECTIVE'
  | 'OFF_MAP'
  | 'ORDER'
  | 'OTHER_ACTIVATION'
  | 'OUT_OF_RANGE'
  | 'POPULATION'
  | 'REROLL'
  | 'RESERVE'
  | 'ROAD_ONLY'
  | 'STAYS'
  | 'SURVIVORS'
  | 'TRANSPORT'
  | 'UNKNOWN_MODEL'
  | 'UNKNOWN_UNIT'
  | 'UNREACHABLE'
  | 'WRONG_PHASE'
  | 'WRONG_WEAPON';

export interface RuleError {
  code: ErrorCode;
  /** The rule it enforces: a RULINGS id and/or a rule book section, e.g. "R5.6". */
  rule: string;
  /** One sentence a player can read. */
  message: string;
}

function ruleError(code: ErrorCode, rule: string, message: string): RuleError {
  return { code, rule, message };
}

/**
 * A refusal in the engine's one result shape (result.ts): `{ ok: false, error: RuleError }`, an
 * `Err<RuleError>`, written out so that this module need not import result.ts, which imports it.
 */
export function refuse(code: ErrorCode, rule: string, message: string): { ok: false; error: RuleError } {
  return { ok: false, error: ruleError(code, rule, message) };
}
