// The tile editor's undo and redo (docs/maps.md, "The tile editor"): a bounded list of the tiles
// before and after. One stroke (a drag that paints many hexes, or draws a long road) is one step:
// between beginStroke and endStroke every change replaces the step the stroke opened.
import type { TileSpec } from '../../engine';

/** How many steps back Undo goes. */
export const HISTORY_DEPTH = 200;

export interface TileHistory {
  past: readonly TileSpec[];
  present: TileSpec;
  future: readonly TileSpec[];
  /** 'begun': a stroke began and has not changed the tile yet; 'changed': it has (its step is taken). */
  stroke: 'begun' | 'changed' | null;
}

export function startHistory(present: TileSpec): TileHistory {
  return { past: [], present, future: [], stroke: null };
}

export function beginStroke(h: TileHistory): TileHistory {
  return { ...h, stroke: 'begun' };
}

export function endStroke(h: TileHistory): TileHistory {
  return h.stroke === null ? h : { ...h, stroke: null };
}

/** The history with `next` as the tile: a new step, or the current stroke's step changed. */
export function record(h: TileHistory, next: TileSpec): TileHistory {
  if (next === h.present) return h;
  if (h.stroke === 'changed') return { ...h, present: next };
  return {
    past: [...h.past, h.present].slice(-HISTORY_DEPTH),
    present: next,
    future: [],
    stroke: h.stroke === 'begun' ? 'changed' : null,
  };
}

export function undo(h: TileHistory): TileHistory {
  const before = h.past[h.past.length - 1];
  if (!before) return h;
  return { past: h.past.slice(0, -1), present: before, future: [h.present, ...h.future], stroke: null };
}

export function redo(h: TileHistory): TileHistory {
  const [after, ...rest] = h.future;
  if (!after) return h;
  return { past: [...h.past, h.present].slice(-HISTORY_DEPTH), present: after, future: rest, stroke: null };
}
