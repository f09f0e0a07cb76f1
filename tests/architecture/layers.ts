// The layers of the project (docs/architecture.md), as a rule over one import.
//
// Outside the engine: ui -> render -> store -> engine, each importing only layers to its right
// (and src/data); src/ai imports only the engine; src/net (the online protocol: types and limits
// shared by the page and the game server) imports the engine; server/ imports the engine, src/data
// and src/net, and the store src/net too; src/data imports types of the
// engine, and values only through its public API (the catalog is parsed by the engine's card
// parser); src/main.tsx wires everything (the AI's worker client into the
// store's AI slice). Code outside the engine reaches it through its public API,
// src/engine/index.ts (src/data's type imports excepted).
//
// Inside the engine, folders are layers, lowest first; a module imports only from its own
// folder or folders listed before it. view and setup sit on top, side by side: they may import
// every folder below them but not each other, and only src/engine/index.ts imports them. The
// engine imports nothing of ours from outside src/engine, and of packages only seedrandom and
// @noble/hashes and valibot (it is pure: no DOM, React, Pixi or Zustand).
//
// Inside the store (docs/architecture.md, "src/store"), the store's own parts (files/, game/,
// view/, builder/, online/, page/, slices/, maps/) never import what acts on a store: commands/,
// effects/ and the root modules that make the store and hand it down (appStore.ts, context.ts).
// files/ (the formats read and written) imports no view/ and no slices/ either: a format does not
// depend on how it is shown or held.
import type { LayerRule, Reference } from './importGraph';

export const ENGINE_FOLDERS = [
  'core',
  'board',
  'army',
  'derived',
  'rules',
  'legal',
  'resolve',
  'actions',
  'view',
  'setup',
] as const;
/** view and setup share the top rank. */
const ENGINE_RANK: Record<string, number> = Object.fromEntries(ENGINE_FOLDERS.map((f, i) => [f, Math.min(i, 8)]));
// @noble/hashes: the keyed dice of online games (core/keyedWords.ts), pure JavaScript as well.
// valibot: the input formats' schemas (core/schema.ts, docs/architecture.md "Input formats"), pure JavaScript too.
const ENGINE_PACKAGES = ['seedrandom', '@noble/hashes/hmac.js', '@noble/hashes/sha2.js', 'valibot'];
const ENGINE_API = 'src/engine/index.ts';

/** What each layer outside the engine may import of ours, besides itself. */
const MAY_IMPORT: Record<string, string[]> = {
  main: ['ui', 'render', 'store', 'engine', 'data', 'ai', 'net'],
  ui: ['render', 'store', 'engine', 'data'],
  render: ['store', 'engine', 'data'],
  store: ['engine', 'data', 'net'],
  ai: ['engine'],
  server: ['engine', 'data', 'net'],
  net: ['engine'],
  data: ['engine'],
};

const STORE_PARTS = ['files', 'game', 'view', 'builder', 'online', 'page', 'slices', 'maps'];
/** What acts on a store: none of the store's parts imports these. */
const STORE_ACTORS = ['commands', 'effects', '(root)'];

/** The folder of src/store a file is in ('(root)' for appStore.ts and context.ts), or null outside the store. */
export function storeFolderOf(file: string): string | null {
  const m = file.match(/^src\/store\/(?:([^/]+)\/)?[^/]+$/);
  return m ? (m[1] ?? '(root)') : null;
}

function storeRule(from: string, to: string): string | null {
  if (from === to || !STORE_PARTS.includes(from)) return null;
  if (STORE_ACTORS.includes(to))
    return `store/${from} is a part of the store: it imports no commands/, effects/, appStore.ts or context.ts`;
  if (from === 'files' && (to === 'view' || to === 'slices'))
    return 'store/files (the formats) imports no view/ and no slices/';
  return null;
}

/** 'engine/<folder>', 'engine' for index.ts, a top layer name, or null for files outside src/. */
export function layerOf(file: string): string | null {
  if (file === 'src/main.tsx') return 'main';
  if (file === ENGINE_API) return 'engine';
  const engine = file.match(/^src\/engine\/([^/]+)\//);
  if (engine) return `engine/${engine[1]}`;
  if (file.startsWith('src/engine/')) return 'engine/(no folder)';
  const top = file.match(/^src\/([^/]+)\//);
  if (top) return top[1]!;
  if (file.startsWith('server/')) return 'server';
  return file.startsWith('src/') ? 'src' : null;
}

function engineRule(from: string, ref: Reference): string | null {
  if (ref.to === null) {
    return ref.specifier.startsWith('.') || ENGINE_PACKAGES.includes(ref.specifier)
      ? null
      : `the engine is pure: of packages it imports only ${ENGINE_PACKAGES.join(', ')}`;
  }
  const to = layerOf(ref.to);
  if (to === null || !to.startsWith('engine')) return 'the engine imports nothing of ours outside src/engine';
  if (from === 'engine') return null;
  if (to === 'engine') return 'only code outside the engine imports its public API (index.ts)';
  const fromFolder = from.slice('engine/'.length);
  const toFolder = to.slice('engine/'.length);
  if (!(fromFolder in ENGINE_RANK)) return `engine module outside the layer folders (${ENGINE_FOLDERS.join(', ')})`;
  if (fromFolder === toFolder) return null;
  if (!(toFolder in ENGINE_RANK)) return `engine module outside the layer folders (${ENGINE_FOLDERS.join(', ')})`;
  if (ENGINE_RANK[toFolder]! < ENGINE_RANK[fromFolder]!) return null;
  return `engine/${fromFolder} may not import engine/${toFolder}, a folder above it or beside it`;
}

export const projectLayers: LayerRule = (ref) => {
  const from = layerOf(ref.from);
  if (from === null) return null; // tests, scripts, benches, e2e: free to reach anything
  if (from.startsWith('engine')) return engineRule(from, ref);
  if (ref.to === null) return null;
  const to = layerOf(ref.to);
  if (to === null) return 'src/ imports nothing from tests, scripts, benches or e2e';
  if (to === from) return from === 'store' ? storeRule(storeFolderOf(ref.from)!, storeFolderOf(ref.to)!) : null;
  const target = to.startsWith('engine') ? 'engine' : to;
  if (!(MAY_IMPORT[from] ?? []).includes(target))
    return `${from} may import only ${[from, ...(MAY_IMPORT[from] ?? [])].join(', ')}, not ${target}`;
  if (from === 'data' && target === 'engine' && !ref.typeOnly && to !== 'engine')
    return 'src/data imports types from the engine, and values only through its public API (index.ts)';
  if (target === 'engine' && to !== 'engine' && from !== 'data')
    return 'outside the engine, import its public API (src/engine/index.ts)';
  return null;
};
