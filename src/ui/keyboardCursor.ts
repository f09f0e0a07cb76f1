// A hex cursor for players who use the keyboard: the arrow keys move the hovered hex towards the
// arrow's side of the screen (whichever way the map is turned), Enter clicks it. The hover is the
// same one the mouse sets, so the route preview, the odds, the "why blocked" line and the
// counters' tooltip (battle/UnitTooltip.tsx) all follow.
import { fromOffset, isOnMap, toOffset, type Hex } from '../engine';
import type { AppStore } from '../store/appStore';
import { commandsFor } from '../store/commands/commands';
import { screenOfHex } from './MapView';

/** Where the cursor starts: the hovered hex, else the selected unit's, else the middle of the map. */
function cursorStart(store: AppStore): Hex {
  const { game } = store.getState().game;
  const { hover, selected } = store.getState().ui;
  if (hover) return hover;
  const at = selected ? game.units[selected]?.at : null;
  return at ?? fromOffset(Math.floor(game.map.cols / 2), Math.floor(game.map.rows / 2));
}

/**
 * Moves the cursor one column or one row of the grid, whichever lies most nearly in screen
 * direction (dx, dy). Columns and rows (not the six hex directions) so that no two moves tie and
 * every hex can be reached, also on a battlefield turned a quarter.
 */
export function moveCursor(store: AppStore, dx: number, dy: number): void {
  const { game } = store.getState().game;
  const from = cursorStart(store);
  const toScreen = screenOfHex.current;
  if (!toScreen) return;
  const origin = toScreen(from);
  const { col, row } = toOffset(from);
  let best: Hex = from;
  let bestScore = 0.3;
  for (const [c, r] of [
    [col + 1, row],
    [col - 1, row],
    [col, row + 1],
    [col, row - 1],
  ]) {
    const n = fromOffset(c, r);
    if (!isOnMap(game.map, n)) continue;
    const p = toScreen(n);
    const vx = p.x - origin.x;
    const vy = p.y - origin.y;
    // Cosine of the angle to the arrow: the straightest move wins, never a sideways one.
    const score = (vx * dx + vy * dy) / Math.hypot(vx, vy);
    if (score > bestScore) {
      best = n;
      bestScore = score;
    }
  }
  store.getState().ui.setHover(best);
}

/** Enter: what a click on the cursor's hex would do (Shift+Enter: a shift-click, a waypoint). */
export function clickCursor(store: AppStore, shift = false): void {
  const { sightClick, clickHex } = commandsFor(store);
  const { hover } = store.getState().ui;
  // The line-of-sight tool, while on, takes the click (it gives no order).
  if (hover) {
    if (!sightClick(hover)) clickHex(hover, shift);
  } else store.getState().ui.setHover(cursorStart(store));
}
