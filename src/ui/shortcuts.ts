// Keyboard shortcuts for the common actions.
import type { AppStore } from '../store/appStore';
import { commandsFor } from '../store/commands/commands';
import { clickCursor, moveCursor } from './keyboardCursor';
import { zoomHandle } from './MapView';

export const SHORTCUTS: { key: string; label: string; run(store: AppStore, e?: KeyboardEvent): void }[] = [
  { key: 'e', label: 'End activation', run: (store) => commandsFor(store).endActivation() },
  { key: 'h', label: 'Stay (hold)', run: (store) => commandsFor(store).holdSelected() },
  { key: 'q', label: 'Pivot anticlockwise', run: (store) => commandsFor(store).pivotSelected(-1) },
  { key: 'w', label: 'Pivot clockwise', run: (store) => commandsFor(store).pivotSelected(1) },
  { key: 'n', label: 'Next unit that can act', run: (store) => commandsFor(store).cycleUnits() },
  { key: 'm', label: 'Move (click a lit hex)', run: (store) => commandsFor(store).moveWithSelected() },
  { key: 'a', label: 'Attack (click a target)', run: (store) => commandsFor(store).aimWithSelected() },
  { key: 'r', label: 'Show or hide front and rear arcs', run: (store) => store.getState().ui.toggleArcs() },
  {
    key: 'l',
    label: 'Line of sight: click (or Enter) two hexes; L or Escape closes it',
    run: (store) => commandsFor(store).toggleSightTool(),
  },
  { key: 'u', label: 'Undo', run: (store) => commandsFor(store).undoLast() },
  { key: 'f', label: 'Fit the map', run: (store) => store.getState().ui.requestFit() },
  { key: '+', label: 'Zoom in', run: () => zoomHandle.current?.(1.2) },
  { key: '-', label: 'Zoom out', run: () => zoomHandle.current?.(1 / 1.2) },
  { key: 'ArrowUp', label: 'Move the hex cursor (with the other arrows)', run: (store) => moveCursor(store, 0, -1) },
  { key: 'ArrowDown', label: 'Move the hex cursor down', run: (store) => moveCursor(store, 0, 1) },
  { key: 'ArrowLeft', label: 'Move the hex cursor left', run: (store) => moveCursor(store, -1, 0) },
  { key: 'ArrowRight', label: 'Move the hex cursor right', run: (store) => moveCursor(store, 1, 0) },
  {
    key: 'Enter',
    label: 'Click the hex under the cursor (with Shift: add it to the route as a waypoint)',
    run: (store, e) => clickCursor(store, e?.shiftKey ?? false),
  },
  { key: '?', label: 'Help: keys, map legend, rules', run: (store) => store.getState().ui.setHelpOpen(true) },
  {
    key: 'Escape',
    label: "Clear the route's waypoints (shift-click a lit hex to add one), else deselect",
    run: (store) => commandsFor(store).escapeKey(),
  },
];

/** Ctrl+Z (Cmd+Z on a Mac) undoes, as everywhere (the help overlay lists it from here). */
export const UNDO_CHORD = {
  key: 'z',
  keys: 'Ctrl+Z',
  label: 'Undo (Cmd+Z on a Mac)',
  run: (store: AppStore) => commandsFor(store).undoLast(),
};

/** Keys of the replay: stepping, the ends, the turns and phases, and leaving it (listed in help). */
export const REPLAY_KEYS: { key: string; label: string; run(store: AppStore): void }[] = [
  { key: 'ArrowLeft', label: 'One action back', run: (store) => commandsFor(store).stepReplay(-1) },
  { key: 'ArrowRight', label: 'One action forward', run: (store) => commandsFor(store).stepReplay(1) },
  { key: 'Home', label: 'The start', run: (store) => commandsFor(store).replayTo(0) },
  { key: 'End', label: 'Now', run: (store) => commandsFor(store).replayTo(store.getState().game.steps.length) },
  { key: 'PageUp', label: 'Previous turn or phase', run: (store) => commandsFor(store).jumpReplay(-1) },
  { key: 'PageDown', label: 'Next turn or phase', run: (store) => commandsFor(store).jumpReplay(1) },
  { key: 'Escape', label: 'Leave the replay', run: (store) => commandsFor(store).closeReplay() },
];

/** Keys that only look at the map, live in a replay as well (the line-of-sight tool gives no order). */
export const VIEW_KEYS = new Set(['f', '+', '-', '?', 'l']);

/** The keys a focused list uses: to move through its options, open it, or leave it (Escape reaches the page only with the list closed: it stays the board's). */
const LIST_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Enter',
  ' ',
  'Tab',
]);

/** The focused element when the arrows last moved the hex cursor, until another key: Enter then clicks the hex. */
let cursorSince: EventTarget | null = null;

/** A key pressed on the battle screen, acting on `store` (the screen's). */
export function handleShortcut(e: KeyboardEvent, store: AppStore): void {
  // A key already used by what has the focus (a menu that Escape closed) does nothing more.
  if (e.defaultPrevented) return;
  const target = e.target as HTMLElement | null;
  // Text fields keep their keys (Ctrl+Z there undoes typing, not the game).
  if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA'].includes(target.tagName))) return;
  // A list (the attack's Model or Weapon, the AI's pace) keeps the keys that work it, and only
  // those: after a pick with the mouse the focus stays on it, and the board's letters still act
  // (taken from its type-ahead, which would turn E into "each in turn").
  if (target?.tagName === 'SELECT' && (LIST_KEYS.has(e.key) || e.ctrlKey || e.metaKey || e.altKey)) return;
  // A dialog (help, a new game, the end screen) owns the keyboard while it is open.
  if (document.querySelector('dialog[open]')) return;
  if (e.altKey) return;
  if (e.ctrlKey || e.metaKey) {
    // Ctrl+Z (Cmd+Z) undoes, as everywhere; every other modified key stays the browser's.
    if (!e.shiftKey && e.key.toLowerCase() === UNDO_CHORD.key) {
      e.preventDefault();
      UNDO_CHORD.run(store);
    }
    return;
  }
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  // Enter on a focused button or link presses it, not the hex under the cursor; unless the arrows
  // have moved the hex cursor since it took the focus: then Enter means that hex, as the arrows
  // before it did (a button clicked keeps the focus: Enter would roll again).
  if (key === 'Enter' && target && ['BUTTON', 'A', 'SUMMARY'].includes(target.tagName) && cursorSince !== target)
    return;
  cursorSince = key.startsWith('Arrow') ? target : null;
  // Escape closes the line-of-sight tool first, before it clears a route or leaves a replay.
  if (key === 'Escape' && store.getState().ui.sight) {
    e.preventDefault();
    store.getState().ui.setSight(null);
    return;
  }
  if (store.getState().replay.index !== null) {
    // In a replay the keys step through the game; orders wait for the live game.
    const step = REPLAY_KEYS.find((s) => s.key === key);
    if (step) {
      e.preventDefault();
      step.run(store);
      return;
    }
    if (!VIEW_KEYS.has(key === '=' ? '+' : key)) return;
  }
  const shortcut = SHORTCUTS.find((s) => s.key === key || (s.key === '+' && key === '='));
  if (shortcut) {
    e.preventDefault();
    shortcut.run(store, e);
  }
}
