// The worker's shared page (e2e/fixtures.ts): two tests in a row on the same page, the first
// leaving behind every kind of state a test can leave, the second finding none of it.
import { SETTINGS_KEY, withoutAnimations, withoutHandOff } from './settings';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

let first: Page | undefined;
let heard = 0;

test.describe('one page for the worker, reset between tests', () => {
  test.describe.configure({ mode: 'serial' });

  test('a test leaves state behind', async ({ page, context }) => {
    first = page;
    await withoutHandOff(page);
    await withoutAnimations(context);
    await page.route('**/favicon.svg', (route) => route.fulfill({ body: 'routed', contentType: 'text/plain' }));
    page.on('console', () => heard++);
    await page.setViewportSize({ width: 800, height: 600 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await context.newPage();
    await page.goto('/favicon.svg');
    await page.evaluate(() => {
      sessionStorage.setItem('left', 'behind');
      localStorage.setItem('left', 'behind');
      console.log('heard');
    });
    await expect.poll(() => heard).toBe(1);
    expect(await page.evaluate((key) => localStorage.getItem(key), SETTINGS_KEY)).not.toBeNull();
    expect(await page.evaluate(() => document.body.textContent)).toBe('routed');
  });

  test('the next test on the same page finds none of it', async ({ page, context }) => {
    expect(page).toBe(first);
    expect(context.pages()).toEqual([page]);
    expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
    const response = await page.goto('/favicon.svg');
    expect(await response?.text()).toContain('<svg');
    expect(
      await page.evaluate(() => ({
        local: localStorage.length,
        session: sessionStorage.length,
        reduced: matchMedia('(prefers-reduced-motion: reduce)').matches,
      })),
    ).toEqual({ local: 0, session: 0, reduced: false });
    await page.evaluate(() => console.log('not heard'));
    await page.goto('/favicon.svg');
    expect(heard).toBe(1);
  });
});

let touchPage: Page | undefined;

test.describe('a touch screen', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ hasTouch: true, viewport: { width: 800, height: 600 } });

  test('gets a touch page of the worker, not the mouse one', async ({ page }) => {
    touchPage = page;
    expect(page).not.toBe(first);
    expect(page.context().pages()).toEqual([page]);
    await page.goto('/favicon.svg');
    expect(await page.evaluate(() => navigator.maxTouchPoints)).toBeGreaterThan(0);
    await page.evaluate(() => localStorage.setItem('left', 'behind'));
  });

  test('the next touch test has the same page, reset, at the size it asks for', async ({ page }) => {
    expect(page).toBe(touchPage);
    expect(page.viewportSize()).toEqual({ width: 800, height: 600 });
    await page.goto('/favicon.svg');
    expect(await page.evaluate(() => ({ touch: navigator.maxTouchPoints > 0, local: localStorage.length }))).toEqual({
      touch: true,
      local: 0,
    });
  });
});
