// Players' tiles carried by game:create (docs/online.md, "Players' tiles"; server/carriedTiles.ts):
// each read by the page's own tile reader (checkCustomTile, then the engine's checkTile, R2.4),
// the battlefield assembled again from them and the built-in tiles and compared with the map
// sent. A bad tile is refused with its place and never stops the server; a message without tiles
// (an older page's) is read as before.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { TileSpec } from '../../src/engine';
import { TILES } from '../../src/data/tiles';
import { MAX_CARRIED_TILES, PROTOCOL_VERSION, type OnlineGameOptions } from '../../src/net/protocol';
import { onlineOptions } from '../../src/store/online/online';
import { readers } from '../../server/validate';
import { Client, play, seatedGame, startServer, tempDir, tinyOptions, type TestServer } from './harness';

const DUNES: TileSpec = { ...TILES.oasis, id: 'custom-dunes', name: 'Dunes' };

/** What the page sends for a 4-tile battlefield with the Dunes at places 2 and 3. */
function withDunes(): OnlineGameOptions {
  const r = onlineOptions(
    {
      points: 200,
      field: 'points',
      turns: 1,
      smallHexes: false,
      casual: false,
      hostTeam: 0,
      ground: { picked: ['steppe', 'custom-dunes', 'custom-dunes', 'village'] },
    },
    'layout',
    { [DUNES.id]: DUNES },
  );
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const create = (options: unknown) => readers['game:create']({ version: PROTOCOL_VERSION, options });
const why = (r: ReturnType<typeof create>) => (r.ok ? 'accepted' : r.why);

describe("game:create with players' tiles", () => {
  test('the tiles are read and the map checked; the game keeps the map, not the tiles', () => {
    const sent = withDunes();
    const r = create(sent);
    if (!r.ok) throw new Error(r.why);
    expect(r.value.options.map).toEqual(sent.map);
    expect(r.value.options.map.customTiles).toEqual([{ id: 'custom-dunes', name: 'Dunes' }]);
    expect('tiles' in r.value.options).toBe(false);
  });

  test("an older page's message, without tiles and on built-in tiles, is read as before", () => {
    const r = create(tinyOptions());
    expect(r.ok && r.value.options.map).toEqual(tinyOptions().map);
  });

  test('a map naming a tile of a player that is not carried is refused at its place', () => {
    const { tiles: _, ...bare } = withDunes();
    expect(why(create(bare))).toBe(
      'options.map: place 2 has a player\'s tile "custom-dunes", which options.tiles does not carry; place 3 has a player\'s tile "custom-dunes", which options.tiles does not carry',
    );
  });

  test('a tile the rules refuse is refused with the problem and its place', () => {
    const sent = withDunes();
    // A road that stops in the middle of the tile: a road to nowhere (R2.4).
    const nowhere = { ...DUNES, roads: [[...DUNES.roads[0].slice(0, 3)]] };
    const r = why(create({ ...sent, tiles: [nowhere] }));
    expect(r).toMatch(/^options\.tiles\[0\]: No road leaves from E8 to the south-east/);
    const blank = why(
      create({ ...sent, tiles: [{ ...DUNES, terrain: [...DUNES.terrain.slice(0, 7), 'xxxxxxxxxx'] }] }),
    );
    expect(blank).toMatch(/^options\.tiles\[0\]: terrain\[7\]/);
  });

  test('a 1e9 coordinate, a huge list, a tile too many: refused, quickly and whole', () => {
    const sent = withDunes();
    const far = why(create({ ...sent, tiles: [{ ...DUNES, hedges: [[1e9, 0, 1]] }] }));
    expect(far).toMatch(/^options\.tiles\[0\]: hedges\[0\]\[0\]/);
    const huge = why(create({ ...sent, tiles: [{ ...DUNES, cliffs: new Array(100_000).fill([0, 0, 0]) }] }));
    expect(huge).toMatch(/^options\.tiles\[0\]: cliffs/);
    expect(why(create({ ...sent, tiles: new Array(MAX_CARRIED_TILES + 1).fill(DUNES) }))).toBe(
      `options.tiles: a list of at most ${MAX_CARRIED_TILES} tiles`,
    );
    expect(why(create({ ...sent, tiles: 'dunes' }))).toBe(
      `options.tiles: a list of at most ${MAX_CARRIED_TILES} tiles`,
    );
  });

  test('a tile twice, a tile not on the battlefield, a built-in id: each refused, named', () => {
    const sent = withDunes();
    expect(why(create({ ...sent, tiles: [DUNES, DUNES] }))).toBe(
      'options.tiles[1] "Dunes": a second tile of id "custom-dunes"',
    );
    const other = { ...TILES.steppe, id: 'custom-other', name: 'Other' };
    expect(why(create({ ...sent, tiles: [DUNES, other] }))).toBe(
      'options.tiles[1]: tile "custom-other" is not on the battlefield',
    );
    // A tile calling itself by a built-in id is no player's tile: the map's Oasis stays the built-in one.
    expect(why(create({ ...sent, tiles: [DUNES, { ...DUNES, id: 'oasis' }] }))).toBe(
      'options.tiles[1]: tile "oasis" is not on the battlefield',
    );
    expect(why(create({ ...sent, tiles: [{ ...DUNES, id: 7 }] }))).toMatch(
      /^options\.tiles\[0\]: id: an id of at most 40/,
    );
  });

  test('a map that is not the one its tiles make is refused: a hex changed, a name changed', () => {
    const sent = withDunes();
    // A hex with no road turned to Water: the map is still a valid map, but not this one.
    const plain = sent.map.hexes.findIndex((h) => !h.roads && h.terrain !== 'water');
    const hexes = sent.map.hexes.map((h, i) => (i === plain ? { terrain: 'water' as const } : h));
    expect(why(create({ ...sent, map: { ...sent.map, hexes } }))).toBe(
      'options.map: not the battlefield its tiles make (field-2x2-steppe.custom-dunes.custom-dunes.village)',
    );
    const renamed = { ...sent.map, customTiles: [{ id: 'custom-dunes', name: 'Sands' }] };
    expect(why(create({ ...sent, map: renamed }))).toBe(
      'options.map: not the battlefield its tiles make (field-2x2-steppe.custom-dunes.custom-dunes.village)',
    );
  });
});

describe('over real sockets', () => {
  let tmp: ReturnType<typeof tempDir>;
  let server: TestServer;
  const clients: Client[] = [];
  beforeEach(async () => {
    tmp = tempDir();
    server = await startServer({ file: `${tmp.dir}/games.db`, limits: { perSocket: { burst: 200, perSecond: 200 } } });
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    await server.close();
    tmp.cleanup();
  });

  test("a bad tile is refused and the server goes on; a game on a player's tile is created and played", async () => {
    const sent = withDunes();
    const host = await new Client(server.url).connected();
    clients.push(host);
    const bad = await host.call('game:create', {
      version: PROTOCOL_VERSION,
      options: { ...sent, tiles: [{ ...DUNES, hedges: [[1e9, 0, 1]] }] },
    });
    expect(bad.ok ? 'accepted' : bad.error.message).toMatch(/^options\.tiles\[0\]: hedges\[0\]\[0\]/);
    const table = await seatedGame(server.url, sent);
    clients.push(...table.players);
    expect(table.players[0].state?.map.customTiles).toEqual([{ id: 'custom-dunes', name: 'Dunes' }]);
    expect(await play(table, 4)).toBe(4);
  });
});
