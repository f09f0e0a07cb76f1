// The first battle (docs/playing.md, "How to play") through the page at 1366x768: the first battle is opened from the start screen
// (the New game dialog) and played to the end by clicking what each hint points at: a hex of the
// map (the renderer's pointer, checked at the hex the step names) or a button or panel (the
// outline, checked around that element). Each hint's text is checked, and each step is
// photographed into e2e/screenshots/tutorial-<n>-<step>.png for review.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { parseHexLabel } from '../src/engine';
import { FIRST_BATTLE } from '../src/data/tutorial/firstBattle';
import { clickHex } from './board';
import { withoutHandOff } from './settings';
import { shot } from './shots';

test.use({ viewport: { width: 1366, height: 768 } });

const card = (page: Page) => page.getByTestId('tutorial');

/** The card shows step `id` with its text, and points where the lesson says: then a screenshot. */
async function atStep(page: Page, id: string): Promise<void> {
  const index = FIRST_BATTLE.steps.findIndex((s) => s.id === id);
  const step = FIRST_BATTLE.steps[index];
  await expect(card(page)).toHaveAttribute('data-step', id);
  await expect(page.getByTestId('tutorial-title')).toHaveText(step.title);
  await expect(page.getByTestId('tutorial-text')).toHaveText(step.text);
  if (step.point.hex) {
    await expect
      .poll(() => page.evaluate(() => window.__aamBoard?.pointer() ?? null))
      .toEqual(parseHexLabel(step.point.hex));
  } else await expect.poll(() => page.evaluate(() => window.__aamBoard?.pointer() ?? null)).toBeNull();
  if (step.point.element) {
    const target = page.locator(step.point.element).first();
    await expect(target).toBeVisible();
    const outline = page.getByTestId('tutorial-outline');
    await expect(outline).toBeVisible();
    // The outline frames the element (4 px around it).
    await expect
      .poll(async () => {
        const [a, b] = [await target.boundingBox(), await outline.boundingBox()];
        return (
          !!a && !!b && b.x <= a.x && b.y <= a.y && b.x + b.width >= a.x + a.width && b.y + b.height >= a.y + a.height
        );
      })
      .toBe(true);
  }
  await shot(page, { path: `e2e/screenshots/tutorial-${String(index + 1).padStart(2, '0')}-${id}.png` });
}

async function clickStepHex(page: Page, id: string): Promise<void> {
  const label = FIRST_BATTLE.steps.find((s) => s.id === id)!.point.hex!;
  await clickHex(page, parseHexLabel(label)!);
}

test('the first battle, from the New game dialog to the score, by clicking what each hint points at', async ({
  page,
}) => {
  await withoutHandOff(page);
  await page.goto('/#/battle');
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByTestId('start-tutorial').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('battlefield')).toHaveText('10 x 16 hexes');

  await atStep(page, 'activate');
  await clickStepHex(page, 'activate');
  await atStep(page, 'move');
  await clickStepHex(page, 'move');
  // The scripted enemy steps past the Sherman: Defensive Fire is offered to the player, with its odds (R5.7).
  await atStep(page, 'defensive-fire');
  await expect(page.locator('[data-tutorial="df-to"]').getByTestId('df-odds')).toContainText('Short range');
  await page.locator('[data-tutorial="df-to"]').click();
  await atStep(page, 'select-sherman');
  await expect(page.getByRole('region', { name: 'Game log' })).toContainText('5 remain: Mauser Kar 98k lost (R6.6)');
  await clickStepHex(page, 'select-sherman');
  await atStep(page, 'stay');
  await page.locator('[data-tutorial="order-hold"]').click();
  await atStep(page, 'assault');
  await expect(page.getByTestId('phase')).toHaveText('Assault Phase');
  await page.locator('[data-tutorial="order-attack"]').click();
  await atStep(page, 'aim');
  await clickStepHex(page, 'aim');
  await atStep(page, 'roll');
  await expect(page.locator('.attack-panel')).toContainText('%');
  await page.getByTestId('roll').click();
  await atStep(page, 'score-preview');
  await expect(page.getByTestId('score-0')).toContainText('3');
  await clickStepHex(page, 'score-preview');
  await atStep(page, 'hold-marker');
  await page.locator('[data-tutorial="order-hold"]').click();
  // The turn ends, the markers score (R7.1) and the one-turn game is over (R7.3): the last step
  // shows in the end screen, whose table it points at.
  await expect(page.getByTestId('end-winner')).toHaveText('US Army wins, 3 to 1');
  await expect(page.getByTestId('tutorial-end')).toContainText(FIRST_BATTLE.steps[FIRST_BATTLE.steps.length - 1].text);
  await shot(page, { path: 'e2e/screenshots/tutorial-12-end-screen.png' });
  await page.getByTestId('tutorial-end').getByRole('button', { name: 'Finish the lesson' }).click();
  await expect(card(page)).toBeHidden();
  await expect(page.getByTestId('tutorial-end')).toBeHidden();
});

test('the lesson goes on after a reload, can be skipped at any step, and is reachable from the help and the foot of the map', async ({
  page,
}) => {
  await withoutHandOff(page);
  await page.goto('/#/battle');
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('dialog', { name: 'Help' }).getByTestId('start-tutorial').click();
  await atStep(page, 'activate');
  await clickStepHex(page, 'activate');
  await clickStepHex(page, 'move');
  await expect(card(page)).toHaveAttribute('data-step', 'defensive-fire');
  // The autosaved lesson's game is taken up again at its step.
  await page.reload();
  await expect(card(page)).toHaveAttribute('data-step', 'defensive-fire');
  await page.getByTestId('tutorial-skip').click();
  await expect(card(page)).toBeHidden();
  expect(await page.evaluate(() => window.__aamBoard?.pointer() ?? null)).toBeNull();
  // The game stays, to play on; the lesson opens again from the line under the map.
  await expect(page.getByTestId('battlefield')).toHaveText('10 x 16 hexes');
  await page.locator('.map-help').getByTestId('start-tutorial').click();
  await atStep(page, 'activate');
});
