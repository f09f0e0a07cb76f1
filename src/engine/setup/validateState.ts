// The one full check of a game state read from outside (docs/records.md): a game file, the
// autosave, a saved game in the list. The engine trusts its own states, so a hand-edited,
// truncated or corrupted one is checked here, all of it, before the engine or the screen touch
// it: every field's type and range (the plain parts' schemas and the readers of fieldReader.ts),
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
import { fieldPath, parseCardRecord } from '../army/cardParse';
import { hexsideKey, indexOf } from '../board/map';
import { validateMap } from '../board/mapValidation';
import type { Dir, Hex } from '../core/hex';
import type { BattleMap, Hexside, MapHex } from '../core/mapData';
import { cleanName } from '../core/names';
import { idProblem, own } from '../core/own';
import type { AttackInProgress, Continuation, DefensiveFireOffer, PendingDecision, PendingStep, Strike, Volley } from '../core/pending';
import { err, ok, problem, type Problem, type Result } from '../core/result';
import type { RngState } from '../core/rng';
import { KEY_PATTERN } from '../core/keyedWords';
import { RULINGS_EDITIONS, UNIT_STATUSES, type Activation, type GameState, type Model, type Score, type Settings, type TeamInfo, type Unit } from '../core/state';
import { GRADES, MOVE_KINDS, PHASES, SETUP_STEPS, type AttackDice, type DiceSource, type Objective, type Reroll } from '../core/terms';
import type { StrikeReport } from '../core/events';
import type { UnitDef } from '../army/units';
import { awaiting } from '../legal/awaiting';
import { isAircraftUnit, isLargeUnit, isVehicleUnit } from '../derived/unitRules';
import { checkBoarding } from '../rules/transport';
import { checkGround } from '../rules/standing';
import { hasUnitInPlay, unitsCanBeLost } from '../resolve/flow';
import { FieldReader, fieldsOf, FLAG, HEX, listOf, oneOfList, quote, TEAM, textOf, wholeOf } from './fieldReader';
import * as v from 'valibot';
import { isRecord } from '../core/schema';
import { attacksAgree, decisionsNameWhatExists, turnAgrees } from './playAgreement';

/** The state, cleaned, or every problem found in it (at most 100 listed, then a count). */
export type StateCheck = Result<GameState, Problem[]>;

/** Far above any game of the rules (R1.2 armies of a few dozen units); a scenario may hold 8,000. */
const LIMITS = {
  units: 20_000,
  modelsPerUnit: 50,
  text: 1_000,
  /** A seed is whatever a player typed or a link held (nothing limits it there): a generous bound. */
  seed: 100_000,
  decisions: 20,
  turns: 20,
  listItems: 200,
} as const;

const PROFILES = ['infantry', 'vehicle'] as const;
const WEAPONS = ['normal', 'hull', 'auxiliary', 'closeAssault', 'handToHand'] as const;
const ROLL_REASONS = ['forest', 'hedge', 'river'] as const;
/** seedrandom's Alea: `c` is `t | 0` for t below 2091639 + 1, the three seeds fractions in [0, 1). */
const ALEA_C_MAX = 2_091_639;

type Obj = Record<string, unknown>;

/** Reads one state: the reader, and what the later fields are checked against. */
class StateReader extends FieldReader {
  map!: BattleMap;
  defs!: Record<string, UnitDef>;
  rawUnits!: Obj;

  /** A unit id that names a unit of the state (own properties only). */
  unitId(v: unknown, where: string): string | undefined {
    if (typeof v !== 'string') return this.say(where, `must be a unit id, not ${quote(v)}`);
    return Object.hasOwn(this.rawUnits, v) ? v : this.say(where, `names no unit of the game (${quote(v)})`);
  }

  cardId(v: unknown, where: string): string | undefined {
    if (typeof v !== 'string') return this.say(where, `must be a stat card id, not ${quote(v)}`);
    return own(this.defs, v) ? v : this.say(where, `names no stat card of the game (${quote(v)})`);
  }

  /** A hex of the battlefield: anything else is refused as off the map. */
  onMap(v: unknown, where: string): Hex | undefined {
    const h = this.hex(v, where);
    if (!h) return undefined;
    return indexOf(this.map, h) >= 0 ? h : this.say(where, `${quote(v)} is off the map`, 'BAD_PLACEMENT');
  }

  modelId(v: unknown, where: string): number | undefined {
    return this.int(v, where, 1, 1_000_000);
  }

  source(v: unknown, where: string): DiceSource | undefined {
    const o = this.obj(v, where);
    if (!o) return undefined;
    const label = this.str(o.label, fieldPath(where, 'label'), LIMITS.text);
    const n = this.int(o.n, fieldPath(where, 'n'), -100, 100);
    return label === undefined || n === undefined ? undefined : { label, n };
  }

  sources(v: unknown, where: string): DiceSource[] | undefined {
    return this.list(v, where, LIMITS.listItems, (x, w) => this.source(x, w));
  }

  reroll(v: unknown, where: string): Reroll | undefined {
    const o = this.obj(v, where);
    if (!o) return undefined;
    const index = this.int(o.index, fieldPath(where, 'index'), 0, 100);
    const from = this.die(o.from, fieldPath(where, 'from'));
    const to = this.die(o.to, fieldPath(where, 'to'));
    return index === undefined || from === undefined || to === undefined ? undefined : { index, from, to };
  }

  profile(v: unknown, where: string) {
    return this.oneOf(v, where, PROFILES);
  }
}

/** Checks a state read from outside: the state cleaned of what the format does not know, or every problem. */
export function validateState(value: unknown): StateCheck {
  const r = new StateReader();
  const s = isRecord(value) ? value : undefined;
  if (!s) return err([problem('BAD_FORMAT', '', 'the game state is not an object')]);
  if (s.schema !== 3) return err([problem('BAD_FORMAT', 'schema', `the game state is of schema ${quote(s.schema ?? null)}, not 3`)]);
  const seed = r.str(s.seed, 'seed', LIMITS.seed);
  const rng = readRng(r, s.rng);
  const map = readMap(r, s.map);
  const cards = parseCardRecord(s.defs, 'defs');
  if (!cards.ok) r.problems.push(...cards.error);
  const settings = r.read(SETTINGS, s.settings, 'settings');
  // Control and bidirectional-override characters are dropped from a team's name, as from list names (core/names.ts).
  const teams = r.read(TEAMS, s.teams, 'teams')?.map((t): TeamInfo => ({ name: cleanName(t.name) }));
  const units = r.obj(s.units, 'units');
  if (!map || !cards.ok || !units || !settings) return refused(r);
  r.map = map;
  r.defs = cards.value;
  r.rawUnits = units;

  const turn = r.int(s.turn, 'turn', 0, settings.turns ?? 1000);
  const state = {
    schema: 3,
    // Absent: a game created before editions were kept, edition 1 (core/state.ts RulingsEdition).
    rulings: s.rulings === undefined ? undefined : r.oneOf(s.rulings, 'rulings', RULINGS_EDITIONS),
    seed,
    rng,
    map,
    defs: cards.value,
    settings,
    teams,
    units: readUnits(r, units),
    destroyedBridges: readBridges(r, s.destroyedBridges),
    objectives: readObjectives(r, s.objectives),
    score: r.read(SCORE, s.score, 'score'),
    turn,
    phase: r.oneOf(s.phase, 'phase', PHASES),
    setupStep: s.setupStep === null ? null : r.oneOf(s.setupStep, 'setupStep', SETUP_STEPS),
    initiative: r.team(s.initiative, 'initiative'),
    active: r.team(s.active, 'active'),
    activation: s.activation === null ? null : readActivation(r, s.activation),
    commandTargets: readCommandTargets(r, s.commandTargets),
    pending: r.list(s.pending, 'pending', LIMITS.decisions, (p, w) => readDecision(r, p, w)),
    resume: r.list(s.resume, 'resume', LIMITS.decisions, (f, w) => readFrame(r, f, w)),
    winner: s.winner === null ? null : r.team(s.winner, 'winner'),
  };
  if (r.failed) return refused(r);
  const game = state as GameState;
  agreement(r, game);
  if (r.failed) return refused(r);
  // The last guard: the engine is asked once who acts. The checks above leave nothing for it to
  // trip on (the mutation test shows it for applyAction and legalActions too, which are not
  // called here: listing every action of a scenario of 8,000 units takes seconds).
  try {
    awaiting(game);
  } catch (e) {
    return err([problem('BAD_STATE', '', `the rules engine cannot play from this state (${e instanceof Error ? e.message.slice(0, 80) : 'it contradicts itself'})`)]);
  }
  return ok(game);
}

function refused(r: FieldReader): StateCheck {
  const list = r.more > 0 ? [...r.problems, problem('BAD_STATE', '', `and ${r.more} more problems`)] : r.problems;
  return err(list);
}

/** A number from 0 to 1 (not 1): one of Alea's three seeds. */
const fraction = v.custom<number>((x) => typeof x === 'number' && x >= 0 && x < 1, (issue) => `must be a number from 0 to 1, not ${quote(issue.input)}`);

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
        key: v.custom<string>((x) => typeof x === 'string' && KEY_PATTERN.test(x), (issue) => `must be 64 lowercase hexadecimal digits (a 32-byte key), not ${quote(issue.input)}`),
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
  const hexsides: Hexside[] = m.hexsides.map((x) => ({ hex: { q: x.hex.q, r: x.hex.r }, dir: x.dir, kind: x.kind, ...(x.bridge ? { bridge: true } : {}) }));
  const id = r.str(m.id, 'map.id', LIMITS.text);
  const name = r.str(m.name, 'map.name', LIMITS.text);
  return id === undefined || name === undefined ? undefined : { id, name, cols: m.cols, rows: m.rows, hexes, hexsides };
}

/** R7.3 the game's length (null: open-ended), R2.3 the hexes' size. */
const SETTINGS = fieldsOf({ turns: v.nullable(wholeOf(1, LIMITS.turns)), smallHexes: FLAG }) satisfies v.GenericSchema<unknown, Settings>;

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

/** An id naming something else of the state (whether it does is checked on top). */
const idText = (what: string) => v.custom<string>((x) => typeof x === 'string', (issue) => `must be ${what}, not ${quote(issue.input)}`);

/** A model's id: events and decisions name models by it. */
const MODEL_ID = wholeOf(1, 1_000_000);

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
  facing: v.pipe(wholeOf(0, 5), v.transform((d) => d as Dir)),
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
  if (o.at !== null && v.is(HEX, o.at)) r.onMap(o.at, at('at'));
  if (typeof o.carrier === 'string') r.unitId(o.carrier, at('carrier'));
  list(o.cards).forEach((c, k) => {
    if (typeof c === 'string') r.cardId(c, at(`cards[${k}]`));
  });
  if (Array.isArray(o.cards) && o.cards.length === 0) r.say(at('cards'), 'a unit lists the stat cards of its models: at least one', 'BAD_UNIT');
  return unit && r.problems.length + r.more === before ? unit : undefined;
}

/** R2.1, R8.8: destroyed Bridges, by hexside key ("q,r:d"), each a Bridge of the map. */
/** The destroyed Bridges' hexside keys; that each is a Bridge of the map is checked on top. */
const BRIDGE_KEYS = listOf(textOf(40), LIMITS.listItems);

function readBridges(r: StateReader, value: unknown): string[] | undefined {
  const keys = r.read(BRIDGE_KEYS, value, 'destroyedBridges');
  if (!keys) return undefined;
  const bridges = new Set(r.map.hexsides.filter((x) => x.bridge).map((x) => hexsideKey(x.hex, x.dir)));
  let bad = false;
  keys.forEach((key, k) => {
    if (bridges.has(key)) return;
    r.say(`destroyedBridges[${k}]`, `${quote(key)} is no Bridge of the map`, 'BAD_MAP');
    bad = true;
  });
  return bad ? undefined : keys;
}

/** R3.2: the Objective Markers' fields; that each stands on the map and has an id of its own is checked on top. */
const OBJECTIVES = listOf(fieldsOf({ id: wholeOf(1, 1000), at: HEX, value: oneOfList([1, 2, 3] as const), placedBy: TEAM }), 20) satisfies v.GenericSchema<unknown, Objective[]>;

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
const POINTS = v.pipe(listOf(wholeOf(0, 100_000), 2), v.length(2, 'must be two numbers, one per team'), v.transform((p) => p as [number, number]));

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

/** R8.4: the units each Junior Commander casts on, by his unit's id. */
function readCommandTargets(r: StateReader, v: unknown): Record<string, string[]> | undefined {
  const o = r.obj(v, 'commandTargets');
  if (!o) return undefined;
  const out: Record<string, string[]> = {};
  for (const id of Object.keys(o)) {
    const commander = r.unitId(id, `commandTargets.${id}`);
    const targets = r.list(o[id], `commandTargets.${id}`, 3, (t, w) => r.unitId(t, w));
    if (commander !== undefined && targets !== undefined) out[commander] = targets;
  }
  return out;
}

function readOffer(r: StateReader, o: Obj, where: string): DefensiveFireOffer | undefined {
  const offer = {
    kind: 'defensiveFire' as const,
    team: r.team(o.team, `${where}.team`),
    mover: r.unitId(o.mover, `${where}.mover`),
    from: o.from === null ? null : r.onMap(o.from, `${where}.from`),
    to: r.onMap(o.to, `${where}.to`),
    fired: r.list(o.fired, `${where}.fired`, LIMITS.listItems, (u, w) => r.unitId(u, w)),
  };
  return allRead<DefensiveFireOffer>(offer);
}

/** A decision owed (core/pending.ts), each kind with its own fields. */
function readDecision(r: StateReader, v: unknown, where: string): PendingDecision | undefined {
  const o = r.obj(v, where);
  if (!o) return undefined;
  const w = (f: string) => `${where}.${f}`;
  const team = r.team(o.team, w('team'));
  let d: Record<string, unknown>;
  switch (o.kind) {
    case 'defensiveFire':
      return readOffer(r, o, where);
    case 'nameModel':
      d = { kind: o.kind, team, unit: r.unitId(o.unit, w('unit')), choices: r.list(o.choices, w('choices'), LIMITS.modelsPerUnit, (m, wm) => r.modelId(m, wm)), reason: r.oneOf(o.reason, w('reason'), ['target', 'extraCasualty'] as const) };
      break;
    case 'reroll': {
      const roll = r.oneOf(o.roll, w('roll'), ['attack', 'defense', 'movement'] as const);
      d = { kind: o.kind, team, unit: r.unitId(o.unit, w('unit')), model: r.modelId(o.model, w('model')), dice: r.dice(o.dice, w('dice')), roll, index: r.int(o.index, w('index'), 0, 100) };
      if (roll === 'movement') d.step = readStep(r, o.step, w('step'));
      break;
    }
    case 'placeSurvivors':
      d = {
        kind: o.kind,
        team,
        unit: r.unitId(o.unit, w('unit')),
        choices: r.list(o.choices, w('choices'), 6, (h, wh) => r.onMap(h, wh)),
        from: r.onMap(o.from, w('from')),
        killer: o.killer === null ? null : r.team(o.killer, w('killer')),
      };
      // R8.19: the survivor units waiting after this one (absent in older saves: none).
      if (o.then !== undefined) d.then = r.list(o.then, w('then'), LIMITS.listItems, (u, wu) => r.unitId(u, wu));
      break;
    case 'survivorOrder':
      d = {
        kind: o.kind,
        team,
        units: r.list(o.units, w('units'), LIMITS.listItems, (u, wu) => r.unitId(u, wu)),
        from: r.onMap(o.from, w('from')),
        killer: o.killer === null ? null : r.team(o.killer, w('killer')),
      };
      break;
    case 'commandTargets':
      d = { kind: o.kind, team, commander: r.unitId(o.commander, w('commander')), choices: r.list(o.choices, w('choices'), LIMITS.listItems, (u, wu) => r.unitId(u, wu)), max: r.int(o.max, w('max'), 0, 3) };
      break;
    case 'endGameVote':
      d = { kind: o.kind, team, votes: r.list(o.votes, w('votes'), 2, (t, wt) => r.team(t, wt)) };
      break;
    default:
      return r.say(w('kind'), `${quote(o.kind)} is no kind of decision`);
  }
  return allRead<PendingDecision>(d);
}

/** A record read field by field: the record when every field was read, undefined when one was refused (its problem is said). */
function allRead<T>(fields: object): T | undefined {
  return Object.values(fields).some((x) => x === undefined) ? undefined : (fields as T);
}

/** R5.3, R8.6: the step held while its owner decides on a reroll. */
function readStep(r: StateReader, v: unknown, where: string): PendingStep | undefined {
  const o = r.obj(v, where);
  if (!o) return undefined;
  const w = (f: string) => `${where}.${f}`;
  const step = {
    unit: r.unitId(o.unit, w('unit')),
    from: r.onMap(o.from, w('from')),
    to: r.onMap(o.to, w('to')),
    cost: r.int(o.cost, w('cost'), 0, 40),
    roadBonus: r.bool(o.roadBonus, w('roadBonus')),
    dir: r.dir(o.dir, w('dir')),
    rolls: r.list(o.rolls, w('rolls'), 3, (x, wx) => r.oneOf(x, wx, ROLL_REASONS)),
    failed: r.int(o.failed, w('failed'), 0, 2),
    ...(o.embarkIn !== undefined ? { embarkIn: r.unitId(o.embarkIn, w('embarkIn')) } : {}),
  };
  return allRead<PendingStep>(step);
}

/** A frame of the continuation (resolve/resume.ts): an attack being resolved or a Defensive Fire volley. */
function readFrame(r: StateReader, v: unknown, where: string): Continuation | undefined {
  const o = r.obj(v, where);
  if (!o) return undefined;
  if (o.kind === 'attack') {
    const attack = readAttack(r, o.attack, `${where}.attack`);
    return attack && { kind: 'attack', attack };
  }
  if (o.kind === 'volley') {
    const offerObj = r.obj(o.offer, `${where}.offer`);
    const offer = offerObj && readOffer(r, offerObj, `${where}.offer`);
    const volley = readVolley(r, o.volley, `${where}.volley`);
    return offer && volley && { kind: 'volley', offer, volley };
  }
  return r.say(`${where}.kind`, `${quote(o.kind)} is no kind of resolution`);
}

function readVolley(r: StateReader, v: unknown, where: string): Volley | undefined {
  const o = r.obj(v, where);
  if (!o) return undefined;
  const w = (f: string) => `${where}.${f}`;
  const volley = {
    unit: r.unitId(o.unit, w('unit')),
    at: r.oneOf(o.at, w('at'), ['from', 'to'] as const),
    weapon: r.oneOf(o.weapon, w('weapon'), ['normal', 'close'] as const),
    profile: o.profile === null ? null : r.profile(o.profile, w('profile')),
    models: r.list(o.models, w('models'), LIMITS.modelsPerUnit, (m, wm) => r.modelId(m, wm)),
  };
  return allRead<Volley>(volley);
}

/** R6: an attack being resolved, as chosen and as far as it went. */
function readAttack(r: StateReader, v: unknown, where: string): AttackInProgress | undefined {
  const o = r.obj(v, where);
  if (!o) return undefined;
  const specObj = r.obj(o.spec, `${where}.spec`);
  const w = (f: string) => `${where}.spec.${f}`;
  const spec = specObj && {
    unit: r.unitId(specObj.unit, w('unit')),
    model: r.modelId(specObj.model, w('model')),
    card: r.cardId(specObj.card, w('card')),
    target: r.unitId(specObj.target, w('target')),
    weapon: r.oneOf(specObj.weapon, w('weapon'), WEAPONS),
    profile: r.profile(specObj.profile, w('profile')),
    from: r.onMap(specObj.from, w('from')),
    targetAt: r.onMap(specObj.targetAt, w('targetAt')),
    range: r.int(specObj.range, w('range'), 0, 1000),
    rear: r.bool(specObj.rear, w('rear')),
    context: r.oneOf(specObj.context, w('context'), ['activation', 'defensiveFire'] as const),
    random: specObj.random === null ? null : r.oneOf(specObj.random, w('random'), ['blast', 'indirect'] as const),
  };
  const strikes = r.list(o.strikes, `${where}.strikes`, LIMITS.listItems, (x, ws) => readStrike(r, x, ws));
  const rolls = r.list(o.rolls, `${where}.rolls`, 4, (x, wr) => {
    const ro = r.obj(x, wr);
    if (!ro) return undefined;
    const roll = {
      profile: r.profile(ro.profile, `${wr}.profile`),
      dice: r.dice(ro.dice, `${wr}.dice`),
      rerollOffered: r.bool(ro.rerollOffered, `${wr}.rerollOffered`),
      ...(ro.reroll !== undefined ? { reroll: r.reroll(ro.reroll, `${wr}.reroll`) } : {}),
    };
    return Object.values(roll).some((y) => y === undefined) ? undefined : (roll as AttackInProgress['rolls'][number]);
  });
  const reports = r.list(o.reports, `${where}.reports`, LIMITS.listItems, (x, wr) => readReport(r, x, wr));
  const suppressive = r.bool(o.suppressive, `${where}.suppressive`);
  if (!spec || !allRead(spec) || !strikes || !rolls || !reports || suppressive === undefined) return undefined;
  return { spec: spec as AttackInProgress['spec'], strikes, rolls, reports, suppressive };
}

function readAttackDice(r: StateReader, v: unknown, where: string): AttackDice | undefined {
  const o = r.obj(v, where);
  if (!o) return undefined;
  const d = {
    count: r.int(o.count, `${where}.count`, 0, 100),
    countSources: r.sources(o.countSources, `${where}.countSources`),
    modifier: r.int(o.modifier, `${where}.modifier`, -100, 100),
    modifierSources: r.sources(o.modifierSources, `${where}.modifierSources`),
    tankDestroyer: r.bool(o.tankDestroyer, `${where}.tankDestroyer`),
    shrapnel: r.int(o.shrapnel, `${where}.shrapnel`, 0, 30),
    flamethrower: r.bool(o.flamethrower, `${where}.flamethrower`),
  };
  return allRead<AttackDice>(d);
}

function readStrike(r: StateReader, v: unknown, where: string): Strike | undefined {
  const o = r.obj(v, where);
  if (!o) return undefined;
  const strike = {
    unit: r.unitId(o.unit, `${where}.unit`),
    model: r.modelId(o.model, `${where}.model`),
    profile: r.profile(o.profile, `${where}.profile`),
    attack: o.attack === null ? null : readAttackDice(r, o.attack, `${where}.attack`),
    defenseDice: o.defenseDice === null ? null : r.dice(o.defenseDice, `${where}.defenseDice`),
    rerollOffered: r.bool(o.rerollOffered, `${where}.rerollOffered`),
    ...(o.reroll !== undefined ? { reroll: r.reroll(o.reroll, `${where}.reroll`) } : {}),
    resolved: r.bool(o.resolved, `${where}.resolved`),
  };
  return allRead<Strike>(strike);
}

/** What a resolved strike did, kept for the attack's log line. */
function readReport(r: StateReader, v: unknown, where: string): StrikeReport | undefined {
  const o = r.obj(v, where);
  if (!o) return undefined;
  const w = (f: string) => `${where}.${f}`;
  const count = (x: unknown, f: string) => r.int(x, w(f), 0, 1000);
  const report = {
    unit: r.unitId(o.unit, w('unit')),
    model: r.modelId(o.model, w('model')),
    modelName: r.str(o.modelName, w('modelName'), LIMITS.text),
    profile: r.profile(o.profile, w('profile')),
    ...(o.modifierSources !== undefined ? { modifierSources: r.sources(o.modifierSources, w('modifierSources')) } : {}),
    against: o.against === null ? null : r.oneOf(o.against, w('against'), ['front', 'rear', 'speed', 'soft'] as const),
    ...(o.noAttackDice !== undefined ? { noAttackDice: r.bool(o.noAttackDice, w('noAttackDice')) } : {}),
    casualty: r.bool(o.casualty, w('casualty')),
    defense: count(o.defense, 'defense'),
    successes: count(o.successes, 'successes'),
    defenseDice: r.dice(o.defenseDice, w('defenseDice')),
    defenseSources: r.sources(o.defenseSources, w('defenseSources')),
    ...(o.defenseReroll !== undefined ? { defenseReroll: r.reroll(o.defenseReroll, w('defenseReroll')) } : {}),
    saved: count(o.saved, 'saved'),
    remaining: count(o.remaining, 'remaining'),
    flameBonus: r.bool(o.flameBonus, w('flameBonus')),
    damage: count(o.damage, 'damage'),
    ignored: count(o.ignored, 'ignored'),
    result: r.oneOf(o.result, w('result'), ['none', 'modelLost', 'damaged', 'destroyed'] as const),
  };
  return allRead<StrikeReport>(report);
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
  if (state.winner !== null && state.phase !== 'ended') r.say('winner', 'a game has a winner only once it has ended (R7.3)');
  if (unitsCanBeLost(state)) {
    // R7.3: a team with no unit left on the map or in Reserve has ended the game (resolve/flow.ts checkWipeout), from the Scout moves on (R3.4).
    for (const team of [0, 1] as const) {
      if (!hasUnitInPlay(state, team)) r.say('units', `team ${team} has no unit left in play: the game would have ended (R7.3)`);
    }
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
  for (const u of Object.values(state.units)) {
    const where = `units.${u.id}`;
    if ((u.status === 'destroyed') !== (u.models.length === 0)) {
      r.say(`${where}.models`, u.status === 'destroyed' ? 'a destroyed unit has no models left' : `a unit that is ${u.status} has models left`, 'BAD_UNIT');
    }
    if (u.cards.length < u.models.length) r.say(`${where}.cards`, 'a unit lists a stat card for each model it started with', 'BAD_UNIT');
    if ((u.status === 'map') !== (u.at !== null)) {
      r.say(`${where}.at`, u.status === 'map' ? 'a unit on the map stands in a hex' : `a unit that is ${u.status} stands in no hex`, 'BAD_PLACEMENT');
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
}

/**
 * R5.6 (R2.3 with 2-inch hexes): at most 2 units of a team in a hex and one Vehicle or Large
 * unit in all; Aircraft do not count, nor a unit stepping into its Transport's hex to embark.
 */
function population(r: StateReader, state: GameState): void {
  const embarking = state.activation?.boarding === 'embarking' ? state.activation.unit : null;
  const hexes = new Map<number, { teams: [number, number]; foot: [number, number]; vehicles: number }>();
  for (const u of Object.values(state.units)) {
    if (u.status !== 'map' || u.at === null || u.models.length === 0 || u.id === embarking || isAircraftUnit(state, u)) continue;
    const i = indexOf(state.map, u.at);
    const h = hexes.get(i) ?? { teams: [0, 0] as [number, number], foot: [0, 0] as [number, number], vehicles: 0 };
    h.teams[u.team]++;
    if (isVehicleUnit(state, u) || isLargeUnit(state, u)) h.vehicles++;
    else h.foot[u.team]++;
    hexes.set(i, h);
    const where = `units.${u.id}.at`;
    if (h.vehicles > 1) r.say(where, 'a hex holds one Vehicle or Large unit at most (R5.6)', 'BAD_PLACEMENT');
    else if (state.settings.smallHexes && h.foot[u.team] > 1) r.say(where, 'a 2-inch hex holds one infantry unit per team at most (R2.3)', 'BAD_PLACEMENT');
    else if (!state.settings.smallHexes && h.teams[u.team] > 2) r.say(where, 'a hex holds 2 units of a team at most (R5.6)', 'BAD_PLACEMENT');
  }
}

/** R5.1: no unit but an Amphibious one or an Aircraft stands on Water (rules/standing.ts, as a placing asks it). */
function onStandingGround(r: StateReader, state: GameState): void {
  for (const u of Object.values(state.units)) {
    if (u.status !== 'map' || u.at === null || u.models.length === 0) continue;
    const refused = checkGround(state, u, u.at);
    if (refused && !refused.ok) r.say(`units.${u.id}.at`, `${refused.error.message}: only an Amphibious unit or an Aircraft stands there (${refused.error.rule})`, 'BAD_PLACEMENT');
  }
}

/** R4.3: the unit being activated is one of the team to act, in play. */
function activationAgrees(r: StateReader, state: GameState): void {
  const a = state.activation;
  if (!a) return;
  const u = state.units[a.unit];
  if (state.phase !== 'movement' && state.phase !== 'assault' && state.setupStep !== 'scout') r.say('activation', 'units are activated in the Movement and Assault Phases (R4.1) and Scouts move in the setup (R3.4)');
  if (u.status === 'destroyed' || u.status === 'undeployed') r.say('activation.unit', `the unit being activated is ${u.status}`);
  if (u.team !== state.active) r.say('activation.unit', 'the unit being activated is not of the team to act (R4.2)');
  if (a.carrier !== null && a.carrier === a.unit) r.say('activation.carrier', 'a Transport does not carry itself (R4.6)');
}

/**
 * The decisions owed and the continuation (resolve/resume.ts): a resolution stops only for a
 * decision, so frames rest under one; the innermost frame is an attack; an attack of Defensive
 * Fire (R5.7) sits on its volley and one of an activation on nothing; a reroll of an attack or
 * defense roll (R8.6) names a roll or strike of the attack in progress; names are of the right units.
 */
function decisionsAgree(r: StateReader, state: GameState): void {
  const frames = state.resume;
  if (frames.length > 0 && state.pending.length === 0) r.say('resume', 'a resolution is under way but no decision is owed');
  if (frames.length > 0 && frames[frames.length - 1].kind !== 'attack') r.say('resume', 'a resolution rests on an attack');
  frames.forEach((f, i) => {
    const where = `resume[${i}]`;
    if (f.kind === 'volley') {
      if (!state.units[f.volley.unit].defensiveFireUsed) r.say(`${where}.volley.unit`, 'a unit firing a volley has used its Defensive Fire (R5.7)');
      if (!f.offer.fired.includes(f.volley.unit)) r.say(`${where}.offer.fired`, 'the unit firing the volley is among those that fired (R5.7)');
      if (frames[i + 1]?.kind !== 'attack') r.say(where, 'a volley goes on with an attack');
      return;
    }
    const below = frames[i - 1];
    if (below?.kind === 'attack') r.say(where, 'an attack does not sit on another attack');
    const context = below?.kind === 'volley' ? 'defensiveFire' : 'activation';
    if (f.attack.spec.context !== context) r.say(`${where}.attack.spec.context`, `the attack is of ${context === 'activation' ? 'an activation' : 'Defensive Fire'} here`);
  });
  const top = frames[frames.length - 1];
  const attack = top?.kind === 'attack' ? top.attack : null;
  state.pending.forEach((p, i) => {
    const where = `pending[${i}]`;
    switch (p.kind) {
      case 'reroll':
        if (p.roll === 'movement') {
          // R5.3: the step is part of its unit's activation, which goes on once the reroll is decided.
          if (state.activation?.unit !== p.unit) r.say(where, 'a movement reroll is decided in the activation of the unit moving (R5.3, R8.6)');
          if (p.step.unit !== p.unit || p.index >= p.step.rolls.length || p.step.failed >= p.step.rolls.length) r.say(where, 'the movement reroll names a roll of its step (R5.3, R8.6)');
          if (p.dice.length !== 1) r.say(`${where}.dice`, 'a movement roll is one die (R5.3)');
        } else if (!attack || p.index >= (p.roll === 'attack' ? attack.rolls.length : attack.strikes.length)) {
          r.say(`${where}.index`, 'the reroll names a roll of the attack in progress (R8.6)');
        }
        break;
      case 'defensiveFire':
        // R5.7: Defensive Fire is offered at a step of the unit being activated.
        if (state.activation?.unit !== p.mover) r.say(`${where}.mover`, 'Defensive Fire is offered at a step of the unit being activated (R5.7)');
        break;
      case 'nameModel':
        if (!attack) r.say(where, 'a model is named for an attack in progress (R6.6)');
        if (!p.choices.every((m) => state.units[p.unit].models.some((x) => x.id === m))) r.say(`${where}.choices`, 'the models to name are models of the unit (R6.6)');
        break;
      case 'placeSurvivors':
      case 'survivorOrder':
        if (survivorsWaiting(p).some((u) => state.units[u].status !== 'embarked' || state.units[u].carrier !== null)) {
          r.say(`${where}.${p.kind === 'placeSurvivors' ? 'unit' : 'units'}`, 'the survivors to place wait aboard their lost Transport (R8.7)');
        }
        if (p.kind === 'placeSurvivors' && p.choices.length === 0) r.say(`${where}.choices`, 'survivors are placed in one of the hexes offered (R8.7)');
        // R8.19: the order is asked of two units or more, each once.
        if (p.kind === 'survivorOrder' && (p.units.length < 2 || new Set(p.units).size !== p.units.length)) r.say(`${where}.units`, 'the order is chosen among 2 or more survivor units (R8.19)');
        break;
      default:
        break;
    }
  });
}
