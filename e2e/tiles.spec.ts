// Bigger battlefields from the address (R1.7, R2.4): `?tiles=2|4|6`, `?tiles=6&tall=1`. Each
// opens with the sample forces in their deployment zones; screenshots of the whole field and of
// a seam go to e2e/screenshots/ for a person to look at.
import { expect, test } from './fixtures';
import { fromOffset, hexLabel, type Hex } from '../src/engine';
import { newQuickGame, type QuickField } from '../src/store/game/newGame';
import { withoutHandOff } from './settings';
import { screenOf } from './board';
import { shot } from './shots';

const FIELDS: { query: string; field: QuickField; size: string; name: string }[] = [
  { query: 'tiles=2', field: { tiles: 2 }, size: '10 x 16 hexes', name: '2' },
  { query: 'tiles=4', field: { tiles: 4 }, size: '20 x 16 hexes', name: '4' },
  { query: 'tiles=6', field: { tiles: 6 }, size: '30 x 16 hexes', name: '6' },
  { query: 'tiles=6&tall=1', field: { tiles: 6, tall: true }, size: '20 x 24 hexes', name: '6-tall' },
];

test.use({ viewport: { width: 1600, height: 1000 } });

test.beforeEach(async ({ page }) => withoutHandOff(page));

for (const { query, field, size, name } of FIELDS) {
  test(`?${query} opens a quick game on a battlefield of ${field.tiles} tiles`, async ({ page }) => {
    const seed = `tiles-${name}`;
    const r = newQuickGame(seed, field);
    if (!r.ok) throw new Error(r.error.map((e) => e.message).join('\n'));
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
    await shot(page, { path: `e2e/screenshots/tiles-${name}.png` });

    // Close-ups of the seams where the roads cross them: stacked tiles (the south port, E8 to
    // F9) and, on a wider field, tiles side by side (the east port of the lower left tile, J12).
    const { cols, rows } = start.map;
    const seams: [string, Hex][] = [['stacked', fromOffset(5, 8)]];
    if (cols > 10) seams.push(['side', fromOffset(10, 11)]);
    for (const [where, h] of seams) {
      await page.keyboard.press('f');
      const p = await screenOf(page, h);
      await page.mouse.move(p.x, p.y);
      for (let k = 0; k < 2; k++) await page.mouse.wheel(0, -300);
      await shot(page, { path: `e2e/screenshots/tiles-${name}-seam-${where}.png` });
    }

    await page.reload();
    await expect(page.getByTestId('battlefield')).toHaveText(size);
    expect(cols * rows).toBe(field.tiles * 80);
  });
}
