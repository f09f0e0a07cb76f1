// Bigger battlefields from the address (R1.7, R2.4): `?tiles=2|4|6`, `?tiles=6&tall=1`. Each
// opens with the sample forces in their deployment zones; screenshots of the whole field and of
// a seam go to e2e/screenshots/ for a person to look at.
import { expect, test, type Page } from '@playwright/test';
import { fromOffset, hexLabel, type Hex } from '../src/engine';
import { newQuickGame, type QuickField } from '../src/store/newGame';

const FIELDS: { query: string; field: QuickField; size: string; name: string }[] = [
  { query: 'tiles=2', field: { tiles: 2 }, size: '10 x 16 hexes', name: '2' },
  { query: 'tiles=4', field: { tiles: 4 }, size: '20 x 16 hexes', name: '4' },
  { query: 'tiles=6', field: { tiles: 6 }, size: '30 x 16 hexes', name: '6' },
  { query: 'tiles=6&tall=1', field: { tiles: 6, tall: true }, size: '20 x 24 hexes', name: '6-tall' },
];

test.use({ viewport: { width: 1600, height: 1000 } });

async function screenOf(page: Page, h: Hex) {
  await page.waitForFunction(() => window.__aamBoard !== undefined);
  return page.evaluate(([q, r]) => window.__aamBoard!.hexToClient(q, r), [h.q, h.r] as const);
}

for (const { query, field, size, name } of FIELDS) {
  test(`?${query} opens a quick game on a battlefield of ${field.tiles} tiles`, async ({ page }) => {
    const seed = `tiles-${name}`;
    const r = newQuickGame(seed, field);
    if (!r.ok) throw new Error(r.errors.join('\n'));
    const start = r.state;
    await page.goto(`/?${query}&seed=${seed}`);
    await expect(page.getByTestId('battlefield')).toHaveText(size);
    await expect(page.getByTestId('battlefield')).toHaveAttribute('title', start.map.name);
    await expect(page.getByTestId('turn')).toHaveText('Turn 1 of 5');
    await expect(page.getByTestId('active-team')).toHaveText(`${start.teams[start.active].name} to act`);
    // The parameters leave the address, so that a reload resumes this game.
    await expect(page).toHaveURL(/\/$/);

    // A unit of each team stands where the game placed it, inside its deployment zone.
    for (const team of [0, 1]) {
      const unit = Object.values(start.units).find((u) => u.team === team)!;
      const p = await screenOf(page, unit.at!);
      await page.mouse.click(p.x, p.y);
      await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(unit.at!));
    }
    await page.keyboard.press('Escape');
    await page.screenshot({ path: `e2e/screenshots/tiles-${name}.png` });

    // Close up on where four tiles meet (or two, on a single column), to see roads cross seams.
    const { cols, rows } = start.map;
    const corner = await screenOf(page, fromOffset(Math.min(cols - 1, 10), 8));
    await page.mouse.move(corner.x, corner.y);
    for (let k = 0; k < 2; k++) await page.mouse.wheel(0, -300);
    await page.screenshot({ path: `e2e/screenshots/tiles-${name}-seam.png` });

    await page.reload();
    await expect(page.getByTestId('battlefield')).toHaveText(size);
    expect(cols * rows).toBe(field.tiles * 80);
  });
}
