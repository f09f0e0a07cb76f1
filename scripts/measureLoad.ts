// npm run measure:load -- [runs]
// How quick the built site is to open (docs/development.md, "Opening the page"): the JavaScript it sends, gzipped (what
// the page had loaded when the map was first drawn, what it had loaded when the PixiJS map was
// ready, and all of it), against the floor of PixiJS and React alone; and the times from
// navigation to the map's first draw (the Canvas2D first frame's mark, 'aam:map-first-draw') and
// to the PixiJS map's first render ('aam:map-ready'), the medians of `runs` fresh page loads in
// Debian Chromium as the end-to-end tests drive it. A script counts as loaded by a mark when its
// response had ended before the mark (the page's resource timing). It prints figures; nothing
// here is a test and nothing asserts a time. Build first (the npm script does).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { chromiumPath } from '../e2e/browser';

const FIRST_DRAW_MARK = 'aam:map-first-draw';
const READY_MARK = 'aam:map-ready';
const runs = Number(process.argv[2] ?? 7);
const root = process.cwd();

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const gz = (path: string) => gzipSync(readFileSync(path)).length;

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(dir, f));
}

/**
 * The floor: a page that only renders React and starts a PixiJS Application drawing a Graphics
 * and a Text (all of 'pixi.js', as a plain `import` gives it). Built into .cli/floor; what its
 * page loads is measured as the game's is.
 */
async function buildFloor(): Promise<string> {
  const dir = resolve(root, '.cli/floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>',
  );
  writeFileSync(
    join(dir, 'main.js'),
    [
      "import { createElement } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import { Application, Graphics, Text } from 'pixi.js';",
      'const app = new Application();',
      'await app.init({ width: 100, height: 100 });',
      'app.stage.addChild(new Graphics().rect(0, 0, 10, 10).fill(0xff0000), new Text({ text: "A" }));',
      'app.render();',
      `performance.mark('${FIRST_DRAW_MARK}');`,
      "createRoot(document.getElementById('root')).render(createElement('p', null, 'floor'));",
      'document.body.append(app.canvas);',
    ].join('\n'),
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'error',
    build: { outDir: join(dir, 'dist'), emptyOutDir: true },
  });
  return join(dir, 'dist');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Serves `dist` with vite preview, loads it `runs` times in fresh contexts, and gives for each
 * mark (`marks`: the first draw, then the map ready, if the page has it) the JS files loaded by
 * then and the times.
 */
async function load(dist: string, page: string, runs: number, viteRoot: string, marks: string[], configFile?: false) {
  const server = await preview({
    root: viteRoot,
    ...(configFile !== undefined ? { configFile } : {}),
    logLevel: 'error',
    build: { outDir: dist },
    preview: { port: Number(process.env.MEASURE_PORT ?? 4390), strictPort: false, host: '127.0.0.1' },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview gave no address');
  const browser = await chromium.launch({
    ...chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const times: number[][] = marks.map(() => []);
  let files: string[][] = marks.map(() => []);
  try {
    for (let i = 0; i < runs; i++) {
      // A fresh context each time: no cache, no saved game (the first visit of a new player).
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      const tab = await context.newPage();
      await tab.goto(`${url}${page.replace('#', String(i))}`);
      for (const mark of marks)
        await tab.waitForFunction((m) => performance.getEntriesByName(m).length > 0, mark, { timeout: 30_000 });
      const seen = await tab.evaluate((ms) => {
        const scripts = performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.endsWith('.js')) as PerformanceResourceTiming[];
        return ms.map((m) => {
          const at = performance.getEntriesByName(m)[0].startTime;
          return { at, files: scripts.filter((e) => e.responseEnd <= at).map((e) => new URL(e.name).pathname) };
        });
      }, marks);
      seen.forEach((s, k) => {
        times[k].push(s.at);
      });
      files = seen.map((s) => s.files.sort());
      await context.close();
    }
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }
  return marks.map((mark, k) => ({
    mark,
    files: files[k],
    bytes: files[k].reduce((sum, p) => sum + gz(join(dist, p)), 0),
    times: [...times[k]].sort((a, b) => a - b),
    median: median(times[k]),
  }));
}

async function main(): Promise<void> {
  const dist = resolve(root, 'dist');
  const floorDist = await buildFloor();
  const [floor] = await load(floorDist, '', runs, resolve(root, '.cli/floor'), [FIRST_DRAW_MARK], false);
  const [first, ready] = await load(dist, '?seed=measure-#', runs, root, [FIRST_DRAW_MARK, READY_MARK]);
  const all = jsFiles(dist);
  const allBytes = all.reduce((sum, f) => sum + gz(f), 0);
  const ms = (t: number) => `${t.toFixed(0)} ms`;
  const list = (r: typeof first) => r.files.map((p) => `    ${p}  ${kB(gz(join(dist, p)))}`).join('\n');
  console.log(`JavaScript, gzipped:`);
  console.log(
    `  first screen, loaded by the map's first draw (${first.files.length} files): ${kB(first.bytes)} = ${(first.bytes / floor.bytes).toFixed(2)} x the floor`,
  );
  console.log(list(first));
  console.log(
    `  loaded by the PixiJS map's first render (${ready.files.length} files): ${kB(ready.bytes)} = ${(ready.bytes / floor.bytes).toFixed(2)} x the floor`,
  );
  console.log(
    list({ ...ready, files: ready.files.filter((f) => !first.files.includes(f)) }).replace(/^ {4}/gm, '    + '),
  );
  console.log(
    `  all of it (${all.length} files, with the lazy screens, unused renderers and the AI worker): ${kB(allBytes)}`,
  );
  console.log(
    `  floor (a page with React and a PixiJS Application drawing a Graphics and a Text, ${floor.files.length} files): ${kB(floor.bytes)}`,
  );
  console.log(`Times after navigation, medians of ${runs} fresh loads:`);
  console.log(`  map first drawn (Canvas2D): ${ms(first.median)} (${first.times.map(ms).join(', ')})`);
  console.log(`  PixiJS map ready: ${ms(ready.median)} (${ready.times.map(ms).join(', ')})`);
  console.log(`  the floor's first draw (PixiJS): ${ms(floor.median)} (${floor.times.map(ms).join(', ')})`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
