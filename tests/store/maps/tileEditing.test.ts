// The tile editor's tools through its reducer (docs/maps.md, "The tile editor"): a drag paints many
// hexes in one undo step, a road is drawn hex by hex (and on into a port's hex off the tile), a
// hexside drag sets every hexside alike, Erase clears a hexside or a hex's roads; the draft kept in
// the browser; the `#/maps?tile=CODE` address.
import { describe, expect, it } from 'vitest';
import { checkTile, type TileSpec } from '../../../src/engine';
import { ROAD_PORTS } from '../../../src/data/tiles';
import { parseRoute } from '../../../src/store/page/route';
import { blankTile } from '../../../src/store/maps/tileEdit';
import { checkCustomTile } from '../../../src/store/maps/customTiles';
import {
  editing,
  keptId,
  NEW_TILE_PREFIX,
  startEditing,
  type EditingAction,
  type EditingState,
} from '../../../src/store/maps/tileEditing';
import { loadTileDraft, saveTileDraft, TILE_DRAFT_KEY } from '../../../src/store/maps/tileDraft';
import { toolForKey, type Tool, type ToolTarget } from '../../../src/store/maps/tileTools';
import { joinedPreview } from '../../../src/store/maps/tileJoin';
import { TILES } from '../../../src/data/tiles';

const empty = (): TileSpec => ({ ...blankTile('custom-t', 'T', ROAD_PORTS), roads: [] });
const at = (c: number, r: number, d = 0, nearEdge = false): ToolTarget => ({
  hex: [c, r],
  side: [c, r, d as 0],
  nearEdge,
});
const run = (s: EditingState, ...actions: EditingAction[]) => actions.reduce(editing, s);
const use = (tool: Tool, target: ToolTarget): EditingAction => ({ type: 'use', tool, target });

describe('the editor reducer', () => {
  it('paints a drag of hexes as one undo step', () => {
    const forest: Tool = { kind: 'terrain', terrain: 'forest' };
    const s = run(
      startEditing(empty()),
      { type: 'begin' },
      use(forest, at(1, 1)),
      use(forest, at(2, 1)),
      use(forest, at(3, 1)),
      { type: 'end' },
    );
    expect(s.history.present.terrain[1]).toBe('.fff......');
    expect(s.history.past).toHaveLength(1);
    expect(run(s, { type: 'undo' }).history.present.terrain[1]).toBe('..........');
    expect(run(s, { type: 'undo' }, { type: 'redo' }).history.present.terrain[1]).toBe('.fff......');
  });

  it('draws a road hex by hex, across the edge into a port, by drag or by clicks', () => {
    const road: Tool = { kind: 'road' };
    // The west port: from A4 (0, 3) to the west, into (-1, 3).
    let s = run(
      startEditing(empty()),
      { type: 'begin' },
      use(road, at(2, 3)),
      use(road, at(1, 3)),
      use(road, at(0, 3)),
      use(road, at(-1, 3)),
      { type: 'end' },
    );
    expect(s.history.present.roads).toEqual([
      [
        [2, 3],
        [1, 3],
        [0, 3],
        [-1, 3],
      ],
    ]);
    // Two clicks: the second hex, beside the first, joins it.
    s = run(
      s,
      { type: 'forget' },
      { type: 'begin' },
      use(road, at(5, 5)),
      { type: 'end' },
      { type: 'begin' },
      use(road, at(6, 5)),
      { type: 'end' },
    );
    expect(s.history.present.roads).toContainEqual([
      [5, 5],
      [6, 5],
    ]);
    // A hex not beside the last starts afresh.
    const jumped = run(s, use(road, at(9, 7)));
    expect(jumped.history.present).toBe(s.history.present);
    expect(jumped.memory.roadFrom).toEqual([9, 7]);
  });

  it('sets every hexside of a drag alike, as the first one decided', () => {
    const hedge: Tool = { kind: 'side', side: 'hedge' };
    let s = run(startEditing(empty()), use(hedge, at(3, 3, 0)));
    s = run(s, { type: 'begin' }, use(hedge, at(3, 4, 0)), use(hedge, at(3, 3, 0)), { type: 'end' });
    // The drag began on an empty hexside: it puts hedges, and leaves the one already there.
    expect(s.history.present.hedges).toEqual([
      [3, 3, 0],
      [3, 4, 0],
    ]);
  });

  it('erases a hexside near its edge, and the roads of a hex from its middle', () => {
    let s = run(
      startEditing(blankTile('custom-b', 'B', ROAD_PORTS)),
      use({ kind: 'side', side: 'river' }, at(2, 6, 0)),
    );
    s = run(s, use({ kind: 'erase' }, at(2, 6, 0, true)));
    expect(s.history.present.rivers).toEqual([]);
    const roadHex = s.history.present.roads[0][1];
    s = run(s, use({ kind: 'erase' }, at(roadHex[0], roadHex[1])));
    expect(s.history.present.roads.flat()).not.toContainEqual(roadHex);
    expect(checkTile(s.history.present, ROAD_PORTS).length).toBeGreaterThan(0);
  });

  it('renames as one step per stroke, and a replaced tile is a step back with Undo', () => {
    const first = empty();
    let s = run(
      startEditing(first),
      { type: 'begin' },
      { type: 'rename', name: 'A' },
      { type: 'rename', name: 'Ab' },
      { type: 'end' },
    );
    expect(s.history.past).toHaveLength(1);
    s = run(s, { type: 'replace', spec: blankTile('custom-n', 'N', ROAD_PORTS) });
    expect(run(s, { type: 'undo' }).history.present.name).toBe('Ab');
  });

  it('picks tools by their keys: 1-7 the terrains of R2.1, letters the rest', () => {
    expect(toolForKey('1')).toEqual({ kind: 'terrain', terrain: 'open' });
    expect(toolForKey('7')).toEqual({ kind: 'terrain', terrain: 'water' });
    expect(toolForKey('R')).toEqual({ kind: 'road' });
    expect(toolForKey('v')).toEqual({ kind: 'side', side: 'river' });
    expect(toolForKey('x')).toBeNull();
  });
});

describe('the draft', () => {
  it('is kept and read back, problems and all; an unreadable one is none', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const draft = { ...empty(), name: 'Half done' };
    saveTileDraft(draft, storage);
    expect(loadTileDraft(storage)).toEqual(draft);
    store.set(TILE_DRAFT_KEY, '{"terrain": 3');
    expect(loadTileDraft(storage)).toBeNull();
  });
});

describe('the joined preview', () => {
  it('joins a good tile with itself and a shipped tile; a road off a port does not meet', () => {
    const good = blankTile('custom-g', 'G', ROAD_PORTS);
    expect(joinedPreview(good, good).ok).toBe(true);
    expect(joinedPreview(good, TILES.crossroads).ok).toBe(true);
    expect(joinedPreview(empty(), good).ok).toBe(false);
  });
});

describe('the address', () => {
  it('opens the tile editor, with a shared tile to offer', () => {
    expect(parseRoute('#/maps')).toEqual({ screen: 'maps', list: null });
    expect(parseRoute('#/maps?tile=ABC')).toEqual({ screen: 'maps', list: null, tile: 'ABC' });
    expect(parseRoute('#/builder?tile=ABC').tile).toBeUndefined();
    expect(parseRoute('#toString').screen).toBe('battle');
  });
});

describe('the id a tile is kept under', () => {
  it('is made from a new tile’s name, numbered when taken; a kept tile keeps its own', () => {
    const fresh = { ...empty(), id: `${NEW_TILE_PREFIX}abc`, name: 'Mill Brook' };
    expect(keptId(fresh, new Set())).toBe('custom-mill-brook');
    expect(keptId(fresh, new Set(['custom-mill-brook']))).toBe('custom-mill-brook-2');
    expect(keptId({ ...fresh, id: 'custom-old' }, new Set(['custom-old']))).toBe('custom-old');
    // A tile named "New tile" is kept as custom-new-tile, which is then its own id.
    const named = { ...fresh, name: 'New tile' };
    const id = keptId(named, new Set());
    expect(keptId({ ...named, id }, new Set([id]))).toBe(id);
    // The new tile's id passes the reader, so its problems are the tile's own.
    expect(checkCustomTile(blankTile(`${NEW_TILE_PREFIX}abc`, 'A', ROAD_PORTS)).ok).toBe(true);
  });
  it('is taken by the tile and every step of its history, so Undo never brings the new id back', () => {
    const fresh = { ...empty(), id: `${NEW_TILE_PREFIX}abc` };
    let s = run(startEditing(fresh), { type: 'rename', name: 'Brook' }, { type: 'undo' });
    s = run(s, { type: 'identify', from: fresh.id, to: 'custom-brook' });
    expect([s.history.present.id, s.history.future[0].id]).toEqual(['custom-brook', 'custom-brook']);
  });
});
