// A finger held still on the battlefield (docs/playing.md "Touch"): after LONG_PRESS_MS without
// moving more than LONG_PRESS_SLOP pixels, and with no second finger down, it is a long press,
// which shows what a mouse's hover shows (boardInput.ts). Moving, lifting, or a second finger (a
// pinch begins) before then cancels it. Pure bookkeeping over the timer it is given: the tests
// drive it with fake timers (tests/render/longPress.test.ts).

/** How long a finger is held still before the press is a long one (ms): the platforms' own figure. */
export const LONG_PRESS_MS = 500;
/**
 * How far (CSS pixels) a held finger may wander and still be held still, or lift as a tap (a
 * fingertip trembles and rolls: Android's own touch slop is 8 dp); past it the press is a drag
 * that pans (boardInput.ts uses the same distance for a finger or a pen, less for the mouse).
 */
export const LONG_PRESS_SLOP = 10;
/** The mouse's: it holds still better than a finger. */
const MOUSE_SLOP = 5;

/**
 * How far (CSS pixels) a pressed pointer moves before the press is a drag, not a click or a tap
 * (boardInput.ts, and the painted first frame's click in MapView): for a finger or a pen the
 * distance that also ends a long press, so a press is one of the three, never two.
 */
export function dragThreshold(pointerType: string): number {
  return pointerType === 'mouse' ? MOUSE_SLOP : LONG_PRESS_SLOP;
}

/** Where a pointer went down, and how far it may move before the press is a drag (dragThreshold). */
export interface Press {
  id: number;
  x: number;
  y: number;
  slop: number;
}

/** The press `e` begins, or null for a button other than the main one (a right click clicks no hex). */
export function pressOf(
  e: Pick<PointerEvent, 'button' | 'pointerId' | 'clientX' | 'clientY' | 'pointerType'>,
): Press | null {
  return e.button === 0 ? { id: e.pointerId, x: e.clientX, y: e.clientY, slop: dragThreshold(e.pointerType) } : null;
}

/** Whether the pointer, now at (x, y) in client pixels, has gone past its press's slop: a drag, not a click or a tap. */
export function pastSlop(press: Press, x: number, y: number): boolean {
  return Math.hypot(x - press.x, y - press.y) > press.slop;
}

export class LongPress {
  /** The finger being timed, where it went down, and its timer. */
  private press: { id: number; x: number; y: number; timer: ReturnType<typeof setTimeout> } | null = null;
  /** Fingers down now (a second one cancels the press and starts none of its own until all lift). */
  private readonly down = new Set<number>();
  /** The finger whose press became a long one, until it lifts: its lift is no tap. */
  private held: number | null = null;

  /** `fire`: told where (client pixels) the long press is, once its time is up. */
  constructor(private readonly fire: (x: number, y: number) => void) {}

  /** True while a finger held long is still down: its moves show the hover, they do not pan. */
  get holding(): boolean {
    return this.held !== null;
  }

  /** True from a finger's press until its press is over (timed, or held): the page's own long-press menu is not wanted then. */
  get pressing(): boolean {
    return this.press !== null || this.held !== null;
  }

  fingerDown(id: number, x: number, y: number): void {
    this.down.add(id);
    this.stopTimer();
    // A second finger is a pinch: no long press, not even the first finger's.
    if (this.down.size > 1) {
      this.held = null;
      return;
    }
    const timer = setTimeout(() => {
      if (this.press?.timer !== timer) return;
      this.held = this.press.id;
      this.press = null;
      this.fire(x, y);
    }, LONG_PRESS_MS);
    this.press = { id, x, y, timer };
  }

  fingerMove(id: number, x: number, y: number): void {
    if (this.press?.id === id && Math.hypot(x - this.press.x, y - this.press.y) > LONG_PRESS_SLOP) this.stopTimer();
  }

  /** A finger lifted (or the browser took it: pointercancel); true when its press was a long one, so the lift is no tap. */
  fingerUp(id: number): boolean {
    this.down.delete(id);
    if (this.press?.id === id) this.stopTimer();
    if (this.held !== id) return false;
    this.held = null;
    return true;
  }

  private stopTimer(): void {
    if (this.press) clearTimeout(this.press.timer);
    this.press = null;
  }
}
