// Screenshots for a person to look at (e2e/screenshots/): no test compares them, and each costs
// about 0.3 s of CPU here (Chromium reading back its software-drawn canvas, the PNG written), some
// 240 of them a run. They are taken when E2E_SHOTS=1 is set (`E2E_SHOTS=1 npm run test:e2e`), not
// in every `npm test` (docs/development.md, "How long the end-to-end tests take"). The screenshots
// a test compares or the docs name are taken as before (firstPaint's, the tile editor's
// docs/screenshots/tile-editor.png).
import type { Locator, Page } from '@playwright/test';

type ShotOptions = NonNullable<Parameters<Page['screenshot']>[0]> & { path: string };

export async function shot(target: Page | Locator, options: ShotOptions): Promise<void> {
  if (process.env.E2E_SHOTS === '1') await target.screenshot(options);
}
