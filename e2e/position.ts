// Positions built with the engine on the skirmish battlefield, for specs that open them as a game
// file (as a player opens a shared position): the map, its open hexes, and a placed game in
// which the US Army (team 0) wins turn 1's initiative.
import { createGame, getBoard, terrainAt, type GameSetup, type GameState, type Hex } from '../src/engine';
import { CATALOG_BY_ID } from '../src/data/catalog';
import { buildBattlefield } from '../src/store/game/newGame';
import { SKIRMISH_LAYOUT } from '../src/data/tiles';

export type BattleMap = GameState['map'];

export function skirmishMap(): BattleMap {
  const built = buildBattlefield(SKIRMISH_LAYOUT);
  if (!built.ok) throw new Error(built.error.map((e) => e.message).join('; '));
  return built.value;
}

/** The open hexes of row `r`, left to right. */
export function openInRow(map: BattleMap, r: number): Hex[] {
  return getBoard(map).hexAt.filter((h) => h.r === r && terrainAt(map, h) === 'open');
}

/** A placed game on `map`: turn 1, the US Army (team 0) to act after 6+6 against 1+1 (R3.1). */
export function placedGame(
  seed: string,
  map: BattleMap,
  teams: GameSetup['teams'],
  extra: Pick<GameSetup, 'objectives' | 'settings'> = {},
): GameState {
  const r = createGame({
    seed,
    map,
    catalog: CATALOG_BY_ID,
    start: 'placed',
    diceScript: [6, 6, 1, 1],
    teams,
    ...extra,
  });
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join('; '));
  return r.state;
}
