// The log survives: after a reload, after the game is saved to a file and loaded
// again, and in the replay, the log panel shows the same lines as the live game, from its first
// line (the creation's initiative roll, R4.1), not from the first action. The three tests share
// one page and the game played in it once (e2e/sharedPage.ts): each reloads it, replays it or
// saves it, and the one that loads another game in the page comes last.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tankMove, skirmish } from '../tests/store/recordsFixtures';
import { clickHex } from './board';
import { readSave } from './play/driver';
import { withoutHandOff } from './settings';
import { sharedPage } from './sharedPage';
import { shot } from './shots';

const SEED = 'e2e-log';

/** The live game's log after playSome, in the shared page. */
let live: string[] = [];
const played = sharedPage(async (page) => {
  await withoutHandOff(page);
  live = await playSome(page);
});

/** Every line of the log panel, in order. */
async function logLines(page: Page): Promise<string[]> {
  return page.getByTestId('log').locator('li:not(.log-end)').allTextContents();
}

/** Opens the seeded skirmish and plays two actions by clicks: a tank move (no roll) and the end of its activation. */
async function playSome(page: Page): Promise<string[]> {
  const start = skirmish(SEED);
  const first = tankMove(start, false);
  await page.goto(`/?seed=${SEED}`);
  await clickHex(page, start.units[first.type === 'move' ? first.unit : ''].at!);
  await clickHex(page, first.type === 'move' ? first.path[first.path.length - 1] : { q: 0, r: 0 });
  await expect.poll(async () => (await readSave(page)).actions.length).toBe(1);
  await page.getByRole('button', { name: 'End activation' }).click();
  await expect.poll(async () => (await readSave(page)).actions.length).toBe(2);
  const log = await logLines(page);
  expect(log[0]).toMatch(/initiative/);
  expect(log.length).toBeGreaterThan(3);
  return log;
}

test('a reload shows the same log as the live game, from its first line', async () => {
  const page = played();
  await page.reload();
  await page.waitForFunction(() => window.__aamBoard !== undefined);
  await expect.poll(() => logLines(page)).toEqual(live);
});

test('the replay shows the opening lines at its start and the whole log at its end, after a reload too', async () => {
  const page = played();
  const opening = (await readSave(page)) as { opening?: unknown[] };
  const first = opening.opening?.length ?? 0;
  expect(first).toBeGreaterThan(0);
  await page.reload();
  await page.waitForFunction(() => window.__aamBoard !== undefined);
  await page.getByRole('button', { name: 'Replay', exact: true }).click();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('replay-position')).toContainText('Step 0 of 2');
  await expect.poll(() => logLines(page)).toEqual(live.slice(0, first));
  await shot(page, { path: 'e2e/screenshots/log-replay-start.png' });
  await page.keyboard.press('End');
  await expect(page.getByTestId('replay-position')).toContainText('Step 2 of 2');
  await expect.poll(() => logLines(page)).toEqual(live);
  // Back to the live game for the next test.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('replay-position')).toHaveCount(0);
});

test('a game saved to a file and loaded again shows the same log', async () => {
  const page = played();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'File ▾' }).click();
  await page.getByRole('button', { name: 'Save to file' }).click();
  const path = await (await downloading).path();

  // Another game in between, with a log of its own.
  await page.goto('/?seed=e2e-log-other');
  await expect(page.locator('.seed code')).toHaveText('e2e-log-other');
  expect(await logLines(page)).not.toEqual(live);
  await page.getByTestId('load-file').setInputFiles(path);
  await expect(page.getByTestId('records-notice')).toContainText('2 actions replayed');
  await expect.poll(() => logLines(page)).toEqual(live);
});
