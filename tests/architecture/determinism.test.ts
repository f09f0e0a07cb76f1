// The engine and the AI decide from their inputs alone: every die comes from the generator held
// in the game state (docs/architecture.md "The engine"), and the AI's own randomness from the
// seed it is given, so a game, a replay and an AI's choice can be played again exactly. A call
// to the platform's randomness or wall clock in them would break that silently, so it is
// refused here. The AI's search may read a monotonic clock (performance.now) for its time
// budget only; the engine reads no clock at all.
import { describe, expect, test } from 'vitest';
import { projectSources, withoutComments } from './project';

interface Ban {
  pattern: RegExp;
  why: string;
}

const RANDOM: Ban = { pattern: /\bMath\.random\s*\(/, why: 'Math.random: draw from the seeded generator instead' };
const WALL_CLOCK: Ban = { pattern: /\bDate\.now\s*\(|\bnew Date\s*\(/, why: 'the wall clock: a decision must not depend on when it is made' };
const CRYPTO: Ban = { pattern: /\bcrypto\.(getRandomValues|randomUUID)\s*\(|\brandomBytes\s*\(/, why: 'platform randomness: draw from the seeded generator instead' };
const CLOCK: Ban = { pattern: /\bperformance\.now\s*\(/, why: 'a clock: the rules never depend on time' };

const BANS: { folder: string; bans: Ban[] }[] = [
  { folder: 'src/engine/', bans: [RANDOM, WALL_CLOCK, CRYPTO, CLOCK] },
  { folder: 'src/ai/', bans: [RANDOM, WALL_CLOCK, CRYPTO] },
];

/** 'file:line: why' for every banned call in the sources under the folders. */
function bannedCalls(sources: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of Object.entries(sources)) {
    const rule = BANS.find((b) => file.startsWith(b.folder));
    if (!rule) continue;
    withoutComments(text)
      .split('\n')
      .forEach((line, i) => {
        for (const ban of rule.bans) if (ban.pattern.test(line)) found.push(`${file}:${i + 1}: ${ban.why}`);
      });
  }
  return found;
}

describe('the engine and the AI are deterministic', () => {
  test('no platform randomness or wall clock in src/engine and src/ai, and no clock at all in the engine', () => {
    expect(bannedCalls(projectSources())).toEqual([]);
  });

  test('the check finds each banned call, and passes comments and other folders', () => {
    const found = bannedCalls({
      'src/engine/rules/x.ts': 'const a = Math.random();\n// Math.random() is not used here\nconst t = performance.now();',
      'src/ai/y.ts': 'const d = Date.now();\nconst e = new Date();\nconst ok = performance.now();\ncrypto.getRandomValues(b);',
      'src/ui/z.ts': 'const fine = Math.random();',
    });
    expect(found).toEqual([
      'src/engine/rules/x.ts:1: Math.random: draw from the seeded generator instead',
      'src/engine/rules/x.ts:3: a clock: the rules never depend on time',
      'src/ai/y.ts:1: the wall clock: a decision must not depend on when it is made',
      'src/ai/y.ts:2: the wall clock: a decision must not depend on when it is made',
      'src/ai/y.ts:4: platform randomness: draw from the seeded generator instead',
    ]);
  });
});
