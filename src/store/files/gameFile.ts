// A game as a file: the initial state and the actions, like the autosave, so that loading
// replays the game through the engine and a file that does not replay is refused. Reading is
// pure (text in, a replayed game or the reason out); the browser parts (download, file picker)
// are the two small functions at the end.
import * as v from 'valibot';
import {
  cleanAction,
  describeAction,
  err,
  fields,
  isAction,
  ok,
  problem,
  readSchema,
  shown,
  type Action,
  type GameEvent,
  type GameState,
  type Problem,
  type ProblemCode,
  type Result,
} from '../../engine';
import { replayGame, type History } from '../game/history';
import { readOpening } from '../game/opening';
import { parsePlayers, type Players } from '../game/players';
import { readSavedState } from './savedState';
import { gameMark, keptMark, readKeptMark, type KeptMark, type ScenarioMark } from './scenarioMark';

export const GAME_FILE_FORMAT = 'aam-reloaded-game';
const GAME_FILE_VERSION = 1;
/** Far above any real game (a long game is a few hundred kilobytes); a bigger file is not ours. */
export const GAME_FILE_MAX_BYTES = 5 * 1024 * 1024;

export interface GameFile {
  format: typeof GAME_FILE_FORMAT;
  version: typeof GAME_FILE_VERSION;
  savedAt: string;
  initial: GameState;
  actions: Action[];
  /** Who played each side (docs/ai.md, "The AI players"); a file without it was two people's game. */
  players?: Players;
  /** The events of the game's creation, the log's first lines (docs/records.md "Game files"); a file without them loads with a log from its first action. */
  opening?: GameEvent[];
  /** Why the game is a scenario, not a fair game (scenarioMark.ts); absent for a fair game or the lesson. Kept so that it cannot be shed by saving again. */
  scenario?: KeptMark;
}

/** The replayed game, who plays it and whether it is a scenario, or the one problem that makes the file unreadable (the engine's result shape). */
export type ReadResult = Result<History & { players: Players; scenario: ScenarioMark | null }, Problem>;

const refuse = (code: ProblemCode, where: string, message: string): ReadResult => err(problem(code, where, message));

export function gameFileText(
  initial: GameState,
  actions: Action[],
  now = new Date(),
  players?: Players,
  opening?: GameEvent[],
  scenario: ScenarioMark | null = null,
): string {
  const kept = keptMark(scenario);
  const file: GameFile = {
    format: GAME_FILE_FORMAT,
    version: GAME_FILE_VERSION,
    savedAt: now.toISOString(),
    initial,
    actions,
    ...(players ? { players } : {}),
    ...(opening && opening.length > 0 ? { opening } : {}),
    ...(kept ? { scenario: kept } : {}),
  };
  return JSON.stringify(file);
}

/** A file name that says which game and how far: the seed and the turn. */
export function gameFileName(game: GameState): string {
  const seed = game.seed.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 40) || 'game';
  return `aam-reloaded-${seed}-turn${game.turn}${game.phase === 'ended' ? '-ended' : ''}.json`;
}

/** At most this many actions: a long game has a few thousand. */
const GAME_FILE_MAX_ACTIONS = 100_000;

/** A field the file must have, whatever its value (the engine reads it next). */
const present = (message: string) => v.custom<unknown>((value) => value !== undefined, message);

/**
 * A game file's wrapper. Its `initial` is the engine's to read (validateState, every field with
 * its path), `players`, `opening` and `scenario` their own readers' (each falls back to "none"
 * when broken: a file from before them has none). A wrong format or version quotes what the file
 * says, so that a player sees which file they picked. "{1}" is an action's number (core/schema.ts).
 */
const GAME_FILE_SCHEMA = fields(
  {
    format: v.literal(
      GAME_FILE_FORMAT,
      (issue) =>
        `The file's format is ${shown(issue.input ?? null)}, not "${GAME_FILE_FORMAT}": it is not a saved game.`,
    ),
    version: v.literal(
      GAME_FILE_VERSION,
      (issue) =>
        `The file is version ${shown(issue.input ?? null)} of the game format; this edition reads version ${GAME_FILE_VERSION}.`,
    ),
    initial: present('The file has no initial state.'),
    actions: v.pipe(
      v.array(
        v.custom<Action>(isAction, (issue) => `Action {1} of the file is not an action: ${shown(issue.input)}.`),
        (issue) => (issue.input === undefined ? 'The file has no actions.' : "The file's actions are not a list."),
      ),
      v.maxLength(
        GAME_FILE_MAX_ACTIONS,
        (issue) => `The file holds ${issue.received} actions: a game has far fewer than ${GAME_FILE_MAX_ACTIONS}.`,
      ),
    ),
    players: v.optional(v.unknown()),
    opening: v.optional(v.unknown()),
    scenario: v.optional(v.unknown()),
  },
  'The file holds no object: it is not a saved game.',
);

/** A wrapper problem's code: too many actions is TOO_LARGE, a bad action BAD_STATE, the rest BAD_FORMAT. */
function wrapperCode(issue: v.BaseIssue<unknown>): ProblemCode {
  if (issue.type === 'max_length') return 'TOO_LARGE';
  return (issue.path?.length ?? 0) > 1 ? 'BAD_STATE' : 'BAD_FORMAT';
}

/**
 * Every problem of a file told at once, as one: the first's code and place, and its sentences
 * (the first three, then how many more), so a hand-edited file is mended in one go.
 */
function allAtOnce(problems: readonly Problem[]): ReadResult {
  const [first] = problems;
  if (!first) return refuse('BAD_FORMAT', '', 'The file cannot be read: it is not a saved game.');
  const left = problems.length - 3;
  const more = left > 0 ? ` (and ${left} more ${left === 1 ? 'problem' : 'problems'})` : '';
  return err(
    problem(
      first.code,
      first.where,
      `${problems
        .slice(0, 3)
        .map((p) => p.message)
        .join(' ')}${more}`,
    ),
  );
}

/** Reads a game file's text: the replayed game, or what is wrong with the file. */
export function readGameFile(text: string): ReadResult {
  if (text.length > GAME_FILE_MAX_BYTES)
    return refuse(
      'TOO_LARGE',
      '',
      `The file is too big (over ${GAME_FILE_MAX_BYTES / 1024 / 1024} MB): it is not a saved game.`,
    );
  let data: unknown;
  try {
    // A byte-order mark (some editors write one) is not part of the JSON.
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return refuse('NOT_JSON', '', 'The file is not JSON: it is not a saved game.');
  }
  const wrapper = readSchema(GAME_FILE_SCHEMA, data, { code: wrapperCode });
  if (!wrapper.ok) return allAtOnce(wrapper.error);
  const file = wrapper.value;
  // An initial state written by an earlier edition is read in the current schema, then checked
  // in full by the engine (validateState), which answers it cleaned of what the format does not know.
  const checked = readSavedState(file.initial);
  if (!checked.ok) {
    const problems = checked.error.map((p) => p.message);
    const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : '';
    // `where` is the first problem's field inside the file (initial.turn, initial.pending[0].step.to).
    const first = checked.error[0]?.where;
    return refuse(
      'BAD_STATE',
      first ? `initial.${first}` : 'initial',
      `The file's initial state is broken: ${problems.slice(0, 3).join('; ')}${more}.`,
    );
  }
  // Each action keeps only the fields of its type: what else a file carries is not saved again.
  const actions = file.actions.map(cleanAction);
  const replayed = replayNaming(checked.value, actions, readOpening(checked.value, file.opening));
  if (!replayed.ok) return replayed;
  const game = replayed.value;
  // Loaded dice never in a game: scripted dice or an opening its own setup does not make load as a scenario, marked.
  return ok({
    ...game,
    players: parsePlayers(file.players),
    scenario: gameMark(checked.value, readKeptMark(file.scenario)),
  });
}

/**
 * Replays the file's actions from its initial state, or names the first that does not replay:
 * its number (1-based), what it was and the rule that refused it (the engine's RuleError).
 */
function replayNaming(initial: GameState, actions: Action[], opening: GameEvent[]): Result<History, Problem> {
  let game: History | null;
  let refusedAt = -1;
  let why = '';
  try {
    game = replayGame(initial, actions, opening, (i, error) => {
      refusedAt = i;
      why = `${error.message} (${error.rule})`;
    });
  } catch (e) {
    // A state that breaks the engine's invariants is as broken as one whose actions are refused.
    game = null;
    why = `the rules engine failed on it (${e instanceof Error ? e.message.slice(0, 80) : 'unknown error'})`;
  }
  if (game) return ok(game);
  const where = refusedAt >= 0 ? `actions[${refusedAt}]` : 'actions';
  const which =
    refusedAt >= 0
      ? `Action ${refusedAt + 1} of ${actions.length} (${describeAction(actions[refusedAt])})`
      : "The file's actions";
  return err(
    problem(
      'BAD_STATE',
      where,
      `${which} does not replay from the file's initial state: ${why}. The game in the file is broken.`,
    ),
  );
}

/** Offers the game as a file download. */
export function downloadGameFile(
  initial: GameState,
  actions: Action[],
  game: GameState,
  players?: Players,
  opening?: GameEvent[],
  scenario: ScenarioMark | null = null,
): void {
  downloadText(gameFileName(game), gameFileText(initial, actions, new Date(), players, opening, scenario));
}

/** Offers a text as a file download (a Blob behind an a[download]): a game file, an unreadable save as it was stored, a card file. */
export function downloadText(name: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked after the click has started the download, not before.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Reads a picked file, refusing a huge one before reading it into memory. */
export async function readPickedFile(file: File): Promise<ReadResult> {
  if (file.size > GAME_FILE_MAX_BYTES)
    return refuse(
      'TOO_LARGE',
      '',
      `The file is too big (${(file.size / 1024 / 1024).toFixed(1)} MB, over ${GAME_FILE_MAX_BYTES / 1024 / 1024} MB): it is not a saved game.`,
    );
  return readGameFile(await file.text());
}
