// Objective Markers: rule book "Game Setup"; RULINGS R3.2 (placement order and legal hexes).
import { distance, hexLabel, type Hex } from '../core/hex';
import { deploymentRows, getBoard, terrainAt, type BattleMap, type Board } from '../board/map';
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

/**
 * The board's hexes nearest the centre first (ties by index), with their squared distances:
 * worked out once per board, since every game places its centre marker by it (R3.2).
 */
interface CentreOrder {
  readonly order: Int32Array;
  readonly distance: Float64Array;
}

const centreOrders = new WeakMap<Board, CentreOrder>();

function centreOrderOf(board: Board): CentreOrder {
  let made = centreOrders.get(board);
  if (!made) {
    const centre = mapCentre(board.map);
    const dist = new Float64Array(board.size);
    for (let i = 0; i < board.size; i++) dist[i] = centreDistance(centre, board.hexAt[i]);
    const order = Int32Array.from({ length: board.size }, (_, i) => i).sort((a, b) => dist[a] - dist[b] || a - b);
    made = { order, distance: dist };
    centreOrders.set(board, made);
  }
  return made;
}

function placeableHexes(state: GameState): Hex[] {
  const next = OBJECTIVE_ORDER[state.objectives.length];
  if (!next) return [];
  const team = next.byWinner ? state.initiative : ((1 - state.initiative) as TeamId);
  const board = getBoard(state.map);
  if (next.kind === 'center') return nearestCentre(state, board);
  // The rows the marker may go in: the deployment zone, or the team's half outside it (inOwnHalf:
  // with an odd number of rows the middle row belongs to neither half).
  const [zoneFirst, zoneLast] = deploymentRows(state.map, team);
  let first = zoneFirst;
  let last = zoneLast;
  if (next.kind === 'mid') {
    [first, last] =
      team === 0 ? [Math.ceil(board.rows / 2), zoneFirst - 1] : [zoneLast + 1, Math.floor(board.rows / 2) - 1];
  }
  const candidates: Hex[] = [];
  for (let i = Math.max(0, first) * board.cols; i < Math.min(board.rows, last + 1) * board.cols; i++) {
    if (basicallyPlaceable(state, board, i)) candidates.push(board.hexAt[i]);
  }
  return candidates;
}

/** R3.2: the placeable hexes nearest the centre of the battlefield, in board order; the winner picks among ties. */
function nearestCentre(state: GameState, board: Board): Hex[] {
  const { order, distance: dist } = centreOrderOf(board);
  const nearest: number[] = [];
  let best = Infinity;
  for (const i of order) {
    if (dist[i] > best + 1e-9) break;
    if (!basicallyPlaceable(state, board, i)) continue;
    if (nearest.length === 0) best = dist[i];
    nearest.push(i);
  }
  return nearest.sort((a, b) => a - b).map((i) => board.hexAt[i]);
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
