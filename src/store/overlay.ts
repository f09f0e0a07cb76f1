// What the map highlights now, as plain data for the renderer: legal hexes, reachable hexes with
// their cost and rolls, targets with their dice or the reason they cannot be attacked, the
// route under the pointer with the Defensive Fire it would draw. Every fact comes from the
// engine's own checks (objectiveHexes, checkDeploy, reachableHexes, the unit's legal attacks,
// planAttack, ...).
import {
  actionsOfUnit,
  attackerHex,
  checkArrival,
  checkAttackTiming,
  boardingRoutes,
  awaiting,
  budgetOf,
  defensiveFireCandidates,
  checkDeploy,
  distance,
  getBoard,
  hexKey,
  hexLabel,
  isAircraftUnit,
  isInFrontArc,
  checkMoveKind,
  objectiveHexes,
  planAttack,
  routesVia,
  routeThreats,
  strandedAt,
  unitHasFacing,
  unitName,
  whyNoAttack,
  zoneHexes,
  type Dir,
  type GameState,
  type Hex,
  type TeamId,
  type Reach,
  type RuleError,
  type RouteThreat,
  type Unit,
} from '../engine';
import { aimChoices, type AimChoices, type AttackAction } from './aiming';
import { intendedMoveKind, type Intent } from './slices/ui';

type AttackIntent = Extract<Intent, { kind: 'attack' }>;

export type MarkKind =
  /** A hex the selected unit can reach (label: the Speed it costs). */
  | 'reach'
  /** A reachable hex whose route needs a movement roll. */
  | 'reachRoll'
  /** An enemy the aim can attack now: the model chosen, or with "each in turn" any model that may still (label: the range). */
  | 'target'
  /** An enemy it cannot attack (detail: why). */
  | 'blocked'
  /** A deployment zone. */
  | 'zone'
  /** A hex where the thing being placed may go (detail: a warning, such as a Vehicle that could never leave it, R5.1). */
  | 'legal'
  /** One of the hexes a decision chooses between. */
  | 'choice'
  /** A unit that may fire (Defensive Fire). */
  | 'attacker'
  | 'front'
  | 'rear'
  /** The unit being deployed, shown where the pointer is with the facing it would take (R3.3). */
  | 'placing'
  /** A hex the player's route goes through (label: its number in the route; issue 13 point 4). */
  | 'waypoint';

export interface HexMark {
  hex: Hex;
  kind: MarkKind;
  label?: string;
  detail?: string;
  /** Whose zone, or whose unit is being placed (its colour). */
  team?: TeamId;
  /** 'placing': the facing the unit would take (absent for units without facing). */
  dir?: Dir;
}

export interface RoutePreview {
  start: Hex;
  path: Hex[];
  /** The hex entered by each step that needs a movement roll, once per roll (R5.3: a step may need two). */
  rolls: Hex[];
  /** Steps that would offer Defensive Fire, with the enemy units that could fire. */
  threats: RouteThreat[];
  cost: number;
  /** R5.2: the Speed the unit would have left at the end of the route. */
  speedLeft: number;
  /** R4.6: the route ends by boarding this Transport. */
  board?: string;
  /** The waypoints the player chose, in order, that the path goes through (issue 13 point 4). */
  waypoints: readonly Hex[];
}

export interface Overlay {
  marks: HexMark[];
  route: RoutePreview | null;
}

export interface OverlayInput {
  game: GameState;
  selected: string | null;
  hover: Hex | null;
  intent: Intent;
  showArcs: boolean;
}

const EMPTY: Overlay = { marks: [], route: null };

/** A hex the selected unit can go to, and how; `board`: the move ends by boarding this Transport there (R4.6). */
export type MapRoute = Reach & { board?: string };

/**
 * Where the selected unit can move with this kind of move (empty if it may not move now), through
 * the intent's waypoints in order (engine routesVia: the path of each route goes through them),
 * and, in the Movement Phase without waypoints, the friendly Transports it can board at the end of
 * a move in hexes it could not stop in (full ones: R4.6, the boarding unit does not count there).
 */
export function reachOf(game: GameState, unit: Unit, intent: Intent): Map<string, MapRoute> {
  if (intent.kind !== 'move' || !unit.at) return new Map();
  const kind = intendedMoveKind(game, intent);
  if (!checkMoveKind(game, unit, kind).ok) return new Map();
  const waypoints = intent.waypoints ?? [];
  const routes = routesVia(game, unit, budgetOf(game, unit, kind), waypoints);
  const out = new Map<string, MapRoute>(routes.ok ? routes.value.map((r) => [hexKey(r.hex), r]) : []);
  if (kind === 'normal' && waypoints.length === 0) {
    for (const b of boardingRoutes(game, unit)) {
      if (!out.has(hexKey(b.hex))) out.set(hexKey(b.hex), { hex: b.hex, cost: b.cost, path: b.path, rolls: b.rolls, board: b.carrier });
    }
  }
  return out;
}

function routeTo(game: GameState, unit: Unit, reach: MapRoute, intent: Intent): RoutePreview {
  const kind = intent.kind === 'move' ? intendedMoveKind(game, intent) : undefined;
  const waypoints = intent.kind === 'move' ? (intent.waypoints ?? []) : [];
  const speedLeft = budgetOf(game, unit, kind).speedLeft - reach.cost;
  // R5.7: each step judged with the mover turned to face it, as the engine offers the fire.
  const threats = routeThreats(game, unit, reach.path);
  return { start: unit.at!, path: reach.path, rolls: reach.rolls.map((r) => r.at), threats, cost: reach.cost, speedLeft, waypoints, ...(reach.board ? { board: reach.board } : {}) };
}

/** R6.8: front and rear arcs around a unit with facing, to a few hexes. */
function arcMarks(game: GameState, unit: Unit): HexMark[] {
  if (!unit.at || !unitHasFacing(game, unit)) return [];
  return getBoard(game.map)
    .hexAt.filter((h) => distance(h, unit.at!) <= 6 && distance(h, unit.at!) > 0)
    .map((h) => ({ hex: h, kind: isInFrontArc(unit.at!, unit.facing, h) ? ('front' as const) : ('rear' as const) }));
}

/**
 * R4.5, R6.1: the enemies the aim may attack now, from the engine's legal attacks of the unit
 * (actionsOfUnit, read by aimChoices as the attack panel reads them): with "each in turn" any
 * model that has not attacked yet in this activation, else the model chosen, with the weapon in use.
 */
function aimOf(game: GameState, unit: Unit, intent: AttackIntent): AimChoices {
  const attacks = actionsOfUnit(game, unit).filter((a): a is AttackAction => a.type === 'attack');
  return aimChoices(attacks, intent, null, null);
}

/**
 * Why the aim cannot attack `target`, with the rule (the hover line shows it): the refusal of a
 * model that may still attack (the chosen one, or for "each in turn" the first that has an attack
 * left: R4.5), else why the unit has no attack at all (whyNoAttack: not its turn, it moved, every
 * model has attacked, R4.3, R4.5).
 */
function attackRefusal(game: GameState, unit: Unit, intent: AttackIntent, aim: AimChoices, target: string, whyNone: () => RuleError | null): RuleError {
  const model = intent.model === 'all' ? aim.models[0] : intent.model;
  if (model !== undefined) {
    const timing = checkAttackTiming(game, unit, model);
    if (!timing.ok) return timing.error;
    const planned = planAttack(game, { unit: unit.id, model, target, weapon: aim.weapon }, 'activation');
    if (!planned.ok) return planned.error;
  }
  return whyNone() ?? { code: 'BAD_TARGET', rule: 'R4.5', message: `${unitName(game, unit)} cannot attack ${unitName(game, game.units[target])} now` };
}

function attackMarks(game: GameState, unit: Unit, intent: AttackIntent): HexMark[] {
  const from = attackerHex(game, unit);
  if (!from) return [];
  const aim = aimOf(game, unit, intent);
  // Asked once, and only if needed: it lists the unit's actions again.
  let unitRefusal: RuleError | null | undefined;
  const whyNone = () => (unitRefusal === undefined ? (unitRefusal = whyNoAttack(game, unit.id)) : unitRefusal);
  const marks: HexMark[] = [];
  for (const id in game.units) {
    const target = game.units[id];
    if (target.team === unit.team || target.status !== 'map' || !target.at) continue;
    if (aim.targets.includes(id)) {
      // R6.1: range is the hex distance.
      const range = distance(from, target.at);
      marks.push({ hex: target.at, kind: 'target', label: `${range} hex${range === 1 ? '' : 'es'}` });
    } else {
      const why = attackRefusal(game, unit, intent, aim, id, whyNone);
      marks.push({ hex: target.at, kind: 'blocked', detail: `${why.message} (${why.rule})` });
    }
  }
  return marks;
}

let memo: { input: Omit<OverlayInput, 'hover'>; marks: Overlay; reach: Map<string, MapRoute> } | null = null;
let placingMemo: { base: HexMark[]; key: string; marks: HexMark[] } | null = null;
let decisionMemo: { game: GameState; decision: ReturnType<typeof awaiting> } | null = null;

/** `awaiting` once per game state: the overlay asks on every hover, and the state only changes with an action. */
function decisionOf(game: GameState): ReturnType<typeof awaiting> {
  if (decisionMemo?.game !== game) decisionMemo = { game, decision: awaiting(game) };
  return decisionMemo.decision;
}

/**
 * R3.3: while deploying, the selected unit drawn on the hovered hex if it may go there, facing
 * the way the facing control (or Q / W) says. Kept out of the memo: it follows the pointer.
 */
function withPlacing(game: GameState, selected: string | null, intent: Intent, hover: Hex | null, base: HexMark[]): HexMark[] {
  const unit = selected ? game.units[selected] : undefined;
  const decision = decisionOf(game);
  const placing =
    decision.kind === 'deploy' && hover && unit && unit.team === decision.team && unit.status === 'undeployed' && checkDeploy(game, unit, hover).ok;
  const dir = placing && unitHasFacing(game, unit) && intent.kind === 'place' ? intent.facing : undefined;
  const key = placing ? `${hexKey(hover)}|${dir ?? ''}` : '';
  if (!placingMemo || placingMemo.base !== base || placingMemo.key !== key) {
    const marks = placing ? [...base, { hex: hover, kind: 'placing' as const, team: unit.team, ...(dir !== undefined ? { dir } : {}) }] : base;
    placingMemo = { base, key, marks };
  }
  return placingMemo.marks;
}

/** The overlay, the costly part worked out once per game state, selection and intent (the hover only adds the route). */
export function overlayFor(input: OverlayInput): Overlay {
  const { game, selected, intent, showArcs, hover } = input;
  if (!memo || memo.input.game !== game || memo.input.selected !== selected || memo.input.intent !== intent || memo.input.showArcs !== showArcs) {
    const unit = selected ? game.units[selected] : undefined;
    const reach = unit ? reachOf(game, unit, intent) : new Map<string, MapRoute>();
    memo = { input: { game, selected, intent, showArcs }, marks: marksFor(input, reach), reach };
  }
  const unit = selected ? game.units[selected] : undefined;
  const hovered = hover && unit ? memo.reach.get(hexKey(hover)) : undefined;
  const decision = decisionOf(game);
  const mayMove = (decision.kind === 'activate' || decision.kind === 'activation' || decision.kind === 'scout') && unit?.team === decision.team;
  return { marks: withPlacing(game, selected, intent, hover, memo.marks.marks), route: hovered && mayMove ? routeTo(game, unit!, hovered, intent) : null };
}

function marksFor({ game, selected, intent, showArcs }: OverlayInput, reach: Map<string, MapRoute>): Overlay {
  const decision = decisionOf(game);
  switch (decision.kind) {
    case 'ended':
      return EMPTY;
    case 'placeObjective': {
      // The lit hexes alone: the panel names the marker and its worth, a label on each hex is noise.
      return { marks: objectiveHexes(game).map((hex) => ({ hex, kind: 'legal' })), route: null };
    }
    case 'deploy': {
      const marks: HexMark[] = zoneHexes(game.map, decision.team).map((hex) => ({ hex, kind: 'zone', team: decision.team }));
      const unit = selected ? game.units[selected] : undefined;
      if (unit && unit.team === decision.team && unit.status === 'undeployed') {
        for (const hex of zoneHexes(game.map, decision.team)) {
          if (!checkDeploy(game, unit, hex).ok) continue;
          // Issue 13 point 2: a hex the unit could never leave (R5.1: a Vehicle in a Marsh or City
          // hex with no road) is still legal, but marked and explained before the unit is put there.
          const stranded = strandedAt(game, unit, hex);
          marks.push(stranded ? { hex, kind: 'legal', label: 'stuck!', detail: `${stranded.message} (${stranded.rule})` } : { hex, kind: 'legal' });
        }
      }
      return { marks, route: null };
    }
    case 'placeSurvivors':
      return { marks: decision.pending.choices.map((hex) => ({ hex, kind: 'choice' })), route: null };
    case 'defensiveFire': {
      const p = decision.pending;
      const marks: HexMark[] = [];
      if (p.from) marks.push({ hex: p.from, kind: 'choice', label: 'from', detail: `the hex the mover left, ${hexLabel(p.from)}` });
      marks.push({ hex: p.to, kind: 'choice', label: 'to', detail: `the hex the mover entered, ${hexLabel(p.to)}` });
      const mover = game.units[p.mover];
      for (const id of defensiveFireCandidates(game, mover, p.from, p.to, p.fired)) {
        const u = game.units[id];
        const at = u.at ?? (u.carrier ? game.units[u.carrier]?.at : null);
        if (at) marks.push({ hex: at, kind: 'attacker' });
      }
      return { marks, route: null };
    }
    case 'activate':
    case 'activation':
    case 'scout':
      break;
    default:
      return EMPTY;
  }
  const unit = selected ? game.units[selected] : undefined;
  if (!unit) return EMPTY;
  const marks: HexMark[] = showArcs ? arcMarks(game, unit) : [];
  if (unit.team !== decision.team) return { marks, route: null };
  // A Reserve unit, or an Aircraft redeploying, is placed on a hex (R4.4, R8.1).
  if (intent.kind === 'place' && game.phase === 'movement' && (unit.status === 'reserve' || isAircraftUnit(game, unit))) {
    for (const hex of getBoard(game.map).hexAt) if (checkArrival(game, unit, hex).ok) marks.push({ hex, kind: 'legal' });
    return { marks, route: null };
  }
  if (intent.kind === 'attack') return { marks: [...marks, ...attackMarks(game, unit, intent)], route: null };
  for (const r of reach.values()) {
    // A full hex where a Transport can be boarded (R4.6): its label says so.
    const label = r.board ? `${r.cost} board` : String(r.cost);
    marks.push({ hex: r.hex, kind: r.rolls.length > 0 ? 'reachRoll' : 'reach', label, ...(r.rolls.length > 0 ? { detail: `4+ ×${r.rolls.length}` } : {}) });
  }
  if (intent.kind === 'move') (intent.waypoints ?? []).forEach((hex, i) => marks.push({ hex, kind: 'waypoint', label: String(i + 1) }));
  return { marks, route: null };
}
