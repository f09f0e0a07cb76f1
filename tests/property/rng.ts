// The random draws the property test's armies, cards and games make, from a seeded generator.

/** A seeded generator: a number in [0, 1) each call. */
export type Rng = () => number;

/** One element of a non-empty list. */
export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];

/** A whole number from lo to hi, both included. */
export const between = (rng: Rng, lo: number, hi: number): number => lo + Math.floor(rng() * (hi - lo + 1));
