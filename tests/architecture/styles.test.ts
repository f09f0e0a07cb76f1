// The style sheet's blocks are closed: a brace lost in a merge (it happened twice, after
// .turns-left) silently nests every rule after it inside the block left open, so the panels
// below it lose their styles with no error anywhere.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Where the blocks of a CSS text stop balancing: the line a `}` has no `{`, or the depth left open at the end. */
function unbalancedBraces(css: string): { line: number; depth: number } | null {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  let depth = 0;
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) {
    for (const ch of line) {
      if (ch === '{') depth++;
      else if (ch === '}' && --depth < 0) return { line: i + 1, depth };
    }
    // A rule that starts at the left margin while a block other than @media is open is a block
    // left open above it.
    if (depth > 1 && /^[.#a-z]/i.test(line) && !/^@/.test(line)) return { line: i + 1, depth };
  }
  return depth === 0 ? null : { line: lines.length, depth };
}

describe('src/ui/styles.css', () => {
  it('closes every block it opens', () => {
    expect(unbalancedBraces(readFileSync('src/ui/styles.css', 'utf8'))).toBeNull();
  });

  it('finds a block left open (the check would catch the lost brace)', () => {
    expect(unbalancedBraces('.a {\n  opacity: 1;\n\n.b {\n  color: red;\n}\n')).not.toBeNull();
    expect(unbalancedBraces('@media (max-width: 9px) {\n  .a {\n    color: red;\n  }\n}\n')).toBeNull();
  });
});
