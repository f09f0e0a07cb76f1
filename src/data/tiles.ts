// The map tiles (RULINGS R2.4) as data, and the battlefields made of them (R1.7). The tiles are
// checked by the engine when a battlefield is assembled from them (validateTileSpec,
// validateMap); tests assemble every pair and every layout (docs/maps.md).
import seedrandom from 'seedrandom';
import { assembleBattlefield, ok, type BattleMap, type Problem, type Result } from '../engine';
import type { SideSpec, TilePlacement, TileSpec } from '../engine/board/battlefield';
import airstrip from './maps/tiles/airstrip.json' with { type: 'json' };
import beachhead from './maps/tiles/beachhead.json' with { type: 'json' };
import birchForest from './maps/tiles/birch-forest.json' with { type: 'json' };
import collectiveFarm from './maps/tiles/collective-farm.json' with { type: 'json' };
import crossroads from './maps/tiles/crossroads.json' with { type: 'json' };
import desertTrack from './maps/tiles/desert-track.json' with { type: 'json' };
import escarpment from './maps/tiles/escarpment.json' with { type: 'json' };
import hillCountry from './maps/tiles/hill-country.json' with { type: 'json' };
import hillTown from './maps/tiles/hill-town.json' with { type: 'json' };
import jungleRidge from './maps/tiles/jungle-ridge.json' with { type: 'json' };
import jungleTrack from './maps/tiles/jungle-track.json' with { type: 'json' };
import mountainPass from './maps/tiles/mountain-pass.json' with { type: 'json' };
import oasis from './maps/tiles/oasis.json' with { type: 'json' };
import oliveTerraces from './maps/tiles/olive-terraces.json' with { type: 'json' };
import riverBend from './maps/tiles/river-bend.json' with { type: 'json' };
import riverValley from './maps/tiles/river-valley.json' with { type: 'json' };
import steppe from './maps/tiles/steppe.json' with { type: 'json' };
import village from './maps/tiles/village.json' with { type: 'json' };
import vineyardValley from './maps/tiles/vineyard-valley.json' with { type: 'json' };
import wadi from './maps/tiles/wadi.json' with { type: 'json' };
import woodland from './maps/tiles/woodland.json' with { type: 'json' };

/**
 * A tile file as the engine's TileSpec. JSON's arrays carry no tuple types, so the shape is taken
 * on trust here and checked where it counts: every battlefield is assembled through
 * validateTileSpec and validateMap, and tests/data/tiles.test.ts checks every tile.
 */
const tile = (json: unknown) => json as TileSpec;

export const TILES: Record<string, TileSpec> = {
  crossroads: tile(crossroads),
  village: tile(village),
  woodland: tile(woodland),
  'river-valley': tile(riverValley),
  'hill-country': tile(hillCountry),
  'desert-track': tile(desertTrack),
  escarpment: tile(escarpment),
  wadi: tile(wadi),
  oasis: tile(oasis),
  steppe: tile(steppe),
  'birch-forest': tile(birchForest),
  'collective-farm': tile(collectiveFarm),
  'river-bend': tile(riverBend),
  'jungle-track': tile(jungleTrack),
  beachhead: tile(beachhead),
  airstrip: tile(airstrip),
  'jungle-ridge': tile(jungleRidge),
  'hill-town': tile(hillTown),
  'olive-terraces': tile(oliveTerraces),
  'mountain-pass': tile(mountainPass),
  'vineyard-valley': tile(vineyardValley),
};

export const TILE_IDS: readonly string[] = Object.keys(TILES);

/** Tiles by id: the built-in TILES, or those with the player's own beside them (tilesWith). */
export type TileSet = Readonly<Record<string, TileSpec>>;

/**
 * The tiles a battlefield may be assembled from: the built-in ones and the player's own
 * (docs/maps.md, "Your tiles in a game"), passed in by whoever holds them, never registered here.
 * A built-in id always names the built-in tile, whatever a kept tile calls itself (R2.4).
 */
export function tilesWith(custom: TileSet = {}): TileSet {
  return Object.keys(custom).length === 0 ? TILES : { ...custom, ...TILES };
}

/** The theatres of war the tiles are grouped in (docs/maps.md, "The tiles"). */
export type TheatreId = 'western-europe' | 'north-africa' | 'eastern-front' | 'pacific' | 'italy';

export interface Theatre {
  id: TheatreId;
  name: string;
  /** Its ground in a line, for the new game dialog. */
  ground: string;
  tiles: readonly string[];
}

export const THEATRES: readonly Theatre[] = [
  {
    id: 'western-europe',
    name: 'Western Europe',
    ground: 'farmland, market towns, woods and river valleys',
    tiles: ['crossroads', 'village', 'woodland', 'river-valley', 'hill-country'],
  },
  {
    id: 'north-africa',
    name: 'North Africa',
    ground: 'open sand and rock, escarpments and wadis, few roads',
    tiles: ['desert-track', 'escarpment', 'wadi', 'oasis'],
  },
  {
    id: 'eastern-front',
    name: 'Eastern Front',
    ground: 'steppe, birch woods, collective farms and wide rivers',
    tiles: ['steppe', 'birch-forest', 'collective-farm', 'river-bend'],
  },
  {
    id: 'pacific',
    name: 'Pacific',
    ground: 'jungle, swamp, ridges and beaches',
    tiles: ['jungle-track', 'beachhead', 'airstrip', 'jungle-ridge'],
  },
  {
    id: 'italy',
    name: 'Italy',
    ground: 'hill towns, terraces, mountain passes and valleys',
    tiles: ['hill-town', 'olive-terraces', 'mountain-pass', 'vineyard-valley'],
  },
];

/**
 * The ground of a game whose players chose no theatre: Western Europe, the tiles every game was
 * fought on before the theatres came, so a seed still gives the battlefield it always gave.
 */
export const DEFAULT_TILES: readonly string[] = THEATRES[0].tiles;

/** The tiles a theatre's battlefields are drawn from ('any': every tile). */
export function tilesOfTheatre(theatre: TheatreId | 'any'): readonly string[] {
  if (theatre === 'any') return TILE_IDS;
  return THEATRES.find((t) => t.id === theatre)?.tiles ?? DEFAULT_TILES;
}

/** The theatre all of `tiles` come from, or 'any' when they are mixed. */
export function theatreOf(tiles: readonly string[]): TheatreId | 'any' {
  return THEATRES.find((t) => tiles.every((id) => t.tiles.includes(id)))?.id ?? 'any';
}

/** Whether `id` names a theatre (an address's `?theatre=`, a file). */
export function isTheatre(id: string): id is TheatreId {
  return THEATRES.some((t) => t.id === id);
}

/**
 * The road port standard (docs/maps.md): every tile's roads leave it exactly here, and nowhere
 * else, as `[col, row, dir]` of the tile's own hex and the direction the road leaves in. The
 * north and south ports are each other's 180-degree turn and meet across a seam, so any tile
 * stacks on any other, turned or not; the west and east ports share a row, so tiles turned
 * the same way sit side by side.
 */
export const ROAD_PORTS: readonly SideSpec[] = [
  [5, 0, 4], // north: from F1 to the north-west
  [4, 7, 1], // south: from E8 to the south-east
  [0, 3, 3], // west: from A4 to the west
  [9, 3, 0], // east: from J4 to the east
];

export interface BattlefieldLayout {
  id: string;
  name: string;
  tiles: TilePlacement[];
}

/**
 * A battlefield of `width` x `height` tiles, filled from `tiles` in reading order (cycling when
 * there are more places than tiles). Tiles in the upper half are turned to face the lower half,
 * so both teams look at the same kind of ground from their edge (R2.4), unless `turnUpper` is
 * false.
 */
export function layoutFor(
  width: number,
  height: number,
  tiles: readonly string[] = DEFAULT_TILES,
  turnUpper = true,
  known: TileSet = TILES,
): BattlefieldLayout {
  const placements: TilePlacement[] = [];
  let k = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      placements.push({ tile: tiles[k++ % tiles.length], x, y, rotated: turnUpper && y < height / 2 });
    }
  }
  // `known` names the player's own tiles too: the name is the battlefield's caption everywhere.
  const names = [...new Set(placements.map((p) => (Object.hasOwn(known, p.tile) ? known[p.tile].name : p.tile)))].join(
    ', ',
  );
  return {
    id: `field-${width}x${height}-${placements.map((p) => p.tile).join('.')}`,
    name: `${width * height} tiles (${width * 10} x ${height * 8}): ${names}`,
    tiles: placements,
  };
}

/**
 * The battlefield of `layout`, from the built-in tiles and `custom`, the player's own (docs/maps.md,
 * "Your tiles in a game"). A map with players' tiles names them (`customTiles`), so an end screen
 * can on any browser; the map holds every hex, so a game never needs the tiles again. The page
 * and the game server (checking a battlefield sent with its tiles) assemble with it alike.
 */
export function assembleLayout(layout: BattlefieldLayout, custom: TileSet = {}): Result<BattleMap, Problem[]> {
  const built = assembleBattlefield(layout.id, layout.name, tilesWith(custom), layout.tiles);
  if (!built.ok) return built;
  const used = [...new Set(layout.tiles.map((p) => p.tile))].filter(
    (id) => !Object.hasOwn(TILES, id) && Object.hasOwn(custom, id),
  );
  if (used.length === 0) return built;
  return ok({ ...built.value, customTiles: used.map((id) => ({ id, name: custom[id].name })) });
}

/** The tiles of a battlefield made by `layoutFor`, read back from its id ("field-WxH-a.b.c"), or null. */
export function tilesOfLayout(layoutId: string): string[] | null {
  const m = /^field-\d+x\d+-(.+)$/.exec(layoutId);
  return m ? m[1].split('.') : null;
}

/** A copy of `items` in an order fixed by `seed` (Fisher-Yates with seedrandom's Alea). */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const rnd = seedrandom.alea(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export interface ShuffleOptions {
  /** The tiles to draw from (default: DEFAULT_TILES, Western Europe). */
  tiles?: readonly string[];
  /** Fixes which tile goes where; the same seed gives the same battlefield. */
  seed?: string;
  /** Turn the upper half's tiles to face the lower half (default true). */
  turnUpper?: boolean;
  /** The tiles that name `tiles` (default TILES; with the player's own: tilesWith). */
  known?: TileSet;
}

/**
 * A battlefield of `grid` tiles (from the engine's `battlefieldGrid`, R2.4), the tiles shuffled
 * by the seed so that each distinct tile is used before any repeats.
 */
export function shuffledLayout(
  grid: { width: number; height: number },
  options: ShuffleOptions = {},
): BattlefieldLayout {
  const pool = seededShuffle(options.tiles ?? DEFAULT_TILES, options.seed ?? '');
  return layoutFor(grid.width, grid.height, pool, options.turnUpper ?? true, options.known ?? TILES);
}

/** Two tiles, the second turned to face the first: 10 x 16 hexes (R2.4). */
export const SKIRMISH_LAYOUT: BattlefieldLayout = {
  id: 'crossroads-2',
  name: 'Crossroads (2 tiles)',
  tiles: [
    { tile: 'crossroads', x: 0, y: 0, rotated: true },
    { tile: 'crossroads', x: 0, y: 1 },
  ],
};
