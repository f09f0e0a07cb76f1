// The dice slice: the rolls waiting to be read and what the queue was last brought up to date
// with (../diceQueue.ts has the rules). The store brings it up to date in the same change as
// every change of the game (appStore.ts `followingDice`), so no other slice has to tell this one
// about an action, an undo or a new game, and no listener sees a game ahead of its dice.
import {
  caughtUp,
  dismissed,
  dwelt,
  EMPTY_DICE_QUEUE,
  isMineOf,
  recalled,
  type DiceBasis,
  type DiceQueue,
} from '../game/diceQueue';
import type { GameEvent } from '../../engine';
import type { History } from '../game/history';
import type { OnlineSession } from '../online/online';
import type { Players } from '../game/players';
import type { SetSlice } from './types';

export interface DiceSlice {
  queue: DiceQueue;
  basis: DiceBasis | null;
  /** Dismisses the roll on screen: the next one waiting shows. */
  dismiss(): void;
  /** Dismisses the roll on screen and every one waiting. */
  dismissAll(): void;
  /** The roll `events` was in full view for its dwell (the fade setting): it may fade to the button. */
  dwelt(events: readonly GameEvent[]): void;
  /** The button brings the faded roll back. */
  recall(): void;
}

/** What the dice queue follows: the game's history and players, and the online seat. */
export interface DiceFollows {
  game: Pick<History, 'initial' | 'steps' | 'actions'> & { lastEvents: readonly GameEvent[]; players: Players };
  online: { session: Pick<OnlineSession, 'role'> | null };
}

/** The queue and its basis brought up to date with the game `s` shows. */
export function followed(dice: Pick<DiceSlice, 'queue' | 'basis'>, s: DiceFollows): Pick<DiceSlice, 'queue' | 'basis'> {
  const { initial, steps, lastEvents, players } = s.game;
  return {
    queue: caughtUp(dice.queue, dice.basis, s.game, isMineOf(players, s.online.session)),
    basis: { initial, steps, lastEvents },
  };
}

export function diceSlice(set: SetSlice<DiceSlice>, start: DiceFollows): DiceSlice {
  return {
    ...followed({ queue: EMPTY_DICE_QUEUE, basis: null }, start),
    dismiss: () => set((d) => ({ queue: dismissed(d.queue) })),
    dismissAll: () => set({ queue: EMPTY_DICE_QUEUE }),
    dwelt: (events) => set((d) => ({ queue: dwelt(d.queue, events) })),
    recall: () => set((d) => ({ queue: recalled(d.queue) })),
  };
}
