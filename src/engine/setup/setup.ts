// Creating a game: two armies, a battlefield and a seed. By default the game opens with the
// setup of rule book "Game Setup" (R3: initiative, objectives, deployment, Scouts); a game may
// also start with the units already placed (quick games, tests), at turn 1.
import { beginDraft, finishDraft } from '../derived/draft';
import { err, problem, problems, type Problem, type StateResult } from '../core/result';
import { hexLabel, type Dir, type Hex } from '../core/hex';
import { defaultFacing, getBoard, indexOf, type BattleMap } from '../board/map';
import { validateMap } from '../board/mapValidation';
import { keyedRng, seedRng } from '../core/rng';
import { KEY_PATTERN } from '../core/keyedWords';
import { startSetup, startTurn } from '../resolve/flow';
import {
  CURRENT_RULINGS,
  HVT_POINTS,
  type CommanderGrade,
  type GameState,
  type Objective,
  type Settings,
  type TeamId,
  type Unit,
} from '../core/state';
import { Placing } from './placing';
import { deploymentRoomProblem } from '../rules/deployment';
import { isAircraftUnit } from '../derived/unitRules';
import { hasKeyword, type UnitDef } from '../army/units';
import { parseUnitDef, type CardReading } from '../army/cardParse';
import { idProblem, isReservedId, own } from '../core/own';

export interface UnitSetup {
  /** Optional id; by default `a1, a2, ...` for the first team and `b1, ...` for the second. */
  id?: string;
  /** Stat card ids, one per model. */
  models: string[];
  /** R1.3: which model (index in `models`) is the army's Commander, and his grade. */
  commander?: { model: number; grade: CommanderGrade };
  /** For a game that starts placed: the unit's hex (omit for Reserve or embarked units). */
  at?: Hex;
  facing?: Dir;
  /** For a game that starts placed: in Reserve, or embarked in this unit. */
  reserve?: boolean;
  carrier?: string;
}

export interface TeamSetup {
  name: string;
  units: UnitSetup[];
}

export interface GameSetup {
  seed: string;
  map: BattleMap;
  /** Stat cards by id; only those in play are copied into the state. */
  catalog: Readonly<Record<string, UnitDef>>;
  teams: [TeamSetup, TeamSetup];
  settings?: Partial<Settings>;
  /** Scripted dice, used before the generator (tests, scenarios). */
  diceScript?: number[];
  /**
   * The keyed cryptographic generator instead of the seeded one (online games, docs/online.md
   * "Provably fair dice"): its 32-byte key as 64 lowercase hex digits. `seed` then only names the game.
   */
  dice?: { key: string };
  /** 'setup' (default): the full setup sequence of R3. 'placed': units stand where given; turn 1 begins. */
  start?: 'setup' | 'placed';
  /** With `start: 'placed'`: the Objective Markers. */
  objectives?: Omit<Objective, 'id'>[];
  /**
   * 'new' (default): a game made now, every check asked. 'played': the opening of a game already
   * begun, made again (store/files/scenarioMark.ts, the server's start from the lists it took):
   * the checks added since for games made are not asked of it. Its cards are read as played
   * (army/cardParse.ts CardReading), and its armies are not held to their deployment zone's room
   * (R3.3; docs/rules.md, reading 44).
   */
  checks?: CardReading;
}

export const DEFAULT_SETTINGS: Settings = { smallHexes: false, turns: 5 };

/** The new game, as applyAction answers (result.ts), or every problem found with the setup. */
export type CreateResult = StateResult<Problem[]>;

const TEAM_LETTER = ['a', 'b'] as const;

/** A new, empty game state (`key`: the keyed generator's, else the generator seeded by `seed`). */
export function blankState(
  seed: string,
  map: BattleMap,
  settings: Settings,
  names: [string, string],
  diceScript?: number[],
  key?: string,
): GameState {
  return {
    schema: 3,
    rulings: CURRENT_RULINGS,
    seed,
    rng: key === undefined ? seedRng(seed, diceScript) : keyedRng(key, diceScript),
    map,
    defs: {},
    settings,
    teams: [{ name: names[0] }, { name: names[1] }],
    units: {},
    destroyedBridges: [],
    objectives: [],
    score: { turns: [], hvt: [0, 0] },
    turn: 0,
    phase: 'setup',
    setupStep: null,
    initiative: 0,
    active: 0,
    activation: null,
    commandTargets: {},
    pending: [],
    resume: [],
    winner: null,
  };
}

/** A unit as it enters the game, before it is placed. */
export function newUnit(
  id: string,
  team: TeamId,
  models: string[],
  firstModelId: number,
  commander?: UnitSetup['commander'],
): Unit {
  return {
    id,
    team,
    models: models.map((def, k) => ({
      id: firstModelId + k,
      def,
      damage: 0,
      ...(commander && commander.model === k ? { commander: commander.grade } : {}),
    })),
    status: 'undeployed',
    at: null,
    facing: defaultFacing(team),
    carrier: null,
    activated: false,
    defensiveFireUsed: false,
    suppressed: false,
    movedThisPhase: false,
    heldByPassengers: false,
    modelsLost: 0,
    cards: [...models],
  };
}

export function validateSettings(settings: Settings): Problem[] {
  const errors: Problem[] = [];
  if (settings.turns !== null && (!Number.isInteger(settings.turns) || settings.turns < 1 || settings.turns > 20)) {
    errors.push(
      problem(
        'BAD_SETTINGS',
        'settings.turns',
        'settings: turns must be a whole number from 1 to 20, or null for an open-ended game (R7.3)',
      ),
    );
  }
  if (typeof settings.smallHexes !== 'boolean')
    errors.push(problem('BAD_SETTINGS', 'settings.smallHexes', 'settings: smallHexes must be true or false (R2.3)'));
  return errors;
}

/**
 * Copies a model's stat card from the catalog into the state, parsed by the engine (a card with a
 * bad number would give NaN in an attack), or says what is wrong with it (`who`: the unit, for the
 * sentence; `path`: where its models are in the input). Card ids are looked up as own properties only.
 */
export function copyCard(
  state: GameState,
  catalog: Readonly<Record<string, UnitDef>>,
  defId: string,
  who: string,
  path: string,
  reading: CardReading = 'new',
): Problem[] {
  if (own(state.defs, defId)) return [];
  const raw = typeof defId === 'string' && !isReservedId(defId) ? own(catalog, defId) : undefined;
  if (raw === undefined) return [problem('UNKNOWN_CARD', path, `${who}: unknown stat card "${defId}"`)];
  const card = parseUnitDef(raw, `catalog.${defId}`, reading);
  if (!card.ok) return card.error.map((p) => problem('BAD_CARD', p.where, `${who}: ${p.message}`));
  if (card.value.id !== defId)
    return [
      problem(
        'BAD_CARD',
        `catalog.${defId}.id`,
        `${who}: the catalog files stat card "${card.value.id}" under "${defId}"`,
      ),
    ];
  state.defs[defId] = card.value;
  return [];
}

/**
 * R1.3: why a unit's Commander (a model index and a grade, from outside) is not one, or null. The
 * grade is looked up in HVT_POINTS when he dies (R7.2): an unknown one would score nonsense.
 */
export function commanderProblem(
  state: GameState,
  models: readonly string[],
  c: { model: unknown; grade: unknown },
): string | null {
  const def = Number.isInteger(c.model) ? own(state.defs, models[c.model as number] ?? '') : undefined;
  if (!def) return 'the Commander is not one of its models';
  if (typeof c.grade !== 'string' || !Object.hasOwn(HVT_POINTS, c.grade))
    return 'the Commander\'s grade is "commander", "junior" or "senior" (R1.3)';
  if (!hasKeyword(def, 'Officer')) return 'the Commander must be an Officer (R1.3)';
  return null;
}

/** Maps already found valid: a map is data nothing changes, so it is checked once. */
const validMaps = new WeakSet<object>();

function mapErrors(map: BattleMap): string[] {
  if (validMaps.has(map)) return [];
  const errors = validateMap(map);
  if (errors.length === 0) validMaps.add(map);
  return errors;
}

export function createGame(setup: GameSetup): CreateResult {
  const errors = problems(
    'BAD_MAP',
    'map',
    mapErrors(setup.map).map((e) => `map: ${e}`),
  );
  if (errors.length > 0) return err(errors);
  const settings: Settings = { ...DEFAULT_SETTINGS, ...setup.settings };
  errors.push(...validateSettings(settings));
  if (setup.diceScript && !setup.diceScript.every((n) => Number.isInteger(n) && n >= 1 && n <= 6)) {
    errors.push(
      problem('BAD_VALUE', 'diceScript', 'diceScript: every scripted die must be a whole number from 1 to 6'),
    );
  }
  const key = setup.dice?.key;
  if (key !== undefined && !(typeof key === 'string' && KEY_PATTERN.test(key))) {
    errors.push(
      problem('BAD_VALUE', 'dice.key', 'dice.key: the dice key must be 64 lowercase hexadecimal digits (32 bytes)'),
    );
    return err(errors);
  }
  const state = blankState(
    setup.seed,
    setup.map,
    settings,
    [setup.teams[0].name, setup.teams[1].name],
    setup.diceScript,
    key,
  );
  const placed = setup.start === 'placed';
  let nextModel = 1;
  const units: Record<string, Unit> = {};
  setup.teams.forEach((team, t) => {
    let commanders = 0;
    team.units.forEach((u, k) => {
      const id = u.id ?? `${TEAM_LETTER[t]}${k + 1}`;
      const where = `${team.name}, unit ${id}`;
      const path = `teams[${t}].units[${k}]`;
      // Ids are looked up as own properties only, and a built-in property's name is no id.
      const badId = idProblem(id);
      if (badId) {
        errors.push(problem('BAD_UNIT', `${path}.id`, `${where}: ${badId}`));
        return;
      }
      if (own(units, id)) errors.push(problem('BAD_UNIT', `${path}.id`, `${where}: the id is used twice`));
      if (u.models.length === 0)
        errors.push(problem('BAD_UNIT', `${path}.models`, `${where}: a unit needs at least one model`));
      for (const defId of new Set(u.models))
        errors.push(...copyCard(state, setup.catalog, defId, where, `${path}.models`, setup.checks));
      if (u.commander) {
        commanders++;
        const wrong = commanderProblem(state, u.models, u.commander);
        if (wrong) errors.push(problem('BAD_UNIT', `${path}.commander`, `${where}: ${wrong}`));
      }
      units[id] = newUnit(id, t as TeamId, u.models, nextModel, u.commander);
      nextModel += u.models.length;
    });
    if (commanders > 1)
      errors.push(problem('BAD_UNIT', `teams[${t}].units`, `${team.name}: one Commander at most (R1.3)`));
  });
  state.units = units;
  if (errors.length > 0) return err(errors);
  // R3.3: a team that could never place all its units would leave the setup waiting forever.
  if (!placed && setup.checks !== 'played')
    for (const t of [0, 1] as const) {
      const crowded = deploymentRoomProblem(state, t);
      if (crowded) errors.push(problem('BAD_PLACEMENT', `teams[${t}].units`, crowded));
    }
  if (errors.length > 0) return err(errors);
  if (placed) {
    errors.push(...placeUnits(state, setup));
    (setup.objectives ?? []).forEach((o, k) => {
      state.objectives.push({ ...o, id: k + 1 });
    });
    if (errors.length > 0) return err(errors);
  }
  const d = beginDraft(state);
  if (placed) startTurn(d, 1);
  else startSetup(d);
  return finishDraft(d);
}

/** Puts units where a placed game says, checking the hex, Water (R5.1), population (R5.6) and Transports (R4.6). */
function placeUnits(state: GameState, setup: GameSetup): Problem[] {
  const errors: Problem[] = [];
  const board = getBoard(state.map);
  const placing = new Placing(state);
  const all = setup.teams.flatMap((team, t) =>
    team.units.map((u, k) => ({
      u,
      id: u.id ?? `${TEAM_LETTER[t]}${k + 1}`,
      team: team.name,
      path: `teams[${t}].units[${k}]`,
    })),
  );
  // Units on the map first, so that passengers find their Transports there.
  for (const { u, id, team, path } of [...all].sort((a, b) => Number(!!a.u.carrier) - Number(!!b.u.carrier))) {
    const where = `${team}, unit ${id}`;
    const misplaced = (field: string, message: string) =>
      errors.push(problem('BAD_PLACEMENT', `${path}.${field}`, `${where}: ${message}`));
    const unit = state.units[id];
    if (u.reserve) {
      state.units[id] = { ...unit, status: 'reserve' };
      continue;
    }
    if (u.carrier) {
      const carrier = own(state.units, u.carrier);
      const boarding = carrier ? placing.boarding(unit, carrier) : null;
      if (!boarding) misplaced('carrier', `no Transport "${u.carrier}"`);
      else if (!boarding.ok) misplaced('carrier', `${boarding.error.message} (${boarding.error.rule})`);
      else {
        state.units[id] = { ...unit, status: 'embarked', carrier: u.carrier };
        placing.put(state.units[id]);
      }
      continue;
    }
    if (isAircraftUnit(state, unit) && !u.at) {
      state.units[id] = { ...unit, status: 'reserve' };
      continue;
    }
    if (!u.at) {
      misplaced('at', 'a placed game needs a hex for every unit (or reserve / carrier)');
      continue;
    }
    const i = indexOf(board, u.at);
    if (i < 0) {
      misplaced('at', `${hexLabel(u.at)} is off the battlefield`);
      continue;
    }
    const onMap: typeof unit = {
      ...unit,
      status: 'map',
      at: u.at,
      ...(u.facing !== undefined ? { facing: u.facing } : {}),
    };
    const stand = placing.stand(onMap, u.at);
    if (!stand.ok) misplaced('at', `${stand.error.message} (${stand.error.rule})`);
    state.units[id] = onMap;
    placing.put(onMap);
  }
  // The record was changed in place, unit by unit (a copy per unit made placing quadratic); the
  // state gets a fresh one, so that nothing worked out from it half-built is ever read.
  state.units = { ...state.units };
  return errors;
}
