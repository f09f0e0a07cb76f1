// R7.1 scoring at the end of each turn, R7.2 High Value Targets, R7.3 the end of the game.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  describeEvent,
  legalActions,
  scoreTurn,
  totalPoints,
  type GameEvent,
  type GameState,
} from '../../src/engine';
import { atPhase, card, initiative, play, testGame, testMap, type TestUnit } from '../helpers';

const para = card('para2', 'Basic Infantry', { defense: 5, abilities: [{ id: 'paratrooper' }] });
const plane = card('plane', 'Aircraft', { defense: 4 });
const ht = card('ht', 'Vehicle Half-Track', { abilities: [{ id: 'transport' }] });
const gun = card('gun', 'Vehicle Heavy Tank', {
  speed: 3,
  defense: [7, 6],
  attack: { infantry: [10, 8, 6], vehicle: [18, 16, 14] },
});
// Index "High Value Target #" printed on a card (a custom card may): a specialist worth 3, an officer worth 2.
const vip = card('custom-vip', 'Infantry Specialist', { custom: true, abilities: [{ id: 'highValueTarget', n: 3 }] });
const vipOfficer = card('custom-vip-officer', 'Infantry Officer', {
  custom: true,
  abilities: [{ id: 'highValueTarget', n: 2 }],
});
const cards = [para, plane, ht, gun, vip, vipOfficer];

function game(
  units: TestUnit[],
  objectives: { at: [number, number]; value: 1 | 2 | 3; placedBy: 0 | 1 }[],
  opts: { script?: number[]; turns?: number | null } = {},
): GameState {
  return testGame({
    map: testMap(10, 8),
    units,
    objectives,
    cards,
    script: opts.script ?? initiative({ winner: 0 }),
    settings: opts.turns === undefined ? undefined : { turns: opts.turns },
  });
}

/** Every unit stays, until the turn is over; returns the events. */
function holdThroughTurn(s: GameState): { state: GameState; events: GameEvent[] } {
  const turn = s.turn;
  let state = s;
  const events: GameEvent[] = [];
  while (state.turn === turn && state.phase !== 'ended' && state.pending.at(-1)?.kind !== 'endGameVote') {
    const action =
      legalActions(state).find((a) => a.type === 'hold' || a.type === 'endActivation') ?? legalActions(state)[0];
    const r = play(state, action);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

describe('R7.1 Objective Markers score at the end of each turn', () => {
  const marker = { at: [4, 4] as [number, number], value: 3 as const, placedBy: 0 as const };

  it('a marker scores for the team with an Infantry model in its hex', () => {
    const s = game(
      [
        { id: 'r', team: 0, models: ['rifle'], at: [4, 4] },
        { id: 'e', team: 1, models: ['rifle'], at: [8, 1] },
      ],
      [marker],
    );
    const { state, events } = holdThroughTurn(s);
    expect(events.find((e) => e.type === 'turnScored')).toMatchObject({ score: { turn: 1, points: [3, 0] } });
    expect(state.turn).toBe(2);
    expect(totalPoints(state)).toEqual([3, 0]);
  });

  it('an enemy Infantry model in the hex contests it: nobody scores; Paratroopers contest but cannot claim', () => {
    const contested = game(
      [
        { id: 'r', team: 0, models: ['rifle'], at: [4, 4] },
        { id: 'p', team: 1, models: ['para2'], at: [4, 4] },
      ],
      [marker],
    );
    expect(scoreTurn(contested)).toMatchObject({ points: [0, 0], markers: [{ team: null, contested: true }] });
    const paraAlone = game(
      [
        { id: 'p', team: 1, models: ['para2'], at: [4, 4] },
        { id: 'r', team: 0, models: ['rifle'], at: [8, 1] },
      ],
      [marker],
    );
    expect(scoreTurn(paraAlone).points).toEqual([0, 0]);
  });

  it('R8.16: an Officer left alone in a Paratrooper squad is still a Paratrooper: he contests the marker and never claims it (an Officer left alone in another squad claims)', () => {
    const lastOfficer = (basic: string, enemyThere: boolean): GameState => {
      const s = game(
        [
          { id: 'p', team: 1, models: [basic, basic, 'officer'], at: [4, 4] },
          { id: 'r', team: 0, models: ['rifle'], at: enemyThere ? [4, 4] : [8, 1] },
        ],
        [marker],
      );
      // His squad's Basic Infantry are all destroyed (R6.6).
      const p = s.units.p;
      return {
        ...s,
        units: { ...s.units, p: { ...p, models: p.models.filter((m) => m.def === 'officer'), modelsLost: 2 } },
      };
    };
    expect(scoreTurn(lastOfficer('para2', false)).points).toEqual([0, 0]);
    expect(scoreTurn(lastOfficer('para2', true))).toMatchObject({
      points: [0, 0],
      markers: [{ team: null, contested: true }],
    });
    expect(scoreTurn(lastOfficer('rifle', false)).points).toEqual([0, 3]);
  });

  it('Vehicles, Aircraft and embarked units neither claim nor contest', () => {
    const s = game(
      [
        { id: 'r', team: 0, models: ['rifle'], at: [4, 4] },
        { id: 't', team: 1, models: ['tank'], at: [4, 4] },
        { id: 'a', team: 1, models: ['plane'], at: [4, 4] },
        { id: 'h', team: 1, models: ['ht'], at: [5, 5] },
      ],
      [marker, { at: [5, 5], value: 1, placedBy: 1 }],
    );
    const inside = {
      ...s,
      units: {
        ...s.units,
        x: { ...s.units.r, id: 'x', team: 1 as const, status: 'embarked' as const, at: null, carrier: 'h' },
      },
    };
    expect(scoreTurn(inside).points).toEqual([3, 0]);
  });
});

describe('R7.2 High Value Targets', () => {
  it('killing the enemy Commander scores his points for the killer: 1, 3 or 5 by grade', () => {
    for (const [grade, points] of [
      ['commander', 1],
      ['junior', 3],
      ['senior', 5],
    ] as const) {
      const s = atPhase(
        game(
          [
            { id: 'g', team: 0, models: ['gun'], at: [1, 3] },
            { id: 'c', team: 1, models: ['officer'], at: [3, 3], commander: { model: 0, grade } },
            { id: 'e', team: 1, models: ['rifle'], at: [8, 7] },
          ],
          [],
          { script: [...initiative({ winner: 0 }), 6, 6, 6, 6, 6, 6, 6, 6, 1] },
        ),
        'assault',
        0,
      );
      const r = play(s, { type: 'attack', unit: 'g', model: s.units.g.models[0].id, target: 'c' });
      expect(r.events).toContainEqual(expect.objectContaining({ type: 'hvtScored', team: 0, points, commander: true }));
      expect(r.state.score.hvt).toEqual([points, 0]);
      expect(totalPoints(r.state)).toEqual([points, 0]);
    }
  });
});

describe('R7.2 and index "High Value Target #": the points a card prints', () => {
  /** The heavy tank g destroys the one-model unit v (8 hits, a failed defense die). */
  function slay(target: TestUnit, rulings?: GameState['rulings']): { state: GameState; events: GameEvent[] } {
    const s = atPhase(
      game(
        [
          { id: 'g', team: 0, models: ['gun'], at: [1, 3] },
          target,
          { id: 'e', team: 1, models: ['rifle'], at: [8, 7] },
        ],
        [],
        { script: [...initiative({ winner: 0 }), 6, 6, 6, 6, 6, 6, 6, 6, 1] },
      ),
      'assault',
      0,
    );
    const at = rulings === undefined ? s : { ...s, rulings };
    return play(at, { type: 'attack', unit: 'g', model: s.units.g.models[0].id, target: target.id });
  }

  it('a model whose card prints High Value Target 3 scores 3 OP for the enemy that slays it', () => {
    const r = slay({ id: 'v', team: 1, models: ['custom-vip'], at: [3, 3] });
    expect(r.state.units.v.status).toBe('destroyed');
    const scored = r.events.find((e) => e.type === 'hvtScored');
    expect(scored).toMatchObject({ type: 'hvtScored', team: 0, points: 3, unit: 'v', commander: false });
    // The log names it for what it is: not the Commander.
    expect(describeEvent(r.state, scored!)).toBe(
      'Blue earns 3 Objective Points for killing a High Value Target (custom-vip (custom), R7.2)',
    );
    expect(r.state.score.hvt).toEqual([3, 0]);
    expect(totalPoints(r.state)).toEqual([3, 0]);
  });

  it("a Commander whose card prints High Value Target is worth the higher of his grade's points and the card's", () => {
    for (const [grade, points] of [
      ['commander', 2],
      ['junior', 3],
    ] as const) {
      const r = slay({ id: 'c', team: 1, models: ['custom-vip-officer'], at: [3, 3], commander: { model: 0, grade } });
      expect(r.state.score.hvt).toEqual([points, 0]);
    }
  });

  it('a game begun under rulings edition 2 (a saved game) scores the grade alone, as when it was played', () => {
    expect(slay({ id: 'v', team: 1, models: ['custom-vip'], at: [3, 3] }, 2).state.score.hvt).toEqual([0, 0]);
    const c = slay(
      { id: 'c', team: 1, models: ['custom-vip-officer'], at: [3, 3], commander: { model: 0, grade: 'commander' } },
      2,
    );
    expect(c.state.score.hvt).toEqual([1, 0]);
  });
});

describe('R7.3 the end of the game', () => {
  it('after the last turn the higher total wins; equal totals are a draw', () => {
    const s = game(
      [
        { id: 'r', team: 0, models: ['rifle'], at: [4, 4] },
        { id: 'e', team: 1, models: ['rifle'], at: [8, 1] },
      ],
      [{ at: [4, 4], value: 2, placedBy: 0 }],
      { turns: 2 },
    );
    let state = holdThroughTurn(s).state;
    const last = holdThroughTurn(state);
    state = last.state;
    expect(state.phase).toBe('ended');
    expect(state.winner).toBe(0);
    expect(last.events.at(-1)).toMatchObject({ type: 'gameEnded', points: [4, 0], winner: 0, reason: 'turns' });
    const draw = holdThroughTurn(
      game(
        [
          { id: 'r', team: 0, models: ['rifle'], at: [4, 4] },
          { id: 'e', team: 1, models: ['rifle'], at: [8, 1] },
        ],
        [],
        { turns: 1 },
      ),
    );
    expect(draw.state.winner).toBeNull();
    expect(draw.events.at(-1)).toMatchObject({ type: 'gameEnded', winner: null });
  });

  it("a team with no unit left ends the game at once, after that turn's scoring", () => {
    const s = atPhase(
      game(
        [
          { id: 'g', team: 0, models: ['gun'], at: [1, 3] },
          { id: 'r', team: 0, models: ['rifle'], at: [4, 4] },
          { id: 'e', team: 1, models: ['rifle'], at: [3, 3] },
        ],
        [{ at: [4, 4], value: 3, placedBy: 0 }],
        { script: [...initiative({ winner: 0 }), 6, 6, 6, 6, 6, 6, 6, 6, 1] },
      ),
      'movement',
      0,
    );
    const assault = atPhase(s, 'assault', 0);
    const r = play(assault, { type: 'attack', unit: 'g', model: s.units.g.models[0].id, target: 'e' });
    expect(r.state.phase).toBe('ended');
    expect(r.events.map((e) => e.type).slice(-2)).toEqual(['turnScored', 'gameEnded']);
    expect(r.events.at(-1)).toMatchObject({ reason: 'wipeout', points: [3, 0], winner: 0 });
  });

  it('an open-ended game goes on until both players vote to end it', () => {
    const s = game(
      [
        { id: 'r', team: 0, models: ['rifle'], at: [4, 4] },
        { id: 'e', team: 1, models: ['rifle'], at: [8, 1] },
      ],
      [],
      { turns: null },
    );
    const end1 = holdThroughTurn(s).state;
    expect(end1.pending.at(-1)).toMatchObject({ kind: 'endGameVote', team: 0 });
    const onePlayer = play(end1, { type: 'endGameVote', end: true }).state;
    expect(onePlayer.pending.at(-1)).toMatchObject({ kind: 'endGameVote', team: 1, votes: [0] });
    const goOn = play(onePlayer, { type: 'endGameVote', end: false }).state;
    expect(goOn.turn).toBe(2);
    expect(goOn.phase).toBe('movement');
    const ended = play(onePlayer, { type: 'endGameVote', end: true });
    expect(ended.state.phase).toBe('ended');
    expect(ended.events.at(-1)).toMatchObject({ reason: 'agreed' });
    expect(applyAction(ended.state, { type: 'endActivation' }).ok).toBe(false);
  });
});
