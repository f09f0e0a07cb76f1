import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// The Content Security Policy of the built site (issue 9 point 8): scripts, styles, workers and
// everything else only from the site itself; no eval (PixiJS runs on its CSP-safe polyfills,
// src/render/pixiParts.ts), no inline script, no inline style attribute (React's style props are
// set through the CSSOM, which the policy allows), no plugins, no base or form targets.
// Names typed by players are text, never markup (tests/ui/playerText.test.tsx), so an army
// named `<img src=x onerror=...>` has nothing to run even without this policy.
const CSP_META = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  // The game server's socket (issue 11) is the site's own: 'self' covers ws: and wss: to it (CSP 3).
  "connect-src 'self'",
  // The AI's Web Worker is a module from the site itself (src/main.tsx).
  "worker-src 'self'",
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
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP_META.join('; ') }, injectTo: 'head-prepend' }],
  };
}

/**
 * `npm run dev` serves the page and the game server together (issue 11 point 1): the socket.io
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
      const { gameServerFromEnv } = (await server.ssrLoadModule('/server/fromEnv.ts')) as typeof import('./server/fromEnv');
      const game = await gameServerFromEnv(server.httpServer as import('node:http').Server);
      close = game.close;
      server.config.logger.info(`  game server: ${game.describe}`);
    },
    async buildEnd() {
      await close?.();
    },
  };
}

export default defineConfig({
  plugins: [react(), cspMeta(), gameServer()],
  server: { host: '127.0.0.1', port: 5173 },
  // vite preview serves the built site as a host would, with the policy as a header too (the
  // end-to-end tests run against it, so the whole suite runs under the policy).
  preview: { host: '127.0.0.1', port: 4173, headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY } },
  // PixiJS alone is about 510 kB minified (145 kB gzip); the default limit would warn on every build.
  build: { chunkSizeWarningLimit: 900 },
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    // Whole random games run in some tests; on a loaded 2-core machine they pass 5 s. A timeout
    // only guards against a hang: speed is measured by npm run bench, never asserted here.
    testTimeout: 60_000,
    // Speed is measured here, never asserted in tests: npx vitest bench --run bench/lineOfSight.bench.ts
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
