// The game's history: every action with the state it was applied to and the events it caused,
// the readable log built from those events, replaying a game from its initial state, and the
// rule for what may be undone.
//
// Undo rule (see README "Undo, saving and replays"): the last action may be taken back when
//  - it rolled no dice (no roll among its events and the generator's state unchanged): dice are
//    never rerolled by undoing, or a player could undo until the dice suit him;
//  - the team that made it is still the one to decide: once the decision has passed to the other
//    team (their activation, their Defensive Fire, their model to name, a vote), the opponent has
//    seen it and may have answered, and in a hot-seat game nobody takes that back;
//  - the game is not over.
// Undoing again checks the new last action by the same rule, so a player may take back the
// whole of his own activation step by step as long as no die was rolled in it.
import { applyAction, describeEvent, type Action, type GameEvent, type GameState } from '../engine';
import { deciderOf } from './decision';

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

export function logLines(state: GameState, events: GameEvent[], firstId: number): LogLine[] {
  return events.map((e, i) => ({ id: firstId + i, turn: state.turn, text: describeEvent(state, e), type: e.type }));
}

export interface Replayed {
  initial: GameState;
  game: GameState;
  actions: Action[];
  /** One per action, in order: `steps[i].before` is the state after `i` actions. */
  steps: Step[];
  log: LogLine[];
}

/** Replays actions from the initial state; null when any of them is refused (a broken save). */
export function replayGame(initial: GameState, actions: Action[]): Replayed | null {
  let game = initial;
  const log: LogLine[] = [];
  const steps: Step[] = [];
  for (const action of actions) {
    const r = applyAction(game, action);
    if (!r.ok) return null;
    log.push(...logLines(r.state, r.events, log.length + 1));
    steps.push({ before: game, events: r.events });
    game = r.state;
  }
  return { initial, game, actions, steps, log };
}

/** Events that show a die was rolled (events.ts): the dice display reads the same ones. */
const ROLL_EVENTS: ReadonlySet<GameEvent['type']> = new Set(['initiativeRolled', 'movementRoll', 'attack', 'bridgeDemolition', 'passengerRoll']);

/**
 * Whether an action rolled dice: a roll among its events, or the generator moved on (a Blast's
 * random pick rolls no die the log shows, but it spends the generator all the same).
 */
export function rolledDice(step: Step, after: GameState): boolean {
  if (step.events.some((e) => ROLL_EVENTS.has(e.type))) return true;
  return JSON.stringify(step.before.rng) !== JSON.stringify(after.rng);
}

export interface UndoInput {
  game: GameState;
  actions: readonly Action[];
  steps: readonly Step[];
}

/** Why the last action may not be undone now, in words for the player; null when it may. */
export function undoBlocker(s: UndoInput): string | null {
  const last = s.steps[s.steps.length - 1];
  if (s.actions.length === 0 || !last) return 'Nothing to undo: no action has been taken in this game yet.';
  if (rolledDice(last, s.game)) return 'Dice were rolled in the last action: it cannot be taken back.';
  if (s.game.phase === 'ended') return 'The game is over: its last action cannot be taken back.';
  const actor = deciderOf(last.before);
  const now = deciderOf(s.game);
  if (actor !== null && now !== null && actor !== now) {
    return `The decision has passed to ${s.game.teams[now].name}: ${s.game.teams[actor].name} cannot take back what the other player has seen.`;
  }
  return null;
}

/** The history with its last action taken back: the state before it, and the log without its lines. */
export function withoutLast<T extends { game: GameState; actions: Action[]; steps: Step[]; log: LogLine[] }>(s: T): Pick<T, 'game' | 'actions' | 'steps' | 'log'> {
  const last = s.steps[s.steps.length - 1];
  return {
    game: last.before,
    actions: s.actions.slice(0, -1),
    steps: s.steps.slice(0, -1),
    log: s.log.slice(0, s.log.length - last.events.length),
  };
}
