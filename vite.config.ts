import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

// The Content Security Policy of the built site (docs/architecture.md): scripts, styles, workers and
// everything else only from the site itself; no eval (PixiJS runs on its CSP-safe polyfills,
// src/render/pixiParts.ts), no inline script, no inline style attribute (React's style props are
// set through the CSSOM, which the policy allows), no plugins, no base or form targets.
// Names typed by players are text, never markup (tests/store/names.test.ts, e2e/csp.spec.ts), so an army
// named `<img src=x onerror=...>` has nothing to run even without this policy.
const CSP_META = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  // The game server's socket (docs/online.md) is the site's own: 'self' covers ws: and wss: to it (CSP 3).
  "connect-src 'self'",
  // The AI's Web Worker is a module from the site itself (src/main.tsx), and so is the service
  // worker that keeps the site for offline play (sw.js, offlineApp() below).
  "worker-src 'self'",
  // The web app manifest (manifest.webmanifest, offlineApp() below), for installing the game.
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
];
// frame-ancestors works only as a header (a <meta> policy ignores it, with a console warning).
export const CONTENT_SECURITY_POLICY = [...CSP_META, "frame-ancestors 'none'"].join('; ');

/**
 * The policy as a <meta> in the built index.html, so that a static host that sends no headers
 * still enforces it. Only in builds: the dev server's hot reload injects inline scripts.
 */
function cspMeta(): Plugin {
  return {
    name: 'aam-csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP_META.join('; ') },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/** Files worth compressing: text. Images and fonts (png, webp, woff2) are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|ico|wasm|map)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the built site, once, at
 * build time (brotli at its best quality, too slow to do per request), for `npm run serve` to send
 * to browsers that accept them (server/site.ts; docs/online.md "Hosting it" has the sizes). Node's
 * own zlib in a few lines, rather than a plugin package: nothing to install or keep up to date.
 * A copy that saves less than a tenth is not written (the file is sent as it is).
 */
export function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'aam-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      ssr = !!config.build.ssr;
    },
    async closeBundle() {
      if (ssr) return;
      const files = (readdirSync(outDir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
        .filter((d) => d.isFile() && COMPRESSIBLE.test(d.name))
        .map((d) => join(d.parentPath, d.name));
      await Promise.all(
        files.map(async (file) => {
          const raw = readFileSync(file);
          if (raw.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzipped(raw, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < raw.length * 0.9) writeFileSync(`${file}.br`, br);
          if (gz.length < raw.length * 0.9) writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * `npm run dev` serves the page and the game server together (docs/online.md, "Running it"): the socket.io
 * server rides on Vite's own HTTP server, storing games in SQLite (AAM_DB, default
 * .data/games.db) or in Redis (REDIS_URL). Loaded only by the dev server, never by builds or tests.
 */
function gameServer(): Plugin {
  let close: (() => Promise<void>) | null = null;
  return {
    name: 'aam-game-server',
    apply: 'serve',
    async configureServer(server) {
      if (!server.httpServer || process.env.VITEST) return;
      // Through Vite's own module loader: the config itself stays free of the server's imports.
      const { gameServerFromEnv } = (await server.ssrLoadModule(
        '/server/fromEnv.ts',
      )) as typeof import('./server/fromEnv');
      const game = await gameServerFromEnv(server.httpServer as import('node:http').Server);
      close = game.close;
      server.config.logger.info(`  game server: ${game.describe}`);
    },
    async buildEnd() {
      await close?.();
    },
  };
}

/** The page's background (src/ui/styles.css --bg): the installed app's splash and title bar. */
const THEME_COLOR = '#1d2420';

/**
 * The installable, offline game (docs/playing.md "Installing and playing offline", docs/hosting.md
 * "The service worker"): a web app manifest and a service worker generated by vite-plugin-pwa with
 * Workbox. Workbox precaches every built file under its hashed name and answers navigations with
 * the cached index.html, so after one visit hot-seat, AI games, the builder, the tutorial, saved
 * games and replays need no connection; a hand-written worker would have to rebuild Vite's list
 * of files and Workbox's update and cleanup logic.
 *
 * registerType 'prompt': a new version waits until the player chooses to reload (src/ui/UpdateOffer.tsx),
 * never replaced mid-game. clientsClaim: the first visit's page is controlled at once (there is no
 * older worker to wait for then), so it works offline without a second load. Registered only in
 * builds (src/main.tsx): the dev server and the tests never register it.
 */
function offlineApp(): Plugin[] {
  return VitePWA({
    // The server's and the scripts' builds (vite build --ssr) are no web app.
    disable: process.argv.includes('--ssr'),
    registerType: 'prompt',
    injectRegister: false,
    // The icons are among the built files the worker's own list takes (workbox.globPatterns): not twice.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Axis & Allies Miniatures: Reloaded',
      short_name: 'AAM Reloaded',
      description: 'Axis & Allies Miniatures: Reloaded, a hot-seat browser edition',
      start_url: '/',
      scope: '/',
      // Full screen where the platform offers it (a tablet on a table), else a window of its own.
      display: 'standalone',
      display_override: ['fullscreen', 'standalone'],
      orientation: 'any',
      theme_color: THEME_COLOR,
      background_color: THEME_COLOR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The built app: scripts (the AI's worker and socket.io's client included), styles, the page, images.
      // Not the .br and .gz copies beside them (the server sends those for the same names).
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      navigateFallback: '/index.html',
      // The game server's own paths are never the page: socket.io, and the host's health checks.
      navigateFallbackDenylist: [/^\/socket\.io\//, /^\/healthz$/, /^\/readyz$/],
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // Nothing is cached at run time: the socket.io requests (polling, WebSocket) always go to the network.
      runtimeCaching: [],
    },
  });
}

const CONVENTIONS = 'tests/architecture/**/*.test.ts';
/**
 * The store's tests, which share a worker's modules from file to file (below, test.projects):
 * each makes its own store (createAppStore), and stubs globals only by vi.stubGlobal in a test or
 * its beforeEach, undone after each test (unstubGlobals). The module caches they reach (the
 * overlay's memos, the log's lines) are keyed by their input, as on the page. Not exportSave,
 * which mocks a module (vi.mock): it must load it fresh, in the isolated project.
 */
const STORE_TESTS = ['tests/store/**/!(exportSave).test.{ts,tsx}'];
/** Tests of pure code (the engine's, the AI's, the renderer's and the protocol's), run without a fresh worker per file (below, test.projects). */
const PURE_TESTS = [
  'tests/engine/**/*.test.ts',
  'tests/rules/**/*.test.ts',
  'tests/property/**/*.test.ts',
  'tests/ai/**/*.test.ts',
  'tests/data/**/*.test.ts',
  'tests/records/**/*.test.ts',
  'tests/scenarios/**/*.test.ts',
  // The renderer's and the protocol's pure parts: no stub, no mock, no server (a fake clock is
  // put back after each test). mapLayers and painters stub the canvas for PixiJS and load it
  // afresh: a worker of their own.
  'tests/render/!(mapLayers|painters).test.ts',
  'tests/net/**/*.test.ts',
];

export default defineConfig({
  plugins: [react(), cspMeta(), offlineApp(), precompress(), gameServer()],
  server: { host: '127.0.0.1', port: 5173 },
  // vite preview serves the built site as a host would, with the policy as a header too (the
  // end-to-end tests run against it, so the whole suite runs under the policy).
  preview: { host: '127.0.0.1', port: 4173, headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY } },
  // PixiJS alone is about 510 kB minified (145 kB gzip); the default limit would warn on every build.
  build: { chunkSizeWarningLimit: 900 },
  test: {
    environment: 'node',
    // A worker per core: Vitest's own default leaves one core to itself (one worker on a 2-core
    // machine, so every file ran in turn); its main process only collects results. The long
    // suites are split into files (randomGames.N, completenessGames.N) so the workers share them.
    maxWorkers: availableParallelism(),
    // Four projects (npm run test:unit runs the first three). The engine's own tests (pure
    // functions of their input: engine, rules, property, ai, data, records, scenarios) share a
    // worker's modules from file to file (isolate: false): a fresh worker per file cost about
    // 0.8 s of CPU each, loading the engine and the catalog again (docs/development.md "Tests").
    // The store's tests share theirs too (STORE_TESTS, above): a fresh worker for each of its 75
    // files cost about 1.8 s of CPU each, 182 s for them all against 47.5 s shared
    // (docs/development.md "The unit stage's time"). The rest (the server's, corpus, two render
    // tests that stub the canvas for PixiJS, a store test that mocks a module) stub globals for a
    // whole file, start servers or spy on modules, so each file keeps a worker of its own.
    projects: [
      // Each project names its own files: an include set here would be added to each project's.
      { extends: true, test: { name: 'engine', include: PURE_TESTS, isolate: false } },
      {
        extends: true,
        test: { name: 'store', include: STORE_TESTS, isolate: false, unstubGlobals: true },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...PURE_TESTS, ...STORE_TESTS, CONVENTIONS],
          // A fresh worker thread per file is cheaper than a forked process: the project's 34
          // files took 79 s of CPU in threads against 90 s in forks, side by side, all passing
          // (better-sqlite3 and the spawned redis-server work from a thread).
          pool: 'threads',
        },
      },
      // The conventions (npm run test:conventions) read the source tree: a project of their own.
      // They stub and mock nothing, so they share a worker's modules too (10.9 s of CPU for the
      // nine files, 13.2 s with a worker each: docs/development.md "The unit stage's time").
      { extends: true, test: { name: 'conventions', include: [CONVENTIONS], isolate: false } },
    ],
    // Whole random games run in some tests; on a loaded 2-core machine they pass 5 s. A timeout
    // only guards against a hang: speed is measured by npm run bench, never asserted here.
    testTimeout: 60_000,
    // Speed is measured here, never asserted in tests: npx vitest bench --run bench/lineOfSight.bench.ts
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
