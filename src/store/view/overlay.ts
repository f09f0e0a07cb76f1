// What the map highlights now, as plain data for the renderer: legal hexes, reachable hexes with
// their cost and rolls, targets with their dice or the reason they cannot be attacked, the
// route under the pointer with the Defensive Fire it would draw. The hexes lit as offers (reach,
// targets, legal placements, choices) are exactly those a click acts on: hexIntents.ts, built from
// the engine's legal actions; the rest (zones, arcs, refusals, Defensive Fire's hexes) informs.
import {
  actionsOfUnit,
  attackerHex,
  checkAttackTiming,
  awaiting,
  budgetOf,
  defensiveFireCandidates,
  distance,
  getBoard,
  hexKey,
  hexLabel,
  isInFrontArc,
  planAttack,
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
  type RuleError,
  type RouteThreat,
  type Unit,
} from '../../engine';
import { aimChoices, type AimChoices, type AttackAction } from './aiming';
import { hexIntents, type HexIntent, type HexIntents, type MapRoute } from './hexIntents';
import { intendedMoveKind, type Intent } from '../slices/ui';

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
  /** One of the hexes a decision chooses between (a survivor's hex, R6.7). */
  | 'choice'
  /** Defensive Fire: the hex the mover left or entered, fired at from the panel (R5.7). */
  | 'mover'
  /** A unit that may fire (Defensive Fire). */
  | 'attacker'
  | 'front'
  | 'rear'
  /** The unit being deployed, shown where the pointer is with the facing it would take (R3.3). */
  | 'placing'
  /** A hex the player's route goes through (label: its number in the route; docs/playing.md "Moving": waypoints). */
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
  /** The waypoints the player chose, in order, that the path goes through (docs/playing.md "Moving"; engine routesVia). */
  waypoints: readonly Hex[];
}

export interface Overlay {
  marks: HexMark[];
  route: RoutePreview | null;
  /** What a click on each hex does (hexIntents): every offer mark is one of these, drawn. */
  intents: HexIntents;
}

/** The marks that offer an order: each is the drawing of a hex's intent, and a click there dispatches it. */
export const OFFER_MARKS: ReadonlySet<MarkKind> = new Set<MarkKind>([
  'reach',
  'reachRoll',
  'target',
  'legal',
  'choice',
]);

export interface OverlayInput {
  game: GameState;
  selected: string | null;
  hover: Hex | null;
  intent: Intent;
  showArcs: boolean;
  /** The enemy aimed at (a click on its hex aims at the next one there). */
  aimedAt?: string | null;
  /** The person at this screen makes the decision the game waits for (hexIntents.decidesHere); absent: they do. */
  decidesHere?: boolean;
}

type Marks = HexMark[];
const EMPTY: Marks = [];

function routeTo(game: GameState, unit: Unit, reach: MapRoute, intent: Intent): RoutePreview {
  const kind = intent.kind === 'move' ? intendedMoveKind(game, intent) : undefined;
  const waypoints = intent.kind === 'move' ? (intent.waypoints ?? []) : [];
  const speedLeft = budgetOf(game, unit, kind).speedLeft - reach.cost;
  // R5.7: each step judged with the mover turned to face it, as the engine offers the fire.
  const threats = routeThreats(game, unit, reach.path);
  return {
    start: unit.at!,
    path: reach.path,
    rolls: reach.rolls.map((r) => r.at),
    threats,
    cost: reach.cost,
    speedLeft,
    waypoints,
    ...(reach.board ? { board: reach.board } : {}),
  };
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
function attackRefusal(
  game: GameState,
  unit: Unit,
  intent: AttackIntent,
  aim: AimChoices,
  target: string,
  whyNone: () => RuleError | null,
): RuleError {
  const model = intent.model === 'all' ? aim.models[0] : intent.model;
  if (model !== undefined) {
    const timing = checkAttackTiming(game, unit, model);
    if (!timing.ok) return timing.error;
    const planned = planAttack(game, { unit: unit.id, model, target, weapon: aim.weapon }, 'activation');
    if (!planned.ok) return planned.error;
  }
  return (
    whyNone() ?? {
      code: 'BAD_TARGET',
      rule: 'R4.5',
      message: `${unitName(game, unit)} cannot attack ${unitName(game, game.units[target])} now`,
    }
  );
}

/** The enemies the aim may not attack, each with why (the hover line shows it); the others are lit as targets by their intents. */
function refusalMarks(game: GameState, unit: Unit, intent: AttackIntent, intents: HexIntents): HexMark[] {
  if (!attackerHex(game, unit)) return [];
  const aim = aimOf(game, unit, intent);
  // Asked once, and only if needed: it lists the unit's actions again.
  let unitRefusal: RuleError | null | undefined;
  const whyNone = () => (unitRefusal === undefined ? (unitRefusal = whyNoAttack(game, unit.id)) : unitRefusal);
  const marks: HexMark[] = [];
  for (const id in game.units) {
    const target = game.units[id];
    if (target.team === unit.team || target.status !== 'map' || !target.at) continue;
    if (aim.targets.includes(id) && intents.has(hexKey(target.at))) continue;
    const why = attackRefusal(game, unit, intent, aim, id, whyNone);
    marks.push({ hex: target.at, kind: 'blocked', detail: `${why.message} (${why.rule})` });
  }
  return marks;
}

interface OverlayMemo {
  input: Omit<OverlayInput, 'hover'>;
  intents: HexIntents;
  marks: Marks;
}
let memo: OverlayMemo | null = null;
let placingMemo: { base: HexMark[]; key: string; marks: HexMark[] } | null = null;
let decisionMemo: { game: GameState; decision: ReturnType<typeof awaiting> } | null = null;
/**
 * The route to the hovered hex, worked out once per hover: the map and the hover line both ask
 * for the overlay on every hex the pointer enters (docs/development.md, "Drawing the battlefield").
 * `memo` is made again whenever what the route depends on but the hover changes.
 */
let routeMemo: { memo: OverlayMemo; reach: MapRoute; route: RoutePreview } | null = null;

/** `awaiting` once per game state: the overlay asks on every hover, and the state only changes with an action. */
function decisionOf(game: GameState): ReturnType<typeof awaiting> {
  if (decisionMemo?.game !== game) decisionMemo = { game, decision: awaiting(game) };
  return decisionMemo.decision;
}

/**
 * R3.3: while deploying, the selected unit drawn on the hovered hex if a click there places it
 * (its intent), facing the way the facing control (or Q / W) says. Kept out of the memo: it follows the pointer.
 */
function withPlacing(game: GameState, intents: HexIntents, hover: Hex | null, base: HexMark[]): HexMark[] {
  const offer = hover ? intents.get(hexKey(hover)) : undefined;
  const deploy = offer?.kind === 'act' && offer.action.type === 'deploy' ? offer.action : null;
  const unit = deploy ? game.units[deploy.unit] : undefined;
  const dir = deploy?.facing;
  const key = deploy ? `${hexKey(deploy.at)}|${dir ?? ''}` : '';
  if (!placingMemo || placingMemo.base !== base || placingMemo.key !== key) {
    const marks =
      deploy && unit
        ? [
            ...base,
            { hex: deploy.at, kind: 'placing' as const, team: unit.team, ...(dir !== undefined ? { dir } : {}) },
          ]
        : base;
    placingMemo = { base, key, marks };
  }
  return placingMemo.marks;
}

/** The route drawn to the hovered hex: the route of its intent, when the click there moves (or offers a move onto friends). */
function routeOf(intent: HexIntent | undefined): MapRoute | null {
  if (!intent || intent.kind === 'aim') return null;
  return intent.route ?? null;
}

/** The overlay, the costly part worked out once per game state, selection, intent and aim (the hover only adds the route). */
export function overlayFor(input: OverlayInput): Overlay {
  const { game, selected, intent, showArcs, hover } = input;
  const aimedAt = input.aimedAt ?? null;
  const decides = input.decidesHere ?? true;
  const m = memo?.input;
  if (
    !memo ||
    m!.game !== game ||
    m!.selected !== selected ||
    m!.intent !== intent ||
    m!.showArcs !== showArcs ||
    m!.aimedAt !== aimedAt ||
    m!.decidesHere !== decides
  ) {
    const intents = hexIntents({ game, selected, intent, aimedAt, decidesHere: decides });
    memo = {
      input: { game, selected, intent, showArcs, aimedAt, decidesHere: decides },
      intents,
      marks: marksFor(input, intents, decides),
    };
  }
  const { intents } = memo;
  const unit = selected ? game.units[selected] : undefined;
  const hovered = hover && unit ? routeOf(intents.get(hexKey(hover))) : null;
  if (hovered && (routeMemo?.memo !== memo || routeMemo.reach !== hovered))
    routeMemo = { memo, reach: hovered, route: routeTo(game, unit!, hovered, intent) };
  return {
    marks: withPlacing(game, intents, hover, memo.marks),
    route: hovered ? routeMemo!.route : null,
    intents,
  };
}

/** The offer marks: each hex's intent, drawn. */
function offerMarks(game: GameState, intents: HexIntents, from: Hex | null): HexMark[] {
  const marks: HexMark[] = [];
  for (const it of intents.values()) {
    if (it.kind === 'aim') {
      const at = game.units[it.target].at!;
      // R6.1: range is the hex distance.
      const range = from ? distance(from, at) : 0;
      marks.push({ hex: at, kind: 'target', label: `${range} hex${range === 1 ? '' : 'es'}` });
    } else if (it.route) {
      const r = it.route;
      // A full hex where a Transport can be boarded (R4.6): its label says so.
      const label = r.board ? `${r.cost} board` : String(r.cost);
      marks.push({
        hex: r.hex,
        kind: r.rolls.length > 0 ? 'reachRoll' : 'reach',
        label,
        ...(r.rolls.length > 0 ? { detail: `4+ ×${r.rolls.length}` } : {}),
      });
    } else if (it.kind === 'act' && 'at' in it.action && typeof it.action.at === 'object') {
      const a = it.action;
      if (a.type === 'placeSurvivors') marks.push({ hex: a.at, kind: 'choice' });
      else if (a.type === 'deploy') {
        // A hex the unit could never leave (R5.1: a Vehicle in a Marsh or City hex with no road)
        // is still legal, but marked and explained before the unit is put there.
        const stranded = strandedAt(game, game.units[a.unit], a.at);
        marks.push(
          stranded
            ? { hex: a.at, kind: 'legal', label: 'stuck!', detail: `${stranded.message} (${stranded.rule})` }
            : { hex: a.at, kind: 'legal' },
        );
      } else marks.push({ hex: a.at, kind: 'legal' });
    }
  }
  return marks;
}

function marksFor({ game, selected, intent, showArcs }: OverlayInput, intents: HexIntents, decides: boolean): Marks {
  const decision = decisionOf(game);
  switch (decision.kind) {
    case 'ended':
      return EMPTY;
    case 'placeObjective':
    case 'placeSurvivors':
      // The lit hexes alone: the panel names the marker and its worth, a label on each hex is noise.
      return offerMarks(game, intents, null);
    case 'deploy':
      return [
        ...zoneHexes(game.map, decision.team).map((hex): HexMark => ({ hex, kind: 'zone', team: decision.team })),
        ...offerMarks(game, intents, null),
      ];
    case 'defensiveFire': {
      const p = decision.pending;
      const marks: HexMark[] = [];
      if (p.from)
        marks.push({
          hex: p.from,
          kind: 'mover',
          label: 'from',
          detail: `the hex the mover left, ${hexLabel(p.from)}`,
        });
      marks.push({ hex: p.to, kind: 'mover', label: 'to', detail: `the hex the mover entered, ${hexLabel(p.to)}` });
      const mover = game.units[p.mover];
      for (const id of defensiveFireCandidates(game, mover, p.from, p.to, p.fired)) {
        const u = game.units[id];
        const at = u.at ?? (u.carrier ? game.units[u.carrier]?.at : null);
        if (at) marks.push({ hex: at, kind: 'attacker' });
      }
      return marks;
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
  // Another side's unit, or a decision not made at this screen: looked at, not ordered (R4.2).
  if (unit.team !== decision.team || !decides) return marks;
  if (intent.kind === 'attack')
    return [
      ...marks,
      ...offerMarks(game, intents, attackerHex(game, unit)),
      ...refusalMarks(game, unit, intent, intents),
    ];
  marks.push(...offerMarks(game, intents, null));
  if (intent.kind === 'move') {
    (intent.waypoints ?? []).forEach((hex, i) => {
      marks.push({ hex, kind: 'waypoint', label: String(i + 1) });
    });
  }
  return marks;
}
