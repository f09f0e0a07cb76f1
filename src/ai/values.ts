// What things are worth, in Objective Points (OP), the currency that decides the game (R7.1-
// R7.3): markers score each turn, High Value Targets once, and the most OP wins. Units are worth
// the OP they will take or deny over the turns left, so a unit's worth scales with its cost and
// the turns to play; Infantry that can claim markers are worth more (rule book "Game Setup").
import {
  canClaim,
  defOf,
  hvtPoints,
  modelDefense,
  type GameState,
  type Model,
  type TeamId,
  type Unit,
} from '../engine';

/** Turns still to score, this one included unless it has been scored (an open-ended game counts 3). */
export function turnsLeft(state: GameState): number {
  if (state.phase === 'ended') return 0;
  const total = state.settings.turns ?? state.turn + 2;
  return Math.max(1, total - Math.max(1, state.turn) + 1);
}

/** Army points to OP: a 200-point army's models weigh about 8 OP a turn to play. */
const POINTS_PER_OP = 25;

/** What losing this model costs its side, in OP: its share of the army, and its High Value Target points (R7.2). */
export function modelWorth(state: GameState, unit: Unit, model: Model): number {
  const def = defOf(state, model);
  const turns = turnsLeft(state);
  let w = (def.cost / POINTS_PER_OP) * (0.4 + 0.25 * turns);
  if (canClaim(state, unit)) w *= 1.3;
  w += hvtPoints(state, unit, model);
  return w;
}

/** One damage to a model that takes damage (R6.7): a share of the model's worth, the last one all of it. */
export function damageWorth(state: GameState, unit: Unit, model: Model, count: number): number {
  const [front] = modelDefense(state, model);
  const left = Math.max(1, front);
  return (modelWorth(state, unit, model) * Math.min(count, left)) / (left + 1);
}

/** The unit's living models' worth. */
export function unitWorth(state: GameState, unit: Unit): number {
  let w = 0;
  for (const m of unit.models) w += modelWorth(state, unit, m);
  return w;
}

/** Units on the map (aircraft and embarked units included when `all`). */
export function unitsOnMap(state: GameState, team: TeamId | null): Unit[] {
  const out: Unit[] = [];
  for (const id in state.units) {
    const u = state.units[id];
    if (u.status !== 'map' || !u.at || u.models.length === 0) continue;
    if (team === null || u.team === team) out.push(u);
  }
  return out;
}
