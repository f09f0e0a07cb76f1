// The game state: plain JSON data only (no classes, Maps, Sets or functions), so a game saves,
// loads, replays and diffs trivially.
import type { Dir, Hex } from './hex';
import type { BattleMap } from './map';
import type { RngState } from './rng';
import type { UnitDef } from './units';

export type TeamId = 0 | 1;

export const TEAMS: readonly TeamId[] = [0, 1];

export function otherTeam(team: TeamId): TeamId {
  return team === 0 ? 1 : 0;
}

/** One miniature. Vehicles, artillery and aircraft keep their damage (R6.7). */
export interface Model {
  def: string;
  damage: number;
}

export interface Unit {
  id: string;
  team: TeamId;
  /** The living models. */
  models: Model[];
  /** Where the unit stands; null when it is not on the map. */
  at: Hex | null;
  /** R5.5: the hexside a unit with front and rear Defense faces. */
  facing: Dir;
  /** Activated in the current phase (R4.3, R4.5: each unit once per phase). */
  activated: boolean;
}

export type Phase = 'movement' | 'assault' | 'ended';

/** The unit being activated and what is left of its move (R5.2, R5.4). */
export interface Activation {
  unit: string;
  speedLeft: number;
  /** R5.4: road-connected steps that still cost 0 this phase. */
  freeRoadSteps: number;
  /** Stepped or pivoted: the unit is committed to moving (R4.3). */
  moved: boolean;
  /** R5.3: a failed movement roll ended its movement for the phase. */
  halted: boolean;
}

export interface TeamInfo {
  name: string;
}

export interface Settings {
  /** R2.3: the smaller population limit of 2-inch hexes. */
  smallHexes: boolean;
  /** R7.3: number of turns. */
  turns: number;
}

export interface InitiativeRoll {
  dice: [number, number];
  bonus: number;
  total: number;
}

export interface GameState {
  /** Version of this format, for saves. */
  schema: 1;
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
  turn: number;
  phase: Phase;
  /** R3.1: the team that won this turn's initiative roll. */
  initiative: TeamId;
  /** The team whose decision it is. */
  active: TeamId;
  activation: Activation | null;
}
