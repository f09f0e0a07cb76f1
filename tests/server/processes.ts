// Real processes for the server tests: a redis-server of the test's own and the built server
// (`node .../main.js`, as `npm run serve` runs it), on free ports of 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { build } from 'vite';

export const ROOT = join(import.meta.dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Starts a process and waits for `ready` in its output (all of which is kept in `output`). */
export function start(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
): Promise<ChildProcess & { output: string[] }> {
  return new Promise((resolve, reject) => {
    const child = Object.assign(
      spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }),
      { output: [] as string[] },
    );
    const timer = setTimeout(() => reject(new Error(`${cmd} did not start: ${child.output.join('')}`)), 20_000);
    const read = (b: Buffer) => {
      child.output.push(b.toString());
      if (ready.test(child.output.join(''))) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`${cmd} exited (${code}): ${child.output.join('')}`)));
  });
}

/** The process's exit code once it exits (null when a signal ended it). */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const done = exited(child);
  child.kill('SIGCONT'); // a process a test paused stops too
  child.kill('SIGTERM');
  return done.then(() => undefined);
}

/** A redis-server on `port`, keeping its data in `dir` (append-only file) so that a restart keeps the games. */
export function redisServer(port: number, dir?: string): Promise<ChildProcess & { output: string[] }> {
  const keep = dir ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir] : ['--appendonly', 'no'];
  return start(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...keep],
    {},
    /Ready to accept connections/,
  );
}

/** Builds the server as `npm run build:server` does, into `outDir` (inside the project, so it finds node_modules). */
export async function buildServer(outDir: string): Promise<void> {
  await build({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    build: { ssr: 'server/main.ts', outDir, emptyOutDir: true },
  });
}
