// The hover line's words go into one text node kept in its element: written in place, only when they change.
import { describe, expect, it } from 'vitest';
import { textInPlace } from '../../src/render/textInPlace';

/** An element with a record of its children and of every write to its text node's data. */
function element() {
  const writes: string[] = [];
  const made: { data: string }[] = [];
  let children: unknown[] = ['old words'];
  const el = {
    ownerDocument: {
      createTextNode(data: string) {
        let value = data;
        const node = {
          get data() {
            return value;
          },
          set data(v: string) {
            writes.push(v);
            value = v;
          },
        };
        made.push(node);
        return node;
      },
    },
    replaceChildren(...nodes: unknown[]) {
      children = nodes;
    },
  };
  return { el, writes, made, children: () => children };
}

describe('textInPlace', () => {
  it('puts one empty text node in the element, in place of what it held', () => {
    const e = element();
    textInPlace(e.el);
    expect(e.made).toHaveLength(1);
    expect(e.children()).toEqual([e.made[0]]);
    expect(e.made[0].data).toBe('');
  });

  it('writes new words into the same node, and leaves it alone when they are the same', () => {
    const e = element();
    const write = textInPlace(e.el);
    write('C12 Clear');
    write('C12 Clear');
    write('C13 Woods');
    write('');
    expect(e.made).toHaveLength(1);
    expect(e.children()).toEqual([e.made[0]]);
    expect(e.writes).toEqual(['C12 Clear', 'C13 Woods', '']);
    expect(e.made[0].data).toBe('');
  });
});
