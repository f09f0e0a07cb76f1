// Why the AI chose an action, as the store keeps it (src/ai/reasons.ts `Reason`, by shape: the store
// imports only the engine, docs/architecture.md). The page words it (src/ui/aiPhrases.ts) for
// Suggest, the AI's log lines and the end screen's review (docs/ai.md, "Reasons").
// tests/ai/reasons.test.ts checks that the two stay alike.
import type { Action, Phase, TeamId } from '../../engine';

interface AiHeld {
  at: string;
  value: number;
}

/** Why a unit moves where it goes: the parts of its destination's worth that changed (position.ts). */
interface AiMoveReason {
  kind: 'move';
  unit: string;
  to: string;
  cover: boolean;
  /** A marker it takes (it claims it, R7.1): its value and the turns it is scored. */
  takes?: { value: number; turns: number };
  /** A marker it contests but cannot claim (Infantry that may not claim, R7.1). */
  contests?: { value: number };
  /** A marker it nears (hexes 0: it stands on it to guard it, a Vehicle, R7.1) and the OP that adds. */
  nears?: { value: number; at: string; hexes: number; op: number };
  /** The shot it sets up from there (R6.1, R6.3), weighed in OP. */
  shot?: { target: string; op: number };
  /** The enemy that threatens it most where it stands, and the threat before and after (R6.5, R6.8). */
  threat?: { from: string; before: number; after: number };
  /** OP gained over holding. */
  gain: number;
}

export type AiReason =
  | {
      kind: 'attack';
      target: string;
      /** What `p` is the chance of: the target destroyed, a model of it killed, or damaged (R6.6, R6.7). */
      effect: 'destroy' | 'killModel' | 'damage';
      p: number;
      op: number;
      holds?: AiHeld;
      /** R4.5: the OP of the target's shot this phase its losses take away (it has yet to attack). */
      denies?: number;
      /** R4.5: the share of the attacker the enemies still to attack could take before it acts. */
      exposed?: number;
      /** R7.1: the marker the target holds, freed if it is wiped out, with the chance of that. */
      frees?: { at: string; value: number; p: number };
    }
  | { kind: 'defensiveFire'; target: string; at: string; p: number; op: number }
  | AiMoveReason
  | { kind: 'hold'; unit: string; at: string | null; holds?: AiHeld }
  | { kind: 'step'; unit: string; to: string }
  | { kind: 'placeMarker'; at: string; ownZone: number; theirZone: number; cover: boolean }
  | { kind: 'deploy'; unit: string; at: string; cover: boolean }
  | { kind: 'stranded'; unit: string; at: string }
  | { kind: 'ride'; unit: string; carrier: string }
  | {
      kind: 'done' | 'pivot' | 'demolish' | 'embark' | 'toReserve' | 'reserve';
      unit: string;
    }
  | { kind: 'disembark' | 'arrive'; unit: string; at: string }
  /** R5.7: Defensive Fire kept: the best shot at a later step of the mover's route (OP), or for another enemy still to move. */
  | { kind: 'passFire'; later?: number; another?: boolean }
  | { kind: 'nameModel'; model: string }
  | { kind: 'reroll'; face: number | null }
  | { kind: 'survivors'; at: string }
  | { kind: 'survivorOrder'; unit: string }
  | { kind: 'command'; units: number }
  | { kind: 'vote'; end: boolean; ours: number; theirs: number };

/** One decision of a person's, with what it cost by the normal player's scoring (src/ai/review.ts ReviewedDecision, by shape). */
export interface AiReviewedDecision {
  /** The action's index in the record: the replay's position `index` is the position it answered. */
  index: number;
  turn: number;
  phase: Phase;
  team: TeamId;
  played: Action;
  playedWhy?: AiReason;
  best: Action;
  bestWhy?: AiReason;
  /** OP short of normal's best. */
  loss: number;
}

/** The review of a game's record (src/ai/review.ts GameReview, by shape). */
export interface AiGameReview {
  /** Normal's reason for each action of the record as played. */
  reasons: (AiReason | null)[];
  /** The people's costliest decisions, largest first. */
  costly: AiReviewedDecision[];
}
