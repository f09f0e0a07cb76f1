// The battlefield as a test sees it: where a hex is on the screen (window.__aamBoard, set by the
// map view), and a click or a hover there, as a player's mouse would.
import type { Page } from '@playwright/test';
import type { Hex } from '../src/engine';

/** Client pixels of a hex's centre, once the board is drawn. */
export async function screenOf(page: Page, h: Hex): Promise<{ x: number; y: number }> {
  await page.waitForFunction(() => window.__aamBoard !== undefined);
  return page.evaluate(([q, r]) => window.__aamBoard!.hexToClient(q, r), [h.q, h.r] as const);
}

export async function clickHex(page: Page, h: Hex): Promise<void> {
  const p = await screenOf(page, h);
  await page.mouse.click(p.x, p.y);
}

export async function hoverHex(page: Page, h: Hex): Promise<void> {
  const p = await screenOf(page, h);
  await page.mouse.move(p.x, p.y);
}
