// Everything wrong with a map tile, at once and each at its place (docs/maps.md, "What every tile
// keeps to"): for a tile made in the browser or read from a file, before it may join a battlefield.
// The shape (validateTileSpec), the road ports, hexside features on the tile's edge, roads across
// a Hedge, a Cliff or an unbridged River, Barren patches (R2.4), room in each deployment zone (R2.2),
// and who can reach what, walked with the movement rules themselves (checkStep, R5.1-R5.3).
import type { UnitDef } from '../core/cards';
import { DIR_WORDS, DIRS, fromOffset, hexLabel, toOffset } from '../core/hex';
import type { BattleMap } from '../core/mapData';
import type { GameState } from '../core/state';
import {
  assembleBattlefield,
  roadExits,
  TILE_ROWS,
  validateTileSpec,
  type OffsetPair,
  type SideSpec,
  type TileSpec,
  sideSpecKey,
} from '../board/battlefield';
import { getBoard } from '../board/map';
import { roadCrossings } from '../board/mapValidation';
import { checkStep } from '../rules/movement';
import { createGame } from './setup';

export interface TileProblem {
  message: string;
  /** The hexes it is about, (col, row) of the tile, for the editor to point at. */
  hexes: OffsetPair[];
}

const label = ([c, r]: readonly number[]) => hexLabel(fromOffset(c, r));

/** A Motorcycle-fast infantry, a Speed 1 rifleman, a Vehicle: who must be able to go where (R5.1). */
const WALKERS: Record<'bike' | 'rifle' | 'tank', UnitDef> = {
  bike: walker('bike', 'Infantry Motorcycle', 5),
  rifle: walker('rifle', 'Basic Infantry', 1),
  tank: walker('tank', 'Vehicle Medium Tank', 10),
};

function walker(id: string, typeLine: string, speed: number): UnitDef {
  return {
    id,
    name: id,
    nation: 'USA',
    side: 'Allies',
    cost: 1,
    typeLine,
    speed,
    defense: typeLine.startsWith('Vehicle') ? [5, 4] : 4,
    attack: { infantry: [1, null, null], vehicle: [1, null, null] },
    abilities: [],
  } as UnitDef;
}

/** Where roads leave the tile that are not ports, and ports no road or two roads leave from. */
function portProblems(spec: TileSpec, ports: readonly SideSpec[]): TileProblem[] {
  const key = (s: readonly number[]) => s.join(',');
  const exits = roadExits(spec);
  const problems: TileProblem[] = [];
  const portNames = ports.map((p) => `${label(p)} (${DIR_WORDS[p[2]]})`).join(', ');
  for (const e of exits) {
    if (!ports.some((p) => key(p) === key(e)))
      problems.push({
        message: `A road leaves the tile from ${label(e)} to the ${DIR_WORDS[e[2]]}: roads leave a tile only at its ports, ${portNames} (docs/maps.md, "Road ports")`,
        hexes: [[e[0], e[1]]],
      });
  }
  for (const p of ports) {
    const n = exits.filter((e) => key(e) === key(p)).length;
    if (n !== 1)
      problems.push({
        message:
          n === 0
            ? `No road leaves from ${label(p)} to the ${DIR_WORDS[p[2]]}: every tile's roads leave at each of its ports, so they meet the next tile's (R2.4)`
            : `${n} roads leave from ${label(p)} to the ${DIR_WORDS[p[2]]}: one road per port`,
        hexes: [[p[0], p[1]]],
      });
  }
  return problems;
}

/** Hexside features on the tile's outer edge (a seam's hexside belongs to two tiles) and bridges off a river. */
function sideProblems(spec: TileSpec, map: BattleMap): TileProblem[] {
  const problems: TileProblem[] = [];
  const board = getBoard(map);
  for (const [kind, list] of [
    ['River', spec.rivers],
    ['Hedge', spec.hedges],
    ['Cliff', spec.cliffs],
  ] as const) {
    for (const [c, r, d] of list) {
      const i = board.hexAt.findIndex((h) => h.q === fromOffset(c, r).q && h.r === fromOffset(c, r).r);
      if (i >= 0 && board.neighbors[i * 6 + d] < 0)
        problems.push({
          message: `The ${kind} on the ${DIR_WORDS[d]} side of ${label([c, r])} is on the tile's edge: a hexside there belongs to the next tile too`,
          hexes: [[c, r]],
        });
    }
  }
  const rivers = new Set(spec.rivers.map((s) => s.join(',')));
  for (const b of spec.bridges) {
    if (rivers.has(b.join(','))) continue;
    // The River named from the hexside's other hex: a Bridge is listed as its River is (the
    // battlefield joins them by how they are listed).
    const river = spec.rivers.find((x) => sideSpecKey(x) === sideSpecKey(b));
    problems.push({
      message: river
        ? `The Bridge on the ${DIR_WORDS[b[2]]} side of ${label(b)} is listed from the other hex than its River, the ${DIR_WORDS[river[2]]} side of ${label(river)}: list the Bridge as its River is`
        : `The Bridge on the ${DIR_WORDS[b[2]]} side of ${label(b)} has no River under it (list it in rivers too)`,
      hexes: [[b[0], b[1]]],
    });
  }
  return problems;
}

/** The kinds of hexside a road may not cross on a tile, by name. */
const FEATURE_NAMES = { river: 'River', hedge: 'Hedge', cliff: 'Cliff' } as const;

/**
 * R2.1: roads that cross a River without a Bridge (roadCrossings, the map check's own reading), and
 * a tile's own standard: no road crosses a Hedge or a Cliff (docs/maps.md). Each names the road's
 * hexes and the hexside.
 */
function crossingProblems(map: BattleMap): TileProblem[] {
  return roadCrossings(map).map(({ hex, dir, to, kind }) => {
    const a = toOffset(hex);
    const b = toOffset(to);
    const road = `The road from ${hexLabel(hex)} to ${hexLabel(to)} crosses the ${FEATURE_NAMES[kind]} on the ${DIR_WORDS[dir]} side of ${hexLabel(hex)}`;
    return {
      message:
        kind === 'river'
          ? `${road} without a Bridge: a road crosses a River only on a Bridge (R2.1)`
          : `${road}: no road crosses a Hedge or a Cliff`,
      hexes: [
        [a.col, a.row],
        [b.col, b.row],
      ],
    };
  });
}

/** R2.4: Barren in patches of more than two hexes. */
function barrenProblems(map: BattleMap): TileProblem[] {
  const board = getBoard(map);
  const seen = new Set<number>();
  const problems: TileProblem[] = [];
  for (let i = 0; i < board.size; i++) {
    if (board.terrain[i] !== 'barren' || seen.has(i)) continue;
    const patch = [i];
    seen.add(i);
    for (let k = 0; k < patch.length; k++) {
      for (const d of DIRS) {
        const j = board.neighbors[patch[k] * 6 + d];
        if (j >= 0 && !seen.has(j) && board.terrain[j] === 'barren') {
          seen.add(j);
          patch.push(j);
        }
      }
    }
    if (patch.length > 2) {
      const hexes = patch.map((j) => toOffset(board.hexAt[j])).map(({ col, row }): OffsetPair => [col, row]);
      problems.push({
        message: `Barren ${hexes.map(label).join(', ')} is one patch of ${patch.length}: Barren comes in patches of one or two hexes (R2.4)`,
        hexes,
      });
    }
  }
  return problems;
}

/** R2.2: each half of the tile is a deployment zone in some game; at least 30 of its 40 hexes must take units. */
function roomProblems(spec: TileSpec): TileProblem[] {
  const problems: TileProblem[] = [];
  for (const [name, rows, first] of [
    ['upper', spec.terrain.slice(0, TILE_ROWS / 2), 0],
    ['lower', spec.terrain.slice(TILE_ROWS / 2), TILE_ROWS / 2],
  ] as const) {
    const room = rows.join('').replace(/[wc]/g, '').length;
    if (room < 30)
      problems.push({
        message: `The ${name} half (rows ${first + 1}-${first + TILE_ROWS / 2}) has ${room} hexes that are neither Water nor City: a deployment zone needs at least 30 (R2.2)`,
        hexes: [],
      });
  }
  return problems;
}

/**
 * The hexes (board indices) unit `id` reaches from hex index `start`, step by step by the movement
 * rules (checkStep, R5.1-R5.3; movement rolls assumed passed), whatever it has already spent.
 */
export function walkedFrom(state: GameState, id: string, speed: number, start: number): Set<number> {
  const board = getBoard(state.map);
  const unit = state.units[id];
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const i = queue.pop()!;
    for (const d of DIRS) {
      const j = board.neighbors[i * 6 + d];
      if (j < 0 || seen.has(j)) continue;
      const from = board.hexAt[i];
      const step = checkStep(
        state,
        { ...unit, at: from },
        { speedLeft: speed, freeRoadSteps: 0 },
        from,
        board.hexAt[j],
      );
      if (step.ok) {
        seen.add(j);
        queue.push(j);
      }
    }
  }
  return seen;
}

/** The parts of `must` that cannot reach each other, largest first. */
function regions(state: GameState, id: string, speed: number, must: readonly number[]): number[][] {
  const left = new Set(must);
  const out: number[][] = [];
  for (const start of must) {
    if (!left.has(start)) continue;
    const seen = walkedFrom(state, id, speed, start);
    const part = must.filter((i) => left.has(i) && seen.has(i));
    for (const i of part) left.delete(i);
    out.push(part);
  }
  return out.sort((a, b) => b.length - a.length);
}

/** R5.1-R5.3: who is cut off from where, on the tile alone (a seam's ports always join it to the next tile). */
function reachProblems(map: BattleMap): TileProblem[] {
  const board = getBoard(map);
  const all = [...Array(board.size).keys()];
  const standsVehicle = (i: number) =>
    board.terrain[i] !== 'water' && (!['city', 'marsh'].includes(board.terrain[i]) || board.roadBits[i] !== 0);
  const groups: { who: string; model: keyof typeof WALKERS; speed: number; must: number[] }[] = [
    { who: 'Infantry', model: 'bike', speed: 5, must: all.filter((i) => board.terrain[i] !== 'water') },
    {
      who: 'Speed 1 Infantry',
      model: 'rifle',
      speed: 1,
      must: all.filter((i) => board.terrain[i] !== 'water' && board.terrain[i] !== 'barren'),
    },
    { who: 'Vehicles', model: 'tank', speed: 10, must: all.filter(standsVehicle) },
  ];
  const problems: TileProblem[] = [];
  for (const g of groups) {
    if (g.must.length === 0) continue;
    const start = g.must[0];
    const at = board.hexAt[start];
    const game = createGame({
      seed: 'tile-check',
      map,
      catalog: WALKERS,
      teams: [
        { name: 'A', units: [{ id: 'u', models: [g.model], at }] },
        { name: 'B', units: [] },
      ],
      start: 'placed',
    });
    if (!game.ok) continue;
    const [main, ...cut] = regions(game.state, 'u', g.speed, g.must);
    for (const part of cut) {
      const hexes = part.map((i) => toOffset(board.hexAt[i])).map(({ col, row }): OffsetPair => [col, row]);
      const from = hexLabel(board.hexAt[main[0]]);
      const barriers = `Water, Cliffs${g.model === 'rifle' ? ', Barren' : ''}${g.model === 'tank' ? ', City and Marsh off the road' : ''}`;
      problems.push({
        message: `${g.who} cannot reach ${hexes.map(label).join(', ')} from ${from}: ${barriers} cut ${hexes.length > 1 ? 'them' : 'it'} off (R5.1, R5.3)`,
        hexes,
      });
    }
  }
  return problems;
}

/**
 * Every problem of `spec` as a tile of the game, each with its hexes: an empty list is a tile
 * that may join any battlefield. `ports`: where roads must leave a tile (ROAD_PORTS, src/data/tiles.ts).
 */
export function checkTile(spec: TileSpec, ports: readonly SideSpec[]): TileProblem[] {
  const shape = validateTileSpec(spec);
  if (shape.length > 0) return shape.map((message) => ({ message, hexes: [] }));
  const problems = portProblems(spec, ports);
  const built = assembleBattlefield(spec.id, spec.name, { [spec.id]: spec }, [{ tile: spec.id, x: 0, y: 0 }]);
  if (!built.ok) return [...problems, ...built.error.map((e) => ({ message: e.message, hexes: [] }))];
  const map = built.value;
  problems.push(...sideProblems(spec, map), ...crossingProblems(map), ...barrenProblems(map), ...roomProblems(spec));
  // Walking the tile is worth it only once its shape and sides are right.
  if (problems.length === 0) problems.push(...reachProblems(map));
  return problems;
}
