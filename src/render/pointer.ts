// The lesson's pointer on the map (docs/playing.md, "First battle"): the hex a hint means, ringed in a colour no
// other mark uses (magenta) with an arrow coming down onto it, so it reads on any terrain and
// beside any highlight. Static: drawn with the highlights, no frame requested. The store says
// which hex (src/store/game/tutorial.ts); nothing is decided here.
import type { Hex } from '../engine';
import { hexCorners, hexToWorld } from './layout';
import type { Pen } from './pen';

const MAGENTA = 0xff3df2;

/** The pointer at `h`; `turns`: the board's quarter turns, so the arrow still comes from the top of the screen. */
export function drawPointer(g: Pen, h: Hex, turns: 0 | 1): void {
  const ring = hexCorners(h, -3).flatMap((p) => [p.x, p.y]);
  g.poly(ring, true).stroke({ width: 9, color: 0x111111, alpha: 0.7 });
  g.poly(ring, true).stroke({ width: 5, color: MAGENTA });
  const c = hexToWorld(h);
  // The arrow comes in over a corner of the hex, between two neighbours' counters, and away from
  // the Objective Marker's disc (marks.ts, lower left of the hex's centre): straight down onto
  // the pointy top, or, on a board turned a quarter clockwise (flat-topped hexes on the screen),
  // from the left of the screen, which is (0, 1) in the board's own coordinates.
  const up = turns === 1 ? { x: 0, y: 1 } : { x: 0, y: -1 };
  const side = { x: -up.y, y: up.x };
  const at = (d: number, s: number) => [c.x + up.x * d + side.x * s, c.y + up.y * d + side.y * s];
  const arrow = [
    ...at(36, 0),
    ...at(54, 9),
    ...at(54, 3.5),
    ...at(84, 3.5),
    ...at(84, -3.5),
    ...at(54, -3.5),
    ...at(54, -9),
  ];
  g.poly(arrow, true).fill({ color: MAGENTA }).stroke({ width: 3, color: 0x111111 });
}
