// The tile editor's preview of a tile joined to its neighbours (docs/maps.md, "The tile editor"): two
// tiles across and two deep, the upper row turned as every battlefield's is (R2.4, layoutFor), the
// tile being made on the left and a neighbour (itself, or a tile the player picks) on the right.
// Joined by the engine's assembleBattlefield, so the seams are the game's own: a road that does
// not meet its neighbour's is a problem here as in a game.
import { assembleBattlefield, type BattleMap, type Problem, type Result, type TileSpec } from '../../engine';

export function joinedPreview(spec: TileSpec, neighbour: TileSpec): Result<BattleMap, Problem[]> {
  const other = neighbour.id === spec.id ? { ...neighbour, id: `${spec.id}-beside` } : neighbour;
  return assembleBattlefield(`${spec.id}-joined`, `${spec.name} joined`, { [spec.id]: spec, [other.id]: other }, [
    { tile: spec.id, x: 0, y: 0, rotated: true },
    { tile: other.id, x: 1, y: 0, rotated: true },
    { tile: spec.id, x: 0, y: 1 },
    { tile: other.id, x: 1, y: 1 },
  ]);
}
