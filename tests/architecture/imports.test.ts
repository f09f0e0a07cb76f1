// The import conventions, checked on every `npm test` (docs/architecture.md): no import cycle
// inside src/engine (type-only imports count) and the layers of docs/architecture.md hold.
// Today's violations are listed in knownViolations.ts, a list that must only shrink.
import { describe, expect, test } from 'vitest';
import { buildGraph, cycleEdges, layerBreaks, readModule, type Sources } from './importGraph';
import { KNOWN_CYCLE_EDGES, KNOWN_LAYER_BREAKS } from './knownViolations';
import { layerOf, projectLayers } from './layers';
import { projectSources } from './project';

const inEngine = (file: string) => file.startsWith('src/engine/');

describe('the project keeps its import conventions', () => {
  const graph = buildGraph(projectSources());
  const cycles = cycleEdges(graph, inEngine);
  const breaks = layerBreaks(graph, projectLayers);

  test('reads the whole project (the engine API and the engine modules it names)', () => {
    expect(graph.files).toContain('src/engine/index.ts');
    const api = graph.edges.filter((e) => e.from === 'src/engine/index.ts').map((e) => e.to);
    expect(api).toContain('src/engine/core/state.ts');
    expect(api).toContain('src/engine/legal/legal.ts');
  });

  test('every relative import resolves to a file read (so no edge escapes the checks), stylesheets aside', () => {
    const lost = graph.external
      .filter((r) => r.specifier.startsWith('.') && !r.specifier.endsWith('.css'))
      .map((r) => `${r.from}: ${r.specifier}`);
    expect(lost).toEqual([]);
  });

  test('no import cycle inside src/engine beyond the known ones', () => {
    const fresh = cycles.filter((edge) => !KNOWN_CYCLE_EDGES.includes(edge));
    expect(fresh, 'new import cycles in src/engine: each edge a -> b here has b reaching a back').toEqual([]);
  });

  test('every known cycle edge still exists (the list only shrinks: delete the lines you fixed)', () => {
    const gone = KNOWN_CYCLE_EDGES.filter((edge) => !cycles.includes(edge));
    expect(gone, 'no longer in a cycle: remove from KNOWN_CYCLE_EDGES in knownViolations.ts').toEqual([]);
  });

  test('no layer broken beyond the known breaks', () => {
    const fresh = [...breaks]
      .filter(([edge]) => !KNOWN_LAYER_BREAKS.includes(edge))
      .map(([edge, why]) => `${edge}: ${why}`);
    expect(fresh, 'imports that break the layers (tests/architecture/layers.ts)').toEqual([]);
  });

  test('every known layer break still exists (the list only shrinks: delete the lines you fixed)', () => {
    const gone = KNOWN_LAYER_BREAKS.filter((edge) => !breaks.has(edge));
    expect(gone, 'no longer a layer break: remove from KNOWN_LAYER_BREAKS in knownViolations.ts').toEqual([]);
  });
});

describe('the import reader', () => {
  test('reads every module form our sources use, types and re-exports included', () => {
    const facts = readModule(`
      import { a, type B } from './one';
      import type { C } from "./two";
      import { type D } from './three';
      import def, { e as f } from './four';
      import * as ns from './five';
      import './six.css';
      export { g, type H as I } from './seven';
      export type { J } from './eight';
      export * from './nine';
      const lazy = () => import('./ten');
      let t: import('./eleven').T;
    `);
    expect(facts.refs.map((r) => [r.specifier, r.kind, r.typeOnly])).toEqual(
      expect.arrayContaining([
        ['./one', 'import', false],
        ['./two', 'import', true],
        ['./three', 'import', true],
        ['./four', 'import', false],
        ['./five', 'import', false],
        ['./six.css', 'import', false],
        ['./seven', 'reexport', false],
        ['./eight', 'reexport', true],
        ['./nine', 'reexport', false],
        ['./ten', 'dynamic', false],
        ['./eleven', 'dynamic', false],
      ]),
    );
    expect(facts.refs).toHaveLength(11);
    expect(facts.refs.find((r) => r.specifier === './four')!.names).toEqual([
      { name: 'default', local: 'def', typeOnly: false },
      { name: 'e', local: 'f', typeOnly: false },
    ]);
    expect(facts.refs.find((r) => r.specifier === './five')!.names).toBe('*');
  });

  test('imports spread over lines are read', () => {
    const facts = readModule(`import {\n  a,\n  b,\n} from './many';\nexport {\n  c,\n} from './more';`);
    expect(facts.refs.map((r) => r.specifier)).toEqual(['./many', './more']);
  });

  test('ignores imports written in comments, strings and template literals', () => {
    const facts = readModule(`
      // import { a } from './commented';
      /* import { b } from './blocked'; */
      const s = "import { c } from './quoted'";
      const t = \`\${x} import { d } from './templated' \${y}\`;
      type Kind = 'import' | 'export';
      const r = /import '(x)'/;
      import { real } from './real';
    `);
    expect(facts.refs.map((r) => r.specifier)).toEqual(['./real']);
  });

  test('lists the names a module exports itself', () => {
    const facts = readModule(`
      export const A = 1;
      export function b() {}
      export async function c() {}
      export type D = 1;
      export interface E {}
      export class F {}
      export enum G {}
      const h = 1, i = 2;
      export { h, i as j };
      export default 3;
      export { k } from './elsewhere';
    `);
    expect([...facts.exports].sort()).toEqual(['A', 'D', 'E', 'F', 'G', 'b', 'c', 'default', 'h', 'j']);
  });
});

/** A small project: each file imports the named others (type-only where marked '?'). */
function synthetic(files: Record<string, string[]>): Sources {
  const sources: Sources = {};
  for (const [file, imports] of Object.entries(files)) {
    const dir = file.split('/').slice(0, -1);
    sources[file] = imports
      .map((target) => {
        const typeOnly = target.startsWith('?');
        const path = target.replace('?', '').split('/');
        // The relative specifier from dir to path.
        let common = 0;
        while (common < dir.length && dir[common] === path[common]) common++;
        const up = dir.length - common;
        const specifier =
          (up === 0 ? './' : '../'.repeat(up)) +
          path
            .slice(common)
            .join('/')
            .replace(/\.tsx?$/, '');
        return `import ${typeOnly ? 'type ' : ''}{ x } from '${specifier}';`;
      })
      .join('\n');
  }
  return sources;
}

describe('the cycle check bites', () => {
  test('a cycle of three modules yields its three edges, and only those', () => {
    const graph = buildGraph(
      synthetic({
        'src/engine/core/a.ts': ['src/engine/core/b.ts'],
        'src/engine/core/b.ts': ['src/engine/core/c.ts', 'src/engine/core/d.ts'],
        'src/engine/core/c.ts': ['src/engine/core/a.ts'],
        'src/engine/core/d.ts': [],
      }),
    );
    expect(cycleEdges(graph, inEngine)).toEqual([
      'src/engine/core/a.ts -> src/engine/core/b.ts',
      'src/engine/core/b.ts -> src/engine/core/c.ts',
      'src/engine/core/c.ts -> src/engine/core/a.ts',
    ]);
  });

  test('a cycle through a type-only import counts', () => {
    const graph = buildGraph(
      synthetic({
        'src/engine/core/state.ts': ['?src/engine/core/events.ts'],
        'src/engine/core/events.ts': ['?src/engine/core/state.ts'],
      }),
    );
    expect(cycleEdges(graph, inEngine)).toHaveLength(2);
  });

  test('a module importing itself is a cycle; an acyclic graph has none', () => {
    expect(cycleEdges(buildGraph(synthetic({ 'src/engine/core/a.ts': ['src/engine/core/a.ts'] })), inEngine)).toEqual([
      'src/engine/core/a.ts -> src/engine/core/a.ts',
    ]);
    const chain = synthetic({ 'src/engine/core/a.ts': ['src/engine/core/b.ts'], 'src/engine/core/b.ts': [] });
    expect(cycleEdges(buildGraph(chain), inEngine)).toEqual([]);
  });
});

describe('the layer check bites', () => {
  const breaksOf = (files: Record<string, string[]>) => [
    ...layerBreaks(buildGraph(synthetic(files)), projectLayers).keys(),
  ];

  test('an engine folder importing a folder above it is a break; below it is not', () => {
    expect(
      breaksOf({
        'src/engine/rules/movement.ts': ['src/engine/board/hex.ts', 'src/engine/actions/moveActions.ts'],
        'src/engine/board/hex.ts': [],
        'src/engine/actions/moveActions.ts': ['src/engine/rules/movement.ts'],
      }),
    ).toEqual(['src/engine/rules/movement.ts -> src/engine/actions/moveActions.ts']);
  });

  test('inside the store, its parts import no commands, effects or root module; the formats no view', () => {
    expect(
      breaksOf({
        'src/store/view/overlay.ts': [
          'src/store/commands/commands.ts',
          'src/store/slices/ui.ts',
          'src/store/game/history.ts',
        ],
        'src/store/slices/ui.ts': ['?src/store/appStore.ts'],
        'src/store/files/gameFile.ts': ['src/store/view/replay.ts', 'src/store/game/history.ts'],
        'src/store/commands/commands.ts': ['src/store/context.ts', 'src/store/view/overlay.ts'],
        'src/store/effects/tabs.ts': ['?src/store/appStore.ts'],
        'src/store/context.ts': ['src/store/view/replay.ts'],
        'src/store/appStore.ts': ['src/store/slices/ui.ts'],
        'src/store/view/replay.ts': [],
        'src/store/game/history.ts': [],
      }),
    ).toEqual([
      'src/store/files/gameFile.ts -> src/store/view/replay.ts',
      'src/store/slices/ui.ts -> src/store/appStore.ts',
      'src/store/view/overlay.ts -> src/store/commands/commands.ts',
    ]);
  });

  test('a type-only import breaks the layers too', () => {
    expect(
      breaksOf({ 'src/engine/core/state.ts': ['?src/engine/army/units.ts'], 'src/engine/army/units.ts': [] }),
    ).toEqual(['src/engine/core/state.ts -> src/engine/army/units.ts']);
  });

  test('view and setup sit side by side on top: neither imports the other, only index.ts imports them', () => {
    expect(
      breaksOf({
        'src/engine/index.ts': ['src/engine/view/log.ts', 'src/engine/setup/setup.ts'],
        'src/engine/view/log.ts': ['src/engine/setup/setup.ts'],
        'src/engine/setup/setup.ts': ['src/engine/core/state.ts'],
        'src/engine/actions/apply.ts': ['src/engine/view/log.ts'],
        'src/engine/core/state.ts': [],
      }),
    ).toEqual([
      'src/engine/actions/apply.ts -> src/engine/view/log.ts',
      'src/engine/view/log.ts -> src/engine/setup/setup.ts',
    ]);
  });

  test('the engine imports nothing of ours outside it, nor its own index, nor React', () => {
    const sources = synthetic({
      'src/engine/core/state.ts': ['src/store/gameStore.ts', 'src/engine/index.ts'],
      'src/engine/index.ts': [],
      'src/store/gameStore.ts': [],
    });
    sources['src/engine/core/state.ts'] += "\nimport seedrandom from 'seedrandom';\nimport { useState } from 'react';";
    expect([...layerBreaks(buildGraph(sources), projectLayers).keys()]).toEqual([
      'src/engine/core/state.ts -> react',
      'src/engine/core/state.ts -> src/engine/index.ts',
      'src/engine/core/state.ts -> src/store/gameStore.ts',
    ]);
  });

  test('ui -> render -> store -> engine: an import to the left is a break, as is a deep engine import', () => {
    expect(
      breaksOf({
        'src/ui/App.tsx': ['src/render/board.ts', 'src/store/gameStore.ts', 'src/engine/index.ts'],
        'src/render/board.ts': ['src/store/gameStore.ts', 'src/ui/App.tsx'],
        'src/store/gameStore.ts': ['src/engine/index.ts', 'src/render/board.ts', 'src/engine/core/state.ts'],
        'src/engine/index.ts': [],
        'src/engine/core/state.ts': [],
      }),
    ).toEqual([
      'src/render/board.ts -> src/ui/App.tsx',
      'src/store/gameStore.ts -> src/engine/core/state.ts',
      'src/store/gameStore.ts -> src/render/board.ts',
    ]);
  });

  test('ai and server import only the engine; data its types, and values only through its API', () => {
    expect(
      breaksOf({
        'src/ai/playout.ts': ['src/engine/index.ts', 'src/store/gameStore.ts'],
        'server/referee.ts': ['src/engine/index.ts', 'src/ui/App.tsx'],
        'src/data/catalog.ts': ['?src/engine/army/units.ts', 'src/engine/core/hex.ts', 'src/engine/index.ts'],
        'src/engine/index.ts': [],
        'src/engine/army/units.ts': [],
        'src/engine/core/hex.ts': [],
        'src/store/gameStore.ts': [],
        'src/ui/App.tsx': [],
      }),
    ).toEqual([
      'server/referee.ts -> src/ui/App.tsx',
      'src/ai/playout.ts -> src/store/gameStore.ts',
      'src/data/catalog.ts -> src/engine/core/hex.ts',
    ]);
  });

  test('every file of src/ has a layer; tests, scripts and e2e have none', () => {
    expect(layerOf('src/engine/legal/legal.ts')).toBe('engine/legal');
    expect(layerOf('src/ui/battle/AttackPanel.tsx')).toBe('ui');
    expect(layerOf('tests/helpers.ts')).toBeNull();
  });
});
