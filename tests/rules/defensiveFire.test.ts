// R5.7 Defensive Fire. A row of open ground: the mover goes east along row 1; the enemy stands
// at C1 (col 2, row 0), next to B2 and C2 (cols 1 and 2 of row 1) but not A2 or D2.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type AttackEvent, type GameEvent, type GameState } from '../../src/engine';
import { at, atPhase, card, gameAt, initiative, play, testGame, testMap, type TestUnit } from '../helpers';

const map = testMap(10, 3);
const bazooka = card('baz', 'Infantry Specialist', {
  attack: { infantry: [4, null, null], vehicle: [9, 4, null] },
  abilities: [{ id: 'closeAssault', n: 6 }],
});
const sniper = card('snipe', 'Infantry Specialist', {
  attack: { infantry: [6, 6, 6], vehicle: [6, 6, 6] },
  abilities: [{ id: 'crackShot' }],
});
const path = [at(1, 1), at(2, 1), at(3, 1)];

function game(units: TestUnit[], dice: number[] = [], phase: 'movement' | 'assault' = 'movement'): GameState {
  return gameAt(units, { dice, phase, map, cards: [bazooka, sniper] });
}

const attacks = (events: GameEvent[]) => events.filter((e): e is AttackEvent => e.type === 'attack');

describe('R5.7 Defensive Fire', () => {
  const units: TestUnit[] = [
    { id: 't', team: 0, models: ['tank'], at: [0, 1] },
    { id: 'e', team: 1, models: ['baz', 'baz', 'baz'], at: [2, 0] },
  ];

  it('a step between two hexes both next to an enemy unit offers it Defensive Fire, and pauses the move', () => {
    const r = play(game(units), { type: 'move', unit: 't', path });
    expect(r.state.units.t.at).toEqual(at(2, 1));
    expect(r.state.pending).toEqual([
      { kind: 'defensiveFire', team: 1, mover: 't', from: at(1, 1), to: at(2, 1), fired: [] },
    ]);
    expect(r.events.find((e) => e.type === 'defensiveFireOffered')).toEqual({
      type: 'defensiveFireOffered',
      mover: 't',
      team: 1,
      units: ['e'],
    });
    // The first step, from A2 (2 hexes from the enemy), drew nothing.
    expect(r.events.filter((e) => e.type === 'moved')).toHaveLength(2);
    expect(legalActions(r.state).map((a) => a.type)).toEqual(
      expect.arrayContaining(['defensiveFire', 'passDefensiveFire']),
    );
    expect(applyAction(r.state, { type: 'endActivation' }).ok).toBe(false);
  });

  it('each model fires once, its losses and Speed loss apply at once, then the mover goes on', () => {
    // Three bazookas at range 1 (short): 9 dice each. The enemy is behind the east-facing tank:
    // the first has 5 successes, the tank's 4 defense dice fail: 5 remain on its rear 4: 1 damage
    // (Speed 3, and 1 less Speed left for its move).
    const dice = [6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, ...Array(9 + 3 + 9 + 3).fill(1)];
    const moved = play(game(units, dice), { type: 'move', unit: 't', path }).state;
    expect(moved.activation?.speedLeft).toBe(2);
    const r = play(moved, { type: 'defensiveFire', unit: 'e', at: 'to' });
    expect(attacks(r.events)).toHaveLength(3);
    expect(attacks(r.events).every((e) => e.context === 'defensiveFire')).toBe(true);
    expect(r.state.units.t.models[0].damage).toBe(1);
    expect(r.state.activation).toMatchObject({ unit: 't', speedLeft: 1 });
    expect(r.state.pending).toEqual([]);
    expect(r.state.units.e).toMatchObject({ defensiveFireUsed: true, activated: false });
    // The mover continues.
    expect(play(r.state, { type: 'move', unit: 't', path: [at(3, 1)] }).state.units.t.at).toEqual(at(3, 1));
  });

  it('the firing unit picks the hex the mover is taken to be in: from its own hex, Close Assault', () => {
    const side: TestUnit[] = [
      { id: 't', team: 0, models: ['tank'], at: [0, 1] },
      { id: 'e', team: 1, models: ['baz'], at: [1, 1] },
    ];
    // Step A2 -> B2 (the enemy's own hex) -> its move continues to C2.
    const moved = play(game(side, Array(20).fill(1)), { type: 'move', unit: 't', path: [at(1, 1)] }).state;
    expect(moved.pending.at(-1)).toMatchObject({ kind: 'defensiveFire', from: at(0, 1), to: at(1, 1) });
    const close = play(moved, { type: 'defensiveFire', unit: 'e', at: 'to', weapon: 'close' });
    expect(attacks(close.events)[0]).toMatchObject({ weapon: 'closeAssault', range: 0 });
    const fromA = play(moved, { type: 'defensiveFire', unit: 'e', at: 'from' });
    expect(attacks(fromA.events)[0]).toMatchObject({ weapon: 'normal', range: 1 });
    const badClose = applyAction(moved, { type: 'defensiveFire', unit: 'e', at: 'from', weapon: 'close' });
    expect(!badClose.ok && badClose.error.rule).toBe('R5.7');
  });

  it('a unit that passes keeps its Defensive Fire for a later step; one that fired does not fire again this phase', () => {
    const moved = play(game(units, Array(60).fill(1)), { type: 'move', unit: 't', path }).state;
    const passed = play(moved, { type: 'passDefensiveFire' });
    expect(passed.state.units.e.defensiveFireUsed).toBe(false);
    expect(passed.events).toContainEqual({ type: 'defensiveFireDeclined', mover: 't', team: 1 });
    // Back along the same hexsides (C2 -> B2) is another step next to the enemy: offered again.
    const back = play(passed.state, { type: 'move', unit: 't', path: [at(1, 1)] });
    expect(back.state.pending.at(-1)).toMatchObject({ kind: 'defensiveFire' });
    const fired = play(back.state, { type: 'defensiveFire', unit: 'e', at: 'to' }).state;
    const third = play(fired, { type: 'move', unit: 't', path: [at(2, 1)] });
    expect(third.state.pending).toEqual([]);
  });

  it('suppressed units and Crack Shots do not make Defensive Fire', () => {
    const suppressed = game(units);
    const s: GameState = {
      ...suppressed,
      units: { ...suppressed.units, e: { ...suppressed.units.e, suppressed: true } },
    };
    expect(play(s, { type: 'move', unit: 't', path }).state.pending).toEqual([]);
    const snipers = game([units[0], { id: 'e', team: 1, models: ['snipe'], at: [2, 0] }]);
    expect(play(snipers, { type: 'move', unit: 't', path }).state.pending).toEqual([]);
  });

  it('R5.9: only a unit with a model that could attack the mover is offered Defensive Fire: one whose only weapons are Hull and Auxiliary never is, and has not used it; in a mixed unit the Crack Shot holds and the others fire', () => {
    // A tank with no normal attack against Infantry, only a Hull MG and an Auxiliary gun.
    const hullOnly = card('hullonly', 'Vehicle Medium Tank', {
      attack: { infantry: null, vehicle: [9, 7, 5] },
      abilities: [
        { id: 'hull', weapon: { name: 'Hull MG', dice: [6, 4, null], vs: 'infantry' } },
        { id: 'auxiliary', weapon: { name: 'Coax', dice: [5, 3, null], vs: 'infantry' } },
      ],
    });
    const riders = gameAt(
      [
        { id: 'r', team: 0, models: ['bike', 'bike', 'bike'], at: [0, 1] },
        { id: 'e', team: 1, models: ['hullonly'], at: [2, 0] },
      ],
      { map, cards: [hullOnly] },
    );
    const passed = play(riders, { type: 'move', unit: 'r', path });
    expect(passed.state.units.r.at).toEqual(at(3, 1));
    expect(passed.state.pending).toEqual([]);
    expect(passed.events.some((e) => e.type === 'defensiveFireOffered')).toBe(false);
    expect(passed.state.units.e.defensiveFireUsed).toBe(false);
    // A sniper (Crack Shot) and a bazooka in one unit: offered; only the bazooka fires.
    const mixed = game([units[0], { id: 'e', team: 1, models: ['snipe', 'baz'], at: [2, 0] }], Array(40).fill(1));
    const moved = play(mixed, { type: 'move', unit: 't', path });
    expect(moved.state.pending.at(-1)).toMatchObject({ kind: 'defensiveFire', team: 1 });
    const fired = play(moved.state, { type: 'defensiveFire', unit: 'e', at: 'to' });
    const bazookaId = mixed.units.e.models.find((m) => m.def === 'baz')!.id;
    expect(attacks(fired.events).map((e) => e.model)).toEqual([bazookaId]);
    expect(fired.state.units.e.defensiveFireUsed).toBe(true);
  });

  it('R6.12: a unit fired on mid-move has its current Speed, not the Speed its move has left: a suppressed Cavalry unit rolls 2 defense dice with no Speed left, and a tank is Close Assaulted against its full Speed', () => {
    // Cavalry of Speed 3, suppressed (R8.5: Speed 2): two steps spend all of it; at the second,
    // next to the bazooka, it is fired on.
    const cavalry = card('cav', 'Infantry Cavalry', { speed: 3, defense: 4 });
    const s = gameAt(
      [
        { id: 'c', team: 0, models: ['cav', 'cav', 'cav'], at: [0, 1] },
        { id: 'e', team: 1, models: ['baz'], at: [2, 0] },
      ],
      { map, cards: [bazooka, cavalry], dice: Array(20).fill(1) },
    );
    const suppressed: GameState = { ...s, units: { ...s.units, c: { ...s.units.c, suppressed: true } } };
    const moved = play(suppressed, { type: 'move', unit: 'c', path: [at(1, 1), at(2, 1)] }).state;
    expect(moved.activation).toMatchObject({ unit: 'c', speedLeft: 0 });
    const fired = play(moved, { type: 'defensiveFire', unit: 'e', at: 'to' });
    const strike = attacks(fired.events)[0].strikes[0];
    expect(strike.defenseDice).toHaveLength(2);
    expect(strike.defenseSources).toContainEqual({ label: 'Speed 2', n: 2 });
    // A tank of Speed 4 steps twice, into the bazooka's hex: Close Assault measures against Speed 4.
    const t = game(
      [
        { id: 't', team: 0, models: ['tank'], at: [0, 1] },
        { id: 'e', team: 1, models: ['baz'], at: [2, 1] },
      ],
      Array(20).fill(1),
    );
    const drove = play(t, { type: 'move', unit: 't', path: [at(1, 1), at(2, 1)] }).state;
    expect(drove.activation).toMatchObject({ unit: 't', speedLeft: 2 });
    const assaulted = play(drove, { type: 'defensiveFire', unit: 'e', at: 'to', weapon: 'close' });
    expect(attacks(assaulted.events)[0].strikes[0]).toMatchObject({ against: 'speed', defense: 4 });
  });

  it('a step that needs a movement roll draws Defensive Fire only if the roll passes', () => {
    const hedged = testMap(10, 3, {}, [{ col: 1, row: 1, dir: 0, kind: 'hedge' }]);
    const mk = (die: number) =>
      atPhase(
        testGame({ map: hedged, units, script: [...initiative({ winner: 0 }), die], cards: [bazooka] }),
        'movement',
        0,
      );
    const failed = play(mk(3), { type: 'move', unit: 't', path });
    expect(failed.state.units.t.at).toEqual(at(1, 1));
    expect(failed.state.pending).toEqual([]);
    const passed = play(mk(4), { type: 'move', unit: 't', path });
    expect(passed.state.pending.at(-1)).toMatchObject({ kind: 'defensiveFire' });
  });

  it('the mover destroyed by Defensive Fire ends its activation; play passes on', () => {
    const weak = card('weak', 'Vehicle Light Tank', { speed: 3, defense: [1, 1] });
    const state = atPhase(
      testGame({
        map,
        units: [
          { id: 't', team: 0, models: ['weak'], at: [0, 1] },
          { id: 'r', team: 0, models: ['rifle'], at: [9, 0] },
          { id: 'e', team: 1, models: ['baz'], at: [2, 0] },
          { id: 'o', team: 1, models: ['rifle'], at: [9, 2] },
        ],
        script: [...initiative({ winner: 0 }), 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
        cards: [bazooka, weak],
      }),
      'movement',
      0,
    );
    const moved = play(state, { type: 'move', unit: 't', path }).state;
    const r = play(moved, { type: 'defensiveFire', unit: 'e', at: 'to' });
    expect(r.state.units.t.status).toBe('destroyed');
    expect(r.state.activation).toBeNull();
    expect(r.state.active).toBe(1);
  });

  it('R5.7, R8.2: a Blast model firing at the hex the mover has just left strikes the mover, taken to be there', () => {
    const rockets = card('rockets', 'Vehicle Self-Propelled Artillery', {
      speed: 4,
      defense: [1, 1],
      attack: { infantry: [13, 13, 11], vehicle: [6, 6, 6] },
      abilities: [{ id: 'blast' }],
    });
    const s = atPhase(
      testGame({
        map,
        units: [
          { id: 'm', team: 0, models: ['rifle'], at: [1, 1] },
          { id: 'k', team: 1, models: ['rockets'], at: [2, 0], facing: 2 },
        ],
        script: [...initiative({ winner: 0 }), ...Array(40).fill(1)],
        cards: [rockets],
      }),
      'movement',
      0,
    );
    // B2 -> C2: the rockets at C1 are next to both hexes; they take the rifleman to be in B2.
    const moved = play(s, { type: 'move', unit: 'm', path: [at(2, 1)] }).state;
    const r = play(moved, { type: 'defensiveFire', unit: 'k', at: 'from' });
    const e = attacks(r.events)[0];
    expect(e.random).toBe('blast');
    expect(e.strikes.map((x) => x.unit)).toEqual(['m']);
  });
});
