// A cache of values worked out per units record (or any object that is replaced, never changed),
// for the few records asked about last. Play asks about the newest record over and over, and an
// action makes a new one: a WeakMap entry per record costs far more than the lookups it saves
// (inserting a fresh key is slow and weighs on every garbage collection), so the last few are
// kept in a ring, found by identity, newest first (the newest record is asked about most).
export class RecordCache<K extends object, V> {
  private readonly keys: (K | null)[];
  private readonly values: (V | null)[];
  /** The slot written last. */
  private last = 0;

  constructor(size = 8) {
    this.keys = new Array<K | null>(size).fill(null);
    this.values = new Array<V | null>(size).fill(null);
  }

  /** The slot holding `key`, searched from the newest back, or -1. */
  private slotOf(key: K): number {
    const keys = this.keys;
    const n = keys.length;
    for (let k = 0, i = this.last; k < n; k++, i = i === 0 ? n - 1 : i - 1) if (keys[i] === key) return i;
    return -1;
  }

  get(key: K): V | undefined {
    const i = this.slotOf(key);
    return i < 0 ? undefined : this.values[i]!;
  }

  set(key: K, value: V): void {
    const i = this.slotOf(key);
    if (i >= 0) {
      this.values[i] = value;
      return;
    }
    this.last = (this.last + 1) % this.keys.length;
    this.keys[this.last] = key;
    this.values[this.last] = value;
  }

  /** Forgets what was kept for `key` (a record changed in place by the draft that owns it). */
  delete(key: K): void {
    const i = this.slotOf(key);
    if (i >= 0) {
      this.keys[i] = null;
      this.values[i] = null;
    }
  }
}
