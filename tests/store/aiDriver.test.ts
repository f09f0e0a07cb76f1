// Playing against the AI in the store (docs/ai.md, "For the UI"): the AI slice asks the AI whenever the
// engine's `awaiting` names a team the AI plays, dispatches its answer through the game slice,
// pauses and steps, suggests to the human, and undo takes back the human's decision with the
// AI's replies. The AI here is the real agent behind a synchronous stand-in for the worker.
import { describe, expect, it } from 'vitest';
import { awaiting, legalActions, type GameState } from '../../src/engine';
import { chooseAction } from '../../src/ai';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { SAMPLE_ARMIES } from '../../src/data/sampleArmies';
import { defaultOptions, planGame } from '../../src/store/game/gameOptions';
import { gameFileText, readGameFile } from '../../src/store/files/gameFile';
import { handOffPrompt } from '../../src/store/game/handOff';
import { aiSeat, HUMAN, HUMANS, parsePlayers, type AiChooser, type Players } from '../../src/store/game/players';
import { gameStore } from './fixtures';

/** The agent answering at once, counting the questions. */
function fakeClient(): AiChooser & { asked: number } {
  const c = {
    asked: 0,
    choose(state: GameState, options: Parameters<AiChooser['choose']>[1]) {
      c.asked++;
      return Promise.resolve(chooseAction(state, options));
    },
  };
  return c;
}

function newStore(players: Players, start: 'setup' | 'placed' = 'setup', paused = false) {
  const store = gameStore({ listStorage: null, catalog: CATALOG_BY_ID, now: () => new Date(0), resume: false });
  const plan = planGame({ ...defaultOptions([SAMPLE_ARMIES[0].list, SAMPLE_ARMIES[1].list], 'ai-driver'), start });
  if (!plan.ok) throw new Error('the sample game does not plan');
  const r = store.getState().startGame({ kind: 'setup', setup: plan.value, players });
  if (!r.ok) throw new Error('the sample game does not start');
  store.getState().ai.setPaused(paused);
  const client = fakeClient();
  store.getState().ai.connect(client, () => Promise.resolve());
  return { store, client };
}

/** Lets the AI's promises run until it has nothing more to do. */
async function settle(store: ReturnType<typeof newStore>['store']): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (store.getState().ai.thinking === null) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (store.getState().ai.thinking === null) return;
    }
  }
}

const decider = (store: ReturnType<typeof newStore>['store']) => awaiting(store.getState().game.game);

describe('the AI driver', () => {
  it('plays the AI side whenever awaiting names it, and waits for the human (R3.2: the markers alternate)', async () => {
    const { store } = newStore([HUMAN, aiSeat('normal')]);
    await settle(store);
    // Whoever won the initiative, the AI has placed until the human must decide.
    expect(decider(store).team).toBe(0);
    const before = store.getState().game.actions.length;
    // The human places a marker; the AI answers with its own at once (R3.2).
    store.getState().game.dispatch(legalActions(store.getState().game.game)[0]);
    await settle(store);
    const after = store.getState().game;
    expect(after.actions.length).toBeGreaterThanOrEqual(before + 2);
    expect(awaiting(after.steps[before + 1].before).team).toBe(1);
    expect(decider(store).team).toBe(0);
    expect(store.getState().ai.thinking).toBeNull();
  });

  it('never shows the hot-seat hand-off in a game against the AI, and still does between two people', () => {
    const { store } = newStore([HUMAN, aiSeat('easy')], 'setup', true);
    const game = store.getState().game.game;
    expect(handOffPrompt(game, null, 'every', store.getState().game.players)).toBeNull();
    expect(handOffPrompt(game, null, 'every', HUMANS)).not.toBeNull();
  });

  it('R4.2 a person cannot act for the side the AI plays: a click while the AI owes the decision is refused and changes nothing', () => {
    const { store } = newStore([aiSeat('normal'), aiSeat('easy')], 'setup', true);
    const before = store.getState().game;
    const d = awaiting(before.game);
    expect(d.kind).not.toBe('ended');
    expect(store.getState().game.dispatch(legalActions(before.game)[0])).toBe(false);
    const after = store.getState().game;
    expect(after.game).toBe(before.game);
    expect(after.actions).toHaveLength(0);
    expect(after.lastError?.rule).toBe('R4.2');
    expect(after.lastError?.message).toContain('The AI plays');
    // The same action from the AI's own driver is accepted.
    expect(store.getState().game.dispatch(legalActions(before.game)[0], 'ai')).toBe(true);
  });

  it('AI against AI: paused, it waits; a step plays exactly one action; resumed, it plays to the end of the setup', async () => {
    const { store, client } = newStore([aiSeat('normal'), aiSeat('easy')], 'setup', true);
    await settle(store);
    expect(store.getState().game.actions).toHaveLength(0);
    expect(client.asked).toBe(0);
    store.getState().ai.step();
    await settle(store);
    expect(store.getState().game.actions).toHaveLength(1);
    store.getState().ai.step();
    await settle(store);
    expect(store.getState().game.actions).toHaveLength(2);
    expect(store.getState().game.game.phase).toBe('setup');
  });

  it('a step pressed on the human’s own decision is not kept: once the human acts, the paused AI still waits', async () => {
    // The human gets the team that decides first (the setup's first marker, R3.2).
    const first = decider(newStore([HUMAN, HUMAN], 'setup', true).store).team;
    const { store, client } = newStore(first === 0 ? [HUMAN, aiSeat('easy')] : [aiSeat('easy'), HUMAN], 'setup', true);
    await settle(store);
    expect(decider(store).team).toBe(first);
    // Nothing for the AI to step: the decision is the human's.
    store.getState().ai.step();
    await settle(store);
    expect(store.getState().game.actions).toHaveLength(0);
    // The human decides; the AI owes the next decision and is still paused.
    expect(store.getState().game.dispatch(legalActions(store.getState().game.game)[0])).toBe(true);
    expect(decider(store).team).not.toBe(first);
    await settle(store);
    expect(store.getState().ai.paused).toBe(true);
    expect(store.getState().game.actions, 'the paused AI played an action nobody stepped').toHaveLength(1);
    expect(client.asked).toBe(0);
    // A step pressed now plays that one decision.
    store.getState().ai.step();
    await settle(store);
    expect(store.getState().game.actions).toHaveLength(2);
  });

  it('waits while the replay is open (its clicks give no orders) and goes on when it closes', async () => {
    const { store } = newStore([aiSeat('normal'), aiSeat('normal')], 'setup', true);
    store.getState().replay.open(0);
    store.getState().ai.setPaused(false);
    await settle(store);
    expect(store.getState().game.actions).toHaveLength(0);
    // It goes on by itself; paused once it has played, since the rest of the game (both sides
    // normal, its setup look-ahead at every decision: docs/ai.md, about 130 actions) is not this
    // test's. The answers follow each other without a timer, so the pause is set as the first lands.
    const stop = store.subscribe((s) => {
      if (s.game.actions.length > 0 && !s.ai.paused) s.ai.setPaused(true);
    });
    store.getState().replay.close();
    await settle(store);
    stop();
    expect(store.getState().game.actions.length).toBeGreaterThan(0);
  });

  it('drops an answer to a position the game has left (a new game started while it thought)', async () => {
    const { store } = newStore([aiSeat('normal'), aiSeat('normal')], 'setup', true);
    store.getState().ai.step();
    expect(store.getState().ai.thinking).not.toBeNull();
    // A new game of two people before the answer arrives: the answer must not be played in it.
    const plan = planGame(defaultOptions([SAMPLE_ARMIES[0].list, SAMPLE_ARMIES[1].list], 'other'));
    if (!plan.ok) throw new Error('no plan');
    store.getState().startGame({ kind: 'setup', setup: plan.value });
    await settle(store);
    expect(store.getState().game.actions).toHaveLength(0);
  });

  it('Suggest: the AI’s choice for the human, with its reason, played with one more call', async () => {
    const { store } = newStore([HUMAN, aiSeat('normal')]);
    await settle(store);
    const game = store.getState().game.game;
    await store.getState().ai.suggest();
    const s = store.getState().ai.suggestion;
    expect(s).not.toBeNull();
    expect(s!.why).toBeDefined();
    expect(legalActions(game)).toContainEqual(s!.action);
    const n = store.getState().game.actions.length;
    expect(store.getState().ai.applySuggestion()).toBe(true);
    expect(store.getState().game.actions[n]).toEqual(s!.action);
    await settle(store);
    // Once the game moved on, the suggestion is gone (it answered another position).
    expect(store.getState().ai.suggestion).toBeNull();
  });

  it('Suggest answered after the player picked another unit: the pick stays, the suggestion is still told', async () => {
    const { store } = newStore([HUMAN, aiSeat('normal')], 'placed');
    await settle(store);
    const game = store.getState().game.game;
    await store.getState().ai.suggest();
    const first = store.getState().ai.suggestion!.action;
    expect('unit' in first).toBe(true);
    const suggested = (first as { unit: string }).unit;
    expect(store.getState().ui.selected).toBe(suggested);
    store.getState().ai.clearSuggestion();
    store.getState().ui.select(null);
    const d = awaiting(game);
    const other = d.kind === 'activate' ? d.units.find((u) => u !== suggested) : undefined;
    expect(other).toBeDefined();
    const asked = store.getState().ai.suggest();
    store.getState().ui.select(other!);
    await asked;
    expect(store.getState().ai.suggestion?.action).toEqual(first);
    expect(store.getState().ui.selected).toBe(other);
  });

  it('undo takes back the human’s last decision together with the AI’s replies after it (no dice in the setup markers, R3.2)', async () => {
    const { store } = newStore([HUMAN, aiSeat('normal')]);
    await settle(store);
    const before = store.getState().game.game;
    const n = store.getState().game.actions.length;
    store.getState().game.dispatch(legalActions(before)[0]);
    await settle(store);
    expect(store.getState().game.actions.length).toBeGreaterThan(n + 1);
    expect(store.getState().game.undo()).toBeNull();
    await settle(store);
    expect(store.getState().game.actions).toHaveLength(n);
    expect(store.getState().game.game).toBe(before);
  });

  it('an AI game saved to a file comes back with its players; a file without players is two people’s game', () => {
    const { store } = newStore([HUMAN, aiSeat('hard', 2500)], 'setup', true);
    const g = store.getState().game;
    const read = readGameFile(gameFileText(g.initial, g.actions, new Date(0), g.players));
    expect(read.ok && read.value.players).toEqual([HUMAN, aiSeat('hard', 2500)]);
    const old = readGameFile(gameFileText(g.initial, g.actions, new Date(0)));
    expect(old.ok && old.value.players).toEqual(HUMANS);
    expect(parsePlayers([{ kind: 'ai', level: 'genius' }, HUMAN])).toEqual(HUMANS);
  });

  it('draws each AI move on the map before playing it: the whole route its step begins, kept until a person moves the game on (docs/playing.md "Playing alone", R5.1)', async () => {
    const { store, client } = newStore([aiSeat('normal'), HUMAN], 'placed', true);
    // What the map shows while the AI waits out the pace, before its action is dispatched.
    const seen: { shown: ReturnType<typeof store.getState>['ai']['shown']; game: GameState }[] = [];
    store.getState().ai.connect(client, () => {
      seen.push({ shown: store.getState().ai.shown, game: store.getState().game.game });
      return Promise.resolve();
    });
    // The AI steps its side; the human plays the first listed action, until the AI has drawn a
    // route of several hexes and the human is to decide after it.
    for (let i = 0; i < 200; i++) {
      const routed = seen.some((s) => s.shown && s.shown.path.length > 1);
      if (decider(store).team === 0) store.getState().ai.step();
      else if (routed && store.getState().ai.shown) break;
      else store.getState().game.dispatch(legalActions(store.getState().game.game)[0]);
      await settle(store);
    }
    const routes = seen.filter((s) => s.shown && s.shown.path.length > 1);
    expect(routes.length, 'the AI planned a move of more than one hex').toBeGreaterThan(0);
    for (const { shown, game } of routes) {
      // Drawn in the position the action is played in, through where the unit stands (from where
      // its move began: the hexes walked stay drawn).
      expect(shown!.for).toBe(game);
      const at = game.units[shown!.unit!].at!;
      expect([shown!.start!, ...shown!.path].some((h) => h.q === at.q && h.r === at.r)).toBe(true);
    }
    // The move was played along the drawn route: its unit now stands on the route's first hex or beyond.
    const last = routes[routes.length - 1].shown!;
    const at = store.getState().game.game.units[last.unit!].at!;
    expect(last.path.some((h) => h.q === at.q && h.r === at.r)).toBe(true);
    // Kept after the action while the human looks, until the human moves the game on.
    expect(decider(store).team).toBe(1);
    expect(store.getState().ai.shown?.for).toBe(store.getState().game.game);
    store.getState().game.dispatch(legalActions(store.getState().game.game)[0]);
    await settle(store);
    // (Paused, the AI does not answer: nothing new is drawn.)
    expect(store.getState().ai.shown).toBeNull();
  });

  it('keeps the whole route of the AI’s last move drawn, from where the unit started, after it ends its activation, until the human acts (R5.1: a move is played one hex at a time)', async () => {
    const { store } = newStore([aiSeat('normal'), HUMAN], 'placed', true);
    // The human holds; the AI steps until an activation of its has moved a unit two hexes or more
    // and handed the decision to the human.
    for (let i = 0; i < 100; i++) {
      const g = store.getState().game;
      const d = awaiting(g.game);
      if (d.team === 1) {
        const acts = g.actions;
        let k = acts.length - 1;
        while (k >= 0 && acts[k].type === 'endActivation') k--;
        const moves: Extract<(typeof acts)[number], { type: 'move' }>[] = [];
        while (k >= 0 && acts[k].type === 'move') moves.unshift(acts[k--] as (typeof moves)[number]);
        if (moves.length >= 2 && moves.every((m) => m.unit === moves[0].unit)) {
          const unit = moves[0].unit;
          const start = g.steps[k + 1].before.units[unit].at;
          const shown = store.getState().ai.shown;
          expect(shown, 'the route is still drawn while the human decides').not.toBeNull();
          expect(shown!.unit).toBe(unit);
          expect(shown!.start).toEqual(start);
          expect(shown!.path).toEqual(moves.map((m) => m.path[m.path.length - 1]));
          // The human's action takes it off the map.
          const legal = legalActions(g.game);
          g.dispatch(legal.find((a) => a.type === 'hold') ?? legal[0]);
          await settle(store);
          expect(store.getState().ai.shown).toBeNull();
          return;
        }
        const legal = legalActions(g.game);
        g.dispatch(legal.find((a) => a.type === 'hold') ?? legal[0]);
      } else store.getState().ai.step();
      await settle(store);
    }
    throw new Error('the AI never moved a unit two hexes in one activation');
  });
});
