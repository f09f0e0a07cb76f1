// Random armies and random games, for the property tests and the benchmark.
import seedrandom from 'seedrandom';
import {
  applyAction,
  createGame,
  distance,
  hasKeyword,
  legalActions,
  pickByKind,
  randomAction,
  tilesForPoints,
  type Action,
  type BattleMap,
  type GameEvent,
  type GameSetup,
  type GameState,
  type Side,
  type UnitDef,
  type UnitSetup,
} from '../../src/engine';
import { CATALOG, CATALOG_BY_ID } from '../../src/data/catalog';
import type { BattlefieldLayout } from '../../src/data/tiles';
import { battlefieldForTiles, buildBattlefield } from '../../src/store/newGame';

type Rng = () => number;

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];

/** The cards of a side that pass a test, filtered once per side and name of the test. */
const cardLists = new Map<Side, Map<string, UnitDef[]>>();

function cardsOf(side: Side, name: string, test: (d: UnitDef) => boolean): UnitDef[] {
  let lists = cardLists.get(side);
  if (!lists) {
    lists = new Map();
    cardLists.set(side, lists);
  }
  let list = lists.get(name);
  if (!list) {
    list = CATALOG.filter((d) => d.side === side && test(d));
    lists.set(name, list);
  }
  return list;
}

const is = (line: string) => (d: UnitDef) => d.typeLine === line;

/**
 * A random army of about `points` (R1): one Commander, squads of 6 Basic Infantry with an
 * Officer or Specialist swaps, other infantry units of 3, artillery of 1-3 with one Large at most,
 * vehicles and aircraft, each unit of one nation.
 */
export function randomArmy(rng: Rng, points: number, side: Side): UnitSetup[] {
  const units: UnitSetup[] = [];
  let spent = 0;
  const fits = (cost: number) => spent + cost <= points;
  const add = (u: UnitSetup) => {
    units.push(u);
    spent += u.models.reduce((s, m) => s + CATALOG_BY_ID[m].cost, 0);
  };
  const officers = cardsOf(side, 'officer', (d) => hasKeyword(d, 'Officer'));
  const officer = pick(rng, officers);
  const basicsOf = (nation: string) => cardsOf(side, `basic:${nation}`, (d) => is('Basic Infantry')(d) && d.nation === nation);
  const squad = (nation: string, withOfficer: UnitDef | null): UnitSetup | null => {
    const basics = basicsOf(nation);
    if (basics.length === 0) return null;
    const basic = pick(rng, basics);
    const models = Array<string>(6).fill(basic.id);
    let commander: UnitSetup['commander'];
    if (withOfficer) {
      models[5] = withOfficer.id;
      commander = { model: 5, grade: 'commander' };
    }
    const specialists = cardsOf(side, `specialist:${nation}`, (d) => is('Infantry Specialist')(d) && d.nation === nation);
    const mgs = cardsOf(side, `mg:${nation}`, (d) => is('Infantry MG Team')(d) && d.nation === nation);
    const roll = rng();
    if (roll < 0.4 && specialists.length > 0) {
      models[0] = pick(rng, specialists).id;
      if (rng() < 0.5) models[1] = pick(rng, specialists).id;
    } else if (roll < 0.6 && mgs.length > 0) {
      models.splice(0, 2, pick(rng, mgs).id);
      if (commander) commander = { model: models.length - 1, grade: 'commander' };
    }
    return { models, ...(commander ? { commander } : {}) };
  };
  // The Commander first (R1.3): an infantry officer leads a squad, a vehicle officer is his own unit.
  if (hasKeyword(officer, 'Infantry')) {
    const s = squad(officer.nation, officer);
    if (s) add(s);
  } else {
    add({ models: [officer.id], commander: { model: 0, grade: 'commander' } });
  }
  const templates: (() => UnitSetup | null)[] = [
    () => squad(pick(rng, ['Germany', 'Italy', 'Japan', 'USA', 'UK', 'Soviet Union'].filter((n) => basicsOf(n).length > 0)), null),
    () => threeOf('Infantry MG Team'),
    () => threeOf('Infantry Specialist'),
    () => threeOf('Infantry Cavalry'),
    () => threeOf('Infantry Motorcycle'),
    () => {
      const guns = cardsOf(side, 'artillery', (d) => d.typeLine.startsWith('Infantry Artillery'));
      if (guns.length === 0) return null;
      const first = pick(rng, guns);
      const models = [first.id];
      const small = guns.filter((g) => g.nation === first.nation && g.typeLine === 'Infantry Artillery');
      const n = Math.floor(rng() * 3);
      for (let i = 0; i < n && small.length > 0; i++) models.push(pick(rng, small).id);
      return { models };
    },
    () => ({ models: [pick(rng, cardsOf(side, 'vehicle', (d) => d.typeLine.startsWith('Vehicle') && !hasKeyword(d, 'Officer'))).id] }),
    () => ({ models: [pick(rng, cardsOf(side, 'vehicle', (d) => d.typeLine.startsWith('Vehicle') && !hasKeyword(d, 'Officer'))).id] }),
    () => {
      const planes = cardsOf(side, 'aircraft', is('Aircraft'));
      return planes.length > 0 ? { models: [pick(rng, planes).id] } : null;
    },
  ];
  function threeOf(line: string): UnitSetup | null {
    const cards = cardsOf(side, line, is(line));
    if (cards.length === 0) return null;
    const first = pick(rng, cards);
    return { models: [first.id, first.id, first.id] };
  }
  for (let attempt = 0; attempt < 60 && spent < points; attempt++) {
    const u = pick(rng, templates)();
    if (!u) continue;
    const cost = u.models.reduce((s, m) => s + CATALOG_BY_ID[m].cost, 0);
    if (fits(cost)) add(u);
  }
  return units;
}

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

/** A random game: random armies of `points`, a random battlefield for that size, the full setup. */
export function randomGameSetup(seed: string, points = 200): GameSetup {
  const rng = seedrandom.alea(`${seed}:setup`);
  const tiles = tilesForPoints(points);
  const map = battlefieldOf(battlefieldForTiles(tiles, { seed, tall: tiles === 6 && rng() < 0.3 }));
  const sides: [Side, Side] = rng() < 0.5 ? ['Allies', 'Axis'] : ['Axis', 'Allies'];
  return {
    seed,
    map,
    catalog: CATALOG_BY_ID,
    teams: [
      { name: sides[0], units: randomArmy(rng, points, sides[0]) },
      { name: sides[1], units: randomArmy(rng, points, sides[1]) },
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
 * picked (default: from legalActions' full list).
 */
export function playRandomGame(
  seed: string,
  opts: { points?: number; maxActions?: number; policy?: Policy; check?: (state: GameState, action: Action | null, events: readonly GameEvent[]) => void } = {},
): PlayedGame {
  const created = createGame(randomGameSetup(seed, opts.points));
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
