// A map tile checked whole, every problem at its place (docs/maps.md, "What every tile keeps to"): the
// road ports (R2.4), hexside features on the edge, roads across a Hedge, Cliff or unbridged River
// (R2.1), Barren patches (R2.4), room to deploy (R2.2) and who can reach what (R5.1-R5.3).
import { describe, expect, it } from 'vitest';
import { checkTile, type TileSpec } from '../../src/engine';
import { ROAD_PORTS, TILES } from '../../src/data/tiles';

/** An open tile with the two through roads every tile has: N-S down columns 4-5, W-E along row 4. */
function plain(patch: Partial<TileSpec> = {}): TileSpec {
  return {
    id: 'plain',
    name: 'Plain',
    terrain: Array(8).fill('..........'),
    roads: [
      [
        [4, -1],
        [5, 0],
        [4, 1],
        [5, 2],
        [4, 3],
        [5, 4],
        [4, 5],
        [5, 6],
        [4, 7],
        [5, 8],
      ],
      [
        [-1, 3],
        [0, 3],
        [1, 3],
        [2, 3],
        [3, 3],
        [4, 3],
      ],
      [
        [4, 3],
        [5, 3],
        [6, 3],
        [7, 3],
        [8, 3],
        [9, 3],
        [10, 3],
      ],
    ],
    rivers: [],
    bridges: [],
    hedges: [],
    cliffs: [],
    ...patch,
  };
}

const messages = (spec: TileSpec) => checkTile(spec, ROAD_PORTS).map((p) => p.message);

describe('checkTile: every problem of a tile, at its place', () => {
  it("every tile of the game passes, and so does a plain one with the ports' roads", () => {
    for (const [id, tile] of Object.entries(TILES)) expect(checkTile(tile, ROAD_PORTS), id).toEqual([]);
    expect(messages(plain())).toEqual([]);
  });

  it('R2.4: a road that leaves the tile away from a port, and a port no road leaves from', () => {
    const spec = plain({
      roads: [
        [
          [4, -1],
          [5, 0],
          [4, 1],
          [5, 2],
          [4, 3],
          [5, 4],
          [4, 5],
          [5, 6],
          [4, 7],
          [5, 8],
        ],
        [
          [-1, 3],
          [0, 3],
          [1, 3],
          [2, 3],
          [3, 3],
          [4, 3],
        ],
        [
          [4, 3],
          [5, 3],
          [6, 3],
          [7, 3],
          [8, 3],
          [9, 2],
          [10, 2],
        ],
      ],
    });
    const problems = checkTile(spec, ROAD_PORTS);
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^A road leaves the tile from J3 to the east: roads leave a tile only at its ports/),
      expect.stringMatching(/^No road leaves from J4 to the east/),
    ]);
    expect(problems.map((p) => p.hexes)).toEqual([[[9, 2]], [[9, 3]]]);
  });

  it('R2.1: a road across a Hedge or a Cliff, or a River without a Bridge; a Bridge with no River under it', () => {
    // (4,3) -> (5,3) is the W-E road's step east; (4,1) -> (5,2) the N-S road's step south-east.
    expect(messages(plain({ hedges: [[4, 3, 0]] }))).toEqual([
      'The road from E4 to F4 crosses the Hedge on the east side of E4: no road crosses a Hedge or a Cliff',
    ]);
    const unbridged =
      'The road from E2 to F3 crosses the River on the south-east side of E2 without a Bridge: a road crosses a River only on a Bridge (R2.1)';
    expect(checkTile(plain({ rivers: [[4, 1, 1]] }), ROAD_PORTS)).toEqual([
      {
        message: unbridged,
        hexes: [
          [4, 1],
          [5, 2],
        ],
      },
    ]);
    // The same River named from its other hex (F3's north-west side) is the same River, not a Hedge.
    expect(messages(plain({ rivers: [[5, 2, 4]] }))).toEqual([unbridged]);
    expect(messages(plain({ rivers: [[4, 1, 1]], bridges: [[4, 1, 1]] }))).toEqual([]);
    expect(messages(plain({ bridges: [[2, 2, 0]] }))).toEqual([
      'The Bridge on the east side of C3 has no River under it (list it in rivers too)',
    ]);
    // A Bridge named from the other hex than its River has a River under it: it is told so.
    expect(messages(plain({ rivers: [[4, 1, 1]], bridges: [[5, 2, 4]] }))).toEqual([
      'The Bridge on the north-west side of F3 is listed from the other hex than its River, the south-east side of E2: list the Bridge as its River is',
      unbridged,
    ]);
  });

  it('a hexside feature on the edge of the tile belongs to the next tile too', () => {
    expect(checkTile(plain({ cliffs: [[0, 5, 3]] }), ROAD_PORTS)).toEqual([
      {
        message: "The Cliff on the west side of A6 is on the tile's edge: a hexside there belongs to the next tile too",
        hexes: [[0, 5]],
      },
    ]);
  });

  it('R2.4: Barren in a patch of three is refused, naming each hex; two apart are fine', () => {
    const terrain = [...plain().terrain];
    terrain[6] = '.bbb......';
    expect(checkTile(plain({ terrain }), ROAD_PORTS)).toEqual([
      {
        message: 'Barren B7, C7, D7 is one patch of 3: Barren comes in patches of one or two hexes (R2.4)',
        hexes: [
          [1, 6],
          [2, 6],
          [3, 6],
        ],
      },
    ]);
    terrain[6] = '.bb..b....';
    expect(messages(plain({ terrain }))).toEqual([]);
  });

  it('R5.1, R5.3: a pond and a cliff closing a corner cut Infantry and Vehicles off, and say where', () => {
    const terrain = [...plain().terrain];
    terrain[6] = 'ww........';
    terrain[7] = '.w........';
    // A8 is shut in by the pond at A7, B7 and B8 and stands on no road.
    const problems = messages(plain({ terrain }));
    expect(problems).toEqual([
      'Infantry cannot reach A8 from A1: Water, Cliffs cut it off (R5.1, R5.3)',
      'Speed 1 Infantry cannot reach A8 from A1: Water, Cliffs, Barren cut it off (R5.1, R5.3)',
      'Vehicles cannot reach A8 from A1: Water, Cliffs, City and Marsh off the road cut it off (R5.1, R5.3)',
    ]);
    // Speed 1 riflemen cannot pay Barren's 2 (R5.1): a ring of single Barren hexes would shut them out.
    const ring = [...plain().terrain];
    ring[0] = '.b........';
    ring[1] = 'b.........';
    expect(messages(plain({ terrain: ring }))).toEqual([
      'Speed 1 Infantry cannot reach A1 from C1: Water, Cliffs, Barren cut it off (R5.1, R5.3)',
    ]);
  });

  it('R2.2: a half with fewer than 30 hexes to deploy on', () => {
    const terrain = [...plain().terrain];
    terrain[0] = 'cccc.ccccc';
    terrain[1] = 'cccc.ccccc';
    expect(messages(plain({ terrain }))[0]).toBe(
      'The upper half (rows 1-4) has 22 hexes that are neither Water nor City: a deployment zone needs at least 30 (R2.2)',
    );
  });

  it('a tile that is not a tile (rows missing, a coordinate far off the map) is refused, never thrown on', () => {
    expect(messages({ ...plain(), terrain: ['..'] })).toEqual(['tile "plain": terrain needs 8 rows']);
    expect(messages(plain({ hedges: [[1e9, 0, 0]] }))).toEqual([
      'tile "plain": hedges entry 1000000000,0,0 is not a hexside of the tile',
    ]);
  });
});
