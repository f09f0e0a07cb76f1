// The map tiles and the battlefields made of them: RULINGS R1.7 and R2.4 (tiles, seams, Barren
// patches), R2.1 (terrain and hexside features), R5.1-R5.3 (who may go where).
import { describe, expect, it } from 'vitest';
import {
  assembleBattlefield,
  deploymentRows,
  DIRS,
  fromOffset,
  getBoard,
  HEXSIDE_KINDS,
  neighbor,
  roadExits,
  SIDE_BRIDGE,
  SIDE_NONE,
  TERRAIN_CHARS,
  TERRAINS,
  TILE_COLS,
  TILE_ROWS,
  toOffset,
  validateMap,
  validateTileSpec,
  walkedFrom,
  type BattleMap,
  type GameState,
  type SideSpec,
  type TilePlacement,
} from '../../src/engine';
import { existsSync } from 'node:fs';
import { DEFAULT_TILES, layoutFor, ROAD_PORTS, seededShuffle, THEATRES, TILE_IDS, TILES } from '../../src/data/tiles';
import { battlefieldForTiles } from '../../src/store/game/newGame';
import { testGame } from '../helpers';

/** Terrain kinds each tile must have, of the 7 of R2.1. */
const MIN_TERRAINS = 6;

function build(placements: TilePlacement[]): BattleMap {
  const r = assembleBattlefield('t', 't', TILES, placements);
  if (!r.ok) throw new Error(`${JSON.stringify(placements)}:\n${r.error.map((e) => e.message).join('\n')}`);
  return r.value;
}

const key = (s: readonly number[]) => s.join(',');

/** Every way the game puts two tiles next to each other: stacked (any turns) and side by side (same turn). */
function pairArrangements(a: string, b: string): { what: string; placements: TilePlacement[] }[] {
  const out: { what: string; placements: TilePlacement[] }[] = [];
  for (const upper of [false, true]) {
    for (const lower of [false, true]) {
      out.push({
        what: `${a}${upper ? ' (turned)' : ''} above ${b}${lower ? ' (turned)' : ''}`,
        placements: [
          { tile: a, x: 0, y: 0, rotated: upper },
          { tile: b, x: 0, y: 1, rotated: lower },
        ],
      });
    }
  }
  for (const turned of [false, true]) {
    out.push({
      what: `${a} left of ${b}${turned ? ', both turned' : ''}`,
      placements: [
        { tile: a, x: 0, y: 0, rotated: turned },
        { tile: b, x: 1, y: 0, rotated: turned },
      ],
    });
  }
  return out;
}

/** Every ordered pair of tiles in every arrangement: the game may put any tile next to any other. */
const PAIRS = TILE_IDS.flatMap((a) => TILE_IDS.flatMap((b) => pairArrangements(a, b)));

/**
 * The battlefields whose seams, roads and reach are walked hex by hex: each tile beside itself in
 * every arrangement, and the battlefields the game builds from each theatre and from all the tiles.
 * Reach is a property of each tile (connected inside) and of the seams (the road ports, never
 * Water, Cliff or City, tested above), so walking every pair of different tiles would prove
 * nothing more.
 */
const SELF_PAIRS = TILE_IDS.flatMap((a) => pairArrangements(a, a));

const POOLS = [...THEATRES.map((t) => ({ name: t.name, tiles: t.tiles })), { name: 'all tiles', tiles: TILE_IDS }];

const LAYOUTS = POOLS.flatMap((pool) =>
  [2, 4, 6, 8].flatMap((count) =>
    ['a', 'b'].flatMap((seed) => [
      {
        what: `${pool.name}, ${count} tiles, seed ${seed}`,
        layout: battlefieldForTiles(count, { seed, tiles: pool.tiles }),
      },
      ...(count === 6
        ? [
            {
              what: `${pool.name}, 6 tall, seed ${seed}`,
              layout: battlefieldForTiles(6, { seed, tall: true, tiles: pool.tiles }),
            },
          ]
        : []),
    ]),
  ),
);

const BATTLEFIELDS: { what: string; map: BattleMap }[] = [
  ...SELF_PAIRS.map((p) => ({ what: p.what, map: build(p.placements) })),
  ...LAYOUTS.map((l) => ({ what: l.what, map: build(l.layout.tiles) })),
];

/** Road crossings between each pair of neighbouring tiles, by "tileA|tileB". */
function seamCrossings(map: BattleMap): Map<string, number> {
  const board = getBoard(map);
  const tileOf = (i: number) => {
    const { col, row } = toOffset(board.hexAt[i]);
    return `${Math.floor(col / TILE_COLS)},${Math.floor(row / TILE_ROWS)}`;
  };
  const out = new Map<string, number>();
  for (let i = 0; i < board.size; i++) {
    for (const d of DIRS) {
      const j = board.neighbors[i * 6 + d];
      if (j < 0 || j < i || tileOf(i) === tileOf(j)) continue;
      const k = [tileOf(i), tileOf(j)].sort().join('|');
      out.set(k, out.get(k) ?? 0);
      if (board.roadBits[i] & (1 << d) && board.roadBits[j] & (1 << ((d + 3) % 6))) out.set(k, out.get(k)! + 1);
    }
  }
  return out;
}

function gameOn(
  map: BattleMap,
  models: string[],
  standOn: (i: number) => boolean,
): { state: GameState; start: number } {
  const board = getBoard(map);
  const start = [...Array(board.size).keys()].find(standOn)!;
  const { col, row } = toOffset(board.hexAt[start]);
  // No sentinel for the other team: its corner may be Water on some tiles, and checkStep settles nothing.
  return { state: testGame({ map, alone: true, units: [{ id: 'u', team: 0, models, at: [col, row] }] }), start };
}

describe('the tiles (R2.1, R2.4)', () => {
  it('there are at least 20 distinct tiles, each valid, with its own name', () => {
    expect(TILE_IDS.length).toBeGreaterThanOrEqual(20);
    const names = new Set(Object.values(TILES).map((t) => t.name));
    const terrains = new Set(Object.values(TILES).map((t) => t.terrain.join('')));
    expect(names.size).toBe(TILE_IDS.length);
    expect(terrains.size).toBe(TILE_IDS.length);
    for (const [id, tile] of Object.entries(TILES)) {
      expect(tile.id).toBe(id);
      expect(validateTileSpec(tile), id).toEqual([]);
    }
  });

  it(`each tile has at least ${MIN_TERRAINS} of the 7 terrains and two of the three hexside features (R2.1)`, () => {
    for (const [id, tile] of Object.entries(TILES)) {
      const map = build([{ tile: id, x: 0, y: 0 }]);
      const terrains = new Set(map.hexes.map((h) => h.terrain));
      expect(terrains.size, `${id}: ${[...terrains].join(' ')}`).toBeGreaterThanOrEqual(MIN_TERRAINS);
      expect(TERRAINS.filter((t) => terrains.has(t)).length).toBe(terrains.size);
      const kinds = HEXSIDE_KINDS.filter((k) => map.hexsides.some((s) => s.kind === k));
      expect(kinds.length, `${id} has ${kinds.join(', ')}`).toBeGreaterThanOrEqual(2);
      for (const b of tile.bridges)
        expect(tile.rivers.map(key), `${id} bridge ${key(b)} is on a river`).toContain(key(b));
    }
  });

  it('every tile belongs to exactly one theatre; each theatre has at least 4 tiles and every hexside feature (R2.1)', () => {
    const placed = THEATRES.flatMap((t) => t.tiles);
    expect([...placed].sort()).toEqual([...TILE_IDS].sort());
    expect(new Set(THEATRES.map((t) => t.id)).size).toBe(THEATRES.length);
    for (const theatre of THEATRES) {
      expect(theatre.tiles.length, theatre.name).toBeGreaterThanOrEqual(4);
      const sides = theatre.tiles.flatMap((id) => build([{ tile: id, x: 0, y: 0 }]).hexsides);
      for (const k of HEXSIDE_KINDS)
        expect(
          sides.some((s) => s.kind === k),
          `${theatre.name} has a ${k}`,
        ).toBe(true);
    }
  });

  it('a road that crosses a River on a tile crosses it on a Bridge, and the tiles have such bridges (R2.1)', () => {
    const crossings = TILE_IDS.filter((id) => {
      const map = build([{ tile: id, x: 0, y: 0 }]);
      const board = getBoard(map);
      return map.hexsides.some(
        (s) =>
          s.bridge && board.roadBits[board.hexAt.findIndex((h) => h.q === s.hex.q && h.r === s.hex.r)] & (1 << s.dir),
      );
    });
    expect(crossings.length).toBeGreaterThanOrEqual(THEATRES.length);
  });

  it('docs/maps.md shows every tile: a picture per tile (npm run tiles:pictures)', () => {
    for (const id of TILE_IDS) expect(existsSync(`docs/maps/${id}.svg`), id).toBe(true);
  });

  it("R2.4 port standard: every tile's roads leave it exactly at the four road ports", () => {
    const ports = ROAD_PORTS.map(key).sort();
    for (const [id, tile] of Object.entries(TILES)) expect(roadExits(tile).map(key).sort(), id).toEqual(ports);
  });

  it('R2.4: the ports meet across a seam whether the tiles are turned or not', () => {
    // North (5,0) NW and south (4,7) SE are each other's 180-degree turn: (c,r) -> (9-c,7-r).
    const [north, south, west, east] = ROAD_PORTS;
    expect([TILE_COLS - 1 - north[0], TILE_ROWS - 1 - north[1], (north[2] + 3) % 6]).toEqual([...south]);
    // The south port's road enters the next tile down at the north port's hex.
    const below = neighbor(fromOffset(south[0], south[1]), south[2]);
    expect(toOffset(below)).toEqual({ col: north[0], row: north[1] + TILE_ROWS });
    // West and east share a row, so tiles turned alike meet side by side.
    expect(toOffset(neighbor(fromOffset(east[0], east[1]), east[2]))).toEqual({
      col: west[0] + TILE_COLS,
      row: west[1],
    });
  });

  it('no tile puts a hexside feature on its outer edge (it would be listed twice on a seam)', () => {
    for (const [id, tile] of Object.entries(TILES)) {
      for (const s of [...tile.rivers, ...tile.hedges, ...tile.cliffs] as SideSpec[]) {
        const n = toOffset(neighbor(fromOffset(s[0], s[1]), s[2]));
        expect(n.col >= 0 && n.col < TILE_COLS && n.row >= 0 && n.row < TILE_ROWS, `${id} ${key(s)}`).toBe(true);
      }
    }
  });

  it('a tile turned 180 degrees reads its rows backwards (R2.4)', () => {
    for (const id of TILE_IDS) {
      const map = build([{ tile: id, x: 0, y: 0, rotated: true }]);
      const first = map.hexes.slice(0, TILE_COLS).map((h) => h.terrain);
      expect(first).toEqual([...TILES[id].terrain[TILE_ROWS - 1]].reverse().map((ch) => TERRAIN_CHARS[ch]));
    }
  });
});

describe('battlefields of any tiles (R2.4)', () => {
  it(`every ordered pair of tiles assembles stacked (turned or not) and side by side: ${PAIRS.length} arrangements`, () => {
    expect(PAIRS.length).toBe(TILE_IDS.length ** 2 * 6);
    // assembleBattlefield validates what it builds (validateMap): seams, roads, every tile.
    const refused = PAIRS.flatMap((p) => {
      const r = assembleBattlefield('t', 't', TILES, p.placements);
      return r.ok ? [] : [`${p.what}: ${r.error.map((e) => e.message).join('; ')}`];
    });
    expect(refused).toEqual([]);
  });

  it('roads meet on both sides of every seam, one road across each', () => {
    for (const { what, map } of BATTLEFIELDS) {
      expect(validateMap(map), what).toEqual([]);
      const seams = seamCrossings(map);
      const tiles = (map.cols / TILE_COLS) * (map.rows / TILE_ROWS);
      const w = map.cols / TILE_COLS;
      const h = map.rows / TILE_ROWS;
      expect(tiles).toBe(w * h);
      // Tiles side by side or stacked share one road; tiles that only touch at a corner none.
      const straight = [...seams].filter(([seam]) => {
        const [[ax, ay], [bx, by]] = seam.split('|').map((t) => t.split(',').map(Number));
        return ax === bx || ay === by;
      });
      expect(straight.length, what).toBe((w - 1) * h + w * (h - 1));
      for (const [seam, n] of seams)
        expect(n, `${what}: seam ${seam}`).toBe(straight.some(([k]) => k === seam) ? 1 : 0);
    }
  });

  it('every road that crosses a River does so on a Bridge, and none crosses a Cliff or a Hedge', () => {
    const wrong: string[] = [];
    for (const { what, map } of BATTLEFIELDS) {
      const board = getBoard(map);
      for (let i = 0; i < board.size; i++) {
        for (const d of DIRS) {
          const j = board.neighbors[i * 6 + d];
          if (j < 0 || !(board.roadBits[i] & (1 << d)) || !(board.roadBits[j] & (1 << ((d + 3) % 6)))) continue;
          const side = board.sides[i * 6 + d];
          if (side !== SIDE_NONE && side !== SIDE_BRIDGE)
            wrong.push(`${what}: road from ${JSON.stringify(toOffset(board.hexAt[i]))} dir ${d}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('R2.4, R5.1, R5.3: Infantry reach every hex that is not Water, and Speed 1 Infantry every hex that is neither Water nor Barren', () => {
    for (const { what, map } of BATTLEFIELDS) {
      const board = getBoard(map);
      const all = [...Array(board.size).keys()];
      const dry = all.filter((i) => board.terrain[i] !== 'water');
      // A fast infantry unit (Speed 5): Barren costs it 2, Water and Cliffs stop it.
      const bike = gameOn(map, ['bike'], (i) => board.terrain[i] === 'open');
      const reached = walkedFrom(bike.state, 'u', 5, bike.start);
      expect(
        dry.filter((i) => !reached.has(i)).map((i) => toOffset(board.hexAt[i])),
        what,
      ).toEqual([]);
      // Speed 1 riflemen cannot pay the 2 Speed of Barren: Barren patches must not cut them off.
      const rifle = gameOn(map, ['rifle'], (i) => board.terrain[i] === 'open');
      const walked = walkedFrom(rifle.state, 'u', 1, rifle.start);
      const firm = dry.filter((i) => board.terrain[i] !== 'barren');
      expect(
        firm.filter((i) => !walked.has(i)).map((i) => toOffset(board.hexAt[i])),
        what,
      ).toEqual([]);
    }
  });

  it('R5.1: Vehicles reach every hex of both deployment zones they may stand on from each other', () => {
    for (const { what, map } of BATTLEFIELDS) {
      const board = getBoard(map);
      const standable = (i: number) =>
        board.terrain[i] !== 'water' && (!['city', 'marsh'].includes(board.terrain[i]) || board.roadBits[i] !== 0);
      const zone = (team: 0 | 1) => {
        const [lo, hi] = deploymentRows(map, team);
        return [...Array(board.size).keys()].filter((i) => {
          const { row } = toOffset(board.hexAt[i]);
          return row >= lo && row <= hi && standable(i);
        });
      };
      const start = zone(0)[0];
      const { state } = gameOn(map, ['tank'], (i) => i === start);
      const reached = walkedFrom(state, 'u', 10, start);
      for (const team of [0, 1] as const) {
        expect(
          zone(team)
            .filter((i) => !reached.has(i))
            .map((i) => toOffset(board.hexAt[i])),
          `${what}, zone ${team}`,
        ).toEqual([]);
      }
    }
  });

  it('R2.2: each deployment zone of every tile leaves most hexes for units (not Water or City)', () => {
    for (const [id, tile] of Object.entries(TILES)) {
      for (const rows of [tile.terrain.slice(0, 4), tile.terrain.slice(4)]) {
        const open = rows.join('').replace(/[wc]/g, '').length;
        expect(open, `${id}`).toBeGreaterThanOrEqual(30);
      }
    }
  });
});

describe('R1.7, R2.4 which tiles go where', () => {
  it('the upper half is turned to face the lower half, also three tiles deep', () => {
    const tall = battlefieldForTiles(6, { tall: true, seed: 's' });
    expect(tall.tiles.map((p) => [p.y, p.rotated])).toEqual([
      [0, true],
      [0, true],
      [1, true],
      [1, true],
      [2, false],
      [2, false],
    ]);
    expect(battlefieldForTiles(4, { seed: 's', turnUpper: false }).tiles.every((p) => !p.rotated)).toBe(true);
  });

  it('picks which tile goes where from the seed: the same seed, the same battlefield', () => {
    expect(battlefieldForTiles(4, { seed: 'abc' })).toEqual(battlefieldForTiles(4, { seed: 'abc' }));
    const orders = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => battlefieldForTiles(4, { seed }).id));
    expect(orders.size).toBeGreaterThan(1);
    expect(seededShuffle([1, 2, 3, 4, 5], 'q').sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('a game with no theatre chosen is fought on Western Europe, so a seed gives the battlefield it always gave', () => {
    expect(DEFAULT_TILES).toEqual(['crossroads', 'village', 'woodland', 'river-valley', 'hill-country']);
    expect(battlefieldForTiles(4, { seed: 'abc' }).tiles.every((p) => DEFAULT_TILES.includes(p.tile))).toBe(true);
  });

  it("a theatre's battlefield is made of that theatre's tiles only", () => {
    for (const theatre of THEATRES) {
      for (const count of [2, 4, 6, 8]) {
        const used = battlefieldForTiles(count, { seed: theatre.id, tiles: theatre.tiles }).tiles.map((p) => p.tile);
        expect(
          used.filter((t) => !theatre.tiles.includes(t)),
          `${theatre.name}, ${count}`,
        ).toEqual([]);
        expect(new Set(used).size, `${theatre.name}, ${count}`).toBe(Math.min(count, theatre.tiles.length));
      }
    }
  });

  it('uses distinct tiles before repeating one', () => {
    for (const count of [2, 4, 6, 8]) {
      const used = battlefieldForTiles(count, { seed: 'd' }).tiles.map((p) => p.tile);
      expect(new Set(used).size, `${count}`).toBe(Math.min(count, DEFAULT_TILES.length));
    }
    expect(new Set(layoutFor(2, 2).tiles.map((p) => p.tile)).size).toBe(4);
    expect(battlefieldForTiles(4, { tiles: ['village'], seed: 'v' }).tiles.every((p) => p.tile === 'village')).toBe(
      true,
    );
  });
});
