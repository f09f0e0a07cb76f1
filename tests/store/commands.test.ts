// The keyboard's and buttons' commands (store/commands/commands.ts) around an activation's end.
import { describe, expect, it } from 'vitest';
import { actionsOfUnit, awaiting, whyNoAttack } from '../../src/engine';
import { browserDeps } from '../../src/store/appStore';
import { commandsFor } from '../../src/store/commands/commands';
import { HUMANS } from '../../src/store/game/players';
import { at, defensiveFireAmbush, play } from '../helpers';
import { gameStore } from './fixtures';

/** The store the page makes (main.tsx), with this test run's storage. */
const appStore = gameStore(browserDeps());
const { clickHex, endActivation } = commandsFor(appStore);

/** A new quick game in the store, waiting for the first team to activate a unit (R4.1). */
function quickGame(seed: string) {
  appStore.getState().startGame({ kind: 'quick', seed, field: null });
  const game = appStore.getState().game.game;
  const d = awaiting(game);
  if (d.kind !== 'activate') throw new Error(`the quick game opens on ${d.kind}`);
  return { game, d };
}

describe('E after an activation that ended itself (R4.2)', () => {
  it('does nothing: no "No unit is being activated" refusal, no action', () => {
    const { d } = quickGame('end-twice');
    // R5.1: a unit that holds has its activation over at once.
    expect(appStore.getState().game.dispatch({ type: 'hold', unit: d.units[0] })).toBe(true);
    expect(appStore.getState().game.game.activation).toBeNull();
    const actions = appStore.getState().game.actions.length;
    endActivation();
    expect(appStore.getState().game.lastError).toBeNull();
    expect(appStore.getState().game.actions).toHaveLength(actions);
  });

  it('still ends an open activation', () => {
    const { game, d } = quickGame('end-open');
    // A pivot (R5.5) opens the activation without ending it: the engine lists one for a unit with a facing.
    const pivot = d.units.flatMap((id) => actionsOfUnit(game, game.units[id])).find((a) => a.type === 'pivot')!;
    const unit = game.units[(pivot as { unit: string }).unit];
    expect(appStore.getState().game.dispatch(pivot), appStore.getState().game.lastError?.message).toBe(true);
    expect(appStore.getState().game.game.activation?.unit).toBe(unit.id);
    endActivation();
    expect(appStore.getState().game.game.activation).toBeNull();
  });
});

describe('an enemy clicked while one of your units is selected', () => {
  it("shows the enemy's card and keeps your selection; a new selection clears it", () => {
    const { game, d } = quickGame('inspect');
    const mine = game.units[d.units[0]];
    const enemy = Object.values(game.units).find((u) => u.team !== mine.team && u.at)!;
    appStore.getState().ui.select(mine.id);
    clickHex(enemy.at!);
    expect(appStore.getState().ui.selected).toBe(mine.id);
    expect(appStore.getState().ui.inspected).toBe(enemy.id);
    expect(appStore.getState().game.actions, 'looking is not an order').toHaveLength(0);
    appStore.getState().ui.select(null);
    expect(appStore.getState().ui.inspected).toBeNull();
  });

  it("does so in a decision owed mid-resolution too (R5.7 Defensive Fire offered), for the deciding team's unit only", () => {
    // R5.7: the tank (team 0) drives past the bazooka (team 1): team 1 is offered Defensive Fire.
    const moved = play(defensiveFireAmbush(), { type: 'move', unit: 't', path: [at(1, 1), at(2, 1)] }).state;
    expect(awaiting(moved)).toMatchObject({ kind: 'defensiveFire', team: 1 });
    appStore.getState().startGame({
      kind: 'replayed',
      history: { initial: moved, opening: [], game: moved, actions: [], steps: [] },
      players: HUMANS,
    });
    const { units } = appStore.getState().game.game;
    // Team 1's player, their bazooka selected, clicks the enemy tank to read its card.
    appStore.getState().ui.select('e');
    clickHex(units.t.at!);
    expect(appStore.getState().ui.selected, 'your unit stays selected').toBe('e');
    expect(appStore.getState().ui.inspected, "the enemy's card is shown").toBe('t');
    expect(appStore.getState().game.actions, 'looking is no answer to the offer').toHaveLength(0);
    // The tank's unit is not the deciding team's: clicking the bazooka with it selected selects the bazooka.
    appStore.getState().ui.select('t');
    clickHex(units.e.at!);
    expect(appStore.getState().ui.selected).toBe('e');
    expect(appStore.getState().ui.inspected).toBeNull();
  });
});

describe('H, Q, W and A with nothing to act on say why (R4.2, R6.1)', () => {
  const { holdSelected, pivotSelected, aimWithSelected } = commandsFor(appStore);

  it('with no unit selected, each key says to select one first, and nothing is played', () => {
    quickGame('keys-unselected');
    appStore.getState().ui.select(null);
    for (const press of [holdSelected, () => pivotSelected(1), () => pivotSelected(-1), aimWithSelected]) {
      appStore.getState().game.clearError();
      press();
      expect(appStore.getState().game.lastError).toMatchObject({ rule: 'R4.2', message: /Select a unit first/ });
    }
    expect(appStore.getState().game.actions).toHaveLength(0);
  });

  it('A on a unit with no target says why, as the greyed-out Attack button does', () => {
    const { game, d } = quickGame('keys-no-target');
    // Turn 1's Movement Phase: the armies start far apart, so no unit has a target yet.
    const unit = d.units.find((id) => whyNoAttack(game, id) !== null)!;
    appStore.getState().ui.select(unit);
    aimWithSelected();
    expect(appStore.getState().game.lastError).toEqual(whyNoAttack(game, unit));
    expect(appStore.getState().ui.intent.kind).not.toBe('attack');
  });
});
