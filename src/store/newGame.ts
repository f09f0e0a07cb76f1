// Building a game from the data: battlefield tiles, sample forces and the catalog.
import {
  assembleBattlefield,
  createGame,
  fromOffset,
  type BattleMap,
  type CreateResult,
  type GameSetup,
  type Settings,
} from '../engine';
import { CATALOG_BY_ID } from '../data/catalog';
import { SAMPLE_FORCES } from '../data/sampleArmies';
import { SKIRMISH_LAYOUT, TILES, type BattlefieldLayout } from '../data/tiles';

export function buildBattlefield(layout: BattlefieldLayout): { ok: true; map: BattleMap } | { ok: false; errors: string[] } {
  return assembleBattlefield(layout.id, layout.name, TILES, layout.tiles);
}

/** The sample forces on the two-tile battlefield. */
export function skirmishSetup(seed: string, settings?: Partial<Settings>): GameSetup {
  const field = buildBattlefield(SKIRMISH_LAYOUT);
  // Our own tiles failing to assemble is a bug in the data; the tests assemble every layout.
  if (!field.ok) throw new Error(`battlefield ${SKIRMISH_LAYOUT.id}: ${field.errors.join('; ')}`);
  return {
    seed,
    map: field.map,
    catalog: CATALOG_BY_ID,
    settings,
    teams: [0, 1].map((t) => ({
      name: SAMPLE_FORCES[t].name,
      units: SAMPLE_FORCES[t].units.map((u) => ({
        models: u.models,
        at: fromOffset(u.col, u.row),
        ...(u.facing !== undefined ? { facing: u.facing } : {}),
      })),
    })) as GameSetup['teams'],
  };
}

export function newSkirmish(seed: string, settings?: Partial<Settings>): CreateResult {
  return createGame(skirmishSetup(seed, settings));
}
