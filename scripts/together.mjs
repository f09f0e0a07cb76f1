// Runs npm scripts side by side and fails if any of them fails: `node scripts/together.mjs typecheck lint`.
// npm test's first stage (package.json): the type check and the conventions each keep one core
// busy, and so does the end-to-end tests' build of the site for most of its time, so on a 2-core
// machine the three together take little longer than the longest (docs/development.md, "Tests").
// Plain JavaScript: Node 20 runs it as it is, before anything is built.
//
// Each script's output is held and printed whole when it ends, so the three logs do not interleave;
// every script runs to its end even when another fails, so one run reports every problem.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/together.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

/** Runs `npm run <script>`, resolving with its exit code and everything it printed, in order. */
function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ script, code: 1, output: Buffer.from(`${error.message}\n`), started }));
    // A script stopped by a signal has no exit code: a failure all the same.
    child.on('close', (code) => resolve({ script, code: code ?? 1, output: Buffer.concat(output), started }));
  });
}

const runs = scripts.map((script) =>
  run(script).then((result) => {
    const seconds = ((Date.now() - result.started) / 1000).toFixed(1);
    const verdict = result.code === 0 ? 'passed' : `FAILED (exit code ${result.code})`;
    process.stdout.write(`\n> npm run ${result.script}: ${verdict} in ${seconds} s\n`);
    process.stdout.write(result.output);
    return result;
  }),
);

const failed = (await Promise.all(runs)).filter((r) => r.code !== 0);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((r) => `npm run ${r.script}`).join(', ')}`);
  process.exit(1);
}
