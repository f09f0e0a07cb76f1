// Web Storage over a Map, standing in for the browser's localStorage in tests; `full` makes every
// write fail as a full storage does.
export class MemoryStorage {
  items = new Map<string, string>();
  full = false;
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
  /** Everything stored, as one text, to compare before and after. */
  snapshot(): string {
    return JSON.stringify([...this.items].sort());
  }
}
