// Small, self-contained fixtures for engine tests: stat cards and maps written here, so the
// tests do not change when the catalog or the tiles do.
import seedrandom from 'seedrandom';
import {
  applyAction,
  createGame,
  fromOffset,
  neighbor,
  opposite,
  toOffset,
  type Action,
  type BattleMap,
  type Dir,
  type GameEvent,
  type GameState,
  type Hex,
  type Hexside,
  type MapHex,
  type Settings,
  type CommanderGrade,
  type UnitDef,
} from '../src/engine';

const base = { nation: 'USA', side: 'Allies', cost: 5, abilities: [] } as const;

export const DEFS: Record<string, UnitDef> = {
  rifle: {
    ...base,
    id: 'rifle',
    name: 'Rifleman',
    typeLine: 'Basic Infantry',
    speed: 1,
    defense: 4,
    attack: { infantry: [8, 6, null], vehicle: [2, null, null] },
    abilities: [],
  },
  officer: {
    ...base,
    id: 'officer',
    name: 'Captain',
    typeLine: 'Infantry Officer',
    speed: 1,
    defense: 4,
    attack: { infantry: [8, 6, null], vehicle: [2, null, null] },
    abilities: [{ id: 'initiative', n: 2 }],
  },
  para: {
    ...base,
    id: 'para',
    name: 'Paratrooper',
    typeLine: 'Basic Infantry',
    speed: 1,
    defense: 5,
    attack: { infantry: [9, 7, null], vehicle: [2, null, null] },
    abilities: [{ id: 'paratrooper' }, { id: 'highGear', n: 1 }],
  },
  bike: {
    ...base,
    id: 'bike',
    name: 'Motorcycle',
    typeLine: 'Infantry Motorcycle',
    speed: 5,
    defense: 3,
    attack: { infantry: [8, 6, null], vehicle: [2, null, null] },
    abilities: [{ id: 'highGear', n: 2 }],
  },
  gun: {
    ...base,
    id: 'gun',
    name: 'Field Gun',
    typeLine: 'Infantry Artillery Large',
    speed: 0,
    defense: 3,
    attack: { infantry: [3, 3, 3], vehicle: [15, 13, 11] },
    abilities: [{ id: 'large' }, { id: 'relocate', n: 1 }],
  },
  tank: {
    ...base,
    id: 'tank',
    name: 'Medium Tank',
    typeLine: 'Vehicle Medium Tank',
    speed: 4,
    defense: [5, 4],
    attack: { infantry: [9, 9, 7], vehicle: [13, 11, 9] },
    abilities: [],
  },
  fasttank: {
    ...base,
    id: 'fasttank',
    name: 'Fast Tank',
    typeLine: 'Vehicle Light Tank',
    speed: 5,
    defense: [3, 2],
    attack: { infantry: [6, 6, 4], vehicle: [14, 12, 10] },
    abilities: [{ id: 'highGear', n: 2 }],
  },
  amphib: {
    ...base,
    id: 'amphib',
    name: 'Amphibious Tank',
    typeLine: 'Vehicle Light Tank',
    speed: 3,
    defense: [2, 2],
    attack: { infantry: [7, 7, 6], vehicle: [7, 6, 5] },
    abilities: [{ id: 'amphibious' }],
  },
  robust: {
    ...base,
    id: 'robust',
    name: 'Robust Tank',
    typeLine: 'Vehicle Light Tank',
    speed: 3,
    defense: [5, 5],
    attack: { infantry: [5, 5, 4], vehicle: [9, 8, 6] },
    abilities: [{ id: 'robust' }],
  },
};

/** A stat card for a test, with plain defaults (a 5-point US card with no attack). */
export function card(id: string, typeLine: string, over: Partial<UnitDef> = {}): UnitDef {
  const vehicle = typeLine.startsWith('Vehicle');
  return {
    id,
    name: over.name ?? id,
    nation: 'USA',
    side: 'Allies',
    typeLine,
    cost: 5,
    speed: typeLine === 'Aircraft' ? 'A' : vehicle ? 4 : 1,
    defense: vehicle ? [5, 4] : 4,
    attack: { infantry: [8, 6, 4], vehicle: [8, 6, 4] },
    abilities: typeLine === 'Aircraft' ? [{ id: 'aircraft' }] : [],
    ...over,
  };
}

/** The same state at another phase with another team to act (flags as they are). */
export function atPhase(state: GameState, phase: 'movement' | 'assault', active: 0 | 1 = 0): GameState {
  return { ...state, phase, active };
}

/** An all-Open map with the given hexes (by offset "col,row") changed. */
export function testMap(
  cols: number,
  rows: number,
  hexes: Record<string, Partial<MapHex>> = {},
  hexsides: { col: number; row: number; dir: Dir; kind: Hexside['kind']; bridge?: boolean }[] = [],
): BattleMap {
  const cells: MapHex[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) cells.push({ terrain: 'open', ...hexes[`${col},${row}`] });
  }
  return {
    id: 'test',
    name: 'Test map',
    cols,
    rows,
    hexes: cells,
    hexsides: hexsides.map((s) => ({
      hex: fromOffset(s.col, s.row),
      dir: s.dir,
      kind: s.kind,
      ...(s.bridge ? { bridge: true } : {}),
    })),
  };
}

export interface TestUnit {
  id: string;
  team: 0 | 1;
  models: string[];
  at?: [col: number, row: number];
  facing?: Dir;
  commander?: { model: number; grade: CommanderGrade };
  reserve?: boolean;
  carrier?: string;
}

/**
 * R3.1: scripted initiative dice with which `winner` wins a turn's roll: 6+6 against 1+1 (the
 * engine rolls team 0's two dice first). No test force has the Initiative +10 that would undo it.
 */
export function initiative({ winner }: { winner: 0 | 1 }): number[] {
  return winner === 0 ? [6, 6, 1, 1] : [1, 1, 6, 6];
}

/**
 * A game on `map` with `units`. Initiative is scripted so that team 0 wins turn 1 unless
 * `script` replaces it (start it with `initiative(...)`); further scripted dice follow.
 */
export function testGame(opts: {
  map?: BattleMap | undefined;
  units: TestUnit[];
  script?: number[] | undefined;
  settings?: Partial<Settings> | undefined;
  seed?: string | undefined;
  /** No sentinel for an empty team (the game then ends when an action settles). */
  alone?: boolean;
  /** Extra stat cards for this test. */
  cards?: UnitDef[] | undefined;
  /** Objectives, by offset hex. */
  objectives?: { at: [number, number]; value: 1 | 2 | 3; placedBy: 0 | 1 }[];
}): GameState {
  const teams: [{ name: string; units: object[] }, { name: string; units: object[] }] = [
    { name: 'Blue', units: [] },
    { name: 'Red', units: [] },
  ];
  for (const u of opts.units) {
    teams[u.team].units.push({
      id: u.id,
      models: u.models,
      ...(u.at ? { at: fromOffset(u.at[0], u.at[1]) } : {}),
      ...(u.facing !== undefined ? { facing: u.facing } : {}),
      ...(u.commander ? { commander: u.commander } : {}),
      ...(u.reserve ? { reserve: true } : {}),
      ...(u.carrier ? { carrier: u.carrier } : {}),
    });
  }
  // R7.3: a team with no unit ends the game at once, so a lone team gets a sentinel rifleman in
  // a far corner (out of every test's way) unless the test asks for none.
  const map = opts.map ?? testMap(8, 8);
  if (!opts.alone) {
    for (const t of [0, 1] as const) {
      if (teams[t].units.length === 0) {
        teams[t].units.push({
          id: t === 0 ? 'sentinelA' : 'sentinelB',
          models: ['rifle'],
          at: fromOffset(map.cols - 1, t === 0 ? map.rows - 1 : 0),
        });
      }
    }
  }
  const result = createGame({
    seed: opts.seed ?? 'test',
    map,
    catalog: { ...DEFS, ...Object.fromEntries((opts.cards ?? []).map((c) => [c.id, c])) },
    objectives: (opts.objectives ?? []).map((o) => ({
      at: fromOffset(o.at[0], o.at[1]),
      value: o.value,
      placedBy: o.placedBy,
    })),
    teams: teams as never,
    ...(opts.settings ? { settings: opts.settings } : {}),
    diceScript: opts.script ?? initiative({ winner: 0 }),
    start: 'placed',
  });
  if (!result.ok) throw new Error(result.error.map((e) => e.message).join('\n'));
  return result.state;
}

/**
 * The usual rule-test position: turn 1 (or `turn`) at `phase` (Movement unless told), team 0
 * having won the initiative (R3.1) and to act, on a 10 x 8 open map unless `map` is given;
 * `dice` are the scripted dice after the initiative roll, in the order the engine draws them.
 */
export function gameAt(
  units: TestUnit[],
  opts: {
    dice?: number[] | undefined;
    phase?: 'movement' | 'assault' | undefined;
    map?: BattleMap | undefined;
    cards?: UnitDef[] | undefined;
    turn?: number | undefined;
  } = {},
): GameState {
  const state = testGame({
    map: opts.map ?? testMap(10, 8),
    units,
    script: [...initiative({ winner: 0 }), ...(opts.dice ?? [])],
    cards: opts.cards,
  });
  const placed = atPhase(state, opts.phase ?? 'movement', 0);
  return opts.turn === undefined ? placed : { ...placed, turn: opts.turn };
}

/** Applies an action that must succeed. */
export function play(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`${action.type} refused: ${r.error.message} (${r.error.rule})`);
  return r;
}

export function at(col: number, row: number) {
  return fromOffset(col, row);
}

/** Freezes a value deeply, so a test fails if the engine mutates its input. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * A seeded random map for property tests and benches: each hex City, Forest or Hill with
 * probability `blocking` (spread evenly), each hexside a Cliff or Hedge with probability
 * `features`, and a River elsewhere now and then.
 */
export function randomMap(
  seed: string,
  cols: number,
  rows: number,
  opts: { blocking?: number; features?: number } = {},
): BattleMap {
  const rng = seedrandom(seed);
  const blocking = opts.blocking ?? 0.15;
  const features = opts.features ?? 0.05;
  const hexes: Record<string, Partial<MapHex>> = {};
  const hexsides: Parameters<typeof testMap>[3] = [];
  const kinds = ['city', 'forest', 'hill'] as const;
  const sides = ['cliff', 'hedge'] as const;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      if (rng() < blocking) hexes[`${col},${row}`] = { terrain: kinds[Math.floor(rng() * 3)] };
      // Directions E, SE, SW: each inner hexside once.
      for (const dir of [0, 1, 2] as const) {
        const x = rng();
        if (x < features) hexsides.push({ col, row, dir, kind: sides[Math.floor(rng() * 2)] });
        else if (x < features * 1.5) hexsides.push({ col, row, dir, kind: 'river', bridge: rng() < 0.5 });
      }
    }
  }
  return testMap(cols, rows, hexes, hexsides);
}

/** The map with random roads added (R2.1: a road crosses a hexside both hexes list), some on Hills and Forest. */
export function withRoads(map: BattleMap, rng: () => number): BattleMap {
  const hexes = map.hexes.map((h) => ({ ...h, roads: [...(h.roads ?? [])] }));
  const indexOf = (h: Hex) => {
    const { col, row } = toOffset(h);
    return col >= 0 && col < map.cols && row >= 0 && row < map.rows ? row * map.cols + col : -1;
  };
  for (let k = 0; k < 14; k++) {
    const i = Math.floor(rng() * hexes.length);
    const d = Math.floor(rng() * 6) as Dir;
    const j = indexOf(neighbor(fromOffset(i % map.cols, Math.floor(i / map.cols)), d));
    if (j < 0) continue;
    hexes[i].roads.push(d);
    hexes[j].roads.push(opposite(d));
  }
  return { ...map, hexes };
}

/**
 * R5.7: a tank (t, team 0) about to drive past a bazooka (e, team 1) on a 10 x 3 map in the
 * Movement Phase: the move [at(1, 1), at(2, 1)] offers the bazooka Defensive Fire. Every die
 * after the initiative is a 1.
 */
export function defensiveFireAmbush(): GameState {
  const bazooka = card('baz', 'Infantry Specialist', { attack: { infantry: [4, null, null], vehicle: [9, 4, null] } });
  return atPhase(
    testGame({
      map: testMap(10, 3),
      units: [
        { id: 't', team: 0, models: ['tank'], at: [0, 1] },
        { id: 'e', team: 1, models: ['baz'], at: [2, 0] },
      ],
      cards: [bazooka],
      script: [...initiative({ winner: 0 }), ...Array(40).fill(1)],
    }),
    'movement',
    0,
  );
}

/**
 * R4.6, R5.6: a full hex of team 0 (a Half-Track h with room, and a rifleman x) at (3, 1), and
 * a rifleman r beside it at (2, 1) that may board the Half-Track, in the Movement Phase.
 */
export function transportInFullHex(): GameState {
  const ht = card('ht', 'Vehicle Half-Track', { abilities: [{ id: 'transport' }] });
  return atPhase(
    testGame({
      map: testMap(8, 4),
      units: [
        { id: 'h', team: 0, models: ['ht'], at: [3, 1] },
        { id: 'x', team: 0, models: ['rifle'], at: [3, 1] },
        { id: 'r', team: 0, models: ['rifle'], at: [2, 1] },
      ],
      cards: [ht],
    }),
    'movement',
  );
}
