// What happened, as plain data: the log, the dice display and animations read these.
import type { Dir, Hex } from './hex';
import type {
  AttackContext,
  DiceSource,
  InitiativeRoll,
  MoveKind,
  MovementRollReason,
  Objective,
  Phase,
  ProfileChoice,
  Reroll,
  SetupStep,
  TeamId,
  TurnScore,
  WeaponChoice,
} from './terms';

export { MOVEMENT_ROLL_NAMES } from './terms';
export type { MovementRollReason, Reroll } from './terms';

/** One model struck by an attack, and what became of it. */
export interface StrikeReport {
  unit: string;
  model: number;
  modelName: string;
  profile: ProfileChoice;
  /**
   * The attack dice's modifiers against this unit, when they differ from those shown with its
   * roll (R8.12 Command Ruthless holds against one struck unit and not another).
   */
  modifierSources?: DiceSource[];
  /** 'front' / 'rear' for units with facing; 'speed' for Close Assault (R6.9); 'soft' for Unarmored 3/3. */
  against: 'front' | 'rear' | 'speed' | 'soft' | null;
  /** R8.2, R8.3: the struck unit's profile has no dice at this range ("-"): nothing rolled, no effect. */
  noAttackDice?: boolean;
  /** R6.6: an Infantry model (not artillery), lost rather than damaged. */
  casualty: boolean;
  /** The value the successes had to reach (D). */
  defense: number;
  successes: number;
  defenseDice: number[];
  defenseSources: DiceSource[];
  defenseReroll?: Reroll;
  saved: number;
  remaining: number;
  /** Index "Flamethrower": three 6s, one more damage. */
  flameBonus: boolean;
  /**
   * Damage inflicted before Heavy Armor, and how much Heavy Armor ignored; for an Infantry
   * casualty (R6.6), the models actually lost.
   */
  damage: number;
  ignored: number;
  result: 'none' | 'modelLost' | 'damaged' | 'destroyed';
}

export interface AttackEvent {
  type: 'attack';
  unit: string;
  model: number;
  modelName: string;
  target: string;
  weapon: WeaponChoice;
  context: AttackContext;
  random: 'blast' | 'indirect' | null;
  range: number;
  /** R6.1: the band the range fell in for this model (Extended and Limited Range counted): 0 short, 1 medium, 2 long. */
  band: 0 | 1 | 2;
  rolls: {
    profile: ProfileChoice;
    dice: number[];
    reroll?: Reroll;
    countSources: DiceSource[];
    modifierSources: DiceSource[];
  }[];
  strikes: StrikeReport[];
}

export type GameEvent =
  | {
      type: 'initiativeRolled';
      turn: number;
      /** Every roll in order, ties included (R3.1: ties are rerolled). */
      rolls: [InitiativeRoll, InitiativeRoll][];
      winner: TeamId;
    }
  | { type: 'setupStep'; step: SetupStep }
  | { type: 'objectivePlaced'; team: TeamId; objective: Objective }
  | {
      type: 'deployed';
      unit: string;
      team: TeamId;
      to: 'map' | 'reserve' | 'embarked';
      at: Hex | null;
      facing: Dir | null;
      carrier: string | null;
    }
  | { type: 'phaseStarted'; turn: number; phase: Phase }
  /** R8.4: the units chosen; `ownUnit`: his own unit gets his abilities too (and counted toward the 3). */
  | { type: 'commandTargetsChosen'; commander: string; units: string[]; ownUnit: boolean }
  | { type: 'activationStarted'; unit: string; team: TeamId }
  | {
      type: 'movementRoll';
      unit: string;
      reason: MovementRollReason;
      to: Hex;
      die: number;
      success: boolean;
      reroll?: Reroll;
    }
  | {
      type: 'moved';
      unit: string;
      from: Hex;
      to: Hex;
      cost: number;
      roadBonus: boolean;
      speedLeft: number;
      kind: MoveKind;
    }
  | { type: 'pivoted'; unit: string; facing: Dir }
  /** `phase`: the phase it stays in, for the rule the log cites (R4.3 Movement, R4.5 Assault, R3.4 Scout moves). */
  | { type: 'held'; unit: string; phase: Phase }
  | { type: 'embarked'; unit: string; carrier: string }
  | { type: 'disembarked'; unit: string; carrier: string; at: Hex }
  | { type: 'arrived'; unit: string; at: Hex; redeploy: boolean }
  | { type: 'returnedToReserve'; unit: string }
  | { type: 'activationEnded'; unit: string }
  | { type: 'defensiveFireOffered'; mover: string; team: TeamId; units: string[] }
  | { type: 'defensiveFireDeclined'; mover: string; team: TeamId }
  | { type: 'defensiveFireStarted'; unit: string; mover: string; at: Hex }
  | AttackEvent
  | { type: 'modelLost'; unit: string; model: number; def: string; cause: 'attack' | 'transport' | 'noRoom' }
  | { type: 'unitDestroyed'; unit: string }
  | { type: 'suppressed'; unit: string; by: string }
  | { type: 'bridgeDemolition'; unit: string; model: number; hex: Hex; dir: Dir; die: number; success: boolean }
  /** R8.7: a model aboard a destroyed Transport (`carrier`) rolls for its life. */
  | { type: 'passengerRoll'; unit: string; model: number; def: string; carrier: string; die: number; dies: boolean }
  | { type: 'survivorsPlaced'; unit: string; at: Hex }
  /** R8.19: the owner chose to place `first` before the other survivor units `then`. */
  | { type: 'survivorOrderChosen'; team: TeamId; first: string; then: string[] }
  /** R7.2: `commander` when the model slain was the army's Commander, else a model whose card prints High Value Target #. */
  | { type: 'hvtScored'; team: TeamId; points: number; unit: string; def: string; commander: boolean }
  | { type: 'turnScored'; score: TurnScore }
  | {
      type: 'gameEnded';
      turn: number;
      points: [number, number];
      winner: TeamId | null;
      reason: 'turns' | 'wipeout' | 'agreed';
    };

export type EventType = GameEvent['type'];
