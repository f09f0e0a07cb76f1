// Ease of use (docs/playing.md, "How to play"): a unit activated with the keyboard alone, the help overlay with its
// keys, legend and rules, and touch: tap to select, drag to pan, pinch to zoom.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newSkirmish } from '../src/store/game/newGame';
import { SETTINGS_KEY, withoutHandOff } from './settings';
import { budgetOf, hexLabel, parseHexLabel, reachableHexes, type GameState } from '../src/engine';
import { screenOf } from './board';
import { shot } from './shots';

const SEED = 'e2e-controls';

function start(): GameState {
  const r = newSkirmish(SEED);
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join('\n'));
  return r.state;
}

async function openGame(page: Page) {
  await withoutHandOff(page);
  await page.goto(`/?seed=${SEED}`);
  await expect(page.getByTestId('board')).toBeVisible();
  await page.waitForFunction(() => window.__aamBoard !== undefined);
}

test('a unit is activated, moved and its activation ended with the keyboard alone', async ({ page }) => {
  const game = start();
  await openGame(page);
  const first = game.teams[game.active].name;
  await expect(page.getByTestId('active-team')).toContainText(first);

  // N picks a unit that may act; its card opens.
  await page.keyboard.press('n');
  await expect(page.getByTestId('unit-status')).toHaveText('Ready to activate');
  const from = await page.getByTestId('unit-position').textContent();

  // The arrows walk a hex cursor from the unit to a lit hex one step away, as a player would,
  // reading under the map where the cursor is; Enter moves there.
  const unit = Object.values(game.units).find((u) => u.at && hexLabel(u.at) === from)!;
  const target = reachableHexes(game, unit, budgetOf(game, unit)).find(
    (r) => r.path.length === 1 && r.rolls.length === 0,
  )!.hex;
  const tip = page.getByTestId('hover-tip');
  await page.keyboard.press('ArrowUp');
  for (let step = 0; step < 12; step++) {
    const label = (await tip.textContent())!.match(/^([A-Z]+\d+)/)![1];
    if (label === hexLabel(target)) break;
    const here = await screenOf(page, parseHexLabel(label)!);
    const there = await screenOf(page, target);
    const [dx, dy] = [there.x - here.x, there.y - here.y];
    await page.keyboard.press(
      Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : dy > 0 ? 'ArrowDown' : 'ArrowUp',
    );
  }
  await expect(tip).toContainText(`To ${hexLabel(target)}: 1 Speed`);
  await shot(page, { path: 'e2e/screenshots/keyboard-cursor.png' });

  await page.keyboard.press('Enter');
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(target));
  await expect(page.getByTestId('log')).toContainText(`to ${hexLabel(target)}`);

  await page.keyboard.press('e');
  await expect(page.getByTestId('active-team')).toContainText(game.teams[1 - game.active].name);
});

test('the help overlay lists the keys, explains every map feature and the rules, and closes with Escape', async ({
  page,
}) => {
  await openGame(page);
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('row', { name: /End activation/ })).toBeVisible();
  await help.getByRole('tab', { name: 'Map legend' }).click();
  for (const feature of [
    'Forest',
    'Hill',
    'City',
    'Marsh',
    'Water',
    'Road',
    'River',
    'Bridge',
    'Hedge',
    'Cliff',
    'Roll needed',
    'Out of reach',
  ]) {
    await expect(help.getByText(feature, { exact: true }).first()).toBeVisible();
  }
  await shot(page, { path: 'e2e/screenshots/help-legend.png' });
  await help.getByRole('tab', { name: 'Rules' }).click();
  await expect(help.getByText(/R5\.7\s+Defensive Fire/)).toBeVisible();
  await help.getByRole('tab', { name: 'Abilities' }).click();
  await expect(help.getByText(/Superior Armor/).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

// The hot-seat hand-off cover with the keyboard alone (found by an accessibility audit): Enter on
// its focused "Don't show these screens" button took the seat instead of pressing the button, and
// Tab left the modal cover for the hidden board's links and buttons.
test.describe('the hand-off cover, keyboard only', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(
      (key) => localStorage.setItem(key, JSON.stringify({ animateDice: false, animateMap: false })),
      SETTINGS_KEY,
    );
    await page.goto(`/?seed=${SEED}`);
    await expect(page.getByTestId('hand-off')).toBeVisible();
  });

  test('Tab and Shift+Tab stay among its buttons, never reaching the hidden board', async ({ page }) => {
    const cover = page.getByTestId('hand-off');
    const go = cover.getByRole('button', { name: /continue/ });
    const off = cover.getByRole('button', { name: "Don't show these screens (Settings)" });
    await expect(go).toBeFocused();
    for (const [key, button] of [
      ['Tab', off],
      ['Tab', go],
      ['Tab', off],
      ['Shift+Tab', go],
      ['Shift+Tab', off],
    ] as const) {
      await page.keyboard.press(key);
      await expect(button).toBeFocused();
    }
    await expect(cover).toBeVisible();
  });

  test('Enter on "Don\'t show these screens" presses it (the hand-off is turned off)', async ({ page }) => {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: "Don't show these screens (Settings)" })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('hand-off')).toBeHidden();
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').handOff, SETTINGS_KEY)).toBe(
      'off',
    );
  });

  test('Enter on the focused continue button takes the seat, and the setting stays', async ({ page }) => {
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('hand-off')).toBeHidden();
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').handOff, SETTINGS_KEY)).not.toBe(
      'off',
    );
  });
});

test.describe('touch', () => {
  test.use({ hasTouch: true });

  test('tap selects a unit, one finger pans, two fingers pinch to zoom', async ({ page }) => {
    const game = start();
    await openGame(page);
    const unit = Object.values(game.units).find((u) => u.team === game.active && u.at)!;
    const p = await screenOf(page, unit.at!);
    await page.touchscreen.tap(p.x, p.y);
    await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(unit.at!));

    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((q, id) => ({ x: q.x, y: q.y, id })) });

    // One finger drags the map 80 pixels left: every hex follows it.
    const box = (await page.getByTestId('board').boundingBox())!;
    const mid = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const before = await screenOf(page, unit.at!);
    await touch('touchStart', [mid]);
    for (let i = 1; i <= 8; i++) await touch('touchMove', [{ x: mid.x - 10 * i, y: mid.y }]);
    await touch('touchEnd', []);
    const after = await screenOf(page, unit.at!);
    expect(after.x).toBeCloseTo(before.x - 80, 0);
    expect(after.y).toBeCloseTo(before.y, 0);
    // A drag is not a tap: the selection stays.
    await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(unit.at!));

    // Two fingers spread apart: the map zooms in (hexes further apart on screen).
    const other = Object.values(game.units).find((u) => u.at && u.id !== unit.id)!;
    const span = async () => {
      const [a, b] = [await screenOf(page, unit.at!), await screenOf(page, other.at!)];
      return Math.hypot(a.x - b.x, a.y - b.y);
    };
    const spanBefore = await span();
    await touch('touchStart', [
      { x: mid.x - 40, y: mid.y },
      { x: mid.x + 40, y: mid.y },
    ]);
    for (let i = 1; i <= 6; i++)
      await touch('touchMove', [
        { x: mid.x - 40 - 10 * i, y: mid.y },
        { x: mid.x + 40 + 10 * i, y: mid.y },
      ]);
    await touch('touchEnd', []);
    const ratio = (await span()) / spanBefore;
    expect(ratio).toBeGreaterThan(1.5);
    await shot(page, { path: 'e2e/screenshots/touch-pinched.png' });
  });
});

test('the dice tray lets clicks through to the map, rolling or settled, and its close button still works', async ({
  page,
}) => {
  await openGame(page);
  const tray = page.getByTestId('dice-tray');
  await expect(tray).toBeVisible();
  const box = (await tray.boundingBox())!;
  // What a click in the middle of the tray reaches: the battlefield's canvas under it, also
  // while the dice roll (a quick click on a hex under the tray is never swallowed).
  const hitAt = (rolling: boolean) =>
    tray.evaluate(
      (el, [x, y, r]) => {
        el.classList.toggle('rolling', r);
        return document.elementFromPoint(x, y)?.getAttribute('data-testid') ?? null;
      },
      [box.x + box.width / 2, box.y + box.height / 2, rolling] as const,
    );
  expect(await hitAt(true)).toBe('board');
  expect(await hitAt(false)).toBe('board');
  await tray.getByRole('button', { name: 'Hide the dice' }).click();
  await expect(tray).toBeHidden();
});
