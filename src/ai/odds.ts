// Quick odds for positions not yet reached: what a unit could do from a hex it might move to,
// or what an enemy could do to it there, before any attack is declared. The exact odds of a
// declared attack come from the engine (previewAttack); these only rank hexes, so they read the
// stat cards' dice at the range (the engine's R6.1 bands: position.ts) and the rule book's 4+
// for an attack success and a save (R6.4, R6.5), ignoring the rarer modifiers.

const table = new Map<number, number>();

/** P(k successes of n dice at 1/2 each), k = 0..n. */
function binomialHalf(n: number): number[] {
  const out = new Array<number>(n + 1);
  let c = 1;
  for (let k = 0; k <= n; k++) {
    out[k] = c / 2 ** n;
    c = (c * (n - k)) / (k + 1);
  }
  return out;
}

/**
 * R6.4-R6.6: the chance that `attack` dice (a success on 4+) less `defense` dice (a save on 4+)
 * leave at least `value` successes: a model lost or damaged.
 */
export function hitChance(attack: number, defense: number, value: number): number {
  if (attack <= 0) return 0;
  if (value <= 0) return 1;
  const key = (attack * 64 + defense) * 64 + value;
  const cached = table.get(key);
  if (cached !== undefined) return cached;
  const a = binomialHalf(attack);
  const d = binomialHalf(defense);
  let p = 0;
  for (let i = 0; i < a.length; i++) for (let j = 0; j < d.length; j++) if (i - j >= value) p += a[i] * d[j];
  table.set(key, p);
  return p;
}
