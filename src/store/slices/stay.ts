// The "rest of my units stay this phase" order of a team (../restStay.ts plays it), one per team.
// A new game clears it.
import type { TeamId } from '../../engine';
import type { StayOrder } from '../game/restStay';
import type { SetSlice } from './types';

export interface StaySlice {
  /** The order given by each team, if any (kept only for the turn and phase it names). */
  orders: [StayOrder | null, StayOrder | null];
  order(order: StayOrder): void;
}

export const STAY_RESET: Pick<StaySlice, 'orders'> = { orders: [null, null] };

export function staySlice(set: SetSlice<StaySlice>): StaySlice {
  return {
    ...STAY_RESET,
    order: (order) =>
      set((s) => ({ orders: (order.team === 0 ? [order, s.orders[1]] : [s.orders[0], order]) as StaySlice['orders'] })),
  };
}

export function orderOf(s: StaySlice, team: TeamId | null): StayOrder | null {
  return team === null ? null : s.orders[team];
}
