// One browser page for every test of a Playwright worker that needs no browser of its own: a
// spec imports `test` and `expect` from here instead of '@playwright/test', and its `page` and
// `context` are the worker's, reset before each test to a first visit. A fresh context and page
// load cost about 2.5 s of Chromium's CPU here, a first visit in the open page about 1.2 s
// (docs/development.md, "How long the end-to-end tests take").
//
// Reset before each test: the viewport the test asks for; the mouse at the corner; the media
// emulation off; a first visit (`asFirstVisit`: the game unloaded, so its AI workers, dialogs,
// timers and sockets end with it; localStorage and sessionStorage cleared). After each test: the
// init scripts it added (`withoutHandOff`, `withoutAnimations`, on the page or the context) and its
// routes removed, its listeners and its other pages (a second tab) gone. A test that fails ends
// its worker (Playwright then runs the rest in a new one), so nothing of a failed test reaches
// the next. A test that needs a browser of its own gets a fresh context as before: one with a
// touch screen, a mobile viewport or another pixel ratio (they cannot change in an open
// context), or one under `test.use({ freshContext: true })` (a clock installed, say, which stays
// with the page).
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { asFirstVisit, keepOpen } from './settings';

export { expect } from '@playwright/test';

type Disposable = { dispose(): Promise<void> };

/** Records what `addInitScript` adds on `target`, so it can be taken off after the test. */
function recordInitScripts(target: Page | BrowserContext, added: Disposable[]): void {
  const add = target.addInitScript.bind(target) as (...args: unknown[]) => Promise<Disposable>;
  (target as { addInitScript: unknown }).addInitScript = async (...args: unknown[]) => {
    const d = await add(...args);
    added.push(d);
    return d;
  };
}

// Page and BrowserContext are Node event emitters, though their types name only their events.
type Emitter = {
  eventNames(): (string | symbol)[];
  listeners(e: string | symbol): unknown[];
  off(e: string | symbol, l: unknown): unknown;
};
type Listeners = Map<string | symbol, unknown[]>;

function listenersOf(target: Page | BrowserContext): Listeners {
  const e = target as unknown as Emitter;
  return new Map(e.eventNames().map((name) => [name, [...e.listeners(name)]]));
}

/** Takes off the listeners added since `before` was taken (a test's `page.on`), keeping Playwright's own. */
function dropNewListeners(target: Page | BrowserContext, before: Listeners): void {
  const e = target as unknown as Emitter;
  for (const name of e.eventNames()) {
    for (const l of e.listeners(name)) if (!before.get(name)?.includes(l)) e.off(name, l);
  }
}

type Shared = { page: Page; added: Disposable[]; pageListeners: Listeners; contextListeners: Listeners };
type Own = { hasTouch: boolean; isMobile: boolean; deviceScaleFactor: number | undefined; freshContext: boolean };

/** Whether a test needs a browser context of its own (what cannot change in an open one, or asked for). */
function ownBrowser(o: Own): boolean {
  return o.freshContext || o.hasTouch || o.isMobile || (o.deviceScaleFactor !== undefined && o.deviceScaleFactor !== 1);
}

export const test = base.extend<{ freshContext: boolean }, { sharedTab: Shared }>({
  freshContext: [false, { option: true }],
  sharedTab: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, serviceWorkers } = workerInfo.project.use;
      const context = await browser.newContext({
        ...(baseURL !== undefined && { baseURL }),
        ...(viewport && { viewport }),
        ...(serviceWorkers !== undefined && { serviceWorkers }),
      });
      keepOpen(context);
      const page = await context.newPage();
      const added: Disposable[] = [];
      recordInitScripts(page, added);
      recordInitScripts(context, added);
      await use({ page, added, pageListeners: listenersOf(page), contextListeners: listenersOf(context) });
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ sharedTab, freshContext, hasTouch, isMobile, deviceScaleFactor, viewport, browser }, use) => {
    if (ownBrowser({ hasTouch, isMobile, deviceScaleFactor, freshContext })) {
      // As Playwright's own context fixture: a context of its own, closed after the test.
      const options = test.info().project.use;
      const context = await browser.newContext({
        ...(options.baseURL !== undefined && { baseURL: options.baseURL }),
        ...(viewport && { viewport }),
        ...(options.serviceWorkers !== undefined && { serviceWorkers: options.serviceWorkers }),
        hasTouch,
        isMobile,
        ...(deviceScaleFactor !== undefined && { deviceScaleFactor }),
      });
      await use(context);
      await context.close();
      return;
    }
    const { page, added } = sharedTab;
    const context = page.context();
    await asFirstVisit(page);
    if (viewport) await page.setViewportSize(viewport);
    await page.mouse.move(0, 0);
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
    await use(context);
    for (const other of context.pages()) if (other !== page) await other.close();
    for (const d of added.splice(0)) await d.dispose();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    dropNewListeners(page, sharedTab.pageListeners);
    dropNewListeners(context, sharedTab.contextListeners);
  },
  page: async ({ context, sharedTab }, use) => {
    await use(context === sharedTab.page.context() ? sharedTab.page : await context.newPage());
  },
});
