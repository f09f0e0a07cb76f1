// Counters a wargamer reads at a glance: the NATO-style symbol each card's type
// line gets, and where and how big counters sit.
import { describe, expect, it } from 'vitest';
import { unitSymbol } from '../../src/render/symbols';
import {
  counterCenter,
  counterDetail,
  counterSize,
  DETAIL_ZOOM,
  facingReach,
  HEX_INRADIUS,
  insideHexBy,
  markerPlace,
  MIN_MARKER_SCREEN_RADIUS,
  SHADOW_OFFSET,
} from '../../src/render/counterLayout';
import { MAX_ZOOM, MIN_ZOOM } from '../../src/render/camera';
import { hexKey, modelDefense, totalDamage, unitSpeed, type GameEvent, type UnitDef } from '../../src/engine';
import { counterModels } from '../../src/render/viewModel';
import { at, card, gameAt, play } from '../helpers';

function def(
  typeLine: string,
  infantry: UnitDef['attack']['infantry'] = [5, 4, 3],
  vehicle: UnitDef['attack']['vehicle'] = [2, null, null],
): UnitDef {
  return {
    id: 'x',
    name: 'X',
    nation: 'Germany',
    side: 'Axis',
    typeLine,
    cost: 10,
    speed: 2,
    defense: 4,
    attack: { infantry, vehicle },
    abilities: [],
  };
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
  /** The counter's square, corners within `reach` of the hex centre. */
  const box = (shared: number, slot: number) => {
    const c = counterCenter({ x: 0, y: 0 }, shared, slot);
    const half = counterSize(shared) / 2;
    return { ...c, half, reach: Math.hypot(Math.abs(c.x) + half, Math.abs(c.y) + half) };
  };
  const overlap = (a: ReturnType<typeof box>, b: ReturnType<typeof box>) =>
    Math.abs(a.x - b.x) < a.half + b.half && Math.abs(a.y - b.y) < a.half + b.half;
  const slots = (n: number) => [...Array(n).keys()];

  it('a counter alone sits on the hex centre; shared ones each take a place of their own, however many share the hex', () => {
    const at = { x: 100, y: 50 };
    expect(counterCenter(at, 1, 0)).toEqual(at);
    for (let shared = 2; shared <= 14; shared++) {
      const places = slots(shared).map((slot) => JSON.stringify(counterCenter(at, shared, slot)));
      expect(new Set(places).size, `${shared} counters`).toBe(shared);
    }
  });

  it('shared counters are smaller and fit in the hex (radius 40): four overlap at their edges only, five or six sit side by side', () => {
    expect(counterSize(2)).toBeLessThan(counterSize(1));
    expect(counterSize(5)).toBeLessThan(counterSize(4));
    for (let shared = 2; shared <= 6; shared++) {
      const boxes = slots(shared).map((slot) => box(shared, slot));
      for (const b of boxes) expect(b.reach).toBeLessThan(44);
      for (const [i, b] of boxes.entries())
        for (const c of boxes.slice(i + 1)) {
          // No counter covers the middle of another, where its symbol is.
          expect(Math.abs(b.x - c.x) >= c.half || Math.abs(b.y - c.y) >= c.half, `${shared} counters`).toBe(true);
          if (shared > 4) expect(overlap(b, c), `${shared} counters`).toBe(false);
        }
    }
  });

  it('beyond six the counters cascade inward: each still shows part of the one under it, and stays in the hex', () => {
    for (let shared = 7; shared <= 14; shared++) {
      for (const slot of slots(shared)) {
        const b = box(shared, slot);
        expect(b.reach).toBeLessThan(44);
        // The counter six places before it (the one it is drawn over) is not wholly covered.
        if (slot >= 6) {
          const under = box(shared, slot - 6);
          expect(Math.abs(b.x - under.x) + Math.abs(b.y - under.y)).toBeGreaterThan(0);
        }
      }
    }
  });

  it('R5.6, R8.1: 2 + 2 ground units and an Aircraft arriving on them: five counters, each in a place of its own', () => {
    const plane = card('plane', 'Aircraft', { defense: 4, attack: { infantry: [8, 6, 4], vehicle: [3, 2, 1] } });
    const start = gameAt(
      [
        { id: 'a1', team: 0, models: ['rifle'], at: [4, 4] },
        { id: 'a2', team: 0, models: ['rifle'], at: [4, 4] },
        { id: 'b1', team: 1, models: ['rifle'], at: [4, 4] },
        { id: 'b2', team: 1, models: ['rifle'], at: [4, 4] },
        { id: 'p', team: 0, models: ['plane'], reserve: true },
      ],
      { cards: [plane], turn: 2 },
    );
    // R4.4: the Aircraft arrives after team 0's ground units have activated this phase.
    const ready = {
      ...start,
      units: { ...start.units, a1: { ...start.units.a1, activated: true }, a2: { ...start.units.a2, activated: true } },
    };
    // R8.1, R5.6: it arrives on the full hex (Aircraft do not count for population).
    const { state: game } = play(ready, { type: 'arrive', unit: 'p', at: at(4, 4) });
    const here = counterModels(game, null).filter((c) => hexKey(c.at) === hexKey(at(4, 4)));
    expect(here.map((c) => c.id).sort()).toEqual(['a1', 'a2', 'b1', 'b2', 'p']);
    const boxes = here.map((c) => box(c.shared, c.slot));
    for (const [i, b] of boxes.entries()) for (const c of boxes.slice(i + 1)) expect(overlap(b, c)).toBe(false);
  });

  it('far out counters show the glance parts, zoomed in the details (names)', () => {
    // A 6-tile battlefield fits a 1366x768 screen at a zoom of about 0.46.
    expect(counterDetail(0.46)).toBe('glance');
    expect(counterDetail(DETAIL_ZOOM)).toBe('detail');
    expect(counterDetail(2)).toBe('detail');
  });
});

describe('counters stay in their hex, Objective Markers stay readable (6-tile battlefield)', () => {
  const slots = (n: number) => [...Array(n).keys()];
  /** The corners of a counter's face and drop shadow, relative to its hex centre. */
  const corners = (shared: number, slot: number) => {
    const c = counterCenter({ x: 0, y: 0 }, shared, slot);
    const h = counterSize(shared) / 2;
    const xs = [c.x - h, c.x + h + SHADOW_OFFSET.x];
    const ys = [c.y - h, c.y + h + SHADOW_OFFSET.y];
    return xs.flatMap((x) => ys.map((y) => ({ x, y })));
  };

  it('every counter, with its shadow, is inside its hex, for 1 to 14 counters in it', () => {
    for (let shared = 1; shared <= 14; shared++) {
      for (const slot of slots(shared)) {
        for (const p of corners(shared, slot))
          expect(insideHexBy(p), `${shared} counters, slot ${slot}, corner ${p.x},${p.y}`).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('R5.5: a facing arrow stops inside the hex, and still shows beyond its counter', () => {
    for (let shared = 1; shared <= 14; shared++) {
      const r = counterSize(shared) / 2 - 2;
      for (const slot of slots(shared)) {
        const c = counterCenter({ x: 0, y: 0 }, shared, slot);
        for (let dir = 0; dir < 6; dir++) {
          const reach = facingReach(c, dir, r + 11, r + 3);
          const a = (Math.PI / 3) * dir;
          // The tip, with half the arrow's 2-pixel outline.
          const tip = { x: c.x + Math.cos(a) * (reach + 1), y: c.y + Math.sin(a) * (reach + 1) };
          expect(insideHexBy(tip), `${shared} counters, slot ${slot}, facing ${dir}`).toBeGreaterThanOrEqual(0);
          expect(reach - r).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });

  it('a counter alone is as large as fits; two side by side are larger than four', () => {
    expect(counterSize(1)).toBeGreaterThanOrEqual(46);
    expect(counterSize(2)).toBeGreaterThan(counterSize(4));
    expect(counterSize(4)).toBeGreaterThan(counterSize(5));
  });

  it('R3.2: a marker is never under its readable size on the screen, at every zoom the map allows, and its digit neither', () => {
    for (let zoom = MIN_ZOOM; zoom <= MAX_ZOOM; zoom *= 1.1) {
      for (const turns of [0, 1] as const) {
        const { radius, fontSize } = markerPlace(zoom, turns);
        expect(radius * zoom, `zoom ${zoom.toFixed(2)}`).toBeGreaterThanOrEqual(MIN_MARKER_SCREEN_RADIUS - 1e-9);
        expect(fontSize * zoom, `zoom ${zoom.toFixed(2)}`).toBeGreaterThanOrEqual(9);
      }
    }
    // Zoomed in it keeps its size in the hex, smaller than a lone counter.
    expect(markerPlace(2, 0).radius).toBeLessThan(counterSize(1) / 2);
  });

  it('a marker is wholly inside its hex (so no counter of another hex, itself inside its own, can cover it), toward the top of the screen', () => {
    for (let zoom = MIN_ZOOM; zoom <= MAX_ZOOM; zoom *= 1.1) {
      for (const turns of [0, 1] as const) {
        const { offset, radius } = markerPlace(zoom, turns);
        expect(insideHexBy(offset) - radius, `zoom ${zoom.toFixed(2)}, turns ${turns}`).toBeGreaterThanOrEqual(0);
        // Up on the screen: -y on an unturned board, -x on one turned a quarter clockwise.
        expect(turns === 0 ? -offset.y : -offset.x).toBeGreaterThanOrEqual(0);
        expect(radius).toBeLessThanOrEqual(HEX_INRADIUS);
      }
    }
  });

  it('at the zoom that fits a 6-tile battlefield (about 0.44) a marker is 16 pixels across, not 10', () => {
    expect(2 * markerPlace(0.44, 0).radius * 0.44).toBeGreaterThanOrEqual(16);
  });
});

describe('counter damage', () => {
  it('R6.7, index "Unarmored": a truck damaged on its 3/3 profile shows that damage on its counter, as the engine counts it', () => {
    const truck = card('truck', 'Vehicle Truck', {
      speed: 3,
      defense: [1, 1],
      attack: { infantry: null, vehicle: null },
      abilities: [{ id: 'unarmored' }],
    });
    const state = gameAt(
      [
        { id: 'r', team: 0, models: ['rifle'], at: [1, 3] },
        { id: 't', team: 1, models: ['truck'], at: [2, 3], facing: 3 },
      ],
      // Infantry dice against the 3/3 profile: three successes, the defense dice fail: 3 against 3, 1 damage.
      { dice: [6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1], cards: [truck], phase: 'assault' },
    );
    const { state: after, events } = play(state, {
      type: 'attack',
      unit: 'r',
      model: state.units.r.models[0].id,
      target: 't',
      profile: 'infantry',
    });
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
