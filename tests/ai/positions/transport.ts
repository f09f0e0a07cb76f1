// Theme "transport": Infantry too slow to reach a marker before the game ends boards a friendly
// Transport now (R4.6: at the end of its move, in the Transport's hex), so the Transport carries it
// on this turn and it steps off onto the marker next turn, the last (R7.1, R7.3). Only the
// passenger moving first keeps the Transport's move of this phase for the ride. No enemy can reach
// or shoot them on the way.
import type { Position } from './suite';

const THEME = 'transport';
const turn4 = {
  phase: 'movement' as const,
  turn: 4,
  active: 0 as const,
  initiative: 0 as const,
  settings: { turns: 5 },
};
const map = { cols: 16, rows: 10 };
const farEnemy = { name: 'Axis', units: [{ id: 'far', models: ['mauser-kar-98k', 'mauser-kar-98k'], at: 'P1' }] };
const garands = (at: string, n = 4) => ({ id: 'garands', models: Array<string>(n).fill('m1-garand-rifle'), at });

export const TRANSPORT: Position[] = [
  {
    id: 'transport-1',
    theme: THEME,
    title: 'Riflemen beside a Half-Track, the 3-point marker five hexes off, turn 4 of 5',
    scenario: {
      map,
      teams: [
        { name: 'Allies', units: [garands('C8'), { id: 'ht', models: ['m3-half-track'], at: 'D8', facing: 'E' }] },
        farEnemy,
      ],
      objectives: [{ at: 'I8', value: 3, placedBy: 0 }],
      ...turn4,
    },
    answers: [{ embarks: 'ht', unit: 'garands' }],
    why: 'On foot (Speed 1, R5.1) the riflemen cover 4 of the 6 hexes to the marker by the end of the game (a step in each Movement and Assault Phase of turns 4 and 5, R4.3, R4.5): it never scores for them. Boarding the Half-Track beside them (R4.6: step into its hex and embark) lets it carry them 4 hexes to H8 this phase; on turn 5 they disembark and step onto I8, scoring 3 OP at the end of the last turn (R7.1, R7.3). If the Half-Track moved first, it would have used its move of the phase (R4.6) and the ride would come a turn too late.',
  },
  {
    id: 'transport-2',
    theme: THEME,
    title: 'Riflemen sharing a hex with a Half-Track, the 3-point marker five hexes off, turn 4 of 5',
    scenario: {
      map,
      teams: [
        { name: 'Allies', units: [garands('C8'), { id: 'ht', models: ['m3-half-track'], at: 'C8', facing: 'E' }] },
        farEnemy,
      ],
      objectives: [{ at: 'H8', value: 3, placedBy: 0 }],
      ...turn4,
    },
    answers: [{ embarks: 'ht', unit: 'garands' }],
    why: 'On foot the riflemen reach G8 at best by the end of the game (a step in each phase, R4.3, R4.5), never H8 (5 hexes). Embarking in the Half-Track in their own hex (R4.6) now, then driving it 4 hexes to G8, puts them one step from the marker on turn 5: 3 OP at the end of the last turn (R7.1, R7.3). Moving the Half-Track first leaves them walking.',
  },
  {
    id: 'transport-3',
    theme: THEME,
    title: 'Riflemen beside a Jeep, the 2-point marker six hexes off, turn 4 of 5',
    scenario: {
      map,
      teams: [
        { name: 'Allies', units: [garands('C6', 3), { id: 'ht', models: ['jeep'], at: 'C5', facing: 'E' }] },
        farEnemy,
      ],
      objectives: [{ at: 'I5', value: 2, placedBy: 0 }],
      ...turn4,
    },
    answers: [{ embarks: 'ht', unit: 'garands' }],
    why: 'The Jeep (Speed 5, Transport) can carry the riflemen from C5 to H5 this phase if they board it first (R4.6); on turn 5 they disembark and step onto I5: 2 OP at the end of the last turn (R7.1, R7.3). On foot they cover 4 of the 6 hexes (a step in each phase, R4.3, R4.5).',
  },
  {
    id: 'transport-4',
    theme: THEME,
    title: 'Riflemen beside a truck (Heavy Transport), the 3-point marker four hexes off, turn 4 of 5',
    scenario: {
      map,
      teams: [
        { name: 'Allies', units: [garands('B7', 6), { id: 'ht', models: ['cckw-352'], at: 'C7', facing: 'E' }] },
        farEnemy,
      ],
      objectives: [{ at: 'G7', value: 3, placedBy: 0 }],
      ...turn4,
    },
    answers: [{ embarks: 'ht', unit: 'garands' }],
    why: 'The CCKW truck (Speed 3, Heavy Transport) carries the squad from C7 to F7 this phase if it boards first (R4.6); on turn 5 it disembarks and steps onto G7: 3 OP at the end of the last turn (R7.1, R7.3). On foot it covers 4 of the 5 hexes (a step in each phase, R4.3, R4.5).',
  },
  {
    id: 'transport-5',
    theme: THEME,
    title: 'Riflemen: walk to the 1-point marker, or ride to the 3-point one, turn 4 of 5',
    scenario: {
      map,
      teams: [
        { name: 'Allies', units: [garands('D8'), { id: 'ht', models: ['m3-half-track'], at: 'E8', facing: 'E' }] },
        farEnemy,
      ],
      objectives: [
        { at: 'B8', value: 1, placedBy: 0 },
        { at: 'J8', value: 3, placedBy: 0 },
      ],
      ...turn4,
    },
    answers: [{ embarks: 'ht', unit: 'garands' }],
    why: 'On foot the riflemen reach the 1-point marker at B8 this turn (a step in the Movement and one in the Assault Phase, R4.3, R4.5) and score 2 OP (turns 4 and 5). Boarding the Half-Track (R4.6), which then drives 4 hexes to I8, they step onto the 3-point marker at J8 on turn 5 and score 3 OP (R7.1, R7.3). No enemy can reach either marker.',
  },
];
