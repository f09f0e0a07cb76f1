// Tests assert what the rules and the code do, never how fast (docs/development.md "Tests"): a
// timing bound fails on a loaded machine and passes a slow change on a quick one. Speed belongs
// in `npm run bench` and the measure scripts, with their figures in the docs. A test file that
// reads a clock is almost always timing something, so reading one is refused in test files
// (helpers that wait for a server with a deadline, like tests/server/fuzzer.ts, are not tests).
import { describe, expect, test } from 'vitest';
import { bannedLines, projectSources, type CodeBan } from './project';

const CLOCK: CodeBan = {
  pattern: /\bperformance\.now\s*\(|\bDate\.now\s*\(/,
  why: 'a clock read in a test: assert behaviour, measure speed in a script',
  // The conventions' own tests hold banned calls as sample sources for their checks.
  except: /^tests\/architecture\//,
};

/** 'file:line: why (the call)' for every clock read in the test files (.test.ts, .test.tsx). */
function clockReads(sources: Record<string, string>): string[] {
  return bannedLines(sources, (file) => (/^tests\/.*\.test\.tsx?$/.test(file) ? [CLOCK] : []));
}

describe('no test times the code', () => {
  test('no test file reads a clock', () => {
    expect(clockReads(projectSources())).toEqual([]);
  });

  test('the check finds each clock read, and passes comments and helpers', () => {
    const found = clockReads({
      'tests/store/x.test.ts': 'const t = performance.now();\n// performance.now() in a comment\nconst d = Date.now();',
      'tests/store/y.test.tsx': 'const t = performance.now();',
      'tests/server/fuzzer.ts': 'const until = Date.now() + ms;',
    });
    expect(found).toEqual([
      'tests/store/x.test.ts:1: a clock read in a test: assert behaviour, measure speed in a script (performance.now()',
      'tests/store/x.test.ts:3: a clock read in a test: assert behaviour, measure speed in a script (Date.now()',
      'tests/store/y.test.tsx:1: a clock read in a test: assert behaviour, measure speed in a script (performance.now()',
    ]);
  });
});
