// actionsOfUnit answers for whichever unit a panel has selected (the unit card's actions, the
// deployment tray, the attack key): the engine never throws on a question (docs/architecture.md
// "The engine"), and a unit offers only what legalActions lists for it (R4.2, R4.3: only the
// team to act activates, one unit at a time, and a decision owed is answered first).
import { describe, expect, it } from 'vitest';
import { actionsOfUnit, legalActions, type Action, type GameState } from '../../src/engine';
import { playRandomGame } from '../property/randomPlay';

const key = (a: Action) => JSON.stringify(a);

/** Every third state of two aggressive random games (units destroyed) whose armies have Scouts and Reserves: the positions that broke it before. */
function statesOf(seeds: readonly string[]): GameState[] {
  const states: GameState[] = [];
  for (const seed of seeds) {
    let n = 0;
    playRandomGame(seed, {
      points: 300,
      policy: 'aggressive',
      check: (state) => void (n++ % 3 === 0 && states.push(state)),
    });
  }
  return states;
}

describe('actionsOfUnit', () => {
  const states = statesOf(['p4', 'p21']);

  it('answers for every unit in every position without throwing, with only actions legalActions lists', () => {
    let offered = 0;
    const kinds = new Set<string>();
    for (const state of states) {
      const legal = new Set(legalActions(state).map(key));
      for (const unit of Object.values(state.units)) {
        kinds.add(`${state.phase}/${state.setupStep ?? ''}/${unit.status}`);
        const actions = actionsOfUnit(state, unit);
        offered += actions.length;
        expect(
          actions.filter((a) => !legal.has(key(a))).map(key),
          `${unit.id} at ${state.phase}/${state.setupStep}`,
        ).toEqual([]);
      }
    }
    // The positions that threw before: Reserve and embarked units in the Scout step, destroyed units in play.
    expect([...kinds]).toEqual(expect.arrayContaining(['setup/scout/reserve', 'movement//destroyed']));
    expect(offered).toBeGreaterThan(0);
  });

  it('offers nothing for the other side, nor while a decision is owed (R4.2)', () => {
    for (const state of states) {
      for (const unit of Object.values(state.units)) {
        if (unit.team !== state.active || state.pending.length > 0) expect(actionsOfUnit(state, unit)).toEqual([]);
      }
    }
  });
});
