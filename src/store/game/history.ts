// The game's history: every action with the state it was applied to and the events it caused,
// the readable log derived from those steps (never stored beside them, so it cannot disagree
// with them), replaying a game from its initial state, and the rule for what may be undone.
//
// The undo rule itself (src/net/undo.ts) is shared with the game server's online games.
import {
  applyAction,
  awaiting,
  describeEvent,
  type Action,
  type DirNaming,
  type GameEvent,
  type GameState,
  type RuleError,
} from '../../engine';
import { isAi, type Players } from './players';
import { rolledDice, undoBlocker, type UndoInput } from '../../net/undo';

// The undo rule is shared with the game server, which asks it of online games (docs/online.md).
export { rolledDice, undoBlocker, type UndoInput };

export interface LogLine {
  id: number;
  turn: number;
  text: string;
  type: GameEvent['type'];
}

/** One action of the game: the state it was applied to and what it did. */
export interface Step {
  before: GameState;
  events: GameEvent[];
}

/** A game's history: where it began, the events of its creation, and one step per action. */
export interface History {
  /** The game as created, before any action: with `actions` it replays the game. */
  initial: GameState;
  /**
   * The events of the game's creation (the setup's initiative roll): the log's first lines. Kept
   * with the autosave and the game file (opening.ts), so a reloaded or loaded game shows them too.
   */
  opening: GameEvent[];
  game: GameState;
  actions: Action[];
  /** One per action, in order: `steps[i].before` is the state after `i` actions. */
  steps: Step[];
}

/** The lines of some events, written against the state they led to (its turn, its units' names). */
type Lines = Omit<LogLine, 'id'>[];

function linesOf(after: GameState, events: readonly GameEvent[], dirName?: DirNaming): Lines {
  return events.map((e) => ({ turn: after.turn, text: describeEvent(after, e, dirName), type: e.type }));
}

// Steps are never changed, and the state after a step is the next step's `before` (or the game,
// for the last), the same object before and after later actions: each step's lines are written
// once for each way of naming a facing (facingNames.ts: the board shown turned or not).
interface LineCache {
  stepLines: WeakMap<Step, Lines>;
  openingLines: WeakMap<GameEvent[], Lines>;
  logs: WeakMap<Step[], { opening: GameEvent[]; log: LogLine[] }>;
}
const caches = new Map<DirNaming | undefined, LineCache>();

function cacheFor(dirName: DirNaming | undefined): LineCache {
  let cache = caches.get(dirName);
  if (!cache)
    caches.set(dirName, (cache = { stepLines: new WeakMap(), openingLines: new WeakMap(), logs: new WeakMap() }));
  return cache;
}

/**
 * The readable log of the history: the creation's events, then every action's, one line each.
 * `dirName` names facings as the screen shows them (facingNames.ts); without it, the map's compass.
 */
export function logOf(h: Pick<History, 'initial' | 'opening' | 'game' | 'steps'>, dirName?: DirNaming): LogLine[] {
  const { stepLines, openingLines, logs } = cacheFor(dirName);
  const cached = logs.get(h.steps);
  if (cached && cached.opening === h.opening) return cached.log;
  let opening = openingLines.get(h.opening);
  if (!opening) openingLines.set(h.opening, (opening = linesOf(h.initial, h.opening, dirName)));
  const all: Lines = [...opening];
  h.steps.forEach((step, i) => {
    let lines = stepLines.get(step);
    if (!lines) stepLines.set(step, (lines = linesOf(h.steps[i + 1]?.before ?? h.game, step.events, dirName)));
    all.push(...lines);
  });
  const log = all.map((line, i) => ({ id: i + 1, ...line }));
  logs.set(h.steps, { opening: h.opening, log });
  return log;
}

/** How many lines of the log were written after `index` actions (one line per event). */
export function logLengthAt(h: Pick<History, 'opening' | 'steps'>, index: number): number {
  let n = h.opening.length;
  for (let i = 0; i < Math.min(index, h.steps.length); i++) n += h.steps[i].events.length;
  return n;
}

/**
/**
 * Replays actions from the initial state; null when any of them is refused (a broken save), after
 * telling `refused` which (its index) and the rule's error. `opening` is the creation's events
 * kept with the save (opening.ts), the log's first lines.
 */
export function replayGame(
  initial: GameState,
  actions: Action[],
  opening: GameEvent[] = [],
  refused?: (index: number, error: RuleError) => void,
): History | null {
  let game = initial;
  const steps: Step[] = [];
  for (const [i, action] of actions.entries()) {
    const r = applyAction(game, action);
    if (!r.ok) {
      refused?.(i, r.error);
      return null;
    }
    steps.push({ before: game, events: r.events });
    game = r.state;
  }
  return { initial, opening, game, actions, steps };
}

/** The history with its last action taken back: the state before it (the log follows, derived). */
export function withoutLast(
  s: Pick<History, 'game' | 'actions' | 'steps'>,
): Pick<History, 'game' | 'actions' | 'steps'> {
  return rewound(s, s.steps.length - 1);
}

/**
 * The history cut back to its first `length` actions (clamped to what it has): the state after
 * them, as it was when it was played. Undo takes back one action; the error screen (docs/playing.md,
 * "Undo, saving and replays") goes back to the last position the page could show, whatever the undo rule says.
 */
export function rewound(
  s: Pick<History, 'game' | 'actions' | 'steps'>,
  length: number,
): Pick<History, 'game' | 'actions' | 'steps'> {
  const n = Math.max(0, Math.min(length, s.steps.length));
  if (n === s.steps.length) return { game: s.game, actions: s.actions, steps: s.steps };
  return { game: s.steps[n].before, actions: s.actions.slice(0, n), steps: s.steps.slice(0, n) };
}

/**
 * Against the AI (docs/ai.md): how many actions an undo takes back, the AI's replies at the
 * end of the history and the human's last decision before them, or why it may not. The dice rule
 * stands for all of them: an action that rolled, the human's or the AI's, is never taken back (or
 * a player could undo and try again knowing the dice to come). Only AI sides: nothing to undo.
 */
export function undoDepth(s: UndoInput, players: Players): number | string {
  if (s.actions.length === 0) return 'Nothing to undo: no action has been taken in this game yet.';
  if (s.game.phase === 'ended') return 'The game is over: its last action cannot be taken back.';
  let depth = 0;
  for (let i = s.steps.length - 1; i >= 0; i--) {
    const step = s.steps[i];
    const after = s.steps[i + 1]?.before ?? s.game;
    if (rolledDice(step, after)) {
      return depth === 0
        ? 'Dice were rolled in the last action: it cannot be taken back.'
        : "Dice were rolled in the AI's reply: your last decision cannot be taken back.";
    }
    depth++;
    if (!isAi(players, awaiting(step.before).team)) return depth;
  }
  return "Nothing to undo: every action so far was the AI's.";
}

/** A position the page showed: its game (by its initial state) and how many actions into it. */
export interface Shown {
  initial: GameState;
  length: number;
}

/**
 * Where the error screen's way back goes (docs/playing.md, "Undo, saving and replays"): the last position the page showed of
 * this game, when it is before the one that failed; in a replay, the live position the page
 * showed (the way back closes the replay, which is what failed); else one action back (the
 * failure came with the last action, or after a reload). Null when the game has no action to
 * take back: only a new game is left. Each way back that fails again goes further back.
 */
export function lastGoodLength(
  shown: Shown | null,
  h: Pick<History, 'initial' | 'actions'>,
  replaying = false,
): number | null {
  const now = h.actions.length;
  const ofThisGame = shown !== null && shown.initial === h.initial;
  if (ofThisGame && shown.length < now) return shown.length;
  if (ofThisGame && replaying) return now;
  return now > 0 ? now - 1 : null;
}
