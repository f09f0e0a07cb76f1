// Counters a wargamer reads at a glance (issue 13 point 9): the NATO-style symbol each card's type
// line gets, and where and how big counters sit.
import { describe, expect, it } from 'vitest';
import { unitSymbol } from '../../src/render/symbols';
import { counterCenter, counterDetail, counterSize, DETAIL_ZOOM } from '../../src/render/counterLayout';
import { modelDefense, totalDamage, unitSpeed, type GameEvent, type UnitDef } from '../../src/engine';
import { counterModels } from '../../src/render/viewModel';
import { card, gameAt, play } from '../helpers';

function def(typeLine: string, infantry: UnitDef['attack']['infantry'] = [5, 4, 3], vehicle: UnitDef['attack']['vehicle'] = [2, null, null]): UnitDef {
  return { id: 'x', name: 'X', nation: 'Germany', side: 'Axis', typeLine, cost: 10, speed: 2, defense: 4, attack: { infantry, vehicle }, abilities: [] };
}

describe('unit symbols (NATO style)', () => {
  it.each([
    ['Basic Infantry', ['infantry']],
    ['Infantry MG Team', ['infantry']],
    ['Infantry Cavalry', ['recon']],
    ['Infantry Motorcycle', ['recon']],
    ['Vehicle Medium Tank', ['armour']],
    ['Vehicle Heavy Tank', ['armour']],
    ['Vehicle Tank Destroyer', ['armour', 'antiTank']],
    ['Vehicle Self-Propelled Artillery', ['armour', 'artillery']],
    ['Vehicle Assault Gun', ['armour', 'artillery']],
    ['Vehicle Armored Car', ['armour', 'recon']],
    ['Vehicle Half-Track', ['armour', 'infantry']],
    ['Vehicle Truck', ['wheels']],
    ['Aircraft', ['aircraft']],
  ])('%s shows %j', (typeLine, marks) => {
    expect(unitSymbol(def(typeLine)).marks).toEqual(marks);
  });

  it('an artillery piece better against Vehicles than Soldiers is an anti-tank gun (PaK 38, 88mm Flak 36)', () => {
    expect(unitSymbol(def('Infantry Artillery', [3, 3, 3], [11, 9, 7])).marks).toEqual(['antiTank']);
    expect(unitSymbol(def('Infantry Artillery Large', [7, 7, 6], [18, 15, 13])).marks).toEqual(['antiTank']);
  });

  it('a mortar is artillery (a dot)', () => {
    expect(unitSymbol(def('Infantry Artillery', [3, 8, 8], [null, 6, 5])).marks).toEqual(['artillery']);
  });

  it('an Officer carries the headquarters staff', () => {
    expect(unitSymbol(def('Infantry Officer')).hq).toBe(true);
    expect(unitSymbol(def('Vehicle Medium Tank Officer'))).toMatchObject({ marks: ['armour'], hq: true });
    expect(unitSymbol(def('Basic Infantry')).hq).toBe(false);
  });
});

describe('counter layout', () => {
  it('a counter alone sits on the hex centre; shared ones take four distinct places', () => {
    const at = { x: 100, y: 50 };
    expect(counterCenter(at, 1, 0)).toEqual(at);
    const places = [0, 1, 2, 3].map((slot) => JSON.stringify(counterCenter(at, 4, slot)));
    expect(new Set(places).size).toBe(4);
  });

  it('shared counters are smaller, and four of them fit in the hex (radius 40)', () => {
    expect(counterSize(2)).toBeLessThan(counterSize(1));
    for (let slot = 0; slot < 4; slot++) {
      const c = counterCenter({ x: 0, y: 0 }, 4, slot);
      expect(Math.hypot(c.x, c.y) + (counterSize(4) / 2) * Math.SQRT2).toBeLessThan(44);
    }
  });

  it('far out counters show the glance parts, zoomed in the details (names)', () => {
    // A 6-tile battlefield fits a 1366x768 screen at a zoom of about 0.46.
    expect(counterDetail(0.46)).toBe('glance');
    expect(counterDetail(DETAIL_ZOOM)).toBe('detail');
    expect(counterDetail(2)).toBe('detail');
  });
});

describe('counter damage', () => {
  it('R6.7, index "Unarmored": a truck damaged on its 3/3 profile shows that damage on its counter, as the engine counts it', () => {
    const truck = card('truck', 'Vehicle Truck', { speed: 3, defense: [1, 1], attack: { infantry: null, vehicle: null }, abilities: [{ id: 'unarmored' }] });
    const state = gameAt(
      [
        { id: 'r', team: 0, models: ['rifle'], at: [1, 3] },
        { id: 't', team: 1, models: ['truck'], at: [2, 3], facing: 3 },
      ],
      // Infantry dice against the 3/3 profile: three successes, the defense dice fail: 3 against 3, 1 damage.
      { dice: [6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1], cards: [truck], phase: 'assault' },
    );
    const { state: after, events } = play(state, { type: 'attack', unit: 'r', model: state.units.r.models[0].id, target: 't', profile: 'infantry' });
    const attack = events.find((e): e is Extract<GameEvent, { type: 'attack' }> => e.type === 'attack')!;
    expect(attack.strikes[0]).toMatchObject({ against: 'soft', damage: 1, result: 'damaged' });
    const model = after.units.t.models[0];
    // The engine: the damage sits on the 3/3 profile, counts in its total and costs it 1 Speed.
    expect(model).toMatchObject({ damage: 0, softDamage: 1 });
    expect(totalDamage(model)).toBe(1);
    const counter = counterModels(after, null).find((c) => c.id === 't')!;
    expect(counter.damage).toBe(1);
    expect(counter.speed).toBe(unitSpeed(after, after.units.t));
    // Its printed Defense is untouched (the panel's Defense reads modelDefense).
    expect(modelDefense(after, model)).toEqual([1, 1]);
  });
});
