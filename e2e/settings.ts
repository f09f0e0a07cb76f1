// Settings for the end-to-end tests that play on the board without the hot-seat hand-off
// (it is on by default and would cover the board: e2e/setup.spec.ts tests it), or without the
// animations where a spec is not about them (e2e/counters.spec.ts is): an animated move or roll
// costs the page frames of software WebGL (no GPU here) that the other specs only wait through.
import type { Browser, BrowserContext, Page } from '@playwright/test';

export const SETTINGS_KEY = 'aam-reloaded.settings.v1';

/** Before every page load: no hand-off screen, no dice or map animation (the counters stand where the game has them at once), dice that stay until closed (a test reads them at its own pace). */
export async function withoutHandOff(page: Page, settings: { fadeDice?: boolean } = {}): Promise<void> {
  await page.addInitScript(
    ([key, fadeDice]) =>
      localStorage.setItem(key, JSON.stringify({ handOff: false, animateDice: false, animateMap: false, fadeDice })),
    [SETTINGS_KEY, settings.fadeDice ?? false] as const,
  );
}

/**
 * Before every page load of a page or of a browser context's pages: no dice or map animation, every
 * other setting as the player left it (the hand-off as a new player has it, a change made in the
 * page kept over a reload).
 */
export async function withoutAnimations(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((key) => {
    const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...saved, animateDice: false, animateMap: false }));
  }, SETTINGS_KEY);
}

/**
 * Closes the browser contexts a test opened itself (`browser.newContext()`), for `test.afterEach`:
 * Playwright closes only its fixtures' contexts, so an online test's pages would otherwise stay
 * open, connected to the shared game server and drawing, through every later test of the worker.
 */
export async function closeContexts({ browser }: { browser: Browser }): Promise<void> {
  await Promise.all(browser.contexts().map((c) => (kept.has(c) ? undefined : c.close())));
}

/** The worker's shared context (e2e/fixtures.ts), which `closeContexts` leaves open. */
const kept = new WeakSet<BrowserContext>();

export function keepOpen(context: BrowserContext): void {
  kept.add(context);
}

/**
 * Makes the page's next load a first visit to the site without a new browser context: from a static
 * file of the site (no script of the game runs there), clears what the game keeps (localStorage,
 * and sessionStorage, where a tab notes its game). A fresh context costs a renderer process and a
 * page load with nothing cached (about 1.3 s of CPU more per load here, docs/development.md "How
 * long the end-to-end tests take").
 */
export async function asFirstVisit(page: Page): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}
