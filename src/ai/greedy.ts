// The level `greedy`: a one-ply greedy player written from the rule book alone, as a yardstick
// for the tournament (docs/ai.md, "The greedy yardstick"). It shares no code with normal: it reads
// only the engine. Attacks by the engine's exact odds (previewAttack, previewDefensiveFire),
// worth the army points they are expected to destroy; moves toward the nearest marker our
// Infantry does not hold (R7.1), or the nearest enemy for units that cannot claim; the setup by
// the same two ideas. No lookahead, no threat, no cover. Not offered in the page.
import {
  canClaim,
  defOf,
  distance,
  isInFrontArc,
  legalActions,
  modelDefense,
  previewAttack,
  previewDefensiveFire,
  totalPoints,
  zoneHexes,
  HVT_POINTS,
  type Action,
  type AttackPreview,
  type Dir,
  type GameState,
  type Hex,
  type Model,
  type StrikePreview,
  type TeamId,
  type Unit,
} from '../engine';
import { deciderOf, type Decider } from './decider';

/** The level's name, as the tournament and match.ts know it. */
export const GREEDY = 'greedy';

/** An army point per point of card cost; a Commander's R7.2 points weighed as a 25-point model each. */
const POINTS_PER_HVT = 25;

function modelPoints(state: GameState, model: Model): number {
  return defOf(state, model).cost + (model.commander ? HVT_POINTS[model.commander] * POINTS_PER_HVT : 0);
}

/** Army points a strike is expected to take: a casualty or a kill its whole model, damage its share of the Defense (R6.7). */
function strikePoints(state: GameState, s: StrikePreview): number {
  const unit = state.units[s.unit];
  const model = unit?.models.find((m) => m.id === s.model);
  if (!unit || !model) return 0;
  const points = modelPoints(state, model);
  const front = Math.max(1, modelDefense(state, model)[0]);
  let expected = 0;
  for (const o of s.odds.outcomes) {
    if (o.result === 'destroyed') expected += o.p * points;
    else if (o.result === 'modelLost') expected += o.p * points * o.count;
    else if (o.result === 'damaged') expected += (o.p * points * Math.min(o.count, front)) / (front + 1);
  }
  return expected;
}

/** What an attack is expected to take from the enemy, less what a random strike takes from friends. */
function attackPoints(state: GameState, team: TeamId, p: AttackPreview): number {
  if (p.random) {
    let sum = 0;
    for (const m of p.random.models) sum += (m.team === team ? -1 : 1) * m.pStruck * strikePoints(state, m);
    return sum;
  }
  // R6.6: the owner names the model he can best spare; a Crack Shot names the best for himself.
  const each = p.named.map((s) => strikePoints(state, s));
  if (each.length === 0) return 0;
  return p.namedBy === 'owner' ? Math.min(...each) : Math.max(...each);
}

function markersToTake(state: GameState, team: TeamId): Hex[] {
  const held = new Set<string>();
  for (const u of Object.values(state.units))
    if (u.team === team && u.status === 'map' && u.at && canClaim(state, u)) held.add(`${u.at.q},${u.at.r}`);
  return state.objectives.map((o) => o.at).filter((h) => !held.has(`${h.q},${h.r}`));
}

function enemiesOnMap(state: GameState, team: TeamId): Hex[] {
  const out: Hex[] = [];
  for (const u of Object.values(state.units)) if (u.team !== team && u.status === 'map' && u.at) out.push(u.at);
  return out;
}

function nearest(from: Hex, to: readonly Hex[]): number {
  let best = 99;
  for (const h of to) best = Math.min(best, distance(from, h));
  return best;
}

/** Where a unit heads: Infantry that can claim to a marker we do not hold (R7.1), the others at the enemy. */
function goals(state: GameState, unit: Unit): Hex[] {
  const markers = markersToTake(state, unit.team).filter((h) => !(unit.at && h.q === unit.at.q && h.r === unit.at.r));
  if (markers.length > 0) return markers;
  return enemiesOnMap(state, unit.team);
}

/** A claimer standing on a marker stays there (R7.1: it holds it at the turn's end). */
function holdsMarker(state: GameState, unit: Unit): boolean {
  return (
    !!unit.at && canClaim(state, unit) && state.objectives.some((o) => o.at.q === unit.at!.q && o.at.r === unit.at!.r)
  );
}

function moveScore(state: GameState, unit: Unit, path: readonly Hex[]): number {
  if (!unit.at || path.length === 0 || holdsMarker(state, unit)) return -1;
  const dest = path[path.length - 1];
  const targets = goals(state, unit);
  const gain = nearest(unit.at, targets) - nearest(dest, targets);
  const onMarker = canClaim(state, unit) && state.objectives.some((o) => o.at.q === dest.q && o.at.r === dest.r);
  return gain + (onMarker ? 5 : 0);
}

function facingScore(state: GameState, at: Hex, facing: Dir | undefined, team: TeamId): number {
  if (facing === undefined) return 0;
  const enemyZone = zoneHexes(state.map, team === 0 ? 1 : 0);
  let closest = enemyZone[0];
  for (const h of enemyZone) if (distance(at, h) < distance(at, closest)) closest = h;
  return closest && isInFrontArc(at, facing, closest) ? 0.1 : 0;
}

function score(state: GameState, d: Decider, a: Action): number {
  const team = d.team;
  switch (a.type) {
    case 'attack': {
      const p = previewAttack(state, a);
      return p.ok ? 10 + attackPoints(state, team, p.value) : -1;
    }
    case 'defensiveFire': {
      const p = previewDefensiveFire(state, a);
      if (!p.ok) return -1;
      let sum = 0;
      for (const m of p.value.models) sum += attackPoints(state, team, m.preview);
      return sum >= 5 ? sum : -1;
    }
    case 'passDefensiveFire':
      return 0;
    case 'move':
    case 'arrive': {
      const unit = state.units[a.unit];
      if (a.type === 'arrive') return 1 - nearest(a.at, goals(state, unit)) / 100;
      return moveScore(state, unit, a.path);
    }
    case 'placeObjective': {
      const own = zoneHexes(state.map, team);
      const theirs = zoneHexes(state.map, team === 0 ? 1 : 0);
      return -nearest(a.at, own) + nearest(a.at, theirs) / 2;
    }
    case 'deploy': {
      const unit = state.units[a.unit];
      const markers = state.objectives.map((o) => o.at);
      const toward = canClaim(state, unit) ? nearest(a.at, markers) : nearest(a.at, zoneHexes(state.map, team ? 0 : 1));
      return 50 - toward + facingScore(state, a.at, a.facing, team);
    }
    case 'disembark': {
      // R4.6: out into the Transport's hex, then on along the path.
      const unit = state.units[a.unit];
      const carrier = unit.carrier ? state.units[unit.carrier] : undefined;
      if (!carrier?.at || !a.path || a.path.length === 0) return -1;
      return moveScore(state, { ...unit, at: carrier.at }, a.path);
    }
    case 'deployEmbarked':
    case 'deployReserve':
      return 0;
    case 'nameModel': {
      const pending = d.kind === 'pending' ? d.pending : null;
      const unit = pending && 'unit' in pending ? state.units[pending.unit] : undefined;
      const model = unit?.models.find((m) => m.id === a.model);
      return model ? -modelPoints(state, model) : 0;
    }
    case 'reroll':
      return a.die === null ? 0 : 1;
    case 'chooseCommandTargets':
      return a.units.length;
    case 'endGameVote': {
      const [mine, theirs] = team === 0 ? totalPoints(state) : [...totalPoints(state)].reverse();
      return a.end === mine > theirs ? 1 : 0;
    }
    case 'endActivation':
    case 'hold':
      return 0;
    default:
      return -0.5;
  }
}

/** greedy's answer to the decision owed now (the first of the best-scored listed actions), or null once the game is over. */
export function chooseGreedy(state: GameState): { action: Action; team: TeamId } | null {
  const d = deciderOf(state);
  if (!d) return null;
  const legal = legalActions(state);
  if (legal.length === 0) return null;
  let best = legal[0];
  let bestScore = -Infinity;
  for (const a of legal) {
    const s = score(state, d, a);
    if (s > bestScore) {
      best = a;
      bestScore = s;
    }
  }
  return { action: best, team: d.team };
}
