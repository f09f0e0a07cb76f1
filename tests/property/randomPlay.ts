// Random games, for the property tests, the fuzzer and the benchmark: random legal armies from the
// whole catalog (randomArmies.ts), now and then with random custom cards (customCards.ts), on a
// random battlefield, played by a random player.
import seedrandom from 'seedrandom';
import {
  applyAction,
  createGame,
  CUSTOM_CARD_PREFIX,
  distance,
  legalActions,
  pickByKind,
  randomAction,
  tilesForPoints,
  type Action,
  type BattleMap,
  type Catalog,
  type GameEvent,
  type GameSetup,
  type GameState,
  type Side,
  type UnitDef,
} from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import type { BattlefieldLayout } from '../../src/data/tiles';
import { battlefieldForTiles, buildBattlefield } from '../../src/store/game/newGame';
import { randomCustomCard } from './customCards';
import { featuredCards, randomArmy } from './randomArmies';
import { pick, type Rng } from './rng';

/** Battlefields assembled so far, by layout (its id names its tiles): each is assembled once. */
const battlefields = new Map<string, BattleMap>();

function battlefieldOf(layout: BattlefieldLayout): BattleMap {
  let map = battlefields.get(layout.id);
  if (!map) {
    const built = buildBattlefield(layout);
    if (!built.ok) throw new Error(built.error.map((e) => e.message).join('; '));
    map = built.value;
    battlefields.set(layout.id, map);
  }
  return map;
}

/** How a game's armies are drawn. */
export interface ArmyDraw {
  /**
   * Cards each army fields first: `perArmy` cards of its side from slot `slot` (featuredCards in
   * randomArmies.ts), so that a run of games gives every card of the catalog a game.
   */
  featured?: { slot: number; perArmy: number };
  /** The share of games with 1-3 random custom cards added to the catalog and fielded (default 1/4). */
  customShare?: number;
}

/** The share of random games with custom cards, unless the draw says otherwise. */
const CUSTOM_SHARE = 0.25;

/**
 * A random game: random armies of `points` from the whole catalog (in a share of games with 1-3
 * random custom cards of a player's making, added to that game's catalog and fielded), a random
 * battlefield for that size, the full setup.
 */
export function randomGameSetup(seed: string, points = 200, draw: ArmyDraw = {}): GameSetup {
  const rng = seedrandom.alea(`${seed}:setup`);
  const tiles = tilesForPoints(points);
  const map = battlefieldOf(battlefieldForTiles(tiles, { seed, tall: tiles === 6 && rng() < 0.3 }));
  const sides: [Side, Side] = rng() < 0.5 ? ['Allies', 'Axis'] : ['Axis', 'Allies'];
  let catalog: Catalog = CATALOG_BY_ID;
  const custom: UnitDef[] = [];
  if (rng() < (draw.customShare ?? CUSTOM_SHARE)) {
    const count = 1 + Math.floor(rng() * 3);
    for (let k = 1; custom.length < count; k++) {
      const id = `${CUSTOM_CARD_PREFIX}random-${k}`;
      if (Object.hasOwn(catalog, id)) continue;
      // Cheap enough to field beside the Commander in the smallest game.
      custom.push(randomCustomCard(rng, id, pick(rng, sides), catalog, Math.floor(points * 0.35)));
    }
    catalog = { ...catalog, ...Object.fromEntries(custom.map((d) => [d.id, d])) };
  }
  const army = (side: Side) => {
    const featured = [
      ...custom.filter((d) => d.side === side),
      ...(draw.featured ? featuredCards(catalog, side, draw.featured.slot, draw.featured.perArmy) : []),
    ];
    return randomArmy(rng, points, side, catalog, featured);
  };
  return {
    seed,
    map,
    catalog,
    teams: [
      { name: sides[0], units: army(sides[0]) },
      { name: sides[1], units: army(sides[1]) },
    ],
  };
}

/** Picks an action: a kind of action first, then one of that kind (so rare kinds, like attacks, get played). */
export function pickAction(rng: Rng, legal: readonly Action[]): Action {
  const a = pickByKind(rng, legal);
  if (!a) throw new Error('no legal action to pick');
  return a;
}

export interface PlayedGame {
  initial: GameState;
  actions: Action[];
  final: GameState;
}

/**
 * How the random player picks: 'full' from legalActions' full list (a type, then an action of
 * it); 'sampler' with the engine's playout sampler (randomAction), the same odds without listing
 * everything; 'aggressive' from the full list but mostly attacking when it can and moving towards
 * the enemy, so that combat, Defensive Fire, damage and lost Transports get played (uniform
 * random armies mostly wander: about 3 attacks a game).
 */
export type Policy = 'full' | 'sampler' | 'aggressive';

/** Whether a move ends nearer the nearest enemy ground unit than it started. */
function closesIn(state: GameState, a: Extract<Action, { type: 'move' }>): boolean {
  const mover = state.units[a.unit];
  if (!mover.at || a.path.length === 0) return false;
  const end = a.path[a.path.length - 1];
  let before = Infinity;
  let after = Infinity;
  for (const id in state.units) {
    const e = state.units[id];
    if (e.team === mover.team || e.status !== 'map' || !e.at) continue;
    before = Math.min(before, distance(mover.at, e.at));
    after = Math.min(after, distance(end, e.at));
  }
  return after < before;
}

function pickAggressive(rng: Rng, state: GameState, legal: readonly Action[]): Action {
  const attacks = legal.filter((a) => a.type === 'attack' || a.type === 'defensiveFire');
  if (attacks.length > 0 && rng() < 0.9) return pick(rng, attacks);
  const closer = legal.filter((a) => a.type === 'move' && closesIn(state, a));
  if (closer.length > 0 && rng() < 0.8) return pick(rng, closer);
  return pickAction(rng, legal);
}

function nextAction(policy: Policy, rng: Rng, state: GameState): Action | null {
  switch (policy) {
    case 'sampler':
      return randomAction(state, rng);
    case 'full':
      return pickByKind(rng, legalActions(state));
    case 'aggressive': {
      const legal = legalActions(state);
      return legal.length > 0 ? pickAggressive(rng, state, legal) : null;
    }
  }
}

/**
 * Plays random legal actions to the end. `check` sees every state reached (and the action that
 * led there); `maxActions` guards against a game that never ends. `policy` says how actions are
 * picked (default: from legalActions' full list); `armies` how the armies are drawn.
 */
export function playRandomGame(
  seed: string,
  opts: {
    points?: number;
    armies?: ArmyDraw;
    maxActions?: number;
    policy?: Policy;
    check?: (state: GameState, action: Action | null, events: readonly GameEvent[]) => void;
  } = {},
): PlayedGame {
  const created = createGame(randomGameSetup(seed, opts.points, opts.armies));
  if (!created.ok) throw new Error(created.error.map((e) => e.message).join('\n'));
  const rng = seedrandom.alea(`${seed}:play`);
  let state = created.state;
  opts.check?.(state, null, created.events);
  const actions: Action[] = [];
  const max = opts.maxActions ?? 20000;
  const policy = opts.policy ?? 'full';
  while (state.phase !== 'ended') {
    if (actions.length >= max) throw new Error(`game ${seed} did not end within ${max} actions`);
    const action = nextAction(policy, rng, state);
    if (!action) throw new Error(`game ${seed}: no legal action at ${state.phase}/${state.setupStep}`);
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`game ${seed}: listed action ${JSON.stringify(action)} refused: ${r.error.message}`);
    state = r.state;
    actions.push(action);
    opts.check?.(state, action, r.events);
  }
  return { initial: created.state, actions, final: state };
}
