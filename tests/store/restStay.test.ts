// R4.3, R4.5: units that can only stay do not cost a click each phase, within the rule of
// alternating activations (R4.2) and never taking a decision the rules leave to the player:
// the store stays automatically only when one unit's stay is the only legal action, and "the
// rest stay this phase" plays one stay per turn of the team while all its units left can only stay.
import { describe, expect, it } from 'vitest';
import { awaiting, canOnlyStay, legalActions, type GameState } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { replayGame } from '../../src/store/game/history';
import { aiSeat, HUMAN, HUMANS } from '../../src/store/game/players';
import { autoStay, offerRestStay, stayOnlyUnits } from '../../src/store/game/restStay';
import { card, gameAt, play } from '../helpers';
import { gameStore } from './fixtures';
import { createAppStore } from '../../src/store/appStore';
import { autoStayEffect } from '../../src/store/effects/effects';

// A Speed 0 gun (Infantry Artillery, no facing): in the Movement Phase it cannot move (R4.3, R5.1).
const gun = card('gun0', 'Infantry Artillery Large', {
  speed: 0,
  defense: 3,
  attack: { infantry: [6, 5, 4], vehicle: [6, 5, 4] },
});

/** Team 0: the units given; team 1: a rifle squad far away, still to act. */
function position(units: { id: string; models: string[]; at: [number, number] }[]): GameState {
  return gameAt(
    [...units.map((u) => ({ ...u, team: 0 as const })), { id: 'e', team: 1, models: ['rifle'], at: [9, 0] }],
    { cards: [gun] },
  );
}

const ORDER = (g: GameState) => ({ team: 0 as const, turn: g.turn, phase: g.phase });

describe('R4.3 a unit that can only stay', () => {
  it('the engine says a Speed 0 gun in the Movement Phase can only stay; a rifle squad can move', () => {
    const s = position([
      { id: 'g', models: ['gun0'], at: [1, 6] },
      { id: 'r', models: ['rifle'], at: [3, 6] },
    ]);
    expect(canOnlyStay(s, 'g')).toBe(true);
    expect(canOnlyStay(s, 'r')).toBe(false);
    // The other team's unit may not be activated now: not "only stay", just not now.
    expect(canOnlyStay(s, 'e')).toBe(false);
    expect(stayOnlyUnits(s)).toEqual(['g']);
  });
});

describe('automatic stays: only when the rules leave no choice (R4.2)', () => {
  it('the last unit the team may activate, able only to stay: its stay is the only legal action, and is played', () => {
    const s = position([{ id: 'g', models: ['gun0'], at: [1, 6] }]);
    expect(legalActions(s)).toEqual([{ type: 'hold', unit: 'g' }]);
    expect(autoStay(s, HUMANS, null, true)).toEqual({ type: 'hold', unit: 'g' });
    expect(autoStay(s, HUMANS, null, false)).toBeNull();
  });

  it('two guns: which stays first is a choice, so nothing is automatic; "the rest stay" is offered', () => {
    const s = position([
      { id: 'g', models: ['gun0'], at: [1, 6] },
      { id: 'h', models: ['gun0'], at: [5, 6] },
    ]);
    expect(autoStay(s, HUMANS, null, true)).toBeNull();
    expect(offerRestStay(s, HUMANS)).toBe(true);
  });

  it('a unit with a choice left: no offer, and an order given earlier waits for the player', () => {
    const s = position([
      { id: 'g', models: ['gun0'], at: [1, 6] },
      { id: 'h', models: ['gun0'], at: [5, 6] },
      { id: 'r', models: ['rifle'], at: [3, 6] },
    ]);
    expect(offerRestStay(s, HUMANS)).toBe(false);
    expect(autoStay(s, HUMANS, ORDER(s), true)).toBeNull();
  });

  it('never for a side the AI plays (it decides itself), nor for an order of another phase', () => {
    const s = position([{ id: 'g', models: ['gun0'], at: [1, 6] }]);
    expect(autoStay(s, [aiSeat('easy'), HUMAN], null, true)).toBeNull();
    const two = position([
      { id: 'g', models: ['gun0'], at: [1, 6] },
      { id: 'h', models: ['gun0'], at: [5, 6] },
    ]);
    expect(autoStay(two, HUMANS, { ...ORDER(two), phase: 'assault' }, true)).toBeNull();
  });
});

describe('"the rest of my units stay this phase": one stay per turn of the team, alternating (R4.2)', () => {
  it("the store plays a stay on each of the team's turns and leaves the other team its own", async () => {
    const s = position([
      { id: 'g', models: ['gun0'], at: [1, 6] },
      { id: 'h', models: ['gun0'], at: [5, 6] },
    ]);
    const store = gameStore({ listStorage: null, catalog: CATALOG_BY_ID, now: () => new Date(0), resume: false });
    const history = replayGame(s, [])!;
    expect(store.getState().startGame({ kind: 'replayed', history }).ok).toBe(true);
    store.getState().stay.order(ORDER(s));
    await Promise.resolve();
    // One gun stayed; now the other team acts, and the store does not act for it.
    expect(store.getState().game.actions).toEqual([{ type: 'hold', unit: 'g' }]);
    expect(awaiting(store.getState().game.game)).toMatchObject({ kind: 'activate', team: 1 });
    await Promise.resolve();
    expect(store.getState().game.actions).toHaveLength(1);
    // The other team moves its squad; back to team 0: the second gun stays by the order.
    const squad = legalActions(store.getState().game.game).find((a) => a.type === 'hold')!;
    store.getState().game.dispatch(squad);
    await Promise.resolve();
    await Promise.resolve();
    expect(store.getState().game.actions.slice(-1)).toEqual([{ type: 'hold', unit: 'h' }]);
    // Undo takes the automatic stay back and it is not played again at once.
    expect(store.getState().game.undo()).toBeNull();
    await Promise.resolve();
    expect(store.getState().game.actions).toHaveLength(2);
    expect(play(s, { type: 'hold', unit: 'g' }).state.active).toBe(1);
  });
});

describe('autoStayEffect on a store of its own', () => {
  it('plays the ordered stay once installed; a store without it plays none', async () => {
    const s = position([
      { id: 'g', models: ['gun0'], at: [1, 6] },
      { id: 'h', models: ['gun0'], at: [5, 6] },
    ]);
    const deps = { listStorage: null, catalog: CATALOG_BY_ID, now: () => new Date(0), resume: false };
    const [bare, staying] = [createAppStore(deps), createAppStore(deps)];
    autoStayEffect(staying);
    for (const store of [bare, staying]) {
      expect(store.getState().startGame({ kind: 'replayed', history: replayGame(s, [])! }).ok).toBe(true);
      store.getState().stay.order(ORDER(s));
    }
    await Promise.resolve();
    expect(staying.getState().game.actions).toEqual([{ type: 'hold', unit: 'g' }]);
    expect(bare.getState().game.actions).toEqual([]);
  });
});
