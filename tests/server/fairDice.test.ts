// Provably fair dice over real sockets (docs/online.md "Provably fair dice"): the server commits to
// a new game's dice key (SHA-256) in its first answer and keeps to it, rolls every die with the
// engine's keyed generator under that key mixed with the two players' contributions, reveals the
// key at the end; the page's verifier (src/net/verifyDice.ts) passes a real game from nothing but
// what a client received, and fails a tampered key, commitment, contribution, log or initial
// state, saying where. A game whose lists came before players contributed rolls under the server's
// key alone, and verifies so. A game stored before keyed dice still plays and
// replays with the seeded generator it was made with, and says its dice cannot be verified.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, test } from 'vitest';
import { applyAction, legalActions, type Action, type GameEvent, type GameState } from '../../src/engine';
import Database from 'better-sqlite3';
import { commitmentOf, gameKeyOf, keyedSeed, keyOfSeed, NO_CONTRIBUTION, pledgeOf } from '../../src/net/fairDice';
import {
  PROTOCOL_VERSION,
  type ClientReplies,
  type DiceCommitment,
  type ServerMessages,
  type StepRecord,
} from '../../src/net/protocol';
import { diceShown, verifyDice, type ShownGame } from '../../src/net/verifyDice';
import { hashToken } from '../../server/referee';
import { SqliteStore } from '../../server/sqliteStore';
import { ROOT } from './processes';
import {
  CONTRIBUTIONS,
  Client,
  LISTS,
  play,
  seatedGame,
  startServer,
  tempDir,
  tinyOptions,
  type Table,
  revealBoth,
  type TestServer,
  PLEDGES,
} from './harness';

let server: TestServer | null = null;
let tmp: ReturnType<typeof tempDir> | null = null;
const clients: Client[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await server?.close();
  server = null;
  tmp?.cleanup();
  tmp = null;
});

async function serve(): Promise<TestServer> {
  tmp = tempDir();
  // Games of a few hundred actions, played as fast as the sockets go: no flood limit in the way.
  server = await startServer({
    file: `${tmp.dir}/games.db`,
    limits: { perSocket: { burst: 100_000, perSecond: 100_000 } },
  });
  return server;
}

/** The payloads of one kind of message a client received, in order. */
function receivedOf<K extends keyof ServerMessages>(client: Client, event: K): ServerMessages[K][] {
  return client.received.filter((m) => m.event === event).map((m) => m.payload as ServerMessages[K]);
}

/**
 * What a page at this client was shown of the finished game: all the verifier is given, with the
 * contribution its seat sent (`team`) and the other seat's pledge as shown before (`theirPledge`,
 * PLEDGES' unless told), as a player's page knows them.
 */
function shownBy(client: Client, commitment: string, team?: 0 | 1, theirPledge?: string): ShownGame {
  const [started] = receivedOf(client, 'game:started');
  const [over] = receivedOf(client, 'game:over');
  const steps = receivedOf(client, 'game:step').map((m) => m.step);
  const dice = started!.dice;
  return {
    commitment,
    ...(dice.kind === 'keyed' && dice.contributions ? { contributions: dice.contributions } : {}),
    ...(team !== undefined
      ? { mine: { team, contribution: CONTRIBUTIONS[team], theirPledge: theirPledge ?? PLEDGES[team === 0 ? 1 : 0] } }
      : {}),
    revealed: over!.revealed,
    opening: started!.opening,
    steps: steps.map((s: StepRecord) => ({ action: s.action, events: s.events })),
  };
}

/** A whole game played by two clients through the server, and what each was shown. */
async function finishedGame(): Promise<{ table: Table; commitment: string; shown: ShownGame }> {
  const { url } = await serve();
  // Three turns (R7.3): a few dozen dice.
  const table = await seatedGame(url, { ...tinyOptions(), settings: { turns: 3 } });
  clients.push(...table.players);
  await play(table);
  await Promise.all(table.players.map((p) => p.next('game:over', 0)));
  const host = table.players[tinyOptions().hostTeam];
  const created = host.replies[0] as { ok: true; value: ClientReplies['game:create'] };
  const dice = created.value.dice;
  if (dice.kind !== 'keyed') throw new Error('a new game was not keyed');
  return { table, commitment: dice.commitment, shown: shownBy(table.players[1], dice.commitment, 1) };
}

const copy = <T>(v: T): T => structuredClone(v);
const flip = (hex: string, at: number) => hex.slice(0, at) + (hex[at] === '0' ? '1' : '0') + hex.slice(at + 1);

describe('provably fair dice over real sockets', () => {
  test('the commitment is given at creation, kept to the end, and the verifier passes the whole game from what a client received', async () => {
    const { table, commitment, shown } = await finishedGame();
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    // The same commitment in the join snapshots and game:started, to both players.
    for (const client of table.players) {
      const joined = client.replies.find(
        (r): r is { ok: true; value: ClientReplies['game:join'] } =>
          (r as { value?: { snapshot?: unknown } }).value?.snapshot !== undefined,
      )!;
      expect(joined.value.snapshot.dice).toEqual({ kind: 'keyed', commitment });
      // Once started, both players' contributions are told, the first seat's first.
      expect(receivedOf(client, 'game:started')[0]!.dice).toEqual({
        kind: 'keyed',
        commitment,
        contributions: [...CONTRIBUTIONS],
      });
    }
    // The revealed key is the one committed to; the game rolled under it mixed with both contributions.
    const key = keyOfSeed(shown.revealed.seed)!;
    expect(commitmentOf(key)).toBe(commitment);
    expect(shown.revealed.initial.rng).toMatchObject({ keyed: { key: gameKeyOf(key, CONTRIBUTIONS) } });

    const verdict = verifyDice(shown);
    const dice = [shown.opening, ...shown.steps.map((s) => s.events)].reduce(
      (n, events) => n + diceShown(events).length,
      0,
    );
    // The game is random (the server draws the key), so how many dice it rolls varies: at least
    // the setup's initiative roll (R3.1) and each of the three turns' (R4.1), two dice a side each.
    expect(dice).toBeGreaterThanOrEqual(16);
    expect(verdict).toEqual({
      ok: true,
      dice,
      actions: shown.steps.length,
      message: expect.stringMatching(
        new RegExp(
          `^${dice} dice in ${shown.steps.length} actions match the commitment published at the start: .*mixed with both players' contributions, this browser's among them, the other's as pledged before this one was revealed\\.$`,
        ),
      ),
    });
    // The other player finds its own contribution there too.
    expect(verifyDice(shownBy(table.players[0], commitment, 0))).toMatchObject({ ok: true, dice });
    // A spectator joining after the end is shown the same and verifies the same.
    const late = await new Client(server!.url).connected();
    clients.push(late);
    const watched = await late.call('game:join', { version: PROTOCOL_VERSION, gameId: table.gameId });
    if (!watched.ok) throw new Error(JSON.stringify(watched.error));
    const snap = watched.value.snapshot;
    expect(snap.dice).toEqual({ kind: 'keyed', commitment, contributions: [...CONTRIBUTIONS] });
    const contributions = CONTRIBUTIONS;
    expect(
      verifyDice({ commitment, contributions, revealed: snap.revealed!, opening: snap.opening, steps: snap.steps }),
    ).toMatchObject({
      ok: true,
      dice,
      message: expect.stringMatching(/mixed with both players' contributions\.$/),
    });
  });

  test("fails a key mixed with another contribution than this browser's, or with none, or with another shown, saying which", async () => {
    const { shown } = await finishedGame();
    const mine = shown.mine!.contribution;
    const theirs = shown.contributions![0];

    // The server shows (and mixed in) another contribution for this seat than the browser sent.
    const swapped = copy(shown);
    swapped.contributions = [theirs, flip(mine, 3)];
    expect(verifyDice(swapped)).toMatchObject({
      ok: false,
      action: null,
      message: `The key was not mixed with this browser's contribution: it sent ${mine}, the server showed ${flip(mine, 3)} for its seat.`,
    });

    // No contribution told at all, though this browser sent one: the key would be the server's alone.
    const { contributions: _told, ...untold } = copy(shown);
    expect(verifyDice(untold)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/mixed in no player's contribution: the key was the server's alone/),
    });

    // The other seat's contribution shown otherwise than the one it pledged before this browser
    // revealed its own: named as such.
    const otherTheirs = copy(shown);
    otherTheirs.contributions = [flip(theirs, 0), mine];
    expect(verifyDice(otherTheirs)).toMatchObject({
      ok: false,
      message: `The other player's contribution is not the one pledged before this browser revealed its own: it was pledged as ${PLEDGES[0]}, the server showed ${flip(theirs, 0)}, whose SHA-256 is not that.`,
    });
    // By a page that kept no pledge (its list came before players pledged), the initial state does
    // not roll with it.
    const { theirPledge: _pledge, ...noPledge } = shown.mine!;
    expect(verifyDice({ ...otherTheirs, mine: noPledge })).toMatchObject({
      ok: false,
      message: expect.stringMatching(
        /does not roll its dice with the revealed key mixed with the players' contributions/,
      ),
    });

    // Contributions that are not two of 32 bytes in hex: refused with the reason, never a throw.
    for (const told of [[theirs.slice(2), mine], [mine], [], 'x', [mine, mine, mine], [7, mine]]) {
      const odd = { ...copy(shown), contributions: told as unknown as [string, string] };
      expect(verifyDice(odd)).toMatchObject({
        ok: false,
        message: "The players' contributions shown at the start are not two of 32 bytes each in hex.",
      });
    }
  });

  test('a keyed game whose first list came before players contributed mixes in the other, the first as zeros, and verifies so', async () => {
    const { url } = await serve();
    const host = await new Client(url).connected();
    const guest = await new Client(url).connected();
    clients.push(host, guest);
    const created = await host.call('game:create', { version: PROTOCOL_VERSION, options: tinyOptions() });
    if (!created.ok || created.value.dice.kind !== 'keyed') throw new Error(JSON.stringify(created));
    const { gameId, token, dice } = created.value;
    expect((await host.call('game:join', { version: PROTOCOL_VERSION, gameId, token })).ok).toBe(true);
    const guestJoin = await guest.call('game:join', { version: PROTOCOL_VERSION, gameId, sit: true });
    if (!guestJoin.ok || !guestJoin.value.token) throw new Error(JSON.stringify(guestJoin));
    const tokens = [token, guestJoin.value.token] as [string, string];
    expect((await host.call('game:ready', { gameId, token, list: LISTS[0], pledge: PLEDGES[0] })).ok).toBe(true);
    // The host's list as a server before contributions stored it: no pledge nor contribution beside it.
    const db = new Database(`${tmp!.dir}/games.db`);
    db.prepare('UPDATE games SET pledge0 = NULL, contribution0 = NULL WHERE id = ?').run(gameId);
    db.close();
    // Its list sent again takes no pledge: the seat stands pledged and revealed as zeros.
    expect((await host.call('game:ready', { gameId, token, list: LISTS[0], pledge: PLEDGES[0] })).ok).toBe(true);
    expect((await server!.store.meta(gameId))?.seats[0]).toMatchObject({ pledge: null, contribution: null });
    const started = [host.next('game:started'), guest.next('game:started')];
    const ready = await guest.call('game:ready', { gameId, token: tokens[1], list: LISTS[1], pledge: PLEDGES[1] });
    // The host's seat stands pledged and revealed as zeros; the guest reveals its own.
    expect(ready.ok && ready.value.seats.map((s) => [s.pledge, s.revealed])).toEqual([
      [pledgeOf(NO_CONTRIBUTION), true],
      [PLEDGES[1], undefined],
    ]);
    expect((await guest.call('game:reveal', { gameId, token: tokens[1], contribution: CONTRIBUTIONS[1] })).ok).toBe(
      true,
    );
    const mixed: [string, string] = [NO_CONTRIBUTION, CONTRIBUTIONS[1]];
    for (const s of await Promise.all(started))
      expect(s.dice).toEqual({ kind: 'keyed', commitment: dice.commitment, contributions: mixed });
    await play({ gameId, players: [host, guest], tokens });
    const over = await host.next('game:over', 0);
    const serverKey = keyOfSeed(over.revealed.seed)!;
    expect(over.revealed.initial.rng).toMatchObject({ keyed: { key: gameKeyOf(serverKey, mixed) } });
    // The host, whose list carried no contribution, checks as a spectator would; the guest finds its own.
    expect(verifyDice(shownBy(host, dice.commitment))).toMatchObject({ ok: true });
    expect(verifyDice(shownBy(guest, dice.commitment, 1, pledgeOf(NO_CONTRIBUTION)))).toMatchObject({
      ok: true,
      message: expect.stringMatching(
        /mixed with one player's contribution \(the other's army came before players contributed\), this browser's among them, the other's as pledged before this one was revealed\.$/,
      ),
    });
  });

  test("a seat's first pledge stands: a list sent again with another keeps the first, and only the pledged contribution is taken", async () => {
    const { url } = await serve();
    const table = await seatedGame(url, tinyOptions(), url, false);
    clients.push(...table.players);
    const [host, guest] = table.players;
    const { gameId, tokens } = table;
    const send = (who: Client, t: 0 | 1, pledge: string) =>
      who.call('game:ready', { gameId, token: tokens[t], list: LISTS[t], pledge });
    const reveal = (who: Client, t: 0 | 1, contribution: string) =>
      who.call('game:reveal', { gameId, token: tokens[t], contribution });
    const refusedWith = async (answer: Promise<{ ok: boolean; error?: { code: string; message: string } }>) => {
      const a = await answer;
      return a.ok ? 'accepted' : [a.error!.code, a.error!.message];
    };
    expect((await send(host, 0, PLEDGES[0])).ok).toBe(true);
    // Before the other seat has pledged, no contribution is taken.
    expect(await refusedWith(reveal(host, 0, CONTRIBUTIONS[0]))).toEqual([
      'PLEDGE',
      'A contribution to the dice is revealed only once both players have pledged theirs.',
    ]);
    expect((await send(host, 0, pledgeOf('ee'.repeat(32)))).ok).toBe(true);
    expect((await server!.store.meta(gameId))?.seats[0]).toMatchObject({ pledge: PLEDGES[0], contribution: null });
    expect((await send(guest, 1, PLEDGES[1])).ok).toBe(true);
    // The contribution of the second pledge, not the first: refused.
    expect(await refusedWith(reveal(host, 0, 'ee'.repeat(32)))).toEqual([
      'PLEDGE',
      'This is not the contribution to the dice that this seat pledged.',
    ]);
    expect((await server!.store.meta(gameId))?.seats[0].contribution).toBeNull();
    const seen = guest.next('game:seats', guest.received.length);
    expect((await reveal(host, 0, CONTRIBUTIONS[0])).ok).toBe(true);
    // The room learns that the host revealed, not what: the contribution stays on the server until the start.
    const seats = (await seen).seats;
    expect(seats.map((s) => [s.pledge, s.revealed])).toEqual([
      [PLEDGES[0], true],
      [PLEDGES[1], undefined],
    ]);
    expect(JSON.stringify(guest.received)).not.toContain(CONTRIBUTIONS[0]);
    const started = guest.next('game:started');
    expect((await reveal(guest, 1, CONTRIBUTIONS[1])).ok).toBe(true);
    expect((await started).dice).toMatchObject({ contributions: [...CONTRIBUTIONS] });
    // A reveal after the start changes nothing.
    expect((await reveal(host, 0, 'ee'.repeat(32))).ok).toBe(true);
    expect((await server!.store.meta(gameId))?.seats.map((s) => s.contribution)).toEqual([...CONTRIBUTIONS]);
  });

  test('a seat whose list came with its contribution, before players pledged, keeps that contribution: the other reveals and the game starts', async () => {
    const { url } = await serve();
    const table = await seatedGame(url, tinyOptions(), url, false);
    clients.push(...table.players);
    const [host, guest] = table.players;
    const { gameId, tokens } = table;
    expect((await host.call('game:ready', { gameId, token: tokens[0], list: LISTS[0], pledge: PLEDGES[0] })).ok).toBe(
      true,
    );
    // The host's list as a server of protocol 3 stored it: its contribution beside it, no pledge.
    const db = new Database(`${tmp!.dir}/games.db`);
    db.prepare('UPDATE games SET pledge0 = NULL, contribution0 = ? WHERE id = ?').run(CONTRIBUTIONS[0], gameId);
    db.close();
    // A list sent again then takes no pledge: the contribution stored stands.
    expect(
      (await host.call('game:ready', { gameId, token: tokens[0], list: LISTS[0], pledge: pledgeOf('ee'.repeat(32)) }))
        .ok,
    ).toBe(true);
    expect((await server!.store.meta(gameId))?.seats[0]).toMatchObject({
      pledge: null,
      contribution: CONTRIBUTIONS[0],
    });
    const started = guest.next('game:started');
    const ready = await guest.call('game:ready', { gameId, token: tokens[1], list: LISTS[1], pledge: PLEDGES[1] });
    expect(ready.ok && ready.value.seats.map((s) => [s.pledge, s.revealed])).toEqual([
      [PLEDGES[0], true],
      [PLEDGES[1], undefined],
    ]);
    expect((await guest.call('game:reveal', { gameId, token: tokens[1], contribution: CONTRIBUTIONS[1] })).ok).toBe(
      true,
    );
    expect((await started).dice).toMatchObject({ contributions: [...CONTRIBUTIONS] });
  });

  test('a game started under the server key alone is told with no contributions, whatever its seats hold', async () => {
    tmp = tempDir();
    const file = `${tmp.dir}/games.db`;
    server = await startServer({ file });
    const table = await seatedGame(server.url, tinyOptions());
    clients.push(...table.players);
    for (const c of table.players) c.close();
    await server.close();
    // As a server from before contributions would have started it (the stored initial state rolls
    // under the server's key), with contributions in its seats all the same (a mixed deploy).
    const db = new Database(file);
    const row = db.prepare('SELECT seed, initial FROM games WHERE id = ?').get(table.gameId) as {
      seed: string;
      initial: string;
    };
    const initial = JSON.parse(row.initial) as GameState;
    const serverKey = keyOfSeed(row.seed)!;
    initial.rng = { keyed: { key: serverKey, n: (initial.rng as { keyed: { n: number } }).keyed.n } };
    db.prepare('UPDATE games SET initial = ? WHERE id = ?').run(JSON.stringify(initial), table.gameId);
    db.close();
    server = await startServer({ file });
    const watcher = await new Client(server.url).connected();
    clients.push(watcher);
    const watched = await watcher.call('game:join', { version: PROTOCOL_VERSION, gameId: table.gameId });
    if (!watched.ok) throw new Error(JSON.stringify(watched.error));
    expect(watched.value.snapshot.dice).toEqual({ kind: 'keyed', commitment: commitmentOf(serverKey) });
  });

  test('fails a tampered key, a tampered commitment and a tampered initial state, saying which', async () => {
    const { commitment, shown } = await finishedGame();
    const key = keyOfSeed(shown.revealed.seed)!;
    const otherKey = flip(key, 10);

    // Another key revealed (and rolled with in the initial state): it is not the committed one.
    const otherSecret = copy(shown);
    otherSecret.revealed.seed = `keyed:${otherKey}`;
    otherSecret.revealed.initial.rng = {
      keyed: { key: otherKey, n: (shown.revealed.initial.rng as { keyed: { n: number } }).keyed.n },
    };
    expect(verifyDice(otherSecret)).toMatchObject({
      ok: false,
      action: null,
      message: expect.stringMatching(/does not match the commitment published at the start/),
    });

    // Another commitment than the one the server gave at the start.
    expect(verifyDice({ ...shown, commitment: flip(commitment, 0) })).toMatchObject({
      ok: false,
      action: null,
      message: expect.stringMatching(/does not match the commitment/),
    });

    // The right key revealed, but an initial state that rolls with another key.
    const otherInitial = copy(shown);
    otherInitial.revealed.initial.rng = { keyed: { key: otherKey, n: 4 } };
    expect(verifyDice(otherInitial)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/does not roll its dice with the revealed key/),
    });

    // Scripted dice slipped into the initial state: not drawn from the key.
    const scripted = copy(shown);
    scripted.revealed.initial.rng = { ...shown.revealed.initial.rng, script: [6, 6, 6] };
    expect(verifyDice(scripted)).toMatchObject({ ok: false, message: expect.stringMatching(/scripted dice/) });

    // The initial state's counter moved past the setup's dice (dice skipped).
    const skipped = copy(shown);
    const rng = skipped.revealed.initial.rng as { keyed: { n: number } };
    rng.keyed.n += 1;
    expect(verifyDice(skipped)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/does not go on with the key's dice/),
    });
  });

  test('fails a tampered log: a die changed in one step, in the opening, or a changed action, naming the action and both dice', async () => {
    const { shown } = await finishedGame();
    const rolling = shown.steps.findIndex((s) => diceShown(s.events).length > 0);
    expect(rolling).toBeGreaterThanOrEqual(0);

    // One die of one step's events shown otherwise than the key rolled it.
    const changedDie = copy(shown);
    const events = changedDie.steps[rolling]!.events as GameEvent[];
    const real = diceShown(events);
    bumpFirstDie(events);
    const verdict = verifyDice(changedDie);
    expect(verdict).toMatchObject({ ok: false, action: rolling, expected: real, shown: diceShown(events) });
    expect(verdict.message).toMatch(
      new RegExp(`^Action ${rolling + 1} \\(.*\\): the key gives ${real.join(', ')}; the game showed `),
    );

    // The setup's initiative roll shown otherwise (R3.1).
    const changedOpening = copy(shown);
    bumpFirstDie(changedOpening.opening as GameEvent[]);
    expect(verifyDice(changedOpening)).toMatchObject({
      ok: false,
      action: null,
      message: expect.stringMatching(/^The setup's initiative roll: the key gives/),
    });

    // The same dice, but something else shown of what an action did (an event slipped in).
    const changedDeed = copy(shown);
    changedDeed.steps = shown.steps.map((s, i) =>
      i === rolling ? { ...s, events: [...s.events, { type: 'suppressed', unit: 'a1', by: 'b1' }] } : s,
    );
    expect(verifyDice(changedDeed)).toMatchObject({
      ok: false,
      action: rolling,
      message: expect.stringMatching(
        /the dice match, but what it did differs from what was shown \(its event \d+, "suppressed"\)/,
      ),
    });

    // A different action in the log than the one played: it rolls otherwise, does otherwise, or does not replay.
    const changedAction = copy(shown);
    const { index, action } = anotherAction(shown, rolling);
    changedAction.steps = shown.steps.map((s, i) => (i === index ? { ...s, action } : s));
    expect(verifyDice(changedAction)).toMatchObject({
      ok: false,
      action: index,
      message: expect.stringMatching(new RegExp(`^Action ${index + 1} `)),
    });
  });

  test('a games file written before players contributed or pledged opens: the columns are added, its games read and play on', async () => {
    tmp = tempDir();
    const file = `${tmp.dir}/games.db`;
    // The table as a server before contributions made it, with one game whose host is ready.
    const old = new Database(file);
    old.exec(`CREATE TABLE games (
      id TEXT PRIMARY KEY, options TEXT NOT NULL, seed TEXT NOT NULL,
      hash0 TEXT, hash1 TEXT, list0 TEXT, list1 TEXT,
      initial TEXT, opening TEXT NOT NULL DEFAULT '[]',
      epoch INTEGER NOT NULL DEFAULT 0, length INTEGER NOT NULL DEFAULT 0,
      undo_asked TEXT, over INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL, updated_at TEXT NOT NULL)`);
    const token = randomBytes(32).toString('base64url');
    const at = new Date().toISOString();
    old
      .prepare(
        'INSERT INTO games (id, options, seed, hash0, list0, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        'PRE234',
        JSON.stringify(tinyOptions()),
        keyedSeed('7e'.repeat(32)),
        hashToken(token),
        JSON.stringify(LISTS[0]),
        at,
        at,
      );
    old.close();
    server = await startServer({ file });
    const meta = await server.store.meta('PRE234');
    expect(meta?.seats.map((s) => [s.list?.name ?? null, s.pledge, s.contribution])).toEqual([
      [LISTS[0].name, null, null],
      [null, null, null],
    ]);
    // The guest sits and sends its list: the game starts under the server's key mixed with the
    // guest's contribution, the host's (whose list came before contributions) as zeros.
    const guest = await new Client(server.url).connected();
    clients.push(guest);
    const joined = await guest.call('game:join', { version: PROTOCOL_VERSION, gameId: 'PRE234', sit: true });
    if (!joined.ok || !joined.value.token) throw new Error(JSON.stringify(joined));
    const started = guest.next('game:started');
    expect(
      (
        await guest.call('game:ready', {
          gameId: 'PRE234',
          token: joined.value.token,
          list: LISTS[1],
          pledge: PLEDGES[1],
        })
      ).ok,
    ).toBe(true);
    expect(
      (
        await guest.call('game:reveal', {
          gameId: 'PRE234',
          token: joined.value.token,
          contribution: CONTRIBUTIONS[1],
        })
      ).ok,
    ).toBe(true);
    const mixed: [string, string] = [NO_CONTRIBUTION, CONTRIBUTIONS[1]];
    expect((await started).dice).toEqual({
      kind: 'keyed',
      commitment: commitmentOf('7e'.repeat(32)),
      contributions: mixed,
    });
    expect((await server.store.meta('PRE234'))?.initial?.rng).toMatchObject({
      keyed: { key: gameKeyOf('7e'.repeat(32), mixed) },
    });
    // The host's first contribution stored by another process between the start's read of the seats
    // and its write: the game is still told the contributions it was rolled with.
    guest.close();
    await server.close();
    const later = new Database(file);
    later.prepare('UPDATE games SET contribution0 = ? WHERE id = ?').run(CONTRIBUTIONS[0], 'PRE234');
    later.close();
    server = await startServer({ file });
    const watcher = await new Client(server.url).connected();
    clients.push(watcher);
    const watched = await watcher.call('game:join', { version: PROTOCOL_VERSION, gameId: 'PRE234' });
    expect(watched.ok && watched.value.snapshot.dice).toEqual({
      kind: 'keyed',
      commitment: commitmentOf('7e'.repeat(32)),
      contributions: mixed,
    });
  });

  test('a games file from before contributions, locked by another program at the first start, opens once the lock is let go', async () => {
    tmp = tempDir();
    const file = `${tmp.dir}/games.db`;
    const old = new Database(file);
    old.pragma('journal_mode = WAL');
    old.exec(`CREATE TABLE games (
      id TEXT PRIMARY KEY, options TEXT NOT NULL, seed TEXT NOT NULL,
      hash0 TEXT, hash1 TEXT, list0 TEXT, list1 TEXT,
      initial TEXT, opening TEXT NOT NULL DEFAULT '[]',
      epoch INTEGER NOT NULL DEFAULT 0, length INTEGER NOT NULL DEFAULT 0,
      undo_asked TEXT, over INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL, updated_at TEXT NOT NULL)`);
    old.close();
    // Another program (a backup, the sqlite3 shell) holds the write lock for 1.5 s, longer than a
    // serving store waits (0.5 s): the columns are added once it lets go.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(${JSON.stringify(file)}); db.exec('BEGIN IMMEDIATE');
         console.log('locked'); setTimeout(() => { db.exec('COMMIT'); db.close(); }, 1500);`,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      holder.stdout!.on('data', (d: Buffer) => d.toString().includes('locked') && resolve());
      holder.on('exit', () => reject(new Error('the lock holder ended before locking')));
    });
    const store = new SqliteStore(file);
    try {
      const columns = new Database(file, { readonly: true })
        .prepare<[], { name: string }>("SELECT name FROM pragma_table_info('games')")
        .all()
        .map((c) => c.name);
      expect(columns).toEqual(expect.arrayContaining(['pledge0', 'pledge1', 'contribution0', 'contribution1']));
    } finally {
      await store.close();
      holder.kill();
    }
  });

  test('a game stored before keyed dice (a seed of the seeded generator) still plays, replays, and is told as not verifiable', async () => {
    const { url, store } = await serve();
    // The row as the server wrote it before: a base64url seed of 18 random bytes, the host seated.
    const token = randomBytes(32).toString('base64url');
    const seed = 'Zm9yLWFuLW9sZGVyLWdhbWUt';
    const at = new Date().toISOString();
    expect(
      await store.create({
        id: 'AGED22',
        options: tinyOptions(),
        seed,
        seats: [
          { tokenHash: hashToken(token), list: null, pledge: null, contribution: null },
          { tokenHash: null, list: null, pledge: null, contribution: null },
        ],
        createdAt: at,
        updatedAt: at,
      }),
    ).toBe(true);
    const host = await new Client(url).connected();
    const guest = await new Client(url).connected();
    clients.push(host, guest);
    const hostJoin = await host.call('game:join', { version: PROTOCOL_VERSION, gameId: 'AGED22', token });
    const guestJoin = await guest.call('game:join', { version: PROTOCOL_VERSION, gameId: 'AGED22', sit: true });
    if (!hostJoin.ok || !guestJoin.ok || !guestJoin.value.token)
      throw new Error(`could not sit at the older game: ${JSON.stringify([hostJoin, guestJoin])}`);
    const alea: DiceCommitment = { kind: 'alea' };
    expect(hostJoin.value.snapshot.dice).toEqual(alea);
    const started = [host.next('game:started'), guest.next('game:started')];
    const tokens = [token, guestJoin.value.token] as [string, string];
    for (const t of [0, 1] as const)
      expect(
        (
          await [host, guest][t]!.call('game:ready', {
            gameId: 'AGED22',
            token: tokens[t],
            list: LISTS[t],
            pledge: PLEDGES[t],
          })
        ).ok,
      ).toBe(true);
    await revealBoth([host, guest], 'AGED22', tokens);
    for (const s of await Promise.all(started)) {
      expect(s.dice).toEqual(alea);
      expect(s.state.rng).toEqual({ alea: { c: 0, s0: 0, s1: 0, s2: 0 } });
    }
    const table: Table = { gameId: 'AGED22', players: [host, guest], tokens };
    await play(table);
    const over = await guest.next('game:over', 0);
    expect(over.revealed.seed).toBe(seed);
    expect('alea' in over.revealed.initial.rng).toBe(true);
    // It replays exactly, as before.
    let state: GameState = over.revealed.initial;
    for (const step of receivedOf(guest, 'game:step')) {
      const r = applyAction(state, step.step.action);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.events).toEqual(step.step.events);
      state = r.state;
    }
    expect(state.phase).toBe('ended');
    expect(verifyDice({ ...shownBy(guest, ''), commitment: '' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/revealed no dice key/),
    });
  });
});

/** Changes the first die the events show (to another face), in place. */
function bumpFirstDie(events: GameEvent[]): void {
  const next = (d: number) => (d % 6) + 1;
  for (const e of events) {
    switch (e.type) {
      case 'initiativeRolled':
        e.rolls[0]![0].dice[0] = next(e.rolls[0]![0].dice[0]!);
        return;
      case 'movementRoll':
      case 'bridgeDemolition':
      case 'passengerRoll':
        e.die = next(e.die);
        return;
      case 'attack': {
        const roll = e.rolls.find((r) => r.dice.length > 0);
        if (roll) roll.dice[0] = next(roll.dice[0]!);
        else {
          const strike = e.strikes.find((s) => s.defenseDice.length > 0)!;
          strike.defenseDice[0] = next(strike.defenseDice[0]!);
        }
        return;
      }
    }
  }
  throw new Error('no die in these events');
}

/** At the first step from `from` on with another legal action that does otherwise: that action. */
function anotherAction(shown: ShownGame, from: number): { index: number; action: Action } {
  let state = shown.revealed.initial;
  for (const [i, step] of shown.steps.entries()) {
    if (i >= from) {
      const played = applyAction(state, step.action);
      for (const action of legalActions(state)) {
        const r = applyAction(state, action);
        if (r.ok && played.ok && JSON.stringify(r.events) !== JSON.stringify(played.events))
          return { index: i, action };
      }
    }
    const r = applyAction(state, step.action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  throw new Error('no step with another action');
}
