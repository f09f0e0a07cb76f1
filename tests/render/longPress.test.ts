// The long press on the battlefield (src/render/longPress.ts, docs/playing.md "Touch"): a finger
// held still shows what the hover shows; moving it, lifting it early or a second finger cancels
// that; the lift after a long press is no tap. Driven by fake timers: what happens, not how fast.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LONG_PRESS_MS, LONG_PRESS_SLOP, LongPress, pastSlop, pressOf } from '../../src/render/longPress';

let fired: { x: number; y: number }[];
let press: LongPress;

beforeEach(() => {
  vi.useFakeTimers();
  fired = [];
  press = new LongPress((x, y) => fired.push({ x, y }));
});
afterEach(() => vi.useRealTimers());

describe('a finger held still', () => {
  test('is a long press where it went down, once its time is up; its lift is no tap', () => {
    press.fingerDown(1, 100, 200);
    vi.advanceTimersByTime(LONG_PRESS_MS - 1);
    expect(fired).toEqual([]);
    expect(press.pressing).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual([{ x: 100, y: 200 }]);
    expect(press.holding).toBe(true);
    expect(press.fingerUp(1)).toBe(true);
    expect(press.holding).toBe(false);
    expect(press.pressing).toBe(false);
  });

  test('a tremble within the slop is still held still', () => {
    press.fingerDown(1, 100, 200);
    press.fingerMove(1, 100 + LONG_PRESS_SLOP - 1, 200);
    vi.runAllTimers();
    expect(fired).toHaveLength(1);
  });

  test('fires once only, however long it is held', () => {
    press.fingerDown(1, 10, 10);
    vi.advanceTimersByTime(LONG_PRESS_MS * 10);
    expect(fired).toHaveLength(1);
  });
});

describe('what cancels it', () => {
  test('a lift before its time: a tap (fingerUp says so), and nothing fires later', () => {
    press.fingerDown(1, 100, 200);
    vi.advanceTimersByTime(LONG_PRESS_MS / 2);
    expect(press.fingerUp(1)).toBe(false);
    vi.runAllTimers();
    expect(fired).toEqual([]);
  });

  test('moving beyond the slop (a drag that pans)', () => {
    press.fingerDown(1, 100, 200);
    press.fingerMove(1, 100, 200 + LONG_PRESS_SLOP + 1);
    vi.runAllTimers();
    expect(fired).toEqual([]);
    expect(press.fingerUp(1)).toBe(false);
  });

  test('a second finger (a pinch), and no press of its own until every finger has lifted', () => {
    press.fingerDown(1, 100, 200);
    press.fingerDown(2, 300, 200);
    vi.runAllTimers();
    expect(fired).toEqual([]);
    // One finger of the pinch lifts, the other stays: still no long press.
    expect(press.fingerUp(2)).toBe(false);
    vi.runAllTimers();
    expect(fired).toEqual([]);
    expect(press.fingerUp(1)).toBe(false);
    // A new press after the pinch is timed again.
    press.fingerDown(3, 50, 60);
    vi.runAllTimers();
    expect(fired).toEqual([{ x: 50, y: 60 }]);
  });

  test('a second finger after the long press fired: the pinch takes over, its lifts are no taps of the held finger', () => {
    press.fingerDown(1, 100, 200);
    vi.runAllTimers();
    expect(press.holding).toBe(true);
    press.fingerDown(2, 300, 200);
    expect(press.holding).toBe(false);
    expect(press.fingerUp(1)).toBe(false);
  });

  test('another finger moving does not cancel the timed one', () => {
    press.fingerDown(1, 100, 200);
    press.fingerMove(7, 500, 500);
    vi.runAllTimers();
    expect(fired).toHaveLength(1);
  });

  test('the browser taking the finger (pointercancel, read as a lift) stops the timer', () => {
    press.fingerDown(1, 100, 200);
    press.fingerUp(1);
    vi.runAllTimers();
    expect(fired).toEqual([]);
  });
});

describe('a press and its lift', () => {
  const at = (button: number, pointerType: string, clientX: number, clientY: number) => ({
    button,
    pointerId: 7,
    clientX,
    clientY,
    pointerType,
  });

  test('only the main button presses; a right click is no press', () => {
    expect(pressOf(at(2, 'mouse', 10, 10))).toBeNull();
    expect(pressOf(at(0, 'mouse', 10, 20))).toEqual({ id: 7, x: 10, y: 20, slop: 5 });
  });

  test('a lift within the slop is in place; past it the press was a drag (a finger trembles more than a mouse)', () => {
    const mouse = pressOf(at(0, 'mouse', 100, 100))!;
    expect(pastSlop(mouse, 103, 104)).toBe(false);
    expect(pastSlop(mouse, 104, 104)).toBe(true);
    const finger = pressOf(at(0, 'touch', 100, 100))!;
    expect(pastSlop(finger, 106, 108)).toBe(false);
    expect(pastSlop(finger, 100, 100 + LONG_PRESS_SLOP + 1)).toBe(true);
  });
});
