// What happened, seen: the animation plan read from an action's events. A
// move slides along its steps, an attack draws a shot with what the events report it did, a
// destroyed unit fades where it stood; the whole stays short; only a new action is animated.
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState, Hex, StrikeReport } from '../../src/engine';
import {
  alongPath,
  animatedUnits,
  MAX_ANIMATION_MS,
  planAnimations,
  shotLabel,
  shotResult,
  stepToAnimate,
  timeline,
  timelineLength,
} from '../../src/render/animations';

const h = (q: number, r: number): Hex => ({ q, r });
/** Only where units stand matters to the plan. */
function stateWith(at: Record<string, Hex | null>): GameState {
  const units: Record<string, { at: Hex | null }> = {};
  for (const id in at) units[id] = { at: at[id] };
  return { units } as unknown as GameState;
}
const moved = (unit: string, from: Hex, to: Hex): GameEvent => ({
  type: 'moved',
  unit,
  from,
  to,
  cost: 1,
  roadBonus: false,
  speedLeft: 1,
  kind: 'normal',
});
const strike = (result: StrikeReport['result'], damage = 0, over: Partial<StrikeReport> = {}) =>
  ({ result, damage, ignored: 0, casualty: false, ...over }) as StrikeReport;
function attack(unit: string, target: string, strikes: StrikeReport[]): GameEvent {
  return {
    type: 'attack',
    unit,
    model: 0,
    modelName: 'x',
    target,
    weapon: 'main',
    context: 'normal',
    random: null,
    range: 2,
    rolls: [],
    strikes,
  } as unknown as GameEvent;
}

describe('animation plan', () => {
  it('consecutive steps of a move make one slide along the path (R5.1 moves hex by hex)', () => {
    const before = stateWith({ a: h(0, 0) });
    const plan = planAnimations(before, [
      { type: 'activationStarted', unit: 'a', team: 0 },
      moved('a', h(0, 0), h(1, 0)),
      moved('a', h(1, 0), h(2, 0)),
    ]);
    expect(plan).toEqual([{ kind: 'slide', unit: 'a', path: [h(0, 0), h(1, 0), h(2, 0)] }]);
  });

  it('an attack draws a shot from shooter to target with what its strikes did', () => {
    const before = stateWith({ a: h(0, 0), b: h(3, 0) });
    const plan = planAnimations(before, [attack('a', 'b', [strike('damaged', 2)])]);
    expect(plan).toEqual([
      {
        kind: 'shot',
        shooter: 'a',
        target: 'b',
        from: h(0, 0),
        to: h(3, 0),
        result: { damage: 2, lost: 0, destroyed: 0 },
      },
    ]);
  });

  it('the shot says what the events say: damage after Heavy Armor (R6.7), models lost (R6.6), destroyed, or no effect', () => {
    expect(shotLabel(shotResult([strike('damaged', 2, { ignored: 1 })]))).toBe('1 damage');
    expect(
      shotLabel(shotResult([strike('modelLost', 2, { casualty: true }), strike('modelLost', 1, { casualty: true })])),
    ).toBe('3 lost');
    expect(shotLabel(shotResult([strike('destroyed', 3)]))).toBe('destroyed');
    expect(shotLabel(shotResult([strike('none')]))).toBe('no effect');
  });

  it('Defensive Fire at a moving unit aims at the hex it has reached (R5.7), and a unit destroyed fades there', () => {
    const before = stateWith({ mover: h(0, 0), gun: h(4, 0) });
    const plan = planAnimations(before, [
      moved('mover', h(0, 0), h(1, 0)),
      { type: 'defensiveFireStarted', unit: 'gun', mover: 'mover', at: h(4, 0) },
      attack('gun', 'mover', [strike('destroyed', 2)]),
      { type: 'unitDestroyed', unit: 'mover' },
    ]);
    expect(plan.map((a) => a.kind)).toEqual(['slide', 'shot', 'fade']);
    expect(plan[1]).toMatchObject({ from: h(4, 0), to: h(1, 0) });
    expect(plan[2]).toEqual({ kind: 'fade', unit: 'mover', at: h(1, 0) });
    expect([...animatedUnits(plan)]).toEqual(['mover']);
  });

  it('events with nothing to see make no plan', () => {
    expect(planAnimations(stateWith({ a: h(0, 0) }), [{ type: 'activationEnded', unit: 'a' }])).toEqual([]);
  });
});

describe('timeline', () => {
  it('runs the parts one after another, never longer than MAX_ANIMATION_MS', () => {
    const long = [
      { kind: 'slide' as const, unit: 'a', path: [h(0, 0), h(1, 0), h(2, 0), h(3, 0), h(4, 0), h(5, 0), h(6, 0)] },
      {
        kind: 'shot' as const,
        shooter: 'b',
        target: 'a',
        from: h(9, 0),
        to: h(6, 0),
        result: { damage: 1, lost: 0, destroyed: 0 },
      },
    ];
    const t = timeline(long);
    expect(timelineLength(t)).toBeLessThanOrEqual(MAX_ANIMATION_MS);
    expect(t[1].start).toBeCloseTo(t[0].start + t[0].duration);
  });

  it('a fade begins while the shot before it lands', () => {
    const t = timeline([
      {
        kind: 'shot',
        shooter: 'b',
        target: 'a',
        from: h(9, 0),
        to: h(6, 0),
        result: { damage: 0, lost: 0, destroyed: 1 },
      },
      { kind: 'fade', unit: 'a', at: h(6, 0) },
    ]);
    expect(t[1].start).toBeGreaterThan(t[0].start);
    expect(t[1].start).toBeLessThan(t[0].start + t[0].duration);
  });

  it('a slide passes each hex of its path in turn', () => {
    const path = [h(0, 0), h(1, 0), h(2, 0)];
    expect(alongPath(path, 0)).toEqual({ from: h(0, 0), to: h(1, 0), f: 0 });
    expect(alongPath(path, 0.75)).toEqual({ from: h(1, 0), to: h(2, 0), f: 0.5 });
    expect(alongPath(path, 1)).toEqual({ from: h(1, 0), to: h(2, 0), f: 1 });
  });
});

describe('which action is animated', () => {
  const s0 = stateWith({});
  const s1 = stateWith({});
  const s2 = stateWith({});
  const steps = [
    { before: s0, events: [] },
    { before: s1, events: [] },
  ];
  it('a new action: the last step, applied to the state shown', () => {
    expect(stepToAnimate(s1, steps, 2)).toBe(steps[1]);
  });
  it('a replay stepped one forward', () => {
    expect(stepToAnimate(s0, steps, 1)).toBe(steps[0]);
  });
  it('not an undo, a jump, or another game', () => {
    expect(stepToAnimate(s2, steps, 1)).toBeNull();
    expect(stepToAnimate(s0, steps, 2)).toBeNull();
    expect(stepToAnimate(null, steps, 2)).toBeNull();
    expect(stepToAnimate(s0, steps, 0)).toBeNull();
  });
});
