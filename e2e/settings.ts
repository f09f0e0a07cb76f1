// Settings for the end-to-end tests that play on the board without the hot-seat hand-off
// (it is on by default and would cover the board: e2e/setup.spec.ts tests it).
import type { Page } from '@playwright/test';

export const SETTINGS_KEY = 'aam-reloaded.settings.v1';

/** Before every page load: no hand-off screen, no dice animation. */
export async function withoutHandOff(page: Page): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ handOff: false, animateDice: false })), SETTINGS_KEY);
}
