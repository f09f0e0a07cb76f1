// Theme "defensive-fire": an enemy Vehicle steps between two hexes beside an anti-tank unit
// (R5.7) and the defender is offered Defensive Fire. It costs the unit nothing but its one
// Defensive Fire of the phase (R5.7: not its activation), so firing is right when no later mover
// could be a better target, and the hex to take the mover in is the one that shows its rear
// (R6.8) or puts it in the unit's own hex (Close Assault, R6.9).
import { hexOf, type Position } from './suite';

const THEME = 'defensive-fire';
const movement = { phase: 'movement' as const, turn: 2, active: 0 as const, initiative: 0 as const };
const map = { cols: 10, rows: 8 };
const three = (id: string, card: string, at: string) => ({ id, models: [card, card, card], at });
/**
 * A rifle squad in Reserve on each side: R7.3 ends the game when a team has no unit left on the
 * map or in Reserve, so with one unit a side, a Defensive Fire that destroys the mover would end
 * it at once in a 0-0 draw, and the damage the fire is about would be worth nothing.
 */
function withReserves(p: Position): Position {
  const reserve = (i: number, name: string) => ({
    id: `reserve${i}`,
    models: [name === 'Axis' ? 'mauser-kar-98k' : 'm1-garand-rifle'],
    status: 'reserve' as const,
  });
  const [a, b] = p.scenario.teams;
  const teams: typeof p.scenario.teams = [
    { ...a, units: [...a.units, reserve(0, a.name)] },
    { ...b, units: [...b.units, reserve(1, b.name)] },
  ];
  return { ...p, scenario: { ...p.scenario, teams } };
}
/** The mover steps east from C4 into D4 (R5.5: it then faces east). */
const stepEast = (unit: string) => [{ type: 'move' as const, unit, path: [hexOf('D4')] }];

export const DEFENSIVE_FIRE: Position[] = (
  [
    {
      id: 'df-1',
      theme: THEME,
      title: "The Tiger drives into the bazookas' hex: Close Assault it there",
      scenario: {
        map,
        teams: [
          { name: 'Axis', units: [{ id: 'tiger', models: ['tiger-i'], at: 'C4', facing: 'E' }] },
          { name: 'Allies', units: [three('bazookas', 'bazooka', 'D4')] },
        ],
        ...movement,
      },
      before: stepEast('tiger'),
      answers: [{ action: { type: 'defensiveFire', unit: 'bazookas', at: 'to', weapon: 'close' } }],
      why: "R5.7: the Tiger stepped from C4 into D4, the bazookas' own hex, so they may fire taking it in either hex. Taken in D4 (range 0) each bazooka may Close Assault 10 against the Tiger's Speed 3 instead of its armour (R5.7c, R6.9): at least one of the three damages it 34.9 % of the time. Taken in C4 their 9 Vehicle dice meet its front 7 and cannot hurt it (0 %, Heavy Armor ignoring the first damage, index). No other enemy can move past them this phase (the Tiger is the only one), so keeping the fire gains nothing.",
      odds: [
        { defensiveFire: { type: 'defensiveFire', unit: 'bazookas', at: 'to', weapon: 'close' }, pAnyEffect: 0.349 },
        { defensiveFire: { type: 'defensiveFire', unit: 'bazookas', at: 'from' }, pAnyEffect: 0 },
      ],
    },
    {
      id: 'df-2',
      theme: THEME,
      title: 'A Sherman drives past the Panzerschrecks: fire at its rear',
      scenario: {
        map,
        teams: [
          { name: 'Allies', units: [{ id: 'sherman', models: ['m4a1-sherman'], at: 'C4', facing: 'E' }] },
          { name: 'Axis', units: [three('schrecks', 'panzerschreck', 'D3')] },
        ],
        ...movement,
      },
      before: stepEast('sherman'),
      answers: [{ action: { type: 'defensiveFire', unit: 'schrecks', at: 'to' } }],
      why: 'R5.7: the Sherman stepped east from C4 into D4, facing east (R5.5); the Panzerschrecks in D3 are beside both hexes. Taken in D4 they are behind it (R6.8, rear 4): the three attacks of 12 Vehicle dice damage it 93.5 % of the time; taken in C4 they are in front (front 5): 78.6 %. The Sherman is the only enemy that can move this phase, so the fire is not worth keeping.',
      odds: [
        { defensiveFire: { type: 'defensiveFire', unit: 'schrecks', at: 'to' }, pAnyEffect: 0.935 },
        { defensiveFire: { type: 'defensiveFire', unit: 'schrecks', at: 'from' }, pAnyEffect: 0.786 },
      ],
    },
    {
      id: 'df-3',
      theme: THEME,
      title: 'A Panzer IV drives past the bazookas: fire at its rear',
      scenario: {
        map,
        teams: [
          { name: 'Axis', units: [{ id: 'p4', models: ['panzer-iv-ausf-g'], at: 'C4', facing: 'E' }] },
          { name: 'Allies', units: [three('bazookas', 'bazooka', 'D3')] },
        ],
        ...movement,
      },
      before: stepEast('p4'),
      answers: [{ action: { type: 'defensiveFire', unit: 'bazookas', at: 'to' } }],
      why: 'R5.7, R6.8: the Panzer IV stepped east into D4; the bazookas in D3 are behind it there (rear 3) and in front of it in C4 (front 5). Their three attacks of 9 Vehicle dice at range 1 damage it 94.2 % of the time at its rear, 47.6 % at its front. It is the only enemy left to move this phase.',
      odds: [
        { defensiveFire: { type: 'defensiveFire', unit: 'bazookas', at: 'to' }, pAnyEffect: 0.942 },
        { defensiveFire: { type: 'defensiveFire', unit: 'bazookas', at: 'from' }, pAnyEffect: 0.476 },
      ],
    },
    {
      id: 'df-4',
      theme: THEME,
      title: 'Riflemen offered a shot at a Tiger they cannot hurt, a Half-Track still to move',
      scenario: {
        map,
        teams: [
          {
            name: 'Axis',
            units: [
              { id: 'tiger', models: ['tiger-i'], at: 'C4', facing: 'E' },
              { id: 'ht', models: ['sd-kfz-251'], at: 'B6', facing: 'E' },
            ],
          },
          {
            name: 'Allies',
            units: [
              {
                id: 'garands',
                models: ['m1-garand-rifle', 'm1-garand-rifle', 'm1-garand-rifle', 'm1-garand-rifle'],
                at: 'D3',
              },
            ],
          },
        ],
        ...movement,
      },
      before: stepEast('tiger'),
      answers: [{ action: { type: 'passDefensiveFire' } }],
      why: "R5.7: a unit fires Defensive Fire once a phase. The riflemen's 2 Vehicle dice can never make the Tiger's 6 or 7 (R6.4, R6.7: 0 % taken in either hex), while the Half-Track (2/2) has not moved yet this phase and the same dice damage it if it drives past them (two successes, R6.7). Passing keeps the one chance that can do something.",
      odds: [
        { defensiveFire: { type: 'defensiveFire', unit: 'garands', at: 'to' }, pAnyEffect: 0 },
        { defensiveFire: { type: 'defensiveFire', unit: 'garands', at: 'from' }, pAnyEffect: 0 },
      ],
    },
    {
      id: 'df-5',
      theme: THEME,
      title: 'A Panzer IV drives past bazookas and riflemen: the bazookas fire at its rear',
      scenario: {
        map,
        teams: [
          { name: 'Axis', units: [{ id: 'p4', models: ['panzer-iv-ausf-g'], at: 'C4', facing: 'E' }] },
          { name: 'Allies', units: [three('bazookas', 'bazooka', 'D3'), three('garands', 'm1-garand-rifle', 'D5')] },
        ],
        ...movement,
      },
      before: stepEast('p4'),
      answers: [{ action: { type: 'defensiveFire', unit: 'bazookas', at: 'to' } }],
      why: "R5.7b: the defender offers its units one at a time. The bazookas in D3 see the Panzer IV's rear in D4 (R6.8, rear 3): their volley damages it 94.2 % of the time against 47.6 % in C4. The riflemen's 2 Vehicle dice cannot make even its rear 3 (0 %). The Panzer IV is the only enemy left to move, so the bazookas fire at D4.",
      odds: [
        { defensiveFire: { type: 'defensiveFire', unit: 'bazookas', at: 'to' }, pAnyEffect: 0.942 },
        { defensiveFire: { type: 'defensiveFire', unit: 'bazookas', at: 'from' }, pAnyEffect: 0.476 },
        { defensiveFire: { type: 'defensiveFire', unit: 'garands', at: 'to' }, pAnyEffect: 0 },
      ],
    },
  ] as Position[]
).map(withReserves);
