// What the game is waiting for, and from whom: read off the engine's state for the screens
// (the panels, the hand-off, the map's highlights). The engine decides; this only names it.
import type { GameState, PendingDecision, Phase, TeamId, Unit } from '../engine';

/** The phases as the screen names them (phase bar, decision panel, hand-off, replay labels). */
export const PHASE_NAMES: Record<Phase, string> = { setup: 'Setup', movement: 'Movement Phase', assault: 'Assault Phase', ended: 'Game over' };

export type Decision =
  | { kind: 'ended' }
  | { kind: 'pending'; team: TeamId; pending: PendingDecision }
  | { kind: 'placeObjective'; team: TeamId }
  | { kind: 'deploy'; team: TeamId }
  | { kind: 'scout'; team: TeamId }
  | { kind: 'activate'; team: TeamId }
  | { kind: 'activation'; team: TeamId; unit: Unit };

export function decisionOf(game: GameState): Decision {
  if (game.phase === 'ended') return { kind: 'ended' };
  const top = game.pending[game.pending.length - 1];
  if (top) return { kind: 'pending', team: top.team, pending: top };
  if (game.phase === 'setup') {
    if (game.setupStep === 'objectives') return { kind: 'placeObjective', team: game.active };
    if (game.setupStep === 'deployment') return { kind: 'deploy', team: game.active };
    if (!game.activation) return { kind: 'scout', team: game.active };
  }
  if (game.activation) {
    const unit = game.units[game.activation.unit];
    return { kind: 'activation', team: unit.team, unit };
  }
  return { kind: 'activate', team: game.active };
}

/** The team whose turn it is to decide, or null when the game is over. */
export function deciderOf(game: GameState): TeamId | null {
  const d = decisionOf(game);
  return d.kind === 'ended' ? null : d.team;
}
