// Unused code over the import graph (docs/architecture.md): files of src/ that nothing reaches,
// and exported values of src/ that no module imports. Tests, scripts, benches and e2e specs
// are entries like src/main.tsx, so an export only tests use counts as used.
//
// Two choices, so the check finds dead code rather than asking for churn:
// - Only values (functions, constants, classes) are checked. An exported type that nothing
//   imports is usually the type of an exported function's argument or result, part of the
//   vocabulary a caller may need to name; dropping its `export` removes no code.
// - The engine's public API (src/engine/index.ts) is a designed surface for the UI, the future
//   AI and an online referee: a name it re-exports by name is kept even if no one imports it
//   yet. Its `export *` lines publish whole modules without choosing, so they keep nothing.
import type { Graph } from './importGraph';

export interface Unused {
  /** Files that no entry reaches through imports. */
  files: string[];
  /** 'file: name' for every exported value (own or re-exported) that no module imports. */
  exports: string[];
}

export interface UnusedScope {
  /** Files whose imports are followed from the start (tests, src/main.tsx...). */
  isEntry: (file: string) => boolean;
  /** Files whose unused exports and whose being unreached are reported. */
  inScope: (file: string) => boolean;
  /** A module whose named re-exports count as used (the engine's public API). */
  publicApi?: string;
}

export function findUnused(graph: Graph, { isEntry, inScope, publicApi }: UnusedScope): Unused {
  const outgoing = new Map<string, string[]>();
  for (const e of graph.edges) outgoing.set(e.from, [...(outgoing.get(e.from) ?? []), e.to]);
  const reached = new Set<string>();
  const queue = graph.files.filter(isEntry);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    queue.push(...(outgoing.get(file) ?? []));
  }

  // Names each file offers: its own exports, its named re-exports (name here -> [source, name
  // there]) and the modules it re-exports whole.
  const named = new Map<string, Map<string, [string, string]>>();
  const typeReexports = new Set<string>();
  const stars = new Map<string, string[]>();
  for (const e of graph.edges) {
    if (e.ref.kind !== 'reexport') continue;
    if (e.ref.names === '*') stars.set(e.from, [...(stars.get(e.from) ?? []), e.to]);
    else {
      for (const n of e.ref.names) {
        (named.get(e.from) ?? named.set(e.from, new Map()).get(e.from)!).set(n.local, [e.to, n.name]);
        if (n.typeOnly) typeReexports.add(`${e.from}: ${n.local}`);
      }
    }
  }

  const used = new Set<string>();
  const key = (file: string, name: string) => `${file}: ${name}`;
  /** Marks `name` of `file` used, and where it comes from when `file` re-exports it. */
  const markUsed = (file: string, name: string, seen = new Set<string>()) => {
    if (seen.has(file)) return;
    seen.add(file);
    used.add(key(file, name));
    const via = named.get(file)?.get(name);
    if (via) markUsed(via[0], via[1], seen);
    else if (!graph.facts[file]?.exports.includes(name))
      for (const source of stars.get(file) ?? []) markUsed(source, name, seen);
  };
  const markAllUsed = (file: string, seen = new Set<string>()) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const name of graph.facts[file]?.exports ?? []) used.add(key(file, name));
    for (const [name] of named.get(file) ?? []) markUsed(file, name);
    for (const source of stars.get(file) ?? []) markAllUsed(source, seen);
  };
  for (const e of graph.edges) {
    if (e.ref.kind === 'reexport') continue; // a re-export uses nothing until its own name is used
    if (e.ref.names === '*') markAllUsed(e.to);
    else for (const n of e.ref.names) markUsed(e.to, n.name);
  }
  if (publicApi !== undefined) for (const [name] of named.get(publicApi) ?? []) markUsed(publicApi, name);

  const exports: string[] = [];
  for (const file of graph.files.filter(inScope)) {
    const types = new Set(graph.facts[file]?.typeExports ?? []);
    const names = [...(graph.facts[file]?.exports ?? []), ...(named.get(file)?.keys() ?? [])];
    for (const name of names) {
      if (types.has(name) || typeReexports.has(key(file, name)) || used.has(key(file, name))) continue;
      exports.push(key(file, name));
    }
  }
  return { files: graph.files.filter((f) => inScope(f) && !reached.has(f)), exports: exports.sort() };
}
