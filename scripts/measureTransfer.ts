// npm run measure:transfer
// What the first screen costs on the wire from `npm run serve` (docs/online.md "Hosting it"): the
// built page and what it names for the browser to fetch before any script runs (its module
// script, the modules it preloads, its stylesheet and icon), each asked of server/site.ts over
// HTTP as a browser asks (Accept-Encoding: br; then gzip only; then neither), the Content-Length
// of each answer summed. What the page loads later (lazy screens, PixiJS behind the first frame)
// is left out: npm run measure:load follows a real page load. Figures only; build first (the npm
// script does).
import { request } from 'node:http';
import { resolve } from 'node:path';
import { createSiteServer } from '../server/site';

const ENCODINGS = [
  ['brotli', 'br, gzip, deflate'],
  ['gzip', 'gzip, deflate'],
  ['none', 'identity'],
] as const;

function contentLength(
  base: string,
  path: string,
  acceptEncoding: string,
): Promise<{ bytes: number; encoding: string }> {
  return new Promise((done, fail) => {
    const req = request(`${base}${path}`, { headers: { 'Accept-Encoding': acceptEncoding }, agent: false }, (res) => {
      res.resume();
      if (res.statusCode !== 200) fail(new Error(`${path}: ${res.statusCode}`));
      done({ bytes: Number(res.headers['content-length']), encoding: res.headers['content-encoding'] ?? 'none' });
    });
    req.on('error', fail);
    req.end();
  });
}

async function main(): Promise<void> {
  const root = resolve(process.env.AAM_DIST ?? 'dist');
  const server = createSiteServer({ root, health: async () => ({ ok: true }), stopping: () => false });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  try {
    const html = await new Promise<string>((done, fail) => {
      request(`${base}/`, { agent: false }, (res) => {
        let text = '';
        res
          .setEncoding('utf8')
          .on('data', (d: string) => (text += d))
          .on('end', () => done(text));
      })
        .on('error', fail)
        .end();
    });
    const named = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)="(\/[^"]+)"/g)].map((m) => m[1]!);
    const paths = ['/', ...new Set(named)];
    const sums = new Map<string, number>();
    console.log(`The first screen from ${root}: the page and the ${named.length} files it names`);
    for (const path of paths) {
      const sizes = await Promise.all(ENCODINGS.map(([, accept]) => contentLength(base, path, accept)));
      ENCODINGS.forEach(([name], i) => {
        sums.set(name, (sums.get(name) ?? 0) + sizes[i]!.bytes);
      });
      console.log(
        `  ${path.padEnd(44)} ${sizes.map((s) => `${(s.bytes / 1024).toFixed(1).padStart(7)} kB (${s.encoding})`).join('  ')}`,
      );
    }
    console.log(
      `Sum of Content-Length: ${ENCODINGS.map(([name]) => `${name} ${((sums.get(name) ?? 0) / 1024).toFixed(1)} kB`).join(', ')}`,
    );
  } finally {
    server.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
