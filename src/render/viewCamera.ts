// The map view's camera as it stands (camera.ts holds the math): where the world is on the screen,
// the board's quarter turn, and whether the player moved the view (then a resize keeps it rather
// than fitting the battlefield again). BoardView applies it to its containers; the input
// (boardInput.ts) moves it.
import type { Hex } from '../engine';
import { fitView, hexAtScreen, hexToScreen, zoomAt, type Camera } from './camera';
import type { Point } from './layout';

export interface ViewSize {
  width: number;
  height: number;
}

export class ViewCamera {
  camera: Camera = { zoom: 1, x: 0, y: 0 };
  /** 0, or 1 for a quarter turn clockwise (the top team on the right, the bottom team on the left). */
  quarterTurns: 0 | 1 = 0;
  movedByPlayer = false;

  /**
   * Fits a battlefield of cols x rows to the view. A battlefield much taller than wide is turned a
   * quarter in a wide view, so the teams face each other left and right and the hexes stay large.
   * True when the turn changed.
   */
  fit(cols: number, rows: number, view: ViewSize): boolean {
    const { quarterTurns, camera } = fitView(cols, rows, view);
    const turned = quarterTurns !== this.quarterTurns;
    this.quarterTurns = quarterTurns;
    this.camera = camera;
    this.movedByPlayer = false;
    return turned;
  }

  /** The player moved the view (a drag, a pinch, the wheel, a zoom key, the minimap). */
  move(camera: Camera): void {
    this.camera = camera;
    this.movedByPlayer = true;
  }

  zoomBy(factor: number, view: ViewSize): void {
    this.move(zoomAt(this.camera, { x: view.width / 2, y: view.height / 2 }, factor));
  }

  /** Centres the view on a (turned) world point: a click on the minimap. */
  centreOn(p: Point, view: ViewSize): void {
    const { zoom } = this.camera;
    this.move({ zoom, x: view.width / 2 - p.x * zoom, y: view.height / 2 - p.y * zoom });
  }

  /** Where a hex's centre is in the view. */
  hexToView(h: Hex): Point {
    return hexToScreen(this.camera, this.quarterTurns, h);
  }

  /** The hex of a cols x rows battlefield under a point of the view (null: off the battlefield). */
  hexAt(cols: number, rows: number, p: Point): Hex | null {
    return hexAtScreen(this.camera, this.quarterTurns, cols, rows, p);
  }
}
