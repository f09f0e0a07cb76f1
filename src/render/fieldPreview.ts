// A small picture of a whole battlefield for the new game dialog's ground choice (docs/playing.md,
// "Starting a game"): each hex in its terrain's colour, the roads, rivers, hedges and cliffs as
// lines, the tiles' seams marked, the upper team's edge at the top as on the map. Canvas2D, drawn
// once per battlefield, no PixiJS.
import { DIRS, getBoard, TILE_COLS, TILE_ROWS, toOffset, type BattleMap, type HexsideKind } from '../engine';
import { hexCorners, hexsideEnds, hexsideMid, hexToWorld, mapBounds } from './layout';
import { TERRAIN_COLORS } from './terrainArt';

const css = (n: number) => `#${n.toString(16).padStart(6, '0')}`;

const SIDE_COLORS: Record<HexsideKind, string> = { river: '#2f6fb0', hedge: '#2e5a1c', cliff: '#4a3520' };

/** Draws `map` to fill `width` x `height` CSS pixels of `ctx` (its transform already set for the screen's density). */
export function drawFieldPreview(ctx: CanvasRenderingContext2D, map: BattleMap, width: number, height: number): void {
  const board = getBoard(map);
  const b = mapBounds(map.cols, map.rows);
  const k = Math.min(width / b.width, height / b.height);
  ctx.save();
  ctx.clearRect(0, 0, width, height);
  ctx.translate((width - b.width * k) / 2 - b.x * k, (height - b.height * k) / 2 - b.y * k);
  ctx.scale(k, k);
  for (let i = 0; i < board.size; i++) {
    const [first, ...rest] = hexCorners(board.hexAt[i]);
    ctx.beginPath();
    ctx.moveTo(first.x, first.y);
    for (const p of rest) ctx.lineTo(p.x, p.y);
    ctx.closePath();
    ctx.fillStyle = css(TERRAIN_COLORS[board.terrain[i]]);
    ctx.fill();
  }
  ctx.lineCap = 'round';
  ctx.strokeStyle = '#8a6a3c';
  ctx.lineWidth = 9;
  ctx.beginPath();
  for (let i = 0; i < board.size; i++) {
    const c = hexToWorld(board.hexAt[i]);
    for (const d of DIRS) {
      if (!(board.roadBits[i] & (1 << d))) continue;
      const m = hexsideMid(board.hexAt[i], d);
      ctx.moveTo(c.x, c.y);
      ctx.lineTo(m.x, m.y);
    }
  }
  ctx.stroke();
  for (const s of map.hexsides) {
    const [p, q] = hexsideEnds(s.hex, s.dir);
    ctx.strokeStyle = SIDE_COLORS[s.kind];
    ctx.lineWidth = s.kind === 'river' ? 9 : 7;
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
    ctx.lineTo(q.x, q.y);
    ctx.stroke();
  }
  // The seams between tiles: where one tile's ground ends and the next begins.
  ctx.strokeStyle = 'rgba(20, 20, 20, 0.55)';
  ctx.lineWidth = 4;
  ctx.beginPath();
  for (let i = 0; i < board.size; i++) {
    const h = board.hexAt[i];
    const { col, row } = toOffset(h);
    for (const d of DIRS) {
      const j = board.neighbors[i * 6 + d];
      if (j < 0) continue;
      const o = toOffset(board.hexAt[j]);
      const seam =
        Math.floor(col / TILE_COLS) !== Math.floor(o.col / TILE_COLS) ||
        Math.floor(row / TILE_ROWS) !== Math.floor(o.row / TILE_ROWS);
      if (!seam || j < i) continue;
      const [p, q] = hexsideEnds(h, d);
      ctx.moveTo(p.x, p.y);
      ctx.lineTo(q.x, q.y);
    }
  }
  ctx.stroke();
  ctx.restore();
}
