// The game store: holds the game state, dispatches actions to the engine, keeps the readable
// log, and saves the game after every action so it survives a reload.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import {
  applyAction,
  createGame,
  messagesOf,
  ok,
  type Problem,
  type Result,
  type Action,
  type CreateResult,
  type GameEvent,
  type GameSetup,
  type GameState,
  type RuleError,
} from '../engine';
import { fieldOf, newQuickGame, type QuickField } from './newGame';
import { logLines, replayGame, undoBlocker, withoutLast, type LogLine, type Replayed, type Step } from './history';
import { loadSavedGame, saveGame } from './persistence';
import { randomSeed } from './gameOptions';

export { replayGame, type LogLine } from './history';

export interface GameStore {
  /** The game as created, before any action: with `actions` it replays the game. */
  initial: GameState;
  game: GameState;
  actions: Action[];
  /** One per action: the state it was applied to and its events (undo and the replay read them). */
  steps: Step[];
  log: LogLine[];
  /** The events of the last action, for the dice display. */
  lastEvents: GameEvent[];
  lastError: RuleError | null;
  dispatch(action: Action): boolean;
  /** A new quick game; `field` undefined keeps the current game's battlefield size. */
  newGame(seed?: string, field?: QuickField | null): void;
  /** Takes back the last action (history.ts says when it may); returns why not, or null when done. */
  undo(): string | null;
  /** Puts a replayed game (a loaded file) in place of the current one, and saves it. */
  loadGame(game: Replayed): void;
  /** A game from the new game dialog's plan (gameOptions.ts); the current game stays when the engine refuses it. */
  startGame(setup: GameSetup): Result<void, Problem[]>;
  clearError(): void;
}

type Fresh = Pick<GameStore, 'initial' | 'game' | 'actions' | 'steps' | 'log' | 'lastError' | 'lastEvents'>;

function started(r: Extract<CreateResult, { ok: true }>): Fresh {
  return { initial: r.state, game: r.state, actions: [], steps: [], log: logLines(r.state, r.events, 0), lastError: null, lastEvents: r.events };
}

function freshGame(seed: string, field: QuickField | null = null): Fresh {
  const r = newQuickGame(seed, field);
  if (!r.ok) throw new Error(`the sample game does not set up: ${messagesOf(r.error).join('; ')}`);
  return started(r);
}

function startingGame() {
  const saved = loadSavedGame();
  if (saved) {
    try {
      const replay = replayGame(saved.initial, saved.actions);
      if (replay) return { ...replay, lastError: null, lastEvents: [] };
    } catch {
      // A save whose state breaks the engine's invariants is as broken as one that does not replay.
    }
  }
  return freshGame(randomSeed());
}

export const gameStore = createStore<GameStore>()((set, get) => ({
  ...startingGame(),
  dispatch(action) {
    const { game, actions, steps, log, initial } = get();
    const r = applyAction(game, action);
    if (!r.ok) {
      set({ lastError: r.error });
      return false;
    }
    const next = {
      game: r.state,
      actions: [...actions, action],
      steps: [...steps, { before: game, events: r.events }],
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
  undo() {
    const s = get();
    const refused = undoBlocker(s);
    if (refused) return refused;
    const back = withoutLast(s);
    // The dice tray shows the last roll; an undone action rolled none, so it shows nothing.
    set({ ...back, lastEvents: [], lastError: null });
    saveGame({ initial: s.initial, actions: back.actions });
    return null;
  },
  loadGame(replayed) {
    set({ ...replayed, lastEvents: [], lastError: null });
    saveGame({ initial: replayed.initial, actions: replayed.actions });
  },
  startGame(setup) {
    const r = createGame(setup);
    if (!r.ok) return r;
    const fresh = started(r);
    set(fresh);
    saveGame({ initial: fresh.initial, actions: [] });
    return ok();
  },
  clearError() {
    set({ lastError: null });
  },
}));

export function useGame<T>(selector: (s: GameStore) => T): T {
  return useStore(gameStore, selector);
}
