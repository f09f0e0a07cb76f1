// Unit counters a wargamer reads at a glance: the team's colour, a nation band,
// a NATO-style unit-type symbol (symbols.ts), models left, damage, facing, and whether the unit
// has activated (dimmed, with a tick) or is suppressed (an orange frame and an "S", R8.5).
// Two sets of parts, switched by the camera's zoom (counterDetail): far out, where a 6-tile
// battlefield fits a 1366x768 screen and a counter is about 25 pixels, a big symbol and a big
// models count; zoomed in, also the name, the nation's code and the Speed left.
// Drawn through the pen (pen.ts): the same code paints the first frame with Canvas2D and the
// PixiJS map after it (docs/development.md, "Opening the page").
import { counterCenter, counterSize, facingReach, SHADOW_OFFSET } from './counterLayout';
import { dirAngle, hexToWorld } from './layout';
import type { Layer, Part, Pen } from './pen';
import type { SymbolMark } from './symbols';
import { NATION_CODES, NATION_COLORS, TEAM_COLORS, type CounterModel } from './viewModel';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const INK = 0x1b1b1b;
const PAPER = 0xf4f1e6;
const SUPPRESSED = 0xff9f1c;

function darker(color: number, f = 0.6): number {
  const r = ((color >> 16) & 255) * f;
  const g = ((color >> 8) & 255) * f;
  const b = (color & 255) * f;
  return (Math.round(r) << 16) | (Math.round(g) << 8) | Math.round(b);
}

/** A NATO-style symbol in a frame of w x h centred on (x, y). */
function drawSymbol(g: Pen, marks: SymbolMark[], hq: boolean, x: number, y: number, w: number, h: number): void {
  const l = x - w / 2;
  const t = y - h / 2;
  const ink = { width: Math.max(1.2, h * 0.11), color: INK, cap: 'round' as const, join: 'round' as const };
  g.rect(l, t, w, h)
    .fill({ color: PAPER })
    .stroke({ width: Math.max(1, h * 0.08), color: INK });
  for (const mark of marks) {
    switch (mark) {
      case 'infantry':
        g.moveTo(l, t)
          .lineTo(l + w, t + h)
          .moveTo(l + w, t)
          .lineTo(l, t + h)
          .stroke(ink);
        break;
      case 'recon':
        g.moveTo(l, t + h)
          .lineTo(l + w, t)
          .stroke(ink);
        break;
      case 'armour':
        g.roundRect(x - w * 0.32, y - h * 0.24, w * 0.64, h * 0.48, h * 0.24).stroke(ink);
        break;
      case 'artillery':
        g.circle(x, y, h * 0.17).fill({ color: INK });
        break;
      case 'antiTank':
        g.moveTo(l, t + h)
          .lineTo(x, t)
          .lineTo(l + w, t + h)
          .stroke(ink);
        break;
      case 'wheels':
        g.moveTo(x - w * 0.3, y)
          .lineTo(x + w * 0.3, y)
          .stroke(ink);
        g.circle(x - w * 0.2, y + h * 0.22, h * 0.11)
          .circle(x + w * 0.2, y + h * 0.22, h * 0.11)
          .stroke(ink);
        break;
      case 'aircraft': {
        // A propeller: two blades about a hub.
        const r = h * 0.3;
        g.ellipse(x - r * 1.05, y, r, r * 0.55)
          .ellipse(x + r * 1.05, y, r, r * 0.55)
          .stroke(ink);
        g.circle(x, y, h * 0.08).fill({ color: INK });
        break;
      }
    }
  }
  // The headquarters staff: a line down from the frame's left edge.
  if (hq)
    g.moveTo(l, t)
      .lineTo(l, t + h * 1.7)
      .stroke({ ...ink, width: ink.width * 1.2 });
}

/**
 * Draws the counter as a group of its own in `layer` (redrawn whenever its model changes) and
 * gives that group. `turn` is the board's rotation: the counter stands upright against it, its
 * facing arrow still pointing across the right hexside. Parts labelled 'glance' or 'detail' are
 * shown by the zoom (BoardView, and the first frame's painter).
 */
export function drawCounter(layer: Layer, m: CounterModel, turn = 0): Layer {
  const size = counterSize(m.shared);
  const half = size / 2;
  const small = m.shared > 1;
  const hex = hexToWorld(m.at);
  const c = counterCenter(hex, m.shared, m.slot);
  // Activated this phase (R4.3): the whole counter dimmed (with a tick, below).
  const root = layer.group({ x: c.x, y: c.y, rotation: -turn, alpha: m.spent ? 0.8 : 1 }, `unit:${m.id}`);
  const g = root.pen();

  if (m.facing !== null) {
    // The arrow sits just outside the counter, pointing across the hexside it faces (R5.5), and
    // stops short of that hexside (counterLayout.ts facingReach): it never reaches into the next hex.
    const a = dirAngle(m.facing) + turn;
    // Broad enough to read far out (about 6 screen pixels when the counter is 25).
    const r = half - 2;
    const reach = facingReach({ x: c.x - hex.x, y: c.y - hex.y }, m.facing, r + (small ? 9 : 11), r + 3);
    const tip = { x: Math.cos(a) * reach, y: Math.sin(a) * reach };
    const l = { x: Math.cos(a - 0.5) * r, y: Math.sin(a - 0.5) * r };
    const rr = { x: Math.cos(a + 0.5) * r, y: Math.sin(a + 0.5) * r };
    g.poly([l.x, l.y, tip.x, tip.y, rr.x, rr.y], true).fill({ color: 0xffe14d }).stroke({ width: 2, color: INK });
  }
  const team = TEAM_COLORS[m.team];
  g.roundRect(-half + SHADOW_OFFSET.x, -half + SHADOW_OFFSET.y, size, size, 5).fill({ color: 0x000000, alpha: 0.35 });
  g.roundRect(-half, -half, size, size, 5)
    .fill({ color: team })
    .stroke({ width: 2, color: darker(team, 0.45) });
  const band = size * 0.17;
  g.rect(-half + 2, -half + 2, size - 4, band).fill({ color: NATION_COLORS[m.nation] });
  if (m.selected || m.acting) {
    // On the counter's own edge, not around it: the counter stays inside its hex.
    g.roundRect(-half + 1.5, -half + 1.5, size - 3, size - 3, 4).stroke({ width: 3, color: 0xffe14d });
  }
  if (m.suppressed) {
    // R8.5 suppressed: an orange frame inside the edge, and an "S" badge (not colour alone).
    g.roundRect(-half + 2, -half + 2, size - 4, size - 4, 4).stroke({ width: small ? 2.5 : 3.5, color: SUPPRESSED });
  }

  const glance = root.pen('glance');
  const detail = root.pen('detail');
  const { marks, hq } = m.symbol;
  // Far out: a symbol as wide as the counter allows, the models count big beneath it.
  drawSymbol(glance, marks, hq, hq ? size * 0.04 : 0, -size * 0.06, size * 0.7, size * 0.42);
  // Close: a smaller symbol, room for the nation, Speed and name.
  drawSymbol(detail, marks, hq, hq ? size * 0.04 : 0, -size * 0.05, size * 0.56, size * 0.32);

  const text = (s: string, fontSize: number, x: number, y: number, anchorX: number, part?: Part, fill = 0xffffff) =>
    root.text(
      {
        text: s,
        fontFamily: FONT,
        fontSize,
        fill,
        fontWeight: '700',
        stroke: { color: INK, width: fontSize * 0.22 },
        resolution: 3,
      },
      { x, y, anchorX, anchorY: 0.5 },
      part,
    );
  const bottom = half - size * 0.15;
  // Models left (R2.2): one number, bottom left; no number for a single model.
  if (m.models > 1) {
    text(String(m.models), size * (small ? 0.38 : 0.34), -half + size * 0.08, bottom, 0, 'glance');
    text(`×${m.models}`, size * 0.2, -half + size * 0.08, bottom, 0, 'detail');
  }
  // Damage (R6.7): red pips bottom right, up to four, and a number beyond.
  if (m.damage > 0) {
    const pips = Math.min(m.damage, 4);
    const r = size * 0.075;
    for (let i = 0; i < pips; i++) {
      g.circle(half - size * 0.12 - i * r * 2.3, bottom, r)
        .fill({ color: 0xe8322a })
        .stroke({ width: 1, color: 0x2a0a08 });
    }
    if (m.damage > 4)
      text(String(m.damage), size * 0.22, half - size * 0.12 - 4 * r * 2.3, bottom, 0.5, 'detail', 0xff8a7a);
  }
  if (m.suppressed) {
    const x = half - size * 0.13;
    const y = -half + size * 0.13;
    g.circle(x, y, size * 0.14)
      .fill({ color: SUPPRESSED })
      .stroke({ width: 1.2, color: INK });
    text('S', size * 0.2, x, y + 0.5, 0.5, undefined, INK);
  }
  if (!small) {
    text(NATION_CODES[m.nation], size * 0.13, -half + 4, -half + 2 + band / 2, 0, 'detail');
    // Speed left on the band's right: it drops with damage (R6.7) and suppression (R8.5).
    if (!m.suppressed)
      text(m.printedSpeed === 'A' ? 'A' : String(m.speed), size * 0.15, half - 4, -half + 2 + band / 2, 1, 'detail');
    // The name on a tag below the counter, readable only zoomed in.
    const name = text(m.label, 10, 0, half + 7, 0.5, 'detail');
    const w = name.width + 8;
    detail.roundRect(-w / 2, half + 1, w, 12.5, 3).fill({ color: 0x111111, alpha: 0.78 });
  }
  if (m.spent) {
    // Activated this phase (R4.3): dimmed, with a tick in the middle.
    const shade = root.pen();
    shade.roundRect(-half, -half, size, size, 5).fill({ color: 0x202020, alpha: 0.4 });
    const k = size * 0.16;
    shade
      .moveTo(-k, 0)
      .lineTo(-k * 0.3, k * 0.7)
      .lineTo(k, -k * 0.8)
      .stroke({ width: size * 0.09, color: 0xffffff, cap: 'round', join: 'round' });
  }
  return root;
}
