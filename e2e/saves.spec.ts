// Saved games (docs/playing.md, "Undo, saving and replays"), played through the page: the list (open, rename, delete,
// export), a ?seed= link beside a game in progress, an unreadable save kept aside, a storage
// that is really filled up, and two tabs of one browser on the same game.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hexLabel, type Action, type GameState, type Hex } from '../src/engine';
import { apply, skirmish, tankMove, tankOf } from '../tests/store/recordsFixtures';
import { clickHex } from './board';
import { currentSave, pageSaveText, SAVE_KEYS } from './saves';
import { withoutHandOff } from './settings';
import { shot } from './shots';

test.beforeEach(({ page }) => withoutHandOff(page));

const SEED = 'e2e-saves';

function hexOfMove(a: Action): Hex {
  if (a.type !== 'move') throw new Error('not a move');
  return a.path[a.path.length - 1];
}

/** Opens a seeded skirmish and moves the first team's tank one quiet step (no roll), by clicks. */
async function openAndMoveTank(page: Page, seed = SEED): Promise<{ start: GameState; move: Action }> {
  const start = skirmish(seed);
  const move = tankMove(start, false);
  await page.goto(`/?seed=${seed}`);
  await clickHex(page, tankOf(start).at!);
  await clickHex(page, hexOfMove(move));
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(hexOfMove(move)));
  return { start, move };
}

/** After the first tank's activation ended: the other team's tank moves one quiet step, by clicks. */
async function moveOtherTank(page: Page, start: GameState, move: Action): Promise<void> {
  const next = apply(apply(start, move), { type: 'endActivation' });
  const quiet = tankMove(next, false);
  await clickHex(page, tankOf(next).at!);
  await clickHex(page, hexOfMove(quiet));
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(hexOfMove(quiet)));
}

async function openList(page: Page) {
  await page.getByRole('button', { name: 'File ▾' }).click();
  await page.locator('.records-menu-items').getByRole('button', { name: 'Saved games…' }).click();
  return page.getByRole('dialog', { name: 'Saved games' });
}

test('a ?seed= link keeps the game in progress in the list; it opens again, renames, exports, and the other is deleted', async ({
  page,
}) => {
  const { move } = await openAndMoveTank(page);
  await page.goto('/?seed=e2e-saves-other');
  await expect(page.locator('.seed code')).toHaveText('e2e-saves-other');
  await expect(page.getByTestId('records-notice')).toContainText(`"Game ${SEED}" is kept in File ▾ → Saved games`);
  // A move in the new game too (a game nobody played is dropped when another is opened over it).
  const other = skirmish('e2e-saves-other');
  const otherMove = tankMove(other, false);
  await clickHex(page, tankOf(other).at!);
  await clickHex(page, hexOfMove(otherMove));
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(hexOfMove(otherMove)));

  let list = await openList(page);
  const rows = list.getByTestId('saved-game');
  // The last saved first: the new game, then the one in progress before it.
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Game e2e-saves-other');
  await expect(rows.first()).toContainText('(this game)');
  const before = rows.nth(1);
  await expect(before).toContainText(`Game ${SEED}`);
  await expect(before).toContainText('turn 1 of 5, Movement Phase · 1 action');
  await shot(page, { path: 'e2e/screenshots/saves-list.png' });

  // Rename the first game (a name is text, never markup), then open it: the tank is where it was left.
  await before.getByRole('button', { name: 'Rename' }).click();
  await before.getByLabel('Name').fill('Hill 112 <b>rematch</b>');
  await before.getByRole('button', { name: 'Keep' }).click();
  const renamed = rows.filter({ hasText: 'Hill 112' });
  await expect(renamed.locator('.save-name')).toHaveText('Hill 112 <b>rematch</b>');
  const downloading = page.waitForEvent('download');
  await renamed.getByRole('button', { name: 'Export' }).click();
  const file = JSON.parse(readFileSync(await (await downloading).path(), 'utf8'));
  expect(file).toMatchObject({ format: 'aam-reloaded-game', actions: [move] });
  await renamed.getByRole('button', { name: 'Open' }).click();
  await expect(list).toHaveCount(0);
  await expect(page.locator('.seed code')).toHaveText(SEED);
  await clickHex(page, hexOfMove(move));
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(hexOfMove(move)));

  // The other game is deleted after a second press; the one played cannot be.
  list = await openList(page);
  await expect(renamed).toContainText('(this game)');
  await expect(renamed.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const otherRow = rows.filter({ hasText: 'Game e2e-saves-other' });
  await otherRow.getByRole('button', { name: 'Delete' }).click();
  await otherRow.getByRole('button', { name: 'Delete for good' }).click();
  await expect(rows).toHaveCount(1);
  await page.keyboard.press('Escape');

  // A reload resumes the game this tab plays.
  await page.reload();
  await expect(page.locator('.seed code')).toHaveText(SEED);
});

test('an unreadable save is kept aside untouched, named, and may be downloaded as it is', async ({ page }) => {
  await openAndMoveTank(page);
  const saved = await currentSave<{ id: string; actions: unknown[] }>(page);
  const broken = JSON.stringify({ ...saved, actions: [{ type: 'endActivation' }, { type: 'endActivation' }] });
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [SAVE_KEYS.prefix + saved.id, broken] as const);
  await page.reload();
  const banner = page.getByTestId('kept-aside');
  await expect(banner).toContainText('could not be read');
  await expect(banner).toContainText('action 1 (endActivation) is refused by the rules');
  await shot(page, { path: 'e2e/screenshots/saves-kept-aside.png' });

  // A move in the new game does not touch it.
  const list = await openList(page);
  const unreadable = list.locator('.save.unreadable');
  await expect(unreadable).toContainText('It cannot be opened: action 1 (endActivation) is refused by the rules');
  const downloading = page.waitForEvent('download');
  await unreadable.getByRole('button', { name: 'Download as stored' }).click();
  expect(readFileSync(await (await downloading).path(), 'utf8')).toBe(broken);
  await shot(page, { path: 'e2e/screenshots/saves-unreadable-row.png' });
  expect(await page.evaluate((key) => localStorage.getItem(key), SAVE_KEYS.prefix + saved.id)).toBe(broken);
});

test('a full storage is told after every failed save, with the game file one click away; room made, the next move is saved', async ({
  page,
}) => {
  const { start, move } = await openAndMoveTank(page);
  // Fill the browser's storage for real, with whatever room is left.
  await page.evaluate(() => {
    for (let size = 1 << 20, i = 0; size >= 16; ) {
      try {
        localStorage.setItem(`e2e.filler.${i++}`, 'x'.repeat(size));
      } catch {
        size >>= 1;
      }
    }
  });
  await page.getByRole('button', { name: 'End activation' }).click();
  const warning = page.getByTestId('save-failure');
  await expect(warning).toContainText('This game is not saved in the browser');
  await expect(warning).toContainText('full');
  await shot(page, { path: 'e2e/screenshots/saves-storage-full.png' });

  const downloading = page.waitForEvent('download');
  await page.getByTestId('save-failure-download').click();
  const file = JSON.parse(readFileSync(await (await downloading).path(), 'utf8'));
  expect(file.actions).toEqual([move, { type: 'endActivation' }]);
  // The warning stays after the download, and counts the next failed save.
  await expect(warning).toBeVisible();
  await moveOtherTank(page, start, move);
  await expect(warning).toContainText('2 saves in a row failed');

  // Room made: the next save (an undo of that quiet move) is written, and the warning goes.
  await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('e2e.filler.'))
      .forEach((k) => {
        localStorage.removeItem(k);
      }),
  );
  await page.keyboard.press('u');
  await expect(warning).toHaveCount(0);
  const saved = await currentSave<{ actions: Action[] }>(page);
  expect(saved.actions.slice(0, 2)).toEqual([move, { type: 'endActivation' }]);
});

test('two tabs on one game: the second says so, a move in one is offered to the other, never written over', async ({
  context,
}) => {
  const first = await context.newPage();
  await withoutHandOff(first);
  const { start, move } = await openAndMoveTank(first);
  const second = await context.newPage();
  await withoutHandOff(second);
  await second.goto('/');
  await expect(second.locator('.seed code')).toHaveText(SEED);
  await expect(second.getByTestId('other-tab')).toContainText('open in another tab');
  await expect(first.getByTestId('other-tab')).toContainText('open in another tab');
  await shot(second, { path: 'e2e/screenshots/saves-other-tab.png' });

  // The first tab moves on; the second is told before it moves.
  await first.getByRole('button', { name: 'End activation' }).click();
  const conflict = second.getByTestId('save-conflict');
  await expect(conflict).toContainText('Another tab has saved this game further on');
  await shot(second, { path: 'e2e/screenshots/saves-conflict.png' });
  const newer = await first.evaluate(pageSaveText, SAVE_KEYS);

  // A move in the stale tab is not written over the newer save.
  await second.getByRole('button', { name: 'End activation' }).click();
  expect(await first.evaluate(pageSaveText, SAVE_KEYS)).toBe(newer);

  await conflict.getByRole('button', { name: 'Load the newer position' }).click();
  await expect(conflict).toHaveCount(0);
  const saved = await currentSave<{ actions: Action[] }>(second);
  expect(saved.actions).toEqual([move, { type: 'endActivation' }]);
  await clickHex(second, hexOfMove(move));
  await expect(second.getByTestId('unit-status')).not.toHaveText('Moving now');

  // Kept as a copy instead: the second tab's game is saved beside the first's.
  await moveOtherTank(first, start, move);
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Keep this as a copy' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(second.getByTestId('other-tab')).toHaveCount(0);
  const list = await openList(second);
  await expect(list.getByTestId('saved-game').first()).toContainText(`Game ${SEED} (copy)`);
});
