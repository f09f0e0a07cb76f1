// R4.3-R4.5: what units do in the Movement and Assault Phases; R8.10 Hull and Auxiliary
// weapons; R8.14 Aggression, Strike and Fade, Relocate.
import { describe, expect, it } from 'vitest';
import { applyAction, type AttackEvent, type GameEvent, type GameState } from '../../src/engine';
import { at, atPhase, card, gameAt, play, testMap, type TestUnit } from '../helpers';

const mg = card('mg', 'Infantry MG Team', {
  attack: { infantry: [10, 8, 7], vehicle: [3, 3, 2] },
  abilities: [{ id: 'sustainedFire' }],
});
const lee = card('lee', 'Vehicle Medium Tank', {
  speed: 3,
  defense: [5, 4],
  attack: { infantry: [9, 9, 7], vehicle: [9, 7, 5] },
  abilities: [
    { id: 'hull', weapon: { name: '75mm gun', dice: [12, 10, 8], vs: 'vehicle' } },
    { id: 'strikeAndFade', n: 1 },
  ],
});
const stuart = card('stuart', 'Vehicle Light Tank', {
  speed: 5,
  defense: [4, 3],
  attack: { infantry: [8, 8, 6], vehicle: [9, 7, 5] },
  abilities: [{ id: 'auxiliary', weapon: { name: 'MGs', dice: [8, 8, 6], vs: 'infantry' } }],
});
const car = card('car', 'Vehicle Armored Car', {
  speed: 4,
  defense: [2, 2],
  attack: { infantry: [7, 6, 4], vehicle: [2, 2, 2] },
  abilities: [
    { id: 'aggression', n: 2 },
    { id: 'highGear', n: 3 },
  ],
});
const pak = card('pak', 'Infantry Artillery', {
  speed: 0,
  defense: 3,
  attack: { infantry: [3, 3, 3], vehicle: [11, 9, 7] },
  abilities: [{ id: 'relocate', n: 2 }],
});
const cards = [mg, lee, stuart, car, pak];

function game(
  units: TestUnit[],
  dice: number[] = [],
  phase: 'movement' | 'assault' = 'movement',
  map = testMap(10, 8),
): GameState {
  return gameAt(units, { dice, phase, map, cards });
}

const attacks = (events: GameEvent[]) => events.filter((e): e is AttackEvent => e.type === 'attack');
const ids = (s: GameState, u: string) => s.units[u].models.map((m) => m.id);

describe('R4.3 the Movement Phase', () => {
  it('a unit without Sustained Fire, Hull, Auxiliary or Crack Shot cannot attack instead of moving', () => {
    const s = game([
      { id: 'r', team: 0, models: ['rifle'], at: [1, 3] },
      { id: 'e', team: 1, models: ['rifle'], at: [3, 3] },
    ]);
    const r = applyAction(s, { type: 'attack', unit: 'r', model: ids(s, 'r')[0], target: 'e' });
    expect(!r.ok && r.error).toMatchObject({ code: 'WRONG_PHASE', rule: 'R4.3' });
  });

  it('Sustained Fire: the models fire standing still, each once, and the whole unit stays', () => {
    const s = game(
      [
        { id: 'm', team: 0, models: ['mg', 'mg', 'mg'], at: [1, 3] },
        { id: 'e', team: 1, models: ['rifle', 'rifle', 'rifle'], at: [3, 3] },
      ],
      Array(60).fill(1),
    );
    const [m1, m2] = ids(s, 'm');
    const first = play(s, { type: 'attack', unit: 'm', model: m1, target: 'e' }).state;
    expect(first.activation).toMatchObject({ unit: 'm', stationaryFire: true, attacked: [m1] });
    const again = applyAction(first, { type: 'attack', unit: 'm', model: m1, target: 'e' });
    expect(!again.ok && again.error).toMatchObject({ code: 'ALREADY_ATTACKED' });
    const move = applyAction(first, { type: 'move', unit: 'm', path: [at(1, 2)] });
    expect(!move.ok && move.error).toMatchObject({ code: 'STAYS', rule: 'R4.3' });
    expect(play(first, { type: 'attack', unit: 'm', model: m2, target: 'e' }).state.activation?.attacked).toEqual([
      m1,
      m2,
    ]);
  });

  it('a unit that has started moving can no longer fire standing still', () => {
    const s = game([
      { id: 'm', team: 0, models: ['mg', 'mg', 'mg'], at: [1, 3] },
      { id: 'e', team: 1, models: ['rifle'], at: [4, 3] },
      { id: 't', team: 0, models: ['lee'], at: [1, 5] },
    ]);
    const moved = play(s, { type: 'pivot', unit: 't', facing: 1 }).state;
    const r = applyAction(moved, { type: 'attack', unit: 't', model: ids(s, 't')[0], target: 'e', weapon: 'hull' });
    expect(!r.ok && r.error).toMatchObject({ code: 'MOVED', rule: 'R4.3' });
  });

  it('R8.10 a Hull weapon fires its own dice, only into the front arc, only in the Movement Phase', () => {
    const units = (facing: 0 | 3): TestUnit[] => [
      { id: 't', team: 0, models: ['lee'], at: [1, 3], facing },
      { id: 'v', team: 1, models: ['tank'], at: [4, 3] },
    ];
    const front = game(units(0), Array(40).fill(1));
    const fired = play(front, { type: 'attack', unit: 't', model: ids(front, 't')[0], target: 'v', weapon: 'hull' });
    expect(attacks(fired.events)[0].rolls[0].dice).toHaveLength(10);
    const back = game(units(3), Array(40).fill(1));
    const r = applyAction(back, { type: 'attack', unit: 't', model: ids(back, 't')[0], target: 'v', weapon: 'hull' });
    expect(!r.ok && r.error).toMatchObject({ code: 'ARC', rule: 'R8.10' });
    const assault = atPhase(front, 'assault', 0);
    const late = applyAction(assault, {
      type: 'attack',
      unit: 't',
      model: ids(front, 't')[0],
      target: 'v',
      weapon: 'hull',
    });
    expect(!late.ok && late.error).toMatchObject({ code: 'WRONG_WEAPON', rule: 'R8.10' });
  });

  it('R8.10 an Auxiliary weapon fires its own dice at its own kind of target, instead of moving', () => {
    const s = game(
      [
        { id: 't', team: 0, models: ['stuart'], at: [1, 3], facing: 3 },
        { id: 'r', team: 1, models: ['rifle'], at: [4, 3] },
        { id: 'v', team: 1, models: ['tank'], at: [4, 5] },
      ],
      Array(40).fill(1),
    );
    const m = ids(s, 't')[0];
    expect(
      attacks(play(s, { type: 'attack', unit: 't', model: m, target: 'r', weapon: 'auxiliary' }).events)[0].rolls[0]
        .dice,
    ).toHaveLength(8);
    const r = applyAction(s, { type: 'attack', unit: 't', model: m, target: 'v', weapon: 'auxiliary' });
    expect(!r.ok && r.error.rule).toBe('R6.1');
  });
});

describe('R4.5 the Assault Phase', () => {
  it('a unit moves or attacks: after moving it may not attack, after attacking it may not move', () => {
    const s = game(
      [
        { id: 'a', team: 0, models: ['rifle', 'rifle'], at: [1, 3] },
        { id: 'e', team: 1, models: ['rifle'], at: [3, 3] },
      ],
      Array(40).fill(1),
      'assault',
    );
    const [m1, m2] = ids(s, 'a');
    const attacked = play(s, { type: 'attack', unit: 'a', model: m1, target: 'e' }).state;
    const move = applyAction(attacked, { type: 'move', unit: 'a', path: [at(1, 2)] });
    expect(!move.ok && move.error).toMatchObject({ code: 'ORDER', rule: 'R4.5' });
    expect(play(attacked, { type: 'attack', unit: 'a', model: m2, target: 'e' }).state.activation).toBeNull();
  });

  it('each model picks its own target', () => {
    const s = game(
      [
        { id: 'a', team: 0, models: ['rifle', 'rifle'], at: [1, 3] },
        { id: 'e', team: 1, models: ['rifle'], at: [3, 3] },
        { id: 'f', team: 1, models: ['rifle'], at: [2, 5] },
      ],
      Array(40).fill(1),
      'assault',
    );
    const [m1, m2] = ids(s, 'a');
    const one = play(s, { type: 'attack', unit: 'a', model: m1, target: 'e' });
    const two = play(one.state, { type: 'attack', unit: 'a', model: m2, target: 'f' });
    expect([...attacks(one.events), ...attacks(two.events)].map((e) => e.target)).toEqual(['e', 'f']);
  });

  it('R8.14 Aggression #: the unit moves up to # without road bonus, then attacks', () => {
    const road: Record<string, { terrain: 'open'; roads: (0 | 3)[] }> = {};
    for (let c = 0; c < 10; c++) road[`${c},3`] = { terrain: 'open', roads: c === 0 ? [0] : c === 9 ? [3] : [0, 3] };
    const s = game(
      [
        { id: 'c', team: 0, models: ['car'], at: [0, 3], facing: 0 },
        { id: 'e', team: 1, models: ['rifle'], at: [5, 3] },
      ],
      Array(40).fill(1),
      'assault',
      testMap(10, 8, road),
    );
    const r = play(s, { type: 'move', unit: 'c', path: [at(1, 3), at(2, 3)], kind: 'aggression' });
    expect(r.events.filter((e) => e.type === 'moved').map((e) => 'cost' in e && e.cost)).toEqual([1, 1]);
    expect(r.state.activation).toMatchObject({ moveKind: 'aggression', speedLeft: 0 });
    const third = applyAction(r.state, { type: 'move', unit: 'c', path: [at(3, 3)], kind: 'aggression' });
    expect(!third.ok && third.error.code).toBe('NO_SPEED');
    expect(
      play(r.state, { type: 'attack', unit: 'c', model: ids(s, 'c')[0], target: 'e' }).events.some(
        (e) => e.type === 'attack',
      ),
    ).toBe(true);
    const none = game([{ id: 'r', team: 0, models: ['rifle'], at: [1, 3] }], [], 'assault');
    const refused = applyAction(none, { type: 'move', unit: 'r', path: [at(2, 3)], kind: 'aggression' });
    expect(!refused.ok && refused.error).toMatchObject({ code: 'NO_ABILITY', rule: 'R8.14' });
  });

  it('R8.14 Strike and Fade #: after attacking, the unit moves up to #', () => {
    const s = game(
      [
        { id: 't', team: 0, models: ['lee'], at: [1, 3] },
        { id: 'e', team: 1, models: ['rifle'], at: [4, 3] },
      ],
      Array(40).fill(1),
      'assault',
    );
    const early = applyAction(s, { type: 'move', unit: 't', path: [at(1, 2)], kind: 'strikeAndFade' });
    expect(!early.ok && early.error).toMatchObject({ code: 'ORDER', rule: 'R8.14' });
    const fired = play(s, { type: 'attack', unit: 't', model: ids(s, 't')[0], target: 'e' }).state;
    expect(fired.activation?.unit).toBe('t');
    const faded = play(fired, { type: 'move', unit: 't', path: [at(0, 3)], kind: 'strikeAndFade' });
    expect(faded.events.find((e) => e.type === 'moved')).toMatchObject({ kind: 'strikeAndFade' });
    expect(faded.state.activation).toMatchObject({ moveKind: 'strikeAndFade', speedLeft: 0 });
    const more = applyAction(faded.state, { type: 'move', unit: 't', path: [at(0, 4)], kind: 'strikeAndFade' });
    expect(!more.ok && more.error.code).toBe('NO_SPEED');
  });

  describe('R8.14, R5.7d: Speed lost during an Aggression move (docs/rules.md, reading 9)', () => {
    // A BA-64-like armoured car with Aggression 2 (the catalog's BA-64, Sd Kfz 222, Greyhound...)
    // steps B2 -> C2; a bazooka beside both hexes fires (R5.7) and does 1 damage: Speed falls by 1
    // (R6.7). The move is made with min(2, Speed) points (R8.14: a Vehicle at most its Speed), so
    // it loses only what that minimum loses.
    const armoured = (speed: number) =>
      card(`car${speed}`, 'Vehicle Armored Car', {
        speed,
        defense: [2, 2],
        attack: { infantry: [6, 5, 4], vehicle: [4, 3, 2] },
        abilities: [{ id: 'aggression', n: 2 }],
      });
    const baz = card('baz1', 'Infantry Specialist', { attack: { infantry: [4, null, null], vehicle: [9, 4, null] } });
    const hitMidMove = (speed: number, edition?: 3) => {
      const s = gameAt(
        [
          { id: 'c', team: 0, models: [`car${speed}`], at: [1, 1], facing: 0 },
          { id: 'e', team: 1, models: ['baz1'], at: [2, 0] },
        ],
        { phase: 'assault', map: testMap(10, 3), cards: [armoured(speed), baz], dice: [6, 6, ...Array(40).fill(1)] },
      );
      const moved = play(edition ? { ...s, rulings: edition } : s, {
        type: 'move',
        unit: 'c',
        path: [at(2, 1)],
        kind: 'aggression',
      });
      expect(moved.state.activation).toMatchObject({ moveKind: 'aggression', speedLeft: 1 });
      const fired = play(moved.state, { type: 'defensiveFire', unit: 'e', at: 'to' });
      expect(fired.state.units.c.models[0].damage).toBe(1);
      return fired.state;
    };

    it('Speed 4 -> 3 leaves the 2 points as they were: the second step is still open', () => {
      const after = hitMidMove(4);
      expect(after.activation).toMatchObject({ unit: 'c', moveKind: 'aggression', speedLeft: 1 });
      expect(play(after, { type: 'move', unit: 'c', path: [at(3, 1)], kind: 'aggression' }).state.units.c.at).toEqual(
        at(3, 1),
      );
    });

    it('Speed 2 -> 1 takes the move to 1 point: the one spent, none left', () => {
      const after = hitMidMove(2);
      expect(after.activation?.speedLeft ?? 0).toBe(0);
      expect(applyAction(after, { type: 'move', unit: 'c', path: [at(3, 1)], kind: 'aggression' }).ok).toBe(false);
    });

    it('a game begun under rulings edition 3 (a saved game) loses the whole fall of the Speed, as when it was played', () => {
      expect(hitMidMove(4, 3).activation?.speedLeft ?? 0).toBe(0);
    });
  });

  it('R8.14 Relocate #: a Speed 0 gun moves # instead of attacking', () => {
    const s = game(
      [
        { id: 'g', team: 0, models: ['pak'], at: [1, 3] },
        { id: 'e', team: 1, models: ['rifle'], at: [6, 3] },
      ],
      [],
      'assault',
    );
    const plain = applyAction(s, { type: 'move', unit: 'g', path: [at(2, 3)] });
    expect(!plain.ok && plain.error).toMatchObject({ code: 'NO_SPEED', rule: 'R5.2' });
    const r = play(s, { type: 'move', unit: 'g', path: [at(2, 3), at(3, 3)], kind: 'relocate' });
    expect(r.state.units.g.at).toEqual(at(3, 3));
    expect(r.state.activation).toBeNull();
  });
});
