// The new game dialog's choices turned into a game: two army lists (saved or sample), the
// battlefield (R1.7 from the points, or chosen: R2.4), the game length (R7.3), 2-inch hexes
// (R2.3), casual side mixing (R1.1) and the seed. A game starts with the setup of R3
// (initiative, objectives, deployment, Scouts) or, for a quick game, already placed.
import {
  err,
  gameLists,
  listForGame,
  ok,
  problem,
  tilesForPoints,
  type ArmyList,
  type Problem,
  type Result,
  type GameSetup,
  type Settings,
  type UnitDef,
} from '../../engine';
import { armyTeams } from '../../net/armyTeams';
import { CATALOG_BY_ID } from '../../data/catalog';
import type { TileSet } from '../../data/tiles';
import { DEFAULT_GROUND, groundLayout, type GroundChoice } from './ground';
import { buildBattlefield } from './newGame';
import { listProblems, quickDeploy, teamNames } from './quickDeploy';

/** The battlefield: sized from the larger point limit (R1.7), or a size chosen at setup (R2.4). */
export type FieldChoice = 'points' | { tiles: 2 | 4 | 6; tall?: boolean };

export interface GameOptions {
  /** Team 0 (bottom edge) first. */
  lists: [ArmyList, ArmyList];
  seed: string;
  field: FieldChoice;
  /** R7.3: 1 to 20 turns, or null for an open-ended game. */
  turns: number | null;
  /** R2.3 */
  smallHexes: boolean;
  /** R1.1: both lists may mix sides. */
  casual: boolean;
  /** 'setup': the players go through R3; 'placed': a quick game, units placed for them. */
  start: 'setup' | 'placed';
  /** Where it is fought (store/game/ground.ts); absent: Western Europe, the ground before the theatres. */
  ground?: GroundChoice;
}

export type GamePlan = Result<GameSetup, Problem[]>;

/** The dialog's defaults: R1.7's battlefield in Western Europe, five turns (R7.3), the full setup. */
export function defaultOptions(lists: [ArmyList, ArmyList], seed: string): GameOptions {
  return {
    lists,
    seed,
    field: 'points',
    turns: 5,
    smallHexes: false,
    casual: false,
    start: 'setup',
    ground: DEFAULT_GROUND,
  };
}

/** R1.7, R2.4: the tiles of the battlefield the options ask for. */
export function fieldTiles(lists: readonly ArmyList[], field: FieldChoice): { tiles: number; tall: boolean } {
  if (field !== 'points') return { tiles: field.tiles, tall: field.tiles === 6 && !!field.tall };
  const points = Math.max(...lists.map((l) => (Number.isFinite(l.pointLimit) && l.pointLimit > 0 ? l.pointLimit : 0)));
  return { tiles: tilesForPoints(points), tall: false };
}

/** R2.4: its size in hexes: 10 columns per pair of tiles (8 rows per tile row). */
export function fieldSize(tiles: number, tall: boolean): { cols: number; rows: number } {
  return tiles === 6 && tall ? { cols: 20, rows: 24 } : { cols: Math.ceil(tiles / 2) * 10, rows: 16 };
}

/** R7.3: the number of turns the rule book allows. */
function turnsError(turns: number | null): string | null {
  if (turns === null) return null;
  return Number.isInteger(turns) && turns >= 1 && turns <= 20
    ? null
    : 'Game length: a whole number of turns from 1 to 20, or open-ended (R7.3)';
}

/**
 * The game the options describe, or every reason it cannot be played: each list's problems
 * (R1.1-R1.8, named by its team), the game length, the seed, and for a quick game the room in
 * the deployment zones.
 */
export function planGame(
  options: GameOptions,
  catalog: Readonly<Record<string, UnitDef>> = CATALOG_BY_ID,
  /** The player's own tiles the ground may use (docs/maps.md, "Your tiles in a game"). */
  custom: TileSet = {},
): GamePlan {
  // R1.1: the dialog's casual choice alone decides, as the host's option does online.
  // Each list plays the custom cards it carries (docs/armies.md "Custom cards travel with the list").
  const played = gameLists(options.lists.map((l) => listForGame(l, options.casual)) as [ArmyList, ArmyList], catalog);
  const lists = played.lists;
  const names = teamNames(...lists);
  const errors = listProblems(lists, names, catalog);
  const turns = turnsError(options.turns);
  if (turns) errors.push(problem('BAD_SETTINGS', 'turns', turns));
  const seed = options.seed.trim();
  if (!seed) errors.push(problem('BAD_VALUE', 'seed', 'Seed: type one, or press "New seed"'));
  if (errors.length > 0) return err(errors);

  const { tiles, tall } = fieldTiles(lists, options.field);
  const layout = groundLayout(tiles, tall, seed, options.ground, custom);
  if (!layout.ok) return layout;
  const built = buildBattlefield(layout.value, custom);
  if (!built.ok) return built;
  const settings: Partial<Settings> = { turns: options.turns, smallHexes: options.smallHexes };

  if (options.start === 'placed') return quickDeploy(lists, seed, catalog, { map: built.value, settings });

  const teams = armyTeams(lists, names);
  return ok({ seed, map: built.value, catalog: { ...played.catalog }, settings, teams, start: 'setup' });
}

/** A seed for a new game: short, to read aloud or type again. */
export function randomSeed(): string {
  return Math.random().toString(36).slice(2, 10);
}

/**
 * R1.2, R1.7: the players agree one point limit at setup; lists built to different limits make
 * an uneven game (83/100 against 196/200). Not a refusal (a handicap game is the players' call),
 * a warning the new game dialog shows before the battle starts. Null when the limits agree.
 */
export function pointLimitWarning(
  lists: readonly [ArmyList, ArmyList],
  totals: readonly [number, number],
  field: FieldChoice = 'points',
): string | null {
  const [a, b] = lists;
  if (a.pointLimit === b.pointLimit) return null;
  // What the battlefield then is: the larger limit's (R1.7), or the size chosen (R2.4).
  const battlefield =
    field === 'points' ? 'the battlefield follows the larger (R1.7)' : 'the battlefield is the size chosen';
  return (
    `The lists were built to different point limits: ${a.name} ${totals[0]} / ${a.pointLimit} pts, ${b.name} ${totals[1]} / ${b.pointLimit} pts. ` +
    `The rule book has both players build to one agreed limit (R1.2); ${battlefield}.`
  );
}
