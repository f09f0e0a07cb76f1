// What happened, seen (docs/playing.md): the events of one action turned into a short
// animation plan: a moving unit slides along its path, an attack draws a line from the shooter to
// the target with what it did, a destroyed unit fades. Pure and rule-free: it reads only what the
// engine's events say happened (GameEvent) and where units stood before; it never decides a rule.
import type { GameEvent, GameState, Hex, StrikeReport } from '../engine';

export type Animation =
  | { kind: 'slide'; unit: string; path: Hex[] }
  | { kind: 'shot'; shooter: string; target: string; from: Hex; to: Hex; result: ShotResult }
  | { kind: 'fade'; unit: string; at: Hex };

/** What an attack did, as its events report it: shown where the shot lands. */
export interface ShotResult {
  /** Damage that stuck (after Heavy Armor), models lost, units destroyed. */
  damage: number;
  lost: number;
  destroyed: number;
}

/** The few words shown where a shot lands: "destroyed", "2 lost", "1 damage", "no effect". */
export function shotLabel(r: ShotResult): string {
  if (r.destroyed > 0) return 'destroyed';
  const parts: string[] = [];
  if (r.lost > 0) parts.push(`${r.lost} lost`);
  if (r.damage > 0) parts.push(`${r.damage} damage`);
  return parts.length > 0 ? parts.join(', ') : 'no effect';
}

/** Sums an attack's strikes (R6.6 Infantry lose models, R6.7 the rest take damage). */
export function shotResult(strikes: readonly StrikeReport[]): ShotResult {
  const r: ShotResult = { damage: 0, lost: 0, destroyed: 0 };
  for (const s of strikes) {
    if (s.result === 'destroyed') r.destroyed++;
    else if (s.casualty) r.lost += s.damage;
    else if (s.result === 'damaged') r.damage += s.damage - s.ignored;
  }
  return r;
}

/** An animation with its place on the timeline, in milliseconds from the start. */
export type Timed = Animation & { start: number; duration: number };

/** The whole of one action's animation never runs longer than this (short: docs/playing.md, "What happened, seen"). */
export const MAX_ANIMATION_MS = 600;

/** Natural lengths, before the plan is squeezed into MAX_ANIMATION_MS. */
const STEP_MS = 140;
const SHOT_MS = 380;
const FADE_MS = 360;

/**
 * The animations of one action: `before` is the state it was applied to, `events` what it did.
 * Consecutive 'moved' events of a unit make one slide; each attack one shot (with what its
 * strikes did, as the log reports it);
 * each destroyed unit one fade where it last stood.
 */
export function planAnimations(before: GameState, events: readonly GameEvent[]): Animation[] {
  const at = new Map<string, Hex>();
  for (const id in before.units) {
    const h = before.units[id].at;
    if (h) at.set(id, h);
  }
  const out: Animation[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'moved': {
        const last = out[out.length - 1];
        if (last?.kind === 'slide' && last.unit === e.unit) last.path.push(e.to);
        else out.push({ kind: 'slide', unit: e.unit, path: [e.from, e.to] });
        at.set(e.unit, e.to);
        break;
      }
      case 'arrived':
      case 'survivorsPlaced':
      case 'disembarked':
        at.set(e.unit, e.at);
        break;
      case 'defensiveFireStarted':
        at.set(e.unit, e.at);
        break;
      case 'attack': {
        const from = at.get(e.unit);
        const to = at.get(e.target);
        if (!from || !to) break;
        out.push({ kind: 'shot', shooter: e.unit, target: e.target, from, to, result: shotResult(e.strikes) });
        break;
      }
      case 'unitDestroyed': {
        const where = at.get(e.unit);
        if (where) out.push({ kind: 'fade', unit: e.unit, at: where });
        break;
      }
    }
  }
  return out;
}

function naturalLength(a: Animation): number {
  if (a.kind === 'slide') return STEP_MS * (a.path.length - 1);
  return a.kind === 'shot' ? SHOT_MS : FADE_MS;
}

/**
 * One after another, in the events' order, squeezed so the whole fits in `maxMs`. A fade
 * overlaps the shot before it (the unit fades as the line lands).
 */
export function timeline(plan: readonly Animation[], maxMs = MAX_ANIMATION_MS): Timed[] {
  const out: Timed[] = [];
  let t = 0;
  for (const a of plan) {
    const duration = naturalLength(a);
    const prev = out[out.length - 1];
    const start = a.kind === 'fade' && prev?.kind === 'shot' ? prev.start + prev.duration * 0.5 : t;
    out.push({ ...a, start, duration });
    t = Math.max(t, start + duration);
  }
  const k = t > maxMs ? maxMs / t : 1;
  return out.map((a) => ({ ...a, start: a.start * k, duration: a.duration * k }));
}

/** How long a timeline runs. */
export function timelineLength(t: readonly Timed[]): number {
  return t.reduce((m, a) => Math.max(m, a.start + a.duration), 0);
}

/** Where along a path a slide is at progress p (0..1), as a fractional step index and the hexes either side. */
export function alongPath(path: readonly Hex[], p: number): { from: Hex; to: Hex; f: number } {
  const steps = path.length - 1;
  if (steps <= 0) return { from: path[0], to: path[0], f: 0 };
  const x = Math.min(1, Math.max(0, p)) * steps;
  const i = Math.min(steps - 1, Math.floor(x));
  return { from: path[i], to: path[i + 1], f: x - i };
}

/** The units whose counters the animation stands in for while it runs (the real ones wait hidden). */
export function animatedUnits(plan: readonly Animation[]): Set<string> {
  const s = new Set<string>();
  for (const a of plan) if (a.kind !== 'shot') s.add(a.unit);
  return s;
}

export interface StepLike {
  before: GameState;
  events: readonly GameEvent[];
}

/**
 * The action to animate when the map, which showed `shown`, now shows the position after
 * `position` actions: the last of those actions, if it was applied to exactly the state shown
 * (a new action, or a replay stepped one forward). An undo, a jump, a new or loaded game: null.
 */
export function stepToAnimate(shown: GameState | null, steps: readonly StepLike[], position: number): StepLike | null {
  const step = position > 0 ? steps[position - 1] : undefined;
  return step && step.before === shown ? step : null;
}
