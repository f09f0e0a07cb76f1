// The undo rule (docs/playing.md "Undo, saving and replays"), one rule for the hot-seat store
// (src/store/game/history.ts) and the game server's online games (docs/online.md, "The protocol"), where the other
// player is asked to accept: the last action may be taken back when
//  - it rolled no dice (no roll among its events and the generator's state unchanged): dice are
//    never rerolled by undoing, or a player could undo until the dice suit him;
//  - the team that made it is still the one to decide: once the decision has passed to the other
//    team (their activation, their Defensive Fire, their model to name, a vote), the opponent has
//    seen it and may have answered, and nobody takes that back;
//  - the game is not over.
// Undoing again checks the new last action by the same rule.
import { awaiting, type Action, type GameEvent, type GameState } from '../engine';

/** One action of a game: the state it was applied to and what it did. */
export interface UndoStep {
  before: GameState;
  events: GameEvent[];
}

/** Events that show a die was rolled (events.ts): the dice display reads the same ones. */
const ROLL_EVENTS: ReadonlySet<GameEvent['type']> = new Set([
  'initiativeRolled',
  'movementRoll',
  'attack',
  'bridgeDemolition',
  'passengerRoll',
]);

/**
 * Whether an action rolled dice: a roll among its events, or the generator moved on (a Blast's
 * random pick rolls no die the log shows, but it spends the generator all the same).
 */
export function rolledDice(step: UndoStep, after: GameState): boolean {
  if (step.events.some((e) => ROLL_EVENTS.has(e.type))) return true;
  return JSON.stringify(step.before.rng) !== JSON.stringify(after.rng);
}

export interface UndoInput {
  game: GameState;
  actions: readonly Action[];
  steps: readonly UndoStep[];
}

/** Why the last action may not be undone now, in words for the player; null when it may. */
export function undoBlocker(s: UndoInput): string | null {
  const last = s.steps[s.steps.length - 1];
  if (s.actions.length === 0 || !last) return 'Nothing to undo: no action has been taken in this game yet.';
  if (rolledDice(last, s.game)) return 'Dice were rolled in the last action: it cannot be taken back.';
  if (s.game.phase === 'ended') return 'The game is over: its last action cannot be taken back.';
  const actor = awaiting(last.before).team;
  const now = awaiting(s.game).team;
  if (actor !== null && now !== null && actor !== now) {
    return `The decision has passed to ${s.game.teams[now].name}: ${s.game.teams[actor].name} cannot take back what the other player has seen.`;
  }
  return null;
}
