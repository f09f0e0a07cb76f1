// The game's vocabulary: the small types that the state, the events and the decisions owed all
// use (teams, phases, kinds of move, weapons and profiles, dice as they were rolled). They live
// below state.ts, events.ts and pending.ts so that those three import one way: events and
// decisions from here, the state from all of them. Nothing here knows a rule.
import type { Hex } from './hex';

export type TeamId = 0 | 1;

export function otherTeam(team: TeamId): TeamId {
  return team === 0 ? 1 : 0;
}

/** R1.3: the Commander's grades, in the rule book's order: the one list the type and every reader use. */
export const GRADES = ['commander', 'junior', 'senior'] as const;

/** R1.3: the Commander's grade. */
export type CommanderGrade = (typeof GRADES)[number];

// Each word list below is the one its type is made from, so a reader of saved states
// (setup/validateState.ts) refuses exactly what the type does not hold.
export const PHASES = ['setup', 'movement', 'assault', 'ended'] as const;
export type Phase = (typeof PHASES)[number];

/** Steps of the setup (rule book "Game Setup", R3). */
export const SETUP_STEPS = ['objectives', 'deployment', 'scout'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** What moves a unit is making: they differ in budget and bonuses (R5.4, R8.14, R3.4). */
export const MOVE_KINDS = ['normal', 'aggression', 'strikeAndFade', 'relocate', 'scout'] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

export interface InitiativeRoll {
  dice: [number, number];
  bonus: number;
  total: number;
}

/** R3.2: an Objective Marker. */
export interface Objective {
  id: number;
  at: Hex;
  /** 1 for a deployment-zone marker, 2 for a mid marker, 3 for the center marker. */
  value: 1 | 2 | 3;
  /** The team that placed it (the center marker: the initiative winner). */
  placedBy: TeamId;
}

/** R7.1: what one turn scored. */
export interface TurnScore {
  turn: number;
  points: [number, number];
  /** Per marker: the team that scored it, or null (nobody, or contested). */
  markers: { objective: number; team: TeamId | null; contested: boolean }[];
}

export type MovementRollReason = 'forest' | 'hedge' | 'river';

/** R5.3: each movement roll by the feature that asks for it, as panels name it ("Hedge roll"). */
export const MOVEMENT_ROLL_NAMES: Readonly<Record<MovementRollReason, string>> = {
  forest: 'Forest',
  hedge: 'Hedge',
  river: 'River',
};

/** The weapon a model attacks with (R4.3, R6.9, R8.10). */
export type WeaponChoice = 'normal' | 'hull' | 'auxiliary' | 'closeAssault' | 'handToHand';

/** The attack profile used against the target (R6.2). */
export type ProfileChoice = 'infantry' | 'vehicle';

/** Why the attack is made: in an activation, or as Defensive Fire (R5.7: the mover is taken to be in the hex it left or entered). What goes on after it is the continuation's (resolve/resume.ts). */
export type AttackContext = 'activation' | 'defensiveFire';

/** R8.6: a die that was rerolled. */
export interface Reroll {
  index: number;
  from: number;
  to: number;
}

export interface DiceSource {
  label: string;
  n: number;
}

export interface AttackDice {
  /** How many dice are rolled. */
  count: number;
  countSources: DiceSource[];
  /** Added to each die's face (R6.4). */
  modifier: number;
  modifierSources: DiceSource[];
  /** Index "Tank Destroyer": 6s count 2 against a Heavy or Super Heavy Tank. */
  tankDestroyer: boolean;
  /** Index "Shrapnel #": each success counts # against Infantry (0: no Shrapnel). */
  shrapnel: number;
  /** Index "Flamethrower": three 6s inflict one more damage (at 0-1). */
  flamethrower: boolean;
}
