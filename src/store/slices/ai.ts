// The AI slice (docs/ai.md, "For the UI"): drives the AI sides of the game and offers the human a
// suggestion. Whenever the engine's `awaiting` names a team the AI plays (players.ts), the
// driver asks the AI (in the page: the Web Worker's client, so the page never thinks on its own
// thread) and dispatches its answer through the game slice, like a click would: the acting unit
// selected and its target aimed at (so the map shows them), the dice in the tray and the log
// line from the action's events. Actions come no faster than the pace, so a person can follow;
// a pause stops the AI between actions and a step lets one more through (watching AI vs AI).
// An answer to a position the game has left (an undo, a new game) is dropped and asked again.
// Each AI action's reason is kept by its place in the record (`told`, the AI's log lines); the
// review of the record (docs/ai.md, "The review") is asked of the worker at the end of a game
// against the AI, and once after a reload, whose AI actions have no reason told (it gives
// normal's reason for each action played). Both are derived, never saved: the record says it all.
import { awaiting, type Action, type GameState, type TeamId } from '../../engine';
import { shownAfter, shownOf, type AiShown } from '../view/aiShown';
import { askFor, SUGGEST_SEAT, type AiAnswer, type AiChooser, type Players } from '../game/players';
import type { AiGameReview, AiReason } from '../game/aiReason';
import type { SetSlice } from './types';

/** The pace a person can follow: the AI's actions at least this far apart (ms). */
export const DEFAULT_PACE_MS = 700;

export interface Suggestion extends AiAnswer {
  /** The position it answers: once the game moves on it is stale. */
  for: GameState;
}

/** The review of a game's record as asked: of which record, and the worker's answer once it came. */
export interface ReviewState {
  initial: GameState;
  actions: readonly Action[];
  result: AiGameReview | null;
  error: string | null;
}

export interface AiSlice {
  /** The team whose AI is thinking now (the "thinking" indicator), or null. */
  thinking: TeamId | null;
  /** The AI waits between actions until it is resumed or stepped. */
  paused: boolean;
  /** Least time between two AI actions (ms). */
  paceMs: number;
  /** The AI's choice for the human's current decision, with its reason (Suggest). */
  suggestion: Suggestion | null;
  /**
   * The AI's action about to be played, as the map draws it (its route, its target ringed):
   * shown for the pace before the action is dispatched, and kept until the next one.
   */
  shown: (AiShown & { for: GameState }) | null;
  /** Why the AI could not answer (it is paused then). */
  error: string | null;
  /** Why the AI played each of its actions, by the action's place in the record (only while that action is still there). */
  told: Readonly<Record<number, { action: Action; why: AiReason }>>;
  /** The review of the record, once asked (askReview). */
  review: ReviewState | null;
  /** Asks the worker to review the game's record (nothing when it is reviewed already, or has no person and no AI). */
  askReview(): void;
  /** Wires the AI in: main.tsx gives the worker's client, tests a synchronous stand-in and no waiting. */
  connect(client: AiChooser, wait?: (ms: number) => Promise<void>): void;
  /** Asks the AI when it owes the decision now (the store calls it after every change). */
  drive(): void;
  setPaused(paused: boolean): void;
  setPace(ms: number): void;
  /** While paused: one AI action, then paused again; nothing when the AI owes no decision now. */
  step(): void;
  /** Asks the AI what the human should do now; the answer lands in `suggestion`. */
  suggest(): Promise<void>;
  /** Plays the suggestion (if it still answers the game's position); false if it does not. */
  applySuggestion(): boolean;
  clearSuggestion(): void;
}

/** What a new game resets: no suggestion or error of the game before, not paused. */
export const AI_RESET: Pick<AiSlice, 'suggestion' | 'error' | 'paused' | 'shown' | 'told' | 'review'> = {
  suggestion: null,
  error: null,
  paused: false,
  shown: null,
  told: {},
  review: null,
};

/** What the AI slice reads of the store. */
type Reads = () => {
  ai: AiSlice;
  game: {
    game: GameState;
    initial: GameState;
    players: Players;
    actions: readonly Action[];
    fault: unknown;
    dispatch(action: Action, by?: 'human' | 'ai'): boolean;
  };
  replay: { index: number | null };
  /** The player's pick (compared, never changed, but through select and aim). */
  ui: { selected: string | null; intent: unknown; select(id: string | null): void; aim(target: string | null): void };
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Shows an action as a player would set it up: its unit selected, its target aimed at. */
function showOnMap(ui: ReturnType<Reads>['ui'], action: Action): void {
  if ('unit' in action && typeof action.unit === 'string' && action.type !== 'defensiveFire') ui.select(action.unit);
  if (action.type === 'attack') ui.aim(action.target);
}

/**
 * How long an answer stays on the map before it is played: the pace less the time spent
 * thinking, but at least half the pace when there is something to see (a route, a target), so
 * a slow thinker's move is not played the instant it is drawn.
 */
function showFor(paceMs: number, thoughtMs: number, shown: AiShown | null): number {
  return Math.max(paceMs - thoughtMs, shown ? paceMs / 2 : 0, 0);
}

export function aiSlice(set: SetSlice<AiSlice>, get: Reads): AiSlice {
  let client: AiChooser | null = null;
  let wait: (ms: number) => Promise<void> = sleep;
  let busy = false;
  let stepping = false;
  /** The game the driver last saw begin (its initial state). */
  let started: GameState | null = null;

  /** Keeps the reason of the AI's action just played, by its place in the record. */
  const tell = (action: Action, why: AiReason) => {
    const { actions } = get().game;
    const index = actions.length - 1;
    if (actions[index] === action) set({ told: { ...get().ai.told, [index]: { action, why } } });
  };

  const think = (game: GameState, team: TeamId) => {
    const app = get();
    const seat = app.game.players[team];
    if (seat.kind !== 'ai' || !client) return;
    busy = true;
    set({ thinking: team, error: null });
    const started = Date.now();
    const finish = () => {
      busy = false;
      set({ thinking: null });
    };
    client.choose(game, askFor(seat, game, team, app.game.actions.length)).then(
      async (answer) => {
        // The route and the target on the map first, for the pace; then the action.
        const shown =
          answer && get().game.game === game
            ? shownAfter(get().ai.shown, shownOf(game, answer.action, answer.route), game)
            : null;
        if (answer && get().game.game === game) {
          showOnMap(get().ui, answer.action);
          set({ shown: shown && { ...shown, for: game } });
        }
        await wait(showFor(get().ai.paceMs, Date.now() - started, shown));
        const now = get();
        if (answer && now.game.game === game && now.replay.index === null && !now.game.fault) {
          // The dispatch's own store change finds the driver busy; `finish` asks for the next one.
          if (!now.game.dispatch(answer.action, 'ai'))
            set({ error: `The AI chose an action the engine refused: ${JSON.stringify(answer.action)}`, paused: true });
          else {
            if (answer.why) tell(answer.action, answer.why);
            // Still drawn in the position it led to, until someone else moves the game on.
            if (shown) set({ shown: { ...shown, for: get().game.game } });
          }
        }
        finish();
      },
      (e: unknown) => {
        set({ error: `The AI could not answer: ${e instanceof Error ? e.message : String(e)}`, paused: true });
        finish();
      },
    );
  };

  return {
    thinking: null,
    paceMs: DEFAULT_PACE_MS,
    ...AI_RESET,
    connect(c, w) {
      client = c;
      if (w) wait = w;
      get().ai.drive();
    },
    drive() {
      const app = get();
      const { game, players } = app.game;
      if (app.ai.suggestion && app.ai.suggestion.for !== game) set({ suggestion: null });
      // A game halted by an error (the page never goes blank) waits for the player's way back.
      if (!client || busy || app.replay.index !== null || app.game.fault) return;
      const d = awaiting(game);
      // The AI's last action stays drawn until the game moves on without it (the human's turn, an
      // undo). Clearing it is a store change that drives again: this call has nothing left to do.
      if (app.ai.shown && app.ai.shown.for !== game) {
        set({ shown: null });
        return;
      }
      // A game come back from a save (it begins with actions): its AI actions' reasons from the review.
      if (app.game.initial !== started) {
        started = app.game.initial;
        if (app.game.actions.length > 0) app.ai.askReview();
      }
      if (d.kind === 'ended' || players[d.team].kind !== 'ai') return;
      if (app.ai.paused && !stepping) return;
      stepping = false;
      think(game, d.team);
    },
    setPaused(paused) {
      set({ paused });
      if (!paused) get().ai.drive();
    },
    setPace: (ms) => set({ paceMs: Math.max(0, Math.min(10_000, ms)) }),
    step() {
      // A step is spent now or never: on the decision the AI owes at the press. Left set when
      // the driver declines (the human's own decision, a replay open, the AI busy), it would
      // play the paused AI's next decision later, an action nobody asked for.
      stepping = true;
      try {
        get().ai.drive();
      } finally {
        stepping = false;
      }
    },
    async suggest() {
      const app = get();
      const game = app.game.game;
      const d = awaiting(game);
      if (!client || d.kind === 'ended' || app.game.players[d.team].kind === 'ai') return;
      // What the player had picked when asking: one who picked another unit or order while the AI
      // thought keeps it (the suggestion is still told, in words, to play with one click).
      const { selected, intent } = app.ui;
      try {
        const answer = await client.choose(game, askFor(SUGGEST_SEAT, game, d.team, app.game.actions.length));
        if (!answer || get().game.game !== game) return;
        if (get().ui.selected === selected && get().ui.intent === intent) showOnMap(get().ui, answer.action);
        set({ suggestion: { ...answer, for: game } });
      } catch (e) {
        set({ error: `The AI could not suggest: ${e instanceof Error ? e.message : String(e)}` });
      }
    },
    applySuggestion() {
      const { ai, game } = get();
      const s = ai.suggestion;
      if (!s || s.for !== game.game) return false;
      set({ suggestion: null });
      return game.dispatch(s.action);
    },
    clearSuggestion: () => set({ suggestion: null }),
    askReview() {
      const { initial, actions, players } = get().game;
      const known = get().ai.review;
      if (!client?.review || (known && known.initial === initial && known.actions === actions)) return;
      const reviewed = ([0, 1] as const).filter((t) => players[t].kind === 'human');
      if (reviewed.length === 2 || actions.length === 0) return;
      const asked: ReviewState = { initial, actions, result: null, error: null };
      set({ review: asked });
      client.review(initial, [...actions], [...reviewed]).then(
        (result) => {
          if (get().ai.review === asked) set({ review: { ...asked, result } });
        },
        (e: unknown) => {
          if (get().ai.review === asked)
            set({ review: { ...asked, error: e instanceof Error ? e.message : String(e) } });
        },
      );
    },
  };
}
