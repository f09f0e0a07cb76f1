import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  describeEvent,
  initiativeBonus,
  legalActions,
  type GameEvent,
} from '../../src/engine';
import { at, atPhase, card, DEFS, initiative, play, testGame, testMap } from '../helpers';

describe('R3.1 initiative', () => {
  it("is 2d6 plus the Initiative bonuses of the team's living models, ties rerolled", () => {
    const state = testGame({
      units: [
        { id: 'a', team: 0, models: ['rifle', 'rifle', 'officer'], at: [1, 1] },
        { id: 'b', team: 1, models: ['rifle'], at: [5, 5] },
      ],
      // Team 0: 1+1+2 = 4, team 1: 2+2 = 4: a tie, rerolled; then 5+5+2 = 12 against 1+1 = 2.
      script: [1, 1, 2, 2, 5, 5, 1, 1],
    });
    expect(initiativeBonus(state, 0)).toBe(2);
    expect(initiativeBonus(state, 1)).toBe(0);
    expect(state.initiative).toBe(0);
    expect(state.active).toBe(0);
    expect(state.rng.script).toBeUndefined();
  });

  it("counts the bonuses of models embarked in a Transport and in Reserve, not only those on the map (R3.1: the team's models)", () => {
    const halfTrack = card('ht', 'Vehicle Half-Track', { abilities: [{ id: 'transport' }] });
    const paraOfficer = card('para-officer', 'Infantry Officer', { abilities: [{ id: 'initiative', n: 3 }] });
    const state = testGame({
      cards: [halfTrack, paraOfficer],
      units: [
        { id: 'h', team: 0, models: ['ht'], at: [2, 2] },
        { id: 'a', team: 0, models: ['rifle', 'officer'], carrier: 'h' },
        { id: 'p', team: 0, models: ['para', 'para', 'para', 'para-officer'], reserve: true },
        { id: 'b', team: 1, models: ['rifle'], at: [5, 5] },
      ],
    });
    expect(state.units.a.status).toBe('embarked');
    expect(state.units.p.status).toBe('reserve');
    // The Captain aboard (+2) and the Reserve's officer (+3).
    expect(initiativeBonus(state, 0)).toBe(5);
  });

  describe("R3.1, R8.16: a squad's Basic Infantry Initiative +# counts for each of its models", () => {
    // Custom cards (no card of the catalog has it): a Basic Infantry printing Initiative +1, an
    // Officer without an Initiative of his own, and one printing +2.
    const leaders = card('leaders', 'Basic Infantry', { abilities: [{ id: 'initiative', n: 1 }] });
    const lt = card('lt', 'Infantry Officer', { abilities: [] });
    const captain = card('captain', 'Infantry Officer', { abilities: [{ id: 'initiative', n: 2 }] });
    const squadGame = (officer: string, script?: number[]) =>
      testGame({
        cards: [leaders, lt, captain],
        units: [
          { id: 'a', team: 0, models: ['leaders', 'leaders', 'leaders', 'leaders', 'leaders', officer], at: [1, 1] },
          { id: 'b', team: 1, models: ['rifle'], at: [5, 5] },
        ],
        script,
      });

    it("the Officer without one of his own adds the squad's +1 too: +6 for six models, and the roll is won by it", () => {
      // Team 0 rolls 1+1 (+6 = 8), team 1 3+4 (= 7): won at once. Counting the five Basic
      // Infantry alone would make it 7 to 7, a tie rerolled (then 1+1+5 = 7 against 6+6 = 12).
      const state = squadGame('lt', [1, 1, 3, 4, 1, 1, 6, 6]);
      expect(initiativeBonus(state, 0)).toBe(6);
      expect(state.initiative).toBe(0);
    });

    it('an Officer printing his own Initiative +2 adds both, +3 (index: the bonuses are accumulative)', () => {
      expect(initiativeBonus(squadGame('captain'), 0)).toBe(5 + 3);
    });

    it('the Officer left alone once the Basic Infantry are gone keeps their +1 (R8.16)', () => {
      const state = squadGame('lt');
      const alone = { ...state.units.a, models: state.units.a.models.filter((m) => m.def === 'lt') };
      expect(initiativeBonus({ ...state, units: { ...state.units, a: alone } }, 0)).toBe(1);
    });

    it("a game begun under rulings edition 3 (a saved game) counts each model's own card alone, as when it was played", () => {
      const state = squadGame('captain');
      expect(initiativeBonus({ ...state, rulings: 3 }, 0)).toBe(5 + 2);
    });
  });

  it('reports every roll, the tie included', () => {
    const r = createGame({
      seed: 's',
      map: testMap(6, 6),
      catalog: DEFS,
      teams: [
        { name: 'A', units: [{ models: ['rifle'], at: at(1, 1) }] },
        { name: 'B', units: [{ models: ['rifle'], at: at(4, 4) }] },
      ],
      diceScript: [3, 3, 3, 3, 1, 2, 2, 2],
      start: 'placed',
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.initiative).toBe(1);
    expect(r.events[0]).toEqual({
      type: 'initiativeRolled',
      turn: 1,
      rolls: [
        [
          { dice: [3, 3], bonus: 0, total: 6 },
          { dice: [3, 3], bonus: 0, total: 6 },
        ],
        [
          { dice: [1, 2], bonus: 0, total: 3 },
          { dice: [2, 2], bonus: 0, total: 4 },
        ],
      ],
      winner: 1,
    });
    expect(describeEvent(r.state, r.events[0])).toBe(
      'Turn 1 initiative: A 3+3+0 = 6, B 3+3+0 = 6; A 1+2+0 = 3, B 2+2+0 = 4 (1 tie rerolled). B moves first (R3.1)',
    );
  });
});

describe('R4.2 alternating activations', () => {
  const units = [
    { id: 'a1', team: 0 as const, models: ['rifle'], at: [1, 6] as [number, number] },
    { id: 'a2', team: 0 as const, models: ['rifle'], at: [2, 6] as [number, number] },
    { id: 'a3', team: 0 as const, models: ['rifle'], at: [3, 6] as [number, number] },
    { id: 'b1', team: 1 as const, models: ['rifle'], at: [1, 1] as [number, number] },
  ];

  it('the initiative winner goes first, then the teams alternate; a team with nothing left passes', () => {
    let s = testGame({ units });
    expect(s.phase).toBe('movement');
    expect(s.active).toBe(0);
    s = play(s, { type: 'hold', unit: 'a1' }).state;
    expect(s.active).toBe(1);
    const wrong = applyAction(s, { type: 'hold', unit: 'a2' });
    expect(!wrong.ok && wrong.error).toMatchObject({ code: 'NOT_YOUR_UNIT', rule: 'R4.2' });
    s = play(s, { type: 'move', unit: 'b1', path: [at(1, 2)] }).state;
    // Infantry with no Speed left and no facing have nothing more to do: the activation closes.
    expect(s.activation).toBeNull();
    expect(s.active).toBe(0);
    s = play(s, { type: 'hold', unit: 'a2' }).state;
    expect(s.active).toBe(0); // team 1 has nothing left: team 0 finishes its units
    s = play(s, { type: 'hold', unit: 'a3' }).state;
    expect(s.phase).toBe('assault');
    expect(s.active).toBe(0);
    expect(Object.values(s.units).every((u) => !u.activated)).toBe(true);
  });

  it('each unit is activated once per phase (R4.3)', () => {
    let s = testGame({ units });
    s = play(s, { type: 'hold', unit: 'a1' }).state;
    s = play(s, { type: 'hold', unit: 'b1' }).state;
    const again = applyAction(s, { type: 'move', unit: 'a1', path: [at(1, 5)] });
    expect(!again.ok && again.error).toMatchObject({ code: 'ALREADY_ACTIVATED', rule: 'R4.3' });
  });

  it('R4.5, R4.3: a second activation in the Assault Phase is refused citing R4.5, and the log\'s "stays" line cites the rule of its phase', () => {
    let s = atPhase(testGame({ units }), 'assault', 0);
    const held = play(s, { type: 'hold', unit: 'a1' });
    expect(describeEvent(held.state, held.events.find((e) => e.type === 'held')!)).toMatch(/stays \(R4\.5\)$/);
    s = play(held.state, { type: 'hold', unit: 'b1' }).state;
    const again = applyAction(s, { type: 'hold', unit: 'a1' });
    expect(!again.ok && again.error).toMatchObject({ code: 'ALREADY_ACTIVATED', rule: 'R4.5' });
    const movement = play(testGame({ units }), { type: 'hold', unit: 'a1' });
    expect(describeEvent(movement.state, movement.events.find((e) => e.type === 'held')!)).toMatch(/stays \(R4\.3\)$/);
  });

  it('one unit acts at a time: another unit waits until the activation ends', () => {
    const tanks = testGame({
      units: [
        { id: 't1', team: 0, models: ['tank'], at: [1, 6] },
        { id: 't2', team: 0, models: ['tank'], at: [3, 6] },
        { id: 'b1', team: 1, models: ['rifle'], at: [1, 1] },
      ],
    });
    const s = play(tanks, { type: 'move', unit: 't1', path: [at(1, 5)] }).state;
    expect(s.activation?.unit).toBe('t1');
    const other = applyAction(s, { type: 'move', unit: 't2', path: [at(3, 5)] });
    expect(!other.ok && other.error).toMatchObject({ code: 'OTHER_ACTIVATION', rule: 'R4.2' });
    const ended = play(s, { type: 'endActivation' });
    expect(ended.events).toContainEqual({ type: 'activationEnded', unit: 't1' });
    expect(ended.state.active).toBe(1);
    expect(applyAction(ended.state, { type: 'endActivation' }).ok).toBe(false);
  });

  it('after the Assault Phase a new turn opens with a new initiative roll (R4.1)', () => {
    let s = testGame({
      units: units.slice(0, 1).concat(units[3]),
      script: [...initiative({ winner: 0 }), ...initiative({ winner: 1 })],
    });
    const events: GameEvent[] = [];
    for (const id of ['a1', 'b1', 'a1', 'b1']) {
      const r = play(s, { type: 'hold', unit: id });
      s = r.state;
      events.push(...r.events);
    }
    expect(s.turn).toBe(2);
    expect(s.phase).toBe('movement');
    expect(s.initiative).toBe(1);
    expect(s.active).toBe(1);
    expect(events.filter((e) => e.type === 'initiativeRolled')).toHaveLength(1);
  });

  it('the game ends after its last turn (R7.3)', () => {
    let s = testGame({ units: [units[0], units[3]], settings: { turns: 1 } });
    while (s.phase !== 'ended') {
      const action = legalActions(s).find((a) => a.type === 'hold')!;
      const r = play(s, action);
      s = r.state;
      if (s.phase === 'ended') expect(r.events.at(-1)).toMatchObject({ type: 'gameEnded', turn: 1, reason: 'turns' });
    }
    expect(legalActions(s)).toEqual([]);
    const r = applyAction(s, { type: 'hold', unit: 'a1' });
    expect(!r.ok && r.error.code).toBe('GAME_OVER');
  });
});
