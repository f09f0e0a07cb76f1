// Finding a card in the builder's catalog (docs/armies.md, "Finding a card"): search as you type,
// filter by nation and cost, sort, and see the whole stat card on hover and on focus, beside the
// catalog and never over a row's Add button, on a 1366 × 768 screen.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CATALOG } from '../src/data/catalog';
import { filterCatalog, NO_FILTERS, type CatalogFilter } from '../src/store/builder/catalogFilter';
import { withoutHandOff } from './settings';
import { shot } from './shots';

const SHOTS = 'e2e/screenshots';

test.beforeEach(async ({ page }) => withoutHandOff(page));
test.use({ viewport: { width: 1366, height: 768 } });

function rows(page: Page): Locator {
  return page.getByRole('list', { name: 'Stat cards' }).getByRole('listitem');
}

/** The card names of the rows shown, in order. */
async function names(page: Page): Promise<string[]> {
  return (
    await rows(page)
      .getByRole('button', { name: /^Stat card: / })
      .allTextContents()
  ).map((t) => t.trim());
}

/** What the catalog shows for a filter, as the store computes it (the e2e checks the page shows the same). */
function expected(f: Partial<CatalogFilter>): string[] {
  return filterCatalog(CATALOG, { side: 'Axis', ...NO_FILTERS, ...f }).map((d) => d.name);
}

const AXIS = expected({}).length;

async function costs(page: Page): Promise<number[]> {
  return (await rows(page).locator('.row-cost').allTextContents()).map(Number);
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('search as you type, filter by nation and cost, sort, and see the card on hover and focus', async ({ page }) => {
  await page.goto('/#/builder');
  const search = page.getByLabel('Search the catalog');
  await expect(page.getByTestId('catalog-count')).toHaveText(`${AXIS} of ${AXIS} cards`);

  // Typed key by key: punctuation and the "pz" alias do not matter.
  await search.click();
  await page.keyboard.type('pz iv');
  await expect(page.getByTestId('catalog-count')).toHaveText(`${expected({ query: 'pz iv' }).length} of ${AXIS} cards`);
  expect(await names(page)).toEqual(expected({ query: 'pz iv' }));
  expect(await names(page)).toEqual(
    expect.arrayContaining(['Panzer IV Ausf. G', 'Panzer IV Ausf. H Commander', 'PzKpfw IV Ausf A']),
  );
  await search.fill('jagdpanther');
  expect(await names(page)).toEqual(['Jagdpanther', 'SS Jagdpanther']);
  await search.fill('fallschirmjäger');
  expect((await names(page))[0]).toBe('Fallschirmjager');
  await search.fill('');

  // One nation, a cost range, the most expensive first.
  await page.getByLabel('Nation', { exact: true }).selectOption('Germany');
  await expect(page.getByTestId('catalog-count')).toHaveText(
    `${expected({ nation: 'Germany' }).length} of ${AXIS} cards`,
  );
  await page.getByLabel('Lowest cost').fill('10');
  await page.getByLabel('Highest cost').fill('40');
  const inRange = await costs(page);
  expect(inRange.length).toBeGreaterThan(2);
  expect(inRange.every((c) => c >= 10 && c <= 40)).toBe(true);
  await page.getByLabel('Sort', { exact: true }).selectOption('cost');
  await page.getByRole('button', { name: 'Descending order' }).click();
  await expect(page.getByRole('button', { name: 'Descending order' })).toHaveAttribute('aria-pressed', 'true');
  const sorted = await costs(page);
  expect(sorted).toEqual([...inRange].sort((a, b) => b - a));

  // Hover a row: its whole card beside the catalog, clear of the row's Add button.
  const row = rows(page).filter({ hasText: 'Jagdpanther' });
  await row.hover();
  const preview = page.getByTestId('card-preview');
  await expect(preview).toBeVisible();
  await expect(preview).toContainText('Jagdpanther');
  await expect(preview).toContainText('Vehicle Tank Destroyer');
  await expect(preview).toContainText('Speed');
  const add = row.getByRole('button', { name: 'Add Jagdpanther' });
  const previewBox = (await preview.boundingBox())!;
  expect(overlaps(previewBox, (await add.boundingBox())!)).toBe(false);
  expect(overlaps(previewBox, (await page.getByRole('region', { name: 'Catalog' }).boundingBox())!)).toBe(false);
  expect(previewBox.y + previewBox.height).toBeLessThanOrEqual(768);
  await shot(page, { path: `${SHOTS}/builder-search-hover.png` });

  // The keyboard: the focus on a row shows its card too; Escape hides it.
  await page.mouse.move(1300, 10);
  await expect(preview).toBeHidden();
  const first = (await names(page))[0];
  await rows(page)
    .first()
    .getByRole('button', { name: `Stat card: ${first}` })
    .focus();
  await expect(preview).toContainText(first);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // Clear filters: every card of the side again, in the catalog's order.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('catalog-count')).toHaveText(`${AXIS} of ${AXIS} cards`);
  await expect(page.getByLabel('Nation', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Lowest cost')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeHidden();

  // The other side: "t34" finds the Soviet tank by the start of its words.
  await page.getByRole('radio', { name: 'Allies' }).check();
  await search.fill('t34');
  expect((await names(page))[0]).toBe(expected({ side: 'Allies', query: 't34' })[0]);
  expect(await names(page)).toEqual(expect.arrayContaining(['T-34/76', 'T-34/85', 'Guards T-34/85']));
  await search.fill('');
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'All aircraft' });
  expect(await names(page)).toEqual(expected({ side: 'Allies', family: 'Aircraft' }));
  expect(await names(page)).toEqual(expect.arrayContaining(['P-51D Mustang', 'Hawker Typhoon', 'Spitfire Ace']));
  await shot(page, { path: `${SHOTS}/builder-search.png` });

  // A window with no room for the card beside the catalog: no preview over the rows.
  await page.setViewportSize({ width: 600, height: 768 });
  await rows(page).first().hover();
  await expect(page.getByTestId('card-preview')).toHaveCount(0);
  await page.setViewportSize({ width: 1366, height: 768 });
  await rows(page).first().hover();
  await expect(page.getByTestId('card-preview')).toContainText(expected({ side: 'Allies', family: 'Aircraft' })[0]!);
});

test('the catalog is one tab stop: the arrow keys move through its rows and buttons, Tab leaves it', async ({
  page,
}) => {
  await page.goto('/#/builder');
  const list = page.getByRole('list', { name: 'Stat cards' });
  const stop = list.locator('button[tabindex="0"]');
  const inList = () => list.evaluate((l) => l.contains(document.activeElement));
  // Every card of the side, two buttons a row, and one of them in the tab order.
  await expect(rows(page)).toHaveCount(AXIS);
  await expect(stop).toHaveCount(1);
  await expect(list.locator('button[tabindex="-1"]')).toHaveCount(2 * AXIS - 1);

  // From the search box, Tab passes the filters and lands in the list on the first card's name.
  const shown = expected({ query: 'tiger' });
  const search = page.getByLabel('Search the catalog');
  await search.focus();
  await page.keyboard.type('tiger');
  await expect(rows(page)).toHaveCount(shown.length);
  let tabs = 0;
  while (!(await inList())) {
    await page.keyboard.press('Tab');
    expect(++tabs).toBeLessThan(40);
  }
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: `Stat card: ${shown[0]}` }),
  ).toBeFocused();

  // ArrowDown: the next card (its preview shows); ArrowRight: its Add button; Enter adds it.
  await page.keyboard.press('ArrowDown');
  await expect(
    rows(page)
      .nth(1)
      .getByRole('button', { name: `Stat card: ${shown[1]}` }),
  ).toBeFocused();
  await expect(page.getByTestId('card-preview')).toContainText(shown[1]!);
  await page.keyboard.press('ArrowRight');
  const add = rows(page)
    .nth(1)
    .getByRole('button', { name: `Add ${shown[1]}` });
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('army-total')).toHaveText(String(CATALOG.find((d) => d.name === shown[1])!.cost));

  // One Tab leaves the list for the army beside it (not the preview's copy of the card, which is
  // inert); Shift+Tab comes back to the button last used.
  await page.keyboard.press('Tab');
  expect(await inList()).toBe(false);
  await expect(page.getByRole('region', { name: /^Units/ }).locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Shift+Tab');
  await expect(add).toBeFocused();

  // End and Home: the last and first rows, in the same column; ArrowLeft: the card's name.
  await page.keyboard.press('End');
  await expect(
    rows(page)
      .last()
      .getByRole('button', { name: `Add ${shown.at(-1)}` }),
  ).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: `Stat card: ${shown[0]}` }),
  ).toBeFocused();
  await expect(stop).toHaveCount(1);

  // The tab stop on the last of 4 rows; a search that leaves 2: the stop is on the last of them.
  await page.keyboard.press('End');
  await search.fill('jagdpanther');
  await expect(rows(page)).toHaveCount(2);
  await expect(stop).toHaveCount(1);
  await expect(rows(page).last().locator('button[tabindex="0"]')).toHaveCount(1);
});
