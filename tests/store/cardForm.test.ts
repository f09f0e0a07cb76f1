// The card editor's form (docs/armies.md, "Your own cards"): what is typed becomes a raw card for
// the engine's card parser, and each of the parser's problems is shown next to the input its field
// path comes from.
import { describe, expect, it } from 'vitest';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import {
  checkForm,
  emptyForm,
  fieldOfProblem,
  formOf,
  newAbility,
  withTypeLine,
  type CardForm,
} from '../../src/store/builder/cardForm';

describe("the card editor's form", () => {
  it('maps every field path of the card parser to its input', () => {
    expect(
      [
        'id',
        'custom',
        'name',
        'nation',
        'side',
        'typeLine',
        'cost',
        'speed',
        'defense',
        'year',
        'attack',
        'attack.infantry',
        'attack.infantry[2]',
        'attack.vehicle[0]',
        'abilities',
        'abilities[3].n',
        'abilities[0].weapon.dice[1]',
        '',
      ].map(fieldOfProblem),
    ).toEqual([
      'name',
      'name',
      'name',
      'nation',
      'nation',
      'typeLine',
      'cost',
      'speed',
      'defense',
      'year',
      'vehicle',
      'infantry',
      'infantry',
      'vehicle',
      'abilities',
      'abilities.3',
      'abilities.0',
      'name',
    ]);
  });

  it("an empty form has its problems by input, in the player's words", () => {
    const r = checkForm(emptyForm(), 'custom-card');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual({
      name: ['name is missing'],
      cost: ['cost must be a whole number from 1 to 200'],
      defense: ['Defense must be a single whole number from 1 to 12'],
      infantry: ['a band is 1-40 dice or "-"', 'a band is 1-40 dice or "-"'],
      vehicle: ['a band is 1-40 dice or "-"'],
    });
  });

  it("a filled form is the card: custom, the side of its nation (R1.1), a Vehicle's front/rear Defense", () => {
    const form: CardForm = {
      ...emptyForm(),
      name: ' Jeep ',
      nation: 'Finland',
      typeLine: 'Vehicle Armored Car',
      cost: '9',
      speed: '5',
      defense: '3',
      rear: '2',
      infantry: ['6', '4', '-'],
      vehicle: null,
      abilities: [
        { ...newAbility('closeAssault'), n: '4' },
        { ...newAbility('hull'), weaponName: 'MG', weaponDice: ['5', '3', '-'] },
      ],
      year: '1941',
    };
    const r = checkForm(form, 'custom-jeep');
    expect(r).toEqual({
      ok: true,
      value: {
        id: 'custom-jeep',
        custom: true,
        name: 'Jeep',
        nation: 'Finland',
        side: 'Axis',
        typeLine: 'Vehicle Armored Car',
        cost: 9,
        speed: 5,
        defense: [3, 2],
        attack: { infantry: [6, 4, null], vehicle: null },
        abilities: [
          { id: 'closeAssault', n: 4 },
          { id: 'hull', weapon: { name: 'MG', dice: [5, 3, null], vs: 'infantry' } },
        ],
        year: 1941,
      },
    });
    // An ability's problem goes to its own row.
    const bad = checkForm(
      {
        ...form,
        abilities: [
          form.abilities[0],
          { ...form.abilities[1], weaponName: '' },
          { ...newAbility('initiative'), n: 'x' },
        ],
      },
      'custom-jeep',
    );
    expect(bad.ok ? null : bad.error).toEqual({
      'abilities.1': ['hull needs a weapon with a name (R8.10)'],
      'abilities.2': ['initiative needs a number from 1 to 30'],
    });
  });

  it('a command ability needs an Officer type line: elsewhere no one casts it (R8.4, R8.12), so the form refuses it by its input', () => {
    // A catalog rifleman (Basic Infantry) given Stalwart, a command ability (R8.12).
    const rifleman = formOf(CATALOG_BY_ID['mauser-kar-98k']);
    const squad: CardForm = { ...rifleman, abilities: [...rifleman.abilities, newAbility('stalwart')] };
    const at = `abilities.${rifleman.abilities.length}` as const;
    expect(checkForm(squad, 'custom-veterans')).toEqual({
      ok: false,
      error: {
        [at]: [
          'Stalwart is a command ability: only an Officer casts it (R8.4, R8.12), so it needs an Officer type line',
        ],
      },
    });
    // The same card as an Officer's is a card.
    expect(checkForm(withTypeLine(squad, 'Infantry Officer'), 'custom-veterans').ok).toBe(true);
    // Said with the card's other problems, not only once they are mended.
    const unfinished = checkForm({ ...squad, cost: '' }, 'custom-veterans');
    expect(unfinished.ok).toBe(false);
    if (!unfinished.ok) expect(Object.keys(unfinished.error).sort()).toEqual([at, 'cost']);
  });

  it('No Turret asks for a Vehicle type line: only a Vehicle has a facing, so a front arc (R5.5, R6.8), and the form says so by its input', () => {
    const destroyer = formOf(CATALOG_BY_ID['semovente-75-18']);
    const at = `abilities.${destroyer.abilities.findIndex((a) => a.id === 'noTurret')}` as const;
    const gun = { ...withTypeLine(destroyer, 'Infantry Artillery'), rear: '' };
    expect(checkForm(gun, 'custom-fixed-gun')).toEqual({
      ok: false,
      error: {
        [at]: [
          'No Turret attacks only into the front arc (R6.8), and "Semovente 75/18" has one Defense, so no facing: only a Vehicle, with front/rear Defense, has a front and a rear (R5.5)',
        ],
      },
    });
  });

  it('Aircraft: Speed A, and the Aircraft ability follows the type line', () => {
    const plane = withTypeLine(
      { ...emptyForm(), name: 'Stuka', cost: '20', defense: '4', speed: '9', infantry: ['8', '6', '-'], vehicle: null },
      'Aircraft',
    );
    expect(plane.abilities.map((a) => a.id)).toEqual(['aircraft']);
    const r = checkForm(plane, 'custom-stuka');
    expect(r.ok && r.value.speed).toBe('A');
    expect(withTypeLine(plane, 'Basic Infantry').abilities).toEqual([]);
  });

  it('a catalog card shown in the form and read back is the same card, as a custom one', () => {
    for (const id of ['m4a1-sherman', 'mauser-kar-98k']) {
      const def = CATALOG_BY_ID[id];
      const r = checkForm(formOf(def), 'custom-x');
      expect(r).toEqual({ ok: true, value: { ...def, id: 'custom-x', custom: true, sourceRow: undefined } });
    }
  });
});
