// Undo online asks the other player, following the hot-seat undo rule
// (src/net/undo.ts): no dice rolled in the last action, the decision not yet passed to the other
// team, the game not over; only the player who made the action asks, the other answers.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { GameEvent, GameState } from '../../src/engine';
import { PROTOCOL_VERSION, type ServerMessages } from '../../src/net/protocol';
import { undoBlocker } from '../../src/net/undo';
import {
  Client,
  play,
  seatedGame,
  startServer,
  tempDir,
  tinyOptions,
  turnOf,
  type Table,
  type TestServer,
} from './harness';

let tmp: ReturnType<typeof tempDir>;
let server: TestServer;
let table: Table;

beforeEach(async () => {
  tmp = tempDir();
  server = await startServer({ file: `${tmp.dir}/games.db` });
  // The host takes the second seat (team 1, the top edge) here: the seats follow hostTeam.
  table = await seatedGame(server.url, tinyOptions(1));
});
afterEach(async () => {
  for (const c of table.players) c.close();
  await server.close();
  tmp.cleanup();
});

/** Plays one action at a time until `wanted` holds of the last one; the state before it. */
async function playUntil(
  wanted: (before: GameState, events: GameEvent[], after: GameState) => boolean,
): Promise<GameState> {
  for (let i = 0; i < 400; i++) {
    const before = table.players[0].state!;
    await play(table, 1, `undo ${i}`);
    const last = table.players[0].received.filter((m) => m.event === 'game:step').at(-1)!
      .payload as ServerMessages['game:step'];
    if (wanted(before, last.step.events, last.state)) return before;
  }
  throw new Error('no such action in 400');
}

const undoable = (before: GameState, events: GameEvent[], after: GameState) =>
  undoBlocker({ game: after, actions: [{ type: 'pass' } as never], steps: [{ before, events }] }) === null;

describe('undo online', () => {
  test('the player who made the last action asks; the other refuses, then accepts, and both are sent the position before it', async () => {
    const before = await playUntil(undoable);
    const n = table.players[0].length;
    const actor = turnOf(table)!; // the decision did not pass: the actor still owes it
    const other = (1 - actor) as 0 | 1;
    const [me, them] = [table.players[actor], table.players[other]];

    const wrong = await them.call('game:undo-ask', { gameId: table.gameId, token: table.tokens[other], index: n });
    expect(!wrong.ok && wrong.error.code).toBe('UNDO');

    let asked = them.next('game:undo-asked');
    expect(await me.call('game:undo-ask', { gameId: table.gameId, token: table.tokens[actor], index: n })).toEqual({
      ok: true,
      value: { length: n - 1 },
    });
    expect(await asked).toMatchObject({ by: actor, length: n - 1 });
    const mine = await me.call('game:undo-answer', { gameId: table.gameId, token: table.tokens[actor], accept: true });
    expect(!mine.ok && mine.error.code).toBe('UNDO'); // the asker does not answer his own request
    let undone = me.next('game:undone');
    expect(
      await them.call('game:undo-answer', { gameId: table.gameId, token: table.tokens[other], accept: false }),
    ).toEqual({ ok: true, value: { accepted: false } });
    expect(await undone).toEqual({ gameId: table.gameId, refused: true });
    expect(me.length).toBe(n);

    asked = them.next('game:undo-asked');
    await me.call('game:undo-ask', { gameId: table.gameId, token: table.tokens[actor], index: n });
    await asked;
    undone = me.next('game:undone');
    expect(
      await them.call('game:undo-answer', { gameId: table.gameId, token: table.tokens[other], accept: true }),
    ).toEqual({ ok: true, value: { accepted: true } });
    expect(await undone).toEqual({ gameId: table.gameId, length: n - 1, state: before });
    expect(them.state).toEqual(before);

    // A fresh join (a reload) finds the shorter game, and play goes on from there.
    const look = await new Client(server.url).connected();
    const r = await look.call('game:join', { version: PROTOCOL_VERSION, gameId: table.gameId });
    look.close();
    expect(r.ok && r.value.snapshot.steps.length).toBe(n - 1);
    expect(await play(table, 3, 'after the undo')).toBe(3);
  });

  test('an action that rolled dice is never taken back, whatever the other player would say', async () => {
    await playUntil((_, events) =>
      events.some((e) => e.type === 'movementRoll' || e.type === 'attack' || e.type === 'initiativeRolled'),
    );
    const n = table.players[0].length;
    for (const t of [0, 1] as const) {
      const r = await table.players[t].call('game:undo-ask', {
        gameId: table.gameId,
        token: table.tokens[t],
        index: n,
      });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('UNDO');
    }
    expect(table.players[0].received.some((m) => m.event === 'game:undo-asked')).toBe(false);
  });
});
