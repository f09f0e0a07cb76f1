// Where a battle is fought (docs/maps.md "The tiles", docs/playing.md "Starting a game"): the tiles of
// a theatre, or of every theatre, placed by the game's seed as always (R2.4), or tiles the players
// pick by hand, one for each place. The battlefield is then assembled and kept in the game as
// before: saved games, game files, replays and online games hold the map itself, not this choice.
// The player's own tiles (docs/maps.md, "Your tiles in a game") join as `custom`, passed in by the
// caller from the kept list: a place may hold one, and "Your tiles" places them all by the seed.
import { battlefieldGrid, err, ok, problem, type Problem, type Result } from '../../engine';
import {
  layoutFor,
  THEATRES,
  theatreOf,
  TILES,
  tilesOfLayout,
  tilesOfTheatre,
  tilesWith,
  type BattlefieldLayout,
  type TheatreId,
  type TileSet,
} from '../../data/tiles';
import { battlefieldForTiles } from './newGame';

/** Where the seed draws tiles from: a theatre, every theatre ('any'), or the player's own tiles ('yours'). */
export type GroundTheatre = TheatreId | 'any' | 'yours';

/** A theatre's tiles (or all of them: 'any', or the player's: 'yours') placed by the seed, or one tile picked for each place in reading order. */
export type GroundChoice = { theatre: GroundTheatre } | { picked: readonly string[] };

/** The ground of a game whose players chose none: Western Europe, as every game before the theatres. */
export const DEFAULT_GROUND: GroundChoice = { theatre: THEATRES[0].id };

/** R2.4: the places of a battlefield of `count` tiles, in reading order (the upper half turned). */
export function groundPlaces(count: number, tall: boolean): { width: number; height: number } {
  return battlefieldGrid(count, tall);
}

/**
 * The battlefield of `count` tiles on `ground`, or why not: a hand-picked ground needs a known
 * tile for every place (the count changes with the point limit, so it may fall short).
 */
export function groundLayout(
  count: number,
  tall: boolean,
  seed: string,
  ground: GroundChoice = DEFAULT_GROUND,
  custom: TileSet = {},
): Result<BattlefieldLayout, Problem[]> {
  const known = tilesWith(custom);
  if ('theatre' in ground) {
    if (ground.theatre !== 'yours')
      return ok(battlefieldForTiles(count, { tall, seed, tiles: tilesOfTheatre(ground.theatre), known }));
    const yours = Object.keys(custom).filter((id) => !Object.hasOwn(TILES, id));
    if (yours.length === 0)
      return err([problem('BAD_VALUE', 'ground', 'Ground: you keep no tiles of your own; make one under Map tiles')]);
    return ok(battlefieldForTiles(count, { tall, seed, tiles: yours, known }));
  }
  const grid = groundPlaces(count, tall);
  const places = grid.width * grid.height;
  const problems: Problem[] = [];
  if (ground.picked.length !== places)
    problems.push(
      problem(
        'BAD_SETTINGS',
        'ground',
        `Ground: this battlefield has ${places} places; pick a tile for each (${ground.picked.length} picked)`,
      ),
    );
  ground.picked.forEach((id, i) => {
    // A tile of the player's deleted since it was picked names no tile now: the place says so.
    if (!Object.hasOwn(known, id))
      problems.push(problem('BAD_VALUE', `ground.picked.${i}`, `Ground: place ${i + 1} has no tile "${id}"`));
  });
  if (problems.length > 0) return err(problems);
  return ok(layoutFor(grid.width, grid.height, ground.picked, true, known));
}

/**
 * The ground a finished game was fought on, to fill the dialog again (store/game/playedAgain.ts):
 * the theatre all its tiles come from, or every theatre when they are mixed. Tiles picked by hand
 * come back as their theatre too: the game keeps the map, not how it was chosen. A battlefield of
 * players' tiles only comes back as "Your tiles"; mixed with built-in ones, as their theatre.
 */
export function groundOf(mapId: string): GroundChoice {
  const tiles = tilesOfLayout(mapId);
  if (!tiles) return DEFAULT_GROUND;
  const builtIn = tiles.filter((id) => Object.hasOwn(TILES, id));
  return { theatre: builtIn.length === 0 ? 'yours' : theatreOf(builtIn) };
}
