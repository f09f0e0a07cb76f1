// The ring of caches per record (engine/core/recordCache.ts): found by identity, the last few kept.
import { describe, expect, it } from 'vitest';
import { RecordCache } from '../../src/engine/core/recordCache';

describe('RecordCache', () => {
  it('keeps the values of the last records set, found by identity, and forgets the oldest', () => {
    const cache = new RecordCache<object, number>(3);
    const records = [{}, {}, {}, {}];
    records.forEach((r, i) => {
      cache.set(r, i);
    });
    expect(cache.get(records[0])).toBeUndefined();
    expect(records.slice(1).map((r) => cache.get(r))).toEqual([1, 2, 3]);
    expect(cache.get({})).toBeUndefined();
  });

  it('replaces the value of a record already kept without pushing another out, and forgets on delete', () => {
    const cache = new RecordCache<object, number>(2);
    const [a, b] = [{}, {}];
    cache.set(a, 1);
    cache.set(b, 2);
    cache.set(a, 3);
    expect([cache.get(a), cache.get(b)]).toEqual([3, 2]);
    cache.delete(a);
    expect(cache.get(a)).toBeUndefined();
    expect(cache.get(b)).toBe(2);
  });
});
