// Rectangles of whole device pixels on a canvas, for rendering only the part of the hover canvas
// that the pointer's pens changed (BoardView.renderHover; docs/development.md, "Drawing the battlefield").

/** A rectangle of whole device pixels on a canvas. */
export interface PixelBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The smallest box holding every one of `boxes` (null: none). */
export function unionBox(boxes: readonly PixelBox[]): PixelBox | null {
  if (boxes.length === 0) return null;
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const w = Math.max(...boxes.map((b) => b.x + b.w)) - x;
  const h = Math.max(...boxes.map((b) => b.y + b.h)) - y;
  return { x, y, w, h };
}

/**
 * `box` grown to hold whole every one of `others` it meets, until it meets no other in part: a
 * shape cut by the clip's edge is rasterised a little differently (by up to 49/255 on the
 * selection's antialiased edge, measured), one wholly inside it exactly as without a clip.
 */
export function enclosing(box: PixelBox | null, others: readonly PixelBox[]): PixelBox | null {
  if (!box) return null;
  let grown = box;
  for (let more = true; more; ) {
    more = false;
    for (const o of others) {
      const meets = o.x < grown.x + grown.w && grown.x < o.x + o.w && o.y < grown.y + grown.h && grown.y < o.y + o.h;
      const inside =
        o.x >= grown.x && o.y >= grown.y && o.x + o.w <= grown.x + grown.w && o.y + o.h <= grown.y + grown.h;
      if (meets && !inside) {
        grown = unionBox([grown, o])!;
        more = true;
      }
    }
  }
  return grown;
}
