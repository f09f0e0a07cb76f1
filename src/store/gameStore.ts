// The game store: holds the game state, dispatches actions to the engine, keeps the readable
// log, and saves the game after every action so it survives a reload.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import {
  applyAction,
  createGame,
  describeEvent,
  type Action,
  type ArmyList,
  type CreateResult,
  type GameEvent,
  type GameSetup,
  type GameState,
  type RuleError,
} from '../engine';
import { CATALOG_BY_ID } from '../data/catalog';
import { fieldOf, newQuickGame, type QuickField } from './newGame';
import { loadSavedGame, saveGame } from './persistence';
import { quickDeploy } from './quickDeploy';

export interface LogLine {
  id: number;
  turn: number;
  text: string;
  type: GameEvent['type'];
}

export interface GameStore {
  /** The game as created, before any action: with `actions` it replays the game. */
  initial: GameState;
  game: GameState;
  actions: Action[];
  log: LogLine[];
  /** The events of the last action, for the dice display. */
  lastEvents: GameEvent[];
  lastError: RuleError | null;
  /** What the player should know about how the game was set up (units left off the map). */
  setupNotes: string[];
  dispatch(action: Action): boolean;
  /** A new quick game; `field` undefined keeps the current game's battlefield size. */
  newGame(seed?: string, field?: QuickField | null): void;
  /** A game between two army lists (team 0 first); the current game stays when they cannot play. */
  newGameFromLists(a: ArmyList, b: ArmyList, seed?: string): { ok: true; notes: string[] } | { ok: false; errors: string[] };
  /** A game from the new game dialog's plan (gameOptions.ts); the current game stays when the engine refuses it. */
  startGame(setup: GameSetup, notes?: string[]): { ok: true } | { ok: false; errors: string[] };
  clearError(): void;
  clearNotes(): void;
}

function logLines(state: GameState, events: GameEvent[], firstId: number): LogLine[] {
  return events.map((e, i) => ({ id: firstId + i, turn: state.turn, text: describeEvent(state, e), type: e.type }));
}

function randomSeed(): string {
  return Math.random().toString(36).slice(2, 10);
}

type Fresh = Pick<GameStore, 'initial' | 'game' | 'actions' | 'log' | 'lastError' | 'setupNotes' | 'lastEvents'>;

function started(r: Extract<CreateResult, { ok: true }>, setupNotes: string[] = []): Fresh {
  return { initial: r.state, game: r.state, actions: [], log: logLines(r.state, r.events, 0), lastError: null, setupNotes, lastEvents: r.events };
}

function freshGame(seed: string, field: QuickField | null = null): Fresh {
  const r = newQuickGame(seed, field);
  if (!r.ok) throw new Error(`the sample game does not set up: ${r.errors.join('; ')}`);
  return started(r);
}

function startingGame() {
  const saved = loadSavedGame();
  if (saved) {
    try {
      const replay = replayGame(saved.initial, saved.actions);
      if (replay) return { ...replay, lastError: null, setupNotes: [], lastEvents: [] };
    } catch {
      // A save whose state breaks the engine's invariants is as broken as one that does not replay.
    }
  }
  return freshGame(randomSeed());
}

/** Replays actions from the initial state; null when any of them is refused (a broken save). */
export function replayGame(initial: GameState, actions: Action[]): Pick<GameStore, 'initial' | 'game' | 'actions' | 'log'> | null {
  let game = initial;
  const log: LogLine[] = [];
  for (const action of actions) {
    const r = applyAction(game, action);
    if (!r.ok) return null;
    log.push(...logLines(r.state, r.events, log.length + 1));
    game = r.state;
  }
  return { initial, game, actions, log };
}

export const gameStore = createStore<GameStore>()((set, get) => ({
  ...startingGame(),
  dispatch(action) {
    const { game, actions, log, initial } = get();
    const r = applyAction(game, action);
    if (!r.ok) {
      set({ lastError: r.error });
      return false;
    }
    const next = {
      game: r.state,
      actions: [...actions, action],
      log: [...log, ...logLines(r.state, r.events, log.length + 1)],
      lastEvents: r.events,
      lastError: null,
    };
    set(next);
    saveGame({ initial, actions: next.actions });
    return true;
  },
  newGame(seed, field) {
    const fresh = freshGame(seed ?? randomSeed(), field === undefined ? fieldOf(get().game.map) : field);
    set(fresh);
    saveGame({ initial: fresh.initial, actions: [] });
  },
  newGameFromLists(a, b, seed) {
    const deployed = quickDeploy([a, b], seed ?? randomSeed(), CATALOG_BY_ID);
    if (!deployed.ok) return deployed;
    const r = createGame(deployed.setup);
    if (!r.ok) return r;
    const fresh = started(r, deployed.notes);
    set(fresh);
    saveGame({ initial: fresh.initial, actions: [] });
    return { ok: true, notes: deployed.notes };
  },
  startGame(setup, notes = []) {
    const r = createGame(setup);
    if (!r.ok) return r;
    const fresh = started(r, notes);
    set(fresh);
    saveGame({ initial: fresh.initial, actions: [] });
    return { ok: true };
  },
  clearError() {
    set({ lastError: null });
  },
  clearNotes() {
    set({ setupNotes: [] });
  },
}));

export function useGame<T>(selector: (s: GameStore) => T): T {
  return useStore(gameStore, selector);
}
