// The line of the unit panel and the map's tooltip about the unit's High Value Target models other
// than its Commander (a custom card may print High Value Target #: index, R7.2; docs/rules.md
// reading 40): what the enemy scores for them, in the player's words. The Commander has a line of
// his own (his worth, hvtPoints).
import { hvtPoints, type GameState, type Unit } from '../../engine';

/** "the enemy scores 3 OP if this model falls", or for several "... for each of its 4 models that falls"; null when none is worth any. */
export function highValueTargetWords(game: GameState, unit: Unit): string | null {
  const worth = unit.models
    .filter((m) => !m.commander)
    .map((m) => hvtPoints(game, unit, m))
    .filter((p) => p > 0);
  if (worth.length === 0) return null;
  const low = Math.min(...worth);
  const high = Math.max(...worth);
  const each = low === high ? `${low} OP` : `${low} to ${high} OP`;
  return worth.length === 1
    ? `the enemy scores ${each} if this model falls`
    : `the enemy scores ${each} for each of its ${worth.length} models that falls`;
}
