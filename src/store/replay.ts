// The replay view: which state of the game the screen shows. The game store keeps, for every
// action, the state it was applied to (history.ts), so the state after any number of actions is
// at hand and stepping through the game costs nothing. Every panel that shows the game reads it
// through `viewedGame` / `useViewedGame`, so while a replay is open the whole screen shows the past.
import { useStore } from 'zustand';
import type { GameEvent, GameState } from '../engine';
import { gameStore, type GameStore } from './gameStore';
import { recordsStore, type RecordsStore } from './recordsStore';
import type { OverlayInput } from './overlay';
import { DEFAULT_INTENT, type UiStore } from './uiStore';
import { PHASE_NAMES } from './decision';

type History = Pick<GameStore, 'game' | 'steps' | 'lastEvents' | 'log'>;
type Replay = Pick<RecordsStore, 'replay'>;

/** The state after `index` actions (the live state at the end). */
export function stateAt(g: Pick<History, 'game' | 'steps'>, index: number): GameState {
  return index >= g.steps.length ? g.game : g.steps[Math.max(0, index)].before;
}

export function viewedGame(g: Pick<History, 'game' | 'steps'>, r: Replay): GameState {
  return r.replay ? stateAt(g, r.replay.index) : g.game;
}

/** One empty list: a hook's selector must return the same value for the same state. */
const NO_EVENTS: GameEvent[] = [];

/** The events of the action that led to the state shown: the dice tray shows their dice. */
export function viewedEvents(g: History, r: Replay): GameEvent[] {
  if (!r.replay) return g.lastEvents;
  const i = Math.min(r.replay.index, g.steps.length);
  return i > 0 ? g.steps[i - 1].events : NO_EVENTS;
}

/** How many lines of the log had been written by the state shown (one line per event). */
export function viewedLogLength(g: History, r: Replay): number {
  if (!r.replay) return g.log.length;
  let later = 0;
  for (let i = Math.max(0, r.replay.index); i < g.steps.length; i++) later += g.steps[i].events.length;
  return Math.max(0, g.log.length - later);
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
    if (!previous || state.turn !== previous.turn || state.phase !== previous.phase) marks.push({ index: i, label: positionLabel(state) });
    previous = state;
  }
  marksCache.set(g.steps, marks);
  return marks;
}

/**
 * What the map highlights: in the live game, the player's selection and intent; in a replay,
 * only what the decision owed then marks (Defensive Fire's hexes, survivors' choices), since
 * clicks there give no orders.
 */
export function overlayInputFor(game: GameState, ui: Pick<UiStore, 'selected' | 'hover' | 'intent' | 'showArcs'>, replaying: boolean): OverlayInput {
  if (replaying) return { game, selected: null, hover: ui.hover, intent: DEFAULT_INTENT, showArcs: false };
  return { game, selected: ui.selected, hover: ui.hover, intent: ui.intent, showArcs: ui.showArcs };
}

// A replay belongs to one game: a new or loaded game closes it.
gameStore.subscribe((now, before) => {
  if (now.initial !== before.initial && recordsStore.getState().replay) recordsStore.getState().closeReplay();
});

export function useReplaying(): boolean {
  return useStore(recordsStore, (s) => s.replay !== null);
}

/** The game as the screen shows it: the live game, or the replay's position. */
export function useViewedGame(): GameState {
  const replay = useStore(recordsStore, (s) => s.replay);
  return useStore(gameStore, (g) => viewedGame(g, { replay }));
}

export function useViewedEvents(): GameEvent[] {
  const replay = useStore(recordsStore, (s) => s.replay);
  return useStore(gameStore, (g) => viewedEvents(g, { replay }));
}

export function useViewedLogLength(): number {
  const replay = useStore(recordsStore, (s) => s.replay);
  return useStore(gameStore, (g) => viewedLogLength(g, { replay }));
}
