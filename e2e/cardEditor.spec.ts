// A player's own stat card (docs/armies.md, "Your own cards"): made in the builder's card editor
// with a mistake shown next to its input, fixed and saved; found in the catalog with its Custom
// mark, added to the list, kept across a reload; written to a card file and read back (a
// differing card of the same id asks keep mine / take theirs / keep both); a broken card file is
// named with every problem's row and column and loses nothing kept.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withoutHandOff } from './settings';
import { shot } from './shots';

const SHOTS = 'e2e/screenshots';

test.beforeEach(async ({ page }) => withoutHandOff(page));
test.use({ viewport: { width: 1366, height: 768 } });

function field(page: Page, name: string) {
  return page.locator(`.card-editor [data-field="${name}"]`);
}

test('make a card with a mistake, fix it, save it, use it, export it and import it back', async ({ page }) => {
  await page.goto('/#/builder');
  // A new card is of the side the catalog shows (it shows there once saved).
  await page.getByRole('radio', { name: 'Allies' }).check();
  // By keyboard: Enter opens the editor on its Name, Tab goes on to the Nation, Escape closes it.
  const newCard = page.getByRole('button', { name: 'New card', exact: true });
  await newCard.focus();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('form', { name: 'Card editor' });
  await expect(editor.getByLabel('Name', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(editor.getByLabel(/^Nation/)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
  await expect(newCard).toBeFocused();
  await newCard.click();
  await expect(editor).toBeVisible();
  await expect(editor.getByLabel(/^Nation/)).toHaveValue('USA');
  await editor.getByLabel('Name', { exact: true }).fill('Ranger Squad');
  await editor.getByLabel('Cost', { exact: true }).fill('5');
  await editor.getByLabel('Defense', { exact: true }).fill('55');
  await editor.getByLabel('Attack vs Infantry, short range').fill('9');
  await editor.getByLabel('Attack vs Infantry, medium range').fill('7');
  await editor.getByLabel('Attack vs Vehicle, short range').fill('3');
  await editor.getByLabel('Ability', { exact: true }).selectOption('closeAssault');
  await editor.getByRole('button', { name: 'Add ability' }).click();
  await editor.getByLabel('Close Assault: number').fill('7');
  // The mistake, next to its input, in the engine's words; the card cannot be saved.
  await expect(field(page, 'defense').getByTestId('field-problems')).toHaveText(
    'Defense must be a single whole number from 1 to 12',
  );
  await expect(editor.getByLabel('Defense', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('card-status')).toHaveText('1 problem to fix before saving.');
  await expect(editor.getByRole('button', { name: 'Save card' })).toBeDisabled();
  await shot(page, { path: `${SHOTS}/card-editor-problem.png` });

  await editor.getByLabel('Defense', { exact: true }).fill('5');
  await expect(page.getByTestId('field-problems')).toHaveCount(0);
  await expect(page.getByTestId('card-status')).toHaveText('The card is ready to save.');
  await editor.getByRole('button', { name: 'Save card' }).click();
  await expect(editor).toHaveCount(0);

  // In the catalog with its mark, and into the list.
  await page.getByLabel('Search the catalog').fill('Ranger Squad');
  const row = page.locator('.catalog-row', {
    has: page.getByRole('button', { name: 'Stat card: Ranger Squad (custom card)' }),
  });
  await expect(row.locator('.custom-badge')).toHaveText('Custom card');
  await row.getByRole('button', { name: 'Add a squad of 6 Ranger Squad' }).click();
  const squad = page.getByRole('article', { name: 'Squad 1', exact: true });
  await expect(squad.locator('.custom-badge')).toHaveCount(1);
  await shot(page, { path: `${SHOTS}/card-editor-catalog.png` });

  // Kept across a reload, and the list that uses it opens.
  await page.reload();
  await expect(
    page
      .getByRole('article', { name: 'Squad 1', exact: true })
      .getByRole('button', { name: 'Stat card: Ranger Squad (custom card)' }),
  ).toBeVisible();

  // Exported from its card, which also refuses to delete it while the list uses it.
  await page.getByLabel('Search the catalog').fill('Ranger Squad');
  await page.locator('.catalog-row').getByRole('button', { name: 'Stat card: Ranger Squad (custom card)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ranger Squad' });
  await expect(dialog.locator('.custom-badge')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('custom-ranger-squad.json');
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    format: string;
    cards: { id: string; cost: number; custom: boolean }[];
  };
  expect(file.format).toBe('aam-reloaded-cards');
  expect(file.cards).toEqual([expect.objectContaining({ id: 'custom-ranger-squad', cost: 5, custom: true })]);
  page.once('dialog', (d) => void d.accept());
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toContainText('It is in “New army”');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Read back the same: nothing new. Read back with another cost: the choice; keep both.
  const input = page.getByTestId('import-cards');
  await input.setInputFiles({
    name: 'custom-ranger-squad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect(page.getByTestId('cards-notice')).toContainText('custom-ranger-squad.json: 1 card kept already.');
  file.cards[0].cost = 6;
  await input.setInputFiles({
    name: 'theirs.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  const conflict = page.getByRole('dialog', { name: 'Two versions of “Ranger Squad”' });
  await expect(conflict).toBeVisible();
  await shot(page, { path: `${SHOTS}/card-editor-conflict.png` });
  await conflict.getByRole('button', { name: 'Keep both (theirs under a new id)' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(page.locator('.catalog-row .custom-badge')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Stat card: Ranger Squad (2) (custom card)' })).toBeVisible();

  // A broken CSV: every problem with its row and column; nothing kept is lost.
  const csv = [
    'name,nation,type_line,cost,speed,defense,inf_attack,veh_attack,abilities,year',
    'Bad Squad,Narnia,Basic Infantry,0,1,4,8/6/-,2/-/-,Rockets 8,',
  ].join('\n');
  await input.setInputFiles({ name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const notice = page.getByTestId('cards-notice');
  await expect(notice).toContainText('broken.csv: 3 problems; nothing kept was changed.');
  await expect(notice.getByRole('listitem')).toHaveText([
    /^row 2, abilities: unknown ability "Rockets 8"/,
    'row 2, nation: unknown nation "Narnia"',
    'row 2, cost: cost must be a whole number from 1 to 200',
  ]);
  await expect(page.locator('.catalog-row .custom-badge')).toHaveCount(2);
  await shot(page, { path: `${SHOTS}/card-editor-import.png` });
});
