// An online game through the page (docs/playing.md, "Play online"), at 1366 x 768: the host creates it
// from "Play online" in the new game dialog and gets a link and a code; the friend opens the link
// in another browser (context), takes the other seat and picks their own army; then they play the
// setup and into turn 1 with the page's own controls (e2e/play/driver.ts `act`), each browser only
// for its own team ("Waiting for <team>" on the other; a click for the other side is refused). The
// friend closes the page mid-game (the host sees "disconnected"), opens the link again and comes
// back to the same position (the log as it was) and the host sees "back"; a third visitor with the
// link watches and cannot act. The position is read from the game server as a spectator would
// (a socket.io client in the test), never from the page. Playwright's webServer runs `npm run serve`
// (the built site and the game server on one port, a fresh SQLite file).
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { io, type Socket } from 'socket.io-client';
import { awaiting, type GameState } from '../src/engine';
import { SAMPLE_ARMIES } from '../src/data/sampleArmies';
import { PROTOCOL_VERSION, type ClientReplies } from '../src/net/protocol';
import { act } from './play/driver';
import { clickHex } from './board';
import { planNext } from './play/policy';
import { closeContexts } from './settings';
import { autoStay } from '../src/store/game/restStay';
import { HUMANS } from '../src/store/game/players';
import { shot } from './shots';

const SHOTS = 'e2e/screenshots';
const US = SAMPLE_ARMIES.find((s) => s.id === 'sample-us-army')!.list;
const DE = SAMPLE_ARMIES.find((s) => s.id === 'sample-wehrmacht')!.list;
const VIEW = { width: 1366, height: 768 };
test.afterEach(closeContexts);

/** The game as the server holds it, asked as a spectator (hidden dice, like every client). */
async function position(socket: Socket, gameId: string): Promise<{ state: GameState; length: number }> {
  const r = (await socket.timeout(10_000).emitWithAck('game:join', { version: PROTOCOL_VERSION, gameId })) as {
    ok: boolean;
    value: ClientReplies['game:join'];
  };
  expect(r.ok).toBe(true);
  return { state: r.value.snapshot.state!, length: r.value.snapshot.steps.length };
}

/**
 * The position once nothing is owed that a page plays by itself: a unit that can only stay, the last
 * its team may activate, stays at once (store/game/restStay.ts, the setting on by default), a step
 * no test clicks. While the engine says one is owed, the test waits for the server to record it.
 */
async function settled(socket: Socket, gameId: string): Promise<{ state: GameState; length: number }> {
  for (;;) {
    const at = await position(socket, gameId);
    if (autoStay(at.state, HUMANS, null, true) === null) return at;
    await expect
      .poll(async () => (await position(socket, gameId)).length, { timeout: 30_000 })
      .toBeGreaterThan(at.length);
  }
}

/** Waits until `page` holds the server's `length` steps: a click on a position the page has not received yet would be another order. */
async function inStep(page: Page, length: number): Promise<void> {
  await expect(page.getByTestId('online-bar')).toHaveAttribute('data-steps', String(length), { timeout: 30_000 });
}

async function newPlayer(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEW });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

async function logText(page: Page): Promise<string[]> {
  return page.getByTestId('log').locator('li:not(.log-end)').allTextContents();
}

test('two browsers play an online game; one leaves and comes back to the same position; a spectator cannot act', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const host = await newPlayer(browser, '/');
  // A first visit opens on the welcome screen: its way to a friend online.
  await host.getByTestId('welcome-online').click();
  const dialog = host.getByRole('dialog', { name: 'Play online' });
  await dialog.getByLabel('Your army').selectOption({ label: US.name });
  await dialog.getByLabel(/Game length/).fill('2');
  await shot(host, { path: `${SHOTS}/online-0-dialog.png` });
  await dialog.getByRole('button', { name: 'Create the game' }).click();

  // The waiting room: the code and the link to send (the link names the game, never a token).
  const lobby = host.getByTestId('online-lobby');
  await expect(lobby).toBeVisible();
  const gameId = (await lobby.getByTestId('game-code').textContent())!;
  const link = await lobby.getByTestId('invite-link').inputValue();
  expect(link).toBe(`${baseURL}/?join=${gameId}`);
  const token = await host.evaluate((id) => localStorage.getItem(`aam-reloaded.online.${id}`), gameId);
  expect(token).toBeTruthy();
  expect(link).not.toContain(JSON.parse(token!).token);
  await expect(lobby).toContainText('Player 1 (blue) (you): ready');
  await expect(lobby).toContainText('Player 2 (red): waiting for a friend to join');
  await shot(host, { path: `${SHOTS}/online-1-lobby-link.png` });

  // The friend opens the link in their own browser and picks their own army.
  const guestContext = await browser.newContext({ viewport: VIEW });
  let guest = await guestContext.newPage();
  await guest.goto(link);
  const guestLobby = guest.getByTestId('online-lobby');
  await expect(guestLobby).toContainText('Player 2 (red) (you): joined, choosing an army', { timeout: 30_000 });
  await guestLobby.getByLabel('Your army').selectOption({ label: DE.name });
  await guestLobby.getByRole('button', { name: 'Ready' }).click();
  await expect(lobby).toBeHidden();
  await expect(guestLobby).toBeHidden();
  // The seed stays on the server until the game is over.
  await expect(host.locator('.seed')).toHaveText('seed hidden');

  const watcher = io(baseURL!, { transports: ['websocket'] });
  const players = () => [host, guest];
  let at = await settled(watcher, gameId);
  expect(at.state.teams.map((t) => t.name)).toEqual([US.name, DE.name]);
  let shotWaiting = false;
  let left = false;

  while (at.state.phase === 'setup' || (at.state.turn === 1 && at.state.phase === 'movement' && at.length < 40)) {
    const game = at.state;
    const team = awaiting(game).team!;
    const page = players()[team];
    const other = players()[1 - team];
    // The other browser waits: no hand-off, and its clicks for this team are refused.
    await expect(other.getByTestId('waiting-for')).toHaveText(`Waiting for ${game.teams[team].name}…`);
    await expect(other.getByTestId('hand-off')).toHaveCount(0);
    await expect(other.getByTestId('online-deciding')).toContainText(
      `${game.teams[team].name} decides this on their own screen`,
    );
    if (!shotWaiting && game.setupStep === 'deployment') {
      shotWaiting = true;
      await shot(other, { path: `${SHOTS}/online-2-waiting-for.png` });
      await shot(page, { path: `${SHOTS}/online-2-deciding.png` });
    }
    const length = at.length;
    await inStep(page, length);
    await act(page, game, planNext(game));
    await expect
      .poll(async () => (await position(watcher, gameId)).length, { timeout: 30_000 })
      .toBeGreaterThan(length);
    at = await settled(watcher, gameId);

    // Mid-game (turn 1 begun), the friend closes the page and opens the link again.
    if (!left && at.state.phase === 'movement') {
      left = true;
      // The log the friend's page shows once it holds the server's position (the host's last step may still be on its way to it).
      await inStep(guest, at.length);
      const before = await logText(guest);
      await guest.close();
      await expect(host.getByTestId('peer-state')).toContainText('disconnected');
      await shot(host, { path: `${SHOTS}/online-3-disconnected.png` });
      guest = await guestContext.newPage();
      await guest.goto(link);
      await expect(guest.getByTestId('online-bar')).toContainText(`You play ${DE.name}`, { timeout: 30_000 });
      // The cover over the page's last local game while joining is gone once the game is in.
      await expect(guest.getByTestId('online-joining')).toHaveCount(0);
      await expect.poll(() => logText(guest), { timeout: 30_000 }).toEqual(before);
      await expect(host.getByTestId('peer-state')).toContainText('back');
      await shot(host, { path: `${SHOTS}/online-4-back.png` });
    }
  }
  expect(left).toBe(true);

  // The friend's open game is on their start screen (New game → Play online), to resume.
  await guest.getByRole('button', { name: 'New game' }).click();
  await guest.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Play online…' }).click();
  const mine = guest.getByRole('region', { name: 'Your online games' });
  await expect(mine).toContainText(gameId);
  await shot(guest, { path: `${SHOTS}/online-5-my-games.png` });
  await mine.getByRole('button', { name: 'Resume' }).click();
  await expect(guest.getByTestId('online-bar')).toContainText(`You play ${DE.name}`, { timeout: 30_000 });

  // A third visitor with the link watches, read-only.
  const spectator = await newPlayer(browser, link);
  await expect(spectator.getByTestId('spectator')).toHaveText('Watching (read-only)');
  const game = at.state;
  const d = awaiting(game);
  const unit = d.kind === 'activate' ? d.units[0] : null;
  if (unit) {
    // The panel gives a spectator no orders; a unit picked on the map and a key press are refused.
    await expect(spectator.getByTestId('online-deciding')).toContainText('You are watching this game');
    await clickHex(spectator, game.units[unit].at!);
    await spectator.keyboard.press('h');
  } else await spectator.keyboard.press('e');
  const error = spectator.getByTestId('rule-error');
  await expect(error).toContainText('You are watching this online game');
  await shot(spectator, { path: `${SHOTS}/online-6-spectator.png` });
  expect((await position(watcher, gameId)).length).toBe(at.length);

  // The site opened without the link (its first screen: the welcome screen, no game in progress
  // at this browser) names the friend's open online game too, and resumes it in one click.
  const home = await guestContext.newPage();
  await home.goto(new URL('/', link).href);
  await expect(home.getByTestId('welcome-learn')).toBeVisible();
  const reminder = home.getByTestId('online-reminder');
  await expect(reminder).toContainText(gameId);
  await shot(home, { path: `${SHOTS}/online-7-reminder.png` });
  await reminder.getByRole('button', { name: new RegExp(`Resume ${gameId}`) }).click();
  await expect(home.getByTestId('online-bar')).toContainText(`You play ${DE.name}`, { timeout: 30_000 });
  await expect(reminder).toHaveCount(0);
  watcher.close();
});
