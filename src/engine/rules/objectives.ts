// Objective Markers: rule book "Game Setup"; RULINGS R3.2 (placement order and legal hexes).
import { distance, hexLabel, type Hex } from '../core/hex';
import { deploymentRows, getBoard, indexOf, terrainAt, type BattleMap, type Board } from '../board/map';
import { refuse } from '../core/errors';
import { ok, type Result } from '../core/result';
import { RecordCache } from '../core/recordCache';
import type { GameState, Objective, TeamId } from '../core/state';

/** R3.2: the five markers in the order they are placed, and their worth. */
export const OBJECTIVE_ORDER: readonly {
  byWinner: boolean;
  kind: 'deployment' | 'mid' | 'center';
  value: 1 | 2 | 3;
}[] = [
  { byWinner: true, kind: 'deployment', value: 1 },
  { byWinner: false, kind: 'deployment', value: 1 },
  { byWinner: true, kind: 'mid', value: 2 },
  { byWinner: false, kind: 'mid', value: 2 },
  { byWinner: true, kind: 'center', value: 3 },
];

/** R3.2: no marker within 3 hexes of another. */
const MIN_OBJECTIVE_DISTANCE = 4;

/**
 * R3.2: a team's half of the battlefield (team 0 the bottom rows, team 1 the top rows); with an
 * odd number of rows the middle row belongs to neither.
 */
function inOwnHalf(map: BattleMap, team: TeamId, h: Hex): boolean {
  if (indexOf(map, h) < 0) return false;
  return team === 0 ? h.r >= Math.ceil(map.rows / 2) : h.r < Math.floor(map.rows / 2);
}

/** The battlefield's centre point, in the hex-centre coordinates x = sqrt3 (q + r/2), y = 1.5 r. */
function mapCentre(map: BattleMap): { x: number; y: number } {
  let minX = Infinity;
  let maxX = -Infinity;
  for (const c of getBoard(map).hexAt) {
    const x = Math.sqrt(3) * (c.q + c.r / 2);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
  }
  return { x: (minX + maxX) / 2, y: (1.5 * (map.rows - 1)) / 2 };
}

/** Squared distance of a hex centre from a point. */
function centreDistance(centre: { x: number; y: number }, h: Hex): number {
  return (Math.sqrt(3) * (h.q + h.r / 2) - centre.x) ** 2 + (1.5 * h.r - centre.y) ** 2;
}

/** Board index i may hold a marker at all: not Water or Barren, at least 4 from every marker (R3.2). */
function basicallyPlaceable(state: GameState, board: Board, i: number): boolean {
  const t = board.terrain[i];
  if (t === 'water' || t === 'barren') return false;
  const h = board.hexAt[i];
  for (const o of state.objectives) if (distance(o.at, h) < MIN_OBJECTIVE_DISTANCE) return false;
  return true;
}

/** Worked out per list of markers placed (and map and initiative): the listing and the check ask alike. */
const placeable = new RecordCache<readonly Objective[], { map: BattleMap; initiative: TeamId; hexes: readonly Hex[] }>(
  4,
);

/** The hexes where the next marker may go (R3.2), for the team placing it. */
export function objectiveHexes(state: GameState): readonly Hex[] {
  const cached = placeable.get(state.objectives);
  if (cached && cached.map === state.map && cached.initiative === state.initiative) return cached.hexes;
  const hexes = placeableHexes(state);
  placeable.set(state.objectives, { map: state.map, initiative: state.initiative, hexes });
  return hexes;
}

function placeableHexes(state: GameState): Hex[] {
  const next = OBJECTIVE_ORDER[state.objectives.length];
  if (!next) return [];
  const team = next.byWinner ? state.initiative : ((1 - state.initiative) as TeamId);
  const board = getBoard(state.map);
  const [zoneFirst, zoneLast] = deploymentRows(state.map, team);
  const inZone = (row: number) => row >= zoneFirst && row <= zoneLast;
  const candidates: Hex[] = [];
  for (let i = 0; i < board.size; i++) {
    const row = Math.floor(i / board.cols);
    const h = board.hexAt[i];
    const where =
      next.kind === 'deployment'
        ? inZone(row)
        : next.kind === 'mid'
          ? inOwnHalf(state.map, team, h) && !inZone(row)
          : true;
    if (where && basicallyPlaceable(state, board, i)) candidates.push(h);
  }
  if (next.kind !== 'center') return candidates;
  // The nearest hex to the centre that keeps the distance rule; the winner picks among ties.
  const centre = mapCentre(state.map);
  let best = Infinity;
  for (const h of candidates) best = Math.min(best, centreDistance(centre, h));
  return candidates.filter((h) => centreDistance(centre, h) <= best + 1e-9);
}

/** Why the next marker may not go on `h`, or null. */
export function checkObjective(state: GameState, h: Hex): Result {
  const next = OBJECTIVE_ORDER[state.objectives.length];
  if (!next) return refuse('WRONG_PHASE', 'R3.2', 'All Objective Markers are placed');
  if (objectiveHexes(state).some((o) => o.q === h.q && o.r === h.r)) return ok();
  const t = terrainAt(state.map, h);
  if (t === null) return refuse('OFF_MAP', 'R3.2', `${hexLabel(h)} is off the battlefield`);
  if (t === 'water' || t === 'barren') return refuse('OBJECTIVE', 'R3.2', 'No marker may go on Water or Barren');
  const near = state.objectives.find((o) => distance(o.at, h) < MIN_OBJECTIVE_DISTANCE);
  if (near)
    return refuse('OBJECTIVE', 'R3.2', `${hexLabel(h)} is within 3 hexes of the marker at ${hexLabel(near.at)}`);
  const where = {
    deployment: 'in your deployment zone (the 4 rows at your edge)',
    mid: 'in your half of the battlefield, outside your deployment zone',
    center: 'on the free hex nearest the centre of the battlefield',
  }[next.kind];
  return refuse('OBJECTIVE', 'R3.2', `This marker (${next.value} OP) goes ${where}`);
}
