// The saved state's fields of play as schemas (core/schema.ts, docs/architecture.md "Input
// formats"): the top-level fields of a GameState (core/state.ts), the Junior Commanders' targets,
// the decisions owed mid-resolution and the continuation (core/pending.ts, resolve/resume.ts). A
// schema says each field's type and range, in the words of fieldReader.ts, and its output type
// is the engine's own (tests/engine/stateSchema.test.ts checks them equal, so a field added to
// the engine's type without its schema, or the other way round, does not compile). What the
// fields name (a unit, a stat card, a hex of the map) and what must agree across them are code
// on top (validateState.ts, playAgreement.ts).
import * as v from 'valibot';
import type { Dir } from '../core/hex';
import { entriesOf, isRecord } from '../core/schema';
import { RULINGS_EDITIONS } from '../core/state';
import {
  PHASES,
  SETUP_STEPS,
  type AttackContext,
  type MovementRollReason,
  type ProfileChoice,
  type WeaponChoice,
} from '../core/terms';
import { fieldsOf, FLAG, HEX, listOf, oneOfList, quote, TEAM, textOf, wholeOf } from './fieldReader';

/** Far above any game of the rules (R1.2 armies of a few dozen units); a scenario may hold 8,000. */
export const LIMITS = {
  units: 20_000,
  modelsPerUnit: 50,
  text: 1_000,
  /** A seed is whatever a player typed or a link held (nothing limits it there): a generous bound. */
  seed: 100_000,
  decisions: 20,
  turns: 20,
  listItems: 200,
} as const;

// The words of the engine's types (core/terms.ts), listed for reading; the schemas' output types
// are checked equal to the engine's, so a word missing here or there does not compile.
const PROFILES = ['infantry', 'vehicle'] as const satisfies readonly ProfileChoice[];
const WEAPONS = [
  'normal',
  'hull',
  'auxiliary',
  'closeAssault',
  'handToHand',
] as const satisfies readonly WeaponChoice[];
const CONTEXTS = ['activation', 'defensiveFire'] as const satisfies readonly AttackContext[];
const ROLL_REASONS = ['forest', 'hedge', 'river'] as const satisfies readonly MovementRollReason[];

/** An id naming something else of the state (whether it does is checked on top). */
export const idText = (what: string) =>
  v.custom<string>(
    (x) => typeof x === 'string',
    (issue) => `must be ${what}, not ${quote(issue.input)}`,
  );

const UNIT_ID = idText('a unit id');

/** A model's id: events and decisions name models by it. */
export const MODEL_ID = wholeOf(1, 1_000_000);

/** A direction, 0 (E) to 5 (NE). */
export const DIR = v.pipe(
  wholeOf(0, 5),
  v.transform((d) => d as Dir),
);

/** A die as rolled. */
const DIE = wholeOf(1, 6);
const DICE = listOf(DIE, 100);
const PROFILE = oneOfList(PROFILES);
const UNIT_IDS = listOf(UNIT_ID, LIMITS.listItems);

/** R8.6: a die rerolled, and what it showed before and after. */
const REROLL = fieldsOf({ index: wholeOf(0, 100), from: DIE, to: DIE });

/** A modifier or dice count and where it comes from (an ability, the terrain), for the log. */
const SOURCES = listOf(fieldsOf({ label: textOf(LIMITS.text), n: wholeOf(-100, 100) }), LIMITS.listItems);

/** A variant's sentence when its `kind` is none of its options' (or a reroll's `roll` none of its rolls). */
const noKind = (what: string) => (issue: v.BaseIssue<unknown>) => {
  const key = issue.path?.at(-1)?.key;
  return key === 'roll'
    ? `must be one of "attack", "defense", "movement", not ${quote(issue.input)}`
    : `${quote(issue.input)} is no kind of ${what}`;
};

/** One of several shapes told apart by their `kind` (valibot's variant, which takes a list for an object). */
const kinds = <const O extends v.VariantOptions<'kind'>>(what: string, options: O) =>
  v.pipe(v.custom<v.InferInput<O[number]>>(isRecord, 'must be an object'), v.variant('kind', options, noKind(what)));

/** R5.7: Defensive Fire offered at a mover's step (a decision owed, and kept in a volley under way). */
const OFFER_ENTRIES = {
  kind: v.literal('defensiveFire', (issue) => `must be "defensiveFire", not ${quote(issue.input)}`),
  team: TEAM,
  mover: UNIT_ID,
  from: v.nullable(HEX),
  to: HEX,
  fired: UNIT_IDS,
};

/** R5.3, R8.6: the step held while its owner decides on a reroll. */
const STEP = fieldsOf({
  unit: UNIT_ID,
  from: HEX,
  to: HEX,
  cost: wholeOf(0, 40),
  roadBonus: FLAG,
  dir: DIR,
  rolls: listOf(oneOfList(ROLL_REASONS), 3),
  failed: wholeOf(0, 2),
  embarkIn: v.exactOptional(UNIT_ID),
});

/** R8.6 Versatile Warmachine: the fields of every reroll offered. */
const REROLL_PROMPT = {
  kind: v.literal('reroll'),
  team: TEAM,
  unit: UNIT_ID,
  model: MODEL_ID,
  dice: DICE,
  index: wholeOf(0, 100),
};

/** A decision owed (core/pending.ts PendingDecision), each kind with its own fields. */
export const DECISION = kinds('decision', [
  entriesOf(OFFER_ENTRIES, 'must be an object'),
  // R6.6: the target's owner names the model attacked.
  entriesOf(
    {
      kind: v.literal('nameModel'),
      team: TEAM,
      unit: UNIT_ID,
      choices: listOf(MODEL_ID, LIMITS.modelsPerUnit),
      reason: oneOfList(['target', 'extraCasualty'] as const),
    },
    'must be an object',
  ),
  v.variant('roll', [
    entriesOf({ ...REROLL_PROMPT, roll: v.picklist(['attack', 'defense']) }, 'must be an object'),
    // R5.3: a failed movement roll, with the step it stopped.
    entriesOf({ ...REROLL_PROMPT, roll: v.literal('movement'), step: STEP }, 'must be an object'),
  ]),
  // R8.7, R8.19: survivors of a destroyed Transport placed next to it; `then` absent in older saves (none).
  entriesOf(
    {
      kind: v.literal('placeSurvivors'),
      team: TEAM,
      unit: UNIT_ID,
      choices: listOf(HEX, 6),
      from: HEX,
      killer: v.nullable(TEAM),
      then: v.exactOptional(UNIT_IDS),
    },
    'must be an object',
  ),
  entriesOf(
    { kind: v.literal('survivorOrder'), team: TEAM, units: UNIT_IDS, from: HEX, killer: v.nullable(TEAM) },
    'must be an object',
  ),
  // R8.4: a Junior Commander picks the units he casts on.
  entriesOf(
    { kind: v.literal('commandTargets'), team: TEAM, commander: UNIT_ID, choices: UNIT_IDS, max: wholeOf(0, 3) },
    'must be an object',
  ),
  // R7.3: the vote to end an open-ended game.
  entriesOf({ kind: v.literal('endGameVote'), team: TEAM, votes: listOf(TEAM, 2) }, 'must be an object'),
]);

/** R6.4: the attack dice against a struck unit, fixed when its roll is made. */
const ATTACK_DICE = fieldsOf({
  count: wholeOf(0, 100),
  countSources: SOURCES,
  modifier: wholeOf(-100, 100),
  modifierSources: SOURCES,
  tankDestroyer: FLAG,
  shrapnel: wholeOf(0, 30),
  flamethrower: FLAG,
});

/** A model struck by the attack, and how its defense went (R6.5). */
const STRIKE = fieldsOf({
  unit: UNIT_ID,
  model: MODEL_ID,
  profile: PROFILE,
  attack: v.nullable(ATTACK_DICE),
  defenseDice: v.nullable(DICE),
  rerollOffered: FLAG,
  reroll: v.exactOptional(REROLL),
  resolved: FLAG,
});

const COUNT = wholeOf(0, 1000);

/** What a resolved strike did, kept for the attack's log line (core/events.ts StrikeReport). */
const REPORT = fieldsOf({
  unit: UNIT_ID,
  model: MODEL_ID,
  modelName: textOf(LIMITS.text),
  profile: PROFILE,
  modifierSources: v.exactOptional(SOURCES),
  against: v.nullable(oneOfList(['front', 'rear', 'speed', 'soft'] as const)),
  noAttackDice: v.exactOptional(FLAG),
  casualty: FLAG,
  defense: COUNT,
  successes: COUNT,
  defenseDice: DICE,
  defenseSources: SOURCES,
  defenseReroll: v.exactOptional(REROLL),
  saved: COUNT,
  remaining: COUNT,
  flameBonus: FLAG,
  damage: COUNT,
  ignored: COUNT,
  result: oneOfList(['none', 'modelLost', 'damaged', 'destroyed'] as const),
});

/** R6: an attack being resolved, as chosen and as far as it went. */
const ATTACK = fieldsOf({
  spec: fieldsOf({
    unit: UNIT_ID,
    model: MODEL_ID,
    card: idText('a stat card id'),
    target: UNIT_ID,
    weapon: oneOfList(WEAPONS),
    profile: PROFILE,
    from: HEX,
    targetAt: HEX,
    range: wholeOf(0, 1000),
    rear: FLAG,
    context: oneOfList(CONTEXTS),
    random: v.nullable(oneOfList(['blast', 'indirect'] as const)),
  }),
  strikes: listOf(STRIKE, LIMITS.listItems),
  rolls: listOf(fieldsOf({ profile: PROFILE, dice: DICE, rerollOffered: FLAG, reroll: v.exactOptional(REROLL) }), 4),
  reports: listOf(REPORT, LIMITS.listItems),
  suppressive: FLAG,
});

/** R5.7b-d: a Defensive Fire volley under way. */
const VOLLEY = fieldsOf({
  unit: UNIT_ID,
  at: oneOfList(['from', 'to'] as const),
  weapon: oneOfList(['normal', 'close'] as const),
  profile: v.nullable(PROFILE),
  models: listOf(MODEL_ID, LIMITS.modelsPerUnit),
});

/** A frame of the continuation (core/pending.ts Continuation): an attack being resolved or a Defensive Fire volley. */
export const FRAME = kinds('resolution', [
  entriesOf({ kind: v.literal('attack'), attack: ATTACK }, 'must be an object'),
  entriesOf({ kind: v.literal('volley'), offer: fieldsOf(OFFER_ENTRIES), volley: VOLLEY }, 'must be an object'),
]);

/**
 * R8.4: the units each Junior Commander casts on, by his unit's id. A built-in property's name
 * ("__proto__") is no unit's id: whether each key and target names a unit is checked on top.
 */
export const COMMAND_TARGETS = v.pipe(
  v.custom<Record<string, unknown>>(isRecord, 'must be an object'),
  v.record(v.string(), listOf(UNIT_ID, 3)),
  // valibot types a record's values as possibly absent; every key it gives has its list.
  v.transform((targets) => targets as Record<string, string[]>),
);

/**
 * The state's fields of play: its format, where play stands, who acts, what is owed. The parts
 * with their own schemas and checks (the dice generator, map, stat cards, settings, teams, units,
 * Bridges, Objective Markers, score, activation) are read beside it, in validateState.ts. The
 * turn's bound by the game's length (R7.3) is checked on top, against the settings.
 */
export const STATE_HEAD = fieldsOf({
  schema: v.literal(3),
  // Absent: a game created before editions were kept, edition 1 (core/state.ts RulingsEdition).
  // Optional with undefined, as the engine's type: a copy writes the key as undefined (derived/draft.ts).
  rulings: v.optional(oneOfList(RULINGS_EDITIONS)),
  seed: textOf(LIMITS.seed),
  turn: wholeOf(0, 1000),
  phase: oneOfList(PHASES),
  setupStep: v.nullable(oneOfList(SETUP_STEPS)),
  initiative: TEAM,
  active: TEAM,
  commandTargets: COMMAND_TARGETS,
  pending: listOf(DECISION, LIMITS.decisions),
  resume: listOf(FRAME, LIMITS.decisions),
  winner: v.nullable(TEAM),
});
