// The welcome screen (docs/playing.md "Starting a game"): a first visit to the plain page opens it, with
// its heading focused and the ways in, each leading where it says (the tutorial, the new game
// dialog set for the computer or for two people here, "Play online", the builder), by keyboard
// too; a returning player with a game in progress goes straight back to it; explicit links
// (a seed, a battlefield, a screen) open what they ask for; "Home" brings the screen back.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { asFirstVisit, withoutHandOff } from './settings';
import { shot } from './shots';

const SHOTS = 'e2e/screenshots';

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'A&A Miniatures: Reloaded' });

test('a first visit opens the welcome screen; its ways in lead where they say; a game in progress is resumed', async ({
  page,
  context,
}) => {
  await withoutHandOff(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await expect(heading(page)).toBeFocused();
  expect(new URL(page.url()).hash).toBe('#/welcome');
  const ways = page.getByRole('list', { name: 'Ways to play' }).getByRole('listitem');
  await expect(ways).toHaveText([
    /^Learn to play/,
    /^Play the computer/,
    /^Play a friend here/,
    /^Play a friend online/,
    /^Build an army/,
  ]);
  await expect(page.getByTestId('board')).toHaveCount(0);
  await expect(page.getByTestId('welcome-resume')).toHaveCount(0);
  // Every way in is on screen without scrolling, at the two laptop sizes; one a row when narrow.
  for (const size of [
    { width: 1366, height: 768 },
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    if (size.width > 1000) {
      const last = (await page.getByTestId('welcome-builder').boundingBox())!;
      expect(last.y + last.height).toBeLessThanOrEqual(size.height);
    } else {
      const [a, b] = [
        (await page.getByTestId('welcome-learn').boundingBox())!,
        (await page.getByTestId('welcome-computer').boundingBox())!,
      ];
      expect(b.y).toBeGreaterThan(a.y + a.height - 1);
      expect(a.x + a.width).toBeLessThanOrEqual(size.width);
    }
    await shot(page, { path: `${SHOTS}/welcome-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });

  // By keyboard: from the heading, Tab reaches "Learn to play" then "Play the computer"; Enter
  // opens the new game dialog with the second side played by the AI; Escape comes back.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('welcome-learn')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('welcome-computer')).toBeFocused();
  await page.keyboard.press('Enter');
  let dialog = page.getByRole('dialog', { name: 'Play the computer' });
  await expect(dialog.getByLabel('Played by').nth(0)).toHaveValue('human');
  await expect(dialog.getByLabel('Played by').nth(1)).toHaveValue('normal');
  await shot(page, { path: `${SHOTS}/welcome-computer-dialog.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('welcome-computer')).toBeFocused();

  // "Play a friend online" opens the online choices; its Back comes back here.
  await page.getByTestId('welcome-online').click();
  dialog = page.getByRole('dialog', { name: 'Play online' });
  await expect(dialog.getByRole('button', { name: 'Create the game' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toBeHidden();

  // "Build an army" opens the builder; "Home" brings the welcome screen back.
  await page.getByTestId('welcome-builder').click();
  await expect(page.getByLabel('List name')).toBeVisible();
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Home' }).click();
  await expect(heading(page)).toBeFocused();

  // "Learn to play" starts the tutorial on the battle screen.
  await page.getByTestId('welcome-learn').click();
  await expect(page.getByTestId('tutorial')).toBeVisible();
  await expect(page.getByTestId('board')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('tutorial-skip').click();

  // "Play a friend here": the dialog for two people; a quick game begins and one move is made.
  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByTestId('welcome-friend').click();
  dialog = page.getByRole('dialog', { name: 'Play a friend here' });
  await expect(dialog.getByLabel('Played by').nth(0)).toHaveValue('human');
  await expect(dialog.getByLabel('Played by').nth(1)).toHaveValue('human');
  await dialog.getByLabel(/Seed/).fill('welcome-e2e');
  await dialog.getByLabel(/Quick game/).check();
  await dialog.getByRole('button', { name: 'Start the battle' }).click();
  await expect(page.getByTestId('board')).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).hash).toBe('#/battle');
  await page.getByRole('list', { name: 'Units that may act' }).getByRole('button').first().click();
  await page.keyboard.press('h');
  await expect(page.getByTestId('log')).toContainText(/stays|holds/i);

  // Home now offers the way back to the game in progress.
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('welcome-resume')).toBeVisible();
  await page.getByTestId('welcome-resume').click();
  await expect(page.getByTestId('board')).toBeVisible({ timeout: 30_000 });

  // A returning player (a new tab on the plain page) goes straight back to the game in progress.
  const again = await context.newPage();
  await again.goto('/');
  await expect(again.getByTestId('board')).toBeVisible({ timeout: 30_000 });
  await expect(again.locator('.seed code')).toHaveText('welcome-e2e');
  await expect(again.getByTestId('welcome-learn')).toHaveCount(0);
});

test('explicit links open what they ask for, never the welcome screen', async ({ page }) => {
  for (const [url, shown] of [
    ['/?seed=welcome-link', 'board'],
    ['/?tiles=4', 'board'],
    ['/#/battle', 'board'],
    ['/#/builder', 'builder'],
  ] as const) {
    await test.step(`${url} on a first visit`, async () => {
      await asFirstVisit(page);
      await page.goto(url);
      if (shown === 'board') await expect(page.getByTestId('board')).toBeVisible({ timeout: 30_000 });
      else await expect(page.getByLabel('List name')).toBeVisible();
      await expect(page.getByTestId('welcome-learn'), url).toHaveCount(0);
    });
  }
});
