// docs/records.md, "A game state": validateState, the one full check of a game state read from outside. Every
// state of real games passes it unchanged; a broken one is refused with where it is broken; and a
// state that passes never makes the engine throw, shown by mutating states of real games field by
// field (tests/positions.ts and random games) and running every entry point on what passes.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  awaiting,
  boardingRoutes,
  describeEvent,
  hexsideKey,
  legalActions,
  makeDice,
  previewAttack,
  seedRng,
  unbridgedRoadProblems,
  validateState,
  type Action,
  type GameState,
} from '../../src/engine';
import { testGame, testMap } from '../helpers';
import { POSITIONS } from '../positions';
import { randomActions } from '../property/invariants';
import { playRandomGame } from '../property/randomPlay';

/** JSON with the keys of every object sorted: two states compare equal whatever their key order. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x,
  );
}

const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** States of real games: every named position, and states along random games (every kind of decision shows up). */
function sampleStates(games: number, every: number): { label: string; state: GameState }[] {
  const out = POSITIONS.map((p) => ({ label: p.name, state: p.state() }));
  for (let g = 0; g < games; g++) {
    let n = 0;
    playRandomGame(`validate-${g}`, {
      policy: g % 2 === 0 ? 'aggressive' : 'full',
      check: (s) => {
        n++;
        if (n % every === 0 || s.pending.length > 0 || s.resume.length > 0) {
          if (out.length < 400) out.push({ label: `game ${g}, state ${n}`, state: s });
        }
      },
    });
  }
  return out;
}

const STATES = sampleStates(6, 40);

describe('validateState', () => {
  it('takes every state of real games, cleaned to itself', () => {
    const refused: string[] = [];
    for (const { label, state } of STATES) {
      const r = validateState(copy(state));
      if (!r.ok) refused.push(`${label}: ${r.error.map((p) => p.message).join('; ')}`);
      else if (canonical(r.value) !== canonical(state)) refused.push(`${label}: the cleaned state differs`);
    }
    expect(refused).toEqual([]);
  });

  it('drops data the format does not know, however deep, rather than keeping it', () => {
    const s = copy(POSITIONS[0].state()) as unknown as Record<string, unknown>;
    let deep: unknown[] = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const map = s.map as Record<string, unknown>;
    map.junk = deep;
    (map.hexes as Record<string, unknown>[])[0].extra = 'x'.repeat(1000);
    const unit = Object.values(s.units as Record<string, Record<string, unknown>>)[0];
    unit.note = { any: 'thing' };
    s.extra = 1;
    const r = validateState(s);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const cleaned = r.value as unknown as Record<string, unknown>;
    expect('extra' in cleaned).toBe(false);
    expect('junk' in (cleaned.map as object)).toBe(false);
    expect('extra' in (cleaned.map as { hexes: object[] }).hexes[0]).toBe(false);
    expect('note' in (cleaned.units as Record<string, object>)[unit.id as string]).toBe(false);
  });

  it('drops control and bidirectional-override characters from team names, as from list names', () => {
    const s = copy(POSITIONS[0].state());
    s.teams[0].name = 'US\u202e Army\u0007';
    const r = validateState(s);
    if (!r.ok) throw new Error(r.error.map((p) => p.message).join('; '));
    expect(r.value.teams[0].name).toBe('US Army');
    expect(r.value.teams[1].name).toBe(s.teams[1].name);
  });

  it("reads the settings, the teams and the score by their schemas: every problem at its path, in the readers' words", () => {
    const said = (patch: object) => {
      const r = validateState({ ...copy(STATES[0].state), ...patch });
      return r.ok ? [] : r.error.map((p) => [p.code, p.message]);
    };
    // A team's name too long and only one team: both said.
    expect(said({ settings: { turns: 0 }, teams: [{ name: 'A'.repeat(1001) }] })).toEqual([
      ['BAD_STATE', 'settings.turns: must be a whole number from 1 to 20, not 0'],
      ['BAD_STATE', 'settings.smallHexes: must be true or false, not undefined'],
      ['TOO_LARGE', 'teams[0].name: is longer than 1000 characters'],
      ['BAD_STATE', 'teams: there must be two teams'],
    ]);
    expect(
      said({
        score: {
          turns: [{ turn: 1, points: [1, 'x'], markers: [{ objective: 1, team: 2, contested: false }] }],
          hvt: [0, 0, 0],
        },
      }),
    ).toEqual([
      ['BAD_STATE', 'score.turns[0].points[1]: must be a whole number from 0 to 100000, not "x"'],
      ['BAD_STATE', 'score.turns[0].markers[0].team: must be team 0 or 1, not 2'],
      ['TOO_LARGE', 'score.hvt: holds 3 items: at most 2'],
    ]);
    // A unit's fields by the schema, every one at its path; what they name (hex, carrier, cards) on top.
    const withUnits = copy(STATES[0].state);
    const [uid, unit] = Object.entries(withUnits.units)[0];
    const units = {
      ...withUnits.units,
      [uid]: {
        ...unit,
        team: 2,
        status: 'flying',
        suppressed: 'no',
        models: [{ ...unit.models[0], commander: 'general' }],
      },
    };
    expect(said({ units }).map(([, m]) => m)).toEqual([
      `units.${uid}.team: must be team 0 or 1, not 2`,
      `units.${uid}.models[0].commander: must be one of "commander", "junior", "senior", not "general"`,
      expect.stringMatching(/\.status: must be one of .*, not "flying"$/),
      `units.${uid}.suppressed: must be true or false, not "no"`,
    ]);
    // What a broken unit names is checked too: every problem at once.
    const offMap = { ...withUnits.units, [uid]: { ...unit, team: 2, at: { q: 900, r: 0 } } };
    expect(said({ units: offMap }).map(([, m]) => m)).toEqual([
      `units.${uid}.team: must be team 0 or 1, not 2`,
      `units.${uid}.at: {"q":900,"r":0} is off the map`,
    ]);
    // R2.1, R8.8: destroyed Bridges, text by the schema, each a Bridge of the map on top.
    expect(said({ destroyedBridges: [5, '0,0:9'] })).toEqual([
      ['BAD_STATE', 'destroyedBridges[0]: must be text, not 5'],
    ]);
    expect(said({ destroyedBridges: ['0,0:9'] })).toEqual([
      ['BAD_MAP', 'destroyedBridges[0]: "0,0:9" is no Bridge of the map'],
    ]);
    // The dice generator: one of two, each with its fields.
    const rng = STATES[0].state.rng as { alea: object };
    expect(said({ rng: { ...rng, keyed: { key: 'k', n: 0 } } }).map(([, m]) => m)).toEqual([
      'rng.keyed.key: must be 64 lowercase hexadecimal digits (a 32-byte key), not "k"',
    ]);
    expect(said({ rng: { ...rng, keyed: { key: 'a'.repeat(64), n: 0 } } }).map(([, m]) => m)).toEqual([
      'rng: holds two generators (alea and keyed): a game rolls with one',
    ]);
    expect(said({ rng: { script: [7] } }).map(([, m]) => m)).toEqual([
      'rng.script[0]: must be a whole number from 1 to 6, not 7',
    ]);
    expect(said({ rng: {} }).map(([, m]) => m)).toEqual([
      'rng.alea: is missing: rng must hold a generator, the seeded one (alea) or the keyed one (keyed)',
    ]);
    // The activation's fields by the schema; that it names a unit of the game, on top.
    const active = copy(STATES.find((x) => x.state.activation !== null)!.state);
    expect(
      said({ ...active, activation: { ...active.activation!, speedLeft: 41, unit: 'nobody' } }).map(([, m]) => m),
    ).toEqual([
      'activation.speedLeft: must be a whole number from 0 to 40, not 41',
      'activation.unit: names no unit of the game ("nobody")',
    ]);
    expect(said({ ...active, activation: { ...active.activation!, unit: 'nobody' } }).map(([, m]) => m)).toContain(
      'activation.unit: names no unit of the game ("nobody")',
    );
    // R3.2: an Objective Marker's fields by the schema, its place on the map and its own id on top.
    const placed = STATES.find((x) => x.state.objectives.length > 0)!.state;
    const [first] = placed.objectives;
    const objectives = validateState({
      ...copy(placed),
      objectives: [first, { ...first, value: 4 }, { ...first, at: { q: 900, r: 0 } }],
    });
    expect(objectives.ok ? [] : objectives.error.map((p) => [p.code, p.message])).toEqual([
      ['BAD_STATE', 'objectives[1].value: must be one of 1, 2, 3, not 4'],
    ]);
    const twice = validateState({ ...copy(placed), objectives: [first, { ...first, at: { q: 900, r: 0 } }] });
    expect(twice.ok ? [] : twice.error.map((p) => [p.code, p.message])).toEqual([
      ['BAD_STATE', `objectives[1].id: objective id ${first.id} is used twice`],
      ['BAD_PLACEMENT', 'objectives[1].at: {"q":900,"r":0} is off the map'],
    ]);
    const oneTeam = validateState({ ...copy(STATES[0].state), teams: [{ name: 'A' }] });
    expect(!oneTeam.ok && oneTeam.error.map((p) => p.message)).toEqual(['teams: there must be two teams']);
  });

  it('reads the decisions owed, the continuation and the fields of play by their schemas: every problem at once, at its path', () => {
    const named = () => copy(POSITIONS.find((p) => p.name === "the target's owner names the model attacked")!.state());
    const said = (s: GameState) => {
      const r = validateState(s);
      return r.ok ? [] : r.error.map((p) => p.message);
    };
    const s = named();
    const last = s.pending.length - 1;
    const top = s.resume.length - 1;
    const decision = s.pending[last] as unknown as Record<string, unknown>;
    const attack = (
      s.resume[top] as unknown as { attack: { spec: Record<string, unknown>; strikes: Record<string, unknown>[] } }
    ).attack;
    // A wrong type and a unit that does not exist in one decision, a stat card that does not exist
    // and a wrong profile in the attack under way, the Junior Commanders' targets: all told.
    Object.assign(decision, { reason: 'x', unit: 'nobody' });
    Object.assign(attack.spec, { card: 'nope', from: { q: 900, r: 0 } });
    s.commandTargets = { nobody: ['e', 5] } as unknown as GameState['commandTargets'];
    expect(said(s)).toEqual([
      'commandTargets.nobody[1]: must be a unit id, not 5',
      `pending[${last}].reason: must be one of "target", "extraCasualty", not "x"`,
      'commandTargets.nobody: names no unit of the game ("nobody")',
      `pending[${last}].unit: names no unit of the game ("nobody")`,
      `resume[${top}].attack.spec.from: {"q":900,"r":0} is off the map`,
      `resume[${top}].attack.spec.card: names no stat card of the game ("nope")`,
    ]);
    // A kind the format does not know, and a reroll of no known roll.
    const kinds = named();
    (kinds.pending as unknown[])[last] = { ...decision, kind: 'bribe' };
    (kinds.resume as unknown[])[top] = {
      kind: 'attack',
      attack: { ...attack, strikes: [{ ...attack.strikes[0], profile: 'air' }] },
    };
    expect(said(kinds)).toEqual(expect.arrayContaining([`pending[${last}].kind: "bribe" is no kind of decision`]));
    const reroll = named();
    (reroll.pending as unknown[])[last] = {
      kind: 'reroll',
      team: 0,
      unit: 'e',
      model: 1,
      dice: [1],
      roll: 'luck',
      index: 0,
    };
    expect(said(reroll)).toEqual([`pending[${last}].roll: must be one of "attack", "defense", "movement", not "luck"`]);
    // The fields of play: where play stands and who acts, and the turn within the game's length (R7.3).
    const play = named();
    Object.assign(play, { phase: 'lunch', active: 2, turn: 1.5 });
    expect(said(play)).toEqual([
      'turn: must be a whole number from 0 to 1000, not 1.5',
      'phase: must be one of "setup", "movement", "assault", "ended", not "lunch"',
      'active: must be team 0 or 1, not 2',
    ]);
    const late = named();
    late.turn = late.settings.turns! + 1;
    expect(said(late)).toEqual([`turn: must be a whole number from 0 to ${late.settings.turns}, not ${late.turn}`]);
  });

  it('refuses each broken state seen in the field, saying where it is broken', () => {
    const base = () =>
      copy(
        STATES.find(
          (x) => x.state.phase === 'movement' && Object.values(x.state.units).some((u) => u.status === 'map'),
        )!.state,
      );
    const unitOnMap = (s: GameState) => Object.values(s.units).find((u) => u.status === 'map')!;
    const cases: [string, (s: GameState) => void, string][] = [
      ['pending: [{}]', (s) => ((s as { pending: unknown }).pending = [{}]), 'pending[0]'],
      ['pending: [5]', (s) => ((s as { pending: unknown }).pending = [5]), 'pending[0]'],
      ['pending: [null]', (s) => ((s as { pending: unknown }).pending = [null]), 'pending[0]'],
      ['rng: {} (would throw at the first die)', (s) => ((s as { rng: unknown }).rng = {}), 'rng.alea'],
      ['scripted dice of 100', (s) => (s.rng = { ...s.rng, script: [100] }), 'rng.script[0]'],
      ['turns: "abc" (R7.3)', (s) => ((s.settings as { turns: unknown }).turns = 'abc'), 'settings.turns'],
      ['a hex off the map', (s) => (unitOnMap(s).at = { q: 500, r: 500 }), `.at`],
      [
        'a unit filed as __proto__',
        (s) =>
          Object.defineProperty(s.units, '__proto__', {
            value: { ...unitOnMap(s), id: '__proto__' },
            enumerable: true,
          }),
        'units.__proto__',
      ],
      [
        'a unit filed as toString',
        (s) => (s.units.toString = { ...unitOnMap(s), id: 'toString' } as never),
        'units.toString',
      ],
      [
        'a carrier named toString',
        (s) => Object.assign(unitOnMap(s), { status: 'embarked', at: null, carrier: 'toString' }),
        '.carrier',
      ],
      ['a stat card named constructor', (s) => (unitOnMap(s).models[0].def = 'constructor'), '.models[0].def'],
      [
        'a Transport carrying itself (R4.6)',
        (s) => Object.assign(unitOnMap(s), { status: 'embarked', at: null, carrier: unitOnMap(s).id }),
        '.carrier',
      ],
      ['score.turns: [null]', (s) => ((s.score as { turns: unknown }).turns = [null]), 'score.turns[0]'],
      [
        'an activation with speedLeft 1e9',
        (s) =>
          (s.activation = {
            unit: unitOnMap(s).id,
            moveKind: null,
            speedLeft: 1e9,
            freeRoadSteps: 0,
            moved: false,
            halted: false,
            attacked: [],
            stationaryFire: false,
            boarding: null,
            carrier: null,
            arrived: false,
          }),
        'activation.speedLeft',
      ],
      ['a model with damage -1', (s) => (unitOnMap(s).models[0].damage = -1), '.models[0].damage'],
      ['a winner while the game goes on (R7.3)', (s) => (s.winner = 0), 'winner'],
    ];
    for (const [name, mutate, where] of cases) {
      const s = base();
      mutate(s);
      const r = validateState(s);
      expect(r.ok, name).toBe(false);
      if (r.ok) continue;
      expect(
        r.error.some((p) => p.where.endsWith(where) || p.where.startsWith(where)),
        `${name}: ${JSON.stringify(r.error)}`,
      ).toBe(true);
      expect(r.error.every((p) => p.message.length > 0)).toBe(true);
    }
  });

  it('R3, R4.1, R7.1: refuses a turn and phase that cannot be together, and a score of turns not yet played, at their paths', () => {
    const movement = () =>
      copy(STATES.find((x) => x.state.phase === 'movement' && x.state.pending.length === 0)!.state);
    const setup = () => copy(POSITIONS.find((p) => p.name === 'the first Objective Marker')!.state());
    const cases: [string, () => GameState, (s: GameState) => void, string, RegExp][] = [
      [
        'turn 0 in the Movement Phase',
        movement,
        (s) => (s.turn = 0),
        'turn',
        /turn 0 is the setup \(R3\): the Movement Phase is played from turn 1 on \(R4\.1\)/,
      ],
      [
        'turn 0 in the Assault Phase',
        movement,
        (s) => Object.assign(s, { turn: 0, phase: 'assault' }),
        'turn',
        /the Assault Phase is played from turn 1 on/,
      ],
      ['turn 2 in the setup', setup, (s) => (s.turn = 2), 'turn', /the turn is 0 during the setup, not 2/],
      [
        'a score of turn 4 in turn 1',
        movement,
        (s) => (s.score.turns = [{ turn: 4, points: [3, 0], markers: [] }]),
        'score.turns[0].turn',
        /turn 4 is scored when it ends \(R7\.1\)/,
      ],
      [
        'turn 1 scored twice',
        movement,
        (s) =>
          Object.assign(s, {
            turn: 3,
            score: {
              ...s.score,
              turns: [
                { turn: 1, points: [0, 0], markers: [] },
                { turn: 1, points: [0, 0], markers: [] },
              ],
            },
          }),
        'score.turns[1].turn',
        /scored once, in order/,
      ],
      [
        'an ended game owing a decision',
        () => copy(POSITIONS.find((p) => p.name === "the target's owner names the model attacked")!.state()),
        (s) => Object.assign(s, { phase: 'ended', activation: null }),
        'pending',
        /an ended game owes no decision \(R7\.3\)/,
      ],
    ];
    for (const [name, base, mutate, where, says] of cases) {
      const s = base();
      mutate(s);
      const r = validateState(s);
      expect(r.ok, name).toBe(false);
      if (r.ok) continue;
      expect(r.error.find((p) => p.where === where)?.message, `${name}: ${JSON.stringify(r.error)}`).toMatch(says);
      expect(r.error.find((p) => p.where === where)?.message.startsWith(`${where}: `)).toBe(true);
    }
  });

  it('refuses garbage in a pending attack, step or decision, naming the field: never played on', () => {
    const position = (name: string) => () => copy(POSITIONS.find((p) => p.name === name)!.state());
    const named = position("the target's owner names the model attacked");
    const attackRoll = position('Versatile Warmachine: reroll a die of the attack');
    const step = position('Versatile Warmachine: reroll a failed movement roll');
    const survivors = position('survivors of a destroyed Transport placed next to it');
    const junior = () => {
      const s = position('a Junior Commander picks the units he casts on')();
      // The game's first action was the initiative: his pick is owed now.
      return s;
    };
    const vote = position('an open-ended game: the vote to end it');
    type Frame = {
      attack: Record<string, unknown> & {
        spec: Record<string, unknown>;
        strikes: Record<string, unknown>[];
        rolls: Record<string, unknown>[];
      };
    };
    const attackOf = (s: GameState) => (s.resume[s.resume.length - 1] as unknown as Frame).attack;
    const pendingOf = (s: GameState) =>
      s.pending[s.pending.length - 1] as unknown as Record<string, unknown> & { step: Record<string, unknown> };
    const last = (s: GameState) => `pending[${s.pending.length - 1}]`;
    const top = (s: GameState) => `resume[${s.resume.length - 1}].attack`;
    const cases: [string, () => GameState, (s: GameState) => void, (s: GameState) => string, RegExp][] = [
      // The attack under way (R6).
      [
        'an attack at range 7 from the next hex',
        named,
        (s) => (attackOf(s).spec.range = 7),
        (s) => `${top(s)}.spec.range`,
        /not 7 \(R6\.1\)/,
      ],
      [
        'an attack at a friendly unit',
        named,
        (s) => (attackOf(s).spec.target = attackOf(s).spec.unit),
        (s) => `${top(s)}.spec.target`,
        /against enemy units \(R4\.5\)/,
      ],
      [
        'an attack made by a unit not activated',
        named,
        (s) => (s.activation = null),
        (s) => `${top(s)}.spec.unit`,
        /made by the unit activated \(R4\.3\)/,
      ],
      [
        'an aimed attack striking another unit',
        attackRoll,
        (s) => (attackOf(s).strikes[0].unit = 'w'),
        (s) => `${top(s)}.strikes[0].unit`,
        /strikes the unit aimed at \(R6\.6\)/,
      ],
      [
        'three strikes of one attack',
        attackRoll,
        (s) => attackOf(s).strikes.push(attackOf(s).strikes[0], attackOf(s).strikes[0]),
        (s) => `${top(s)}.strikes`,
        /3 strikes/,
      ],
      [
        'an attack roll of 2 dice where it rolls 11',
        attackRoll,
        (s) => (attackOf(s).rolls[0].dice = [6, 6]),
        (s) => `${top(s)}.rolls[0].dice`,
        /2 dice rolled where the attack rolls 11 \(R6\.4\)/,
      ],
      [
        'defense dice before the attack dice',
        named,
        (s) =>
          attackOf(s).strikes.push({
            unit: 'e',
            model: 3,
            profile: 'infantry',
            attack: null,
            defenseDice: [6],
            rerollOffered: false,
            resolved: false,
          }),
        (s) => `${top(s)}.strikes[0].defenseDice`,
        /after the attack dice \(R6\.5\)/,
      ],
      // The decisions owed.
      [
        'a model named by the attacker',
        named,
        (s) => (pendingOf(s).team = 0),
        (s) => `${last(s)}.team`,
        /owner of the unit attacked names its model \(R6\.6\)/,
      ],
      [
        'a reroll of dice nobody rolled',
        attackRoll,
        (s) => (pendingOf(s).dice = [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]),
        (s) => `${last(s)}.dice`,
        /the attack dice rolled, as rolled \(R8\.6\)/,
      ],
      [
        'a reroll by the other team',
        attackRoll,
        (s) => (pendingOf(s).team = 1),
        (s) => `${last(s)}.team`,
        /owner of the unit rerolling \(R8\.6\)/,
      ],
      [
        'a held step that jumps across the map',
        step,
        (s) => (pendingOf(s).step.to = { q: 0, r: 5 }),
        (s) => `${last(s)}.step.to`,
        /goes to the next hex/,
      ],
      [
        'a held step from where its unit is not',
        step,
        (s) => (pendingOf(s).step.from = { q: 0, r: 0 }),
        (s) => `${last(s)}.step.from`,
        /starts where w stands \(R5\.3\)/,
      ],
      [
        'a reroll of a movement roll of 6',
        step,
        (s) => (pendingOf(s).dice = [6]),
        (s) => `${last(s)}.dice`,
        /passed \(R5\.3: 4\+\)/,
      ],
      [
        'a step costing more Speed than is left',
        step,
        (s) => (pendingOf(s).step.cost = 40),
        (s) => `${last(s)}.step.cost`,
        /Speed/,
      ],
      [
        'a reroll of another roll than the failed one',
        step,
        (s) => Object.assign(pendingOf(s).step, { rolls: ['forest', 'forest'] }) && (pendingOf(s).index = 1),
        (s) => `${last(s)}.index`,
        /the roll that failed/,
      ],
      [
        'survivors placed far from their Transport',
        survivors,
        (s) => (pendingOf(s).choices = [s.units.g.at!]),
        (s) => `${last(s)}.choices[0]`,
        /next to their destroyed Transport \(R8\.7\)/,
      ],
      [
        'a Junior Commander casting on the enemy',
        junior,
        (s) => (pendingOf(s).choices = ['e']),
        (s) => `${last(s)}.choices[0]`,
        /other friendly units \(R8\.4\)/,
      ],
      [
        'an end vote in a game of 5 turns',
        vote,
        (s) => (s.settings.turns = 5),
        (s) => last(s),
        /only an open-ended game ends by a vote \(R7\.3\)/,
      ],
    ];
    for (const [name, base, mutate, whereOf, says] of cases) {
      const s = base();
      expect(validateState(copy(s)).ok, `${name}: the position itself is taken`).toBe(true);
      mutate(s);
      const where = whereOf(s);
      const r = validateState(s);
      expect(r.ok, name).toBe(false);
      if (r.ok) continue;
      const found = r.error.find((p) => p.where === where);
      expect(found?.message, `${name}: ${JSON.stringify(r.error)}`).toMatch(says);
    }
  });

  it('R5.6: refuses three units of a team in one hex, where two may stand; R2.3: two in a 2-inch hex', () => {
    const game = (smallHexes: boolean) =>
      testGame({
        settings: { smallHexes },
        units: [
          { id: 'r1', team: 0, models: ['rifle'], at: [1, 1] },
          { id: 'r2', team: 0, models: ['rifle'], at: [2, 1] },
          { id: 'r3', team: 0, models: ['rifle'], at: [3, 1] },
          { id: 'e', team: 1, models: ['rifle'], at: [5, 5] },
        ],
      });
    const three = copy(game(false));
    three.units.r2.at = three.units.r1.at;
    expect(validateState(copy(three)).ok).toBe(true);
    three.units.r3.at = three.units.r1.at;
    const r = validateState(three);
    expect(!r.ok && r.error.map((p) => `${p.where} ${p.message}`)).toEqual([
      expect.stringMatching(/^units\.r3\.at .*2 units of a team at most \(R5\.6\)/),
    ]);
    const small = copy(game(true));
    small.units.r2.at = small.units.r1.at;
    const s = validateState(small);
    expect(!s.ok && s.error.map((p) => p.message).join()).toMatch(/R2\.3/);
  });

  it("tells a broken map's, stat cards' or units' problems together with the rest's, making none up", () => {
    const placed = STATES.find((x) => x.state.objectives.length > 0)!.state;
    const [uid, unit] = Object.entries(placed.units)[0];
    const [first] = placed.objectives;
    const said = (patch: object) => {
      const r = validateState({ ...copy(placed), ...patch });
      return r.ok ? [] : r.error.map((p) => `${p.where} ${p.message}`);
    };
    const brokenUnit = { ...unit, team: 2, at: { q: 900, r: 0 }, cards: ['nope'] };
    const offMap = [{ ...first, at: { q: 900, r: 0 } }];
    // A map whose hexes are broken still has its size: hexes off it are told, and so is the rest.
    const hexes = copy(placed.map.hexes) as unknown[];
    hexes[0] = { terrain: 'lava' };
    expect(
      said({ map: { ...placed.map, hexes }, units: { ...placed.units, [uid]: brokenUnit }, objectives: offMap }),
    ).toEqual([
      'map map: hex A1 has unknown terrain "lava"',
      `units.${uid}.team units.${uid}.team: must be team 0 or 1, not 2`,
      `units.${uid}.at units.${uid}.at: {"q":900,"r":0} is off the map`,
      `units.${uid}.cards[0] units.${uid}.cards[0]: names no stat card of the game ("nope")`,
      'objectives[0].at objectives[0].at: {"q":900,"r":0} is off the map',
    ]);
    // A map with no size cannot say what is off it; what does not need the map is still told.
    expect(
      said({
        map: 'a map',
        units: { ...placed.units, [uid]: brokenUnit },
        objectives: [{ ...first, value: 4 }],
        destroyedBridges: ['0,0:9'],
      }),
    ).toEqual([
      'map map: the map is not an object',
      `units.${uid}.team units.${uid}.team: must be team 0 or 1, not 2`,
      `units.${uid}.cards[0] units.${uid}.cards[0]: names no stat card of the game ("nope")`,
      'objectives[0].value objectives[0].value: must be one of 1, 2, 3, not 4',
    ]);
    // A size its hexes disagree with: which is wrong is not known, so no hex is called off the map.
    expect(said({ map: { ...placed.map, rows: 2 } })).toEqual([
      `map map: hexes must list cols x rows = ${placed.map.cols * 2} hexes`,
    ]);
    // A broken stat card is still a card of the game: a unit naming it is not told it names none.
    const card = unit.models[0].def;
    const defs = { ...placed.defs, [card]: { ...placed.defs[card], speed: 'fast' } };
    const broken = said({ defs, units: { ...placed.units, [uid]: { ...unit, team: 2 } } });
    expect(broken).toContain(`units.${uid}.team units.${uid}.team: must be team 0 or 1, not 2`);
    expect(broken.filter((m) => m.startsWith('defs.'))).not.toEqual([]);
    expect(broken.filter((m) => m.includes('names no stat card'))).toEqual([]);
    // Units that are no object: nothing is told to name no unit, and the objectives are still read.
    expect(said({ units: [], objectives: offMap })).toEqual([
      'units units: must be an object',
      'objectives[0].at objectives[0].at: {"q":900,"r":0} is off the map',
    ]);
  });

  it('R2.1: a game begun on a map with a road across a River without a Bridge loads as it was played', () => {
    // A road from C2 east to D2 over a River; a Bridge carries it.
    const roads = { '2,1': { roads: [0 as const] }, '3,1': { roads: [3 as const] } };
    const bridged = testGame({
      map: testMap(8, 8, roads, [{ col: 2, row: 1, dir: 0, kind: 'river', bridge: true }]),
      units: [
        { id: 'r', team: 0, models: ['rifle'], at: [1, 6] },
        { id: 'e', team: 1, models: ['rifle'], at: [5, 5] },
      ],
    });
    expect(validateState(copy(bridged)).ok).toBe(true);
    // R2.1, R8.8: a Bridge destroyed in play cuts the road by rule; the state is sound.
    const bridge = bridged.map.hexsides[0];
    const destroyed = validateState({ ...copy(bridged), destroyedBridges: [hexsideKey(bridge.hex, bridge.dir)] });
    expect(destroyed.ok).toBe(true);
    // A map made now may not have it (unbridgedRoadProblems, for scenarios and the server); a
    // saved game on one made before still loads.
    const unbridged = copy(bridged);
    delete unbridged.map.hexsides[0].bridge;
    expect(unbridgedRoadProblems(unbridged.map)).toHaveLength(1);
    expect(validateState(unbridged).ok).toBe(true);
  });

  it('R5.1: refuses a unit standing on Water unless it is Amphibious, at its path', () => {
    const base = testGame({
      map: testMap(10, 8, { '1,1': { terrain: 'water' } }),
      units: [
        { id: 'r', team: 0, models: ['rifle'], at: [3, 1] },
        { id: 'e', team: 1, models: ['rifle'], at: [5, 5] },
      ],
    });
    expect(validateState(copy(base)).ok).toBe(true);
    const wet = copy(base);
    wet.units.r.at = { q: 1, r: 1 };
    const r = validateState(wet);
    expect(!r.ok && r.error.map((p) => `${p.where} ${p.message}`)).toEqual([
      expect.stringMatching(/^units\.r\.at .*Water.*Amphibious.*\(R5\.1\)$/),
    ]);
  });
});

// ---- The property: what passes never breaks the engine. ----

/** Mutations per sampled state, and which states (every STRIDE-th); raise them for a long run. */
const PER_STATE = Number(process.env.VALIDATE_MUTATIONS ?? 60);
const STRIDE = Number(process.env.VALIDATE_STRIDE ?? 8);

/** A value put in place of a field: wrong types, out of range, ids of built-in properties, huge numbers. */
const REPLACEMENTS: unknown[] = [
  undefined,
  null,
  {},
  [],
  '',
  'x',
  'toString',
  '__proto__',
  'constructor',
  -1,
  0,
  1,
  2,
  5,
  6,
  7,
  1.5,
  1e9,
  -1e9,
  true,
  false,
  [null],
  [{}],
  { q: 0, r: 0 },
  { q: 99, r: 99 },
];

/** Every path to a field of a state, skipping most of the battlefield's hexes (they are alike). */
function paths(v: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (v === null || typeof v !== 'object') return out;
  if (at[0] === 'map' && at[1] === 'hexes' && at.length >= 2 && (at.length > 2 ? (at[2] as number) > 3 : false))
    return out;
  if (at[0] === 'defs' && at.length > 3) return out;
  const entries = Array.isArray(v) ? v.map((x, i) => [i, x] as const) : Object.entries(v);
  for (const [k, x] of entries) {
    if (at[0] === 'map' && at[1] === 'hexes' && at.length === 2 && (k as number) > 3) continue;
    paths(x, [...at, k], out);
  }
  return out;
}

function getAt(root: unknown, path: (string | number)[]): unknown {
  let o = root as Record<string | number, unknown>;
  for (const k of path) o = o[k] as Record<string | number, unknown>;
  return o;
}

function setAt(root: unknown, path: (string | number)[], value: unknown): void {
  let o = root as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (value === undefined) {
    if (Array.isArray(o) && typeof last === 'number') o.splice(last, 1);
    else delete o[last];
  } else o[last] = value;
}

/** Every engine entry point the page calls on a state; throws when one throws. */
function exercise(state: GameState, random: () => number): void {
  awaiting(state);
  const legal = legalActions(state);
  // randomActions draws ids from the units: a state without any gets listed actions only.
  const tried: Action[] = [
    ...legal.slice(0, 12),
    ...(Object.keys(state.units).length > 0 ? randomActions(state, random, 6) : []),
  ];
  for (const a of tried) {
    if (a.type === 'attack') previewAttack(state, a);
    const r = applyAction(state, a);
    if (!r.ok) continue;
    for (const e of r.events) describeEvent(r.state, e);
    awaiting(r.state);
    legalActions(r.state);
  }
  for (const u of Object.values(state.units))
    if (u.status === 'embarked' || u.status === 'map') boardingRoutes(state, u);
}

describe('a state validateState takes never makes the engine throw', () => {
  it(
    'holds for states of real games mutated field by field',
    () => {
      const random = seedrandom('mutate');
      const failures: string[] = [];
      let taken = 0;
      let tried = 0;
      const picks = STATES.filter((_, i) => i % STRIDE === 0);
      for (const { label, state } of picks) {
        const all = paths(state).filter((p) => p.length > 0);
        for (let k = 0; k < PER_STATE; k++) {
          const path = all[Math.floor(random() * all.length)];
          // A wrong value, or (as often) a value taken from another field of the same state: an id
          // of another unit, another model's number, another hex, of the right type but wrong.
          const value =
            random() < 0.5
              ? REPLACEMENTS[Math.floor(random() * REPLACEMENTS.length)]
              : copy(getAt(state, all[Math.floor(random() * all.length)]));
          const s = copy(state);
          setAt(s, path, value);
          tried++;
          const r = validateState(s);
          if (!r.ok) {
            if (r.error.length === 0 || r.error.some((p) => p.message === ''))
              failures.push(`${label} ${path.join('.')}=${JSON.stringify(value)}: refused without a message`);
            continue;
          }
          taken++;
          try {
            exercise(r.value, random);
          } catch (e) {
            failures.push(`${label}: ${path.join('.')} = ${JSON.stringify(value)} passes but ${(e as Error).message}`);
          }
        }
      }
      expect(failures.slice(0, 20)).toEqual([]);
      // Both sides are exercised: many mutations are harmless (a flag flipped), many are refused.
      expect(taken).toBeGreaterThan(tried / 20);
      expect(taken).toBeLessThan(tried);
      // A long run (VALIDATE_MUTATIONS raised) may take minutes: no time limit then.
    },
    PER_STATE > 60 || STRIDE < 8 ? 0 : undefined,
  );
});

describe('validateState reads both dice generators (docs/online.md "Provably fair dice")', () => {
  const KEY = '9f'.repeat(32);
  const base = () => copy(POSITIONS[0].state());

  it('a state of either generator, scripted or not, comes back the same and rolls the same dice', () => {
    for (const rng of [
      seedRng('round trip'),
      seedRng('round trip', [6, 1]),
      { keyed: { key: KEY, n: 37 } },
      { keyed: { key: KEY, n: 0 }, script: [2, 3] },
    ]) {
      const s = { ...base(), rng };
      const r = validateState(copy(s));
      if (!r.ok) throw new Error(r.error.map((p) => p.message).join('; '));
      expect(r.value.rng).toEqual(rng);
      expect(canonical(r.value)).toBe(canonical(s));
      const a = makeDice(rng);
      const b = makeDice(r.value.rng);
      expect([a.d6(), a.d6(), a.d6(), a.pick(5)]).toEqual([b.d6(), b.d6(), b.d6(), b.pick(5)]);
    }
  });

  it('refuses a bad keyed generator, or two generators, saying where', () => {
    const cases: [string, unknown, string, RegExp][] = [
      ['a short key', { keyed: { key: 'abc', n: 0 } }, 'rng.keyed.key', /64 lowercase hexadecimal/],
      ['an upper-case key', { keyed: { key: KEY.toUpperCase(), n: 0 } }, 'rng.keyed.key', /64 lowercase hexadecimal/],
      ['no key', { keyed: { n: 0 } }, 'rng.keyed.key', /64 lowercase hexadecimal/],
      ['a negative counter', { keyed: { key: KEY, n: -1 } }, 'rng.keyed.n', /whole number/],
      ['a fractional counter', { keyed: { key: KEY, n: 1.5 } }, 'rng.keyed.n', /whole number/],
      ['keyed: null', { keyed: null }, 'rng.keyed', /object/],
      ['both generators', { ...seedRng('x'), keyed: { key: KEY, n: 0 } }, 'rng', /two generators/],
      ['neither', { script: [1] }, 'rng.alea', /seeded one \(alea\) or the keyed one \(keyed\)/],
    ];
    for (const [name, rng, where, message] of cases) {
      const r = validateState({ ...base(), rng });
      expect(r.ok, name).toBe(false);
      if (!r.ok)
        expect(r.error, name).toContainEqual(
          expect.objectContaining({ where, message: expect.stringMatching(message) }),
        );
    }
  });
});
