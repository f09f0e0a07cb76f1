// A click on an empty hex the selected unit cannot move to says why, as the decision panel does
// (the engine's refusal with its rule: whyNotReach), and keeps the unit selected; Escape deselects.
// A click on empty ground with no order in mind (an enemy's card shown) deselects, as before.
import { describe, expect, it } from 'vitest';
import { awaiting, getBoard, hexKey, parseHexLabel, type GameState, type Hex } from '../../src/engine';
import { browserDeps } from '../../src/store/appStore';
import { commandsFor } from '../../src/store/commands/commands';
import { hexIntents } from '../../src/store/view/hexIntents';
import { unitsAt } from '../../src/store/view/selectors';
import { DEFAULT_INTENT } from '../../src/store/slices/ui';
import { gameStore } from './fixtures';

/** The store the page makes (main.tsx), with this test run's storage. */
const appStore = gameStore(browserDeps());
const { clickHex, escapeKey } = commandsFor(appStore);

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** An empty hex of the battlefield with no intent for the unit (out of its reach). */
function outOfReach(game: GameState, unit: string): Hex {
  const lit = hexIntents({ game, selected: unit, intent: DEFAULT_INTENT });
  const hex = getBoard(game.map).hexAt.find(
    (h) => !lit.has(hexKey(h)) && unitsAt(game, h).length === 0 && game.units[unit].at!.q !== h.q,
  );
  if (!hex) throw new Error('no hex out of reach');
  return hex;
}

describe('a click on a hex out of reach', () => {
  it('R5.2: says why with the rule, moves nothing and keeps the unit selected; Escape then deselects', () => {
    appStore.getState().startGame({ kind: 'quick', seed: 'out-of-reach', field: null });
    const game = appStore.getState().game.game;
    const d = awaiting(game);
    if (d.kind !== 'activate') throw new Error(`the quick game opens on ${d.kind}`);
    const unit = d.units.find((id) => hexIntents({ game, selected: id, intent: DEFAULT_INTENT }).size > 0)!;
    appStore.getState().ui.select(unit);
    clickHex(outOfReach(game, unit));
    const { game: slice, ui } = appStore.getState();
    expect(ui.selected).toBe(unit);
    expect(slice.actions).toHaveLength(0);
    expect(slice.lastError?.rule).toMatch(/^R5\.\d$/);
    expect(slice.lastError?.message).toMatch(/cannot reach|beyond the reach/);
    escapeKey();
    expect(appStore.getState().ui.selected).toBeNull();
  });

  it("R4.3: the lesson's squad, already moved, says it has been activated this phase", async () => {
    expect(appStore.getState().tutorial.start('first-battle').ok).toBe(true);
    const { game, ui } = appStore.getState();
    ui.select('rifles');
    expect(game.dispatch({ type: 'move', unit: 'rifles', path: [parseHexLabel('F8')!] })).toBe(true);
    await settle();
    expect(appStore.getState().game.dispatch({ type: 'defensiveFire', unit: 'sherman', at: 'to' })).toBe(true);
    await settle();
    const after = appStore.getState().game.game;
    expect(appStore.getState().ui.selected).toBe('rifles');
    const lit = hexIntents({ game: after, selected: 'rifles', intent: appStore.getState().ui.intent });
    expect(lit.size).toBe(0);
    const actions = appStore.getState().game.actions.length;
    clickHex(parseHexLabel('F7')!);
    expect(appStore.getState().game.actions).toHaveLength(actions);
    expect(appStore.getState().game.lastError).toMatchObject({
      rule: 'R4.3',
      message: 'M1 Garand Rifle has already been activated this phase',
    });
    expect(appStore.getState().ui.selected).toBe('rifles');
  });

  it('with an enemy selected (no order in mind), a click on empty ground deselects', () => {
    appStore.getState().startGame({ kind: 'quick', seed: 'out-of-reach', field: null });
    const game = appStore.getState().game.game;
    const d = awaiting(game);
    const enemy = Object.values(game.units).find((u) => u.team !== d.team && u.at)!;
    appStore.getState().ui.select(enemy.id);
    clickHex(outOfReach(game, enemy.id));
    expect(appStore.getState().ui.selected).toBeNull();
    expect(appStore.getState().game.lastError).toBeNull();
  });
});
