// The battlefield at a glance and at rest (issue 13 points 9-11), on a 6-tile battlefield at
// 1366x768: an idle page requests no animation frame; screenshots of the counters go to
// e2e/screenshots/ for a person to look at.
import { expect, test } from '@playwright/test';
import { withoutHandOff } from './settings';

test.use({ viewport: { width: 1366, height: 768 } });

test.beforeEach(async ({ page }) => {
  await withoutHandOff(page);
  // Counts every requestAnimationFrame the page makes (Pixi's ticker would make 60 a second).
  await page.addInitScript(() => {
    const w = window as unknown as { __rafRequests: number };
    w.__rafRequests = 0;
    const original = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (cb) => {
      w.__rafRequests++;
      return original(cb);
    };
  });
});

const requests = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { __rafRequests: number }).__rafRequests);

test('an idle battlefield requests no animation frame (point 11)', async ({ page }) => {
  await page.goto('/?tiles=6&seed=idle');
  await expect(page.getByTestId('battlefield')).toHaveText('30 x 16 hexes');
  // Once the first drawing is done, a whole second passes with no frame requested.
  await expect
    .poll(async () => {
      const before = await requests(page);
      await page.waitForTimeout(1000);
      return (await requests(page)) - before;
    })
    .toBe(0);
  // A drag pans the map (frames are requested while it moves), and the page is idle again after.
  const box = (await page.getByTestId('board').boundingBox())!;
  const before = await requests(page);
  await page.mouse.move(box.x + 300, box.y + 300);
  await page.mouse.down();
  await page.mouse.move(box.x + 400, box.y + 350, { steps: 5 });
  await page.mouse.up();
  expect(await requests(page)).toBeGreaterThan(before);
  await expect
    .poll(async () => {
      const from = await requests(page);
      await page.waitForTimeout(1000);
      return (await requests(page)) - from;
    })
    .toBe(0);
});
