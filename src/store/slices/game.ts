// The game slice: the game's history (initial state, the events of its creation, the actions
// with the state each was applied to and its events: history.ts), the events of the last action
// for the dice tray and the last refused action. `dispatch` calls the engine; a refusal becomes
// `lastError`, shown with its rule. After every action the game is saved into its saved game
// (records.autosave, persistence.ts): the initial state and the actions, so that loading replays it.
import { applyAction, awaiting, type Action, type GameEvent, type RuleError } from '../../engine';
import { undoBlocker, undoDepth, withoutLast, type History, type UndoInput } from '../history';
import { twoHumans, type Players } from '../players';
import type { RecordsSlice } from './records';
import type { SetSlice } from './types';

/** Why undo is refused while the replay is open: undo takes back an action of the live game. */
export const UNDO_IN_REPLAY = 'Leave the replay first: undo takes back an action of the live game.';

export interface GameSlice extends History {
  /** The events of the last action, for the dice display. */
  lastEvents: GameEvent[];
  lastError: RuleError | null;
  /** Who plays each side: a person or the AI (players.ts); saved with the game. */
  players: Players;
  /**
   * Applies an action through the engine; false (and `lastError`) when the engine refuses it. A
   * person's action (`by` 'human', the default) is refused while the decision is owed by a side
   * the AI plays: clicks and buttons must never act for the AI.
   */
  dispatch(action: Action, by?: 'human' | 'ai'): boolean;
  /** Takes back the last action (undoRefusal says when it may); returns why not, or null when done. */
  undo(): string | null;
  clearError(): void;
}

/** The game slice's data as a new game starts: `lastEvents` are its creation's (or none for a replayed game). */
export type GameStart = History & Pick<GameSlice, 'lastEvents' | 'players'>;

/** Why undo is refused now (null: it is allowed), in words for the player: the same for the button, the key and the command. */
export function undoRefusal(history: UndoInput & { players: Players }, replaying: boolean): string | null {
  if (replaying) return UNDO_IN_REPLAY;
  if (twoHumans(history.players)) return undoBlocker(history);
  const depth = undoDepth(history, history.players);
  return typeof depth === 'string' ? depth : null;
}

/** The refusal of a person's action while the AI owes the decision (R4.2: each team decides for its own units), or null. */
function aiOwesDecision(game: GameSlice['game'], players: Players): RuleError | null {
  const d = awaiting(game);
  if (d.kind === 'ended' || players[d.team].kind !== 'ai') return null;
  return { code: 'ORDER', rule: 'R4.2', message: `The AI plays ${game.teams[d.team].name}: this decision is its own. Wait for its move (or pause it and step).` };
}

/** What the game slice reads of the store: itself, the records' message, whether a replay is open. */
type Reads = () => { game: GameSlice; records: Pick<RecordsSlice, 'notice' | 'clearNotice' | 'autosave'>; replay: { index: number | null } };

export function gameSlice(set: SetSlice<GameSlice>, get: Reads, start: GameStart): GameSlice {
  return {
    ...start,
    lastError: null,
    dispatch(action, by = 'human') {
      const { game, actions, steps, players } = get().game;
      const refused = by === 'human' ? aiOwesDecision(game, players) : null;
      if (refused) {
        set({ lastError: refused });
        return false;
      }
      const r = applyAction(game, action);
      if (!r.ok) {
        set({ lastError: r.error });
        return false;
      }
      const next = { game: r.state, actions: [...actions, action], steps: [...steps, { before: game, events: r.events }], lastEvents: r.events, lastError: null };
      set(next);
      // A message about the game as it was (an undo refused, a file loaded) is stale once it moves on.
      if (get().records.notice) get().records.clearNotice();
      get().records.autosave();
      return true;
    },
    undo() {
      const app = get();
      const refused = undoRefusal(app.game, app.replay.index !== null);
      if (refused) return refused;
      // Against the AI, undo takes back the human's last decision with the AI's replies after it.
      const depth = twoHumans(app.game.players) ? 1 : (undoDepth(app.game, app.game.players) as number);
      let back: Pick<History, 'game' | 'actions' | 'steps'> = app.game;
      for (let i = 0; i < depth; i++) back = withoutLast(back);
      // The dice tray shows the last roll; an undone action rolled none, so it shows nothing.
      set({ ...back, lastEvents: [], lastError: null });
      get().records.autosave();
      return null;
    },
    clearError() {
      set({ lastError: null });
    },
  };
}
