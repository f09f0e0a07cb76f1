// Theme "marker": the last turn's Movement Phase, an Infantry unit that can step onto an
// uncontested Objective Marker (R7.1: scored at the end of this turn, the last, R7.3). No enemy
// can reach or shoot the marker this turn, so nothing weighs against the points.
import type { Position } from './suite';

const THEME = 'marker';
const lastTurn = {
  phase: 'movement' as const,
  turn: 5,
  active: 0 as const,
  initiative: 0 as const,
  settings: { turns: 5 },
};
/** Far in the corner: no enemy can reach or shoot the markers this turn (range 8 at most, R6.1). */
const farEnemy = { name: 'Axis', units: [{ id: 'far', models: ['mauser-kar-98k', 'mauser-kar-98k'], at: 'P1' }] };

export const MARKERS: Position[] = [
  {
    id: 'marker-1',
    theme: THEME,
    title: 'Riflemen one step from the 3-point marker on the last turn',
    scenario: {
      map: { cols: 16, rows: 10 },
      teams: [
        {
          name: 'Allies',
          units: [{ id: 'garands', models: ['m1-garand-rifle', 'm1-garand-rifle', 'm1-garand-rifle'], at: 'C8' }],
        },
        farEnemy,
      ],
      objectives: [{ at: 'C7', value: 3, placedBy: 0 }],
      ...lastTurn,
    },
    answers: [{ unit: 'garands', endsIn: ['C7'] }],
    why: 'R7.1: the marker scores 3 OP at the end of this turn for a team with Infantry on it, and this is the last turn (R7.3), so stepping on it is worth 3 OP and staying 0. The only enemy stands 12 hexes away: it can neither reach the marker to contest it (Speed 1) nor shoot it (range 8 at most, R6.1).',
  },
  {
    id: 'marker-2',
    theme: THEME,
    title: 'Riflemen between a 1-point and a 2-point marker on the last turn',
    scenario: {
      map: { cols: 16, rows: 10 },
      teams: [
        {
          name: 'Allies',
          units: [{ id: 'garands', models: ['m1-garand-rifle', 'm1-garand-rifle', 'm1-garand-rifle'], at: 'E8' }],
        },
        farEnemy,
      ],
      objectives: [
        { at: 'D8', value: 1, placedBy: 0 },
        { at: 'F8', value: 2, placedBy: 1 },
      ],
      ...lastTurn,
    },
    answers: [{ unit: 'garands', endsIn: ['F8'] }],
    why: 'R7.1, R7.3: both markers are one step away and uncontested, and the unit can stand on one only (Speed 1, R5.1); the 2-point marker scores 2 OP at the end of this last turn, the other 1.',
  },
  {
    id: 'marker-3',
    theme: THEME,
    title: 'Motorcycles four hexes from the 3-point marker on the last turn',
    scenario: {
      map: { cols: 16, rows: 10 },
      teams: [
        { name: 'Axis', units: [{ id: 'bikes', models: ['bmw-r75', 'bmw-r75', 'bmw-r75'], at: 'B8' }] },
        { name: 'Allies', units: [{ id: 'far', models: ['m1-garand-rifle', 'm1-garand-rifle'], at: 'P1' }] },
      ],
      objectives: [{ at: 'F8', value: 3, placedBy: 0 }],
      ...lastTurn,
    },
    answers: [{ unit: 'bikes', endsIn: ['F8'] }],
    why: 'R7.1, R7.3: Infantry Motorcycles claim markers (every Infantry keyword does) and have Speed 5, enough for the 4 Open hexes to the marker (R5.1): 3 OP at the end of this last turn against none. No enemy can reach or shoot the marker this turn (12 hexes and more away, R6.1).',
  },
  {
    id: 'marker-4',
    theme: THEME,
    title: 'Riflemen beside the marker that a friendly Sherman sits on',
    scenario: {
      map: { cols: 16, rows: 10 },
      teams: [
        {
          name: 'Allies',
          units: [
            { id: 'garands', models: ['m1-garand-rifle', 'm1-garand-rifle', 'm1-garand-rifle'], at: 'D7' },
            { id: 'sherman', models: ['m4a1-sherman'], at: 'D6', facing: 'NE', activated: true },
          ],
        },
        farEnemy,
      ],
      objectives: [{ at: 'D6', value: 3, placedBy: 0 }],
      ...lastTurn,
    },
    answers: [{ unit: 'garands', endsIn: ['D6'] }],
    why: 'R7.1: a Vehicle never claims a marker, so the Sherman on it scores nothing; the riflemen may join it (R5.6: one Vehicle and two friendly units fit in a hex) and score 3 OP at the end of this last turn (R7.3). The Sherman has moved already; the only enemy is 11 hexes away.',
  },
  {
    id: 'marker-5',
    theme: THEME,
    title: 'Riflemen in a Forest beside the 2-point marker in a City',
    scenario: {
      map: { cols: 16, rows: 10, terrain: { C5: 'forest', D5: 'city' } },
      teams: [
        {
          name: 'Allies',
          units: [
            {
              id: 'garands',
              models: ['m1-garand-rifle', 'm1-garand-rifle', 'm1-garand-rifle', 'm1-garand-rifle'],
              at: 'C5',
            },
          ],
        },
        farEnemy,
      ],
      objectives: [{ at: 'D5', value: 2, placedBy: 0 }],
      ...lastTurn,
    },
    answers: [{ unit: 'garands', endsIn: ['D5'] }],
    why: 'R7.1, R7.3: the City hex costs Infantry 1 Speed (R5.1) and covers as well as the Forest (+1 Defense die, R6.5), so nothing is given up: 2 OP at the end of this last turn against none. No enemy can reach or shoot the hex this turn.',
  },
];
