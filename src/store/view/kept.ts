// A selector that keeps its last answer while the new one is equal to it: React renders a component
// reading a store again only when its selector answers a new object (hoverPanels.ts, context.ts useAppKept).

/**
 * A selector answering what `select` answers, but its last answer again while the new one is
 * `equal` to it: one per mounted panel (its state is the last answer), so that a store change
 * that leaves the panel's words as they were does not render it again.
 */
export function keptWhileEqual<S, T>(select: (s: S) => T, equal: (a: T, b: T) => boolean): (s: S) => T {
  let last: { value: T } | null = null;
  return (s) => {
    const value = select(s);
    if (last && equal(last.value, value)) return last.value;
    last = { value };
    return value;
  };
}
