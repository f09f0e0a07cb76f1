// Facings (R5.5) are named as the player sees the map: on a battlefield shown turned a quarter,
// the map's W hexside points up and is called N, by the unit card, the facing control and the
// log alike (facingNames.ts).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { describeEvent, DIR_NAMES, DIRS, neighbor, type Dir } from '../../src/engine';
import { hexToWorld, turnPoint } from '../../src/render/layout';
import { browserDeps } from '../../src/store/appStore';
import { dirNaming, facingName, facingWord, screenDegrees } from '../../src/store/view/facingNames';
import { logOf, replayGame } from '../../src/store/game/history';
import { unitTip } from '../../src/store/view/unitTip';
import { UnitPanel } from '../../src/ui/UnitPanel';
import { FacingControl } from '../../src/ui/setup/FacingControl';
import { gameAt } from '../helpers';
import { inStore, gameStore } from './fixtures';

/** The store the page makes (main.tsx), with this test run's storage. */
const appStore = gameStore(browserDeps());

const COMPASS: Record<string, number> = { E: 0, SE: 45, S: 90, SW: 135, W: 180, NW: 225, N: 270, NE: 315 };

/** Degrees clockwise from east at which the renderer draws hexside `d` of a hex (board turned `turns` quarters). */
function drawnDegrees(d: Dir, turns: 0 | 1): number {
  const from = turnPoint(hexToWorld({ q: 0, r: 0 }), turns);
  const to = turnPoint(hexToWorld(neighbor({ q: 0, r: 0 }, d)), turns);
  return ((Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI + 360) % 360;
}

function angleGap(a: number, b: number): number {
  const g = Math.abs(a - b) % 360;
  return Math.min(g, 360 - g);
}

describe('facing names as the screen shows them', () => {
  it('an unturned board keeps the map compass: E, SE, SW, W, NW, NE', () => {
    expect(DIRS.map((d) => facingName(d, 0))).toEqual(DIR_NAMES);
  });

  it("a board turned a quarter clockwise names each hexside where it points: the map's W is up (N), its E down (S)", () => {
    expect(DIRS.map((d) => facingName(d, 1))).toEqual(['S', 'SW', 'NW', 'N', 'NE', 'SE']);
    expect(DIRS.map((d) => facingWord(d, 1))).toEqual([
      'south',
      'south-west',
      'north-west',
      'north',
      'north-east',
      'south-east',
    ]);
  });

  it('each name is the compass point nearest the way the renderer draws that hexside, and six hexsides get six names', () => {
    for (const turns of [0, 1] as const) {
      for (const d of DIRS) {
        expect(angleGap(screenDegrees(d, turns), drawnDegrees(d, turns))).toBeLessThan(0.001);
        expect(angleGap(COMPASS[facingName(d, turns)], drawnDegrees(d, turns))).toBeLessThan(15.01);
      }
      expect(new Set(DIRS.map((d) => facingName(d, turns))).size).toBe(6);
    }
  });

  it('the word is the name spelt out', () => {
    const initials = (w: string) =>
      w
        .split('-')
        .map((p) => p[0].toUpperCase())
        .join('');
    for (const turns of [0, 1] as const)
      for (const d of DIRS) expect(initials(facingWord(d, turns))).toBe(facingName(d, turns));
  });
});

describe('one naming in the log, the unit card and the facing control', () => {
  const tankFacingWest = () =>
    gameAt([
      { id: 'tank', team: 0, models: ['tank'], at: [4, 4], facing: 3 },
      { id: 'foe', team: 1, models: ['rifle'], at: [4, 0] },
    ]);

  it('the log names a pivot as the screen shows it; without a naming, by the map compass', () => {
    const game = tankFacingWest();
    const h = replayGame(game, [{ type: 'pivot', unit: 'tank', facing: 0 }]);
    expect(h).not.toBeNull();
    const line = (naming?: ReturnType<typeof dirNaming>) => logOf(h!, naming).find((l) => l.type === 'pivoted')!.text;
    expect(line()).toContain('turns to face E (R5.5)');
    expect(line(dirNaming(0))).toContain('turns to face E (R5.5)');
    expect(line(dirNaming(1))).toContain('turns to face S (R5.5)');
    // The same event through the engine, with and without the naming.
    const pivoted = { type: 'pivoted', unit: 'tank', facing: 3 } as const;
    expect(describeEvent(game, pivoted as never, dirNaming(1))).toContain('face N');
    expect(describeEvent(game, pivoted as never)).toContain('face W');
  });

  it("the unit card and the facing control say N for the map's W on a turned board, W on an unturned one", () => {
    (appStore as { getInitialState: () => unknown }).getInitialState = () => appStore.getState();
    appStore.getState().startGame({ kind: 'replayed', history: replayGame(tankFacingWest(), [])! });
    appStore.getState().ui.select('tank');
    const card = () =>
      renderToString(inStore(appStore, createElement(UnitPanel))).match(/data-testid="unit-facing">([^<]*)</)?.[1];
    const lit = () =>
      renderToString(inStore(appStore, createElement(FacingControl, { facing: 3, onChange: () => {} }))).match(
        /aria-pressed="true"[^>]*>([^<]*)</,
      )?.[1];
    appStore.getState().ui.setQuarterTurns(1);
    expect(card()).toBe('N');
    expect(lit()).toBe('N');
    appStore.getState().ui.setQuarterTurns(0);
    expect(card()).toBe('W');
    expect(lit()).toBe('W');
  });

  it('R3.3: the card of a unit being placed names the facing the control shows, not the one it was created with', () => {
    (appStore as { getInitialState: () => unknown }).getInitialState = () => appStore.getState();
    const game = tankFacingWest();
    const waiting = {
      ...game,
      units: {
        ...game.units,
        tank: { ...game.units.tank, status: 'undeployed' as const, at: null, facing: 5 as const },
      },
    };
    appStore.getState().startGame({ kind: 'replayed', history: replayGame(waiting, [])! });
    appStore.getState().ui.select('tank');
    appStore.getState().ui.setIntent({ kind: 'place', facing: 3 });
    appStore.getState().ui.setQuarterTurns(1);
    expect(
      renderToString(inStore(appStore, createElement(UnitPanel))).match(/data-testid="unit-facing">([^<]*)</)?.[1],
    ).toBe('N');
    appStore.getState().ui.setQuarterTurns(0);
  });

  it('the hover tip on a counter names its facing as the card does', () => {
    const game = tankFacingWest();
    expect(unitTip(game, game.units.tank, 1).lines).toContain('Facing N');
    expect(unitTip(game, game.units.tank, 0).lines).toContain('Facing W');
  });
});
