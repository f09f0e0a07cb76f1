// A resolution interrupted, as plain data in the state: the decisions owed in its middle (each
// names the team that must answer it; the answer is an action, actions.ts) and the continuation,
// what was under way and goes on once they are answered (resolve/resume.ts). A game can be saved
// and reloaded in the middle of an attack or a Defensive Fire volley.
import type { StrikeReport } from './events';
import type { Dir, Hex } from './hex';
import type {
  AttackContext,
  AttackDice,
  MovementRollReason,
  ProfileChoice,
  Reroll,
  TeamId,
  WeaponChoice,
} from './terms';

export type { AttackContext, ProfileChoice, WeaponChoice } from './terms';

/** One model's attack, as chosen: everything needed to resolve it. */
export interface AttackSpec {
  /** Attacking unit and model, and the model's stat card (read even if a random strike kills it, R8.2). */
  unit: string;
  model: number;
  card: string;
  /** The unit aimed at. */
  target: string;
  weapon: WeaponChoice;
  profile: ProfileChoice;
  /** Where the attack is made from and where the target is taken to be (R5.7: A or B). */
  from: Hex;
  targetAt: Hex;
  range: number;
  /** R6.8: the target is attacked in its rear arc (or has no facing). */
  rear: boolean;
  context: AttackContext;
  /** Random strikes (Blast, Indirect Fire: R8.2, R8.3) instead of a named model. */
  random: 'blast' | 'indirect' | null;
}

/** A model struck by an attack, and how its defense went. */
export interface Strike {
  unit: string;
  model: number;
  /** Which attack roll applies to it. */
  profile: ProfileChoice;
  /**
   * The attack dice against this model's unit (count, modifiers and their sources), fixed when
   * its roll is made and used as they are by its strike and the log (R6.4, R8.12: a modifier
   * that depends on the unit's state, Command Ruthless, reads it as it was before any strike of
   * the attack). Null until the roll is made.
   */
  attack: AttackDice | null;
  defenseDice: number[] | null;
  /** R8.6: the defender's reroll was offered for this strike (and what it changed). */
  rerollOffered: boolean;
  reroll?: Reroll;
  resolved: boolean;
}

/** An attack being resolved. */
export interface AttackInProgress {
  spec: AttackSpec;
  /** The models struck: one named model, or the random strikes of Blast and Indirect Fire. */
  strikes: Strike[];
  /** Attack dice rolled, per profile needed (Blast may roll both). */
  rolls: { profile: ProfileChoice; dice: number[]; rerollOffered: boolean; reroll?: Reroll }[];
  /** What each resolved strike did, for the log. */
  reports: StrikeReport[];
  /** Index "Suppressive Fire": the attacking model has it (read when the attack began). */
  suppressive: boolean;
}

/** A Defensive Fire volley under way (R5.7b-d): the remaining models of one unit fire at the mover, one after the other. */
export interface Volley {
  unit: string;
  at: 'from' | 'to';
  weapon: 'normal' | 'close';
  profile: ProfileChoice | null;
  models: number[];
}

/** R5.3, R8.6: a step held while its owner decides whether to reroll a failed movement roll. */
export interface PendingStep {
  unit: string;
  from: Hex;
  to: Hex;
  cost: number;
  roadBonus: boolean;
  dir: Dir;
  /** The step's movement rolls, in order (R5.3), and which of them failed: the later ones are still to be made. */
  rolls: MovementRollReason[];
  failed: number;
  /** R4.6: the step ends a move to embark in this Transport. */
  embarkIn?: string;
}

/** R5.7: Defensive Fire offered to the defending team at a mover's step. */
export interface DefensiveFireOffer {
  kind: 'defensiveFire';
  team: TeamId;
  /** The mover stepped from `from` (null: arrived from nowhere, R5.7e) into `to`. */
  mover: string;
  from: Hex | null;
  to: Hex;
  /** Units that have fired at this step (each fires once per phase anyway). */
  fired: string[];
}

/** R8.6 Versatile Warmachine: reroll one die of the set, or keep it. */
interface RerollPrompt {
  kind: 'reroll';
  team: TeamId;
  unit: string;
  model: number;
  dice: number[];
}

export type PendingDecision =
  | DefensiveFireOffer
  | {
      /** R6.6: the target's owner names the model attacked before the dice are rolled. */
      kind: 'nameModel';
      team: TeamId;
      unit: string;
      /** Models that may be named (their ids). */
      choices: number[];
      reason: 'target' | 'extraCasualty';
    }
  | (RerollPrompt & {
      /** An attack roll or a strike's defense roll of the attack being resolved (the continuation's innermost). */
      roll: 'attack' | 'defense';
      /** Which set: the attack roll's or the strike's index in the attack in progress. */
      index: number;
    })
  | (RerollPrompt & {
      /** A failed movement roll (R5.3); the set is that one die. */
      roll: 'movement';
      index: number;
      /** The step it stopped, which goes on from here if the reroll passes. */
      step: PendingStep;
    })
  | {
      /** R8.7, R8.19: survivors of a destroyed Transport that cannot stay in its hex are placed next to it. */
      kind: 'placeSurvivors';
      team: TeamId;
      unit: string;
      /**
       * The hexes legal for the unit now. Worked out again when the decision comes to the top
       * (resolve/damage.ts askSurvivorsAgain): another survivor placed meanwhile may have taken
       * one (R2.3).
       */
      choices: Hex[];
      /** The destroyed Transport's hex, next to which the unit is placed. */
      from: Hex;
      /** Who destroyed the Transport: with no legal hex left the unit is lost to them (R7.2); null for friendly fire. */
      killer: TeamId | null;
      /**
       * R8.19: the other surviving units of the Transport, still to place once this one is, waiting
       * aboard nothing (their order is asked for then, when it can matter). Absent: none.
       */
      then?: string[];
    }
  | {
      /**
       * R8.19: the owner of a destroyed Transport's surviving units chooses which is placed next,
       * asked only when the order can matter (rules/transport.ts nextSurvivor): one of them keeps
       * the Transport's hex, or the last legal hex next to it.
       */
      kind: 'survivorOrder';
      team: TeamId;
      /** The surviving units still to place (2 or more), waiting aboard nothing. */
      units: string[];
      /** The destroyed Transport's hex. */
      from: Hex;
      /** As for placeSurvivors: who destroyed the Transport (R7.2). */
      killer: TeamId | null;
    }
  | {
      /**
       * R8.4: a Junior Commander picks the units he casts on this turn, 3 in all: his own unit,
       * when eligible, always gets his abilities and counts (`max` 2), else `max` is 3.
       */
      kind: 'commandTargets';
      team: TeamId;
      commander: string;
      /** Other friendly units eligible for one of his abilities (never his own). */
      choices: string[];
      max: number;
    }
  | {
      /** R7.3: an open-ended game ends when both players confirm at the end of a turn. */
      kind: 'endGameVote';
      team: TeamId;
      votes: TeamId[];
    };

export type PendingKind = PendingDecision['kind'];

/**
 * What an interrupted resolution was doing and goes on with, one frame per level, innermost last
 * (resolve/resume.ts runs them): an attack being resolved (R6), which a decision in its middle
 * suspends; a Defensive Fire volley (R5.7) whose models fire one attack each, after which the
 * offer is made again (`offer`, with the units that have fired).
 */
export type Continuation =
  | { kind: 'attack'; attack: AttackInProgress }
  | { kind: 'volley'; offer: DefensiveFireOffer; volley: Volley };
