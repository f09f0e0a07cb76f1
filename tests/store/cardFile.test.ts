// Card files (docs/armies.md, "Your own cards"): custom cards written as JSON or CSV and read
// back the same; a broken file named with every problem and its place (the field path in JSON,
// the row and column in CSV); the good cards of a file read, the bad ones named.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseUnitDef, type UnitDef } from '../../src/engine';
import { formatCardsCsv, formatCardsJson, readCardFile } from '../../src/store/files/cardFile';

function card(raw: Record<string, unknown>): UnitDef {
  const r = parseUnitDef(raw);
  if (!r.ok) throw new Error(r.error.map((p) => p.message).join('; '));
  return r.value;
}

const tank = card({
  id: 'custom-tiger-ausf-e',
  custom: true,
  name: 'Tiger, "Ausf. E"',
  nation: 'Germany',
  side: 'Axis',
  typeLine: 'Vehicle Heavy Tank Officer',
  cost: 48,
  speed: 3,
  defense: [8, 6],
  attack: { infantry: [8, 8, 6], vehicle: [17, 15, null] },
  abilities: [
    { id: 'superiorArmor', n: 2 },
    { id: 'initiative', n: 2 },
    { id: 'hull', weapon: { name: 'MG 34', dice: [6, 4, null], vs: 'infantry' } },
    { id: 'auxiliary', weapon: { name: 'Smoke' } },
    { id: 'robust' },
  ],
  year: 1942,
});
const plane = card({
  id: 'custom-stuka',
  custom: true,
  name: 'Stuka',
  nation: 'Germany',
  side: 'Axis',
  typeLine: 'Aircraft',
  cost: 20,
  speed: 'A',
  defense: 4,
  attack: { infantry: [10, 8, null], vehicle: null },
  abilities: [{ id: 'aircraft' }, { id: 'aa' }],
});

describe('card files', () => {
  it('JSON: written in the format and read back the same', () => {
    const text = formatCardsJson([tank, plane]);
    expect(JSON.parse(text)).toMatchObject({ format: 'aam-reloaded-cards', version: 1 });
    expect(readCardFile(text)).toEqual({ cards: [tank, plane], problems: [] });
  });

  it("CSV: the reference table's columns with the id first, read back the same", () => {
    const text = formatCardsCsv([tank, plane]);
    expect(text.split('\n')[0]).toBe(
      'id,name,nation,type_line,cost,speed,defense,inf_attack,veh_attack,abilities,year',
    );
    expect(text.split('\n')[1]).toBe(
      'custom-tiger-ausf-e,"Tiger, ""Ausf. E""",Germany,Vehicle Heavy Tank Officer,48,3,8/6,8/8/6,17/15/-,Superior Armor 2; Initiative +2; Hull (MG 34 6/4/- vs Infantry); Auxiliary (Smoke); Robust,1942',
    );
    expect(text.split('\n')[2]).toBe('custom-stuka,Stuka,Germany,Aircraft,20,A,4,10/8/-,-,Aircraft; AA,');
    expect(readCardFile(text)).toEqual({ cards: [tank, plane], problems: [] });
    expect(readCardFile(text.replace(/\n/g, '\r\n'))).toEqual({ cards: [tank, plane], problems: [] });
  });

  it('reads one card on its own, or a bare list; a card without id, side or custom mark gets them (R1.1)', () => {
    const { id: _id, side: _side, custom: _custom, ...bare } = plane;
    expect(readCardFile(JSON.stringify(bare))).toEqual({ cards: [plane], problems: [] });
    expect(readCardFile(JSON.stringify([plane, { ...bare, name: 'Stuka' }])).cards.map((c) => c.id)).toEqual([
      'custom-stuka',
      'custom-stuka-2',
    ]);
    const csv =
      'name,nation,type_line,cost,speed,defense,inf_attack,veh_attack,abilities\nRifles,USA,Basic Infantry,4,1,4,8/6/-,2/-/-,Close Assault 6\n';
    const read = readCardFile(csv);
    expect(read.problems).toEqual([]);
    expect(read.cards[0]).toMatchObject({
      id: 'custom-rifles',
      side: 'Allies',
      custom: true,
      abilities: [{ id: 'closeAssault', n: 6 }],
    });
  });

  it('JSON: a broken file gives every problem with its field path; the good cards are read', () => {
    const text = JSON.stringify({
      format: 'aam-reloaded-cards',
      version: 1,
      cards: [
        plane,
        { ...tank, cost: 0, defense: 7, abilities: [{ id: 'overrun' }] },
        { ...plane, name: 'Again' },
        'x',
      ],
    });
    expect(readCardFile(text)).toEqual({
      cards: [plane],
      problems: [
        'cards[1].cost: cost must be a whole number from 1 to 200',
        'cards[1].defense: a Vehicle has front/rear Defense [#, #] of 1-12',
        'cards[1].abilities[0].id: unknown ability "overrun" (R8.13)',
        'cards[2].id: id "custom-stuka" is used twice in the file',
        'cards[3]: a stat card is an object',
      ],
    });
  });

  it('JSON: a file that is not one is refused whole, every problem named', () => {
    expect(readCardFile('{"cards": [').problems[0]).toMatch(/^the file is not JSON/);
    expect(readCardFile(JSON.stringify({ format: 'other', version: 2, cards: {} }))).toEqual({
      cards: [],
      problems: [
        'format: must be "aam-reloaded-cards"',
        'version: must be 1 (this edition reads version 1)',
        'cards: must be a list of stat cards',
      ],
    });
    expect(readCardFile('   ').problems).toEqual(['the file is empty']);
    expect(readCardFile(JSON.stringify({ ...plane, id: 'stuka' })).problems).toEqual([
      'id: a custom card\'s id starts with "custom-"',
    ]);
  });

  it('CSV: every problem with its row and column; an unknown ability refuses its row; the good rows are read', () => {
    const text = [
      'id,name,nation,type_line,cost,speed,defense,inf_attack,veh_attack,abilities,year',
      'custom-ok,Rifles,USA,Basic Infantry,4,1,4,8/6/-,2/-/-,Close Assault 6,1941',
      ',Broken,Narnia,Infantry Wizard,lots,1,5/4,8/x/-,2/-,Rockets 8; Initiative +2,1999',
      '',
      ',Tank,USA,Vehicle Medium Tank,20,4,5,8/6/-,-,Flying,',
    ].join('\n');
    expect(readCardFile(text)).toEqual({
      cards: [expect.objectContaining({ id: 'custom-ok', year: 1941 })],
      problems: [
        'row 3, abilities: unknown ability "Rockets 8" (R8.13: the abilities of the rule book\'s index)',
        'row 3, nation: unknown nation "Narnia"',
        'row 3, type_line: unknown type line "Infantry Wizard"',
        'row 3, cost: cost must be a whole number from 1 to 200',
        'row 3, defense: Defense must be a single whole number from 1 to 12',
        'row 3, inf_attack: a band is 1-40 dice or null',
        'row 3, veh_attack: must be three bands (short, medium, long) or null',
        'row 3, year: year must be a whole number from 1930 to 1950',
        'row 5, abilities: unknown ability "Flying" (R8.13: the abilities of the rule book\'s index)',
        'row 5, defense: a Vehicle has front/rear Defense [#, #] of 1-12',
      ],
    });
  });

  it('CSV: a header without the card columns, or a quote never closed, refuses the file whole', () => {
    expect(readCardFile('name,cost\nA,3\n').problems).toEqual([
      "row 1: the header has no column nation, type_line, speed, defense, inf_attack, veh_attack, abilities (a card file's columns: id, name, nation, type_line, cost, speed, defense, inf_attack, veh_attack, abilities, year)",
    ]);
    expect(
      readCardFile('name,nation,type_line,cost,speed,defense,inf_attack,veh_attack,abilities\n"Open,USA\n'),
    ).toEqual({
      cards: [],
      problems: ['row 2: a quote opened on line 2 is never closed'],
    });
  });

  it('the examples of docs/armies.md ("Your own cards") read without a problem', () => {
    const doc = readFileSync('docs/armies.md', 'utf8');
    const section = doc.slice(doc.indexOf('## Your own cards'));
    const blocks = [...section.matchAll(/```(json|csv)\n([\s\S]*?)```/g)].map((m) => m[2]);
    expect(blocks).toHaveLength(2);
    const json = readCardFile(blocks[0]);
    const csv = readCardFile(blocks[1]);
    expect(json.problems).toEqual([]);
    expect(csv.problems).toEqual([]);
    expect(csv.cards[0]).toEqual(json.cards[0]);
    expect(csv.cards[1].abilities).toEqual([
      { id: 'hull', weapon: { name: 'MG', dice: [5, 3, null], vs: 'infantry' } },
      { id: 'highGear', n: 1 },
    ]);
  });
});
