// Web Storage over a Map, for the store tests: `full` makes every write fail as a full storage
// does (QuotaExceededError), `blocked` every use as a browser in private mode or with storage
// switched off may (SecurityError).
import type { ListStorage } from '../../src/store/armyLists';

export class MemoryStorage implements ListStorage {
  items = new Map<string, string>();
  full = false;
  blocked = false;
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(key: string) {
    if (this.blocked) throw new DOMException('blocked', 'SecurityError');
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.blocked) throw new DOMException('blocked', 'SecurityError');
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}
