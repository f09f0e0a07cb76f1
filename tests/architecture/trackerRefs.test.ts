// No comment, string or doc cites the numbered points of a tracker that is not in the repository: a
// reader of the code cannot follow such a reference. A comment says why in its own words and
// cites the rule (an R-id of the rulings, the rule book) or the doc that explains it (a
// README.md section, docs/online.md, docs/records.md ...), as the developers' guide says.
//
// What counts as a tracker reference, case-insensitive:
// - the word issue (or issues) followed by a number, with or without `#`;
// - a point cited alone in parentheses, "(point" then a number, as left behind when the issue
//   before it was cut (numbers joined by "-", ", " or " and " too).
// Not flagged: the word issue in prose with no number after it, and a third-party GitHub issue
// address (…/issues/123: a slash, not a space, after the word), which a reader can open.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS = ['src', 'server', 'tests', 'e2e', 'scripts', 'bench', 'docs'];
const ROOT_FILES = ['vite.config.ts', 'playwright.config.ts', 'README.md'];

const TRACKER_REFS = [/\bissues? #?\d+/i, /\(points? \d+(?:(?:-|, | and )\d+)*\)/i];

/** The lines of a text that cite the tracker, as "line: text". */
function trackerRefs(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => (TRACKER_REFS.some((p) => p.test(line)) ? [`${i + 1}: ${line.trim()}`] : []));
}

function walk(dir: string, into: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, into);
    else into.push(path);
  }
}

/** Every file of the checked folders (code, styles, notes, data), by path from the root. */
function checkedFiles(): string[] {
  const paths = ROOT_FILES.map((f) => join(ROOT, f));
  for (const folder of FOLDERS) walk(join(ROOT, folder), paths);
  return paths.map((p) => relative(ROOT, p).split('\\').join('/'));
}

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

// Samples are built from parts so that this file does not cite the tracker itself.
const ref = (...parts: string[]) => parts.join(' ');

describe('no comment or string cites the tracker', () => {
  const files = checkedFiles();

  it('reads the code, the tests, the styles, the configs and the docs', () => {
    for (const file of [
      'src/engine/index.ts',
      'server/referee.ts',
      'src/ui/styles.css',
      'vite.config.ts',
      'tests/architecture/trackerRefs.test.ts',
      'README.md',
      'docs/architecture.md',
    ]) {
      expect(files).toContain(file);
    }
  });

  it('no file cites the tracker', () => {
    const found = files.flatMap((file) => trackerRefs(read(file)).map((line) => `${file}:${line}`));
    expect(found, 'cite the rule (R-id) or the doc section instead, or drop the reference').toEqual([]);
  });

  it('the pattern finds a tracker reference in its usual forms', () => {
    for (const line of [
      `// The score (${ref('issue', '13', 'point 3')}): each team's points.`,
      `/* ${ref('Issue', '9', 'point 2')}: the page never goes blank. */`,
      `describe('undo online (${ref('issue', '11)')}', () => {`,
      `// Attack preview (${ref('issue', '#4,')} point 8)`,
      `// ${ref('issues', '9 and 13')}`,
      `it('keeps saves small (${ref('issue', '9.4)')}', () => {`,
      `/** Another tab saved this game further on (${ref('point', '5)')}. */`,
      `// the first screen (${ref('points', '9-11)')}`,
    ]) {
      expect(trackerRefs(line), line).toHaveLength(1);
    }
  });

  it('the pattern leaves the word in prose, third-party issue addresses and point counts alone', () => {
    for (const line of [
      '// The issue here is that the walk is slow on 8,000 units.',
      "throw new Error('an issue with the storage: 3 saves failed');",
      '// PixiJS says so in https://github.com/pixijs/pixijs/issues/10532 (a third party address).',
      '// A 300-point game of 5 turns, 100 points a side (Objective Points 3).',
      '// at 1366x768 (5 points of Objective markers)',
      'const issues = 12;',
    ]) {
      expect(trackerRefs(line), line).toEqual([]);
    }
  });
});
