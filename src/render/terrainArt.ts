// Procedural terrain art: every hex drawn from its terrain with small deterministic details
// (trees, buildings, contours, reeds, waves), so a wargamer reads the map at a glance.
// Nothing here comes from an outside asset.
import type { Pen } from './pen';
import type { Dir, Hex, Terrain } from '../engine';
import { HEX_SIZE, hexCorners, hexsideEnds, hexsideMid, hexToWorld, type Point } from './layout';

export const TERRAIN_COLORS: Record<Terrain, number> = {
  open: 0xc8d49a,
  barren: 0xdcc48f,
  city: 0xbdb6aa,
  forest: 0x86a860,
  hill: 0xcdb377,
  marsh: 0xa7c2a4,
  water: 0x5b93c8,
};

/** A small deterministic generator per hex, so details stay put between redraws. */
function hexRandom(h: Hex, salt = 0): () => number {
  let s = (h.q * 73856093) ^ (h.r * 19349663) ^ (salt * 83492791);
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

function flat(points: Point[]): number[] {
  return points.flatMap((p) => [p.x, p.y]);
}

/** Points scattered inside the hex, away from its edge. */
function scatter(h: Hex, n: number, spread: number, salt: number): Point[] {
  const rnd = hexRandom(h, salt);
  const c = hexToWorld(h);
  const out: Point[] = [];
  for (let i = 0; i < n; i++) {
    const a = rnd() * Math.PI * 2;
    const d = Math.sqrt(rnd()) * spread;
    out.push({ x: c.x + Math.cos(a) * d, y: c.y + Math.sin(a) * d });
  }
  return out;
}

export function drawHexTerrain(g: Pen, h: Hex, terrain: Terrain): void {
  const corners = hexCorners(h);
  const c = hexToWorld(h);
  g.poly(flat(corners), true).fill({ color: TERRAIN_COLORS[terrain] });
  switch (terrain) {
    case 'open': {
      for (const p of scatter(h, 4, HEX_SIZE * 0.6, 1)) {
        g.moveTo(p.x - 2, p.y)
          .lineTo(p.x, p.y - 3)
          .lineTo(p.x + 2, p.y)
          .stroke({ width: 1, color: 0x9fb070, alpha: 0.8 });
      }
      break;
    }
    case 'barren': {
      for (const p of scatter(h, 14, HEX_SIZE * 0.72, 2)) g.circle(p.x, p.y, 1.3).fill({ color: 0x9c7f4e, alpha: 0.8 });
      for (const p of scatter(h, 3, HEX_SIZE * 0.5, 3)) g.ellipse(p.x, p.y, 4, 2.5).fill({ color: 0xb39560 });
      break;
    }
    case 'city': {
      const rnd = hexRandom(h, 4);
      const spots = [
        { x: -12, y: -11 },
        { x: 10, y: -12 },
        { x: -14, y: 9 },
        { x: 11, y: 10 },
        { x: 0, y: 0 },
      ];
      for (const s of spots) {
        const w = 9 + rnd() * 7;
        const hh = 8 + rnd() * 6;
        const x = c.x + s.x - w / 2;
        const y = c.y + s.y - hh / 2;
        g.rect(x + 1.5, y + 1.5, w, hh).fill({ color: 0x000000, alpha: 0.18 });
        g.rect(x, y, w, hh)
          .fill({ color: rnd() > 0.5 ? 0x9a4e3a : 0x7f766c })
          .stroke({ width: 1, color: 0x3d3631 });
        g.moveTo(x, y + hh / 2)
          .lineTo(x + w, y + hh / 2)
          .stroke({ width: 0.8, color: 0x3d3631, alpha: 0.6 });
      }
      break;
    }
    case 'forest': {
      const trees = scatter(h, 7, HEX_SIZE * 0.55, 5);
      trees.push(c);
      for (const p of trees) {
        g.circle(p.x + 1.5, p.y + 2, 8).fill({ color: 0x1f3a14, alpha: 0.35 });
        g.circle(p.x, p.y, 8).fill({ color: 0x3d6b2a }).stroke({ width: 1, color: 0x24431a });
        g.circle(p.x - 2.5, p.y - 2.5, 3.2).fill({ color: 0x5d8f3f });
      }
      break;
    }
    case 'hill': {
      for (const [rx, ry, alpha] of [
        [HEX_SIZE * 0.72, HEX_SIZE * 0.6, 0.55],
        [HEX_SIZE * 0.48, HEX_SIZE * 0.38, 0.7],
        [HEX_SIZE * 0.24, HEX_SIZE * 0.18, 0.85],
      ] as const) {
        g.ellipse(c.x, c.y + 2, rx, ry).stroke({ width: 1.6, color: 0x8a6d3a, alpha });
      }
      g.ellipse(c.x, c.y + 2, HEX_SIZE * 0.24, HEX_SIZE * 0.18).fill({ color: 0xb89a5c, alpha: 0.6 });
      break;
    }
    case 'marsh': {
      for (const p of scatter(h, 4, HEX_SIZE * 0.5, 6))
        g.ellipse(p.x, p.y, 8, 3.5).fill({ color: 0x6f9fb0, alpha: 0.8 });
      for (const p of scatter(h, 9, HEX_SIZE * 0.62, 7)) {
        g.moveTo(p.x, p.y)
          .lineTo(p.x - 2, p.y - 7)
          .moveTo(p.x, p.y)
          .lineTo(p.x + 2, p.y - 6)
          .moveTo(p.x, p.y)
          .lineTo(p.x, p.y - 8);
        g.stroke({ width: 1, color: 0x4d6b36 });
      }
      break;
    }
    case 'water': {
      const rnd = hexRandom(h, 8);
      for (let i = -1; i <= 1; i++) {
        const y = c.y + i * 12 + (rnd() - 0.5) * 4;
        const x = c.x - 14 + (rnd() - 0.5) * 6;
        g.moveTo(x, y)
          .quadraticCurveTo(x + 7, y - 5, x + 14, y)
          .quadraticCurveTo(x + 21, y + 5, x + 28, y);
        g.stroke({ width: 1.6, color: 0xa9cdee, alpha: 0.9 });
      }
      break;
    }
  }
  g.poly(flat(corners), true).stroke({ width: 1, color: 0x3a3a2a, alpha: 0.28 });
}

/** A road from the hex centre out to the middle of hexside `d`. */
export function drawRoadSpoke(g: Pen, h: Hex, d: Dir, layer: 'edge' | 'surface'): void {
  const c = hexToWorld(h);
  const m = hexsideMid(h, d);
  g.moveTo(c.x, c.y).lineTo(m.x, m.y);
  if (layer === 'edge') g.stroke({ width: 11, color: 0x6e5530, cap: 'round' });
  else g.stroke({ width: 7, color: 0xe0cb95, cap: 'round' });
}

/** A lone road end (a hex whose road has one spoke) gets a round cap in the centre. */
export function drawRoadHub(g: Pen, h: Hex, layer: 'edge' | 'surface'): void {
  const c = hexToWorld(h);
  if (layer === 'edge') g.circle(c.x, c.y, 5.5).fill({ color: 0x6e5530 });
  else g.circle(c.x, c.y, 3.5).fill({ color: 0xe0cb95 });
}

export function drawRiver(g: Pen, h: Hex, d: Dir): void {
  const [a, b] = hexsideEnds(h, d);
  g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: 9, color: 0x2f68a8, cap: 'round' });
  g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: 4, color: 0x6fa4dc, cap: 'round' });
}

/** A bridge: planks across the river, along the road's line (perpendicular to the hexside). */
export function drawBridge(g: Pen, h: Hex, d: Dir, destroyed: boolean): void {
  const m = hexsideMid(h, d);
  const [a, b] = hexsideEnds(h, d);
  const ux = (b.x - a.x) / Math.hypot(b.x - a.x, b.y - a.y);
  const uy = (b.y - a.y) / Math.hypot(b.x - a.x, b.y - a.y);
  // Along the hexside (u) and across it (v).
  const vx = -uy;
  const vy = ux;
  const half = 7;
  const len = 13;
  const corner = (su: number, sv: number) => ({
    x: m.x + ux * half * su + vx * len * sv,
    y: m.y + uy * half * su + vy * len * sv,
  });
  const pts = [corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)];
  if (destroyed) {
    g.poly(flat([pts[0], pts[1], { x: m.x + vx * -3, y: m.y + vy * -3 }]), true).fill({ color: 0x5a3d22 });
    g.poly(flat([pts[2], pts[3], { x: m.x + vx * 3, y: m.y + vy * 3 }]), true).fill({ color: 0x5a3d22 });
    return;
  }
  g.poly(flat(pts), true).fill({ color: 0x8a5e34 }).stroke({ width: 1.5, color: 0x3b2612 });
  for (let k = -2; k <= 2; k++) {
    const p = { x: m.x + vx * k * 4.5, y: m.y + vy * k * 4.5 };
    g.moveTo(p.x - ux * half, p.y - uy * half)
      .lineTo(p.x + ux * half, p.y + uy * half)
      .stroke({ width: 0.8, color: 0x3b2612, alpha: 0.7 });
  }
}

export function drawHedge(g: Pen, h: Hex, d: Dir): void {
  const [a, b] = hexsideEnds(h, d, 1);
  g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: 5, color: 0x2c5220, cap: 'round' });
  const n = 6;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    g.circle(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, 3.6)
      .fill({ color: 0x3f7030 })
      .stroke({ width: 0.8, color: 0x1d3815 });
  }
}

/** A cliff: a dark rock edge with teeth pointing down, away from the hex it is listed on. */
export function drawCliff(g: Pen, h: Hex, d: Dir): void {
  const [a, b] = hexsideEnds(h, d);
  const c = hexToWorld(h);
  g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: 5, color: 0x4a3b2c, cap: 'round' });
  const n = 5;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const p = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    const k = 7 / Math.hypot(p.x - c.x, p.y - c.y);
    const tip = { x: p.x + (p.x - c.x) * k, y: p.y + (p.y - c.y) * k };
    const w = 0.07;
    const l = { x: a.x + (b.x - a.x) * (t - w), y: a.y + (b.y - a.y) * (t - w) };
    const r = { x: a.x + (b.x - a.x) * (t + w), y: a.y + (b.y - a.y) * (t + w) };
    g.poly(flat([l, tip, r]), true).fill({ color: 0x6b5641 });
  }
}
