// The features of a position that the evaluation weighs (evaluation.ts, weights.ts; docs/ai.md,
// "The evaluation and its tuned weights"): each a small function of the position, in OP, for one
// team less the other. The per-unit ones are the parts of the normal player's worth of a hex
// (position.ts), summed over each side's units where they stand, so the normal player's choice
// of a hex is the choice that raises the evaluation most (the unit's own share of it).
import {
  canClaim,
  canContest,
  distance,
  totalPoints,
  type GameState,
  type Hex,
  type TeamId,
  type Unit,
} from '../engine';
import {
  friendsSharing,
  objectiveValue,
  passengersObjectiveValue,
  potentialAt,
  sceneOf,
  threatsAt,
  type Scene,
} from './position';
import { turnsLeft, unitWorth } from './values';
import { FEATURE_NAMES, type FeatureName } from './weights';

export type Features = Record<FeatureName, number>;

const other = (team: TeamId): TeamId => (team === 0 ? 1 : 0);

/** R7.1-R7.3: the OP scored so far, ours less theirs (the evaluation's unit: its weight is 1). */
export function scored(state: GameState, team: TeamId): number {
  const points = totalPoints(state);
  return points[team] - points[other(team)];
}

/** The worth of the units alive (values.ts unitWorth: cost, turns left, claimers, Commanders), ours less theirs. */
function material(state: GameState, team: TeamId): number {
  let v = 0;
  for (const id in state.units) {
    const u = state.units[id];
    if (u.status === 'destroyed' || u.models.length === 0) continue;
    v += (u.team === team ? 1 : -1) * unitWorth(state, u);
  }
  return v;
}

/** A unit that may take a marker, where it stands (a passenger: its carrier's hex, one step farther). */
interface Claimer {
  unit: Unit;
  at: Hex;
  farther: number;
}

/**
 * R7.1: each marker by who holds it (a whole share) or is nearer to taking it (up to half a
 * share, by how much nearer), times its value and the turns left to score it.
 */
function markerHold(state: GameState, team: TeamId): number {
  const claimers: [Claimer[], Claimer[]] = [[], []];
  for (const id in state.units) {
    const u = state.units[id];
    if (u.models.length === 0 || !canContest(state, u)) continue;
    if (u.status === 'map' && u.at) claimers[u.team].push({ unit: u, at: u.at, farther: 0 });
    else if (u.status === 'embarked' && u.carrier) {
      // R4.6: a passenger disembarks into its carrier's hex and moves on; embarked, it holds
      // nothing (R7.1), so it counts one step farther than its carrier stands.
      const at = state.units[u.carrier]?.at;
      if (at) claimers[u.team].push({ unit: u, at, farther: 1 });
    }
  }
  const turns = turnsLeft(state);
  let v = 0;
  for (const o of state.objectives) {
    const near = (t: TeamId) => {
      let best = 99;
      for (const c of claimers[t])
        best = Math.min(best, distance(c.at, o.at) + c.farther + (canClaim(state, c.unit) ? 0 : 1));
      return best;
    };
    const mine = near(team);
    const theirs = near(other(team));
    let share: number;
    if (mine === 0 && theirs > 0) share = 1;
    else if (theirs === 0 && mine > 0) share = -1;
    else if (mine === 0 && theirs === 0) share = 0;
    else share = Math.tanh((theirs - mine) / 3) * 0.5;
    v += share * o.value * turns;
  }
  return v;
}

/** The per-unit features of one side, each unit where it stands, from its own side's view. */
function unitSums(scene: Scene): { markerReach: number; shot: number; threat: number; sharing: number } {
  const sums = { markerReach: 0, shot: 0, threat: 0, sharing: 0 };
  for (const u of scene.friends) {
    const at = u.at!;
    // position.ts objectiveValue: the markers it holds, takes, contests or nears.
    sums.markerReach += objectiveValue(scene, u, at) + passengersObjectiveValue(scene, u, at);
    // position.ts potentialAt: the best target's OP from where it stands.
    sums.shot += potentialAt(scene, u, at).value;
    // position.ts threatsAt: the OP the enemies can take from it there (cover, arcs, their moves).
    sums.threat += threatsAt(scene, u, at, u.facing).total;
    sums.sharing += friendsSharing(scene, u, at);
  }
  return sums;
}

/** Every feature of the position for `team` (ours less theirs), in the order of FEATURE_NAMES. */
export function featuresOf(state: GameState, team: TeamId): Features {
  const ours = unitSums(sceneOf(state, team));
  const theirs = unitSums(sceneOf(state, other(team)));
  const shot = ours.shot - theirs.shot;
  const assault = state.phase === 'assault';
  const f: Features = {
    material: material(state, team),
    markerHold: markerHold(state, team),
    markerReach: ours.markerReach - theirs.markerReach,
    shotMovement: assault ? 0 : shot,
    shotAssault: assault ? shot : 0,
    threat: ours.threat - theirs.threat,
    sharing: ours.sharing - theirs.sharing,
  };
  return f;
}

/** The features as a vector, in FEATURE_NAMES' order (the tuner's rows). */
export function featureVector(f: Features): number[] {
  return FEATURE_NAMES.map((name) => f[name]);
}
