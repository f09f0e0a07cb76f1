// Autosave in the browser's storage: the initial state and the actions, so that loading
// replays the game through the engine (a save that does not replay is refused).
import { isAction, upgradeState, type Action, type GameEvent, type GameState } from '../engine';
import { readOpening } from './opening';
import { parsePlayers, type Players } from './players';
import { savedStateProblems } from './savedState';

const KEY = 'aam-reloaded.game.v2';

export interface SavedGame {
  initial: GameState;
  actions: Action[];
  /** Who plays each side (a save from before the AI has none: two humans). */
  players?: Players;
  /** The events of the game's creation, the log's first lines (issue 9 point 6; older saves have none). */
  opening?: GameEvent[];
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function saveGame(game: SavedGame): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ version: 1, ...game }));
  } catch {
    // Storage full or blocked: the game goes on unsaved rather than stopping.
  }
}

/** The saved game, or null when there is none or it is not a game of this version. */
export function loadSavedGame(): SavedGame | null {
  const text = storage()?.getItem(KEY);
  if (!text) return null;
  try {
    const data = JSON.parse(text) as { version?: unknown; initial?: unknown; actions?: unknown; players?: unknown; opening?: unknown };
    // An initial state written by an earlier edition is read in the current schema.
    const initial = upgradeState(data.initial) as GameState;
    if (data.version !== 1 || typeof initial !== 'object' || initial === null) return null;
    if (savedStateProblems(initial).length > 0 || !Array.isArray(data.actions) || !data.actions.every(isAction)) return null;
    return { initial, actions: data.actions, players: parsePlayers(data.players), opening: readOpening(initial, data.opening) };
  } catch {
    return null;
  }
}
