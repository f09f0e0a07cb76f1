// The tournament's worker pool (docs/ai.md, "Measured"): one worker per core by default, each a
// Node process (node:child_process fork) that plays the games it is sent. Games are independent
// and seeded (games.ts), so each worker takes the next game not yet begun and the results are
// put back in the games' order: a seeded tournament gives the same result for every game
// whatever the number of workers (tests/ai/tournamentPool.test.ts).
// Processes, not worker threads: the tournament's decision times are CPU time, and Node 20 can
// only tell a process's (process.cpuUsage counts every thread of it; a thread's own clock,
// process.threadCpuUsage, came with Node 23.9), so a worker thread's decisions would have counted
// its neighbours' time too.
// The time-budgeted levels (hard 1 s, expert 5 s) think for wall time: a worker that shares its
// core with another searches less in that time, so more workers than free cores weakens them;
// hence one per core by default, and fewer on a machine busy with other work (`--workers N`).
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { playTournamentGame, type GameResult, type GameSpec } from './games';

/** The argument that makes the pool's script a worker (serveGamesIfWorker). */
const WORKER_FLAG = '--arena-worker';

/** What a worker answers for a game. */
type Reply = { ok: true; result: GameResult } | { ok: false; index: number; message: string };

export interface PoolOptions {
  /** How many worker processes (default: os.availableParallelism(), at most one per game). */
  workers?: number;
  /** The built script each worker runs: one that calls serveGamesIfWorker() at its start (arena.ts runs itself). */
  script: URL | string;
  /** Begin no new pair of games (an even index) once this much wall time (ms) has passed; the first pair is always played. */
  stopAfterMs?: number | undefined;
  /** Called as each game ends, in the order they end. */
  onResult?(result: GameResult): void;
}

/** The default number of workers: one per core this process may use. */
export function defaultWorkers(): number {
  return Math.max(1, availableParallelism());
}

/**
 * Plays the games in a pool of worker processes and answers their results in the specs' order
 * (the games begun: with `stopAfterMs`, a pair begun late is left out whole). The first error a
 * worker reports ends the pool and rejects with the game's seed.
 */
export function playInPool(specs: readonly GameSpec[], options: PoolOptions): Promise<GameResult[]> {
  const size = Math.max(1, Math.min(options.workers ?? defaultWorkers(), specs.length));
  const script = typeof options.script === 'string' ? options.script : fileURLToPath(options.script);
  const started = performance.now();
  const results: GameResult[] = [];
  const workers: ChildProcess[] = [];
  let next = 0;
  let running = 0;
  let over = false;
  return new Promise<GameResult[]>((resolve, reject) => {
    const finish = (error?: Error) => {
      if (over) return;
      over = true;
      for (const w of workers) if (w.connected) w.disconnect();
      if (error) reject(error);
      else resolve(results.sort((a, b) => a.index - b.index));
    };
    if (specs.length === 0) {
      finish();
      return;
    }
    const mayBegin = (spec: GameSpec) =>
      spec === specs[0] ||
      spec.index % 2 !== 0 ||
      options.stopAfterMs === undefined ||
      performance.now() - started <= options.stopAfterMs;
    const feed = (worker: ChildProcess) => {
      if (next < specs.length && mayBegin(specs[next])) {
        running++;
        worker.send(specs[next++]);
      } else {
        next = specs.length;
        if (running === 0) finish();
      }
    };
    for (let i = 0; i < size; i++) {
      // Structured clone ('advanced') carries the results' arrays of times as they are; no flags
      // of the parent (a test runner's loaders) are handed down.
      const worker = fork(script, [WORKER_FLAG], { serialization: 'advanced', execArgv: [] });
      workers.push(worker);
      worker.on('message', (reply: Reply) => {
        if (over) return;
        running--;
        if (!reply.ok) {
          finish(new Error(`game ${specs[reply.index].seed} (#${reply.index}): ${reply.message}`));
          return;
        }
        results.push(reply.result);
        options.onResult?.(reply.result);
        feed(worker);
      });
      worker.on('error', (error) => finish(error));
      worker.on('exit', (code) => {
        if (!over) finish(new Error(`a tournament worker (${script}) stopped, exit code ${code}`));
      });
      feed(worker);
    }
  });
}

/**
 * In a worker process of the pool: plays each game the pool sends and answers its result until
 * the pool lets go (true: this is a worker, the caller does nothing else). Otherwise false.
 */
export function serveGamesIfWorker(): boolean {
  const send = process.send?.bind(process);
  if (!process.argv.includes(WORKER_FLAG) || !send) return false;
  process.on('message', (spec: GameSpec) => {
    let reply: Reply;
    try {
      reply = { ok: true, result: playTournamentGame(spec) };
    } catch (error) {
      reply = { ok: false, index: spec.index, message: error instanceof Error ? error.message : String(error) };
    }
    send(reply);
  });
  return true;
}
