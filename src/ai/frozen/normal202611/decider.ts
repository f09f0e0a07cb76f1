// Frozen with the level normal-2026-11 (index.ts): a copy of src/ai/decider.ts as it was on 29 November
// 2026. Never change it: the tournament measures the live player against it.
// Who must decide now and what kind of decision it is: the engine's own answer, awaiting(state)
// (engine/legal/awaiting.ts, the one answer to "who decides now"), in the shape the players read (a pending
// decision under one kind, the acting unit as a unit).
import {
  awaiting,
  isPendingAwaiting,
  type GameState,
  type PendingDecision,
  type TeamId,
  type Unit,
} from '../../../engine';

export type DecisionKind =
  | { kind: 'pending'; pending: PendingDecision }
  | { kind: 'placeObjective' }
  | { kind: 'deploy' }
  | { kind: 'scout' }
  | { kind: 'activate' }
  | { kind: 'activation'; unit: Unit };

export type Decider = DecisionKind & { team: TeamId };

/** The decision owed now and the team that owes it, or null once the game is over. */
export function deciderOf(state: GameState): Decider | null {
  const a = awaiting(state);
  if (a.kind === 'ended') return null;
  if (isPendingAwaiting(a)) return { kind: 'pending', pending: a.pending, team: a.team };
  if (a.kind === 'activation') return { kind: 'activation', unit: state.units[a.unit], team: a.team };
  return { kind: a.kind, team: a.team };
}
