// The panels that follow the pointer (store/view/hoverPanels.ts; docs/development.md, "Drawing the
// battlefield"): the pointer entering a new hex renders again only the panels whose words changed.
// A panel reads the store through useSyncExternalStore (context.ts useAppKept), which renders it
// again exactly when its selector answers a value that is not Object.is the last one: the renders
// are counted here as those changes, the selectors being the panels' own.
import { describe, expect, it } from 'vitest';
import { budgetOf, hexKey, reachableHexes, type Hex } from '../../src/engine';
import { browserDeps } from '../../src/store/appStore';
import { commandsFor } from '../../src/store/commands/commands';
import { keptWhileEqual } from '../../src/store/view/kept';
import {
  hoverTipShown,
  hoverTipView,
  sameHoverTip,
  sameSightTool,
  sameUnitTooltip,
  sightToolView,
  unitTooltipView,
  type PanelState,
} from '../../src/store/view/hoverPanels';
import type { AppStore } from '../../src/store/appStore';
import { hexUnitTips } from '../../src/store/view/unitTip';
import { gameStore } from './fixtures';

const appStore = gameStore(browserDeps());
const { clickHex } = commandsFor(appStore);

/** Counts, from now on, the renders of a panel reading `select` kept while `equal`: the answers that are new objects. */
function renderCounter<T>(store: AppStore, select: (s: PanelState) => T, equal: (a: T, b: T) => boolean) {
  const kept = keptWhileEqual(select, equal);
  let shown = kept(store.getState());
  const counter = { renders: 0, shown: () => shown };
  store.subscribe((s) => {
    const now = kept(s);
    if (Object.is(now, shown)) return;
    shown = now;
    counter.renders++;
  });
  return counter;
}

/** A quick game on 6 tiles with the active side's tank selected, its reach lit (as npm run measure:render hovers). */
function tankSelected(): { reach: Hex[]; occupied: Hex } {
  appStore.getState().startGame({ kind: 'quick', seed: 'measure-render', field: { tiles: 6 } });
  const game = appStore.getState().game.game;
  const tank = Object.values(game.units).find(
    (u) => u.team === game.active && u.at && /sherman|panzer/i.test(u.models[0].def),
  )!;
  clickHex(tank.at!);
  expect(appStore.getState().ui.selected).toBe(tank.id);
  const reach = reachableHexes(game, tank, budgetOf(game, tank))
    .map((x) => x.hex)
    .filter((h) => hexUnitTips(game, h).length === 0);
  return { reach, occupied: tank.at! };
}

describe('the hover panels render again only when what they show changed', () => {
  it('a move from empty hex to empty hex across the reach renders the hover line each time, the counters’ tooltip and the line-of-sight tool never', () => {
    const { reach } = tankSelected();
    expect(reach.length).toBeGreaterThan(5);
    const { setHover } = appStore.getState().ui;
    setHover(reach[0]);
    const tipShown = renderCounter(appStore, hoverTipShown, Object.is);
    const tip = renderCounter(appStore, hoverTipView, sameHoverTip);
    const tooltip = renderCounter(appStore, unitTooltipView, sameUnitTooltip);
    const sight = renderCounter(appStore, sightToolView, sameSightTool);
    for (const h of reach.slice(1)) setHover(h);
    // The hover line stays: React renders it no more; each hex has its own words (its label and
    // the route's cost to it), written into it by its subscription.
    expect(tipShown.renders).toBe(0);
    expect(tip.renders).toBe(reach.length - 1);
    expect(tip.shown()?.detail).toContain(`Speed`);
    expect(tooltip.renders).toBe(0);
    expect(tooltip.shown()).toBeNull();
    expect(sight.renders).toBe(0);
    expect(sight.shown()).toEqual({ on: false, answer: null, clear: null });
  });

  it('a move inside one hex, or a store change that leaves the words alike, renders none', () => {
    const { reach, occupied } = tankSelected();
    const { setHover } = appStore.getState().ui;
    setHover(occupied);
    const tip = renderCounter(appStore, hoverTipView, sameHoverTip);
    const tooltip = renderCounter(appStore, unitTooltipView, sameUnitTooltip);
    const sight = renderCounter(appStore, sightToolView, sameSightTool);
    // The pointer's moves inside a hex set it again, as a new object.
    setHover({ ...occupied });
    appStore.getState().ui.setSettings({});
    expect([tip.renders, tooltip.renders, sight.renders]).toEqual([0, 0, 0]);
    expect(tooltip.shown()?.tips.length).toBeGreaterThan(0);
    // Off the counters, the tooltip goes (one render), and comes back on them (one more).
    setHover(reach[0]);
    setHover(occupied);
    expect(tooltip.renders).toBe(2);
    expect(hexKey(tooltip.shown()!.hex)).toBe(hexKey(occupied));
  });

  it('while the line-of-sight tool is on, its answer follows the pointer from a picked hex', () => {
    const { reach } = tankSelected();
    const { setHover, setSight } = appStore.getState().ui;
    const sight = renderCounter(appStore, sightToolView, sameSightTool);
    setSight({ from: reach[0], to: null });
    expect(sight.renders).toBe(1);
    setHover(reach[1]);
    setHover(reach[2]);
    expect(sight.renders).toBe(3);
    expect(sight.shown().answer).toMatch(/sees|does not see/);
    setSight(null);
    expect(sight.shown()).toEqual({ on: false, answer: null, clear: null });
  });
});
