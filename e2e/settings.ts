// Settings for the end-to-end tests that play on the board without the hot-seat hand-off
// (it is on by default and would cover the board: e2e/setup.spec.ts tests it).
import type { Page } from '@playwright/test';

export const SETTINGS_KEY = 'aam-reloaded.settings.v1';

/** Before every page load: no hand-off screen, no dice or map animation (the counters stand where the game has them at once), dice that stay until closed (a test reads them at its own pace). */
export async function withoutHandOff(page: Page, settings: { fadeDice?: boolean } = {}): Promise<void> {
  await page.addInitScript(
    ([key, fadeDice]) => localStorage.setItem(key, JSON.stringify({ handOff: false, animateDice: false, animateMap: false, fadeDice })),
    [SETTINGS_KEY, settings.fadeDice ?? false] as const,
  );
}
