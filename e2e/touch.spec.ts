// Touch that feels native (docs/playing.md "Touch"), on a tablet-sized touch screen: a tap selects
// a unit, a long press on a counter shows its card and on an empty hex its terrain and the move's
// cost (what a mouse's hover shows), the lift after a long press does nothing, a double tap does
// not zoom the page, and the hot-seat hand-off cover is read across a table and taken by a tap.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hexLabel, parseHexLabel, terrainAt, unitName, type Hex } from '../src/engine';
import { TERRAIN_NAMES } from '../src/data/terrainNames';
import { screenOf } from './board';
import { readSave } from './play/driver';
import { humanToDecide, quickGame } from './quickGame';
import { withoutAnimations } from './settings';
import { shot } from './shots';

const SHOTS = 'e2e/screenshots';

// An iPad-sized tablet held landscape, with a touch screen and a phone browser's viewport rules.
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });

/** A finger put down at `p` and kept there; the function lifts it. Through CDP: Playwright taps only. */
async function hold(page: Page, p: { x: number; y: number }): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: p.x, y: p.y }] });
  return async () => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  };
}

/** A finger dragged from `from` by (dx, dy) in a few steps, then lifted. */
async function drag(page: Page, from: { x: number; y: number }, dx: number, dy: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= 8; i++) {
    const p = { x: from.x + (dx * i) / 8, y: from.y + (dy * i) / 8 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Whether a point is well inside the battlefield's canvas (not under its edges). */
async function onBoard(page: Page, p: { x: number; y: number }): Promise<boolean> {
  const box = (await page.getByTestId('board').boundingBox())!;
  return p.x > box.x + 30 && p.x < box.x + box.width - 30 && p.y > box.y + 30 && p.y < box.y + box.height - 30;
}

test('a tap selects, a long press shows a unit card or a hex terrain and cost, its lift does nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await withoutAnimations(page);
  await quickGame(page, ['human', 'normal'], 'k7sgdzbh');
  const game = await humanToDecide(page);
  const actions = (await readSave(page)).actions.length;

  // A tap on the player's Sherman selects it.
  const sherman = Object.values(game.units).find((u) => u.team === 0 && u.at && unitName(game, u).includes('Sherman'))!;
  expect(sherman, 'the seed places a Sherman').toBeDefined();
  const at = await screenOf(page, sherman.at!);
  await page.touchscreen.tap(at.x, at.y);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(sherman.at!));

  // A long press on an enemy counter shows its card while held, and after the finger lifts.
  let enemy: { name: string; p: { x: number; y: number } } | null = null;
  for (const u of Object.values(game.units)) {
    if (u.team !== 1 || !u.at) continue;
    const p = await screenOf(page, u.at);
    if (await onBoard(page, p)) {
      enemy = { name: unitName(game, u), p };
      break;
    }
  }
  expect(enemy, 'an enemy unit on screen').not.toBeNull();
  const tooltip = page.getByTestId('unit-tooltip');
  await expect(tooltip).toBeHidden();
  let lift = await hold(page, enemy!.p);
  await expect(tooltip).toContainText(enemy!.name);
  await lift();
  await expect(tooltip).toContainText(enemy!.name);
  await shot(page, { path: `${SHOTS}/touch-1-long-press-unit.png` });
  // The lift was no tap: the Sherman is still the one selected, nothing was played.
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(sherman.at!));
  expect((await readSave(page)).actions).toHaveLength(actions);

  // A long press on an empty hex the Sherman could move to: its terrain and the move's cost.
  const occupied = new Set(Object.values(game.units).flatMap((u) => (u.at ? [hexLabel(u.at)] : [])));
  const offers = await page.evaluate(() => window.__aamBoard!.offers());
  let empty: { hex: Hex; p: { x: number; y: number } } | null = null;
  for (const label of offers) {
    const hex = parseHexLabel(label)!;
    if (occupied.has(label)) continue;
    const p = await screenOf(page, hex);
    if (await onBoard(page, p)) {
      empty = { hex, p };
      break;
    }
  }
  expect(empty, 'an empty hex the Sherman may move to, on screen').not.toBeNull();
  const tip = page.getByTestId('hover-tip');
  lift = await hold(page, empty!.p);
  const terrain = TERRAIN_NAMES[terrainAt(game.map, empty!.hex)!];
  await expect(tip).toContainText(`${hexLabel(empty!.hex)} ${terrain}`);
  await expect(tip).toContainText(/\d+ Speed, \d+ left/);
  // The card of the counters is gone: the finger is on another hex now.
  await expect(tooltip).toBeHidden();
  await lift();
  await expect(tip).toContainText(/\d+ Speed, \d+ left/);
  await shot(page, { path: `${SHOTS}/touch-2-long-press-hex.png` });
  // The lift did not move the Sherman there.
  expect((await readSave(page)).actions).toHaveLength(actions);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(sherman.at!));

  // The page leaves the map's gestures to the map, zooms nothing on a double tap, and selects no
  // control's text; the log's text can still be selected.
  const style = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((e) => {
        const s = getComputedStyle(e);
        return { touchAction: s.touchAction, userSelect: s.userSelect || s.webkitUserSelect };
      });
  expect((await style('html')).touchAction).toBe('manipulation');
  expect(await style('[data-testid="board"]')).toEqual({ touchAction: 'none', userSelect: 'none' });
  expect((await style('.phase-bar button')).userSelect).toBe('none');
  expect((await style('[data-testid="log"]')).userSelect).not.toBe('none');

  // A drag pans the map: the hex under the finger follows it.
  const before = await screenOf(page, empty!.hex);
  await drag(page, before, -60, 40);
  await expect
    .poll(async () => {
      const after = await screenOf(page, empty!.hex);
      return Math.round(after.x - before.x) < -30 && Math.round(after.y - before.y) > 20;
    })
    .toBe(true);
  expect((await readSave(page)).actions).toHaveLength(actions);

  // A double tap zooms no part of the page: not the side panel, not the map (which a pinch zooms).
  const scale = () => page.evaluate(() => window.visualViewport?.scale ?? 1);
  expect(await scale()).toBe(1);
  const log = (await page.getByTestId('log').boundingBox())!;
  for (const p of [{ x: log.x + log.width / 2, y: log.y + 10 }, await screenOf(page, empty!.hex)]) {
    await page.touchscreen.tap(p.x, p.y);
    await page.touchscreen.tap(p.x, p.y);
    // Chromium would zoom after the second tap's own short wait: the next frames settle it.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await scale()).toBe(1);
  }
});

test('the hand-off cover at tablet size: large, read across a table, a big button that a tap takes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await withoutAnimations(page);
  // A quick game between two people at this screen (the address's seed starts one).
  await page.goto('/?seed=touch-hand-off');
  const cover = page.getByTestId('hand-off');
  await expect(cover).toBeVisible();
  const title = cover.getByRole('heading');
  const go = cover.getByRole('button', { name: /^I am .*: continue$/ });
  // Big enough to read from across a table, and for a thumb.
  expect(await title.evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(40);
  expect((await go.boundingBox())!.height).toBeGreaterThanOrEqual(64);
  await shot(page, { path: `${SHOTS}/touch-3-hand-off-landscape.png` });
  await page.setViewportSize({ width: 768, height: 1024 });
  expect((await go.boundingBox())!.height).toBeGreaterThanOrEqual(64);
  await shot(page, { path: `${SHOTS}/touch-4-hand-off-portrait.png` });
  const box = (await go.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await expect(cover).toBeHidden();
});
