// What the attack panel offers and what its buttons do, now in the store: the choices derived
// from the unit's legal attack actions (aiming.ts), "Roll all" (commands.fireAll, R4.5), and the
// move intent read with the engine's default kind of move (R3.4, R5.1, R8.14).
import { describe, expect, it } from 'vitest';
import { actionsOfUnit, defaultMoveKind, type GameState } from '../../src/engine';
import { aimChoices, type AttackAction } from '../../src/store/view/aiming';
import { browserDeps } from '../../src/store/appStore';
import { commandsFor } from '../../src/store/commands/commands';
import { replayGame } from '../../src/store/game/history';
import { intendedMoveKind, moveIntent } from '../../src/store/slices/ui';
import { atPhase, testGame } from '../helpers';
import { gameStore } from './fixtures';

/** The store the page makes (main.tsx), with this test run's storage. */
const appStore = gameStore(browserDeps());
const { fireAll } = commandsFor(appStore);

/** R4.5: a squad of three riflemen next to two enemy units in the Assault Phase; every die a 1 (no hits, no decisions). */
function squad(): GameState {
  return atPhase(
    testGame({
      units: [
        { id: 'sq', team: 0, models: ['rifle', 'rifle', 'rifle'], at: [3, 3] },
        { id: 'a', team: 1, models: ['rifle'], at: [4, 3] },
        { id: 'b', team: 1, models: ['tank'], at: [3, 4] },
      ],
      script: [6, 6, 1, 1, ...Array(200).fill(1)],
    }),
    'assault',
    0,
  );
}

const attacksOf = (s: GameState) => actionsOfUnit(s, s.units.sq).filter((a): a is AttackAction => a.type === 'attack');
const all = { kind: 'attack', model: 'all', weapon: 'normal', profile: null } as const;

describe("aiming (the attack panel's choices)", () => {
  it('R6.6, R6.2: a Crack Shot with two dice profiles names each model once, for the profile chosen', () => {
    // As the engine lists them: one attack per profile and per model to name (legal.ts attacksOfModel).
    const attacks: AttackAction[] = [];
    for (const profile of ['infantry', 'vehicle'] as const)
      for (const targetModel of [5, 6])
        attacks.push({ type: 'attack', unit: 'sq', model: 1, target: 't', profile, targetModel });
    const c = aimChoices(attacks, all, 't', null);
    expect(c.modelChoices).toHaveLength(4);
    expect(c.named.map((a) => [a.profile, a.targetModel])).toEqual([
      ['infantry', 5],
      ['infantry', 6],
    ]);
    const vehicle = aimChoices(attacks, { ...all, profile: 'vehicle' }, 't', 6);
    expect(vehicle.action).toMatchObject({ profile: 'vehicle', targetModel: 6 });
    expect(vehicle.named.map((a) => a.targetModel)).toEqual([5, 6]);
    expect(aimChoices(attacksOf(squad()), all, 'a', null).named).toEqual([]);
  });

  it('R4.5 every model and target the engine lists, nothing aimed until a target is picked', () => {
    const s = squad();
    const c = aimChoices(attacksOf(s), all, null, null);
    expect(c.models).toEqual(s.units.sq.models.map((m) => m.id));
    expect(c.targets.sort()).toEqual(['a', 'b']);
    expect(c.aimed).toBeNull();
    expect(c.action).toBeNull();
    expect(c.remaining).toBe(0);
  });

  it('R4.5 aimed at a target, "each in turn" fires the first model that may, and all three may', () => {
    const s = squad();
    const c = aimChoices(attacksOf(s), all, 'a', null);
    expect(c.aimed).toBe('a');
    expect(c.action).toMatchObject({ type: 'attack', unit: 'sq', model: s.units.sq.models[0].id, target: 'a' });
    expect(c.remaining).toBe(3);
    expect(attacksOf(s)).toContainEqual(c.action);
  });

  it('a weapon the models do not have falls back to the first the engine offers; a target out of the list is not aimed', () => {
    const s = squad();
    const c = aimChoices(attacksOf(s), { ...all, weapon: 'hull' }, 'nobody', null);
    expect(c.weapon).toBe(c.weapons[0]);
    expect(c.aimed).toBeNull();
  });
});

describe('fireAll (Roll all)', () => {
  it('R4.5 fires every model of the unit at the target, one attack after another, then stops', () => {
    const s = squad();
    appStore.getState().startGame({ kind: 'replayed', history: replayGame(s, [])! });
    fireAll('sq', 'a', 'normal');
    const { actions } = appStore.getState().game;
    expect(actions.map((a) => a.type === 'attack' && a.model)).toEqual(s.units.sq.models.map((m) => m.id));
    expect(actions.every((a) => a.type === 'attack' && a.target === 'a')).toBe(true);
  });
});

describe('the move intent', () => {
  it("R3.4, R5.1 a plain move intent means the phase's default kind: Scout in the setup, normal after", () => {
    const s = squad();
    const plain = { kind: 'move', moveKind: null } as const;
    expect(intendedMoveKind(s, plain)).toBe('normal');
    expect(intendedMoveKind({ ...s, phase: 'setup' }, plain)).toBe(defaultMoveKind({ ...s, phase: 'setup' }));
    expect(intendedMoveKind({ ...s, phase: 'setup' }, plain)).toBe('scout');
  });

  it('R8.14 choosing the default kind keeps the intent plain; another kind is written in it', () => {
    const s = squad();
    expect(moveIntent(s, 'normal')).toEqual({ kind: 'move', moveKind: null });
    expect(moveIntent({ ...s, phase: 'setup' }, 'scout')).toEqual({ kind: 'move', moveKind: null });
    expect(moveIntent(s, 'aggression')).toEqual({ kind: 'move', moveKind: 'aggression' });
  });
});
