// Armies to start from: the builder's sample armies dialog adds a copy of a national sample army
// to the player's lists, legal and near its limit (R1.2), and the new game dialog offers the
// samples by nation.
import { expect, test } from './fixtures';
import { withoutHandOff } from './settings';
import { shot } from './shots';

const SHOTS = 'e2e/screenshots';

test.beforeEach(async ({ page }) => withoutHandOff(page));

test('a sample army is copied into the lists, legal, and offered by nation when a battle starts', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#/builder');
  await page.getByRole('button', { name: 'Samples…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start from a sample army' });
  await expect(dialog.getByRole('region', { name: 'Germany' })).toContainText('Panzer-Lehr (200)');
  await expect(dialog.getByTestId('sample-sample-germany-200')).toContainText(
    '198 of 200 points · Western Europe, 1943-1944',
  );
  await shot(page, { path: `${SHOTS}/builder-samples.png` });
  await dialog.getByRole('button', { name: 'Start from Panzer-Lehr (200)' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('List name')).toHaveValue('Panzer-Lehr (200)');
  await expect(page.getByTestId('army-total')).toHaveText('198');
  await expect(page.getByTestId('army-legal')).toBeVisible();
  await expect(page.getByTestId('army-errors')).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Squad 1', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Start battle…', exact: true }).click();
  const battle = page.getByRole('dialog', { name: 'Start a battle' });
  const player2 = battle.getByLabel(/Player 2/);
  await expect(player2.locator('optgroup[label="Sample armies: Soviet Union"] option')).toHaveText([
    'Strelkovy Company (100)',
    'Guards Tank Brigade (200)',
    'Stalingrad Front (300)',
  ]);
});
