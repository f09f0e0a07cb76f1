// What happened, as plain data: the log, the dice display and animations read these.
import type { Dir, Hex } from './hex';
import type { InitiativeRoll, Phase, TeamId } from './state';

export type MovementRollReason = 'forest' | 'hedge' | 'river';

export type GameEvent =
  | {
      type: 'initiativeRolled';
      turn: number;
      /** Every roll in order, ties included (R3.1: ties are rerolled). */
      rolls: [InitiativeRoll, InitiativeRoll][];
      winner: TeamId;
    }
  | { type: 'phaseStarted'; turn: number; phase: Phase }
  | { type: 'activationStarted'; unit: string; team: TeamId }
  | { type: 'movementRoll'; unit: string; reason: MovementRollReason; to: Hex; die: number; success: boolean }
  | { type: 'moved'; unit: string; from: Hex; to: Hex; cost: number; roadBonus: boolean; speedLeft: number }
  | { type: 'pivoted'; unit: string; facing: Dir }
  | { type: 'held'; unit: string }
  | { type: 'activationEnded'; unit: string }
  | { type: 'gameEnded'; turn: number };

export type EventType = GameEvent['type'];
