// The online slice against a fake game server (docs/online.md): two browsers (two stores) create and
// join a game, get ready with their own lists, and play it: a person's action goes to the server,
// never to the local engine, and the server's steps come back into each history (the log, the dice
// tray); the other team's decision is refused with "Waiting for <team>" (R4.2); a refusal of the
// server is shown; undo asks the other player (the hot-seat undo rule); a reload or a dropped line
// comes back to the same position with the same log; a spectator watches and cannot act; seat
// tokens are kept per game and never put in a link; the seed is hidden until the game is over; the
// dice of a finished game are verified against the commitment first seen (Verify the dice).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { applyAction, awaiting, legalActions, type Action, type GameState } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { SAMPLE_ARMIES } from '../../src/data/sampleArmies';
import { type AppStore, browserDeps } from '../../src/store/appStore';
import { defaultOptions, planGame } from '../../src/store/game/gameOptions';
import { logOf, replayGame, rolledDice } from '../../src/store/game/history';
import { diceByHand, inviteLink, onlineOptions, seatStatus, waitingFor } from '../../src/store/online/online';
import { CONTRIBUTION_PATTERN, commitmentOf, gameKeyOf, keyedSeed, keyOfSeed, pledgeOf } from '../../src/net/fairDice';
import { OnlineBar } from '../../src/ui/online/OnlineBar';
import { ReplayBar } from '../../src/ui/records/ReplayBar';
import { connectionRefusal } from '../../src/store/online/onlineConnection';
import { keptSeat, keptSeats, SEAT_PREFIX } from '../../src/store/online/onlineSeats';
import type { OnlineGameOptions } from '../../src/net/protocol';
import { MemoryStorage, inStore, gameStore } from './fixtures';
import { commandsFor } from '../../src/store/commands/commands';
import { atPhase, testGame } from '../helpers';
import { FakeServer, type FakeConnection } from './onlineFake';

/** The store the page makes (main.tsx), with this test run's storage. */
const appStore = gameStore(browserDeps());

interface Browser {
  store: AppStore;
  conn: FakeConnection;
  storage: MemoryStorage;
}

function browser(server: FakeServer, storage = new MemoryStorage()): Browser {
  const store = gameStore({ listStorage: null, catalog: CATALOG_BY_ID, now: () => new Date(0), resume: false });
  const conn = server.connect();
  store.getState().online.connect(() => conn, storage);
  return { store, conn, storage };
}

/** Lets the fake server's answers and the store's follow-ups run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

const LISTS = [SAMPLE_ARMIES[0].list, SAMPLE_ARMIES[1].list] as const;

function hostOptions(): OnlineGameOptions {
  const plan = planGame(defaultOptions([LISTS[0], LISTS[1]], 'options'));
  if (!plan.ok) throw new Error('the sample game does not plan');
  return { points: 200, map: plan.value.map, settings: plan.value.settings ?? {}, hostTeam: 0 };
}

/** Host and guest at one table, both ready: the game started. */
async function table(server = new FakeServer()) {
  const host = browser(server);
  const guest = browser(server);
  expect(await host.store.getState().online.create(hostOptions(), LISTS[0])).toBeNull();
  await settle();
  const gameId = host.store.getState().online.session!.gameId;
  expect(await guest.store.getState().online.join(gameId)).toBeNull();
  expect(guest.store.getState().online.session?.role).toEqual({ kind: 'player', team: 1 });
  expect(await guest.store.getState().online.ready(LISTS[1])).toBeNull();
  await settle();
  return { server, host, guest, gameId };
}

/** The browser whose team owes the decision now. */
function decider(game: GameState, host: Browser, guest: Browser): Browser {
  return awaiting(game).team === 0 ? host : guest;
}

/** Plays the first legal action through the deciding browser's game slice, as a click would. */
async function playOne(host: Browser, guest: Browser): Promise<Action> {
  const game = host.store.getState().game.game;
  const action = legalActions(game)[0];
  expect(decider(game, host, guest).store.getState().game.dispatch(action)).toBe(true);
  await settle();
  return action;
}

/**
 * An order that leaves the decision with the same team and rolls nothing (a move, a placement),
 * and the order after it, or null: two orders one browser gives in a row.
 */
function twoInARow(game: GameState): [Action, Action] | null {
  const team = awaiting(game).team;
  for (const a of legalActions(game)) {
    if (a.type !== 'move' && a.type !== 'deploy' && a.type !== 'placeObjective') continue;
    const r = applyAction(game, a);
    if (r.ok && awaiting(r.state).team === team && r.state.phase !== 'ended') return [a, legalActions(r.state)[0]];
  }
  return null;
}

function lines(b: Browser): string[] {
  return logOf(b.store.getState().game).map((l) => `${l.turn}: ${l.text}`);
}

describe('online game through the store', () => {
  test('both ready: each list is named to the other side only then, and the game starts in both browsers without the seed', async () => {
    const server = new FakeServer();
    const host = browser(server);
    const guest = browser(server);
    await host.store.getState().online.create(hostOptions(), LISTS[0]);
    await settle();
    const gameId = host.store.getState().online.session!.gameId;
    await guest.store.getState().online.join(gameId);
    await settle();
    // The host is ready, the guest not yet: neither name is shown.
    expect(guest.store.getState().online.session!.seats.map((s) => [s.ready, s.name])).toEqual([
      [true, null],
      [false, null],
    ]);
    expect(guest.store.getState().online.session!.started).toBe(false);
    await guest.store.getState().online.ready(LISTS[1]);
    await settle();
    for (const b of [host, guest]) {
      const { online, game } = b.store.getState();
      expect(online.session!.started).toBe(true);
      expect(online.session!.seats.map((s) => s.name)).toEqual([LISTS[0].name, LISTS[1].name]);
      // Provably fair dice (docs/online.md): no client holds the seed or the generator's state.
      expect(game.game.seed).toBe('');
      expect(JSON.stringify(game.game)).not.toContain(server.games.get(gameId)!.seed);
      expect(game.game.rng).toEqual({ keyed: { key: '0'.repeat(64), n: 0 } });
    }
  });

  test("a person's action goes to the server, and its step comes back into both histories (log, dice tray)", async () => {
    const { server, host, guest, gameId } = await table();
    for (let i = 0; i < 12; i++) await playOne(host, guest);
    const truth = server.games.get(gameId)!;
    for (const b of [host, guest]) {
      const { game } = b.store.getState();
      expect(game.actions).toEqual(truth.steps.map((s) => s.action));
      expect(JSON.stringify(game.game.units) === JSON.stringify(truth.state!.units)).toBe(true);
      expect(game.lastEvents).toEqual(truth.steps[11].events);
    }
    expect(lines(host)).toEqual(lines(guest));
    expect(lines(host).length).toBeGreaterThan(12);
  });

  test('R4.2: the decision owed by the other team is refused with "Waiting for <team>" and sends nothing', async () => {
    const { server, host, guest, gameId } = await table();
    const game = host.store.getState().game.game;
    const d = awaiting(game);
    const other = d.team === 0 ? guest : host;
    const team = d.team!;
    expect(waitingFor(other.store.getState().game.game, other.store.getState().online.session!)).toBe(
      `Waiting for ${game.teams[team].name}`,
    );
    expect(other.store.getState().game.dispatch(legalActions(game)[0])).toBe(false);
    expect(other.store.getState().game.lastError).toMatchObject({
      rule: 'R4.2',
      message: expect.stringContaining(`Waiting for ${game.teams[team].name}`),
    });
    await settle();
    expect(server.games.get(gameId)!.steps).toHaveLength(0);
  });

  test('an action the engine refuses is shown with its rule and never sent; a refusal of the server is shown and changes nothing', async () => {
    const { server, host, guest, gameId } = await table();
    const game = host.store.getState().game.game;
    const mine = decider(game, host, guest);
    expect(mine.store.getState().game.dispatch({ type: 'endActivation' })).toBe(false);
    expect(mine.store.getState().game.lastError?.rule).toMatch(/^R/);
    server.refuseNext = { code: 'FLOOD', message: 'Too many messages: wait a moment.' };
    expect(mine.store.getState().game.dispatch(legalActions(game)[0])).toBe(true);
    await settle();
    expect(mine.store.getState().online.message).toBe('Too many messages: wait a moment.');
    expect(mine.store.getState().game.actions).toHaveLength(0);
    expect(server.games.get(gameId)!.steps).toHaveLength(0);
  });

  test("one order at a time: the next is refused, with the reason, until the last one's step is back, then sent before the server's answer to the last arrives", async () => {
    const { server, host, guest, gameId } = await table();
    let pair: [Action, Action] | null = null;
    for (let i = 0; i < 80 && !pair; i++) {
      pair = twoInARow(host.store.getState().game.game);
      if (!pair) await playOne(host, guest);
    }
    if (!pair) throw new Error('no team decided twice in a row in 80 actions');
    const [first, second] = pair;
    const mine = decider(host.store.getState().game.game, host, guest);
    const length = server.games.get(gameId)!.steps.length;
    mine.conn.holdAnswers.add('game:act');
    expect(mine.store.getState().game.dispatch(first)).toBe(true);
    // A second click on the position the first order will change: refused, and said, not dropped in silence.
    expect(mine.store.getState().game.dispatch(first)).toBe(false);
    expect(mine.store.getState().online.message).toMatch(/still on its way/);
    await settle();
    // The first order's step is back (the refusal's words go with it); the server's answer to it is not.
    expect(mine.store.getState().game.actions.slice(length)).toEqual([first]);
    expect(mine.store.getState().online.message).toBeNull();
    expect(mine.store.getState().game.dispatch(second)).toBe(true);
    await settle();
    const sent = server.games.get(gameId)!.steps.slice(length);
    expect(sent.map((s) => s.action)).toEqual([first, second]);
    mine.conn.releaseAnswers();
    await settle();
    expect(mine.store.getState().game.actions.slice(length)).toEqual([first, second]);
    expect(mine.store.getState().online.message).toBeNull();
  });

  test("while the page takes the server's position again (a rejoin), an order is refused with the reason, which goes once it is in", async () => {
    const { host, guest } = await table();
    const game = host.store.getState().game.game;
    const mine = decider(game, host, guest);
    mine.conn.holdAnswers.add('game:join');
    const rejoined = mine.store.getState().online.join(mine.store.getState().online.session!.gameId);
    await settle();
    expect(mine.store.getState().online.joining).not.toBeNull();
    expect(mine.store.getState().game.dispatch(legalActions(game)[0])).toBe(false);
    expect(mine.store.getState().online.message).toMatch(/catching up/);
    mine.conn.releaseAnswers();
    await rejoined;
    expect(mine.store.getState().online.message).toBeNull();
    expect(mine.store.getState().game.dispatch(legalActions(game)[0])).toBe(true);
  });

  test('a storage that refuses the seat (full): the host still sits and plays, a dropped line comes back to the seat, and the page says a reload would only watch', async () => {
    const server = new FakeServer();
    const full = new MemoryStorage();
    full.full = true;
    const host = browser(server, full);
    const guest = browser(server);
    expect(await host.store.getState().online.create(hostOptions(), LISTS[0])).toBeNull();
    await settle();
    expect(host.store.getState().online.session?.role).toEqual({ kind: 'player', team: 0 });
    expect(host.store.getState().online.message).toMatch(/could not keep your seat/);
    const gameId = host.store.getState().online.session!.gameId;
    expect(await guest.store.getState().online.join(gameId)).toBeNull();
    expect(await guest.store.getState().online.ready(LISTS[1])).toBeNull();
    await settle();
    expect(host.store.getState().online.session?.started).toBe(true);
    host.conn.drop();
    await settle();
    host.conn.restore();
    await settle();
    expect(host.store.getState().online.session?.role).toEqual({ kind: 'player', team: 0 });
    // The seat is still the host's own: once it owes a decision, its order goes in.
    for (let i = 0; i < 4 && awaiting(host.store.getState().game.game).team !== 0; i++) await playOne(host, guest);
    const game = host.store.getState().game.game;
    expect(awaiting(game).team).toBe(0);
    const length = server.games.get(gameId)!.steps.length;
    expect(host.store.getState().game.dispatch(legalActions(game)[0])).toBe(true);
    await settle();
    expect(server.games.get(gameId)!.steps).toHaveLength(length + 1);
  });

  test('a join answered after the player began another game here leaves that game in place', async () => {
    const server = new FakeServer();
    const b = browser(server);
    const hosted = browser(server);
    expect(await hosted.store.getState().online.create(hostOptions(), LISTS[0])).toBeNull();
    const code = hosted.store.getState().online.session!.gameId;
    b.conn.holdAnswers.add('game:join');
    const joining = b.store.getState().online.join(code);
    await settle();
    expect(b.store.getState().online.joining).toBe(code);
    // Meanwhile the player starts a game at this screen.
    const here = testGame({ units: [{ id: 'sq', team: 0, models: ['rifle'], at: [3, 3] }] });
    b.store.getState().startGame({ kind: 'replayed', history: replayGame(here, [])! });
    b.conn.releaseAnswers();
    expect(await joining).toBeNull();
    await settle();
    expect(b.store.getState().online.session).toBeNull();
    expect(b.store.getState().game.initial).toBe(here);
  });

  test('R4.5 "Roll all" online: every model fires, each once the last one\'s step is back, before the server\'s answer to it', async () => {
    const server = new FakeServer();
    // A squad of three riflemen beside an enemy in the Assault Phase, every die a 1 (no hits, no decisions).
    server.startAt = atPhase(
      testGame({
        units: [
          { id: 'sq', team: 0, models: ['rifle', 'rifle', 'rifle'], at: [3, 3] },
          { id: 'a', team: 1, models: ['rifle'], at: [4, 3] },
        ],
        script: [6, 6, 1, 1, ...Array(200).fill(1)],
      }),
      'assault',
      0,
    );
    const { host, gameId } = await table(server);
    host.conn.holdAnswers.add('game:act');
    commandsFor(host.store).fireAll('sq', 'a', 'normal');
    await settle();
    const fired = server.games.get(gameId)!.steps.map((s) => s.action);
    expect(fired.map((a) => a.type === 'attack' && a.target === 'a' && a.model)).toEqual(
      server.startAt.units.sq.models.map((m) => m.id),
    );
    host.conn.releaseAnswers();
    await settle();
    expect(host.store.getState().game.actions).toEqual(fired);
  });

  test('the server cannot reach its storage (UNAVAILABLE): its words are shown, nothing changes, and the same action sent again goes in', async () => {
    const { server, host, guest, gameId } = await table();
    const game = host.store.getState().game.game;
    const mine = decider(game, host, guest);
    const action = legalActions(game)[0];
    const words = 'The game server cannot reach its storage; your game is safe, try again.';
    server.refuseNext = { code: 'UNAVAILABLE', message: words };
    expect(mine.store.getState().game.dispatch(action)).toBe(true);
    await settle();
    expect(mine.store.getState().online.message).toBe(words);
    expect(mine.store.getState().online.session?.gameId).toBe(gameId);
    expect(mine.store.getState().game.actions).toHaveLength(0);
    expect(mine.store.getState().game.dispatch(action)).toBe(true);
    await settle();
    expect(mine.store.getState().online.message).toBeNull();
    expect(mine.store.getState().game.actions).toEqual([action]);
    expect(server.games.get(gameId)!.steps).toHaveLength(1);
  });

  test('undo asks the other player, who accepts (both histories cut back) or refuses (the asker is told); the hot-seat rule first', async () => {
    const { host, guest } = await table();
    // Play until the last action rolled no die and its team still decides (the undo rule's case).
    const undoable = () => {
      const g = host.store.getState().game;
      const last = g.steps[g.steps.length - 1];
      return last && !rolledDice(last, g.game) && awaiting(last.before).team === awaiting(g.game).team;
    };
    for (let i = 0; i < 200 && !undoable(); i++) await playOne(host, guest);
    expect(undoable()).toBe(true);
    const asker = decider(host.store.getState().game.game, host, guest);
    const answerer = asker === host ? guest : host;
    // The other player may not ask: the decision is not theirs (the hot-seat rule).
    expect(answerer.store.getState().game.undo()).toMatch(/decision has passed/);
    const length = host.store.getState().game.actions.length;

    expect(asker.store.getState().game.undo()).toBeNull();
    await settle();
    expect(answerer.store.getState().online.session!.undoAsked).toMatchObject({ length: length - 1 });
    answerer.store.getState().online.answerUndo(false);
    await settle();
    expect(asker.store.getState().online.message).toMatch(/refused/);
    expect(asker.store.getState().game.actions).toHaveLength(length);

    expect(asker.store.getState().game.undo()).toBeNull();
    await settle();
    answerer.store.getState().online.answerUndo(true);
    await settle();
    for (const b of [host, guest]) {
      expect(b.store.getState().game.actions).toHaveLength(length - 1);
      expect(b.store.getState().online.session!.undoAsked).toBeNull();
    }
  });

  test('a dropped line: the other player sees "disconnected" then "back", and the missed steps arrive with the snapshot', async () => {
    const { host, guest } = await table();
    await playOne(host, guest);
    guest.conn.drop();
    await settle();
    expect(host.store.getState().online.session!.peer).toBe('disconnected');
    expect(guest.store.getState().online.line).toBe('disconnected');
    // The host plays on while the guest is away, if the decision is theirs.
    while (awaiting(host.store.getState().game.game).team === 0) await playOne(host, guest);
    guest.conn.restore();
    await settle();
    expect(host.store.getState().online.session!.peer).toBe('back');
    expect(guest.store.getState().game.actions).toEqual(host.store.getState().game.actions);
    expect(
      JSON.stringify(guest.store.getState().game.game.units) === JSON.stringify(host.store.getState().game.game.units),
    ).toBe(true);
  });

  test('a connection the server refuses shows its reason, not a bare "connection lost", and a request answers it until the line is back', async () => {
    const { host, guest } = await table();
    const reason =
      'Too many connections from your address: at most 64 at once. Close another tab of this game, or wait for one to close.';
    guest.conn.refuse({ code: 'LIMIT', message: reason });
    await settle();
    expect(guest.store.getState().online.line).toBe('disconnected');
    expect(guest.store.getState().online.message).toBe(reason);
    expect(await guest.store.getState().online.create(hostOptions(), LISTS[1])).toBe(reason);
    guest.conn.restore();
    await settle();
    expect(guest.store.getState().online.line).toBe('connected');
    await playOne(host, guest);
    expect(guest.store.getState().game.actions).toEqual(host.store.getState().game.actions);
  });

  test("socket.io's connect_error carries the server's refusal as its data; a network error carries none", () => {
    const refusal = {
      code: 'FLOOD',
      message: 'Too many messages came from your address: the server takes no new connection from it for 30 s.',
      retryMs: 30_000,
    };
    expect(connectionRefusal(Object.assign(new Error(refusal.message), { data: refusal }))).toEqual(refusal);
    // The wait before trying again is kept within 1 s and a minute, whatever the server says.
    expect(connectionRefusal({ data: { ...refusal, retryMs: 5 } })?.retryMs).toBe(1000);
    expect(connectionRefusal({ data: { ...refusal, retryMs: 1e9 } })?.retryMs).toBe(60_000);
    expect(connectionRefusal(new Error('websocket error'))).toBeNull();
    expect(connectionRefusal({ data: { code: 5 } })).toBeNull();
  });

  test('a spectator whose line dropped while an action was undone and another played in its place catches up on coming back', async () => {
    const { server, host, guest, gameId } = await table();
    const watcher = browser(server);
    expect(await watcher.store.getState().online.join(gameId)).toBeNull();
    await settle();
    // Play until the last action may be undone and its maker has another choice in its place.
    const undoable = () => {
      const g = host.store.getState().game;
      const last = g.steps[g.steps.length - 1];
      return (
        !!last &&
        !rolledDice(last, g.game) &&
        awaiting(last.before).team === awaiting(g.game).team &&
        legalActions(last.before).length > 1
      );
    };
    for (let i = 0; i < 200 && !undoable(); i++) await playOne(host, guest);
    expect(undoable()).toBe(true);
    const length = host.store.getState().game.actions.length;
    const undone = host.store.getState().game.actions[length - 1];
    expect(watcher.store.getState().game.actions).toHaveLength(length);

    // Gone longer than socket.io recovers (or the server restarted): the messages meanwhile are lost.
    watcher.conn.drop();
    const asker = decider(host.store.getState().game.game, host, guest);
    const answerer = asker === host ? guest : host;
    expect(asker.store.getState().game.undo()).toBeNull();
    await settle();
    answerer.store.getState().online.answerUndo(true);
    await settle();
    const other = legalActions(asker.store.getState().game.game).find(
      (a) => JSON.stringify(a) !== JSON.stringify(undone),
    )!;
    expect(asker.store.getState().game.dispatch(other)).toBe(true);
    await settle();
    // As many actions as before the drop, one of them another.
    expect(host.store.getState().game.actions).toHaveLength(length);

    watcher.conn.restore();
    await settle();
    expect(watcher.store.getState().game.actions).toEqual(host.store.getState().game.actions);
    expect(JSON.stringify(watcher.store.getState().game.game) === JSON.stringify(host.store.getState().game.game)).toBe(
      true,
    );
  });

  test("undo: the player the decision has passed to cannot ask to take back the other's last action; the page says why and asks nothing", async () => {
    const { server, host, guest, gameId } = await table();
    // Play until the last action rolled no die and passed the decision to the other team.
    const passed = () => {
      const g = host.store.getState().game;
      const last = g.steps[g.steps.length - 1];
      return (
        !!last &&
        !rolledDice(last, g.game) &&
        g.game.phase !== 'ended' &&
        awaiting(last.before).team !== awaiting(g.game).team
      );
    };
    for (let i = 0; i < 300 && !passed(); i++) await playOne(host, guest);
    expect(passed()).toBe(true);
    const receiver = decider(host.store.getState().game.game, host, guest);
    expect(receiver.store.getState().game.undo()).toMatch(/only your own last action/);
    expect(receiver.store.getState().online.session!.undoAsked).toBeNull();
    await settle();
    expect(server.games.get(gameId)!.undoAsked).toBeNull();
  });

  test('a page that opens while the other player is gone says so: "disconnected", not a player still to come', async () => {
    const { server, host, guest, gameId } = await table();
    await playOne(host, guest);
    guest.conn.drop();
    await settle();
    // The host reloads while the guest is still away.
    host.conn.drop();
    const reloaded = browser(server, host.storage);
    expect(await reloaded.store.getState().online.join(gameId)).toBeNull();
    await settle();
    const s = reloaded.store.getState().online.session!;
    expect(s.seats[1]).toMatchObject({ taken: true, connected: false });
    expect(s.peer).toBe('disconnected');
  });

  test("leaving an online game asks the server again for this browser's games: the reminder shows the game as it is now", async () => {
    const server = new FakeServer();
    const host = browser(server);
    expect(await host.store.getState().online.create(hostOptions(), LISTS[0])).toBeNull();
    const gameId = host.store.getState().online.session!.gameId;
    host.store.getState().online.leave();
    await settle();
    expect(host.store.getState().online.mine).toMatchObject([{ gameId, turn: null }]);
    // Resumed; the friend joins and is ready: the game starts. Then a game at this screen.
    expect(await host.store.getState().online.join(gameId)).toBeNull();
    const guest = browser(server);
    expect(await guest.store.getState().online.join(gameId)).toBeNull();
    expect(await guest.store.getState().online.ready(LISTS[1])).toBeNull();
    await settle();
    expect(host.store.getState().online.session!.started).toBe(true);
    expect(host.store.getState().startGame({ kind: 'quick', seed: 'local' }).ok).toBe(true);
    await settle();
    expect(host.store.getState().online.session).toBeNull();
    expect(host.store.getState().online.mine?.[0]).toMatchObject({ gameId });
    expect(host.store.getState().online.mine?.[0].turn).not.toBeNull();
  });

  test('a reload comes back to the same position with the same log as live, by the token kept for this game', async () => {
    const { server, host, guest, gameId } = await table();
    for (let i = 0; i < 20; i++) await playOne(host, guest);
    const live = lines(guest);
    // The guest reloads: a new page (store) on the same browser storage.
    guest.conn.drop();
    const reloaded = browser(server, guest.storage);
    expect(await reloaded.store.getState().online.join(gameId)).toBeNull();
    await settle();
    const { online, game } = reloaded.store.getState();
    expect(online.session!.role).toEqual({ kind: 'player', team: 1 });
    expect(game.actions).toEqual(host.store.getState().game.actions);
    // (Compared as text: a failing deep diff of two whole states would not fit in the report.)
    expect(JSON.stringify(game.game) === JSON.stringify(host.store.getState().game.game)).toBe(true);
    expect(lines(reloaded)).toEqual(live);
    // And it plays on from there.
    await playOne(host, reloaded);
    expect(reloaded.store.getState().game.actions.length).toBeGreaterThan(20);
    expect(reloaded.store.getState().game.actions).toEqual(host.store.getState().game.actions);
  });

  test('while a game is being joined the slice names it (the page covers the game shown before), until its snapshot is in', async () => {
    const { server, gameId } = await table();
    const visitor = browser(server);
    const joined = visitor.store.getState().online.join(gameId);
    expect(visitor.store.getState().online.joining).toBe(gameId);
    expect(await joined).toBeNull();
    expect(visitor.store.getState().online.joining).toBeNull();
    expect(visitor.store.getState().online.session?.gameId).toBe(gameId);
    // A refused join (no such game) names it no longer either.
    expect(await visitor.store.getState().online.join('ZZZZZZ')).not.toBeNull();
    expect(visitor.store.getState().online.joining).toBeNull();
  });

  test("the error screen's way back in an online game asks the server for its position again, never cuts the game back here", async () => {
    const { server, host, guest, gameId } = await table();
    for (let i = 0; i < 4; i++) await playOne(host, guest);
    host.store.getState().game.halt({ message: 'the page could not draw it', during: 'position' });
    host.store.getState().recover(1);
    await settle();
    const { game, online } = host.store.getState();
    expect(game.fault).toBeNull();
    expect(online.session?.gameId).toBe(gameId);
    // The server's game, all four actions: a cut-back copy has no dice to replay and is not the game.
    expect(game.actions).toEqual(server.games.get(gameId)!.steps.map((s) => s.action));
    expect(game.actions).toHaveLength(4);
  });

  test('a spectator (a third visitor with the link) watches the game but cannot act, and keeps no token', async () => {
    const { server, host, guest, gameId } = await table();
    await playOne(host, guest);
    const watcher = browser(server);
    expect(await watcher.store.getState().online.join(gameId)).toBeNull();
    await settle();
    expect(watcher.store.getState().online.session!.role).toEqual({ kind: 'spectator' });
    expect(watcher.store.getState().game.actions).toHaveLength(1);
    const game = watcher.store.getState().game.game;
    expect(watcher.store.getState().game.dispatch(legalActions(game)[0])).toBe(false);
    expect(watcher.store.getState().game.lastError?.message).toMatch(/watching/);
    expect(watcher.store.getState().game.undo()).toMatch(/watching/);
    expect(keptSeats(watcher.storage)).toEqual([]);
    await playOne(host, guest);
    expect(watcher.store.getState().game.actions).toHaveLength(2);
  });

  test('seat tokens are kept per game id in the browser and never in the invitation link; the open games are listed', async () => {
    const { host, guest, gameId } = await table();
    const seat = keptSeat(host.storage, gameId)!;
    expect(seat.team).toBe(0);
    expect(host.storage.getItem(SEAT_PREFIX + gameId)).toContain(seat.token);
    expect(keptSeat(guest.storage, gameId)!.team).toBe(1);
    const link = inviteLink('https://example.org', '/', gameId);
    expect(link).toBe(`https://example.org/?join=${gameId}`);
    expect(link).not.toContain(seat.token);
    await host.store.getState().online.listMine();
    expect(host.store.getState().online.mine).toMatchObject([
      { gameId, team: 0, names: [LISTS[0].name, LISTS[1].name] },
    ]);
  });

  test('once the game is over the seed is revealed and the game replays from its real initial state, as a hot-seat game', async () => {
    const { server, host, guest, gameId } = await table();
    for (let i = 0; i < 6; i++) await playOne(host, guest);
    server.end(gameId);
    await settle();
    const { game, online } = host.store.getState();
    expect(online.session!.revealed?.seed).toBe(server.games.get(gameId)!.seed);
    expect(JSON.stringify(game.initial) === JSON.stringify(server.games.get(gameId)!.initial)).toBe(true);
    expect(
      JSON.stringify(game.steps.map((s) => s.before)) ===
        JSON.stringify(server.games.get(gameId)!.history.map((s) => s.before)),
    ).toBe(true);
  });

  test('a new game at this screen leaves the online game (no action of it goes to the server then)', async () => {
    const { server, host, gameId } = await table();
    expect(host.store.getState().startGame({ kind: 'quick', seed: 'local' }).ok).toBe(true);
    expect(host.store.getState().online.session).toBeNull();
    const game = host.store.getState().game.game;
    expect(host.store.getState().game.dispatch(legalActions(game)[0])).toBe(true);
    await settle();
    expect(server.games.get(gameId)!.steps).toHaveLength(0);
    expect(host.store.getState().game.actions).toHaveLength(1);
  });
});

describe("the host's choices as the options of an online game", () => {
  test('R1.2 and R7.3 refused with the rule; R1.7 sizes the battlefield from the points; the side and casual (R1.1) are kept', () => {
    const base = {
      points: 200,
      field: 'points' as const,
      turns: 5,
      smallHexes: false,
      casual: false,
      hostTeam: 1 as const,
    };
    expect(onlineOptions({ ...base, points: 20 }, 's')).toMatchObject({
      ok: false,
      error: expect.stringContaining('R1.2'),
    });
    expect(onlineOptions({ ...base, turns: 0 }, 's')).toMatchObject({
      ok: false,
      error: expect.stringContaining('R7.3'),
    });
    const small = onlineOptions({ ...base, points: 100 }, 's');
    const large = onlineOptions({ ...base, points: 300, casual: true }, 's');
    if (!small.ok || !large.ok) throw new Error('legal choices refused');
    // R1.7: 2 tiles (10 x 16) up to 150 points, 6 (30 x 16) for 300.
    expect(small.value.map.cols).toBe(10);
    expect(large.value.map.cols).toBe(30);
    expect(large.value).toMatchObject({
      points: 300,
      hostTeam: 1,
      casual: true,
      settings: { turns: 5, smallHexes: false },
    });
    expect(small.value).not.toHaveProperty('casual');
  });
});

describe('Verify the dice of a finished online game (docs/online.md "Provably fair dice")', () => {
  /** Host, guest and a spectator at a game played `actions` actions, then ended with its key revealed. */
  async function finished(actions: number, server = new FakeServer()) {
    const t = await table(server);
    for (let i = 0; i < actions; i++) await playOne(t.host, t.guest);
    const watcher = browser(server);
    expect(await watcher.store.getState().online.join(t.gameId)).toBeNull();
    await settle();
    server.end(t.gameId);
    await settle();
    return { ...t, watcher };
  }

  test('both players and a spectator verify every die they were shown against the commitment given at the start', async () => {
    const { server, host, guest, watcher, gameId } = await finished(12);
    const commitment = commitmentOf(server.games.get(gameId)!.seed.slice('keyed:'.length));
    // Each player's browser keeps the commitment with its seat, and the contribution it sent with
    // its list; the spectator keeps no seat.
    const contributions = [host, guest].map((b) => keptSeat(b.storage, gameId)!.contribution);
    for (const c of contributions) expect(c).toMatch(CONTRIBUTION_PATTERN);
    expect(contributions[0]).not.toBe(contributions[1]);
    expect(server.games.get(gameId)!.seats.map((seat) => seat.contribution)).toEqual(contributions);
    // Each kept the other's pledge as shown before it revealed its own: the other's contribution's SHA-256.
    expect(keptSeat(host.storage, gameId)!.theirPledge).toBe(pledgeOf(contributions[1]!));
    expect(keptSeat(guest.storage, gameId)!.theirPledge).toBe(pledgeOf(contributions[0]!));
    for (const b of [host, guest, watcher]) {
      const session = b.store.getState().online.session!;
      expect(session.dice).toEqual({ kind: 'keyed', commitment, contributions });
      expect(session.diceCheck).toBeNull();
      b.store.getState().online.verifyDice();
      expect(b.store.getState().online.session!.diceCheck).toMatchObject({
        ok: true,
        text: expect.stringMatching(
          b === watcher
            ? /^\d+ dice in 12 actions match the commitment published at the start: .* mixed with both players' contributions\.$/
            : /^\d+ dice in 12 actions match the commitment published at the start: .* mixed with both players' contributions, this browser's among them, the other's as pledged before this one was revealed\.$/,
        ),
      });
    }
    expect(keptSeat(host.storage, gameId)!.commitment).toBe(commitment);
    expect(keptSeat(guest.storage, gameId)!.commitment).toBe(commitment);
    expect(keptSeats(watcher.storage)).toEqual([]);
  });

  test("a server that mixes another contribution than the guest's into the key is caught by the guest's page, which kept its own", async () => {
    const { server, host, guest, gameId } = await table();
    for (let i = 0; i < 4; i++) await playOne(host, guest);
    // The server tells (and rolled under) another contribution for the guest's seat than the one it sent.
    const g = server.games.get(gameId)!;
    const sent = g.seats[1].contribution!;
    const forged = 'f0'.repeat(32);
    g.seats[1].contribution = forged;
    const key = gameKeyOf(keyOfSeed(g.seed)!, [g.seats[0].contribution!, forged]);
    g.initial = { ...g.initial!, rng: { keyed: { key, n: (g.initial!.rng as { keyed: { n: number } }).keyed.n } } };
    guest.conn.drop();
    const reloaded = browser(server, guest.storage);
    expect(await reloaded.store.getState().online.join(gameId)).toBeNull();
    await settle();
    server.end(gameId);
    await settle();
    // The reloaded page, told the forged contribution in its snapshot, says so at once, for the rest of the game.
    expect(reloaded.store.getState().online.session!.diceWarning).toMatch(/did not mix this browser's contribution/);
    reloaded.store.getState().online.verifyDice();
    expect(reloaded.store.getState().online.session!.diceCheck).toMatchObject({
      ok: false,
      text: `The key was not mixed with this browser's contribution: it sent ${sent}, the server showed ${forged} for its seat.`,
    });
    // A server that reveals something other than a game state: the keys by hand show nothing, and nothing throws.
    const session = reloaded.store.getState().online.session!;
    for (const initial of [{}, null, { rng: { keyed: { key: { not: 'a key' } } } }]) {
      const odd = { ...session, revealed: { seed: session.revealed!.seed, initial: initial as never } };
      expect(diceByHand(odd)).toBeNull();
    }
    expect(diceByHand(session)).not.toBeNull();
  });

  test("a player whose contribution the server left out of the key is told as the game starts, for the whole game; the other, that the first's is not the one pledged", async () => {
    const server = new FakeServer();
    server.forgeContribution = { team: 1, contribution: 'f0'.repeat(32) };
    const { host, guest } = await table(server);
    expect(guest.store.getState().online.session!.diceWarning).toBe(
      "The server did not mix this browser's contribution into the dice key: nothing shows that the server did not choose this game's dice.",
    );
    expect(host.store.getState().online.session!.diceWarning).toBe(
      "The other player's contribution to the dice key is not the one pledged before this browser revealed its own: it may have been chosen to suit the dice.",
    );
    await playOne(host, guest);
    expect(guest.store.getState().online.session!.diceWarning).toMatch(/did not mix this browser's contribution/);
    expect(host.store.getState().online.session!.diceWarning).toMatch(/is not the one pledged/);
    // Each online bar shows its warning.
    for (const [b, shown] of [
      [guest, true],
      [host, true],
    ] as const) {
      // Rendering on the server reads the store's initial state: let it read the state now.
      (b.store as { getInitialState: () => unknown }).getInitialState = () => b.store.getState();
      const html = renderToString(inStore(b.store, createElement(OnlineBar))).replace(/&#x27;/g, "'");
      expect(html.includes('data-testid="dice-warning"')).toBe(shown);
    }
  });

  test("a server that mixes in another contribution than the one a seat pledged is caught by the other player's check too", async () => {
    const server = new FakeServer();
    const forged = 'f0'.repeat(32);
    server.forgeContribution = { team: 1, contribution: forged };
    const { host, guest, gameId } = await table(server);
    const sent = keptSeat(guest.storage, gameId)!.contribution!;
    for (let i = 0; i < 4; i++) await playOne(host, guest);
    server.end(gameId);
    await settle();
    host.store.getState().online.verifyDice();
    expect(host.store.getState().online.session!.diceCheck).toMatchObject({
      ok: false,
      text: `The other player's contribution is not the one pledged before this browser revealed its own: it was pledged as ${pledgeOf(sent)}, the server showed ${forged}, whose SHA-256 is not that.`,
    });
    guest.store.getState().online.verifyDice();
    expect(guest.store.getState().online.session!.diceCheck).toMatchObject({
      ok: false,
      text: `The key was not mixed with this browser's contribution: it sent ${sent}, the server showed ${forged} for its seat.`,
    });
  });

  test('a seat chooses its contribution once: a list sent again after a reload carries the same one', async () => {
    const server = new FakeServer();
    const host = browser(server);
    expect(await host.store.getState().online.create(hostOptions(), LISTS[0])).toBeNull();
    await settle();
    const gameId = host.store.getState().online.session!.gameId;
    const first = keptSeat(host.storage, gameId)!.contribution;
    expect(first).toMatch(CONTRIBUTION_PATTERN);
    // Pledged with the list, not revealed: the other seat has not pledged yet.
    expect(server.games.get(gameId)!.seats[0]).toMatchObject({ pledge: pledgeOf(first!), contribution: null });
    host.conn.drop();
    const reloaded = browser(server, host.storage);
    expect(await reloaded.store.getState().online.join(gameId)).toBeNull();
    expect(await reloaded.store.getState().online.ready(LISTS[0])).toBeNull();
    expect(server.games.get(gameId)!.seats[0]).toMatchObject({ pledge: pledgeOf(first!), contribution: null });
    expect(keptSeat(reloaded.storage, gameId)!.contribution).toBe(first);
    // A kept contribution that is not 32 bytes in hex is dropped, not sent: the seat stays.
    const { contribution: _kept, ...seat } = keptSeat(host.storage, gameId)!;
    const item = JSON.parse(host.storage.getItem(SEAT_PREFIX + gameId)!);
    host.storage.setItem(SEAT_PREFIX + gameId, JSON.stringify({ ...item, contribution: 'ZZ' }));
    expect(keptSeat(host.storage, gameId)).toStrictEqual(seat);
  });

  test('a page reveals its contribution only once both seats have pledged theirs, and keeps the pledge it saw; a page away then reveals at its return', async () => {
    const server = new FakeServer();
    const host = browser(server);
    const guest = browser(server);
    expect(await host.store.getState().online.create(hostOptions(), LISTS[0])).toBeNull();
    await settle();
    const gameId = host.store.getState().online.session!.gameId;
    // The host's list is in with its pledge; nothing revealed while the guest's seat has none.
    expect(server.revealed).toEqual([]);
    expect(await guest.store.getState().online.join(gameId)).toBeNull();
    // The host's line drops before the guest's list comes: the guest reveals, the host cannot yet.
    host.conn.drop();
    expect(await guest.store.getState().online.ready(LISTS[1])).toBeNull();
    await settle();
    expect(server.revealed.map((r) => r.team)).toEqual([1]);
    expect(server.games.get(gameId)!.state).toBeNull();
    // Each reveal sent came after both pledges were shown (the fake records every one, refused or not).
    const [host0, guest0] = [keptSeat(host.storage, gameId)!, keptSeat(guest.storage, gameId)!];
    expect(server.revealed[0]!.seats.map((seat) => seat.pledge)).toEqual([
      pledgeOf(host0.contribution!),
      pledgeOf(guest0.contribution!),
    ]);
    expect(guest0.theirPledge).toBe(pledgeOf(host0.contribution!));
    expect(host0.theirPledge).toBeUndefined();
    // The guest's waiting room says why the game has not started.
    const seats = guest.store.getState().online.session!.seats;
    expect(seats.map((seat) => seatStatus(seat, seats))).toEqual([
      'ready, away: the game starts when this player is back',
      'ready',
    ]);
    // The host's page comes back (a reload): it sees both pledges, keeps the guest's and reveals; the game starts.
    const reloaded = browser(server, host.storage);
    expect(await reloaded.store.getState().online.join(gameId)).toBeNull();
    await settle();
    expect(server.revealed.map((r) => r.team)).toEqual([1, 0]);
    expect(server.revealed[1]!.seats.every((seat) => seat.pledge)).toBe(true);
    expect(keptSeat(host.storage, gameId)!.theirPledge).toBe(pledgeOf(guest0.contribution!));
    expect(reloaded.store.getState().online.session!.started).toBe(true);
    expect(reloaded.store.getState().online.session!.diceWarning).toBeNull();
    expect(guest.store.getState().online.session!.diceWarning).toBeNull();
    // A kept pledge that is not 32 bytes in hex is dropped, not trusted.
    const item = JSON.parse(host.storage.getItem(SEAT_PREFIX + gameId)!);
    host.storage.setItem(SEAT_PREFIX + gameId, JSON.stringify({ ...item, theirPledge: 'ZZ' }));
    expect(keptSeat(host.storage, gameId)!.theirPledge).toBeUndefined();
  });

  test("a page whose seat shows another pledge than its own contribution's reveals nothing (another tab chose the seat's contribution)", async () => {
    const server = new FakeServer();
    const host = browser(server);
    const guest = browser(server);
    expect(await host.store.getState().online.create(hostOptions(), LISTS[0])).toBeNull();
    await settle();
    const gameId = host.store.getState().online.session!.gameId;
    // The seat's pledge stands as another tab sent it.
    server.games.get(gameId)!.seats[0].pledge = pledgeOf('ab'.repeat(32));
    expect(await guest.store.getState().online.join(gameId)).toBeNull();
    expect(await guest.store.getState().online.ready(LISTS[1])).toBeNull();
    await settle();
    expect(server.revealed.map((r) => r.team)).toEqual([1]);
    expect(server.games.get(gameId)!.seats[0].contribution).toBeNull();
    expect(keptSeat(host.storage, gameId)!.theirPledge).toBeUndefined();
    // The host is told why the game does not start.
    expect(host.store.getState().online.message).toMatch(
      /^This browser's part of the dice key is not the one its seat pledged/,
    );
  });

  test('a reveal the server could not take (its storage) is sent again by itself, and the game starts', async () => {
    const server = new FakeServer();
    server.refuseNextReveal = { code: 'UNAVAILABLE', message: 'The server could not reach its storage.' };
    const host = browser(server);
    const guest = browser(server);
    expect(await host.store.getState().online.create(hostOptions(), LISTS[0])).toBeNull();
    await settle();
    const gameId = host.store.getState().online.session!.gameId;
    expect(await guest.store.getState().online.join(gameId)).toBeNull();
    expect(await guest.store.getState().online.ready(LISTS[1])).toBeNull();
    await settle();
    // One of the two reveals was refused; nothing else happens on either line.
    expect(server.games.get(gameId)!.state).toBeNull();
    expect(server.revealed).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await settle();
    expect(server.revealed).toHaveLength(3);
    expect(server.games.get(gameId)!.state).not.toBeNull();
    for (const b of [host, guest]) expect(b.store.getState().online.session!.started).toBe(true);
  });

  test("a storage that stops taking writes after the seat was kept: the other's pledge and the checks live on in the page", async () => {
    const server = new FakeServer();
    // The guest's seat goes to storage with its contribution; then the storage is full.
    server.forgeContribution = { team: 0, contribution: 'f0'.repeat(32) };
    const host = browser(server);
    const guest = browser(server);
    expect(await host.store.getState().online.create(hostOptions(), LISTS[0])).toBeNull();
    const gameId = host.store.getState().online.session!.gameId;
    expect(await guest.store.getState().online.join(gameId)).toBeNull();
    guest.storage.full = true;
    expect(await guest.store.getState().online.ready(LISTS[1])).toBeNull();
    await settle();
    // The other's pledge could not be stored, but the page kept it: the forged host contribution is caught.
    expect(keptSeat(guest.storage, gameId)!.theirPledge).toBeUndefined();
    expect(guest.store.getState().online.session!.diceWarning).toMatch(/is not the one pledged/);
  });

  test('a seat taken keeps its contribution to the dice key in the same write as its token', async () => {
    const server = new FakeServer();
    const host = browser(server);
    const guest = browser(server);
    expect(await host.store.getState().online.create(hostOptions(), LISTS[0])).toBeNull();
    const gameId = host.store.getState().online.session!.gameId;
    const writes: string[] = [];
    const setItem = guest.storage.setItem.bind(guest.storage);
    guest.storage.setItem = (key: string, value: string) => {
      writes.push(value);
      setItem(key, value);
    };
    expect(await guest.store.getState().online.join(gameId)).toBeNull();
    // Before any list, the first write of the guest's seat holds its token and its contribution.
    expect(JSON.parse(writes[0]!)).toMatchObject({ token: expect.any(String), contribution: CONTRIBUTION_PATTERN });
    expect(keptSeat(guest.storage, gameId)!.contribution).toMatch(CONTRIBUTION_PATTERN);
  });

  test('a reveal is not sent again after a refusal a later try would meet too (PLEDGE), nor after the page left', async () => {
    for (const [code, leave] of [
      ['PLEDGE', false],
      ['UNAVAILABLE', true],
    ] as const) {
      const server = new FakeServer();
      server.refuseNextReveal = { code, message: 'refused' };
      const host = browser(server);
      const guest = browser(server);
      expect(await host.store.getState().online.create(hostOptions(), LISTS[0])).toBeNull();
      await settle();
      const gameId = host.store.getState().online.session!.gameId;
      expect(await guest.store.getState().online.join(gameId)).toBeNull();
      expect(await guest.store.getState().online.ready(LISTS[1])).toBeNull();
      await settle();
      expect(server.revealed).toHaveLength(2);
      // The host's reveal (the first) was refused.
      if (leave) host.store.getState().online.leave();
      await new Promise((resolve) => setTimeout(resolve, 600));
      await settle();
      expect(server.revealed.map((r) => r.team)).toEqual([0, 1]);
      expect(server.games.get(gameId)!.state).toBeNull();
    }
  });

  test('a server that tells another commitment after a reload, and reveals a key to match it, is caught: the reloaded page checks against the commitment it kept', async () => {
    const { server, host, guest, gameId } = await table();
    for (let i = 0; i < 6; i++) await playOne(host, guest);
    const first = keptSeat(guest.storage, gameId)!.commitment!;
    // The server swaps in another key (as if it had not fixed one at the start).
    const other = 'c3'.repeat(32);
    const g = server.games.get(gameId)!;
    g.seed = keyedSeed(other);
    g.initial = {
      ...g.initial!,
      rng: { keyed: { key: other, n: (g.initial!.rng as { keyed: { n: number } }).keyed.n } },
    };
    guest.conn.drop();
    const reloaded = browser(server, guest.storage);
    expect(await reloaded.store.getState().online.join(gameId)).toBeNull();
    await settle();
    expect(reloaded.store.getState().online.session!.dice).toMatchObject({ kind: 'keyed', commitment: first });
    server.end(gameId);
    await settle();
    for (const b of [reloaded, host]) {
      b.store.getState().online.verifyDice();
      expect(b.store.getState().online.session!.diceCheck).toMatchObject({
        ok: false,
        text: expect.stringMatching(/^The revealed key does not match the commitment published at the start/),
      });
    }
  });

  test('the finished game keeps the opening and the events the page was shown: a die or an event shown otherwise than the key gives is named', async () => {
    const server = new FakeServer();
    const { host, guest, gameId } = await table(server);
    for (let i = 0; i < 6; i++) await playOne(host, guest);
    // The opening's initiative roll (R3.1) as this page was shown it, changed after the fact in the page.
    const opening = structuredClone(host.store.getState().game.opening);
    const roll = opening.find((e) => e.type === 'initiativeRolled');
    if (roll?.type !== 'initiativeRolled') throw new Error('no initiative roll');
    roll.rolls[0][0].dice[0] = (roll.rolls[0][0].dice[0] % 6) + 1;
    host.store.setState((s) => ({ game: { ...s.game, opening } }));
    // And the guest's page shows the third action doing something more than it did.
    guest.store.setState((s) => ({
      game: {
        ...s.game,
        steps: s.game.steps.map((step, i) =>
          i === 2 ? { ...step, events: [...step.events, { type: 'suppressed' as const, unit: 'a1', by: 'b1' }] } : step,
        ),
      },
    }));
    server.end(gameId);
    await settle();
    host.store.getState().online.verifyDice();
    expect(host.store.getState().online.session!.diceCheck).toMatchObject({
      ok: false,
      text: expect.stringMatching(/^The setup's initiative roll: the key gives .*; the game showed /),
    });
    // The replay from the revealed state kept the events shown, so the check has something to compare.
    guest.store.getState().online.verifyDice();
    expect(guest.store.getState().online.session!.diceCheck).toMatchObject({
      ok: false,
      text: expect.stringMatching(/^Action 3 \(.*\): the dice match, but what it did differs from what was shown/),
    });
  });

  test('a game created before keyed dice says it cannot be verified, and the replay offers no button', async () => {
    const server = new FakeServer();
    server.olderGames = true;
    const { host } = await finished(4, server);
    const session = host.store.getState().online.session!;
    expect(session.dice).toEqual({ kind: 'alea' });
    host.store.getState().online.verifyDice();
    expect(host.store.getState().online.session!.diceCheck).toMatchObject({
      ok: false,
      text: expect.stringMatching(/created before the server's dice could be verified/),
    });
  });

  test('the replay bar: Verify the dice in a finished online game, its answer once asked; "cannot be verified" for an older one; nothing in a hot-seat game', async () => {
    // Rendering on the server reads the store's initial state: let it read the state now.
    (appStore as { getInitialState: () => unknown }).getInitialState = () => appStore.getState();
    const bar = () => renderToString(inStore(appStore, createElement(ReplayBar))).replace(/&#x27;/g, "'");
    // The page's line is opened once, to one server.
    const server = new FakeServer();
    const conn = server.connect();
    appStore.getState().online.connect(() => conn, new MemoryStorage());
    for (const older of [false, true]) {
      server.olderGames = older;
      expect(await appStore.getState().online.create(hostOptions(), LISTS[0])).toBeNull();
      await settle();
      const gameId = appStore.getState().online.session!.gameId;
      const guest = browser(server);
      expect(await guest.store.getState().online.join(gameId)).toBeNull();
      expect(await guest.store.getState().online.ready(LISTS[1])).toBeNull();
      await settle();
      appStore.getState().replay.open();
      // The game goes on: nothing to verify yet.
      expect(bar()).not.toMatch(/Verify the dice|dice-check/);
      server.end(gameId);
      await settle();
      if (older) {
        expect(bar()).not.toContain('Verify the dice');
        expect(bar()).toMatch(/created before the server's dice could be verified/);
      } else {
        expect(bar()).toContain('Verify the dice');
        expect(bar()).not.toContain('dice-check');
        appStore.getState().online.verifyDice();
        expect(bar()).toMatch(
          /class="dice-check dice-check-ok" role="status"[^>]*>✔ (<!-- -->)?\d+ dice in 0 actions match the commitment/,
        );
        // Once asked, the keys and the commands that recompute them, for a check by hand.
        const hand = diceByHand(appStore.getState().online.session!)!;
        const { seed, initial } = appStore.getState().online.session!.revealed!;
        expect(hand.serverKey).toBe(keyOfSeed(seed));
        expect(hand.gameKey).toBe(gameKeyOf(hand.serverKey, hand.contributions!));
        expect(initial.rng).toMatchObject({ keyed: { key: hand.gameKey } });
        expect(commitmentOf(hand.serverKey)).toBe(hand.commitment);
        // The host's browser kept the guest's pledge as it saw it before revealing: the third command prints it.
        expect(hand.pledged).toEqual({ team: 1, pledge: pledgeOf(hand.contributions![1]) });
        expect(hand.commands).toEqual([
          `echo -n ${hand.serverKey} | xxd -r -p | sha256sum`,
          `echo -n ${hand.contributions!.join('')} | xxd -r -p | openssl dgst -sha256 -mac HMAC -macopt hexkey:${hand.serverKey}`,
          `echo -n ${hand.contributions![1]} | xxd -r -p | sha256sum`,
        ]);
        for (const shown of [
          hand.commitment,
          hand.gameKey,
          ...hand.contributions!,
          hand.pledged!.pledge,
          hand.commands[1]!,
          hand.commands[2]!,
        ])
          expect(bar()).toContain(shown);
        expect(bar()).toContain('data-testid="dice-by-hand"');
      }
      appStore.getState().online.leave();
    }
    // A hot-seat game's replay: no dice check.
    expect(appStore.getState().startGame({ kind: 'quick', seed: 'hot-seat' }).ok).toBe(true);
    appStore.getState().replay.open();
    expect(bar()).toContain('Replay');
    expect(bar()).not.toMatch(/Verify the dice|dice-check/);
  });
});
