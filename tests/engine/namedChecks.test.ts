// The engine's small named checks, the one source of each rule for the AI, the store and the
// screen (docs/architecture.md "One source per rule"): cover (R6.5), who claims and contests a
// marker (R7.1, R8.1), who may attack Aircraft (R6.2), Heavy Armor left (index "Heavy Armor"),
// who is placed to make Defensive Fire (R5.7), where a unit may stand (R5.1, R8.1, R5.6, R2.3),
// who loses models to a strike (R6.6, R6.7).
import { describe, expect, it } from 'vitest';
import {
  canClaim,
  canContest,
  closeVolleyAt,
  heavyArmorLeft,
  hexCover,
  inDefensiveFireReach,
  losesModels,
  mayAttackAircraft,
  planAttack,
  terrainCovers,
  volleyWeapon,
  type GameState,
} from '../../src/engine';
import { checkStand, checkStandAmong } from '../../src/engine/rules/standing';
import { at, card, gameAt, testGame, testMap } from '../helpers';

const plane = card('plane', 'Aircraft', { attack: { infantry: [8, 6, null], vehicle: [3, 2, null] } });
const flak = card('flak', 'Infantry Specialist', { abilities: [{ id: 'aa' }] });
const heavy = card('heavy', 'Vehicle Heavy Tank', { abilities: [{ id: 'heavyArmor', n: 2 }] });
const sniper = card('snipe', 'Infantry Specialist', { abilities: [{ id: 'crackShot' }] });
const gun = card('gun', 'Infantry Artillery', {
  speed: 0,
  defense: 3,
  attack: { infantry: [3, 3, 3], vehicle: [11, 9, 7] },
});
const cards = [plane, flak, heavy, sniper, gun];

const map = testMap(10, 8, {
  '1,1': { terrain: 'forest' },
  '2,1': { terrain: 'marsh' },
  '3,1': { terrain: 'water' },
  '4,1': { terrain: 'city' },
  '5,1': { terrain: 'hill' },
});

describe('R6.5 hexCover: the hex gives its target a defense die', () => {
  const state = gameAt(
    [
      { id: 'inf', team: 0, models: ['rifle'], at: [0, 5] },
      { id: 'tank', team: 0, models: ['tank'], at: [1, 5] },
    ],
    { map },
  );
  it('Forest, City and Hill cover every ground target; Marsh only Infantry; Open and Water none', () => {
    const inf = state.units.inf;
    const tank = state.units.tank;
    for (const [col, covers] of [
      [1, true],
      [4, true],
      [5, true],
    ] as const) {
      expect(hexCover(state, inf, at(col, 1))).toBe(covers);
      expect(hexCover(state, tank, at(col, 1))).toBe(covers);
    }
    expect(hexCover(state, inf, at(2, 1))).toBe(true);
    expect(hexCover(state, tank, at(2, 1))).toBe(false);
    expect(hexCover(state, inf, at(0, 1))).toBe(false);
    expect(hexCover(state, inf, at(3, 1))).toBe(false);
    expect(hexCover(state, inf, at(40, 40))).toBe(false);
  });
  it('terrainCovers answers the same by terrain', () => {
    expect(terrainCovers('marsh', true)).toBe(true);
    expect(terrainCovers('marsh', false)).toBe(false);
    expect(terrainCovers('forest', false)).toBe(true);
    expect(terrainCovers('open', true)).toBe(false);
    expect(terrainCovers(null, true)).toBe(false);
  });
});

describe('R7.1, R8.1 canClaim and canContest', () => {
  const state = gameAt(
    [
      { id: 'inf', team: 0, models: ['rifle'], at: [0, 5] },
      { id: 'para', team: 0, models: ['para'], at: [1, 5] },
      { id: 'tank', team: 0, models: ['tank'], at: [2, 5] },
      { id: 'air', team: 1, models: ['plane'], reserve: true },
    ],
    { cards },
  );
  it('Infantry claims; a Paratrooper contests but never claims (R7.1, R8.16)', () => {
    expect(canClaim(state, state.units.inf)).toBe(true);
    expect(canContest(state, state.units.inf)).toBe(true);
    expect(canClaim(state, state.units.para)).toBe(false);
    expect(canContest(state, state.units.para)).toBe(true);
  });
  it('Vehicles and Aircraft neither claim nor contest (R7.1, R8.1)', () => {
    for (const id of ['tank', 'air']) {
      expect(canClaim(state, state.units[id])).toBe(false);
      expect(canContest(state, state.units[id])).toBe(false);
    }
  });
});

describe('R6.2 mayAttackAircraft: only AA models and Aircraft', () => {
  it('is asked of each model: an AA specialist in a squad, not its riflemen', () => {
    const state = gameAt([{ id: 'sq', team: 0, models: ['rifle', 'flak'], at: [0, 5] }], { cards });
    const [rifle, aa] = state.units.sq.models;
    expect(mayAttackAircraft(state, state.units.sq, rifle)).toBe(false);
    expect(mayAttackAircraft(state, state.units.sq, aa)).toBe(true);
  });
  it('Aircraft attack Aircraft', () => {
    const state = gameAt([{ id: 'air', team: 0, models: ['plane'], reserve: true }], { cards });
    expect(mayAttackAircraft(state, state.units.air, state.units.air.models[0])).toBe(true);
  });
});

describe('Index "Heavy Armor #": heavyArmorLeft', () => {
  it('is # less the damage already ignored, never below 0; 0 without it', () => {
    const state = gameAt(
      [
        { id: 'h', team: 0, models: ['heavy'], at: [0, 5] },
        { id: 't', team: 0, models: ['tank'], at: [1, 5] },
      ],
      { cards },
    );
    const unit = state.units.h;
    const model = unit.models[0];
    expect(heavyArmorLeft(state, unit, model)).toBe(2);
    expect(heavyArmorLeft(state, unit, { ...model, armorIgnored: 1 })).toBe(1);
    expect(heavyArmorLeft(state, unit, { ...model, armorIgnored: 3 })).toBe(0);
    expect(heavyArmorLeft(state, state.units.t, state.units.t.models[0])).toBe(0);
  });
});

describe('R6.6, R6.7 losesModels: who loses a model to a strike, and who takes damage', () => {
  it('Infantry loses models; artillery, Vehicles and Aircraft take damage', () => {
    const s = gameAt(
      [
        { id: 'inf', team: 0, models: ['rifle', 'rifle'], at: [0, 5] },
        { id: 'gun', team: 0, models: ['gun'], at: [1, 5] },
        { id: 'tank', team: 0, models: ['tank'], at: [2, 5] },
        { id: 'plane', team: 0, models: ['plane'], at: [3, 5] },
      ],
      { cards },
    );
    expect(['inf', 'gun', 'tank', 'plane'].map((id) => losesModels(s, s.units[id]))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('R5.7 Defensive Fire: who is placed to fire, and with which weapon', () => {
  const state = gameAt(
    [
      { id: 'mover', team: 0, models: ['tank'], at: [0, 1] },
      { id: 'near', team: 1, models: ['rifle'], at: [2, 0] },
      { id: 'far', team: 1, models: ['rifle'], at: [5, 0] },
      { id: 'friend', team: 0, models: ['rifle'], at: [2, 0] },
    ],
    { map: testMap(10, 3) },
  );
  const mover = state.units.mover;
  it('an enemy within 1 hex of both hexes of the step, unused and not suppressed', () => {
    expect(inDefensiveFireReach(state, state.units.near, mover, at(1, 1), at(2, 1))).toBe(true);
    expect(inDefensiveFireReach(state, state.units.near, mover, at(0, 1), at(1, 1))).toBe(false);
    expect(inDefensiveFireReach(state, state.units.far, mover, at(1, 1), at(2, 1))).toBe(false);
    expect(inDefensiveFireReach(state, state.units.friend, mover, at(1, 1), at(2, 1))).toBe(false);
    expect(
      inDefensiveFireReach(state, { ...state.units.near, defensiveFireUsed: true }, mover, at(1, 1), at(2, 1)),
    ).toBe(false);
    expect(inDefensiveFireReach(state, { ...state.units.near, suppressed: true }, mover, at(1, 1), at(2, 1))).toBe(
      false,
    );
    // R5.7e: an arriving unit (no hex before) is fired at from next to the hex it arrives in.
    expect(inDefensiveFireReach(state, state.units.near, mover, null, at(2, 1))).toBe(true);
  });
  it("R5.7c: in the mover's own hex, Close Assault at a Vehicle, Hand to Hand at Infantry, neither at an Aircraft", () => {
    const s = gameAt(
      [
        { id: 'air', team: 0, models: ['plane'], reserve: true },
        { id: 'inf', team: 0, models: ['rifle'], at: [0, 1] },
      ],
      { cards },
    );
    expect(volleyWeapon(state, mover, 'close')).toBe('closeAssault');
    expect(volleyWeapon(s, s.units.inf, 'close')).toBe('handToHand');
    expect(volleyWeapon(s, s.units.inf, 'normal')).toBe('normal');
    expect([closeVolleyAt(state, mover), closeVolleyAt(s, s.units.inf), closeVolleyAt(s, s.units.air)]).toEqual([
      true,
      true,
      false,
    ]);
  });
  it("R5.7c, R5.9: planAttack refuses a Crack Shot's Defensive Fire (the volley asks nothing more)", () => {
    const s = gameAt(
      [
        { id: 'mover', team: 0, models: ['tank'], at: [1, 1] },
        { id: 'e', team: 1, models: ['snipe'], at: [2, 0] },
      ],
      { cards, map: testMap(10, 3) },
    );
    const r = planAttack(
      s,
      { unit: 'e', model: s.units.e.models[0].id, target: 'mover', weapon: 'normal' },
      'defensiveFire',
      at(1, 1),
    );
    expect(!r.ok && r.error).toMatchObject({ code: 'WRONG_WEAPON', rule: 'R5.7' });
  });
});

describe('R5.1, R8.1, R5.6, R2.3 checkStand: where a unit may be put', () => {
  const state: GameState = testGame({
    map,
    units: [
      { id: 'a', team: 0, models: ['rifle'], at: [0, 5] },
      { id: 'b', team: 0, models: ['rifle'], at: [0, 5] },
      { id: 'inf', team: 0, models: ['rifle'], at: [6, 6] },
      { id: 'amph', team: 0, models: ['amphib'], at: [7, 6] },
      { id: 'air', team: 0, models: ['plane'], reserve: true },
    ],
    cards,
  });
  it('no Water unless Amphibious or an Aircraft (R5.1, R8.1)', () => {
    expect(checkStand(state, state.units.inf, at(3, 1))).toMatchObject({
      ok: false,
      error: { code: 'IMPASSABLE', rule: 'R5.1' },
    });
    expect(checkStand(state, state.units.amph, at(3, 1)).ok).toBe(true);
    expect(checkStand(state, state.units.air, at(3, 1)).ok).toBe(true);
  });
  it('population: a third unit of a team is refused; an Aircraft never is (R5.6)', () => {
    expect(checkStand(state, state.units.inf, at(0, 5))).toMatchObject({
      ok: false,
      error: { code: 'POPULATION', rule: 'R5.6' },
    });
    expect(checkStand(state, state.units.air, at(0, 5)).ok).toBe(true);
  });
  it('off the battlefield is refused', () => {
    expect(checkStand(state, state.units.inf, at(40, 40))).toMatchObject({ ok: false, error: { code: 'OFF_MAP' } });
  });
  it("checkStandAmong counts the units the caller gives, not the state's", () => {
    expect(checkStandAmong(state, state.units.inf, at(0, 5), []).ok).toBe(true);
    expect(checkStandAmong(state, state.units.inf, at(6, 3), [state.units.a, state.units.b]).ok).toBe(false);
    expect(checkStandAmong(state, state.units.inf, at(3, 1), []).ok).toBe(false);
  });
});
