// The built site under its Content Security Policy (docs/architecture.md, "The built site: Content Security Policy"): vite preview sends the
// policy as a header and the built index.html carries it as a <meta>, both without eval or
// inline script; the battle (PixiJS on WebGL), the help, the builder and the AI's worker all
// run with no violation reported and no console error. (Every other spec runs under the same
// policy, as they all run against vite preview.) And names typed by players are text: an army
// named like an HTML tag shows as those characters in the builder, the new game dialog, the top
// bar and the log, and nothing of it runs.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SAMPLE_ARMIES } from '../src/data/sampleArmies';
import { encodeShareCode } from '../src/store/files/shareCode';
import { withoutHandOff } from './settings';
import { shot } from './shots';

const SHOTS = 'e2e/screenshots';
const XSS = '<img src=x onerror=alert(1)>';

const US = SAMPLE_ARMIES.find((a) => a.id === 'sample-us-army')!.list;
const DE = SAMPLE_ARMIES.find((a) => a.id === 'sample-wehrmacht')!.list;

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Collects what the page reports: policy violations (the DOM event), console errors, uncaught errors and dialogs (an alert would be one). */
async function watch(page: Page): Promise<{ problems: string[] }> {
  const seen = { problems: [] as string[] };
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations!.push(`${e.violatedDirective}: ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
  page.on('console', (m) => {
    if (m.type() === 'error') seen.problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.problems.push(`page error: ${e.message}`));
  page.on('dialog', (d) => {
    seen.problems.push(`a ${d.type()} opened: ${d.message()}`);
    void d.dismiss();
  });
  return seen;
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

test.beforeEach(async ({ page }) => withoutHandOff(page));

test('the site is served with a strict policy, as a header and in the page', async ({ page }) => {
  const response = await page.goto('/');
  const header = response!.headers()['content-security-policy'];
  expect(header).toBeDefined();
  const directives = new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(directives.get('style-src')).toEqual(["'self'"]);
  expect(directives.get('worker-src')).toEqual(["'self'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(header).not.toContain('unsafe-eval');
  expect(header).not.toContain('unsafe-inline');
  // The same policy (less frame-ancestors, which a <meta> cannot carry) for a host that sends no headers.
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(meta).toBe(header.replace("; frame-ancestors 'none'", ''));
  // Nothing inline: every script is a file of the site.
  expect(await page.locator('script:not([src])').count()).toBe(0);
});

test('battle, help, builder and the AI worker run under the policy with nothing reported', async ({ page }) => {
  const seen = await watch(page);
  await page.goto('/?seed=csp');
  await expect(page.getByTestId('board')).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('aam:map-first-draw').length > 0);
  // The help (loaded when opened).
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Help' })).toBeVisible();
  await page.keyboard.press('Escape');
  // The builder (loaded when opened), and a battle against the AI from it: the worker starts.
  await page.goto(`/#/builder?list=${encodeShareCode({ ...US, name: XSS })}`);
  await expect(page.getByLabel('List name')).toHaveValue(XSS);
  await page.getByRole('button', { name: 'Start battle…', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a battle' });
  await dialog.getByLabel(/Player 1/).selectOption({ label: XSS });
  await dialog.getByLabel(/Player 2/).selectOption({ label: DE.name });
  await dialog.getByLabel('Played by').nth(1).selectOption('normal');
  await dialog.getByLabel(/Quick game \(already placed\)/).check();
  await dialog.getByRole('button', { name: 'Start the battle', exact: true }).click();
  await expect(page.getByTestId('board')).toBeVisible();
  // The AI answers for itself or suggests for the human: either way its worker ran.
  const suggest = page.getByTestId('suggest');
  await expect(suggest).toBeVisible({ timeout: 30_000 });
  await suggest.click();
  await expect(page.getByTestId('suggestion')).toContainText('AI suggests:', { timeout: 30_000 });

  // The name is text everywhere it is shown: the top bar, the AI bar, the log, the builder.
  await expect(page.getByTestId('log')).toContainText(XSS);
  await expect(page.getByTestId('ai-bar')).toContainText(XSS);
  await expect(page.locator('header, .phase-bar').first()).toContainText(XSS);
  await shot(page, { path: `${SHOTS}/csp-name-as-text.png` });
  await page.getByRole('link', { name: 'Army builder' }).click();
  await expect(page.getByLabel('List', { exact: true }).getByRole('option', { name: XSS })).toHaveCount(1);
  expect(await page.locator('img[src="x"], [onerror]').count()).toBe(0);
  // And the saved games list, where the armies' names are shown beside each game.
  await page.getByRole('link', { name: 'Battle', exact: true }).click();
  await page.getByRole('button', { name: 'File ▾' }).click();
  await page.locator('.records-menu-items').getByRole('button', { name: 'Saved games…' }).click();
  const saved = page.getByRole('dialog', { name: 'Saved games' });
  await expect(saved.getByTestId('saved-game').first()).toContainText(XSS);
  expect(await page.locator('img[src="x"], [onerror]').count()).toBe(0);

  expect(await violations(page)).toEqual([]);
  expect(seen.problems).toEqual([]);
});
