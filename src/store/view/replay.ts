// The replay view: which state of the game the screen shows. The game slice keeps, for every
// action, the state it was applied to (history.ts), so the state after any number of actions is
// at hand and stepping through the game costs nothing. Every panel that shows the game reads it
// through `viewedGame` / `useViewedGame`, so while a replay is open the whole screen shows the past.
import type { GameEvent, GameState } from '../../engine';
import { logLengthAt } from '../game/history';
import type { OverlayInput } from './overlay';
import type { GameSlice } from '../slices/game';
import type { ReplaySlice } from '../slices/replay';
import { DEFAULT_INTENT, type UiSlice } from '../slices/ui';
import { PHASE_NAMES } from './decision';

type History = Pick<GameSlice, 'game' | 'steps' | 'lastEvents' | 'opening'>;
type Replay = Pick<ReplaySlice, 'index'>;

/** The state after `index` actions (the live state at the end). */
export function stateAt(g: Pick<History, 'game' | 'steps'>, index: number): GameState {
  return index >= g.steps.length ? g.game : g.steps[Math.max(0, index)].before;
}

export function viewedGame(g: Pick<History, 'game' | 'steps'>, r: Replay): GameState {
  return r.index !== null ? stateAt(g, r.index) : g.game;
}

/**
 * The events that led to the state shown: the dice tray shows their dice. At the first position
 * those of the game's creation (the setup's initiative roll), as the live screen shows them there.
 */
export function viewedEvents(g: History, r: Replay): GameEvent[] {
  if (r.index === null) return g.lastEvents;
  const i = Math.min(r.index, g.steps.length);
  return i > 0 ? g.steps[i - 1].events : g.opening;
}

/** How many lines of the log had been written by the state shown (one line per event). */
export function viewedLogLength(g: Pick<History, 'opening' | 'steps'>, r: Replay): number {
  return logLengthAt(g, r.index ?? g.steps.length);
}

/** Where a state is in the game, for the replay's labels: "Turn 2 · Assault Phase". */
export function positionLabel(state: GameState): string {
  if (state.phase === 'setup' || state.phase === 'ended') return PHASE_NAMES[state.phase];
  return `Turn ${state.turn} · ${PHASE_NAMES[state.phase]}`;
}

export interface ReplayMark {
  /** Number of actions after which the turn or phase begins. */
  index: number;
  label: string;
}

const marksCache = new WeakMap<object, ReplayMark[]>();

/** The replay's jumps: the start, and each index where the turn or phase changes. */
export function replayMarks(g: Pick<History, 'game' | 'steps'>): ReplayMark[] {
  const cached = marksCache.get(g.steps);
  // Every action and every undo makes a new steps list, so the list is the cache's key.
  if (cached) return cached;
  const marks: ReplayMark[] = [];
  let previous: GameState | null = null;
  for (let i = 0; i <= g.steps.length; i++) {
    const state = stateAt(g, i);
    if (!previous || state.turn !== previous.turn || state.phase !== previous.phase)
      marks.push({ index: i, label: positionLabel(state) });
    previous = state;
  }
  marksCache.set(g.steps, marks);
  return marks;
}

/**
 * What the map highlights: in the live game, the player's selection and intent, with orders
 * offered only when `decides` (hexIntents.decidesHere: not while the AI or the other online seat
 * decides); in a replay, only what the decision owed then marks (Defensive Fire's hexes,
 * survivors' choices), since clicks there give no orders.
 */
export function overlayInputFor(
  game: GameState,
  ui: Pick<UiSlice, 'selected' | 'hover' | 'intent' | 'showArcs' | 'aimedAt'>,
  replaying: boolean,
  decides: boolean,
): OverlayInput {
  if (replaying)
    return { game, selected: null, hover: ui.hover, intent: DEFAULT_INTENT, showArcs: false, decidesHere: false };
  return {
    game,
    selected: ui.selected,
    hover: ui.hover,
    intent: ui.intent,
    showArcs: ui.showArcs,
    aimedAt: ui.aimedAt,
    decidesHere: decides,
  };
}
