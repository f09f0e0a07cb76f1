// R3.2: where the next Objective Marker may go (rules/objectives.ts), held to the rule written
// out plainly: every hex of the battlefield looked at, in board order. objectiveHexes looks only
// at the rows the marker may go in and finds the centre marker's hexes from a per-board order
// nearest the centre first, so the listing of every game must still be this one.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  distance,
  getBoard,
  OBJECTIVE_ORDER,
  objectiveHexes,
  type GameState,
  type Hex,
  type TeamId,
} from '../../src/engine';
import { randomGameSetup } from '../property/randomPlay';

/** R3.2, read plainly: the hexes of the zone the marker goes in, not Water or Barren, 4 or more from every marker. */
function expected(state: GameState): Hex[] {
  const next = OBJECTIVE_ORDER[state.objectives.length];
  if (!next) return [];
  const team = (next.byWinner ? state.initiative : 1 - state.initiative) as TeamId;
  const board = getBoard(state.map);
  const rows = state.map.rows;
  const [zoneFirst, zoneLast] = team === 0 ? [rows - 4, rows - 1] : [0, 3];
  const inZone = (r: number) => r >= zoneFirst && r <= zoneLast;
  const ownHalf = (r: number) => (team === 0 ? r >= Math.ceil(rows / 2) : r < Math.floor(rows / 2));
  const candidates = board.hexAt.filter((h, i) => {
    const where = next.kind === 'deployment' ? inZone(h.r) : next.kind === 'mid' ? ownHalf(h.r) && !inZone(h.r) : true;
    const t = board.terrain[i];
    return where && t !== 'water' && t !== 'barren' && state.objectives.every((o) => distance(o.at, h) >= 4);
  });
  if (next.kind !== 'center') return candidates;
  const xs = board.hexAt.map((h) => Math.sqrt(3) * (h.q + h.r / 2));
  const centre = { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (1.5 * (rows - 1)) / 2 };
  const away = (h: Hex) => (Math.sqrt(3) * (h.q + h.r / 2) - centre.x) ** 2 + (1.5 * h.r - centre.y) ** 2;
  const best = Math.min(...candidates.map(away));
  return candidates.filter((h) => away(h) <= best + 1e-9);
}

describe('R3.2 objectiveHexes', () => {
  it('lists the hexes the rule names, for every marker of 24 random games on battlefields of every size', () => {
    let compared = 0;
    for (let g = 0; g < 24; g++) {
      const created = createGame(randomGameSetup(`objectives-${g}`, [100, 200, 300, 500][g % 4]));
      if (!created.ok) throw new Error(created.error[0].message);
      const random = seedrandom(`objectives-${g}`);
      let state = created.state;
      while (state.setupStep === 'objectives') {
        const listed = objectiveHexes(state);
        expect(listed).toEqual(expected(state));
        compared++;
        const r = applyAction(state, { type: 'placeObjective', at: listed[Math.floor(random() * listed.length)] });
        if (!r.ok) throw new Error(r.error.message);
        state = r.state;
      }
    }
    expect(compared).toBe(24 * 5);
  });
});
