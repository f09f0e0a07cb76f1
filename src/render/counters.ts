// Unit counters: team colour, nation band, a NATO-style type symbol, short name, models left,
// damage pips and, for units with facing, an arrow.
import { Container, Graphics, Text } from 'pixi.js';
import { dirAngle, hexToWorld, type Point } from './layout';
import { NATION_CODES, NATION_COLORS, TEAM_COLORS, type CounterModel } from './viewModel';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

function darker(color: number, f = 0.6): number {
  const r = ((color >> 16) & 255) * f;
  const g = ((color >> 8) & 255) * f;
  const b = (color & 255) * f;
  return (Math.round(r) << 16) | (Math.round(g) << 8) | Math.round(b);
}

/** Where a counter sits: the hex centre alone, or one of four places when the hex is shared. */
function counterCenter(m: CounterModel): Point {
  const c = hexToWorld(m.at);
  if (m.shared <= 1) return c;
  const offsets = [
    { x: -13, y: -12 },
    { x: 13, y: 12 },
    { x: 13, y: -12 },
    { x: -13, y: 12 },
  ];
  const o = offsets[m.slot % 4];
  return { x: c.x + o.x, y: c.y + o.y };
}

function counterSize(m: CounterModel): number {
  return m.shared <= 1 ? 46 : 30;
}

function drawSymbol(g: Graphics, kind: CounterModel['kind'], x: number, y: number, w: number, h: number): void {
  g.rect(x - w / 2, y - h / 2, w, h).fill({ color: 0xf4f1e6 }).stroke({ width: 1.2, color: 0x1b1b1b });
  const ink = { width: 1.2, color: 0x1b1b1b };
  switch (kind) {
    case 'infantry':
      g.moveTo(x - w / 2, y - h / 2).lineTo(x + w / 2, y + h / 2).moveTo(x + w / 2, y - h / 2).lineTo(x - w / 2, y + h / 2).stroke(ink);
      break;
    case 'mounted':
      g.moveTo(x - w / 2, y + h / 2).lineTo(x + w / 2, y - h / 2).stroke(ink);
      break;
    case 'artillery':
      g.circle(x, y, Math.min(w, h) * 0.2).fill({ color: 0x1b1b1b });
      break;
    case 'vehicle':
      g.roundRect(x - w * 0.34, y - h * 0.26, w * 0.68, h * 0.52, h * 0.26).stroke(ink);
      break;
    case 'aircraft':
      g.moveTo(x - w * 0.38, y + h * 0.1).lineTo(x, y - h * 0.25).lineTo(x + w * 0.38, y + h * 0.1).stroke(ink);
      break;
  }
}

/**
 * Builds the counter's display objects (rebuilt whenever its model changes). `turn` is the
 * board's rotation: the counter stands upright against it, its facing arrow still pointing across
 * the right hexside.
 */
export function buildCounter(m: CounterModel, turn = 0): Container {
  const root = new Container();
  root.label = `unit:${m.id}`;
  root.rotation = -turn;
  const size = counterSize(m);
  const half = size / 2;
  const small = m.shared > 1;
  const c = counterCenter(m);
  root.position.set(c.x, c.y);
  const g = new Graphics();
  root.addChild(g);

  if (m.facing !== null) {
    // The arrow sits outside the counter, pointing across the hexside it faces.
    const a = dirAngle(m.facing) + turn;
    const r = half + (small ? 3 : 5);
    const tip = { x: Math.cos(a) * (r + 7), y: Math.sin(a) * (r + 7) };
    const l = { x: Math.cos(a - 0.45) * r, y: Math.sin(a - 0.45) * r };
    const rr = { x: Math.cos(a + 0.45) * r, y: Math.sin(a + 0.45) * r };
    g.poly([l.x, l.y, tip.x, tip.y, rr.x, rr.y], true).fill({ color: 0xffe14d }).stroke({ width: 1.4, color: 0x1b1b1b });
  }
  if (m.selected || m.acting) {
    g.roundRect(-half - 4, -half - 4, size + 8, size + 8, 7).stroke({ width: 3.5, color: 0xffe14d });
  }
  g.roundRect(-half + 2, -half + 2.5, size, size, 5).fill({ color: 0x000000, alpha: 0.35 });
  g.roundRect(-half, -half, size, size, 5).fill({ color: TEAM_COLORS[m.team] }).stroke({ width: 1.5, color: darker(TEAM_COLORS[m.team], 0.45) });
  const band = small ? 7 : 9;
  g.rect(-half + 1.5, -half + 1.5, size - 3, band).fill({ color: NATION_COLORS[m.nation] });
  drawSymbol(g, m.kind, 0, small ? -1 : -3, small ? 13 : 17, small ? 8 : 10);

  const text = (s: string, fontSize: number, x: number, y: number, anchorX: number, weight: '400' | '700' = '700', detail = false) => {
    const t = new Text({
      text: s,
      style: { fontFamily: FONT, fontSize, fill: 0xffffff, fontWeight: weight },
      resolution: 3,
    });
    t.anchor.set(anchorX, 0.5);
    t.position.set(x, y);
    if (detail) t.label = 'detail';
    root.addChild(t);
    return t;
  };
  text(NATION_CODES[m.nation], small ? 5.5 : 6.5, -half + 3, -half + 1.5 + band / 2, 0);
  if (!small) text(m.label, 7.5, 0, half - 13, 0.5, '700', true);
  text(m.models > 1 ? `×${m.models}` : '', small ? 6.5 : 8, -half + 3, half - (small ? 5 : 5), 0);
  // Speed left on the counter's top right: it drops with damage (R6.7).
  text(String(m.printedSpeed === 'A' ? 'A' : m.speed), small ? 6 : 7, half - 3, -half + 1.5 + band / 2, 1);
  if (m.damage > 0) {
    for (let i = 0; i < Math.min(m.damage, 5); i++) {
      g.circle(half - 5 - i * 5.5, half - 5, 2.3).fill({ color: 0xe8322a }).stroke({ width: 0.8, color: 0x2a0a08 });
    }
  }
  root.alpha = m.spent ? 0.62 : 1;
  return root;
}
