// Rule book "Playing the Game"; RULINGS R4.1 (the turn), R4.2 (alternating activations), R7.3 (the end).
import { emit, updateUnit, type Draft } from './draft';
import { rollInitiative } from './initiative';
import { otherTeam, type GameState, type TeamId, type Unit } from './state';

/** R4.2: a unit that may still be activated in this phase. */
export function canBeActivated(unit: Unit): boolean {
  return !unit.activated && unit.at !== null && unit.models.length > 0;
}

export function hasUnitsToActivate(state: GameState, team: TeamId): boolean {
  for (const id in state.units) {
    const unit = state.units[id];
    if (unit.team === team && canBeActivated(unit)) return true;
  }
  return false;
}

/** R4.1: a new turn opens with an initiative roll, then the Movement Phase. */
export function startTurn(d: Draft, turn: number): void {
  const { rolls, winner } = rollInitiative(d.state, d.dice);
  d.state.turn = turn;
  d.state.initiative = winner;
  emit(d, { type: 'initiativeRolled', turn, rolls, winner });
  startPhase(d, 'movement');
}

function startPhase(d: Draft, phase: 'movement' | 'assault'): void {
  for (const id in d.state.units) {
    if (d.state.units[id].activated) updateUnit(d, id, { activated: false });
  }
  d.state.phase = phase;
  d.state.activation = null;
  emit(d, { type: 'phaseStarted', turn: d.state.turn, phase });
  // R4.2: the initiative winner acts first in each phase; a team with nothing to do passes.
  giveTurnTo(d, d.state.initiative);
}

/** Hands the next activation to `team`, or to the other team if `team` has nothing left. */
function giveTurnTo(d: Draft, team: TeamId): void {
  if (hasUnitsToActivate(d.state, team)) d.state.active = team;
  else if (hasUnitsToActivate(d.state, otherTeam(team))) d.state.active = otherTeam(team);
  else endPhase(d);
}

function endPhase(d: Draft): void {
  if (d.state.phase === 'movement') {
    startPhase(d, 'assault');
    return;
  }
  // R7.3: the game ends after its last turn.
  if (d.state.turn >= d.state.settings.turns) {
    d.state.phase = 'ended';
    d.state.activation = null;
    emit(d, { type: 'gameEnded', turn: d.state.turn });
    return;
  }
  startTurn(d, d.state.turn + 1);
}

/** Closes the current activation and passes play on (R4.2). */
export function finishActivation(d: Draft, unitId: string): void {
  const unit = updateUnit(d, unitId, { activated: true });
  d.state.activation = null;
  emit(d, { type: 'activationEnded', unit: unitId });
  giveTurnTo(d, otherTeam(unit.team));
}
