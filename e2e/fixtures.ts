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
// the next. A test with a touch screen or a mobile viewport (`hasTouch`, `isMobile`: they cannot
// change in an open context) gets the worker's page of that kind, reset the same way. A test that
// needs a browser of its own gets a fresh context as before: one with another pixel ratio or its
// own rule for service workers, or one under `test.use({ freshContext: true })` (a clock
// installed, say, which stays with the page). Every spec takes `test` from here, even one that
// opens its own contexts from `browser` (the online games): Playwright runs a worker's tests of one
// kind of `test` before it restarts the worker for the other kind, which left those specs, the
// online game's long test among them, to the end of the run, on a worker of their own.
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
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
type Own = {
  hasTouch: boolean;
  isMobile: boolean;
  deviceScaleFactor: number | undefined;
  freshContext: boolean;
  /** The test lets service workers run or blocks them otherwise than the project does (offline.spec). */
  ownServiceWorkers: boolean;
};

/**
 * Whether a test needs a browser context of its own: asked for, another pixel ratio or its own
 * rule for service workers (neither can change in an open context; one test has each). A touch
 * screen and a mobile viewport cannot change in an open context either, so their tests share a
 * second page of the worker (one per kind).
 */
function ownBrowser(o: Own): boolean {
  return o.freshContext || o.ownServiceWorkers || (o.deviceScaleFactor !== undefined && o.deviceScaleFactor !== 1);
}

type Options = Parameters<Browser['newContext']>[0];

/** The worker's touch pages, by kind: `open` opens one the first time its kind is asked for. */
type TouchTabs = { open(kind: string, options: Options): Promise<Shared>; all(): Promise<Shared[]> };

/** Opens a page in a context of its own, kept open for the worker's tests, recording what they add. */
async function openShared(browser: Browser, options: Options): Promise<Shared> {
  const context = await browser.newContext(options);
  keepOpen(context);
  const page = await context.newPage();
  const added: Disposable[] = [];
  recordInitScripts(page, added);
  recordInitScripts(context, added);
  return { page, added, pageListeners: listenersOf(page), contextListeners: listenersOf(context) };
}

export const test = base.extend<{ freshContext: boolean }, { sharedTab: Shared; touchTabs: TouchTabs }>({
  freshContext: [false, { option: true }],
  sharedTab: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, serviceWorkers } = workerInfo.project.use;
      const shared = await openShared(browser, {
        ...(baseURL !== undefined && { baseURL }),
        ...(viewport && { viewport }),
        ...(serviceWorkers !== undefined && { serviceWorkers }),
      });
      await use(shared);
      await shared.page.context().close();
    },
    { scope: 'worker' },
  ],
  // The touch screens' pages (a tablet, a phone: `hasTouch`, `isMobile`), one per kind, opened by
  // the first test that asks for it: a fresh context and page load cost about 1.3 s of Chromium's
  // CPU more than a first visit in an open page (docs/development.md, "How long the end-to-end tests take").
  touchTabs: [
    async ({ browser }, use) => {
      const tabs = new Map<string, Promise<Shared>>();
      const open = (kind: string, options: Options) => {
        if (!tabs.has(kind)) tabs.set(kind, openShared(browser, options));
        return tabs.get(kind)!;
      };
      await use({ open, all: () => Promise.all(tabs.values()) });
      for (const tab of tabs.values()) await (await tab).page.context().close();
    },
    { scope: 'worker' },
  ],
  context: async (
    { sharedTab, touchTabs, freshContext, hasTouch, isMobile, deviceScaleFactor, viewport, serviceWorkers, browser },
    use,
  ) => {
    const options = test.info().project.use;
    const base: Options = {
      ...(options.baseURL !== undefined && { baseURL: options.baseURL }),
      ...(viewport && { viewport }),
      ...(serviceWorkers !== undefined && { serviceWorkers }),
    };
    const ownServiceWorkers = serviceWorkers !== options.serviceWorkers;
    if (ownBrowser({ hasTouch, isMobile, deviceScaleFactor, freshContext, ownServiceWorkers })) {
      // As Playwright's own context fixture: a context of its own, closed after the test.
      const context = await browser.newContext({
        ...base,
        hasTouch,
        isMobile,
        ...(deviceScaleFactor !== undefined && { deviceScaleFactor }),
      });
      await use(context);
      await context.close();
      return;
    }
    let shared = sharedTab;
    if (hasTouch || isMobile) shared = await touchTabs.open(`${hasTouch}-${isMobile}`, { ...base, hasTouch, isMobile });
    const { page, added } = shared;
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
    dropNewListeners(page, shared.pageListeners);
    dropNewListeners(context, shared.contextListeners);
  },
  page: async ({ context, sharedTab, touchTabs }, use) => {
    const shared = [sharedTab, ...(await touchTabs.all())].find((t) => t.page.context() === context);
    await use(shared ? shared.page : await context.newPage());
  },
});
