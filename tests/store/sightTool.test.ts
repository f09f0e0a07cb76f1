// The line-of-sight tool (docs/playing.md "Line of sight"): any two hexes, or a unit and a hex, judged by the
// engine's sightBetween, the function the attack checks use (R6.3, cover R6.5), said in words;
// the tool gives no order, so it works in a replay and changes nothing.
import { describe, expect, it } from 'vitest';
import { canSee, getBoard, hexLabel, type GameState } from '../../src/engine';
import { browserDeps } from '../../src/store/appStore';
import { commandsFor } from '../../src/store/commands/commands';
import { replayGame } from '../../src/store/game/history';
import { viewedGame } from '../../src/store/view/replay';
import {
  NO_PICK,
  overlayWhileSighting,
  pickAfterClick,
  shownLine,
  sightReport,
  sightShown,
  startPick,
} from '../../src/store/view/sightTool';
import seedrandom from 'seedrandom';
import { at, atPhase, card, gameAt, testGame, testMap } from '../helpers';
import { gameStore } from './fixtures';

/** The store the page makes (main.tsx), with this test run's storage. */
const appStore = gameStore(browserDeps());
const { clickHex, openReplay, sightClick, toggleSightTool } = commandsFor(appStore);

/** A map with City, Forest and Hill hexes and Hedges and Cliffs scattered by `seed`. */
function scatteredMap(seed: string, cols: number, rows: number) {
  const rng = seedrandom(seed);
  const hexes: Parameters<typeof testMap>[2] = {};
  const sides: Parameters<typeof testMap>[3] = [];
  const kinds = ['city', 'forest', 'hill'] as const;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      if (rng() < 0.12) hexes[`${col},${row}`] = { terrain: kinds[Math.floor(rng() * 3)] };
      if (col < cols - 1 && rng() < 0.1) sides.push({ col, row, dir: 0, kind: rng() < 0.5 ? 'hedge' : 'cliff' });
    }
  }
  return testMap(cols, rows, hexes, sides);
}

// A 10 x 8 open map with a Forest at E3 (offset 4, 2) and a Hedge on the E side of C6 (2, 5).
const map = testMap(10, 8, { '4,2': { terrain: 'forest' } }, [{ col: 3, row: 5, dir: 0, kind: 'hedge' }]);
const game = gameAt(
  [
    { id: 'a', team: 0, models: ['rifle'], at: [1, 2] },
    { id: 'b', team: 1, models: ['rifle'], at: [7, 6] },
    { id: 'c', team: 1, models: ['rifle'], at: [4, 6] },
  ],
  { map },
);

describe('the line-of-sight report (R6.3)', () => {
  it('a clear line: "B3 sees H3: clear, 6 hexes"', () => {
    const r = sightReport(game, at(1, 4), at(7, 4))!;
    expect(r.clear).toBe(true);
    expect(r.blockers).toEqual([]);
    expect(r.text).toBe(`${hexLabel(at(1, 4))} sees ${hexLabel(at(7, 4))}: clear, 6 hexes (R6.3)`);
  });

  it('R6.3: a Forest between blocks, and the report names it and its hex', () => {
    const r = sightReport(game, at(1, 2), at(7, 2))!;
    expect(r.clear).toBe(false);
    expect(r.blockers[0]).toEqual({ kind: 'terrain', hex: at(4, 2), terrain: 'forest' });
    expect(r.text).toBe(
      `${hexLabel(at(1, 2))} does not see ${hexLabel(at(7, 2))} (6 hexes): blocked by Forest at ${hexLabel(at(4, 2))} (R6.3)`,
    );
  });

  it('R6.3: ground units between block; the ends never do', () => {
    const r = sightReport(game, at(1, 6), at(7, 6))!;
    expect(r.blockers[0]).toEqual({ kind: 'units', hex: at(4, 6) });
    expect(r.text).toContain(`blocked by the units at ${hexLabel(at(4, 6))}`);
    // The unit at B3 looking at the unit at H7: its own hex and the target's do not block.
    expect(sightReport(game, at(4, 6), at(7, 6))!.clear).toBe(true);
  });

  it('R6.3: a Hedge between two intermediate hexes blocks, named with its two hexes', () => {
    const r = sightReport(game, at(1, 5), at(6, 5))!;
    expect(r.blockers[0]).toMatchObject({ kind: 'hexside', hex: at(3, 5), dir: 0, feature: 'hedge' });
    expect(r.text).toContain(`blocked by the Hedge between ${hexLabel(at(3, 5))} and ${hexLabel(at(4, 5))}`);
  });

  it("R6.5: a Hedge on the target's hexside does not block and gives the target its die", () => {
    const r = sightReport(game, at(1, 5), at(4, 5))!;
    expect(r.clear).toBe(true);
    expect(r.text).toContain('+1 defense die there (R6.5)');
  });

  it("R6.5, reading 26: with an Aircraft at an end, the hexside's die is said to be a ground unit's against a ground unit's attack", () => {
    const plane = card('hedgeplane', 'Aircraft', { attack: { infantry: [8, 8, 8], vehicle: [8, 8, 8] } });
    const flown = atPhase(
      testGame({
        map: testMap(8, 8, {}, [{ col: 5, row: 3, dir: 3, kind: 'hedge' }]),
        cards: [plane],
        units: [
          { id: 'plane', team: 0, models: ['hedgeplane'], at: [2, 3] },
          { id: 'rifles', team: 1, models: ['rifle', 'rifle'], at: [5, 3] },
        ],
      }),
      'assault',
    );
    const text = sightReport(flown, at(2, 3), at(5, 3))!.text;
    expect(text).toContain(
      '+1 defense die there for a ground unit attacked by one (none when an Aircraft attacks or is attacked) (R6.5)',
    );
  });

  it('one hex and its neighbour: "1 hex"; a hex and itself always see', () => {
    expect(sightReport(game, at(1, 1), at(2, 1))!.text).toContain('clear, 1 hex (R6.3)');
    expect(sightReport(game, at(1, 1), at(1, 1))).toMatchObject({ clear: true, distance: 0 });
  });

  it('R6.3: a blocked line to a hex with an Aircraft says the Aircraft sees and is seen all the same', () => {
    const plane = card('plane', 'Aircraft', { defense: 4, attack: { infantry: [8, 6, 4], vehicle: [3, 2, 1] } });
    const withPlane = gameAt(
      [
        { id: 'a', team: 0, models: ['rifle'], at: [1, 2] },
        { id: 'p', team: 1, models: ['plane'], at: [7, 2] },
      ],
      { map, cards: [plane] },
    );
    const r = sightReport(withPlane, at(1, 2), at(7, 2))!;
    expect(r.clear).toBe(false);
    expect(r.text).toContain(`an Aircraft at ${hexLabel(at(7, 2))} sees and is seen all the same (R6.3)`);
    expect(sightReport(game, at(1, 2), at(7, 2))!.text).not.toContain('Aircraft');
  });

  it('off the battlefield there is no report (no throw)', () => {
    expect(sightReport(game, at(1, 1), at(40, 1))).toBeNull();
  });

  it('says what the attack checks say: clear exactly when canSee, on random maps with units', () => {
    for (const seed of ['oracle-1', 'oracle-2']) {
      const m = scatteredMap(seed, 14, 12);
      const g = testGame({
        map: m,
        units: [
          { id: 'x', team: 0, models: ['rifle'], at: [3, 3] },
          { id: 'y', team: 1, models: ['rifle'], at: [5, 4] },
        ],
      });
      const hexes = getBoard(m).hexAt;
      for (const from of hexes.filter((_, i) => i % 11 === 0)) {
        for (const to of hexes)
          expect(sightReport(g, from, to)!.clear, `${hexLabel(from)} to ${hexLabel(to)}`).toBe(canSee(g, from, to));
      }
    }
  });
});

describe('picking the hexes', () => {
  it('the first click is the start, the second pins the end, a third starts again', () => {
    const one = pickAfterClick(NO_PICK, at(1, 1));
    expect(one).toEqual({ from: at(1, 1), to: null });
    const two = pickAfterClick(one, at(5, 5));
    expect(two).toEqual({ from: at(1, 1), to: at(5, 5) });
    expect(pickAfterClick(two, at(2, 2))).toEqual({ from: at(2, 2), to: null });
    // Clicking the start again (the unit it started from) keeps it the start.
    expect(pickAfterClick(one, at(1, 1))).toEqual(one);
  });

  it('until the end is pinned the hover stands for it', () => {
    expect(shownLine({ from: at(1, 1), to: null }, at(3, 3))).toEqual({ from: at(1, 1), to: at(3, 3) });
    expect(shownLine({ from: at(1, 1), to: at(4, 4) }, at(3, 3))).toEqual({ from: at(1, 1), to: at(4, 4) });
    expect(shownLine({ from: null, to: null }, at(3, 3))).toBeNull();
    // The pointer still on the first hex: no line until it moves (a pinned one is kept).
    expect(shownLine({ from: at(1, 1), to: null }, at(1, 1))).toBeNull();
    expect(shownLine({ from: at(1, 1), to: at(1, 1) }, at(3, 3))).toEqual({ from: at(1, 1), to: at(1, 1) });
  });

  it('a unit and a hex: the tool starts from the selected unit', () => {
    expect(startPick(game, 'a')).toEqual({ from: at(1, 2), to: null });
    expect(startPick(game, null)).toEqual(NO_PICK);
  });

  it('sightShown: the start alone before a second hex, then the line', () => {
    expect(sightShown(game, { from: at(1, 2), to: null }, null)).toEqual({ from: at(1, 2), report: null });
    expect(sightShown(game, { from: at(1, 2), to: null }, at(7, 2))?.report?.clear).toBe(false);
    expect(sightShown(game, null, at(7, 2))).toBeNull();
  });
});

describe('the map while the tool is on', () => {
  it('no move route follows the pointer (the pointer picks hexes); the lit hexes stay', () => {
    const overlay = {
      marks: [{ hex: at(2, 2), kind: 'reach' as const }],
      route: { start: at(1, 2), path: [at(2, 2)], rolls: [], threats: [], cost: 1, speedLeft: 0, waypoints: [] },
      intents: new Map(),
    };
    expect(overlayWhileSighting(overlay, { from: at(1, 2), to: null })).toEqual({
      marks: overlay.marks,
      route: null,
      intents: overlay.intents,
    });
    expect(overlayWhileSighting(overlay, null)).toBe(overlay);
  });
});

describe('the tool in the store: no order, live or in a replay', () => {
  function start(g: GameState): void {
    appStore.getState().startGame({ kind: 'replayed', history: replayGame(g, [])! });
  }

  it('while on, a click on the map picks a hex and gives no order; off, the click goes to the game', () => {
    start(atPhase(game, 'movement'));
    appStore.getState().ui.select('a');
    toggleSightTool();
    expect(appStore.getState().ui.sight).toEqual({ from: at(1, 2), to: null });
    // A hex the rifle could move to: the tool takes the click, the rifle stays.
    expect(sightClick(at(2, 2))).toBe(true);
    expect(appStore.getState().ui.sight).toEqual({ from: at(1, 2), to: at(2, 2) });
    expect(appStore.getState().game.actions).toHaveLength(0);
    toggleSightTool();
    expect(appStore.getState().ui.sight).toBeNull();
    expect(sightClick(at(2, 2))).toBe(false);
    clickHex(at(2, 2));
    expect(appStore.getState().game.actions.at(-1)).toMatchObject({ type: 'move', unit: 'a' });
  });

  it('in a replay the tool judges the position shown', () => {
    // After the move above, the rifle stands at C3; at the replay's start it was at B3.
    openReplay(0);
    const { game: history, replay } = appStore.getState();
    const shown = viewedGame(history, replay);
    expect(shown.units.a.at).toEqual(at(1, 2));
    appStore.getState().ui.select(null);
    toggleSightTool();
    sightClick(at(0, 6));
    sightClick(at(8, 6));
    const { ui } = appStore.getState();
    expect(sightShown(shown, ui.sight, null)?.report?.blockers[0]).toEqual({ kind: 'units', hex: at(4, 6) });
    expect(appStore.getState().replay.index).toBe(0);
  });
});
