// Army building: RULINGS R1.1-R1.8 and the rule book's "Building Your Army". The stat cards
// are written here, so the tests do not change when the catalog does; a few checks at the end
// use the real catalog.
import { describe, expect, it } from 'vitest';
import {
  addToGroup,
  armyTotal,
  changeSquadBasic,
  COMMANDER_GRADES,
  commanderCost,
  commanderHvtPoints,
  createGame,
  groupAddOptions,
  hvtPoints,
  hasKeyword,
  modelRole,
  officerModels,
  squadSwapOptions,
  startUnit,
  swapIntoSquad,
  swapOutOfSquad,
  unitCanClaim,
  unitCosts,
  unitKind,
  unitLabels,
  validateArmy,
  type Ability,
  type ArmyList,
  NATION_SIDE,
  type ArmyUnit,
  type CommanderGrade,
  type Nation,
  type UnitDef,
  idleCommandAbilities,
} from '../../src/engine';
import { CATALOG, CATALOG_BY_ID } from '../../src/data/catalog';
import { testMap } from '../helpers';

function card(id: string, typeLine: string, cost: number, nation: Nation = 'USA', abilities: Ability[] = []): UnitDef {
  const vehicle = typeLine.startsWith('Vehicle');
  return {
    id,
    name: id.toUpperCase(),
    nation,
    side: NATION_SIDE[nation],
    typeLine,
    cost,
    speed: typeLine === 'Aircraft' ? 'A' : vehicle ? 4 : 1,
    defense: vehicle ? [5, 4] : 4,
    attack: { infantry: [6, 4, null], vehicle: [2, null, null] },
    abilities,
  };
}

const CARDS: Record<string, UnitDef> = Object.fromEntries(
  [
    card('rifle', 'Basic Infantry', 4),
    card('marine', 'Basic Infantry', 5),
    card('para', 'Basic Infantry', 9, 'USA', [{ id: 'paratrooper' }]),
    card('captain', 'Infantry Officer', 7),
    card('bazooka', 'Infantry Specialist', 4),
    card('engineer', 'Infantry Specialist', 6),
    card('observer', 'Infantry Specialist', 6, 'USA', [{ id: 'spotter' }]),
    card('mg', 'Infantry MG Team', 9),
    card('mortar', 'Infantry Artillery', 12, 'USA', [{ id: 'indirectFire' }]),
    card('atgun', 'Infantry Artillery', 8),
    card('howitzer', 'Infantry Artillery Large', 15, 'USA', [{ id: 'large' }]),
    card('longtom', 'Infantry Artillery Large', 20, 'USA', [{ id: 'large' }]),
    card('cavalry', 'Infantry Cavalry', 4),
    card('bike', 'Infantry Motorcycle', 5),
    // A custom card: the card editor lets any card print Large.
    card('dragoon', 'Infantry Cavalry Large', 5, 'USA', [{ id: 'large' }]),
    card('tank', 'Vehicle Medium Tank', 21),
    card('cmdtank', 'Vehicle Medium Tank Officer', 33),
    card('plane', 'Aircraft', 17, 'USA', [{ id: 'aircraft' }]),
    card('aagun', 'Vehicle Half-Track', 10, 'USA', [{ id: 'aa' }]),
    card('oddline', 'Basic Infantry Elite', 4),
    card('tommy', 'Basic Infantry', 3, 'UK'),
    card('piat', 'Infantry Specialist', 5, 'UK'),
    card('subaltern', 'Infantry Officer', 8, 'UK'),
    card('grenadier', 'Basic Infantry', 3, 'Germany'),
    card('leutnant', 'Infantry Officer', 12, 'Germany'),
    card('schreck', 'Infantry Specialist', 7, 'Germany'),
    card('panzer', 'Vehicle Medium Tank', 23, 'Germany'),
    card('alpino', 'Basic Infantry', 3, 'Italy'),
  ].map((d) => [d.id, d]),
);

const times = (n: number, id: string): string[] => new Array<string>(n).fill(id);
const squad = (...parts: [number, string][]): ArmyUnit => ({ models: parts.flatMap(([n, id]) => times(n, id)) });
const one = (id: string): ArmyUnit => ({ models: [id] });

/** A legal 200-point list: a squad led by the Commander, a tank, an AA half-track. */
function legalList(extra: Partial<ArmyList> = {}): ArmyList {
  return {
    name: 'Test',
    pointLimit: 200,
    units: [squad([5, 'rifle'], [1, 'captain']), one('tank'), one('aagun')],
    commander: { unit: 0, model: 5, grade: 'commander' },
    ...extra,
  };
}

function errorsOf(list: ArmyList): string[] {
  return validateArmy(list, CARDS).errors.map((e) => e.message);
}

function withUnits(units: ArmyUnit[], extra: Partial<ArmyList> = {}): ArmyList {
  return legalList({ units: [...legalList().units, ...units], ...extra });
}

describe('R1.2 point limit', () => {
  it('R1.2 the total is the sum of the model costs; a list at or under its limit has no point error', () => {
    const report = validateArmy(legalList(), CARDS);
    expect(report.total).toBe(5 * 4 + 7 + 21 + 10);
    expect(report.errors).toEqual([]);
    expect(errorsOf(legalList({ pointLimit: report.total }))).toEqual([]);
  });

  it('R1.2 a list over its limit says by how much', () => {
    expect(errorsOf(legalList({ pointLimit: 50 }))).toEqual(['58 points: 8 over the limit of 50 (R1.2)']);
  });

  it('R1.2 the limit is a whole number above 0', () => {
    for (const pointLimit of [0, -100, 150.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const report = validateArmy(legalList({ pointLimit }), CARDS);
      expect(
        report.errors.map((e) => e.message),
        String(pointLimit),
      ).toEqual(['The point limit must be a whole number above 0 (R1.2)']);
      expect(report.tiles).toBe(0);
    }
    expect(errorsOf(legalList({ pointLimit: 1234 }))).toEqual([]);
  });
});

describe('R1.3 the Commander', () => {
  it('R1.3 a list needs a Commander', () => {
    const report = validateArmy(legalList({ commander: null }), CARDS);
    expect(report.errors).toEqual([
      { unit: null, rule: 'R1.3', message: 'No Commander: choose one Officer model to lead the army (R1.3)' },
    ]);
  });

  it('R1.3 the Commander is an Officer: an Infantry Officer or a vehicle whose type line has "Officer"', () => {
    expect(errorsOf(legalList({ commander: { unit: 1, model: 0, grade: 'commander' } }))).toEqual([
      'TANK: TANK is not an Officer and cannot be the Commander (R1.3)',
    ]);
    expect(errorsOf(legalList({ commander: { unit: 0, model: 0, grade: 'commander' } }))).toEqual([
      'Squad 1: RIFLE is not an Officer and cannot be the Commander (R1.3)',
    ]);
    const tankLed = legalList({
      units: [squad([6, 'rifle']), one('cmdtank')],
      commander: { unit: 1, model: 0, grade: 'junior' },
    });
    expect(errorsOf(tankLed)).toEqual([]);
  });

  it('R1.3 the Commander must be a model of the army', () => {
    for (const commander of [
      { unit: 7, model: 0 },
      { unit: 0, model: 6 },
      { unit: -1, model: 0 },
    ]) {
      expect(errorsOf(legalList({ commander: { ...commander, grade: 'commander' } }))).toEqual([
        'The Commander is not a model of this army: choose one of its Officers (R1.3)',
      ]);
    }
  });

  it('R1.3 a Junior Commander costs x3 and a Senior x10, with High Value Target 1, 3 and 5', () => {
    const totals = (['commander', 'junior', 'senior'] as CommanderGrade[]).map((grade) =>
      armyTotal(legalList({ commander: { unit: 0, model: 5, grade } }), CARDS),
    );
    const others = 5 * 4 + 21 + 10;
    expect(totals).toEqual([others + 7, others + 21, others + 70]);
    expect(commanderCost(CARDS.captain, 'senior')).toBe(70);
    expect(Object.values(COMMANDER_GRADES).map((g) => [g.multiplier, g.highValueTarget])).toEqual([
      [1, 1],
      [3, 3],
      [10, 5],
    ]);
    // The multiplier shows in the Commander's unit's cost, nowhere else.
    expect(unitCosts(legalList({ commander: { unit: 0, model: 5, grade: 'junior' } }), CARDS)).toEqual([
      5 * 4 + 21,
      21,
      10,
    ]);
  });

  it('R1.3 other Officer models may be fielded; only one is the Commander', () => {
    const list = withUnits([squad([5, 'marine'], [1, 'captain']), one('cmdtank')]);
    expect(errorsOf(list)).toEqual([]);
    expect(officerModels(list, CARDS).map((o) => [o.unit, o.model, o.def.id])).toEqual([
      [0, 5, 'captain'],
      [3, 5, 'captain'],
      [4, 0, 'cmdtank'],
    ]);
  });
});

describe('R1.4 Infantry Squads', () => {
  const legalSquads: [string, ArmyUnit][] = [
    ['6 Basic Infantry', squad([6, 'rifle'])],
    ['5 and an Officer', squad([5, 'rifle'], [1, 'captain'])],
    ['5 and a Specialist', squad([5, 'rifle'], [1, 'bazooka'])],
    ['4 and 2 Specialists of different names', squad([4, 'rifle'], [1, 'bazooka'], [1, 'engineer'])],
    ['3, an Officer and 2 Specialists', squad([3, 'rifle'], [1, 'captain'], [2, 'bazooka'])],
    ['4 and an MG Team: 5 models', squad([4, 'rifle'], [1, 'mg'])],
    ['3, an Officer and an MG Team: 5 models', squad([3, 'rifle'], [1, 'captain'], [1, 'mg'])],
    ['models in any order', { models: ['bazooka', 'rifle', 'captain', 'rifle', 'rifle', 'rifle'] }],
  ];
  for (const [what, unit] of legalSquads) {
    it(`R1.4 a legal squad: ${what}`, () => {
      expect(unitKind(unit, CARDS)).toBe('squad');
      expect(errorsOf(withUnits([unit]))).toEqual([]);
    });
  }

  const illegalSquads: [string, ArmyUnit, string[]][] = [
    ['3 Specialists', squad([3, 'rifle'], [3, 'bazooka']), ['Squad 2: 3 Infantry Specialists, at most 2 (R1.4)']],
    ['2 Officers', squad([4, 'rifle'], [2, 'captain']), ['Squad 2: 2 Infantry Officers, at most 1 (R1.4)']],
    [
      'Specialists and an MG Team',
      squad([3, 'rifle'], [1, 'bazooka'], [1, 'mg']),
      ['Squad 2: Infantry Specialists and an Infantry MG Team: a squad swaps for one or the other, not both (R1.4)'],
    ],
    [
      '2 MG Teams',
      squad([2, 'rifle'], [2, 'mg']),
      [
        'Squad 2: 2 Infantry MG Teams, at most 1 (R1.4)',
        'Squad 2: 4 models: a squad has 5 when it holds an Infantry MG Team (R1.4)',
        'Squad 2: 2 Basic Infantry, at least 3 (R1.4)',
      ],
    ],
    ['5 Basic Infantry', squad([5, 'rifle']), ['Squad 2: 5 models: a squad has 6 (R1.4)']],
    ['7 Basic Infantry', squad([7, 'rifle']), ['Squad 2: 7 models: a squad has 6 (R1.4)']],
    [
      'an MG Team for 1 Basic Infantry',
      squad([5, 'rifle'], [1, 'mg']),
      ['Squad 2: 6 models: a squad has 5 when it holds an Infantry MG Team (R1.4)'],
    ],
    [
      'Basic Infantry of two names',
      squad([3, 'rifle'], [3, 'marine']),
      ['Squad 2: Basic Infantry of 2 kinds (RIFLE, MARINE): a squad is built from one (R1.4)'],
    ],
    [
      'a Specialist of another nation',
      squad([5, 'rifle'], [1, 'piat']),
      [
        "Squad 2: PIAT is from UK and the squad's Basic Infantry from USA: swapped-in models are of the same nation (R1.4)",
      ],
    ],
    [
      'an artillery piece',
      squad([5, 'rifle'], [1, 'atgun']),
      [
        'Squad 2: ATGUN (Infantry Artillery) cannot join a squad: only an Infantry Officer, Specialists or an MG Team swap in (R1.4)',
      ],
    ],
  ];
  for (const [what, unit, expected] of illegalSquads) {
    it(`R1.4 an illegal squad: ${what}`, () => {
      expect(errorsOf(withUnits([unit]))).toEqual(expected);
    });
  }

  it('R1.4 Basic Infantry is a type line of exactly "Basic Infantry"', () => {
    expect(modelRole(CARDS.rifle)).toBe('basic');
    expect(modelRole(CARDS.oddline)).toBe(null);
    expect(unitKind(squad([6, 'oddline']), CARDS)).toBe('mixed');
    expect(errorsOf(withUnits([squad([6, 'oddline'])]))).toEqual([
      'Unit 4: "Basic Infantry Elite" is a type line the army rules do not know (R1.6)',
    ]);
  });
});

describe('R1.4 squad swaps offered to the builder', () => {
  const allowed = (unit: ArmyUnit) => Object.fromEntries(squadSwapOptions(unit, CARDS).map((o) => [o.swap, o.allowed]));
  const reasons = (unit: ArmyUnit) => Object.fromEntries(squadSwapOptions(unit, CARDS).map((o) => [o.swap, o.reason]));

  it('R1.4 a fresh squad may take any swap, with the candidates of its nation', () => {
    const fresh = startUnit(CARDS.rifle);
    if (!fresh.ok) throw new Error(fresh.error.message);
    expect(fresh.value.models).toEqual(times(6, 'rifle'));
    expect(allowed(fresh.value)).toEqual({ officer: true, specialist: true, mgTeam: true });
    const options = squadSwapOptions(fresh.value, CARDS);
    expect(options.find((o) => o.swap === 'specialist')!.candidates.map((d) => d.id)).toEqual([
      'bazooka',
      'engineer',
      'observer',
    ]);
    expect(options.find((o) => o.swap === 'mgTeam')!.reason).toBe(
      'Swap 2 Basic Infantry for 1 Infantry MG Team (R1.4).',
    );
  });

  it('R1.4 after two Specialists: no third, no MG Team, and each refusal says why', () => {
    const unit = squad([4, 'rifle'], [2, 'bazooka']);
    expect(allowed(unit)).toEqual({ officer: true, specialist: false, mgTeam: false });
    expect(reasons(unit).specialist).toBe(
      'The squad already has 2 Infantry Specialists; it may take at most 2 (R1.4).',
    );
    expect(reasons(unit).mgTeam).toBe(
      'The squad has Infantry Specialists: it swaps for Specialists or an MG Team, not both (R1.4).',
    );
    const refused = swapIntoSquad(unit, 'engineer', CARDS);
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'SWAP',
        where: 'models',
        message: 'The squad already has 2 Infantry Specialists; it may take at most 2 (R1.4).',
      },
    });
  });

  it('R1.4 after an MG Team or an Officer, the swap is not offered again', () => {
    const withMg = squad([4, 'rifle'], [1, 'mg']);
    expect(allowed(withMg)).toEqual({ officer: true, specialist: false, mgTeam: false });
    expect(reasons(withMg).specialist).toBe(
      'The squad has an Infantry MG Team: it swaps for Specialists or an MG Team, not both (R1.4).',
    );
    expect(reasons(withMg).mgTeam).toBe('The squad already has its Infantry MG Team: one per squad (R1.4).');
    expect(reasons(squad([5, 'rifle'], [1, 'captain'])).officer).toBe(
      'The squad already has its Infantry Officer: one per squad (R1.4).',
    );
  });

  it('R1.4 a squad of a nation without such a model cannot make the swap, and says so', () => {
    const italian = squad([6, 'alpino']);
    expect(allowed(italian)).toEqual({ officer: false, specialist: false, mgTeam: false });
    expect(reasons(italian).officer).toBe('The catalog has no Italy Infantry Officer.');
  });

  it("R1.4 swapped-in models are of the squad's nation, and only Officers, Specialists and MG Teams swap in", () => {
    const unit = squad([6, 'rifle']);
    expect(swapIntoSquad(unit, 'schreck', CARDS)).toEqual({
      ok: false,
      error: {
        code: 'SWAP',
        where: 'models',
        message: 'SCHRECK is from Germany, the squad from USA: swapped-in models are of the same nation (R1.4).',
      },
    });
    expect(swapIntoSquad(unit, 'tank', CARDS).ok).toBe(false);
    expect(swapIntoSquad(one('tank'), 'bazooka', CARDS)).toEqual({
      ok: false,
      error: { code: 'SWAP', where: 'models', message: 'Only an Infantry Squad takes swaps (R1.4).' },
    });
  });

  it('R1.4 an MG Team takes 2 Basic Infantry and gives them back when swapped out', () => {
    const r = swapIntoSquad(squad([5, 'rifle'], [1, 'captain']), 'mg', CARDS);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.models).toEqual(['rifle', 'rifle', 'rifle', 'captain', 'mg']);
    const back = swapOutOfSquad(r.value, 4, CARDS);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.models).toEqual(['rifle', 'rifle', 'rifle', 'rifle', 'rifle', 'captain']);
    expect(swapOutOfSquad(back.value, 0, CARDS).ok).toBe(false);
  });

  it('R1.4 the swaps offered agree with validation: every allowed swap keeps a squad legal, every refused one would break it', () => {
    // Walk every squad the swaps can reach from 6 Basic Infantry.
    const seen = new Set<string>();
    const queue: ArmyUnit[] = [squad([6, 'rifle'])];
    let checked = 0;
    while (queue.length > 0) {
      const unit = queue.shift()!;
      const key = [...unit.models].sort().join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      expect(errorsOf(withUnits([unit])), key).toEqual([]);
      for (const option of squadSwapOptions(unit, CARDS)) {
        for (const def of option.candidates) {
          const forced = { models: [...unit.models.slice(option.swap === 'mgTeam' ? 2 : 1), def.id] };
          const legalAfter = errorsOf(withUnits([forced])).length === 0;
          expect(option.allowed, `${key} + ${def.id}`).toBe(legalAfter);
          const r = swapIntoSquad(unit, def.id, CARDS);
          expect(r.ok).toBe(option.allowed);
          if (r.ok) queue.push(r.value);
          checked++;
        }
      }
    }
    // 6 rifles; with an officer or not; 0, 1 or 2 of 3 specialists, or an MG Team.
    expect(seen.size).toBe(2 * (1 + 3 + 6 + 1));
    expect(checked).toBeGreaterThan(50);
  });

  it('R1.4 a squad can be rebuilt on other Basic Infantry of its nation', () => {
    const r = changeSquadBasic(squad([5, 'rifle'], [1, 'captain']), 'para', CARDS);
    expect(r).toEqual({ ok: true, value: squad([5, 'para'], [1, 'captain']) });
    expect(changeSquadBasic(squad([6, 'rifle']), 'tommy', CARDS).ok).toBe(false);
  });
});

describe('R1.5 other infantry units', () => {
  const legal: [string, ArmyUnit][] = [
    ['1 artillery piece', one('atgun')],
    ['3 artillery pieces', squad([3, 'atgun'])],
    [
      '2 small and 1 Large artillery piece (the rule book\'s "2 PaK 38s and 1 PaK 40")',
      squad([2, 'atgun'], [1, 'howitzer']),
    ],
    ['3 Cavalry', squad([3, 'cavalry'])],
    ['3 Motorcycles', squad([3, 'bike'])],
    ['3 MG Teams', squad([3, 'mg'])],
    ['3 Specialists of mixed names', squad([2, 'bazooka'], [1, 'engineer'])],
  ];
  legal.push([
    "3 Large Cavalry (a custom card): the limit of one Large model is Infantry Artillery's alone",
    squad([3, 'dragoon']),
  ]);
  for (const [what, unit] of legal) {
    it(`R1.5 legal: ${what}`, () => {
      expect(errorsOf(withUnits([unit]))).toEqual([]);
    });
  }

  const illegal: [string, ArmyUnit, string][] = [
    ['4 artillery pieces', squad([4, 'atgun']), 'Artillery 1: 4 models: Infantry Artillery units have 1 to 3 (R1.5)'],
    [
      '2 Large artillery pieces',
      squad([1, 'howitzer'], [1, 'longtom']),
      'Artillery 1: 2 Large models: at most 1 per unit (R1.5)',
    ],
    ['2 Cavalry', squad([2, 'cavalry']), 'Cavalry 1: 2 models: Infantry Cavalry units have exactly 3 (R1.5)'],
    ['4 Motorcycles', squad([4, 'bike']), 'Motorcycles 1: 4 models: Infantry Motorcycle units have exactly 3 (R1.5)'],
    ['1 MG Team', one('mg'), 'MG Teams 1: 1 model: Infantry MG Team units have exactly 3 (R1.5)'],
    [
      '2 Specialists',
      squad([2, 'bazooka']),
      'Specialists 1: 2 models: Infantry Specialist units have exactly 3 (R1.5)',
    ],
    [
      'Specialists of two nations',
      squad([2, 'bazooka'], [1, 'piat']),
      'Specialists 1: models of 2 nations (USA, UK): a unit is of one nation (R1.5)',
    ],
    [
      'two unit types',
      squad([2, 'mg'], [1, 'bazooka']),
      'Unit 4: Infantry MG Team, Infantry Specialist models together: a unit is of one type, unless it is a squad built on Basic Infantry (R1.5)',
    ],
  ];
  for (const [what, unit, expected] of illegal) {
    it(`R1.5 illegal: ${what}`, () => {
      expect(errorsOf(withUnits([unit]))).toEqual([expected]);
    });
  }

  it("R1.5 the builder offers models of the unit's type and nation, and says why one cannot join", () => {
    const options = (unit: ArmyUnit) => groupAddOptions(unit, CARDS).map((o) => [o.def.id, o.reason]);
    expect(options(squad([1, 'atgun'], [1, 'howitzer']))).toEqual([
      ['mortar', ''],
      ['atgun', ''],
      ['howitzer', 'The unit already has a Large model: at most 1 per unit (R1.5).'],
      ['longtom', 'The unit already has a Large model: at most 1 per unit (R1.5).'],
    ]);
    expect(
      options(squad([3, 'atgun'])).every(
        ([, reason]) => reason === 'The unit has 3 models, the most for Infantry Artillery (R1.5).',
      ),
    ).toBe(true);
    expect(addToGroup(one('atgun'), 'howitzer', CARDS)).toEqual({ ok: true, value: { models: ['atgun', 'howitzer'] } });
    // R1.5 limits Large models in Infantry Artillery only: Large Cavalry (a custom card) may join Large Cavalry.
    expect(addToGroup(squad([2, 'dragoon']), 'dragoon', CARDS).ok).toBe(true);
    expect(addToGroup(one('atgun'), 'cavalry', CARDS).ok).toBe(false);
    expect(addToGroup(squad([2, 'bazooka']), 'piat', CARDS).ok).toBe(false);
    expect(groupAddOptions(squad([6, 'rifle']), CARDS)).toEqual([]);
  });

  it('R1.5 a new unit starts at its size: 3 Cavalry, Motorcycles, MG Teams or Specialists, 1 artillery piece', () => {
    const sizes = ['cavalry', 'bike', 'mg', 'bazooka', 'atgun', 'howitzer'].map((id) => {
      const r = startUnit(CARDS[id]);
      return r.ok ? r.value.models.length : r.error.message;
    });
    expect(sizes).toEqual([3, 3, 3, 3, 1, 1]);
  });
});

describe('R1.6 officers and one-model units', () => {
  it('R1.6 an Infantry Officer is fielded inside a squad, not alone', () => {
    expect(errorsOf(withUnits([one('captain')]))).toEqual([
      'CAPTAIN: an Infantry Officer is fielded inside a squad, as its officer swap (R1.6)',
    ]);
    expect(startUnit(CARDS.captain)).toEqual({
      ok: false,
      error: {
        code: 'SWAP',
        where: 'models',
        message: 'CAPTAIN is an Infantry Officer: he joins a squad as its officer swap (R1.6).',
      },
    });
  });

  it('R1.6 Vehicles, vehicle officers and Aircraft are one-model units', () => {
    expect(errorsOf(withUnits([one('plane'), one('cmdtank')]))).toEqual([]);
    expect(errorsOf(withUnits([squad([2, 'tank'])]))).toEqual([
      'TANK #2: 2 models: a Vehicle is a one-model unit (R1.6)',
    ]);
    expect(errorsOf(withUnits([squad([2, 'plane'])]))).toEqual([
      'PLANE: 2 models: an Aircraft is a one-model unit (R1.6)',
    ]);
    expect(errorsOf(withUnits([{ models: ['tank', 'bazooka'] }]))).toEqual([
      'Unit 4: Vehicle Medium Tank, Infantry Specialist models together: Vehicles and Aircraft are one-model units (R1.6)',
    ]);
    expect(errorsOf(withUnits([{ models: [] }]))).toEqual(['Unit 4: no models: a unit has at least one (R1.6)']);
  });
});

describe('R1.1 one side', () => {
  it('R1.1 nations of one side may be mixed', () => {
    const report = validateArmy(withUnits([squad([6, 'tommy'])]), CARDS);
    expect(report.errors).toEqual([]);
    expect(report.side).toBe('Allies');
  });

  it('R1.1 a unit of the other side is named; the casual setting lifts the rule', () => {
    const list = withUnits([squad([6, 'grenadier']), one('panzer')]);
    const report = validateArmy(list, CARDS);
    expect(report.errors).toEqual([
      {
        unit: 3,
        rule: 'R1.1',
        message:
          'Squad 2: Axis (Germany) in an Allied army: an army fights for one side unless the game is casual (R1.1)',
      },
      {
        unit: 4,
        rule: 'R1.1',
        message:
          'PANZER: Axis (Germany) in an Allied army: an army fights for one side unless the game is casual (R1.1)',
      },
    ]);
    expect(report.side).toBe(null);
    const casual = validateArmy({ ...list, casual: true }, CARDS);
    expect(casual.errors).toEqual([]);
    expect(casual.side).toBe(null);
  });
});

describe('R1.7 map tiles and R1.8 reporting', () => {
  it('R1.7 the report gives the map tiles for the point limit', () => {
    expect([100, 150, 200, 300, 400].map((pointLimit) => validateArmy(legalList({ pointLimit }), CARDS).tiles)).toEqual(
      [2, 2, 4, 6, 8],
    );
  });

  it('R1.8 every problem at once, each naming its unit and its rule, warnings apart', () => {
    const list: ArmyList = {
      name: 'Broken',
      pointLimit: 100,
      units: [
        squad([3, 'rifle'], [3, 'bazooka']),
        squad([2, 'cavalry']),
        one('tank'),
        one('tank'),
        one('panzer'),
        { models: ['rifle', 'nonesuch'] },
      ],
      commander: null,
    };
    const report = validateArmy(list, CARDS);
    expect(report.errors.map((e) => [e.unit, e.rule, e.message])).toEqual([
      [0, 'R1.4', 'Squad 1: 3 Infantry Specialists, at most 2 (R1.4)'],
      [1, 'R1.5', 'Cavalry 1: 2 models: Infantry Cavalry units have exactly 3 (R1.5)'],
      [5, 'catalog', 'Squad 2: unknown stat card "nonesuch": neither this catalog nor the list\'s own cards have it'],
      [5, 'R1.4', 'Squad 2: 1 model: a squad has 6 (R1.4)'],
      [5, 'R1.4', 'Squad 2: 1 Basic Infantry, at least 3 (R1.4)'],
      [null, 'R1.3', 'No Commander: choose one Officer model to lead the army (R1.3)'],
      [
        4,
        'R1.1',
        'PANZER: Axis (Germany) in an Allied army: an army fights for one side unless the game is casual (R1.1)',
      ],
      [null, 'R1.2', '101 points: 1 over the limit of 100 (R1.2)'],
    ]);
    expect(report.warnings.map((w) => w.message)).toEqual([
      'No AA or Aircraft: enemy Aircraft cannot be attacked (R6.2)',
    ]);
    expect(unitLabels(list, CARDS)).toEqual(['Squad 1', 'Cavalry 1', 'TANK #1', 'TANK #2', 'PANZER', 'Squad 2']);
  });

  it('R1.8 warnings: no AA or Aircraft (R6.2), nobody to claim objectives (R7.1), Indirect Fire without a Spotter (R8.3)', () => {
    const warnings = (units: ArmyUnit[]) =>
      validateArmy({ name: 'W', pointLimit: 500, units, commander: null }, CARDS).warnings.map((w) => w.message);
    expect(warnings([])).toEqual([]);
    expect(warnings([squad([6, 'rifle']), one('plane')])).toEqual([]);
    expect(warnings([squad([6, 'rifle']), one('aagun')])).toEqual([]);
    expect(warnings([squad([5, 'para'], [1, 'captain']), one('plane')])).toEqual([
      'No Infantry that can claim objectives: only Infantry without Paratrooper score Objective Markers (R7.1)',
    ]);
    expect(warnings([squad([6, 'rifle']), one('plane'), one('mortar')])).toEqual([
      'Artillery 1: Indirect Fire with no Spotter in the army: it can only attack what it sees itself (R8.3)',
    ]);
    expect(warnings([squad([5, 'rifle'], [1, 'observer']), one('plane'), one('mortar')])).toEqual([]);
  });

  it('R1.8, R8.4 warning: a card that is not an Officer prints a command ability no one will cast (a custom card kept from before the editor refused it)', () => {
    const cards = {
      ...CARDS,
      pinner: card('pinner', 'Infantry Specialist', 5, 'USA', [{ id: 'pinPointer' }]),
      drill: card('drill', 'Vehicle Medium Tank', 25, 'USA', [{ id: 'commandLeadership' }, { id: 'commandRuthless' }]),
      major: card('major', 'Infantry Officer', 9, 'USA', [{ id: 'pinPointer' }]),
      gunner: card('gunner', 'Infantry Artillery', 10, 'USA', [{ id: 'stalwart' }]),
    };
    const warnings = (units: ArmyUnit[]) =>
      validateArmy({ name: 'W', pointLimit: 500, units, commander: null }, cards).warnings.map((w) => w.message);
    expect(warnings([squad([4, 'rifle'], [1, 'pinner'], [1, 'pinner']), one('drill'), one('plane')])).toEqual([
      'Squad 1: PINNER is not an Officer, so its command ability does nothing: only an Officer casts one (R8.4)',
      'DRILL: It is not an Officer, so its command abilities do nothing: only an Officer casts one (R8.4)',
    ]);
    // A lone gun is labelled by its kind, not its card: the warning names the card.
    expect(warnings([squad([6, 'rifle']), one('gunner'), one('plane')])).toEqual([
      'Artillery 1: GUNNER is not an Officer, so its command ability does nothing: only an Officer casts one (R8.4)',
    ]);
    // An Officer casts his: no warning.
    expect(warnings([squad([5, 'rifle'], [1, 'major']), one('plane')])).toEqual([]);
  });

  it('R7.1 a Paratrooper squad shares Paratrooper with every model, its Officer too', () => {
    expect(unitCanClaim(squad([5, 'para'], [1, 'captain']), CARDS)).toBe(false);
    expect(unitCanClaim(squad([5, 'rifle'], [1, 'captain']), CARDS)).toBe(true);
    expect(unitCanClaim(one('tank'), CARDS)).toBe(false);
  });
});

describe('army building with the real catalog', () => {
  it('R8.4 every command ability of the catalog is printed on an Officer, who casts it', () => {
    expect(CATALOG.filter((d) => idleCommandAbilities(d).length > 0).map((d) => d.id)).toEqual([]);
  });

  it('R1.4 every Basic Infantry of the catalog starts a legal squad, and every card has a role', () => {
    for (const def of CATALOG) {
      expect(modelRole(def), def.id).not.toBe(null);
      if (modelRole(def) !== 'basic') continue;
      const r = startUnit(def);
      if (!r.ok) throw new Error(r.error.message);
      const list: ArmyList = { name: def.name, pointLimit: 300, units: [r.value], commander: null };
      expect(validateArmy(list, CATALOG_BY_ID).errors.filter((e) => e.unit !== null)).toEqual([]);
    }
  });

  it('R1.5 the rule book\'s example "2 PaK 38s and 1 PaK 40" is a legal artillery unit; a second PaK 40 is not', () => {
    const guns = { models: ['pak-38-anti-tank-gun', 'pak-38-anti-tank-gun', 'pak-40-anti-tank-gun'] };
    const list: ArmyList = {
      name: 'Afrika Korps',
      pointLimit: 200,
      units: [
        {
          models: [
            'mauser-kar-98k',
            'mauser-kar-98k',
            'mauser-kar-98k',
            'mauser-kar-98k',
            'mauser-kar-98k',
            'wehrmacht-oberleutnant',
          ],
        },
        guns,
      ],
      commander: { unit: 0, model: 5, grade: 'junior' },
    };
    const report = validateArmy(list, CATALOG_BY_ID);
    expect(report.errors).toEqual([]);
    expect(report.total).toBe(5 * 3 + 12 * 3 + 8 + 8 + 11);
    expect(report.side).toBe('Axis');
    expect(
      groupAddOptions({ models: ['pak-38-anti-tank-gun', 'pak-40-anti-tank-gun'] }, CATALOG_BY_ID).find(
        (o) => o.def.id === '88mm-flak-36',
      )!.reason,
    ).toBe('The unit already has a Large model: at most 1 per unit (R1.5).');
  });

  it('R1.3 the Sherman Commander, a vehicle officer, may lead an army', () => {
    const list: ArmyList = {
      name: 'Armored',
      pointLimit: 200,
      units: [{ models: times(6, 'm1-garand-rifle') }, one('m4a1-sherman-commander'), one('p-51d-mustang')],
      commander: { unit: 1, model: 0, grade: 'junior' },
    };
    const report = validateArmy(list, CATALOG_BY_ID);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.total).toBe(6 * 4 + 33 * 3 + 17);
  });
});

describe('a keyword of the type line (the rule book, "Building Your Army": a unit is what its type line says)', () => {
  it('is a whole word or words in a row, anywhere on the line, never part of a longer word', () => {
    const mg = card('mg2', 'Infantry MG Team', 9);
    const tank = card('heavy', 'Vehicle Heavy Tank', 30);
    expect([hasKeyword(mg, 'Infantry'), hasKeyword(mg, 'MG Team'), hasKeyword(mg, 'Team')]).toEqual([true, true, true]);
    expect([hasKeyword(tank, 'Tank'), hasKeyword(tank, 'Heavy Tank'), hasKeyword(tank, 'Vehicle')]).toEqual([
      true,
      true,
      true,
    ]);
    expect([hasKeyword(mg, 'MG'), hasKeyword(mg, 'Infantry MG Team'), hasKeyword(mg, 'Inf')]).toEqual([
      true,
      true,
      false,
    ]);
    expect([hasKeyword(tank, 'Tan'), hasKeyword(tank, 'ank'), hasKeyword(tank, 'Tank Destroyer')]).toEqual([
      false,
      false,
      false,
    ]);
    // A longer word first, the keyword itself later on the line.
    expect(hasKeyword(card('odd', 'Vehicle Tanks Tank', 20), 'Tank')).toBe(true);
    expect(hasKeyword(card('odd2', 'Vehicle Tanks', 20), 'Tank')).toBe(false);
  });
});

describe('R7.2 (reading 40): the High Value Target the builder shows for the Commander', () => {
  // A custom Officer card printing High Value Target 4 (the card editor offers every ability).
  const boss = card('boss', 'Infantry Officer', 7, 'USA', [{ id: 'highValueTarget', n: 4 }]);
  const cards = { ...CARDS, boss };
  const list = (officer: string, grade: CommanderGrade): ArmyList => ({
    name: 'HVT',
    pointLimit: 500,
    units: [squad([5, 'rifle'], [1, officer])],
    commander: { unit: 0, model: 5, grade },
  });

  it("is the grade's points, or the card's #, the higher: what the engine scores for him in play", () => {
    expect(commanderHvtPoints(list('captain', 'commander'), cards, 'commander')).toBe(1);
    expect(commanderHvtPoints(list('boss', 'commander'), cards, 'commander')).toBe(4);
    expect(commanderHvtPoints(list('boss', 'junior'), cards, 'junior')).toBe(4);
    expect(commanderHvtPoints(list('boss', 'senior'), cards, 'senior')).toBe(5);
    for (const grade of ['commander', 'junior', 'senior'] as const) {
      const l = list('boss', grade);
      const game = createGame({
        seed: 'hvt',
        map: testMap(10, 16),
        catalog: cards,
        teams: [
          { name: 'A', units: [{ models: l.units[0].models, commander: { model: 5, grade } }] },
          { name: 'B', units: [{ models: ['rifle'] }] },
        ],
      });
      if (!game.ok) throw new Error(game.error.map((e) => e.message).join('; '));
      const unit = Object.values(game.state.units).find((u) => u.team === 0)!;
      const leader = unit.models.find((m) => m.commander)!;
      expect(hvtPoints(game.state, unit, leader)).toBe(commanderHvtPoints(l, cards, grade));
    }
  });
});
