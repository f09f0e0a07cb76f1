// The lesson's pointer on the map (issue 13 point 12): the hex a hint means, ringed in a colour no
// other mark uses (magenta) with an arrow coming down onto it, so it reads on any terrain and
// beside any highlight. Static: drawn with the highlights, no frame requested. The store says
// which hex (src/store/tutorial.ts); nothing is decided here.
import { Graphics } from 'pixi.js';
import type { Hex } from '../engine';
import { hexCorners, hexToWorld } from './layout';

const MAGENTA = 0xff3df2;

/** The pointer at `h` in a new Graphics; `turns`: the board's quarter turns, so the arrow still comes from the top of the screen. */
export function drawPointer(h: Hex, turns: 0 | 1): Graphics {
  const g = new Graphics();
  const ring = hexCorners(h, -3).flatMap((p) => [p.x, p.y]);
  g.poly(ring, true).stroke({ width: 9, color: 0x111111, alpha: 0.7 });
  g.poly(ring, true).stroke({ width: 5, color: MAGENTA });
  const c = hexToWorld(h);
  // Screen up in the board's own coordinates: the board is turned a quarter clockwise when turns = 1.
  const up = turns === 1 ? { x: -1, y: 0 } : { x: 0, y: -1 };
  const side = { x: -up.y, y: up.x };
  const at = (d: number, s: number) => [c.x + up.x * d + side.x * s, c.y + up.y * d + side.y * s];
  const arrow = [...at(34, 0), ...at(52, 14), ...at(52, 6), ...at(80, 6), ...at(80, -6), ...at(52, -6), ...at(52, -14)];
  g.poly(arrow, true).fill({ color: MAGENTA }).stroke({ width: 3, color: 0x111111 });
  return g;
}
