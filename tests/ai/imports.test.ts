// docs/architecture.md: the AI layer imports only the engine, through its public API
// (src/engine/index.ts), never the store, the renderer or the UI; and nothing below it (the
// engine) imports the AI.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
}

describe('the AI layer imports', () => {
  it('src/ai imports only ../engine (its index), its own modules and packages', () => {
    for (const file of sources(join(root, 'ai'))) {
      for (const spec of importsOf(file)) {
        const ok = spec === '../engine' || /^\.\/[A-Za-z]+$/.test(spec) || !spec.startsWith('.');
        expect(ok, `${file} imports ${spec}`).toBe(true);
      }
    }
  });

  it('the engine never imports the AI', () => {
    for (const file of sources(join(root, 'engine'))) {
      for (const spec of importsOf(file)) expect(spec.includes('/ai'), `${file} imports ${spec}`).toBe(false);
    }
  });
});
