// npm run measure:render: how the battlefield draws in Chromium without a GPU (docs/development.md, "Drawing the battlefield"),
// measured and printed, never asserted. On a 6-tile battlefield at 1366x768:
// - idle: animation frames the page requests over 2 s with nothing changing (should be 0);
// - drag: frames drawn per second while the mouse pans the map for 2 s (page.mouse, as a player);
// - hover: a tank selected (its reach marks and their costs shown), the mouse moved from hex to hex
//   across the hexes it reaches, each move waited on until its frame is drawn: the page's
//   main-thread CPU time per move (a trace's thread times, less what the measuring costs with no
//   move), and the part of it that is the page's own code (pointer listeners and the store, React
//   and map code they run, frame callbacks with PixiJS's render, React's scheduled work); the rest
//   is the browser's (style, layout, paint, the canvases' raster, the commit). The same as wall
//   time (Chrome's TaskDuration, which a loaded machine swells), against the same moves kept inside
//   one hex (nothing to redraw), and the PixiJS display objects made and dropped per move.
// It serves the built site (run `vite build` first; the npm script does) with `vite preview` on
// MEASURE_PORT (default 4307) and drives the same Chromium as the end-to-end tests.
// MEASURE_QUERY adds to the address, e.g. MEASURE_QUERY=renderer=canvas.
// MEASURE_PROFILE=1 also takes a CPU profile of the hex-to-hex moves (Chrome's Profiler) and prints
// where their main-thread time went, by function, and a trace's breakdown of the browser's own work
// (for readable names, `vite build --minify false` then `node .cli/measureRender/measureRender.js`);
// MEASURE_PROFILE_OUT=file also writes that profile there (Chrome's JSON, for a call tree).
// MEASURE_MOVES=n measures n moves of each kind (60 unless told); MEASURE_RUNS=n runs it all n times (2).
// MEASURE_CSS='rules' adds a style sheet to the hover's page (to see what an element costs, e.g.
// MEASURE_CSS='.hover-tip { display: none }').
// MEASURE_SHOTS=dir saves screenshots of a few hovers with the tank selected (dir/hover-N.png), to
// compare two builds.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../e2e/browser';
import { CHROMIUM_ARGS } from '../e2e/chromiumFlags';
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

/**
 * Adds up, in the page, the main-thread time of the page's own code: the pointer's event listeners
 * (and the microtasks run right after them: the store's subscribers, React's render and commit),
 * every animation frame's callbacks (the map's PixiJS render: the drawing calls, not the
 * browser's raster of them, which comes later in its commit), and the tasks React schedules
 * through a MessageChannel (its effects). What is left of Chrome's TaskDuration is the browser's
 * own work: style, layout, paint, the canvas's raster and the commit to the compositor.
 */
function timeOwnCode(): void {
  const w = window as unknown as { __own: { ms: number } };
  w.__own = { ms: 0 };
  let started = -1;
  for (const type of ['pointermove', 'pointerdown', 'pointerup', 'pointerleave'] as const) {
    window.addEventListener(type, () => void (started = performance.now()), { capture: true });
    window.addEventListener(type, () => {
      if (started >= 0) w.__own.ms += performance.now() - started;
      started = -1;
    });
  }
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) =>
    raf((t) => {
      const t0 = performance.now();
      cb(t);
      w.__own.ms += performance.now() - t0;
    });
  const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!;
  Object.defineProperty(MessagePort.prototype, 'onmessage', {
    ...onmessage,
    set(fn: ((e: MessageEvent) => void) | null) {
      onmessage.set!.call(
        this,
        fn &&
          function (this: MessagePort, e: MessageEvent) {
            const t0 = performance.now();
            fn.call(this, e);
            w.__own.ms += performance.now() - t0;
          },
      );
    },
  });
}

const ownMs = (page: Page) => page.evaluate(() => (window as unknown as { __own: { ms: number } }).__own.ms);

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
/** Hex-to-hex moves measured (after a few unmeasured ones): MEASURE_MOVES, 60 unless told (more for steadier figures on a loaded machine). */
const HOVER_MOVES = Number(process.env.MEASURE_MOVES ?? 60);

/** Waits until the page has drawn the frame after what was just done (two frames: the map renders in the first). */
const frameDrawn = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

interface HoverFigures {
  /** Main-thread ms per move from hex to hex, and per move inside one hex: all of it, and the page's own code's part (wall time). */
  perMove: { all: number; own: number };
  sameHex: { all: number; own: number };
  /** The same as CPU time of the main thread (a trace's thread times), per move, less what the measuring costs with no move. */
  cpuPerMove: { all: number; own: number; kinds: string; browserKinds: string };
  cpuSameHex: { all: number; own: number; kinds: string; browserKinds: string };
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
  // A constructed style sheet: the page's Content Security Policy refuses a <style> added to it.
  if (process.env.MEASURE_CSS)
    await page.evaluate((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, process.env.MEASURE_CSS);
  const at = (h: Hex) => page.evaluate(([q, r]) => window.__aamBoard!.hexToClient(q, r), [h.q, h.r] as const);
  // The active team's tank, selected: its reach lit, each hex with its cost.
  const tank = Object.values(start.units).find(
    (u) => u.team === start.active && u.at && /sherman|panzer/i.test(u.models[0].def),
  )!;
  const reach = reachableHexes(start, tank, budgetOf(start, tank)).map((x) => x.hex);
  const p = await at(tank.at!);
  await page.mouse.click(p.x, p.y);
  await frameDrawn(page);
  const shots = process.env.MEASURE_SHOTS;
  if (shots) {
    // The hovers as a player sees them, to compare two builds by eye (or pixel by pixel): the tank's
    // own hex (its tooltip, the selection under the outline) and hexes across its reach (the route, its rolls).
    const where = [tank.at!, ...reach.filter((_, i) => i % 5 === 0)];
    for (const [i, h] of where.entries()) {
      const q = await at(h);
      await page.mouse.move(q.x, q.y);
      await frameDrawn(page);
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${shots}/hover-${i}.png` });
    }
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'TaskDuration')!.value;
  };
  const targets = await Promise.all(reach.map(at));
  /** Main-thread ms per move: all of it (Chrome's TaskDuration), and the page's own code's part. */
  const moves = async (n: number, where: ((i: number) => { x: number; y: number }) | null) => {
    const t0 = await taskSeconds();
    const own0 = await ownMs(page);
    for (let i = 0; i < n; i++) {
      if (where) await page.mouse.move(where(i).x, where(i).y);
      await frameDrawn(page);
    }
    const own = ((await ownMs(page)) - own0) / n;
    return { all: (((await taskSeconds()) - t0) * 1000) / n, own };
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
  if (process.env.MEASURE_PROFILE) await profileMoves(cdp, () => moves(HOVER_MOVES, (i) => hexToHex(i + 9)));
  if (process.env.MEASURE_PROFILE) await traceMoves(page, () => moves(HOVER_MOVES, (i) => hexToHex(i + 11)));
  const last = hexToHex(HOVER_MOVES + 6);
  const inOneHex = (i: number) => ({ x: last.x + (i % 2 ? 3 : -3), y: last.y + (i % 3) - 1 });
  const sameHex = await moves(HOVER_MOVES, inOneHex);
  // What the measuring itself costs the page (its waits for frames, its reads), with no move: taken off the moves' CPU time.
  const harness = await cpuOf(page, () => moves(HOVER_MOVES, null));
  const perMoveCpu = async (where: (i: number) => { x: number; y: number }) => {
    const { all, own, byKind, browser } = await cpuOf(page, () => moves(HOVER_MOVES, where));
    // The page's own code by where it starts: the pointer's listeners (the store, React's render, the map's setScene), the frame callbacks (PixiJS's render) ...
    const kinds = [...byKind]
      .map(([k, ms]) => `${k} ${((ms - (harness.byKind.get(k) ?? 0)) / HOVER_MOVES).toFixed(2)}`)
      .join(', ');
    // ... and the browser's, by kind, the largest first.
    const browserKinds = [...browser]
      .map(([k, ms]) => [k, (ms - (harness.browser.get(k) ?? 0)) / HOVER_MOVES] as const)
      .filter(([, ms]) => Math.abs(ms) >= 0.02)
      .sort((a, b) => b[1] - a[1])
      .map(([k, ms]) => `${k} ${ms.toFixed(2)}`)
      .join(', ');
    return { all: (all - harness.all) / HOVER_MOVES, own: (own - harness.own) / HOVER_MOVES, kinds, browserKinds };
  };
  const cpuPerMove = await perMoveCpu((i) => hexToHex(i + 13));
  const cpuSameHex = await perMoveCpu(inOneHex);
  await cdp.detach();
  return {
    perMove,
    sameHex,
    cpuPerMove,
    cpuSameHex,
    made: made / HOVER_MOVES,
    dropped: dropped / HOVER_MOVES,
    marks: reach.length,
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs): what it cost, whatever else the machine's cores were running. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** The events where the page's own JavaScript starts: event listeners, frame callbacks, posted messages and timers, microtasks. */
const OWN_CODE = new Set([
  'EventDispatch',
  'FireAnimationFrame',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'v8.callFunction',
]);

/**
 * The page's main-thread CPU time while `run` ran (a Chrome trace's thread times, so a loaded machine
 * slows it little): all of it, the page's own code's part (the outermost OWN_CODE events), and the
 * rest, the browser's, by the kind of event it was spent in (each event's time less its children's).
 */
async function cpuOf(
  page: Page,
  run: () => Promise<unknown>,
): Promise<{ all: number; own: number; byKind: Map<string, number>; browser: Map<string, number> }> {
  const chrome = page.context().browser()!;
  await chrome.startTracing(page, { categories: ['devtools.timeline'] });
  await run();
  const { traceEvents } = JSON.parse((await chrome.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const main = traceEvents.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const events = traceEvents
    .filter((e) => e.ph === 'X' && main && e.pid === main.pid && e.tid === main.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let all = 0;
  let own = 0;
  const byKind = new Map<string, number>();
  let taskEnd = -1;
  let ownEnd = -1;
  const browser = new Map<string, number>();
  const open: { end: number; name: string; self: number }[] = [];
  const close = (upTo: number) => {
    while (open.length && open[open.length - 1].end <= upTo) {
      const done = open.pop()!;
      if (!open.some((o) => OWN_CODE.has(o.name)) && !OWN_CODE.has(done.name))
        browser.set(done.name, (browser.get(done.name) ?? 0) + done.self / 1000);
    }
  };
  for (const e of events) {
    const end = e.ts + (e.dur ?? 0);
    close(e.ts);
    if (open.length) open[open.length - 1].self -= e.tdur ?? 0;
    open.push({ end, name: e.name, self: e.tdur ?? 0 });
    if (e.ts >= taskEnd) {
      all += e.tdur ?? 0;
      taskEnd = end;
    }
    if (OWN_CODE.has(e.name) && e.ts >= ownEnd) {
      own += e.tdur ?? 0;
      ownEnd = end;
      byKind.set(e.name, (byKind.get(e.name) ?? 0) + (e.tdur ?? 0) / 1000);
    }
  }
  close(Number.POSITIVE_INFINITY);
  return { all: all / 1000, own: own / 1000, byKind, browser };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Prints where the main thread's samples went while `run` ran: self time by function, and by kind. */
async function profileMoves(cdp: import('@playwright/test').CDPSession, run: () => Promise<unknown>): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await run();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  if (process.env.MEASURE_PROFILE_OUT) writeFileSync(process.env.MEASURE_PROFILE_OUT, JSON.stringify(profile));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const nameOf = (id: number) => {
    const f = byId.get(id)!.callFrame;
    return `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber + 1}`;
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    self.set(nameOf(id), (self.get(nameOf(id)) ?? 0) + ms);
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) onStack.add(nameOf(at));
    for (const n of onStack) inclusive.set(n, (inclusive.get(n) ?? 0) + ms);
  });
  const perMove = (ms: number) => (ms / HOVER_MOVES).toFixed(3);
  const top = (m: Map<string, number>) =>
    [...m].filter(([n]) => !n.startsWith('(idle)') && !n.startsWith('(root)')).sort((a, b) => b[1] - a[1]);
  const total = top(self).reduce((t, [, ms]) => t + ms, 0);
  console.log(`profile: ${perMove(total)} ms sampled per move (idle left out); self time per move:`);
  for (const [name, ms] of top(self).slice(0, 25)) console.log(`  ${perMove(ms)} ms  ${name}`);
  console.log('total time (with what it calls) per move:');
  for (const [name, ms] of top(inclusive).slice(0, 40)) console.log(`  ${perMove(ms)} ms  ${name}`);
}

/** Prints the browser's own work on the page's main thread while `run` ran (a Chrome trace): time per move by kind of event, outermost events only. */
async function traceMoves(page: Page, run: () => Promise<unknown>): Promise<void> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'cc', 'gpu', 'skia'],
  });
  await run();
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: {
      name: string;
      ph: string;
      ts: number;
      dur?: number;
      tdur?: number;
      pid: number;
      tid: number;
      args?: { name?: string };
    }[];
  };
  // CPU time (the thread's time, tdur) where the trace has it, so other work on the cores swells it little.
  const cost = (e: { dur?: number; tdur?: number }) => (e.tdur ?? e.dur ?? 0) / 1000;
  const threads = new Map<string, string>();
  for (const e of trace.traceEvents)
    if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
  const byThread = new Map<string, Map<string, number>>();
  const complete = trace.traceEvents.filter((e) => e.ph === 'X' && e.dur).sort((a, b) => a.ts - b.ts);
  // Per thread: the events nested directly in a RunTask (or at the top), each counted once.
  const ends = new Map<string, { end: number; name: string }[]>();
  const inFrame = new Map<string, number>();
  for (const e of complete) {
    const t = `${e.pid}:${e.tid}`;
    const stack = ends.get(t) ?? [];
    while (stack.length && stack[stack.length - 1].end <= e.ts) stack.pop();
    const depth = stack.length;
    const path = [...stack.map((x) => x.name), e.name].slice(1).join(' > ');
    stack.push({ end: e.ts + e.dur!, name: e.name });
    ends.set(t, stack);
    const name = threads.get(t) ?? t;
    const m = byThread.get(name) ?? new Map<string, number>();
    if (depth === 0) m.set('(tasks)', (m.get('(tasks)') ?? 0) + cost(e));
    if (depth === 1) m.set(e.name, (m.get(e.name) ?? 0) + cost(e));
    if (name === 'CrRendererMain' && depth >= 2 && depth <= 5) inFrame.set(path, (inFrame.get(path) ?? 0) + cost(e));
    byThread.set(name, m);
  }
  for (const [path, ms] of [...inFrame].sort((a, b) => b[1] - a[1]).slice(0, 45))
    console.log(`  trace ${(ms / HOVER_MOVES).toFixed(2)} ms CPU  ${path}`);
  for (const [thread, m] of byThread) {
    const rows = [...m].sort((a, b) => b[1] - a[1]);
    if ((m.get('(tasks)') ?? 0) / HOVER_MOVES < 0.05) continue;
    console.log(
      `trace, ${thread}, ms per move: ${rows
        .slice(0, 14)
        .map(([n, ms]) => `${n} ${(ms / HOVER_MOVES).toFixed(2)}`)
        .join(', ')}`,
    );
  }
}

async function main(): Promise<void> {
  const server = spawn(
    'node_modules/.bin/vite',
    ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      stdio: 'ignore',
    },
  );
  try {
    await waitForServer();
    const browser = await chromium.launch({
      ...chromiumPath(),
      args: CHROMIUM_ARGS,
    });
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript(
      (key) => localStorage.setItem(key, JSON.stringify({ handOff: false, animateDice: false })),
      SETTINGS_KEY,
    );
    await page.addInitScript(countFrames);
    await page.addInitScript(timeOwnCode);
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
        `hover over ${h.marks} reach marks, main-thread CPU time: ${h.cpuPerMove.all.toFixed(2)} ms per move from hex to hex, ${h.cpuPerMove.own.toFixed(2)} ms of it the page's own code (inside one hex: ${h.cpuSameHex.all.toFixed(2)} ms, ${h.cpuSameHex.own.toFixed(2)} ms own)`,
      );
      console.log(`  own code by where it starts, ms per move from hex to hex: ${h.cpuPerMove.kinds}`);
      console.log(`  the browser's, by kind, ms per move from hex to hex: ${h.cpuPerMove.browserKinds}`);
      console.log(
        `  as wall time: ${h.perMove.all.toFixed(2)} ms of main thread per move from hex to hex, ${h.perMove.own.toFixed(2)} ms of it the page's own code (inside one hex: ${h.sameHex.all.toFixed(2)} ms, ${h.sameHex.own.toFixed(2)} ms own); ${h.made.toFixed(1)} display objects made and ${h.dropped.toFixed(1)} dropped per move`,
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
