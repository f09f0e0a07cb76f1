// Who must decide now, and what: the one answer the store, the hot-seat hand-off, the panels,
// an AI and an online referee all read, so none of them works it out again from the state.
// The order of the checks is the order in which the engine asks (legal.ts `collect`):
//  - the game is over (R7.3): nobody decides;
//  - a decision owed in the middle of a resolution, the top of the pending stack: the team it
//    names answers it (R5.7 Defensive Fire, R6.6 naming a model, R8.6 reroll, R8.7 survivors and
//    R8.19 their order, R8.4 command targets, R7.3 end vote);
//  - the setup steps (R3.2 objective markers, R3.3 deployment, R3.4 Scout moves), the team
//    whose turn it is in the setup;
//  - an activation under way: its unit's team goes on with it (R4.2);
//  - else the team to act chooses a unit to activate (R4.2).
import type { Dir } from '../core/hex';
import type { PendingDecision, PendingKind } from '../core/pending';
import type { GameState, MoveKind, TeamId } from '../core/state';
import { defaultFacing } from '../board/map';
import { OBJECTIVE_ORDER } from '../rules/objectives';
import { activatableUnits } from './legal';

/** A decision owed mid-resolution, by its kind, with the pending decision itself. */
export type AwaitingPending = {
  [K in PendingKind]: { kind: K; team: TeamId; pending: Extract<PendingDecision, { kind: K }> };
}[PendingKind];

export type Awaiting =
  /** R7.3: the game is over; nobody decides. */
  | { kind: 'ended'; team: null }
  | AwaitingPending
  /** R3.2: place the next Objective Marker, worth `value` OP. */
  | { kind: 'placeObjective'; team: TeamId; value: 1 | 2 | 3 }
  /** R3.3: deploy one of `units`; a unit with facing is placed with `facing` unless told otherwise. */
  | { kind: 'deploy'; team: TeamId; units: string[]; facing: Dir }
  /** R3.4: make a Scout move with one of `units`, or pass. */
  | { kind: 'scout'; team: TeamId; units: string[] }
  /** R4.2: choose a unit to activate among `units` (R4.4: Aircraft and Reserves after the ground units). */
  | { kind: 'activate'; team: TeamId; units: string[] }
  /** R4.2: go on with the activation of `unit` (a move under way has its `moveKind`, else null). */
  | { kind: 'activation'; team: TeamId; unit: string; moveKind: MoveKind | null };

export type AwaitingKind = Awaiting['kind'];

/** Who must decide now and what kind of decision it is, with what a consumer needs to offer it. */
export function awaiting(state: GameState): Awaiting {
  if (state.phase === 'ended') return { kind: 'ended', team: null };
  const top = state.pending[state.pending.length - 1];
  if (top) return { kind: top.kind, team: top.team, pending: top } as AwaitingPending;
  if (state.phase === 'setup') {
    const team = state.active;
    if (state.setupStep === 'objectives')
      return { kind: 'placeObjective', team, value: OBJECTIVE_ORDER[state.objectives.length]?.value ?? 1 };
    if (state.setupStep === 'deployment')
      return { kind: 'deploy', team, units: activatableUnits(state), facing: defaultFacing(team) };
    if (!state.activation) return { kind: 'scout', team, units: activatableUnits(state) };
  }
  const a = state.activation;
  if (a) {
    const unit = state.units[a.unit];
    return { kind: 'activation', team: unit ? unit.team : state.active, unit: a.unit, moveKind: a.moveKind };
  }
  return { kind: 'activate', team: state.active, units: activatableUnits(state) };
}

/** Whether the decision is one owed in the middle of a resolution (the pending stack's top). */
export function isPendingAwaiting(a: Awaiting): a is AwaitingPending {
  return 'pending' in a;
}
