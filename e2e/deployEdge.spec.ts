// R2.2: the new game dialog says where each player deploys as the map will show it,
// also when it is opened from the army builder, where no map is on the page to measure: the
// battle's map is narrower than the window (the side panel), so in a 1200 x 1000 window a 2-tile
// battlefield is not turned and blue deploys at the bottom, where the window alone said "left".
import { expect, test } from './fixtures';
import { fromOffset } from '../src/engine';
import { screenOf } from './board';
import { withoutAnimations } from './settings';

for (const viewport of [
  { width: 1200, height: 1000 },
  { width: 1366, height: 768 },
]) {
  test(`${viewport.width}x${viewport.height}: from the builder, the dialog names the edge blue's zone is drawn at (R2.2)`, async ({
    page,
  }) => {
    await withoutAnimations(page);
    await page.setViewportSize(viewport);
    await page.goto('/#/builder');
    await page.getByRole('button', { name: 'Start battle…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a battle' });
    await dialog.getByLabel(/Player 1/).selectOption({ label: 'US Army' });
    await dialog.getByLabel(/Player 2/).selectOption({ label: 'Wehrmacht' });
    await dialog.getByLabel('Battlefield').selectOption('2');
    await dialog.getByLabel(/Quick game \(already placed\)/).check();
    const label = (await dialog
      .getByLabel(/Player 1/)
      .evaluate((e) => document.querySelector(`label[for="${e.id}"]`)!.textContent))!;
    const edge = label.match(/deploys at the (\w+) edge/)![1];
    await dialog.getByRole('button', { name: 'Start the battle' }).click();
    await expect(dialog).toBeHidden();
    // A 2-tile battlefield is 10 x 16: blue (team 0) deploys on rows 12-15, red on rows 0-3.
    const [blue, red] = [await screenOf(page, fromOffset(5, 14)), await screenOf(page, fromOffset(5, 1))];
    const where = {
      left: blue.x < red.x - 100,
      right: blue.x > red.x + 100,
      bottom: blue.y > red.y + 100,
      top: blue.y < red.y - 100,
    } as Record<string, boolean>;
    expect(where[edge], `said "${label}"; blue ${JSON.stringify(blue)}, red ${JSON.stringify(red)}`).toBe(true);
  });
}
