// One page for the tests of a spec file whose tests each open their own position in it (a game
// file through the File menu) rather than each loading the site in a fresh browser context: a
// fresh context and page load cost about 3-4 s of Chromium's CPU here (docs/development.md "How
// long the end-to-end tests take"), a game file loaded in the open page a fraction of it.
import type { BrowserContextOptions, Page } from '@playwright/test';
import { test } from './fixtures';

/**
 * Opens one browser context and page before the file's first test (after `setUp` on it: init
 * scripts, the first address) and closes it after the last; returns a getter for the tests. A test
 * that fails ends its worker, and Playwright runs the file's remaining tests in a new one, so they
 * get a new page: no test inherits a broken one. The tests must each set up their own state in it.
 */
export function sharedPage(setUp: (page: Page) => Promise<void>, options: BrowserContextOptions = {}): () => Page {
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext(options)).newPage();
    await setUp(page);
  });
  test.afterAll(async () => {
    await page?.context().close();
  });
  return () => {
    if (!page) throw new Error('sharedPage: no page yet (call it at the top level of the spec file)');
    return page;
  };
}
