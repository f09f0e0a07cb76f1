// The tile editor (`#/maps`, docs/maps.md "The tile editor"): paint with the pointer and the keys,
// a problem in the engine's words lit on the tile, undo and redo, save and find the tile kept after a
// reload and play a game on it, export and import a tile file, a bad file refused with its problem, a shared link offered.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { legalActions } from '../src/engine';
import { perform, readSave, replay } from './play/driver';
import { DE, US } from './quickGame';
import { withoutHandOff } from './settings';
import { clickHex, draftTile, dragHexes, hexPoint, makeValidTile, pickTool, tileCanvas } from './tileEditing';

test('paint a tile, see a problem and fix it, undo and redo, save it and find it kept after a reload', async ({
  page,
}) => {
  await withoutHandOff(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Map tiles' }).click();
  await expect(tileCanvas(page)).toBeVisible();
  const problems = page.getByTestId('tile-problems');
  await expect(problems).toContainText('No problems');
  await page.getByLabel('Name', { exact: true }).fill('Hedgerows');

  await test.step('a drag of Forest is one stroke, one undo step', async () => {
    await pickTool(page, 'Forest');
    await dragHexes(page, [
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    await expect.poll(async () => (await draftTile(page)).terrain[1]).toBe('.fff......');
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await draftTile(page)).terrain[1]).toBe('..........');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(async () => (await draftTile(page)).terrain[1]).toBe('.fff......');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect.poll(async () => (await draftTile(page)).terrain[1]).toBe('.fff......');
  });

  await test.step('a Hedge on the edge and a road off the tile away from a port: the engine says both', async () => {
    await page.keyboard.press('h');
    await clickHex(page, [0, 5], 3);
    await expect(problems).toContainText("The Hedge on the west side of A6 is on the tile's edge");
    await pickTool(page, 'Road');
    await dragHexes(page, [
      [1, 6],
      [0, 6],
      [-1, 6],
    ]);
    await expect(problems).toContainText('A road leaves the tile from A7 to the west');
    await expect(problems).toContainText('2 problems');
    const hedge = problems.getByRole('button', { name: /The Hedge on the west side of A6/ });
    await hedge.click();
    await expect(hedge).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not kept' })).toBeVisible();
  });

  await test.step('fixed: Erase on the hexside and on the road', async () => {
    await pickTool(page, 'Erase');
    await clickHex(page, [0, 5], 3);
    await clickHex(page, [0, 6]);
    await expect(problems).toContainText('No problems');
  });

  await test.step('kept, and still there after a reload', async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Kept “Hedgerows”' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your tiles' }).getByText('Hedgerows')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Hedgerows');
    expect((await draftTile(page)).terrain[1]).toBe('.fff......');
  });

  await test.step("a game on it: picked by hand in the new game dialog, marked as the player's, one move played", async () => {
    await page.goto('/#/builder');
    await page.getByRole('button', { name: 'Start battle…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a battle' });
    await dialog.getByLabel(/Player 1/).selectOption({ label: US.name });
    await dialog.getByLabel(/Player 2/).selectOption({ label: DE.name });
    await dialog.getByLabel(/Quick game \(already placed\)/).check();
    await dialog.getByLabel('Ground', { exact: true }).selectOption('hand');
    await dialog.getByTestId('ground-place-1').selectOption('village');
    await dialog.getByTestId('ground-place-2').selectOption({ label: 'Hedgerows (your tile)' });
    await dialog.getByRole('button', { name: 'Start the battle' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('battlefield')).toHaveAttribute('title', '2 tiles (10 x 16): Village, Hedgerows');
    const game = replay(await readSave(page)).game;
    const move = legalActions(game).find((a) => a.type === 'move' && a.path.length === 1);
    if (!move) throw new Error('the quick game has a unit that can move');
    await perform(page, game, move);
    expect((await readSave(page)).actions).toHaveLength(1);
  });
});

test('keyboard painting: the cursor, a terrain key, Enter; a hexside chosen with S', async ({ page }) => {
  await page.goto('/#/maps');
  await tileCanvas(page).focus();
  await page.keyboard.press('7');
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'Enter'])
    await page.keyboard.press(key);
  await expect.poll(async () => (await draftTile(page)).terrain[2]).toBe('...w......');
  await expect(page.getByTestId('tile-cursor')).toHaveText('D3');
  await page.keyboard.press('v');
  await page.keyboard.press('s');
  await expect(page.getByTestId('tile-cursor')).toHaveText('D3, its south-east hexside');
  await page.keyboard.press(' ');
  await expect.poll(async () => (await draftTile(page)).rivers).toEqual([[3, 2, 1]]);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await draftTile(page)).rivers).toEqual([]);
  await page.keyboard.press('Control+y');
  await expect.poll(async () => (await draftTile(page)).rivers).toEqual([[3, 2, 1]]);
  // A road by keys: Enter on a hex, then on its neighbour.
  const roads = (await draftTile(page)).roads.length;
  for (const key of ['r', 'Enter', 'ArrowDown', 'Enter', 'Escape']) await page.keyboard.press(key);
  await expect
    .poll(async () => (await draftTile(page)).roads.at(-1))
    .toEqual([
      [3, 2],
      [3, 3],
    ]);
  expect((await draftTile(page)).roads).toHaveLength(roads + 1);
});

test.describe('touch', () => {
  test.use({ hasTouch: true, viewport: { width: 1024, height: 768 } });

  test('a tap paints a hex; the canvas keeps the finger (no scrolling there); the tools are 44 px', async ({
    page,
  }) => {
    await page.goto('/#/maps');
    await expect(tileCanvas(page)).toHaveCSS('touch-action', 'none');
    await page.getByRole('toolbar', { name: 'Tile tools' }).getByRole('button', { name: 'Marsh', exact: true }).tap();
    const p = await hexPoint(page, [6, 6]);
    await page.touchscreen.tap(p.x, p.y);
    await expect.poll(async () => (await draftTile(page)).terrain[6]).toBe('......m...');
    const heights = await page
      .getByRole('toolbar', { name: 'Tile tools' })
      .getByRole('button')
      .evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
  });
});

test('export a tile file and import it again; a bad file is refused with its problem', async ({ page }) => {
  await makeValidTile(page, 'Exported Fields');
  const kept = page.getByRole('region', { name: 'Your tiles' });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export file', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('custom-exported-fields.tile.json');
  const text = readFileSync((await download.path())!, 'utf8');
  expect(JSON.parse(text)).toMatchObject({ name: 'Exported Fields' });

  await kept.getByRole('button', { name: 'Delete Exported Fields' }).click();
  await kept.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(kept.getByText('Exported Fields')).toHaveCount(0);

  await page.getByTestId('tile-file-input').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  await expect(kept.getByText('Exported Fields')).toBeVisible();

  const bad = JSON.parse(text);
  bad.hedges = [[0, 2, 3]];
  await page.getByTestId('tile-file-input').setInputFiles({
    name: 'bad-tile.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(bad)),
  });
  const refused = page.getByTestId('tile-file-refused');
  await expect(refused).toContainText('bad-tile.json was not imported');
  await expect(refused).toContainText("The Hedge on the west side of A3 is on the tile's edge");
});

test('a shared link offers its tile to keep; a bad code shows its problem', async ({ page }) => {
  await makeValidTile(page, 'Shared Fields');
  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  const link = await page.getByTestId('tile-shared').inputValue();
  const kept = page.getByRole('region', { name: 'Your tiles' });
  await kept.getByRole('button', { name: 'Delete Shared Fields' }).click();
  await kept.getByRole('button', { name: 'Delete', exact: true }).click();

  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const offer = page.getByTestId('shared-tile');
  await expect(offer).toContainText('A shared tile: Shared Fields');
  await offer.getByRole('button', { name: 'Keep and open' }).click();
  await expect(kept.getByText('Shared Fields')).toBeVisible();

  await page.goto('/#/maps?tile=not-a-code');
  await expect(page.getByTestId('shared-tile').getByRole('alert')).toBeVisible();
  await expect(kept.getByText('Shared Fields')).toBeVisible();
});

test('the editor at 1366 x 768, for docs/maps.md', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await makeValidTile(page, 'Millbrook');
  await pickTool(page, 'Water');
  await dragHexes(page, [
    [7, 1],
    [8, 1],
    [8, 2],
  ]);
  await pickTool(page, 'City');
  await dragHexes(page, [
    [4, 4],
    [5, 4],
  ]);
  await pickTool(page, 'River');
  await clickHex(page, [7, 5], 0);
  await clickHex(page, [7, 5], 1);
  await pickTool(page, 'Hedge');
  await clickHex(page, [2, 5], 0);
  await clickHex(page, [2, 5], 1);
  await pickTool(page, 'Cliff');
  await clickHex(page, [7, 6], 4);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('tile-problems')).toContainText('No problems');
  await page.screenshot({ path: 'docs/screenshots/tile-editor.png' });
});
