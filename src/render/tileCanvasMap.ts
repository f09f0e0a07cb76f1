// A tile as a one-tile battlefield for the tile editor's canvas (docs/maps.md, "The tile editor"),
// drawn by the map's own art. Unlike assembleBattlefield it checks nothing: the tile being made may
// be wrong in every way checkTile says, and is still drawn as it stands (a road leaving where no
// road may still shows, so the player sees what the problem is about).
import {
  DIRS,
  directionTo,
  fromOffset,
  opposite,
  TERRAIN_CHARS,
  TILE_COLS,
  TILE_ROWS,
  type BattleMap,
  type Dir,
  type HexsideKind,
  type MapHex,
  type TileSpec,
} from '../engine';

const inTile = (c: number, r: number) => c >= 0 && c < TILE_COLS && r >= 0 && r < TILE_ROWS;

/** One road end off the tile: the tile's hex it leaves from and the direction. */
export interface RoadLeaving {
  col: number;
  row: number;
  dir: Dir;
}

export function tileAsMap(spec: TileSpec): { map: BattleMap; leaving: RoadLeaving[] } {
  const hexes: MapHex[] = [];
  for (let r = 0; r < TILE_ROWS; r++)
    for (let c = 0; c < TILE_COLS; c++) hexes.push({ terrain: TERRAIN_CHARS[spec.terrain[r]?.[c] ?? '.'] ?? 'open' });
  const leaving: RoadLeaving[] = [];
  const addRoad = (c: number, r: number, d: Dir) => {
    if (!inTile(c, r)) return;
    const h = hexes[r * TILE_COLS + c];
    if (!h.roads?.includes(d)) h.roads = [...(h.roads ?? []), d].sort((a, b) => a - b);
  };
  for (const chain of spec.roads) {
    for (let n = 1; n < chain.length; n++) {
      const [a, b] = [chain[n - 1], chain[n]];
      const d = directionTo(fromOffset(a[0], a[1]), fromOffset(b[0], b[1]));
      if (d === null) continue;
      addRoad(a[0], a[1], d);
      addRoad(b[0], b[1], opposite(d));
      if (inTile(a[0], a[1]) && !inTile(b[0], b[1])) leaving.push({ col: a[0], row: a[1], dir: d });
      if (inTile(b[0], b[1]) && !inTile(a[0], a[1])) leaving.push({ col: b[0], row: b[1], dir: opposite(d) });
    }
  }
  const hexsides: BattleMap['hexsides'] = [];
  const bridged = (s: readonly number[]) => spec.bridges.some((b) => b.every((v, i) => v === s[i]));
  const add = (list: readonly (readonly number[])[], kind: HexsideKind) => {
    for (const s of list) {
      if (!inTile(s[0], s[1]) || !DIRS.includes(s[2] as Dir)) continue;
      hexsides.push({
        hex: fromOffset(s[0], s[1]),
        dir: s[2] as Dir,
        kind,
        ...(kind === 'river' && bridged(s) ? { bridge: true } : {}),
      });
    }
  };
  add(spec.rivers, 'river');
  add(spec.hedges, 'hedge');
  add(spec.cliffs, 'cliff');
  // A Bridge listed from the other hex of its River's hexside is drawn all the same.
  for (const b of spec.bridges) {
    const river = hexsides.find((s) => s.kind === 'river' && !s.bridge && sameSide(s, b));
    if (river) river.bridge = true;
  }
  return { map: { id: spec.id, name: spec.name, cols: TILE_COLS, rows: TILE_ROWS, hexes, hexsides }, leaving };
}

function sameSide(s: BattleMap['hexsides'][number], b: readonly number[]): boolean {
  const h = fromOffset(b[0], b[1]);
  const d = b[2] as Dir;
  if (s.hex.q === h.q && s.hex.r === h.r) return s.dir === d;
  return directionTo(s.hex, h) === s.dir && d === opposite(s.dir);
}
