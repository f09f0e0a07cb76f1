// The tile editor's state as one reducer (docs/maps.md, "The tile editor"): the tile and its undo
// history, and what the stroke under way remembers. A pointer's drag or the name field being typed
// in is one stroke, one undo step (tileHistory.ts).
import type { TileSpec } from '../../engine';
import { customTileId } from './customTiles';
import { beginStroke, endStroke, record, redo, startHistory, undo, type TileHistory } from './tileHistory';
import { FRESH_STROKE, applyTool, type StrokeMemory, type Tool, type ToolTarget } from './tileTools';

export interface EditingState {
  history: TileHistory;
  memory: StrokeMemory;
}

export type EditingAction =
  | { type: 'begin' }
  | { type: 'use'; tool: Tool; target: ToolTarget }
  | { type: 'end' }
  /** Forget the road being drawn (a new tool, Escape). */
  | { type: 'forget' }
  | { type: 'undo' }
  | { type: 'redo' }
  /** A whole new tile in the editor (New, Open, Duplicate): an undo step too, so nothing is lost. */
  | { type: 'replace'; spec: TileSpec }
  | { type: 'rename'; name: string }
  /** The tile was kept under a new id: the tile and every step of its history take it. */
  | { type: 'identify'; from: string; to: string };

/**
 * The id a tile not yet kept has: Save gives it one from its name (keptId). Two dashes together, which no
 * id made from a name has (customTileId joins words with one), so a tile named "New tile" kept as
 * `custom-new-tile` is not taken for a new one at its next Save.
 */
export const NEW_TILE_PREFIX = 'custom-new--';

/** The id a tile is kept under: a new tile's from its name (customTileId, numbered when taken), a kept tile's own. */
export function keptId(spec: TileSpec, taken: ReadonlySet<string>): string {
  return spec.id.startsWith(NEW_TILE_PREFIX) ? customTileId(spec.name, taken) : spec.id;
}

export function startEditing(spec: TileSpec): EditingState {
  return { history: startHistory(spec), memory: FRESH_STROKE };
}

export function editing(state: EditingState, action: EditingAction): EditingState {
  const { history, memory } = state;
  switch (action.type) {
    case 'begin':
      return { history: beginStroke(history), memory: { ...memory, adding: null } };
    case 'use': {
      const used = applyTool(history.present, action.tool, action.target, memory);
      return { history: record(history, used.spec), memory: used.memory };
    }
    case 'end':
      return { history: endStroke(history), memory: { ...memory, adding: null } };
    case 'forget':
      return { history, memory: FRESH_STROKE };
    case 'undo':
      return { history: undo(history), memory: FRESH_STROKE };
    case 'redo':
      return { history: redo(history), memory: FRESH_STROKE };
    case 'replace':
      return { history: endStroke(record(endStroke(history), action.spec)), memory: FRESH_STROKE };
    case 'rename':
      return { history: record(history, { ...history.present, name: action.name }), memory };
    case 'identify': {
      const re = (t: TileSpec) => (t.id === action.from ? { ...t, id: action.to } : t);
      return {
        history: {
          ...history,
          past: history.past.map(re),
          present: re(history.present),
          future: history.future.map(re),
        },
        memory,
      };
    }
  }
}
