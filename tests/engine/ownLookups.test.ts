// Ids from outside are looked up as own properties only (core/own.ts, docs/records.md): a unit,
// model or card id that is the name of a built-in object property ("toString", "constructor",
// "__proto__", "hasOwnProperty") or empty is refused with a rule error, never thrown on, and the
// state is left as it was.
import { describe, expect, it } from 'vitest';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { TILES } from '../../src/data/tiles';
import {
  applyAction,
  createGame,
  legalActions,
  loadScenario,
  previewAttack,
  validateArmy,
  type Action,
  type GameState,
} from '../../src/engine';
import { savedStateProblems } from '../../src/store/files/savedState';
import { playRandomGame } from '../property/randomPlay';
import { card, DEFS, testGame, testMap } from '../helpers';
import { survivorOrderPosition } from '../positions';

const BAD_IDS = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf', ''];

/** One action of every type, with ids to be replaced. */
const TEMPLATES: Action[] = [
  { type: 'deploy', unit: 'x', at: { q: 0, r: 0 } },
  { type: 'deployReserve', unit: 'x' },
  { type: 'deployEmbarked', unit: 'x', carrier: 'x' },
  { type: 'move', unit: 'x', path: [{ q: 0, r: 0 }] },
  { type: 'pivot', unit: 'x', facing: 0 },
  { type: 'hold', unit: 'x' },
  { type: 'attack', unit: 'x', model: 1, target: 'x' },
  { type: 'demolish', unit: 'x', model: 1, dir: 0 },
  { type: 'embark', unit: 'x', carrier: 'x' },
  { type: 'disembark', unit: 'x' },
  { type: 'arrive', unit: 'x', at: { q: 0, r: 0 } },
  { type: 'returnToReserve', unit: 'x' },
  { type: 'defensiveFire', unit: 'x', at: 'to' },
  { type: 'chooseCommandTargets', units: ['x'] },
  { type: 'chooseSurvivorOrder', unit: 'x' },
];

/** The action with each of its id fields (one at a time) set to each bad id. */
function withBadIds(action: Action): Action[] {
  const out: Action[] = [];
  for (const bad of BAD_IDS) {
    for (const field of ['unit', 'target', 'carrier'] as const) {
      if (field in action) out.push({ ...action, [field]: bad } as Action);
    }
    if (action.type === 'chooseCommandTargets')
      out.push({ ...action, units: [bad] }, { ...action, units: [...action.units.slice(0, 1), bad] });
  }
  return out;
}

/** States at every phase and kind of decision random games reach, one of each. */
function situations(): Map<string, GameState> {
  const out = new Map<string, GameState>();
  for (const seed of ['own-1', 'own-2']) {
    playRandomGame(seed, {
      policy: 'aggressive',
      check: (state) => {
        const top = state.pending.at(-1)?.kind ?? (state.activation ? 'activation' : 'none');
        const key = `${state.phase}/${state.setupStep ?? ''}/${top}`;
        if (!out.has(key)) out.set(key, state);
      },
    });
  }
  return out;
}

/** R8.4: a Junior Commander's pending choice of the units he casts on. */
function commandChoice(): GameState {
  const captain = card('captain', 'Infantry Officer', { abilities: [{ id: 'pinPointer' }] });
  return testGame({
    units: [
      { id: 'sq', team: 0, models: ['rifle', 'captain'], at: [1, 3], commander: { model: 1, grade: 'junior' } },
      { id: 'u1', team: 0, models: ['rifle'], at: [1, 5] },
      { id: 'e', team: 1, models: ['rifle'], at: [7, 7] },
    ],
    cards: [captain],
  });
}

describe('ids that name built-in object properties are refused, never thrown on', () => {
  it('R4.2, R4.5, R4.6, R5.7, R8.4, R8.19: every action type with such an id, at every phase and decision, is refused with a rule error and the state unchanged', () => {
    const states = situations();
    states.set('commandTargets', commandChoice());
    states.set('survivorOrder', survivorOrderPosition());
    // The random games reached the setup, activations in both phases and Defensive Fire at least.
    expect([...states.keys()].some((k) => k.startsWith('setup/deployment'))).toBe(true);
    expect([...states.keys()].some((k) => k.endsWith('/defensiveFire'))).toBe(true);
    expect(states.get('commandTargets')!.pending.at(-1)?.kind).toBe('commandTargets');
    let tried = 0;
    for (const [key, state] of states) {
      const before = JSON.stringify(state);
      // Every listed action (those get past the phase checks to the id) and one of every type.
      for (const template of [...legalActions(state).slice(0, 60), ...TEMPLATES]) {
        for (const action of withBadIds(template)) {
          const r = applyAction(state, action);
          tried++;
          expect(r.ok, `${key}: ${JSON.stringify(action)}`).toBe(false);
          if (!r.ok) {
            expect(r.error.code, `${key}: ${JSON.stringify(action)}`).toMatch(/^[A-Z_]+$/);
            expect(r.error.rule, `${key}: ${JSON.stringify(action)}`).toMatch(/^R\d/);
          }
        }
      }
      expect(JSON.stringify(state), key).toBe(before);
    }
    expect(tried).toBeGreaterThan(1000);
  });

  it('R8.4: an empty unit id is not a Junior Commander target', () => {
    const state = commandChoice();
    for (const units of [[''], ['u1', '']]) {
      const r = applyAction(state, { type: 'chooseCommandTargets', units });
      expect(!r.ok && r.error).toMatchObject({ code: 'COMMAND', rule: 'R8.4' });
    }
    expect(applyAction(state, { type: 'chooseCommandTargets', units: ['u1'] }).ok).toBe(true);
  });

  it('R4.5: the attack preview refuses them as the attack does', () => {
    const state = {
      ...testGame({
        units: [
          { id: 'a', team: 0, models: ['rifle'], at: [1, 1] },
          { id: 'b', team: 1, models: ['rifle'], at: [1, 3] },
        ],
      }),
      phase: 'assault' as const,
    };
    for (const bad of BAD_IDS) {
      expect(previewAttack(state, { unit: bad, model: 1, target: 'b' })).toMatchObject({
        ok: false,
        error: { code: 'UNKNOWN_UNIT' },
      });
      expect(previewAttack(state, { unit: 'a', model: 1, target: bad })).toMatchObject({
        ok: false,
        error: { code: 'UNKNOWN_UNIT' },
      });
    }
  });
});

describe('createGame, loadScenario and saved states refuse such ids with a clear message', () => {
  const reserved = (id: string) => `"${id}" is the name of a built-in object property and may not be used as an id`;

  it('createGame: as a unit id, and as a stat card id that is not in the catalog', () => {
    for (const bad of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      const asUnit = createGame({
        seed: 's',
        map: testMap(6, 6),
        catalog: DEFS,
        teams: [
          { name: 'A', units: [{ id: bad, models: ['rifle'] }] },
          { name: 'B', units: [{ models: ['rifle'] }] },
        ],
      });
      expect(!asUnit.ok && asUnit.error, bad).toEqual([
        { code: 'BAD_UNIT', where: 'teams[0].units[0].id', message: `A, unit ${bad}: ${reserved(bad)}` },
      ]);
      const asCard = createGame({
        seed: 's',
        map: testMap(6, 6),
        catalog: DEFS,
        teams: [
          { name: 'A', units: [{ models: [bad] }] },
          { name: 'B', units: [{ models: ['rifle'] }] },
        ],
      });
      expect(!asCard.ok && asCard.error, bad).toEqual([
        { code: 'UNKNOWN_CARD', where: 'teams[0].units[0].models', message: `A, unit a1: unknown stat card "${bad}"` },
      ]);
    }
    const emptyId = createGame({
      seed: 's',
      map: testMap(6, 6),
      catalog: DEFS,
      teams: [
        { name: 'A', units: [{ id: '', models: ['rifle'] }] },
        { name: 'B', units: [{ models: ['rifle'] }] },
      ],
    });
    expect(!emptyId.ok && emptyId.error.map((p) => p.message)).toEqual(['A, unit : an id must be a non-empty string']);
  });

  it('loadScenario: unit ids, stat cards, carriers and cards of the file, read from JSON with a "__proto__" key', () => {
    const text = JSON.stringify({
      format: 'aam-reloaded-scenario',
      version: 1,
      seed: 'x',
      battlefield: {
        tiles: [
          { tile: 'crossroads', x: 0, y: 0 },
          { tile: 'crossroads', x: 0, y: 1 },
        ],
      },
      cards: [{ ...CATALOG_BY_ID['m4a1-sherman'], id: 'constructor' }],
      teams: [
        {
          name: 'A',
          units: [
            { id: 'PROTO', models: ['mauser-kar-98k'] },
            { id: 'b', models: ['toString'] },
          ],
        },
        { name: 'B', units: [{ id: 'c', models: ['mauser-kar-98k'], status: 'embarked', carrier: 'hasOwnProperty' }] },
      ],
    }).replace('"PROTO"', '"__proto__"');
    const messages = (value: unknown) => {
      const r = loadScenario(value, { catalog: CATALOG_BY_ID, tiles: TILES });
      return !r.ok && r.error.map((p) => [p.code, p.where, p.message]);
    };
    expect(messages(JSON.parse(text))).toEqual([
      ['BAD_CARD', 'cards[0].id', `cards[0].id: ${reserved('constructor')}`],
    ]);
    const withoutCards = JSON.parse(text);
    delete withoutCards.cards;
    expect(messages(withoutCards)).toEqual([
      ['BAD_UNIT', 'teams[0].units[0].id', `A, unit __proto__: ${reserved('__proto__')}`],
      ['UNKNOWN_CARD', 'teams[0].units[1].models', 'A, unit b: unknown stat card "toString"'],
    ]);
    withoutCards.teams[0].units = [];
    expect(messages(withoutCards)).toEqual([
      ['BAD_PLACEMENT', 'teams[1].units[0].carrier', 'unit c: an embarked unit needs the id of its "carrier"'],
    ]);
  });

  it('R1.3, R7.2: a Commander of grade "toString" (looked up in the High Value Target points when he dies) is refused by both', () => {
    const grade = 'toString' as 'junior';
    const created = createGame({
      seed: 's',
      map: testMap(6, 6),
      catalog: DEFS,
      teams: [
        { name: 'A', units: [{ models: ['officer'], commander: { model: 0, grade } }] },
        { name: 'B', units: [{ models: ['rifle'] }] },
      ],
    });
    const message = 'the Commander\'s grade is "commander", "junior" or "senior" (R1.3)';
    expect(!created.ok && created.error).toEqual([
      { code: 'BAD_UNIT', where: 'teams[0].units[0].commander', message: `A, unit a1: ${message}` },
    ]);
    const loaded = loadScenario(
      {
        format: 'aam-reloaded-scenario',
        version: 1,
        seed: 'x',
        battlefield: {
          tiles: [
            { tile: 'crossroads', x: 0, y: 0 },
            { tile: 'crossroads', x: 0, y: 1 },
          ],
        },
        teams: [
          {
            name: 'A',
            units: [{ id: 'q', models: ['mauser-kar-98k', 'wehrmacht-oberleutnant'], commander: { model: 1, grade } }],
          },
          { name: 'B', units: [{ id: 'r', models: ['mauser-kar-98k'], commander: { model: 0, grade: 'junior' } }] },
        ],
      },
      { catalog: CATALOG_BY_ID, tiles: TILES },
    );
    expect(!loaded.ok && loaded.error.map((p) => p.message)).toEqual([
      `A, unit q: ${message}`,
      'B, unit r: the Commander must be an Officer (R1.3)',
    ]);
  });

  it('a saved state: a unit filed under "__proto__", a Commander of grade "toString" (R1.3) and a model of stat card "toString"', () => {
    const state = testGame({ units: [{ id: 'a', team: 0, models: ['rifle'], at: [1, 1] }] });
    const text = JSON.stringify({
      ...state,
      units: { ...state.units, PROTO: { ...state.units.a, id: '__proto__' } },
    }).replace('"PROTO"', '"__proto__"');
    expect(savedStateProblems(JSON.parse(text))).toEqual([`units.__proto__: ${reserved('__proto__')}`]);
    const grade = JSON.parse(JSON.stringify(state));
    grade.units.a.models[0].commander = 'toString';
    expect(savedStateProblems(grade)).toEqual([
      expect.stringMatching(
        /^units.a.models\[0\].commander: must be one of "commander", "junior", "senior", not "toString"/,
      ),
    ]);
    const card = JSON.parse(JSON.stringify(state));
    card.units.a.models[0].def = 'toString';
    card.units.a.cards = ['toString'];
    expect(savedStateProblems(card)).toEqual([
      'units.a.models[0].def: names no stat card of the game ("toString")',
      'units.a.cards[0]: names no stat card of the game ("toString")',
    ]);
  });
});

describe('army lists', () => {
  it('R1.8: a list naming stat card "toString" or "constructor" reports an unknown card, as any unknown id', () => {
    const report = validateArmy(
      {
        name: 'L',
        pointLimit: 100,
        units: [{ models: ['toString'] }, { models: ['constructor'] }],
        commander: { unit: 0, model: 0, grade: 'commander' },
      },
      CATALOG_BY_ID,
    );
    const unknown = report.errors.filter((e) => e.rule === 'catalog').map((e) => e.message);
    expect(unknown).toEqual([
      expect.stringContaining('unknown stat card "toString"'),
      expect.stringContaining('unknown stat card "constructor"'),
    ]);
  });
});
