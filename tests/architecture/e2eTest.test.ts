// The end-to-end specs take `test` from e2e/fixtures.ts, never Playwright's own: the fixtures give
// each test the worker's page, reset (or a context of its own when it needs one), and Playwright
// runs a worker's tests of one kind of `test` before it restarts the worker for another kind, which
// left the specs of the other kind (the online game's long test among them) to the end of the run,
// on workers of their own (e2e/fixtures.ts).
import { describe, expect, test } from 'vitest';
import { bannedLines, projectSources, type CodeBan } from './project';

const PLAYWRIGHTS_TEST: CodeBan = {
  pattern: /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'@playwright\/test'/,
  why: "Playwright's own test in an end-to-end file: take test from './fixtures'",
  // The fixtures extend Playwright's test: the one file that must import it.
  except: /^e2e\/fixtures\.ts$/,
};

/** 'file:line: why (the import)' for every e2e file that imports Playwright's `test` (an import on one line). */
function playwrightTests(sources: Record<string, string>): string[] {
  return bannedLines(sources, (file) => (file.startsWith('e2e/') ? [PLAYWRIGHTS_TEST] : []));
}

describe("the end-to-end specs use the fixtures' test", () => {
  test("no e2e file but the fixtures imports Playwright's test", () => {
    expect(playwrightTests(projectSources())).toEqual([]);
  });

  test('the check finds the import, and passes types, expect and the fixtures', () => {
    const found = playwrightTests({
      'e2e/a.spec.ts': "import { expect, test, type Page } from '@playwright/test';",
      'e2e/b.spec.ts': "import type { Page } from '@playwright/test';\nimport { expect, test } from './fixtures';",
      'e2e/sharedPage.ts': "import { test } from '@playwright/test';",
      'e2e/fixtures.ts': "import { test as base, type Page } from '@playwright/test';",
      'tests/x.test.ts': "import { test } from '@playwright/test';",
    });
    expect(found).toEqual([
      "e2e/a.spec.ts:1: Playwright's own test in an end-to-end file: take test from './fixtures' (import { expect, test, type Page } from '@playwright/test')",
      "e2e/sharedPage.ts:1: Playwright's own test in an end-to-end file: take test from './fixtures' (import { test } from '@playwright/test')",
    ]);
  });
});
