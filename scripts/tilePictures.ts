// npm run tiles:pictures: a picture of every map tile for docs/maps.md, drawn by the map's own art
// (src/render/terrainArt.ts through sceneArt.ts) into SVG, so the docs show each tile as the game
// draws it. The art draws through the renderer-neutral Pen (src/render/pen.ts); here a Pen writes
// SVG paths with PixiJS Graphics' meaning (shapes gather until a fill or a stroke draws them).
// Writes docs/maps/<tile id>.svg; tests/data/tilePictures.test.ts checks that every tile has one.
import { mkdirSync, writeFileSync } from 'node:fs';
import { assembleBattlefield, type BattleMap } from '../src/engine';
import { TILES } from '../src/data/tiles';
import type { FillStyle, GroupPlace, Layer, Pen, StrokeStyle, TextPlace, TextSpec } from '../src/render/pen';
import { drawCoordArt, drawFeatureArt, drawTerrainArt } from '../src/render/sceneArt';
import { mapBounds } from '../src/render/layout';

const OUT = 'docs/maps';
const r2 = (n: number) => Math.round(n * 10) / 10;
const color = (n: number) => `#${n.toString(16).padStart(6, '0')}`;

/** A point on a circle of radius `r` around (x, y) at angle `a`. */
const onCircle = (x: number, y: number, r: number, a: number) => [r2(x + r * Math.cos(a)), r2(y + r * Math.sin(a))];

class SvgPen implements Pen {
  private d: string[] = [];
  private last = '';
  /** `out`: this pen's SVG elements, in the order it draws them. */
  constructor(private readonly out: string[]) {}
  private add(s: string): this {
    this.d.push(s);
    return this;
  }
  moveTo(x: number, y: number) {
    return this.add(`M${r2(x)} ${r2(y)}`);
  }
  lineTo(x: number, y: number) {
    return this.add(`L${r2(x)} ${r2(y)}`);
  }
  quadraticCurveTo(cx: number, cy: number, x: number, y: number) {
    return this.add(`Q${r2(cx)} ${r2(cy)} ${r2(x)} ${r2(y)}`);
  }
  arc(x: number, y: number, r: number, a: number, b: number) {
    // PixiJS draws clockwise from a to b; a whole turn is two halves (one SVG arc cannot close).
    const sweep = b - a;
    if (Math.abs(sweep) >= Math.PI * 2 - 1e-6) return this.oval(x, y, r, r);
    const [sx, sy] = onCircle(x, y, r, a);
    const [ex, ey] = onCircle(x, y, r, b);
    const large = ((sweep % (Math.PI * 2)) + Math.PI * 2) % (Math.PI * 2) > Math.PI ? 1 : 0;
    return this.add(`${this.d.length ? 'L' : 'M'}${sx} ${sy}A${r2(r)} ${r2(r)} 0 ${large} 1 ${ex} ${ey}`);
  }
  closePath() {
    return this.add('Z');
  }
  poly(points: number[], close = false) {
    const pairs: string[] = [];
    for (let i = 0; i < points.length; i += 2) pairs.push(`${r2(points[i])} ${r2(points[i + 1])}`);
    return this.add(`M${pairs.join('L')}${close ? 'Z' : ''}`);
  }
  rect(x: number, y: number, w: number, h: number) {
    return this.add(`M${r2(x)} ${r2(y)}h${r2(w)}v${r2(h)}h${r2(-w)}Z`);
  }
  roundRect(x: number, y: number, w: number, h: number, r: number) {
    const k = r2(r);
    return this.add(
      `M${r2(x + r)} ${r2(y)}h${r2(w - 2 * r)}a${k} ${k} 0 0 1 ${k} ${k}v${r2(h - 2 * r)}a${k} ${k} 0 0 1 ${-k} ${k}` +
        `h${r2(2 * r - w)}a${k} ${k} 0 0 1 ${-k} ${-k}v${r2(2 * r - h)}a${k} ${k} 0 0 1 ${k} ${-k}Z`,
    );
  }
  circle(x: number, y: number, r: number) {
    return this.oval(x, y, r, r);
  }
  ellipse(x: number, y: number, rx: number, ry: number) {
    return this.oval(x, y, rx, ry);
  }
  private oval(x: number, y: number, rx: number, ry: number): this {
    const a = `A${r2(rx)} ${r2(ry)} 0 1 1`;
    return this.add(`M${r2(x + rx)} ${r2(y)}${a} ${r2(x - rx)} ${r2(y)}${a} ${r2(x + rx)} ${r2(y)}Z`);
  }
  /** The path to draw: the shapes since the last draw, or the last drawn ones again (PixiJS). */
  private take(): string {
    const path = this.d.length ? this.d.join('') : this.last;
    this.last = path;
    this.d = [];
    return path;
  }
  fill(s: FillStyle) {
    const alpha = s.alpha !== undefined && s.alpha < 1 ? ` fill-opacity="${r2(s.alpha)}"` : '';
    this.out.push(`<path d="${this.take()}" fill="${color(s.color)}"${alpha}/>`);
    return this;
  }
  stroke(s: StrokeStyle) {
    const alpha = s.alpha !== undefined && s.alpha < 1 ? ` stroke-opacity="${r2(s.alpha)}"` : '';
    const cap = s.cap ? ` stroke-linecap="${s.cap}"` : '';
    const join = s.join ? ` stroke-linejoin="${s.join}"` : '';
    this.out.push(
      `<path d="${this.take()}" fill="none" stroke="${color(s.color)}" stroke-width="${r2(s.width)}"${alpha}${cap}${join}/>`,
    );
    return this;
  }
}

/** What a layer holds, in drawing order: a pen's elements, a text, or a group's own layer. */
type SvgNode = string[] | string | { transform: string; layer: SvgLayer };

/** A Layer whose pens, texts and groups keep their place in the drawing order, written out by `svg()`. */
class SvgLayer implements Layer {
  private readonly nodes: SvgNode[] = [];
  pen(): Pen {
    const own: string[] = [];
    this.nodes.push(own);
    return new SvgPen(own);
  }
  text(spec: TextSpec, at: TextPlace) {
    const turn = at.rotation ? ` transform="rotate(${r2((at.rotation * 180) / Math.PI)} ${r2(at.x)} ${r2(at.y)})"` : '';
    this.nodes.push(
      `<text x="${r2(at.x)}" y="${r2(at.y)}" font-family="${spec.fontFamily}" font-size="${spec.fontSize}" ` +
        `font-weight="${spec.fontWeight}" fill="${color(spec.fill)}" stroke="${color(spec.stroke.color)}" ` +
        `stroke-width="${spec.stroke.width}" paint-order="stroke" text-anchor="middle" dominant-baseline="middle"${turn}>` +
        `${spec.text}</text>`,
    );
    // Roughly as wide as its glyphs: no label of a tile picture is sized after another part.
    return { width: spec.text.length * spec.fontSize * 0.6 + spec.stroke.width };
  }
  group(at: GroupPlace): Layer {
    const layer = new SvgLayer();
    const turn = at.rotation ? ` rotate(${r2((at.rotation * 180) / Math.PI)})` : '';
    this.nodes.push({ transform: `translate(${r2(at.x)} ${r2(at.y)})${turn}`, layer });
    return layer;
  }
  svg(): string {
    return this.nodes
      .map((n) =>
        typeof n === 'string'
          ? n
          : Array.isArray(n)
            ? n.join('')
            : `<g transform="${n.transform}">${n.layer.svg()}</g>`,
      )
      .join('');
  }
}

function tileMap(id: string): BattleMap {
  const r = assembleBattlefield(id, TILES[id].name, TILES, [{ tile: id, x: 0, y: 0 }]);
  if (!r.ok) throw new Error(`${id}: ${r.error.map((e) => e.message).join('; ')}`);
  return r.value;
}

/** One tile as an SVG picture, `scale` of the game's world pixels. */
function tileSvg(id: string, scale = 0.5): string {
  const map = tileMap(id);
  const layer = new SvgLayer();
  drawTerrainArt(layer, map);
  drawFeatureArt(layer, { map, destroyedBridges: [] });
  drawCoordArt(layer, map, 0);
  const b = mapBounds(map.cols, map.rows);
  const w = Math.ceil(b.width * scale);
  const h = Math.ceil(b.height * scale);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${r2(b.x)} ${r2(b.y)} ${r2(b.width)} ${r2(b.height)}">` +
    `<title>${TILES[id].name}</title>${layer.svg()}</svg>\n`
  );
}

function main(): void {
  mkdirSync(OUT, { recursive: true });
  for (const id of Object.keys(TILES)) writeFileSync(`${OUT}/${id}.svg`, tileSvg(id));
  console.log(`${Object.keys(TILES).length} tile pictures in ${OUT}/`);
}

main();
