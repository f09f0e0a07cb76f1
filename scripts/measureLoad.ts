// npm run measure:load -- [runs]
// How quick the built site is to open (issue 13 point 13): the JavaScript it sends, gzipped (what
// the first screen loads, and all of it), against the floor of PixiJS and React alone; and the
// time from navigation to the map's first draw (BoardView's performance mark), the median of
// `runs` fresh page loads in Debian Chromium as the end-to-end tests drive it. It prints figures;
// nothing here is a test and nothing asserts a time. Build first (the npm script does).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { chooseChromium } from '../e2e/browser';

const FIRST_DRAW_MARK = 'aam:map-first-draw';
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
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>');
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
      "performance.mark('" + FIRST_DRAW_MARK + "');",
      "createRoot(document.getElementById('root')).render(createElement('p', null, 'floor'));",
      'document.body.append(app.canvas);',
    ].join('\n'),
  );
  await build({ root: dir, configFile: false, logLevel: 'error', build: { outDir: join(dir, 'dist'), emptyOutDir: true } });
  return join(dir, 'dist');
}

/** Serves `dist` with vite preview, loads it `runs` times in fresh contexts, and gives the JS files loaded and the first-draw times. */
async function load(dist: string, page: string, runs: number, viteRoot: string, configFile?: false) {
  const server = await preview({
    root: viteRoot,
    configFile,
    logLevel: 'error',
    build: { outDir: dist },
    preview: { port: Number(process.env.MEASURE_PORT ?? 4390), strictPort: false, host: '127.0.0.1' },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview gave no address');
  const browser = await chromium.launch({
    executablePath: chooseChromium().executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const times: number[] = [];
  let files = new Set<string>();
  try {
    for (let i = 0; i < runs; i++) {
      // A fresh context each time: no cache, no saved game (the first visit of a new player).
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      const tab = await context.newPage();
      const loaded = new Set<string>();
      tab.on('response', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.endsWith('.js')) loaded.add(path);
      });
      await tab.goto(`${url}${page.replace('#', String(i))}`);
      await tab.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_DRAW_MARK, { timeout: 30_000 });
      times.push(await tab.evaluate((mark) => performance.getEntriesByName(mark)[0].startTime, FIRST_DRAW_MARK));
      files = loaded;
      await context.close();
    }
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }
  times.sort((a, b) => a - b);
  const bytes = [...files].reduce((sum, p) => sum + gz(join(dist, p)), 0);
  return { files: [...files].sort(), bytes, times, median: times[Math.floor(times.length / 2)] };
}

async function main(): Promise<void> {
  const dist = resolve(root, 'dist');
  const floorDist = await buildFloor();
  const floor = await load(floorDist, '', 3, resolve(root, '.cli/floor'), false);
  const game = await load(dist, '?seed=measure-#', runs, root);
  const all = jsFiles(dist);
  const allBytes = all.reduce((sum, f) => sum + gz(f), 0);
  console.log(`JavaScript, gzipped:`);
  console.log(`  first screen (${game.files.length} files): ${kB(game.bytes)} = ${(game.bytes / floor.bytes).toFixed(2)} x the floor`);
  for (const p of game.files) console.log(`    ${p}  ${kB(gz(join(dist, p)))}`);
  console.log(`  all of it (${all.length} files, with the lazy screens, unused renderers and the AI worker): ${kB(allBytes)}`);
  console.log(`  floor (a page with React and a PixiJS Application drawing a Graphics and a Text, ${floor.files.length} files): ${kB(floor.bytes)}`);
  console.log(`map first drawn after navigation: median ${game.median.toFixed(0)} ms of ${runs} fresh loads (${game.times.map((t) => t.toFixed(0)).join(', ')}); the floor's first draw: ${floor.median.toFixed(0)} ms`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
