// Nobody acts for someone else (docs/online.md, "The protocol"). Each refusal comes with a reason and changes
// nothing: the game's position, as a fresh join reads it, is the same after it, and no step
// was broadcast.
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { awaiting, legalActions, randomAction, validateArmy, type Action, type ArmyList } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { MAX_MESSAGE_BYTES, MAX_MESSAGE_DEPTH, PROTOCOL_VERSION, type GameSnapshot } from '../../src/net/protocol';
import { HARD_LIMIT_BYTES } from '../../server/sockets';
import {
  Client,
  LISTS,
  play,
  seatedGame,
  startServer,
  tempDir,
  tinyOptions,
  turnOf,
  type Table,
  type TestServer,
  PLEDGES,
} from './harness';

let tmp: ReturnType<typeof tempDir>;
let server: TestServer;
let table: Table;
const clients: Client[] = [];

beforeEach(async () => {
  tmp = tempDir();
  server = await startServer({ file: `${tmp.dir}/games.db`, limits: { perSocket: { burst: 200, perSecond: 200 } } });
  table = await seatedGame(server.url);
  clients.push(...table.players);
  await play(table, 8);
});
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await server.close();
  tmp.cleanup();
});

async function position(): Promise<Pick<GameSnapshot, 'state' | 'steps' | 'seats' | 'undoAsked'>> {
  const look = await new Client(server.url).connected();
  clients.push(look);
  const r = await look.call('game:join', { version: PROTOCOL_VERSION, gameId: table.gameId });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  look.close();
  const { state, steps, seats, undoAsked } = r.value.snapshot;
  return { state, steps, seats: seats.map((s) => ({ ...s, connected: false })) as GameSnapshot['seats'], undoAsked };
}

/** Runs `refuse`, which must be refused with `code`, and checks nothing changed. */
async function unchanged(
  code: string,
  refuse: () => Promise<{ ok: boolean; error?: { code: string; message: string } } | unknown>,
): Promise<void> {
  const before = await position();
  const steps = table.players.map((p) => p.received.filter((m) => m.event === 'game:step').length);
  const r = (await refuse()) as { ok: boolean; error: { code: string; message: string } };
  expect(r.ok).toBe(false);
  expect(r.error.code).toBe(code);
  expect(r.error.message.length).toBeGreaterThan(5);
  expect(await position()).toEqual(before);
  expect(table.players.map((p) => p.received.filter((m) => m.event === 'game:step').length)).toEqual(steps);
}

const owed = () => turnOf(table)!;
const legal = (): Action => randomAction(table.players[owed()].state!, () => 0.5)!;

describe('refusals change nothing', () => {
  test('a forged seat token', async () => {
    const forged = randomBytes(32).toString('base64url');
    await unchanged('NOT_SEATED', () =>
      table.players[owed()].call('game:act', { gameId: table.gameId, token: forged, index: 8, action: legal() }),
    );
    await unchanged('NOT_SEATED', () =>
      new Client(server.url).connected().then((c) => {
        clients.push(c);
        return c.call('game:join', { version: PROTOCOL_VERSION, gameId: table.gameId, token: forged });
      }),
    );
  });

  test("an action for the other team: the decision is owed by the token's team (engine awaiting)", async () => {
    const other = (1 - owed()) as 0 | 1;
    await unchanged('NOT_YOUR_TURN', () =>
      table.players[other].call('game:act', {
        gameId: table.gameId,
        token: table.tokens[other],
        index: 8,
        action: legal(),
      }),
    );
  });

  test('a stale action (made against an earlier position) and one from the future', async () => {
    const t = owed();
    await unchanged('STALE', () =>
      table.players[t].call('game:act', { gameId: table.gameId, token: table.tokens[t], index: 7, action: legal() }),
    );
    await unchanged('STALE', () =>
      table.players[t].call('game:act', { gameId: table.gameId, token: table.tokens[t], index: 9, action: legal() }),
    );
  });

  test("an action the rules refuse carries the engine's RuleError", async () => {
    const t = owed();
    const state = table.players[t].state!;
    const legalOnes = legalActions(state);
    // Ending an activation that never began, or passing a setup step out of order: not legal now.
    const illegal = (
      [{ type: 'endActivation' }, { type: 'pass' }, { type: 'claimInitiative', team: t }] as unknown as Action[]
    ).find((a) => !legalOnes.some((l) => JSON.stringify(l) === JSON.stringify(a)))!;
    const before = await position();
    const r = await table.players[t].call('game:act', {
      gameId: table.gameId,
      token: table.tokens[t],
      index: 8,
      action: illegal,
    });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toMatchObject({
        code: expect.any(String),
        rule: expect.any(String),
        message: expect.any(String),
      });
    expect(await position()).toEqual(before);
  });

  test('malformed messages: each field is read, and a wrong one refuses the message', async () => {
    const p = table.players[owed()];
    const t = owed();
    const good = { gameId: table.gameId, token: table.tokens[t], index: 8, action: legal() };
    const bad: unknown[] = [
      null,
      'act',
      [],
      { ...good, gameId: 'k7qx2m' },
      { ...good, token: 'short' },
      { ...good, index: -1 },
      { ...good, index: 8.5 },
      { ...good, index: '8' },
      { ...good, action: { type: 'teleport' } },
      { ...good, action: { type: 'activate' } },
      { ...good, action: null },
    ];
    for (const payload of bad) await unchanged('MALFORMED', () => p.raw('game:act', payload));
    await unchanged('MALFORMED', () =>
      p.raw('game:ready', {
        gameId: table.gameId,
        token: table.tokens[t],
        list: { name: 5, units: [] },
        pledge: PLEDGES[t],
      }),
    );
    await unchanged('MALFORMED', () =>
      p.raw('game:create', { version: PROTOCOL_VERSION, options: { ...tinyOptions(), map: { id: 'x' } } }),
    );
    // R7.3: 1 to 20 turns, or open-ended.
    const turns = await p.raw('game:create', {
      version: PROTOCOL_VERSION,
      options: { ...tinyOptions(), settings: { turns: 0 } },
    });
    expect(!turns.ok && (turns.error as { message: string }).message).toMatch(/R7\.3/);
    await unchanged('MALFORMED', () =>
      p.raw('game:create', { version: PROTOCOL_VERSION, options: { ...tinyOptions(), hostTeam: 2 } }),
    );
    await unchanged('MALFORMED', () => p.raw('game:steal', { gameId: table.gameId }));
  });

  test('a list is refused once the game has started; an illegal list is refused before it (R1)', async () => {
    await unchanged('ARMY', () =>
      table.players[0].call('game:ready', {
        gameId: table.gameId,
        token: table.tokens[0],
        list: LISTS[0],
        pledge: PLEDGES[0],
      }),
    );
    const host = await new Client(server.url).connected();
    clients.push(host);
    const created = await host.call('game:create', { version: PROTOCOL_VERSION, options: tinyOptions() });
    if (!created.ok) throw new Error('not created');
    // R1.3: no Commander.
    const r = await host.call('game:ready', {
      gameId: created.value.gameId,
      token: created.value.token,
      pledge: PLEDGES[0],
      list: { ...LISTS[0], commander: null },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/R1\.3/);
    // R1.2: over the game's point limit, whatever limit the list says.
    const small = await host.call('game:create', {
      version: PROTOCOL_VERSION,
      options: { ...tinyOptions(), points: 50 },
    });
    if (!small.ok) throw new Error('not created');
    const over = await host.call('game:ready', {
      gameId: small.value.gameId,
      token: small.value.token,
      pledge: PLEDGES[0],
      list: LISTS[0],
    });
    expect(over.ok).toBe(false);
    if (!over.ok) expect(over.error.message).toMatch(/R1\.2/);
    // R3.3 (docs/rules.md, reading 44): a legal 150-point list of a squad and 41 Jeeps, which the
    // skirmish battlefield's 40-hex zone could never hold, is refused at once: a game whose lists
    // are both in must start.
    const jeeps: ArmyList = {
      name: 'Jeeps',
      pointLimit: 150,
      units: [
        { models: [...Array(5).fill('m1-garand-rifle'), 'red-devil-captain'] },
        ...Array.from({ length: 41 }, () => ({ models: ['jeep'] })),
      ],
      commander: { unit: 0, model: 5, grade: 'commander' },
    };
    expect(validateArmy(jeeps, CATALOG_BY_ID).errors).toEqual([]);
    const wide = await host.call('game:create', {
      version: PROTOCOL_VERSION,
      options: { ...tinyOptions(), points: 150 },
    });
    if (!wide.ok) throw new Error('not created');
    const crowded = await host.call('game:ready', {
      gameId: wide.value.gameId,
      token: wide.value.token,
      pledge: PLEDGES[0],
      list: jeeps,
    });
    expect(crowded.ok).toBe(false);
    if (!crowded.ok)
      expect(crowded.error).toMatchObject({ code: 'ARMY', message: expect.stringMatching(/41 Vehicle .*R3\.3/) });
    // As many Jeeps as the zone has hexes a Vehicle may stand in (the skirmish battlefield's zone has Water) are accepted.
    const zoneRoom = Number(/has (\d+) hexes/.exec(crowded.ok ? '' : crowded.error.message)?.[1]);
    const fitting = { ...jeeps, units: jeeps.units.slice(0, 1 + zoneRoom) };
    const fits = await host.call('game:ready', {
      gameId: wide.value.gameId,
      token: wide.value.token,
      pledge: PLEDGES[0],
      list: fitting,
    });
    expect(fits.ok).toBe(true);
  });

  test('R1.1: sides mix only in a game the host made casual, whatever the list itself says', async () => {
    // A mixed-side list (a US squad and its Commander, a German Panzer IV) that says casual: true.
    const mixed: ArmyList = {
      name: 'Mixed',
      pointLimit: 100,
      casual: true,
      units: [
        {
          models: [
            'm1-garand-rifle',
            'm1-garand-rifle',
            'm1-garand-rifle',
            'm1-garand-rifle',
            'm1-garand-rifle',
            'red-devil-captain',
          ],
        },
        { models: ['panzer-iv-ausf-g'] },
      ],
      commander: { unit: 0, model: 5, grade: 'commander' },
    };
    const { casual: _own, ...strict } = mixed;
    expect(validateArmy(strict, CATALOG_BY_ID).errors.map((e) => e.rule)).toEqual(['R1.1']);
    const host = await new Client(server.url).connected();
    clients.push(host);
    const ready = async (casual: boolean) => {
      const created = await host.call('game:create', {
        version: PROTOCOL_VERSION,
        options: { ...tinyOptions(), ...(casual ? { casual: true } : {}) },
      });
      if (!created.ok) throw new Error(JSON.stringify(created.error));
      return host.call('game:ready', {
        gameId: created.value.gameId,
        token: created.value.token,
        list: mixed,
        pledge: PLEDGES[0],
      });
    };
    const notCasual = await ready(false);
    expect(notCasual.ok ? 'accepted' : notCasual.error.message).toMatch(/R1\.1/);
    expect((await ready(true)).ok).toBe(true);
  });

  test('an oversized message is refused with TOO_LARGE; a far larger one closes its connection unread; the game goes on', async () => {
    const t = owed();
    const p = table.players[t];
    const padding = 'x'.repeat(MAX_MESSAGE_BYTES + 10);
    await unchanged('TOO_LARGE', () =>
      p.raw('game:act', { gameId: table.gameId, token: table.tokens[t], index: 8, action: legal(), padding }),
    );
    const big = await new Client(server.url).connected();
    clients.push(big);
    const closed = new Promise((resolve) => big.socket.once('disconnect', resolve));
    big.socket.emit('game:act', { padding: 'x'.repeat(HARD_LIMIT_BYTES + 10) });
    await closed;
    expect(await play(table, 2, 'after the big message')).toBe(2);
  });

  test('a message nested too deep is refused TOO_DEEP, not TOO_LARGE, however few its bytes; the game goes on', async () => {
    const t = owed();
    const p = table.players[t];
    const act = { gameId: table.gameId, token: table.tokens[t], index: 8, action: legal() };
    // 200 kB nested 100,000 deep, under the byte limit: JSON.stringify cannot even write it (the
    // client sends it as raw text), and the server must not measure it that way either.
    const depth = 100_000;
    const deep = `${'['.repeat(depth)}0${']'.repeat(depth)}`;
    expect(deep.length).toBeLessThan(MAX_MESSAGE_BYTES);
    const r = await p.frame('game:act', JSON.stringify(act).replace(/}$/, `,"padding":${deep}}`));
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'TOO_DEEP',
        message: `A message may nest lists and objects at most ${MAX_MESSAGE_DEPTH} levels deep.`,
      },
    });
    // One level over the bound, in a few bytes; at the bound the message is read (and refused for its shape).
    const nested = (levels: number): unknown => (levels === 0 ? 0 : [nested(levels - 1)]);
    await unchanged('TOO_DEEP', () => p.raw('game:act', { ...act, padding: nested(MAX_MESSAGE_DEPTH) }));
    await unchanged('MALFORMED', () => p.raw('game:act', { ...act, action: nested(MAX_MESSAGE_DEPTH - 1) }));
    // Large and shallow: TOO_LARGE, as before.
    await unchanged('TOO_LARGE', () =>
      p.raw('game:act', { ...act, padding: Array.from({ length: MAX_MESSAGE_BYTES / 4 }, () => [1]) }),
    );
    expect(await play(table, 2, 'after the deep message')).toBe(2);
  });

  test('a flood is refused with FLOOD past the rate limit, and changes nothing', async () => {
    await server.close();
    server = await startServer({ file: `${tmp.dir}/games.db`, limits: { perSocket: { burst: 5, perSecond: 1 } } });
    const t = owed();
    const p = await new Client(server.url).connected();
    clients.push(p);
    const before = await position();
    // Seven actions and, last in the same burst, three messages the protocol does not know: five
    // are read, five refused (as many as the burst: one more and the socket would be cut off,
    // tests/server/limits.test.ts).
    const acts = Array.from({ length: 7 }, () =>
      p.call('game:act', { gameId: table.gameId, token: table.tokens[t], index: 7, action: legal() }),
    );
    const unknown = Array.from({ length: 3 }, () => p.raw('game:steal', { gameId: table.gameId }));
    const codes = (await Promise.all([...acts, ...unknown])).map((r) => (r.ok ? 'ok' : r.error.code));
    expect(codes.filter((c) => c === 'FLOOD').length).toBeGreaterThanOrEqual(4);
    expect(codes.filter((c) => c !== 'FLOOD').every((c) => c === 'STALE')).toBe(true);
    expect(await position()).toEqual(before);
  });

  test('a spectator cannot act: without a token the message is malformed, with the link only it has none', async () => {
    const watcher = await new Client(server.url).connected();
    clients.push(watcher);
    const r = await watcher.call('game:join', { version: PROTOCOL_VERSION, gameId: table.gameId, sit: true });
    expect(r.ok && r.value.role).toEqual({ kind: 'spectator' });
    expect(r.ok && r.value.token).toBeUndefined();
    await unchanged('MALFORMED', () => watcher.raw('game:act', { gameId: table.gameId, index: 8, action: legal() }));
    await unchanged('NOT_SEATED', () =>
      watcher.call('game:act', {
        gameId: table.gameId,
        token: randomBytes(32).toString('base64url'),
        index: 8,
        action: legal(),
      }),
    );
    expect(awaiting(table.players[0].state!).team).toBe(owed());
  });

  test('an action is stored before it is acknowledged or broadcast: a store that fails to append leaves it unsaid', async () => {
    const store = server.store;
    const append = store.append.bind(store);
    const t = owed();
    const steps = table.players.map((p) => p.received.filter((m) => m.event === 'game:step').length);
    // The disk fails: the action is refused as the storage's failure, no one hears of it.
    store.append = () => Promise.reject(new Error('disk full'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await unchanged('UNAVAILABLE', () =>
      table.players[t].call('game:act', { gameId: table.gameId, token: table.tokens[t], index: 8, action: legal() }),
    );
    expect(logged).toHaveBeenCalledWith('game server: game:act: storage append: disk full');
    logged.mockRestore();
    // Another process appended first: STALE, and no one hears of this one either.
    store.append = () => Promise.resolve(false);
    await unchanged('STALE', () =>
      table.players[t].call('game:act', { gameId: table.gameId, token: table.tokens[t], index: 8, action: legal() }),
    );
    store.append = append;
    expect(table.players.map((p) => p.received.filter((m) => m.event === 'game:step').length)).toEqual(steps);
    expect(await play(table, 2, 'after the failures')).toBe(2);
  });

  test('another protocol version is refused with a reason', async () => {
    const c = await new Client(server.url).connected();
    clients.push(c);
    const r = await c.call('game:join', { version: PROTOCOL_VERSION + 1, gameId: table.gameId });
    expect(!r.ok && r.error.code).toBe('VERSION');
  });
});
