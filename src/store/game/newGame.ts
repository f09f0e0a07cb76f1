// Building a game from the data: battlefield tiles, sample forces and the catalog.
import {
  checkStand,
  battlefieldGrid,
  createGame,
  deploymentRows,
  distance,
  fromOffset,
  getBoard,
  newUnit,
  strandedAt,
  type TeamId,
  tilesForPoints,
  type BattleMap,
  type CreateResult,
  type GameSetup,
  type Hex,
  type Settings,
  type UnitSetup,
  legalActions,
  applyAction,
  messagesOf,
  type Objective,
  type Problem,
  type Result,
} from '../../engine';
import { CATALOG_BY_ID } from '../../data/catalog';
import { SAMPLE_FORCES, type SampleForce } from '../../data/sampleArmies';
import {
  assembleLayout,
  shuffledLayout,
  SKIRMISH_LAYOUT,
  theatreOf,
  TILES,
  tilesOfLayout,
  tilesOfTheatre,
  type BattlefieldLayout,
  type ShuffleOptions,
  type TheatreId,
  type TileSet,
} from '../../data/tiles';

/** The battlefield of `layout`, with the player's own tiles `custom` beside the built-in ones (data/tiles.ts assembleLayout). */
export function buildBattlefield(layout: BattlefieldLayout, custom: TileSet = {}): Result<BattleMap, Problem[]> {
  return assembleLayout(layout, custom);
}

export interface BattlefieldOptions extends ShuffleOptions {
  /** R2.4: six tiles as 20 x 24 (two columns of three) instead of 30 x 16. */
  tall?: boolean;
}

/** R2.4: a battlefield of `count` tiles, which tile goes where fixed by the seed. */
export function battlefieldForTiles(count: number, options: BattlefieldOptions = {}): BattlefieldLayout {
  return shuffledLayout(battlefieldGrid(count, options.tall), options);
}

/** R1.7: the battlefield for a game of `points` (one tile per 50 points, an even number). */
export function battlefieldForPoints(points: number, options: BattlefieldOptions = {}): BattlefieldLayout {
  return battlefieldForTiles(tilesForPoints(points), options);
}

/** The battlefield of a quick game: the two Crossroads tiles, or `tiles` tiles of a theatre (default Western Europe) picked by the seed. */
export interface QuickField {
  tiles: number;
  tall?: boolean;
  theatre?: TheatreId | 'any';
}

/** The quick game's battlefield layout: SKIRMISH_LAYOUT unless a field is asked for. */
function quickLayout(seed: string, field: QuickField | null): BattlefieldLayout {
  if (!field) return SKIRMISH_LAYOUT;
  return battlefieldForTiles(field.tiles, {
    ...(field.tall !== undefined ? { tall: field.tall } : {}),
    ...(field.theatre !== undefined ? { tiles: tilesOfTheatre(field.theatre) } : {}),
    seed,
  });
}

/** The field a game was started on, to start the next one alike (null: the skirmish layout). */
export function fieldOf(map: BattleMap): QuickField | null {
  if (map.id === SKIRMISH_LAYOUT.id) return null;
  const tiles = (map.cols / 10) * (map.rows / 8);
  // A player's own tiles are no theatre's: the quick game, which plays the built-in tiles only, follows the rest.
  const used = tilesOfLayout(map.id)?.filter((id) => Object.hasOwn(TILES, id));
  const theatre = used && used.length > 0 ? theatreOf(used) : null;
  return {
    tiles,
    ...(map.rows > 16 ? { tall: true } : {}),
    ...(theatre && theatre !== 'western-europe' ? { theatre } : {}),
  };
}

/**
 * The sample forces (written for the 10 x 16 battlefield) on `map`: moved to the middle columns
 * and to each team's deployment zone (R2.2: team 0 the bottom 4 rows, team 1 the top 4). A unit
 * whose hex there is Water, taken, or one it could never leave (the engine's strandedAt: R5.1 a
 * Vehicle in City or Marsh off the road) goes to the nearest hex of its zone that is none of
 * these; to one it could never leave only when the zone has no other.
 */
function placeForces(map: BattleMap, forces: readonly [SampleForce, SampleForce]): GameSetup['teams'] {
  const board = getBoard(map);
  const empty = createGame({
    seed: 'placing',
    map,
    catalog: CATALOG_BY_ID,
    teams: [
      { name: '', units: [] },
      { name: '', units: [] },
    ],
  });
  // Our own battlefields failing to make a game is a bug in the data, as in quickGameSetup.
  if (!empty.ok) throw new Error(`battlefield ${map.id}: ${messagesOf(empty.error).join('; ')}`);
  // Every stat card at hand, so the engine can judge any unit of the forces on any hex.
  const scratch = { ...empty.state, defs: { ...CATALOG_BY_ID } };
  const dx = Math.floor((map.cols - 10) / 2);
  const taken = new Set<number>();
  const teams = forces.map((force, t) => {
    const [lo, hi] = deploymentRows(map, t as 0 | 1);
    const zone: number[] = [];
    for (let row = lo; row <= hi; row++) for (let col = 0; col < map.cols; col++) zone.push(row * map.cols + col);
    const units: UnitSetup[] = force.units.map((u, k) => {
      const probe = newUnit(`${'ab'[t]}${k + 1}`, t as TeamId, u.models, 1);
      const row = t === 0 ? u.row + map.rows - 16 : u.row;
      const wanted: Hex = fromOffset(Math.min(map.cols - 1, u.col + dx), Math.min(hi, Math.max(lo, row)));
      const allowed = zone
        .filter((i) => !taken.has(i) && checkStand(scratch, probe, board.hexAt[i]).ok)
        .sort((a, b) => distance(board.hexAt[a], wanted) - distance(board.hexAt[b], wanted) || a - b);
      const best = allowed.find((i) => strandedAt(scratch, probe, board.hexAt[i]) === null) ?? allowed[0];
      const at = best === undefined ? wanted : board.hexAt[best];
      if (best !== undefined) taken.add(best);
      return {
        models: u.models,
        at,
        ...(u.facing !== undefined ? { facing: u.facing } : {}),
        ...(u.commander ? { commander: u.commander } : {}),
      };
    });
    return { name: force.name, units };
  });
  return teams as GameSetup['teams'];
}

/** The sample forces on the quick game's battlefield (`field` null: the two-tile Crossroads). */
export function quickGameSetup(seed: string, field: QuickField | null = null, settings?: Partial<Settings>): GameSetup {
  const layout = quickLayout(seed, field);
  const built = buildBattlefield(layout);
  // Our own tiles failing to assemble is a bug in the data; the tests assemble every layout.
  if (!built.ok) throw new Error(`battlefield ${layout.id}: ${messagesOf(built.error).join('; ')}`);
  const teams = placeForces(built.value, SAMPLE_FORCES);
  const base: GameSetup = {
    seed,
    map: built.value,
    catalog: CATALOG_BY_ID,
    ...(settings ? { settings } : {}),
    teams,
    start: 'placed',
  };
  return { ...base, objectives: quickObjectives(base) };
}

/**
 * Objective Markers for a quick game that skips the setup: the five markers of R3.2 placed
 * through the engine's own setup, each on the legal hex nearest the middle column. The setup is
 * made with the teams' units (their places are not read there), so its initiative roll, which
 * orders the markers (R3.2), counts every Initiative +# of their models (R3.1).
 */
export function quickObjectives(setup: GameSetup): Omit<Objective, 'id'>[] {
  const r = createGame({ ...setup, start: 'setup' });
  if (!r.ok) return [];
  let state = r.state;
  const middle = (setup.map.cols - 1) / 2;
  while (state.setupStep === 'objectives') {
    const options = legalActions(state).filter((a) => a.type === 'placeObjective');
    if (options.length === 0) break;
    const colOf = (a: (typeof options)[number]) =>
      a.type === 'placeObjective' ? a.at.q + (a.at.r - (a.at.r & 1)) / 2 : 0;
    const best = [...options].sort((a, b) => Math.abs(colOf(a) - middle) - Math.abs(colOf(b) - middle))[0];
    const next = applyAction(state, best);
    if (!next.ok) break;
    state = next.state;
  }
  return state.objectives.map(({ at, value, placedBy }) => ({ at, value, placedBy }));
}

/** The sample forces on the two-tile battlefield. */
function skirmishSetup(seed: string, settings?: Partial<Settings>): GameSetup {
  return quickGameSetup(seed, null, settings);
}

export function newSkirmish(seed: string, settings?: Partial<Settings>): CreateResult {
  return createGame(skirmishSetup(seed, settings));
}

/** A quick game with the sample forces on a battlefield of `field.tiles` tiles. */
export function newQuickGame(seed: string, field: QuickField | null, settings?: Partial<Settings>): CreateResult {
  return createGame(quickGameSetup(seed, field, settings));
}
