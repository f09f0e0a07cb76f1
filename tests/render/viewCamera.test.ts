// The map view's camera state (src/render/viewCamera.ts): a fit turns a tall battlefield in a wide
// view and forgets the player's moves; a move, a zoom or a centring is the player's, so a resize
// keeps it (BoardView fits again only when the player has not moved the view).
import { describe, expect, it } from 'vitest';
import { ViewCamera } from '../../src/render/viewCamera';
import { fitView, screenToWorld } from '../../src/render/camera';

const WIDE = { width: 1366, height: 768 };

describe('ViewCamera', () => {
  it("a fit takes the fitted camera and turn, says when the turn changed, and is not the player's move", () => {
    const view = new ViewCamera();
    view.move({ zoom: 2, x: 5, y: 5 });
    const fitted = fitView(12, 40, WIDE);
    expect(view.fit(12, 40, WIDE)).toBe(fitted.quarterTurns !== 0);
    expect(view.camera).toEqual(fitted.camera);
    expect(view.quarterTurns).toBe(fitted.quarterTurns);
    expect(view.movedByPlayer).toBe(false);
    expect(view.fit(12, 40, WIDE)).toBe(false);
  });

  it("a zoom keeps the view's centre in place and is the player's move", () => {
    const view = new ViewCamera();
    view.fit(30, 16, WIDE);
    const centre = { x: WIDE.width / 2, y: WIDE.height / 2 };
    const before = screenToWorld(view.camera, centre);
    view.zoomBy(1.5, WIDE);
    expect(view.movedByPlayer).toBe(true);
    const after = screenToWorld(view.camera, centre);
    expect(after.x).toBeCloseTo(before.x, 6);
    expect(after.y).toBeCloseTo(before.y, 6);
  });

  it('centring on a world point puts it in the middle of the view', () => {
    const view = new ViewCamera();
    view.fit(30, 16, WIDE);
    // A hex's centre on the view is the hex found there.
    const h = view.hexAt(30, 16, { x: 400, y: 300 })!;
    expect(view.hexAt(30, 16, view.hexToView(h))).toEqual(h);
    view.centreOn({ x: 100, y: 200 }, WIDE);
    const { zoom, x, y } = view.camera;
    expect(100 * zoom + x).toBeCloseTo(WIDE.width / 2, 6);
    expect(200 * zoom + y).toBeCloseTo(WIDE.height / 2, 6);
    expect(view.movedByPlayer).toBe(true);
  });
});
