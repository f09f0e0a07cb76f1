// The HTTP side of `npm run serve` (server/site.ts, docs/online.md "Hosting it") over a real
// socket: no request ends the process or goes unanswered (a malformed URL, huge headers, a long
// URL, another method, a body, a request Node cannot parse: 400, 431, 414, 405, 413), and after
// each the server still serves; the built files go out precompressed to a browser that accepts
// it, with ETags, 304s, ranges and the site's policy; /healthz and /readyz tell a host how it is.
import { rmSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { PROTOCOL_VERSION } from '../../src/net/protocol';
import { MAX_URL_BYTES, createSiteServer } from '../../server/site';
import type { Health } from '../../server/sockets';
import { Client, startServer, tempDir, tinyOptions } from './harness';
import { SITE, get, raw, writeSite } from './http';

const tmp = tempDir();
const root = join(tmp.dir, 'dist');
let base = '';
let stopping = false;
/** What /healthz is told: the game server's own answer unless a test says otherwise. */
let health: (() => Promise<Health>) | null = null;
let close: () => Promise<void> = async () => undefined;
const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

beforeAll(async () => {
  writeSite(root);
  const site = createSiteServer({ root, health: () => (health ?? server.game.health)(), stopping: () => stopping });
  const server = await startServer({ file: join(tmp.dir, 'games.db'), http: site });
  base = server.url;
  close = server.close;
});
afterAll(async () => {
  await close();
  logged.mockRestore();
  tmp.cleanup();
});

/** The page is still served, whole, after whatever came before. */
async function stillServes(): Promise<void> {
  const page = await get(base, '/');
  expect(page.status).toBe(200);
  expect(page.body.toString()).toBe(SITE.html);
}

describe('no request ends the server; each is answered', () => {
  test('a malformed percent escape (GET /%E0%A4%A, sent as it is) is 400, and the server goes on', async () => {
    const r = await raw(base, 'GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(r.status).toBe(400);
    expect((await raw(base, 'GET /assets/%ZZ.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).status).toBe(400);
    await stillServes();
  });

  test('headers over 16 kB are 431 (Node cannot read them: clientError), and the server goes on', async () => {
    const r = await raw(base, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(r.status).toBe(431);
    await stillServes();
  });

  test('a request head trickled in slowly (slowloris) is answered 408 and closed once the head timeout passes, and the server goes on', async () => {
    const slow = createSiteServer({
      root,
      contentSecurityPolicy: SITE.policy,
      health: async () => ({ ok: true }),
      stopping: () => false,
      log: () => undefined,
      headersTimeout: { ms: 300, checkEveryMs: 50 },
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = slow.address() as AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n'));
        let got = '';
        socket.setEncoding('latin1');
        socket.on('data', (d: string) => (got += d));
        socket.on('error', reject);
        socket.on('close', () => resolve(got));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
    await stillServes();
  });

  test(`a URL over ${MAX_URL_BYTES} bytes is 414, and the server goes on`, async () => {
    expect((await get(base, `/${'a'.repeat(MAX_URL_BYTES)}`)).status).toBe(414);
    expect((await get(base, `/?q=${'a'.repeat(MAX_URL_BYTES - 10)}`)).status).toBe(200);
    await stillServes();
  });

  test('another method is 405 (naming GET and HEAD); a method Node does not know, or a broken request line, is 400', async () => {
    const r = await get(base, '/', {}, 'DELETE');
    expect(r.status).toBe(405);
    expect(r.headers.allow).toBe('GET, HEAD');
    expect((await raw(base, 'BREW / HTTP/1.1\r\nHost: x\r\n\r\n')).status).toBe(400);
    expect((await raw(base, 'GET\r\n\r\n')).status).toBe(400);
    expect((await raw(base, 'GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).status).toBe(400);
    await stillServes();
  });

  test('a request with a body is 413, unread: the connection closes rather than reading it as the next request', async () => {
    const r = await raw(
      base,
      'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 37\r\n\r\nGET /healthz HTTP/1.1\r\nHost: x\r\n\r\n',
    );
    expect(r.status).toBe(413);
    expect(r.text.match(/^HTTP\/1\.1/gm)).toHaveLength(1);
    const posted = await raw(
      base,
      'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n',
    );
    expect(posted.status).toBe(405);
    await stillServes();
  });

  test('a WebSocket upgrade to anything but socket.io is refused and closed', async () => {
    const r = await raw(
      base,
      'GET /other HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    expect(r.status).toBe(404);
    await stillServes();
  });

  test('a built file removed under the running server: the answer is cut, logged with its cause, and the server goes on', async () => {
    const other = tempDir();
    const dir = join(other.dir, 'dist');
    writeSite(dir);
    const site = createSiteServer({ root: dir, health: async () => ({ ok: true }), stopping: () => false });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
    try {
      rmSync(join(dir, 'assets', 'app-Ab12Cd34.js'));
      await expect(get(at, '/assets/app-Ab12Cd34.js')).rejects.toThrow();
      expect(logged).toHaveBeenCalledWith(
        'site: GET /assets/app-Ab12Cd34.js: the file could not be read',
        expect.objectContaining({ code: 'ENOENT' }),
      );
      expect((await get(at, '/')).status).toBe(200);
    } finally {
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
      other.cleanup();
    }
  });

  test('the game server on the same port still plays after all of it', async () => {
    const c = await new Client(base).connected();
    try {
      const r = await c.call('game:create', { version: PROTOCOL_VERSION, options: tinyOptions() });
      expect(r.ok).toBe(true);
    } finally {
      c.close();
    }
  });
});

describe('the built files', () => {
  test('brotli to a browser that accepts it, else gzip, else the file itself; Vary says so', async () => {
    const br = await get(base, '/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(SITE.script);
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers.vary).toBe('Accept-Encoding');
    const gz = await get(base, '/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SITE.script);
    const plain = await get(base, '/assets/app-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SITE.script);
    expect(Number(br.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 4);
  });

  test('the policy as a header (with frame-ancestors), nosniff, and the cache policy: assets immutable, the rest revalidated', async () => {
    const page = await get(base, '/');
    expect(page.headers['content-security-policy']).toBe(SITE.policy);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await get(base, '/assets/app-Ab12Cd34.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get(base, '/assets/gone-00000000.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect((await get(base, '/.hidden')).status).toBe(404);
    expect((await get(base, '/../package.json')).status).toBe(404);
  });

  test('If-None-Match with the ETag: 304 carrying that ETag and the cache policy; another ETag: 200', async () => {
    const first = await get(base, '/', { 'Accept-Encoding': 'br' });
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/"/);
    const again = await get(base, '/', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect((await get(base, '/', { 'Accept-Encoding': 'br', 'If-None-Match': 'W/"0-0"' })).status).toBe(200);
    // Each encoding is its own representation, with its own ETag.
    expect((await get(base, '/')).headers.etag).not.toBe(etag);
  });

  test('a Range of bytes is 206 with those bytes; a range it cannot serve exactly (suffix, reversed, several, If-Range) gets the whole file', async () => {
    const part = await get(base, '/assets/app-Ab12Cd34.js', { Range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${SITE.script.length}`);
    expect(part.body.toString()).toBe(SITE.script.slice(10, 20));
    const open = await get(base, '/assets/app-Ab12Cd34.js', { Range: 'bytes=100-' });
    expect(open.body.toString()).toBe(SITE.script.slice(100));
    const past = await get(base, '/assets/app-Ab12Cd34.js', { Range: `bytes=${SITE.script.length + 5}-` });
    expect(past.status).toBe(416);
    for (const range of ['bytes=-10', 'bytes=19-10', 'bytes=0-1,5-6', 'bytes=0-0', 'lines=1-2', 'bytes=abc']) {
      const whole = await get(base, '/assets/app-Ab12Cd34.js', { Range: range });
      expect([range, whole.status, whole.body.toString() === SITE.script]).toEqual([range, 200, true]);
    }
    const underIfRange = await get(base, '/assets/app-Ab12Cd34.js', { Range: 'bytes=10-19', 'If-Range': 'W/"old"' });
    expect(underIfRange.status).toBe(200);
    await stillServes();
  });

  test('HEAD: the headers of GET, no body', async () => {
    const head = await get(base, '/', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });
});

describe('health checks', () => {
  test('/healthz: 200 while the store answers, 503 with the reason when it does not', async () => {
    const ok = await get(base, '/healthz');
    expect([ok.status, JSON.parse(ok.body.toString())]).toEqual([200, { status: 'ok' }]);
    expect(ok.headers['cache-control']).toBe('no-store');
    health = async () => ({ ok: false, reason: 'storage ping: SQLITE_IOERR' });
    try {
      const down = await get(base, '/healthz');
      expect([down.status, JSON.parse(down.body.toString())]).toEqual([
        503,
        { status: 'unavailable', reason: 'storage ping: SQLITE_IOERR' },
      ]);
    } finally {
      health = null;
    }
  });

  test('/readyz: 200 while serving, 503 once shutting down', async () => {
    const ready = await get(base, '/readyz');
    expect([ready.status, JSON.parse(ready.body.toString())]).toEqual([200, { status: 'ready' }]);
    stopping = true;
    try {
      const leaving = await get(base, '/readyz');
      expect([leaving.status, JSON.parse(leaving.body.toString())]).toEqual([503, { status: 'shutting down' }]);
    } finally {
      stopping = false;
    }
  });
});
