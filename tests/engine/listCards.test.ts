// An army list carries the custom cards it uses (docs/armies.md "Custom cards travel with the list"): every army
// function reads them through listCatalog, a bad one is named with its path, a list never
// replaces a catalog card, and a game of two lists plays each list's own cards.
import { describe, expect, it } from 'vitest';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import {
  armyTotal,
  createGame,
  gameLists,
  listCatalog,
  officerModels,
  readListCards,
  unitLabels,
  validateArmy,
  type ArmyList,
  type TeamSetup,
} from '../../src/engine';
import { testMap } from '../helpers';
import { CUSTOM_LIST, SUPER_SHERMAN } from '../customCards';

const withCards = (cards: unknown[]): ArmyList => ({ ...CUSTOM_LIST, cards: cards as NonNullable<ArmyList['cards']> });

describe('a list with its own custom cards', () => {
  it('is legal, costed and labelled with the card it carries (R1.2, R1.8)', () => {
    const report = validateArmy(CUSTOM_LIST, CATALOG_BY_ID);
    expect(report.errors).toEqual([]);
    expect(report.total).toBe(76);
    expect(armyTotal(CUSTOM_LIST, CATALOG_BY_ID)).toBe(76);
    expect(unitLabels(CUSTOM_LIST, CATALOG_BY_ID)[1]).toBe('Super Sherman');
    expect(officerModels(CUSTOM_LIST, CATALOG_BY_ID).map((o) => o.def.id)).toEqual(['red-devil-captain']);
  });

  it('without the card, names the unit whose card nobody has ("catalog" problem)', () => {
    const { cards: _cards, ...bare } = CUSTOM_LIST;
    const report = validateArmy(bare, CATALOG_BY_ID);
    expect(report.errors.map((e) => [e.unit, e.rule, e.message])).toContainEqual([
      1,
      'catalog',
      'Unit 2: unknown stat card "custom-super-sherman": neither this catalog nor the list\'s own cards have it',
    ]);
  });

  it("refuses a carried card that is not custom, one with a catalog card's id, and one with impossible numbers, each with its path", () => {
    const { custom: _c, ...notCustom } = SUPER_SHERMAN;
    const cases: [unknown, string[]][] = [
      [
        { ...notCustom, id: 'plain-sherman' },
        ['cards[0].id: "plain-sherman" is not a custom card: a list carries only cards a player made'],
      ],
      [
        { ...CATALOG_BY_ID['m4a1-sherman'], sourceRow: undefined, custom: true },
        ['cards[0].id: a custom card\'s id starts with "custom-"'],
      ],
      [
        { ...SUPER_SHERMAN, cost: 0, defense: [6, 40], abilities: [{ id: 'laser' }] },
        [
          'cards[0].defense: a Vehicle has front/rear Defense [#, #] of 1-12',
          'cards[0].cost: cost must be a whole number from 1 to 200',
          'cards[0].abilities[0].id: unknown ability "laser" (R8.13)',
        ],
      ],
    ];
    for (const [card, messages] of cases) {
      const report = validateArmy(withCards([card]), CATALOG_BY_ID);
      const cardErrors = report.errors.filter((e) => e.rule === 'card');
      expect(cardErrors.map((e) => e.message).sort(), JSON.stringify(card)).toEqual([...messages].sort());
      expect(cardErrors.every((e) => e.unit === null)).toBe(true);
    }
  });

  it("never lets a carried card take a catalog card's place, even marked custom", () => {
    const { sourceRow: _sourceRow, ...garand } = CATALOG_BY_ID['m1-garand-rifle'];
    const fake = { ...garand, id: 'custom-x' };
    const r = readListCards(
      [
        { ...SUPER_SHERMAN, id: 'm4a1-sherman', custom: true },
        { ...fake, custom: true },
      ],
      { ...CATALOG_BY_ID, 'custom-x': fake },
      'list.cards',
      10,
    );
    expect(!r.ok && r.error.map((p) => p.message)).toEqual([
      'list.cards[0].id: a custom card\'s id starts with "custom-"',
    ]);
    const taken = readListCards([{ ...fake, custom: true }], { ...CATALOG_BY_ID, 'custom-x': fake }, 'list.cards', 10);
    expect(!taken.ok && taken.error.map((p) => p.message)).toEqual([
      'list.cards[0].id: "custom-x" is a catalog card\'s id',
    ]);
    expect(
      listCatalog(withCards([{ ...CATALOG_BY_ID['m4a1-sherman'], sourceRow: undefined, custom: true }]), CATALOG_BY_ID)[
        'm4a1-sherman'
      ],
    ).toBe(CATALOG_BY_ID['m4a1-sherman']);
  });

  it("plays its own card where the catalog given holds a kept custom card of that id (a browser's other version)", () => {
    const kept = { ...CATALOG_BY_ID, [SUPER_SHERMAN.id]: { ...SUPER_SHERMAN, cost: 30 } };
    expect(validateArmy(CUSTOM_LIST, kept).errors).toEqual([]);
    expect(armyTotal(CUSTOM_LIST, kept)).toBe(76);
    expect(listCatalog(CUSTOM_LIST, kept)[SUPER_SHERMAN.id]!.cost).toBe(25);
  });

  it('names cards that are not a list at all, as a list from outside may carry them', () => {
    const report = validateArmy(withCards({ 'custom-super-sherman': SUPER_SHERMAN } as never), CATALOG_BY_ID);
    expect(report.errors.filter((e) => e.rule === 'card').map((e) => e.message)).toEqual([
      'cards: stat cards come as a list',
    ]);
  });

  it('refuses more cards than the bound before reading any', () => {
    const r = readListCards(new Array(11).fill(SUPER_SHERMAN), CATALOG_BY_ID, 'cards', 10);
    expect(!r.ok && r.error.map((p) => [p.code, p.message])).toEqual([['TOO_LARGE', 'cards: 11 cards, at most 10']]);
  });

  it('tolerates a carried card no unit uses', () => {
    expect(
      validateArmy({ ...CUSTOM_LIST, cards: [SUPER_SHERMAN, { ...SUPER_SHERMAN, id: 'custom-spare' }] }, CATALOG_BY_ID)
        .errors,
    ).toEqual([]);
  });
});

describe('gameLists: two lists, each playing its own cards', () => {
  it("renames the second list's card when the first carries another card of that id, so createGame holds both", () => {
    const rival: ArmyList = {
      ...CUSTOM_LIST,
      name: 'Rival',
      cards: [{ ...SUPER_SHERMAN, cost: 30, name: 'Rival Sherman' }],
    };
    const played = gameLists([CUSTOM_LIST, rival], CATALOG_BY_ID);
    expect(played.lists[0]).toBe(CUSTOM_LIST);
    expect(played.lists[1].units[1].models).toEqual(['custom-super-sherman-2']);
    expect(played.catalog['custom-super-sherman'].cost).toBe(25);
    expect(played.catalog['custom-super-sherman-2']).toMatchObject({ cost: 30, name: 'Rival Sherman', custom: true });
    expect(validateArmy(played.lists[1], CATALOG_BY_ID).errors).toEqual([]);
  });

  it('keeps one card when both lists carry it alike', () => {
    const twin: ArmyList = { ...CUSTOM_LIST, name: 'Twin', cards: [{ ...SUPER_SHERMAN }] };
    const played = gameLists([CUSTOM_LIST, twin], CATALOG_BY_ID);
    expect(played.lists[1]).toBe(twin);
    expect(played.catalog['custom-super-sherman']).toEqual(SUPER_SHERMAN);
  });

  it("createGame copies the custom card into the state's defs", () => {
    const played = gameLists([CUSTOM_LIST, CUSTOM_LIST], CATALOG_BY_ID);
    const r = createGame({
      seed: 's',
      map: testMap(10, 16),
      catalog: played.catalog,
      teams: [0, 1].map((t) => ({
        name: `T${t}`,
        units: played.lists[t].units.map((u) => ({ models: u.models })),
      })) as [TeamSetup, TeamSetup],
    });
    expect(r.ok && r.state.defs['custom-super-sherman']).toEqual(SUPER_SHERMAN);
  });
});
