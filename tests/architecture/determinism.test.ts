// The engine and the AI decide from their inputs alone: every die comes from the generator held
// in the game state (docs/architecture.md "The engine"), and the AI's own randomness from the
// seed it is given, so a game, a replay and an AI's choice can be played again exactly. A call
// to the platform's randomness or wall clock in them would break that silently, so it is
// refused here. The AI's search may read a monotonic clock (performance.now) for its time
// budget only; the engine reads no clock at all.
import { describe, expect, test } from 'vitest';
import { bannedLines, projectSources, type CodeBan } from './project';

const RANDOM: CodeBan = { pattern: /\bMath\.random\s*\(/, why: 'Math.random: draw from the seeded generator instead' };
const WALL_CLOCK: CodeBan = {
  pattern: /\bDate\.now\s*\(|\bnew Date\s*\(/,
  why: 'the wall clock: a decision must not depend on when it is made',
};
const CRYPTO: CodeBan = {
  pattern: /\bcrypto\.(getRandomValues|randomUUID)\s*\(|\brandomBytes\s*\(/,
  why: 'platform randomness: draw from the seeded generator instead',
};
const CLOCK: CodeBan = { pattern: /\bperformance\.now\s*\(/, why: 'a clock: the rules never depend on time' };

const BANS: { folder: string; bans: CodeBan[] }[] = [
  { folder: 'src/engine/', bans: [RANDOM, WALL_CLOCK, CRYPTO, CLOCK] },
  { folder: 'src/ai/', bans: [RANDOM, WALL_CLOCK, CRYPTO] },
];

/** 'file:line: why (the call)' for every banned call in the sources under the folders. */
function bannedCalls(sources: Record<string, string>): string[] {
  return bannedLines(sources, (file) => BANS.find((b) => file.startsWith(b.folder))?.bans ?? []);
}

describe('the engine and the AI are deterministic', () => {
  test('no platform randomness or wall clock in src/engine and src/ai, and no clock at all in the engine', () => {
    expect(bannedCalls(projectSources())).toEqual([]);
  });

  test('the check finds each banned call, and passes comments and other folders', () => {
    const found = bannedCalls({
      'src/engine/rules/x.ts':
        'const a = Math.random();\n// Math.random() is not used here\nconst t = performance.now();',
      'src/ai/y.ts':
        'const d = Date.now();\nconst e = new Date();\nconst ok = performance.now();\ncrypto.getRandomValues(b);',
      'src/ui/z.ts': 'const fine = Math.random();',
    });
    expect(found).toEqual([
      'src/engine/rules/x.ts:1: Math.random: draw from the seeded generator instead (Math.random()',
      'src/engine/rules/x.ts:3: a clock: the rules never depend on time (performance.now()',
      'src/ai/y.ts:1: the wall clock: a decision must not depend on when it is made (Date.now()',
      'src/ai/y.ts:2: the wall clock: a decision must not depend on when it is made (new Date()',
      'src/ai/y.ts:4: platform randomness: draw from the seeded generator instead (crypto.getRandomValues()',
    ]);
  });
});
