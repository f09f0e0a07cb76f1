// Today's import-convention violations, recorded so the checks in imports.test.ts can run in
// `npm test` from the day they were written while the engine is untangled
// (docs/architecture.md). THIS LIST MUST ONLY SHRINK: never add to it. imports.test.ts fails on a
// violation not listed here and on a listed one that no longer exists, so when you remove a
// cycle or a layer break, delete its lines here in the same commit.

/** Edges a -> b inside src/engine where b also reaches a (type-only imports count): none left. */
export const KNOWN_CYCLE_EDGES: readonly string[] = [];

/** Imports that break the folder layers (tests/architecture/layers.ts), 'a -> b': none left. */
export const KNOWN_LAYER_BREAKS: readonly string[] = [];
