// The battlefield's input, read from the canvas's own DOM events (PixiJS's pointer events are
// not loaded: pixiParts.ts): a click or tap on a hex, the hex under the pointer when it changes,
// a drag that pans, two fingers that pinch, the wheel that zooms, a finger held still (a long
// press: what the mouse's hover shows, docs/playing.md "Touch"), and any click or key that skips
// an animation. It decides nothing: hexes go out to the board's handlers, cameras to moveCamera.
import { hexKey, type Hex } from '../engine';
import { pan, pinch, zoomAt, type Camera } from './camera';
import { LongPress, pastSlop, pressOf, type Press } from './longPress';

export interface BoardInput {
  camera(): Camera;
  /** The player moved the view (a drag, a pinch, the wheel). */
  moveCamera(camera: Camera): void;
  /** The hex under a point of the page (client pixels), null off the battlefield. */
  hexAt(clientX: number, clientY: number): Hex | null;
  skipAnimation(): void;
  /** `shift`: the Shift key was held (a waypoint, README "Moving"). */
  onHexClick(h: Hex, shift: boolean): void;
  /** The hex under the mouse, or under a finger held long (a touch screen has no hover); null: none. */
  onHexHover(h: Hex | null): void;
}

/** Listens on `canvas` (and the window's keys) for the board; gives the function that stops listening. */
export function listenToBoard(canvas: HTMLCanvasElement, board: BoardInput): () => void {
  const cleanups: (() => void)[] = [];
  /** The press of the main button (or a finger) on this canvas, until its lift: only it clicks. */
  let down: (Press & { camX: number; camY: number; dragging: boolean }) | null = null;
  let hovered: string | null = null;
  // Touch: every finger on the canvas; two of them pinch (zoom and pan), and end any tap.
  const fingers = new Map<number, { x: number; y: number }>();
  let pinching = false;
  // A finger (or pen) held still shows the hover of the hex under it, and the hover stays after
  // the finger lifts, to be read, until the next touch: `pinned` (the lift's pointerleave keeps it).
  let pinned = false;
  const hoverAt = (clientX: number, clientY: number) => {
    const h = board.hexAt(clientX, clientY);
    const key = h ? hexKey(h) : null;
    if (key !== hovered) {
      hovered = key;
      board.onHexHover(h);
    }
  };
  const longPress = new LongPress((x, y) => {
    hoverAt(x, y);
    pinned = true;
  });
  const on = <K extends keyof HTMLElementEventMap>(
    type: K,
    fn: (e: HTMLElementEventMap[K]) => void,
    opts?: AddEventListenerOptions,
  ) => {
    canvas.addEventListener(type, fn as EventListener, opts);
    cleanups.push(() => canvas.removeEventListener(type, fn as EventListener));
  };
  // A mouse button's click count (mousedown's detail) chains only presses on this canvas: the
  // second click of a double click whose first closed a cover or a dialog over the map (the hand-off,
  // New game) lands here, and is no click on the map. Any press elsewhere breaks the chain.
  let canvasDetail = 0;
  let chained = true;
  on('mousedown', (e) => {
    chained = e.detail <= 1 || canvasDetail === e.detail - 1;
    canvasDetail = e.detail;
  });
  const elsewhere = (e: MouseEvent) => {
    if (e.target !== canvas) canvasDetail = 0;
  };
  window.addEventListener('mousedown', elsewhere, true);
  cleanups.push(() => window.removeEventListener('mousedown', elsewhere, true));
  const local = (e: PointerEvent) => {
    const rect = canvas.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  on('pointerdown', (e) => {
    const press = pressOf(e);
    if (!press) return;
    // A click while an animation plays skips it to the end, and does what it does: a player
    // who has seen enough loses no click.
    board.skipAnimation();
    canvas.setPointerCapture(e.pointerId);
    if (e.pointerType !== 'mouse') {
      // The next touch puts away what a long press showed.
      if (pinned) {
        pinned = false;
        hovered = null;
        board.onHexHover(null);
      }
      longPress.fingerDown(e.pointerId, e.clientX, e.clientY);
    }
    fingers.set(e.pointerId, local(e));
    if (fingers.size >= 2) {
      pinching = true;
      down = null;
      return;
    }
    const cam = board.camera();
    down = { ...press, camX: cam.x, camY: cam.y, dragging: false };
  });
  on('pointermove', (e) => {
    if (e.pointerType === 'mouse') pinned = false;
    else longPress.fingerMove(e.pointerId, e.clientX, e.clientY);
    // A finger held long slides the hover from hex to hex, as a mouse would; it does not pan.
    if (longPress.holding && fingers.size === 1) {
      hoverAt(e.clientX, e.clientY);
      return;
    }
    if (fingers.has(e.pointerId) && fingers.size >= 2) {
      const [a, b] = [...fingers.keys()];
      const before = [fingers.get(a)!, fingers.get(b)!] as const;
      fingers.set(e.pointerId, local(e));
      board.moveCamera(pinch(board.camera(), before, [fingers.get(a)!, fingers.get(b)!]));
      return;
    }
    if (fingers.has(e.pointerId)) fingers.set(e.pointerId, local(e));
    if (down) {
      const dx = e.clientX - down.x;
      const dy = e.clientY - down.y;
      if (!down.dragging && pastSlop(down, e.clientX, e.clientY)) down.dragging = true;
      if (down.dragging) {
        board.moveCamera(pan({ ...board.camera(), x: down.camX, y: down.camY }, dx, dy));
        return;
      }
    }
    if (pinching) return;
    hoverAt(e.clientX, e.clientY);
  });
  const lift = (e: PointerEvent, cancelled: boolean) => {
    // The lift of a finger held long is no tap: it only leaves the hover shown.
    const held = longPress.fingerUp(e.pointerId);
    fingers.delete(e.pointerId);
    // Only the lift of the press this canvas saw clicks: not another button's (a right click,
    // which the press ignores), nor a drag begun elsewhere on the page and let go over the map.
    const pressed = down !== null && down.id === e.pointerId;
    const wasDrag = down?.dragging ?? false;
    down = null;
    if (canvas.hasPointerCapture(e.pointerId)) canvas.releasePointerCapture(e.pointerId);
    if (pinching) {
      // A pinch is over when the last finger lifts; no finger of it taps.
      if (fingers.size === 0) pinching = false;
      return;
    }
    if (!pressed || wasDrag || cancelled || held || (e.pointerType === 'mouse' && !chained)) return;
    const h = board.hexAt(e.clientX, e.clientY);
    if (h) board.onHexClick(h, e.shiftKey);
  };
  on('pointerup', (e) => lift(e, false));
  // Any key skips an animation (and still does what it does).
  const skip = () => board.skipAnimation();
  window.addEventListener('keydown', skip);
  cleanups.push(() => window.removeEventListener('keydown', skip));
  on('pointercancel', (e) => lift(e, true));
  on('pointerleave', () => {
    if (hovered !== null && !pinned) {
      hovered = null;
      board.onHexHover(null);
    }
  });
  // The browser's own menu for a long press (Chrome's on Android) would cover what the press shows.
  on('contextmenu', (e) => {
    if (longPress.pressing || pinned) e.preventDefault();
  });
  on(
    'wheel',
    (e) => {
      e.preventDefault();
      const rect = canvas.getBoundingClientRect();
      board.moveCamera(
        zoomAt(board.camera(), { x: e.clientX - rect.left, y: e.clientY - rect.top }, Math.exp(-e.deltaY * 0.0015)),
      );
    },
    { passive: false },
  );
  return () => {
    for (const off of cleanups) off();
  };
}
