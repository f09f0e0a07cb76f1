// From builder to battle, placed at once: two army lists put automatically in their deployment
// zones, with the Objective Markers chosen through the engine's own R3.2 checks, for a game
// that skips the setup sequence. The battlefield is sized by R1.7 for the larger point limit;
// each unit goes to the nearest hex of its zone (R2.2) that the engine allows: no Water unless
// Amphibious (R5.1), the population limit respected (R5.6), and never a hex it could never leave
// (strandedAt) while its zone has another. Aircraft start in Reserve (R3.3).
import {
  battlefieldGrid,
  createGame,
  deploymentRows,
  gameLists,
  newUnit,
  distance,
  fromOffset,
  isAircraft,
  checkDeploy,
  err,
  ok,
  problem,
  strandedAt,
  type Problem,
  type Result,
  tilesForPoints,
  validateArmy,
  type ArmyList,
  type BattleMap,
  type GameSetup,
  type Settings,
  type GameState,
  type Hex,
  type TeamId,
  type UnitDef,
  type UnitSetup,
} from '../../engine';
import { layoutFor } from '../../data/tiles';
import { buildBattlefield, quickObjectives } from './newGame';
import { teamNames } from '../../net/armyTeams';

export type QuickDeploy = Result<GameSetup, Problem[]>;

/** Every rule problem of the two lists (R1.1-R1.8), each named by its team and placed at its list and unit. */
export function listProblems(
  lists: readonly [ArmyList, ArmyList],
  names: readonly [string, string],
  catalog: Readonly<Record<string, UnitDef>>,
): Problem[] {
  return lists.flatMap((list, t) =>
    validateArmy(list, catalog).errors.map((e) =>
      problem('ARMY', `lists[${t}]${e.unit === null ? '' : `.units[${e.unit}]`}`, `${names[t]}: ${e.message}`),
    ),
  );
}

export { teamNames };

/** The zone's hexes, nearest first to a point spread along the zone's second row from the front. */
function zoneHexesNear(state: GameState, team: TeamId, k: number, n: number): Hex[] {
  const { cols } = state.map;
  const [lo, hi] = deploymentRows(state.map, team);
  const target = fromOffset(Math.floor(((k + 0.5) * cols) / n), team === 0 ? lo + 1 : hi - 1);
  const hexes: Hex[] = [];
  for (let row = lo; row <= hi; row++) for (let col = 0; col < cols; col++) hexes.push(fromOffset(col, row));
  return hexes
    .map((h, i) => ({ h, i, d: distance(h, target) }))
    .sort((x, y) => x.d - y.d || x.i - y.i)
    .map((x) => x.h);
}

/** A battlefield and settings chosen at setup (the new game dialog); by default R1.7's size and the standard settings. */
export interface QuickDeployOptions {
  map?: BattleMap;
  settings?: Partial<Settings>;
}

export function quickDeploy(
  given: [ArmyList, ArmyList],
  seed: string,
  baseCatalog: Readonly<Record<string, UnitDef>>,
  options: QuickDeployOptions = {},
): QuickDeploy {
  // Each list plays the custom cards it carries (docs/armies.md "Custom cards travel with the list").
  const { lists, catalog } = gameLists(given, baseCatalog);
  const names = teamNames(...lists);
  const errors = listProblems(lists, names, baseCatalog);
  if (errors.length > 0) return err(errors);

  // R1.7: one battlefield for both, sized by the larger point limit.
  const grid = battlefieldGrid(tilesForPoints(Math.max(lists[0].pointLimit, lists[1].pointLimit)));
  const field = options.map ? ok(options.map) : buildBattlefield(layoutFor(grid.width, grid.height));
  if (!field.ok) return field;
  return deployArmies(lists, names, seed, catalog, field.value, options.settings);
}

/** The armies of a quick game, as placed: their units (models) and Commanders, as lists hold them (R1.3). */
export type DeployedArmy = Pick<ArmyList, 'units' | 'commander'>;

/**
 * How a unit's hex is chosen: 'wayOut' (this edition) the nearest allowed hex it could leave,
 * 'nearest' (games saved before 2026-11-29, which scenarioMark.ts still recognises) the nearest
 * allowed hex, even one it could never leave.
 */
export type QuickPlacing = 'wayOut' | 'nearest';

/**
 * The placing itself, for armies already checked: each unit on the nearest hex of its zone the
 * engine allows, Aircraft in Reserve, the markers by quickObjectives. Also how a quick game's
 * opening is worked out again from a saved one (scenarioMark.ts), which it must place the same way.
 */
export function deployArmies(
  lists: readonly [DeployedArmy, DeployedArmy],
  names: readonly [string, string],
  seed: string,
  catalog: Readonly<Record<string, UnitDef>>,
  map: BattleMap,
  settings: Partial<Settings> | undefined,
  placing: QuickPlacing = 'wayOut',
): QuickDeploy {
  const errors: Problem[] = [];
  // An empty game on the battlefield: the engine's own checks decide where each unit may stand
  // (R2.3: with 2-inch hexes the smaller population limit).
  const empty = createGame({
    seed,
    map,
    catalog: { ...catalog },
    ...(settings ? { settings } : {}),
    teams: [
      { name: names[0], units: [] },
      { name: names[1], units: [] },
    ],
  });
  if (!empty.ok) return empty;
  const scratch: GameState = { ...empty.state, defs: { ...catalog }, units: {} };

  const teams = lists.map((list, t) => {
    const team = t as TeamId;
    const units: UnitSetup[] = [];
    const ground = list.units.filter((unit) => !unit.models.some((id) => isAircraft(catalog[id])));
    list.units.forEach((unit, i) => {
      const id = `${'ab'[t]}${i + 1}`;
      const commander =
        list.commander?.unit === i ? { commander: { model: list.commander.model, grade: list.commander.grade } } : {};
      if (unit.models.some((m) => isAircraft(catalog[m]))) {
        units.push({ id, models: unit.models, reserve: true, ...commander });
        return;
      }
      const k = ground.indexOf(unit);
      const fresh = newUnit(id, team, unit.models, 1);
      const allowed = zoneHexesNear(scratch, team, k, ground.length).filter((h) => {
        // R3.3: the engine's own deployment check (zone, Water R5.1, population R5.6).
        return checkDeploy(scratch, fresh, h).ok;
      });
      // A hex the unit could never leave (the engine's strandedAt: R5.1 road-only City and Marsh,
      // R5.3 Cliffs) only when its zone has no other.
      const at =
        (placing === 'wayOut' ? allowed.find((h) => strandedAt(scratch, fresh, h) === null) : undefined) ?? allowed[0];
      if (!at) {
        errors.push(
          problem(
            'BAD_PLACEMENT',
            `lists[${t}].units[${i}]`,
            `${names[t]}: no room left in the deployment zone for ${unit.models.length} more model(s) (R2.2, R5.6)`,
          ),
        );
        return;
      }
      scratch.units = { ...scratch.units, [id]: { ...fresh, status: 'map', at } };
      units.push({ id, models: unit.models, at, ...commander });
    });
    return { name: names[t], units };
  });
  if (errors.length > 0) return err(errors);
  const setup: GameSetup = {
    seed,
    map,
    catalog: { ...catalog },
    ...(settings ? { settings } : {}),
    teams: [teams[0], teams[1]],
    start: 'placed',
  };
  return ok({ ...setup, objectives: quickObjectives(setup) });
}
