// npm run measure:render: how the battlefield draws in Chromium without a GPU (docs/development.md, "Drawing the battlefield"),
// measured and printed, never asserted. On a 6-tile battlefield at 1366x768:
// - idle: animation frames the page requests over 2 s with nothing changing (should be 0);
// - drag: frames drawn per second while the mouse pans the map for 2 s (page.mouse, as a player);
// - hover: a tank selected (its reach marks and their costs shown), the mouse moved from hex to hex
//   across the hexes it reaches, each move waited on until its frame is drawn: the page's
//   main-thread time per move (Chrome's TaskDuration: the store, React, the map and its render),
//   against the same moves kept inside one hex (nothing to redraw), and the PixiJS display objects
//   made and dropped per move (what the map redraws).
// It serves the built site (run `vite build` first; the npm script does) with `vite preview` on
// MEASURE_PORT (default 4307) and drives the same Chromium as the end-to-end tests.
// MEASURE_QUERY adds to the address, e.g. MEASURE_QUERY=renderer=canvas.
import { spawn } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { chooseChromium } from '../e2e/browser';
import { reachableHexes, budgetOf, type Hex } from '../src/engine';
import { newQuickGame } from '../src/store/game/newGame';

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

const HOVER_SEED = 'measure-render';
/** Hex-to-hex moves measured (after a few unmeasured ones). */
const HOVER_MOVES = 60;

/** Waits until the page has drawn the frame after what was just done (two frames: the map renders in the first). */
const frameDrawn = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

interface HoverFigures {
  /** Main-thread ms per move from hex to hex, and per move inside one hex. */
  perMove: number;
  sameHex: number;
  made: number;
  dropped: number;
  marks: number;
}

/** Every display object the map holds now (by identity): the difference between two calls is what was redrawn. */
function trackObjects(): void {
  const w = window as unknown as { __seen?: Set<unknown>; __aamBoard?: { displayObjects(): unknown[] } };
  w.__seen = new Set(w.__aamBoard!.displayObjects());
}
const objectChanges = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __seen: Set<unknown>; __aamBoard: { displayObjects(): unknown[] } };
    const now = new Set(w.__aamBoard.displayObjects());
    let made = 0;
    let dropped = 0;
    for (const o of now) if (!w.__seen.has(o)) made++;
    for (const o of w.__seen) if (!now.has(o)) dropped++;
    w.__seen = now;
    return { made, dropped };
  });

async function hover(page: Page): Promise<HoverFigures> {
  const r = newQuickGame(HOVER_SEED, { tiles: 6 });
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join('\n'));
  const start = r.state;
  await page.goto(`${base}/?tiles=6&seed=${HOVER_SEED}`);
  await page.waitForFunction(() => window.__aamBoard !== undefined);
  const at = (h: Hex) => page.evaluate(([q, r]) => window.__aamBoard!.hexToClient(q, r), [h.q, h.r] as const);
  // The active team's tank, selected: its reach lit, each hex with its cost.
  const tank = Object.values(start.units).find((u) => u.team === start.active && u.at && /sherman|panzer/i.test(u.models[0].def))!;
  const reach = reachableHexes(start, tank, budgetOf(start, tank)).map((x) => x.hex);
  const p = await at(tank.at!);
  await page.mouse.click(p.x, p.y);
  await frameDrawn(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'TaskDuration')!.value;
  };
  const targets = await Promise.all(reach.map(at));
  const moves = async (n: number, where: (i: number) => { x: number; y: number }) => {
    const t0 = await taskSeconds();
    for (let i = 0; i < n; i++) {
      await page.mouse.move(where(i).x, where(i).y);
      await frameDrawn(page);
    }
    return ((await taskSeconds()) - t0) * 1000 / n;
  };
  const hexToHex = (i: number) => targets[i % targets.length];
  await moves(5, hexToHex);
  await page.evaluate(trackObjects);
  let made = 0;
  let dropped = 0;
  for (let i = 0; i < HOVER_MOVES; i++) {
    const q = hexToHex(i + 5);
    await page.mouse.move(q.x, q.y);
    await frameDrawn(page);
    const c = await objectChanges(page);
    made += c.made;
    dropped += c.dropped;
  }
  // Timed apart from the count, which walks the whole stage.
  const perMove = await moves(HOVER_MOVES, (i) => hexToHex(i + 7));
  const last = hexToHex(HOVER_MOVES + 6);
  const sameHex = await moves(HOVER_MOVES, (i) => ({ x: last.x + (i % 2 ? 3 : -3), y: last.y + (i % 3) - 1 }));
  await cdp.detach();
  return { perMove, sameHex, made: made / HOVER_MOVES, dropped: dropped / HOVER_MOVES, marks: reach.length };
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
    for (let r = 0; r < runs; r++) {
      const h = await hover(page);
      console.log(
        `hover over ${h.marks} reach marks: ${h.perMove.toFixed(2)} ms of main thread per move from hex to hex (${h.sameHex.toFixed(2)} ms for a move inside one hex); ${h.made.toFixed(1)} display objects made and ${h.dropped.toFixed(1)} dropped per move`,
      );
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
