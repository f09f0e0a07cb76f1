// The rolls waiting to be read (docs/playing.md, "Dice and the log"). Against the AI or online the other
// side acts a moment after the person, so showing only the last action's dice took the person's
// own roll away before it could be read. The rules:
//  - A roll the person at this screen makes is shown first and stays until they dismiss it or
//    act again; acting again (with dice or without) dismisses every roll before it (the log
//    keeps them all). A stay the page plays for them (a unit that can only stay, docs/playing.md "Units
//    that can only stay") is not their act.
//  - The other side's rolls (the AI's, the other player's online, the setup's initiative roll
//    R3.1 and a turn start's R4.1 within them) wait behind it, oldest first, with their count, and
//    are shown one after another as each is dismissed ("Next") or all at once dismissed.
//  - The fade (the fadeDice setting) takes only a roll that has been in full view for its dwell
//    and has nothing waiting behind it, down to the "Show the dice" button that brings it back: it
//    never skips a roll nobody has looked at, and a new roll shows in full again.
// With two people at the screen (hot-seat) both are "the person": each action starts the queue
// again, and the hand-off cover shows the roll on screen (HandOff.tsx) rather than hiding it.
// With nobody at the screen playing (AI against AI, an online spectator) every action does too:
// the tray shows the last roll, as a watcher expects.
// The queue follows the game's history by itself (`caughtUp`): an action appended is a roll by
// the team who decided it (R4.2: each team decides for its own units); anything else (a new game,
// an undo, a game loaded or joined) starts it again from the last events shown.
import { awaiting, canOnlyStay, type Action, type GameEvent, type TeamId } from '../../engine';
import type { History, Step } from './history';
import { myTeam, type OnlineSession } from '../online/online';
import type { Players } from './players';

/** One roll: the events of one action (or of the game's creation), and who made it. */
export interface DiceEntry {
  /** After how many actions: 0 for the game's creation (the setup's initiative roll). */
  at: number;
  events: readonly GameEvent[];
  /** The team whose decision rolled it; null for the game's creation. */
  by: TeamId | null;
  /** Made by the person at this screen. */
  mine: boolean;
}

export interface DiceQueue {
  /** The roll on screen, in full or (`faded`) down to the button; null when none. */
  current: DiceEntry | null;
  /** The rolls behind it, oldest first. */
  waiting: readonly DiceEntry[];
  /** The current roll was in full view for its dwell with nothing behind it: only the button shows. */
  faded: boolean;
  /** Brought back from the button: no fade until it is dismissed or another roll comes. */
  recalled: boolean;
}

export const EMPTY_DICE_QUEUE: DiceQueue = { current: null, waiting: [], faded: false, recalled: false };

/**
 * Whether the tray heads the roll with the side that made it: the other side's attack, movement
 * roll, demolition or passengers' rolls; not an initiative roll alone (R3.1, R4.1), which both
 * sides make, whoever's action ended the turn, and whose rows name each side.
 */
export function namesWhoRolled(entry: DiceEntry): boolean {
  return !entry.mine && entry.by !== null && entry.events.some((e) => e.type !== 'initiativeRolled' && rollsDice([e]));
}

/** Whether any die is in these events (the dice tray's rows: diceRows.ts). */
export function rollsDice(events: readonly GameEvent[]): boolean {
  return events.some((e) => {
    switch (e.type) {
      case 'initiativeRolled':
      case 'movementRoll':
      case 'bridgeDemolition':
      case 'passengerRoll':
        return true;
      case 'attack':
        return e.rolls.some((r) => r.dice.length > 0) || e.strikes.some((s) => s.defenseDice.length > 0);
      default:
        return false;
    }
  });
}

function shown(entry: DiceEntry): DiceQueue {
  return { current: entry, waiting: [], faded: false, recalled: false };
}

/** The queue after a roll (or an action without dice) of `entry`. */
export function afterAction(q: DiceQueue, entry: DiceEntry): DiceQueue {
  const dice = rollsDice(entry.events);
  if (entry.mine) return dice ? shown(entry) : EMPTY_DICE_QUEUE;
  if (!dice) return q;
  // Nothing on screen, or only the button of a roll already read: the new roll shows at once.
  if (q.current === null || q.faded) return shown(entry);
  return { ...q, waiting: [...q.waiting, entry] };
}

/** The queue of a game just begun, loaded, joined or undone: the events shown then, if they hold dice. */
export function startedWith(events: readonly GameEvent[], at: number): DiceQueue {
  return rollsDice(events) ? shown({ at, events, by: null, mine: false }) : EMPTY_DICE_QUEUE;
}

/** Dismisses the roll on screen: the next one waiting shows, or nothing. */
export function dismissed(q: DiceQueue): DiceQueue {
  const [next, ...rest] = q.waiting;
  return next ? { current: next, waiting: rest, faded: false, recalled: false } : EMPTY_DICE_QUEUE;
}

/** The roll `events` was in full view for its dwell: it fades to the button, unless rolls wait behind it or it was brought back. */
export function dwelt(q: DiceQueue, events: readonly GameEvent[]): DiceQueue {
  if (q.current?.events !== events || q.waiting.length > 0 || q.recalled || q.faded) return q;
  return { ...q, faded: true };
}

/** The button brings the faded roll back, to stay until dismissed. */
export function recalled(q: DiceQueue): DiceQueue {
  return q.current && q.faded ? { ...q, faded: false, recalled: true } : q;
}

/** Who is the person at this screen: the teams whose actions dismiss the rolls before them. */
export type IsMine = (team: TeamId) => boolean;

/**
 * The teams a person plays at this screen (online: this browser's seat). When that is neither
 * (AI against AI, a spectator), every team counts: each action shows its own roll alone.
 */
export function isMineOf(players: Players, session: Pick<OnlineSession, 'role'> | null): IsMine {
  const mine = ([0, 1] as const).filter(
    (t) => players[t].kind === 'human' && (session === null || myTeam(session) === t),
  );
  return (team) => mine.length === 0 || mine.includes(team);
}

/** What the queue was last brought up to date with: the game's start and its steps then. */
export interface DiceBasis {
  initial: History['initial'];
  steps: readonly Step[];
  lastEvents: readonly GameEvent[];
}

type Followed = Pick<History, 'initial' | 'steps' | 'actions'> & { lastEvents: readonly GameEvent[] };

/**
 * Whether the person decided `action` (as opposed to a stay the store plays for them: a unit that
 * can only stay, restStay.ts), so that it dismisses the rolls before it.
 */
function decided(step: Step, action: Action | undefined): boolean {
  return !(action?.type === 'hold' && canOnlyStay(step.before, action.unit));
}

/**
 * The queue brought up to date with the game: each action appended since `basis` is a roll of the
 * team who decided it (in order); anything else (another game, an undo, a reload, an online
 * resync) starts again from the events the game shows now.
 */
export function caughtUp(q: DiceQueue, basis: DiceBasis | null, now: Followed, isMine: IsMine): DiceQueue {
  if (basis && basis.lastEvents === now.lastEvents && basis.steps === now.steps) return q;
  const from = basis?.steps.length ?? 0;
  const extends_ =
    basis !== null &&
    basis.initial === now.initial &&
    now.steps.length > from &&
    (from === 0 || now.steps[from - 1] === basis.steps[from - 1]) &&
    now.lastEvents === now.steps[now.steps.length - 1].events;
  if (!extends_) {
    // The events shown did not change (a history replaced in place, as a finished online game's
    // full reveal): what is on screen stays.
    if (basis && basis.lastEvents === now.lastEvents) return q;
    return startedWith(now.lastEvents, now.steps.length);
  }
  let next = q;
  for (let i = from; i < now.steps.length; i++) {
    const step = now.steps[i];
    const by = awaiting(step.before).team;
    next = afterAction(next, {
      at: i + 1,
      events: step.events,
      by,
      mine: by !== null && isMine(by) && decided(step, now.actions[i]),
    });
  }
  return next;
}
