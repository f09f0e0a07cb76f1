// The order of play: rule book "Game Setup" and "Playing the Game"; RULINGS R3 (setup order),
// R4.1 (the turn), R4.2 (alternating activations and passes), R4.4 (reserves after a team's
// ground units), R7.1 (scoring at the end of each turn), R7.3 (the end of the game).
import { juniorChoices, juniorCommanders } from '../derived/commandAbilities';
import { emit, updateUnit, updateUnitsWhere, type Draft } from '../derived/draft';
import { rollInitiative } from '../rules/initiative';
import { scoreTurn, totalPoints } from '../rules/scoring';
import { otherTeam, type GameState, type Phase, type TeamId } from '../core/state';
import { isAircraftUnit, isInPlay } from '../derived/unitRules';
import { hasUnitsToActivate } from '../rules/turnOrder';
import { OBJECTIVE_ORDER } from '../rules/objectives';
import { unitsOf } from '../derived/roster';

/** R3.1: the setup roll; then the objectives are placed (R3.2). */
export function startSetup(d: Draft): void {
  const { rolls, winner } = rollInitiative(d.state, d.dice);
  d.state.initiative = winner;
  emit(d, { type: 'initiativeRolled', turn: 0, rolls, winner });
  d.state.phase = 'setup';
  d.state.setupStep = 'objectives';
  d.state.active = winner;
  emit(d, { type: 'setupStep', step: 'objectives' });
}

/** R3.2: whose marker comes next, in the rule book's order. */
export function afterObjectivePlaced(d: Draft): void {
  const next = OBJECTIVE_ORDER[d.state.objectives.length];
  if (next) {
    d.state.active = next.byWinner ? d.state.initiative : otherTeam(d.state.initiative);
    return;
  }
  startDeployment(d);
}

/** R3.3: Aircraft start in Reserve; then the teams place their units in turn. */
function startDeployment(d: Draft): void {
  d.state.setupStep = 'deployment';
  emit(d, { type: 'setupStep', step: 'deployment' });
  for (const id in d.state.units) {
    const u = d.state.units[id];
    if (u.status === 'undeployed' && isAircraftUnit(d.state, u)) {
      updateUnit(d, id, { status: 'reserve' });
      emit(d, { type: 'deployed', unit: id, team: u.team, to: 'reserve', at: null, facing: null, carrier: null });
    }
  }
  giveTurnTo(d, d.state.initiative);
}

function startScouting(d: Draft): void {
  d.state.setupStep = 'scout';
  emit(d, { type: 'setupStep', step: 'scout' });
  giveTurnTo(d, d.state.initiative);
}

/** R4.1: a new turn opens with an initiative roll, then the Movement Phase. */
export function startTurn(d: Draft, turn: number): void {
  const { rolls, winner } = rollInitiative(d.state, d.dice);
  d.state.turn = turn;
  d.state.initiative = winner;
  d.state.setupStep = null;
  d.state.commandTargets = {};
  emit(d, { type: 'initiativeRolled', turn, rolls, winner });
  // R8.5: suppression lasts until the end of the turn.
  updateUnitsWhere(d, (u) => u.suppressed, { suppressed: false });
  startPhase(d, 'movement');
  // R8.4: each Junior Commander picks the units he casts on, after the initiative roll.
  for (const team of [otherTeam(winner), winner]) {
    for (const commander of juniorCommanders(d.state, team)) {
      const { choices, max } = juniorChoices(d.state, commander);
      d.state.pending = [...d.state.pending, { kind: 'commandTargets', team, commander: commander.id, choices, max }];
    }
  }
}

function startPhase(d: Draft, phase: 'movement' | 'assault'): void {
  updateUnitsWhere(d, (u) => u.activated || u.defensiveFireUsed || u.movedThisPhase || u.heldByPassengers, {
    activated: false,
    defensiveFireUsed: false,
    movedThisPhase: false,
    heldByPassengers: false,
  });
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
  else endStep(d);
}

/** Everything of the current phase or setup step is done. */
function endStep(d: Draft): void {
  const { state } = d;
  if (state.phase === 'setup') {
    clearActivationFlags(d);
    if (state.setupStep === 'deployment') startScouting(d);
    else startTurn(d, 1);
    return;
  }
  if (state.phase === 'movement') {
    startPhase(d, 'assault');
    return;
  }
  endTurn(d, 'turns');
}

function clearActivationFlags(d: Draft): void {
  updateUnitsWhere(d, (u) => u.activated || u.defensiveFireUsed || u.movedThisPhase, {
    activated: false,
    defensiveFireUsed: false,
    movedThisPhase: false,
  });
}

/** R7.1 scoring, then R7.3: the next turn, a vote in an open-ended game, or the end. */
function endTurn(d: Draft, reason: 'turns' | 'wipeout'): void {
  const score = scoreTurn(d.state);
  d.state.score = { ...d.state.score, turns: [...d.state.score.turns, score] };
  emit(d, { type: 'turnScored', score });
  d.state.activation = null;
  if (reason === 'wipeout') return endGame(d, 'wipeout');
  const limit = d.state.settings.turns;
  if (limit !== null && d.state.turn >= limit) return endGame(d, 'turns');
  if (limit === null) {
    d.state.pending = [...d.state.pending, { kind: 'endGameVote', team: d.state.initiative, votes: [] }];
    return;
  }
  startTurn(d, d.state.turn + 1);
}

/** R7.3: an open-ended game goes on unless both players vote to end it. */
export function afterEndGameVote(d: Draft, end: boolean): void {
  const top = d.state.pending[d.state.pending.length - 1];
  if (top?.kind !== 'endGameVote') return;
  d.state.pending = d.state.pending.slice(0, -1);
  if (!end) return startTurn(d, d.state.turn + 1);
  const votes = [...top.votes, top.team];
  if (votes.length === 2) return endGame(d, 'agreed');
  d.state.pending = [...d.state.pending, { kind: 'endGameVote', team: otherTeam(top.team), votes }];
}

function endGame(d: Draft, reason: 'turns' | 'wipeout' | 'agreed'): void {
  const points = totalPoints(d.state);
  const winner = points[0] === points[1] ? null : points[0] > points[1] ? 0 : 1;
  d.state.phase = 'ended' as Phase;
  d.state.activation = null;
  d.state.winner = winner;
  emit(d, { type: 'gameEnded', turn: d.state.turn, points, winner, reason });
}

/**
 * R7.3: a team with no unit left on the map or in Reserve ends the game at once, after that
 * turn's scoring. Units can be lost from the setup's Scout moves on (they draw Defensive Fire,
 * R3.4). Before them nothing destroys a unit, and during the deployment the units not yet
 * placed are not in play (isInPlay), so the check starts with the Scout moves.
 */
export function checkWipeout(d: Draft): boolean {
  const { state } = d;
  if (!unitsCanBeLost(state)) return false;
  if (hasUnitInPlay(state, 0) && hasUnitInPlay(state, 1)) return false;
  d.state.pending = [];
  d.state.resume = [];
  if (state.phase === 'setup') endDuringSetup(d);
  else endTurn(d, 'wipeout');
  return true;
}

/** When units can be lost, so a wipe-out is looked for (R7.3): the Movement and Assault Phases, and the setup's Scout moves (R3.4). */
export function unitsCanBeLost(state: GameState): boolean {
  return state.phase === 'movement' || state.phase === 'assault' || state.setupStep === 'scout';
}

/**
 * R7.3, R3.4: a wipe-out during the Scout moves. No turn has begun, so there is no turn's scoring
 * (docs/rules.md): the totals are the High Value Target points alone (R7.2), the higher wins,
 * equal totals are a draw, as at any end.
 */
function endDuringSetup(d: Draft): void {
  d.state.setupStep = null;
  endGame(d, 'wipeout');
}

/** R7.3: the team still has a unit on the map, in Reserve or embarked. */
export function hasUnitInPlay(state: GameState, team: TeamId): boolean {
  for (const u of unitsOf(state)) {
    if (u.team === team && isInPlay(u)) return true;
  }
  return false;
}

/**
 * Closes the current activation and passes play on (R4.2). A placement during deployment (R3.3)
 * passes play the same way but is no activation, so it says nothing of one.
 */
export function finishActivation(d: Draft, unitId: string, announce = true): void {
  const unit = d.state.units[unitId];
  if (unit) updateUnit(d, unitId, { activated: true });
  d.state.activation = null;
  if (announce) emit(d, { type: 'activationEnded', unit: unitId });
  giveTurnTo(d, otherTeam(unit ? unit.team : d.state.active));
}
