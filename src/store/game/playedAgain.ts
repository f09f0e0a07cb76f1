// A finished game's choices read back from its first position, for the end screen (docs/playing.md, "End
// of the game"): "New game" opens the new game dialog filled with them, "Rematch" plays them again
// at once with the sides swapped and a new seed. The state keeps no dialog options, so they are
// read off what it does keep: each team's units and Commander (the lists as played), the
// battlefield's size (R1.7 or R2.4) and theatre, the settings (R2.3, R7.3), whether it began with the setup
// of R3 or already placed, and who played each side (players.ts).
import { validateArmy, type ArmyList, type ArmyUnit, type GameState, type TeamId, type UnitDef } from '../../engine';
import { fieldSize, fieldTiles, planGame, type FieldChoice, type GameOptions, type GamePlan } from './gameOptions';
import { groundOf } from './ground';
import type { TileSet } from '../../data/tiles';
import type { Players } from './players';

/** What the dialog is filled with, or a rematch plays: team 0 first in `lists` and `players`. */
export interface PlayedGame {
  lists: [ArmyList, ArmyList];
  players: Players;
  options: Omit<GameOptions, 'lists' | 'seed'>;
}

/** A list a player can pick again (a sample army or a saved list), by its key in the dialog. */
export interface ListChoice {
  key: string;
  list: ArmyList;
}

/** R1.3: a team's units as a list: each unit's cards, one per model, and the model that led it. */
function listAsPlayed(initial: GameState, team: TeamId): ArmyList {
  const units = Object.values(initial.units).filter((u) => u.team === team);
  let commander: ArmyList['commander'] = null;
  const listUnits: ArmyUnit[] = units.map((u, i) => {
    const led = u.models.findIndex((m) => m.commander);
    if (led >= 0) commander = { unit: i, model: led, grade: u.models[led].commander! };
    return { models: u.cards.length > 0 ? [...u.cards] : u.models.map((m) => m.def) };
  });
  // The player's own cards travel with the list (docs/armies.md "Custom cards travel with the list").
  const used = new Set(listUnits.flatMap((u) => u.models));
  const cards = Object.values(initial.defs).filter((d): d is UnitDef => !!d.custom && used.has(d.id));
  const list: ArmyList = {
    name: initial.teams[team].name,
    pointLimit: 0,
    units: listUnits,
    commander,
    ...(cards.length ? { cards } : {}),
  };
  return list;
}

/** Same units, same cards, same Commander: the list that was played (its name aside). */
function sameArmy(a: ArmyList, b: ArmyList): boolean {
  const units = (l: ArmyList) => JSON.stringify(l.units.map((u) => u.models));
  return units(a) === units(b) && JSON.stringify(a.commander) === JSON.stringify(b.commander);
}

/** The key of the sample army or saved list that was played (one of its name first), or null. */
export function listKey(played: ArmyList, choices: readonly ListChoice[]): string | null {
  const same = choices.filter((c) => sameArmy(c.list, played));
  return (same.find((c) => played.name.startsWith(c.list.name)) ?? same[0])?.key ?? null;
}

/** R2.4: the battlefield's size as a choice: 'points' when it is the one R1.7 gives the lists. */
function fieldChoice(initial: GameState, lists: readonly ArmyList[]): FieldChoice {
  const { cols, rows } = initial.map;
  const fromPoints = fieldTiles(lists, 'points');
  const pointsSize = fieldSize(fromPoints.tiles, false);
  if (pointsSize.cols === cols && pointsSize.rows === rows) return 'points';
  for (const choice of [{ tiles: 2 }, { tiles: 4 }, { tiles: 6 }, { tiles: 6, tall: true }] as const) {
    const size = fieldSize(choice.tiles, 'tall' in choice);
    if (size.cols === cols && size.rows === rows) return choice;
  }
  return 'points';
}

/**
 * The game `initial` began, again: each list is the sample or saved one it was (`choices`), or
 * else the list as played, given the smallest hundred of points that holds it (R1.2).
 */
export function playedAgain(
  initial: GameState,
  players: Players,
  choices: readonly ListChoice[],
  catalog: Readonly<Record<string, UnitDef>>,
): PlayedGame {
  const lists = ([0, 1] as const).map((t) => {
    const played = listAsPlayed(initial, t);
    const key = listKey(played, choices);
    const chosen = key === null ? null : choices.find((c) => c.key === key)!.list;
    if (chosen) return chosen;
    const total = validateArmy({ ...played, casual: true }, catalog).total;
    return { ...played, pointLimit: Math.max(100, Math.ceil(total / 100) * 100) };
  }) as [ArmyList, ArmyList];
  // R1.1: a list that mixes sides played only as a casual game.
  const casual = lists.some((l) => l.units.length > 0 && validateArmy({ ...l, casual: false }, catalog).side === null);
  return {
    lists,
    players: [players[0], players[1]],
    options: {
      field: fieldChoice(initial, lists),
      turns: initial.settings.turns,
      smallHexes: initial.settings.smallHexes,
      casual,
      start: initial.phase === 'setup' ? 'setup' : 'placed',
      ground: groundOf(initial.map.id),
    },
  };
}

/** The sides swapped: team 0's list and player go to team 1 and back. */
export function swapSides(game: PlayedGame): PlayedGame {
  return { ...game, lists: [game.lists[1], game.lists[0]], players: [game.players[1], game.players[0]] };
}

/** The rematch: the game played again with the sides swapped, on a new seed. */
export function rematchPlan(
  game: PlayedGame,
  seed: string,
  catalog: Readonly<Record<string, UnitDef>>,
  /** The player's own tiles: a ground of "Your tiles" draws from them again (docs/maps.md). */
  custom: TileSet = {},
): GamePlan {
  const swapped = swapSides(game);
  return planGame({ ...swapped.options, lists: swapped.lists, seed }, catalog, custom);
}
