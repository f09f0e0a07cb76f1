// Scoring: rule book "Game Setup" (who claims markers) and "Assault Phase" (contested markers);
// RULINGS R7.1 (scoring at the end of each turn), R7.2 (High Value Targets), R7.3 (the winner),
// R8.16 (a Paratrooper squad's last models).
import { hexEquals } from '../core/hex';
import type { GameState, TeamId, TurnScore, Unit } from '../core/state';
import { isAircraftUnit, isInfantryUnit, unitHasAbility } from '../derived/unitRules';
import { unitsOf } from '../derived/roster';

/**
 * R7.1, R8.1: whether the unit is of a kind that claims a marker when on the map in its hex:
 * Infantry, not Paratrooper (R8.16: nor what is left of a Paratrooper squad), not Aircraft.
 * Where it stands (on the map, not embarked) is the caller's question.
 */
export function canClaim(state: GameState, unit: Unit): boolean {
  return canContest(state, unit) && !unitHasAbility(state, unit, 'paratrooper');
}

/** R7.1, R8.1: whether the unit's Infantry models contest a marker in their hex (Paratroopers do; Aircraft never). */
export function canContest(state: GameState, unit: Unit): boolean {
  return isInfantryUnit(state, unit) && !isAircraftUnit(state, unit);
}

/**
 * R7.1: an Infantry unit on the map can claim (not embarked, not Paratrooper); any Infantry
 * model on the map contests, Paratroopers included. Aircraft neither claim nor contest. R8.16: a
 * Paratrooper squad reduced to its Officer, Specialists or MG Team is still Paratrooper (its Basic
 * Infantry's abilities stay with it, derived/unitRules.ts): it contests and never claims.
 */
export function infantryAt(
  state: GameState,
  team: TeamId,
  objective: { at: { q: number; r: number } },
): { claims: boolean; present: boolean } {
  let claims = false;
  let present = false;
  for (const u of unitsOf(state)) {
    if (u.team !== team || u.status !== 'map' || !u.at || u.models.length === 0) continue;
    if (!hexEquals(u.at, objective.at) || !canContest(state, u)) continue;
    present = true;
    if (canClaim(state, u)) claims = true;
  }
  return { claims, present };
}

/** R7.1: what the markers score at the end of the current turn. */
export function scoreTurn(state: GameState): TurnScore {
  const points: [number, number] = [0, 0];
  const markers = state.objectives.map((o) => {
    const a = infantryAt(state, 0, o);
    const b = infantryAt(state, 1, o);
    const contested = a.present && b.present;
    let team: TeamId | null = null;
    if (a.claims && !b.present) team = 0;
    else if (b.claims && !a.present) team = 1;
    if (team !== null) points[team] += o.value;
    return { objective: o.id, team, contested };
  });
  return { turn: state.turn, points, markers };
}

/** R7.3: Objective Points so far: every turn's markers plus High Value Targets (R7.2). */
export function totalPoints(state: GameState): [number, number] {
  const total: [number, number] = [state.score.hvt[0], state.score.hvt[1]];
  for (const t of state.score.turns) {
    total[0] += t.points[0];
    total[1] += t.points[1];
  }
  return total;
}
