// npm run measure:render: how the battlefield draws in Chromium without a GPU (docs/development.md, "Drawing the battlefield"),
// measured and printed, never asserted. On a 6-tile battlefield at 1366x768:
// - idle: animation frames the page requests over 2 s with nothing changing (should be 0);
// - drag: frames drawn per second while the mouse pans the map for 2 s (page.mouse, as a player).
// It serves the built site (run `vite build` first; the npm script does) with `vite preview` on
// MEASURE_PORT (default 4307) and drives the same Chromium as the end-to-end tests.
// MEASURE_QUERY adds to the address, e.g. MEASURE_QUERY=renderer=canvas.
import { spawn } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { chooseChromium } from '../e2e/browser';

const port = Number(process.env.MEASURE_PORT ?? process.env.E2E_PORT ?? 4307);
const base = `http://127.0.0.1:${port}`;
const SETTINGS_KEY = 'aam-reloaded.settings.v1';

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(base)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not answer on ${base}`);
}

/** Counts requestAnimationFrame calls, and the distinct frames whose callbacks ran. */
function countFrames(): void {
  const w = window as unknown as { __raf: { requested: number; frames: number; last: number } };
  w.__raf = { requested: 0, frames: 0, last: -1 };
  const original = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => {
    w.__raf.requested++;
    return original((t) => {
      if (t !== w.__raf.last) {
        w.__raf.last = t;
        w.__raf.frames++;
      }
      cb(t);
    });
  };
}

const counts = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { __raf: { requested: number; frames: number } }).__raf }));

async function measure(page: Page, query: string): Promise<{ renderer: string; idle: number; fps: number }> {
  await page.goto(`${base}/?tiles=6&seed=measure-render${query ? `&${query}` : ''}`);
  await page.waitForFunction(() => window.__aamBoard !== undefined);
  await page.waitForTimeout(1500);
  const renderer = await page.evaluate(() => window.__aamBoard?.renderer ?? '?');

  const before = await counts(page);
  await page.waitForTimeout(2000);
  const idle = (await counts(page)).requested - before.requested;

  const box = (await page.getByTestId('board').boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx + 10, cy, { steps: 2 });
  const start = await counts(page);
  const t0 = Date.now();
  let i = 0;
  while (Date.now() - t0 < 2000) {
    i++;
    await page.mouse.move(cx + 120 * Math.cos(i / 15), cy + 80 * Math.sin(i / 15));
  }
  const end = await counts(page);
  const seconds = (Date.now() - t0) / 1000;
  await page.mouse.up();
  return { renderer, idle, fps: (end.frames - start.frames) / seconds };
}

async function main(): Promise<void> {
  const server = spawn('node_modules/.bin/vite', ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    stdio: 'ignore',
  });
  try {
    await waitForServer();
    const browser = await chromium.launch({
      executablePath: chooseChromium().executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    });
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ handOff: false, animateDice: false })), SETTINGS_KEY);
    await page.addInitScript(countFrames);
    const queries = process.env.MEASURE_QUERY !== undefined ? [process.env.MEASURE_QUERY] : [''];
    const runs = Number(process.env.MEASURE_RUNS ?? 2);
    console.log('6-tile battlefield, 1366x768, Chromium without a GPU');
    for (const q of queries) {
      for (let r = 0; r < runs; r++) {
        const m = await measure(page, q);
        console.log(
          `${q || '(default)'} renderer ${m.renderer}: idle ${m.idle} frames requested in 2 s; dragging ${m.fps.toFixed(1)} frames/s`,
        );
      }
    }
    await browser.close();
  } finally {
    server.kill();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
