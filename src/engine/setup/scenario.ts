// Scenarios: a position written as JSON (docs/scenarios.md) read into a game state: the
// battlefield (tiles or an inline map), the units with their hex, facing, damage and models,
// the turn, phase and whose activation, and optionally scripted dice. Everything read is
// checked: a broken file is refused with every problem found.
import { assembleBattlefield, type TilePlacement, type TileSpec } from '../board/battlefield';
import { startSetup } from '../resolve/flow';
import { beginDraft, finishDraft } from '../derived/draft';
import { err, problem, problems, shown, type Problem, type ProblemCode, type StateResult } from '../core/result';
import { parseDir, parseHexLabel, fromOffset, type Dir, type Hex } from '../core/hex';
import { indexOf, type BattleMap } from '../board/map';
import { madeMapProblems } from '../board/mapValidation';
import { blankState, commanderProblem, copyCard, DEFAULT_SETTINGS, newUnit, validateSettings } from './setup';
import { parseCardList } from '../army/cardParse';
import { idProblem, own } from '../core/own';
import type { GameState, Phase, Settings, TeamId, Unit, UnitStatus } from '../core/state';
import { GRADES } from '../core/terms';
import { Placing } from './placing';
import { validateState } from './validateState';
import { isAircraftUnit, takesDamage } from '../derived/unitRules';
import type { UnitDef } from '../army/units';
import * as v from 'valibot';
import { fields, isRecord, readSchema, whole } from '../core/schema';

export const SCENARIO_FORMAT = 'aam-reloaded-scenario';
export const SCENARIO_VERSION = 1;

/** A hex in a scenario: a label ("E5"), offset `{ "col", "row" }` or axial `{ "q", "r" }`. */
export type HexRef = string | { col: number; row: number } | { q: number; r: number };

/** A unit of a scenario file, as SCENARIO_UNIT reads it (below; docs/scenarios.md). */
export type ScenarioUnit = v.InferOutput<typeof SCENARIO_UNIT>;

export interface Scenario {
  format: typeof SCENARIO_FORMAT;
  version: number;
  name?: string;
  seed: string;
  /** A battlefield of tiles, or an inline map. */
  battlefield?: { tiles: TilePlacement[] };
  map?: BattleMap;
  /** Stat cards the scenario brings in addition to the catalog (ids must be new). */
  cards?: UnitDef[];
  teams: [{ name: string; units: ScenarioUnit[] }, { name: string; units: ScenarioUnit[] }];
  objectives?: ScenarioObjective[];
  settings?: Partial<Settings>;
  /**
   * Where play stands: 'setup' starts the setup sequence (R3); 'movement' / 'assault' put the
   * game at that phase of `turn` with `active` to act (no initiative is rolled).
   */
  phase?: Phase;
  turn?: number;
  active?: TeamId;
  initiative?: TeamId;
  /** Scripted d6 results, used before the seeded generator. */
  dice?: number[];
}

export interface ScenarioContext {
  catalog: Readonly<Record<string, UnitDef>>;
  tiles: Readonly<Record<string, TileSpec>>;
}

/** The game the scenario sets up, as applyAction answers (result.ts), or every problem found in it. */
export type ScenarioResult = StateResult<Problem[]>;

export function readHex(ref: unknown): Hex | null {
  if (typeof ref === 'string') return parseHexLabel(ref);
  if (isRecord(ref)) {
    if (Number.isInteger(ref.q) && Number.isInteger(ref.r)) return { q: ref.q as number, r: ref.r as number };
    if (Number.isInteger(ref.col) && Number.isInteger(ref.row)) return fromOffset(ref.col as number, ref.row as number);
  }
  return null;
}

/** An Objective Marker of a scenario file, as SCENARIO_OBJECTIVES reads it (R3.2). */
export type ScenarioObjective = v.InferOutput<typeof SCENARIO_OBJECTIVES>[number];

const TEAMS = '"teams" must be two teams, each with a "name" and a list of "units"';
const DICE = '"dice" must be a list of whole numbers from 1 to 6';

/** A scenario's format, version, seed, teams and scripted dice (core/schema.ts). */
const SCENARIO_HEAD = fields(
  {
    format: v.literal(SCENARIO_FORMAT, `"format" must be "${SCENARIO_FORMAT}"`),
    version: v.literal(
      SCENARIO_VERSION,
      `"version" must be ${SCENARIO_VERSION} (this game reads version ${SCENARIO_VERSION})`,
    ),
    seed: v.string('"seed" must be a string'),
    teams: v.pipe(
      v.array(fields({ name: v.string(TEAMS), units: v.array(v.unknown(), TEAMS) }, TEAMS), TEAMS),
      v.length(2, TEAMS),
    ),
    dice: v.optional(v.array(whole(1, 6, DICE), DICE)),
    // Where play stands; the turn's bound by the game's length (R7.3) is checked on top.
    phase: v.optional(v.picklist(['setup', 'movement', 'assault'], '"phase" must be "setup", "movement" or "assault"')),
    active: v.optional(v.picklist([0, 1], '"active" must be team 0 or 1')),
    initiative: v.optional(v.picklist([0, 1], '"initiative" must be team 0 or 1')),
  },
  'a scenario is a JSON object',
);

// A scenario unit's fields (docs/scenarios.md), their shapes and words; on top, in loadScenario
// and placeUnit: its id once and no built-in property's name, its stat cards, its Commander an
// Officer among its models (R1.3), its hex on the battlefield and where it may stand (R5.1,
// R5.6), its carrier a Transport with room (R4.6), damage only for models that take it (R6.6).
const UNIT_ID_AND_MODELS = 'needs an "id" and a non-empty list of "models"';
const DAMAGE = 'damage must list a whole number of at least 0 per model';
const FACING = 'facing must be E, SE, SW, W, NW, NE or 0-5';
/** The statuses a scenario places a unit in (a destroyed unit is left out of the file). */
const SCENARIO_STATUSES = ['map', 'reserve', 'embarked', 'undeployed'] as const satisfies readonly UnitStatus[];
const flag = (name: string) => v.exactOptional(v.boolean(`"${name}" must be true or false`));

const SCENARIO_UNIT = fields(
  {
    id: v.pipe(v.string(UNIT_ID_AND_MODELS), v.minLength(1, UNIT_ID_AND_MODELS)),
    /** Stat card ids, one per model; model ids are numbered from 1 in the order of the file, team by team. */
    models: v.pipe(v.array(v.string(UNIT_ID_AND_MODELS), UNIT_ID_AND_MODELS), v.minLength(1, UNIT_ID_AND_MODELS)),
    /** A label ("E5"), offset `{ "col", "row" }` or axial `{ "q", "r" }`; on the battlefield, checked on top. */
    at: v.exactOptional(v.custom<HexRef>((x) => readHex(x) !== null, '"at" must be a hex of the battlefield')),
    facing: v.exactOptional(v.custom<Dir | string>((x) => parseDir(x) !== null, FACING)),
    /** 'map' (default when `at` is given), 'reserve', 'embarked' (with `carrier`), 'undeployed'. */
    status: v.exactOptional(v.picklist(SCENARIO_STATUSES, (issue) => `unknown status ${shown(issue.input)}`)),
    carrier: v.exactOptional(v.string('an embarked unit needs the id of its "carrier"')),
    /** Damage per model, in the order of `models` (Vehicles, artillery, Aircraft). */
    damage: v.exactOptional(v.array(whole(0, 10_000, DAMAGE), DAMAGE)),
    commander: v.exactOptional(
      fields(
        {
          model: whole(0, 10_000, 'the Commander is not one of its models'),
          grade: v.picklist(GRADES, 'the Commander\'s grade is "commander", "junior" or "senior" (R1.3)'),
        },
        'the Commander is not one of its models',
      ),
    ),
    activated: flag('activated'),
    suppressed: flag('suppressed'),
    defensiveFireUsed: flag('defensiveFireUsed'),
  },
  UNIT_ID_AND_MODELS,
);

/** A unit's problems: the field's own code (an id is BAD_UNIT, a hex BAD_PLACEMENT, a number BAD_VALUE). */
const UNIT_FIELD_CODES: Record<string, ProblemCode> = {
  id: 'BAD_UNIT',
  models: 'BAD_UNIT',
  commander: 'BAD_UNIT',
  at: 'BAD_PLACEMENT',
  carrier: 'BAD_PLACEMENT',
};

const OBJECTIVE_VALUES = 'objective {1}: needs "value" 1, 2 or 3 and "placedBy" 0 or 1';

/** R3.2: the Objective Markers, each a hex, a value and the team placing it; on the battlefield, checked on top. */
const SCENARIO_OBJECTIVES = v.array(
  fields(
    {
      at: v.custom<HexRef>((x) => readHex(x) !== null, 'objective {1}: "at" is not a hex of the battlefield'),
      value: v.picklist([1, 2, 3], OBJECTIVE_VALUES),
      placedBy: v.picklist([0, 1], OBJECTIVE_VALUES),
    },
    OBJECTIVE_VALUES,
  ),
  '"objectives" must be a list',
);

/** Far above any scenario (8,000 units are about a megabyte): a bigger text is refused before it is parsed. */
export const SCENARIO_MAX_CHARS = 5 * 1024 * 1024;

/**
 * Reads a scenario file's text (docs/records.md, "Scenario files"): refused early when over-large, read
 * through a byte-order mark (editors on Windows write one), parsed, loaded, and the game state it
 * sets up checked in full by validateState, as game files and saves are.
 */
export function readScenarioText(text: string, ctx: ScenarioContext): ScenarioResult {
  if (text.length > SCENARIO_MAX_CHARS)
    return err([
      problem(
        'TOO_LARGE',
        '',
        `the file is too big (over ${SCENARIO_MAX_CHARS / 1024 / 1024} MB): it is not a scenario`,
      ),
    ]);
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    return err([
      problem('NOT_JSON', '', `the file is not JSON: ${e instanceof Error ? e.message.slice(0, 100) : 'unreadable'}`),
    ]);
  }
  const loaded = loadScenario(value, ctx);
  if (!loaded.ok) return loaded;
  const checked = validateState(loaded.state);
  return checked.ok ? { ok: true, state: checked.value, events: loaded.events } : err(checked.error);
}

function readMap(s: Scenario, ctx: ScenarioContext, errors: Problem[]): BattleMap | null {
  if (s.map !== undefined) {
    const mapProblems = madeMapProblems(s.map);
    errors.push(
      ...problems(
        'BAD_MAP',
        'map',
        mapProblems.map((p) => `map: ${p}`),
      ),
    );
    return mapProblems.length === 0 ? s.map : null;
  }
  if (isRecord(s.battlefield) && Array.isArray(s.battlefield.tiles)) {
    const r = assembleBattlefield(
      'scenario',
      typeof s.name === 'string' ? s.name : 'Scenario',
      ctx.tiles,
      s.battlefield.tiles,
    );
    if (!r.ok)
      errors.push(
        ...r.error.map((e) => ({ ...e, where: `battlefield.${e.where}`, message: `battlefield: ${e.message}` })),
      );
    return r.ok ? r.value : null;
  }
  errors.push(problem('BAD_MAP', 'battlefield', 'the scenario needs a "battlefield" of tiles or an inline "map"'));
  return null;
}

/** Reads a scenario (parsed JSON) into a game state, or every problem with it. */
export function loadScenario(value: unknown, ctx: ScenarioContext): ScenarioResult {
  if (!isRecord(value)) return err([problem('BAD_FORMAT', '', 'a scenario is a JSON object')]);
  const s = value as unknown as Scenario;
  // The fields every scenario has; the units, cards, map and placements are read on top (below).
  const head = readSchema(SCENARIO_HEAD, value, {
    code: (issue) => (['format', 'version'].includes(String(issue.path?.[0]?.key)) ? 'BAD_FORMAT' : 'BAD_VALUE'),
  });
  const errors: Problem[] = head.ok ? [] : [...head.error];
  // The scenario's own stat cards are parsed by the engine like the catalog's: a card with a bad
  // number is refused here, never carried into an attack as NaN.
  const catalog: Record<string, UnitDef> = { ...ctx.catalog };
  if (s.cards !== undefined) {
    const cards = parseCardList(s.cards, 'cards');
    if (!cards.ok) errors.push(...cards.error);
    else {
      for (const card of Object.values(cards.value)) {
        const k = (s.cards as UnitDef[]).findIndex((c) => c.id === card.id);
        if (own(ctx.catalog, card.id))
          errors.push(problem('BAD_CARD', `cards[${k}].id`, `card "${card.id}" is already in the catalog`));
        else catalog[card.id] = card;
      }
    }
  }
  const settings: Settings = { ...DEFAULT_SETTINGS, ...(isRecord(s.settings) ? s.settings : {}) };
  errors.push(...validateSettings(settings));
  // A file of another format or version is told only that. Otherwise the battlefield is read
  // whatever else is wrong, so that its problems are told at once with the head's (every problem
  // at once: docs/scenarios.md); the units need all of them sound.
  if (errors.some((e) => e.code === 'BAD_FORMAT')) return err(errors);
  const map = readMap(s, ctx, errors);
  if (!map || errors.length > 0) return err(errors);

  const state = blankState(s.seed, map, settings, [s.teams[0].name, s.teams[1].name], s.dice);
  let nextModel = 1;
  const specs: { u: ScenarioUnit; team: TeamId; path: string }[] = [];
  s.teams.forEach((team, t) => {
    for (const [k, raw] of (team.units as unknown[]).entries()) {
      const where = `${team.name}, unit ${isRecord(raw) ? (typeof raw.id === 'string' ? raw.id : shown(raw.id)) : '?'}`;
      const path = `teams[${t}].units[${k}]`;
      const read = readSchema(SCENARIO_UNIT, raw, {
        where: path,
        code: (issue) => UNIT_FIELD_CODES[String(issue.path?.[0]?.key)] ?? 'BAD_VALUE',
      });
      if (!read.ok) {
        errors.push(...read.error.map((p) => ({ ...p, message: `${where}: ${p.message}` })));
        continue;
      }
      const u = read.value;
      // Ids are looked up as own properties only, and a built-in property's name is no id.
      const badId = idProblem(u.id);
      if (badId) {
        errors.push(problem('BAD_UNIT', `${path}.id`, `${where}: ${badId}`));
        continue;
      }
      if (own(state.units, u.id)) errors.push(problem('BAD_UNIT', `${path}.id`, `${where}: the id is used twice`));
      const cardErrors = [...new Set(u.models)].flatMap((m) => copyCard(state, catalog, m, where, `${path}.models`));
      if (cardErrors.length > 0) {
        errors.push(...cardErrors);
        continue;
      }
      const wrongCommander = u.commander === undefined ? null : commanderProblem(state, u.models, u.commander);
      if (wrongCommander) errors.push(problem('BAD_UNIT', `${path}.commander`, `${where}: ${wrongCommander}`));
      // Written into the new record in place: nothing has read it yet (see below).
      state.units[u.id] = newUnit(u.id, t as TeamId, u.models, nextModel, u.commander);
      nextModel += u.models.length;
      specs.push({ u, team: t as TeamId, path });
    }
  });
  if (errors.length > 0) return err(errors);

  const setupStart = s.phase === undefined || s.phase === 'setup';
  // Units on the map first, so that passengers find their Transports.
  specs.sort((a, b) => Number(a.u.status === 'embarked') - Number(b.u.status === 'embarked'));
  const placing = new Placing(state);
  for (const { u, path } of specs) errors.push(...placeUnit(state, u, setupStart, path, placing));
  // The record was built in place, unit by unit (a copy per unit made loading quadratic); the
  // state gets a fresh one, so that nothing worked out from it half-built is ever read.
  state.units = { ...state.units };
  const objectives = readSchema(v.optional(SCENARIO_OBJECTIVES, []), s.objectives, {
    where: 'objectives',
    code: (issue) => (issue.path?.at(-1)?.key === 'at' ? 'BAD_PLACEMENT' : 'BAD_VALUE'),
  });
  if (!objectives.ok) errors.push(...objectives.error);
  else {
    objectives.value.forEach((o, k) => {
      const at = readHex(o.at);
      if (!at || indexOf(map, at) < 0)
        errors.push(
          problem('BAD_PLACEMENT', `objectives[${k}].at`, `objective ${k + 1}: "at" is not a hex of the battlefield`),
        );
      else state.objectives.push({ id: k + 1, at, value: o.value, placedBy: o.placedBy });
    });
  }
  if (errors.length > 0) return err(errors);

  const d = beginDraft(state);
  if (setupStart) {
    startSetup(d);
    return finishDraft(d);
  }
  if (s.phase !== 'movement' && s.phase !== 'assault')
    return err([problem('BAD_VALUE', 'phase', `"phase" must be "setup", "movement" or "assault"`)]);
  const turn = s.turn ?? 1;
  if (!Number.isInteger(turn) || turn < 1 || (settings.turns !== null && turn > settings.turns)) {
    return err([
      problem('BAD_VALUE', 'turn', `"turn" must be a whole number from 1 to ${settings.turns ?? 'the last turn'}`),
    ]);
  }
  d.state.turn = turn;
  d.state.phase = s.phase;
  d.state.initiative = s.initiative ?? s.active ?? 0;
  d.state.active = s.active ?? d.state.initiative;
  d.state.setupStep = null;
  return finishDraft(d);
}

function placeUnit(state: GameState, u: ScenarioUnit, setupStart: boolean, path: string, placing: Placing): Problem[] {
  const unit = state.units[u.id];
  const where = `unit ${u.id}`;
  const errors: Problem[] = [];
  const wrong = (code: ProblemCode, field: string, message: string) =>
    errors.push(problem(code, `${path}.${field}`, `${where}: ${message}`));
  let next: Unit = {
    ...unit,
    activated: !!u.activated,
    suppressed: !!u.suppressed,
    defensiveFireUsed: !!u.defensiveFireUsed,
  };
  // The facing's words and numbers were read by SCENARIO_UNIT.
  const facing = u.facing === undefined ? null : parseDir(u.facing);
  if (facing !== null) next.facing = facing;
  if (u.damage !== undefined) {
    if (u.damage.length > unit.models.length) {
      wrong('BAD_VALUE', 'damage', 'damage must list a whole number of at least 0 per model');
    } else {
      next.models = next.models.map((m, k) => {
        const dmg = u.damage![k] ?? 0;
        if (dmg > 0 && !takesDamage(state.defs[m.def]))
          wrong(
            'BAD_VALUE',
            `damage[${k}]`,
            `${state.defs[m.def].name} is Infantry: it loses models, not damage (R6.6)`,
          );
        return { ...m, damage: dmg };
      });
    }
  }
  const status: UnitStatus =
    u.status ??
    (u.at !== undefined ? 'map' : setupStart ? 'undeployed' : isAircraftUnit(state, next) ? 'reserve' : 'map');
  if (status === 'map') {
    const at = readHex(u.at);
    if (!at || indexOf(state.map, at) < 0) {
      wrong('BAD_PLACEMENT', 'at', '"at" must be a hex of the battlefield');
      return errors;
    }
    next = { ...next, status, at };
    const stand = placing.stand(next, at);
    if (!stand.ok) wrong('BAD_PLACEMENT', 'at', `${stand.error.message} (${stand.error.rule})`);
  } else if (status === 'embarked') {
    const carrier = typeof u.carrier === 'string' ? own(state.units, u.carrier) : undefined;
    if (!carrier) wrong('BAD_PLACEMENT', 'carrier', 'an embarked unit needs the id of its "carrier"');
    else {
      const boarding = placing.boarding({ ...next, status: 'undeployed' }, carrier);
      if (!boarding.ok) wrong('BAD_PLACEMENT', 'carrier', `${boarding.error.message} (${boarding.error.rule})`);
      next = { ...next, status, carrier: carrier.id };
    }
  } else {
    next = { ...next, status };
  }
  state.units[u.id] = next;
  placing.put(next);
  return errors;
}
