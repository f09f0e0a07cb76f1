// The line-of-sight tool's picture (store/view/sightTool.ts decides nothing here: the engine's report
// is drawn as it is). A clear line is solid with a ring at each end; a blocked one is solid up
// to what blocks it and dashed beyond, and each blocker is crossed out: a hex with an X and a
// red outline, a hexside with a thick red bar. Shape as well as colour tells clear from blocked.
import type { SightShown } from '../store/view/sightTool';
import type { SightBlocker } from '../engine';
import { HEX_SIZE, hexCorners, hexsideEnds, hexToWorld, type Point } from './layout';
import type { Pen } from './pen';

const CLEAR = 0x3ddc84;
const BLOCKED = 0xff4a3a;
const INK = 0x111111;

function flat(points: Point[]): number[] {
  return points.flatMap((p) => [p.x, p.y]);
}

/** Where along the line a blocker stands, 0..1 (its hex's centre, or the middle of its hexside). */
function blockerPoint(b: SightBlocker): Point {
  if (b.kind !== 'hexside') return hexToWorld(b.hex);
  const [p, q] = hexsideEnds(b.hex, b.dir);
  return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
}

function along(a: Point, b: Point, p: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  return len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
}

function segment(g: Pen, a: Point, b: Point, t0: number, t1: number, color: number, width: number): void {
  g.moveTo(a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0).lineTo(a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1);
  g.stroke({ width, color, cap: 'round' });
}

function dashedSegment(g: Pen, a: Point, b: Point, t0: number, color: number, width: number): void {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const step = len > 0 ? 12 / len : 1;
  for (let t = t0; t < 1; t += step) segment(g, a, b, t, Math.min(1, t + step * 0.55), color, width);
}

function ring(g: Pen, c: Point, color: number): void {
  g.circle(c.x, c.y, HEX_SIZE * 0.8).stroke({ width: 6, color: INK, alpha: 0.6 });
  g.circle(c.x, c.y, HEX_SIZE * 0.8).stroke({ width: 3, color });
}

export function drawSight(g: Pen, shown: SightShown): void {
  const a = hexToWorld(shown.from);
  const report = shown.report;
  if (!report || report.distance === 0) {
    ring(g, a, 0xffe14d);
    return;
  }
  const b = hexToWorld(report.to);
  const color = report.clear ? CLEAR : BLOCKED;
  const first = report.blockers[0];
  const stop = first ? along(a, b, blockerPoint(first)) : 1;
  // Dark under the colour: the line reads on any terrain.
  segment(g, a, b, 0, 1, INK, 7);
  segment(g, a, b, 0, stop, color, 4);
  if (stop < 1) dashedSegment(g, a, b, stop, color, 4);
  ring(g, a, 0xffe14d);
  ring(g, b, color);
  for (const blocker of report.blockers) {
    if (blocker.kind === 'hexside') {
      const [p, q] = hexsideEnds(blocker.hex, blocker.dir);
      g.moveTo(p.x, p.y).lineTo(q.x, q.y).stroke({ width: 11, color: INK, cap: 'round' });
      g.moveTo(p.x, p.y).lineTo(q.x, q.y).stroke({ width: 7, color: BLOCKED, cap: 'round' });
    } else if (blocker.kind !== 'offMap') {
      const c = hexToWorld(blocker.hex);
      g.poly(flat(hexCorners(blocker.hex, 3)), true).stroke({ width: 7, color: INK, alpha: 0.6 });
      g.poly(flat(hexCorners(blocker.hex, 3)), true).stroke({ width: 4, color: BLOCKED });
      const k = HEX_SIZE * 0.42;
      g.moveTo(c.x - k, c.y - k)
        .lineTo(c.x + k, c.y + k)
        .moveTo(c.x + k, c.y - k)
        .lineTo(c.x - k, c.y + k)
        .stroke({ width: 9, color: INK, cap: 'round' });
      g.moveTo(c.x - k, c.y - k)
        .lineTo(c.x + k, c.y + k)
        .moveTo(c.x + k, c.y - k)
        .lineTo(c.x - k, c.y + k)
        .stroke({ width: 5, color: BLOCKED, cap: 'round' });
    }
  }
}
