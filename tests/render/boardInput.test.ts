// The battlefield's clicks and taps (src/render/boardInput.ts, docs/playing.md "Touch"), on a
// stand-in canvas that hands its listeners the events a browser would: only the press of the main
// button (or a finger) on the map and its lift in place is a click; a right click, a drag begun
// elsewhere and let go over the map, a press that moved past its slop (a mouse's 5 px, a
// finger's 10), or the second click of a double click whose first closed a cover, is not. Fake timers: no long press fires unless a test waits for one.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Hex } from '../../src/engine';
import { listenToBoard } from '../../src/render/boardInput';
import type { Camera } from '../../src/render/camera';
import { dragThreshold, LONG_PRESS_SLOP } from '../../src/render/longPress';

type Listener = (e: unknown) => void;

interface Pointer {
  pointerId?: number;
  pointerType?: 'mouse' | 'touch' | 'pen';
  button?: number;
}

let listeners: Map<string, Listener[]>;
let windowListeners: Map<string, Listener[]>;
let canvasElement: HTMLCanvasElement;
let clicks: Hex[];
let camera: Camera;
let stop: () => void;

/** A hex every 50 px along q: enough to tell where a click landed. */
const hexAt = (x: number): Hex => ({ q: Math.floor(x / 50), r: 0 });

function fire(type: string, x: number, y: number, p: Pointer = {}): void {
  const e = { clientX: x, clientY: y, pointerId: 1, pointerType: 'mouse', button: 0, shiftKey: false, ...p };
  for (const f of listeners.get(type) ?? []) f({ ...e, preventDefault() {} });
}

/**
 * A mouse click as the browser sends it, `detail` its click count: pointerdown, then mousedown
 * (heard by the window first, in the capture phase), then pointerup; on the canvas or elsewhere.
 */
function mouseClick(x: number, detail: number, onCanvas = true): void {
  const target = onCanvas ? canvasElement : {};
  if (onCanvas) fire('pointerdown', x, 10);
  for (const f of windowListeners.get('mousedown') ?? []) f({ target, detail });
  if (onCanvas) for (const f of listeners.get('mousedown') ?? []) f({ target, detail });
  if (onCanvas) fire('pointerup', x, 10);
}

beforeEach(() => {
  vi.useFakeTimers();
  windowListeners = new Map();
  vi.stubGlobal('window', {
    addEventListener: (type: string, fn: Listener) =>
      windowListeners.set(type, [...(windowListeners.get(type) ?? []), fn]),
    removeEventListener() {},
  });
  listeners = new Map();
  clicks = [];
  camera = { zoom: 1, x: 0, y: 0 };
  const canvas = {
    addEventListener: (type: string, fn: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), fn]),
    removeEventListener: () => {},
    getBoundingClientRect: () => ({ left: 0, top: 0 }),
    setPointerCapture() {},
    hasPointerCapture: () => false,
    releasePointerCapture() {},
  } as unknown as HTMLCanvasElement;
  canvasElement = canvas;
  stop = listenToBoard(canvas, {
    camera: () => camera,
    moveCamera: (c) => {
      camera = c;
    },
    hexAt: (x) => hexAt(x),
    skipAnimation() {},
    onHexClick: (h) => clicks.push(h),
    onHexHover() {},
  });
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a click on the battlefield', () => {
  test('the main button pressed and let go in place clicks the hex under it', () => {
    fire('pointerdown', 120, 10);
    fire('pointerup', 122, 11);
    expect(clicks).toEqual([hexAt(120)]);
  });

  test("a right click gives no order (its press is not the map's, so neither is its lift)", () => {
    fire('pointerdown', 120, 10, { button: 2 });
    fire('pointerup', 120, 10, { button: 2 });
    expect(clicks).toEqual([]);
  });

  test('a drag begun elsewhere on the page and let go over the map gives no order', () => {
    fire('pointerup', 120, 10);
    expect(clicks).toEqual([]);
  });

  test('a mouse moved past 5 px pans the map and clicks nothing', () => {
    fire('pointermove', 100, 10);
    fire('pointerdown', 100, 10);
    fire('pointermove', 108, 10);
    fire('pointerup', 108, 10);
    expect(clicks).toEqual([]);
    expect(camera.x).toBe(8);
  });
});

describe('a double click', () => {
  test('on the map: both clicks are clicks (a hex chosen, then chosen again)', () => {
    mouseClick(120, 1);
    mouseClick(120, 2);
    expect(clicks).toEqual([hexAt(120), hexAt(120)]);
  });

  test('whose first click closed a cover over the map: its second, landing on the map, is no click there', () => {
    mouseClick(120, 1, false);
    mouseClick(120, 2);
    expect(clicks).toEqual([]);
    // The next click, a new one, is a click again.
    mouseClick(120, 1);
    expect(clicks).toEqual([hexAt(120)]);
  });
});

describe('a tap', () => {
  test('a fingertip that rolls 8 px between press and lift still taps the hex it pressed', () => {
    expect(dragThreshold('touch')).toBe(LONG_PRESS_SLOP);
    fire('pointerdown', 100, 10, { pointerType: 'touch' });
    fire('pointermove', 106, 15, { pointerType: 'touch' });
    fire('pointerup', 106, 15, { pointerType: 'touch' });
    expect(clicks).toEqual([hexAt(100)]);
    expect(camera.x).toBe(0);
  });

  test('a finger moved past 10 px pans the map and taps nothing', () => {
    fire('pointerdown', 100, 10, { pointerType: 'touch' });
    fire('pointermove', 112, 10, { pointerType: 'touch' });
    fire('pointerup', 112, 10, { pointerType: 'touch' });
    expect(clicks).toEqual([]);
    expect(camera.x).toBe(12);
  });
});
