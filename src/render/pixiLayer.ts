// The PixiJS side of the pen (pen.ts): a Layer over a Container, whose pens are PixiJS Graphics
// and whose texts are PixiJS Texts, for the interactive map (BoardView). The Canvas2D side
// (canvasPen.ts) takes the same calls for the first frame painted before PixiJS has loaded.
import { Container, Graphics, Text } from 'pixi.js';
import type { CounterModel } from './viewModel';
import { drawCounter } from './counters';
import type { GroupPlace, Layer, Part, Pen, TextPlace, TextSpec } from './pen';

export class PixiLayer implements Layer {
  constructor(readonly container: Container) {}

  pen(part?: Part): Pen {
    const g = new Graphics();
    if (part) g.label = part;
    this.container.addChild(g);
    return g;
  }

  text(spec: TextSpec, at: TextPlace, part?: Part): Text {
    const { text, resolution, ...style } = spec;
    const t = new Text({ text, style, resolution: resolution ?? 2 });
    t.anchor.set(at.anchorX ?? 0.5, at.anchorY ?? 0.5);
    t.position.set(at.x, at.y);
    t.rotation = at.rotation ?? 0;
    if (part) t.label = part;
    this.container.addChild(t);
    return t;
  }

  group(at: GroupPlace, label: string): PixiLayer {
    const c = new Container();
    c.label = label;
    c.position.set(at.x, at.y);
    c.rotation = at.rotation ?? 0;
    c.alpha = at.alpha ?? 1;
    this.container.addChild(c);
    return new PixiLayer(c);
  }
}

/** A counter as a PixiJS Container of its own (the animation's ghosts, AnimationPlayer.ts). */
export function pixiCounter(m: CounterModel, turn: number): Container {
  return (drawCounter(new PixiLayer(new Container()), m, turn) as PixiLayer).container;
}
