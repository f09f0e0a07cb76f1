// `npm run serve` (issue 11 point 1): one Node process serves the built site (dist/) and the game
// server (socket.io) on one port. PORT (default 8080), HOST (default all interfaces), AAM_DB
// (the SQLite file, default .data/games.db) or REDIS_URL (docs/online.md).
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gameServerFromEnv } from './fromEnv';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const root = resolve(process.env.AAM_DIST ?? 'dist');
const port = Number(process.env.PORT ?? 8080);

/**
 * The site's Content Security Policy (vite.config.ts) as a header too, read from the <meta> the
 * build wrote into index.html, with frame-ancestors, which only a header can carry.
 */
function policy(): string {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const meta = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
  if (!meta) throw new Error(`${root}/index.html has no Content-Security-Policy: build the site first (npm run build)`);
  return `${meta.replace(/&#39;|&apos;/g, "'")}; frame-ancestors 'none'`;
}
const CONTENT_SECURITY_POLICY = policy();
const host = process.env.HOST ?? '0.0.0.0';

const http = createServer((req, res) => {
  // The site only: socket.io answers its own path (/socket.io/) before this handler.
  const path = decodeURIComponent((req.url ?? '/').split('?')[0]!.split('#')[0]!);
  const file = normalize(join(root, path === '/' ? 'index.html' : path));
  if (!file.startsWith(root + sep) || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(404).end();
    return;
  }
  let size: number;
  try {
    const st = statSync(file);
    if (!st.isFile()) throw new Error('not a file');
    size = st.size;
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': size,
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    // Vite names the built assets by their content: they never change under one name.
    'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
});

const server = await gameServerFromEnv(http);
http.listen(port, host, () => console.log(`Axis & Allies Miniatures: Reloaded on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/ (${server.describe})`));

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void server.close().finally(() => process.exit(0));
  });
}
