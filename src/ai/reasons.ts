// Why the normal player scores an action as it does, as data (docs/ai.md, "Reasons"): the kind of
// reason and the figures it was scored on (the engine's exact odds of an attack, the OP of a
// marker over the turns left, the threat left behind). Plain data with names and hex labels
// already written, so it crosses the worker's postMessage as it is and the page words it
// (src/ui/aiPhrases.ts) without the position it was made in. The store keeps it by shape
// (src/store/game/aiReason.ts): keep the two alike.

/** A marker the acting unit stands on and claims (R7.1): scored at the end of this turn. */
export interface Held {
  at: string;
  value: number;
}

/** Why a unit moves where it goes: the parts of its destination's worth that changed (position.ts). */
export interface MoveReason {
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

export type Reason =
  | {
      kind: 'attack';
      target: string;
      /** What `p` is the chance of: the target destroyed, a model of it killed, or damaged (R6.6, R6.7). */
      effect: 'destroy' | 'killModel' | 'damage';
      p: number;
      op: number;
      holds?: Held;
      /** R4.5: the OP of the target's shot this phase its losses take away (it has yet to attack). */
      denies?: number;
      /** R4.5: the share of the attacker the enemies still to attack could take before it acts. */
      exposed?: number;
      /** R7.1: the marker the target holds, freed if it is wiped out, with the chance of that. */
      frees?: { at: string; value: number; p: number };
    }
  | { kind: 'defensiveFire'; target: string; at: string; p: number; op: number }
  | MoveReason
  | { kind: 'hold'; unit: string; at: string | null; holds?: Held }
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
