// The game slice: the game's history (initial state, the events of its creation, the actions
// with the state each was applied to and its events: history.ts), the events of the last action
// for the dice tray and the last refused action. `dispatch` calls the engine; a refusal becomes
// `lastError`, shown with its rule. After every action the game is saved into its saved game
// (records.autosave, persistence.ts): the initial state and the actions, so that loading replays it.
// The error screen (docs/architecture.md, the fault): an engine that throws on an action (a broken invariant, a bug) halts the game
// with a `fault` instead of leaving an exception to the page; so does a position the page cannot
// show (ui/GameErrorBoundary.tsx calls `halt`) or the engine cannot read (the store's effects,
// effects/effects.ts). While halted nothing is applied and nothing is saved, so the autosave keeps the
// game as it was; `recover` (appStore.ts) or a new game lifts it.
// In an online game (docs/online.md, slices/online.ts) a person's action is checked here by the local
// engine, then sent to the game server instead of applied: the server's step comes back into the
// history through the online slice. Undo there asks the other player.
import { applyAction, awaiting, seedRng, type Action, type GameEvent, type RuleError } from '../../engine';
import { undoBlocker, undoDepth, withoutLast, type History, type UndoInput } from '../game/history';
import { onlineRefusal, type OnlineSession } from '../online/online';
import { twoHumans, type Players } from '../game/players';
import type { RecordsSlice } from './records';
import type { ScenarioMark } from '../files/scenarioMark';
import type { SetSlice } from './types';

/** Why undo is refused while the replay is open: undo takes back an action of the live game. */
export const UNDO_IN_REPLAY = 'Leave the replay first: undo takes back an action of the live game.';

/** What stopped the game (the error screen): the page could not show it, or the engine failed on an action. */
export interface Fault {
  /** The error's own message (the error screen words it for the player). */
  message: string;
  /**
   * 'position': the game as it stands could not be shown or read (a render error, a state the
   * engine throws on), so the way back is the last good position; 'action': the engine failed on
   * an action, which was not applied, so the game as it stands is good.
   */
  during: 'position' | 'action';
  /** The action the engine failed on: not applied, the game is as it was before it. */
  action?: Action;
}

export interface GameSlice extends History {
  /** The events of the last action, for the dice display. */
  lastEvents: GameEvent[];
  lastError: RuleError | null;
  /** Who plays each side: a person or the AI (players.ts); saved with the game. */
  players: Players;
  /** Set when the game is halted by an error (see Fault); null while it plays. */
  fault: Fault | null;
  /**
   * Why the game is a scenario and not a fair game (scripted dice, a changed opening), or the
   * lesson it is (scenarioMark.ts); null for a fair game. Worked out as the game begins, saved with it.
   */
  scenario: ScenarioMark | null;
  /**
   * Applies an action through the engine; false (and `lastError`) when the engine refuses it. A
   * person's action (`by` 'human', the default) is refused while the decision is owed by a side
   * the AI plays: clicks and buttons must never act for the AI.
   */
  dispatch(action: Action, by?: 'human' | 'ai'): boolean;
  /** Takes back the last action (undoRefusal says when it may); returns why not, or null when done. */
  undo(): string | null;
  clearError(): void;
  /** Shows why a click gives no order (a hex out of the selected unit's reach), as a refused action's `lastError` is shown. */
  explain(error: RuleError): void;
  /** Halts the game: no action is applied and nothing saved until `recover` or a new game. */
  halt(fault: Fault): void;
}

/** The game slice's data as a new game starts: `lastEvents` are its creation's (or none for a replayed game); no `scenario`: a fair game. */
export type GameStart = History & Pick<GameSlice, 'lastEvents' | 'players'> & Partial<Pick<GameSlice, 'scenario'>>;

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
  return {
    code: 'ORDER',
    rule: 'R4.2',
    message: `The AI plays ${game.teams[d.team].name}: this decision is its own. Wait for its move (or pause it and step).`,
  };
}

/** What the game slice reads of the store: itself, the records' message, whether a replay is open, the online game. */
type Reads = () => {
  game: GameSlice;
  records: Pick<RecordsSlice, 'notice' | 'clearNotice' | 'autosave'>;
  replay: { index: number | null };
  online: { session: OnlineSession | null; send(action: Action): boolean; askUndo(): string | null };
};

/**
 * A person's action in an online game (docs/online.md): refused at once when this browser may not make
 * it (a spectator, the other team's decision: R4.2) or the engine refuses it (the state without
 * dice answers every question of legality), else sent to the server. True when sent.
 */
function sendOnline(set: SetSlice<GameSlice>, get: Reads, action: Action, session: OnlineSession): boolean {
  const { game } = get().game;
  const refused = onlineRefusal(game, session);
  if (refused) {
    set({ lastError: refused });
    return false;
  }
  // The state holds no dice (a zeroed generator rolls the same number for ever, and an initiative
  // tie is rerolled until it breaks, R3.1): the check rolls its own, and its result is dropped.
  const r = applyAction({ ...game, rng: seedRng(`check/${get().game.actions.length}`) }, action);
  if (!r.ok) {
    set({ lastError: r.error });
    return false;
  }
  if (get().game.lastError) set({ lastError: null });
  return get().online.send(action);
}

export function gameSlice(set: SetSlice<GameSlice>, get: Reads, start: GameStart): GameSlice {
  return {
    ...start,
    scenario: start.scenario ?? null,
    lastError: null,
    fault: null,
    dispatch(action, by = 'human') {
      const { game, actions, steps, players, fault } = get().game;
      if (fault) return false;
      const online = get().online.session;
      if (online) {
        try {
          return sendOnline(set, get, action, online);
        } catch (e) {
          set({ fault: { message: e instanceof Error ? e.message : String(e), during: 'action', action } });
          return false;
        }
      }
      let r: ReturnType<typeof applyAction>;
      try {
        const refused = by === 'human' ? aiOwesDecision(game, players) : null;
        if (refused) {
          set({ lastError: refused });
          return false;
        }
        r = applyAction(game, action);
      } catch (e) {
        // applyAction never throws for an illegal action; a throw is a broken invariant or a bug.
        // The game stays as it was before the action (the engine never changes its input).
        set({ fault: { message: e instanceof Error ? e.message : String(e), during: 'action', action } });
        return false;
      }
      if (!r.ok) {
        set({ lastError: r.error });
        return false;
      }
      const next = {
        game: r.state,
        actions: [...actions, action],
        steps: [...steps, { before: game, events: r.events }],
        lastEvents: r.events,
        lastError: null,
      };
      set(next);
      // A message about the game as it was (an undo refused, a file loaded) is stale once it moves on.
      if (get().records.notice) get().records.clearNotice();
      // The new position halted the game (the engine cannot read it): the autosave keeps the last good one.
      if (!get().game.fault) get().records.autosave();
      return true;
    },
    undo() {
      const app = get();
      if (app.game.fault) return 'The game is halted by an error: go back to the last good position first.';
      // Online, undo asks the other player (the same rule, checked again by the server).
      if (app.online.session) return app.online.askUndo();
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
    explain(error) {
      set({ lastError: error });
    },
    clearError() {
      set({ lastError: null });
    },
    halt(fault) {
      set({ fault });
    },
  };
}
