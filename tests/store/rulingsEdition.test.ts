// Saved games from before the rulings R6.13, R8.19, R8.20 (edition 2) and R5.2's Speed 0 passenger
// (edition 5) changed what the engine does: a game keeps the edition of the rulings it was created
// under (state.rulings; absent in older saves: edition 1, derived/rulings.ts), so a saved game, in
// the browser's list (persistence.ts) or in a game file (gameFile.ts), replays, and goes on, as it
// was played. Each game here was played under the edition before the ruling; the same actions from
// the same state under the current edition are refused, which is what a save would meet without
// the edition.
import { describe, expect, it } from 'vitest';
import { CURRENT_RULINGS, legalActions, type Action, type GameState } from '../../src/engine';
import { readSaveText } from '../../src/store/files/persistence';
import { gameFileText, readGameFile } from '../../src/store/files/gameFile';
import { replayGame } from '../../src/store/game/history';
import { at, atPhase, card, initiative, play, testGame, testMap } from '../helpers';

/** The state as an edition before rulings editions wrote it: no `rulings` field. */
function writtenBefore(state: GameState): GameState {
  const { rulings: _, ...rest } = state;
  return rest as GameState;
}

/** Plays `actions` from `initial`, each of which must be accepted: the game as it was played. */
function played(initial: GameState, actions: Action[]): GameState {
  return actions.reduce((s, a) => play(s, a).state, initial);
}

/** A save entry's text, as the browser's list keeps it. */
function saveText(initial: GameState, actions: Action[]): string {
  return JSON.stringify({
    version: 1,
    id: 'old',
    name: 'Old game',
    revision: 1,
    savedAt: '2026-11-20T10:00:00.000Z',
    initial,
    actions,
  });
}

/** The saved game read back both ways (the list and a game file): the game replayed, or why not. */
function reread(initial: GameState, actions: Action[]): { fromList: GameState | string; fromFile: GameState | string } {
  const listed = readSaveText('old', saveText(initial, actions));
  const filed = readGameFile(gameFileText(initial, actions));
  return {
    fromList: listed.ok ? listed.game : listed.problem,
    fromFile: filed.ok ? filed.value.game : filed.error.message,
  };
}

const sapper = card('sapper', 'Basic Infantry', {
  attack: { infantry: [8, 6, null], vehicle: [2, null, null] },
  abilities: [{ id: 'closeAssault', n: 6 }],
});
const cckw = card('cckw', 'Vehicle Truck', {
  name: 'CCKW',
  speed: 3,
  defense: [1, 1],
  attack: { infantry: null, vehicle: null },
  abilities: [{ id: 'unarmored' }, { id: 'heavyTransport' }],
});
const captain = card('captain', 'Infantry Officer', { abilities: [{ id: 'pinPointer' }] });

const ht = card('ht', 'Vehicle Half-Track', { speed: 4, defense: [2, 2], abilities: [{ id: 'transport' }] });
// A custom card: Speed 0 with High Gear 1 (its first 2 road steps cost 0, R5.4).
const crawler = card('crawler', 'Basic Infantry', { speed: 0, abilities: [{ id: 'highGear', n: 1 }] });

describe('a game saved under edition 4 replays as it was played', () => {
  it('R5.2 (reading 49): the Speed 0 passenger that took a free road step out of its Transport still does in the replay', () => {
    // A road along row 4 through the half-track's hex D4.
    const road: Parameters<typeof testMap>[2] = {};
    for (let c = 0; c < 10; c++) road[`${c},3`] = { roads: c === 0 ? [0] : c === 9 ? [3] : [0, 3] };
    const start = atPhase(
      testGame({
        map: testMap(10, 8, road),
        units: [
          { id: 'h', team: 0, models: ['ht'], at: [3, 3] },
          { id: 'p', team: 0, models: ['crawler'], carrier: 'h' },
        ],
        cards: [ht, crawler],
      }),
      'movement',
      0,
    );
    const old: GameState = { ...start, rulings: 4 };
    const actions: Action[] = [{ type: 'disembark', unit: 'p', path: [at(4, 3)] }];
    const then = played(old, actions);
    expect(then.units.p).toMatchObject({ status: 'map', at: at(4, 3) });
    const { fromList, fromFile } = reread(old, actions);
    expect(fromList).toEqual(then);
    expect(fromFile).toEqual(then);
    // Under the current edition a passenger at Speed 0 takes no step: the saved action is refused.
    let refusedAt = -1;
    expect(replayGame(start, actions, [], (i) => (refusedAt = i))).toBeNull();
    expect(refusedAt).toBe(0);
  });
});

describe('a game saved before the rulings changed replays as it was played (edition 1)', () => {
  it('R6.13: the CCKW that lived through a Close Assault at 0/0 still drives on in the replay', () => {
    const start = atPhase(
      testGame({
        map: testMap(10, 8),
        units: [
          { id: 's', team: 0, models: ['sapper'], at: [3, 3] },
          { id: 't', team: 1, models: ['cckw'], at: [3, 3] },
        ],
        // 3 successes of 6; the truck's 3 defense dice fail: 1 damage against Speed 3.
        script: [...initiative({ winner: 0 }), 6, 6, 6, 1, 1, 1, 1, 1, 1, ...Array(20).fill(1)],
        cards: [sapper, cckw],
      }),
      'assault',
      0,
    );
    const old = writtenBefore(start);
    const actions: Action[] = [
      { type: 'attack', unit: 's', model: start.units.s.models[0].id, target: 't', weapon: 'closeAssault' },
      { type: 'move', unit: 't', path: [{ q: start.units.t.at!.q + 1, r: start.units.t.at!.r }] },
    ];
    const then = played(old, actions);
    expect(then.units.t).toMatchObject({ status: 'map', models: [{ damage: 1 }] });
    const { fromList, fromFile } = reread(old, actions);
    expect(fromList).toEqual(then);
    expect(fromFile).toEqual(then);
    // Under the current edition the truck dies to that damage, and the next action is refused.
    expect(start.rulings).toBe(CURRENT_RULINGS);
    let refusedAt = -1;
    expect(replayGame(start, actions, [], (i) => (refusedAt = i))).toBeNull();
    expect(refusedAt).toBe(1);
  });

  it('R8.19: the survivors placed in roster order, the second asked for its hex, replay so', () => {
    const start = atPhase(
      testGame({
        map: testMap(10, 8),
        units: [
          { id: 'g', team: 1, models: ['tank'], at: [1, 3] },
          { id: 't', team: 0, models: ['cckw'], at: [3, 3] },
          { id: 'f', team: 0, models: ['rifle'], at: [3, 3] },
          { id: 'a', team: 0, models: ['rifle'], carrier: 't' },
          { id: 'b', team: 0, models: ['rifle', 'rifle'], carrier: 't' },
        ],
        // The tank's 11 dice at range 2 all succeed; the truck's 3 defense dice fail; the 3 passengers survive.
        script: [...initiative({ winner: 0 }), ...Array(11).fill(6), ...Array(6).fill(1)],
        cards: [cckw],
      }),
      'assault',
      1,
    );
    const old = writtenBefore(start);
    const shot = play(old, { type: 'attack', unit: 'g', model: start.units.g.models[0].id, target: 't' }).state;
    // Edition 1: 'a' rolled and took the Transport's hex before 'b' rolled; 'b' is asked for a hex.
    expect(shot.units.a.at).toEqual(start.units.t.at);
    const next = shot.pending.at(-1)!;
    expect(next).toMatchObject({ kind: 'placeSurvivors', unit: 'b' });
    const actions: Action[] = [
      { type: 'attack', unit: 'g', model: start.units.g.models[0].id, target: 't' },
      { type: 'placeSurvivors', at: next.kind === 'placeSurvivors' ? next.choices[0] : start.units.t.at! },
    ];
    const then = played(old, actions);
    const { fromList, fromFile } = reread(old, actions);
    expect(fromList).toEqual(then);
    expect(fromFile).toEqual(then);
    // Under the current edition the owner is asked the order first: the saved answer does not fit.
    let refusedAt = -1;
    expect(replayGame(start, actions, [], (i) => (refusedAt = i))).toBeNull();
    expect(refusedAt).toBe(1);
  });

  it('R8.20: a Junior Commander who named a unit in Reserve still does in the replay', () => {
    const start = testGame({
      units: [
        { id: 'sq', team: 0, models: ['rifle', 'captain'], at: [1, 3], commander: { model: 1, grade: 'junior' } },
        { id: 'pr', team: 0, models: ['para'], reserve: true },
        { id: 'e', team: 1, models: ['rifle'], at: [7, 7] },
      ],
      cards: [captain],
      script: [...initiative({ winner: 0 }), ...initiative({ winner: 0 })],
    });
    const old = writtenBefore(start);
    // Turn 1 played through (everyone stays), then turn 2's choice names the Reserve unit.
    const actions: Action[] = [];
    let s = old;
    while (s.turn === 1) {
      const legal = legalActions(s);
      const a =
        legal.find((x) => x.type === 'chooseCommandTargets' && x.units.length === 0) ??
        legal.find((x) => x.type === 'hold' || x.type === 'endActivation') ??
        legal[0];
      actions.push(a);
      s = play(s, a).state;
    }
    expect(s.pending.at(-1)).toMatchObject({ kind: 'commandTargets', choices: ['pr'] });
    actions.push({ type: 'chooseCommandTargets', units: ['pr'] });
    const then = played(old, actions);
    expect(then.commandTargets).toEqual({ sq: ['pr'] });
    const { fromList, fromFile } = reread(old, actions);
    expect(fromList).toEqual(then);
    expect(fromFile).toEqual(then);
    let refusedAt = -1;
    expect(replayGame(start, actions, [], (i) => (refusedAt = i))).toBeNull();
    expect(refusedAt).toBe(actions.length - 1);
  });

  it('a game of the current edition keeps its edition through a save', () => {
    const start = testGame({ units: [{ id: 'r', team: 0, models: ['rifle'], at: [1, 1] }] });
    const read = readSaveText('new', saveText(start, []));
    expect(read.ok && read.game.rulings).toBe(CURRENT_RULINGS);
    const bad = readSaveText('bad', saveText({ ...start, rulings: 7 as never }, []));
    expect(!bad.ok && bad.problem).toContain('rulings');
  });
});
