// The army builder in the browser: build a legal army by mouse and by keyboard, break it and
// read every problem (R1.8), share and import it, keep it across reloads, print it, and start a
// battle from two lists. Every test starts with empty storage: a first visit (asFirstVisit) in the
// worker's page (e2e/fixtures.ts), as in a fresh browser context, on the screen medium.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ArmyList, GameState } from '../src/engine';
import { CATALOG } from '../src/data/catalog';
import { encodeShareCode } from '../src/store/files/shareCode';
import { withoutHandOff } from './settings';
import { currentSave } from './saves';
import { shot } from './shots';

const SHOTS = 'e2e/screenshots';

test.beforeEach(({ page }) => withoutHandOff(page));

const ALLIED: ArmyList = {
  name: 'Easy Company',
  pointLimit: 200,
  units: [
    {
      models: [
        'm1-garand-rifle',
        'm1-garand-rifle',
        'm1-garand-rifle',
        'm1-garand-rifle',
        'red-devil-captain',
        'bazooka',
      ],
    },
    { models: ['m4a1-sherman'] },
    { models: ['p-51d-mustang'] },
  ],
  commander: { unit: 0, model: 4, grade: 'commander' },
};

function unitCard(page: Page, label: string): Locator {
  return page.getByRole('article', { name: label, exact: true });
}

function button(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('button', { name, exact: true });
}

/** A 200-point Axis army: 179 points, legal, no warnings. */
async function buildGermanArmyByMouse(page: Page) {
  await page.goto('/#/builder');
  const name = page.getByLabel('List name');
  await name.fill('Kampfgruppe Nord');
  await name.press('Enter');
  await button(page, 'Add a squad of 6 Mauser Kar 98k').click();
  const squad1 = unitCard(page, 'Squad 1');
  await button(squad1, 'Swap in Wehrmacht Oberleutnant').click();
  await button(squad1, 'Swap in Panzerschreck').click();
  await button(squad1, 'Swap in Panzerschreck').click();
  await button(squad1, 'Make Wehrmacht Oberleutnant of Squad 1 the Commander').click();
  await page.getByRole('radio', { name: /Junior Commander/ }).check();
  await button(page, 'Add a squad of 6 Mauser Kar 98k').click();
  await button(unitCard(page, 'Squad 2'), 'Swap 2 Basic Infantry for MG 42 Machine Gun Team').click();
  await button(page, 'Add Panzer IV Ausf. G').click();
  await button(page, 'Add Tiger I').click();
  await button(page, 'Add 88mm Flak 36').click();
}

async function expectLegal(page: Page, total: number) {
  await expect(page.getByTestId('army-total')).toHaveText(String(total));
  await expect(page.getByTestId('army-legal')).toBeVisible();
  await expect(page.getByTestId('army-errors')).toHaveCount(0);
}

/**
 * Presses Tab until `target` has the focus: it is reachable by keyboard, in tab order. The target
 * is looked up once (a query by role and name over the whole catalog is the costly part of a step)
 * and again only when the page has replaced its element.
 */
async function tabTo(page: Page, target: Locator, most = 250) {
  let element = await target.elementHandle();
  for (let n = 0; n < most; n++) {
    const focus = await element.evaluate((el) => (el.isConnected ? el === document.activeElement : null));
    if (focus === null) element = await target.elementHandle();
    else if (focus) return;
    else await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target} with Tab`);
}

/** Visible controls with no accessible name: no aria-label(ledby), no label, no text. */
async function unnamedControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href]')]
      .filter((el) => el.getClientRects().length > 0)
      .filter((el) => {
        const labels = (el as HTMLInputElement).labels;
        const text = el.tagName === 'BUTTON' || el.tagName === 'A' ? (el.textContent ?? '').trim() : '';
        return (
          !el.getAttribute('aria-label') &&
          !el.getAttribute('aria-labelledby') &&
          !(labels && labels.length > 0) &&
          text === ''
        );
      })
      .map((el) => el.outerHTML.slice(0, 100)),
  );
}

/** Tabs to a control and presses a key on it. */
async function press(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/**
 * Finds a card by typing in the catalog's search box, and adds it: Tab to the list (one tab stop
 * for all its rows), Home, ArrowDown to the card's row, ArrowRight to its Add button, Enter.
 */
async function searchAndAdd(page: Page, words: string, add: string) {
  await press(page, page.getByLabel('Search the catalog'), 'Control+a');
  await page.keyboard.type(words);
  const list = page.getByRole('list', { name: 'Stat cards' });
  const target = button(list, add);
  await expect(target).toBeVisible();
  const row = await list
    .getByRole('listitem')
    .evaluateAll((items, name) => items.findIndex((li) => li.querySelector(`[aria-label="${name}"]`)), add);
  await tabTo(page, list.locator('button[tabindex="0"]'));
  await page.keyboard.press('Home');
  for (let n = 0; n < row; n++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
}

test('a legal 200-point army built with the mouse shows no problems', async ({ page }) => {
  await buildGermanArmyByMouse(page);
  // Squad 1: 3 x 3 + 12 x 3 (Junior Commander) + 2 x 7; Squad 2: 4 x 3 + 10; 23 + 56 + 19.
  await expectLegal(page, 59 + 22 + 23 + 56 + 19);
  await expect(page.getByTestId('army-tiles')).toHaveText('4 tiles, 20 × 16 hexes');
  await expect(page.getByTestId('army-side')).toContainText('Axis');
  await expect(page.getByTestId('army-warnings')).toHaveCount(0);
  await expect(unitCard(page, 'Squad 1')).toContainText('★ Junior Commander');
  expect(await unnamedControls(page)).toEqual([]);
  // The catalog follows the army's side and filters by search, nation, type and ability.
  const axis = CATALOG.filter((d) => d.side === 'Axis');
  const count = (shown: number) => `${shown} of ${axis.length} cards`;
  await expect(page.getByTestId('catalog-count')).toHaveText(count(axis.length));
  await page.getByLabel('Search the catalog').fill('tiger');
  await page.getByLabel('Type', { exact: true }).selectOption('Vehicle Heavy Tank');
  await expect(page.getByRole('list', { name: 'Stat cards' }).getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Type', { exact: true }).selectOption('');
  await page.getByLabel('Search the catalog').fill('');
  await page.getByLabel('Ability', { exact: true }).selectOption('aa');
  const antiAir = axis.filter((d) => d.abilities.some((a) => a.id === 'aa'));
  await expect(page.getByTestId('catalog-count')).toHaveText(count(antiAir.length));
  await page.getByLabel('Japan').uncheck();
  await expect(page.getByTestId('catalog-count')).toHaveText(count(antiAir.filter((d) => d.nation !== 'Japan').length));
  await shot(page, { path: `${SHOTS}/builder-legal.png` });
});

test('a legal army built with the keyboard alone; Escape closes the stat card', async ({ page }) => {
  await page.goto('/#/builder');
  // The side: Axis is chosen; the arrow key moves to Allies.
  await press(page, page.getByRole('radio', { name: 'Axis' }), 'ArrowRight');
  await expect(page.getByRole('radio', { name: 'Allies' })).toBeChecked();
  await searchAndAdd(page, 'garand', 'Add a squad of 6 M1 Garand Rifle');
  await expect(page.getByTestId('army-side')).toContainText('Allies');

  // The stat card opens with Enter and closes with Escape, giving the focus back.
  const cardButton = unitCard(page, 'Squad 1').getByRole('button', { name: 'Stat card: M1 Garand Rifle' });
  await press(page, cardButton);
  const dialog = page.getByRole('dialog', { name: 'M1 Garand Rifle' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Close Assault 7');
  // The card's number, not a literal "#".
  await expect(dialog).toContainText('An attack of 7 dice against an enemy Vehicle in the same hex');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cardButton).toBeFocused();

  const squad = unitCard(page, 'Squad 1');
  await press(page, button(squad, 'Swap in Red Devil Captain'));
  await press(page, button(squad, 'Make Red Devil Captain of Squad 1 the Commander'));
  // Thompson Gunner, Bazooka, US Engineer: two steps down the list.
  await press(page, page.getByLabel('Specialist to swap into Squad 1'), 'ArrowDown');
  await page.keyboard.press('ArrowDown');
  await press(page, button(squad, 'Swap in US Engineer'));
  await press(page, button(squad, 'Swap in US Engineer'));
  await expect(squad.getByRole('button', { name: 'Swap US Engineer back out of Squad 1' })).toHaveCount(2);
  // A Senior Commander by keyboard: arrows move through the grades.
  await press(page, page.getByRole('radio', { name: /^Commander/ }), 'ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Senior Commander/ })).toBeChecked();

  await searchAndAdd(page, 'sherman', 'Add M4A1 Sherman');
  await searchAndAdd(page, 'mustang', 'Add P-51D Mustang');
  // 3 x 4 + 7 x 10 (Senior Commander) + 6 + 6 (two Engineers), 21, 17.
  await expectLegal(page, 12 + 70 + 12 + 21 + 17);
  await shot(page, { path: `${SHOTS}/builder-keyboard.png` });
});

test('a broken army names each problem: a third Specialist, over the limit, no Commander', async ({ page }) => {
  await buildGermanArmyByMouse(page);
  await expectLegal(page, 179);
  await expect(page.getByRole('meter', { name: 'Points spent' })).not.toHaveClass(/\bover\b/);
  await expect(page.getByRole('meter', { name: 'Points spent' })).toHaveAttribute(
    'aria-valuetext',
    '179 of 200 points',
  );

  // The builder does not offer a third Specialist, and says why.
  const squad1 = unitCard(page, 'Squad 1');
  const third = button(squad1, 'Swap in Infantry Specialist');
  await expect(third).toHaveAttribute('aria-disabled', 'true');
  await expect(squad1).toContainText(
    'Not allowed: The squad already has 2 Infantry Specialists; it may take at most 2 (R1.4).',
  );
  // Playwright will not click a control marked aria-disabled; a keyboard user can still press it.
  await third.press('Enter');
  await expect(squad1.getByRole('button', { name: /^Swap Panzerschreck back/ })).toHaveCount(2);

  // Over the limit, and without a Commander.
  await page.getByRole('radio', { name: /^100/ }).check();
  await page.getByLabel('Commander', { exact: true }).selectOption('');
  const errors = page.getByTestId('army-errors');
  await expect(errors).toContainText('No Commander: choose one Officer model to lead the army (R1.3)');
  // Without the Commander the Oberleutnant costs 12 again: 179 - 36 + 12.
  await expect(errors).toContainText('155 points: 55 over the limit of 100 (R1.2)');
  // The points bar turns red over the limit and says so (R1.2).
  const bar = page.getByRole('meter', { name: 'Points spent' });
  await expect(bar).toHaveClass(/\bover\b/);
  await expect(bar).toHaveAttribute('aria-valuetext', '155 of 100 points: 55 over the limit');
  // Its value past `high` with the optimum below `low`: the browser's own "even less good" (red) state.
  expect(await bar.evaluate((m: HTMLMeterElement) => [m.value, m.max, m.low, m.high, m.optimum])).toEqual([
    155, 155, 100, 100, 0,
  ]);

  // A third Specialist arrives in a hand-edited list file: imported, and named as a problem.
  const file = {
    format: 'aam-reloaded-army',
    version: 1,
    id: 'hand-edited',
    created: '2026-11-30T10:00:00.000Z',
    updated: '2026-11-30T10:00:00.000Z',
    list: {
      name: 'Hand edited',
      pointLimit: 200,
      units: [
        {
          models: [
            'mauser-kar-98k',
            'mauser-kar-98k',
            'mauser-kar-98k',
            'panzerschreck',
            'panzerschreck',
            'panzerschreck',
          ],
        },
      ],
      commander: null,
    },
  };
  await button(page, 'Import…').click();
  await page
    .getByLabel('Or a list file (.json)')
    .setInputFiles({ name: 'hand.army.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('army-errors')).toContainText('Squad 1: 3 Infantry Specialists, at most 2 (R1.4)');
  await expect(unitCard(page, 'Squad 1')).toContainText('3 Infantry Specialists, at most 2 (R1.4)');
  await shot(page, { path: `${SHOTS}/builder-problems.png` });
});

test('a share code carries the list: export, clear storage, import, same list; bad codes are refused', async ({
  page,
}) => {
  await buildGermanArmyByMouse(page);
  await button(page, 'Share…').click();
  const code = await page.getByTestId('share-code').inputValue();
  expect(code).toMatch(/^AAM1\./);
  await shot(page, { path: `${SHOTS}/builder-share.png` });
  expect(await unnamedControls(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByLabel('List name')).toHaveValue('New army');
  await expect(page.getByTestId('army-total')).toHaveText('0');

  // Bad input is refused and changes no list.
  await button(page, 'Import…').click();
  const box = page.getByLabel('Share code or link');
  await box.fill(code.slice(0, -12));
  await button(page, 'Import the code').click();
  await expect(page.getByTestId('import-error')).toHaveText(
    'The share code was not imported: the code is incomplete or has been changed: its check does not match. Copy the whole code again.',
  );
  await box.fill(code.replace('AAM1', 'AAM9'));
  await button(page, 'Import the code').click();
  await expect(page.getByTestId('import-error')).toContainText('made by a newer version of the game');
  await expect(page.getByLabel('List', { exact: true }).getByRole('option')).toHaveCount(1);

  await box.fill(code);
  await button(page, 'Import the code').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByLabel('List name')).toHaveValue('Kampfgruppe Nord');
  await expectLegal(page, 179);
  await expect(unitCard(page, 'Squad 1')).toContainText('★ Junior Commander');
  await expect(page.getByTestId('builder-notice')).toHaveText(/Imported “Kampfgruppe Nord” from the share code/);
  await button(page, 'Share…').click();
  await expect(page.getByTestId('share-code')).toHaveValue(code);
});

test('a broken link is refused with the reason, and the builder still opens', async ({ page }) => {
  await page.goto(`/#/builder?list=${encodeShareCode(ALLIED).slice(0, 60)}`);
  await expect(page.getByTestId('builder-notice')).toHaveText(
    /^The link was not imported: the code is incomplete or has been changed/,
  );
  await expect(page.getByLabel('List name')).toHaveValue('New army');
  await expect(page).toHaveURL(/#\/builder$/);
});

test('lists are saved as you edit and survive a reload; they can be duplicated and deleted', async ({ page }) => {
  await buildGermanArmyByMouse(page);
  await page.reload();
  await expect(page.getByLabel('List name')).toHaveValue('Kampfgruppe Nord');
  await expectLegal(page, 179);

  await button(page, 'Duplicate Kampfgruppe Nord').click();
  await expect(page.getByLabel('List name')).toHaveValue('Copy of Kampfgruppe Nord');
  await button(page, 'Remove Tiger I').click();
  await expect(page.getByTestId('army-total')).toHaveText('123');
  await button(page, 'New').click();
  await expect(page.getByLabel('List name')).toHaveValue('New army');
  const picker = page.getByLabel('List', { exact: true });
  await expect(picker.getByRole('option')).toHaveText(['Kampfgruppe Nord', 'Copy of Kampfgruppe Nord', 'New army']);

  await page.reload();
  await expect(picker.getByRole('option')).toHaveText(['Kampfgruppe Nord', 'Copy of Kampfgruppe Nord', 'New army']);
  await picker.selectOption({ label: 'Copy of Kampfgruppe Nord' });
  await expect(page.getByTestId('army-total')).toHaveText('123');
  await button(page, 'Delete Copy of Kampfgruppe Nord').click();
  await button(page.getByRole('dialog'), 'Delete the list').click();
  await page.reload();
  await expect(picker.getByRole('option')).toHaveText(['Kampfgruppe Nord', 'New army']);
});

test('the printed roster lists units, models, costs, stat lines and the total', async ({ page }) => {
  await buildGermanArmyByMouse(page);
  await page.emulateMedia({ media: 'print' });
  const roster = page.getByRole('region', { name: 'Printable roster' });
  await expect(roster).toBeVisible();
  await expect(page.getByRole('region', { name: 'Catalog' })).toBeHidden();
  await expect(roster.getByRole('row', { name: /Squad 1/ })).toContainText(
    '3× Mauser Kar 98k, Wehrmacht Oberleutnant, 2× Panzerschreck',
  );
  await expect(roster.getByRole('row', { name: /Squad 1/ })).toContainText('59');
  await expect(roster.getByRole('row', { name: /Tiger I/ }).first()).toContainText('56');
  await expect(roster.getByRole('row', { name: /Total/ })).toContainText('179');
  await expect(roster.getByRole('row', { name: /88mm Flak 36/ }).last()).toContainText('Large; AA; Extended Range 20');
  await shot(page, { path: `${SHOTS}/builder-print.png`, fullPage: true });
});

test('a battle from the only saved list meets a sample army of the other side, and says so', async ({ page }) => {
  await buildGermanArmyByMouse(page);
  await expect(page.locator('select.list-picker option')).toHaveCount(1);

  await button(page, 'Start battle…').click();
  const dialog = page.getByRole('dialog', { name: 'Start a battle' });
  const first = dialog.getByLabel(/Player 1/);
  const second = dialog.getByLabel(/Player 2/);
  await expect(first.locator('option:checked')).toHaveText('Kampfgruppe Nord');
  // R1.1: an Allied army against the German list, at its 200 points.
  await expect(second).toHaveValue('sample:sample-usa-200');
  await expect(second.locator('option:checked')).toHaveText('Combat Command B (200)');
  const note = dialog.getByTestId('second-army-note');
  await expect(note).toHaveText('Player 2 plays a sample army: choose another list if you like.');

  // Another choice is the player's own: the note goes.
  await second.selectOption({ label: 'Kampfgruppe Nord' });
  await expect(note).toBeHidden();
});

test('a battle starts from two saved lists and shows their units', async ({ page }) => {
  await buildGermanArmyByMouse(page);
  // The second list arrives by a shared link.
  await page.goto(`/#/builder?list=${encodeShareCode(ALLIED)}`);
  await expect(page.getByLabel('List name')).toHaveValue('Easy Company');
  await expect(page).toHaveURL(/#\/builder$/);

  await button(page, 'Start battle…').click();
  const dialog = page.getByRole('dialog', { name: 'Start a battle' });
  await dialog.getByLabel(/Player 1/).selectOption({ label: 'Kampfgruppe Nord' });
  await dialog.getByLabel(/Player 2/).selectOption({ label: 'Easy Company' });
  // The quick game: placed at once (the full setup is e2e/setup.spec.ts).
  await dialog.getByLabel(/Quick game \(already placed\)/).check();
  await expect(dialog).toContainText('Aircraft start in Reserve');
  expect(await unnamedControls(page)).toEqual([]);
  await button(dialog, 'Start the battle').click();

  await expect(page.getByTestId('board')).toBeVisible();
  await expect(page).toHaveURL(/#\/battle$/);
  await expect(page.getByTestId('log')).toContainText('Kampfgruppe Nord');
  await expect(page.getByTestId('log')).toContainText('Easy Company');

  // Every ground unit of both lists is on the map: click each team's tank.
  const saved = await currentSave<{ initial: GameState }>(page);
  const units = Object.values(saved.initial.units);
  expect(units).toHaveLength(5 + 3);
  // R3.3: the Aircraft start in Reserve.
  expect(units.filter((u) => u.status === 'reserve').map((u) => u.cards[0])).toEqual(['p-51d-mustang']);
  // The dice tray (the opening initiative roll) floats over the map's corner; once its dice
  // have settled it lets clicks through to a counter under it.
  for (const id of ['tiger-i', 'm4a1-sherman']) {
    const tank = units.find((u) => u.models[0].def === id)!;
    await page.waitForFunction(() => window.__aamBoard !== undefined);
    const p = await page.evaluate(([q, r]) => window.__aamBoard!.hexToClient(q, r), [tank.at!.q, tank.at!.r] as const);
    await page.mouse.click(p.x, p.y);
    await expect(page.getByRole('region', { name: 'Selected unit' }).getByRole('article')).toHaveAttribute(
      'aria-label',
      `Stat card: ${id === 'tiger-i' ? 'Tiger I' : 'M4A1 Sherman'}`,
    );
  }
  await shot(page, { path: `${SHOTS}/battle-from-lists.png` });

  // Back to the builder and to the battle again: the game goes on.
  await page.getByRole('link', { name: 'Army builder' }).click();
  await expect(page.getByLabel('List name')).toBeVisible();
  await page.getByRole('link', { name: 'Battle' }).click();
  await expect(page.getByTestId('log')).toContainText('Easy Company');
});
