// The build's precompression (vite.config.ts `precompress`, docs/online.md "Hosting it"): a .br
// and a .gz beside each text file of the built site, the same bytes once decompressed; none for
// files already compressed (images, fonts), for tiny ones, or for a server (SSR) build.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, test } from 'vitest';
import { precompress } from '../../vite.config';
import { tempDir } from './harness';

const tmp = tempDir();
afterEach(() => tmp.cleanup());

async function run(ssr: boolean): Promise<string> {
  const dist = join(tmp.dir, ssr ? 'server' : 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  const text = Array.from({ length: 200 }, (_, i) => `export const a${i} = "${'words '.repeat(i % 5)}";`).join('\n');
  writeFileSync(join(dist, 'index.html'), `<!doctype html>${'<p>page</p>'.repeat(200)}`);
  writeFileSync(join(dist, 'assets', 'app-1.js'), text);
  writeFileSync(join(dist, 'assets', 'tiny-1.js'), 'export {};');
  writeFileSync(join(dist, 'assets', 'picture-1.png'), Buffer.alloc(4096, 7));
  const plugin = precompress() as unknown as { configResolved(c: unknown): void; closeBundle(): Promise<void> };
  plugin.configResolved({ root: tmp.dir, build: { outDir: ssr ? 'server' : 'dist', ssr } });
  await plugin.closeBundle();
  return dist;
}

test('each text file of the site gets a .br and a .gz with the same bytes inside; images and tiny files none', async () => {
  const dist = await run(false);
  for (const name of ['index.html', 'assets/app-1.js']) {
    const file = join(dist, name);
    expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(readFileSync(file));
    expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(readFileSync(file));
    expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(`${file}.gz`).length);
  }
  expect(existsSync(join(dist, 'assets', 'tiny-1.js.br'))).toBe(false);
  expect(existsSync(join(dist, 'assets', 'picture-1.png.br'))).toBe(false);
});

test('a server build (--ssr) is left as it is', async () => {
  const dist = await run(true);
  expect(existsSync(join(dist, 'index.html.br'))).toBe(false);
  expect(existsSync(join(dist, 'assets', 'app-1.js.gz'))).toBe(false);
});
