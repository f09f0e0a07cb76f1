// Where a battle is fought (docs/maps.md "The tiles", docs/playing.md "Starting a game"): the tiles of
// a theatre, or of every theatre, placed by the game's seed as always (R2.4), or tiles the players
// pick by hand, one for each place. The battlefield is then assembled and kept in the game as
// before: saved games, game files, replays and online games hold the map itself, not this choice.
import { battlefieldGrid, err, ok, problem, type Problem, type Result } from '../../engine';
import {
  layoutFor,
  THEATRES,
  theatreOf,
  TILES,
  tilesOfLayout,
  tilesOfTheatre,
  type BattlefieldLayout,
  type TheatreId,
} from '../../data/tiles';
import { battlefieldForTiles } from './newGame';

/** A theatre's tiles (or all of them: 'any') placed by the seed, or one tile picked for each place in reading order. */
export type GroundChoice = { theatre: TheatreId | 'any' } | { picked: readonly string[] };

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
): Result<BattlefieldLayout, Problem[]> {
  if ('theatre' in ground) return ok(battlefieldForTiles(count, { tall, seed, tiles: tilesOfTheatre(ground.theatre) }));
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
    if (!Object.hasOwn(TILES, id))
      problems.push(problem('BAD_VALUE', `ground.picked.${i}`, `Ground: place ${i + 1} has no tile "${id}"`));
  });
  if (problems.length > 0) return err(problems);
  return ok(layoutFor(grid.width, grid.height, ground.picked));
}

/**
 * The ground a finished game was fought on, to fill the dialog again (store/game/playedAgain.ts):
 * the theatre all its tiles come from, or every theatre when they are mixed. Tiles picked by hand
 * come back as their theatre too: the game keeps the map, not how it was chosen.
 */
export function groundOf(mapId: string): GroundChoice {
  const tiles = tilesOfLayout(mapId);
  return tiles ? { theatre: theatreOf(tiles) } : DEFAULT_GROUND;
}
