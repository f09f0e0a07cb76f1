import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './e2e/browser';
import { serveCommand } from './e2e/builtSite';
import { CHROMIUM_ARGS } from './e2e/chromiumFlags';

// E2E_PORT lets several checkouts run their end-to-end tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Two workers: the suite is CPU-bound here (Chromium draws the map in software), so on this
  // project's 2-core machine a second worker shortened the run only by about a sixth (quiet
  // machine: 415 s with one, 350 s with two), but it did, and every test passed in each of three
  // whole runs with two (2026-11-29: one on the quiet machine, two at a load average of 6-12;
  // docs/development.md, "How long the end-to-end tests take"). Each test is independent (the
  // worker's page reset to a first visit, or a browser context and online game of its own), so a
  // machine with more cores may raise it: `npx playwright test --workers 4`.
  workers: 2,
  fullyParallel: true,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 60_000,
  // A wait for a state ends as soon as the state holds: a longer limit than Playwright's 5 s costs a
  // passing test nothing, and spares a slow moment (two tests at once, other work on the machine) a failure.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 720 },
    // The game's service worker precaches the whole site in every fresh context: only the offline spec,
    // which tests it, lets it run (e2e/offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      ...chromiumPath({ headlessShell: true }),
      args: CHROMIUM_ARGS,
    },
  },
  // The built site with the game server on one port (npm run serve, docs/online.md "Running it"), its games in a
  // fresh SQLite file, so the online game's test plays through a real server. Built only when its
  // sources changed since the last build for these tests (e2e/builtSite.ts); always on CI or with
  // E2E_REBUILD=1; never with E2E_PREBUILT=1, which npm test sets after building the site itself.
  webServer: {
    command: serveCommand(import.meta.dirname, {
      rebuild: !!process.env.CI || process.env.E2E_REBUILD === '1',
      prebuilt: process.env.E2E_PREBUILT === '1',
    }),
    env: { PORT: String(PORT), HOST: '127.0.0.1', AAM_DB: join(tmpdir(), `aam-e2e-${PORT}-${Date.now()}.db`) },
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
