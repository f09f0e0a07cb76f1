// A keyed layer: items drawn under a key (a unit's id, a mark's hex and kind), so that drawing a
// new list changes only what differs from the last one. A new key is made, a key that went is
// dropped, a key whose value changed is made again (its drawing is small), and the rest are kept
// as they are, only put in the new order when it changed. Renderer-neutral: the host says how a
// node is made, dropped and ordered (PixiJS containers in mapLayers.ts, a counting fake in tests).

export interface KeyedHost<V, N> {
  /** Draws a node for `value`. */
  make(value: V): N;
  /** Takes a node away and frees it. */
  drop(node: N): void;
  /** Puts every node in this order, lowest first. */
  arrange(nodes: readonly N[]): void;
}

/** What an update did: nodes made (new keys and changed values), dropped (keys gone and changed values) and kept. */
export interface KeyedChanges {
  made: number;
  dropped: number;
  kept: number;
}

/** Keys for `items` by `keyOf`; a key met again gets `#2`, `#3` ... so every key is unique. */
export function uniqueKeys<V>(items: readonly V[], keyOf: (v: V) => string): [string, V][] {
  const seen = new Map<string, number>();
  return items.map((v) => {
    const k = keyOf(v);
    const n = (seen.get(k) ?? 0) + 1;
    seen.set(k, n);
    return [n === 1 ? k : `${k}#${n}`, v];
  });
}

export class KeyedLayer<V, N> {
  private drawn = new Map<string, { sig: string; node: N }>();
  private order: string[] = [];

  /** `signature`: what a value is drawn from, as a string; the same signature draws the same. */
  constructor(
    private readonly host: KeyedHost<V, N>,
    private readonly signature: (v: V) => string,
  ) {}

  /** Draws `items` (unique keys, lowest first), changing only what differs from the last update. */
  update(items: readonly (readonly [string, V])[]): KeyedChanges {
    const changes: KeyedChanges = { made: 0, dropped: 0, kept: 0 };
    const next = new Map<string, { sig: string; node: N }>();
    for (const [key, value] of items) {
      const sig = this.signature(value);
      const old = this.drawn.get(key);
      if (old && old.sig === sig) {
        next.set(key, old);
        changes.kept++;
        continue;
      }
      if (old) {
        this.host.drop(old.node);
        changes.dropped++;
      }
      next.set(key, { sig, node: this.host.make(value) });
      changes.made++;
    }
    for (const [key, old] of this.drawn) {
      if (next.has(key)) continue;
      this.host.drop(old.node);
      changes.dropped++;
    }
    const order = items.map(([key]) => key);
    // A made node goes on top: the order is set again whenever something was made, or moved.
    if (changes.made > 0 || order.length !== this.order.length || order.some((k, i) => k !== this.order[i])) {
      this.host.arrange(order.map((k) => next.get(k)!.node));
    }
    this.drawn = next;
    this.order = order;
    return changes;
  }
}
