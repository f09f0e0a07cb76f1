// What a hex is worth to a unit standing there, for the normal player (docs/ai.md): the markers
// it holds, takes or contests over the turns left (R7.1), what it could shoot from there next
// (R6.1 range, R6.3 sight), the threat of enemies that can reach or shoot it there, with the
// hex's cover (R6.5) and the arc it shows them (R6.8), and the Defensive Fire its route draws
// (R5.7). All in OP (values.ts), so a move, an attack and a hold compare on one scale. Each part
// is a feature of the evaluation (features.ts sums it over a side's units) and is weighed by its
// tuned weight (weights.ts, docs/ai.md "The evaluation and its tuned weights").
import {
  canClaim,
  canContest,
  canSee,
  hexCover,
  hexLabel,
  inDefensiveFireReach,
  mayAttackAircraft,
  defOf,
  diceAtRange,
  distance,
  DIRS,
  isAircraftUnit,
  isInFrontArc,
  isInfantryUnit,
  isVehicleUnit,
  losesModels,
  modelDefense,
  neighbor,
  profileReach,
  rangeAbilities,
  unitHasFacing,
  unitSpeed,
  type Dir,
  type GameState,
  type Hex,
  type Objective,
  type Profile,
  type RangeAbilities,
  type TeamId,
  type Unit,
} from '../engine';
import { hitChance } from './odds';
import { damageWorth, modelWorth, turnsLeft, unitsOnMap, unitWorth } from './values';
import { WEIGHTS } from './weights';

/** What one decision reads again and again: worked out once per decision. */
export interface Scene {
  state: GameState;
  team: TeamId;
  turns: number;
  enemies: Unit[];
  friends: Unit[];
  /** positionParts results, by unit, then hex and facing (read by posValue and by a move's reason). */
  parts: Map<string, Map<number, PositionParts>>;
  /** The parts that do not depend on the facing, by unit, then hex: asked for each of a hex's six facings. */
  hexParts: Map<string, Map<number, HexParts>>;
  /** canSee results, by the pair of hexes (seen): the same enemy and hex are asked of every unit that could go there. */
  sight: Map<number, boolean>;
  /** The enemies as threatAt and potentialAt read them (foesOf), once asked. */
  foes?: Foe[];
  /** The same position seen by the other side (shotDenied reads the enemies' shots), once asked. */
  rival?: Scene;
  /** R4.5: by unit, its best shot now (an enemy's, for shotDenied) and what it risks before acting (one of ours), once asked. */
  shotsNow?: Map<string, number>;
  risks?: Map<string, number>;
  /** objectiveValue's reading of the markers, by unit, once asked. */
  markers?: Map<string, MarkersSeen>;
}

export function sceneOf(state: GameState, team: TeamId): Scene {
  return {
    state,
    team,
    turns: turnsLeft(state),
    enemies: unitsOnMap(state, team === 0 ? 1 : 0),
    friends: unitsOnMap(state, team),
    parts: new Map(),
    hexParts: new Map(),
    sight: new Map(),
  };
}

/** A hex as one number, for the caches' keys (battlefields are far smaller than 2048 hexes across). */
export const hexNumber = (h: Hex) => (h.q + 1024) * 2048 + (h.r + 1024);

/** R6.3 canSee, asked once per decision for each pair of hexes (units block sight, and they stand still within a decision). */
function seen(scene: Scene, from: Hex, to: Hex): boolean {
  const key = hexNumber(from) * 4194304 + hexNumber(to);
  let v = scene.sight.get(key);
  if (v === undefined) {
    v = canSee(scene.state, from, to);
    scene.sight.set(key, v);
  }
  return v;
}

/** What an attack on a unit reads of it, worked out once per unit record (records are replaced, never changed). */
interface TargetInfo {
  turns: number;
  front: number;
  rear: number;
  hasFacing: boolean;
  /** R6.5: defense dice from Speed (Infantry at most 1). */
  dice: number;
  kind: 'infantry' | 'vehicle' | 'air';
  /** What one hit costs its side: the cheapest model an Infantry unit can spare (R6.6), or one damage. */
  loss: number;
  /** All it can lose: its living models' worth (values.ts unitWorth; a Commander's HVT included, R7.2), worked out when first asked. */
  worth: () => number;
  infantry: boolean;
}

const targets = new WeakMap<Unit, TargetInfo>();

function targetInfo(state: GameState, unit: Unit): TargetInfo {
  const turns = turnsLeft(state);
  const known = targets.get(unit);
  if (known && known.turns === turns) return known;
  const [front, rear] = modelDefense(state, unit.models[0]);
  const speed = unitSpeed(state, unit);
  const vehicle = isVehicleUnit(state, unit);
  const infantry = isInfantryUnit(state, unit);
  let loss: number;
  let worth: number | undefined;
  // R6.6: a unit that loses models loses its cheapest one; the others take damage (R6.7).
  if (losesModels(state, unit)) {
    loss = Infinity;
    for (const m of unit.models) loss = Math.min(loss, modelWorth(state, unit, m));
  } else loss = damageWorth(state, unit, unit.models[0], 1);
  const info: TargetInfo = {
    turns,
    front,
    rear,
    hasFacing: unitHasFacing(state, unit),
    dice: vehicle ? speed : Math.min(1, speed),
    kind: isAircraftUnit(state, unit) ? 'air' : vehicle ? 'vehicle' : 'infantry',
    loss,
    worth: () => (worth ??= unitWorth(state, unit)),
    infantry,
  };
  targets.set(unit, info);
  return info;
}

/** An attacker's models' profiles against each kind of target, alike ones counted together, and the longest reach among them. */
type Groups = Record<
  TargetInfo['kind'],
  { profile: Profile; ranges: RangeAbilities; reach: number; count: number }[]
> & {
  reach: Record<TargetInfo['kind'], number>;
};

const attackers = new WeakMap<Unit, Groups>();

function groupsOf(state: GameState, unit: Unit): Groups {
  let g = attackers.get(unit);
  if (g) return g;
  g = { infantry: [], vehicle: [], air: [], reach: { infantry: -1, vehicle: -1, air: -1 } };
  for (const m of unit.models) {
    const def = defOf(state, m);
    // R6.1: the model's bands, with its Extended or Limited Range (its squad's Basic Infantry's too).
    const ranges = rangeAbilities(state, unit, m);
    const add = (list: Groups['infantry'], profile: Profile | null) => {
      const reach = profileReach(profile, ranges);
      if (!profile || reach < 0) return;
      const same = list.find(
        (x) =>
          x.profile === profile &&
          x.ranges.extendedRange === ranges.extendedRange &&
          x.ranges.limitedRange === ranges.limitedRange,
      );
      if (same) same.count++;
      else list.push({ profile, ranges, reach, count: 1 });
    };
    add(g.infantry, def.attack.infantry);
    add(g.vehicle, def.attack.vehicle);
    // R6.2: Aircraft are attacked with Infantry dice, by AA models and Aircraft only.
    if (mayAttackAircraft(state, unit, m)) add(g.air, def.attack.infantry);
  }
  for (const kind of ['infantry', 'vehicle', 'air'] as const)
    for (const x of g[kind]) g.reach[kind] = Math.max(g.reach[kind], x.reach);
  attackers.set(unit, g);
  return g;
}

/**
 * The OP `groups` (an attacker's models) would take from a target `t` at `range` (R6.4-R6.8 in
 * short): every model's dice at the range, the target's defense dice (one more in cover, R6.5)
 * and Defense (its rear's in the rear arc or in the same hex); `extraRange` lets the attacker
 * move that much closer first.
 */
function strikeOdds(
  groups: Groups,
  t: TargetInfo,
  range: number,
  rearArc: boolean,
  cover: boolean,
  extraRange: number,
): number {
  // Out of every model's reach: nothing to weigh (most enemies, for most hexes).
  if (range > groups.reach[t.kind] + extraRange) return 0;
  const value = Math.max(1, range === 0 || rearArc ? t.rear : t.front);
  const defense = t.dice + (range > 0 && cover ? 1 : 0);
  let total = 0;
  for (const { profile, ranges, reach, count } of groups[t.kind]) {
    if (range > reach + extraRange) continue;
    const dice = diceAtRange(profile, Math.min(range, reach), ranges);
    if (dice) total += count * hitChance(dice, defense, value) * t.loss;
  }
  // A unit never loses more than it has: three Thompsons beside a lone Commander threaten him
  // once (his worth and HVT, R7.2), not three times, or a shot kept for later outweighs the kill now.
  // (A unit has at least one loss to give, so only more than one is worth the look.)
  return total > t.loss ? Math.min(total, t.worth()) : total;
}

/** strikeOdds of `attacker` firing from `from` at `target` standing at `at` facing `facing`. */
function strikeValue(
  state: GameState,
  attacker: Unit,
  from: Hex,
  target: Unit,
  at: Hex,
  facing: Dir,
  extraRange = 0,
): number {
  if (target.models.length === 0) return 0;
  const t = targetInfo(state, target);
  return strikeOdds(
    groupsOf(state, attacker),
    t,
    distance(from, at),
    t.hasFacing && !isInFrontArc(at, facing, from),
    hexCover(state, target, at),
    extraRange,
  );
}

/** What threatsAt and potentialAt read of each enemy, again for every hex: worked out once per decision. */
interface Foe {
  unit: Unit;
  at: Hex;
  groups: Groups;
  /** As a target. */
  info: TargetInfo;
  /** R6.5: its own hex gives it cover. */
  cover: boolean;
  air: boolean;
  /** How far it can move before it shoots (Aircraft: anywhere near). */
  speed: number;
  /** In the Assault Phase an enemy that has acted shoots again only next turn. */
  later: number;
}

function foesOf(scene: Scene): Foe[] {
  if (scene.foes) return scene.foes;
  const { state } = scene;
  scene.foes = scene.enemies.map((e) => {
    const air = isAircraftUnit(state, e);
    return {
      unit: e,
      at: e.at!,
      groups: groupsOf(state, e),
      info: targetInfo(state, e),
      cover: hexCover(state, e, e.at!),
      air,
      speed: air ? 8 : unitSpeed(state, e),
      later: state.phase === 'assault' && e.activated ? 0.4 : 1,
    };
  });
  return scene.foes;
}

/** strikeOdds of the enemy `e` at the target `t` in `at` without moving, if it sees the hex (R6.3; an Aircraft sees it). */
function shotFromWhereItStands(
  scene: Scene,
  e: Foe,
  t: TargetInfo,
  at: Hex,
  range: number,
  rearArc: boolean,
  cover: boolean,
): number {
  const shot = strikeOdds(e.groups, t, range, rearArc, cover, 0);
  return shot > 0 && (e.air || seen(scene, e.at, at)) ? shot : 0;
}

/**
 * The threat to `unit` at `at` facing `facing`: enemies that can shoot it there, or move and
 * shoot; and the enemy that weighs most in it (the one a reason names).
 */
export function threatsAt(scene: Scene, unit: Unit, at: Hex, facing: Dir): { total: number; worst: Unit | null } {
  let worst: Unit | null = null;
  let most = 0;
  if (unit.models.length === 0) return { total: 0, worst };
  const t = targetInfo(scene.state, unit);
  const cover = hexCover(scene.state, unit, at);
  let threat = 0;
  for (const e of foesOf(scene)) {
    const d = distance(e.at, at);
    // Move-and-shoot threats are looked for within 14 hexes; a shot from where it stands as far as it reaches (Extended Range).
    if (d > Math.max(14, e.groups.reach[t.kind]) || d > e.groups.reach[t.kind] + e.speed) continue;
    const rearArc = t.hasFacing && !isInFrontArc(at, facing, e.at);
    const direct = shotFromWhereItStands(scene, e, t, at, d, rearArc, cover);
    const part = direct > 0 ? direct * e.later : strikeOdds(e.groups, t, d, rearArc, cover, e.speed) * 0.35 * e.later;
    threat += part;
    if (part > most) {
      most = part;
      worst = e.unit;
    }
  }
  return { total: threat, worst };
}

/** What the unit could shoot from `at`: the best target's OP, and that target. */
export function potentialAt(scene: Scene, unit: Unit, at: Hex): { value: number; target: Unit | null } {
  const air = isAircraftUnit(scene.state, unit);
  const groups = groupsOf(scene.state, unit);
  let best = 0;
  let target: Unit | null = null;
  for (const e of foesOf(scene)) {
    const d = distance(e.at, at);
    // Beyond the longest reach of its models against that kind of target (R6.1, Extended Range included).
    if (d > groups.reach[e.info.kind]) continue;
    const v = strikeOdds(groups, e.info, d, e.info.hasFacing && !isInFrontArc(e.at, e.unit.facing, at), e.cover, 0);
    if (v > best && (air || e.air || seen(scene, at, e.at))) {
      best = v;
      target = e.unit;
    }
  }
  return { value: best, target };
}

/**
 * R4.2, R4.5: in the Assault Phase a unit attacks when it is activated, once, and the sides take
 * turns: an enemy not yet activated will still shoot this phase. What an attack taking `lost` OP
 * of `target` (its expected loss, values.ts) denies us now: that share of the best shot the target
 * has from where it stands, since the models it loses shoot no more (R6.6, R6.7). Nothing for an
 * enemy that has attacked already, or outside the Assault Phase.
 */
export function shotDenied(scene: Scene, target: Unit, lost: number): number {
  const { state } = scene;
  if (state.phase !== 'assault' || target.activated || !target.at || target.models.length === 0) return 0;
  const worth = targetInfo(state, target).worth();
  if (worth <= 0) return 0;
  scene.shotsNow ??= new Map();
  let shot = scene.shotsNow.get(target.id);
  if (shot === undefined) {
    scene.rival ??= sceneOf(state, target.team);
    shot = potentialAt(scene.rival, target, target.at).value;
    scene.shotsNow.set(target.id, shot);
  }
  return Math.min(1, Math.max(0, lost / worth)) * shot;
}

/**
 * R4.2, R4.5: the share of `unit` the enemies still to attack this phase could take from where
 * they stand (a model that moves in the Assault Phase does not attack), at most all of it: the
 * risk of keeping its attack for later, when an enemy may have shot it first.
 */
export function riskBeforeActing(scene: Scene, unit: Unit): number {
  const { state } = scene;
  if (state.phase !== 'assault' || !unit.at || unit.models.length === 0) return 0;
  scene.risks ??= new Map();
  let risk = scene.risks.get(unit.id);
  if (risk === undefined) {
    risk = exposureToEnemiesStillToAttack(scene, unit, unit.at);
    scene.risks.set(unit.id, risk);
  }
  return risk;
}

function exposureToEnemiesStillToAttack(scene: Scene, unit: Unit, at: Hex): number {
  const { state } = scene;
  const t = targetInfo(state, unit);
  const cover = hexCover(state, unit, at);
  let taken = 0;
  for (const e of foesOf(scene)) {
    if (e.unit.activated) continue;
    const d = distance(e.at, at);
    if (d > e.groups.reach[t.kind]) continue;
    taken += shotFromWhereItStands(scene, e, t, at, d, t.hasFacing && !isInFrontArc(at, unit.facing, e.at), cover);
  }
  const worth = t.worth();
  return worth > 0 ? Math.min(1, taken / worth) : 0;
}

/**
 * R7.1: what wiping out `target` frees of the marker it stands on, for the turns left (this one
 * included: markers score at its end): the score it held taken from its side, or, where a friend
 * of ours claims it too, the marker ours. Null when there is nothing to free: another of its side's
 * Infantry stays in the hex, or it only contested the marker and no friend of ours claims it
 * (nobody scores it either way). Weighed as the evaluation weighs a marker held (markerHold).
 */
export function markerFreed(scene: Scene, target: Unit): { at: string; value: number; op: number } | null {
  const { state } = scene;
  const at = target.at;
  if (!at || !canContest(state, target)) return null;
  const marker = state.objectives.find((o) => o.at.q === at.q && o.at.r === at.r);
  if (!marker) return null;
  if (infantryOn(scene, marker, target.team, target.id)) return null;
  if (!canClaim(state, target) && !claimerOn(scene, marker, scene.team, '')) return null;
  return { at: hexLabel(at), value: marker.value, op: WEIGHTS.markerHold * marker.value * scene.turns };
}

function claimerOn(scene: Scene, o: Objective, team: TeamId, except: string): boolean {
  for (const u of team === scene.team ? scene.friends : scene.enemies) {
    if (u.id !== except && u.at && u.at.q === o.at.q && u.at.r === o.at.r && canClaim(scene.state, u)) return true;
  }
  return false;
}

function infantryOn(scene: Scene, o: Objective, team: TeamId, except = ''): boolean {
  for (const u of team === scene.team ? scene.friends : scene.enemies) {
    if (u.id !== except && u.at && u.at.q === o.at.q && u.at.r === o.at.r && canContest(scene.state, u)) return true;
  }
  return false;
}

/**
 * R7.1: the markers the unit holds, takes, contests or nears at `at`, over the turns left.
 * `farther`: hexes added to every distance (a passenger is one step short of its carrier's hex:
 * embarked, it holds nothing, R4.6, R7.1).
 */
export function objectiveValue(scene: Scene, unit: Unit, at: Hex, farther = 0): number {
  const { state, turns } = scene;
  const { claimer, infantry, heldByFriends, enemiesThere } = markersSeenBy(scene, unit);
  let v = 0;
  for (let i = 0; i < state.objectives.length; i++) {
    const o = state.objectives[i];
    const d = distance(o.at, at) + farther;
    const heldByFriend = heldByFriends[i];
    const enemyThere = enemiesThere[i];
    if (d === 0 && infantry) {
      if (claimer && !heldByFriend) v += o.value * turns * (enemyThere ? 0.6 : 1);
      else if (enemyThere) v += o.value * turns * 0.6;
      else v += o.value * 0.1;
      continue;
    }
    if (heldByFriend && !enemyThere) continue;
    const weight = claimer ? 0.45 : infantry ? (enemyThere ? 0.3 : 0) : 0.12;
    v += (weight * o.value * turns) / (1 + 0.8 * d);
  }
  return v;
}

/** What objectiveValue reads of the markers for one unit, whatever the hex: by marker, in the state's order. */
interface MarkersSeen {
  /** R7.1: the unit may claim a marker, or only contest one (Infantry). */
  claimer: boolean;
  infantry: boolean;
  /** Another of our units claims the marker where it stands. */
  heldByFriends: boolean[];
  /** Enemy Infantry stands on the marker. */
  enemiesThere: boolean[];
}

/** MarkersSeen, worked out once per unit and decision (objectiveValue is asked for every hex the unit may reach). */
function markersSeenBy(scene: Scene, unit: Unit): MarkersSeen {
  scene.markers ??= new Map();
  let seen = scene.markers.get(unit.id);
  if (seen === undefined) {
    const { state } = scene;
    const enemy: TeamId = scene.team === 0 ? 1 : 0;
    seen = {
      claimer: canClaim(state, unit),
      infantry: canContest(state, unit),
      heldByFriends: state.objectives.map((o) => claimerOn(scene, o, scene.team, unit.id)),
      enemiesThere: state.objectives.map((o) => infantryOn(scene, o, enemy)),
    };
    scene.markers.set(unit.id, seen);
  }
  return seen;
}

/** The units embarked in each Transport (R4.6), by the carrier's id, worked out once per position. */
const passengersByState = new WeakMap<GameState, Map<string, Unit[]>>();

/** The units embarked in `carrier` (R4.6): none for most units. */
function passengersOf(state: GameState, carrier: string): readonly Unit[] {
  let byCarrier = passengersByState.get(state);
  if (!byCarrier) {
    byCarrier = new Map();
    for (const id in state.units) {
      const u = state.units[id];
      if (u.status !== 'embarked' || !u.carrier || u.models.length === 0) continue;
      const list = byCarrier.get(u.carrier);
      if (list) list.push(u);
      else byCarrier.set(u.carrier, [u]);
    }
    passengersByState.set(state, byCarrier);
  }
  return byCarrier.get(carrier) ?? [];
}

/**
 * The markers a Transport's passengers near with it at `at` (R4.6: they disembark into its hex and
 * move on), one step farther than their own feet there: a loaded carrier is worth driving toward
 * a marker its passengers could not walk to in time.
 */
export function passengersObjectiveValue(scene: Scene, carrier: Unit, at: Hex): number {
  let v = 0;
  for (const p of passengersOf(scene.state, carrier.id)) v += objectiveValue(scene, p, at, 1);
  return v;
}

/** The facing that shows the front to the nearest threat (R5.5, R6.8), and whether it matters. */
export function bestFacing(scene: Scene, unit: Unit, at: Hex): Dir {
  let target: Hex | null = null;
  let best = Infinity;
  for (const e of scene.enemies) {
    const d = distance(e.at!, at);
    if (d < best) {
      best = d;
      target = e.at!;
    }
  }
  if (!target) target = { q: at.q, r: scene.team === 0 ? at.r - 5 : at.r + 5 };
  let dir: Dir = unit.facing;
  let near = Infinity;
  for (const d of DIRS) {
    const n = distance(neighbor(at, d), target);
    if (n < near) {
      near = n;
      dir = d;
    }
  }
  return dir;
}

/** A hex's worth to the unit standing there with that facing (its parts cached per decision). */
export function posValue(scene: Scene, unit: Unit, at: Hex, facing: Dir): number {
  const p = partsAt(scene, unit, at, facing);
  return p.objectives + p.shot - p.threat + WEIGHTS.sharing * p.sharing;
}

/**
 * positionParts, worked out once per decision for each unit, hex and facing (a facing only for a
 * unit that has one: threatsAt reads it for no other). The score of a move and its reason
 * (normal.ts moveReason) read the same parts.
 */
export function partsAt(scene: Scene, unit: Unit, at: Hex, facing: Dir): PositionParts {
  let byHex = scene.parts.get(unit.id);
  if (!byHex) {
    byHex = new Map();
    scene.parts.set(unit.id, byHex);
  }
  const key = hexNumber(at) * 8 + (unitHasFacing(scene.state, unit) ? facing : 0);
  let p = byHex.get(key);
  if (p === undefined) {
    p = positionParts(scene, unit, at, facing);
    byHex.set(key, p);
  }
  return p;
}

/** What posValue adds up, in OP, with the enemies behind its figures (a reason names them). */
export interface PositionParts {
  /** The markers held, taken, contested or neared (R7.1), as weighed: markerReach + markerHold (a unit's markers move both features). */
  objectives: number;
  /** The best shot from there next, as weighed (R6.1, R6.3; shotMovement or shotAssault), and its target. */
  shot: number;
  shotAt: Unit | null;
  /** The threat there, as weighed (R6.5, R6.8; the OP it costs, -threat), and the enemy that weighs most in it. */
  threat: number;
  threatFrom: Unit | null;
  /** Friends in the hex: two of ours in one hex are one Blast's target (R8.2), each costing the sharing weight. */
  sharing: number;
}

/** Friends of `unit` standing in `at` (R8.2: one Blast hits them all). */
export function friendsSharing(scene: Scene, unit: Unit, at: Hex): number {
  let sharing = 0;
  for (const f of scene.friends) if (f.id !== unit.id && f.at!.q === at.q && f.at!.r === at.r) sharing++;
  return sharing;
}

/** The weight of the shot set up for the phase it will be taken in (the Assault Phase's own, or the Movement Phase's). */
function shotWeight(state: GameState): number {
  return state.phase === 'assault' ? WEIGHTS.shotAssault : WEIGHTS.shotMovement;
}

/** posValue's parts (partsAt caches them): the threat there in that facing, the rest whatever the facing (hexPartsAt). */
export function positionParts(scene: Scene, unit: Unit, at: Hex, facing: Dir): PositionParts {
  const hex = hexPartsAt(scene, unit, at);
  const threat = threatsAt(scene, unit, at, facing);
  return {
    objectives: hex.objectives,
    shot: hex.shot,
    shotAt: hex.shotAt,
    threat: -WEIGHTS.threat * threat.total,
    threatFrom: threat.worst,
    sharing: hex.sharing,
  };
}

/** What a hex is to a unit whatever its facing: the markers, the best shot from there, the friends there. */
interface HexParts {
  objectives: number;
  shot: number;
  shotAt: Unit | null;
  sharing: number;
}

/** A unit's HexParts at `at`, worked out once per decision (bestFacing asks for all six facings of a hex). */
function hexPartsAt(scene: Scene, unit: Unit, at: Hex): HexParts {
  let byHex = scene.hexParts.get(unit.id);
  if (!byHex) {
    byHex = new Map();
    scene.hexParts.set(unit.id, byHex);
  }
  const key = hexNumber(at);
  let p = byHex.get(key);
  if (p === undefined) {
    const shot = potentialAt(scene, unit, at);
    p = {
      // Onto a marker the unit holds it, toward one it is nearer: both marker features move.
      objectives:
        (WEIGHTS.markerReach + WEIGHTS.markerHold) *
        (objectiveValue(scene, unit, at) + passengersObjectiveValue(scene, unit, at)),
      shot: shotWeight(scene.state) * shot.value,
      shotAt: shot.target,
      sharing: friendsSharing(scene, unit, at),
    };
    byHex.set(key, p);
  }
  return p;
}

/**
 * R5.7: whether stepping from `from` into `to` lets an enemy fire that could hurt the unit (one
 * within 1 hex of both hexes, its Defensive Fire unused): the steps a route clear of fire leaves out.
 */
export function stepDrawsFire(scene: Scene, unit: Unit, from: Hex, to: Hex): boolean {
  for (const e of scene.enemies)
    if (
      inDefensiveFireReach(scene.state, e, unit, from, to) &&
      strikeValue(scene.state, e, e.at!, unit, to, unit.facing) > 0
    )
      return true;
  return false;
}

/**
 * R5.7: the Defensive Fire a route draws: each enemy within 1 hex of both ends of a step may
 * fire once, at the nearer of the two.
 */
export function routeRisk(scene: Scene, unit: Unit, start: Hex, path: readonly Hex[]): number {
  const { state } = scene;
  let risk = 0;
  const fired = new Set<string>();
  let from = start;
  for (const to of path) {
    for (const e of scene.enemies) {
      if (fired.has(e.id) || !inDefensiveFireReach(state, e, unit, from, to)) continue;
      fired.add(e.id);
      risk += strikeValue(state, e, e.at!, unit, to, unit.facing);
    }
    from = to;
  }
  // The models it may lose, weighed as the evaluation weighs the units alive.
  return WEIGHTS.material * risk;
}
