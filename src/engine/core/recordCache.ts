// A cache of values worked out per units record (or any object that is replaced, never changed),
// for the few records asked about last. Play asks about the newest record over and over, and an
// action makes a new one: a WeakMap entry per record costs far more than the lookups it saves
// (inserting a fresh key is slow and weighs on every garbage collection), so the last few are
// kept in a ring, found by identity.
export class RecordCache<K extends object, V> {
  private readonly keys: (K | null)[];
  private readonly values: (V | null)[];
  private next = 0;

  constructor(size = 8) {
    this.keys = new Array<K | null>(size).fill(null);
    this.values = new Array<V | null>(size).fill(null);
  }

  get(key: K): V | undefined {
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) if (keys[i] === key) return this.values[i]!;
    return undefined;
  }

  set(key: K, value: V): void {
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] === key) {
        this.values[i] = value;
        return;
      }
    }
    keys[this.next] = key;
    this.values[this.next] = value;
    this.next = (this.next + 1) % keys.length;
  }

  /** Forgets what was kept for `key` (a record changed in place by the draft that owns it). */
  delete(key: K): void {
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] === key) {
        keys[i] = null;
        this.values[i] = null;
      }
    }
  }
}
