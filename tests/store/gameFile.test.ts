// Game files (gameFile.ts): the round trip, and every kind of bad file refused with a message
// that names what is wrong.
import { describe, expect, it } from 'vitest';
import {
  GAME_FILE_FORMAT,
  GAME_FILE_MAX_BYTES,
  gameFileName,
  gameFileText,
  readGameFile,
} from '../../src/store/files/gameFile';
import { replayGame } from '../../src/store/game/history';
import { skirmish, tankMove } from './recordsFixtures';

function savedGame() {
  const initial = skirmish();
  // A move, the hand-off, and the other team's move with a movement roll: dice in the file too.
  const first = [tankMove(initial, false), { type: 'endActivation' as const }];
  const handed = replayGame(initial, first);
  if (!handed) throw new Error('the fixture does not replay');
  const actions = [...first, tankMove(handed.game, true)];
  return { initial, actions, text: gameFileText(initial, actions, new Date('2026-01-02T03:04:05Z')) };
}

function refusal(text: string): string {
  const r = readGameFile(text);
  if (r.ok) throw new Error('the file was accepted');
  return r.error.message;
}

function withData(patch: Record<string, unknown>): string {
  return JSON.stringify({ ...JSON.parse(savedGame().text), ...patch });
}

describe('game files', () => {
  it('round trip: the same initial state, actions and final state', () => {
    const { initial, actions, text } = savedGame();
    const data = JSON.parse(text);
    expect(data).toMatchObject({ format: GAME_FILE_FORMAT, version: 1, savedAt: '2026-01-02T03:04:05.000Z' });
    const r = readGameFile(text);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.initial).toEqual(initial);
    expect(r.value.actions).toEqual(actions);
    expect(r.value.game).toEqual(replayGame(initial, actions)!.game);
    expect(r.value.steps).toHaveLength(3);
    expect(r.value.steps[2].events.some((e) => e.type === 'movementRoll')).toBe(true);
  });

  it('reads a file an earlier edition wrote (schema 2: `attack` and `step`, no continuation) as the same game', () => {
    const { initial, actions, text } = savedGame();
    const data = JSON.parse(text);
    const { resume, ...rest } = data.initial;
    expect(resume).toEqual([]);
    const r = readGameFile(JSON.stringify({ ...data, initial: { ...rest, schema: 2, attack: null, step: null } }));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.initial).toEqual(initial);
    expect(r.value.game).toEqual(replayGame(initial, actions)!.game);
  });

  it("refuses an initial state in turn 0's Movement Phase, or with garbage in a pending step, with the field's path (R3, R4.1, R5.3)", () => {
    const { text } = savedGame();
    const data = JSON.parse(text);
    const turnZero = readGameFile(JSON.stringify({ ...data, initial: { ...data.initial, turn: 0 } }));
    expect(!turnZero.ok && turnZero.error).toMatchObject({ code: 'BAD_STATE', where: 'initial.turn' });
    expect(!turnZero.ok && turnZero.error.message).toMatch(
      /^The file's initial state is broken: turn: turn 0 is the setup \(R3\): the Movement Phase is played from turn 1 on \(R4\.1\)/,
    );
    const tank = Object.values(
      data.initial.units as Record<string, { id: string; team: number; at: unknown; models: { id: number }[] }>,
    ).find((u) => u.team === data.initial.active && u.at)!;
    const held = {
      kind: 'reroll',
      team: tank.team,
      unit: tank.id,
      model: tank.models[0].id,
      roll: 'movement',
      index: 0,
      dice: [2],
      step: {
        unit: tank.id,
        from: tank.at,
        to: { q: 0, r: 15 },
        cost: 1,
        roadBonus: false,
        dir: 0,
        rolls: ['forest'],
        failed: 0,
      },
    };
    const activation = {
      unit: tank.id,
      moveKind: 'normal',
      speedLeft: 5,
      freeRoadSteps: 0,
      moved: true,
      halted: false,
      attacked: [],
      stationaryFire: false,
      boarding: null,
      carrier: null,
      arrived: false,
    };
    const garbage = readGameFile(
      JSON.stringify({ ...data, initial: { ...data.initial, activation, pending: [held] } }),
    );
    expect(!garbage.ok && garbage.error.where).toBe('initial.pending[0].step.to');
    expect(!garbage.ok && garbage.error.message).toMatch(/pending\[0\]\.step\.to: a step goes to the next hex/);
  });

  it('names the file by seed and turn', () => {
    expect(gameFileName(skirmish('my seed/1'))).toBe('aam-reloaded-my-seed-1-turn1.json');
  });

  it('refuses text that is not JSON', () => {
    expect(refusal('{ "format": ')).toMatch(/not JSON/);
  });

  it('refuses JSON that is not an object', () => {
    expect(refusal('[1, 2]')).toMatch(/no object/);
    expect(refusal('null')).toMatch(/no object/);
  });

  it('refuses another format, naming it (an army list file, say)', () => {
    expect(refusal(withData({ format: 'aam-reloaded-army' }))).toContain('"aam-reloaded-army"');
    expect(refusal(withData({ format: undefined }))).toMatch(/format is null/);
  });

  it('refuses another version, naming it', () => {
    expect(refusal(withData({ version: 2 }))).toMatch(/version 2 .*reads version 1/);
  });

  it('refuses a file without its initial state or actions', () => {
    expect(refusal(withData({ initial: undefined }))).toMatch(/no initial/);
    expect(refusal(withData({ initial: undefined, actions: undefined }))).toMatch(
      /no initial state\. The file has no actions\./,
    );
  });

  it('tells every problem of the wrapper at once, quoting the wrong values', () => {
    const r = readGameFile(withData({ format: 'aam-reloaded-army', version: 7, actions: [savedGame().actions[0], 3] }));
    expect(r).toMatchObject({ ok: false, error: { code: 'BAD_FORMAT', where: 'format' } });
    const text = !r.ok ? r.error.message : '';
    expect(text).toContain('format is "aam-reloaded-army"');
    expect(text).toContain('version 7 of the game format');
    expect(text).toMatch(/Action 2 of the file is not an action: 3\./);
  });

  it('refuses a bad action with its place and code', () => {
    const { actions } = savedGame();
    expect(readGameFile(withData({ actions: [actions[0], 'x'] }))).toMatchObject({
      ok: false,
      error: { code: 'BAD_STATE', where: 'actions[1]' },
    });
  });

  it('refuses an initial state of another schema, and actions that are not a list', () => {
    const { initial } = savedGame();
    expect(refusal(withData({ initial: { ...initial, schema: 1 } }))).toMatch(/schema 1, not 3/);
    expect(refusal(withData({ actions: { type: 'hold' } }))).toMatch(/not a list/);
  });

  it('refuses an action that is not an action, naming which', () => {
    const { actions } = savedGame();
    expect(refusal(withData({ actions: [actions[0], { type: 'teleport', unit: 'a2' }] }))).toMatch(
      /Action 2 .*teleport/,
    );
  });

  it('refuses actions that do not replay, naming the action (number and what it was) and the rule that refused it', () => {
    const { actions } = savedGame();
    // The end of an activation before any unit acted is refused by the engine.
    const text = refusal(
      withData({ actions: [...actions.slice(0, 2), { type: 'endActivation' }, ...actions.slice(2)] }),
    );
    expect(text).toMatch(new RegExp(`^Action 3 of ${actions.length + 1} \\(endActivation\\) does not replay`));
    expect(text).toMatch(/\((R\d[\d.]*|actions)\)/);
    expect(readGameFile(withData({ actions: [...actions.slice(0, 2), { type: 'endActivation' }] }))).toMatchObject({
      ok: false,
      error: { where: 'actions[2]' },
    });
  });

  it('drops what the file adds to its state and actions, so that it is not saved again', () => {
    const { initial, actions } = savedGame();
    const read = readGameFile(
      withData({
        initial: { ...initial, junk: [[[1]]], map: { ...initial.map, junk: 'x' } },
        actions: actions.map((a) => ({ ...a, junk: 1 })),
      }),
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(JSON.stringify(read.value.initial)).not.toMatch(/junk/);
    expect(JSON.stringify(read.value.actions)).not.toMatch(/junk/);
  });

  it('refuses a hand-edited initial state, naming what is wrong, before the engine or the screen touch it', () => {
    const { initial, actions } = savedGame();
    const [id, unit] = Object.entries(initial.units)[0];
    // A unit whose stat card is missing.
    expect(refusal(withData({ initial: { ...initial, defs: {} }, actions }))).toMatch(
      /initial state is broken: units.a1.models\[0\].def: names no stat card of the game/,
    );
    // A unit off the battlefield, one facing no hexside, a model with negative damage.
    const edited = (patch: object) => ({ ...initial, units: { ...initial.units, [id]: { ...unit, ...patch } } });
    expect(refusal(withData({ initial: edited({ at: { q: 99, r: 99 } }), actions }))).toMatch(
      new RegExp(`units.${id}.at: .* is off the map`),
    );
    expect(refusal(withData({ initial: edited({ facing: 7 }), actions }))).toMatch(
      new RegExp(`units.${id}.facing: must be a whole number from 0 to 5`),
    );
    expect(refusal(withData({ initial: edited({ models: [{ ...unit.models[0], damage: -1 }] }), actions }))).toMatch(
      /damage: must be a whole number from 0/,
    );
    // A map that is not a map, a phase that does not exist, a truncated score.
    expect(refusal(withData({ initial: { ...initial, map: { ...initial.map, cols: 'ten' } }, actions }))).toMatch(
      /initial state is broken: map: /,
    );
    expect(refusal(withData({ initial: { ...initial, phase: 'lunch' }, actions }))).toMatch(
      /phase: must be one of .*not "lunch"/,
    );
    expect(refusal(withData({ initial: { ...initial, score: { turns: [] } }, actions }))).toMatch(
      /score.hvt: must be a list/,
    );
  });

  it('refuses a huge file before parsing it', () => {
    expect(refusal(' '.repeat(GAME_FILE_MAX_BYTES + 1))).toMatch(/too big/);
  });
});
