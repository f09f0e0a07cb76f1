// Installable and offline (docs/playing.md "Installing and playing offline", docs/hosting.md "The
// service worker"): after one visit the service worker keeps the built site, so with the network
// cut the page reloads, a quick game against the AI is played (moves, an attack, the AI's worker
// answering), the builder opens; the online entry points say that online play needs a
// connection. The manifest that installs the game is served and allowed by the policy.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { awaiting } from '../src/engine';
import { perform, readSave, replay } from './play/driver';
import { planNext } from './play/policy';
import { humanToDecide, quickGame } from './quickGame';
import { withoutAnimations } from './settings';
import { shot } from './shots';

const SHOTS = 'e2e/screenshots';

// The service worker is this spec's subject: allowed here whatever the other specs choose.
test.use({ serviceWorkers: 'allow' });
test.beforeEach(({ page }) => withoutAnimations(page));

/** Waits until the service worker has installed (the site precached) and controls the page. */
async function controlled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const r = await navigator.serviceWorker.getRegistration();
          return r?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
        }),
      { timeout: 60_000 },
    )
    .toBe(true);
}

/**
 * Reloads the page with the network cut (the context offline). Debian's Chromium 150 cuts a new
 * document's network under Playwright's offline emulation but reports `navigator.onLine` true in
 * it until the emulation next changes (checked on 2026-12-01: a fetch from the reloaded page fails
 * while `navigator.onLine` is true; with the Chromium of earlier runs this spec passed without it),
 * so the emulation is set again once the page has loaded: the page hears `offline` as it would
 * when a device loses its network.
 */
async function reloadOffline(page: Page, context: BrowserContext): Promise<void> {
  await page.reload();
  await context.setOffline(false);
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** The types of the actions the human (team 0) took, from the autosave. */
async function humanActions(page: Page): Promise<string[]> {
  const saved = await readSave(page);
  let game = saved.initial;
  const types: string[] = [];
  for (const a of saved.actions) {
    if (awaiting(game).team === 0) types.push(a.type);
    game = replay({ initial: game, actions: [a] }).game;
  }
  return types;
}

test('installable: the manifest is served, named by the page and allowed by the policy', async ({ page }) => {
  const response = await page.goto('/');
  const policy = response!.headers()['content-security-policy'];
  expect(policy).toContain("manifest-src 'self'");
  expect(policy).toContain("worker-src 'self'");
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await page.request.get(href!);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const m = (await manifest.json()) as Record<string, unknown>;
  expect(m).toMatchObject({ start_url: '/', display: 'standalone', orientation: 'any', theme_color: '#1d2420' });
  const icons = m.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) {
    const png = await page.request.get(icon.src);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
  }
  // The service worker's script is revalidated on every check, so an update is seen at once.
  const sw = await page.request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test('after one visit, offline: the page reloads, a quick game against the AI is played, the builder opens, online play says it needs a connection', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await controlled(page);

  await context.setOffline(true);
  await reloadOffline(page, context);
  await expect(page.getByTestId('welcome-computer')).toBeVisible();
  // The online way says at once that it needs a connection.
  await expect(page.getByTestId('welcome-online-offline')).toHaveText(/Online play needs a connection/);
  await shot(page, { path: `${SHOTS}/offline-1-welcome.png` });

  // A quick game against the AI, all of it from the kept site (the AI's worker included).
  await quickGame(page, ['human', 'normal'], 'offline-e2e');
  // PixiJS's map, drawn in software here, can take a while on a loaded machine.
  await expect(page.getByTestId('board')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('ai-bar').getByLabel('AI pace').selectOption('0');
  // The human plays (by clicks, e2e/play/policy.ts) until they have moved and attacked and the AI has answered.
  let game = await humanToDecide(page);
  for (let i = 0; ; i++) {
    const done = await humanActions(page);
    const ai = (await readSave(page)).actions.length - done.length;
    if (done.includes('move') && done.includes('attack') && ai > 0) break;
    expect(i, 'a move and an attack within a few decisions').toBeLessThan(60);
    if (awaiting(game).kind === 'ended') break;
    await perform(page, game, planNext(game));
    game = await humanToDecide(page);
  }
  expect(await humanActions(page)).toEqual(expect.arrayContaining(['move', 'attack']));
  await shot(page, { path: `${SHOTS}/offline-2-game.png` });

  // The game survives a reload offline too (the autosave, from the kept page).
  const saved = (await readSave(page)).actions;
  await reloadOffline(page, context);
  // PixiJS's map, drawn in software here, can take a while on a loaded machine.
  await expect(page.getByTestId('board')).toBeVisible({ timeout: 30_000 });
  expect((await readSave(page)).actions).toEqual(saved);

  // The army builder.
  await page.goto('/#/builder');
  await expect(page.getByLabel('List name')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add a squad of/ }).first()).toBeVisible();

  // The online choices: the notice, and nothing to press that would wait for a server.
  await page.goto('/#/welcome');
  await page.getByTestId('welcome-online').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('needs-connection')).toContainText('Online play needs a connection.');
  await expect(dialog.getByRole('button', { name: 'Create the game' })).toBeDisabled();
  await shot(page, { path: `${SHOTS}/offline-3-online-needs-connection.png` });

  // Back online, the notice goes.
  await context.setOffline(false);
  // (socket.io tries the server again within seconds of the network's return.)
  await expect(dialog.getByTestId('needs-connection')).toBeHidden({ timeout: 20_000 });
});
