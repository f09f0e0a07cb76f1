// The page never goes blank: a battle screen that fails to draw shows what went
// wrong, offers the game file for a bug report, the way back to the last good position and a new
// game, and deletes nothing. The failure is provoked with the page's test switch
// (?aamTestBreak=N: the screen throws while drawing a game of N actions or more, src/ui/TestBreak.tsx),
// a render error that stays possible whatever game files the page accepts.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { applyAction, type Action } from '../src/engine';
import { readGameFile } from '../src/store/files/gameFile';
import { LEGACY_KEY } from '../src/store/files/persistence';
import { skirmish, tankMove, tankOf } from '../tests/store/recordsFixtures';
import { clickHex } from './board';
import { readSave } from './play/driver';
import { currentSave } from './saves';
import { withoutHandOff } from './settings';
import { shot } from './shots';

const SEED = 'e2e-boundary';
/** The single autosave slot of earlier editions: the page moves it into its saved games. */
const SAVE_KEY = LEGACY_KEY;

test.beforeEach(({ page }) => withoutHandOff(page));

function destination(a: Action) {
  if (a.type !== 'move') throw new Error('not a move');
  return a.path[a.path.length - 1];
}

/** The error screen is up: the page is not blank, it says what happened and why. */
async function expectErrorScreen(page: Page) {
  await expect(page.getByTestId('fault-screen')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The battle could not be shown' })).toBeVisible();
  await expect(page.getByTestId('fault-summary')).toContainText('not something you did');
  await expect(page.getByTestId('fault-detail')).toContainText('Test break');
}

test('a screen that fails to draw after an action shows the error, the file and the way back', async ({ page }) => {
  const start = skirmish(SEED);
  const move = tankMove(start, false);
  await page.goto(`/?seed=${SEED}&aamTestBreak=1`);
  await expect(page.getByTestId('fault-screen')).toHaveCount(0);
  await clickHex(page, tankOf(start).at!);
  await clickHex(page, destination(move));
  await expectErrorScreen(page);
  await expect(page.getByTestId('fault-go-back').locator('..')).toContainText('Step 0 of 1: 1 action taken back');
  await shot(page, { path: 'e2e/screenshots/boundary-error-screen.png' });

  // The file for a bug report holds the game as it was when the screen failed.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('fault-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`aam-reloaded-${SEED}-turn1.json`);
  const read = readGameFile(readFileSync(await download.path(), 'utf8'));
  expect(read.ok && read.value.actions).toEqual([move]);

  // Back to the last position the screen drew: before the move, and saved so.
  await page.getByTestId('fault-go-back').click();
  await expect(page.getByTestId('fault-screen')).toHaveCount(0);
  await expect(page.getByTestId('phase')).toBeVisible();
  await expect.poll(async () => (await readSave(page)).actions.length).toBe(0);
  await clickHex(page, tankOf(start).at!);
  await expect(page.getByTestId('unit-status')).not.toHaveText('Moving now');
});

test('a saved game that fails to draw opens on the error screen, not a blank page, and nothing is overwritten until a way out is chosen', async ({
  page,
}) => {
  const start = skirmish(SEED);
  const actions = [tankMove(start, false), { type: 'endActivation' } as Action];
  const r = applyAction(start, actions[0]);
  expect(r.ok && applyAction(r.state, actions[1]).ok).toBe(true);
  await page.goto('/');
  const saved = JSON.stringify({ version: 1, initial: start, actions });
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [SAVE_KEY, saved] as const);
  await page.goto('/?aamTestBreak=2');
  await expectErrorScreen(page);
  await page.reload();
  await expectErrorScreen(page);
  // The single autosave of earlier editions was moved into the saved games, as it was.
  const kept = await currentSave<{ initial: unknown; actions: unknown }>(page);
  expect(JSON.stringify({ version: 1, initial: kept.initial, actions: kept.actions })).toBe(saved);

  // Nothing was drawn of this game in this page: the way back is one action.
  await expect(page.getByTestId('fault-go-back').locator('..')).toContainText('Step 1 of 2');
  await page.getByTestId('fault-go-back').click();
  await expect(page.getByTestId('phase')).toBeVisible();
  expect((await readSave(page)).actions).toEqual(actions.slice(0, 1));
});

test('a new game from the error screen plays on', async ({ page }) => {
  const start = skirmish(SEED);
  await page.goto(`/?seed=${SEED}&aamTestBreak=1`);
  await clickHex(page, tankOf(start).at!);
  await clickHex(page, destination(tankMove(start, false)));
  await expectErrorScreen(page);
  await page.getByTestId('fault-new-game').click();
  await expect(page.getByTestId('fault-screen')).toHaveCount(0);
  await expect(page.locator('.seed code')).not.toHaveText(SEED);
  expect((await readSave(page)).actions).toEqual([]);
});

test('a builder that fails to draw says so and goes back to the battle, the game as it was', async ({ page }) => {
  const start = skirmish(SEED);
  const move = tankMove(start, false);
  await page.goto(`/?seed=${SEED}&aamTestBreak=builder`);
  await clickHex(page, tankOf(start).at!);
  await clickHex(page, destination(move));
  await expect.poll(async () => (await readSave(page)).actions.length).toBe(1);
  await page.getByRole('link', { name: 'Army builder' }).click();
  await expect(page.getByRole('heading', { name: 'The army builder could not be shown' })).toBeVisible();
  await expect(page.getByTestId('fault-detail')).toContainText('Test break');
  await page.getByTestId('fault-retry').click();
  await expect(page.getByRole('heading', { name: 'The army builder could not be shown' })).toBeVisible();
  await shot(page, { path: 'e2e/screenshots/boundary-builder.png' });
  await page.getByTestId('fault-battle').click();
  await expect(page.getByTestId('fault-screen')).toHaveCount(0);
  await expect(page.getByTestId('phase')).toBeVisible();
  expect((await readSave(page)).actions).toEqual([move]);
});
