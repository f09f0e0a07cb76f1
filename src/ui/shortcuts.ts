// Keyboard shortcuts for the common actions.
import { cycleUnits, endActivation, holdSelected, pivotSelected } from '../store/commands';
import { uiStore } from '../store/uiStore';
import { zoomHandle } from './MapView';

export const SHORTCUTS: { key: string; label: string; run(): void }[] = [
  { key: 'e', label: 'End activation', run: endActivation },
  { key: 'h', label: 'Stay (hold)', run: holdSelected },
  { key: 'q', label: 'Pivot anticlockwise', run: () => pivotSelected(-1) },
  { key: 'w', label: 'Pivot clockwise', run: () => pivotSelected(1) },
  { key: 'n', label: 'Next unit that can act', run: cycleUnits },
  { key: 'f', label: 'Fit the map', run: () => uiStore.getState().requestFit() },
  { key: '+', label: 'Zoom in', run: () => zoomHandle.current?.(1.2) },
  { key: '-', label: 'Zoom out', run: () => zoomHandle.current?.(1 / 1.2) },
  { key: 'Escape', label: 'Deselect', run: () => uiStore.getState().select(null) },
];

export function handleShortcut(e: KeyboardEvent): void {
  const target = e.target as HTMLElement | null;
  if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  const shortcut = SHORTCUTS.find((s) => s.key === key || (s.key === '+' && key === '='));
  if (shortcut) {
    e.preventDefault();
    shortcut.run();
  }
}
