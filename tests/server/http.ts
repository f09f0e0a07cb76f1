// HTTP for the server tests: requests through node:http (no decompression, so the bytes sent
// are the bytes checked), raw requests through node:net (a target sent exactly as written, as
// `curl --path-as-is` would), and a small built site (what `vite build` writes, precompressed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request to `base` (http://host:port), its answer read whole. */
export function get(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sends `text` as it is on a new connection and reads until the server closes it; the status of the first answer. */
export function raw(base: string, text: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(text));
    let got = '';
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (got += d));
    socket.on('error', reject);
    socket.on('close', () => resolve({ status: Number(got.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0), text: got }));
  });
}

/** A page as the build writes it: a policy in its <meta>, a content-named asset, .br and .gz beside both. */
export const SITE = {
  html: `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'"><script type="module" src="/assets/app-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>\n`,
  script: Array.from(
    { length: 300 },
    (_, i) => `export const line${i} = 'the same words, many times over: ${i % 7}';`,
  ).join('\n'),
  policy: "default-src 'self'; script-src 'self'; frame-ancestors 'none'",
};

export function writeSite(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  for (const [name, text] of [
    ['index.html', SITE.html],
    ['assets/app-Ab12Cd34.js', SITE.script],
  ] as const) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
}
