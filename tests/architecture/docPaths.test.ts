// The docs name files and link to each other's sections; a rename or a move must not leave them
// pointing at nothing (docs/development.md, "Contributing"). Every `path/like/this.ts` or
// `file.ts` named in README.md, docs/*.md and a folder's README.md must be a file of the tree, and every link to a
// doc (with its #section, if any) must reach a doc and a heading of it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
/** Folders that are built, installed or kept outside the repository's own files. */
const SKIP = new Set([
  'node_modules',
  'dist',
  '.git',
  '.cli',
  '.server',
  '.data',
  'test-results',
  'playwright-report',
  'fuzz-failures',
]);

function walk(dir: string, into: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, into);
    else into.push(relative(ROOT, path).split('\\').join('/'));
  }
}

/** README.md, docs/*.md and the folders' own README.md files, by path from the root, with their text. */
function docs(files: string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const file of files) {
    if (file === 'README.md' || /^docs\/[^/]+\.md$/.test(file) || file.endsWith('/README.md'))
      found[file] = readFileSync(join(ROOT, file), 'utf8');
  }
  return found;
}

/**
 * The TypeScript file names a text mentions ('src/store/history.ts', 'store/history.ts',
 * 'turn.ts'), a numbered range ('randomGames.1-4.test.ts') given as each of its files. Paths
 * outside the repository ('../shared/...') are not ours to check.
 */
function namedFiles(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/(?<![\w./-])((?:\.\.\/)?[\w@-][\w./-]*?\.tsx?)(?![\w])/g)) {
    const name = m[1]!;
    if (name.startsWith('../')) continue;
    const range = /^(.*\.)(\d+)-(\d+)(\..*)$/.exec(name);
    if (range) {
      for (let i = Number(range[2]); i <= Number(range[3]); i++) names.push(`${range[1]}${i}${range[4]}`);
    } else names.push(name);
  }
  return names;
}

/** A name is found when a file of the tree is that path, or ends with it ('store/history.ts'). */
function missing(names: string[], files: string[]): string[] {
  return names.filter((name) => !files.some((f) => f === name || f.endsWith(`/${name}`)));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchors(text: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  for (const m of text.matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(m[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    found.add(n === 0 ? base : `${base}-${n}`);
  }
  return found;
}

/** 'doc: link' for every link to a .md file or a #section that reaches no doc or no heading. */
function brokenLinks(all: Record<string, string>): string[] {
  const broken: string[] = [];
  for (const [doc, text] of Object.entries(all)) {
    for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const link = m[1]!;
      if (/^[a-z]+:/.test(link)) continue;
      const [path = '', anchor] = link.split('#');
      if (path !== '' && !path.endsWith('.md')) {
        if (!existsSync(join(ROOT, dirname(doc), path))) broken.push(`${doc}: ${link}`);
        continue;
      }
      const target = path === '' ? doc : posix.normalize(posix.join(dirname(doc), path));
      const targetText = all[target];
      if (targetText === undefined) broken.push(`${doc}: ${link} (no such doc)`);
      else if (anchor !== undefined && !anchors(targetText).has(anchor))
        broken.push(`${doc}: ${link} (no such section)`);
    }
  }
  return broken;
}

/** A text as one line of lower-case words, markdown's emphasis and backticks dropped. */
function plain(text: string): string {
  return text.replace(/[`*_]/g, '').replace(/\s+/g, ' ').toLowerCase();
}

/**
 * 'file: doc "Section"' for every citation in the code (a comment's `docs/online.md, "Limits"` or
 * `README.md "How to play"`, the quote possibly wrapped over comment lines) whose doc does not
 * exist or no longer holds that text (a heading, or an item's bold title such as **Moving**).
 */
function staleCitations(sources: Record<string, string>, all: Record<string, string>): string[] {
  const stale: string[] = [];
  for (const [file, text] of Object.entries(sources)) {
    for (const m of text.matchAll(/((?:docs\/)?[\w-]+\.md),? "([^"]+)"/g)) {
      const [, doc, quoted] = m as unknown as [string, string, string];
      const section = quoted.replace(/\n\s*(?:\/\/|\*)?\s*/g, ' ');
      const target = all[doc] ?? all[`docs/${doc}`];
      if (target === undefined) stale.push(`${file}: ${doc} (no such doc)`);
      else if (!plain(target).includes(plain(section))) stale.push(`${file}: ${doc} "${section}" (no such section)`);
    }
  }
  return stale;
}

describe('the docs name what exists', () => {
  const files: string[] = [];
  walk(ROOT, files);
  const all = docs(files);

  test("every TypeScript file named in README.md, docs/*.md and the folders' README.md is in the tree", () => {
    const problems = Object.entries(all).flatMap(([doc, text]) =>
      missing(namedFiles(text), files).map((name) => `${doc}: ${name}`),
    );
    expect(problems).toEqual([]);
  });

  test('every link between the docs reaches a doc and a section of it', () => {
    expect(brokenLinks(all)).toEqual([]);
  });

  test('every doc section the code cites ("docs/online.md, \\"Limits\\"") is a heading of that doc', () => {
    const sources: Record<string, string> = {};
    for (const file of files)
      if (
        /^(src|server|tests|e2e|scripts|bench)\/.*\.(tsx?|css)$/.test(file) &&
        file !== 'tests/architecture/docPaths.test.ts'
      )
        sources[file] = readFileSync(join(ROOT, file), 'utf8');
    expect(staleCitations(sources, all)).toEqual([]);
  });

  test('the checks bite: a gone file, a range, a gone doc and a gone section are found', () => {
    expect(
      staleCitations(
        { 'a.ts': '// docs/b.md, "Kept" and README.md "Gone", docs/none.md "X", docs/b.md "Wrapped\n// item"' },
        { 'README.md': '# Top', 'docs/b.md': '## Kept things\n- **Wrapped item**: text' },
      ),
    ).toEqual(['a.ts: README.md "Gone" (no such section)', 'a.ts: docs/none.md (no such doc)']);
    expect(namedFiles('see `src/engine/turn.ts` and turn.ts, ../shared/x.ts, not turn.tsv')).toEqual([
      'src/engine/turn.ts',
      'turn.ts',
    ]);
    expect(namedFiles('randomGames.1-3.test.ts')).toEqual([
      'randomGames.1.test.ts',
      'randomGames.2.test.ts',
      'randomGames.3.test.ts',
    ]);
    expect(missing(['store/history.ts', 'turn.ts', 'history.ts'], ['src/store/history.ts'])).toEqual(['turn.ts']);
    expect(slug('Undo, saving and replays')).toBe('undo-saving-and-replays');
    expect(slug('List file: `aam-reloaded-army`, version 1')).toBe('list-file-aam-reloaded-army-version-1');
    const fake = {
      'README.md': '[a](docs/b.md#gone) [c](docs/gone.md) [d](docs/b.md#kept) [e](#top)\n# Top',
      'docs/b.md': '## Kept',
    };
    expect(brokenLinks(fake)).toEqual([
      'README.md: docs/b.md#gone (no such section)',
      'README.md: docs/gone.md (no such doc)',
    ]);
  });
});
