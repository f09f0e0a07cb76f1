// Reads the import graph of the project's own sources, for the convention checks in this
// folder (the conventions are enforced, not remembered).
//
// Why hand-written: the repository type-checks with TypeScript 7 (the native compiler), which
// has no stable JavaScript API to parse with, and dependency-rule tools built on the old API do
// not read it. Our sources use a small set of module forms, and this reader covers all of them:
// `import ... from`, `import type ... from`, inline `type` specifiers, `import 'x'`,
// `export ... from` (named, `type`, `*` and `* as`), dynamic `import('x')` (also in type
// positions) and the local `export` declarations. Comments are skipped; strings, template
// literals and regular expressions are stepped over so nothing inside them is read as code.

/** One imported or re-exported name: what the other module exports it as, what it is called here. */
export interface Named {
  name: string;
  local: string;
  typeOnly: boolean;
}

export interface ModuleRef {
  /** The specifier as written: './x', '../core/state', 'react'. */
  specifier: string;
  /** import: brings names in; reexport: `export ... from`; dynamic: `import('x')`. */
  kind: 'import' | 'reexport' | 'dynamic';
  /** True when nothing of it survives compilation (`import type`, every specifier `type`). */
  typeOnly: boolean;
  /** The names taken; '*' for a namespace import, `export *` or a dynamic import. */
  names: Named[] | '*';
}

export interface ModuleFacts {
  refs: ModuleRef[];
  /** Names this module declares and exports itself (not the re-exported ones). */
  exports: string[];
  /** Those of them that are only types (`export type`, `export interface`, `export { type x }`). */
  typeExports: string[];
}

/**
 * The source without its comments (`code`), and the same text with the insides of strings,
 * template literals and regular expressions blanked (`masked`, same length): patterns are
 * matched on `masked`, so nothing quoted is read as code, and specifiers read from `code`.
 */
export function scan(source: string): { code: string; masked: string } {
  let code = '';
  let masked = '';
  let i = 0;
  const n = source.length;
  const emit = (text: string, literal: boolean) => {
    code += text;
    masked += literal ? text.replace(/[^\n]/g, ' ') : text;
  };
  // Brace depths at which a `${` of a template literal opened: when it closes, the template resumes.
  const templateDepths: number[] = [];
  let depth = 0;
  let lastSignificant = '';
  let lastWord = '';
  const regexMayStart = () =>
    lastSignificant === '' ||
    /[(,=:[!&|?{};+\-*%<>~^]/.test(lastSignificant) ||
    (lastSignificant.startsWith('a') && /^(return|typeof|case|do|else|in|of|void|yield|await)$/.test(lastWord));

  /** From just after an opening backtick (or the `}` closing a `${`) to the closing backtick or the next `${`. */
  const readTemplate = () => {
    const start = i;
    while (i < n && source[i] !== '`' && !(source[i] === '$' && source[i + 1] === '{')) i += source[i] === '\\' ? 2 : 1;
    emit(source.slice(start, i), true);
    if (source[i] === '`') {
      emit('`', false);
      i++;
    } else if (i < n) {
      emit('${', false);
      i += 2;
      templateDepths.push(depth);
      depth++;
    }
  };

  while (i < n) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      while (i < n && source[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      emit(source.slice(i, stop).replace(/[^\n]/g, ' '), false);
      i = stop;
    } else if (c === '"' || c === "'") {
      emit(c, false);
      const start = ++i;
      while (i < n && source[i] !== c && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
      emit(source.slice(start, i), true);
      if (i < n) emit(source[i++]!, false);
      lastSignificant = 'a';
      lastWord = '';
    } else if (c === '`') {
      emit(c, false);
      i++;
      readTemplate();
      lastSignificant = 'a';
      lastWord = '';
    } else if (c === '/' && regexMayStart()) {
      emit(c, false);
      const start = ++i;
      let inClass = false;
      while (i < n && source[i] !== '\n' && (inClass || source[i] !== '/')) {
        if (source[i] === '\\') i++;
        else if (source[i] === '[') inClass = true;
        else if (source[i] === ']') inClass = false;
        i++;
      }
      emit(source.slice(start, i), true);
      if (i < n) emit(source[i++]!, false);
      lastSignificant = 'a';
      lastWord = '';
    } else {
      if (c === '{') depth++;
      else if (c === '}') {
        depth--;
        if (templateDepths.length > 0 && templateDepths[templateDepths.length - 1] === depth) {
          templateDepths.pop();
          emit(c, false);
          i++;
          readTemplate();
          lastSignificant = 'a';
          lastWord = '';
          continue;
        }
      }
      emit(c, false);
      i++;
      if (/[\w$]/.test(c)) {
        lastWord = lastSignificant === 'a' ? lastWord + c : c;
        lastSignificant = 'a';
      } else if (!/\s/.test(c)) {
        lastSignificant = c;
        lastWord = '';
      } else if (lastSignificant === 'a') {
        // A space ends the word: the next name starts a new one.
        lastSignificant = 'a ';
      }
    }
  }
  return { code, masked };
}

const QUOTED = String.raw`(?<quote>['"])([^'"\n]+)\k<quote>`;
const NAME = String.raw`[\w$]+`;
const BRACES = String.raw`\{[^}]*\}`;
/** `import` not preceded by `.`, a name character or a quote (`x.import(`, `'import'` are not imports). */
const AT = String.raw`(?<![.\w$'"\x60])`;

const IMPORT_FROM = new RegExp(
  `${AT}import\\s+(type\\s+)?((?:${NAME}\\s*,\\s*)?(?:${BRACES}|\\*\\s*as\\s+${NAME})|${NAME})\\s*from\\s*${QUOTED}`,
  'g',
);
const IMPORT_BARE = new RegExp(`${AT}import\\s*${QUOTED}`, 'g');
const EXPORT_FROM = new RegExp(
  `${AT}export\\s+(type\\s+)?(${BRACES}|\\*(?:\\s*as\\s+${NAME})?)\\s*from\\s*${QUOTED}`,
  'g',
);
/** Group 1: the text before it on its line (for a destructuring); 3: the specifier; 4: a member taken (`.T`). */
const DYNAMIC = new RegExp(`([^\\n]*?)${AT}import\\s*\\(\\s*${QUOTED}\\s*\\)(?:\\s*\\.\\s*(${NAME}))?`, 'g');
const EXPORT_DECLARATION = new RegExp(
  `${AT}export\\s+(?:declare\\s+)?(?:default\\s+)?(?:async\\s+)?(?:abstract\\s+)?(?:const\\s+enum|function\\s*\\*?|const|let|var|class|type|interface|enum|namespace)\\s+(${NAME})`,
  'g',
);
const EXPORT_LIST = new RegExp(`${AT}export\\s+(type\\s+)?(${BRACES})(?!\\s*from)`, 'g');

/** The matches of `pattern` in the masked text, with each group read from the code. */
function find(text: { code: string; masked: string }, pattern: RegExp): (string | undefined)[][] {
  const found: (string | undefined)[][] = [];
  for (const m of text.masked.matchAll(new RegExp(pattern.source, 'gd'))) {
    found.push(m.indices!.map((span) => (span === undefined ? undefined : text.code.slice(span[0], span[1]))));
  }
  return found;
}

/** The names in `{ a, type b, c as d }`: a, b and c as named there, a, b and d as named here. */
function bracedNames(braces: string, allType: boolean): Named[] {
  return braces
    .slice(1, -1)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => {
      const typeOnly = allType || /^type\s/.test(part);
      const [left, right] = part.replace(/^type\s+/, '').split(/\s+as\s+/);
      return { name: left!, local: right ?? left!, typeOnly };
    });
}

/** Every module reference and local export of one source file. */
export function readModule(source: string): ModuleFacts {
  const text = scan(source);
  const refs: ModuleRef[] = [];
  for (const m of find(text, IMPORT_FROM)) {
    const allType = m[1] !== undefined;
    const clause = m[2]!;
    const braces = clause.match(new RegExp(BRACES));
    const hasDefault = /^[\w$]+/.test(clause) && !clause.startsWith('*');
    if (clause.includes('*')) {
      refs.push({ specifier: m[4]!, kind: 'import', typeOnly: allType, names: '*' });
      continue;
    }
    const names: Named[] = [];
    if (hasDefault) names.push({ name: 'default', local: clause.match(/^[\w$]+/)![0], typeOnly: allType });
    if (braces) names.push(...bracedNames(braces[0], allType));
    // `import { type A, type B } from` is erased whole, like `import type`; `import {} from` is not.
    const typeOnly = allType || (names.length > 0 && names.every((x) => x.typeOnly));
    refs.push({ specifier: m[4]!, kind: 'import', typeOnly, names });
  }
  for (const m of find(text, IMPORT_BARE)) refs.push({ specifier: m[2]!, kind: 'import', typeOnly: false, names: [] });
  for (const m of find(text, EXPORT_FROM)) {
    const allType = m[1] !== undefined;
    const clause = m[2]!;
    if (clause.startsWith('*')) {
      // `export * as ns from` re-exports one name, ns, that holds all of the module: every export of it counts as used once ns is.
      refs.push({ specifier: m[4]!, kind: 'reexport', typeOnly: allType, names: '*' });
    } else {
      const names = bracedNames(clause, allType);
      refs.push({
        specifier: m[4]!,
        kind: 'reexport',
        typeOnly: allType || (names.length > 0 && names.every((x) => x.typeOnly)),
        names,
      });
    }
  }
  for (const m of find(text, DYNAMIC)) {
    // `import('x').T` in a type takes T; `const { a, b } = await import('x')` takes a and b;
    // any other use may take anything, `import('x').then(...)` (React.lazy's form) too.
    const member = m[4] === 'then' ? undefined : m[4];
    const destructured = m[1]?.match(new RegExp(`(${BRACES})\\s*=\\s*await\\s*$`));
    const names =
      member !== undefined
        ? [{ name: member, local: member, typeOnly: false }]
        : destructured
          ? bracedNames(destructured[1]!.replace(/:\s*[\w$]+/g, ''), false)
          : '*';
    refs.push({ specifier: m[3]!, kind: 'dynamic', typeOnly: false, names });
  }

  const exports = new Set<string>();
  const typeExports = new Set<string>();
  for (const m of find(text, EXPORT_DECLARATION)) {
    const name = /\sdefault\s/.test(m[0]!) ? 'default' : m[1]!;
    exports.add(name);
    if (/\s(type|interface)\s+[\w$]+$/.test(m[0]!)) typeExports.add(name);
  }
  for (const m of find(text, EXPORT_LIST)) {
    for (const x of bracedNames(m[2]!, m[1] !== undefined)) {
      exports.add(x.local);
      if (x.typeOnly) typeExports.add(x.local);
    }
  }
  if (/(?<![.\w$])export\s+default\s/.test(text.masked)) exports.add('default');
  // `export * as ns from` and `export { a as b } from` export names of their own.
  for (const m of find(text, EXPORT_FROM)) {
    const star = m[2]!.match(new RegExp(`^\\*\\s*as\\s+(${NAME})`));
    if (star) exports.add(star[1]!);
  }
  return { refs, exports: [...exports], typeExports: [...typeExports] };
}

/** A project's sources by path relative to its root, with '/' separators. */
export type Sources = Record<string, string>;

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

function normalize(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** The file a relative specifier names, or null for a package (or a file not among sources). */
export function resolve(from: string, specifier: string, sources: Sources): string | null {
  if (!specifier.startsWith('.')) return null;
  const dir = from.split('/').slice(0, -1).join('/');
  const base = normalize(`${dir}/${specifier}`);
  for (const ext of EXTENSIONS) if (Object.hasOwn(sources, base + ext)) return base + ext;
  return null;
}

export interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
  ref: ModuleRef;
}

export interface Graph {
  files: string[];
  facts: Record<string, ModuleFacts>;
  /** Edges to our own files, one per reference (a file may reach another twice). */
  edges: Edge[];
  /** References to packages (bare specifiers) and to relative paths that lead to no source. */
  external: { from: string; specifier: string; typeOnly: boolean }[];
}

export function buildGraph(sources: Sources): Graph {
  const files = Object.keys(sources).sort();
  const facts: Record<string, ModuleFacts> = {};
  const edges: Edge[] = [];
  const external: Graph['external'] = [];
  for (const file of files) {
    facts[file] = readModule(sources[file]!);
    for (const ref of facts[file]!.refs) {
      const to = resolve(file, ref.specifier, sources);
      if (to === null) external.push({ from: file, specifier: ref.specifier, typeOnly: ref.typeOnly });
      else edges.push({ from: file, to, typeOnly: ref.typeOnly, ref });
    }
  }
  return { files, facts, edges, external };
}

/**
 * The import cycles among `files`, as the edges that close them: an edge a -> b is in a cycle
 * when b also reaches a. Type-only edges count (a cycle of types still ties the modules
 * together for a reader). Each is written 'a -> b' and sorted; duplicates merged.
 */
export function cycleEdges(graph: Graph, inScope: (file: string) => boolean): string[] {
  const adjacency = new Map<string, Set<string>>();
  for (const e of graph.edges) {
    if (!inScope(e.from) || !inScope(e.to)) continue;
    if (!adjacency.has(e.from)) adjacency.set(e.from, new Set());
    adjacency.get(e.from)!.add(e.to);
  }
  // Tarjan's strongly connected components, iterative so deep graphs cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const component = new Map<string, number>();
  let counter = 0;
  let components = 0;
  for (const root of graph.files.filter(inScope)) {
    if (index.has(root)) continue;
    const work: { node: string; next: string[] }[] = [];
    const enter = (node: string) => {
      index.set(node, counter);
      low.set(node, counter);
      counter++;
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: [...(adjacency.get(node) ?? [])] });
    };
    enter(root);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const child = top.next.shift();
      if (child !== undefined) {
        if (!index.has(child)) enter(child);
        else if (onStack.has(child)) low.set(top.node, Math.min(low.get(top.node)!, index.get(child)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]!.node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) === index.get(top.node)) {
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.set(member, components);
        } while (member !== top.node);
        components++;
      }
    }
  }
  const found = new Set<string>();
  for (const [from, targets] of adjacency) {
    for (const to of targets) if (component.get(from) === component.get(to)) found.add(`${from} -> ${to}`);
  }
  return [...found].sort();
}

/** One reference as a layer rule sees it: `to` is our file, or null for a package. */
export interface Reference {
  from: string;
  to: string | null;
  specifier: string;
  typeOnly: boolean;
}

/** A layer rule: the reason `from` may not make this reference, or null when it may. */
export type LayerRule = (ref: Reference) => string | null;

/** The references that break the layers, keyed 'a -> b' (b a file or a package; sorted). */
export function layerBreaks(graph: Graph, rule: LayerRule): Map<string, string> {
  const found = new Map<string, string>();
  const refs: Reference[] = [
    ...graph.edges.map((e) => ({ from: e.from, to: e.to, specifier: e.ref.specifier, typeOnly: e.typeOnly })),
    ...graph.external.map((e) => ({ ...e, to: null })),
  ];
  for (const ref of refs) {
    const reason = rule(ref);
    if (reason === null) continue;
    const key = `${ref.from} -> ${ref.to ?? ref.specifier}`;
    // A file may reach another both for types and for values: the value edge is the one that counts.
    if (!found.has(key) || !ref.typeOnly) found.set(key, reason);
  }
  return new Map([...found].sort(([a], [b]) => (a < b ? -1 : 1)));
}
