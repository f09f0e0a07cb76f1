// Creating a game: armies placed on a battlefield, a seed, and the first turn's initiative.
// (The full setup sequence of rule book "Game Setup", R3, arrives with the complete engine.)
import { beginDraft, finishDraft } from './draft';
import type { GameEvent } from './events';
import { hexLabel, type Dir, type Hex } from './hex';
import { getBoard, indexOf, type BattleMap } from './map';
import { validateMap } from './mapValidation';
import { populationError } from './population';
import { seedRng } from './rng';
import type { GameState, Settings, TeamId, Unit } from './state';
import { startTurn } from './turn';
import { unitHasAbility } from './unitRules';
import type { UnitDef } from './units';

export interface UnitPlacement {
  /** Optional id; by default `a1, a2, ...` for the first team and `b1, ...` for the second. */
  id?: string;
  /** Stat card ids, one per model. */
  models: string[];
  at: Hex;
  facing?: Dir;
}

export interface TeamSetup {
  name: string;
  units: UnitPlacement[];
}

export interface GameSetup {
  seed: string;
  map: BattleMap;
  /** Stat cards by id; only those in play are copied into the state. */
  catalog: Record<string, UnitDef>;
  teams: [TeamSetup, TeamSetup];
  settings?: Partial<Settings>;
  /** Scripted dice, used before the seeded generator (tests, scenarios). */
  diceScript?: number[];
}

export const DEFAULT_SETTINGS: Settings = { smallHexes: false, turns: 5 };

export type CreateResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; errors: string[] };

const TEAM_LETTER = ['a', 'b'] as const;

export function createGame(setup: GameSetup): CreateResult {
  const errors = validateMap(setup.map);
  if (errors.length > 0) return { ok: false, errors: errors.map((e) => `map: ${e}`) };
  const settings: Settings = { ...DEFAULT_SETTINGS, ...setup.settings };
  if (!Number.isInteger(settings.turns) || settings.turns < 1 || settings.turns > 20) {
    errors.push('settings: turns must be a whole number from 1 to 20 (R7.3)');
  }
  const state: GameState = {
    schema: 1,
    seed: setup.seed,
    rng: seedRng(setup.seed, setup.diceScript),
    map: setup.map,
    defs: {},
    settings,
    teams: [{ name: setup.teams[0].name }, { name: setup.teams[1].name }],
    units: {},
    destroyedBridges: [],
    turn: 0,
    phase: 'movement',
    initiative: 0,
    active: 0,
    activation: null,
  };
  const board = getBoard(setup.map);
  setup.teams.forEach((team, t) => {
    team.units.forEach((p, k) => {
      const id = p.id ?? `${TEAM_LETTER[t]}${k + 1}`;
      const where = `${team.name}, unit ${id}`;
      if (state.units[id]) errors.push(`${where}: the id is used twice`);
      if (p.models.length === 0) errors.push(`${where}: a unit needs at least one model`);
      for (const defId of p.models) {
        const def = setup.catalog[defId];
        if (!def) errors.push(`${where}: unknown stat card "${defId}"`);
        else state.defs[defId] = def;
      }
      const i = indexOf(board, p.at);
      if (i < 0) errors.push(`${where}: ${hexLabel(p.at)} is off the battlefield`);
      if (errors.length > 0) return;
      const unit: Unit = {
        id,
        team: t as TeamId,
        models: p.models.map((def) => ({ def, damage: 0 })),
        at: p.at,
        facing: p.facing ?? (t === 0 ? 5 : 2),
        activated: false,
      };
      if (board.terrain[i] === 'water' && !unitHasAbility(state, unit, 'amphibious')) {
        errors.push(`${where}: ${hexLabel(p.at)} is Water (R5.1)`);
      }
      const crowded = populationError(state, unit, p.at);
      if (crowded) errors.push(`${where}: ${crowded.message} (${crowded.rule})`);
      state.units[id] = unit;
    });
  });
  if (errors.length > 0) return { ok: false, errors };
  const d = beginDraft(state);
  startTurn(d, 1);
  return { ok: true, ...finishDraft(d) };
}
