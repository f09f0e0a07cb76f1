// The normal player: scores every legal action of the decision owed now, in OP (values.ts), and
// plays the best. docs/ai.md says how each kind of decision is scored.
import {
  budgetOf,
  canClaim,
  defensiveFireCandidates,
  inDefensiveFireReach,
  unitSpeed,
  checkPath,
  defOf,
  distance,
  hexCover,
  hexLabel,
  infantryAt,
  isInfantryUnit,
  reachableHexes,
  strandedAt,
  terrainAt,
  SUCCESS_TARGET,
  survivorWays,
  terrainCovers,
  totalPoints,
  unitName,
  volleyWeapon,
  closeVolleyAt,
  zoneHexes,
  type Action,
  type Dir,
  type GameState,
  type Hex,
  type MoveKind,
  type Objective,
  type PendingDecision,
  type ProfileChoice,
  type TeamId,
  type Reach,
  type Unit,
} from '../engine';
import { attackWorth } from './attackValue';
import type { Decider } from './decider';
import {
  bestFacing,
  hexNumber,
  markerFreed,
  objectiveValue,
  partsAt,
  posValue,
  riskBeforeActing,
  routeRisk,
  sceneOf,
  shotDenied,
  stepDrawsFire,
  type Scene,
} from './position';
import type { Held, MoveReason, Reason } from './reasons';
import { modelWorth, unitWorth } from './values';
import { WEIGHTS } from './weights';

export interface Scored {
  action: Action;
  /** OP gained over doing nothing (the unit's hold), comparable across the decision's actions. */
  score: number;
  /** Why, with the figures it was scored on (reasons.ts); none for an action not worth a word. */
  why?: Reason;
  /** A move step: the whole route it begins, to the destination it is scored for (drawn on the map). */
  route?: Hex[];
}

/** The score of an action no player should consider (easy's blunders and hard's search skip it too). */
export const BLOCKED = -1e6;

/**
 * The scored actions a player may choose among: those not BLOCKED, or all of them when every one
 * is (every level chooses among these: agent.ts, the tuning's self-play).
 */
export function choosable(scored: readonly Scored[]): readonly Scored[] {
  const sane = scored.filter((s) => s.score > BLOCKED);
  return sane.length > 0 ? sane : scored;
}

/** Scores each of `legal` for the team deciding now. */
export function scoreActions(state: GameState, decider: Decider, legal: readonly Action[]): Scored[] {
  const scene = sceneOf(state, decider.team);
  switch (decider.kind) {
    case 'pending':
      return legal.map((a) => scorePending(scene, decider.pending, a));
    case 'placeObjective':
      return legal.map((a) => scoreObjective(scene, a));
    case 'deploy':
      return scoreDeploy(scene, legal);
    default:
      return scoreActivation(scene, legal);
  }
}

/** An action as one string whatever the order of its fields (a click's action and the listed one compare equal). */
function actionKey(a: Action): string {
  return JSON.stringify(a, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1)))
      : v,
  );
}

/**
 * The normal player's score of an action a player made (the end screen's review, docs/ai.md
 * "The review"), on the scale of `scored` (scoreActions of the same decision): the listed action
 * itself, or what it is worth where the listing cannot say. A person's move names its whole path
 * (the engine lists moves one hex at a time), so it is scored by its destination as planMoves
 * scores one, with the movement rolls (R5.3) and the Defensive Fire (R5.7) of the path it took;
 * a pivot to another facing than the best is blocked in the listing (pivots would loop, R5.5) but
 * worth what its facing is worth. Null when the action is none of these (the review leaves it out).
 */
export function scorePlayed(
  state: GameState,
  decider: Decider,
  action: Action,
  scored: readonly Scored[],
): Scored | null {
  const key = actionKey(action);
  const listed = scored.find((s) => actionKey(s.action) === key);
  if (listed && listed.score > BLOCKED) return listed;
  const unit = 'unit' in action && typeof action.unit === 'string' ? state.units[action.unit] : null;
  if (!unit?.at) return listed ?? null;
  const scene = sceneOf(state, decider.team);
  const stay = posValue(scene, unit, unit.at, unit.facing);
  if (action.type === 'pivot') {
    const v = posValue(scene, unit, unit.at, action.facing);
    return { action, score: v - stay - 0.01, why: { kind: 'pivot', unit: unitName(state, unit) } };
  }
  if (action.type !== 'move' || action.path.length === 0) return listed ?? null;
  const dest = action.path[action.path.length - 1];
  const kind: MoveKind = action.kind ?? (state.phase === 'setup' ? 'scout' : 'normal');
  // The route the person took, not the one the AI would: its own rolls (R5.3) and the Defensive
  // Fire it draws (R5.7).
  const steps = checkPath(state, unit, unit.at, action.path, budgetOf(state, unit, kind));
  if (!steps.ok) return listed ?? null;
  const rolls = steps.value.reduce((n, s) => n + s.rolls.length, 0);
  const there = posValue(scene, unit, dest, bestFacing(scene, unit, dest));
  const score = (there - stay) * 0.5 ** rolls - routeRisk(scene, unit, unit.at, action.path);
  return { action, score, why: moveReason(scene, unit, dest, score), route: action.path };
}

// ---------------------------------------------------------------- setup (R3.2, R3.3)

/** R3.2: markers near our side and far from theirs, on cover; the centre marker where we reach first. */
function scoreObjective(scene: Scene, a: Action): Scored {
  if (a.type !== 'placeObjective') return { action: a, score: -99 };
  const { state, team } = scene;
  const own = zoneHexes(state.map, team);
  const theirs = zoneHexes(state.map, team === 0 ? 1 : 0);
  const near = (zone: readonly Hex[]) => zone.reduce((m, h) => Math.min(m, distance(h, a.at)), 99);
  const t = terrainAt(state.map, a.at);
  // R6.5: terrain that covers any unit (Marsh covers only Infantry).
  const cover = terrainCovers(t, false);
  const score = near(theirs) - near(own) + (cover ? 1.5 : 0);
  return {
    action: a,
    score,
    why: { kind: 'placeMarker', at: hexLabel(a.at), ownZone: near(own), theirZone: near(theirs), cover },
  };
}

/** What a deployment hex is to one unit, whatever the facing: worked out once per unit and hex. */
interface DeploySpot {
  /** The engine's strandedAt: a hex the unit could never leave (R5.1 road-only City and Marsh, R5.3 Cliffs). */
  stranded: boolean;
  /** Its worth (markers, cover, how far forward, friends already there); 0 where stranded. */
  worth: number;
  /** The facing bestFacing gives there, once asked. */
  best: Dir | undefined;
  /** The reason, the same in every facing (one object for them all: a reason is never changed once given). */
  why: Reason;
}

/** A unit's figures for its deployment: its name and what its hexes' worth reads of it, with its hexes. */
interface Deployer {
  name: string;
  claims: boolean;
  infantry: boolean;
  spots: Map<number, DeploySpot>;
}

/**
 * R3.3: each unit where it will matter: Infantry near the markers in cover, facing the enemy. A
 * decision lists every hex of the zone in each facing for each unit to deploy (thousands of
 * actions), so what a hex is to a unit is worked out once (DeploySpot), not once per facing.
 */
function scoreDeploy(scene: Scene, legal: readonly Action[]): Scored[] {
  const { state, team } = scene;
  const enemyZone = zoneHexes(state.map, team === 0 ? 1 : 0);
  const centre = enemyZone[Math.floor(enemyZone.length / 2)];
  const deployers = new Map<string, Deployer>();
  const deployerOf = (unit: Unit): Deployer => {
    let d = deployers.get(unit.id);
    if (d === undefined) {
      d = {
        name: unitName(state, unit),
        claims: canClaim(state, unit),
        infantry: isInfantryUnit(state, unit),
        spots: new Map(),
      };
      deployers.set(unit.id, d);
    }
    return d;
  };
  const spotOf = (unit: Unit, d: Deployer, at: Hex): DeploySpot => {
    const key = hexNumber(at);
    let spot = d.spots.get(key);
    if (spot !== undefined) return spot;
    const cover = hexCover(state, unit, at);
    // A hex the unit could never leave is no choice while another is: agent.ts keeps it only when nothing else is left.
    const stranded = strandedAt(state, unit, at) !== null;
    let v = 0;
    if (!stranded) {
      for (const o of state.objectives) v += (o.value * (d.claims ? 1 : 0.3)) / (1 + distance(o.at, at));
      if (cover) v += d.infantry ? 0.8 : 0.3;
      // Forward for the fast and the short-ranged, back for guns.
      v += (d.infantry ? 1 : 2) / (1 + distance(at, centre));
      for (const f of scene.friends) if (f.at!.q === at.q && f.at!.r === at.r) v -= 0.5;
    }
    const label = hexLabel(at);
    spot = {
      stranded,
      worth: v,
      best: undefined,
      why: stranded
        ? { kind: 'stranded', unit: d.name, at: label }
        : { kind: 'deploy', unit: d.name, at: label, cover },
    };
    d.spots.set(key, spot);
    return spot;
  };
  return legal.map((a) => {
    if (a.type === 'deploy') {
      const unit = state.units[a.unit];
      const d = deployerOf(unit);
      const spot = spotOf(unit, d, a.at);
      if (spot.stranded) return { action: a, score: BLOCKED, why: spot.why };
      let v = spot.worth;
      if (a.facing !== undefined) {
        if (spot.best === undefined) spot.best = bestFacing(scene, unit, a.at);
        if (a.facing !== spot.best) v -= 0.2;
      }
      return { action: a, score: v, why: spot.why };
    }
    if (a.type === 'deployEmbarked') {
      const carrier = state.units[a.carrier];
      return {
        action: a,
        score: 0.6,
        why: { kind: 'ride', unit: unitName(state, state.units[a.unit]), carrier: unitName(state, carrier) },
      };
    }
    if (a.type === 'deployReserve')
      return { action: a, score: 0.2, why: { kind: 'reserve', unit: unitName(state, state.units[a.unit]) } };
    return { action: a, score: 0 };
  });
}

// ---------------------------------------------------------------- activations (R4, R5, R6)

interface Plan {
  /** Best score of a destination, by first step and kind. */
  byStep: Map<string, { score: number; dest: Hex; path: Hex[] }>;
}

function planMoves(scene: Scene, unit: Unit, kind: MoveKind): Plan {
  const { state } = scene;
  const byStep = new Map<string, { score: number; dest: Hex; path: Hex[] }>();
  const stay = posValue(scene, unit, unit.at!, unit.facing);
  const budget = budgetOf(state, unit, kind);
  const offer = (r: Reach, dest: number, risk: number) => {
    // R5.3: each movement roll succeeds on 4+; a failed one stops the unit short.
    const score = stay + (dest - stay) * 0.5 ** r.rolls.length - risk;
    const first = r.path[0];
    const key = `${first.q},${first.r}`;
    const known = byStep.get(key);
    if (!known || score > known.score) byStep.set(key, { score, dest: r.hex, path: r.path });
  };
  // The routes clear of Defensive Fire (R5.7), by hex: asked only once a route would draw some.
  let clear: Map<number, Reach> | undefined;
  for (const r of reachableHexes(state, unit, budget)) {
    if (r.path.length === 0) continue;
    const dest = posValue(scene, unit, r.hex, bestFacing(scene, unit, r.hex));
    const risk = routeRisk(scene, unit, unit.at!, r.path);
    offer(r, dest, risk);
    // The route of fewest rolls draws fire: another to the same hex may go round it, perhaps
    // for a roll more (R5.3), perhaps by another first step. Sought only for a hex better than
    // staying: elsewhere no route there would score above the hold.
    if (risk <= 0 || dest <= stay) continue;
    clear ??= new Map(
      reachableHexes(state, unit, budget, unit.at, (from, to) => stepDrawsFire(scene, unit, from, to)).map((c) => [
        hexNumber(c.hex),
        c,
      ]),
    );
    // No step of it lets an enemy fire that could hurt the unit, so routeRisk would find none.
    const round = clear.get(hexNumber(r.hex));
    if (round) offer(round, dest, 0);
  }
  return { byStep };
}

function scoreActivation(scene: Scene, legal: readonly Action[]): Scored[] {
  const { state } = scene;
  const plans = new Map<string, Plan>();
  const rides = new Map<string, number>();
  const stays = new Map<string, number>();
  const stayOf = (unit: Unit): number => {
    let s = stays.get(unit.id);
    if (s === undefined) {
      s = unit.status === 'map' && unit.at ? posValue(scene, unit, unit.at, unit.facing) : 0;
      stays.set(unit.id, s);
    }
    return s;
  };
  // Models alike (the same card, damage and command) make the same attack with the same odds: a
  // squad's attacks on one target are worked out once, not once per model (R6.4-R6.9).
  const worths = new Map<string, ReturnType<typeof attackWorth>>();
  const attackWorthOf = (a: Extract<Action, { type: 'attack' }>) => {
    const key = alikeAttackKey(state, a);
    if (key === null) return attackWorth(state, scene.team, a);
    let w = worths.get(key);
    if (w === undefined) {
      w = attackWorth(state, scene.team, a);
      worths.set(key, w);
    }
    return w;
  };
  const unitOf = (a: Action): Unit | null =>
    'unit' in a && typeof a.unit === 'string'
      ? state.units[a.unit]
      : state.activation
        ? state.units[state.activation.unit]
        : null;
  return legal.map((a): Scored => {
    const unit = unitOf(a);
    if (!unit) return { action: a, score: 0 };
    const name = unitName(state, unit);
    const stay = stayOf(unit);
    switch (a.type) {
      case 'hold':
        return { action: a, score: 0, why: holdReason(scene, unit) };
      case 'endActivation':
        return { action: a, score: 0.001, why: { kind: 'done', unit: name } };
      case 'move': {
        const kind: MoveKind = a.kind ?? (state.phase === 'setup' ? 'scout' : 'normal');
        const key = `${unit.id}|${kind}`;
        let plan = plans.get(key);
        if (!plan) {
          plan = planMoves(scene, unit, kind);
          plans.set(key, plan);
        }
        const first = a.path[0];
        const best = plan.byStep.get(`${first.q},${first.r}`);
        if (!best) return { action: a, score: -1, why: { kind: 'step', unit: name, to: hexLabel(first) } };
        return {
          action: a,
          score: best.score - stay,
          why: moveReason(scene, unit, best.dest, best.score - stay),
          route: best.path,
        };
      }
      case 'pivot': {
        // R5.5: pivots are free and undo each other, so only the turn to the best facing is
        // offered: once made, no pivot is left and the activation moves on (no endless turning).
        if (a.facing !== bestFacing(scene, unit, unit.at!)) return { action: a, score: BLOCKED };
        const v = posValue(scene, unit, unit.at!, a.facing);
        return { action: a, score: v - stay - 0.01, why: { kind: 'pivot', unit: name } };
      }
      case 'attack': {
        const w = attackWorthOf(a);
        if (!w) return { action: a, score: -1 };
        const target = state.units[a.target];
        const focus = target.models.length < target.cards.length ? 0.1 : 0;
        const kills = w.pKill > 0.005;
        const holds = heldBy(scene, unit);
        // R4.2, R4.5: the sides take turns in the Assault Phase. An attack taken now cannot be
        // lost to an enemy that shoots this unit first, and the models it kills of an enemy still
        // to attack shoot no more this phase.
        const risk = state.activation ? 0 : riskBeforeActing(scene, unit);
        const denied = shotDenied(scene, target, w.value);
        // R7.1: a claimer wiped out off its marker scores it no more.
        const freed = w.pWipe > 0 ? markerFreed(scene, target) : null;
        const frees = freed ? w.pWipe * freed.op : 0;
        return {
          action: a,
          // The OP taken from the enemy's units, weighed as the evaluation weighs the units alive.
          score: WEIGHTS.material * (w.value * (1 + risk) + denied) + frees + focus,
          why: {
            kind: 'attack',
            target: unitName(state, target),
            effect: !kills
              ? 'damage'
              : isInfantryUnit(state, target) && target.models.length > 1
                ? 'killModel'
                : 'destroy',
            p: kills ? w.pKill : w.pEffect,
            op: w.value,
            ...(holds ? { holds } : {}),
            ...(denied >= NOTEWORTHY ? { denies: denied } : {}),
            ...(risk >= EXPOSED ? { exposed: risk } : {}),
            ...(freed && frees >= NOTEWORTHY ? { frees: { at: freed.at, value: freed.value, p: w.pWipe } } : {}),
          },
        };
      }
      case 'demolish':
        return { action: a, score: -0.05, why: { kind: 'demolish', unit: name } };
      case 'embark': {
        // Boarding by any path rides the same Transport: its reach worked out once per decision.
        const key = `${unit.id}|${a.carrier}`;
        let ride = rides.get(key);
        if (ride === undefined) {
          const carrier = state.units[a.carrier];
          ride = carrier ? rideValue(scene, unit, carrier) : 0;
          rides.set(key, ride);
        }
        return { action: a, score: ride - stay - EMBARK_COST, why: { kind: 'embark', unit: name } };
      }
      case 'disembark': {
        const carrier = unit.carrier ? state.units[unit.carrier] : null;
        const at = a.path && a.path.length > 0 ? a.path[a.path.length - 1] : carrier?.at;
        if (!at) return { action: a, score: 0 };
        const v = posValue(scene, unit, at, bestFacing(scene, unit, at));
        return {
          action: a,
          score: v - (nearestOpenObjective(scene, unit) > 6 ? 1 : 0),
          why: { kind: 'disembark', unit: name, at: hexLabel(at) },
        };
      }
      case 'arrive': {
        const facing: Dir = a.facing ?? unit.facing;
        const v = posValue(scene, unit, a.at, facing);
        return { action: a, score: v - stay, why: { kind: 'arrive', unit: name, at: hexLabel(a.at) } };
      }
      case 'returnToReserve':
        return { action: a, score: -0.2, why: { kind: 'toReserve', unit: name } };
      default:
        return { action: a, score: 0 };
    }
  });
}

/**
 * The attack as made by any model of its unit alike the attacker (the same card, damage, R6.7 and
 * index "Unarmored", "Heavy Armor", and command, R1.3): such attacks have the same odds. Null for
 * a model not in the unit.
 */
export function alikeAttackKey(state: GameState, a: Extract<Action, { type: 'attack' }>): string | null {
  const m = state.units[a.unit]?.models.find((x) => x.id === a.model);
  if (!m) return null;
  const model = `${m.def}|${m.damage}|${m.softDamage ?? 0}|${m.armorIgnored ?? 0}|${m.commander ?? ''}`;
  return `${a.unit}|${model}|${a.target}|${a.weapon ?? ''}|${a.profile ?? ''}|${a.targetModel ?? ''}`;
}

/** What boarding costs when the ride brings nothing: a passenger shoots and holds nothing (R4.6, R7.1). */
const EMBARK_COST = 0.05;

/**
 * R4.6: what a unit boarding `carrier` is worth as a passenger: the markers it nears from the best
 * hex the carrier can drive to this phase (from where it stands, if it has moved already: the
 * ride comes next phase), one step farther (it disembarks into the carrier's hex and moves on),
 * as the evaluation weighs them. A squad too slow to reach a marker in time sees the ride's reach.
 */
function rideValue(scene: Scene, unit: Unit, carrier: Unit): number {
  const { state } = scene;
  if (!carrier.at) return 0;
  const hexes = [carrier.at];
  if (!carrier.activated)
    for (const r of reachableHexes(state, carrier, budgetOf(state, carrier, 'normal'))) hexes.push(r.hex);
  let best = 0;
  for (const h of hexes) best = Math.max(best, objectiveValue(scene, unit, h, 1));
  return (WEIGHTS.markerReach + WEIGHTS.markerHold) * best;
}

/** Distance from the unit to the nearest marker no friend claims. */
function nearestOpenObjective(scene: Scene, unit: Unit): number {
  const at = unit.at ?? (unit.carrier ? scene.state.units[unit.carrier]?.at : null);
  if (!at) return 0;
  let best = 99;
  for (const o of scene.state.objectives) best = Math.min(best, distance(o.at, at));
  return best;
}

/** The figures gained or lost by more than this (OP) are worth a word in a reason. */
const NOTEWORTHY = 0.05;
/** A share of a unit the enemies still to attack could take first, worth a word in its attack's reason. */
const EXPOSED = 0.25;

/** The marker the unit stands on and claims (R7.1: scored at the end of the turn), if any. */
function heldBy(scene: Scene, unit: Unit): Held | null {
  const at = unit.at;
  if (!at || !canClaim(scene.state, unit)) return null;
  const marker = scene.state.objectives.find((o) => o.at.q === at.q && o.at.r === at.r);
  // R7.1: enemy Infantry there too contests it: it scores nothing at the turn's end.
  return marker && !contestedBy(scene, unit, marker) ? { at: hexLabel(at), value: marker.value } : null;
}

/** R7.1: whether enemy Infantry at `marker` contests it against `unit`'s team (the engine's reading, scoring.ts). */
function contestedBy(scene: Scene, unit: Unit, marker: Objective): boolean {
  return infantryAt(scene.state, unit.team === 0 ? 1 : 0, marker).present;
}

function holdReason(scene: Scene, unit: Unit): Reason {
  const holds = heldBy(scene, unit);
  return {
    kind: 'hold',
    unit: unitName(scene.state, unit),
    at: unit.at ? hexLabel(unit.at) : null,
    ...(holds ? { holds } : {}),
  };
}

/**
 * Why a unit moves to `dest`, with the normal player's own figures (posValue's parts,
 * position.ts): the marker it takes (R7.1), else the marker it nears, the shot it sets up (R6.1,
 * R6.3), the threat it leaves (R6.5, R6.8), and the `gain` over holding the move is scored at.
 */
function moveReason(scene: Scene, unit: Unit, dest: Hex, gain: number): MoveReason {
  const { state } = scene;
  const why: MoveReason = {
    kind: 'move',
    unit: unitName(state, unit),
    to: hexLabel(dest),
    cover: hexCover(state, unit, dest),
    gain,
  };
  const marker = state.objectives.find((o) => o.at.q === dest.q && o.at.r === dest.r);
  // R7.1: only a unit that can claim the marker scores it (not Paratroopers: they contest it), and
  // not while enemy Infantry stands there too: then it contests it.
  if (marker && canClaim(state, unit) && !contestedBy(scene, unit, marker))
    return { ...why, takes: { value: marker.value, turns: scene.turns } };
  if (marker && isInfantryUnit(state, unit)) return { ...why, contests: { value: marker.value } };
  if (!unit.at) return why;
  const from = unit.at;
  const here = partsAt(scene, unit, from, unit.facing);
  const there = partsAt(scene, unit, dest, bestFacing(scene, unit, dest));
  if (there.objectives > here.objectives + NOTEWORTHY) {
    const neared = state.objectives
      .filter((o) => distance(o.at, dest) < distance(o.at, from))
      .sort((a, b) => distance(a.at, dest) - distance(b.at, dest) || b.value - a.value)[0];
    if (neared)
      why.nears = {
        value: neared.value,
        at: hexLabel(neared.at),
        hexes: distance(neared.at, dest),
        op: there.objectives - here.objectives,
      };
  }
  if (there.shotAt && there.shot > here.shot + NOTEWORTHY)
    why.shot = { target: unitName(state, there.shotAt), op: there.shot };
  if (here.threatFrom && here.threat > there.threat + NOTEWORTHY)
    why.threat = { from: unitName(state, here.threatFrom), before: here.threat, after: there.threat };
  return why;
}

// ---------------------------------------------------------------- prompts (R5.7, R6.6, R8.4, R8.6, R8.7, R8.19, R7.3)

/** R5.7: the expected OP a unit's Defensive Fire takes from `mover` taken in `targetAt`, and its chance to destroy it or kill a model. */
function volleyWorth(
  state: GameState,
  team: TeamId,
  unit: Unit,
  mover: Unit,
  targetAt: Hex,
  choice: 'normal' | 'close' | undefined,
  profile?: ProfileChoice,
): { value: number; pKill: number } {
  // R5.7(c): no Close Assault or Hand to Hand at an Aircraft.
  if (choice === 'close' && !closeVolleyAt(state, mover)) return { value: 0, pKill: 0 };
  const weapon = volleyWeapon(state, mover, choice ?? 'normal');
  let value = 0;
  let pKill = 0;
  for (const m of unit.models) {
    const w = attackWorth(
      state,
      team,
      { unit: unit.id, model: m.id, target: mover.id, weapon, ...(profile ? { profile } : {}) },
      { context: 'defensiveFire', targetAt },
    );
    if (!w) continue;
    value += w.value;
    pKill = 1 - (1 - pKill) * (1 - w.pKill);
  }
  return { value, pKill };
}

/** What keeping a Defensive Fire for another enemy that may still move past us is worth (R5.7: once per phase). */
const KEEP_FOR_ANOTHER = 0.15;

/**
 * R5.7: what passing a Defensive Fire offer keeps. A unit fires once a phase, so its shot now
 * forgoes a better one later: at a later step of the mover's own route (as normal would plan it
 * from where the mover stands, with what it has left: closer, or at its rear), or at another
 * enemy not yet activated that could move within reach of it this phase. Nothing when neither
 * comes: then any shot is worth firing.
 */
function keptFire(scene: Scene, p: Extract<PendingDecision, { kind: 'defensiveFire' }>, a: Action): Scored {
  const { state, team } = scene;
  const mover = state.units[p.mover];
  const kept: Scored = { action: a, score: KEEP_FOR_ANOTHER, why: { kind: 'passFire' } };
  if (!mover?.at) return kept;
  const shooters = defensiveFireCandidates(state, mover, p.from, p.to, p.fired).map((id) => state.units[id]);
  if (shooters.length === 0) return kept;
  const later = WEIGHTS.material * laterStepShot(state, team, mover, shooters, plannedRoute(state, mover));
  const another = anotherMayCome(scene, mover, shooters) ? KEEP_FOR_ANOTHER : 0;
  const why: Reason =
    later >= another && later >= NOTEWORTHY
      ? { kind: 'passFire', later }
      : another > 0
        ? { kind: 'passFire', another: true }
        : { kind: 'passFire' };
  return { action: a, score: Math.max(later, another), why };
}

/**
 * R5.7: the best Defensive Fire (expected OP) `shooters` could make at `mover` on the later steps
 * of `route` (from where it stands), at each step that comes within a hex of both its ends.
 */
export function laterStepShot(
  state: GameState,
  team: TeamId,
  mover: Unit,
  shooters: readonly Unit[],
  route: readonly Hex[],
): number {
  let later = 0;
  let from = mover.at;
  if (!from) return 0;
  for (const to of route) {
    for (const u of shooters) {
      if (!inDefensiveFireReach(state, u, mover, from, to)) continue;
      // Taken in the hex it steps into: the hex it steps from is where it stands now, a shot on offer already.
      for (const choice of ['normal', 'close'] as const)
        later = Math.max(later, volleyWorth(state, team, u, mover, to, choice).value);
    }
    from = to;
  }
  return later;
}

/** The rest of the route normal would drive `mover` on from where it stands now (R5.2: with the Speed it has left); none if it would stop. */
function plannedRoute(state: GameState, mover: Unit): Hex[] {
  const kind: MoveKind = state.activation?.moveKind ?? (state.phase === 'setup' ? 'scout' : 'normal');
  const scene = sceneOf(state, mover.team);
  const stay = posValue(scene, mover, mover.at!, mover.facing);
  let best: { score: number; path: Hex[] } | null = null;
  for (const b of planMoves(scene, mover, kind).byStep.values()) if (!best || b.score > best.score) best = b;
  return best && best.score - stay > 0.001 ? best.path : [];
}

/** R4.2, R5.7: another enemy on the map not yet activated this phase could come within a hex of one of `shooters`. */
function anotherMayCome(scene: Scene, mover: Unit, shooters: readonly Unit[]): boolean {
  const { state } = scene;
  for (const e of scene.enemies) {
    if (e.id === mover.id || e.activated) continue;
    const reach = unitSpeed(state, e) + 1;
    if (shooters.some((u) => u.at && distance(u.at, e.at!) <= reach)) return true;
  }
  return false;
}

function scorePending(scene: Scene, p: PendingDecision, a: Action): Scored {
  const { state, team } = scene;
  switch (a.type) {
    case 'defensiveFire': {
      if (p.kind !== 'defensiveFire') break;
      const targetAt = a.at === 'from' ? p.from! : p.to;
      const mover = state.units[p.mover];
      const { value, pKill } = volleyWorth(state, team, state.units[a.unit], mover, targetAt, a.weapon, a.profile);
      return {
        action: a,
        score: WEIGHTS.material * value,
        why: { kind: 'defensiveFire', target: unitName(state, mover), at: hexLabel(targetAt), p: pKill, op: value },
      };
    }
    case 'passDefensiveFire':
      if (p.kind !== 'defensiveFire') break;
      return keptFire(scene, p, a);
    case 'nameModel': {
      if (p.kind !== 'nameModel') break;
      const unit = state.units[p.unit];
      const model = unit.models.find((m) => m.id === a.model)!;
      const d = defOf(state, model).defense;
      const defense = typeof d === 'number' ? d : d[0];
      // R6.6: a model with more Defense is harder to beat; a cheap one costs less to lose.
      const worth = modelWorth(state, unit, model);
      const score = p.reason === 'extraCasualty' ? -worth : -worth / Math.max(1, defense) ** 1.5;
      return { action: a, score, why: { kind: 'nameModel', model: defOf(state, model).name } };
    }
    case 'reroll': {
      if (p.kind !== 'reroll') break;
      // R8.6: reroll the worst die that failed (a 4+ succeeds or saves, R6.4, R6.5, R5.3).
      if (a.die === null) return { action: a, score: 0, why: { kind: 'reroll', face: null } };
      const face = p.dice[a.die];
      const worst = Math.min(...p.dice);
      return { action: a, score: face < SUCCESS_TARGET && face === worst ? 1 : -1, why: { kind: 'reroll', face } };
    }
    case 'placeSurvivors': {
      const unit = p.kind === 'placeSurvivors' ? state.units[p.unit] : null;
      if (!unit) break;
      return {
        action: a,
        score: posValue(scene, unit, a.at, bestFacing(scene, unit, a.at)),
        why: { kind: 'survivors', at: hexLabel(a.at) },
      };
    }
    case 'chooseSurvivorOrder': {
      if (p.kind !== 'survivorOrder') break;
      // R8.19: the best way of placing them this order allows (each hex then chosen as for
      // placeSurvivors); a unit lost for want of room costs its worth.
      let best = -Infinity;
      for (const way of survivorWays(state, a.unit, p.units, p.from)) {
        let v = 0;
        for (const id of p.units) {
          const unit = state.units[id];
          const at = way[id];
          v += at ? posValue(scene, unit, at, bestFacing(scene, unit, at)) : -WEIGHTS.material * unitWorth(state, unit);
        }
        best = Math.max(best, v);
      }
      return {
        action: a,
        score: best,
        why: { kind: 'survivorOrder', unit: unitName(state, state.units[a.unit]) },
      };
    }
    case 'chooseCommandTargets': {
      // R8.4: cast on as many units as allowed, the most valuable first.
      let v = 0;
      for (const id of a.units) v += 1 + unitWorth(state, state.units[id]) * 0.01;
      return { action: a, score: v, why: { kind: 'command', units: a.units.length } };
    }
    case 'endGameVote': {
      const pts = totalPoints(state);
      const ahead = pts[team] > pts[team === 0 ? 1 : 0];
      return {
        action: a,
        score: a.end === ahead ? 1 : 0,
        why: { kind: 'vote', end: ahead, ours: pts[team], theirs: pts[team === 0 ? 1 : 0] },
      };
    }
    default:
      break;
  }
  return { action: a, score: 0 };
}
