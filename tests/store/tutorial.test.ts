// The first battle (docs/playing.md, "How to play"): the lesson's scenario loads through the engine's scenario
// reader, and played as its hints say, through the store, every step is reached in order, the
// opponent answers from the script, and the scripted dice do what the hints say they do (R5.7
// Defensive Fire offered and hitting, R6.4-R6.6 an attack killing a model, R7.1 scoring).
import { describe, expect, it } from 'vitest';
import { awaiting, parseHexLabel, readScenarioText, type AttackEvent, type GameState } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { TILES } from '../../src/data/tiles';
import { FIRST_BATTLE } from '../../src/data/tutorial/firstBattle';
import type { AppStore } from '../../src/store/appStore';
import { activeLesson, lessonPointer } from '../../src/store/slices/tutorialSlice';
import { MemoryStorage, gameStore } from './fixtures';
import { holds, offScript, opponentAction } from '../../src/store/game/tutorial';

const F8 = parseHexLabel('F8')!;
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function newStore(): AppStore {
  const store = gameStore({ listStorage: null, catalog: CATALOG_BY_ID, now: () => new Date(0), resume: false });
  const r = store.getState().tutorial.start('first-battle');
  if (!r.ok) throw new Error('the lesson does not start');
  return store;
}

const stepOf = (store: AppStore) => FIRST_BATTLE.steps[store.getState().tutorial.step].id;
const attacks = (store: AppStore): AttackEvent[] =>
  store
    .getState()
    .game.steps.flatMap((s) => s.events)
    .filter((e): e is AttackEvent => e.type === 'attack');

/** Opens the page again and again in one tab: the same saved games and the same tab storage each time (a reload). */
function reloadableTab() {
  const storage = new MemoryStorage();
  const tab = new MemoryStorage();
  return () =>
    gameStore({
      listStorage: null,
      catalog: CATALOG_BY_ID,
      now: () => new Date(0),
      resume: true,
      saveStorage: storage,
      tabStorage: tab,
    });
}

describe('the first battle loads', () => {
  it('its scenario reads through readScenarioText: 2 tiles, two units a side, one turn, dice scripted', () => {
    const r = readScenarioText(JSON.stringify(FIRST_BATTLE.scenario), { catalog: CATALOG_BY_ID, tiles: TILES });
    if (!r.ok) throw new Error(r.error.map((e) => e.message).join('; '));
    const s = r.state;
    expect([s.map.cols, s.map.rows]).toEqual([10, 16]);
    expect(Object.values(s.units).filter((u) => u.team === 0)).toHaveLength(2);
    expect(Object.values(s.units).filter((u) => u.team === 1)).toHaveLength(2);
    expect(s.settings.turns).toBe(1);
    expect(s.phase).toBe('movement');
    expect(awaiting(s)).toMatchObject({ kind: 'activate', team: FIRST_BATTLE.player });
    expect(s.rng.script).toEqual((FIRST_BATTLE.scenario as { dice: number[] }).dice);
  });

  it('every step points at something, and every step but the last has a condition', () => {
    for (const [i, step] of FIRST_BATTLE.steps.entries()) {
      expect(step.point.hex ?? step.point.element, step.id).toBeTruthy();
      expect(step.done === null, step.id).toBe(i === FIRST_BATTLE.steps.length - 1);
      expect(step.text, step.id).toMatch(/R\d+\.\d+/);
    }
  });
});

describe('played as the hints say, through the store', () => {
  it('reaches every step in order, R5.7 Defensive Fire and the R6.4-R6.6 attack hit as scripted, R7.1 scores 3 to 1', async () => {
    const store = newStore();
    const seen: string[] = [];
    const see = () => seen[seen.length - 1] !== stepOf(store) && seen.push(stepOf(store));
    const ui = () => store.getState().ui;
    const game = () => store.getState().game.game;
    see();
    expect(activeLesson(store.getState())?.id).toBe('first-battle');

    // Movement Phase: the squad onto the marker (R5.1, R7.1).
    ui().select('rifles');
    see();
    expect(store.getState().game.dispatch({ type: 'move', unit: 'rifles', path: [F8] })).toBe(true);
    await settle();
    see();
    // The opponent's scripted step from D8 to E8 past the Sherman: Defensive Fire is offered to the player (R5.7).
    const offer = awaiting(game());
    expect(offer).toMatchObject({ kind: 'defensiveFire', team: 0 });
    expect(stepOf(store)).toBe('defensive-fire');
    expect(store.getState().game.dispatch({ type: 'defensiveFire', unit: 'sherman', at: 'to' })).toBe(true);
    await settle();
    see();
    const df = attacks(store)[0];
    expect(df.context).toBe('defensiveFire');
    expect(df.rolls[0].dice).toHaveLength(9);
    expect(df.strikes[0]).toMatchObject({ successes: 5, saved: 0, defense: 4, casualty: true });
    expect(game().units.grenadiers.models).toHaveLength(5);

    ui().select('sherman');
    see();
    store.getState().game.dispatch({ type: 'hold', unit: 'sherman' });
    await settle();
    // The opponent's gun stayed: the Assault Phase, the player first (R4.5).
    expect(game().phase).toBe('assault');
    expect(awaiting(game())).toMatchObject({ kind: 'activate', team: 0 });

    // Still selected, the Sherman is given its Attack at once; deselected, the lesson asks for it first.
    expect(stepOf(store)).toBe('assault');
    ui().select(null);
    see();
    ui().select('sherman');
    see();
    ui().setIntent({ kind: 'attack', model: 'all', weapon: 'normal', profile: null });
    see();
    ui().aim('grenadiers');
    see();
    expect(store.getState().game.dispatch({ type: 'attack', unit: 'sherman', model: 7, target: 'grenadiers' })).toBe(
      true,
    );
    await settle();
    see();
    const shot = attacks(store)[1];
    expect(shot.range).toBe(1);
    expect(shot.strikes[0]).toMatchObject({ successes: 5, saved: 0, defense: 4, casualty: true });
    expect(game().units.grenadiers.models).toHaveLength(4);

    ui().select('rifles');
    see();
    store.getState().game.dispatch({ type: 'hold', unit: 'rifles' });
    await settle();
    see();
    expect(game().phase).toBe('ended');
    expect(game().score.turns[0].points).toEqual([3, 1]);
    expect(game().winner).toBe(0);
    expect(seen).toEqual(FIRST_BATTLE.steps.map((s) => s.id));
    expect(offScript(FIRST_BATTLE, store.getState().game.actions)).toBeNull();
  });

  it('a step is done only by the player: selecting another unit does not pass "activate"; deselecting takes the hint back', () => {
    const store = newStore();
    store.getState().ui.select('sherman');
    expect(stepOf(store)).toBe('activate');
    store.getState().ui.select('rifles');
    expect(stepOf(store)).toBe('move');
    store.getState().ui.select(null);
    expect(stepOf(store)).toBe('activate');
  });

  it("in the Assault Phase with the squad selected, the lesson asks for the Sherman before outlining Attack (its Attack button is the selected unit's)", async () => {
    const store = newStore();
    const g = () => store.getState().game;
    expect(g().dispatch({ type: 'move', unit: 'rifles', path: [F8] })).toBe(true);
    await settle();
    expect(g().dispatch({ type: 'defensiveFire', unit: 'sherman', at: 'to' })).toBe(true);
    await settle();
    store.getState().ui.select('sherman');
    expect(g().dispatch({ type: 'hold', unit: 'sherman' })).toBe(true);
    await settle();
    expect(g().game.phase).toBe('assault');
    expect(stepOf(store)).toBe('assault');
    // The player clicks the squad in F8 (next to the enemy squad, so its own Attack is offered, R4.5).
    store.getState().ui.select('rifles');
    expect(stepOf(store)).toBe('select-sherman-assault');
    expect(lessonPointer(store.getState()), 'the pointer is on the Sherman, no Attack button outlined').toEqual({
      hex: parseHexLabel('E9'),
      element: null,
    });
    // The squad's Attack pressed does not pass the step; the Sherman selected leads to its Attack.
    store.getState().ui.setIntent({ kind: 'attack', model: 'all', weapon: 'normal', profile: null });
    expect(stepOf(store)).toBe('select-sherman-assault');
    store.getState().ui.select('sherman');
    expect(stepOf(store)).toBe('assault');
    expect(lessonPointer(store.getState()).element).toBe('[data-tutorial="order-attack"]');
  });

  it('off the script (holding fire), the lesson says so and the opponent still answers with a plain legal action', async () => {
    const store = newStore();
    store.getState().game.dispatch({ type: 'move', unit: 'rifles', path: [F8] });
    await settle();
    store.getState().game.dispatch({ type: 'passDefensiveFire' });
    await settle();
    const actions = store.getState().game.actions;
    expect(offScript(FIRST_BATTLE, actions)).toBe(2);
    // The player activates the Sherman to stay; then the opponent's gun must answer.
    store.getState().game.dispatch({ type: 'hold', unit: 'sherman' });
    await settle();
    expect(store.getState().game.game.phase).toBe('assault');
    const g: GameState = store.getState().game.game;
    expect(opponentAction(FIRST_BATTLE, g, store.getState().game.actions)).toBeNull();
  });

  it("a lesson's game reloaded is taught again at its step, its opponent still answering", async () => {
    const open = reloadableTab();
    const first = open();
    first.getState().tutorial.start('first-battle');
    first.getState().game.dispatch({ type: 'move', unit: 'rifles', path: [F8] });
    await settle();
    expect(awaiting(first.getState().game.game).kind).toBe('defensiveFire');
    const again = open();
    expect(activeLesson(again.getState())?.id).toBe('first-battle');
    expect(stepOf(again)).toBe('defensive-fire');
    again.getState().game.dispatch({ type: 'defensiveFire', unit: 'sherman', at: 'from' });
    again.getState().game.dispatch({ type: 'hold', unit: 'sherman' });
    await settle();
    // The opponent's gun stayed by the lesson's script: the Assault Phase.
    expect(again.getState().game.game.phase).toBe('assault');
  });

  it('a lesson skipped stays skipped when its game is reloaded in the same tab; starting the lesson again teaches it', () => {
    const open = reloadableTab();
    const first = open();
    first.getState().tutorial.start('first-battle');
    first.getState().game.dispatch({ type: 'move', unit: 'rifles', path: [F8] });
    first.getState().tutorial.stop();
    const again = open();
    // The lesson's game is back, played on without the hints.
    expect(again.getState().game.actions).toHaveLength(1);
    expect(activeLesson(again.getState())).toBeNull();
    again.getState().tutorial.start('first-battle');
    expect(activeLesson(again.getState())?.id).toBe('first-battle');
    expect(stepOf(again)).toBe('activate');
  });

  it('another game begun ends the lesson; the lesson begun again is taught from its first step', () => {
    const store = newStore();
    store.getState().ui.select('rifles');
    store.getState().startGame({ kind: 'quick', seed: 'x' });
    expect(activeLesson(store.getState())).toBeNull();
    expect(store.getState().tutorial.lesson).toBeNull();
    store.getState().tutorial.start('first-battle');
    expect(stepOf(store)).toBe('activate');
  });

  it('R4.3: a unit counts as activated in a phase once its activation is over, or the phase is', () => {
    const store = newStore();
    const v = (game: GameState) => ({ game, selected: null, intent: { kind: 'move' }, aimedAt: null });
    const cond = { kind: 'activated', unit: 'rifles', phase: 'movement' } as const;
    expect(holds(cond, v(store.getState().game.game))).toBe(false);
    store.getState().game.dispatch({ type: 'move', unit: 'rifles', path: [F8] });
    expect(holds(cond, v(store.getState().game.game))).toBe(true);
  });
});
