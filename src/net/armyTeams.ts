// Two army lists as the two teams of a game that starts with the full setup of R3: one shared
// reading for the hot-seat new game dialog (src/store/game/gameOptions.ts) and the game server, which
// creates an online game from the two lists its seats sent (docs/online.md, "The protocol").
import type { ArmyList, TeamSetup, UnitSetup } from '../engine';

/** Team names as the lists name them; two lists of one name get told apart. */
export function teamNames(a: ArmyList, b: ArmyList): [string, string] {
  return a.name === b.name ? [a.name, `${b.name} (2)`] : [a.name, b.name];
}

/** R1.3, R3: each list's units (ids a1.. and b1..) with its Commander, to be deployed at setup. */
export function armyTeams(
  lists: readonly [ArmyList, ArmyList],
  names: readonly [string, string] = teamNames(lists[0], lists[1]),
): [TeamSetup, TeamSetup] {
  const teams = lists.map((list, t) => ({
    name: names[t],
    units: list.units.map((unit, i): UnitSetup => {
      const c = list.commander;
      return {
        id: `${'ab'[t]}${i + 1}`,
        models: [...unit.models],
        ...(c && c.unit === i ? { commander: { model: c.model, grade: c.grade } } : {}),
      };
    }),
  }));
  return [teams[0], teams[1]];
}
