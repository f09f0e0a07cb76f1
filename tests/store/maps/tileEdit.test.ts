// The tile editor's operations (docs/maps.md, "The tile editor"): terrain, road chains, hexside
// features stored once per hexside (R2.1), a blank tile that passes the engine's own check, and
// undo/redo with strokes.
import { describe, expect, it } from 'vitest';
import { checkTile, validateTileSpec, type TileSpec } from '../../../src/engine';
import { ROAD_PORTS } from '../../../src/data/tiles';
import {
  addRoadSegment,
  blankTile,
  clearSide,
  normalSide,
  paintTerrain,
  removeRoadSegment,
  removeRoadsAt,
  sideHas,
  sideRefusal,
  terrainAt,
  toggleSide,
} from '../../../src/store/maps/tileEdit';
import {
  beginStroke,
  endStroke,
  HISTORY_DEPTH,
  record,
  redo,
  startHistory,
  undo,
} from '../../../src/store/maps/tileHistory';

const empty = (): TileSpec => ({ ...blankTile('custom-t', 'T', ROAD_PORTS), roads: [] });

describe('blankTile', () => {
  it('is all Open with roads joining the four ports, and passes checkTile', () => {
    const t = blankTile('custom-blank', 'Blank', ROAD_PORTS);
    expect(t.terrain).toEqual(Array(8).fill('..........'));
    expect(validateTileSpec(t)).toEqual([]);
    expect(checkTile(t, ROAD_PORTS)).toEqual([]);
  });
});

describe('paintTerrain', () => {
  it('paints one hex and keeps the rest', () => {
    const t = paintTerrain(empty(), [3, 2], 'forest');
    expect(t.terrain[2]).toBe('...f......');
    expect(terrainAt(t, [3, 2])).toBe('forest');
    expect(t.terrain.filter((l) => l === '..........')).toHaveLength(7);
  });
  it('returns the same tile when nothing changes or the hex is off the tile', () => {
    const t = empty();
    expect(paintTerrain(t, [3, 2], 'open')).toBe(t);
    expect(paintTerrain(t, [10, 2], 'water')).toBe(t);
  });
});

describe('roads', () => {
  it('grows a chain from its end and refuses hexes that are not adjacent', () => {
    let t = addRoadSegment(empty(), [2, 2], [3, 2]);
    t = addRoadSegment(t, [3, 2], [4, 2]);
    expect(t.roads).toEqual([
      [
        [2, 2],
        [3, 2],
        [4, 2],
      ],
    ]);
    expect(addRoadSegment(t, [4, 2], [6, 2])).toBe(t);
  });
  it('grows a chain at its first hex too, and joins two chains that meet end to end', () => {
    let t = addRoadSegment(empty(), [2, 2], [3, 2]);
    t = addRoadSegment(t, [5, 2], [6, 2]);
    t = addRoadSegment(t, [1, 2], [2, 2]);
    t = addRoadSegment(t, [3, 2], [4, 2]);
    t = addRoadSegment(t, [4, 2], [5, 2]);
    expect(t.roads).toEqual([
      [
        [1, 2],
        [2, 2],
        [3, 2],
        [4, 2],
        [5, 2],
        [6, 2],
      ],
    ]);
  });
  it('leaves the tile through an edge to one hex off it, and never runs on from there', () => {
    const t = addRoadSegment(empty(), [0, 3], [-1, 3]);
    expect(t.roads).toEqual([
      [
        [0, 3],
        [-1, 3],
      ],
    ]);
    expect(addRoadSegment(t, [-1, 3], [-1, 2])).toBe(t);
    // A branch from the middle of a chain starts a chain of its own (a junction).
    const branched = addRoadSegment(addRoadSegment(t, [1, 3], [0, 3]), [0, 3], [0, 2]);
    expect(branched.roads).toHaveLength(2);
    expect(validateTileSpec(branched)).toEqual([]);
  });
  it('removes one segment, splitting its chain and dropping pieces of one hex', () => {
    let t = empty();
    for (let c = 0; c < 4; c++) t = addRoadSegment(t, [c, 1], [c + 1, 1]);
    const cut = removeRoadSegment(t, [2, 1], [1, 1]);
    expect(cut.roads).toEqual([
      [
        [0, 1],
        [1, 1],
      ],
      [
        [2, 1],
        [3, 1],
        [4, 1],
      ],
    ]);
    expect(removeRoadSegment(cut, [0, 1], [1, 1]).roads).toHaveLength(1);
    expect(removeRoadsAt(t, [2, 1]).roads).toEqual([
      [
        [0, 1],
        [1, 1],
      ],
      [
        [3, 1],
        [4, 1],
      ],
    ]);
  });
  it('a road that leaves away from a port is a problem checkTile names at its hex', () => {
    const t = addRoadSegment(blankTile('custom-x', 'X', ROAD_PORTS), [0, 6], [-1, 6]);
    const problems = checkTile(t, ROAD_PORTS);
    expect(problems.some((p) => p.message.includes('roads leave a tile only at its ports'))).toBe(true);
    expect(problems.flatMap((p) => p.hexes)).toContainEqual([0, 6]);
  });
});

describe('hexside features', () => {
  it('stores a hexside once, whichever of its hexes it is toggled from', () => {
    // (3, 2) to the east is (4, 2) to the west.
    const t = toggleSide(empty(), 'hedge', [4, 2, 3]);
    expect(t.hedges).toEqual([[3, 2, 0]]);
    expect(toggleSide(t, 'hedge', [3, 2, 0]).hedges).toEqual([]);
    expect(normalSide([4, 2, 3])).toEqual([3, 2, 0]);
    // On the tile's edge the hexside keeps the tile's own hex.
    expect(normalSide([0, 2, 3])).toEqual([0, 2, 3]);
  });
  it('keeps a Cliff on the hex it was drawn from (its high side) and takes it off from either', () => {
    const t = toggleSide(empty(), 'cliff', [4, 2, 3]);
    expect(t.cliffs).toEqual([[4, 2, 3]]);
    expect(toggleSide(t, 'cliff', [3, 2, 0]).cliffs).toEqual([]);
  });
  it('puts a Bridge only on a River, and takes it off with the River', () => {
    const t = empty();
    expect(toggleSide(t, 'bridge', [2, 2, 1])).toBe(t);
    expect(sideRefusal(t, 'bridge', [2, 2, 1])).toMatch(/River/);
    const river = toggleSide(t, 'river', [2, 2, 1]);
    const bridged = toggleSide(river, 'bridge', [2, 2, 1]);
    expect(sideHas(bridged, 'bridge', [2, 2, 1])).toBe(true);
    expect(toggleSide(bridged, 'river', [2, 2, 1]).bridges).toEqual([]);
  });
  it('clears every feature of a hexside at once', () => {
    const t = toggleSide(toggleSide(empty(), 'river', [5, 5, 0]), 'hedge', [6, 5, 3]);
    const cleared = clearSide(t, [5, 5, 0]);
    expect([cleared.rivers, cleared.hedges]).toEqual([[], []]);
    expect(clearSide(cleared, [5, 5, 0])).toBe(cleared);
  });
  it('a Hedge on the edge is a problem checkTile names', () => {
    const t = toggleSide(blankTile('custom-e', 'E', ROAD_PORTS), 'hedge', [0, 5, 3]);
    expect(checkTile(t, ROAD_PORTS).map((p) => p.hexes)).toContainEqual([[0, 5]]);
  });
});

describe('tileHistory', () => {
  it('undoes and redoes single edits, and a new edit drops what could be redone', () => {
    const a = empty();
    const b = paintTerrain(a, [0, 0], 'hill');
    const c = paintTerrain(b, [1, 0], 'hill');
    let h = record(record(startHistory(a), b), c);
    h = undo(h);
    expect(h.present).toBe(b);
    h = redo(h);
    expect(h.present).toBe(c);
    h = record(undo(h), paintTerrain(b, [2, 0], 'city'));
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
  });
  it('makes one stroke one step, and a stroke that changed nothing no step', () => {
    const a = empty();
    let h = beginStroke(startHistory(a));
    for (let c = 0; c < 5; c++) h = record(h, paintTerrain(h.present, [c, 4], 'forest'));
    h = endStroke(h);
    expect(h.past).toHaveLength(1);
    expect(undo(h).present).toBe(a);
    const idle = endStroke(record(beginStroke(h), h.present));
    expect(idle.past).toHaveLength(1);
  });
  it(`keeps at most ${HISTORY_DEPTH} steps`, () => {
    let h = startHistory(empty());
    for (let k = 0; k < HISTORY_DEPTH + 20; k++) h = record(h, { ...h.present, name: `n${k}` });
    expect(h.past).toHaveLength(HISTORY_DEPTH);
  });
});
