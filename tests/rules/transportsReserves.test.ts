// R4.6 Transports, R8.7 a Transport destroyed, R8.9 Firing Deck; R4.4 Reserves, index
// "Paratrooper", R8.1 Aircraft, R5.7e arrivals drawing Defensive Fire.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  awaiting,
  boardingRoutes,
  canBeActivated,
  checkPopulation,
  describeEvent,
  DIRS,
  legalActions,
  neighbor,
  toOffset,
  validateState,
  type GameEvent,
  type GameState,
  type Unit,
} from '../../src/engine';
import { survivorOrderPosition } from '../positions';
import { at, atPhase, card, gameAt, initiative, play, testGame, testMap, type TestUnit } from '../helpers';

const ht = card('ht', 'Vehicle Half-Track', {
  speed: 4,
  defense: [2, 2],
  attack: { infantry: [8, 7, 6], vehicle: [3, 3, 3] },
  abilities: [{ id: 'transport' }, { id: 'firingDeck' }],
});
const truck = card('truck', 'Vehicle Truck', {
  speed: 3,
  defense: [1, 1],
  attack: { infantry: null, vehicle: null },
  abilities: [{ id: 'heavyTransport' }],
});
const mg = card('mg', 'Infantry MG Team', {
  attack: { infantry: [10, 8, 7], vehicle: [3, 3, 2] },
  abilities: [{ id: 'sustainedFire' }],
});
const art = card('art', 'Infantry Artillery', {
  speed: 0,
  defense: 3,
  attack: { infantry: [3, 3, 3], vehicle: [11, 9, 7] },
});
const para = card('para2', 'Basic Infantry', {
  defense: 5,
  attack: { infantry: [9, 7, null], vehicle: [2, null, null] },
  abilities: [{ id: 'paratrooper' }],
});
const plane = card('plane', 'Aircraft', {
  defense: 4,
  attack: { infantry: [8, 6, null], vehicle: [3, 2, null] },
  abilities: [{ id: 'aircraft' }],
});
const flak = card('flak', 'Infantry Artillery', {
  speed: 0,
  defense: 3,
  attack: { infantry: [7, 7, 6], vehicle: [9, 9, 9] },
  abilities: [{ id: 'aa' }],
});
const cards = [ht, truck, mg, art, para, plane, flak];
/** A heavy gun that destroys a half-track with 4 successes on its front 2 (R6.7). */
const gun = card('gun', 'Vehicle Heavy Tank', {
  speed: 3,
  defense: [7, 6],
  attack: { infantry: [10, 8, 6], vehicle: [18, 16, 14] },
});

function game(units: TestUnit[], dice: number[] = [], phase: 'movement' | 'assault' = 'movement', turn = 1): GameState {
  return gameAt(units, { dice, phase, cards, turn });
}
const ids = (s: GameState, u: string) => s.units[u].models.map((m) => m.id);

const wader = card('wader', 'Basic Infantry', { abilities: [{ id: 'amphibious' }] });
/** An Amphibious Heavy Transport (a DUKW's abilities): it may carry its passengers on Water (R5.1). */
const duck = card('duck', 'Vehicle Truck', {
  speed: 4,
  defense: [2, 2],
  attack: { infantry: [6, 6, 5], vehicle: [3, 3, 2] },
  abilities: [{ id: 'amphibious' }, { id: 'heavyTransport' }],
});

/**
 * A truck in the corner A1 with a friendly squad beside it (2-inch hexes, R2.3), carrying units a
 * and b (card ids), next to one Open hex (B1) and one Water hex (A2), in the Assault Phase with
 * the enemy's gun to act: one success destroys the truck's front 1, its defense dice fail, and
 * every passenger rolls 1 and survives (R8.7).
 */
function truckInTheCorner(a: string, b: string): GameState {
  return atPhase(
    testGame({
      map: testMap(10, 8, { '0,1': { terrain: 'water' } }),
      settings: { smallHexes: true },
      units: [
        { id: 'g', team: 1, models: ['gun'], at: [4, 0] },
        { id: 't', team: 0, models: ['truck'], at: [0, 0], facing: 0 },
        { id: 'f', team: 0, models: ['rifle'], at: [0, 0] },
        { id: 'a', team: 0, models: [a], carrier: 't' },
        { id: 'b', team: 0, models: [b], carrier: 't' },
      ],
      script: [...initiative({ winner: 0 }), 6, ...Array(40).fill(1)],
      cards: [...cards, gun, wader],
    }),
    'assault',
    1,
  );
}

describe('R4.6 Transports', () => {
  it("a unit embarks at the end of its move in the Transport's hex; it then rides along and cannot be attacked", () => {
    const s = game([
      { id: 'h', team: 0, models: ['ht'], at: [3, 3] },
      { id: 'r', team: 0, models: ['rifle', 'rifle'], at: [2, 3] },
      { id: 'e', team: 1, models: ['rifle'], at: [6, 3] },
    ]);
    const moved = play(s, { type: 'move', unit: 'r', path: [at(3, 3)] }).state;
    // A Speed 1 unit closes its activation when it runs out of Speed, so it embarks in a new one? No:
    // an activation with an embark option stays open.
    const r = play(moved, { type: 'embark', unit: 'r', carrier: 'h' });
    expect(r.state.units.r).toMatchObject({ status: 'embarked', at: null, carrier: 'h', activated: true });
    const shot = applyAction(atPhase(r.state, 'assault', 1), {
      type: 'attack',
      unit: 'e',
      model: ids(s, 'e')[0],
      target: 'r',
    });
    expect(!shot.ok && shot.error).toMatchObject({ code: 'BAD_TARGET', rule: 'R4.6' });
  });

  it('embarked units do not count for population', () => {
    const s = game([
      { id: 'h', team: 0, models: ['ht'], at: [3, 3] },
      { id: 'p', team: 0, models: ['rifle'], carrier: 'h' },
      { id: 'r', team: 0, models: ['rifle'], at: [2, 3] },
    ]);
    expect(checkPopulation(s, s.units.r, at(3, 3)).ok).toBe(true);
  });

  it('a passenger disembarks at the start of its move, where the Transport is, and moves on; it may not embark again', () => {
    const s = game([
      { id: 'h', team: 0, models: ['ht'], at: [3, 3] },
      { id: 'p', team: 0, models: ['mg', 'mg', 'mg'], carrier: 'h' },
    ]);
    const moved = play(s, { type: 'move', unit: 'h', path: [at(4, 3), at(5, 3)] });
    const ended = { ...play(moved.state, { type: 'endActivation' }).state, active: 0 as const };
    // The Transport moved this phase: the passenger may get out, but not move further.
    const further = applyAction(ended, { type: 'disembark', unit: 'p', path: [at(6, 3)] });
    expect(!further.ok && further.error.rule).toBe('R4.6');
    const out = play(ended, { type: 'disembark', unit: 'p' });
    expect(out.state.units.p).toMatchObject({ status: 'map', at: at(5, 3), carrier: null });
    const still = game([
      { id: 'h', team: 0, models: ['ht'], at: [3, 3] },
      { id: 'p', team: 0, models: ['mg', 'mg', 'mg'], carrier: 'h' },
    ]);
    const walk = play(still, { type: 'disembark', unit: 'p', path: [at(3, 2)] });
    expect(walk.state.units.p.at).toEqual(at(3, 2));
    const reboard = game([
      { id: 'h', team: 0, models: ['ht'], at: [3, 3] },
      { id: 'h2', team: 0, models: ['ht'], at: [3, 2] },
      { id: 'p', team: 0, models: ['mg', 'mg', 'mg'], carrier: 'h' },
      { id: 'q', team: 0, models: ['rifle'], at: [3, 2] },
    ]);
    const outAgain = play(reboard, { type: 'disembark', unit: 'p' }).state;
    const again = applyAction(outAgain, { type: 'embark', unit: 'p', carrier: 'h2' });
    expect(!again.ok && again.error.rule).toBe('R4.6');
  });

  it('R4.6, R5.3, R8.9: a Transport whose move failed its movement roll has moved this phase: its passengers get out but move no further, and do not fire from the Firing Deck', () => {
    // The half-track at D4 faces north-west; a Hedge on its east hexside; the roll to cross it is a 1.
    const map = testMap(10, 8, {}, [{ col: 3, row: 3, dir: 0, kind: 'hedge' }]);
    const s = gameAt(
      [
        { id: 'h', team: 0, models: ['ht'], at: [3, 3], facing: 4 },
        { id: 'p', team: 0, models: ['mg', 'mg', 'mg'], carrier: 'h' },
        { id: 'e', team: 1, models: ['rifle'], at: [5, 1] },
      ],
      { dice: [1], map, cards },
    );
    const failed = play(s, { type: 'move', unit: 'h', path: [at(4, 3)] });
    expect(failed.events.find((e) => e.type === 'movementRoll')).toMatchObject({ die: 1, success: false });
    // R5.3: it stayed, turned to the hex it tried to enter.
    expect(failed.state.units.h).toMatchObject({ at: at(3, 3), facing: 0, movedThisPhase: true });
    const after = failed.state.activation ? play(failed.state, { type: 'endActivation' }).state : failed.state;
    const ours = { ...after, active: 0 as const };
    const further = applyAction(ours, { type: 'disembark', unit: 'p', path: [at(3, 2)] });
    expect(!further.ok && further.error.rule).toBe('R4.6');
    const fire = applyAction(ours, { type: 'attack', unit: 'p', model: ids(s, 'p')[0], target: 'e' });
    expect(!fire.ok && fire.error.rule).toBe('R8.9');
    expect(legalActions(ours).some((a) => a.type === 'attack' && a.unit === 'p')).toBe(false);
    expect(play(ours, { type: 'disembark', unit: 'p' }).state.units.p).toMatchObject({ status: 'map', at: at(3, 3) });
  });

  it('a passenger that would break the population limit must step out of the hex as it disembarks', () => {
    const s = game([
      { id: 'h', team: 0, models: ['ht'], at: [3, 3] },
      { id: 'x', team: 0, models: ['rifle'], at: [3, 3] },
      { id: 'p', team: 0, models: ['rifle'], carrier: 'h' },
    ]);
    const stay = applyAction(s, { type: 'disembark', unit: 'p' });
    expect(!stay.ok && stay.error).toMatchObject({ code: 'POPULATION', rule: 'R4.6' });
    expect(play(s, { type: 'disembark', unit: 'p', path: [at(4, 3)] }).state.units.p.at).toEqual(at(4, 3));
  });

  it('R5.1: a passenger of an Amphibious Transport on Water may not get out there unless it is Amphibious; it steps out to land', () => {
    const s = gameAt(
      [
        { id: 'd', team: 0, models: ['duck'], at: [3, 3], facing: 0 },
        { id: 'p', team: 0, models: ['rifle'], carrier: 'd' },
        { id: 'w', team: 0, models: ['wader'], carrier: 'd' },
      ],
      { phase: 'movement', cards: [...cards, duck, wader], map: testMap(10, 8, { '3,3': { terrain: 'water' } }) },
    );
    const stay = applyAction(s, { type: 'disembark', unit: 'p' });
    expect(!stay.ok && stay.error).toMatchObject({ code: 'IMPASSABLE', rule: 'R5.1' });
    expect(legalActions(s).some((a) => a.type === 'disembark' && a.unit === 'p' && (a.path ?? []).length === 0)).toBe(
      false,
    );
    expect(play(s, { type: 'disembark', unit: 'p', path: [at(4, 3)] }).state.units.p).toMatchObject({
      status: 'map',
      at: at(4, 3),
    });
    // An Amphibious passenger may stand on the Water (R5.1).
    expect(play(s, { type: 'disembark', unit: 'w' }).state.units.w).toMatchObject({ status: 'map', at: at(3, 3) });
  });

  it('a Transport carries one Infantry unit, not Cavalry or Motorcycles; a Heavy Transport two, one of them artillery at most', () => {
    const base = game([
      { id: 'h', team: 0, models: ['ht'], at: [3, 3] },
      { id: 'b', team: 0, models: ['bike', 'bike', 'bike'], at: [3, 3] },
    ]);
    const bikes = applyAction(base, { type: 'embark', unit: 'b', carrier: 'h' });
    expect(!bikes.ok && bikes.error.message).toContain('Cavalry and Motorcycles');
    const full = game([
      { id: 'h', team: 0, models: ['ht'], at: [3, 3] },
      { id: 'p', team: 0, models: ['rifle'], carrier: 'h' },
      { id: 'r', team: 0, models: ['rifle'], at: [3, 3] },
    ]);
    const second = applyAction(full, { type: 'embark', unit: 'r', carrier: 'h' });
    expect(!second.ok && second.error.message).toContain('already carries a unit');
    const heavy = (other: string) =>
      game([
        { id: 't', team: 0, models: ['truck'], at: [5, 3] },
        { id: 'a', team: 0, models: ['art'], carrier: 't' },
        { id: 'x', team: 0, models: [other], at: [5, 3] },
      ]);
    const arty = applyAction(heavy('art'), { type: 'embark', unit: 'x', carrier: 't' });
    expect(!arty.ok && arty.error.message).toContain('only one of its 2 units may be artillery');
    expect(play(heavy('rifle'), { type: 'embark', unit: 'x', carrier: 't' }).state.units.x.status).toBe('embarked');
  });

  it("R8.7 a destroyed Transport's passengers each roll: 4+ dies; the survivors get out in its hex", () => {
    const s = atPhase(
      testGame({
        map: testMap(10, 8),
        units: [
          { id: 'g', team: 1, models: ['gun'], at: [1, 3] },
          { id: 'h', team: 0, models: ['ht'], at: [3, 3] },
          { id: 'p', team: 0, models: ['rifle', 'rifle', 'rifle'], carrier: 'h' },
          { id: 'z', team: 0, models: ['rifle'], at: [8, 7] },
        ],
        // 16 dice: 4 successes on front 2 (2 damage: destroyed); 4 defense dice fail; passengers roll 4, 1, 6.
        script: [...initiative({ winner: 0 }), 6, 6, 6, 6, ...Array(12).fill(1), 1, 1, 1, 1, 4, 1, 6],
        cards: [...cards, gun],
      }),
      'assault',
      1,
    );
    const r = play(s, { type: 'attack', unit: 'g', model: ids(s, 'g')[0], target: 'h' });
    expect(r.state.units.h.status).toBe('destroyed');
    expect(r.events.filter((e) => e.type === 'passengerRoll').map((e) => 'dies' in e && e.dies)).toEqual([
      true,
      false,
      true,
    ]);
    // The log names the model, its unit and the Transport.
    const rolls = r.events.filter((e) => e.type === 'passengerRoll').map((e) => describeEvent(r.state, e));
    expect(rolls[0]).toBe('A Rifleman of Rifleman (aboard ht) rolls 4: dies (4+) (R8.7)');
    expect(rolls[1]).toBe('A Rifleman of Rifleman (aboard ht) rolls 1: survives (R8.7)');
    expect(r.state.units.p).toMatchObject({ status: 'map', at: at(3, 3) });
    expect(r.state.units.p.models).toHaveLength(1);
  });

  it('R8.7, R7.2: a Commander among survivors destroyed for lack of room scores his High Value Target for the enemy that destroyed the Transport', () => {
    // 2-inch hexes (R2.3): one infantry unit per team in a hex. The half-track's corner hex holds
    // a friendly squad already, and every hex next to it is Water: the survivors have nowhere to go.
    const map = testMap(10, 8, {
      '1,0': { terrain: 'water' },
      '0,1': { terrain: 'water' },
      '1,1': { terrain: 'water' },
    });
    const s = atPhase(
      testGame({
        map,
        settings: { smallHexes: true },
        units: [
          { id: 'g', team: 1, models: ['gun'], at: [4, 0] },
          { id: 'h', team: 0, models: ['ht'], at: [0, 0], facing: 0 },
          { id: 'f', team: 0, models: ['rifle'], at: [0, 0] },
          { id: 'p', team: 0, models: ['rifle', 'officer'], carrier: 'h', commander: { model: 1, grade: 'commander' } },
        ],
        // 16 dice, 4 successes on front 2: destroyed; its 4 defense dice fail; both passengers survive the roll.
        script: [...initiative({ winner: 0 }), 6, 6, 6, 6, ...Array(12).fill(1), 1, 1, 1, 1, 1, 1],
        cards: [...cards, gun],
      }),
      'assault',
      1,
    );
    const r = play(s, { type: 'attack', unit: 'g', model: ids(s, 'g')[0], target: 'h' });
    expect(r.state.units.p.status).toBe('destroyed');
    expect(
      r.events.filter((e) => e.type === 'modelLost' && e.unit === 'p').map((e) => e.type === 'modelLost' && e.cause),
    ).toEqual(['noRoom', 'noRoom']);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'hvtScored', team: 1, points: 1, unit: 'p' }));
    expect(r.state.score.hvt).toEqual([0, 1]);
  });

  it('R8.7, R2.3: with 2-inch hexes the second survivor unit of a Heavy Transport is offered only the hexes still legal once the first is placed', () => {
    // The truck's hex holds a friendly squad, so both passenger units must go next door, one
    // infantry unit of a team to a hex (R2.3).
    const s = atPhase(
      testGame({
        map: testMap(10, 8),
        settings: { smallHexes: true },
        units: [
          { id: 'g', team: 1, models: ['gun'], at: [1, 3] },
          { id: 't', team: 0, models: ['truck'], at: [3, 3] },
          { id: 'f', team: 0, models: ['rifle'], at: [3, 3] },
          { id: 'a', team: 0, models: ['rifle'], carrier: 't' },
          { id: 'b', team: 0, models: ['rifle'], carrier: 't' },
        ],
        // 16 dice at range 2: one success destroys the truck's front 1; its 3 defense dice fail; both passengers roll 1.
        script: [...initiative({ winner: 0 }), 6, ...Array(15).fill(1), 1, 1, 1, 1, 1],
        cards: [...cards, gun],
      }),
      'assault',
      1,
    );
    const r = play(s, { type: 'attack', unit: 'g', model: ids(s, 'g')[0], target: 't' });
    expect(r.state.units.t.status).toBe('destroyed');
    const first = r.state.pending.at(-1)!;
    expect(first).toMatchObject({ kind: 'placeSurvivors', team: 0 });
    expect(legalActions(r.state)).toHaveLength(6);
    const x = neighbor(at(3, 3), 0);
    const placed = play(r.state, { type: 'placeSurvivors', at: x }).state;
    const second = placed.pending.at(-1)!;
    expect(second.kind === 'placeSurvivors' && second.unit).not.toBe(first.kind === 'placeSurvivors' && first.unit);
    // The hex the first unit took is no longer offered, nor accepted.
    expect(legalActions(placed)).toHaveLength(5);
    expect(legalActions(placed)).not.toContainEqual({ type: 'placeSurvivors', at: x });
    const both = applyAction(placed, { type: 'placeSurvivors', at: x });
    expect(!both.ok && both.error).toMatchObject({ code: 'SURVIVORS', rule: 'R8.7' });
    const y = neighbor(at(3, 3), 1);
    const done = play(placed, { type: 'placeSurvivors', at: y }).state;
    expect([done.units.a.at, done.units.b.at]).toEqual(expect.arrayContaining([x, y]));
    expect(done.pending).toEqual([]);
  });

  it('R8.7, R2.3 in a game of the rulings before R8.19 (edition 1, a saved game): each unit rolls and is placed in turn; a survivor unit asked for its hex before another was placed is asked again; with one hex left it goes there', () => {
    // The truck is in the corner, with a friendly squad (2-inch hexes, R2.3): next to it are one
    // Open hex and one Water hex. The first unit, amphibious, may go to either; the second only
    // to the Open one, where it is put at once. The first then goes to the Water hex.
    const water = at(0, 1);
    const land = at(1, 0);
    const s = truckInTheCorner('wader', 'rifle');
    // A game created before editions were kept has none: edition 1, played as it was then.
    const old: GameState = { ...s, rulings: undefined };
    const r = play(old, { type: 'attack', unit: 'g', model: ids(s, 'g')[0], target: 't' });
    expect(r.state.units.t.status).toBe('destroyed');
    expect(r.state.units.b).toMatchObject({ status: 'map', at: land });
    expect(r.state.units.a).toMatchObject({ status: 'map', at: water });
    expect(r.state.pending).toEqual([]);
    expect(
      r.events.filter((e) => e.type === 'survivorsPlaced').map((e) => e.type === 'survivorsPlaced' && e.unit),
    ).toEqual(['b', 'a']);
  });

  it('R8.7: survivors of a Transport destroyed mid-phase may still be activated that phase if they have not been', () => {
    const s = atPhase(
      testGame({
        map: testMap(10, 8),
        units: [
          { id: 'g', team: 1, models: ['gun'], at: [2, 3] },
          { id: 'h', team: 0, models: ['ht'], at: [3, 3] },
          { id: 'p', team: 0, models: ['rifle', 'rifle'], carrier: 'h' },
        ],
        // 18 dice at range 1: 4 successes destroy it; its 4 defense dice fail; both riflemen survive.
        script: [
          ...initiative({ winner: 0 }),
          6,
          6,
          6,
          6,
          ...Array(14).fill(1),
          1,
          1,
          1,
          1,
          1,
          1,
          ...Array(20).fill(1),
        ],
        cards: [...cards, gun],
      }),
      'assault',
      1,
    );
    const r = play(s, { type: 'attack', unit: 'g', model: ids(s, 'g')[0], target: 'h' });
    expect(r.state.units.p).toMatchObject({ status: 'map', activated: false });
    // The gun's activation is over: the survivors' team acts, and they may attack.
    expect(r.state).toMatchObject({ active: 0, activation: null });
    const fired = play(r.state, { type: 'attack', unit: 'p', model: ids(s, 'p')[0], target: 'g' });
    expect(fired.events.find((e) => e.type === 'activationStarted')).toMatchObject({ unit: 'p' });
  });

  it('R8.7 in the Movement Phase too: survivors of a Transport destroyed by Defensive Fire act later that phase and move freely; ones already activated wait (docs/rules.md)', () => {
    const start = (passengerActivated: boolean) => {
      const s = atPhase(
        testGame({
          map: testMap(10, 8),
          units: [
            { id: 'g', team: 1, models: ['gun'], at: [4, 3] },
            { id: 'h', team: 0, models: ['ht'], at: [3, 3], facing: 0 },
            { id: 'p', team: 0, models: ['rifle', 'rifle', 'rifle'], carrier: 'h' },
          ],
          // Defensive Fire: 18 dice, 4 successes on front 2 (destroyed); 4 defense dice fail; passengers roll 1, 1, 6.
          script: [...initiative({ winner: 0 }), 6, 6, 6, 6, ...Array(14).fill(1), 1, 1, 1, 1, 1, 1, 6],
          cards: [...cards, gun],
        }),
        'movement',
        0,
      );
      return { ...s, units: { ...s.units, p: { ...s.units.p, activated: passengerActivated } } };
    };
    // The Transport steps north-east, staying next to the enemy, which destroys it with Defensive Fire.
    const b = neighbor(at(3, 3), 5);
    const moved = play(start(false), { type: 'move', unit: 'h', path: [b] });
    const fired = play(moved.state, { type: 'defensiveFire', unit: 'g', at: 'to' });
    expect(fired.state.units.h.status).toBe('destroyed');
    expect(fired.state.units.p).toMatchObject({ status: 'map', at: b, activated: false });
    // The enemy takes its activation; then the survivors are activated like any unit on the map.
    const next = play(fired.state, { type: 'hold', unit: 'g' }).state;
    expect(next.active).toBe(0);
    expect(canBeActivated(next, next.units.p)).toBe(true);
    expect(legalActions(next)).toContainEqual({ type: 'hold', unit: 'p' });
    expect(play(next, { type: 'move', unit: 'p', path: [neighbor(b, 5)] }).state.units.p.at).toEqual(neighbor(b, 5));
    // Survivors that had already been activated this phase (say, they had embarked) stay activated.
    const before = play(start(true), { type: 'move', unit: 'h', path: [b] });
    const after = play(before.state, { type: 'defensiveFire', unit: 'g', at: 'to' }).state;
    expect(after.units.p).toMatchObject({ status: 'map', activated: true });
    expect(canBeActivated(after, after.units.p)).toBe(false);
    // So once the enemy has acted, the Movement Phase is over.
    expect(play(after, { type: 'hold', unit: 'g' }).state.phase).toBe('assault');
  });

  it('R8.9 Firing Deck: passengers fire from the Transport if it has not moved, and then it may not move', () => {
    const s = game(
      [
        { id: 'h', team: 0, models: ['ht'], at: [3, 3] },
        { id: 'p', team: 0, models: ['mg', 'mg', 'mg'], carrier: 'h' },
        { id: 'e', team: 1, models: ['rifle'], at: [5, 3] },
      ],
      Array(40).fill(1),
    );
    const fired = play(s, { type: 'attack', unit: 'p', model: ids(s, 'p')[0], target: 'e' });
    expect(fired.events.find((e) => e.type === 'attack')).toMatchObject({ range: 2 });
    const done = play(fired.state, { type: 'endActivation' }).state;
    const move = applyAction({ ...done, active: 0 }, { type: 'move', unit: 'h', path: [at(4, 3)] });
    expect(!move.ok && move.error).toMatchObject({ code: 'HELD', rule: 'R8.9' });
    const moved = play(s, { type: 'move', unit: 'h', path: [at(4, 3)] }).state;
    const after = play(moved, { type: 'endActivation' }).state;
    const late = applyAction(
      { ...after, active: 0 },
      { type: 'attack', unit: 'p', model: ids(s, 'p')[0], target: 'e' },
    );
    expect(!late.ok && late.error.rule).toBe('R8.9');
  });
});

describe("R8.18, R8.19 where a destroyed Transport's survivors go", () => {
  /**
   * The gun (team 1) destroys the Heavy Transport truck at D4 with one success of 16 (range 2);
   * the truck's 3 defense dice fail; its passengers, a squad of 2 ('a') and an MG Team of 3 ('b'),
   * all survive their rolls. `friend`: a friendly squad already in D4, so that only one of the
   * two units fits there (R5.6: 2 units of a team).
   */
  function wreck(friend: boolean): GameState {
    return atPhase(
      testGame({
        map: testMap(10, 8),
        units: [
          { id: 'g', team: 1, models: ['gun'], at: [1, 3] },
          { id: 't', team: 0, models: ['truck'], at: [3, 3] },
          ...(friend ? [{ id: 'f', team: 0 as const, models: ['rifle'], at: [3, 3] as [number, number] }] : []),
          { id: 'a', team: 0, models: ['rifle', 'rifle'], carrier: 't' },
          { id: 'b', team: 0, models: ['mg', 'mg', 'mg'], carrier: 't' },
        ],
        script: [...initiative({ winner: 0 }), 6, ...Array(15).fill(1), 1, 1, 1, 1, 1, 1, 1, 1, ...Array(20).fill(1)],
        cards: [...cards, gun],
      }),
      'assault',
      1,
    );
  }
  const fire = (s: GameState) => play(s, { type: 'attack', unit: 'g', model: ids(s, 'g')[0], target: 't' });
  const rollsAndPlacings = (events: GameEvent[]) =>
    events.filter((e) => e.type === 'passengerRoll' || e.type === 'survivorsPlaced').map((e) => e.type);
  const d4 = at(3, 3);

  it("R8.19: every model aboard rolls first; when only one of the surviving units fits in the Transport's hex, its owner chooses which unit is placed first, and it stays", () => {
    const r = fire(wreck(true));
    expect(r.state.units.t.status).toBe('destroyed');
    expect(rollsAndPlacings(r.events)).toEqual(Array(5).fill('passengerRoll'));
    expect(r.state.pending).toEqual([{ kind: 'survivorOrder', team: 0, units: ['a', 'b'], from: d4, killer: 1 }]);
    expect(awaiting(r.state)).toMatchObject({ kind: 'survivorOrder', team: 0 });
    expect(legalActions(r.state)).toEqual([
      { type: 'chooseSurvivorOrder', unit: 'a' },
      { type: 'chooseSurvivorOrder', unit: 'b' },
    ]);
    // Both wait aboard nothing; a game saved now loads as it is.
    expect([r.state.units.a, r.state.units.b].map((u) => [u.status, u.carrier])).toEqual([
      ['embarked', null],
      ['embarked', null],
    ]);
    const saved = validateState(JSON.parse(JSON.stringify(r.state)));
    expect(saved.ok && saved.value.pending).toEqual(r.state.pending);
    const notOne = applyAction(r.state, { type: 'chooseSurvivorOrder', unit: 'f' });
    expect(!notOne.ok && notOne.error).toMatchObject({ code: 'SURVIVORS', rule: 'R8.19' });
    // The MG Team first: it stays in D4; the squad goes next to it, where its owner chooses.
    const mgFirst = play(r.state, { type: 'chooseSurvivorOrder', unit: 'b' });
    expect(describeEvent(mgFirst.state, mgFirst.events[0])).toBe(
      'Blue places mg first, then Rifleman, of the survivors (R8.19)',
    );
    expect(mgFirst.state.units.b).toMatchObject({ status: 'map', at: d4 });
    expect(mgFirst.state.pending).toMatchObject([{ kind: 'placeSurvivors', unit: 'a' }]);
    expect(legalActions(mgFirst.state)).toHaveLength(6);
    const next = neighbor(d4, 0);
    const placed = play(mgFirst.state, { type: 'placeSurvivors', at: next });
    expect(placed.state.units.a).toMatchObject({ status: 'map', at: next });
    expect(placed.state).toMatchObject({ pending: [], resume: [] });
    // The squad first: it stays, and the MG Team is asked for its hex.
    const squadFirst = play(r.state, { type: 'chooseSurvivorOrder', unit: 'a' }).state;
    expect(squadFirst.units.a).toMatchObject({ status: 'map', at: d4 });
    expect(squadFirst.pending).toMatchObject([{ kind: 'placeSurvivors', unit: 'b' }]);
  });

  it('R8.19: the order is not asked when it cannot matter: both units fit in the hex and are placed there in roster order, once every model has rolled', () => {
    const r = fire(wreck(false));
    expect(r.state.pending).toEqual([]);
    expect(rollsAndPlacings(r.events)).toEqual([
      ...Array(5).fill('passengerRoll'),
      'survivorsPlaced',
      'survivorsPlaced',
    ]);
    expect([r.state.units.a.at, r.state.units.b.at]).toEqual([d4, d4]);
  });

  it('R8.19 in a game of the rulings before it (edition 1, a saved game): each unit rolls and is placed before the next rolls, in roster order, as the game was played', () => {
    const old: GameState = { ...wreck(true), rulings: undefined };
    const r = fire(old);
    expect(rollsAndPlacings(r.events)).toEqual([
      'passengerRoll',
      'passengerRoll',
      'survivorsPlaced',
      'passengerRoll',
      'passengerRoll',
      'passengerRoll',
    ]);
    expect(r.state.units.a.at).toEqual(d4);
    expect(r.state.pending).toMatchObject([{ kind: 'placeSurvivors', unit: 'b' }]);
  });

  it('R8.19, R2.3, R7.2: with one legal hex left next to the Transport, the unit placed first is saved and the other is lost for want of room (its Commander scoring for the enemy)', () => {
    const s = survivorOrderPosition();
    expect(s.pending).toMatchObject([{ kind: 'survivorOrder', units: ['a', 'b'] }]);
    const saveSquad = play(s, { type: 'chooseSurvivorOrder', unit: 'a' }).state;
    expect(saveSquad.units.a).toMatchObject({ status: 'map', at: at(1, 0) });
    expect(saveSquad.units.b.status).toBe('destroyed');
    expect(saveSquad.score.hvt).toEqual([0, 0]);
    const saveRifleman = play(s, { type: 'chooseSurvivorOrder', unit: 'b' });
    expect(saveRifleman.state.units.b).toMatchObject({ status: 'map', at: at(1, 0) });
    expect(saveRifleman.state.units.a.status).toBe('destroyed');
    expect(
      saveRifleman.events.filter((e) => e.type === 'modelLost').map((e) => e.type === 'modelLost' && e.cause),
    ).toEqual(['noRoom', 'noRoom']);
    expect(saveRifleman.state.score.hvt).toEqual([0, 1]);
  });

  it('R8.19: the order is not asked when one order allows every outcome: the unit that may also wade into Water goes first and is asked its hex; the other takes the Open hex left', () => {
    // The truck in the corner A1 with a friendly squad (2-inch hexes, R2.3): next to it are B1,
    // Open, and A2, Water. Placing the wader first allows both outcomes (it takes B1 and the
    // rifleman is lost, or it wades and the rifleman takes B1); the rifleman first allows one.
    const s = truckInTheCorner('rifle', 'wader');
    const r = play(s, { type: 'attack', unit: 'g', model: ids(s, 'g')[0], target: 't' });
    expect(r.state.pending).toMatchObject([
      { kind: 'placeSurvivors', unit: 'b', choices: [at(1, 0), at(0, 1)], then: ['a'] },
    ]);
    const waded = play(r.state, { type: 'placeSurvivors', at: at(0, 1) }).state;
    expect(waded.units.b.at).toEqual(at(0, 1));
    expect(waded.units.a).toMatchObject({ status: 'map', at: at(1, 0) });
  });

  it('R8.18: a Transport destroyed by Defensive Fire taken "at A", the hex it left, has made its step: the survivors are placed in B, the hex it entered', () => {
    const s = atPhase(
      testGame({
        map: testMap(10, 8),
        units: [
          { id: 'g', team: 1, models: ['gun'], at: [4, 3] },
          { id: 'h', team: 0, models: ['ht'], at: [3, 3], facing: 0 },
          { id: 'p', team: 0, models: ['rifle', 'rifle'], carrier: 'h' },
        ],
        // Defensive Fire at range 1: 18 dice, 4 successes on Defense 2 (destroyed); 4 defense dice fail; both passengers survive.
        script: [
          ...initiative({ winner: 0 }),
          6,
          6,
          6,
          6,
          ...Array(14).fill(1),
          1,
          1,
          1,
          1,
          1,
          1,
          ...Array(20).fill(1),
        ],
        cards: [...cards, gun],
      }),
      'movement',
      0,
    );
    const b = neighbor(d4, 5);
    const moved = play(s, { type: 'move', unit: 'h', path: [b] });
    const fired = play(moved.state, { type: 'defensiveFire', unit: 'g', at: 'from' });
    expect(fired.events.find((e) => e.type === 'defensiveFireStarted')).toMatchObject({ at: d4 });
    expect(fired.state.units.h.status).toBe('destroyed');
    expect(fired.state.units.p).toMatchObject({ status: 'map', at: b });
  });
});

describe('R8.9 Firing Deck and Defensive Fire', () => {
  // A tank goes east along row 1; the half-track at C1 (col 2, row 0) is next to B2 and C2.
  const units: TestUnit[] = [
    { id: 't', team: 0, models: ['tank'], at: [0, 1] },
    { id: 'h', team: 1, models: ['ht'], at: [2, 0] },
    { id: 'p', team: 1, models: ['rifle', 'rifle'], carrier: 'h' },
  ];
  const path = [at(1, 1), at(2, 1), at(3, 1)];
  const withHalfTrack = (s: GameState, patch: Partial<GameState['units'][string]>): GameState => ({
    ...s,
    units: { ...s.units, h: { ...s.units.h, ...patch } },
  });

  it('index "Firing Deck": passengers make Defensive Fire when the Transport could, even after it moved this phase, and whether or not it used its own', () => {
    const s = withHalfTrack(game(units, Array(40).fill(1)), {
      movedThisPhase: true,
      activated: true,
      defensiveFireUsed: true,
    });
    const moved = play(s, { type: 'move', unit: 't', path });
    expect(moved.events.find((e) => e.type === 'defensiveFireOffered')).toMatchObject({ units: ['p'] });
    const r = play(moved.state, { type: 'defensiveFire', unit: 'p', at: 'to' });
    expect(r.events.filter((e) => e.type === 'attack')).toHaveLength(2);
    // It had moved already: nothing to hold.
    expect(r.state.units.h.heldByPassengers).toBe(false);
    // Their own attacks in an activation still need a Transport that has not moved (R8.9).
    const assault = { ...atPhase(s, 'assault', 1), units: { ...s.units, t: { ...s.units.t, at: at(3, 0) } } };
    const own = applyAction(assault, { type: 'attack', unit: 'p', model: ids(s, 'p')[0], target: 't' });
    expect(!own.ok && own.error).toMatchObject({ code: 'EMBARKED', rule: 'R8.9' });
  });

  it("R8.9: passengers' Defensive Fire is an attack: their Transport, not moved yet, may not move for the rest of the phase", () => {
    const moved = play(game(units, Array(40).fill(1)), { type: 'move', unit: 't', path });
    const r = play(moved.state, { type: 'defensiveFire', unit: 'p', at: 'to' });
    expect(r.state.units.h.heldByPassengers).toBe(true);
    // The half-track itself may still fire this phase: its own Defensive Fire is unused.
    expect(r.state.units.h.defensiveFireUsed).toBe(false);
    expect(r.state.pending.at(-1)).toMatchObject({ kind: 'defensiveFire', fired: ['p'] });
    const passed = play(r.state, { type: 'passDefensiveFire' }).state;
    const rest = play(passed, { type: 'endActivation' }).state;
    const move = applyAction({ ...rest, active: 1 }, { type: 'move', unit: 'h', path: [at(3, 0)] });
    expect(!move.ok && move.error).toMatchObject({ code: 'HELD', rule: 'R8.9' });
  });
});

describe('R4.4 Reserves and Paratroopers', () => {
  const units: TestUnit[] = [
    { id: 'g', team: 0, models: ['rifle'], at: [1, 6] },
    { id: 'p', team: 0, models: ['para2', 'para2'], reserve: true },
    { id: 'e', team: 1, models: ['rifle'], at: [5, 3] },
  ];

  it('cannot arrive on turn 1', () => {
    const s = game(units);
    const r = applyAction(s, { type: 'arrive', unit: 'p', at: at(4, 4) });
    expect(!r.ok && r.error).toMatchObject({ code: 'RESERVE', rule: 'R4.4' });
  });

  it("from turn 2, arrives after all the team's ground units have been activated, on Open, Barren or Hill", () => {
    const map = testMap(10, 8, { '4,4': { terrain: 'forest' } });
    const s = {
      ...atPhase(testGame({ map, units, script: initiative({ winner: 0 }), cards }), 'movement', 0),
      turn: 2,
    };
    const early = applyAction(s, { type: 'arrive', unit: 'p', at: at(4, 5) });
    expect(!early.ok && early.error).toMatchObject({ code: 'RESERVE', rule: 'R4.4' });
    const held = play(s, { type: 'hold', unit: 'g' }).state;
    const afterEnemy = play(held, { type: 'hold', unit: 'e' }).state;
    const forest = applyAction(afterEnemy, { type: 'arrive', unit: 'p', at: at(4, 4) });
    expect(!forest.ok && forest.error).toMatchObject({ code: 'LANDING', rule: 'R4.4' });
    const landed = play(afterEnemy, { type: 'arrive', unit: 'p', at: at(5, 5) });
    expect(landed.state.units.p).toMatchObject({ status: 'map', at: at(5, 5) });
    expect(landed.events).toContainEqual({ type: 'arrived', unit: 'p', at: at(5, 5), redeploy: false });
    // It was the last unit to act: the Assault Phase begins.
    expect(landed.state.phase).toBe('assault');
  });

  it('R5.7e landing next to an enemy draws Defensive Fire; staying in Reserve uses the activation', () => {
    const s = { ...game(units), turn: 2 };
    const ready = play(play(s, { type: 'hold', unit: 'g' }).state, { type: 'hold', unit: 'e' }).state;
    const landed = play(ready, { type: 'arrive', unit: 'p', at: at(5, 4) });
    expect(landed.state.pending.at(-1)).toMatchObject({ kind: 'defensiveFire', mover: 'p', from: null, to: at(5, 4) });
    const stay = play(ready, { type: 'hold', unit: 'p' });
    expect(stay.state.units.p.status).toBe('reserve');
    expect(stay.events).toContainEqual({ type: 'activationEnded', unit: 'p' });
    expect(stay.state.phase).toBe('assault');
  });
});

describe('R8.1 Aircraft', () => {
  it('from turn 2 an Aircraft deploys to any hex; only AA and Aircraft may fire at it on arrival', () => {
    const s = {
      ...game([
        { id: 'a', team: 0, models: ['plane'], reserve: true },
        { id: 'f', team: 1, models: ['flak'], at: [6, 4] },
        { id: 'r', team: 1, models: ['rifle'], at: [4, 4] },
      ]),
      turn: 2,
    };
    const water = { ...s, map: testMap(10, 8, { '5,4': { terrain: 'water' } }) };
    const overRifle = play(s, { type: 'arrive', unit: 'a', at: at(4, 3) });
    expect(overRifle.state.pending).toEqual([]);
    const overFlak = play(water, { type: 'arrive', unit: 'a', at: at(5, 4) });
    expect(overFlak.state.pending.at(-1)).toMatchObject({ kind: 'defensiveFire', mover: 'a' });
    expect(overFlak.events.find((e) => e.type === 'defensiveFireOffered')).toMatchObject({ units: ['f'] });
  });

  /** Turn 2: the Aircraft has arrived over the flak's hex, its Defensive Fire offered (`rulings`: a saved game's edition). */
  const arrivedOverFlak = (rulings?: 3) => {
    const s = {
      ...game(
        [
          { id: 'a', team: 0, models: ['plane'], reserve: true },
          { id: 'f', team: 1, models: ['flak'], at: [6, 4] },
        ],
        Array(20).fill(1),
      ),
      turn: 2,
      ...(rulings ? { rulings } : {}),
    };
    return play(s, { type: 'arrive', unit: 'a', at: at(6, 4) }).state;
  };

  it("R5.7(c): an Aircraft arriving in an AA unit's own hex is fired at with normal attacks only, never Close Assault or Hand to Hand", () => {
    const overFlak = arrivedOverFlak();
    const volleys = legalActions(overFlak).filter((x) => x.type === 'defensiveFire');
    expect(volleys).toEqual([{ type: 'defensiveFire', unit: 'f', at: 'to' }]);
    const close = applyAction(overFlak, { type: 'defensiveFire', unit: 'f', at: 'to', weapon: 'close' });
    expect(!close.ok && close.error).toMatchObject({ code: 'WRONG_WEAPON', rule: 'R5.7' });
    const named = applyAction(overFlak, {
      type: 'defensiveFire',
      unit: 'f',
      at: 'to',
      weapon: 'close',
      profile: 'vehicle',
    });
    expect(!named.ok && named.error).toMatchObject({ code: 'WRONG_WEAPON', rule: 'R5.7' });
    const fired = play(overFlak, { type: 'defensiveFire', unit: 'f', at: 'to' });
    expect(fired.events.filter((e) => e.type === 'attack')).toEqual([
      expect.objectContaining({ unit: 'f', target: 'a', weapon: 'normal', context: 'defensiveFire' }),
    ]);
  });

  it('R5.7(c): a game begun under rulings edition 3 (a saved game) still takes a "close" volley at the Aircraft as its normal attacks, as when it was played', () => {
    const overFlak = arrivedOverFlak(3);
    expect(legalActions(overFlak).filter((x) => x.type === 'defensiveFire')).toContainEqual({
      type: 'defensiveFire',
      unit: 'f',
      at: 'to',
      weapon: 'close',
    });
    const fired = play(overFlak, { type: 'defensiveFire', unit: 'f', at: 'to', weapon: 'close' });
    expect(fired.events.filter((e) => e.type === 'attack')).toEqual([
      expect.objectContaining({ unit: 'f', target: 'a', weapon: 'normal', context: 'defensiveFire' }),
    ]);
  });

  it('in a later Movement Phase it stays, redeploys or goes back to Reserve', () => {
    const s = {
      ...game([
        { id: 'a', team: 0, models: ['plane'], at: [2, 2] },
        { id: 'e', team: 1, models: ['rifle'], at: [8, 7] },
      ]),
      turn: 3,
    };
    const kinds = new Set(legalActions(s).map((x) => x.type));
    expect([...kinds].sort()).toEqual(['arrive', 'hold', 'returnToReserve']);
    expect(play(s, { type: 'returnToReserve', unit: 'a' }).state.units.a).toMatchObject({
      status: 'reserve',
      at: null,
    });
    expect(play(s, { type: 'arrive', unit: 'a', at: at(7, 6) }).events).toContainEqual({
      type: 'arrived',
      unit: 'a',
      at: at(7, 6),
      redeploy: true,
    });
  });

  it('Aircraft do not count for population', () => {
    const s = game([
      { id: 'a', team: 0, models: ['plane'], at: [3, 3] },
      { id: 't', team: 0, models: ['tank'], at: [3, 3] },
      { id: 'r', team: 0, models: ['rifle'], at: [3, 3] },
    ]);
    expect(s.units.r.at).toEqual(at(3, 3));
  });
});

/** R4.6 (reading 2): the events of a passenger whose step out of its Transport's hex failed its roll: back aboard. */
const STAYED_ABOARD = ['activationStarted', 'disembarked', 'movementRoll', 'embarked', 'activationEnded'];

describe('R4.6 a passenger that must step out of a full hex', () => {
  it('stays aboard if the step out fails its movement roll (docs/rules.md)', () => {
    const hedged = testMap(10, 8, {}, [{ col: 3, row: 3, dir: 0, kind: 'hedge' }]);
    const s = atPhase(
      testGame({
        map: hedged,
        units: [
          { id: 'h', team: 0, models: ['ht'], at: [3, 3] },
          { id: 'x', team: 0, models: ['rifle'], at: [3, 3] },
          { id: 'p', team: 0, models: ['rifle'], carrier: 'h' },
        ],
        script: [...initiative({ winner: 0 }), 2],
        cards,
      }),
      'movement',
      0,
    );
    const r = play(s, { type: 'disembark', unit: 'p', path: [at(4, 3)] });
    expect(r.state.units.p).toMatchObject({ status: 'embarked', carrier: 'h', at: null });
    expect(r.events.map((e) => e.type)).toEqual(STAYED_ABOARD);
  });
});

describe('R4.6, R5.1 a passenger that must step out of an Amphibious Transport on Water', () => {
  // A DUKW-like Amphibious truck afloat (the catalog's DUKW and Amtrack; several tiles have a
  // River hexside on a Water hex): its passengers may not stand on the Water (R5.1: "others may
  // not enter"), so each must step out as it disembarks (R4.6).
  const duck = card('duck', 'Vehicle Truck', {
    speed: 4,
    defense: [2, 2],
    attack: { infantry: [6, 6, 5], vehicle: [3, 3, 2] },
    abilities: [{ id: 'amphibious' }, { id: 'transport' }],
  });
  const afloat = (script: number[]) =>
    atPhase(
      testGame({
        map: testMap(10, 8, { '3,3': { terrain: 'water' } }, [{ col: 3, row: 3, dir: 0, kind: 'hedge' }]),
        units: [
          { id: 'd', team: 0, models: ['duck'], at: [3, 3], facing: 0 },
          { id: 'p', team: 0, models: ['rifle'], carrier: 'd' },
        ],
        script: [...initiative({ winner: 0 }), ...script],
        cards: [...cards, duck],
      }),
      'movement',
      0,
    );

  it('stays aboard when the step out over the Hedge fails its movement roll, never left standing on the Water', () => {
    const r = play(afloat([2]), { type: 'disembark', unit: 'p', path: [at(4, 3)] });
    expect(r.state.units.p).toMatchObject({ status: 'embarked', carrier: 'd', at: null });
    expect(r.events.map((e) => e.type)).toEqual(STAYED_ABOARD);
  });

  it('in a game begun under rulings edition 3 (a saved game) it is left on the Water, as when it was played', () => {
    const r = play({ ...afloat([2]), rulings: 3 }, { type: 'disembark', unit: 'p', path: [at(4, 3)] });
    expect(r.state.units.p).toMatchObject({ status: 'map', at: at(3, 3) });
  });

  it('steps out onto the land when the roll passes', () => {
    const r = play(afloat([5]), { type: 'disembark', unit: 'p', path: [at(4, 3)] });
    expect(r.state.units.p).toMatchObject({ status: 'map', at: at(4, 3) });
  });

  describe('R8.7, R5.1: destroyed afloat, its survivors are placed off the Water unless Amphibious (reading 42)', () => {
    const wader = card('wader', 'Basic Infantry', { abilities: [{ id: 'amphibious' }] });
    const heavy = card('hvy', 'Vehicle Heavy Tank', {
      speed: 3,
      defense: [7, 6],
      attack: { infantry: [10, 8, 6], vehicle: [18, 16, 14] },
    });
    // The heavy tank at G4 destroys the DUKW at D4 (sixes), each passenger then rolls a 1 and lives.
    const sunk = (passenger: string, edition?: 3) => {
      const s = atPhase(
        testGame({
          map: testMap(10, 8, {
            '3,3': { terrain: 'water' },
            '3,2': { terrain: 'water' },
            '2,3': { terrain: 'water' },
          }),
          units: [
            { id: 'd', team: 0, models: ['duck'], at: [3, 3], facing: 0 },
            { id: 'p', team: 0, models: [passenger], carrier: 'd' },
            { id: 'g', team: 1, models: ['hvy'], at: [6, 3], facing: 3 },
          ],
          script: [...initiative({ winner: 0 }), ...Array(16).fill(6), ...Array(40).fill(1)],
          cards: [...cards, duck, wader, heavy],
        }),
        'assault',
        1,
      );
      const r = play(edition ? { ...s, rulings: edition } : s, {
        type: 'attack',
        unit: 'g',
        model: s.units.g.models[0].id,
        target: 'd',
      });
      expect(r.state.units.d.status).toBe('destroyed');
      return r.state;
    };
    const water = [at(3, 3), at(3, 2), at(2, 3)];
    const onWater = (h: { q: number; r: number } | null) => water.some((w) => h !== null && w.q === h.q && w.r === h.r);

    it('a rifle squad is offered the adjacent hexes that are not Water, and stands on one of them', () => {
      const s = sunk('rifle');
      const choices = legalActions(s);
      expect(choices.length).toBeGreaterThan(1);
      for (const a of choices) {
        expect(a.type).toBe('placeSurvivors');
        expect(a.type === 'placeSurvivors' && onWater(a.at)).toBe(false);
      }
      const placed = play(s, choices[0]).state.units.p;
      expect(placed.status).toBe('map');
      expect(onWater(placed.at)).toBe(false);
    });

    it("an Amphibious squad stays in the Transport's hex, on the Water, as population allows", () => {
      const s = sunk('wader');
      expect(s.pending).toEqual([]);
      expect(s.units.p).toMatchObject({ status: 'map', at: at(3, 3) });
    });

    it('a game begun under rulings edition 3 (a saved game) places the rifle squad on the Water, as when it was played', () => {
      expect(sunk('rifle', 3).units.p).toMatchObject({ status: 'map', at: at(3, 3) });
    });
  });
});

describe('R5.2, R5.4, R4.6: a passenger at Speed 0 takes no step as it disembarks, not even a free road step (reading 49)', () => {
  // A road along row 4 (A4 to J4) through the half-track's hex D4. A custom card (none of the
  // catalog is both): a Basic Infantry at Speed 0 with High Gear 1, whose first 2 road steps cost 0.
  const crawler = card('crawler', 'Basic Infantry', { speed: 0, abilities: [{ id: 'highGear', n: 1 }] });
  const road: Record<string, { roads: (0 | 3)[] }> = {};
  for (let c = 0; c < 10; c++) road[`${c},3`] = { roads: c === 0 ? [0] : c === 9 ? [3] : [0, 3] };
  /** The half-track on the road at D4 carrying a unit of `models`, changed by `passenger`. */
  const aboard = (models: string[], passenger: Partial<Unit> = {}, rulings?: 4): GameState => {
    const s = gameAt(
      [
        { id: 'h', team: 0, models: ['ht'], at: [3, 3] },
        { id: 'p', team: 0, models, carrier: 'h' },
      ],
      { cards: [...cards, crawler], map: testMap(10, 8, road) },
    );
    return { ...s, ...(rulings ? { rulings } : {}), units: { ...s.units, p: { ...s.units.p, ...passenger } } };
  };
  const disembarks = (s: GameState) => legalActions(s).filter((a) => a.type === 'disembark' && a.unit === 'p');
  const costs = (events: GameEvent[]) => events.flatMap((e) => (e.type === 'moved' ? [e.cost] : []));

  it("a Speed 0 passenger with High Gear gets out into the Transport's hex and moves no further", () => {
    const s = aboard(['crawler']);
    const step = applyAction(s, { type: 'disembark', unit: 'p', path: [at(4, 3)] });
    expect(!step.ok && step.error).toMatchObject({ code: 'NO_SPEED', rule: 'R5.2' });
    expect(disembarks(s)).toEqual([{ type: 'disembark', unit: 'p' }]);
    const out = play(s, { type: 'disembark', unit: 'p' }).state;
    expect(out.units.p).toMatchObject({ status: 'map', at: at(3, 3) });
    // Nothing is left for it to do: its activation is over.
    expect(out.units.p.activated).toBe(true);
    expect(legalActions(out).some((a) => 'unit' in a && a.unit === 'p')).toBe(false);
  });

  it('Paratroopers (Speed 1, High Gear 1) step out along the road for free; suppressed to Speed 0 (R8.5) they take no step', () => {
    expect(costs(play(aboard(['para']), { type: 'disembark', unit: 'p', path: [at(4, 3), at(5, 3)] }).events)).toEqual([
      0, 0,
    ]);
    const suppressed = aboard(['para'], { suppressed: true });
    const step = applyAction(suppressed, { type: 'disembark', unit: 'p', path: [at(4, 3)] });
    expect(!step.ok && step.error).toMatchObject({ code: 'NO_SPEED', rule: 'R5.2' });
    expect(disembarks(suppressed)).toEqual([{ type: 'disembark', unit: 'p' }]);
  });

  it("R8.12: under its Officer's Tally-Ho! the Speed 0 squad moves with Speed 1 (reading 36), and its road steps are free", () => {
    const lt = card('tally-lt', 'Infantry Officer', { speed: 0, abilities: [{ id: 'tallyHo' }] });
    const s = gameAt(
      [
        { id: 'h', team: 0, models: ['ht'], at: [3, 3] },
        { id: 'p', team: 0, models: ['crawler', 'tally-lt'], carrier: 'h' },
      ],
      { cards: [...cards, crawler, lt], map: testMap(10, 8, road) },
    );
    expect(costs(play(s, { type: 'disembark', unit: 'p', path: [at(4, 3), at(5, 3), at(6, 3)] }).events)).toEqual([
      0, 0, 1,
    ]);
  });

  it('R4.6, R5.6: one that must step out of a full hex and may take no step is told it cannot disembark, whichever way it asks', () => {
    const s = gameAt(
      [
        { id: 'h', team: 0, models: ['ht'], at: [3, 3] },
        { id: 'f', team: 0, models: ['rifle'], at: [3, 3] },
        { id: 'p', team: 0, models: ['crawler'], carrier: 'h' },
      ],
      { cards: [...cards, crawler], map: testMap(10, 8, road) },
    );
    expect(disembarks(s)).toEqual([]);
    for (const path of [undefined, [at(4, 3)]]) {
      const r = applyAction(s, { type: 'disembark', unit: 'p', ...(path ? { path } : {}) });
      expect(!r.ok && r.error).toMatchObject({ code: 'POPULATION', rule: 'R4.6' });
      expect(!r.ok && r.error.message).toMatch(/population limit .*, and .* is at Speed 0: .* cannot disembark here$/);
    }
  });

  it('a game begun under rulings edition 4 (a saved game) lets the Speed 0 passenger take its free road steps, as when it was played', () => {
    const old = aboard(['crawler'], {}, 4);
    const r = play(old, { type: 'disembark', unit: 'p', path: [at(4, 3), at(5, 3)] });
    expect(r.state.units.p.at).toEqual(at(5, 3));
    expect(costs(r.events)).toEqual([0, 0]);
    expect(disembarks(old)).toHaveLength(3);
  });
});

describe('R4.6 embarking at the end of a move', () => {
  const walker = card('walker', 'Basic Infantry', {
    speed: 2,
    attack: { infantry: [8, 6, null], vehicle: [2, null, null] },
  });
  const full = (extra: TestUnit[] = [], dice: number[] = [], map = testMap(10, 8)) =>
    atPhase(
      testGame({
        map,
        units: [
          { id: 'h', team: 0, models: ['ht'], at: [3, 3] },
          { id: 'x', team: 0, models: ['rifle'], at: [3, 3] },
          { id: 'r', team: 0, models: ['rifle', 'rifle'], at: [2, 3] },
          ...extra,
        ],
        script: [...initiative({ winner: 0 }), ...dice],
        cards: [...cards, walker],
      }),
      'movement',
      0,
    );

  it('R4.6 a unit that embarks does not count for population in that hex: a third friendly unit steps into the full hex and boards', () => {
    const s = full();
    const walk = applyAction(s, { type: 'move', unit: 'r', path: [at(3, 3)] });
    expect(!walk.ok && walk.error).toMatchObject({ code: 'POPULATION', rule: 'R5.6' });
    expect(legalActions(s)).toContainEqual({ type: 'embark', unit: 'r', carrier: 'h', path: [at(3, 3)] });
    const r = play(s, { type: 'embark', unit: 'r', carrier: 'h', path: [at(3, 3)] });
    expect(r.state.units.r).toMatchObject({ status: 'embarked', carrier: 'h', at: null, activated: true });
    expect(r.events.map((e) => e.type)).toEqual(['activationStarted', 'moved', 'embarked', 'activationEnded']);
    // 2-inch hexes (R2.3): the hex's one infantry place of the team is taken, yet the unit boards.
    const small: GameState = { ...s, settings: { ...s.settings, smallHexes: true } };
    expect(play(small, { type: 'embark', unit: 'r', carrier: 'h', path: [at(3, 3)] }).state.units.r.status).toBe(
      'embarked',
    );
  });

  it('R4.6 only the last hex is exempt, only with a Transport there that can take the unit; the whole path is checked first', () => {
    const s = full([
      { id: 'w', team: 0, models: ['walker'], at: [1, 3] },
      { id: 'y', team: 0, models: ['rifle'], at: [2, 3] },
    ]);
    // Through the full hex and on: refused at the full hex, nothing changes.
    const through = applyAction(s, { type: 'embark', unit: 'w', carrier: 'h', path: [at(2, 3), at(3, 3)] });
    expect(!through.ok && through.error).toMatchObject({ code: 'POPULATION', rule: 'R5.6' });
    const loaded: GameState = {
      ...s,
      units: { ...s.units, y: { ...s.units.y, status: 'embarked', at: null, carrier: 'h' } },
    };
    // The Transport already carries a unit.
    const taken = applyAction(loaded, { type: 'embark', unit: 'r', carrier: 'h', path: [at(3, 3)] });
    expect(!taken.ok && taken.error.message).toContain('already carries a unit');
    expect(legalActions(loaded).some((a) => a.type === 'embark')).toBe(false);
    // The path must end where the Transport is; and it costs Speed as any move.
    const short = applyAction(s, { type: 'embark', unit: 'w', carrier: 'h', path: [at(1, 2)] });
    expect(!short.ok && short.error).toMatchObject({ code: 'TRANSPORT', rule: 'R4.6' });
    const far = applyAction(s, { type: 'embark', unit: 'r', carrier: 'h', path: [at(2, 2), at(3, 2), at(3, 3)] });
    expect(!far.ok && far.error).toMatchObject({ code: 'NO_SPEED', rule: 'R5.2' });
  });

  it("R4.6 the screen's boarding offer (boardingRoutes) is a route applyAction accepts, also two steps away", () => {
    const s = full([{ id: 'w', team: 0, models: ['walker'], at: [5, 3] }]);
    const [route] = boardingRoutes(s, s.units.w);
    expect(route).toMatchObject({ carrier: 'h', hex: at(3, 3), cost: 2, rolls: [] });
    expect(route.path).toHaveLength(2);
    expect(play(s, { type: 'embark', unit: 'w', carrier: 'h', path: route.path }).state.units.w.status).toBe(
      'embarked',
    );
    // Not for a unit that cannot act now (the other team's turn).
    expect(boardingRoutes({ ...s, active: 1 }, s.units.w)).toEqual([]);
  });

  it('R4.6 a move to embark that fails its movement roll stops short: no embarking, the unit stays where it was', () => {
    const hedged = testMap(10, 8, {}, [{ col: 2, row: 3, dir: 0, kind: 'hedge' }]);
    const s = full([], [3], hedged);
    const r = play(s, { type: 'embark', unit: 'r', carrier: 'h', path: [at(3, 3)] });
    expect(r.state.units.r).toMatchObject({ status: 'map', at: at(2, 3), activated: true });
    expect(r.events.map((e) => e.type)).toEqual(['activationStarted', 'movementRoll', 'activationEnded']);
  });

  it('R4.6, R8.6 a failed roll on the last step, rerolled and passed: the unit still embarks', () => {
    const guards = card('guards', 'Basic Infantry', { abilities: [{ id: 'versatileWarmachine' }] });
    const hedged = testMap(10, 8, {}, [{ col: 2, row: 3, dir: 0, kind: 'hedge' }]);
    const s = atPhase(
      testGame({
        map: hedged,
        units: [
          { id: 'h', team: 0, models: ['ht'], at: [3, 3] },
          { id: 'x', team: 0, models: ['rifle'], at: [3, 3] },
          { id: 'g', team: 0, models: ['guards'], at: [2, 3] },
        ],
        script: [...initiative({ winner: 0 }), 2, 5],
        cards: [...cards, guards],
      }),
      'movement',
      0,
    );
    const failed = play(s, { type: 'embark', unit: 'g', carrier: 'h', path: [at(3, 3)] });
    expect(failed.state.pending.at(-1)).toMatchObject({
      kind: 'reroll',
      roll: 'movement',
      step: { rolls: ['hedge'], failed: 0, embarkIn: 'h' },
    });
    const r = play(failed.state, { type: 'reroll', die: 0 });
    expect(r.state.units.g).toMatchObject({ status: 'embarked', carrier: 'h' });
  });

  it('R4.6, R5.7 Defensive Fire at the last step comes first: the unit is in the hex (not counted) until it is over, then gets in', () => {
    // An enemy rifleman in the Transport's hex: within 1 of both hexes of the step.
    const s = full([{ id: 'e', team: 1, models: ['rifle'], at: [3, 3] }], Array(12).fill(1));
    const stepped = play(s, { type: 'embark', unit: 'r', carrier: 'h', path: [at(3, 3)] });
    expect(stepped.state.units.r).toMatchObject({ status: 'map', at: at(3, 3) });
    expect(stepped.state.activation).toMatchObject({ unit: 'r', boarding: 'embarking', carrier: 'h' });
    expect(stepped.state.pending.at(-1)).toMatchObject({ kind: 'defensiveFire', team: 1, mover: 'r' });
    // The enemy fires (8 dice, all 1s) and misses: then the unit embarks and its activation ends.
    const fired = play(stepped.state, { type: 'defensiveFire', unit: 'e', at: 'to' });
    expect(fired.state.units.r).toMatchObject({ status: 'embarked', carrier: 'h', activated: true });
    expect(fired.events.map((e) => e.type).slice(-2)).toEqual(['embarked', 'activationEnded']);
    // Declining to fire does the same.
    expect(play(stepped.state, { type: 'passDefensiveFire' }).state.units.r.status).toBe('embarked');
  });

  it("R4.6, R5.7 a unit killed by the last step's Defensive Fire does not embark", () => {
    const s = full(
      [{ id: 'e', team: 1, models: ['rifle'], at: [3, 3] }],
      [...Array(8).fill(6), 1, 1, ...Array(8).fill(6), 1, 1],
    );
    const one: GameState = { ...s, units: { ...s.units, r: { ...s.units.r, models: s.units.r.models.slice(0, 1) } } };
    const stepped = play(one, { type: 'embark', unit: 'r', carrier: 'h', path: [at(3, 3)] });
    const fired = play(stepped.state, { type: 'defensiveFire', unit: 'e', at: 'to' });
    expect(fired.state.units.r.status).toBe('destroyed');
    expect(fired.events.some((e) => e.type === 'embarked')).toBe(false);
    expect(fired.state.activation).toBeNull();
    expect(fired.state.units.h.status).toBe('map');
  });

  it('R4.6, R5.7 Defensive Fire part-way pauses the move as any move does: the rest of the path and the embarking are dropped', () => {
    // The enemy at B4 is next to B4 -> C4 but not to C4 -> D4.
    const s = full([
      { id: 'w', team: 0, models: ['walker'], at: [1, 3] },
      { id: 'e', team: 1, models: ['rifle'], at: [1, 3] },
    ]);
    const stepped = play(s, { type: 'embark', unit: 'w', carrier: 'h', path: [at(2, 3), at(3, 3)] });
    expect(stepped.state.pending.at(-1)).toMatchObject({ kind: 'defensiveFire', mover: 'w', to: at(2, 3) });
    expect(stepped.state.activation?.boarding).toBeNull();
    const passed = play(stepped.state, { type: 'passDefensiveFire' });
    expect(passed.state.units.w).toMatchObject({ status: 'map', at: at(2, 3) });
    expect(passed.state.activation).toMatchObject({ unit: 'w', speedLeft: 1 });
    // It goes on with another action, and boards.
    expect(legalActions(passed.state)).toContainEqual({ type: 'embark', unit: 'w', carrier: 'h', path: [at(3, 3)] });
    expect(play(passed.state, { type: 'embark', unit: 'w', carrier: 'h', path: [at(3, 3)] }).state.units.w.status).toBe(
      'embarked',
    );
  });

  it('R4.6, R8.7 if the Transport is destroyed during that Defensive Fire, the unit stays; where it breaks the population limit it is placed as survivors are (docs/rules.md)', () => {
    const s = full([{ id: 'e', team: 1, models: ['rifle'], at: [3, 3] }]);
    const stepped = play(s, { type: 'embark', unit: 'r', carrier: 'h', path: [at(3, 3)] }).state;
    // As if a Blast at the Transport's hex had destroyed it meanwhile.
    const blasted = (st: GameState): GameState => ({
      ...st,
      units: { ...st.units, h: { ...st.units.h, status: 'destroyed', at: null, models: [] } },
    });
    const stays = play(blasted(stepped), { type: 'passDefensiveFire' });
    // It has no Speed left: its activation is over.
    expect(stays.state.units.r).toMatchObject({ status: 'map', at: at(3, 3), activated: true });
    expect(stays.events.some((e) => e.type === 'embarked')).toBe(false);
    // 2-inch hexes (R2.3): the rifleman x and r are two infantry units of a team: r must go next door.
    const small = play(blasted({ ...stepped, settings: { ...stepped.settings, smallHexes: true } }), {
      type: 'passDefensiveFire',
    }).state;
    expect(small.pending.at(-1)).toMatchObject({ kind: 'placeSurvivors', team: 0, unit: 'r' });
    const placed = play(small, { type: 'placeSurvivors', at: at(4, 3) }).state;
    expect(placed.units.r).toMatchObject({ status: 'map', at: at(4, 3) });
    expect(checkPopulation(placed, placed.units.x, at(3, 3)).ok).toBe(true);
    // With no room anywhere (Water all round but the hex it came from, where another rifleman
    // now stands), it is destroyed, by the enemy that destroyed the Transport (R7.2).
    const wet = Object.fromEntries(
      DIRS.map((dir) => toOffset(neighbor(at(3, 3), dir)))
        .filter((o) => o.col !== 2 || o.row !== 3)
        .map((o) => [`${o.col},${o.row}`, { terrain: 'water' as const }]),
    );
    const cornered = full(
      [
        { id: 'e', team: 1, models: ['rifle'], at: [3, 3] },
        { id: 'y', team: 0, models: ['rifle'], at: [0, 0] },
      ],
      [],
      testMap(10, 8, wet),
    );
    const boarding = play(
      { ...cornered, settings: { ...cornered.settings, smallHexes: true } },
      { type: 'embark', unit: 'r', carrier: 'h', path: [at(3, 3)] },
    ).state;
    const behind = { ...boarding, units: { ...boarding.units, y: { ...boarding.units.y, at: at(2, 3) } } };
    const lost = play(blasted(behind), { type: 'passDefensiveFire' });
    expect(lost.state.units.r.status).toBe('destroyed');
    expect(lost.events.filter((e) => e.type === 'modelLost').map((e) => e.type === 'modelLost' && e.cause)).toEqual([
      'noRoom',
      'noRoom',
    ]);
  });
});
