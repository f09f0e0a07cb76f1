// The server's message readers (server/validate.ts) on army lists: they keep to the same size
// bounds as the page's list readers (src/data/listBounds.ts), never below a legal list (R1.2),
// and drop what the game, not the list, decides (R1.1).
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { DIR_WORDS, DIRS, getBoard, hexLabel, opposite, validateArmy, type Dir } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { MAX_LIST_UNITS, MAX_POINT_LIMIT, MAX_UNIT_MODELS } from '../../src/data/listBounds';
import { MAX_MESSAGE_BYTES, PROTOCOL_VERSION } from '../../src/net/protocol';
import { LIMITS } from '../../src/store/files/armyFormat';
import { battlefieldForPoints, buildBattlefield } from '../../src/store/game/newGame';
import { readers } from '../../server/validate';
import { motorPool } from '../store/fixtures';
import { Client, startServer, tempDir, tinyOptions, type TestServer, PLEDGES } from './harness';

const readList = (list: unknown) =>
  readers['game:ready']({ gameId: 'ABCDEF', token: 'a'.repeat(43), list, pledge: PLEDGES[0] });

describe('game:ready reads every legal list (R1.2)', () => {
  test('a legal 300-point list of 71 units', () => {
    const list = motorPool(70, 300);
    expect(validateArmy(list, CATALOG_BY_ID)).toMatchObject({ errors: [], total: 300 });
    const read = readList(list);
    expect(read.ok ? read.value.list : read.why).toEqual(list);
  });

  test('a legal list of the largest point limit (2,496 units) is read, and fits in a message', () => {
    const list = motorPool(2495, MAX_POINT_LIMIT);
    expect(validateArmy(list, CATALOG_BY_ID)).toMatchObject({ errors: [], total: MAX_POINT_LIMIT });
    expect(JSON.stringify({ gameId: 'ABCDEF', token: 'a'.repeat(43), list }).length).toBeLessThan(MAX_MESSAGE_BYTES);
    const read = readList(list);
    expect(read.ok ? read.value.list : read.why).toEqual(list);
  });

  test("the bounds are the page's: one unit or one model more is refused", () => {
    expect(LIMITS).toMatchObject({
      pointLimit: MAX_POINT_LIMIT,
      units: MAX_LIST_UNITS,
      modelsPerUnit: MAX_UNIT_MODELS,
    });
    expect(readList(motorPool(MAX_LIST_UNITS, MAX_POINT_LIMIT))).toEqual({
      ok: false,
      why: `list.units: ${MAX_LIST_UNITS + 1} units: at most ${MAX_LIST_UNITS}`,
    });
    expect(readList(motorPool(MAX_LIST_UNITS - 1, MAX_POINT_LIMIT)).ok).toBe(true);
    const big = { ...motorPool(0, 100), units: [{ models: new Array<string>(MAX_UNIT_MODELS + 1).fill('cckw-352') }] };
    expect(readList(big)).toEqual({
      ok: false,
      why: `list.units[0].models: unit 1 has ${MAX_UNIT_MODELS + 1} models: from 1 to ${MAX_UNIT_MODELS}`,
    });
    expect(readList({ ...big, units: [{ models: new Array<string>(MAX_UNIT_MODELS).fill('cckw-352') }] }).ok).toBe(
      true,
    );
  });

  test('a game of more points than any list can be built to is refused', () => {
    const create = (points: number) =>
      readers['game:create']({ version: PROTOCOL_VERSION, options: { ...tinyOptions(), points } });
    expect(create(MAX_POINT_LIMIT).ok).toBe(true);
    expect(create(MAX_POINT_LIMIT + 1)).toEqual({
      ok: false,
      why: `options.points: a whole number from 1 to ${MAX_POINT_LIMIT} (R1.2)`,
    });
  });

  test('R2.1: a map with a road across a River without a Bridge is refused, naming its hexes and hexside', () => {
    const options = tinyOptions();
    const map = structuredClone(options.map);
    // The first hexside of the map a road crosses with nothing on it gets a River.
    const board = getBoard(options.map);
    const crossed = (i: number, d: Dir) => {
      const j = board.neighbors[i * 6 + d];
      return j > i && board.roadBits[i] & (1 << d) && board.roadBits[j] & (1 << opposite(d)) && !board.sides[i * 6 + d];
    };
    const i = board.hexAt.findIndex((_, k) => DIRS.some((d) => crossed(k, d)));
    const d = DIRS.find((x) => crossed(i, x))!;
    const from = board.hexAt[i];
    const to = board.hexAt[board.neighbors[i * 6 + d]];
    map.hexsides = [...map.hexsides, { hex: from, dir: d, kind: 'river' }];
    // A fresh copy each time, as a message is: a map's board is worked out once (getBoard).
    const create = (m: typeof map) =>
      readers['game:create']({ version: PROTOCOL_VERSION, options: { ...options, map: structuredClone(m) } });
    expect(create(map)).toEqual({
      ok: false,
      why: `options.map: the road from ${hexLabel(from)} to ${hexLabel(to)} crosses the River on the ${DIR_WORDS[d]} side of ${hexLabel(from)} without a Bridge: a road crosses a River only on a Bridge (R2.1)`,
    });
    map.hexsides[map.hexsides.length - 1].bridge = true;
    expect(create(map).ok).toBe(true);
  });

  test('a map with many problems is refused with the first three and how many more', () => {
    const options = tinyOptions();
    const map = structuredClone(options.map) as unknown as { hexes: { terrain: string }[] };
    for (let k = 0; k < 5; k++) map.hexes[k] = { ...map.hexes[k], terrain: 'lava' };
    const r = readers['game:create']({ version: PROTOCOL_VERSION, options: { ...options, map } });
    expect(!r.ok && r.why.split('; ')).toHaveLength(4);
    expect(!r.ok && r.why).toMatch(/^options\.map: hex A1 has unknown terrain "lava"; .*; and 2 more$/);
  });

  test("R1.1: a list's own casual flag is read but not kept: the host's option decides", () => {
    const read = readList({ ...motorPool(1, 100), casual: true });
    expect(read.ok && read.value.list).toEqual(motorPool(1, 100));
    expect(readList({ ...motorPool(1, 100), casual: 'yes' })).toEqual({
      ok: false,
      why: 'list.casual: "casual" must be true or false',
    });
  });
});

describe('over real sockets', () => {
  let tmp: ReturnType<typeof tempDir>;
  let server: TestServer;
  let host: Client | undefined;
  beforeEach(async () => {
    tmp = tempDir();
    server = await startServer({ file: `${tmp.dir}/games.db`, limits: { perSocket: { burst: 200, perSecond: 200 } } });
  });
  afterEach(async () => {
    host?.close();
    await server.close();
    tmp.cleanup();
  });

  test('R1.2: a 300-point game takes a legal list of 71 units', async () => {
    host = await new Client(server.url).connected();
    // R1.7: a 300-point game's six tiles, whose deployment zone holds the 70 trucks (R3.3, R5.6).
    const field = buildBattlefield(battlefieldForPoints(300, { seed: 'r12' }));
    if (!field.ok) throw new Error('the six-tile battlefield does not assemble');
    const created = await host.call('game:create', {
      version: PROTOCOL_VERSION,
      options: { ...tinyOptions(), points: 300, map: field.value },
    });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const r = await host.call('game:ready', {
      gameId: created.value.gameId,
      token: created.value.token,
      pledge: PLEDGES[0],
      list: motorPool(70, 300),
    });
    expect(r.ok ? 'accepted' : r.error.message).toBe('accepted');
  });
});
