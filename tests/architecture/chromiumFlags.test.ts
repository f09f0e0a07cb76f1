// The end-to-end tests' Chromium flags (e2e/browser.ts) replace Playwright's own `--disable-features`
// list, Chromium keeping only the last one given; so they repeat it, and this test reads Playwright's
// installed source to say when a new Playwright changed its list.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../../e2e/chromiumFlags';

/** Where Playwright's switches are, in its bundled (1.65) or its older per-file layout. */
const CANDIDATES = ['lib/coreBundle.js', 'lib/server/chromium/chromiumSwitches.js'];

/** The feature names Playwright disables, read from its source (null: its list was not found). */
function playwrightsList(): string[] | null {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  for (const file of CANDIDATES.map((c) => join(root, c)).filter(existsSync)) {
    const block = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(readFileSync(file, 'utf8'));
    if (block) return [...block[1]!.matchAll(/^\s*["']([^"']+)["']/gm)].map((m) => m[1]!);
  }
  return null;
}

describe("the end-to-end tests' Chromium flags", () => {
  test("repeat Playwright's own disabled features, which a later --disable-features would drop", () => {
    const theirs = playwrightsList();
    expect(
      theirs,
      "Playwright's disabledFeatures not found: compare e2e/browser.ts with its chromiumSwitches",
    ).not.toBe(null);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(theirs);
  });

  test('give one --disable-features, holding all of them', () => {
    const lists = CHROMIUM_ARGS.filter((a) => a.startsWith('--disable-features='));
    expect(lists).toHaveLength(1);
    const ours = lists[0]!.slice('--disable-features='.length).split(',');
    expect(ours).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup']));
  });
});
