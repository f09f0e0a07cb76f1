// The AI's reasons in the store (docs/ai.md, "Reasons" and "The review"): each AI action's reason goes
// on the first log line of its action, once per decision (a move's steps to the same destination say
// it once); a game come back from a save gets normal's reasons from the review of its record, asked
// of the worker; the review of the record judges the person's decisions.
import { describe, expect, it } from 'vitest';
import { awaiting, type GameState } from '../../src/engine';
import { chooseAction } from '../../src/ai';
import { reviewGame } from '../../src/ai/review';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { SAMPLE_ARMIES } from '../../src/data/sampleArmies';
import { defaultOptions, planGame } from '../../src/store/game/gameOptions';
import { logLengthAt, replayGame } from '../../src/store/game/history';
import { aiSeat, HUMAN, type AiChooser, type Players } from '../../src/store/game/players';
import type { GameSource } from '../../src/store/appStore';
import { aiReasonLines } from '../../src/store/view/aiLog';
import { gameStore } from './fixtures';

/** The agent and the review answering at once (the worker's stand-in). */
const client: Required<AiChooser> = {
  choose: (state: GameState, options) => Promise.resolve(chooseAction(state, options)),
  review: (initial, actions, reviewed) => Promise.resolve(reviewGame(initial, actions, reviewed)),
};

function storeOf(source: GameSource) {
  const store = gameStore({ listStorage: null, catalog: CATALOG_BY_ID, now: () => new Date(0), resume: false });
  const r = store.getState().startGame(source);
  if (!r.ok) throw new Error('the game does not start');
  store.getState().ai.setPaused(true);
  store.getState().ai.connect(client, () => Promise.resolve());
  return store;
}

function sampleGame(players: Players) {
  const plan = planGame({
    ...defaultOptions([SAMPLE_ARMIES[0].list, SAMPLE_ARMIES[1].list], 'ai-reasons'),
    start: 'placed',
  });
  if (!plan.ok) throw new Error('the sample game does not plan');
  return storeOf({ kind: 'setup', setup: plan.value, players });
}

type Store = ReturnType<typeof sampleGame>;

/** Steps the paused AI `n` times, letting each answer land. */
async function steps(store: Store, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    store.getState().ai.step();
    for (let k = 0; k < 20 && store.getState().ai.thinking !== null; k++) await new Promise((r) => setTimeout(r, 0));
  }
}

const linesOf = (store: Store) => {
  const s = store.getState();
  return aiReasonLines(s.game, s.game.players, s.ai.told, s.ai.review);
};

describe('the AI’s log lines', () => {
  it('say why on the first line of each AI decision, a move’s steps to the same destination once', async () => {
    const store = sampleGame([aiSeat('normal'), aiSeat('normal')]);
    await steps(store, 40);
    const g = store.getState().game;
    expect(g.actions.length).toBe(40);
    const told = store.getState().ai.told;
    const lines = linesOf(store);
    expect(lines.size).toBeGreaterThan(5);
    let continued = 0;
    for (let i = 0; i < g.actions.length; i++) {
      const line = logLengthAt(g, i);
      const why = told[i]?.why;
      expect(why, `action ${i} has its reason told`).toBeDefined();
      const prev = told[i - 1]?.why;
      const a = g.actions[i];
      const b = g.actions[i - 1];
      const goesOn =
        why?.kind === 'move' &&
        prev?.kind === 'move' &&
        prev.to === why.to &&
        a.type === 'move' &&
        b?.type === 'move' &&
        a.unit === b.unit;
      if (goesOn) continued++;
      if (g.steps[i].events.length > 0) expect(lines.get(line), `action ${i}`).toEqual(goesOn ? undefined : why);
    }
    // The sample armies drive several hexes at a time: some steps went on to the same destination.
    expect(continued).toBeGreaterThan(0);
  });

  it('a game come back from a save gets normal’s reasons from the review of its record', async () => {
    const first = sampleGame([HUMAN, aiSeat('normal')]);
    // The AI (team 1) plays the human's side too here, through the AI's own choices: 30 actions.
    for (let i = 0; i < 30; i++) {
      const s = first.getState();
      const team = awaiting(s.game.game).team;
      if (team === 1) await steps(first, 1);
      else s.game.dispatch(chooseAction(s.game.game, { level: 'normal', seed: `h${i}` })!.action);
    }
    const g = first.getState().game;
    const told = first.getState().ai.told;
    expect(Object.keys(told).length).toBeGreaterThan(3);
    const history = replayGame(g.initial, g.actions, g.opening)!;
    const again = storeOf({ kind: 'replayed', history, players: g.players });
    // The driver asks the worker for the review at once: no reason was told in this page.
    await new Promise((r) => setTimeout(r, 0));
    const after = again.getState();
    expect(after.ai.told).toEqual({});
    expect(after.ai.review?.result?.reasons).toHaveLength(g.actions.length);
    const lines = linesOf(again);
    // The AI's lines say what they said before the reload (normal's reason for the action played is its own).
    expect(lines).toEqual(linesOf(first));
    expect(lines.size).toBeGreaterThan(0);
  });
});

describe('the review of a game against the AI', () => {
  it('is asked of the worker for the record as it stands, the person’s team judged', async () => {
    const store = sampleGame([HUMAN, aiSeat('normal')]);
    for (let i = 0; i < 12; i++) {
      const s = store.getState();
      if (awaiting(s.game.game).team === 1) await steps(store, 1);
      else s.game.dispatch(chooseAction(s.game.game, { level: 'easy', seed: `blunder${i}` })!.action);
    }
    store.getState().ai.askReview();
    await new Promise((r) => setTimeout(r, 0));
    const { game, ai } = store.getState();
    expect(ai.review?.actions).toBe(game.actions);
    expect(ai.review?.result).toEqual(reviewGame(game.initial, [...game.actions], [0]));
    // Asked again for the same record: the same review, not asked anew.
    const kept = ai.review;
    store.getState().ai.askReview();
    expect(store.getState().ai.review).toBe(kept);
  });
});
