// The one full check of a game state read from outside (docs/records.md): a game file, the
// autosave, a saved game in the list. The engine trusts its own states, so a hand-edited,
// truncated or corrupted one is checked here, all of it, before the engine or the screen touch
// it: every field's type and range (the parts' schemas below and in stateSchema.ts),
// ids that exist (own properties only, core/own.ts), hexes on the map, the stat cards
// (army/cardParse.ts), the dice generator's state, the settings, then what must agree across
// fields: units and their carriers (R4.6), population
// (R5.6, R2.3), the activation (R4.3), the decisions owed and the continuation (resolve/resume.ts).
//
// validateState answers every problem found, each with where it is ("units.u12.at"), or the
// state *cleaned*: a fresh copy holding only the fields the format knows, so that data a file
// adds is dropped and never saved again. A state it accepts never makes applyAction,
// legalActions, awaiting or the view functions throw (tests/records/validateState.test.ts
// mutates states of real games field by field to show it).
import { parseCardRecord } from '../army/cardParse';
import { hexsideKey, indexOf } from '../board/map';
import { mapSize, validateMap } from '../board/mapValidation';
import type { Hex } from '../core/hex';
import type { BattleMap, Hexside, MapHex } from '../core/mapData';
import { cleanName } from '../core/names';
import { idProblem } from '../core/own';
import type { Continuation, PendingDecision, PendingKind } from '../core/pending';
import { err, ok, problem, type Problem, type Result } from '../core/result';
import type { RngState } from '../core/rng';
import { KEY_PATTERN } from '../core/keyedWords';
import {
  UNIT_STATUSES,
  type Activation,
  type GameState,
  type Model,
  type Score,
  type Settings,
  type TeamInfo,
  type Unit,
} from '../core/state';
import { GRADES, MOVE_KINDS, type Objective } from '../core/terms';
import { hasKeyword } from '../army/units';
import { awaiting } from '../legal/awaiting';
import { hasLegalAction } from '../legal/legal';
import { hasMoveKindAbility, PHASE_MOVE_KINDS } from '../rules/activation';
import { mayStartInReserve } from '../rules/reserves';
import { isAircraftUnit, isLargeUnit, isVehicleUnit, takesDamage } from '../derived/unitRules';
import { checkBoarding } from '../rules/transport';
import { checkGround } from '../rules/standing';
import { hasUnitInPlay, unitsCanBeLost } from '../resolve/flow';
import { FieldReader, fieldsOf, FLAG, HEX, listOf, oneOfList, quote, TEAM, textOf, wholeOf } from './fieldReader';
import * as v from 'valibot';
import { isRecord } from '../core/schema';
import { attacksAgree, decisionsNameWhatExists, PHASE_WORDS, turnAgrees } from './playAgreement';
import { DIR, idText, LIMITS, MODEL_ID, STATE_HEAD } from './stateSchema';

/** The state, cleaned, or every problem found in it (at most 100 listed, then a count). */
export type StateCheck = Result<GameState, Problem[]>;

/** seedrandom's Alea: `c` is `t | 0` for t below 2091639 + 1, the three seeds fractions in [0, 1). */
const ALEA_C_MAX = 2_091_639;

type Obj = Record<string, unknown>;

/** Whether a value has a hex's shape (whether it is on the map is asked then). */
const isHex = (x: unknown): x is Hex => v.is(HEX, x);

/**
 * Reads one state: the reader, and what the later fields are checked against. Each of those is
 * known only when its part of the state can answer, even a broken one (the map's size, the ids
 * of the stat cards and units as they came); a question a part cannot answer is not asked, its
 * problems having been said, so that every other problem is still told and none is made up.
 */
class StateReader extends FieldReader {
  /** The battlefield's columns and rows (board/mapValidation.ts mapSize): all that indexOf reads. */
  mapSize: { cols: number; rows: number } | undefined;
  /** The stat cards as they came, by id. */
  rawDefs: Obj | undefined;
  /** The units as they came, by id. */
  rawUnits: Obj | undefined;

  /** A unit id that names a unit of the state (own properties only). */
  unitId(v: unknown, where: string): string | undefined {
    if (typeof v !== 'string') return this.say(where, `must be a unit id, not ${quote(v)}`);
    if (!this.rawUnits) return v;
    return Object.hasOwn(this.rawUnits, v) ? v : this.say(where, `names no unit of the game (${quote(v)})`);
  }

  /** A stat card id that names a card of the state, sound or not (its own problems are told where it is). */
  cardId(v: unknown, where: string): string | undefined {
    if (typeof v !== 'string') return this.say(where, `must be a stat card id, not ${quote(v)}`);
    if (!this.rawDefs) return v;
    return Object.hasOwn(this.rawDefs, v) ? v : this.say(where, `names no stat card of the game (${quote(v)})`);
  }

  /** A hex of the battlefield (its shape read by HEX): anything else is refused as off the map. */
  onMap(h: Hex, where: string): Hex | undefined {
    if (!this.mapSize) return h;
    return indexOf(this.mapSize, h) >= 0 ? h : this.say(where, `${quote(h)} is off the map`, 'BAD_PLACEMENT');
  }
}

/** Checks a state read from outside: the state cleaned of what the format does not know, or every problem. */
export function validateState(value: unknown): StateCheck {
  const r = new StateReader();
  const s = isRecord(value) ? value : undefined;
  if (!s) return err([problem('BAD_FORMAT', '', 'the game state is not an object')]);
  if (s.schema !== 3)
    return err([problem('BAD_FORMAT', 'schema', `the game state is of schema ${quote(s.schema ?? null)}, not 3`)]);
  const rng = readRng(r, s.rng);
  const map = readMap(r, s.map);
  // The cards as the game was played with them (a check added since for cards made is not asked).
  const cards = parseCardRecord(s.defs, 'defs', 'played');
  if (!cards.ok) r.problems.push(...cards.error);
  const settings = r.read(SETTINGS, s.settings, 'settings');
  // Control and bidirectional-override characters are dropped from a team's name, as from list names (core/names.ts).
  const teams = r.read(TEAMS, s.teams, 'teams')?.map((t): TeamInfo => ({ name: cleanName(t.name) }));
  const units = r.obj(s.units, 'units');
  // The fields of play by their schema (setup/stateSchema.ts).
  const head = r.read(STATE_HEAD, s, '');
  // No early refusal: a state with a broken map, stat cards or units still hears about the rest
  // of it, each part checked against what the broken ones can still answer (StateReader).
  r.mapSize = mapSize(s.map);
  r.rawDefs = isRecord(s.defs) ? s.defs : undefined;
  r.rawUnits = units;

  const unitRecord = units && readUnits(r, units);
  const destroyedBridges = readBridges(r, s.destroyedBridges, map);
  const objectives = readObjectives(r, s.objectives);
  const score = r.read(SCORE, s.score, 'score');
  const activation = s.activation === null ? null : readActivation(r, s.activation);
  // What the fields of play name, on top of their schema (read above).
  if (head && settings && settings.turns !== null && head.turn > settings.turns)
    r.say('turn', `must be a whole number from 0 to ${settings.turns}, not ${head.turn}`);
  playNamesWhatExists(r, s);
  if (
    r.failed ||
    !map ||
    !cards.ok ||
    !settings ||
    !head ||
    !rng ||
    !teams ||
    !unitRecord ||
    !destroyedBridges ||
    !objectives ||
    !score ||
    activation === undefined
  )
    return refused(r);
  const { rulings, ...play } = head;
  const game: GameState = {
    schema: 3,
    // Absent: a game created before editions were kept, edition 1 (core/state.ts RulingsEdition).
    ...(rulings === undefined ? {} : { rulings }),
    seed: play.seed,
    rng,
    map,
    defs: cards.value,
    settings,
    teams: [teams[0], teams[1]],
    units: unitRecord,
    destroyedBridges,
    objectives,
    score,
    turn: play.turn,
    phase: play.phase,
    setupStep: play.setupStep,
    initiative: play.initiative,
    active: play.active,
    activation,
    commandTargets: play.commandTargets,
    pending: play.pending,
    resume: play.resume,
    winner: play.winner,
  };
  agreement(r, game);
  if (r.failed) return refused(r);
  // The last guard: the engine is asked once who acts. The checks above leave nothing for it to
  // trip on (the mutation test shows it for applyAction and legalActions too, which are not
  // called here: listing every action of a scenario of 8,000 units takes seconds).
  try {
    awaiting(game);
  } catch (e) {
    return err([
      problem(
        'BAD_STATE',
        '',
        `the rules engine cannot play from this state (${e instanceof Error ? e.message.slice(0, 80) : 'it contradicts itself'})`,
      ),
    ]);
  }
  return ok(game);
}

function refused(r: FieldReader): StateCheck {
  const list = r.more > 0 ? [...r.problems, problem('BAD_STATE', '', `and ${r.more} more problems`)] : r.problems;
  return err(list);
}

/** A number from 0 to 1 (not 1): one of Alea's three seeds. */
const fraction = v.custom<number>(
  (x) => typeof x === 'number' && x >= 0 && x < 1,
  (issue) => `must be a number from 0 to 1, not ${quote(issue.input)}`,
);

/**
 * The dice generator's state: scripted dice (whole numbers from 1 to 6) and one generator,
 * seedrandom's Alea as it keeps its state (`rng: {}` would throw at the first die; `c` is `t | 0`
 * for t below 2091639 + 1) or the keyed generator of online games (core/keyedWords.ts: a 32-byte
 * key and the words drawn).
 */
const RNG = v.pipe(
  fieldsOf({
    script: v.optional(listOf(wholeOf(1, 6), 100_000)),
    alea: v.optional(fieldsOf({ c: wholeOf(0, ALEA_C_MAX), s0: fraction, s1: fraction, s2: fraction })),
    keyed: v.optional(
      fieldsOf({
        key: v.custom<string>(
          (x) => typeof x === 'string' && KEY_PATTERN.test(x),
          (issue) => `must be 64 lowercase hexadecimal digits (a 32-byte key), not ${quote(issue.input)}`,
        ),
        n: wholeOf(0, Number.MAX_SAFE_INTEGER),
      }),
    ),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { alea, keyed } = dataset.value;
    if (alea && keyed) addIssue({ message: 'holds two generators (alea and keyed): a game rolls with one' });
    else if (!alea && !keyed) {
      addIssue({
        message: 'is missing: rng must hold a generator, the seeded one (alea) or the keyed one (keyed)',
        path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'alea', value: undefined }],
      });
    }
  }),
);

function readRng(r: FieldReader, value: unknown): RngState | undefined {
  const rng = r.read(RNG, value, 'rng');
  if (!rng) return undefined;
  const scripted = rng.script && rng.script.length > 0 ? { script: rng.script } : {};
  return rng.keyed ? { keyed: rng.keyed, ...scripted } : { alea: rng.alea!, ...scripted };
}

/** The battlefield (board/mapValidation.ts, R2.1, R2.4), copied with only the fields it knows. */
function readMap(r: FieldReader, v: unknown): BattleMap | undefined {
  const problems = validateMap(v);
  if (problems.length > 0) {
    for (const p of problems) r.say('map', p, 'BAD_MAP');
    return undefined;
  }
  const m = v as BattleMap;
  const hexes: MapHex[] = m.hexes.map((h) => ({ terrain: h.terrain, ...(h.roads ? { roads: [...h.roads] } : {}) }));
  const hexsides: Hexside[] = m.hexsides.map((x) => ({
    hex: { q: x.hex.q, r: x.hex.r },
    dir: x.dir,
    kind: x.kind,
    ...(x.bridge ? { bridge: true } : {}),
  }));
  const id = r.read(textOf(LIMITS.text), m.id, 'map.id');
  const name = r.read(textOf(LIMITS.text), m.name, 'map.name');
  // docs/maps.md "Your tiles in a game": the names of players' tiles, only on a map that has them.
  const custom = m.customTiles ? { customTiles: m.customTiles.map((t) => ({ id: t.id, name: t.name })) } : {};
  if (id === undefined || name === undefined) return undefined;
  // A road across a River without a Bridge is not refused here, though a map made now may not
  // have one (unbridgedRoadProblems): a game begun on such a map loads as it was played, the
  // River cutting the road (R2.1, rules/movement.ts isRoadConnected).
  return { id, name, cols: m.cols, rows: m.rows, hexes, hexsides, ...custom };
}

/** R7.3 the game's length (null: open-ended), R2.3 the hexes' size. */
const SETTINGS = fieldsOf({ turns: v.nullable(wholeOf(1, LIMITS.turns)), smallHexes: FLAG }) satisfies v.GenericSchema<
  unknown,
  Settings
>;

/** The two sides, each with its name. */
const TEAMS = v.pipe(listOf(fieldsOf({ name: textOf(LIMITS.text) }), 2), v.length(2, 'there must be two teams'));

function readUnits(r: StateReader, units: Obj): Record<string, Unit> | undefined {
  const ids = Object.keys(units);
  if (ids.length > LIMITS.units) return r.say('units', `${ids.length} units: at most ${LIMITS.units}`, 'TOO_LARGE');
  const out: Record<string, Unit> = {};
  const modelIds = new Set<number>();
  for (const id of ids) {
    const where = `units.${id}`;
    // A built-in property's name ("__proto__", "toString") is no unit's id.
    const bad = idProblem(id);
    if (bad || id.length > LIMITS.text) {
      r.say(where, bad ?? 'the id is too long', 'BAD_UNIT');
      continue;
    }
    const u = readUnit(r, units[id], where, modelIds);
    if (!u) continue;
    if (u.id !== id) r.say(`${where}.id`, `the unit is filed under "${id}" but its id is ${quote(u.id)}`, 'BAD_UNIT');
    out[id] = u;
  }
  return out;
}

/** A model's fields; that its stat card is one of the game's and its id used once in the game is checked on top. */
const MODEL = fieldsOf({
  id: MODEL_ID,
  def: idText('a stat card id'),
  damage: wholeOf(0, 100),
  softDamage: v.exactOptional(wholeOf(0, 100)),
  armorIgnored: v.exactOptional(wholeOf(0, 100)),
  // R1.3: the grade is looked up in the High Value Target points when he dies (R7.2).
  commander: v.exactOptional(oneOfList(GRADES)),
}) satisfies v.GenericSchema<unknown, Model>;

/**
 * A unit's fields. On top: its hex is on the battlefield, its carrier a unit of the game, its
 * stat cards the game's (at least one: derived/unitRules.ts reads the unit's kind from the first).
 */
const UNIT = fieldsOf({
  id: textOf(LIMITS.text),
  team: TEAM,
  models: listOf(MODEL, LIMITS.modelsPerUnit),
  status: oneOfList(UNIT_STATUSES),
  at: v.nullable(HEX),
  facing: DIR,
  carrier: v.nullable(idText('a unit id')),
  activated: FLAG,
  defensiveFireUsed: FLAG,
  suppressed: FLAG,
  movedThisPhase: FLAG,
  heldByPassengers: FLAG,
  modelsLost: wholeOf(0, 10_000),
  cards: listOf(idText('a stat card id'), LIMITS.modelsPerUnit),
});

function readUnit(r: StateReader, value: unknown, where: string, modelIds: Set<number>): Unit | undefined {
  const unit = r.read(UNIT, value, where);
  const at = (f: string) => `${where}.${f}`;
  const before = r.problems.length + r.more;
  // What the unit names is checked on the unit as it came, whatever else is wrong with it, so
  // that every problem is told at once (a field of the wrong type was told by the schema).
  const o = isRecord(value) ? value : {};
  const list = (x: unknown): unknown[] => (Array.isArray(x) && x.length <= LIMITS.modelsPerUnit ? x : []);
  list(o.models).forEach((m, k) => {
    if (!isRecord(m)) return;
    // Events and decisions name models by id: one id, one model in the whole game.
    if (v.is(MODEL_ID, m.id)) {
      if (modelIds.has(m.id)) r.say(at(`models[${k}].id`), `model id ${m.id} is used twice`, 'BAD_UNIT');
      modelIds.add(m.id);
    }
    if (typeof m.def === 'string') r.cardId(m.def, at(`models[${k}].def`));
  });
  if (isHex(o.at)) r.onMap(o.at, at('at'));
  if (typeof o.carrier === 'string') r.unitId(o.carrier, at('carrier'));
  list(o.cards).forEach((c, k) => {
    if (typeof c === 'string') r.cardId(c, at(`cards[${k}]`));
  });
  if (Array.isArray(o.cards) && o.cards.length === 0)
    r.say(at('cards'), 'a unit lists the stat cards of its models: at least one', 'BAD_UNIT');
  return unit && r.problems.length + r.more === before ? unit : undefined;
}

/** The destroyed Bridges' hexside keys; that each is a Bridge of the map is checked on top. */
const BRIDGE_KEYS = listOf(textOf(40), LIMITS.listItems);

/**
 * R2.1, R8.8: destroyed Bridges, by hexside key ("q,r:d"), each a Bridge of the map; that is
 * asked only of a sound map (`map`: undefined when it is broken, its problems told).
 */
function readBridges(r: StateReader, value: unknown, map: BattleMap | undefined): string[] | undefined {
  const keys = r.read(BRIDGE_KEYS, value, 'destroyedBridges');
  if (!keys || !map) return keys;
  const bridges = new Set(map.hexsides.filter((x) => x.bridge).map((x) => hexsideKey(x.hex, x.dir)));
  let bad = false;
  keys.forEach((key, k) => {
    if (bridges.has(key)) return;
    r.say(`destroyedBridges[${k}]`, `${quote(key)} is no Bridge of the map`, 'BAD_MAP');
    bad = true;
  });
  return bad ? undefined : keys;
}

/** R3.2: the Objective Markers' fields; that each stands on the map and has an id of its own is checked on top. */
const OBJECTIVES = listOf(
  fieldsOf({ id: wholeOf(1, 1000), at: HEX, value: oneOfList([1, 2, 3] as const), placedBy: TEAM }),
  20,
) satisfies v.GenericSchema<unknown, Objective[]>;

/** R3.2: the Objective Markers, each on the battlefield, each id once. */
function readObjectives(r: StateReader, value: unknown): Objective[] | undefined {
  const objectives = r.read(OBJECTIVES, value, 'objectives');
  if (!objectives) return undefined;
  const ids = new Set<number>();
  let bad = false;
  objectives.forEach((o, k) => {
    const w = `objectives[${k}]`;
    if (ids.has(o.id)) bad = r.say(`${w}.id`, `objective id ${o.id} is used twice`) ?? true;
    ids.add(o.id);
    if (r.onMap(o.at, `${w}.at`) === undefined) bad = true;
  });
  return bad ? undefined : objectives;
}

/** Points of each team: two numbers. */
const POINTS = v.pipe(
  listOf(wholeOf(0, 100_000), 2),
  v.length(2, 'must be two numbers, one per team'),
  v.transform((p) => p as [number, number]),
);

/** R7.1, R7.2: each turn's score and the High Value Target points (whether the turns agree with the game's is checked on top). */
const SCORE = fieldsOf({
  turns: listOf(
    fieldsOf({
      turn: wholeOf(1, 1000),
      points: POINTS,
      markers: listOf(fieldsOf({ objective: wholeOf(1, 1000), team: v.nullable(TEAM), contested: FLAG }), 20),
    }),
    1000,
  ),
  hvt: POINTS,
}) satisfies v.GenericSchema<unknown, Score>;

/** R4.3-R4.6, R5.2-R5.4, R8.14: the activation under way, its fields; that its unit and carrier are units of the game is checked on top. */
const ACTIVATION = fieldsOf({
  unit: idText('a unit id'),
  moveKind: v.nullable(oneOfList(MOVE_KINDS)),
  speedLeft: wholeOf(0, 40),
  freeRoadSteps: wholeOf(0, 40),
  moved: FLAG,
  halted: FLAG,
  attacked: listOf(wholeOf(1, 1_000_000), LIMITS.modelsPerUnit),
  stationaryFire: FLAG,
  boarding: v.nullable(oneOfList(['disembarked', 'embarking', 'embarked'] as const)),
  carrier: v.nullable(idText('a unit id')),
  arrived: FLAG,
}) satisfies v.GenericSchema<unknown, Activation>;

function readActivation(r: StateReader, value: unknown): Activation | undefined {
  const a = r.read(ACTIVATION, value, 'activation');
  // What it names is checked whatever else is wrong with it, so that every problem is told at once.
  const named = isRecord(value) ? value : {};
  const unit = typeof named.unit === 'string' ? r.unitId(named.unit, 'activation.unit') : undefined;
  const carrier = typeof named.carrier === 'string' ? r.unitId(named.carrier, 'activation.carrier') : null;
  return a && unit !== undefined && carrier !== undefined ? a : undefined;
}

/** What a decision owed or a frame of the continuation names, by path ("fired[]": each item of a list). */
interface Names {
  units?: readonly string[];
  hexes?: readonly string[];
  cards?: readonly string[];
}

/** What each kind of decision owed names (core/pending.ts), checked on top of its schema. */
const DECISION_NAMES: Record<PendingKind, Names> = {
  defensiveFire: { units: ['mover', 'fired[]'], hexes: ['from', 'to'] },
  nameModel: { units: ['unit'] },
  // R5.3: a movement reroll holds its step; an attack or defense reroll holds none.
  reroll: { units: ['unit', 'step.unit', 'step.embarkIn'], hexes: ['step.from', 'step.to'] },
  placeSurvivors: { units: ['unit', 'then[]'], hexes: ['choices[]', 'from'] },
  survivorOrder: { units: ['units[]'], hexes: ['from'] },
  commandTargets: { units: ['commander', 'choices[]'] },
  endGameVote: {},
};

const ROLL_REROLL_NAMES: Names = { units: ['unit'] };

/** What each kind of frame of the continuation names (resolve/resume.ts). */
const FRAME_NAMES: Record<Continuation['kind'], Names> = {
  attack: {
    units: ['attack.spec.unit', 'attack.spec.target', 'attack.strikes[].unit', 'attack.reports[].unit'],
    hexes: ['attack.spec.from', 'attack.spec.targetAt'],
    cards: ['attack.spec.card'],
  },
  volley: { units: ['offer.mover', 'offer.fired[]', 'volley.unit'], hexes: ['offer.from', 'offer.to'] },
};

/** Each value at `path` under `value` as it came, with its place; a step that is not there, or not a list where one is, is skipped (the schema says so). */
function each(
  value: unknown,
  where: string,
  path: readonly string[],
  visit: (x: unknown, where: string) => void,
): void {
  if (path.length === 0) {
    visit(value, where);
    return;
  }
  const [step, ...rest] = path;
  const list = step.endsWith('[]');
  const key = list ? step.slice(0, -2) : step;
  if (!isRecord(value) || !Object.hasOwn(value, key)) return;
  const x = value[key];
  const at = `${where}.${key}`;
  if (!list) each(x, at, rest, visit);
  else if (Array.isArray(x) && x.length <= LIMITS.listItems) {
    x.forEach((item, k) => {
      each(item, `${at}[${k}]`, rest, visit);
    });
  }
}

/** The units, hexes and stat cards a part names exist, each checked where it is of the right type (the schema tells the rest). */
function namesExist(r: StateReader, value: unknown, where: string, names: Names): void {
  for (const path of names.units ?? [])
    each(value, where, path.split('.'), (x, w) => typeof x === 'string' && r.unitId(x, w));
  for (const path of names.hexes ?? []) each(value, where, path.split('.'), (x, w) => isHex(x) && r.onMap(x, w));
  for (const path of names.cards ?? [])
    each(value, where, path.split('.'), (x, w) => typeof x === 'string' && r.cardId(x, w));
}

/**
 * What the fields of play name, on the state as it came, whatever else is wrong with it, so that
 * every problem is told at once: R8.4 each Junior Commander's unit and targets, each decision
 * owed and frame of the continuation of a kind the schema knows.
 */
function playNamesWhatExists(r: StateReader, s: Obj): void {
  if (isRecord(s.commandTargets)) {
    for (const [id, targets] of Object.entries(s.commandTargets)) {
      r.unitId(id, `commandTargets.${id}`);
      if (Array.isArray(targets) && targets.length <= 3) {
        targets.forEach((t, k) => {
          if (typeof t === 'string') r.unitId(t, `commandTargets.${id}[${k}]`);
        });
      }
    }
  }
  const listed = (x: unknown): unknown[] => (Array.isArray(x) && x.length <= LIMITS.decisions ? x : []);
  listed(s.pending).forEach((p, k) => {
    if (!isRecord(p) || typeof p.kind !== 'string' || !Object.hasOwn(DECISION_NAMES, p.kind)) return;
    // A reroll of an attack or defense roll holds no step: one there is dropped, not checked.
    const names =
      p.kind === 'reroll' && p.roll !== 'movement' ? ROLL_REROLL_NAMES : DECISION_NAMES[p.kind as PendingKind];
    namesExist(r, p, `pending[${k}]`, names);
  });
  listed(s.resume).forEach((f, k) => {
    if (isRecord(f) && typeof f.kind === 'string' && Object.hasOwn(FRAME_NAMES, f.kind))
      namesExist(r, f, `resume[${k}]`, FRAME_NAMES[f.kind as Continuation['kind']]);
  });
}

/** What must agree across fields, once each field is of its type and range. */
function agreement(r: StateReader, state: GameState): void {
  if ((state.phase === 'setup') !== (state.setupStep !== null) && !(state.phase === 'setup' && state.turn === 0)) {
    r.say('setupStep', `a setup step is set only during the setup (the phase is ${state.phase})`);
  }
  unitsAgree(r, state);
  if (r.failed) return;
  population(r, state);
  onStandingGround(r, state);
  activationAgrees(r, state);
  decisionsAgree(r, state);
  // Where play stands and what the decisions and attacks name (playAgreement.ts).
  turnAgrees(r, state);
  decisionsNameWhatExists(r, state);
  attacksAgree(r, state);
  if (state.winner !== null && state.phase !== 'ended')
    r.say('winner', 'a game has a winner only once it has ended (R7.3)');
  if (unitsCanBeLost(state)) {
    // R7.3: a team with no unit left on the map or in Reserve has ended the game (resolve/flow.ts checkWipeout), from the Scout moves on (R3.4).
    for (const team of [0, 1] as const) {
      if (!hasUnitInPlay(state, team))
        r.say('units', `team ${team} has no unit left in play: the game would have ended (R7.3)`);
    }
  }
  // R4.2: play never stops short of the end (a team with nothing left passes), so a position in
  // which nobody may do anything could never go on: every marker placed in the step that places
  // them, every unit activated with the team still to act, a setup step with nothing left in it.
  if (!r.failed && state.phase !== 'ended' && !hasLegalAction(state)) {
    const who = state.pending.length > 0 ? 'the decision pending' : `team ${state.active}`;
    r.say(
      state.pending.length > 0 ? 'pending' : state.phase === 'setup' ? 'setupStep' : 'active',
      `${who} has nothing it may do: the game could not go on (R4.2)`,
    );
  }
}

/** R8.7, R8.19: the survivor units a decision keeps waiting aboard nothing. */
function survivorsWaiting(p: PendingDecision): string[] {
  if (p.kind === 'placeSurvivors') return [p.unit, ...(p.then ?? [])];
  return p.kind === 'survivorOrder' ? p.units : [];
}

/** Where each unit is: its status, hex and carrier agree (R4.6), and its models and status (R6.6). */
function unitsAgree(r: StateReader, state: GameState): void {
  const survivors = new Set(state.pending.flatMap(survivorsWaiting));
  const commanders: [number, number] = [0, 0];
  for (const u of Object.values(state.units)) {
    const where = `units.${u.id}`;
    // R3.3: every unit is placed (on the map, embarked or in Reserve) before the setup ends.
    if (u.status === 'undeployed' && state.phase !== 'setup')
      r.say(
        `${where}.status`,
        'every unit is placed in the setup: none is left undeployed after it (R3.3)',
        'BAD_UNIT',
      );
    if ((u.status === 'destroyed') !== (u.models.length === 0)) {
      r.say(
        `${where}.models`,
        u.status === 'destroyed' ? 'a destroyed unit has no models left' : `a unit that is ${u.status} has models left`,
        'BAD_UNIT',
      );
    }
    if (u.cards.length < u.models.length)
      r.say(`${where}.cards`, 'a unit lists a stat card for each model it started with', 'BAD_UNIT');
    u.models.forEach((m, k) => {
      // R1.3: one Commander a team, an Officer.
      if (m.commander) {
        commanders[u.team]++;
        if (!hasKeyword(state.defs[m.def], 'Officer'))
          r.say(`${where}.models[${k}].commander`, 'the Commander must be an Officer (R1.3)', 'BAD_UNIT');
      }
      // R6.6: an Infantry model is lost to a strike, never damaged (R6.7: Vehicles, artillery and
      // Aircraft take damage), as a scenario's damage is read (scenario.ts).
      if ((m.damage > 0 || (m.softDamage ?? 0) > 0) && !takesDamage(state.defs[m.def]))
        r.say(
          `${where}.models[${k}].damage`,
          `${state.defs[m.def].name} is Infantry: it loses models, not damage (R6.6)`,
          'BAD_VALUE',
        );
    });
    if ((u.status === 'map') !== (u.at !== null)) {
      r.say(
        `${where}.at`,
        u.status === 'map' ? 'a unit on the map stands in a hex' : `a unit that is ${u.status} stands in no hex`,
        'BAD_PLACEMENT',
      );
    }
    if (u.status !== 'embarked') {
      if (u.carrier !== null) r.say(`${where}.carrier`, 'only an embarked unit has a carrier (R4.6)', 'BAD_PLACEMENT');
      continue;
    }
    // R8.7: survivors of a destroyed Transport wait, aboard nothing, for their owner to place them.
    if (u.carrier === null) {
      if (!survivors.has(u.id)) r.say(`${where}.carrier`, 'an embarked unit has a carrier (R4.6)', 'BAD_PLACEMENT');
      continue;
    }
    if (u.carrier === u.id) {
      r.say(`${where}.carrier`, 'a Transport does not carry itself (R4.6)', 'BAD_PLACEMENT');
      continue;
    }
    // The same check as boarding in play: a friendly Transport on the map, with room (R4.6).
    const boarding = checkBoarding(state, { ...u, status: 'undeployed' }, state.units[u.carrier]);
    if (!boarding.ok) r.say(`${where}.carrier`, `${boarding.error.message} (${boarding.error.rule})`, 'BAD_PLACEMENT');
  }
  for (const team of [0, 1] as const)
    if (commanders[team] > 1)
      r.say('units', `team ${team} has ${commanders[team]} Commanders: one at most (R1.3)`, 'BAD_UNIT');
}

/**
 * R5.6 (R2.3 with 2-inch hexes): at most 2 units of a team in a hex and one Vehicle or Large
 * unit in all; Aircraft do not count, nor a unit stepping into its Transport's hex to embark.
 */
function population(r: StateReader, state: GameState): void {
  const embarking = state.activation?.boarding === 'embarking' ? state.activation.unit : null;
  const hexes = new Map<number, { teams: [number, number]; foot: [number, number]; vehicles: number }>();
  for (const u of Object.values(state.units)) {
    if (u.status !== 'map' || u.at === null || u.models.length === 0 || u.id === embarking || isAircraftUnit(state, u))
      continue;
    const i = indexOf(state.map, u.at);
    const h = hexes.get(i) ?? { teams: [0, 0] as [number, number], foot: [0, 0] as [number, number], vehicles: 0 };
    h.teams[u.team]++;
    if (isVehicleUnit(state, u) || isLargeUnit(state, u)) h.vehicles++;
    else h.foot[u.team]++;
    hexes.set(i, h);
    const where = `units.${u.id}.at`;
    if (h.vehicles > 1) r.say(where, 'a hex holds one Vehicle or Large unit at most (R5.6)', 'BAD_PLACEMENT');
    else if (state.settings.smallHexes && h.foot[u.team] > 1)
      r.say(where, 'a 2-inch hex holds one infantry unit per team at most (R2.3)', 'BAD_PLACEMENT');
    else if (!state.settings.smallHexes && h.teams[u.team] > 2)
      r.say(where, 'a hex holds 2 units of a team at most (R5.6)', 'BAD_PLACEMENT');
  }
}

/** R5.1: no unit but an Amphibious one or an Aircraft stands on Water (rules/standing.ts, as a placing asks it). */
function onStandingGround(r: StateReader, state: GameState): void {
  for (const u of Object.values(state.units)) {
    if (u.status !== 'map' || u.at === null || u.models.length === 0) continue;
    const refused = checkGround(state, u, u.at);
    if (refused && !refused.ok)
      r.say(
        `units.${u.id}.at`,
        `${refused.error.message}: only an Amphibious unit or an Aircraft stands there (${refused.error.rule})`,
        'BAD_PLACEMENT',
      );
  }
}

/** A kind of move in a sentence. */
const MOVE_NAMES: Readonly<Record<(typeof MOVE_KINDS)[number], string>> = {
  normal: 'a normal move',
  scout: 'a Scout move',
  aggression: 'an Aggression move',
  strikeAndFade: 'a Strike and Fade move',
  relocate: 'a Relocate move',
};

/**
 * R4.2, R4.3: the unit being activated is one of the team to act, in play, not yet activated this
 * phase, moving by a kind of move its phase allows and it has the ability for.
 */
function activationAgrees(r: StateReader, state: GameState): void {
  const a = state.activation;
  if (!a) return;
  const u = state.units[a.unit];
  if (state.phase !== 'movement' && state.phase !== 'assault' && state.setupStep !== 'scout')
    r.say(
      'activation',
      'units are activated in the Movement and Assault Phases (R4.1) and Scouts move in the setup (R3.4)',
    );
  if (u.status === 'destroyed' || u.status === 'undeployed')
    r.say('activation.unit', `the unit being activated is ${u.status}`);
  if (u.team !== state.active) r.say('activation.unit', 'the unit being activated is not of the team to act (R4.2)');
  // R4.3: each unit is activated once a phase; it is marked as it ends (resolve/flow.ts finishActivation).
  if (u.activated) r.say('activation.unit', 'the unit being activated has already been activated this phase (R4.3)');
  if (a.carrier !== null && a.carrier === a.unit)
    r.say('activation.carrier', 'a Transport does not carry itself (R4.6)');
  // R4.4, R8.1: only an Aircraft or a unit that may wait in Reserve arrives, in the Movement Phase.
  if (a.arrived && (state.phase !== 'movement' || !(isAircraftUnit(state, u) || mayStartInReserve(state, u))))
    r.say('activation.arrived', 'only Aircraft and units in Reserve arrive, in the Movement Phase (R4.4, R8.1)');
  // R3.4, R4.3, R8.14: a move of a kind the phase allows and the unit has the ability for, or the
  // engine would list steps of it that it then refuses.
  if (
    a.moveKind !== null &&
    (!PHASE_MOVE_KINDS[state.phase].includes(a.moveKind) || !hasMoveKindAbility(state, u, a.moveKind))
  )
    r.say(
      'activation.moveKind',
      `${MOVE_NAMES[a.moveKind]} is not one this unit may make in ${PHASE_WORDS[state.phase]} (R3.4, R4.3, R8.14)`,
    );
}

/**
 * The decisions owed and the continuation (resolve/resume.ts): a resolution stops only for a
 * decision, so frames rest under one; the innermost frame is an attack; an attack of Defensive
 * Fire (R5.7) sits on its volley and one of an activation on nothing; a reroll of an attack or
 * defense roll (R8.6) names a roll or strike of the attack in progress; names are of the right units.
 */
function decisionsAgree(r: StateReader, state: GameState): void {
  const frames = state.resume;
  if (frames.length > 0 && state.pending.length === 0)
    r.say('resume', 'a resolution is under way but no decision is owed');
  if (frames.length > 0 && frames[frames.length - 1].kind !== 'attack')
    r.say('resume', 'a resolution rests on an attack');
  frames.forEach((f, i) => {
    const where = `resume[${i}]`;
    if (f.kind === 'volley') {
      if (!state.units[f.volley.unit].defensiveFireUsed)
        r.say(`${where}.volley.unit`, 'a unit firing a volley has used its Defensive Fire (R5.7)');
      if (!f.offer.fired.includes(f.volley.unit))
        r.say(`${where}.offer.fired`, 'the unit firing the volley is among those that fired (R5.7)');
      if (frames[i + 1]?.kind !== 'attack') r.say(where, 'a volley goes on with an attack');
      return;
    }
    const below = frames[i - 1];
    if (below?.kind === 'attack') r.say(where, 'an attack does not sit on another attack');
    const context = below?.kind === 'volley' ? 'defensiveFire' : 'activation';
    if (f.attack.spec.context !== context)
      r.say(
        `${where}.attack.spec.context`,
        `the attack is of ${context === 'activation' ? 'an activation' : 'Defensive Fire'} here`,
      );
  });
  const top = frames[frames.length - 1];
  const attack = top?.kind === 'attack' ? top.attack : null;
  state.pending.forEach((p, i) => {
    const where = `pending[${i}]`;
    switch (p.kind) {
      case 'reroll':
        if (p.roll === 'movement') {
          // R5.3: the step is part of its unit's activation, which goes on once the reroll is decided.
          if (state.activation?.unit !== p.unit)
            r.say(where, 'a movement reroll is decided in the activation of the unit moving (R5.3, R8.6)');
          if (p.step.unit !== p.unit || p.index >= p.step.rolls.length || p.step.failed >= p.step.rolls.length)
            r.say(where, 'the movement reroll names a roll of its step (R5.3, R8.6)');
          if (p.dice.length !== 1) r.say(`${where}.dice`, 'a movement roll is one die (R5.3)');
        } else if (!attack || p.index >= (p.roll === 'attack' ? attack.rolls.length : attack.strikes.length)) {
          r.say(`${where}.index`, 'the reroll names a roll of the attack in progress (R8.6)');
        }
        break;
      case 'defensiveFire':
        // R5.7: Defensive Fire is offered at a step of the unit being activated.
        if (state.activation?.unit !== p.mover)
          r.say(`${where}.mover`, 'Defensive Fire is offered at a step of the unit being activated (R5.7)');
        break;
      case 'nameModel':
        if (!attack) r.say(where, 'a model is named for an attack in progress (R6.6)');
        if (!p.choices.every((m) => state.units[p.unit].models.some((x) => x.id === m)))
          r.say(`${where}.choices`, 'the models to name are models of the unit (R6.6)');
        break;
      case 'placeSurvivors':
      case 'survivorOrder':
        if (survivorsWaiting(p).some((u) => state.units[u].status !== 'embarked' || state.units[u].carrier !== null)) {
          r.say(
            `${where}.${p.kind === 'placeSurvivors' ? 'unit' : 'units'}`,
            'the survivors to place wait aboard their lost Transport (R8.7)',
          );
        }
        if (p.kind === 'placeSurvivors' && p.choices.length === 0)
          r.say(`${where}.choices`, 'survivors are placed in one of the hexes offered (R8.7)');
        // R8.19: the order is asked of two units or more, each once.
        if (p.kind === 'survivorOrder' && (p.units.length < 2 || new Set(p.units).size !== p.units.length))
          r.say(`${where}.units`, 'the order is chosen among 2 or more survivor units (R8.19)');
        break;
      default:
        break;
    }
  });
}
