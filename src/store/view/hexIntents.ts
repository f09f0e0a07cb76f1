// What a click on each hex of the map would do now: one intent per hex, built from the engine's
// legal actions (legalActions) and the player's selection. The overlay lights exactly these hexes
// and a click dispatches exactly the intent of its hex (commands.ts clickHex), so the map never
// offers what the engine would refuse (tests/store/hexIntents.test.ts holds every offered action
// to applyAction over the lesson and random games). A hex with no intent is no order: a click
// there selects or inspects, or says why the selected unit cannot go there.
import {
  awaiting,
  boardingRoutes,
  budgetOf,
  checkMoveKind,
  defaultMoveKind,
  hexKey,
  legalActions,
  routesVia,
  unitHasFacing,
  type Action,
  type GameState,
  type Reach,
  type Unit,
} from '../../engine';
import { aimChoices, type AttackAction } from './aiming';
import { isAi, type Players } from '../game/players';
import { canAct, unitsAt } from './selectors';
import { intendedMoveKind, type Intent } from '../slices/ui';
import { myTeam, type OnlineSession } from '../online/online';

export type HexIntent =
  /**
   * The engine action the click applies, as legalActions lists it (a move or a boarding: along
   * `route`, the engine's route to the hex, which legalActions lists one step at a time).
   */
  | { kind: 'act'; action: Action; route?: MapRoute }
  /** R4.5, R6.1: the attack aims at this enemy; the panel shows the odds before the roll. */
  | { kind: 'aim'; target: string }
  /**
   * A hex of friends the selected unit can reach: the click selects `select` (the help's "click a
   * unit to select it") and the panel offers the move there as a gesture of its own (R5.6, R4.6).
   */
  | { kind: 'moveOnto'; select: string; route: MapRoute };

export interface HexIntentInput {
  game: GameState;
  selected: string | null;
  intent: Intent;
  /** The enemy aimed at: a click on its hex aims at the next one there. */
  aimedAt?: string | null;
  /**
   * Whether the person at this screen makes the decision the game waits for (decidesHere): false
   * while the AI or the other online seat decides, or in a replay. Then nothing is offered.
   */
  decidesHere?: boolean;
}

/** Hex keys (hexKey) to what a click there does. */
export type HexIntents = ReadonlyMap<string, HexIntent>;

const NONE: HexIntents = new Map();

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
      if (!out.has(hexKey(b.hex)))
        out.set(hexKey(b.hex), { hex: b.hex, cost: b.cost, path: b.path, rolls: b.rolls, board: b.carrier });
    }
  }
  return out;
}

/**
 * Whether the person at this screen decides what the game waits for now: not in a replay, not
 * while the AI plays the deciding side, and online only for this browser's seat once the game has
 * begun (R4.2: each team decides for its own units). The store refuses the others' orders too
 * (game slice); this keeps the map from offering them.
 */
export function decidesHere(s: {
  game: { game: GameState; players: Players };
  online: { session: Pick<OnlineSession, 'role' | 'started'> | null };
  replay: { index: number | null };
}): boolean {
  if (s.replay.index !== null) return false;
  const team = awaiting(s.game.game).team;
  if (team === null || isAi(s.game.players, team)) return false;
  const session = s.online.session;
  return !session || (session.started && myTeam(session) === team);
}

let memo: { input: HexIntentInput; intents: HexIntents } | null = null;

/** The intents, worked out once per game state, selection, intent and aim (the overlay asks on every hover). */
export function hexIntents(input: HexIntentInput): HexIntents {
  const m = memo?.input;
  if (
    m &&
    m.game === input.game &&
    m.selected === input.selected &&
    m.intent === input.intent &&
    m.aimedAt === input.aimedAt &&
    m.decidesHere === input.decidesHere
  )
    return memo!.intents;
  const intents = build(input);
  memo = { input, intents };
  return intents;
}

function build({ game, selected, intent, aimedAt = null, decidesHere = true }: HexIntentInput): HexIntents {
  if (!decidesHere) return NONE;
  const decision = awaiting(game);
  const unit = selected ? game.units[selected] : undefined;
  switch (decision.kind) {
    case 'placeObjective':
    case 'placeSurvivors':
      return byHex(legalActions(game));
    case 'deploy': {
      if (!unit || unit.team !== decision.team || unit.status !== 'undeployed') return NONE;
      // R3.3: the facing the control shows (Q / W turn it), else the engine's default.
      const facing = intent.kind === 'place' ? intent.facing : decision.facing;
      const withFacing = unitHasFacing(game, unit);
      return byHex(
        legalActions(game).filter(
          (a) => a.type === 'deploy' && a.unit === unit.id && (!withFacing || a.facing === facing),
        ),
      );
    }
    case 'activate':
    case 'activation':
    case 'scout':
      break;
    default:
      // A decision owed mid-resolution (Defensive Fire, a reroll, ...) is answered in its panel.
      return NONE;
  }
  if (!unit || unit.team !== decision.team) return NONE;
  const legal = legalActions(game).filter((a) => 'unit' in a && a.unit === unit.id);
  if (intent.kind === 'place') return byHex(legal.filter((a) => a.type === 'arrive'));
  if (intent.kind === 'attack')
    return aims(
      game,
      unit,
      legal.filter((a): a is AttackAction => a.type === 'attack'),
      intent,
      aimedAt,
    );
  return moves(game, unit, legal, intent);
}

/** Actions that name a hex (placing a marker, a survivor, a unit), each at its hex. */
function byHex(actions: readonly Action[]): HexIntents {
  const out = new Map<string, HexIntent>();
  for (const action of actions) {
    const at = 'at' in action && typeof action.at === 'object' ? action.at : null;
    if (at && !out.has(hexKey(at))) out.set(hexKey(at), { kind: 'act', action });
  }
  return out;
}

/** R4.5, R6.1: the enemies the aim may attack, from the unit's legal attacks (aimChoices, as the attack panel reads them). */
function aims(
  game: GameState,
  unit: Unit,
  attacks: AttackAction[],
  intent: Extract<Intent, { kind: 'attack' }>,
  aimedAt: string | null,
): HexIntents {
  const { targets } = aimChoices(attacks, intent, null, null);
  const out = new Map<string, HexIntent>();
  for (const id of targets) {
    const at = game.units[id]?.at;
    if (!at || out.has(hexKey(at))) continue;
    // Several enemies in a hex: each click aims at the next one that may be attacked.
    const here = unitsAt(game, at).filter((u) => u.team !== unit.team && targets.includes(u.id));
    const i = here.findIndex((u) => u.id === aimedAt);
    out.set(hexKey(at), { kind: 'aim', target: here[(i + 1) % here.length].id });
  }
  return out;
}

/**
 * The hexes the unit can move to with the intent's kind of move, when the engine lists a move of
 * that kind for it (legalActions: its activation may still move; R4.2, R4.3, R4.5, R8.14), each by
 * the engine's route (reachOf: routesVia through the waypoints, boarding routes, R4.6).
 */
function moves(
  game: GameState,
  unit: Unit,
  legal: readonly Action[],
  intent: Extract<Intent, { kind: 'move' }>,
): HexIntents {
  const kind = intendedMoveKind(game, intent);
  const explicit = kind === defaultMoveKind(game) ? {} : { kind };
  const mayMove = legal.some(
    (a) => (a.type === 'move' || a.type === 'pivot') && (a.kind ?? defaultMoveKind(game)) === kind,
  );
  const mayBoard = legal.some((a) => a.type === 'embark');
  if (!mayMove && !mayBoard) return NONE;
  const out = new Map<string, HexIntent>();
  for (const [key, route] of reachOf(game, unit, intent)) {
    // A boarding route (embarkCheck accepts each, R4.6) is open when the unit may act at all.
    if (!route.board && !mayMove) continue;
    const friends = unitsAt(game, route.hex).filter((u) => u.team === unit.team && u.id !== unit.id);
    if (friends.length > 0) {
      out.set(key, { kind: 'moveOnto', select: (friends.find((u) => canAct(game, u.id)) ?? friends[0]).id, route });
      continue;
    }
    const action: Action = route.board
      ? { type: 'embark', unit: unit.id, carrier: route.board, path: route.path }
      : { type: 'move', unit: unit.id, path: route.path, ...explicit };
    out.set(key, { kind: 'act', action, route });
  }
  return out;
}
