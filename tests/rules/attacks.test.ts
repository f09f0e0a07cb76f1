// R6: attacks. Dice are scripted: the first four are turn 1's initiative (team 0 wins), then
// each attack's dice, then the defense dice.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  describeEvent,
  legalActions,
  modelDefense,
  unitSpeed,
  type AttackEvent,
  type GameEvent,
  type GameState,
} from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { atPhase, card, gameAt, play, testMap, type TestUnit } from '../helpers';

function attackOf(events: GameEvent[]): AttackEvent {
  const e = events.find((x) => x.type === 'attack');
  if (!e) throw new Error('no attack event');
  return e as AttackEvent;
}

function firstModel(state: GameState, unit: string): number {
  return state.units[unit].models[0].id;
}

const gun = card('gun', 'Vehicle Heavy Tank', {
  speed: 3,
  defense: [7, 6],
  attack: { infantry: [10, 8, 6], vehicle: [18, 16, 14] },
});
const rifle = card('rifle2', 'Basic Infantry', { attack: { infantry: [8, 6, 4], vehicle: [2, null, null] } });

function duel(
  units: TestUnit[],
  dice: number[],
  opts: { map?: ReturnType<typeof testMap>; cards?: ReturnType<typeof card>[]; phase?: 'movement' | 'assault' } = {},
) {
  return gameAt(units, {
    dice,
    map: opts.map ?? testMap(8, 8),
    cards: [gun, rifle, ...(opts.cards ?? [])],
    phase: opts.phase ?? 'assault',
  });
}

describe('R6.7 the rule book example', () => {
  it('a Sherman facing 14 remaining successes on its front 5 takes 2 damage: Defense 3/2, Speed 2', () => {
    const sherman = CATALOG_BY_ID['m4a1-sherman'];
    // Four defense dice (Speed 4) all fail, so 14 successes remain.
    const state = duel(
      [
        { id: 'g', team: 0, models: ['gun'], at: [1, 3], facing: 0 },
        { id: 's', team: 1, models: ['m4a1-sherman'], at: [4, 3], facing: 3 },
      ],
      [...Array(14).fill(6), 1, 1, 1, 1, 1, 1],
      { cards: [sherman] },
    );
    const r = play(state, { type: 'attack', unit: 'g', model: firstModel(state, 'g'), target: 's' });
    const s = r.state.units.s;
    expect(modelDefense(r.state, s.models[0])).toEqual([3, 2]);
    expect(unitSpeed(r.state, s)).toBe(2);
    const e = attackOf(r.events);
    expect(e.strikes[0]).toMatchObject({
      against: 'front',
      defense: 5,
      successes: 14,
      saved: 0,
      remaining: 14,
      damage: 2,
      result: 'damaged',
    });
    expect(describeEvent(r.state, e)).toBe(
      'gun fires at M4A1 Sherman (front 5, medium range, 3 hexes): 16 Vehicle dice [6 6 6 6 6 6 6 6 6 6 6 6 6 6 1 1]: 14 successes; 4 defense dice [1 1 1 1] (Speed 4), 0 saved; 14 remain: 2 damage (R6.7)',
    );
  });
});

describe('R6.1 range', () => {
  const shooter = card('shooter', 'Basic Infantry', { attack: { infantry: [8, 6, 4], vehicle: null } });
  const extended = card('ext', 'Basic Infantry', {
    attack: { infantry: [8, 6, 4], vehicle: null },
    abilities: [{ id: 'extendedRange', n: 10 }],
  });
  const limited = card('lim', 'Basic Infantry', {
    attack: { infantry: [10, 8, null], vehicle: null },
    abilities: [{ id: 'limitedRange', n: 2 }],
  });
  const map = testMap(14, 3);

  function diceAt(cardId: string, distance: number): number | string {
    const state = duel(
      [
        { id: 'a', team: 0, models: [cardId], at: [0, 1] },
        { id: 't', team: 1, models: ['rifle'], at: [distance, 1] },
      ],
      Array(20).fill(1),
      { map, cards: [shooter, extended, limited] },
    );
    const r = applyAction(state, { type: 'attack', unit: 'a', model: firstModel(state, 'a'), target: 't' });
    return r.ok ? attackOf(r.events).rolls[0].dice.length : r.error.code;
  }

  it('Short 0-1, Medium 2-4, Long 5-8, nothing beyond', () => {
    expect([1, 2, 4, 5, 8, 9].map((d) => diceAt('shooter', d))).toEqual([8, 6, 6, 4, 4, 'OUT_OF_RANGE']);
  });

  it('Extended Range #: Long reaches #', () => {
    expect([8, 10, 11].map((d) => diceAt('ext', d))).toEqual([4, 4, 'OUT_OF_RANGE']);
  });

  it('Limited Range #: Medium ends at # and nothing beyond is in range; a "-" band has no attack', () => {
    expect([1, 2, 3, 5].map((d) => diceAt('lim', d))).toEqual([10, 8, 'OUT_OF_RANGE', 'OUT_OF_RANGE']);
  });

  it("the log names the band the dice were read at: the catalog's Light Mortar (Limited Range 6) at 5 hexes is at medium range", () => {
    const mortar = CATALOG_BY_ID['light-mortar'];
    expect(mortar.abilities).toContainEqual({ id: 'limitedRange', n: 6 });
    const state = duel(
      [
        { id: 'm', team: 0, models: ['light-mortar'], at: [1, 1] },
        { id: 't', team: 1, models: ['rifle', 'rifle'], at: [6, 1] },
      ],
      Array(20).fill(1),
      { map, cards: [mortar] },
    );
    const e = attackOf(play(state, { type: 'attack', unit: 'm', model: firstModel(state, 'm'), target: 't' }).events);
    expect(e).toMatchObject({ range: 5, band: 1 });
    expect(e.rolls[0].dice).toHaveLength(mortar.attack.infantry![1]!);
    expect(describeEvent(state, e)).toContain('medium range, 5 hexes');
  });
});

describe('R6.2 attack profiles', () => {
  it('Infantry targets take Infantry dice, Vehicles take Vehicle dice', () => {
    const state = duel(
      [
        { id: 'g', team: 0, models: ['gun'], at: [1, 3] },
        { id: 'r', team: 1, models: ['rifle'], at: [2, 3] },
        { id: 't', team: 1, models: ['tank'], at: [1, 4] },
      ],
      Array(40).fill(1),
    );
    const m = firstModel(state, 'g');
    expect(attackOf(play(state, { type: 'attack', unit: 'g', model: m, target: 'r' }).events).rolls[0]).toMatchObject({
      profile: 'infantry',
    });
    expect(
      attackOf(play(state, { type: 'attack', unit: 'g', model: m, target: 't' }).events).rolls[0].dice,
    ).toHaveLength(18);
  });

  const plane = card('plane', 'Aircraft', {
    defense: 4,
    attack: { infantry: [8, 6, null], vehicle: [3, 2, null] },
    abilities: [{ id: 'aircraft' }],
  });
  const flak = card('flak', 'Infantry Artillery', {
    speed: 0,
    defense: 3,
    attack: { infantry: [7, 7, 6], vehicle: [18, 15, 13] },
    abilities: [{ id: 'aa' }],
  });

  it('R6.2, R8.11: only AA and Aircraft attack Aircraft: AA with its better profile, an Aircraft with its Infantry dice', () => {
    const state = duel(
      [
        { id: 'r', team: 0, models: ['rifle'], at: [1, 3] },
        { id: 'f', team: 0, models: ['flak'], at: [2, 3] },
        { id: 'p0', team: 0, models: ['plane'], at: [1, 5] },
        { id: 'p', team: 1, models: ['plane'], at: [3, 3] },
      ],
      Array(40).fill(1),
      { cards: [plane, flak] },
    );
    const refused = applyAction(state, { type: 'attack', unit: 'r', model: firstModel(state, 'r'), target: 'p' });
    expect(!refused.ok && refused.error).toMatchObject({ code: 'BAD_TARGET', rule: 'R6.2' });
    const aa = attackOf(play(state, { type: 'attack', unit: 'f', model: firstModel(state, 'f'), target: 'p' }).events);
    expect(aa.rolls[0]).toMatchObject({ profile: 'vehicle' });
    expect(aa.rolls[0].dice).toHaveLength(18);
    const air = attackOf(
      play(state, { type: 'attack', unit: 'p0', model: firstModel(state, 'p0'), target: 'p' }).events,
    );
    expect(air.rolls[0]).toMatchObject({ profile: 'infantry' });
    expect(air.rolls[0].dice).toHaveLength(6);
  });

  it('Unarmored: Infantry dice against its 3/3, damage kept apart, Speed lost all the same', () => {
    const truck = card('truck', 'Vehicle Truck', {
      speed: 3,
      defense: [1, 1],
      attack: { infantry: null, vehicle: null },
      abilities: [{ id: 'unarmored' }],
    });
    const state = duel(
      [
        { id: 'r', team: 0, models: ['rifle2'], at: [1, 3] },
        { id: 't', team: 1, models: ['truck'], at: [2, 3], facing: 3 },
      ],
      // 8 Infantry dice: three successes; 3 defense dice (Speed 3) fail: 3 remain against 3: 1 damage.
      [6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1],
      { cards: [truck] },
    );
    const m = firstModel(state, 'r');
    const vehicleDice = applyAction(state, { type: 'attack', unit: 'r', model: m, target: 't', profile: 'vehicle' });
    expect(vehicleDice.ok).toBe(true);
    const r = play(state, { type: 'attack', unit: 'r', model: m, target: 't', profile: 'infantry' });
    const s = attackOf(r.events).strikes[0];
    expect(s).toMatchObject({ against: 'soft', defense: 3, remaining: 3, damage: 1, result: 'damaged' });
    const model = r.state.units.t.models[0];
    expect(model).toMatchObject({ damage: 0, softDamage: 1 });
    expect(unitSpeed(r.state, r.state.units.t)).toBe(2);
  });

  it('Open Back: from the rear the attacker may use Infantry dice; from the front it may not', () => {
    const priest = card('priest', 'Vehicle Self-Propelled Artillery', {
      speed: 3,
      defense: [3, 3],
      abilities: [{ id: 'openBack' }],
    });
    const units = (at: [number, number]): TestUnit[] => [
      { id: 'g', team: 0, models: ['gun'], at },
      { id: 'p', team: 1, models: ['priest'], at: [3, 3], facing: 0 },
    ];
    const behind = duel(units([1, 3]), Array(30).fill(1), { cards: [priest] });
    const rear = play(behind, {
      type: 'attack',
      unit: 'g',
      model: firstModel(behind, 'g'),
      target: 'p',
      profile: 'infantry',
    });
    expect(attackOf(rear.events).strikes[0]).toMatchObject({ profile: 'infantry', against: 'rear', defense: 3 });
    const ahead = duel(units([5, 3]), Array(30).fill(1), { cards: [priest] });
    expect(
      applyAction(ahead, { type: 'attack', unit: 'g', model: firstModel(ahead, 'g'), target: 'p', profile: 'vehicle' })
        .ok,
    ).toBe(true);
    const r = applyAction(ahead, {
      type: 'attack',
      unit: 'g',
      model: firstModel(ahead, 'g'),
      target: 'p',
      profile: 'infantry',
    });
    expect(!r.ok && r.error).toMatchObject({ code: 'BAD_PROFILE', rule: 'R6.2' });
  });
});

describe('R6.3 line of sight in attacks', () => {
  it('an attack through a Forest is refused, saying what blocks it', () => {
    const map = testMap(8, 5, { '3,2': { terrain: 'forest' } });
    const state = duel(
      [
        { id: 'g', team: 0, models: ['gun'], at: [1, 2] },
        { id: 't', team: 1, models: ['tank'], at: [5, 2] },
      ],
      [],
      { map },
    );
    const r = applyAction(state, { type: 'attack', unit: 'g', model: firstModel(state, 'g'), target: 't' });
    expect(!r.ok && r.error).toMatchObject({ code: 'NO_SIGHT', rule: 'R6.3' });
    if (!r.ok) expect(r.error.message).toContain('blocked by Forest at D3');
  });

  it('Aircraft see and are seen through anything', () => {
    const plane = card('plane2', 'Aircraft', { defense: 4, attack: { infantry: [8, 6, 4], vehicle: [3, 2, 1] } });
    const map = testMap(8, 5, { '3,2': { terrain: 'forest' } });
    const state = duel(
      [
        { id: 'p', team: 0, models: ['plane2'], at: [1, 2] },
        { id: 't', team: 1, models: ['rifle'], at: [5, 2] },
      ],
      Array(10).fill(1),
      { map, cards: [plane] },
    );
    expect(applyAction(state, { type: 'attack', unit: 'p', model: firstModel(state, 'p'), target: 't' }).ok).toBe(true);
  });
});

describe('R6.4 attack dice and successes', () => {
  const shooter = (id: string, abilities: ReturnType<typeof card>['abilities']) =>
    card(id, 'Infantry Specialist', { attack: { infantry: [4, 4, 4], vehicle: [4, 4, 4] }, abilities });
  const crack = shooter('crack', [{ id: 'crackShot' }]);
  const inacc = shooter('inacc', [{ id: 'inaccurate', n: 1 }]);
  const td = shooter('td', [{ id: 'tankDestroyer' }]);
  const shrap = shooter('shrap', [{ id: 'shrapnel', n: 2 }]);
  const heavy = card('heavy', 'Vehicle Heavy Tank', { speed: 0, defense: [9, 9] });
  const cards = [crack, inacc, td, shrap, heavy];

  function successes(
    attacker: string,
    target: string,
    dice: number[],
    phase: 'movement' | 'assault' = 'assault',
  ): number {
    const state = duel(
      [
        { id: 'a', team: 0, models: [attacker], at: [1, 3] },
        { id: 't', team: 1, models: [target], at: [2, 3] },
      ],
      [...dice, 1, 1, 1, 1],
      { cards, phase },
    );
    return attackOf(play(state, { type: 'attack', unit: 'a', model: firstModel(state, 'a'), target: 't' }).events)
      .strikes[0].successes;
  }

  it('a die succeeds on 4+; Crack Shot adds 1 (a 3 succeeds), Inaccurate 1 takes 1 (a 4 fails)', () => {
    expect(successes('rifle2', 'heavy', [2, 3, 4, 6])).toBe(0); // rifle2's Vehicle dice: 2 at short; [2, 3] fail
    expect(successes('crack', 'heavy', [2, 3, 4, 6], 'movement')).toBe(3);
    expect(successes('inacc', 'heavy', [3, 4, 5, 6])).toBe(2);
  });

  it('Tank Destroyer: each 6 counts 2 against a Heavy or Super Heavy Tank, not against others', () => {
    expect(successes('td', 'heavy', [6, 6, 4, 1])).toBe(5);
    expect(successes('td', 'tank', [6, 6, 4, 1])).toBe(3);
  });

  it('Shrapnel #: each success counts # against Infantry', () => {
    expect(successes('shrap', 'rifle', [6, 5, 1, 1])).toBe(4);
    expect(successes('shrap', 'heavy', [6, 5, 1, 1])).toBe(2);
  });
});

describe('R6.5 defense dice', () => {
  function defense(
    units: TestUnit[],
    target: string,
    opts: { map?: ReturnType<typeof testMap>; cards?: ReturnType<typeof card>[]; attacker?: string } = {},
  ) {
    const state = duel(units, Array(60).fill(1), opts);
    const a = opts.attacker ?? 'g';
    const r = play(state, { type: 'attack', unit: a, model: firstModel(state, a), target });
    const s = attackOf(r.events).strikes[0];
    return { count: s.defenseDice.length, sources: s.defenseSources.map((x) => `${x.label}:${x.n}`) };
  }

  it('Vehicles roll their Speed, Infantry at most 1 for Speed, Cavalry and Motorcycles their Speed', () => {
    expect(
      defense(
        [
          { id: 'g', team: 0, models: ['gun'], at: [1, 3] },
          { id: 't', team: 1, models: ['tank'], at: [3, 3] },
        ],
        't',
      ).count,
    ).toBe(4);
    expect(
      defense(
        [
          { id: 'g', team: 0, models: ['gun'], at: [1, 3] },
          { id: 'r', team: 1, models: ['rifle'], at: [3, 3] },
        ],
        'r',
      ).count,
    ).toBe(1);
    expect(
      defense(
        [
          { id: 'g', team: 0, models: ['gun'], at: [1, 3] },
          { id: 'b', team: 1, models: ['bike', 'bike', 'bike'], at: [3, 3] },
        ],
        'b',
      ).count,
    ).toBe(5);
  });

  it('City, Forest and Hill give +1 against attacks from outside the hex, not from inside', () => {
    const map = testMap(8, 8, { '3,3': { terrain: 'forest' } });
    const outside = defense(
      [
        { id: 'g', team: 0, models: ['gun'], at: [2, 3] },
        { id: 'r', team: 1, models: ['rifle'], at: [3, 3] },
      ],
      'r',
      { map },
    );
    expect(outside).toEqual({ count: 2, sources: ['Speed 1 (Infantry: at most 1):1', 'Forest hex:1'] });
    const inside = defense(
      [
        { id: 'g', team: 0, models: ['gun'], at: [3, 3] },
        { id: 'r', team: 1, models: ['rifle'], at: [3, 3] },
      ],
      'r',
      { map },
    );
    expect(inside.count).toBe(1);
  });

  it('Marsh gives +1 to Infantry only', () => {
    const map = testMap(8, 8, { '3,3': { terrain: 'marsh', roads: [3] }, '2,3': { terrain: 'open', roads: [0] } });
    expect(
      defense(
        [
          { id: 'g', team: 0, models: ['gun'], at: [1, 3] },
          { id: 'r', team: 1, models: ['rifle'], at: [3, 3] },
        ],
        'r',
        { map },
      ).count,
    ).toBe(2);
    expect(
      defense(
        [
          { id: 'g', team: 0, models: ['gun'], at: [1, 3] },
          { id: 't', team: 1, models: ['tank'], at: [3, 3] },
        ],
        't',
        { map },
      ).count,
    ).toBe(4);
  });

  it('Infantry sharing its hex with a Vehicle (friend or foe) get +1 against attacks from outside, when the hex gives none', () => {
    const units: TestUnit[] = [
      { id: 'g', team: 0, models: ['gun'], at: [1, 3] },
      { id: 'r', team: 1, models: ['rifle'], at: [3, 3] },
      { id: 'v', team: 0, models: ['tank'], at: [3, 3] },
    ];
    expect(defense(units, 'r').sources).toContain('Vehicle in the hex:1');
    const forest = testMap(8, 8, { '3,3': { terrain: 'forest' } });
    expect(
      defense(
        units.map((u) => (u.id === 'v' ? { ...u, models: ['rifle'] } : u)),
        'r',
        { map: forest },
      ).count,
    ).toBe(2);
  });

  it("a Cliff or Hedge hexside of the target's hex that the line crosses gives +1", () => {
    const map = testMap(8, 8, {}, [{ col: 3, row: 3, dir: 3, kind: 'hedge' }]);
    expect(
      defense(
        [
          { id: 'g', team: 0, models: ['gun'], at: [0, 3] },
          { id: 'r', team: 1, models: ['rifle'], at: [3, 3] },
        ],
        'r',
        { map },
      ).sources,
    ).toContain('Hedge hexside:1');
    expect(
      defense(
        [
          { id: 'g', team: 0, models: ['gun'], at: [6, 3] },
          { id: 'r', team: 1, models: ['rifle'], at: [3, 3] },
        ],
        'r',
        { map },
      ).count,
    ).toBe(1);
  });

  it('R6.5: an Aircraft\'s attack gives the target no Cliff or Hedge die: it comes from above, "from outside the hex" (docs/rules.md)', () => {
    const plane = card('plane4', 'Aircraft', { defense: 5, attack: { infantry: [8, 6, 4], vehicle: null } });
    for (const kind of ['hedge', 'cliff'] as const) {
      const map = testMap(8, 8, {}, [{ col: 3, row: 3, dir: 3, kind }]);
      const fromGround = defense(
        [
          { id: 'g', team: 0, models: ['gun'], at: [0, 3] },
          { id: 'r', team: 1, models: ['rifle'], at: [3, 3] },
        ],
        'r',
        { map },
      );
      expect(fromGround.count).toBe(2);
      const fromAbove = defense(
        [
          { id: 'p', team: 0, models: ['plane4'], at: [0, 3] },
          { id: 'r', team: 1, models: ['rifle'], at: [3, 3] },
        ],
        'r',
        { map, cards: [plane], attacker: 'p' },
      );
      expect(fromAbove).toEqual({ count: 1, sources: ['Speed 1 (Infantry: at most 1):1'] });
    }
  });

  it('Superior Armor # adds # dice; Bombardment ignores hex, Vehicle and hexside dice', () => {
    const armored = card('armored', 'Vehicle Heavy Tank', {
      speed: 3,
      defense: [8, 8],
      abilities: [{ id: 'superiorArmor', n: 2 }],
    });
    const bomber = card('bomber', 'Vehicle Self-Propelled Artillery', {
      speed: 3,
      attack: { infantry: [10, 10, 10], vehicle: [10, 10, 10] },
      abilities: [{ id: 'bombardment' }],
    });
    const map = testMap(8, 8, { '3,3': { terrain: 'hill' } });
    expect(
      defense(
        [
          { id: 'g', team: 0, models: ['gun'], at: [1, 3] },
          { id: 'a', team: 1, models: ['armored'], at: [3, 3] },
        ],
        'a',
        { map, cards: [armored] },
      ).count,
    ).toBe(3 + 1 + 2);
    const bombed = defense(
      [
        { id: 'b', team: 0, models: ['bomber'], at: [1, 3] },
        { id: 'r', team: 1, models: ['rifle'], at: [3, 3] },
      ],
      'r',
      { map, cards: [bomber], attacker: 'b' },
    );
    expect(bombed).toEqual({ count: 1, sources: ['Speed 1 (Infantry: at most 1):1', 'Hill hex (ignored):0'] });
  });

  it('Aircraft roll 3 dice minus their damage, and nothing else', () => {
    const plane = card('plane3', 'Aircraft', { defense: 5, attack: { infantry: [8, 6, null], vehicle: null } });
    const flak = card('flak2', 'Infantry Artillery', {
      speed: 0,
      defense: 3,
      attack: { infantry: [7, 7, 6], vehicle: [9, 9, 9] },
      abilities: [{ id: 'aa' }],
    });
    const map = testMap(8, 8, { '3,3': { terrain: 'forest' } });
    const state = duel(
      [
        { id: 'f', team: 0, models: ['flak2'], at: [1, 3] },
        { id: 'p', team: 1, models: ['plane3'], at: [3, 3] },
      ],
      Array(30).fill(1),
      { map, cards: [plane, flak] },
    );
    const damaged: GameState = {
      ...state,
      units: { ...state.units, p: { ...state.units.p, models: [{ ...state.units.p.models[0], damage: 1 }] } },
    };
    const r = play(damaged, { type: 'attack', unit: 'f', model: firstModel(state, 'f'), target: 'p' });
    expect(attackOf(r.events).strikes[0].defenseDice).toHaveLength(2);
  });
});

describe('R6.6 infantry casualties', () => {
  const mixed = ['rifle', 'rifle', 'officer'];

  it("the owner names the model attacked when the squad's models differ; it is removed when the remaining successes reach its Defense", () => {
    const state = duel(
      [
        { id: 'g', team: 0, models: ['gun'], at: [1, 3] },
        { id: 'sq', team: 1, models: mixed, at: [3, 3] },
      ],
      // 8 Infantry dice: 5 successes; 1 defense die fails: 5 remain against Defense 4.
      [6, 6, 6, 6, 6, 1, 1, 1, 1],
    );
    const r = play(state, { type: 'attack', unit: 'g', model: firstModel(state, 'g'), target: 'sq' });
    expect(r.state.pending.at(-1)).toMatchObject({ kind: 'nameModel', team: 1, unit: 'sq', reason: 'target' });
    expect(r.events.some((e) => e.type === 'attack')).toBe(false);
    const officer = state.units.sq.models[2].id;
    const named = play(r.state, { type: 'nameModel', model: officer });
    expect(named.state.units.sq.models.map((m) => m.def)).toEqual(['rifle', 'rifle']);
    expect(attackOf(named.events).strikes[0]).toMatchObject({
      modelName: 'Captain',
      remaining: 5,
      result: 'modelLost',
    });
  });

  it('one attack removes at most one model, however many successes remain', () => {
    const state = duel(
      [
        { id: 'g', team: 0, models: ['gun'], at: [1, 3] },
        { id: 'sq', team: 1, models: ['rifle', 'rifle', 'rifle'], at: [3, 3] },
      ],
      [6, 6, 6, 6, 6, 6, 6, 6, 1],
    );
    const r = play(state, { type: 'attack', unit: 'g', model: firstModel(state, 'g'), target: 'sq' });
    expect(r.state.units.sq.models).toHaveLength(2);
  });

  it('fewer remaining successes than the Defense: no casualty', () => {
    const state = duel(
      [
        { id: 'g', team: 0, models: ['gun'], at: [1, 3] },
        { id: 'sq', team: 1, models: ['rifle'], at: [3, 3] },
      ],
      [6, 6, 6, 6, 1, 1, 1, 1, 5],
    );
    const r = play(state, { type: 'attack', unit: 'g', model: firstModel(state, 'g'), target: 'sq' });
    expect(attackOf(r.events).strikes[0]).toMatchObject({ successes: 4, saved: 1, remaining: 3, result: 'none' });
    expect(r.state.units.sq.models).toHaveLength(1);
  });

  it('a Crack Shot names the model it attacks, in the Movement Phase', () => {
    const sniper = card('sniper', 'Infantry Specialist', {
      attack: { infantry: [6, 6, 6], vehicle: [1, 1, 1] },
      abilities: [{ id: 'crackShot' }],
    });
    const state = duel(
      [
        { id: 's', team: 0, models: ['sniper'], at: [1, 3] },
        { id: 'sq', team: 1, models: mixed, at: [3, 3] },
      ],
      [6, 6, 6, 6, 1, 1, 1],
      { cards: [sniper], phase: 'movement' },
    );
    const m = firstModel(state, 's');
    const unnamed = applyAction(state, { type: 'attack', unit: 's', model: m, target: 'sq' });
    expect(!unnamed.ok && unnamed.error).toMatchObject({ code: 'NAME_MODEL', rule: 'R6.6' });
    const officer = state.units.sq.models[2].id;
    const r = play(state, { type: 'attack', unit: 's', model: m, target: 'sq', targetModel: officer });
    expect(r.state.units.sq.models.map((x) => x.def)).toEqual(['rifle', 'rifle']);
    const assault = atPhase(state, 'assault', 0);
    const late = applyAction(assault, { type: 'attack', unit: 's', model: m, target: 'sq', targetModel: officer });
    expect(!late.ok && late.error).toMatchObject({ code: 'WRONG_PHASE', rule: 'R4.3' });
  });
});

describe('R6.7 damage to Vehicles, artillery and Aircraft', () => {
  function hit(target: ReturnType<typeof card>, dice: number[], damage = 0, facing: 0 | 3 = 3) {
    const state = duel(
      [
        { id: 'g', team: 0, models: ['gun'], at: [1, 3] },
        { id: 't', team: 1, models: [target.id], at: [3, 3], facing },
      ],
      dice,
      { cards: [target] },
    );
    const hurt: GameState = damage
      ? {
          ...state,
          units: { ...state.units, t: { ...state.units.t, models: [{ ...state.units.t.models[0], damage }] } },
        }
      : state;
    return play(hurt, { type: 'attack', unit: 'g', model: firstModel(state, 'g'), target: 't' });
  }
  const zeroSpeed = (id: string, abilities: ReturnType<typeof card>['abilities'] = []) =>
    card(id, 'Vehicle Medium Tank', { speed: 4, defense: [4, 3], abilities });
  const sixes = (n: number, total = 16) => [...Array(n).fill(6), ...Array(total - n).fill(1)];

  it('each damage costs Defense -1/-1 and Speed -1; the model is destroyed when the facing attacked reaches 0', () => {
    const t = zeroSpeed('t1');
    const r1 = hit(t, [...sixes(4), 1, 1, 1, 1]);
    expect(modelDefense(r1.state, r1.state.units.t.models[0])).toEqual([3, 2]);
    expect(unitSpeed(r1.state, r1.state.units.t)).toBe(3);
    const r2 = hit(t, [...sixes(16), 1, 1, 1, 1]);
    expect(attackOf(r2.events).strikes[0]).toMatchObject({ damage: 4, result: 'destroyed' });
    expect(r2.state.units.t.status).toBe('destroyed');
    expect(r2.events.some((e) => e.type === 'unitDestroyed')).toBe(true);
  });

  it('a facing already at 0 or less is destroyed by any remaining success', () => {
    // Front 4 with 4 damage is 0 (the rear is -1): one success destroys it.
    const r = hit(zeroSpeed('t2'), [...sixes(1), 1], 4);
    expect(attackOf(r.events).strikes[0]).toMatchObject({ defense: 0, remaining: 1, result: 'destroyed' });
  });

  it('Heavy Armor # ignores the first # damage of the game, and no more', () => {
    const t = zeroSpeed('t3', [{ id: 'heavyArmor', n: 1 }]);
    const state = duel(
      [
        { id: 'g', team: 0, models: ['gun'], at: [1, 3] },
        { id: 'g2', team: 0, models: ['gun'], at: [1, 4] },
        { id: 't', team: 1, models: ['t3'], at: [3, 3], facing: 3 },
      ],
      // Two damage (8 successes on front 4), one ignored; then one more damage (4 successes on 3).
      [...sixes(8), 1, 1, 1, 1, ...sixes(4), 1, 1, 1],
      { cards: [t] },
    );
    const r = play(state, { type: 'attack', unit: 'g', model: firstModel(state, 'g'), target: 't' });
    expect(attackOf(r.events).strikes[0]).toMatchObject({ damage: 2, ignored: 1, result: 'damaged' });
    expect(r.state.units.t.models[0]).toMatchObject({ damage: 1, armorIgnored: 1 });
    const next = play(
      { ...r.state, active: 0 },
      { type: 'attack', unit: 'g2', model: firstModel(state, 'g2'), target: 't' },
    );
    expect(attackOf(next.events).strikes[0]).toMatchObject({ defense: 3, damage: 1, ignored: 0 });
    expect(next.state.units.t.models[0].damage).toBe(2);
  });

  it('Robust: damage never takes its Speed below 1', () => {
    const t = zeroSpeed('t4', [{ id: 'robust' }]);
    const r = hit(t, [...sixes(12), 1, 1, 1, 1], 0, 3);
    expect(r.state.units.t.models[0].damage).toBe(3);
    expect(unitSpeed(r.state, r.state.units.t)).toBe(1);
  });

  it('artillery takes damage like a Vehicle: the named model loses 1 Defense per damage and dies at 0', () => {
    const pak = card('pak', 'Infantry Artillery', { speed: 0, defense: 3 });
    const state = duel(
      [
        { id: 'g', team: 0, models: ['gun'], at: [1, 3] },
        { id: 'a', team: 1, models: ['pak', 'pak'], at: [3, 3] },
      ],
      // 8 Infantry dice at range 2, 3 successes; Speed 0 rolls no defense die: 1 damage on Defense 3.
      [6, 6, 6, 1, 1, 1, 1, 1],
      { cards: [pak] },
    );
    const r = play(state, { type: 'attack', unit: 'g', model: firstModel(state, 'g'), target: 'a' });
    expect(attackOf(r.events).strikes[0]).toMatchObject({
      against: null,
      defense: 3,
      remaining: 3,
      damage: 1,
      result: 'damaged',
      defenseDice: [],
    });
    expect(r.state.units.a.models.map((m) => m.damage)).toEqual([1, 0]);
    // A piece at Defense 1 (2 damage) dies to one remaining success.
    const worn: GameState = {
      ...state,
      units: { ...state.units, a: { ...state.units.a, models: [{ ...state.units.a.models[0], damage: 2 }] } },
    };
    const k = play(worn, { type: 'attack', unit: 'g', model: firstModel(state, 'g'), target: 'a' });
    expect(attackOf(k.events).strikes[0]).toMatchObject({ defense: 1, result: 'destroyed' });
    expect(k.state.units.a.status).toBe('destroyed');
  });
});

describe('R6.8 front and rear', () => {
  // A tank at D4 (col 3, row 3) facing east.
  function against(attacker: [number, number]) {
    const state = duel(
      [
        { id: 'g', team: 0, models: ['gun'], at: attacker },
        { id: 't', team: 1, models: ['tank'], at: [3, 3], facing: 0 },
      ],
      Array(40).fill(1),
    );
    return attackOf(play(state, { type: 'attack', unit: 'g', model: firstModel(state, 'g'), target: 't' }).events)
      .strikes[0].against;
  }

  it('hexes whose centre lies ahead of the line through its sides are front; cut hexes, behind and its own hex are rear', () => {
    expect(against([5, 3])).toBe('front'); // straight ahead
    expect(against([4, 1])).toBe('front'); // ahead and to the side
    expect(against([1, 3])).toBe('rear'); // behind
    expect(against([3, 1])).toBe('rear'); // cut in half by the line (centre on it)
    expect(against([3, 5])).toBe('rear');
  });

  it("an attack from inside the target's own hex is against its rear", () => {
    const bazooka = card('baz', 'Infantry Specialist', {
      attack: { infantry: [4, null, null], vehicle: [9, 4, null] },
    });
    const state = duel(
      [
        { id: 'b', team: 0, models: ['baz'], at: [3, 3] },
        { id: 't', team: 1, models: ['tank'], at: [3, 3], facing: 0 },
      ],
      Array(20).fill(1),
      { cards: [bazooka] },
    );
    expect(
      attackOf(play(state, { type: 'attack', unit: 'b', model: firstModel(state, 'b'), target: 't' }).events).strikes[0]
        .against,
    ).toBe('rear');
  });

  it("R6.11: an Aircraft over the target's own hex attacks its rear, so Open Back lets it use its Infantry dice; for the defense dice its attack still comes from outside the hex (the Forest die counts)", () => {
    const plane = card('plane6', 'Aircraft', { defense: 4, attack: { infantry: [8, 6, null], vehicle: [3, 2, null] } });
    const priest = card('priest6', 'Vehicle Self-Propelled Artillery', {
      speed: 3,
      defense: [4, 4],
      attack: { infantry: [6, 6, 6], vehicle: [6, 6, 6] },
      abilities: [{ id: 'openBack' }],
    });
    const state = duel(
      [
        { id: 'p', team: 0, models: ['plane6'], at: [3, 3] },
        { id: 's', team: 1, models: ['priest6'], at: [3, 3], facing: 0 },
      ],
      Array(40).fill(1),
      { map: testMap(8, 8, { '3,3': { terrain: 'forest' } }), cards: [plane, priest] },
    );
    const r = play(state, {
      type: 'attack',
      unit: 'p',
      model: firstModel(state, 'p'),
      target: 's',
      profile: 'infantry',
    });
    const strike = attackOf(r.events).strikes[0];
    expect(strike).toMatchObject({ profile: 'infantry', against: 'rear' });
    expect(strike.defenseSources.map((x) => x.label)).toEqual(['Speed 3', 'Forest hex']);
    expect(legalActions(state)).toContainEqual(
      expect.objectContaining({ type: 'attack', unit: 'p', target: 's', profile: 'infantry' }),
    );
  });

  it('No Turret attacks only into the front arc', () => {
    const fixed = card('fixed', 'Vehicle Tank Destroyer', {
      speed: 3,
      attack: { infantry: [6, 6, 4], vehicle: [18, 15, 13] },
      abilities: [{ id: 'noTurret' }],
    });
    const units = (facing: 0 | 3): TestUnit[] => [
      { id: 'f', team: 0, models: ['fixed'], at: [1, 3], facing },
      { id: 't', team: 1, models: ['tank'], at: [4, 3] },
    ];
    const ahead = duel(units(0), Array(40).fill(1), { cards: [fixed] });
    expect(applyAction(ahead, { type: 'attack', unit: 'f', model: firstModel(ahead, 'f'), target: 't' }).ok).toBe(true);
    const away = duel(units(3), Array(40).fill(1), { cards: [fixed] });
    const r = applyAction(away, { type: 'attack', unit: 'f', model: firstModel(away, 'f'), target: 't' });
    expect(!r.ok && r.error).toMatchObject({ code: 'ARC', rule: 'R6.8' });
  });
});

describe('R6.9 Close Assault and Hand to Hand', () => {
  const sapper = card('sapper', 'Basic Infantry', {
    attack: { infantry: [8, 6, null], vehicle: [2, null, null] },
    abilities: [
      { id: 'closeAssault', n: 6 },
      { id: 'handToHand', n: 9 },
    ],
  });

  function assault(
    target: string,
    weapon: 'closeAssault' | 'handToHand',
    dice: number[],
    at: [number, number] = [3, 3],
    damage = 0,
    extra: ReturnType<typeof card>[] = [],
  ) {
    const state = duel(
      [
        { id: 's', team: 0, models: ['sapper'], at },
        { id: 't', team: 1, models: [target], at: [3, 3] },
      ],
      dice,
      { cards: [sapper, ...extra] },
    );
    const hurt: GameState = damage
      ? {
          ...state,
          units: { ...state.units, t: { ...state.units.t, models: [{ ...state.units.t.models[0], damage }] } },
        }
      : state;
    return applyAction(hurt, { type: 'attack', unit: 's', model: firstModel(state, 's'), target: 't', weapon });
  }

  it('Close Assault #: # dice against a Vehicle in the same hex, measured against its Speed', () => {
    // 6 dice, 4 successes; the tank's 4 defense dice fail: 4 remain against Speed 4: 1 damage.
    const r = assault('tank', 'closeAssault', [6, 6, 6, 6, 1, 1, 1, 1, 1, 1]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(attackOf(r.events).strikes[0]).toMatchObject({
      against: 'speed',
      defense: 4,
      remaining: 4,
      damage: 1,
      result: 'damaged',
    });
    expect(attackOf(r.events).rolls[0].dice).toHaveLength(6);
  });

  it('Close Assault that takes Speed to 0 destroys the Vehicle, Robust or not; at Speed 0 one success destroys it', () => {
    const robust = card('rob', 'Vehicle Light Tank', { speed: 2, defense: [5, 5], abilities: [{ id: 'robust' }] });
    const r = assault('rob', 'closeAssault', [6, 6, 6, 6, 1, 1, 1, 1], [3, 3], 0, [robust]);
    expect(r.ok && attackOf(r.events).strikes[0]).toMatchObject({ defense: 2, damage: 2, result: 'destroyed' });
    const stalled = assault('tank', 'closeAssault', [6, 1, 1, 1, 1, 1], [3, 3], 4);
    expect(stalled.ok && attackOf(stalled.events).strikes[0]).toMatchObject({
      defense: 0,
      remaining: 1,
      result: 'destroyed',
    });
  });

  it('rule book "Building Your Army": Close Assault and Hand to Hand are attacks, not abilities: a squad\'s other models do not borrow them from its Basic Infantry', () => {
    // A squad of sappers (Close Assault 6, Hand to Hand 9) with a Captain whose card has neither.
    const state = duel(
      [
        { id: 's', team: 0, models: ['sapper', 'sapper', 'officer'], at: [3, 3] },
        { id: 't', team: 1, models: ['tank'], at: [3, 3] },
        { id: 'r', team: 1, models: ['rifle'], at: [3, 3] },
      ],
      Array(30).fill(1),
      { cards: [sapper] },
    );
    const [sapperId, , captainId] = state.units.s.models.map((m) => m.id);
    for (const [target, weapon] of [
      ['t', 'closeAssault'],
      ['r', 'handToHand'],
    ] as const) {
      const captain = applyAction(state, { type: 'attack', unit: 's', model: captainId, target, weapon });
      expect(!captain.ok && captain.error.code).toBe('OUT_OF_RANGE');
      expect(applyAction(state, { type: 'attack', unit: 's', model: sapperId, target, weapon }).ok).toBe(true);
    }
    const offered = legalActions(state)
      .filter((a) => a.type === 'attack' && a.model === captainId)
      .map((a) => a.type === 'attack' && (a.weapon ?? 'normal'));
    expect(offered).toContain('normal');
    expect(offered).not.toContain('closeAssault');
    expect(offered).not.toContain('handToHand');
  });

  it('Close Assault and Hand to Hand work only in the same hex, against Vehicles and Infantry respectively', () => {
    const far = assault('tank', 'closeAssault', [1], [2, 3]);
    expect(!far.ok && far.error).toMatchObject({ code: 'OUT_OF_RANGE', rule: 'R6.9' });
    const wrong = assault('rifle', 'closeAssault', [1]);
    expect(!wrong.ok && wrong.error).toMatchObject({ code: 'BAD_TARGET', rule: 'R6.9' });
    const htH = assault('rifle', 'handToHand', [6, 6, 6, 6, 1, 1, 1, 1, 1, 1]);
    expect(htH.ok && attackOf(htH.events).rolls[0].dice).toHaveLength(9);
    expect(htH.ok && attackOf(htH.events).strikes[0].defenseDice).toHaveLength(1); // no hex die: same hex
  });
});

describe('R6.10, R6.13 what a Close Assault destroys', () => {
  const sapper = card('sapper', 'Basic Infantry', {
    attack: { infantry: [8, 6, null], vehicle: [2, null, null] },
    abilities: [{ id: 'closeAssault', n: 6 }],
  });
  // A 1/1 truck of Speed 3, with and without Unarmored (the CCKW and the Katyusha are 1/1 Unarmored).
  const cckw = card('cckw', 'Vehicle Truck', {
    speed: 3,
    defense: [1, 1],
    attack: { infantry: null, vehicle: null },
    abilities: [{ id: 'unarmored' }],
  });
  const armored = card('lorry', 'Vehicle Truck', {
    speed: 3,
    defense: [1, 1],
    attack: { infantry: null, vehicle: null },
  });

  /** The sapper close-assaults the truck in its hex: 6 dice, 3 successes; the truck's 3 defense dice (Speed 3) fail: 1 damage against Speed 3. */
  function closeAssault(truck: string, edition?: 1) {
    const placed = duel(
      [
        { id: 's', team: 0, models: ['sapper'], at: [3, 3] },
        { id: 't', team: 1, models: [truck], at: [3, 3], facing: 3 },
        { id: 'g', team: 0, models: ['gun'], at: [1, 3] },
      ],
      [6, 6, 6, 1, 1, 1, 1, 1, 1, ...Array(30).fill(6)],
      { cards: [sapper, cckw, armored] },
    );
    // A game created before editions were kept has none: it is played under edition 1.
    const state: GameState = edition ? { ...placed, rulings: undefined } : placed;
    return play(state, {
      type: 'attack',
      unit: 's',
      model: firstModel(state, 's'),
      target: 't',
      weapon: 'closeAssault',
    });
  }

  it("R6.13: Close Assault damage that takes an Unarmored model's printed Defense to 0 destroys it with Speed left: a 1/1 truck dies to its first damage, and the log says why", () => {
    const r = closeAssault('cckw');
    const strike = attackOf(r.events).strikes[0];
    expect(strike).toMatchObject({ against: 'speed', defense: 3, remaining: 3, damage: 1, result: 'destroyed' });
    expect(r.state.units.t.status).toBe('destroyed');
    expect(describeEvent(r.state, attackOf(r.events))).toContain(
      '1 damage: destroyed, Unarmored with its printed Defense at 0 (R6.13)',
    );
  });

  it('R6.10: Close Assault destroys only through Speed: a 1/1 Vehicle without Unarmored lives at 0/0 with Speed 2; a later attack on its front at 0 destroys it with one success', () => {
    const r = closeAssault('lorry');
    expect(attackOf(r.events).strikes[0]).toMatchObject({ against: 'speed', damage: 1, result: 'damaged' });
    const truck = r.state.units.t;
    expect(modelDefense(r.state, truck.models[0])).toEqual([0, 0]);
    expect(unitSpeed(r.state, truck)).toBe(2);
    expect(describeEvent(r.state, attackOf(r.events))).toContain('1 damage (R6.9)');
    // R6.7, R6.10: the gun's one remaining success on the front at 0 destroys it (its dice are all 6s,
    // the truck's 2 defense dice too: 18 successes less 2).
    const shot = play(
      { ...r.state, active: 0 },
      { type: 'attack', unit: 'g', model: firstModel(r.state, 'g'), target: 't' },
    );
    expect(attackOf(shot.events).strikes[0]).toMatchObject({ against: 'front', defense: 0, result: 'destroyed' });
  });

  it('R6.13 in a game of the rulings before it (edition 1, a saved game): the Unarmored truck lives at 0/0, as it did when the game was played', () => {
    const r = closeAssault('cckw', 1);
    expect(attackOf(r.events).strikes[0]).toMatchObject({ against: 'speed', damage: 1, result: 'damaged' });
    expect(modelDefense(r.state, r.state.units.t.models[0])).toEqual([0, 0]);
    expect(r.state.rulings).toBeUndefined();
  });
});

describe('the log line of an attack says what happened', () => {
  it("R6.6: a Flamethrower's extra casualty with no other model to name: one model lost, and the line says one", () => {
    const flamer = card('flamer', 'Infantry Specialist', {
      attack: { infantry: [10, null, null], vehicle: [7, null, null] },
      abilities: [{ id: 'flamethrower' }],
    });
    // Three 6s and a 6 more: 4 successes against the lone rifleman's Defense 4, his die fails.
    const state = duel(
      [
        { id: 'f', team: 0, models: ['flamer'], at: [1, 3] },
        { id: 'r', team: 1, models: ['rifle'], at: [2, 3] },
      ],
      [6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1],
      { cards: [flamer] },
    );
    const r = play(state, { type: 'attack', unit: 'f', model: firstModel(state, 'f'), target: 'r' });
    const e = attackOf(r.events);
    expect(r.events.filter((x) => x.type === 'modelLost')).toHaveLength(1);
    expect(e.strikes[0]).toMatchObject({ flameBonus: true, damage: 1, result: 'modelLost' });
    const line = describeEvent(r.state, e);
    expect(line).not.toContain('2 models lost');
    expect(line).toContain("Rifleman lost; no other model for the Flamethrower's extra casualty (R6.6)");
  });

  it('R6.7: too few successes on a model that takes damage but has no facing (artillery) is "no damage", not an infantry "no effect"', () => {
    const pak = card('pak', 'Infantry Artillery', { speed: 0, defense: 3 });
    const state = duel(
      [
        { id: 'g', team: 0, models: ['gun'], at: [1, 3] },
        { id: 'a', team: 1, models: ['pak'], at: [3, 3] },
      ],
      [6, 6, 1, 1, 1, 1, 1, 1],
      { cards: [pak] },
    );
    const r = play(state, { type: 'attack', unit: 'g', model: firstModel(state, 'g'), target: 'a' });
    const e = attackOf(r.events);
    expect(e.strikes[0]).toMatchObject({ against: null, casualty: false, remaining: 2, result: 'none' });
    expect(describeEvent(r.state, e)).toContain('2 remain: no damage, 3 needed (R6.7)');
  });

  it('R6.1: one hex is "1 hex"', () => {
    const state = duel(
      [
        { id: 'g', team: 0, models: ['gun'], at: [1, 3] },
        { id: 'r', team: 1, models: ['rifle'], at: [2, 3] },
      ],
      Array(20).fill(1),
    );
    const r = play(state, { type: 'attack', unit: 'g', model: firstModel(state, 'g'), target: 'r' });
    expect(describeEvent(r.state, attackOf(r.events))).toContain('(Defense 4, short range, 1 hex)');
  });
});
