// docs/online.md, "Running it": `npm run dev` serves the page and the game server together, with no other
// setup: Vite's dev server, started from the project's own vite.config.ts, answers the page and
// a socket.io client on the same port (games in the SQLite file AAM_DB names).
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, expect, test } from 'vitest';
import { PROTOCOL_VERSION } from '../../src/net/protocol';
import { Client, tempDir, tinyOptions } from './harness';

const ROOT = join(import.meta.dirname, '..', '..');
let vite: ViteDevServer | null = null;
let client: Client | null = null;
const tmp = tempDir();

afterEach(async () => {
  client?.close();
  await vite?.close();
  tmp.cleanup();
});

test('the dev server serves the page and the game server on one port', async () => {
  // The plugin stays out of Vitest's own Vite; this test starts a dev server as `npm run dev` does.
  const saved = { VITEST: process.env.VITEST, AAM_DB: process.env.AAM_DB };
  delete process.env.VITEST;
  process.env.AAM_DB = join(tmp.dir, 'dev.db');
  try {
    vite = await createServer({
      configFile: join(ROOT, 'vite.config.ts'),
      root: ROOT,
      server: { port: 0, host: '127.0.0.1' },
      logLevel: 'silent',
    });
    await vite.listen();
  } finally {
    process.env.VITEST = saved.VITEST;
    if (saved.AAM_DB === undefined) delete process.env.AAM_DB;
    else process.env.AAM_DB = saved.AAM_DB;
  }
  const url = vite.resolvedUrls!.local[0]!.replace(/\/$/, '');
  const page = await (await fetch(`${url}/`)).text();
  expect(page).toContain('<div id="root">');
  client = await new Client(url).connected();
  const created = await client.call('game:create', { version: PROTOCOL_VERSION, options: tinyOptions() });
  expect(created.ok && created.value.gameId).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
});
