// The online waiting room through two browsers (docs/playing.md "Play online"): a screen of its
// own (no board of the last local game behind it); the host is told to send the link; the friend
// who opens it is told what to do (not the host's "send this link") and is first offered an army
// of the other side, not the host's (no mirror match one click away). Screenshots at 1366 x 768
// and 1280 x 720.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SAMPLE_ARMIES } from '../src/data/sampleArmies';
import { closeContexts, withoutAnimations } from './settings';
import { shot } from './shots';

const SHOTS = 'e2e/screenshots';
const US = SAMPLE_ARMIES.find((s) => s.id === 'sample-us-army')!.list;
const DE = SAMPLE_ARMIES.find((s) => s.id === 'sample-wehrmacht')!.list;
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
];

async function newPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: SIZES[0] });
  await withoutAnimations(context);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

test.afterEach(closeContexts);

test('the waiting room is its own screen; the friend who joins reads what to do and is offered another army', async ({
  browser,
}) => {
  // The host had a game at this screen (an explicit link): the waiting room does not draw it.
  const host = await newPage(browser, '/?seed=waiting-room');
  await expect(host.getByTestId('board')).toBeVisible({ timeout: 30_000 });
  await host.keyboard.press('Enter'); // the hot-seat hand-off
  await host.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Home' }).click();
  await host.getByTestId('welcome-online').click();
  const dialog = host.getByRole('dialog', { name: 'Play online' });
  await dialog.getByLabel('Your army').selectOption({ label: US.name });
  await dialog.getByRole('button', { name: 'Create the game' }).click();

  const lobby = host.getByTestId('online-lobby');
  await expect(lobby).toContainText('Send this link (or the code) to your friend', { timeout: 30_000 });
  await expect(lobby).toContainText('Player 1 (blue) (you): ready');
  await expect(host.getByTestId('board')).toHaveCount(0);
  await expect(host.getByRole('heading', { level: 1, name: /Online game/ })).toBeFocused();
  const link = await lobby.getByTestId('invite-link').inputValue();
  for (const size of SIZES) {
    await host.setViewportSize(size);
    await shot(host, { path: `${SHOTS}/waiting-room-host-${size.width}.png` });
  }

  const guest = await newPage(browser, link);
  const guestLobby = guest.getByTestId('online-lobby');
  await expect(guestLobby).toContainText('Player 2 (red) (you): joined, choosing an army', { timeout: 30_000 });
  await expect(guest.getByTestId('lobby-joined')).toContainText("You have joined your friend's game as Player 2 (red)");
  await expect(guestLobby).not.toContainText('Send this link');
  await expect(guestLobby.getByTestId('invite-link')).toHaveCount(0);
  await expect(guest.getByTestId('board')).toHaveCount(0);
  // The friend's first offer is an army of the other side, not the host's default (the US Army).
  const army = guestLobby.getByLabel('Your army');
  await expect(army.locator('option:checked')).toHaveText(DE.name);
  for (const size of SIZES) {
    await guest.setViewportSize(size);
    await shot(guest, { path: `${SHOTS}/waiting-room-joiner-${size.width}.png` });
  }

  // Ready with that offer: the game starts in both browsers, US Army against the Wehrmacht.
  await guestLobby.getByRole('button', { name: 'Ready' }).click();
  await expect(lobby).toBeHidden();
  await expect(guestLobby).toBeHidden();
  await expect(host.getByTestId('board')).toBeVisible({ timeout: 30_000 });
  await expect(guest.getByTestId('online-bar')).toContainText(`You play ${DE.name}`);
});
