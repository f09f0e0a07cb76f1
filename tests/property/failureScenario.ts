// A game of the random player as a scenario file and an actions file (docs/scenarios.md), so
// that a failure `npm run fuzz` finds replays with `npm run scenario -- <scenario> <actions>`
// (docs/scenarios.md). The scenario starts at the setup, as createGame did: the same seed, the
// inline battlefield, the units with the ids, stat cards and Commander the game was created
// with, the same settings, and the cards of the game that the catalog lacks (a player's custom
// cards) as the scenario's own cards; the actions are the game's, in order.
import { own, type Action, type GameState } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { SCENARIO_FORMAT, type Scenario, type ScenarioUnit } from '../../src/engine/setup/scenario';

export function scenarioOfStart(initial: GameState, name: string): Scenario {
  const team = (t: 0 | 1) => ({
    name: initial.teams[t].name,
    units: Object.values(initial.units)
      .filter((u) => u.team === t)
      .map((u): ScenarioUnit => {
        const k = u.models.findIndex((m) => m.commander !== undefined);
        const grade = k >= 0 ? u.models[k].commander : undefined;
        return {
          id: u.id,
          models: u.models.map((m) => m.def),
          status: 'undeployed',
          ...(grade ? { commander: { model: k, grade } } : {}),
        };
      }),
  });
  const cards = Object.values(initial.defs).filter((d) => !own(CATALOG_BY_ID, d.id));
  return {
    format: SCENARIO_FORMAT,
    version: 1,
    name,
    seed: initial.seed,
    map: initial.map,
    teams: [team(0), team(1)],
    ...(cards.length > 0 ? { cards } : {}),
    settings: initial.settings,
    phase: 'setup',
  };
}

/** The files to write for a failing game: the scenario and its actions, as JSON text. */
export function failureFiles(
  initial: GameState,
  actions: readonly Action[],
  name: string,
): { scenario: string; actions: string } {
  return {
    scenario: `${JSON.stringify(scenarioOfStart(initial, name), null, 1)}\n`,
    actions: `${JSON.stringify(actions)}\n`,
  };
}
