import { describe, expect, it } from 'vitest';
import {
  applyAction,
  budgetOf,
  checkStep,
  hexEquals,
  hexKey,
  hexLabel,
  reachableHexes,
  toOffset,
  type GameEvent,
  type GameState,
} from '../../src/engine';
import { at, deepFreeze, initiative, play, testGame, testMap } from '../helpers';

function stepCost(state: GameState, unitId: string, to: [number, number]) {
  const unit = state.units[unitId];
  const step = checkStep(state, unit, budgetOf(state, unit), unit.at!, at(...to));
  return step.ok ? step.value.cost : step.error.code;
}

describe('R5.1 terrain costs', () => {
  const map = testMap(8, 8, {
    '4,3': { terrain: 'barren' },
    '2,3': { terrain: 'forest' },
    '4,2': { terrain: 'hill' },
    '3,2': { terrain: 'water' },
    '4,4': { terrain: 'open' },
  });
  const units = (id: string, models: string[]) => testGame({ map, units: [{ id, team: 0, models, at: [3, 3] }] });

  it('Open costs 1 for everyone', () => {
    expect(stepCost(units('u', ['rifle']), 'u', [4, 4])).toBe(1);
    expect(stepCost(units('u', ['tank']), 'u', [4, 4])).toBe(1);
  });

  it('Barren costs Infantry 2 and Vehicles 1', () => {
    expect(stepCost(units('u', ['bike']), 'u', [4, 3])).toBe(2);
    expect(stepCost(units('u', ['tank']), 'u', [4, 3])).toBe(1);
  });

  it('Forest and Hill cost Vehicles 2 and Infantry 1', () => {
    expect(stepCost(units('u', ['tank']), 'u', [2, 3])).toBe(2);
    expect(stepCost(units('u', ['tank']), 'u', [4, 2])).toBe(2);
    expect(stepCost(units('u', ['rifle']), 'u', [2, 3])).toBe(1);
    expect(stepCost(units('u', ['rifle']), 'u', [4, 2])).toBe(1);
  });

  it('Water is closed to all but Amphibious units, which pay 2', () => {
    expect(stepCost(units('u', ['rifle']), 'u', [3, 2])).toBe('IMPASSABLE');
    expect(stepCost(units('u', ['tank']), 'u', [3, 2])).toBe('IMPASSABLE');
    expect(stepCost(units('u', ['amphib']), 'u', [3, 2])).toBe(2);
  });

  it('Vehicles enter and leave City and Marsh only along roads; Infantry go anywhere', () => {
    const roadMap = testMap(8, 8, {
      '4,3': { terrain: 'city', roads: [3] },
      '3,3': { terrain: 'open', roads: [0] },
      '4,4': { terrain: 'marsh' },
      '5,3': { terrain: 'open' },
    });
    const tank = testGame({ map: roadMap, units: [{ id: 't', team: 0, models: ['tank'], at: [3, 3] }] });
    expect(stepCost(tank, 't', [4, 3])).toBe(0); // along the road (and free: R5.4)
    expect(stepCost(tank, 't', [4, 4])).toBe('ROAD_ONLY');
    const inCity = testGame({ map: roadMap, units: [{ id: 't', team: 0, models: ['tank'], at: [4, 3] }] });
    expect(stepCost(inCity, 't', [5, 3])).toBe('ROAD_ONLY');
    expect(stepCost(inCity, 't', [3, 3])).toBe(0);
    const rifle = testGame({ map: roadMap, units: [{ id: 'r', team: 0, models: ['rifle'], at: [3, 3] }] });
    expect(stepCost(rifle, 'r', [4, 4])).toBe(1);
  });
});

describe('R5.2 Speed', () => {
  it('refuses a step that costs more than the Speed left, naming the rule and changing nothing', () => {
    const map = testMap(8, 8, { '4,3': { terrain: 'barren' } });
    const state = deepFreeze(testGame({ map, units: [{ id: 'r', team: 0, models: ['rifle'], at: [3, 3] }] }));
    const before = JSON.stringify(state);
    const r = applyAction(state, { type: 'move', unit: 'r', path: [at(4, 3)] });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('NO_SPEED');
      expect(r.error.rule).toBe('R5.2');
      expect(r.error.message).toContain('costs 2');
    }
    expect(JSON.stringify(state)).toBe(before);
  });

  it('R2.4: refuses a hex off the map as off the map, next to the unit or far away, not as "not next to"', () => {
    const state = testGame({ units: [{ id: 'r', team: 0, models: ['rifle'], at: [0, 3] }] });
    for (const hex of [at(-1, 3), { q: 500, r: 500 }, { q: -40, r: 2 }]) {
      const r = applyAction(state, { type: 'move', unit: 'r', path: [hex] });
      expect(!r.ok && [r.error.code, r.error.rule]).toEqual(['OFF_MAP', 'R2.4']);
      expect(!r.ok && r.error.message).toMatch(/off the battlefield/);
    }
    // A hex of the map two steps away is still "not next to" (R5: one hex at a time).
    const far = applyAction(state, { type: 'move', unit: 'r', path: [at(2, 3)] });
    expect(!far.ok && far.error.code).toBe('NOT_ADJACENT');
  });

  it("spends Speed step by step and stops at the unit's Speed", () => {
    const state = testGame({ units: [{ id: 't', team: 0, models: ['tank'], at: [0, 3] }] });
    const moved = play(state, { type: 'move', unit: 't', path: [at(1, 3), at(2, 3), at(3, 3), at(4, 3)] }).state;
    expect(toOffset(moved.units.t.at!)).toEqual({ col: 4, row: 3 });
    // All 4 Speed are spent: the activation stays open only for a pivot.
    expect(moved.activation?.speedLeft).toBe(0);
    const r = applyAction(state, { type: 'move', unit: 't', path: [at(1, 3), at(2, 3), at(3, 3), at(4, 3), at(5, 3)] });
    expect(!r.ok && r.error.code).toBe('NO_SPEED');
  });

  it('loses 1 Speed per damage, but Robust never goes below 1 (R6.7)', () => {
    const state = testGame({
      units: [
        { id: 't', team: 0, models: ['tank'], at: [0, 3] },
        { id: 'r', team: 0, models: ['robust'], at: [0, 5] },
      ],
    });
    const damaged: GameState = {
      ...state,
      units: {
        ...state.units,
        t: { ...state.units.t, models: [{ id: 1, def: 'tank', damage: 4 }] },
        r: { ...state.units.r, models: [{ id: 2, def: 'robust', damage: 3 }] },
      },
    };
    expect(budgetOf(damaged, damaged.units.t).speedLeft).toBe(0);
    expect(budgetOf(damaged, damaged.units.r).speedLeft).toBe(1);
    expect(applyAction(damaged, { type: 'pivot', unit: 't', facing: 0 }).ok).toBe(false);
  });

  it('moves a unit with the lowest Speed among its models (R4.7)', () => {
    const state = testGame({ units: [{ id: 'u', team: 0, models: ['bike', 'bike', 'rifle'], at: [0, 3] }] });
    expect(budgetOf(state, state.units.u).speedLeft).toBe(1);
  });
});

describe('R5.3 Cliffs and movement rolls', () => {
  const map = testMap(8, 8, { '4,3': { terrain: 'forest' } }, [
    { col: 3, row: 3, dir: 3, kind: 'cliff' }, // west of D4
    { col: 3, row: 3, dir: 4, kind: 'hedge' }, // north-west of D4
    { col: 3, row: 3, dir: 1, kind: 'river' }, // south-east of D4
    { col: 3, row: 3, dir: 2, kind: 'river', bridge: true }, // south-west of D4
  ]);

  it('Cliff hexsides cannot be crossed', () => {
    const state = testGame({ map, units: [{ id: 'r', team: 0, models: ['rifle'], at: [3, 3] }] });
    const r = applyAction(state, { type: 'move', unit: 'r', path: [at(2, 3)] });
    expect(!r.ok && r.error).toMatchObject({ code: 'CLIFF', rule: 'R5.3' });
    // Named by its two hexes, which read the same however the screen turns the map (no compass point).
    expect(!r.ok && r.error.message).toBe(
      `The Cliff between ${hexLabel(at(3, 3))} and ${hexLabel(at(2, 3))} cannot be crossed`,
    );
  });

  it('crossing a Hedge needs 4+: a 4 passes', () => {
    const state = testGame({
      map,
      units: [{ id: 'r', team: 0, models: ['rifle'], at: [3, 3] }],
      script: [...initiative({ winner: 0 }), 4],
    });
    const { state: next, events } = play(state, { type: 'move', unit: 'r', path: [at(3, 2)] });
    expect(events.find((e) => e.type === 'movementRoll')).toMatchObject({ reason: 'hedge', die: 4, success: true });
    expect(hexEquals(next.units.r.at!, at(3, 2))).toBe(true);
  });

  it('a failed roll leaves the unit where it was, facing the hex, with its movement over', () => {
    const state = testGame({
      map,
      units: [
        { id: 't', team: 0, models: ['tank'], at: [3, 3], facing: 0 },
        { id: 'e', team: 1, models: ['rifle'], at: [7, 7] },
      ],
      script: [...initiative({ winner: 0 }), 3],
    });
    const { state: next, events } = play(state, { type: 'move', unit: 't', path: [at(3, 2), at(3, 1)] });
    expect(events.find((e) => e.type === 'movementRoll')).toMatchObject({ reason: 'hedge', die: 3, success: false });
    expect(hexEquals(next.units.t.at!, at(3, 3))).toBe(true);
    expect(next.units.t.facing).toBe(4); // faces the hedge it tried to cross (north-west)
    // Nothing is left to do (no step, no pivot), so the activation closes and play passes on.
    expect(events.at(-1)).toEqual({ type: 'activationEnded', unit: 't' });
    expect(next.units.t.activated).toBe(true);
    expect(next.active).toBe(1);
  });

  it('a halted unit may neither step nor pivot again this phase', () => {
    const state = testGame({ map, units: [{ id: 't', team: 0, models: ['tank'], at: [3, 3], facing: 0 }] });
    const halted: GameState = {
      ...state,
      activation: {
        unit: 't',
        moveKind: 'normal',
        speedLeft: 4,
        freeRoadSteps: 1,
        moved: true,
        halted: true,
        attacked: [],
        stationaryFire: false,
        boarding: null,
        carrier: null,
        arrived: false,
      },
    };
    const again = applyAction(halted, { type: 'move', unit: 't', path: [at(4, 3)] });
    expect(!again.ok && again.error).toMatchObject({ code: 'MOVEMENT_OVER', rule: 'R5.3' });
    const turn = applyAction(halted, { type: 'pivot', unit: 't', facing: 3 });
    expect(!turn.ok && turn.error.code).toBe('MOVEMENT_OVER');
  });

  it('crossing a River needs 4+ unless a Bridge carries it or the unit is Amphibious', () => {
    const state = testGame({
      map,
      units: [{ id: 'r', team: 0, models: ['rifle'], at: [3, 3] }],
      script: [...initiative({ winner: 0 }), 2],
    });
    const r1 = play(state, { type: 'move', unit: 'r', path: [at(4, 4)] });
    expect(r1.events.find((e) => e.type === 'movementRoll')).toMatchObject({ reason: 'river', success: false });
    const r2 = play(state, { type: 'move', unit: 'r', path: [at(3, 4)] });
    expect(r2.events.some((e) => e.type === 'movementRoll')).toBe(false);
    const amphib = testGame({ map, units: [{ id: 'a', team: 0, models: ['amphib'], at: [3, 3] }] });
    const r3 = play(amphib, { type: 'move', unit: 'a', path: [at(4, 4)] });
    expect(r3.events.some((e) => e.type === 'movementRoll')).toBe(false);
  });

  it('a destroyed Bridge leaves the River: the roll is needed again (R2.1)', () => {
    const state = testGame({
      map,
      units: [{ id: 'r', team: 0, models: ['rifle'], at: [3, 3] }],
      script: [...initiative({ winner: 0 }), 5],
    });
    const broken: GameState = { ...state, destroyedBridges: ['2,3:2'] };
    expect(hexKey(at(3, 3))).toBe('2,3');
    const r = play(broken, { type: 'move', unit: 'r', path: [at(3, 4)] });
    expect(r.events.find((e) => e.type === 'movementRoll')).toMatchObject({ reason: 'river', die: 5 });
  });

  it('a Vehicle entering Forest rolls; Infantry do not', () => {
    const tank = testGame({
      map,
      units: [{ id: 't', team: 0, models: ['tank'], at: [3, 3] }],
      script: [...initiative({ winner: 0 }), 6],
    });
    const r = play(tank, { type: 'move', unit: 't', path: [at(4, 3)] });
    expect(r.events.find((e) => e.type === 'movementRoll')).toMatchObject({ reason: 'forest', success: true });
    expect(r.state.activation?.speedLeft).toBe(2);
    const rifle = testGame({ map, units: [{ id: 'r', team: 0, models: ['rifle'], at: [3, 3] }] });
    expect(
      play(rifle, { type: 'move', unit: 'r', path: [at(4, 3)] }).events.some((e) => e.type === 'movementRoll'),
    ).toBe(false);
  });

  // D4 -> E4 crosses a Hedge into Forest; D4 -> E5 crosses a River into Forest.
  const twice = testMap(8, 8, { '4,3': { terrain: 'forest' }, '4,4': { terrain: 'forest' } }, [
    { col: 3, row: 3, dir: 0, kind: 'hedge' },
    { col: 3, row: 3, dir: 1, kind: 'river' },
  ]);
  const tankAt = (script: number[]) =>
    testGame({
      map: twice,
      units: [
        { id: 't', team: 0, models: ['tank'], at: [3, 3], facing: 3 },
        { id: 'e', team: 1, models: ['rifle'], at: [7, 7] },
      ],
      script: [...initiative({ winner: 0 }), ...script],
    });
  const rollsOf = (events: GameEvent[]) =>
    events.flatMap((e) => (e.type === 'movementRoll' ? [[e.reason, e.die, e.success]] : []));

  it('R5.3 a Vehicle crossing a Hedge into Forest rolls twice, the Hedge first, and enters when both pass', () => {
    const r = play(tankAt([4, 5]), { type: 'move', unit: 't', path: [at(4, 3)] });
    expect(rollsOf(r.events)).toEqual([
      ['hedge', 4, true],
      ['forest', 5, true],
    ]);
    expect(r.state.units.t.at).toEqual(at(4, 3));
    expect(r.state.activation?.speedLeft).toBe(2);
  });

  it('R5.3 a passed Hedge roll then a failed Forest roll: the Vehicle stays, faces the Forest, its movement over', () => {
    const r = play(tankAt([6, 3]), { type: 'move', unit: 't', path: [at(4, 3)] });
    expect(rollsOf(r.events)).toEqual([
      ['hedge', 6, true],
      ['forest', 3, false],
    ]);
    expect(r.state.units.t).toMatchObject({ at: at(3, 3), facing: 0, activated: true });
    expect(r.events.some((e) => e.type === 'moved')).toBe(false);
  });

  it('R5.3 a failed River roll halts the Vehicle before its Forest roll', () => {
    const r = play(tankAt([2, 6]), { type: 'move', unit: 't', path: [at(4, 4)] });
    expect(rollsOf(r.events)).toEqual([['river', 2, false]]);
    expect(r.state.units.t).toMatchObject({ at: at(3, 3), facing: 1, activated: true });
  });

  it('R5.3 reachable hexes count both rolls of a Hedge-into-Forest step, in order', () => {
    const state = tankAt([]);
    const reach = reachableHexes(state, state.units.t, budgetOf(state, state.units.t));
    // With Speed 4 the tank goes round the Hedge: only the Forest roll.
    const forest = reach.find((r) => hexEquals(r.hex, at(4, 3)))!;
    expect(forest.rolls.map((x) => x.reason)).toEqual(['forest']);
    const direct = checkStep(state, state.units.t, budgetOf(state, state.units.t), at(3, 3), at(4, 3));
    expect(direct.ok ? direct.value.rolls : direct.error).toEqual(['hedge', 'forest']);
    // A tank with Speed 2 can only go straight in: its route lists both rolls.
    const slow: GameState = {
      ...state,
      units: { ...state.units, t: { ...state.units.t, models: [{ ...state.units.t.models[0], damage: 2 }] } },
    };
    const only = reachableHexes(slow, slow.units.t, budgetOf(slow, slow.units.t)).find((r) =>
      hexEquals(r.hex, at(4, 3)),
    )!;
    expect(only.rolls).toEqual([
      { at: at(4, 3), reason: 'hedge' },
      { at: at(4, 3), reason: 'forest' },
    ]);
  });
});

describe('R5.4 road bonus and High Gear', () => {
  // A road along row 3 from A4 to H4.
  const roads: Record<string, { terrain: 'open' | 'forest'; roads: (0 | 3)[] }> = {};
  for (let c = 0; c < 8; c++)
    roads[`${c},3`] = { terrain: c === 2 ? 'forest' : 'open', roads: c === 0 ? [0] : c === 7 ? [3] : [0, 3] };
  const map = testMap(8, 8, roads);

  it('the first road-connected step of a Vehicle is free, the next ones cost', () => {
    const state = testGame({ map, units: [{ id: 't', team: 0, models: ['tank'], at: [0, 3] }] });
    const r = play(state, { type: 'move', unit: 't', path: [at(1, 3)] });
    expect(r.events.find((e) => e.type === 'moved')).toMatchObject({ cost: 0, roadBonus: true, speedLeft: 4 });
    const r2 = play(r.state, { type: 'move', unit: 't', path: [at(2, 3)] }).state; // forest on the road: 2, and a roll
    expect(r2.activation?.speedLeft).toBe(2);
  });

  it('a free road step into Forest still needs its movement roll', () => {
    const state = testGame({
      map,
      units: [{ id: 't', team: 0, models: ['tank'], at: [1, 3] }],
      script: [...initiative({ winner: 0 }), 5],
    });
    const r = play(state, { type: 'move', unit: 't', path: [at(2, 3)] });
    expect(r.events.find((e) => e.type === 'movementRoll')).toMatchObject({ reason: 'forest', die: 5 });
    expect(r.events.find((e) => e.type === 'moved')).toMatchObject({ cost: 0, roadBonus: true });
  });

  it('High Gear # makes the first 1 + # road steps free, for any unit that has it', () => {
    const fast = testGame({ map, units: [{ id: 'f', team: 0, models: ['fasttank'], at: [3, 3] }] });
    const r = play(fast, { type: 'move', unit: 'f', path: [at(4, 3), at(5, 3), at(6, 3), at(7, 3)] });
    expect(r.events.filter((e) => e.type === 'moved').map((e) => 'cost' in e && e.cost)).toEqual([0, 0, 0, 1]);
    const bikes = testGame({ map, units: [{ id: 'b', team: 0, models: ['bike', 'bike', 'bike'], at: [3, 3] }] });
    const r2 = play(bikes, { type: 'move', unit: 'b', path: [at(4, 3), at(5, 3), at(6, 3), at(7, 3)] });
    expect(r2.events.filter((e) => e.type === 'moved').map((e) => 'cost' in e && e.cost)).toEqual([0, 0, 0, 1]);
  });

  it('Infantry without High Gear pay for road steps', () => {
    const state = testGame({ map, units: [{ id: 'r', team: 0, models: ['rifle'], at: [3, 3] }] });
    const r = play(state, { type: 'move', unit: 'r', path: [at(4, 3)] });
    expect(r.events.find((e) => e.type === 'moved')).toMatchObject({ cost: 1, roadBonus: false });
  });

  it('a unit with High Gear gets it only when all its models have it (R8.14)', () => {
    const state = testGame({ map, units: [{ id: 'u', team: 0, models: ['para', 'rifle'], at: [3, 3] }] });
    // Paratrooper High Gear on a Basic Infantry card applies to the whole squad (rule book).
    const r = play(state, { type: 'move', unit: 'u', path: [at(4, 3)] });
    expect(r.events.find((e) => e.type === 'moved')).toMatchObject({ cost: 0, roadBonus: true });
  });
});

describe('R5.5 facing', () => {
  it('each step sets the facing to its direction, and pivots are free while moving', () => {
    const state = testGame({ units: [{ id: 't', team: 0, models: ['tank'], at: [3, 3], facing: 0 }] });
    const r = play(state, { type: 'move', unit: 't', path: [at(3, 4)] }); // south-west
    expect(r.state.units.t.facing).toBe(2);
    const p = play(r.state, { type: 'pivot', unit: 't', facing: 5 });
    expect(p.state.units.t.facing).toBe(5);
    expect(p.state.activation?.speedLeft).toBe(3);
  });

  it('units without front and rear Defense have no facing to pivot', () => {
    const state = testGame({ units: [{ id: 'r', team: 0, models: ['rifle'], at: [3, 3] }] });
    const r = applyAction(state, { type: 'pivot', unit: 'r', facing: 3 });
    expect(!r.ok && r.error).toMatchObject({ code: 'NO_FACING', rule: 'R5.5' });
  });
});

describe('reachable hexes query', () => {
  it('lists every hex within Speed with its cost, route and rolls', () => {
    const map = testMap(8, 8, { '4,3': { terrain: 'forest' } }, [{ col: 3, row: 3, dir: 4, kind: 'hedge' }]);
    const state = testGame({ map, units: [{ id: 't', team: 0, models: ['tank'], at: [3, 3] }] });
    const reach = reachableHexes(state, state.units.t, budgetOf(state, state.units.t));
    const byKey = new Map(reach.map((r) => [hexKey(r.hex), r]));
    const forest = byKey.get(hexKey(at(4, 3)))!;
    expect(forest.cost).toBe(2);
    expect(forest.rolls).toEqual([{ at: at(4, 3), reason: 'forest' }]);
    // Through the hedge needs a roll; around it does not, so the query picks the way around.
    const north = byKey.get(hexKey(at(3, 2)))!;
    expect(north.rolls).toEqual([]);
    expect(north.cost).toBe(2);
    // Speed 4 on open ground: every hex within distance 4 except the start.
    expect(reach.every((r) => r.cost <= 4)).toBe(true);
    expect(byKey.has(hexKey(at(3, 3)))).toBe(false);
    // Every listed route applies step by step when its rolls pass.
    const scripted = testGame({
      map,
      units: [{ id: 't', team: 0, models: ['tank'], at: [3, 3] }],
      script: [...initiative({ winner: 0 }), 6, 6, 6, 6],
    });
    for (const r of reach) {
      const moved = applyAction(scripted, { type: 'move', unit: 't', path: r.path });
      expect(moved.ok).toBe(true);
    }
  });
});

describe('reachable hexes with steps left out (the AI routes round Defensive Fire, R5.7)', () => {
  it('leaves out the steps a filter names: the routes go round them, and a hex they alone reach is gone', () => {
    const state = testGame({ map: testMap(8, 8), units: [{ id: 't', team: 0, models: ['tank'], at: [3, 3] }] });
    const unit = state.units.t;
    const budget = budgetOf(state, unit);
    const all = reachableHexes(state, unit, budget);
    const key = (r: { hex: { q: number; r: number } }) => hexKey(r.hex);
    const direct = all.find((r) => hexEquals(r.hex, at(4, 3)))!;
    expect(direct.path).toHaveLength(1);
    // Never step into (4,3): it is left out as a destination, and no route passes through it.
    const into43 = (_: unknown, to: { q: number; r: number }) => hexEquals(to, at(4, 3));
    const round = reachableHexes(state, unit, budget, unit.at, into43);
    expect(round.map(key)).not.toContain(hexKey(at(4, 3)));
    for (const r of round) expect(r.path.some((h) => hexEquals(h, at(4, 3)))).toBe(false);
    // The hex beyond it is still reached, the long way round (R5.2: within the tank's Speed).
    const beyond = all.find((r) => hexEquals(r.hex, at(5, 3)))!;
    const beyondRound = round.find((r) => hexEquals(r.hex, at(5, 3)))!;
    expect(beyondRound.cost).toBeGreaterThan(beyond.cost);
    // Without a filter the answer is the rules' alone, the same as before.
    expect(reachableHexes(state, unit, budget, unit.at, () => false)).toEqual(all);
  });
});
