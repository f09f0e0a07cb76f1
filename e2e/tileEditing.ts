// Helpers for the tile editor's specs (docs/maps.md, "The tile editor"): where a hex or a hexside
// is on the editor's canvas (by the canvas's own geometry, render/tileCanvas.ts), the tile being
// made as the browser keeps it, and a valid tile made and saved, for a spec that goes on to play on it.
import { expect, type Page } from '@playwright/test';
import type { Dir, TileSpec } from '../src/engine';
import { tileFrame } from '../src/render/tileCanvas';
import { TILE_DRAFT_KEY } from '../src/store/maps/tileDraft';

export const tileCanvas = (page: Page) => page.getByLabel('Tile being edited', { exact: true });

/** The page point of hex (col, row)'s middle, or of its hexside `dir`. */
export async function hexPoint(page: Page, hex: [number, number], dir?: Dir): Promise<{ x: number; y: number }> {
  const box = (await tileCanvas(page).boundingBox())!;
  const p = tileFrame(box.width, box.height).screenOf(hex, dir);
  return { x: box.x + p.x, y: box.y + p.y };
}

export async function clickHex(page: Page, hex: [number, number], dir?: Dir): Promise<void> {
  const p = await hexPoint(page, hex, dir);
  await page.mouse.click(p.x, p.y);
}

/** Presses on the first hex and drags through the others, one stroke. */
export async function dragHexes(page: Page, hexes: [number, number][]): Promise<void> {
  const [first, ...rest] = hexes;
  const p = await hexPoint(page, first);
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  for (const h of rest) {
    const q = await hexPoint(page, h);
    await page.mouse.move(q.x, q.y, { steps: 4 });
  }
  await page.mouse.up();
}

/** The tile being made, as the browser keeps it (store/maps/tileDraft.ts). */
export async function draftTile(page: Page): Promise<TileSpec> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), TILE_DRAFT_KEY);
}

export async function pickTool(page: Page, name: string): Promise<void> {
  await page.getByRole('toolbar', { name: 'Tile tools' }).getByRole('button', { name, exact: true }).click();
}

/** Opens the editor, makes a new tile named `name` with a little forest and hill, and saves it. */
export async function makeValidTile(page: Page, name: string): Promise<void> {
  await page.goto('/#/maps');
  await page.getByRole('button', { name: 'New tile', exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await pickTool(page, 'Forest');
  await dragHexes(page, [
    [1, 1],
    [2, 1],
    [3, 1],
  ]);
  await pickTool(page, 'Hill');
  await clickHex(page, [7, 6]);
  await expect(page.getByTestId('tile-problems')).toContainText('No problems');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Kept “${name}”` })).toBeVisible();
}
