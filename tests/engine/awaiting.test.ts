// awaiting(state): who must decide now and what, on every kind of decision, reached by play
// where a short game gets there (the rule each kind comes from is in the test's name).
import { describe, expect, it } from 'vitest';
import { applyAction, awaiting, legalActions, type Action, type GameState } from '../../src/engine';
import { at, atPhase, card, defensiveFireAmbush, initiative, play, testGame, testMap } from '../helpers';
import { sampleSetupGame } from '../store/fixtures';
import { playRandomGame } from '../property/randomPlay';

// R3.1: team 0 wins the initiative.
const INIT = initiative({ winner: 0 });

/** A full-setup game of British Airborne (with a Scout) and the Wehrmacht (R3: objectives, deployment, Scouts). */
function setupGame(): GameState {
  return sampleSetupGame(2, 1, 'awaiting');
}

/** Plays the first legal action until `until` holds. */
function playUntil(state: GameState, until: (s: GameState) => boolean): GameState {
  let s = state;
  for (let i = 0; i < 500 && !until(s); i++) {
    const r = applyAction(s, legalActions(s)[0]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  if (!until(s)) throw new Error('never reached');
  return s;
}

describe('awaiting: the setup steps (R3)', () => {
  it('R3.2 the initiative winner places the 1 OP marker first, then the other team', () => {
    const s = setupGame();
    expect(awaiting(s)).toEqual({ kind: 'placeObjective', team: s.initiative, value: 1 });
    const next = play(s, legalActions(s)[0]).state;
    expect(awaiting(next)).toEqual({ kind: 'placeObjective', team: 1 - s.initiative!, value: 1 });
  });

  it('R3.3 deployment names the team, its units still to place and the default facing (towards the enemy edge)', () => {
    const s = playUntil(setupGame(), (g) => g.setupStep === 'deployment');
    const a = awaiting(s);
    if (a.kind !== 'deploy') throw new Error(a.kind);
    expect(a.team).toBe(s.active);
    expect(a.facing).toBe(a.team === 0 ? 5 : 2);
    const undeployed = Object.values(s.units)
      .filter((u) => u.team === a.team && u.status === 'undeployed')
      .map((u) => u.id);
    expect(a.units).toEqual(undeployed);
    // Every unit offered is one the engine lets the team deploy.
    for (const id of a.units) expect(legalActions(s).some((x) => x.type === 'deploy' && x.unit === id)).toBe(true);
  });

  it('R3.4 the Scout step names the team and its Scouts', () => {
    const s = playUntil(setupGame(), (g) => g.setupStep === 'scout');
    const a = awaiting(s);
    if (a.kind !== 'scout') throw new Error(a.kind);
    expect(a.team).toBe(s.active);
    expect(a.units.length).toBeGreaterThan(0);
    for (const id of a.units) expect(s.units[id].team).toBe(a.team);
  });
});

describe('awaiting: activations (R4.2)', () => {
  const s = atPhase(
    testGame({
      units: [
        { id: 'a', team: 0, models: ['tank'], at: [1, 6] },
        { id: 'b', team: 0, models: ['rifle'], at: [2, 6] },
        { id: 'e', team: 1, models: ['rifle'], at: [6, 0] },
      ],
    }),
    'movement',
    0,
  );

  it('R4.2 with no activation under way the team to act chooses among the units it may activate', () => {
    expect(awaiting(s)).toEqual({ kind: 'activate', team: 0, units: ['a', 'b'] });
  });

  it('R4.2 a unit that has acted is no longer offered, and the other team chooses next', () => {
    const held = play(s, { type: 'hold', unit: 'a' }).state;
    expect(awaiting(held)).toEqual({ kind: 'activate', team: 1, units: ['e'] });
  });

  it('R4.2, R5.1 a move under way is a move continuation of that unit, with its kind of move', () => {
    const moved = play(s, { type: 'move', unit: 'a', path: [at(1, 5)] }).state;
    expect(moved.activation?.unit).toBe('a');
    expect(awaiting(moved)).toEqual({ kind: 'activation', team: 0, unit: 'a', moveKind: 'normal' });
  });
});

describe('awaiting: decisions owed mid-resolution', () => {
  it('R5.7 a Defensive Fire offer goes to the defender, with the step it may fire at', () => {
    const s = defensiveFireAmbush();
    const moved = play(s, { type: 'move', unit: 't', path: [at(1, 1), at(2, 1)] }).state;
    const a = awaiting(moved);
    expect(a).toMatchObject({ kind: 'defensiveFire', team: 1, pending: { kind: 'defensiveFire', mover: 't' } });
    expect(a.kind === 'defensiveFire' && a.pending).toBe(moved.pending.at(-1));
  });

  it("R6.6 the target's owner names the model attacked", () => {
    const s = atPhase(
      testGame({
        units: [
          { id: 'g', team: 0, models: ['gun'], at: [1, 3] },
          { id: 'sq', team: 1, models: ['rifle', 'rifle', 'officer'], at: [3, 3] },
        ],
        script: [...INIT, 6, 6, 6, 6, 6, 1, 1, 1, 1],
      }),
      'assault',
      0,
    );
    const r = play(s, { type: 'attack', unit: 'g', model: s.units.g.models[0].id, target: 'sq' }).state;
    expect(awaiting(r)).toMatchObject({ kind: 'nameModel', team: 1, pending: { unit: 'sq', reason: 'target' } });
  });

  it("R8.6 a Versatile Warmachine's owner is asked whether to reroll a die", () => {
    const t34 = card('t34', 'Vehicle Medium Tank', {
      speed: 4,
      defense: [5, 5],
      attack: { infantry: [7, 7, 6], vehicle: [13, 11, 10] },
      abilities: [{ id: 'versatileWarmachine' }],
    });
    const s = atPhase(
      testGame({
        map: testMap(10, 8),
        units: [
          { id: 't', team: 0, models: ['t34'], at: [1, 3] },
          { id: 'r', team: 1, models: ['rifle'], at: [3, 3] },
        ],
        cards: [t34],
        script: [...INIT, 1, 1, 1, 1, 1, 1, 1, 6, 1],
      }),
      'assault',
      0,
    );
    const r = play(s, { type: 'attack', unit: 't', model: s.units.t.models[0].id, target: 'r' }).state;
    expect(awaiting(r)).toMatchObject({ kind: 'reroll', team: 0, pending: { roll: 'attack', unit: 't' } });
  });

  it("R8.4 a Junior Commander's owner chooses the units he casts on after the initiative roll", () => {
    const captain = card('captain', 'Infantry Officer', {
      abilities: [{ id: 'initiative', n: 2 }, { id: 'pinPointer' }],
    });
    const s = testGame({
      units: [
        { id: 'sq', team: 0, models: ['rifle', 'captain'], at: [1, 3], commander: { model: 1, grade: 'junior' } },
        { id: 'u1', team: 0, models: ['rifle'], at: [1, 5] },
        { id: 'e', team: 1, models: ['rifle'], at: [7, 7] },
      ],
      cards: [captain],
      script: INIT,
    });
    expect(awaiting(s)).toMatchObject({ kind: 'commandTargets', team: 0, pending: { commander: 'sq' } });
  });

  it("R8.7 the Transport's owner places the survivors (the decision as the engine leaves it, see transportsReserves.test.ts)", () => {
    const s = testGame({ units: [{ id: 'r', team: 0, models: ['rifle'], at: [3, 3] }] });
    const pending = {
      kind: 'placeSurvivors' as const,
      team: 0 as const,
      unit: 'r',
      choices: [at(4, 3)],
      from: at(3, 3),
      killer: null,
    };
    const owed: GameState = { ...s, pending: [pending] };
    expect(awaiting(owed)).toEqual({ kind: 'placeSurvivors', team: 0, pending });
  });

  it('R7.3 an open-ended game asks each player in turn whether to end it', () => {
    let s = testGame({
      map: testMap(10, 8),
      units: [
        { id: 'r', team: 0, models: ['rifle'], at: [4, 4] },
        { id: 'e', team: 1, models: ['rifle'], at: [8, 1] },
      ],
      settings: { turns: null },
    });
    s = playUntil(s, (g) => g.pending.at(-1)?.kind === 'endGameVote');
    expect(awaiting(s)).toMatchObject({ kind: 'endGameVote', team: 0 });
    const voted = play(s, { type: 'endGameVote', end: true }).state;
    expect(awaiting(voted)).toMatchObject({ kind: 'endGameVote', team: 1, pending: { votes: [0] } });
    const ended = play(voted, { type: 'endGameVote', end: true }).state;
    expect(ended.phase).toBe('ended');
    expect(awaiting(ended)).toEqual({ kind: 'ended', team: null });
  });

  it('R4.2 the pending decision comes before the activation it interrupts', () => {
    const s = testGame({ units: [{ id: 'r', team: 0, models: ['rifle'], at: [3, 3] }] });
    const pending = {
      kind: 'placeSurvivors' as const,
      team: 1 as const,
      unit: 'r',
      choices: [at(4, 3)],
      from: at(3, 3),
      killer: null,
    };
    const both: GameState = {
      ...s,
      activation: { ...(s.activation ?? {}), unit: 'r' } as GameState['activation'],
      pending: [pending],
    };
    expect(awaiting(both).kind).toBe('placeSurvivors');
    expect(awaiting(both).team).toBe(1);
  });
});

describe('awaiting agrees with legalActions in every state of random games', () => {
  /** The unit an action names, for the actions a unit takes (none for answers to a pending decision). */
  const unitOf = (a: Action): string | null => ('unit' in a && typeof a.unit === 'string' ? a.unit : null);

  it('R4.2, R3.2-R3.4, R7.3 what awaiting names is what the engine lists: the units offered, the decision owed, nothing once over', () => {
    const kinds = new Set<string>();
    playRandomGame('awaiting-a', {
      points: 100,
      check: (state) => {
        const a = awaiting(state);
        kinds.add(a.kind);
        const legal = legalActions(state);
        const named = new Set(legal.map(unitOf).filter((u): u is string => u !== null));
        switch (a.kind) {
          case 'ended':
            expect(legal).toEqual([]);
            break;
          case 'activate':
          case 'deploy':
          case 'scout':
            // Every unit offered has an action, and no action names another unit.
            expect([...named].sort()).toEqual([...a.units].sort());
            break;
          case 'activation':
            expect([...named].every((u) => u === a.unit)).toBe(true);
            break;
          case 'placeObjective':
            expect(legal.every((x) => x.type === 'placeObjective')).toBe(true);
            break;
          default:
            expect(a.pending).toBe(state.pending.at(-1));
            expect(a.team).toBe(state.pending.at(-1)!.team);
        }
      },
    });
    for (const kind of ['placeObjective', 'deploy', 'activate', 'activation', 'ended']) expect(kinds).toContain(kind);
  });
});
