// The converter's rules (scripts/cards/cardRules.ts, docs/armies.md "The card pool") on rows
// written like the source table's: type lines (R1.3-R1.6), abilities (R8.10, R8.13), sides (R1.1).
import { describe, expect, it } from 'vitest';
import { convertRow, inexpressible, slug } from '../../scripts/cards/cardRules';
import { parseSourceTable, SOURCE_COLUMNS, type SourceRow } from '../../scripts/cards/sourceTable';

const HEADER = SOURCE_COLUMNS.join(',');

/** The rows of a table made of the header and these lines (the first on line 2). */
function rowsOf(...lines: string[]): SourceRow[] {
  const { rows, problems } = parseSourceTable([HEADER, ...lines].join('\r\n'));
  expect(problems).toEqual([]);
  return rows;
}

function convert(line: string, name?: string) {
  const [row] = rowsOf(line);
  return convertRow(row, slug(name ?? row.name), name ?? row.name);
}

describe('the source table', () => {
  it('reads quoted fields, doubled quotes and line numbers (the header is line 1)', () => {
    const [a, b] = rowsOf(
      '"I-16 ""Abu""",China,Aircraft,1939,10,4/4,A,3,2,-,7,5,-,"Aircraft, Antiair"',
      'T-26B,USSR,Vehicle Tank,1939,11,2/2,3,9,8,6,7,7,6,-',
    );
    expect([a.name, a.line, a.abilities]).toEqual(['I-16 "Abu"', 2, 'Aircraft, Antiair']);
    expect([b.name, b.line, b.vsVehicle, b.vsInfantry]).toEqual(['T-26B', 3, ['9', '8', '6'], ['7', '7', '6']]);
  });

  it('reports a row with a wrong number of cells, by its line', () => {
    const { problems } = parseSourceTable(`${HEADER}\nBroken,USSR,Soldier,1939`);
    expect(problems).toEqual(['line 2: 4 cells, not 14']);
  });
});

describe('converting a card', () => {
  it('R1.3: a Soldier Commander is an Infantry Officer with Initiative +N; one with no commander ability is not an Officer', () => {
    const officer = convert(
      'Polish Officer,Poland,Soldier Commander,1939,7,4/4,1,2,-,-,5,-,-,"Close Assault 6, COMMANDER ABILITIES:2, Coordinated Fire (C. A.)"',
    );
    expect(officer.card.typeLine).toBe('Infantry Officer');
    expect(officer.card.abilities).toEqual([
      { id: 'closeAssault', n: 6 },
      { id: 'initiative', n: 2 },
    ]);
    expect(officer.dropped).toEqual(['Coordinated Fire (C. A.)']);
    const sapper = convert(
      'Japanese Sapper,Japan,Soldier Commander,1939,4,4/4,1,2,-,-,6,-,-,"Close Assault 7, Demolitions"',
    );
    expect(sapper.card.typeLine).toBe('Infantry Specialist');
    const hero = convert(
      'Inspiring Hero,UK,Soldier Hero Commander,1940,9,5/5,1,2,-,-,9,7,-,"U.K. Hero, Close Assault 7, COMMANDER ABILITIES:1, Tally-Ho!"',
    );
    expect([hero.card.typeLine, hero.card.abilities.map((a) => a.id)]).toEqual([
      'Infantry Officer',
      ['closeAssault', 'initiative', 'tallyHo'],
    ]);
  });

  it('R1.4: an MG team (Double Shot, dice against vehicles at every range) is an Infantry MG Team with Sustained Fire; a rifle is Basic Infantry; an anti-tank weapon a Specialist', () => {
    const mg = convert('Finnish MG Team,Finland,Soldier,1939,9,4/4,1,3,3,2,9,8,7,Double Shot');
    expect([mg.card.typeLine, mg.card.defense, mg.card.abilities]).toEqual([
      'Infantry MG Team',
      4,
      [{ id: 'sustainedFire' }],
    ]);
    expect(mg.card.side).toBe('Axis');
    expect(convert('Belgian Infantry,Belgium,Soldier,1940,3,4/4,1,2,-,-,8,6,-,Close Assault 6').card.typeLine).toBe(
      'Basic Infantry',
    );
    expect(convert('PTRD-41 Anti-Tank Rifle,USSR,Soldier,1941,4,4/4,1,5,4,2,5,5,4,-').card.typeLine).toBe(
      'Infantry Specialist',
    );
    expect(
      convert('Owen SMG,Australia,Soldier,1942,3,4/4,1,2,-,-,9,6,-,"Limited Range 2, Close Assault 5"').card.typeLine,
    ).toBe('Infantry Specialist');
  });

  it('R1.6: a jet is an Aircraft with Speed "A", single Defense and its abilities renamed (Antiair is AA)', () => {
    const jet = convert('Gloster Meteor,UK,- Jet,1944,17,4/4,A,4,3,-,9,6,-,"Jet, Aircraft, Antiair"');
    expect([jet.card.typeLine, jet.card.speed, jet.card.defense, jet.card.abilities]).toEqual([
      'Aircraft',
      'A',
      4,
      [{ id: 'aircraft' }, { id: 'aa' }],
    ]);
    expect(jet.card.attack).toEqual({ infantry: [9, 6, null], vehicle: [4, 3, null] });
    expect(jet.dropped).toEqual(['Jet']);
  });

  it('a tank takes its weight class from the table; a command tank is a Tank Officer; a tank missing from the table is refused', () => {
    expect(convert('KV-85,USSR,Vehicle Tank,1943,35,6/6,3,14,12,10,9,9,7,Heavy Armor').card).toMatchObject({
      typeLine: 'Vehicle Heavy Tank',
      defense: [6, 6],
      abilities: [{ id: 'heavyArmor', n: 1 }],
    });
    const t34 = convert(
      'T-34/76 Commander,USSR,Vehicle Tank Commander,1941,38,5/5,4,13,11,10,7,7,6,"Superior Armor 2, Exposed Transport, COMMANDER ABILITIES:2, Command Awareness"',
    );
    expect([t34.card.typeLine, t34.dropped]).toEqual([
      'Vehicle Medium Tank Officer',
      ['Exposed Transport', 'Command Awareness'],
    ]);
    expect(() => convert('Mystery Tank,USSR,Vehicle Tank,1943,35,6/6,3,14,12,10,9,9,7,-')).toThrow(
      'line 2 (Mystery Tank): a tank with no weight class in TANK_CLASS',
    );
  });

  it("derived abilities: a 1/1 soft-skin is Unarmored, a tank destroyer with 13+ dice is a Tank Destroyer, a Lee's hull gun and a Stuart's MGs are weapons (R8.10)", () => {
    const truck = convert('ZIS-5 3 Ton,USSR,Vehicle,1939,4,1/1,3,-,-,-,-,-,-,"High Gear 2, Large Transport"');
    expect([truck.card.typeLine, truck.card.attack, truck.card.abilities.map((a) => a.id)]).toEqual([
      'Vehicle Truck',
      { infantry: null, vehicle: null },
      ['highGear', 'heavyTransport', 'unarmored'],
    ]);
    expect(inexpressible(truck.card)).toBeNull();
    expect(
      convert(
        'SU-85,USSR,Vehicle Tank Destroyer,1943,22,5/5,4,14,12,10,4,-,-,"No Turret, Superior Armor 2"',
      ).card.abilities.map((a) => a.id),
    ).toEqual(['noTurret', 'superiorArmor', 'tankDestroyer']);
    expect(convert('T-13B3,Belgium,Vehicle Tank Destroyer,1940,10,2/2,4,10,8,7,6,6,4,-').card.abilities).toEqual([]);
    expect(
      convert('Grant 1,UK,Vehicle Tank,1942,28,5/4,4,9,7,5,9,9,7,"Additional Hull-Mounted Cannon, Large Silhouette"')
        .card.abilities,
    ).toEqual([{ id: 'hull', weapon: { name: '75mm gun', dice: [12, 10, 8], vs: 'vehicle' } }]);
    expect(convert('M3 Stuart,UK,Vehicle Tank,1941,15,4/3,5,9,7,5,8,8,6,All Guns Blazing').card.abilities).toEqual([
      { id: 'auxiliary', weapon: { name: 'MGs', dice: [8, 8, 6], vs: 'infantry' } },
    ]);
  });

  it('a card with no attack and nothing to carry cannot be fielded', () => {
    const { card } = convert('Kubelwagen V,Germany,Vehicle Car,1939,3,1/1,5,-,-,-,-,-,-,High Gear 2');
    expect(inexpressible(card)).toBe('no attack and no transport role');
  });

  it('ids: lower-case letters, digits and dashes from the name', () => {
    expect(slug('Sd Kfz 234/2 "Puma"')).toBe('sd-kfz-234-2-puma');
    expect(slug('Mosin-Nagant 1891/30')).toBe('mosin-nagant-1891-30');
  });
});
