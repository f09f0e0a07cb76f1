// A scenario of `n` units on one inline map (docs/records.md, "Scenario files": loading grows linearly with the
// number of units): Infantry squads, 2 per team per hex (R5.6) on a battlefield just big enough,
// team 0 in the bottom half and team 1 in the top half, every fifth unit in Reserve. For
// `npm run bench` and the corpus test; not a game anyone would play.
import type { Scenario } from '../src/engine';

export function bigScenario(n: number): Scenario {
  const perTeam = Math.ceil(n / 2);
  const hexesPerTeam = Math.ceil(perTeam / 2);
  const cols = Math.min(200, Math.max(8, Math.ceil(Math.sqrt(hexesPerTeam * 2))));
  const rowsPerTeam = Math.ceil(hexesPerTeam / cols);
  const rows = rowsPerTeam * 2;
  const hexes = Array.from({ length: cols * rows }, () => ({ terrain: 'open' as const }));
  const team = (t: 0 | 1, card: string) =>
    Array.from({ length: t === 0 ? perTeam : n - perTeam }, (_, k) => {
      const cell = Math.floor(k / 2);
      const row = t === 0 ? rows - 1 - Math.floor(cell / cols) : Math.floor(cell / cols);
      return k % 5 === 4
        ? { id: `${'ab'[t]}${k}`, models: [card, card, card], status: 'reserve' as const }
        : { id: `${'ab'[t]}${k}`, models: [card, card, card], at: { col: cell % cols, row } };
    });
  return {
    format: 'aam-reloaded-scenario',
    version: 1,
    seed: `big-${n}`,
    map: { id: 'big', name: 'Big', cols, rows, hexes, hexsides: [] },
    teams: [
      { name: 'Axis', units: team(0, 'mauser-kar-98k') },
      { name: 'Allies', units: team(1, 'm1-garand-rifle') },
    ],
    phase: 'movement',
  };
}
