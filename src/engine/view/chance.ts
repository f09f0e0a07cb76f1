// A chance as a player reads it, for every panel and line that shows one (the attack odds, the
// Defensive Fire choices, the AI's reasons). Players decide on these numbers, so a chance that is
// neither certain nor impossible never reads as one: rounding 99.7 % to "100" or 0.4 % to "0"
// would say so.

/**
 * The number of percent for a chance `p` (0 to 1), without the sign: whole percents from 10 to
 * 99, a tenth below 10 and above 99, "<0.1" and ">99.9" at the ends, "0" and "100" only for an
 * impossible or a certain outcome.
 */
export function percentOf(p: number): string {
  if (p <= 0) return '0';
  if (p >= 1) return '100';
  if (p < 0.001) return '<0.1';
  if (p > 0.999) return '>99.9';
  const v = p * 100;
  return v < 10 || v > 99 ? v.toFixed(1) : String(Math.round(v));
}
