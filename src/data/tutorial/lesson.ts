// What a guided lesson is, as data: a scenario file (docs/scenarios.md) with
// its dice scripted, the moves the lesson expects in order (the player's, and the opponent's,
// which the lesson plays itself), and the steps of the hint: when a step is done (a condition on
// the game and on what the player selected or aimed at), what it points at on the screen (a hex
// of the map, a button or panel), and its text, citing the rules (docs/rules.md ids). The store
// (src/store/game/tutorial.ts) reads it; nothing here decides a rule.
import type { Action, TeamId } from '../../engine';

/** When a step is done: read from the game state and the player's selection (never a timer). */
export type LessonCondition =
  /** The unit is selected (its card shown, its orders offered). */
  | { kind: 'selected'; unit: string }
  /** The unit is selected with its Attack order chosen. */
  | { kind: 'aiming'; unit: string }
  /** The target is aimed at (the odds shown). */
  | { kind: 'aimedAt'; target: string }
  /** The unit stands in the hex (a label, "F8"). */
  | { kind: 'unitAt'; unit: string; at: string }
  /** The unit has made its Defensive Fire this phase (R5.7). */
  | { kind: 'firedDefensively'; unit: string }
  /** The unit's activation in that phase is over (or the phase is over). */
  | { kind: 'activated'; unit: string; phase: 'movement' | 'assault' }
  /** The turn has reached the phase ('ended': the game is over). */
  | { kind: 'reached'; phase: 'assault' | 'ended' }
  | { kind: 'any'; of: LessonCondition[] };

/** Where a hint points: a hex of the map (its label), and/or an element (a CSS selector). */
export interface LessonPointer {
  hex?: string;
  element?: string;
}

export interface LessonStep {
  id: string;
  title: string;
  /** What to do and why, citing the rule (RULINGS ids). */
  text: string;
  point: LessonPointer;
  /**
   * Null for the last step: the player closes the lesson. The step shown is the first whose
   * condition does not hold, so each condition also holds in every later position of the lesson
   * (a unit selected, or its activation over).
   */
  done: LessonCondition | null;
}

/**
 * One expected action: the player's are matched by type, unit and (for a move) the hex reached,
 * so the ways the page writes an action (a weapon named or not, fire from either hex) all count;
 * the opponent's is the action the lesson plays.
 */
export type ScriptEntry =
  | { by: 'player'; type: Action['type']; unit?: string; to?: string }
  | { by: 'opponent'; action: Action };

export interface Lesson {
  id: string;
  name: string;
  /** The scenario file, read by the engine's loadScenario. */
  scenario: unknown;
  /** The team the player commands; the other is played by the lesson. */
  player: TeamId;
  script: ScriptEntry[];
  steps: LessonStep[];
}
