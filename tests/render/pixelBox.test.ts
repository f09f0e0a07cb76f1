// The rectangle of the hover canvas rendered alone (src/render/pixelBox.ts): it holds what the
// pointer's pens drew, and whole every other drawing it meets, since a shape cut by the clip's edge
// is rasterised a little differently from one drawn whole (docs/development.md, "Drawing the battlefield").
import { describe, expect, it } from 'vitest';
import { enclosing, unionBox } from '../../src/render/pixelBox';

describe('the hover canvas rectangle rendered alone', () => {
  it('holds every box given, and nothing when none is', () => {
    expect(
      unionBox([
        { x: 10, y: 20, w: 5, h: 5 },
        { x: 30, y: 5, w: 10, h: 2 },
      ]),
    ).toEqual({ x: 10, y: 5, w: 30, h: 20 });
    expect(unionBox([])).toBeNull();
  });

  it('grows to hold whole a drawing it cuts, and what that one then cuts, and leaves apart what it does not meet', () => {
    const box = { x: 100, y: 100, w: 20, h: 20 };
    const cut = { x: 115, y: 90, w: 20, h: 20 };
    const cutInTurn = { x: 130, y: 85, w: 30, h: 10 };
    const apart = { x: 300, y: 300, w: 10, h: 10 };
    const inside = { x: 104, y: 104, w: 4, h: 4 };
    expect(enclosing(box, [apart, cutInTurn, inside, cut])).toEqual({ x: 100, y: 85, w: 60, h: 35 });
    expect(enclosing(box, [apart, inside])).toEqual(box);
    expect(enclosing(null, [cut])).toBeNull();
  });
});
