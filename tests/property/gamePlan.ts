// The plan of a run of random games (the property tests, npm run fuzz): game n's size, how its
// moves are picked, and which cards its armies field first, so that every card of the catalog
// plays in some game of the run.
import type { Catalog } from '../../src/engine';
import type { ArmyDraw } from './randomPlay';
import { largestSide } from './randomArmies';

/** The three sizes of the rule book's presets (R1.2), in turn: game n is of size n % 3. */
export const SIZES = [100, 200, 300] as const;

/**
 * Which cards game n's armies field first, in a run of `games` games. Coverage: the games of
 * each size (every third game) step through each side's cards in id order, `perArmy` cards an
 * army (featuredCards), so each size alone fields every card once the run has
 * ceil(games / 3) x perArmy >= the side's number of cards; perArmy is the smallest that does
 * (at least 2). A card too dear for a 100-point army thus still plays in the 200- and 300-point
 * games, whatever the catalog holds.
 */
export function featuredDraw(n: number, games: number, catalog: Catalog): NonNullable<ArmyDraw['featured']> {
  const perSize = Math.max(1, Math.floor(games / SIZES.length));
  return { slot: Math.floor(n / SIZES.length), perArmy: Math.max(2, Math.ceil(largestSide(catalog) / perSize)) };
}

export function sizeOf(n: number): number {
  return SIZES[n % SIZES.length];
}
