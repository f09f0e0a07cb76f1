// Plays one action's animation plan (animations.ts) over the board (docs/playing.md, "What happened, seen"): ghost
// counters slide and fade in their own layer while the real counters of those units wait hidden,
// and attack lines are drawn from shooter to target with what they did. It only runs frames while an
// animation plays (BoardView asks for the next frame while advance() says so), so an idle page
// still requests none; finish() skips to the end (a click or a key).
import { Container, Graphics, Text } from 'pixi.js';
import type { GameEvent, GameState, Hex } from '../engine';
import {
  animatedUnits,
  alongPath,
  planAnimations,
  shotLabel,
  timeline,
  timelineLength,
  type Timed,
} from './animations';
import { pixiCounter } from './pixiLayer';
import { hexToWorld, type Point } from './layout';
import { counterModels } from './viewModel';

const lerp = (a: Point, b: Point, f: number): Point => ({ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f });
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
/** Ease in and out, so a slide starts and stops gently. */
const ease = (x: number) => x * x * (3 - 2 * x);

interface Playing {
  timed: Timed[];
  length: number;
  start: number | null;
  ghosts: Map<string, Container>;
  shots: { g: Graphics; label: Text }[];
  hidden: Set<string>;
}

export class AnimationPlayer {
  readonly layer = new Container();
  private playing: Playing | null = null;

  /** The units whose real counters stay hidden while their ghosts play. */
  get hidden(): ReadonlySet<string> {
    return this.playing?.hidden ?? new Set();
  }

  get active(): boolean {
    return this.playing !== null;
  }

  /**
   * Starts the animation of one action (`before` it, its `events`, the state `after`), ending any
   * animation still running. `turn`: the board's rotation, for upright counters and labels.
   * False when the action has nothing to show.
   */
  play(before: GameState, events: readonly GameEvent[], after: GameState, turn: number): boolean {
    this.finish();
    const plan = planAnimations(before, events);
    if (plan.length === 0) return false;
    const timed = timeline(plan);
    const beforeModels = new Map(counterModels(before, null).map((m) => [m.id, m]));
    const afterModels = new Map(counterModels(after, null).map((m) => [m.id, m]));
    const ghosts = new Map<string, Container>();
    const hidden = animatedUnits(plan);
    for (const id of hidden) {
      const slides = plan.some((a) => a.kind === 'slide' && a.unit === id);
      // A moving unit is drawn as it is after the action, centred in each hex it crosses; a
      // destroyed one as it was, where it stood.
      const m = (slides ? afterModels.get(id) : undefined) ?? beforeModels.get(id);
      if (!m) continue;
      const ghost = pixiCounter(slides ? { ...m, shared: 1, slot: 0, selected: false, acting: false } : m, turn);
      ghosts.set(id, ghost);
      this.layer.addChild(ghost);
    }
    const shots = timed
      .filter((a) => a.kind === 'shot')
      .map((a) => {
        const g = new Graphics();
        const label = new Text({
          text: shotLabel(a.result),
          style: {
            fontFamily: 'system-ui, sans-serif',
            fontSize: 15,
            fontWeight: '800',
            fill: shotLabel(a.result) === 'no effect' ? 0xffffff : 0xffd24a,
            stroke: { color: 0x111111, width: 4 },
          },
          resolution: 3,
        });
        label.anchor.set(0.5);
        const to = hexToWorld(a.to);
        label.position.set(to.x, to.y - 46); // above the target's counter
        label.rotation = -turn;
        label.visible = false;
        this.layer.addChild(g, label);
        return { g, label };
      });
    this.playing = { timed, length: timelineLength(timed), start: null, ghosts, shots, hidden };
    this.advance(performance.now());
    return true;
  }

  /** Moves the animation to time `now` (ms); false once it has ended (and cleaned up). */
  advance(now: number): boolean {
    const p = this.playing;
    if (!p) return false;
    if (p.start === null) p.start = now;
    const t = now - p.start;
    let shot = 0;
    for (const a of p.timed) {
      const f = a.duration > 0 ? clamp01((t - a.start) / a.duration) : 1;
      if (a.kind === 'slide') {
        const ghost = p.ghosts.get(a.unit);
        if (!ghost) continue;
        const { from, to, f: g } = alongPath(a.path, ease(f));
        const c = lerp(hexToWorld(from), hexToWorld(to), g);
        ghost.position.set(c.x, c.y);
      } else if (a.kind === 'fade') {
        const ghost = p.ghosts.get(a.unit);
        if (ghost) ghost.alpha = 1 - f;
      } else {
        this.drawShot(p.shots[shot++], a.from, a.to, t < a.start ? -1 : f);
      }
    }
    if (t >= p.length) {
      this.finish();
      return false;
    }
    return true;
  }

  /** A line that runs from shooter to target in the first 40%, what it did shown when it lands, then fades. */
  private drawShot(s: { g: Graphics; label: Text }, fromHex: Hex, toHex: Hex, f: number): void {
    s.g.clear();
    if (f < 0) return;
    const from = hexToWorld(fromHex);
    const to = hexToWorld(toHex);
    const reach = clamp01(f / 0.4);
    const end = lerp(from, to, reach);
    const alpha = f < 0.75 ? 1 : 1 - (f - 0.75) / 0.25;
    s.g
      .moveTo(from.x, from.y)
      .lineTo(end.x, end.y)
      .stroke({ width: 7, color: 0x111111, alpha: alpha * 0.6, cap: 'round' });
    s.g.moveTo(from.x, from.y).lineTo(end.x, end.y).stroke({ width: 3.5, color: 0xff7a1c, alpha, cap: 'round' });
    if (reach >= 1) s.g.circle(to.x, to.y, 16 + 10 * (f - 0.4)).stroke({ width: 3, color: 0xffd24a, alpha });
    s.label.visible = reach >= 1;
    s.label.alpha = alpha;
  }

  /** Ends the animation at once: the real counters show again. */
  finish(): void {
    if (!this.playing) return;
    this.playing = null;
    for (const c of this.layer.removeChildren()) c.destroy({ children: true });
  }
}
