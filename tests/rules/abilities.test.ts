// Index abilities and RULINGS R8 not covered elsewhere: Blast (R8.2), Indirect Fire and Spotter
// (R8.3), Suppressive Fire (R8.5), Versatile Warmachine (R8.6), Flamethrower, Bridge Demolition
// (R8.8), and the command abilities with the Commander's grades (R8.4, R8.12).
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  commandsOn,
  describeEvent,
  hexsideKey,
  juniorCannotName,
  legalActions,
  neighbor,
  previewAttack,
  unitSpeed,
  type Action,
  type AttackEvent,
  type GameEvent,
  type GameState,
  type UnitDef,
} from '../../src/engine';
import { at, atPhase, card, gameAt, initiative, play, testGame, testMap, type TestUnit } from '../helpers';

const attacks = (events: GameEvent[]) => events.filter((e): e is AttackEvent => e.type === 'attack');
const ids = (s: GameState, u: string) => s.units[u].models.map((m) => m.id);

function game(
  units: TestUnit[],
  dice: number[],
  cards: ReturnType<typeof card>[],
  phase: 'movement' | 'assault' = 'assault',
  map = testMap(10, 8),
): GameState {
  return gameAt(units, { dice, phase, map, cards });
}

/**
 * R8.4, R8.17: a Junior Commander (the `captain` card, model 1 of squad sq) and three other units
 * of his team (u1-u3), the game at its first initiative, won by team 0.
 */
function juniorAmongThree(cards: UnitDef[]): GameState {
  return testGame({
    units: [
      { id: 'sq', team: 0, models: ['rifle', 'captain'], at: [1, 3], commander: { model: 1, grade: 'junior' } },
      { id: 'u1', team: 0, models: ['rifle'], at: [1, 5] },
      { id: 'u2', team: 0, models: ['rifle'], at: [2, 5] },
      { id: 'u3', team: 0, models: ['rifle'], at: [3, 5] },
      { id: 'e', team: 1, models: ['rifle'], at: [7, 7] },
    ],
    cards,
    script: initiative({ winner: 0 }),
  });
}

describe('R8.2 Blast', () => {
  const rockets = card('rockets', 'Vehicle Self-Propelled Artillery', {
    speed: 4,
    defense: [1, 1],
    attack: { infantry: [13, 13, 11], vehicle: [6, 6, 6] },
    abilities: [{ id: 'blast' }],
  });

  it('strikes two different models of the target hex, friend or foe, each profile rolled once', () => {
    const s = game(
      [
        { id: 'k', team: 0, models: ['rockets'], at: [1, 3] },
        { id: 'own', team: 0, models: ['rifle'], at: [5, 3] },
        { id: 't', team: 1, models: ['tank'], at: [5, 3] },
      ],
      Array(40).fill(1),
      [rockets],
    );
    const r = play(s, { type: 'attack', unit: 'k', model: ids(s, 'k')[0], target: 't' });
    const e = attacks(r.events)[0];
    expect(e.random).toBe('blast');
    expect(e.strikes.map((x) => x.unit).sort()).toEqual(['own', 't']);
    expect(e.rolls.map((x) => x.profile).sort()).toEqual(['infantry', 'vehicle']);
    expect(e.rolls.find((x) => x.profile === 'infantry')!.dice).toHaveLength(13);
  });

  it("R6.7, R6.8: a strike on a unit other than the one aimed at is measured against that unit's own facing, seen from the attacker's hex", () => {
    // Aimed at the rifleman (no facing); the tank beside him faces east, away from the rockets:
    // the rockets are behind it, so its strike is against its rear 4, not its front 5.
    const s = game(
      [
        { id: 'k', team: 0, models: ['rockets'], at: [1, 3], facing: 0 },
        { id: 't', team: 1, models: ['rifle'], at: [5, 3] },
        { id: 'v', team: 1, models: ['tank'], at: [5, 3], facing: 0 },
      ],
      Array(40).fill(1),
      [rockets],
    );
    const req = { unit: 'k', model: ids(s, 'k')[0], target: 't' };
    const e = attacks(play(s, { type: 'attack', ...req }).events)[0];
    expect(e.strikes.find((x) => x.unit === 'v')).toMatchObject({ against: 'rear', defense: 4 });
    // The preview reads the same facing (R6.8).
    const previewed = previewAttack(s, req);
    if (!previewed.ok) throw new Error(previewed.error.message);
    const p = previewed.value;
    expect(p.random!.models.find((m) => m.unit === 'v')).toMatchObject({ against: 'rear', value: 4 });
    // Facing the rockets, the same tank is struck in its front.
    const facing: GameState = { ...s, units: { ...s.units, v: { ...s.units.v, facing: 3 } } };
    expect(
      attacks(play(facing, { type: 'attack', ...req }).events)[0].strikes.find((x) => x.unit === 'v'),
    ).toMatchObject({ against: 'front', defense: 5 });
  });

  it('R8.2: a strike whose profile has no dice at that range ("-") rolls nothing, not even defense dice, and has no effect', () => {
    // Infantry dice only: the tank beside the rifleman gets a strike with no dice. It has
    // Versatile Warmachine and Speed 4, yet no defense roll is made and no reroll offered.
    const infantryOnly = card('rockets-i', 'Vehicle Self-Propelled Artillery', {
      speed: 4,
      defense: [1, 1],
      attack: { infantry: [8, 8, 8], vehicle: null },
      abilities: [{ id: 'blast' }],
    });
    const vw = card('vwtank', 'Vehicle Medium Tank', { abilities: [{ id: 'versatileWarmachine' }] });
    const s = game(
      [
        { id: 'k', team: 0, models: ['rockets-i'], at: [1, 3] },
        { id: 't', team: 1, models: ['rifle'], at: [5, 3] },
        { id: 'v', team: 1, models: ['vwtank'], at: [5, 3], facing: 3 },
      ],
      Array(10).fill(1),
      [infantryOnly, vw],
    );
    const req = { unit: 'k', model: ids(s, 'k')[0], target: 't' };
    const r = play(s, { type: 'attack', ...req });
    expect(r.state.pending).toEqual([]);
    const e = attacks(r.events)[0];
    expect(Object.fromEntries(e.rolls.map((x) => [x.profile, x.dice.length]))).toEqual({ infantry: 8, vehicle: 0 });
    expect(e.strikes.find((x) => x.unit === 'v')).toMatchObject({
      noAttackDice: true,
      defenseDice: [],
      successes: 0,
      result: 'none',
    });
    expect(describeEvent(r.state, e)).toContain(
      'vwtank of vwtank (front 5): no Vehicle dice at this range ("-"): nothing rolled, no effect (R8.2)',
    );
    // The preview agrees: no defense dice for it, no effect.
    const previewed = previewAttack(s, req);
    if (!previewed.ok) throw new Error(previewed.error.message);
    const p = previewed.value;
    const v = p.random!.models.find((m) => m.unit === 'v')!;
    expect([v.attack.count, v.defense.count, v.defense.reroll, v.odds.pEffect]).toEqual([0, 0, false, 0]);
  });

  it('a hex with one model gets one strike', () => {
    const s = game(
      [
        { id: 'k', team: 0, models: ['rockets'], at: [1, 3] },
        { id: 't', team: 1, models: ['rifle'], at: [5, 3] },
      ],
      Array(40).fill(1),
      [rockets],
    );
    expect(
      attacks(play(s, { type: 'attack', unit: 'k', model: ids(s, 'k')[0], target: 't' }).events)[0].strikes,
    ).toHaveLength(1);
  });
});

describe('R8.3 Indirect Fire and Spotters', () => {
  const mortar = card('mortar', 'Infantry Artillery', {
    speed: 0,
    defense: 3,
    attack: { infantry: [3, 8, 8], vehicle: [null, 6, 5] },
    abilities: [{ id: 'indirectFire' }, { id: 'extendedRange', n: 16 }],
  });
  const observer = card('observer', 'Infantry Specialist', {
    defense: 3,
    attack: { infantry: [6, 2, null], vehicle: null },
    abilities: [{ id: 'spotter' }],
  });
  // A Forest at E4 stands between the mortar (B4) and the target (H4).
  const map = testMap(10, 8, { '4,3': { terrain: 'forest' } });

  it('with no line of sight, it may fire only at a unit a friendly Spotter sees', () => {
    const units: TestUnit[] = [
      { id: 'm', team: 0, models: ['mortar'], at: [1, 3] },
      { id: 't', team: 1, models: ['rifle'], at: [7, 3] },
    ];
    const blind = game(units, Array(20).fill(1), [mortar, observer], 'assault', map);
    const r = applyAction(blind, { type: 'attack', unit: 'm', model: ids(blind, 'm')[0], target: 't' });
    expect(!r.ok && r.error).toMatchObject({ code: 'NO_SIGHT', rule: 'R6.3' });
    if (!r.ok) expect(r.error.message).toContain('Spotter');
    const spotted = game(
      [...units, { id: 'o', team: 0, models: ['observer'], at: [7, 5] }],
      Array(20).fill(1),
      [mortar, observer],
      'assault',
      map,
    );
    const fired = play(spotted, { type: 'attack', unit: 'm', model: ids(spotted, 'm')[0], target: 't' });
    expect(attacks(fired.events)[0]).toMatchObject({ random: 'indirect' });
  });

  it('a Spotter riding in a Transport spots nothing, even on a Firing Deck (docs/rules.md, reading 45)', () => {
    const deck = card('deck', 'Vehicle Half-Track', {
      speed: 4,
      defense: [3, 3],
      attack: { infantry: [6, 5, 4], vehicle: [2, null, null] },
      abilities: [{ id: 'transport' }, { id: 'firingDeck' }],
    });
    const units: TestUnit[] = [
      { id: 'm', team: 0, models: ['mortar'], at: [1, 3] },
      { id: 't', team: 1, models: ['rifle'], at: [7, 3] },
      { id: 'h', team: 0, models: ['deck'], at: [7, 5] },
    ];
    const aboard = game(
      [...units, { id: 'o', team: 0, models: ['observer'], carrier: 'h' }],
      Array(20).fill(1),
      [mortar, observer, deck],
      'assault',
      map,
    );
    expect(aboard.units.o.status).toBe('embarked');
    const r = applyAction(aboard, { type: 'attack', unit: 'm', model: ids(aboard, 'm')[0], target: 't' });
    expect(!r.ok && r.error).toMatchObject({ code: 'NO_SIGHT', rule: 'R6.3' });
    const beside = game(
      [...units, { id: 'o', team: 0, models: ['observer'], at: [7, 5] }],
      Array(20).fill(1),
      [mortar, observer, deck],
      'assault',
      map,
    );
    expect(applyAction(beside, { type: 'attack', unit: 'm', model: ids(beside, 'm')[0], target: 't' }).ok).toBe(true);
  });

  it('R6.3: an Aircraft Spotter (a custom card) sees every target, whatever stands between', () => {
    const spotPlane = card('spotplane', 'Aircraft', {
      attack: { infantry: [4, 4, null], vehicle: [2, 2, null] },
      abilities: [{ id: 'aircraft' }, { id: 'spotter' }],
    });
    // A Forest wall down the whole E column: no ground unit west of it sees east of it.
    const wall: Record<string, { terrain: 'forest' }> = {};
    for (let row = 0; row < 8; row++) wall[`4,${row}`] = { terrain: 'forest' };
    const s = game(
      [
        { id: 'm', team: 0, models: ['mortar'], at: [1, 3] },
        { id: 'p', team: 0, models: ['spotplane'], at: [1, 5] },
        { id: 't', team: 1, models: ['rifle'], at: [7, 3] },
      ],
      Array(20).fill(1),
      [mortar, spotPlane],
      'assault',
      testMap(10, 8, wall),
    );
    expect(s.units.p.status).toBe('map');
    const fired = play(s, { type: 'attack', unit: 'm', model: ids(s, 'm')[0], target: 't' });
    expect(attacks(fired.events)[0]).toMatchObject({ random: 'indirect' });
  });

  it('the unit struck is picked at random among the units of the hex, friend or foe', () => {
    const s = game(
      [
        { id: 'm', team: 0, models: ['mortar'], at: [1, 3] },
        { id: 'own', team: 0, models: ['rifle'], at: [6, 3] },
        { id: 't', team: 1, models: ['rifle'], at: [6, 3] },
      ],
      Array(20).fill(1),
      [mortar],
    );
    const struck = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const seeded = { ...s, rng: { ...s.rng, ...testGame({ units: [], seed, alone: true }).rng } };
      struck.add(
        attacks(play(seeded, { type: 'attack', unit: 'm', model: ids(s, 'm')[0], target: 't' }).events)[0].strikes[0]
          .unit,
      );
    }
    expect([...struck].sort()).toEqual(['own', 't']);
  });
});

describe('R8.5 Suppressive Fire', () => {
  const mg = card('mg42', 'Infantry MG Team', {
    attack: { infantry: [10, 8, 7], vehicle: [3, 3, 2] },
    abilities: [{ id: 'sustainedFire' }, { id: 'suppressiveFire' }],
  });
  const commissar = card('commissar', 'Infantry Officer', { abilities: [{ id: 'braveryEnforcement' }] });

  it("in a squad with an MG Team swapped in, the MG's attacks suppress and the riflemen's do not (docs/rules.md, reading 46)", () => {
    const squadMg = card('squadmg', 'Infantry MG Team', {
      attack: { infantry: [10, 8, 7], vehicle: [3, 3, 2] },
      abilities: [{ id: 'suppressiveFire' }],
    });
    const s = game(
      [
        { id: 'q', team: 0, models: ['rifle', 'rifle', 'rifle', 'rifle', 'squadmg'], at: [1, 3] },
        { id: 't', team: 1, models: ['rifle', 'rifle'], at: [4, 3] },
        { id: 'u', team: 1, models: ['rifle', 'rifle'], at: [4, 4] },
      ],
      Array(60).fill(1),
      [squadMg],
    );
    const [rifleman] = ids(s, 'q');
    const mgModel = s.units.q.models.find((m) => m.def === 'squadmg')!.id;
    const byRifle = play(s, { type: 'attack', unit: 'q', model: rifleman, target: 't' });
    expect(byRifle.state.units.t.suppressed).toBe(false);
    const byMg = play(byRifle.state, { type: 'attack', unit: 'q', model: mgModel, target: 'u' });
    expect(byMg.events).toContainEqual({ type: 'suppressed', unit: 'u', by: 'q' });
  });

  it('an Infantry unit attacked by it, whatever the result, has Speed -1 and no Defensive Fire until the end of the turn', () => {
    const s = game(
      [
        { id: 'm', team: 0, models: ['mg42', 'mg42', 'mg42'], at: [1, 3] },
        { id: 't', team: 1, models: ['rifle', 'rifle'], at: [4, 3] },
      ],
      Array(40).fill(1),
      [mg],
    );
    const r = play(s, { type: 'attack', unit: 'm', model: ids(s, 'm')[0], target: 't' });
    expect(attacks(r.events)[0].strikes[0].result).toBe('none');
    expect(r.events).toContainEqual({ type: 'suppressed', unit: 't', by: 'm' });
    expect(r.state.units.t.suppressed).toBe(true);
    expect(unitSpeed(r.state, r.state.units.t)).toBe(0);
  });

  it('R8.5 with Blast (docs/rules.md): each Infantry unit a strike falls on is suppressed: they are the units attacked', () => {
    const shells = card('shells', 'Vehicle Self-Propelled Artillery', {
      attack: { infantry: [6, 6, 6], vehicle: [6, 6, 6] },
      abilities: [{ id: 'blast' }, { id: 'suppressiveFire' }],
    });
    // Two one-model units in the hex: two strikes, one on each (friend or foe).
    const s = game(
      [
        { id: 'k', team: 0, models: ['shells'], at: [1, 3] },
        { id: 't', team: 1, models: ['rifle'], at: [5, 3] },
        { id: 'own', team: 0, models: ['rifle'], at: [5, 3] },
      ],
      Array(40).fill(1),
      [shells],
    );
    const r = play(s, { type: 'attack', unit: 'k', model: ids(s, 'k')[0], target: 't' });
    expect(
      r.events
        .filter((e) => e.type === 'suppressed')
        .map((e) => e.type === 'suppressed' && e.unit)
        .sort(),
    ).toEqual(['own', 't']);
    expect([r.state.units.t.suppressed, r.state.units.own.suppressed]).toEqual([true, true]);
  });

  it('Bravery Enforcement (R8.12): the unit ignores it', () => {
    const s = game(
      [
        { id: 'm', team: 0, models: ['mg42', 'mg42', 'mg42'], at: [1, 3] },
        { id: 't', team: 1, models: ['rifle', 'commissar'], at: [4, 3] },
      ],
      Array(40).fill(1),
      [mg, commissar],
    );
    const r = play(s, { type: 'attack', unit: 'm', model: ids(s, 'm')[0], target: 't' });
    const named = r.state.pending.length ? play(r.state, { type: 'nameModel', model: ids(s, 't')[0] }) : r;
    expect(named.state.units.t.suppressed).toBe(false);
  });
});

describe('R8.6 Versatile Warmachine', () => {
  const t34 = card('t34', 'Vehicle Medium Tank', {
    speed: 4,
    defense: [5, 5],
    attack: { infantry: [7, 7, 6], vehicle: [13, 11, 10] },
    abilities: [{ id: 'versatileWarmachine' }],
  });

  it('after its attack roll its owner may reroll one die of the set', () => {
    const s = game(
      [
        { id: 't', team: 0, models: ['t34'], at: [1, 3] },
        { id: 'r', team: 1, models: ['rifle'], at: [3, 3] },
      ],
      [1, 1, 1, 1, 1, 1, 1, 6, 1],
      [t34],
    );
    const r = play(s, { type: 'attack', unit: 't', model: ids(s, 't')[0], target: 'r' });
    expect(r.state.pending.at(-1)).toMatchObject({
      kind: 'reroll',
      team: 0,
      roll: 'attack',
      dice: [1, 1, 1, 1, 1, 1, 1],
    });
    expect(legalActions(r.state)).toHaveLength(8);
    const rerolled = play(r.state, { type: 'reroll', die: 2 });
    const e = attacks(rerolled.events)[0];
    expect(e.rolls[0].reroll).toEqual({ index: 2, from: 1, to: 6 });
    expect(e.rolls[0].dice[2]).toBe(6);
    expect(e.strikes[0].successes).toBe(1);
  });

  it('its defense dice and its failed movement rolls may be rerolled too', () => {
    const s = atPhase(
      game(
        [
          { id: 'g', team: 0, models: ['rifle'], at: [2, 3] },
          { id: 't', team: 1, models: ['t34'], at: [3, 3] },
        ],
        [6, 6, 1, 1, 1, 1, 6],
        [t34],
      ),
      'assault',
      0,
    );
    const r = play(s, { type: 'attack', unit: 'g', model: ids(s, 'g')[0], target: 't' });
    expect(r.state.pending.at(-1)).toMatchObject({ kind: 'reroll', team: 1, roll: 'defense' });
    const kept = play(r.state, { type: 'reroll', die: null });
    expect(attacks(kept.events)[0].strikes[0].defenseReroll).toBeUndefined();
    const hedge = testMap(10, 8, {}, [{ col: 1, row: 3, dir: 0, kind: 'hedge' }]);
    const mv = game([{ id: 't', team: 0, models: ['t34'], at: [1, 3] }], [2, 5], [t34], 'movement', hedge);
    const failed = play(mv, { type: 'move', unit: 't', path: [at(2, 3)] });
    expect(failed.state.pending.at(-1)).toMatchObject({ kind: 'reroll', roll: 'movement', dice: [2] });
    const again = play(failed.state, { type: 'reroll', die: 0 });
    expect(again.state.units.t.at).toEqual(at(2, 3));
  });

  it('R8.6 a rerolled movement roll is reported for what it was (a Hedge, a River) and with the die it replaced', () => {
    const hedge = testMap(10, 8, {}, [
      { col: 1, row: 3, dir: 0, kind: 'hedge' },
      { col: 1, row: 3, dir: 1, kind: 'river' },
    ]);
    const mv = game([{ id: 't', team: 0, models: ['t34'], at: [1, 3] }], [2, 5, 3, 1], [t34], 'movement', hedge);
    const over = play(play(mv, { type: 'move', unit: 't', path: [at(2, 3)] }).state, { type: 'reroll', die: 0 });
    const e = over.events.find((x) => x.type === 'movementRoll');
    expect(e).toEqual({
      type: 'movementRoll',
      unit: 't',
      reason: 'hedge',
      to: at(2, 3),
      die: 5,
      success: true,
      reroll: { index: 0, from: 2, to: 5 },
    });
    expect(describeEvent(over.state, e!)).toBe(
      't34 rerolls its 2 for crossing a Hedge into C4: 5, needs 4+: passes (R8.6)',
    );
    const river = play(play(mv, { type: 'move', unit: 't', path: [neighbor(at(1, 3), 1)] }).state, {
      type: 'reroll',
      die: 0,
    });
    expect(river.events.find((x) => x.type === 'movementRoll')).toMatchObject({
      reason: 'river',
      die: 5,
      reroll: { index: 0, from: 2, to: 5 },
    });
  });

  it('R8.6, R5.3 a step with two movement rolls: each failed roll is its own set and may be rerolled, in turn', () => {
    // B4 -> C4 crosses a Hedge into Forest: the Hedge roll, then the Forest roll.
    const map = testMap(10, 8, { '2,3': { terrain: 'forest' } }, [{ col: 1, row: 3, dir: 0, kind: 'hedge' }]);
    const mv = game([{ id: 't', team: 0, models: ['t34'], at: [1, 3] }], [2, 5, 1, 6], [t34], 'movement', map);
    const hedge = play(mv, { type: 'move', unit: 't', path: [at(2, 3)] });
    expect(hedge.state.pending.at(-1)).toMatchObject({ kind: 'reroll', roll: 'movement', index: 0, dice: [2] });
    expect(hedge.state.pending.at(-1)).toMatchObject({ step: { rolls: ['hedge', 'forest'], failed: 0 } });
    const forest = play(hedge.state, { type: 'reroll', die: 0 });
    expect(
      forest.events.filter((e) => e.type === 'movementRoll').map((e) => 'reason' in e && [e.reason, e.die, e.success]),
    ).toEqual([
      ['hedge', 5, true],
      ['forest', 1, false],
    ]);
    expect(forest.state.units.t.at).toEqual(at(1, 3));
    expect(forest.state.pending.at(-1)).toMatchObject({ kind: 'reroll', roll: 'movement', index: 1, dice: [1] });
    const moved = play(forest.state, { type: 'reroll', die: 0 });
    expect(moved.events.find((e) => e.type === 'movementRoll')).toMatchObject({
      reason: 'forest',
      die: 6,
      success: true,
    });
    expect(moved.state.units.t.at).toEqual(at(2, 3));
    expect(moved.state.pending).toEqual([]);
    // Keeping the failed Forest roll instead: the tank stays, facing the Forest, its movement over.
    const kept = play(forest.state, { type: 'reroll', die: null });
    expect(kept.state.units.t).toMatchObject({ at: at(1, 3), facing: 0, activated: true });
  });
});

describe('index "Flamethrower"', () => {
  const flamer = card('flamer', 'Infantry Specialist', {
    attack: { infantry: [10, null, null], vehicle: [7, null, null] },
    abilities: [{ id: 'flamethrower' }],
  });
  const forest = testMap(10, 8, { '2,3': { terrain: 'forest' } });

  it('three 6s inflict one more casualty; at 0-1 it ignores the hex die', () => {
    const s = game(
      [
        { id: 'f', team: 0, models: ['flamer'], at: [1, 3] },
        { id: 'r', team: 1, models: ['rifle', 'rifle', 'rifle'], at: [2, 3] },
      ],
      [6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1],
      [flamer],
      'assault',
      forest,
    );
    const r = play(s, { type: 'attack', unit: 'f', model: ids(s, 'f')[0], target: 'r' });
    const strike = attacks(r.events)[0].strikes[0];
    expect(strike.defenseSources.map((x) => x.label)).toContain('Forest hex (ignored)');
    expect(strike.defenseDice).toHaveLength(1);
    expect(strike).toMatchObject({ flameBonus: true, damage: 2, result: 'modelLost' });
    expect(r.state.units.r.models).toHaveLength(1);
  });

  it('in a random strike (Indirect Fire) the extra damage falls on the struck model alone: one Infantry model lost, not two (docs/rules.md, reading 43)', () => {
    // A custom card: an Indirect Fire flamethrower (no card of the catalog has both).
    const flameMortar = card('flamemortar', 'Infantry Specialist', {
      attack: { infantry: [10, 6, 4], vehicle: [7, 5, 3] },
      abilities: [{ id: 'flamethrower' }, { id: 'indirectFire' }],
    });
    const s = game(
      [
        { id: 'f', team: 0, models: ['flamemortar'], at: [1, 3] },
        { id: 'r', team: 1, models: ['rifle', 'rifle', 'rifle'], at: [2, 3] },
      ],
      [6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1],
      [flameMortar],
    );
    const r = play(s, { type: 'attack', unit: 'f', model: ids(s, 'f')[0], target: 'r' });
    expect(attacks(r.events)[0].strikes[0]).toMatchObject({ flameBonus: true, result: 'modelLost' });
    expect(r.state.units.r.models).toHaveLength(2);
    // The log says why, not that the squad had no other model to lose.
    const line = describeEvent(r.state, attacks(r.events)[0]);
    expect(line).toContain('no extra casualty from the Flamethrower in a random strike (R8.3, R6.6)');
    expect(line).not.toContain('no other model');
  });
});

describe('R8.8 Bridge Demolition', () => {
  const engineer = card('engineer', 'Infantry Specialist', { abilities: [{ id: 'bridgeDemolition' }] });
  const bridged = testMap(10, 8, {}, [{ col: 3, row: 3, dir: 0, kind: 'river', bridge: true }]);

  it('instead of attacking, a die of 3+ destroys a Bridge on a hexside of its hex; 2 or less leaves it standing', () => {
    const s = game(
      [
        { id: 'e', team: 0, models: ['engineer'], at: [3, 3] },
        { id: 'z', team: 1, models: ['rifle'], at: [9, 7] },
      ],
      [3],
      [engineer],
      'assault',
      bridged,
    );
    const none = applyAction(s, { type: 'demolish', unit: 'e', model: ids(s, 'e')[0], dir: 3 });
    expect(!none.ok && none.error).toMatchObject({ code: 'NO_BRIDGE', rule: 'R8.8' });
    const r = play(s, { type: 'demolish', unit: 'e', model: ids(s, 'e')[0], dir: 0 });
    expect(r.state.destroyedBridges).toEqual([hexsideKey(at(3, 3), 0)]);
    expect(r.events.find((e) => e.type === 'bridgeDemolition')).toMatchObject({ die: 3, success: true });
    const fails = game(
      [
        { id: 'e', team: 0, models: ['engineer'], at: [3, 3] },
        { id: 'z', team: 1, models: ['rifle'], at: [9, 7] },
      ],
      [2],
      [engineer],
      'assault',
      bridged,
    );
    expect(play(fails, { type: 'demolish', unit: 'e', model: ids(s, 'e')[0], dir: 0 }).state.destroyedBridges).toEqual(
      [],
    );
  });

  it("R8.8, R8.14 (docs/rules.md, reading 47): the demolition is the model's attack, so a Strike and Fade unit may move after it", () => {
    const raider = card('raider', 'Vehicle Armored Car', {
      speed: 4,
      defense: [2, 2],
      attack: { infantry: [6, 5, 4], vehicle: [4, 3, 2] },
      abilities: [{ id: 'bridgeDemolition' }, { id: 'strikeAndFade', n: 2 }],
    });
    const s = game(
      [
        { id: 'c', team: 0, models: ['raider'], at: [3, 3], facing: 0 },
        { id: 'z', team: 1, models: ['rifle'], at: [9, 7] },
      ],
      [3, ...Array(20).fill(1)],
      [raider],
      'assault',
      bridged,
    );
    const early = applyAction(s, { type: 'move', unit: 'c', path: [at(2, 3)], kind: 'strikeAndFade' });
    expect(!early.ok && early.error).toMatchObject({ code: 'ORDER', rule: 'R8.14' });
    const blown = play(s, { type: 'demolish', unit: 'c', model: ids(s, 'c')[0], dir: 0 });
    expect(blown.state.destroyedBridges).toEqual([hexsideKey(at(3, 3), 0)]);
    const faded = play(blown.state, { type: 'move', unit: 'c', path: [at(2, 3)], kind: 'strikeAndFade' });
    expect(faded.state.units.c.at).toEqual(at(2, 3));
  });
});

describe('R8.4, R8.12 command abilities', () => {
  const captain = card('captain', 'Infantry Officer', {
    abilities: [{ id: 'initiative', n: 2 }, { id: 'pinPointer' }],
  });
  const lieutenant = card('lt', 'Infantry Officer', { abilities: [{ id: 'tallyHo' }] });
  const angriff = card('obl', 'Infantry Officer', { abilities: [{ id: 'angriff' }] });
  const stalwart = card('stal', 'Infantry Officer', { abilities: [{ id: 'stalwart' }] });
  const shermanCo = card('shco', 'Vehicle Medium Tank Officer', { abilities: [{ id: 'commandLeadership' }] });
  const ruthless = card('ruth', 'Vehicle Medium Tank Officer', { abilities: [{ id: 'commandRuthless' }] });
  const cards = [captain, lieutenant, angriff, stalwart, shermanCo, ruthless];

  it('every Officer casts on his own unit when it is eligible; a Senior Commander on every eligible friendly unit', () => {
    const s = game(
      [
        { id: 'sq', team: 0, models: ['rifle', 'captain'], at: [1, 3] },
        { id: 'other', team: 0, models: ['rifle'], at: [1, 5] },
        { id: 'tank', team: 0, models: ['tank'], at: [2, 5] },
        { id: 'e', team: 1, models: ['rifle'], at: [8, 7] },
      ],
      [],
      cards,
    );
    expect([...commandsOn(s, s.units.sq)]).toEqual(['pinPointer']);
    expect([...commandsOn(s, s.units.other)]).toEqual([]);
    const senior: GameState = {
      ...s,
      units: {
        ...s.units,
        sq: {
          ...s.units.sq,
          models: s.units.sq.models.map((m) => (m.def === 'captain' ? { ...m, commander: 'senior' as const } : m)),
        },
      },
    };
    expect([...commandsOn(senior, senior.units.other)]).toEqual(['pinPointer']);
    expect([...commandsOn(senior, senior.units.tank)]).toEqual([]);
  });

  it('R8.4 a Junior Commander reaches 3 units in all: his own, when eligible, always, and up to 2 others chosen after each initiative roll', () => {
    const s = juniorAmongThree(cards);
    expect(s.pending.at(-1)).toMatchObject({
      kind: 'commandTargets',
      team: 0,
      commander: 'sq',
      max: 2,
      choices: ['u1', 'u2', 'u3'],
    });
    const tooMany = applyAction(s, { type: 'chooseCommandTargets', units: ['u1', 'u2', 'u3'] });
    expect(!tooMany.ok && tooMany.error).toMatchObject({ rule: 'R8.17' });
    if (!tooMany.ok) expect(tooMany.error.message).toContain('his own unit gets his abilities and counts toward the 3');
    const own = applyAction(s, { type: 'chooseCommandTargets', units: ['sq'] });
    expect(!own.ok && own.error.rule).toBe('R8.17');
    const enemy = applyAction(s, { type: 'chooseCommandTargets', units: ['e'] });
    expect(!enemy.ok && enemy.error.rule).toBe('R8.4');
    const r = play(s, { type: 'chooseCommandTargets', units: ['u1', 'u2'] });
    const reached = ['sq', 'u1', 'u2', 'u3'].filter((u) => commandsOn(r.state, r.state.units[u]).has('pinPointer'));
    expect(reached).toEqual(['sq', 'u1', 'u2']);
    const chosen = r.events.find((e) => e.type === 'commandTargetsChosen')!;
    expect(describeEvent(r.state, chosen)).toBe(
      "Rifleman's Junior Commander casts on his own unit and Rifleman, Rifleman this turn (R8.4)",
    );
  });

  it('R8.4 a Junior Commander whose own unit is not eligible picks up to 3 other units', () => {
    // A tank officer with an Infantry ability: his own unit (a Vehicle) is not eligible.
    const tankCaptain = card('tcap', 'Vehicle Medium Tank Officer', { abilities: [{ id: 'pinPointer' }] });
    const s = testGame({
      units: [
        { id: 'tc', team: 0, models: ['tcap'], at: [1, 3], commander: { model: 0, grade: 'junior' } },
        { id: 'u1', team: 0, models: ['rifle'], at: [1, 5] },
        { id: 'u2', team: 0, models: ['rifle'], at: [2, 5] },
        { id: 'u3', team: 0, models: ['rifle'], at: [3, 5] },
        { id: 'e', team: 1, models: ['rifle'], at: [7, 7] },
      ],
      cards: [...cards, tankCaptain],
      script: initiative({ winner: 0 }),
    });
    expect(s.pending.at(-1)).toMatchObject({
      kind: 'commandTargets',
      commander: 'tc',
      max: 3,
      choices: ['u1', 'u2', 'u3'],
    });
    const r = play(s, { type: 'chooseCommandTargets', units: ['u1', 'u2', 'u3'] });
    expect(['u1', 'u2', 'u3'].every((u) => commandsOn(r.state, r.state.units[u]).has('pinPointer'))).toBe(true);
    expect([...commandsOn(r.state, r.state.units.tc)]).toEqual([]);
  });

  it("Pin Pointer: the unit's targets roll one defense die fewer", () => {
    const s = game(
      [
        { id: 'sq', team: 0, models: ['rifle', 'captain'], at: [1, 3] },
        { id: 't', team: 1, models: ['tank'], at: [2, 3] },
      ],
      Array(30).fill(1),
      cards,
    );
    const r = play(s, { type: 'attack', unit: 'sq', model: ids(s, 'sq')[0], target: 't' });
    const strike = attacks(r.events)[0].strikes[0];
    expect(strike.defenseDice).toHaveLength(3);
    expect(strike.defenseSources).toContainEqual({ label: 'Pin Pointer', n: -1 });
  });

  it('Command Leadership: one more die on each Assault Phase attack; Command Ruthless: +1 per die against a bloodied target', () => {
    const lead = game(
      [
        { id: 'c', team: 0, models: ['shco'], at: [1, 3] },
        { id: 't', team: 1, models: ['tank'], at: [3, 3] },
      ],
      Array(30).fill(1),
      cards,
    );
    const e = attacks(play(lead, { type: 'attack', unit: 'c', model: ids(lead, 'c')[0], target: 't' }).events)[0];
    expect(e.rolls[0].dice).toHaveLength(7);
    expect(e.rolls[0].countSources.map((x) => x.label)).toContain('Command Leadership');
    const ruth = game(
      [
        { id: 'c', team: 0, models: ['ruth'], at: [1, 3] },
        { id: 't', team: 1, models: ['tank'], at: [3, 3] },
      ],
      Array(30).fill(3),
      cards,
    );
    const fresh = attacks(play(ruth, { type: 'attack', unit: 'c', model: ids(ruth, 'c')[0], target: 't' }).events)[0];
    expect(fresh.strikes[0].successes).toBe(0);
    const bloodied: GameState = {
      ...ruth,
      units: { ...ruth.units, t: { ...ruth.units.t, models: [{ ...ruth.units.t.models[0], damage: 1 }] } },
    };
    const hurt = attacks(
      play(bloodied, { type: 'attack', unit: 'c', model: ids(ruth, 'c')[0], target: 't' }).events,
    )[0];
    expect(hurt.strikes[0].successes).toBe(6);
  });

  it('R8.12 Command Ruthless is read when the dice are rolled: an attack that bloodies a fresh target does not claim it in the log', () => {
    // Six 6s against a fresh tank's front 5: 1 damage. The +1 was never applied (the target was
    // fresh when the dice were rolled), so neither the event nor the log names it.
    const s = game(
      [
        { id: 'c', team: 0, models: ['ruth'], at: [1, 3] },
        { id: 't', team: 1, models: ['tank'], at: [3, 3], facing: 3 },
      ],
      [...Array(6).fill(6), 1, 1, 1, 1],
      cards,
    );
    const r = play(s, { type: 'attack', unit: 'c', model: ids(s, 'c')[0], target: 't' });
    const e = attacks(r.events)[0];
    expect(e.strikes[0]).toMatchObject({ successes: 6, result: 'damaged' });
    expect(e.rolls[0].modifierSources).toEqual([]);
    expect(describeEvent(r.state, e)).not.toContain('Ruthless');
  });

  it("R8.12 Command Ruthless in a Blast: the second strike does not gain it from the first strike's kill (R8.2: one roll, fixed when rolled)", () => {
    const blaster = card('rblast', 'Vehicle Self-Propelled Artillery Officer', {
      attack: { infantry: [8, 8, 8], vehicle: [8, 8, 8] },
      abilities: [{ id: 'blast' }, { id: 'commandRuthless' }],
    });
    // Both riflemen are struck (two strikes, two models). Four 6s and four 3s: 4 successes each
    // (the 3s would count only with Ruthless); each rifleman's one defense die fails.
    const s = game(
      [
        { id: 'k', team: 0, models: ['rblast'], at: [1, 3] },
        { id: 'sq', team: 1, models: ['rifle', 'rifle'], at: [5, 3] },
      ],
      [6, 6, 6, 6, 3, 3, 3, 3, 1, 1],
      [blaster],
    );
    const r = play(s, { type: 'attack', unit: 'k', model: ids(s, 'k')[0], target: 'sq' });
    const e = attacks(r.events)[0];
    expect(e.strikes.map((x) => [x.successes, x.result])).toEqual([
      [4, 'modelLost'],
      [4, 'modelLost'],
    ]);
    expect(e.rolls[0].modifierSources).toEqual([]);
    expect(describeEvent(r.state, e)).not.toContain('Ruthless');
  });

  it('R8.12 Command Ruthless against one struck unit and not the other: each strike counts its own, and the log says so', () => {
    const blaster = card('rblast2', 'Vehicle Self-Propelled Artillery Officer', {
      attack: { infantry: [4, 4, 4], vehicle: [4, 4, 4] },
      abilities: [{ id: 'blast' }, { id: 'commandRuthless' }],
    });
    const s0 = game(
      [
        { id: 'k', team: 0, models: ['rblast2'], at: [1, 3] },
        { id: 'a', team: 1, models: ['rifle'], at: [5, 3] },
        { id: 'b', team: 0, models: ['rifle'], at: [5, 3] },
      ],
      [3, 3, 3, 3, 1, 1],
      [blaster],
    );
    // Unit a has lost a model before: bloodied. Unit b is fresh.
    const s: GameState = { ...s0, units: { ...s0.units, a: { ...s0.units.a, modelsLost: 1 } } };
    const r = play(s, { type: 'attack', unit: 'k', model: ids(s, 'k')[0], target: 'a' });
    const e = attacks(r.events)[0];
    const byUnit = Object.fromEntries(e.strikes.map((x) => [x.unit, x]));
    expect(byUnit.a).toMatchObject({ successes: 4, result: 'modelLost' });
    expect(byUnit.b).toMatchObject({ successes: 0, result: 'none' });
    const line = describeEvent(r.state, e);
    const first = e.strikes[0].unit;
    // The roll shows the first strike's modifiers; the other strike says how its own differ.
    expect(line).toContain(
      first === 'a'
        ? 'against this unit the dice count unmodified'
        : 'against this unit the dice count at +1 each (Command Ruthless +1)',
    );
  });

  it("R8.12 Command Leadership with Blast (docs/rules.md): its die is added to each profile's roll (one attack, each struck model resolves one roll)", () => {
    const leader = card('lblast', 'Vehicle Self-Propelled Artillery Officer', {
      attack: { infantry: [5, 5, 5], vehicle: [3, 3, 3] },
      abilities: [{ id: 'blast' }, { id: 'commandLeadership' }],
    });
    const s = game(
      [
        { id: 'k', team: 0, models: ['lblast'], at: [1, 3] },
        { id: 'r', team: 1, models: ['rifle'], at: [5, 3] },
        { id: 'v', team: 1, models: ['tank'], at: [5, 3] },
      ],
      Array(40).fill(1),
      [leader],
    );
    const e = attacks(play(s, { type: 'attack', unit: 'k', model: ids(s, 'k')[0], target: 'r' }).events)[0];
    const rolls = Object.fromEntries(e.rolls.map((x) => [x.profile, x]));
    expect([rolls.infantry.dice.length, rolls.vehicle.dice.length]).toEqual([6, 4]);
    for (const roll of e.rolls) expect(roll.countSources).toContainEqual({ label: 'Command Leadership', n: 1 });
  });

  it('R8.12 Pin Pointer against Aircraft (docs/rules.md): the Aircraft rolls one defense die fewer, never below 0', () => {
    const aaCaptain = card('aacap', 'Infantry Officer', {
      attack: { infantry: [8, 6, 4], vehicle: [8, 6, 4] },
      abilities: [{ id: 'aa' }, { id: 'pinPointer' }],
    });
    const plane = card('plane5', 'Aircraft', { defense: 5 });
    const s = game(
      [
        { id: 'c', team: 0, models: ['aacap'], at: [1, 3] },
        { id: 'p', team: 1, models: ['plane5'], at: [3, 3] },
      ],
      Array(40).fill(1),
      [aaCaptain, plane],
    );
    const strike = attacks(play(s, { type: 'attack', unit: 'c', model: ids(s, 'c')[0], target: 'p' }).events)[0]
      .strikes[0];
    expect(strike.defenseDice).toHaveLength(2);
    expect(strike.defenseSources).toEqual([
      { label: 'Aircraft (3 - 0 damage)', n: 3 },
      { label: 'Pin Pointer', n: -1 },
    ]);
    const wrecked: GameState = {
      ...s,
      units: { ...s.units, p: { ...s.units.p, models: [{ ...s.units.p.models[0], damage: 3 }] } },
    };
    const none = attacks(play(wrecked, { type: 'attack', unit: 'c', model: ids(s, 'c')[0], target: 'p' }).events)[0]
      .strikes[0];
    expect(none.defenseDice).toHaveLength(0);
    expect(none.defenseSources.map((x) => x.label)).not.toContain('Pin Pointer');
  });

  it('Angriff: the unit has Aggression 1; Tally-Ho!: +1 Speed for moving in the Movement Phase', () => {
    const a = game(
      [
        { id: 'sq', team: 0, models: ['rifle', 'obl'], at: [1, 3] },
        { id: 'e', team: 1, models: ['rifle'], at: [4, 3] },
      ],
      [],
      cards,
    );
    expect(play(a, { type: 'move', unit: 'sq', path: [at(2, 3)], kind: 'aggression' }).state.activation).toMatchObject({
      moveKind: 'aggression',
    });
    const t = game(
      [
        { id: 'sq', team: 0, models: ['rifle', 'lt'], at: [1, 3] },
        { id: 'e', team: 1, models: ['rifle'], at: [8, 7] },
      ],
      [],
      cards,
      'movement',
    );
    expect(play(t, { type: 'move', unit: 'sq', path: [at(2, 3), at(3, 3)] }).state.units.sq.at).toEqual(at(3, 3));
    const assault = atPhase(t, 'assault', 0);
    expect(applyAction(assault, { type: 'move', unit: 'sq', path: [at(2, 3), at(3, 3)] }).ok).toBe(false);
  });

  it('R8.12, R8.5, R5.2: Tally-Ho! moves a squad that Suppressive Fire left at Speed 0: its Speed for moving is 0 + 1', () => {
    const mg42 = card('mg42', 'Infantry MG Team', {
      attack: { infantry: [10, 8, 7], vehicle: [3, 3, 2] },
      abilities: [{ id: 'sustainedFire' }, { id: 'suppressiveFire' }],
    });
    let s = game(
      [
        { id: 'x', team: 0, models: ['rifle'], at: [0, 0] },
        { id: 'sq', team: 0, models: ['rifle', 'lt'], at: [1, 3] },
        { id: 'm', team: 1, models: ['mg42'], at: [4, 3] },
      ],
      Array(40).fill(1),
      [...cards, mg42],
      'movement',
    );
    s = play(s, { type: 'hold', unit: 'x' }).state;
    // The MG 42 fires standing still (R4.3): every die a 1, no harm done, but the squad is suppressed (R8.5).
    s = play(s, { type: 'attack', unit: 'm', model: ids(s, 'm')[0], target: 'sq' }).state;
    if (s.pending.length > 0) s = play(s, { type: 'nameModel', model: ids(s, 'sq')[0] }).state;
    if (s.activation) s = play(s, { type: 'endActivation' }).state;
    expect(s.units.sq.suppressed).toBe(true);
    expect(unitSpeed(s, s.units.sq)).toBe(0);
    expect(legalActions(s).some((a) => a.type === 'move' && a.unit === 'sq')).toBe(true);
    const moved = play(s, { type: 'move', unit: 'sq', path: [at(2, 3)] }).state;
    expect(moved.units.sq.at).toEqual(at(2, 3));
    // One hex only: 0 + 1.
    expect(applyAction(s, { type: 'move', unit: 'sq', path: [at(2, 3), at(3, 3)] }).ok).toBe(false);
  });

  it("R8.4, R8.12, R5.2: a Senior Commander's Tally-Ho! moves a Speed 0 Infantry Artillery piece 1 hex in the Movement Phase, never in the Assault Phase", () => {
    const pak = card('pak38', 'Infantry Artillery', {
      speed: 0,
      defense: 3,
      attack: { infantry: [3, 3, 3], vehicle: [11, 9, 7] },
    });
    const units: TestUnit[] = [
      { id: 'g', team: 0, models: ['pak38'], at: [1, 3] },
      { id: 'sq', team: 0, models: ['rifle', 'lt'], at: [1, 5], commander: { model: 1, grade: 'senior' } },
      { id: 'e', team: 1, models: ['rifle'], at: [8, 7] },
    ];
    const s = game(units, [], [...cards, pak], 'movement');
    expect([...commandsOn(s, s.units.g)]).toEqual(['tallyHo']);
    expect(play(s, { type: 'move', unit: 'g', path: [at(2, 3)] }).state.units.g.at).toEqual(at(2, 3));
    expect(applyAction(s, { type: 'move', unit: 'g', path: [at(2, 3), at(3, 3)] }).ok).toBe(false);
    const assault = game(units, [], [...cards, pak], 'assault');
    const r = applyAction(assault, { type: 'move', unit: 'g', path: [at(2, 3)] });
    expect(!r.ok && r.error).toMatchObject({ code: 'NO_SPEED', rule: 'R5.2' });
    // Without the Commander the gun stays where it is (R5.2).
    const alone = game(
      [units[0], { id: 'sq', team: 0, models: ['rifle'], at: [1, 5] }, units[2]],
      [],
      [...cards, pak],
      'movement',
    );
    expect(applyAction(alone, { type: 'move', unit: 'g', path: [at(2, 3)] }).ok).toBe(false);
  });

  it('R7.2, R8.12, R5.7d: a squad whose Officer (Tally-Ho!) dies to Defensive Fire after its first step has no Speed left: 1 + 1, 1 step taken, 1 lost', () => {
    const s = game(
      [
        { id: 'sq', team: 0, models: ['rifle', 'lt'], at: [1, 3], commander: { model: 1, grade: 'commander' } },
        // Next to both B4 and C4.
        { id: 'e', team: 1, models: ['rifle'], at: [2, 2] },
      ],
      // Defensive Fire: 8 attack dice all 6; the Officer's 1 defense die fails.
      [6, 6, 6, 6, 6, 6, 6, 6, 1],
      cards,
      'movement',
    );
    let st = play(s, { type: 'move', unit: 'sq', path: [at(2, 3)] }).state;
    expect(st.activation?.speedLeft).toBe(1);
    st = play(st, { type: 'defensiveFire', unit: 'e', at: 'to' }).state;
    // The owner names the model attacked (R6.6): the Officer.
    st = play(st, { type: 'nameModel', model: st.units.sq.models.find((m) => m.def === 'lt')!.id }).state;
    expect(st.units.sq.models.map((m) => m.def)).toEqual(['rifle']);
    // His Tally-Ho! ends at once (R7.2): the squad moves with Speed 1 now and has used 1, so with
    // nothing left to do in the Movement Phase its activation ends.
    expect(st.activation).toBeNull();
    expect(st.units.sq.activated).toBe(true);
    expect(applyAction(st, { type: 'move', unit: 'sq', path: [at(3, 3)] }).ok).toBe(false);
    expect(legalActions(st).some((a) => a.type === 'move' && a.unit === 'sq')).toBe(false);
  });

  it("R7.2, R8.4, R8.12, R5.7d: a Senior Commander in another unit killed by a Blast falling on the mover's hex takes his Tally-Ho! off the move at once", () => {
    const rockets = card('rockets', 'Vehicle Self-Propelled Artillery', {
      speed: 4,
      defense: [1, 1],
      attack: { infantry: [6, 6, 6], vehicle: [6, 6, 6] },
      abilities: [{ id: 'blast' }],
    });
    // Defense 12: the Blast's 6 successes cannot kill the mover.
    const tough = card('tough', 'Basic Infantry', { defense: 12 });
    const s = game(
      [
        { id: 'sq', team: 0, models: ['tough'], at: [1, 3] },
        { id: 'cmd', team: 0, models: ['lt'], at: [2, 3], commander: { model: 0, grade: 'senior' } },
        { id: 'k', team: 1, models: ['rockets'], at: [2, 2] },
      ],
      // The Blast's 6 attack dice all 6; every defense die a 1.
      [...Array(6).fill(6), ...Array(20).fill(1)],
      [...cards, rockets, tough],
      'movement',
    );
    expect([...commandsOn(s, s.units.sq)]).toEqual(['tallyHo']);
    let st = play(s, { type: 'move', unit: 'sq', path: [at(2, 3)] }).state;
    expect(st.activation?.speedLeft).toBe(1);
    // Two models in C4, so the Blast strikes both (R8.2): the Senior Commander dies, the mover lives.
    st = play(st, { type: 'defensiveFire', unit: 'k', at: 'to' }).state;
    expect(st.units.cmd.status).toBe('destroyed');
    expect(st.units.sq.models).toHaveLength(1);
    // The squad moves with Speed 1 now and has used 1: its activation ends.
    expect(st.activation).toBeNull();
    expect(st.units.sq.activated).toBe(true);
    expect(applyAction(st, { type: 'move', unit: 'sq', path: [at(3, 3)] }).ok).toBe(false);
  });

  it('R8.15: in Defensive Fire Pin Pointer and Command Ruthless apply, Command Leadership does not (even in the Assault Phase); Stalwart applies only there', () => {
    const raider = card('raidcar', 'Vehicle Armored Car', {
      speed: 4,
      defense: [2, 2],
      abilities: [{ id: 'aggression', n: 2 }],
    });
    // The mover steps B2 -> C2 past a defender at C1 (movement or, by Aggression, assault).
    const fireAt = (defender: TestUnit, phase: 'movement' | 'assault', mover = 'tank', damage = 0) => {
      const s0 = game(
        [{ id: 'v', team: 0, models: [mover], at: [1, 1] }, defender],
        Array(40).fill(1),
        [...cards, raider],
        phase,
      );
      const s: GameState = damage
        ? { ...s0, units: { ...s0.units, v: { ...s0.units.v, models: [{ ...s0.units.v.models[0], damage }] } } }
        : s0;
      const moved = play(s, {
        type: 'move',
        unit: 'v',
        path: [at(2, 1)],
        ...(phase === 'assault' ? { kind: 'aggression' as const } : {}),
      }).state;
      return attacks(play(moved, { type: 'defensiveFire', unit: defender.id, at: 'to' }).events);
    };
    // Command Leadership: Defensive Fire in the Assault Phase gets no extra die (8 dice at range 1).
    const led = fireAt({ id: 'c', team: 1, models: ['shco'], at: [2, 0] }, 'assault', 'raidcar')[0];
    expect(led.context).toBe('defensiveFire');
    expect(led.rolls[0].dice).toHaveLength(8);
    expect(led.rolls[0].countSources.map((x) => x.label)).not.toContain('Command Leadership');
    // Command Ruthless against a mover already damaged: +1 on each die.
    const ruthless = fireAt({ id: 'c', team: 1, models: ['ruth'], at: [2, 0] }, 'movement', 'tank', 1)[0];
    expect(ruthless.rolls[0].modifierSources).toContainEqual({ label: 'Command Ruthless', n: 1 });
    // Pin Pointer: the mover rolls one defense die fewer.
    const pinned = fireAt({ id: 'sq', team: 1, models: ['rifle', 'captain'], at: [2, 0] }, 'movement');
    expect(pinned.every((e) => e.strikes[0].defenseSources.some((x) => x.label === 'Pin Pointer' && x.n === -1))).toBe(
      true,
    );
    // Stalwart: not in an activation's attack.
    const s = game(
      [
        { id: 'sq', team: 0, models: ['rifle', 'stal'], at: [1, 1] },
        { id: 't', team: 1, models: ['tank'], at: [2, 1] },
      ],
      Array(40).fill(1),
      cards,
    );
    const own = attacks(play(s, { type: 'attack', unit: 'sq', model: ids(s, 'sq')[0], target: 't' }).events)[0];
    expect(own.rolls[0].modifierSources.map((x) => x.label)).not.toContain('Stalwart');
  });

  it("Stalwart: +1 on each die of the unit's Defensive Fire", () => {
    const s = game(
      [
        { id: 'v', team: 0, models: ['tank'], at: [0, 1] },
        { id: 'sq', team: 1, models: ['rifle', 'stal'], at: [2, 0] },
      ],
      Array(40).fill(3),
      cards,
      'movement',
    );
    const moved = play(s, { type: 'move', unit: 'v', path: [at(1, 1), at(2, 1)] }).state;
    const r = play(moved, { type: 'defensiveFire', unit: 'sq', at: 'to' });
    const e = attacks(r.events)[0];
    expect(e.rolls[0].modifierSources).toContainEqual({ label: 'Stalwart', n: 1 });
    expect(e.strikes[0].successes).toBe(e.rolls[0].dice.length);
  });
});

describe('R8.17, R8.20 the units a Junior Commander names', () => {
  const captain = card('captain', 'Infantry Officer', { abilities: [{ id: 'pinPointer' }] });
  const ht = card('ht', 'Vehicle Half-Track', { abilities: [{ id: 'transport' }] });

  /** Plays on, every unit staying (and `arrive` made when offered), until the next turn has begun. */
  function toNextTurn(state: GameState, arrive?: Extract<Action, { type: 'arrive' }>): GameState {
    const turn = state.turn;
    let s = state;
    for (let i = 0; i < 200 && s.turn === turn && s.phase !== 'ended'; i++) {
      const legal = legalActions(s);
      const pick =
        legal.find((a) => a.type === 'chooseCommandTargets' && a.units.length === 0) ??
        legal.find(
          (a) =>
            arrive && a.type === 'arrive' && a.unit === arrive.unit && a.at.q === arrive.at.q && a.at.r === arrive.at.r,
        ) ??
        legal.find((a) => a.type === 'hold') ??
        legal.find((a) => a.type === 'endActivation' || a.type === 'passDefensiveFire') ??
        legal[0];
      s = play(s, pick).state;
    }
    return s;
  }

  const start = () =>
    testGame({
      units: [
        { id: 'sq', team: 0, models: ['rifle', 'captain'], at: [1, 3], commander: { model: 1, grade: 'junior' } },
        { id: 'u1', team: 0, models: ['rifle'], at: [1, 5] },
        { id: 'h', team: 0, models: ['ht'], at: [6, 1] },
        { id: 'em', team: 0, models: ['rifle'], carrier: 'h' },
        { id: 'pr', team: 0, models: ['para'], reserve: true },
        { id: 'e', team: 1, models: ['rifle'], at: [7, 7] },
      ],
      cards: [captain, ht],
      script: [...initiative({ winner: 0 }), ...initiative({ winner: 0 }), ...initiative({ winner: 0 })],
    });

  it('R8.20: he names units on the map or embarked in a Transport there, at any distance, not a unit in Reserve; one that arrives may be named from the next turn', () => {
    const s = start();
    expect(s.pending.at(-1)).toMatchObject({ kind: 'commandTargets', commander: 'sq', choices: ['u1', 'em'] });
    const reserve = applyAction(s, { type: 'chooseCommandTargets', units: ['pr'] });
    expect(!reserve.ok && reserve.error).toMatchObject({
      code: 'COMMAND',
      rule: 'R8.20',
      message: 'Paratrooper is in Reserve: a Junior Commander names units on the map',
    });
    expect(legalActions(s)).not.toContainEqual(expect.objectContaining({ units: expect.arrayContaining(['pr']) }));
    // What the screen says is not offered, and why.
    expect(juniorCannotName(s, s.units.sq)).toEqual(['pr']);
    const chosen = play(s, { type: 'chooseCommandTargets', units: ['u1', 'em'] }).state;
    expect(commandsOn(chosen, chosen.units.em).has('pinPointer')).toBe(true);
    // Turn 2: still in Reserve when he chooses; it arrives later that turn (R4.4), and is named in turn 3.
    const turn2 = toNextTurn(chosen);
    expect(turn2.pending.at(-1)).toMatchObject({ kind: 'commandTargets', choices: ['u1', 'em'] });
    const turn3 = toNextTurn(turn2, { type: 'arrive', unit: 'pr', at: at(3, 3) });
    expect(turn3.units.pr).toMatchObject({ status: 'map', at: at(3, 3) });
    expect(turn3.pending.at(-1)).toMatchObject({ kind: 'commandTargets', choices: ['u1', 'em', 'pr'] });
  });

  it('R8.20 in a game of the rulings before it (edition 1, a saved game): a unit in Reserve may be named, as when the game was played', () => {
    const s = play({ ...start(), rulings: undefined }, { type: 'chooseCommandTargets', units: [] }).state;
    const turn2 = toNextTurn(s);
    expect(turn2.pending.at(-1)).toMatchObject({ kind: 'commandTargets', choices: ['u1', 'em', 'pr'] });
    expect(applyAction(turn2, { type: 'chooseCommandTargets', units: ['pr'] }).ok).toBe(true);
    expect(juniorCannotName(turn2, turn2.units.sq)).toEqual([]);
  });

  it('R8.17: his own unit, eligible, always gets his abilities and is one of the 3: he names 2 others, and cannot leave his own unit out to name a third', () => {
    const s = juniorAmongThree([captain]);
    expect(s.pending.at(-1)).toMatchObject({ kind: 'commandTargets', max: 2 });
    const third = applyAction(s, { type: 'chooseCommandTargets', units: ['u1', 'u2', 'u3'] });
    expect(!third.ok && third.error).toMatchObject({ code: 'COMMAND', rule: 'R8.17' });
    const ownNamed = applyAction(s, { type: 'chooseCommandTargets', units: ['sq', 'u1'] });
    expect(!ownNamed.ok && ownNamed.error).toMatchObject({ code: 'COMMAND', rule: 'R8.17' });
    expect(legalActions(s).every((a) => a.type === 'chooseCommandTargets' && a.units.length <= 2)).toBe(true);
    // Naming none leaves his own unit with his abilities all the same.
    const none = play(s, { type: 'chooseCommandTargets', units: [] }).state;
    expect(['sq', 'u1', 'u2', 'u3'].filter((u) => commandsOn(none, none.units[u]).has('pinPointer'))).toEqual(['sq']);
  });
});

describe('R8.2 Blast striking its own attacker', () => {
  it('resolves when the attacker stands in the target hex and its own strike destroys it', () => {
    const rockets = card('rockets2', 'Vehicle Self-Propelled Artillery', {
      speed: 4,
      defense: [1, 1],
      attack: { infantry: [13, 13, 11], vehicle: [6, 6, 6] },
      abilities: [{ id: 'blast' }],
    });
    const s = game(
      [
        { id: 'k', team: 0, models: ['rockets2'], at: [3, 3] },
        { id: 'z', team: 0, models: ['rifle'], at: [8, 7] },
        { id: 't', team: 1, models: ['rifle'], at: [3, 3] },
      ],
      Array(40).fill(6),
      [rockets],
    );
    const r = play(s, { type: 'attack', unit: 'k', model: ids(s, 'k')[0], target: 't' });
    const e = attacks(r.events)[0];
    expect(e.strikes.map((x) => x.unit).sort()).toEqual(['k', 't']);
    expect(r.state.units.k.status).toBe('destroyed');
    expect(e.modelName).toBe('rockets2');
  });
});
