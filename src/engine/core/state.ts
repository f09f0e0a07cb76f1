// The game state: plain JSON data only (no classes, Maps, Sets or functions), so a game saves,
// loads, replays and diffs trivially.
import type { Dir, Hex } from './hex';
import type { BattleMap } from './mapData';
import type { RngState } from './rng';
import type { Continuation, PendingDecision } from './pending';
import type { UnitDef } from './cards';
import type { CommanderGrade, MoveKind, Objective, Phase, SetupStep, TeamId, TurnScore } from './terms';

// The vocabulary the state is written in (terms.ts), where the rest of the engine looks for it.
export { otherTeam } from './terms';
export type { CommanderGrade, InitiativeRoll, MoveKind, Objective, Phase, SetupStep, TeamId, TurnScore } from './terms';
export type { PendingStep } from './pending';

/** R1.3, index "High Value Target": the points the enemy scores for killing him. */
export const HVT_POINTS: Record<CommanderGrade, number> = { commander: 1, junior: 3, senior: 5 };

/** One miniature. */
export interface Model {
  /** Unique within the game: events and prompts name models by it. */
  id: number;
  def: string;
  /** R6.7: damage counted against the printed Defense (and Speed). */
  damage: number;
  /** Index "Unarmored": damage taken on the 3/3 profile from Infantry dice, kept apart. */
  softDamage?: number;
  /** Index "Heavy Armor #": damage ignored so far this game. */
  armorIgnored?: number;
  /** R1.3: this model is the army's Commander. */
  commander?: CommanderGrade;
}

/**
 * Where a unit is: not yet placed (setup), on the map, in Reserve, carried by a Transport, or
 * destroyed (kept for the record and the score). The one list its type and the saved-state
 * reader (setup/validateState.ts) use.
 */
export const UNIT_STATUSES = ['undeployed', 'map', 'reserve', 'embarked', 'destroyed'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

export interface Unit {
  id: string;
  team: TeamId;
  /** The living models. */
  models: Model[];
  status: UnitStatus;
  /** The hex of a unit on the map; null otherwise (an embarked unit is where its carrier is). */
  at: Hex | null;
  /** R5.5: the hexside a unit with front and rear Defense faces. */
  facing: Dir;
  /** R4.6: the Transport carrying this unit. */
  carrier: string | null;
  /** Activated in the current phase (R4.3, R4.5: each unit once per phase). */
  activated: boolean;
  /** R5.7: Defensive Fire used this phase. */
  defensiveFireUsed: boolean;
  /** R8.5: Speed -1 and no Defensive Fire until the end of the turn. */
  suppressed: boolean;
  /** Moved this phase (R4.6 passengers of a moved Transport; R8.9 Firing Deck). */
  movedThisPhase: boolean;
  /** R8.9: its passengers attacked, so it may not move for the rest of the phase. */
  heldByPassengers: boolean;
  /** Models lost this game (R8.12 Command Ruthless). */
  modelsLost: number;
  /** The stat cards of the models the unit started with, one per model (the record, and the type of a destroyed unit). */
  cards: string[];
}

/** The unit being activated and what it has done and has left (R4.3-R4.6, R5.2, R5.4, R8.14). */
export interface Activation {
  unit: string;
  /** The move it is making or made; null before it moves. */
  moveKind: MoveKind | null;
  speedLeft: number;
  /** R5.4: road-connected steps that still cost 0 in this move. */
  freeRoadSteps: number;
  /** Stepped or pivoted in its current move. */
  moved: boolean;
  /** R5.3: a failed movement roll ended its movement for the phase. */
  halted: boolean;
  /** Models (ids) that have attacked or used their attack in this activation. */
  attacked: number[];
  /** R4.3: the unit fires standing still in the Movement Phase. */
  stationaryFire: boolean;
  /**
   * R4.6: it disembarked or embarked in this activation, and the Transport it left or entered;
   * 'embarking': it has stepped into the Transport's hex to embark and gets in once that step's
   * Defensive Fire is over (until then it is there, without counting for population).
   */
  boarding: 'disembarked' | 'embarking' | 'embarked' | null;
  carrier: string | null;
  /** R4.4, R8.1: it arrived from Reserve or redeployed: its activation is that arrival. */
  arrived: boolean;
}

export interface TeamInfo {
  name: string;
}

export interface Settings {
  /** R2.3: the smaller population limit of 2-inch hexes. */
  smallHexes: boolean;
  /** R7.3: number of turns, or null for an open-ended game. */
  turns: number | null;
}

export interface Score {
  turns: TurnScore[];
  /** R7.2: High Value Target points earned, by the team that earned them. */
  hvt: [number, number];
}

/**
 * The edition of the rulings (../shared/rules/RULINGS.md) a game is played under, fixed when it is
 * created (derived/rulings.ts says what each edition reads differently). A saved game keeps its
 * initial state and replays its actions from it, so a game begun under an earlier edition replays,
 * and goes on, as it was played. 1: before R6.13, R8.19 and R8.20; 2: with them; 3: with a
 * card's own High Value Target # scored (index, R7.2); 4: with a squad's Basic Infantry
 * Initiative +# counted for each of its models (R3.1, R8.16), an Aggression or Strike and
 * Fade move losing only the fall of its # Speed points (R8.14, R5.7d), and the survivors of an
 * Amphibious Transport destroyed on Water placed off it unless Amphibious (R8.7, R5.1); 5: with a
 * passenger at Speed 0 taking no step as it disembarks, not even a free road step (R5.2, R5.4, R4.6).
 */
export type RulingsEdition = 1 | 2 | 3 | 4 | 5;

/** The edition new games are played under. */
export const CURRENT_RULINGS: RulingsEdition = 5;

/** Every edition a saved game may name. */
export const RULINGS_EDITIONS: readonly RulingsEdition[] = [1, 2, 3, 4, 5];

export interface GameState {
  /** Version of this format, for saves (3: the continuation `resume` replaced `attack` and `step`; setup/upgrade.ts reads 2). */
  schema: 3;
  /**
   * The rulings' edition (RulingsEdition). Absent in games created before editions were kept:
   * those are edition 1, and a state read from outside keeps the field only when it has it. A
   * copy (derived/draft.ts) writes the key with undefined for one shape, which JSON leaves out.
   */
  rulings?: RulingsEdition | undefined;
  seed: string;
  rng: RngState;
  map: BattleMap;
  /** The stat cards of every model in play, by id: a saved game needs no catalog. */
  defs: Record<string, UnitDef>;
  settings: Settings;
  teams: [TeamInfo, TeamInfo];
  units: Record<string, Unit>;
  /** R2.1, R8.8: hexside keys (see `hexsideKey`) of Bridges destroyed this game. */
  destroyedBridges: string[];
  objectives: Objective[];
  score: Score;
  turn: number;
  phase: Phase;
  /** During setup: which step. */
  setupStep: SetupStep | null;
  /** R3.1: the team that won the latest initiative roll. */
  initiative: TeamId;
  /** The team whose turn it is to activate (or, during setup, to place). */
  active: TeamId;
  activation: Activation | null;
  /** R8.4: units each Junior Commander casts on this turn, by the commander's unit id. */
  commandTargets: Record<string, string[]>;
  /**
   * Decisions owed in the middle of a resolution, innermost last: the last one is the one
   * to answer now, by its team (Defensive Fire, naming a model, a reroll, ...).
   */
  pending: PendingDecision[];
  /**
   * The continuation: what the resolution interrupted by those decisions goes on with once they
   * are answered (an attack, a Defensive Fire volley), innermost last (resolve/resume.ts).
   */
  resume: Continuation[];
  /** R7.3: the winner once the game has ended (null: a draw). */
  winner: TeamId | null;
}
