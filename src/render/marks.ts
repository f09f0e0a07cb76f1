// Drawing the overlay's marks and the Objective Markers. Each kind of mark has its own outline
// or pattern as well as its colour, so no highlight relies on colour alone.
import type { Layer, Pen } from './pen';
import { markerPlace } from './counterLayout';
import { scoreNow, type GameState } from '../engine';
import type { HexMark } from '../store/view/overlay';
import { dirAngle, HEX_SIZE, hexCorners, hexToWorld, type Point } from './layout';
import { TEAM_COLORS } from './viewModel';

type Label = (s: string, p: Point, color: number, size?: number) => void;

function flat(points: Point[]): number[] {
  return points.flatMap((p) => [p.x, p.y]);
}

/** Diagonal hatching inside a hex (clipped to its inner circle, close enough for a pattern). */
function hatch(g: Pen, c: Point, color: number, alpha: number, step = 9): void {
  const r = HEX_SIZE * 0.78;
  for (let k = -r; k <= r; k += step) {
    const half = Math.sqrt(Math.max(0, r * r - k * k));
    g.moveTo(c.x + k - half * 0.7, c.y - half * 0.7).lineTo(c.x + k + half * 0.7, c.y + half * 0.7);
  }
  g.stroke({ width: 1.4, color, alpha });
}

/** A dashed hex outline. */
function dashed(g: Pen, corners: Point[], color: number, width: number): void {
  for (let i = 0; i < 6; i++) {
    const a = corners[i];
    const b = corners[(i + 1) % 6];
    for (let t = 0; t < 1; t += 0.25) {
      const t2 = Math.min(1, t + 0.14);
      g.moveTo(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t).lineTo(a.x + (b.x - a.x) * t2, a.y + (b.y - a.y) * t2);
    }
  }
  g.stroke({ width, color, cap: 'round' });
}

export function drawMark(g: Pen, m: HexMark, label: Label): void {
  const c = hexToWorld(m.hex);
  const corners = hexCorners(m.hex, 3);
  switch (m.kind) {
    case 'reach':
      g.poly(flat(corners), true)
        .fill({ color: 0xffffff, alpha: 0.22 })
        .stroke({ width: 2, color: 0xffffff, alpha: 0.9 });
      if (m.label) label(m.label, { x: c.x, y: c.y + 24 }, 0xffffff, 11);
      break;
    case 'reachRoll':
      g.poly(flat(corners), true).fill({ color: 0xffffff, alpha: 0.16 });
      dashed(g, corners, 0xffc83d, 2.5);
      if (m.label) label(m.label, { x: c.x, y: c.y + 24 }, 0xffffff, 11);
      label(m.detail?.replace(' ×1', '') ?? '4+', { x: c.x, y: c.y - 24 }, 0xffc83d, 10);
      break;
    case 'target':
      // A broad ring on the hex's edge, dark under red: counters cover the middle of the hex, so
      // the edge is what shows a target at the zoom that fits the battlefield.
      g.poly(flat(corners), true).stroke({ width: 8, color: 0x1a0804, alpha: 0.55 });
      g.poly(flat(corners), true).stroke({ width: 5, color: 0xff5a4a });
      // Crosshair corners.
      for (const [dx, dy] of [
        [-1, -1],
        [1, -1],
        [1, 1],
        [-1, 1],
      ] as const) {
        const x = c.x + dx * 26;
        const y = c.y + dy * 26;
        g.moveTo(x, y - dy * 8)
          .lineTo(x, y)
          .lineTo(x - dx * 8, y);
      }
      g.stroke({ width: 2.5, color: 0xff5a4a });
      break;
    case 'blocked':
      hatch(g, c, 0x1a1a1a, 0.45);
      g.poly(flat(corners), true).stroke({ width: 1.5, color: 0x1a1a1a, alpha: 0.6 });
      break;
    case 'zone':
      g.poly(flat(hexCorners(m.hex, 0)), true).fill({ color: TEAM_COLORS[m.team ?? 0], alpha: 0.18 });
      hatch(g, c, 0xffffff, 0.22, 12);
      break;
    case 'legal':
      if (m.detail) {
        // A legal hex with a warning (a Vehicle could never leave it, R5.1): amber, hatched.
        g.poly(flat(corners), true).fill({ color: 0xffb43d, alpha: 0.22 });
        hatch(g, c, 0xffb43d, 0.55, 8);
        dashed(g, corners, 0xffb43d, 2.5);
      } else {
        g.poly(flat(corners), true).fill({ color: 0x7dff9a, alpha: 0.2 }).stroke({ width: 2.5, color: 0x2ee05a });
        g.circle(c.x, c.y, 4).fill({ color: 0x2ee05a }).stroke({ width: 1, color: 0x0b3316 });
      }
      if (m.label) label(m.label, { x: c.x, y: c.y + 22 }, m.detail ? 0xffe0a8 : 0xeaffef, 10);
      break;
    case 'choice':
    case 'mover':
      g.poly(flat(corners), true).stroke({ width: 3.5, color: 0xffe14d });
      dashed(g, hexCorners(m.hex, 7), 0x111111, 1.5);
      if (m.label) label(m.label, { x: c.x, y: c.y - 26 }, 0xffe14d, 11);
      break;
    case 'attacker':
      g.circle(c.x, c.y, HEX_SIZE * 0.72).stroke({ width: 3, color: 0xff8a1c });
      g.circle(c.x, c.y, HEX_SIZE * 0.62).stroke({ width: 1, color: 0x111111, alpha: 0.7 });
      break;
    case 'front':
      g.poly(flat(hexCorners(m.hex, 0)), true).fill({ color: 0x7dff9a, alpha: 0.12 });
      break;
    case 'placing': {
      // A ghost of the counter in the team's colour, and an arrow to the hexside it will face.
      const color = TEAM_COLORS[m.team ?? 0];
      g.circle(c.x, c.y, HEX_SIZE * 0.55)
        .fill({ color, alpha: 0.45 })
        .stroke({ width: 2.5, color: 0xffffff, alpha: 0.9 });
      if (m.dir !== undefined) {
        const a = dirAngle(m.dir); // across the middle of hexside `dir`
        const r = HEX_SIZE * 0.8;
        const tip = { x: c.x + Math.cos(a) * r, y: c.y + Math.sin(a) * r };
        const back = { x: c.x - Math.cos(a) * r * 0.35, y: c.y - Math.sin(a) * r * 0.35 };
        const side = (s: number) => ({ x: tip.x - Math.cos(a + s) * 14, y: tip.y - Math.sin(a + s) * 14 });
        g.moveTo(back.x, back.y).lineTo(tip.x, tip.y).stroke({ width: 5, color: 0xffffff });
        g.poly(flat([tip, side(0.5), side(-0.5)]), true)
          .fill({ color: 0xffffff })
          .stroke({ width: 1.5, color: 0x111111 });
      }
      break;
    }
    case 'waypoint':
      // A numbered disc on each hex the player's route goes through (docs/playing.md "Moving": waypoints).
      g.circle(c.x, c.y - 12, 11)
        .fill({ color: 0xffe14d })
        .stroke({ width: 2, color: 0x111111 });
      if (m.label) label(m.label, { x: c.x, y: c.y - 12 }, 0x111111, 12);
      break;
    case 'rear':
      g.poly(flat(hexCorners(m.hex, 0)), true).fill({ color: 0xff6a5a, alpha: 0.12 });
      hatch(g, c, 0xff6a5a, 0.3, 14);
      break;
  }
}

/**
 * R3.2 Objective Markers: a token with its worth, filled with the colour of the team holding it
 * now, or split in both teams' colours with a white ring when contested (R7.1; the help's legend, "Objective").
 * Holders come from the engine's `scoreNow`, as in the score bar. Drawn above the counters, at
 * the size and place counterLayout.ts markerPlace gives for the zoom: never under a readable size
 * on the screen, inside its own hex, so no counter covers it.
 */
export function drawObjectives(layer: Layer, game: GameState, zoom: number, quarterTurns: 0 | 1): void {
  if (game.objectives.length === 0) return;
  const g = layer.pen();
  const { offset, radius: rr, fontSize } = markerPlace(zoom, quarterTurns);
  // The token's parts scale with it (they were drawn for a radius of 12).
  const k = rr / 12;
  for (const m of scoreNow(game).markers) {
    const c = hexToWorld(m.at);
    // The hex's edge in the holder's colour (alternating sides when contested) stays in view
    // when counters stand in the hex.
    if (m.holder !== null || m.contested) {
      const corners = hexCorners(m.at, 3);
      for (let i = 0; i < 6; i++) {
        const a = corners[i];
        const b = corners[(i + 1) % 6];
        const color = m.holder !== null ? TEAM_COLORS[m.holder] : TEAM_COLORS[i % 2 === 0 ? 0 : 1];
        g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: 4, color, alpha: 0.95 });
      }
    }
    const x = c.x + offset.x;
    const y = c.y + offset.y;
    const r = rr - 1.5 * k;
    g.circle(x, y, rr + 1).fill({ color: 0x1b1b1b, alpha: 0.55 });
    if (m.contested) {
      // Two half discs, one per team, split on the diagonal, and a white ring.
      const a = -Math.PI / 4;
      g.moveTo(x, y)
        .arc(x, y, r, a, a + Math.PI)
        .closePath()
        .fill({ color: TEAM_COLORS[0] });
      g.moveTo(x, y)
        .arc(x, y, r, a + Math.PI, a + 2 * Math.PI)
        .closePath()
        .fill({ color: TEAM_COLORS[1] });
      g.circle(x, y, r).stroke({ width: 3 * k, color: 0xffffff });
    } else if (m.holder !== null) {
      g.circle(x, y, r)
        .fill({ color: TEAM_COLORS[m.holder] })
        .stroke({ width: 3 * k, color: 0xf2c84b });
    } else {
      const star: number[] = [];
      for (let i = 0; i < 10; i++) {
        const sr = (i % 2 === 0 ? 11 : 5) * k;
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        star.push(x + Math.cos(a) * sr, y + Math.sin(a) * sr);
      }
      g.circle(x, y, r)
        .fill({ color: 0xf2c84b })
        .stroke({ width: 3 * k, color: 0x3b3520 });
      g.poly(star, true).fill({ color: 0xb8860b, alpha: 0.55 });
    }
    layer.text(
      {
        text: String(m.value),
        fontFamily: 'system-ui, sans-serif',
        fontSize,
        fontWeight: '800',
        fill: 0xffffff,
        stroke: { color: 0x111111, width: fontSize * 0.28 },
        resolution: 3,
      },
      { x, y: y + 0.5 * k, rotation: -(quarterTurns * Math.PI) / 2 },
    );
  }
}
