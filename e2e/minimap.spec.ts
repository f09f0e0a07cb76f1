// The overview (minimap), on a 6-tile battlefield at 1366x768: hidden while
// the whole battlefield fits, shown once zoomed in, and a click on it moves the main view there.
import { expect, test } from './fixtures';
import { withoutHandOff } from './settings';
import { shot } from './shots';

test.use({ viewport: { width: 1366, height: 768 } });

test('the minimap shows when zoomed in, hides when all fits, and a click centres the view', async ({ page }) => {
  await withoutHandOff(page);
  await page.goto('/?tiles=6&seed=minimap');
  await expect(page.getByTestId('battlefield')).toHaveText('30 x 16 hexes');
  const overview = page.getByRole('img', { name: /Battlefield overview/ }).or(page.locator('.minimap canvas'));
  // Fitted: everything is on screen, no overview.
  await expect(page.locator('.minimap')).toBeHidden();
  const box = (await page.getByTestId('board').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let k = 0; k < 3; k++) await page.mouse.wheel(0, -300);
  await expect(overview).toBeVisible();
  await shot(page, { path: 'e2e/screenshots/minimap.png' });
  const before = await page.evaluate(() => window.__aamBoard!.hexToClient(0, 0));
  const m = (await overview.boundingBox())!;
  // The top-left corner of the overview: the view moves towards hex (0,0), so it moves right/down.
  await page.mouse.click(m.x + 8, m.y + 8);
  await expect.poll(() => page.evaluate(() => window.__aamBoard!.hexToClient(0, 0).x)).toBeGreaterThan(before.x + 50);
  // Hideable: the toggle hides the overview's canvas.
  await page.locator('.minimap-toggle').click();
  await expect(page.locator('.minimap canvas')).toBeHidden();
});

test("the tests' hex positions follow a resize of the map at once, not only at the next frame", async ({ page }) => {
  await withoutHandOff(page);
  await page.goto('/?tiles=6&seed=minimap');
  await page.waitForFunction(() => window.__aamBoard !== undefined);
  // A change that resizes the map (here its box made lower; in play, a panel that grew) fits the
  // map again at the next frame. The handle's position, read straight after the change, is
  // already where the hex is drawn then (BoardView.followResize): a click sent a moment later
  // lands on it, whether the frame came between or not.
  const read = await page.evaluate(async () => {
    const map = document.querySelector<HTMLElement>('.map')!;
    const at = () => window.__aamBoard!.hexToClient(12, 6);
    const before = at();
    map.style.flex = `0 0 ${map.clientHeight - 200}px`;
    const atOnce = at();
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    const afterFrame = at();
    map.style.flex = '';
    return { before, atOnce, afterFrame };
  });
  expect(read.atOnce).not.toEqual(read.before);
  expect(read.atOnce).toEqual(read.afterFrame);
});

test.describe('on a high-density screen', () => {
  test.use({ deviceScaleFactor: 2 });

  test('the minimap has two pixels per CSS pixel each way, keeps its size, and a click still centres the view', async ({
    page,
  }) => {
    await withoutHandOff(page);
    await page.goto('/?tiles=6&seed=minimap');
    await expect(page.getByTestId('battlefield')).toHaveText('30 x 16 hexes');
    const box = (await page.getByTestId('board').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let k = 0; k < 3; k++) await page.mouse.wheel(0, -300);
    const canvas = page.locator('.minimap canvas');
    await expect(canvas).toBeVisible();
    expect(await canvas.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([360, 280]);
    const m = (await canvas.boundingBox())!;
    expect([Math.round(m.width), Math.round(m.height)]).toEqual([180, 140]);
    await shot(page, { path: 'e2e/screenshots/minimap-hidpi.png' });
    const before = await page.evaluate(() => window.__aamBoard!.hexToClient(0, 0));
    await page.mouse.click(m.x + 8, m.y + 8);
    await expect.poll(() => page.evaluate(() => window.__aamBoard!.hexToClient(0, 0).x)).toBeGreaterThan(before.x + 50);
  });
});
