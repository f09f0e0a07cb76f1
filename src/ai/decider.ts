// Who must decide now and what kind of decision it is, read off the state. Until the engine's
// own awaiting(state) lands (issue 12 point 4) this reads the state as the store's
// decisionOf does: the top pending decision, else the setup step, else the activation, else
// the active team choosing a unit.
import type { GameState, PendingDecision, TeamId, Unit } from '../engine';

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
  if (state.phase === 'ended') return null;
  const top = state.pending[state.pending.length - 1];
  if (top) return { kind: 'pending', pending: top, team: top.team };
  if (state.activation) {
    const unit = state.units[state.activation.unit];
    return { kind: 'activation', unit, team: unit.team };
  }
  if (state.phase === 'setup') {
    if (state.setupStep === 'objectives') return { kind: 'placeObjective', team: state.active };
    if (state.setupStep === 'deployment') return { kind: 'deploy', team: state.active };
    return { kind: 'scout', team: state.active };
  }
  return { kind: 'activate', team: state.active };
}
