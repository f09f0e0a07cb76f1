// The project's own sources, read from disk for the convention checks, and the layers they
// must keep (docs/architecture.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Sources } from './importGraph';

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS = ['src', 'server', 'tests', 'e2e', 'scripts', 'bench'];
const ROOT_FILES = ['vite.config.ts', 'playwright.config.ts'];

function walk(dir: string, into: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, into);
    else into.push(path);
  }
}

/**
 * Every TypeScript source of the project by path from the root ('src/engine/core/hex.ts').
 * JSON files are listed too (with no text) since modules import them.
 */
export function projectSources(): Sources {
  const paths: string[] = ROOT_FILES.map((f) => join(ROOT, f));
  for (const folder of FOLDERS) walk(join(ROOT, folder), paths);
  const sources: Sources = {};
  for (const path of paths) {
    const file = relative(ROOT, path).split('\\').join('/');
    if (/\.tsx?$/.test(file)) sources[file] = readFileSync(path, 'utf8');
    else if (file.endsWith('.json')) sources[file] = '';
  }
  return sources;
}

/** The text without its comments (kept line for line), so a comment may name what a check bans. */
export function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** A pattern a convention forbids in the code (comments aside), and why; `except`: files it allows. */
export interface CodeBan {
  pattern: RegExp;
  why: string;
  except?: RegExp;
}

/**
 * 'file:line: why (what matched)' for every line of the sources, comments left out, that a ban
 * `bansFor(file)` gives matches (none: the file is not checked).
 */
export function bannedLines(sources: Sources, bansFor: (file: string) => readonly CodeBan[]): string[] {
  const found: string[] = [];
  for (const [file, text] of Object.entries(sources)) {
    const bans = bansFor(file).filter((b) => !b.except?.test(file));
    if (bans.length === 0) continue;
    withoutComments(text)
      .split('\n')
      .forEach((line, i) => {
        for (const ban of bans) {
          const m = ban.pattern.exec(line);
          if (m) found.push(`${file}:${i + 1}: ${ban.why} (${m[0].trim()})`);
        }
      });
  }
  return found;
}
