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
  // One worker: on this project's 2-core machine two workers took as long as one (each test then
  // took twice as long: Chromium draws the map in software and is busy, not waiting), and the
  // online spec lost a step only when two ran at once (docs/development.md, "How long the
  // end-to-end tests take"). Each test is still independent (its own browser context, its own
  // online game), so a machine with more cores may raise it: `npx playwright test --workers 4`.
  workers: 1,
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
  // sources changed since the last build for these tests (e2e/builtSite.ts); always on CI or with E2E_REBUILD=1.
  webServer: {
    command: serveCommand(import.meta.dirname, !!process.env.CI || process.env.E2E_REBUILD === '1'),
    env: { PORT: String(PORT), HOST: '127.0.0.1', AAM_DB: join(tmpdir(), `aam-e2e-${PORT}-${Date.now()}.db`) },
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
