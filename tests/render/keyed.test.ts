// The keyed layer (src/render/keyed.ts): an update makes only the new and changed keys, drops
// only the gone and changed ones, keeps the rest, and leaves the nodes in the items' order.
import { describe, expect, it } from 'vitest';
import { KeyedLayer, uniqueKeys, type KeyedHost } from '../../src/render/keyed';

interface Node {
  value: string;
  alive: boolean;
}

/** A fake layer: counts what it makes and drops, and holds its nodes in order. */
function fakeHost() {
  const host = {
    made: [] as string[],
    dropped: [] as string[],
    nodes: [] as Node[],
    make(value: string): Node {
      host.made.push(value);
      const n = { value, alive: true };
      host.nodes.push(n);
      return n;
    },
    drop(n: Node): void {
      host.dropped.push(n.value);
      n.alive = false;
      host.nodes = host.nodes.filter((x) => x !== n);
    },
    arrange(nodes: readonly Node[]): void {
      host.nodes = [...nodes];
    },
  } satisfies KeyedHost<string, Node> & Record<string, unknown>;
  return host;
}

const shown = (h: ReturnType<typeof fakeHost>) => h.nodes.map((n) => n.value);

describe('KeyedLayer', () => {
  it('the first update makes every item, in order', () => {
    const host = fakeHost();
    const layer = new KeyedLayer(host, (v: string) => v);
    expect(
      layer.update([
        ['a', 'A'],
        ['b', 'B'],
      ]),
    ).toEqual({ made: 2, dropped: 0, kept: 0 });
    expect(shown(host)).toEqual(['A', 'B']);
  });

  it('the same items again make and drop nothing', () => {
    const host = fakeHost();
    const layer = new KeyedLayer(host, (v: string) => v);
    layer.update([
      ['a', 'A'],
      ['b', 'B'],
    ]);
    const nodes = [...host.nodes];
    expect(
      layer.update([
        ['a', 'A'],
        ['b', 'B'],
      ]),
    ).toEqual({ made: 0, dropped: 0, kept: 2 });
    expect(host.made).toEqual(['A', 'B']);
    expect(host.nodes).toEqual(nodes);
    expect(host.nodes.every((n, i) => n === nodes[i])).toBe(true);
  });

  it('adds a new key, updates a changed one and removes a gone one, keeping the others', () => {
    const host = fakeHost();
    const layer = new KeyedLayer(host, (v: string) => v);
    layer.update([
      ['a', 'A'],
      ['b', 'B'],
      ['c', 'C'],
    ]);
    const kept = host.nodes[0];
    expect(
      layer.update([
        ['a', 'A'],
        ['b', 'B2'],
        ['d', 'D'],
      ]),
    ).toEqual({ made: 2, dropped: 2, kept: 1 });
    expect(host.made.slice(3)).toEqual(['B2', 'D']);
    expect(host.dropped.sort()).toEqual(['B', 'C']);
    expect(shown(host)).toEqual(['A', 'B2', 'D']);
    expect(host.nodes[0]).toBe(kept);
  });

  it('a new order moves the nodes and draws none again', () => {
    const host = fakeHost();
    const layer = new KeyedLayer(host, (v: string) => v);
    layer.update([
      ['a', 'A'],
      ['b', 'B'],
      ['c', 'C'],
    ]);
    expect(
      layer.update([
        ['c', 'C'],
        ['a', 'A'],
        ['b', 'B'],
      ]),
    ).toEqual({ made: 0, dropped: 0, kept: 3 });
    expect(shown(host)).toEqual(['C', 'A', 'B']);
  });

  it('compares values by their signature, not their identity', () => {
    const host = fakeHost();
    const layer = new KeyedLayer<{ n: number }, Node>(
      { make: (v) => host.make(String(v.n)), drop: host.drop, arrange: host.arrange },
      (v) => JSON.stringify(v),
    );
    layer.update([['x', { n: 1 }]]);
    expect(layer.update([['x', { n: 1 }]])).toEqual({ made: 0, dropped: 0, kept: 1 });
    expect(layer.update([['x', { n: 2 }]])).toEqual({ made: 1, dropped: 1, kept: 0 });
  });

  it('an empty update drops everything', () => {
    const host = fakeHost();
    const layer = new KeyedLayer(host, (v: string) => v);
    layer.update([
      ['a', 'A'],
      ['b', 'B'],
    ]);
    expect(layer.update([])).toEqual({ made: 0, dropped: 2, kept: 0 });
    expect(host.nodes).toEqual([]);
  });
});

describe('uniqueKeys', () => {
  it('numbers a key met again, so two marks of one kind on one hex are both drawn', () => {
    expect(uniqueKeys(['x', 'y', 'x', 'x'], (v) => v).map(([k]) => k)).toEqual(['x', 'y', 'x#2', 'x#3']);
  });
});
