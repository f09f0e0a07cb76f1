// scripts/together.mjs, npm test's first stage: the scripts run side by side, each one's output
// printed whole, and the run fails when any of them fails, after every one has ended.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const RUNNER = resolve('scripts/together.mjs');
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'together-'));
  // Each script writes a line, waits, writes another: interleaved output would mix them.
  const twoLines = (name: string, exit: number) =>
    `node -e "console.log('${name} one'); setTimeout(() => { console.log('${name} two'); process.exit(${exit}); }, 300)"`;
  // Each writes its own file, then waits for the other's: both pass only if they run at once (a
  // script run alone gives up after 20 s, a hang guard, and fails).
  const meet = (mine: string, theirs: string) =>
    `node -e "const fs = require('fs'); fs.writeFileSync('${mine}', ''); const t = setInterval(() => { if (fs.existsSync('${theirs}')) { clearInterval(t); console.log('${mine} met ${theirs}'); } }, 20); setTimeout(() => process.exit(4), 20000).unref()"`;
  const scripts = {
    first: twoLines('first', 0),
    second: twoLines('second', 0),
    broken: twoLines('broken', 3),
    ping: meet('ping', 'pong'),
    pong: meet('pong', 'ping'),
  };
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'together-test', private: true, scripts }));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function together(...scripts: string[]) {
  const r = spawnSync('node', [RUNNER, ...scripts], { cwd: dir, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('scripts/together.mjs', () => {
  it('runs the scripts at the same time', () => {
    const r = together('ping', 'pong');
    expect(r.code).toBe(0);
    expect(r.out).toContain('ping met pong');
    expect(r.out).toContain('pong met ping');
  });

  it('passes when each passes, each output whole', () => {
    const r = together('first', 'second');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/npm run first: passed in [\d.]+ s\nfirst one\nfirst two\n/);
    expect(r.out).toMatch(/npm run second: passed in [\d.]+ s\nsecond one\nsecond two\n/);
  });

  it('fails when one fails, naming it, after the others have run to their end', () => {
    const r = together('broken', 'first');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/npm run broken: FAILED \(exit code 3\) in [\d.]+ s\nbroken one\nbroken two\n/);
    expect(r.out).toContain('first two');
    expect(r.err).toContain('Failed: npm run broken');
  });

  it('refuses to run nothing', () => {
    const r = together();
    expect(r.code).toBe(2);
    expect(r.err).toContain('usage:');
  });
});
