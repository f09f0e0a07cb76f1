// Custom cards online (docs/online.md "Custom cards"): the list a seat sends carries its cards,
// read by the page's own card parser within the list bounds; a bad card is refused with every
// problem; the other player sees a ready seat's custom cards before both are ready; the game
// created holds them in its defs and is played to its end.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { MAX_LIST_CARDS, MAX_POINT_LIMIT } from '../../src/data/listBounds';
import type { ArmyList, UnitDef } from '../../src/engine';
import { MAX_MESSAGE_BYTES, PROTOCOL_VERSION, type SeatView } from '../../src/net/protocol';
import { motorPool } from '../store/fixtures';
import { readers } from '../../server/validate';
import { CUSTOM_LIST, SUPER_SHERMAN, VETERAN_RIFLE } from '../customCards';
import {
  Client,
  LISTS,
  PLEDGES,
  play,
  revealBoth,
  startServer,
  tempDir,
  tinyOptions,
  turnOf,
  type TestServer,
} from './harness';

const readList = (list: unknown) =>
  readers['game:ready']({ gameId: 'ABCDEF', token: 'a'.repeat(43), list, pledge: PLEDGES[0] });

describe("game:ready reads a list's custom cards", () => {
  test('keeps the cards of a list that carries them', () => {
    const read = readList(CUSTOM_LIST);
    expect(read.ok ? read.value.list : read.why).toEqual(CUSTOM_LIST);
  });

  test('the largest list with the most cards a list may carry fits in a message and is read', () => {
    const cards = Array.from({ length: MAX_LIST_CARDS }, (_, k) => ({
      ...SUPER_SHERMAN,
      id: `custom-super-sherman-${k}`,
      name: `Super Sherman mark ${k}`,
    }));
    const list = { ...motorPool(2495, MAX_POINT_LIMIT), cards };
    expect(JSON.stringify({ gameId: 'ABCDEF', token: 'a'.repeat(43), list }).length).toBeLessThan(MAX_MESSAGE_BYTES);
    const read = readList(list);
    expect(read.ok ? read.value.list.cards?.length : read.why).toBe(MAX_LIST_CARDS);
  });

  test('refuses a bad card with every problem and its path, a catalog id, a card that is not custom, and too many cards', () => {
    expect(
      readList({ ...CUSTOM_LIST, cards: [{ ...SUPER_SHERMAN, speed: 99, abilities: [{ id: 'jetpack' }] }] }),
    ).toEqual({
      ok: false,
      why: 'list.cards[0].speed: speed must be a whole number from 0 to 12; list.cards[0].abilities[0].id: unknown ability "jetpack" (R8.13)',
    });
    expect(
      readList({ ...CUSTOM_LIST, cards: [{ ...VETERAN_RIFLE, id: 'm1-garand-rifle', custom: undefined }] }),
    ).toEqual({
      ok: false,
      why: 'list.cards[0].id: "m1-garand-rifle" is not a custom card: a list carries only cards a player made',
    });
    const many = Array.from({ length: MAX_LIST_CARDS + 1 }, (_, k) => ({ ...VETERAN_RIFLE, id: `custom-r${k}` }));
    expect(readList({ ...CUSTOM_LIST, cards: many })).toEqual({
      ok: false,
      why: `list.cards: ${MAX_LIST_CARDS + 1} cards, at most ${MAX_LIST_CARDS}`,
    });
  });
});

describe('an online game with a custom card on one side', () => {
  let tmp: ReturnType<typeof tempDir>;
  let server: TestServer;
  const clients: Client[] = [];
  beforeEach(async () => {
    tmp = tempDir();
    server = await startServer({ file: `${tmp.dir}/games.db` });
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    await server.close();
    tmp.cleanup();
  });

  /** The host (team 0) and a guest seated at a new game, no army in yet. */
  async function table() {
    const host = await new Client(server.url).connected();
    clients.push(host);
    const created = await host.call('game:create', { version: PROTOCOL_VERSION, options: tinyOptions() });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const { gameId, token } = created.value;
    const hostJoin = await host.call('game:join', { version: PROTOCOL_VERSION, gameId, token });
    if (!hostJoin.ok) throw new Error(JSON.stringify(hostJoin.error));
    const guest = await new Client(server.url).connected();
    clients.push(guest);
    const joined = await guest.call('game:join', { version: PROTOCOL_VERSION, gameId, sit: true });
    if (!joined.ok || !joined.value.token) throw new Error(JSON.stringify(joined));
    return {
      gameId,
      players: [host, guest] as [Client, Client],
      tokens: [token, joined.value.token] as [string, string],
    };
  }

  /** The guest sends the second sample list, both reveal, and the game starts for both. */
  async function guestReadyAndStart(t: Awaited<ReturnType<typeof table>>) {
    const started = t.players.map((p) => p.next('game:started'));
    const guestReady = await t.players[1].call('game:ready', {
      gameId: t.gameId,
      token: t.tokens[1],
      list: LISTS[1],
      pledge: PLEDGES[1],
    });
    expect(guestReady.ok).toBe(true);
    await revealBoth(t.players, t.gameId, t.tokens);
    await Promise.all(started);
  }

  test('refuses a list naming a custom card it does not carry, and a bad card, saying why', async () => {
    const t = await table();
    const { cards: _cards, ...bare } = CUSTOM_LIST;
    const unknown = await t.players[0].call('game:ready', {
      gameId: t.gameId,
      token: t.tokens[0],
      list: bare,
      pledge: PLEDGES[0],
    });
    // The list reader the page uses too (src/data/armyList.ts) refuses it before the referee: every model a stat card it knows.
    expect(unknown.ok ? 'accepted' : [unknown.error.code, unknown.error.message]).toEqual([
      'MALFORMED',
      'list.units[1].models[0]: unit 2, model 1: unknown stat card "custom-super-sherman"',
    ]);
    const bad = await t.players[0].call('game:ready', {
      gameId: t.gameId,
      token: t.tokens[0],
      pledge: PLEDGES[0],
      list: { ...CUSTOM_LIST, cards: [{ ...SUPER_SHERMAN, cost: 'free' as unknown as number }] },
    });
    expect(bad.ok ? 'accepted' : [bad.error.code, bad.error.message]).toEqual([
      'MALFORMED',
      'list.cards[0].cost: cost must be a whole number from 1 to 200',
    ]);
  });

  test('a list taken before a check added for cards made (No Turret without a facing, reading 48) still starts its game', async () => {
    const t = await table();
    const gun: UnitDef = {
      ...SUPER_SHERMAN,
      typeLine: 'Infantry Artillery',
      speed: 1,
      defense: 5,
      abilities: [{ id: 'noTurret' }],
    };
    const taken: ArmyList = { ...CUSTOM_LIST, cards: [gun] };
    // Refused at game:ready today, as a card made now is (the list reader names the card's problem) ...
    const today = await t.players[0].call('game:ready', {
      gameId: t.gameId,
      token: t.tokens[0],
      list: taken,
      pledge: PLEDGES[0],
    });
    expect(today.ok ? 'accepted' : today.error.code).toBe('MALFORMED');
    // ... but stored at game:ready before the check, it begins the game when both have revealed.
    expect(await server.store.setList(t.gameId, 0, taken, PLEDGES[0])).toBe(true);
    await guestReadyAndStart(t);
    for (const p of t.players) expect(p.state!.defs[gun.id]!.abilities).toEqual([{ id: 'noTurret' }]);
    expect(await play(t, 6, 'old-card')).toBe(6);
  });

  test("the guest sees the host's custom card before readying; the game holds it and is played to its end", async () => {
    const t = await table();
    const [host, guest] = t.players;
    const seen = guest.next('game:seats');
    const ready = await host.call('game:ready', {
      gameId: t.gameId,
      token: t.tokens[0],
      list: CUSTOM_LIST,
      pledge: PLEDGES[0],
    });
    expect(ready.ok).toBe(true);
    const seats = (await seen).seats as [SeatView, SeatView];
    expect(seats[0]).toMatchObject({ ready: true, name: null, cards: [SUPER_SHERMAN] });
    expect(seats[1].cards).toBeUndefined();

    await guestReadyAndStart(t);
    for (const p of t.players) expect(p.state!.defs[SUPER_SHERMAN.id]).toEqual(SUPER_SHERMAN);
    const unit = Object.values(guest.state!.units).find((u) => u.models.some((m) => m.def === SUPER_SHERMAN.id));
    expect(unit?.team).toBe(0);

    expect(await play(t, Infinity, 'custom')).toBeGreaterThan(10);
    expect(turnOf(t)).toBeNull();
    const over = await host.next('game:over', 0);
    expect(over.revealed.initial.defs[SUPER_SHERMAN.id]).toEqual(SUPER_SHERMAN);
  });
});
