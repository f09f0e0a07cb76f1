// A list of rows of buttons as one tab stop (a roving tabindex, the WAI-ARIA practice for a
// composite widget): the catalog holds hundreds of cards with two buttons each, and a keyboard
// user must not press Tab a thousand times to get past it (docs/armies.md, "Finding a card").
// Tab enters the list on the button last used (the first row's first button at first) and Tab
// again leaves it; ArrowUp/ArrowDown move between rows, Home/End to the first and last row,
// ArrowLeft/ArrowRight between the buttons of a row. The buttons stay real buttons: Enter and
// Space press them as ever.
import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** A button of the list: its row, and its place among the row's buttons. */
interface Cell {
  row: number;
  col: number;
}

function rowButtons(row: Element | undefined): HTMLButtonElement[] {
  return row ? [...row.querySelectorAll('button')] : [];
}

/** Where a focused element sits in the list, or null if it is not one of its rows' buttons. */
function cellOf(list: HTMLElement, el: Element | null): Cell | null {
  const li = el?.closest('li');
  if (!el || !li || li.parentElement !== list) return null;
  const col = rowButtons(li).indexOf(el as HTMLButtonElement);
  return col < 0 ? null : { row: [...list.children].indexOf(li), col };
}

/**
 * `rows`: the rows shown, in order (a new array when they change). Gives the list's ref, its
 * handlers and the one cell whose button has tabIndex 0 (always within the rows shown); every
 * other button of the list gets -1.
 */
export function useRovingList<T extends HTMLElement>(rows: readonly unknown[]) {
  const listRef = useRef<T>(null);
  const [cell, setCell] = useState<Cell>({ row: 0, col: 0 });
  // Filtering shrinks the list: the tab stop stays on a row that is there.
  const active: Cell = { row: Math.max(0, Math.min(cell.row, rows.length - 1)), col: cell.col };

  // The rows changed under a focused button (a first unit chose the army's side, say): the tab
  // stop follows the focus, so Tab from it leaves the list instead of landing on another row.
  useLayoutEffect(() => {
    const list = listRef.current;
    const focused = list && cellOf(list, document.activeElement);
    if (focused) setCell((c) => (c.row === focused.row && c.col === focused.col ? c : focused));
  }, [rows]);

  /** Any button of the list that takes the focus (by keyboard or pointer) becomes the tab stop. */
  const onFocus = useCallback((e: FocusEvent<T>) => {
    const focused = cellOf(e.currentTarget, e.target);
    if (focused) setCell((c) => (c.row === focused.row && c.col === focused.col ? c : focused));
  }, []);

  const onKeyDown = useCallback((e: KeyboardEvent<T>) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const list = e.currentTarget;
    const from = cellOf(list, e.target as Element);
    if (!from) return;
    const last = list.children.length - 1;
    let to: Cell;
    switch (e.key) {
      case 'ArrowDown':
        to = { row: Math.min(from.row + 1, last), col: from.col };
        break;
      case 'ArrowUp':
        to = { row: Math.max(from.row - 1, 0), col: from.col };
        break;
      case 'Home':
        to = { row: 0, col: from.col };
        break;
      case 'End':
        to = { row: last, col: from.col };
        break;
      case 'ArrowRight':
        to = { row: from.row, col: from.col + 1 };
        break;
      case 'ArrowLeft':
        to = { row: from.row, col: Math.max(from.col - 1, 0) };
        break;
      default:
        return;
    }
    // The keys move the focus, not the page.
    e.preventDefault();
    const buttons = rowButtons(list.children[to.row]);
    const target = buttons[Math.min(to.col, buttons.length - 1)];
    // onFocus makes it the tab stop.
    target?.focus();
  }, []);

  return { listRef, active, onFocus, onKeyDown };
}
