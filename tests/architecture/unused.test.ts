// No dead code in src/ (docs/architecture.md): every file is reached from an entry (src/main.tsx, a
// test, a script, a bench or an e2e spec) and every exported value is imported somewhere.
// Unused locals and parameters are the compiler's job (tsconfig noUnusedLocals/Parameters).
import { describe, expect, test } from 'vitest';
import { buildGraph, type Sources } from './importGraph';
import { projectSources } from './project';
import { findUnused } from './unused';

const ENGINE_API = 'src/engine/index.ts';
const isEntry = (file: string) => !file.startsWith('src/') || file === 'src/main.tsx';
const inSrc = (file: string) => file.startsWith('src/');

describe('src/ holds no unused code', () => {
  const unused = findUnused(buildGraph(projectSources()), { isEntry, inScope: inSrc, publicApi: ENGINE_API });

  test('every file of src/ is imported from an entry', () => {
    expect(unused.files, 'files nothing imports: delete them, or import them').toEqual([]);
  });

  test('every exported value of src/ is imported by another module (tests count)', () => {
    expect(unused.exports, 'exports nothing imports: delete the code, or drop `export` if the module uses it').toEqual(
      [],
    );
  });
});

describe('the unused-code check bites', () => {
  const sources: Sources = {
    'src/main.tsx': "import { run } from './app';",
    'src/app.ts':
      "import { helper, type Shape } from './lib';\nexport function run() { helper(); }\nexport const LOST = 1;",
    'src/lib.ts':
      'export function helper() {}\nexport function forgotten() {}\nexport type Shape = 1;\nexport interface Unnamed {}',
    'src/engine/index.ts': "export { chosen, notYetUsed } from './rules/a';\nexport * from './rules/b';",
    'src/engine/rules/a.ts':
      'export function chosen() {}\nexport function notYetUsed() {}\nexport function internal() {}',
    'src/engine/rules/b.ts': 'export function starred() {}\nexport function starredUsed() {}',
    'src/orphan.ts': 'export const X = 1;',
    'tests/a.test.ts':
      "import { chosen, starredUsed } from '../src/engine';\nimport { onlyTests } from '../src/testOnly';",
    'src/testOnly.ts': 'export function onlyTests() {}',
  };
  const unused = findUnused(buildGraph(sources), { isEntry, inScope: inSrc, publicApi: ENGINE_API });

  test('a file no entry reaches is reported; one only tests import is not', () => {
    expect(unused.files).toEqual(['src/orphan.ts']);
  });

  test('unimported values are reported; types, test-only values and named public API are not', () => {
    expect(unused.exports).toEqual([
      'src/app.ts: LOST',
      'src/engine/rules/a.ts: internal',
      'src/engine/rules/b.ts: starred',
      'src/lib.ts: forgotten',
      'src/orphan.ts: X',
    ]);
  });

  test('a namespace or dynamic import uses every export; a destructured one only the names taken', () => {
    const graph = buildGraph({
      'tests/a.test.ts':
        "import * as all from '../src/a';\nconst { one } = await import('../src/b');\nconst C = lazy(() => import('../src/c').then((m) => ({ default: m.C })));",
      'src/a.ts': 'export const A1 = 1;\nexport const A2 = 2;',
      'src/b.ts': 'export const one = 1;\nexport const two = 2;',
      'src/c.ts': 'export const C = 1;',
    });
    expect(findUnused(graph, { isEntry, inScope: inSrc }).exports).toEqual(['src/b.ts: two']);
  });
});
