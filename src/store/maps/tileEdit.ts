// The tile editor's operations on a tile (docs/maps.md, "The tile editor"): paint a hex's terrain,
// draw and erase roads as chains of adjacent hexes, toggle a River, Bridge, Hedge or Cliff on a
// hexside (R2.1), and a new blank tile. Pure: each returns a new tile, or the same object when
// nothing changes (so a drag over hexes already painted adds no undo step). What the result is
// worth as a tile is for checkTile to say, not for these.
import {
  DIRS,
  directionTo,
  distance,
  fromOffset,
  neighbor,
  opposite,
  TERRAIN_CHARS,
  TILE_COLS,
  TILE_ROWS,
  toOffset,
  type Dir,
  type OffsetPair,
  type SideSpec,
  type Terrain,
  type TileSpec,
} from '../../engine';

export type SideKind = 'river' | 'bridge' | 'hedge' | 'cliff';

const SIDE_LISTS = { river: 'rivers', bridge: 'bridges', hedge: 'hedges', cliff: 'cliffs' } as const;

const CHAR_OF = Object.fromEntries(Object.entries(TERRAIN_CHARS).map(([ch, t]) => [t, ch])) as Record<Terrain, string>;

function inTile([c, r]: readonly number[]): boolean {
  return c >= 0 && c < TILE_COLS && r >= 0 && r < TILE_ROWS;
}

/** A hex one step off the tile: where a road may end to leave it (docs/maps.md, `roads`). */
function justOffTile(p: readonly number[]): boolean {
  if (inTile(p)) return false;
  const h = fromOffset(p[0], p[1]);
  return DIRS.some((d) => {
    const o = toOffset(neighbor(h, d));
    return inTile([o.col, o.row]);
  });
}

/** The hex beside `p` in direction `d`, in offset coordinates. */
function offsetNeighbor([c, r]: readonly number[], d: Dir): OffsetPair {
  const o = toOffset(neighbor(fromOffset(c, r), d));
  return [o.col, o.row];
}

/** The direction from `a` to the adjacent `b`, or null when they are not neighbours. */
export function stepDir(a: readonly number[], b: readonly number[]): Dir | null {
  return directionTo(fromOffset(a[0], a[1]), fromOffset(b[0], b[1]));
}

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export function terrainAt(spec: TileSpec, [c, r]: readonly number[]): Terrain {
  return TERRAIN_CHARS[spec.terrain[r]?.[c] ?? '.'] ?? 'open';
}

/** The tile with hex (col, row) painted `terrain`. */
export function paintTerrain(spec: TileSpec, at: readonly number[], terrain: Terrain): TileSpec {
  const [c, r] = at;
  if (!inTile(at) || terrainAt(spec, at) === terrain) return spec;
  const line = spec.terrain[r];
  const terrainRows = spec.terrain.map((l, k) =>
    k === r ? line.slice(0, c) + CHAR_OF[terrain] + line.slice(c + 1) : l,
  );
  return { ...spec, terrain: terrainRows };
}

/** Whether a road runs between the adjacent hexes `a` and `b`. */
function hasRoadSegment(spec: TileSpec, a: readonly number[], b: readonly number[]): boolean {
  return spec.roads.some((chain) =>
    chain.some((p, n) => n > 0 && ((same(chain[n - 1], a) && same(p, b)) || (same(chain[n - 1], b) && same(p, a)))),
  );
}

/**
 * The tile with a road from `from` to the adjacent `to`: the chain that ends at `from` grows (and
 * joins a chain that ends at `to`), or a new chain begins. One end may be one hex off the tile,
 * where the road leaves it; a chain never runs on past such a hex (validateTileSpec).
 */
export function addRoadSegment(spec: TileSpec, from: readonly number[], to: readonly number[]): TileSpec {
  if (stepDir(from, to) === null || (!inTile(from) && !inTile(to))) return spec;
  if (!(inTile(from) || justOffTile(from)) || !(inTile(to) || justOffTile(to))) return spec;
  if (hasRoadSegment(spec, from, to)) return spec;
  const a: OffsetPair = [from[0], from[1]];
  const b: OffsetPair = [to[0], to[1]];
  const roads = spec.roads.map((chain) => [...chain]);
  // A chain may grow only at an end on the tile: an end off the tile is where the road leaves.
  const endingAt = (p: OffsetPair, except?: OffsetPair[]) =>
    inTile(p)
      ? roads.find((ch) => ch !== except && ch.length > 1 && (same(ch[0], p) || same(ch[ch.length - 1], p)))
      : undefined;
  let grown = endingAt(a);
  if (grown) {
    if (same(grown[0], a)) grown.reverse();
    grown.push(b);
  } else if ((grown = endingAt(b))) {
    if (same(grown[grown.length - 1], b)) grown.reverse();
    grown.unshift(a);
  } else {
    roads.push([a, b]);
    return { ...spec, roads };
  }
  // Two chains now meet end to end: one road (unless it would close on itself).
  const tail = grown[grown.length - 1];
  const other = inTile(tail) ? endingAt(tail, grown) : undefined;
  if (other && !same(grown[0], tail)) {
    if (!same(other[0], tail)) other.reverse();
    grown.push(...other.slice(1));
    roads.splice(roads.indexOf(other), 1);
  }
  return { ...spec, roads };
}

/** The tile without the road between `a` and `b`: its chain splits in two, pieces of one hex dropped. */
export function removeRoadSegment(spec: TileSpec, a: readonly number[], b: readonly number[]): TileSpec {
  if (!hasRoadSegment(spec, a, b)) return spec;
  const roads: OffsetPair[][] = [];
  for (const chain of spec.roads) {
    let piece: OffsetPair[] = [chain[0]];
    for (let n = 1; n < chain.length; n++) {
      const cut = (same(chain[n - 1], a) && same(chain[n], b)) || (same(chain[n - 1], b) && same(chain[n], a));
      if (cut) {
        if (piece.length > 1) roads.push(piece);
        piece = [chain[n]];
      } else piece.push(chain[n]);
    }
    if (piece.length > 1) roads.push(piece);
  }
  return { ...spec, roads };
}

/** The tile without any road through hex `at` (its segments to every neighbour, on or off the tile). */
export function removeRoadsAt(spec: TileSpec, at: readonly number[]): TileSpec {
  let out = spec;
  for (const d of DIRS) out = removeRoadSegment(out, at, offsetNeighbor(at, d));
  return out;
}

/** Whether two hexsides are the same line on the tile, named from either of its hexes. */
function sameSide(s: readonly number[], t: readonly number[]): boolean {
  if (same(s, t)) return true;
  const [c, r] = offsetNeighbor(s, s[2] as Dir);
  return c === t[0] && r === t[1] && opposite(s[2] as Dir) === t[2];
}

/**
 * One name per hexside: from the hex whose direction to it is E, SE or SW, when that hex is on
 * the tile. A hexside on the tile's edge keeps the tile's own hex (checkTile then says it is on
 * the edge, docs/maps.md).
 */
export function normalSide(s: readonly number[]): SideSpec {
  const d = s[2] as Dir;
  const [c, r] = offsetNeighbor(s, d);
  return d >= 3 && inTile([c, r]) ? [c, r, opposite(d)] : [s[0], s[1], d];
}

export function sideHas(spec: TileSpec, kind: SideKind, side: readonly number[]): boolean {
  return spec[SIDE_LISTS[kind]].some((s) => sameSide(s, side));
}

/** Why `kind` cannot go on `side` as the tile stands, or null when it can (R2.1: a Bridge carries a road over a River). */
export function sideRefusal(spec: TileSpec, kind: SideKind, side: readonly number[]): string | null {
  if (!inTile(side)) return 'That hexside is off the tile.';
  if (kind === 'bridge' && !sideHas(spec, 'bridge', side) && !sideHas(spec, 'river', side))
    return 'A Bridge goes on a River hexside: draw the River first (R2.1).';
  return null;
}

const without = (list: SideSpec[], side: readonly number[]) => list.filter((s) => !sameSide(s, side));

/**
 * The tile with `kind` put on `side`, or taken off when it is there. Stored once per hexside,
 * whichever of its hexes it was given from; a Cliff keeps the hex it was given from, its high
 * side (docs/maps.md: its teeth point away from that hex). Taking a River off takes its Bridge too.
 */
export function toggleSide(spec: TileSpec, kind: SideKind, side: readonly number[]): TileSpec {
  if (sideRefusal(spec, kind, side) !== null) return spec;
  const key = SIDE_LISTS[kind];
  if (sideHas(spec, kind, side)) {
    const out = { ...spec, [key]: without(spec[key], side) };
    return kind === 'river' ? { ...out, bridges: without(spec.bridges, side) } : out;
  }
  const stored: SideSpec = kind === 'cliff' ? [side[0], side[1], side[2] as Dir] : normalSide(side);
  return { ...spec, [key]: [...spec[key], stored] };
}

/** The tile with nothing on `side`: no River, Bridge, Hedge or Cliff. */
export function clearSide(spec: TileSpec, side: readonly number[]): TileSpec {
  const kinds: SideKind[] = ['bridge', 'river', 'hedge', 'cliff'];
  if (!kinds.some((k) => sideHas(spec, k, side))) return spec;
  return {
    ...spec,
    rivers: without(spec.rivers, side),
    bridges: without(spec.bridges, side),
    hedges: without(spec.hedges, side),
    cliffs: without(spec.cliffs, side),
  };
}

/** The hexes from `a` to `b`, each beside the last, as straight as hexes go (a line through cube coordinates, rounded). */
function walk(a: OffsetPair, b: OffsetPair): OffsetPair[] {
  const p = fromOffset(a[0], a[1]);
  const q = fromOffset(b[0], b[1]);
  const n = distance(p, q);
  const out: OffsetPair[] = [];
  for (let k = 0; k <= n; k++) {
    // A nudge off the exact middle of a hexside, so a tie rounds the same way along the line.
    const t = n === 0 ? 0 : k / n;
    const x = p.q + (q.q - p.q) * t + 1e-6;
    const z = p.r + (q.r - p.r) * t + 2e-6;
    const y = -x - z;
    let [rx, ry, rz] = [Math.round(x), Math.round(y), Math.round(z)];
    const [dx, dy, dz] = [Math.abs(rx - x), Math.abs(ry - y), Math.abs(rz - z)];
    if (dx > dy && dx > dz) rx = -ry - rz;
    else if (dy <= dz) rz = -rx - ry;
    const o = toOffset({ q: rx, r: rz });
    out.push([o.col, o.row]);
  }
  return out;
}

/**
 * A new tile, all Open, with two roads joining its road ports (north to south, west to east), so
 * it meets any other tile's roads from the start (docs/maps.md, "Road ports"). `ports` are the
 * road ports, `[col, row, dir]` as ROAD_PORTS.
 */
export function blankTile(id: string, name: string, ports: readonly SideSpec[]): TileSpec {
  const off = (p: SideSpec): OffsetPair => offsetNeighbor(p, p[2]);
  const roads: OffsetPair[][] = [];
  for (let k = 0; k + 1 < ports.length; k += 2) {
    const [p, q] = [ports[k], ports[k + 1]];
    roads.push([off(p), ...walk([p[0], p[1]], [q[0], q[1]]), off(q)]);
  }
  return {
    id,
    name,
    terrain: Array.from({ length: TILE_ROWS }, () => '.'.repeat(TILE_COLS)),
    roads,
    rivers: [],
    bridges: [],
    hedges: [],
    cliffs: [],
  };
}
