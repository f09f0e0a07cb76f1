// The HTTP side of `npm run serve` (docs/online.md "Hosting it"): the built site (dist/) served by
// sirv, with the files Vite precompressed (.br, .gz: vite.config.ts), ETags and 304s, ranges, the
// Content Security Policy as a header; /healthz and /readyz for a host's checks; and an answer to
// every request, never a failure that ends the process. socket.io (sockets.ts) answers its own
// path (/socket.io/) before this listener is called.
//
// Bad input is answered and the server goes on: a URL over MAX_URL_BYTES 414, a malformed one
// 400, a method other than GET and HEAD 405, a request with a body 413, headers over Node's
// 16 kB 431 (clientError), any other request Node cannot parse 400. A handler that throws is
// logged once with its cause and answered 500 (or its connection dropped, when the answer had
// begun).
//
// sirv is guarded where it is weak on hostile input (each guard is below, where it is done): it
// keeps a malformed URL as it is, reads Range loosely (a suffix range as a prefix, start past end
// throws), answers 304 without the ETag and pipes file streams without an error listener.
import { readFileSync } from 'node:fs';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { join } from 'node:path';
import sirv from 'sirv';
import type { Health } from './sockets';

/** The longest request target answered (longer: 414). The site's own URLs are far shorter. */
export const MAX_URL_BYTES = 2048;
/** Node's own limit on a request's head (request line and headers); over it, 431. */
const MAX_HEADER_BYTES = 16 * 1024;
/** A health check that takes longer than this is an unhealthy one (the store's calls are bounded at 1 s). */
const HEALTH_MS = 1500;
/**
 * How long a client may take to send a request's head, and how often Node looks for one too
 * slow (then 408 and closed): a visitor who opens connections and trickles headers in
 * (slowloris) holds each for this long, not Node's default of a minute. A page's request head
 * is sent at once.
 */
const HEADERS_TIMEOUT_MS = 10_000;
const TIMEOUT_CHECK_MS = 2000;

export interface SiteOptions {
  /** The built site (dist/). */
  root: string;
  /** The Content-Security-Policy header; by default read from the built index.html (contentSecurityPolicy). */
  contentSecurityPolicy?: string;
  /** Whether the game server reaches its store (sockets.ts `health`): /healthz. */
  health(): Promise<Health>;
  /** True once shutting down: /readyz answers 503 so a load balancer sends no one new here. */
  stopping(): boolean;
  /** Where failures are logged (console.error by default). */
  log?(message: string, cause?: unknown): void;
  /** How long a request's head may take, and how often that is checked (ms; tests shorten them). */
  headersTimeout?: { ms: number; checkEveryMs: number };
}

/**
 * The site's Content Security Policy (vite.config.ts) as a header, read from the <meta> the build
 * wrote into index.html, with frame-ancestors, which only a header can carry.
 */
export function contentSecurityPolicy(root: string): string {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const meta = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
  if (!meta) throw new Error(`${root}/index.html has no Content-Security-Policy: build the site first (npm run build)`);
  return `${meta.replace(/&#39;|&apos;/g, "'")}; frame-ancestors 'none'`;
}

/** An HTTP server for the site (attach the game server to it, then listen). */
export function createSiteServer(options: SiteOptions): Server {
  const log =
    options.log ??
    ((message: string, cause?: unknown) =>
      cause === undefined ? console.error(message) : console.error(message, cause));
  const timeout = options.headersTimeout ?? { ms: HEADERS_TIMEOUT_MS, checkEveryMs: TIMEOUT_CHECK_MS };
  const server = createServer(
    { maxHeaderSize: MAX_HEADER_BYTES, headersTimeout: timeout.ms, connectionsCheckingInterval: timeout.checkEveryMs },
    siteListener({ ...options, log }),
  );
  // A request Node cannot read (malformed, headers too large, too slow) never reaches the
  // listener: it is answered here on the raw socket, since there is no response object.
  server.on(
    'clientError',
    (err: NodeJS.ErrnoException, socket: Duplex & { _httpMessage?: { headersSent: boolean } | null }) => {
      // As Node's own default: an answer already begun on this connection (an earlier request's)
      // cannot be followed by another; the connection is dropped.
      if (err.code === 'ECONNRESET' || err.code === 'EPIPE' || !socket.writable || socket._httpMessage?.headersSent) {
        socket.destroy();
        return;
      }
      const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      log(`site: unreadable request (${err.code ?? err.message}), answered ${status}`);
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () =>
        socket.destroy(),
      );
    },
  );
  // An upgrade (WebSocket) to anything but socket.io's path is not ours: without this the socket
  // would stay open, outside every HTTP timeout. socket.io's own upgrades pass on to it.
  server.on('upgrade', (req: IncomingMessage, socket: Duplex) => {
    if ((req.url ?? '').startsWith('/socket.io/')) return;
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n', () => socket.destroy());
  });
  return server;
}

/** The request listener alone (createSiteServer's), for a server of another's making. */
export function siteListener(
  options: SiteOptions & { log(message: string, cause?: unknown): void },
): (req: IncomingMessage, res: ServerResponse) => void {
  const csp = options.contentSecurityPolicy ?? contentSecurityPolicy(options.root);
  // Production mode (not `dev`): the files are listed once at start, so a request never reaches
  // the disk by a path of its own making; ETags (weak: size and time); the .br and .gz beside each
  // file are sent to a browser that accepts them (Vary: Accept-Encoding).
  const files = sirv(options.root, { etag: true, brotli: true, gzip: true, dotfiles: false });
  const { log } = options;

  const route = (req: IncomingMessage, res: ServerResponse): void => {
    const url = req.url ?? '/';
    if (Buffer.byteLength(url) > MAX_URL_BYTES) return plain(res, 414, `A URL may be at most ${MAX_URL_BYTES} bytes.`);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return plain(res, 405, 'This server answers GET and HEAD only.', hasBody(req));
    }
    const pathname = url.split('?')[0]!.split('#')[0]!;
    // sirv keeps a path it cannot decode and answers 404; a malformed one is the client's error.
    let path: string;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      return plain(res, 400, 'Malformed URL: a percent sign must start an escape of UTF-8.');
    }
    if (!path.startsWith('/')) return plain(res, 400, 'The request target must be a path.');
    // Nothing here reads a body: one sent is refused unread, and the connection closed so it is
    // not read as the next request.
    if (hasBody(req)) return plain(res, 413, 'This server takes no request body.', true);
    if (path === '/healthz') return void healthz(res);
    if (path === '/readyz') {
      const stopping = options.stopping();
      return json(res, stopping ? 503 : 200, { status: stopping ? 'shutting down' : 'ready' });
    }
    serveFile(req, res, path);
  };

  const healthz = async (res: ServerResponse): Promise<void> => {
    let health: Health;
    try {
      health = await Promise.race([
        options.health(),
        new Promise<Health>((resolve) =>
          setTimeout(() => resolve({ ok: false, reason: `no answer within ${HEALTH_MS} ms` }), HEALTH_MS).unref(),
        ),
      ]);
    } catch (e) {
      health = { ok: false, reason: e instanceof Error ? e.message : String(e) };
    }
    if (res.destroyed) return;
    json(res, health.ok ? 200 : 503, health.ok ? { status: 'ok' } : { status: 'unavailable', reason: health.reason });
  };

  const serveFile = (req: IncomingMessage, res: ServerResponse, path: string): void => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Vite names the built assets by their content: they never change under one name.
    res.setHeader('Cache-Control', path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    guardRange(req);
    // sirv answers 304 with no ETag; a 304 must carry the one it confirms (RFC 9110 15.4.5), which
    // is the one asked about (sirv sends 304 only on an exact match).
    const asked = req.headers['if-none-match'];
    if (asked !== undefined) {
      const writeHead = res.writeHead;
      res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
        if (status === 304) this.setHeader('ETag', asked);
        return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
      } as typeof res.writeHead;
    }
    // sirv pipes the file with no error listener: a file gone since the start (a new build under
    // a running server) would throw out of the process. And a reader whose client left is closed.
    res.once('pipe', (source: NodeJS.ReadableStream & { destroy(): void }) => {
      source.once('error', (e: unknown) => {
        log(`site: ${req.method} ${path}: the file could not be read`, e);
        res.destroy();
      });
      res.once('close', () => source.destroy());
    });
    files(req, res, () => {
      res.setHeader('Cache-Control', 'no-cache');
      plain(res, 404, 'Not found.');
    });
  };

  return (req, res) => {
    try {
      route(req, res);
    } catch (e) {
      log(`site: ${req.method} ${String(req.url).slice(0, 200)} failed`, e);
      if (res.headersSent) res.destroy();
      else plain(res, 500, 'The server failed on this request.');
    }
  };
}

/**
 * Leaves sirv a Range it reads right, else none (RFC 9110 14.2: a server may ignore Range and
 * send the whole file): one range `bytes=N-M` (N <= M, not the single first byte, which sirv reads
 * as the whole file) or `bytes=N-`. A suffix range, several ranges, a reversed one (which throws
 * in sirv) and a Range under If-Range (which sirv does not check) get the whole file.
 */
function guardRange(req: IncomingMessage): void {
  const range = req.headers.range;
  if (range === undefined) return;
  const m = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(range.trim());
  const usable =
    m !== null &&
    (m[2] === '' || (Number(m[2]) >= Number(m[1]) && Number(m[2]) > 0)) &&
    req.headers['if-range'] === undefined;
  if (!usable) delete req.headers.range;
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function plain(res: ServerResponse, status: number, text: string, close = false): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...(close ? { Connection: 'close' } : {}),
  });
  res.end(text);
}

function json(res: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}
