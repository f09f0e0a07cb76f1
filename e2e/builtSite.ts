// The end-to-end tests' web server (playwright.config.ts): the built site and game server of
// `npm run serve`, built again only when what they are built from has changed since the last
// build for these tests. The build is about 7 s of CPU (half of it the brotli copies of
// vite.config.ts's precompress) and 20-60 s of wall time on a busy 2-core machine, paid before the
// first test of every run, a single spec's too (docs/development.md "How long the end-to-end tests take").
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What `vite build` and `npm run build:server` read from the checkout (the packages through the lock file). */
const INPUTS = [
  'src',
  'server',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
/** Vite's environment files, read by the build when present. */
const ENV_FILE = /^\.env(\..+)?$/;
/** The fingerprint of the inputs the built files in dist/ and .server/ were built from (ignored by git). */
export const STAMP = '.cache/e2e-site.txt';
/** Files the server needs from the two builds. */
const BUILT = ['dist/index.html', '.server/main.js'];

/** Every file of the inputs, by its path from `root`. */
function inputFiles(root: string): string[] {
  const files = readdirSync(root).filter((n) => ENV_FILE.test(n));
  for (const input of INPUTS) {
    const full = join(root, input);
    if (!existsSync(full)) continue;
    if (!statSync(full).isDirectory()) files.push(input);
    else
      for (const d of readdirSync(full, { recursive: true, withFileTypes: true }))
        if (d.isFile()) files.push(relative(root, join(d.parentPath, d.name)));
  }
  return files.sort();
}

/** A hash of the paths and contents of every input of the two builds. */
export function siteInputsHash(root: string): string {
  const hash = createHash('sha256');
  for (const file of inputFiles(root)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * The web server's command: the server alone when the built files are there and were built from
 * the inputs as they are now (the stamp says so); else both builds, then the stamp, then the server.
 * `rebuild` (CI, or E2E_REBUILD=1) always builds; `prebuilt` never does: `npm test` built the site
 * (`npm run build:e2e`) beside the type check, just before (docs/development.md, "Tests").
 */
export function serveCommand(root: string, options: { rebuild: boolean; prebuilt: boolean }): string {
  const start = 'node .server/main.js';
  const built = BUILT.every((f) => existsSync(join(root, f)));
  if (options.prebuilt) {
    if (!built)
      throw new Error(`E2E_PREBUILT=1, but ${BUILT.join(' and ')} are not there: run npm run build:e2e first.`);
    return start;
  }
  const inputs = siteInputsHash(root);
  const stamped = existsSync(join(root, STAMP)) ? readFileSync(join(root, STAMP), 'utf8').trim() : '';
  if (!options.rebuild && built && stamped === inputs) return start;
  const stamp = `node -e "require('node:fs').mkdirSync('.cache',{recursive:true});require('node:fs').writeFileSync('${STAMP}','${inputs}')"`;
  return `npm run build:e2e && ${stamp} && ${start}`;
}
