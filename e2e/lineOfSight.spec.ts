// The line-of-sight tool through the page (docs/playing.md "How to play"), at 1366x768 and 1280x720: a
// unit and a hex with the key L and the mouse, two hexes with the button and taps, the keyboard
// cursor, and in a replay. The answers are the engine's (store/view/sightTool.ts over sightBetween, R6.3), and the
// tool gives no order. Screenshots of a clear and a blocked line go to e2e/screenshots/.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { distance, getBoard, hexLabel, parseHexLabel, type GameState, type Hex } from '../src/engine';
import { gameFileText } from '../src/store/files/gameFile';
import { sightReport } from '../src/store/view/sightTool';
import { clickHex, hoverHex, screenOf } from './board';
import { openInRow, placedGame, skirmishMap } from './position';
import { withoutHandOff } from './settings';
import { shot } from './shots';

const US = Array<string>(6).fill('m1-garand-rifle');
const DE = Array<string>(6).fill('mauser-kar-98k');

function position(): GameState {
  const map = skirmishMap();
  const low = openInRow(map, 9);
  return placedGame('e2e-sight', map, [
    { name: 'US Army', units: [{ id: 'scout', models: US, at: low[Math.floor(low.length / 2)] }] },
    { name: 'Wehrmacht', units: [{ id: 'far', models: DE, at: openInRow(map, 1)[1] }] },
  ]);
}

/** A hex at least 3 away that `from` sees, and one that Forest, City or Hill hides from it (R6.3). */
function targets(game: GameState, from: Hex): { clear: Hex; blocked: Hex } {
  const hexes = getBoard(game.map).hexAt.filter((h) => distance(from, h) >= 3 && distance(from, h) <= 6);
  const clear = hexes.find((h) => sightReport(game, from, h)!.clear)!;
  const blocked = hexes.find((h) => sightReport(game, from, h)!.blockers[0]?.kind === 'terrain')!;
  expect(clear && blocked, 'the skirmish battlefield has both near the scout').toBeTruthy();
  return { clear, blocked };
}

async function open(page: Page, game: GameState): Promise<void> {
  await withoutHandOff(page);
  await page.goto('/?seed=sight');
  await page
    .getByTestId('load-file')
    .setInputFiles({ name: 'sight.json', mimeType: 'application/json', buffer: Buffer.from(gameFileText(game, [])) });
  await expect(page.getByTestId('active-team')).toHaveText('US Army to act');
  // The file's notice sits where the tool answers: read, dismissed.
  await page.getByTestId('records-notice').getByRole('button', { name: 'Dismiss' }).click();
}

const answer = (page: Page) => page.getByTestId('sight-answer');

for (const size of [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
]) {
  test(`${size.width}x${size.height}: a clear and a blocked line, as the engine judges them (R6.3)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const game = position();
    const from = game.units.scout.at!;
    const { clear, blocked } = targets(game, from);
    await open(page, game);

    // A unit and a hex: select the scout, L, point at a hex.
    await clickHex(page, from);
    await page.keyboard.press('l');
    await expect(page.getByRole('button', { name: 'Line of sight' })).toHaveAttribute('aria-pressed', 'true');
    await expect(answer(page)).toHaveText(`From ${hexLabel(from)}: point at or click a second hex.`);
    await hoverHex(page, clear);
    await expect(answer(page)).toHaveText(sightReport(game, from, clear)!.text);
    await expect(answer(page)).toHaveAttribute('data-clear', 'true');
    await expect(answer(page)).toContainText(`${hexLabel(from)} sees ${hexLabel(clear)}: clear`);
    await shot(page, { path: `e2e/screenshots/sight-clear-${size.width}.png` });

    // A click pins the second hex: a blocked line, what blocks it named with its hex.
    await clickHex(page, blocked);
    const report = sightReport(game, from, blocked)!;
    await expect(answer(page)).toHaveText(report.text);
    await expect(answer(page)).toHaveAttribute('data-clear', 'false');
    await expect(answer(page)).toContainText(/does not see .*: blocked by (City|Forest|Hill) at [A-Z]+\d+/);
    await page.mouse.move(5, 5);
    await expect(answer(page)).toHaveText(report.text);
    await shot(page, { path: `e2e/screenshots/sight-blocked-${size.width}.png` });

    // The tool gave no order: the scout has not moved and it is still the US Army's to act.
    await page.keyboard.press('Escape');
    await expect(answer(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(page.getByTestId('active-team')).toHaveText('US Army to act');
  });
}

test.describe('on a touch screen as well', () => {
  test.use({ hasTouch: true });

  test('two hexes with the button and taps, the keyboard cursor, and in a replay', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const game = position();
    const from = game.units.scout.at!;
    const { clear, blocked } = targets(game, from);
    await open(page, game);

    // Any two hexes by touch: the button, then a tap on each.
    await page.getByRole('button', { name: 'Line of sight' }).tap();
    await expect(answer(page)).toHaveText('Line of sight: click a first hex (or a unit).');
    for (const h of [clear, blocked]) {
      const p = await screenOf(page, h);
      await page.touchscreen.tap(p.x, p.y);
    }
    await expect(answer(page)).toHaveText(sightReport(game, clear, blocked)!.text);
    await page.getByRole('button', { name: 'Line of sight' }).click();
    await expect(answer(page)).toHaveCount(0);

    // The keyboard: the scout selected (by clicking it), L, two steps with the cursor, Enter pins
    // the hex under the cursor (the skirmish battlefield is turned a quarter: whichever hex that is).
    await clickHex(page, from);
    await page.keyboard.press('l');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(answer(page)).toHaveText(new RegExp(`^${hexLabel(from)} (sees|does not see) [A-Z]+\\d+`));
    const named = parseHexLabel(/(sees|does not see) ([A-Z]+\d+)/.exec((await answer(page).textContent())!)![2])!;
    expect(distance(from, named)).toBe(2);
    await expect(answer(page)).toHaveText(sightReport(game, from, named)!.text);
    await page.keyboard.press('l');
    await expect(answer(page)).toHaveCount(0);

    // In a replay: the tool works on the position shown and gives no order.
    await page.getByRole('button', { name: 'Replay' }).click();
    await page.keyboard.press('l');
    await clickHex(page, from);
    await clickHex(page, blocked);
    await expect(answer(page)).toHaveText(sightReport(game, from, blocked)!.text);
    // The tool sits over the map, under the replay's bar, not over it (once the page has laid
    // out the bar: read until it holds, the map moving down as the bar comes).
    const top = async (l: ReturnType<Page['getByTestId']>) => (await l.boundingBox())!.y;
    await expect
      .poll(
        async () =>
          (await top(page.getByRole('button', { name: 'Line of sight' }))) - (await top(page.getByTestId('board'))),
      )
      .toBeGreaterThanOrEqual(0);
    await shot(page, { path: 'e2e/screenshots/sight-replay-1366.png' });
  });
});
