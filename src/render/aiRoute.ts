// The AI's action on the map (docs/ai.md, "For the UI"): the route its unit takes, drawn as a path with
// an arrowhead at the destination, and the hex it attacks ringed, in the AI's own colour (a
// blue-white dash, unlike the yellow route under the pointer); a Suggest is drawn the same way in
// green. It decides nothing: the store says what (src/store/view/aiShown.ts).
import type { Hex } from '../engine';
import type { AiShown } from '../store/view/aiShown';
import { hexCorners, hexToWorld, type Point } from './layout';
import type { Pen } from './pen';

export type PlannedBy = 'ai' | 'suggest';

const COLOUR: Record<PlannedBy, number> = { ai: 0x6fd3ff, suggest: 0x7dff8a };

function flat(points: Point[]): number[] {
  return points.flatMap((p) => [p.x, p.y]);
}

/** A dashed line through `pts` (dash and gap in world units). */
function dashed(g: Pen, pts: Point[], dash = 10, gap = 6): void {
  let on = true;
  let left = dash;
  for (let i = 1; i < pts.length; i++) {
    let { x, y } = pts[i - 1];
    const dx = pts[i].x - x;
    const dy = pts[i].y - y;
    let len = Math.hypot(dx, dy);
    const ux = dx / (len || 1);
    const uy = dy / (len || 1);
    while (len > 0) {
      const step = Math.min(left, len);
      if (on) g.moveTo(x, y).lineTo(x + ux * step, y + uy * step);
      x += ux * step;
      y += uy * step;
      len -= step;
      left -= step;
      if (left <= 0) {
        on = !on;
        left = on ? dash : gap;
      }
    }
  }
}

/** Draws `shown` with the pen `g`. */
export function drawPlanned(g: Pen, shown: AiShown, by: PlannedBy): void {
  const colour = COLOUR[by];
  const hexes: Hex[] = shown.start ? [shown.start, ...shown.path] : shown.path;
  if (hexes.length > 1) {
    const pts = hexes.map(hexToWorld);
    g.moveTo(pts[0].x, pts[0].y);
    for (const p of pts.slice(1)) g.lineTo(p.x, p.y);
    g.stroke({ width: 10, color: 0x111111, alpha: 0.6, cap: 'round', join: 'round' });
    dashed(g, pts, 12, 6);
    g.stroke({ width: 5, color: colour, cap: 'round' });
    // An arrowhead into the destination, and a dot on each hex entered.
    const [a, b] = [pts[pts.length - 2], pts[pts.length - 1]];
    const angle = Math.atan2(b.y - a.y, b.x - a.x);
    const tip = { x: b.x - Math.cos(angle) * 6, y: b.y - Math.sin(angle) * 6 };
    const wing = (s: number) => ({ x: tip.x - Math.cos(angle + s) * 20, y: tip.y - Math.sin(angle + s) * 20 });
    g.poly(flat([tip, wing(0.5), wing(-0.5)]))
      .fill({ color: colour })
      .stroke({ width: 1.5, color: 0x111111 });
    for (const p of pts.slice(1, -1))
      g.circle(p.x, p.y, 4).fill({ color: colour }).stroke({ width: 1, color: 0x111111 });
    g.poly(flat(hexCorners(hexes[hexes.length - 1], 4))).stroke({ width: 3.5, color: colour, alpha: 0.9 });
  }
  if (shown.target) {
    // The target ringed twice (dark outside, the colour inside) with a cross-hair: it reads on any terrain.
    const c = hexToWorld(shown.target);
    g.circle(c.x, c.y, 27).stroke({ width: 7, color: 0x111111, alpha: 0.6 });
    g.circle(c.x, c.y, 27).stroke({ width: 3.5, color: by === 'ai' ? 0xff5a4d : colour });
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]) {
      g.moveTo(c.x + dx * 22, c.y + dy * 22).lineTo(c.x + dx * 33, c.y + dy * 33);
    }
    g.stroke({ width: 3, color: by === 'ai' ? 0xff5a4d : colour });
    if (shown.start) {
      const s = hexToWorld(shown.start);
      g.moveTo(s.x, s.y)
        .lineTo(c.x, c.y)
        .stroke({ width: 1.5, color: by === 'ai' ? 0xff5a4d : colour, alpha: 0.7 });
    }
  }
}
