// Quick to open (docs/development.md, "Opening the page"): the map's first frame is painted with Canvas2D before PixiJS
// has loaded, and the PixiJS map takes over in the same place when it has. Every script the
// first screen does not name in its page (PixiJS's chunks among them) is held back here until
// the test releases it: the painted map shows the counters, takes a click (the unit is selected,
// not lost), and PixiJS then replaces it with the same camera.
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { hexLabel, parseHexLabel, type GameState, type Hex } from '../src/engine';
import { fitView, hexToScreen } from '../src/render/camera';
import { newSkirmish } from '../src/store/game/newGame';
import { withoutHandOff } from './settings';

const SEED = 'e2e-first-paint';
const SHOTS = 'e2e/screenshots';

// A browser context of its own (e2e/fixtures.ts): its scripts come from the network, to be held
// back, not from the cache of the worker's page, which has loaded them before.
test.use({ viewport: { width: 1366, height: 768 }, freshContext: true });

function start(): GameState {
  const r = newSkirmish(SEED);
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join('\n'));
  return r.state;
}

test('the painted first frame shows the counters and takes a click; PixiJS takes over in the same place', async ({
  page,
}) => {
  const game = start();
  await withoutHandOff(page);
  // The scripts the page itself names (its entry and module preloads) are the first screen's.
  const html = await (await page.request.get('/')).text();
  const firstScreen = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  expect(firstScreen.size).toBeGreaterThan(0);
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, (route) => {
    if (released || firstScreen.has(new URL(route.request().url()).pathname)) return route.continue();
    held.push(route);
    return undefined;
  });

  await page.goto(`/?seed=${SEED}`);
  const painted = page.getByTestId('board-first-paint');
  await expect(painted).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('aam:map-first-draw').length > 0);
  // PixiJS was asked for and is held: the map was drawn without it.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  expect(held.some((r) => /BoardView/.test(r.request().url()))).toBe(true);
  expect(await page.evaluate(() => window.__aamBoard)).toBeUndefined();
  await expect(page.getByTestId('board')).toHaveCount(0);

  // Where a hex is on the painted map: the camera PixiJS's map will use too.
  const box = (await painted.boundingBox())!;
  const { camera, quarterTurns } = fitView(game.map.cols, game.map.rows, { width: box.width, height: box.height });
  const onPainted = (h: Hex) => {
    const p = hexToScreen(camera, quarterTurns, h);
    return { x: box.x + p.x, y: box.y + p.y };
  };
  // The painted counters: team colours at the active team's units.
  const unit = Object.values(game.units).find((u) => u.team === game.active && u.at)!;
  await page.screenshot({ path: `${SHOTS}/first-paint-1-painted.png` });

  // A click on the painted map selects the unit there (R4.2: the active team's unit, ready).
  const at = onPainted(unit.at!);
  await page.mouse.click(at.x, at.y);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(unit.at!));
  await expect(page.getByTestId('unit-status')).toHaveText('Ready to activate');
  await page.screenshot({ path: `${SHOTS}/first-paint-2-clicked.png` });

  // The keyboard cursor works on the painted map: the right arrow takes it from the unit to a
  // hex further right on the screen.
  await page.keyboard.press('ArrowRight');
  const tip = page.getByTestId('hover-tip');
  await expect(tip).toBeVisible();
  const cursor = parseHexLabel((await tip.textContent())!.match(/^([A-Z]+\d+)/)![1])!;
  expect(hexLabel(cursor)).not.toBe(hexLabel(unit.at!));
  expect(onPainted(cursor).x).toBeGreaterThan(at.x + 10);
  const paintedPixels = await painted.screenshot();

  // PixiJS released: its map renders, the painted canvas goes, the hex is where it was.
  released = true;
  for (const r of held.splice(0)) await r.continue();
  await page.waitForFunction(() => window.__aamBoard !== undefined);
  await expect(page.getByTestId('board')).toBeVisible();
  await expect(painted).toHaveCount(0);
  await page.waitForFunction(() => performance.getEntriesByName('aam:map-ready').length > 0);
  const pixiAt = await page.evaluate(([q, r]) => window.__aamBoard!.hexToClient(q, r), [
    unit.at!.q,
    unit.at!.r,
  ] as const);
  expect(Math.abs(pixiAt.x - at.x)).toBeLessThan(0.5);
  expect(Math.abs(pixiAt.y - at.y)).toBeLessThan(0.5);
  // The selection made on the painted map is the PixiJS map's too.
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(unit.at!));
  await page.screenshot({ path: `${SHOTS}/first-paint-3-pixi.png` });
  const pixiPixels = await page.getByTestId('board').screenshot();
  // The two pictures are the same but for antialiasing and text rasterising: few pixels differ.
  const differing = await page.evaluate(
    async ([a, b]) => {
      const pixels = async (b64: string) => {
        const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const c = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = c.getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [p, q] = [await pixels(a), await pixels(b)];
      if (p.width !== q.width || p.height !== q.height) return 1;
      let off = 0;
      for (let i = 0; i < p.data.length; i += 4) {
        const d =
          Math.abs(p.data[i] - q.data[i]) +
          Math.abs(p.data[i + 1] - q.data[i + 1]) +
          Math.abs(p.data[i + 2] - q.data[i + 2]);
        if (d > 60) off++;
      }
      return off / (p.width * p.height);
    },
    [paintedPixels.toString('base64'), pixiPixels.toString('base64')] as const,
  );
  console.log(`first frame vs PixiJS map: ${(differing * 100).toFixed(2)} % of pixels differ`);
  expect(differing).toBeLessThan(0.03);
});
