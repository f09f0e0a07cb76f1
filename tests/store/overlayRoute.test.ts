// The route to the hovered hex is worked out once per hover: the map and the hover line both ask
// for the overlay on every hex the pointer enters (docs/development.md, "Drawing the battlefield"),
// and it is worked out again when the hover, the game or the selection changes.
import { describe, expect, it } from 'vitest';
import { overlayFor } from '../../src/store/view/overlay';
import { DEFAULT_INTENT } from '../../src/store/slices/ui';
import { at, atPhase, testGame, testMap } from '../helpers';

describe("the overlay's route to the hovered hex", () => {
  const game = atPhase(
    testGame({
      map: testMap(8, 4),
      units: [
        { id: 't', team: 0, models: ['tank'], at: [0, 1], facing: 0 },
        { id: 'e', team: 1, models: ['rifle'], at: [7, 3] },
      ],
    }),
    'movement',
  );
  const input = { game, selected: 't', hover: at(2, 1), intent: DEFAULT_INTENT, showArcs: false };

  it('is the same route while the hover, the game and the selection are the same', () => {
    const first = overlayFor(input).route;
    expect(first?.path).toEqual([at(1, 1), at(2, 1)]);
    expect(overlayFor({ ...input, hover: at(2, 1) }).route).toBe(first);
  });

  it('is worked out again for another hex, and for the first hex again after it', () => {
    const first = overlayFor(input).route;
    const other = overlayFor({ ...input, hover: at(1, 1) }).route;
    expect(other?.path).toEqual([at(1, 1)]);
    const again = overlayFor(input).route;
    expect(again).toEqual(first);
    expect(overlayFor({ ...input, hover: at(6, 0) }).route).toBeNull();
  });

  it('is worked out again when the game changes under the same hover', () => {
    const first = overlayFor(input).route;
    const moved = { ...game, units: { ...game.units, t: { ...game.units.t, at: at(1, 2) } } };
    const route = overlayFor({ ...input, game: moved }).route;
    expect(route).not.toBe(first);
    expect(route?.path[route.path.length - 1]).toEqual(at(2, 1));
    expect(route?.path).not.toEqual(first?.path);
  });
});
