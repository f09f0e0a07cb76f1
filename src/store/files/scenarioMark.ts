// Loaded dice never in a game (docs/records.md, "What loads as a scenario"). A game file or a
// saved game is replayed from its initial state, so whatever that state holds plays on: scripted
// dice (rng.script, all 6s), a dice generator moved to a friendly place, a unit moved or damaged
// before the first action. Such a game still loads, to look at and play, but only as a
// scenario, marked with why. The mark is worked out from the initial state every time a game
// begins or loads, and kept beside it in the save and the file, so it cannot be shed by saving
// and loading again, nor by a later edition that checks less.
//
// What is checked of the initial state:
// - its dice: scripted dice are never a fair game's;
// - its opening, worked out again from what the state itself says: a game that begins with the
//   setup (R3) is what createGame makes of the same seed, battlefield, settings and armies (its
//   initiative roll, the dice generator after it, every unit undeployed and whole); a game that
//   begins placed at turn 1 is what createGame makes of the same placements, and those are where
//   a quick game puts its units: the sample forces (newGame.ts) or the armies placed by the new
//   game dialog (quickDeploy.ts), with their Objective Markers;
// - any other initial state (a later turn, a phase under way) is a prepared position: no game of
//   this edition begins there.
// The guided first battle (the tutorial) is a prepared position with scripted dice by design: its
// game is marked as the lesson it is, not as a suspect scenario, when its initial state is
// exactly the lesson's (anything else, even with the lesson's seed and battlefield, is a scenario).
import {
  createGame,
  hexLabel,
  isRecord,
  unitName,
  type GameSetup,
  type GameState,
  type TeamId,
  type Unit,
  type UnitSetup,
} from '../../engine';
import { LESSONS } from '../../data/tutorial/firstBattle';
import { fieldOf, newQuickGame, quickObjectives } from '../game/newGame';
import { deployArmies, type DeployedArmy } from '../game/quickDeploy';
import { lessonStart } from '../game/tutorial';

/** Why a game is a scenario, as kept in saves and files. */
export type ScenarioReason = 'scriptedDice' | 'changedOpening' | 'preparedPosition';

const REASONS: readonly ScenarioReason[] = ['scriptedDice', 'changedOpening', 'preparedPosition'];

/** The reason's few words, for the badge and the end screen ("Scenario: scripted dice, ..."). */
const SHORT: Record<ScenarioReason, string> = {
  scriptedDice: 'scripted dice',
  changedOpening: 'a changed opening',
  preparedPosition: 'a prepared position',
};

export type ScenarioMark =
  /** The guided lesson, exactly as it begins: a prepared position with its dice set, so it plays the same every time. */
  | { kind: 'lesson'; name: string }
  /** Not a fair game: each reason with what was found, in words. */
  | { kind: 'scenario'; reasons: { code: ScenarioReason; text: string }[] };

/** The mark as a save or a file keeps it: the reasons' codes (the words are worked out again on loading). */
export interface KeptMark {
  reasons: ScenarioReason[];
}

// ---- Comparing states ----

/** The path of the first difference between two JSON values, key order aside (null: the same). */
function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (a === b) return null;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return path;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return path;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d !== null) return d;
    }
    return null;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  // A field absent and a field holding undefined are the same in JSON.
  const keys = new Set([
    ...Object.keys(ra).filter((k) => ra[k] !== undefined),
    ...Object.keys(rb).filter((k) => rb[k] !== undefined),
  ]);
  for (const k of keys) {
    const d = firstDifference(ra[k], rb[k], path ? `${path}.${k}` : k);
    if (d !== null) return d;
  }
  return null;
}

/** The dice are the seeded Alea generator's (core/rng.ts), the one createGame makes from the seed. */
function seededDice(state: GameState): boolean {
  return isRecord(state.rng) && isRecord(state.rng.alea);
}

/**
 * The state with its stat cards' provenance left out: a card's year and source row (docs/armies.md,
 * "The card pool") are read by no rule, and a game saved before the catalog carried them holds
 * the same cards without them.
 */
function withoutProvenance(state: GameState): GameState {
  const defs = Object.fromEntries(
    Object.entries(state.defs).map(([id, { year: _year, sourceRow: _sourceRow, ...def }]) => [id, def]),
  );
  return { ...state, defs };
}

/**
 * The states compared: as they are when the dice are the seeded generator's; otherwise (online
 * games' keyed dice are not made from the seed alone) without what the opening's dice decided,
 * the generator and the initiative roll's winner (R3.1, R4.1). Either way in the game's own
 * rulings edition (derived/rulings.ts): createGame makes today's, and a game begun before
 * editions were kept has none.
 */
function comparable(initial: GameState, state: GameState): GameState {
  const edition = { ...withoutProvenance(state), rulings: initial.rulings };
  if (seededDice(initial)) return edition;
  return { ...edition, rng: undefined, initiative: undefined, active: undefined } as unknown as GameState;
}

// ---- Which units, where: in words ----

function unitWords(state: GameState, id: string): string {
  const u = Object.hasOwn(state.units, id) ? state.units[id] : undefined;
  if (!u || u.models.length === 0) return `unit ${id}`;
  try {
    return `${unitName(state, u)} (${id})`;
  } catch {
    return `unit ${id}`;
  }
}

/** Where a unit is, as a phrase: "in D15", "in Reserve", "undeployed". */
function placeWords(u: Unit | undefined): string {
  if (!u) return 'out of the game';
  if (u.status === 'map' && u.at) return `in ${hexLabel(u.at)}`;
  if (u.status === 'embarked') return `aboard ${u.carrier ?? 'nothing'}`;
  return u.status === 'reserve' ? 'in Reserve' : u.status;
}

/** Where a unit is, as a sentence's verb: "stands in D15", "is in Reserve". */
function standsWords(u: Unit | undefined): string {
  return u?.status === 'map' ? `stands ${placeWords(u)}` : `is ${placeWords(u)}`;
}

/** The difference at `path` between the state and the one its opening makes, in words. */
function differenceWords(state: GameState, made: GameState, path: string): string {
  const unit = path.match(/^units\.([^.[]+)(.*)$/);
  if (unit) {
    const [, id, rest] = unit;
    const name = unitWords(state, id);
    const own = Object.hasOwn(state.units, id) ? state.units[id] : undefined;
    const theirs = Object.hasOwn(made.units, id) ? made.units[id] : undefined;
    if (rest === '') return `${name} is not one of the units its armies bring`;
    if (/^\.(at|status|carrier)/.test(rest))
      return `${name} ${standsWords(own)}; the game's creation has it ${placeWords(theirs)}`;
    if (/^\.models\[\d+\]\.(damage|softDamage|armorIgnored)/.test(rest))
      return `${name} begins the game damaged (R6.7)`;
    if (/^\.(models|cards)/.test(rest)) return `${name} begins with models other than its army's`;
    if (/^\.facing/.test(rest)) return `${name} faces another way than the game's creation set it (R5.5)`;
    if (/^\.modelsLost/.test(rest)) return `${name} begins the game having lost models`;
    return `${name}'s ${rest.slice(1)} is not as the game's creation set it`;
  }
  if (path === 'units') return 'its units are not those its armies bring';
  if (path.startsWith('rng'))
    return "the dice generator is not where its seed puts it: the dice to come are not the seed's";
  if (path.startsWith('initiative') || path.startsWith('active'))
    return 'the initiative is not the one its opening roll gave (R3.1, R4.1)';
  if (path.startsWith('objectives')) return 'the Objective Markers are not where the game put them (R3.2)';
  if (path.startsWith('score')) return 'the score does not begin at nothing (R7.1, R7.2)';
  if (path.startsWith('defs')) return 'its stat cards are not the ones its armies bring';
  if (path.startsWith('pending') || path.startsWith('resume') || path.startsWith('activation'))
    return 'a decision or an activation is already under way';
  return `its ${path || 'state'} is not what the game's creation makes`;
}

// ---- Working the opening out again ----

/** A unit of the state as a setup gives it: its stat cards, its Commander, and for a placed game where it stands. */
function unitSetup(u: Unit, placed: boolean): UnitSetup {
  const k = u.models.findIndex((m) => m.commander !== undefined);
  const commander = k >= 0 ? { commander: { model: k, grade: u.models[k].commander! } } : {};
  const base: UnitSetup = { id: u.id, models: [...u.cards], ...commander };
  if (!placed) return base;
  if (u.status === 'reserve') return { ...base, reserve: true };
  if (u.status === 'embarked' && u.carrier) return { ...base, carrier: u.carrier };
  return { ...base, ...(u.at ? { at: u.at } : {}), facing: u.facing };
}

function teamUnits(state: GameState, team: TeamId): Unit[] {
  return Object.values(state.units).filter((u) => u.team === team);
}

/** The setup the state says it began from: its seed, battlefield, settings, cards and armies (and, placed, its units' hexes and markers). */
function openingSetup(state: GameState, placed: boolean): GameSetup {
  const teams = ([0, 1] as const).map((t) => ({
    name: state.teams[t].name,
    units: teamUnits(state, t).map((u) => unitSetup(u, placed)),
  }));
  return {
    seed: state.seed,
    map: state.map,
    catalog: state.defs,
    // The opening as it was played: no check added since for games made is asked of it.
    checks: 'played',
    settings: state.settings,
    teams: [teams[0], teams[1]],
    start: placed ? 'placed' : 'setup',
    ...(placed ? { objectives: state.objectives.map(({ at, value, placedBy }) => ({ at, value, placedBy })) } : {}),
  };
}

/** The state's armies as the new game dialog's lists held them (quickDeploy.ts). */
function armiesOf(state: GameState): [DeployedArmy, DeployedArmy] {
  const army = (team: TeamId): DeployedArmy => {
    const units = teamUnits(state, team);
    const lead = units.findIndex((u) => u.models.some((m) => m.commander));
    const model = lead >= 0 ? units[lead].models.findIndex((m) => m.commander) : -1;
    return {
      units: units.map((u) => ({ models: [...u.cards] })),
      commander: lead >= 0 ? { unit: lead, model, grade: units[lead].models[model].commander! } : null,
    };
  };
  return [army(0), army(1)];
}

/** The quick games that could have made this placed opening: the sample forces' and the dialog's of the same armies. */
function quickOpenings(state: GameState): GameState[] {
  const out: GameState[] = [];
  const tryMake = (make: () => GameState | null) => {
    try {
      const s = make();
      if (s) out.push(s);
    } catch {
      // A battlefield no quick game is played on: nothing to compare with.
    }
  };
  tryMake(() => {
    const r = newQuickGame(state.seed, fieldOf(state.map), state.settings);
    return r.ok ? r.state : null;
  });
  // Games saved before quickDeploy kept units off hexes they could never leave placed them nearest.
  for (const placing of ['wayOut', 'nearest'] as const) {
    tryMake(() => {
      const setup = deployArmies(
        armiesOf(state),
        [state.teams[0].name, state.teams[1].name],
        state.seed,
        state.defs,
        state.map,
        state.settings,
        placing,
      );
      if (!setup.ok) return null;
      // As it was played (checks added since aside), its markers placed that way too.
      const played: GameSetup = { ...setup.value, checks: 'played' };
      const r = createGame({ ...played, objectives: quickObjectives(played) });
      return r.ok ? r.state : null;
    });
  }
  return out;
}

/** Where the first unit of `state` stands that a quick game puts elsewhere, in words ('': nothing differs). */
function placementWords(state: GameState, quick: GameState): string {
  const path = firstDifference(comparable(state, state), comparable(state, quick));
  if (path === null) return '';
  const unit = path.match(/^units\.([^.[]+)/);
  if (unit) {
    const id = unit[1];
    const theirs = Object.hasOwn(quick.units, id) ? quick.units[id] : undefined;
    const own = Object.hasOwn(state.units, id) ? state.units[id] : undefined;
    return `${unitWords(state, id)} ${standsWords(own)}; a quick game puts it ${placeWords(theirs)} (R2.2)`;
  }
  return differenceWords(state, quick, path).replace('where the game put them', 'where a quick game puts them');
}

function phaseWords(state: GameState): string {
  if (state.phase === 'ended') return 'after its end';
  if (state.phase === 'setup') return `in the setup's ${state.setupStep ?? 'first'} step, at turn ${state.turn}`;
  return `in turn ${state.turn}'s ${state.phase === 'movement' ? 'Movement' : 'Assault'} Phase${state.activation ? ', with a unit activated' : ''}${state.pending.length > 0 ? ', with a decision owed' : ''}`;
}

/** What is wrong with the state as a game's opening, or null when its own opening makes it. */
function openingProblem(state: GameState): { code: ScenarioReason; text: string } | null {
  const setup =
    state.phase === 'setup' && state.turn === 0 && state.setupStep === 'objectives' && state.objectives.length === 0;
  const placed =
    state.phase === 'movement' &&
    state.turn === 1 &&
    state.setupStep === null &&
    state.activation === null &&
    state.score.turns.length === 0;
  if (!setup && !placed) {
    return {
      code: 'preparedPosition',
      text: `a prepared position: the game begins ${phaseWords(state)}, where no game begins (a game begins with the setup, R3, or placed at turn 1, R4.1)`,
    };
  }
  const made = createGame(openingSetup(state, placed));
  if (!made.ok)
    return {
      code: 'changedOpening',
      text: `the opening was changed: its armies could not begin a game (${made.error[0]?.message ?? 'refused'})`,
    };
  const path = firstDifference(comparable(state, state), comparable(state, made.state));
  if (path !== null)
    return { code: 'changedOpening', text: `the opening was changed: ${differenceWords(state, made.state, path)}` };
  if (!placed) return null;
  const quick = quickOpenings(state);
  if (quick.some((q) => firstDifference(comparable(state, state), comparable(state, q)) === null)) return null;
  // Told against the quick game of the same armies when there is one.
  const same =
    quick.find((q) => firstDifference(Object.keys(q.units).sort(), Object.keys(state.units).sort()) === null) ??
    quick[0];
  const words = same ? placementWords(state, same) : '';
  return {
    code: 'changedOpening',
    text: `the opening was changed: ${words || 'its units are placed where no quick game puts them (R2.2)'}`,
  };
}

// ---- The mark ----

/** The lessons' openings, made once. */
let lessonStates: { name: string; state: GameState }[] | null = null;

function lessonOf(initial: GameState): string | null {
  lessonStates ??= LESSONS.map((l) => ({ name: l.name, state: lessonStart(l).state }));
  return (
    lessonStates.find((l) => firstDifference(withoutProvenance(initial), withoutProvenance(l.state)) === null)?.name ??
    null
  );
}

/** Scripted dice left in the state, in words: how many and the first few. */
function scriptWords(script: readonly number[]): string {
  const first = script.slice(0, 8).join(', ');
  return `scripted dice: the next ${script.length === 1 ? 'roll is' : `${script.length} rolls are`} set in advance (${first}${script.length > 8 ? ', ...' : ''}), not left to the seed`;
}

const worked = new WeakMap<GameState, ScenarioMark | null>();

/** The mark the initial state calls for, worked out from it alone (null: a fair game's opening). */
export function markOfOpening(initial: GameState): ScenarioMark | null {
  if (worked.has(initial)) return worked.get(initial)!;
  let mark: ScenarioMark | null;
  const lesson = lessonOf(initial);
  if (lesson !== null) mark = { kind: 'lesson', name: lesson };
  else {
    const reasons: { code: ScenarioReason; text: string }[] = [];
    const script = initial.rng.script ?? [];
    if (script.length > 0) reasons.push({ code: 'scriptedDice', text: scriptWords(script) });
    else {
      // With scripted dice the opening's own rolls came from the script: there is nothing fairer to compare.
      let problem: ReturnType<typeof openingProblem>;
      try {
        problem = openingProblem(initial);
      } catch (e) {
        problem = {
          code: 'changedOpening',
          text: `the opening could not be worked out again (${e instanceof Error ? e.message.slice(0, 80) : 'it contradicts itself'})`,
        };
      }
      if (problem) reasons.push(problem);
    }
    mark = reasons.length > 0 ? { kind: 'scenario', reasons } : null;
  }
  worked.set(initial, mark);
  return mark;
}

/** The reasons a save or a file kept, read from outside: known codes only, each once. */
export function readKeptMark(raw: unknown): ScenarioReason[] {
  if (!isRecord(raw) || !Array.isArray(raw.reasons)) return [];
  return REASONS.filter((code) => (raw.reasons as unknown[]).includes(code));
}

/**
 * The game's mark: the one its initial state calls for, and any reason a save or a file kept
 * (a game marked once stays marked, whatever a later check finds). A lesson's state with a kept
 * reason is a scenario: the lesson's games are never saved with one.
 */
export function gameMark(initial: GameState, kept: readonly ScenarioReason[] = []): ScenarioMark | null {
  const found = markOfOpening(initial);
  if (kept.length === 0) return found;
  const reasons = found?.kind === 'scenario' ? [...found.reasons] : [];
  for (const code of kept) {
    if (!reasons.some((r) => r.code === code))
      reasons.push({ code, text: `${SHORT[code]}: marked when the game was saved, and kept` });
  }
  return { kind: 'scenario', reasons };
}

/** What a save or a file keeps of the mark (undefined: nothing, a fair game's or a lesson's). */
export function keptMark(mark: ScenarioMark | null): KeptMark | undefined {
  return mark?.kind === 'scenario' ? { reasons: mark.reasons.map((r) => r.code) } : undefined;
}

/** The mark in one line, for the top bar's badge and the end screen. */
export function markSummary(mark: ScenarioMark): string {
  if (mark.kind === 'lesson') return `Lesson: ${mark.name}, from a position and dice set for the lesson`;
  return `Scenario: ${mark.reasons.map((r) => SHORT[r.code]).join(', ')}, not a fair game`;
}

/** Every reason in full, for the badge's hover and focus. */
export function markDetails(mark: ScenarioMark): string[] {
  if (mark.kind === 'lesson')
    return [
      'The guided lesson begins from a prepared position with its dice set, so it plays the same every time. It is not a game to count.',
    ];
  return mark.reasons.map((r) => `${r.text.charAt(0).toUpperCase()}${r.text.slice(1)}.`);
}
