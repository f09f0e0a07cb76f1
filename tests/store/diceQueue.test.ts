// The rolls waiting to be read (docs/playing.md "Dice and the log", store/game/diceQueue.ts): the person's own
// roll stays until dismissed or they act again, the other side's rolls wait behind it, the fade
// takes only a roll read in full with nothing behind it, and the queue follows the game's history.
import { describe, expect, it } from 'vitest';
import { applyAction, awaiting, legalActions, type GameEvent, type GameState, type TeamId } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { SAMPLE_ARMIES } from '../../src/data/sampleArmies';
import {
  afterAction,
  caughtUp,
  dismissed,
  dwelt,
  EMPTY_DICE_QUEUE,
  isMineOf,
  namesWhoRolled,
  recalled,
  rollsDice,
  startedWith,
  type DiceEntry,
  type DiceQueue,
} from '../../src/store/game/diceQueue';
import { defaultOptions, planGame } from '../../src/store/game/gameOptions';
import type { Step } from '../../src/store/game/history';
import { aiSeat, HUMAN, HUMANS } from '../../src/store/game/players';
import { sampleSetupGame, gameStore } from './fixtures';
import { card, gameAt } from '../helpers';

/** A movement roll (R5.4's kind of roll: one die, 4+). */
function roll(die: number): GameEvent[] {
  return [
    {
      type: 'movementRoll',
      unit: 'u1',
      reason: 'rubble' as never,
      to: { q: 0, r: 0 } as never,
      die,
      success: die >= 4,
    },
  ];
}

const NO_DICE: GameEvent[] = [{ type: 'pivoted', unit: 'u1', facing: 0 as never }];

function entry(events: GameEvent[], mine: boolean, at = 1, by: TeamId | null = mine ? 0 : 1): DiceEntry {
  return { at, events, by, mine };
}

describe('the dice queue: whose roll shows, and for how long', () => {
  it("keeps the person's roll on screen while the other side's rolls wait behind it, oldest first", () => {
    const mine = entry(roll(6), true);
    const ai1 = entry(roll(2), false, 2);
    const ai2 = entry(roll(5), false, 3);
    let q = afterAction(EMPTY_DICE_QUEUE, mine);
    q = afterAction(q, ai1);
    q = afterAction(q, ai2);
    expect(q.current).toBe(mine);
    expect(q.waiting).toEqual([ai1, ai2]);
    // Dismissed one by one, in the order rolled.
    q = dismissed(q);
    expect(q.current).toBe(ai1);
    expect(q.waiting).toEqual([ai2]);
    q = dismissed(q);
    expect(q.current).toBe(ai2);
    expect(dismissed(q)).toEqual(EMPTY_DICE_QUEUE);
  });

  it('an action of the other side without dice changes nothing on screen', () => {
    const q = afterAction(EMPTY_DICE_QUEUE, entry(roll(6), true));
    expect(afterAction(q, entry(NO_DICE, false, 2))).toBe(q);
  });

  it('the person acting again dismisses every roll before it, with dice or without', () => {
    let q = afterAction(EMPTY_DICE_QUEUE, entry(roll(6), true));
    q = afterAction(q, entry(roll(1), false, 2));
    const again = entry(roll(3), true, 3);
    expect(afterAction(q, again)).toEqual({ current: again, waiting: [], faded: false, recalled: false });
    expect(afterAction(q, entry(NO_DICE, true, 3))).toEqual(EMPTY_DICE_QUEUE);
  });

  it("shows the other side's roll at once when nothing is on screen, or only the button of a roll already read", () => {
    const ai = entry(roll(4), false, 2);
    expect(afterAction(EMPTY_DICE_QUEUE, ai).current).toBe(ai);
    const read = dwelt(afterAction(EMPTY_DICE_QUEUE, entry(roll(6), true)), roll(6));
    // (a different events array: not the roll on screen, so nothing fades)
    expect(read.faded).toBe(false);
    const mine = entry(roll(6), true);
    const faded = dwelt(afterAction(EMPTY_DICE_QUEUE, mine), mine.events);
    expect(faded.faded).toBe(true);
    expect(afterAction(faded, ai)).toEqual({ current: ai, waiting: [], faded: false, recalled: false });
  });

  it('the fade never takes a roll with others waiting behind it, nor one brought back from the button', () => {
    const mine = entry(roll(6), true);
    const waiting = afterAction(afterAction(EMPTY_DICE_QUEUE, mine), entry(roll(2), false, 2));
    expect(dwelt(waiting, mine.events)).toBe(waiting);
    const alone = afterAction(EMPTY_DICE_QUEUE, mine);
    const faded = dwelt(alone, mine.events);
    expect(faded).toEqual({ ...alone, faded: true });
    const back = recalled(faded);
    expect(back).toEqual({ ...alone, recalled: true });
    expect(dwelt(back, mine.events)).toBe(back);
    // Nothing to bring back when nothing faded.
    expect(recalled(alone)).toBe(alone);
  });

  it('counts as dice what the tray draws: an attack that rolled none at this range is not a roll', () => {
    expect(rollsDice(roll(3))).toBe(true);
    expect(rollsDice(NO_DICE)).toBe(false);
    const noDice = { type: 'attack', rolls: [{ dice: [] }], strikes: [{ defenseDice: [] }] } as unknown as GameEvent;
    expect(rollsDice([noDice])).toBe(false);
    expect(startedWith([noDice], 0)).toEqual(EMPTY_DICE_QUEUE);
  });

  it("heads the other side's roll with its name, but not an initiative roll (R3.1, R4.1: both sides roll it, whoever ended the turn)", () => {
    const initiative: GameEvent = {
      type: 'initiativeRolled',
      turn: 2,
      rolls: [
        [
          { dice: [3, 4], bonus: 2, total: 9 },
          { dice: [1, 2], bonus: 2, total: 5 },
        ],
      ],
      winner: 0,
    };
    expect(namesWhoRolled(entry(roll(3), false))).toBe(true);
    expect(namesWhoRolled(entry(roll(3), true))).toBe(false);
    expect(namesWhoRolled(entry([initiative], false))).toBe(false);
    expect(namesWhoRolled(entry([...roll(5), initiative], false))).toBe(true);
    expect(namesWhoRolled(entry(roll(3), false, 0, null))).toBe(false);
  });
});

describe('who is the person at this screen', () => {
  it('against the AI, the human side; two people at the screen, both; nobody playing here, every side', () => {
    expect([0, 1].map((t) => isMineOf([HUMAN, aiSeat('normal')], null)(t as TeamId))).toEqual([true, false]);
    expect([0, 1].map((t) => isMineOf(HUMANS, null)(t as TeamId))).toEqual([true, true]);
    expect([0, 1].map((t) => isMineOf([aiSeat('easy'), aiSeat('hard')], null)(t as TeamId))).toEqual([true, true]);
    // Online: this browser's seat only; a spectator sees each roll alone.
    expect([0, 1].map((t) => isMineOf(HUMANS, { role: { kind: 'player', team: 1 } } as never)(t as TeamId))).toEqual([
      false,
      true,
    ]);
    expect([0, 1].map((t) => isMineOf(HUMANS, { role: { kind: 'spectator' } } as never)(t as TeamId))).toEqual([
      true,
      true,
    ]);
  });
});

describe('the queue follows the game', () => {
  // Two states of a real setup: the initiative winner places the first marker, then the other team (R3.2).
  const first = sampleSetupGame(0, 1, 'dice-queue');
  const r = applyAction(first, legalActions(first)[0]);
  if (!r.ok) throw new Error(r.error.message);
  const second = r.state;
  const winner = awaiting(first).team!;
  const opening = roll(5);
  const initial = first;
  const step = (before: GameState, events: GameEvent[]): Step => ({ before, events });
  const humanIsWinner = (t: TeamId) => t === winner;

  it("an action appended is a roll of the team who decided it: the other side's waits behind the person's", () => {
    const mine = step(first, roll(6));
    const theirs = step(second, roll(2));
    let q = caughtUp(EMPTY_DICE_QUEUE, null, { initial, steps: [], actions: [], lastEvents: opening }, humanIsWinner);
    expect(q.current).toMatchObject({ at: 0, events: opening, by: null });
    const basis0 = { initial, steps: [], actions: [], lastEvents: opening };
    // Two actions appended at once (the AI answered before the screen looked): both are followed.
    q = caughtUp(q, basis0, { initial, steps: [mine, theirs], actions: [], lastEvents: theirs.events }, humanIsWinner);
    expect(q.current).toEqual({ at: 1, events: mine.events, by: winner, mine: true });
    expect(q.waiting).toEqual([{ at: 2, events: theirs.events, by: 1 - winner, mine: false }]);
  });

  it('an undo, another game or a reload starts again from the events shown; the same history changes nothing', () => {
    const mine = step(first, roll(6));
    const theirs = step(second, roll(2));
    const basis = { initial, steps: [mine, theirs], actions: [], lastEvents: theirs.events };
    const q: DiceQueue = {
      current: entry(mine.events, true),
      waiting: [entry(theirs.events, false, 2)],
      faded: false,
      recalled: false,
    };
    expect(caughtUp(q, basis, basis, humanIsWinner)).toBe(q);
    // Undo: the steps shrink, the tray shows nothing (no events shown).
    expect(caughtUp(q, basis, { initial, steps: [mine], actions: [], lastEvents: [] }, humanIsWinner)).toEqual(
      EMPTY_DICE_QUEUE,
    );
    // Another game: its opening roll.
    const other = sampleSetupGame(1, 0, 'dice-queue-2');
    expect(
      caughtUp(q, basis, { initial: other, steps: [], actions: [], lastEvents: opening }, humanIsWinner).current
        ?.events,
    ).toBe(opening);
    // The history replaced with the same events shown (a finished online game revealed): what is on screen stays.
    expect(
      caughtUp(
        q,
        basis,
        {
          initial,
          steps: [step(first, mine.events), step(second, theirs.events)],
          actions: [],
          lastEvents: theirs.events,
        },
        humanIsWinner,
      ),
    ).toBe(q);
  });
});

describe('a stay the page plays for the person is not their act', () => {
  it('an automatic stay (a Speed 0 gun, R4.3) leaves the rolls on screen; a stay of a unit with a choice dismisses them', () => {
    const gun = card('gun0', 'Infantry Artillery Large', {
      speed: 0,
      defense: 3,
      attack: { infantry: [6, 5, 4], vehicle: [6, 5, 4] },
    });
    const s = gameAt(
      [
        { id: 'g', team: 0, models: ['gun0'], at: [1, 6] },
        { id: 'r', team: 0, models: ['rifle'], at: [3, 6] },
        { id: 'e', team: 1, models: ['rifle'], at: [9, 0] },
      ],
      { cards: [gun] },
    );
    const shown: DiceQueue = {
      current: entry(roll(6), true, 0),
      waiting: [entry(roll(2), false, 0)],
      faded: false,
      recalled: false,
    };
    const basis = { initial: s, steps: [], lastEvents: shown.current!.events };
    const stay = (unit: string) => {
      const step: Step = { before: s, events: [{ type: 'held', unit, phase: 'movement' }] };
      return caughtUp(
        shown,
        basis,
        { initial: s, steps: [step], actions: [{ type: 'hold', unit }], lastEvents: step.events },
        () => true,
      );
    };
    expect(stay('g')).toBe(shown);
    expect(stay('r')).toEqual(EMPTY_DICE_QUEUE);
  });
});

describe('the dice slice in the store', () => {
  function newStore(players = HUMANS) {
    const store = gameStore({ listStorage: null, catalog: CATALOG_BY_ID, now: () => new Date(0), resume: false });
    const plan = planGame(defaultOptions([SAMPLE_ARMIES[0].list, SAMPLE_ARMIES[1].list], 'dice-slice'));
    if (!plan.ok) throw new Error('the sample game does not plan');
    store.getState().ai.setPaused(true);
    const started = store.getState().startGame({ kind: 'setup', setup: plan.value, players });
    if (!started.ok) throw new Error('the sample game does not start');
    return store;
  }

  it("against the AI, the roll on screen stays through the AI's actions without dice, and goes when the person acts", () => {
    const probe = newStore();
    const winner = awaiting(probe.getState().game.game).team!;
    const players: [typeof HUMAN, typeof HUMAN] = [HUMAN, HUMAN];
    players[winner] = aiSeat('easy');
    const store = newStore(players);
    const opening = store.getState().dice.queue.current;
    expect(opening?.at).toBe(0);
    // The AI places its markers (R3.2: 1st, then the person's 2nd...): no dice, the roll stays.
    const play = (by: 'human' | 'ai') =>
      expect(store.getState().game.dispatch(legalActions(store.getState().game.game)[0], by)).toBe(true);
    play('ai');
    expect(store.getState().dice.queue.current).toBe(opening);
    play('human');
    expect(store.getState().dice.queue).toEqual(EMPTY_DICE_QUEUE);
    // Undone, the history is not the one the queue followed: it starts again (nothing shown).
    expect(store.getState().game.undo()).toBeNull();
    expect(store.getState().dice.queue).toEqual(EMPTY_DICE_QUEUE);
  });

  it("shows the setup's initiative roll (R3.1) until dismissed, then nothing; a new game shows its own", () => {
    const store = newStore();
    const q = store.getState().dice.queue;
    expect(q.current?.events.some((e: GameEvent) => e.type === 'initiativeRolled')).toBe(true);
    // The same object while the game does not change (React reads it on every render).
    store.getState().game.clearError();
    expect(store.getState().dice.queue).toBe(q);
    store.getState().dice.dismiss();
    expect(store.getState().dice.queue.current).toBeNull();
    store.getState().startGame({ kind: 'quick', seed: 'dice-slice-2' });
    expect(store.getState().dice.queue.current?.at).toBe(0);
  });

  it("a person's action dismisses the initiative roll; the fade and the button work on the store's queue", () => {
    const store = newStore();
    const { current } = store.getState().dice.queue;
    store.getState().dice.dwelt(current!.events);
    expect(store.getState().dice.queue.faded).toBe(true);
    store.getState().dice.recall();
    expect(store.getState().dice.queue).toMatchObject({ faded: false, recalled: true, current });
    const game = store.getState().game.game;
    expect(store.getState().game.dispatch(legalActions(game)[0])).toBe(true);
    expect(store.getState().dice.queue).toEqual(EMPTY_DICE_QUEUE);
    store.getState().dice.dismissAll();
    expect(store.getState().dice.queue).toEqual(EMPTY_DICE_QUEUE);
  });
});
