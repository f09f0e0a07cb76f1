// Provably fair dice through the page (docs/online.md "Provably fair dice"), at 1366 x 768: two
// players (socket.io clients in the test, as the server tests play) play a one-turn online game
// to its end on the server `npm run serve` runs; a visitor then opens the game's link in the page,
// watches the finished game, opens its replay from the end screen and presses **Verify the dice**: the page checks
// every die it was shown against the key the server revealed, mixed with the two players'
// contributions, and the commitment it gave at the start, and says so.
import { expect, test } from './fixtures';
import seedrandom from 'seedrandom';
import { io, type Socket } from 'socket.io-client';
import { awaiting, randomAction, type GameState, type TeamId } from '../src/engine';
import { SAMPLE_ARMIES } from '../src/data/sampleArmies';
import { SKIRMISH_LAYOUT } from '../src/data/tiles';
import { newContribution, pledgeOf } from '../src/net/fairDice';
import { PROTOCOL_VERSION, type OnlineGameOptions } from '../src/net/protocol';
import { buildBattlefield } from '../src/store/game/newGame';
import { shot } from './shots';

const SHOTS = 'e2e/screenshots';
const US = SAMPLE_ARMIES.find((s) => s.id === 'sample-us-army')!.list;
const DE = SAMPLE_ARMIES.find((s) => s.id === 'sample-wehrmacht')!.list;

interface Seat {
  socket: Socket;
  token: string;
  state: GameState | null;
  length: number;
  over: boolean;
}

function seat(url: string): Seat {
  const s: Seat = {
    socket: io(url, { transports: ['websocket'], forceNew: true }),
    token: '',
    state: null,
    length: 0,
    over: false,
  };
  s.socket.on('game:started', (p: { state: GameState }) => {
    s.state = p.state;
    s.length = 0;
  });
  s.socket.on('game:step', (p: { state: GameState; step: { index: number } }) => {
    s.state = p.state;
    s.length = p.step.index + 1;
  });
  s.socket.on('game:over', () => (s.over = true));
  return s;
}

async function ask<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  const r = (await socket.timeout(10_000).emitWithAck(event, payload)) as { ok: boolean; value: T; error?: unknown };
  if (!r.ok) throw new Error(`${event} refused: ${JSON.stringify(r.error)}`);
  return r.value;
}

test('a finished online game: a visitor opens its replay and the page verifies every die against the commitment', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const map = buildBattlefield(SKIRMISH_LAYOUT);
  if (!map.ok) throw new Error('the skirmish battlefield does not assemble');
  const options: OnlineGameOptions = { points: 100, map: map.value, settings: { turns: 1 }, hostTeam: 0 };
  const seats = [seat(baseURL!), seat(baseURL!)] as [Seat, Seat];
  const created = await ask<{ gameId: string; token: string; dice: { kind: string; commitment?: string } }>(
    seats[0].socket,
    'game:create',
    { version: PROTOCOL_VERSION, options },
  );
  expect(created.dice.kind).toBe('keyed');
  const { gameId } = created;
  seats[0].token = created.token;
  await ask(seats[0].socket, 'game:join', { version: PROTOCOL_VERSION, gameId, token: created.token });
  seats[1].token = (
    await ask<{ token: string }>(seats[1].socket, 'game:join', { version: PROTOCOL_VERSION, gameId, sit: true })
  ).token;
  // Each player pledges its own contribution to the dice key with its list, then reveals it.
  const contributions = [newContribution(), newContribution()];
  await ask(seats[0].socket, 'game:ready', {
    gameId,
    token: seats[0].token,
    list: US,
    pledge: pledgeOf(contributions[0]!),
  });
  await ask(seats[1].socket, 'game:ready', {
    gameId,
    token: seats[1].token,
    list: DE,
    pledge: pledgeOf(contributions[1]!),
  });
  for (const t of [0, 1] as const)
    await ask(seats[t].socket, 'game:reveal', { gameId, token: seats[t].token, contribution: contributions[t] });
  await expect.poll(() => seats.every((s) => s.state !== null)).toBe(true);

  // Both players pick legal actions from the positions they were sent, a few a second (the
  // server's limit per connection is 20 a second), until the game is over.
  const random = seedrandom('fair-dice-e2e');
  while (!seats[0].over) {
    const state = seats[0].state!;
    const team = awaiting(state).team as TeamId | null;
    if (team === null) break;
    const me = seats[team];
    const action = randomAction(me.state!, random);
    if (!action) break;
    const index = me.length;
    await ask(me.socket, 'game:act', { gameId, token: me.token, index, action });
    await expect.poll(() => seats.every((s) => s.length === index + 1)).toBe(true);
    await page.waitForTimeout(60);
  }
  await expect.poll(() => seats[0].over, { timeout: 30_000 }).toBe(true);
  for (const s of seats) s.socket.disconnect();

  // A visitor with the link: both seats are taken, so the page watches the finished game.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/?join=${gameId}`);
  await expect(page.getByTestId('online-bar')).toBeVisible();
  // The game is over: its end screen opens, and from it the replay.
  const end = page.getByRole('dialog', { name: 'Game over' });
  await expect(end).toBeVisible();
  await end.getByRole('button', { name: 'Replay the game' }).click();
  const verify = page.getByRole('button', { name: 'Verify the dice' });
  await expect(verify).toBeVisible();
  await verify.click();
  const answer = page.getByTestId('dice-check');
  await expect(answer).toContainText(
    /\d+ dice in \d+ actions match the commitment published at the start: .* mixed with both players' contributions\./,
  );
  await expect(answer).toHaveClass(/dice-check-ok/);
  // The keys and the commands that recompute them, for a check without this page.
  const hand = page.getByTestId('dice-by-hand');
  await hand.getByText('Check the key by hand').click();
  await expect(hand).toContainText(created.dice.commitment!);
  await expect(hand).toContainText(/openssl dgst -sha256 -mac HMAC -macopt hexkey:[0-9a-f]{64}/);
  await shot(page, { path: `${SHOTS}/fair-dice-verified.png` });
});
