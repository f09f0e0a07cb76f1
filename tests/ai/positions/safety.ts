// Theme "safety": the last turn, a unit heading for a marker it can reach this phase by more than
// one shortest route; on one of them two consecutive hexes lie beside an enemy unit, so stepping
// between them draws its Defensive Fire (R5.7), which all but destroys the mover; the other draws
// none. Where it ends is the same, and so is what the enemy can do to it there in the Assault
// Phase: only the route differs. The marker is worth the risk of the Assault Phase (the game ends
// this turn: only OP count, R7.3), so stopping short is no answer either.
import type { Position } from './suite';

const THEME = 'safety';
const lastTurn = {
  phase: 'movement' as const,
  turn: 5,
  active: 0 as const,
  initiative: 0 as const,
  settings: { turns: 5 },
};
const map = { cols: 12, rows: 9 };
const three = (id: string, card: string, at: string) => ({ id, models: [card, card, card], at });
/** Two squads of six riflemen (the hex's limit of two units a team, R5.6): twelve attacks of 8 dice at range 0-1. */
const riflemen = (at: string) => [
  { id: 'rifles1', models: Array<string>(6).fill('m1-garand-rifle'), at },
  { id: 'rifles2', models: Array<string>(6).fill('m1-garand-rifle'), at },
];
/** Three Thompsons (Limited Range 2: no shot at the marker, 3 hexes off) and six riflemen. */
const thompsons = (at: string) => [
  three('thompsons', 'thompson-gunner', at),
  { id: 'rifles1', models: Array<string>(6).fill('m1-garand-rifle'), at },
];

export const SAFETY: Position[] = [
  {
    id: 'safety-1',
    theme: THEME,
    title: 'A lone motorcyclist to the marker, past two rifle squads or around them',
    scenario: {
      map,
      teams: [
        { name: 'Axis', units: [{ id: 'bike', models: ['bmw-r75'], at: 'B2' }] },
        { name: 'Allies', units: riflemen('D4') },
      ],
      objectives: [{ at: 'D7', value: 3, placedBy: 0 }],
      ...lastTurn,
    },
    answers: [{ unit: 'bike', endsIn: ['D7'], unfired: true }],
    why: 'Two kinds of shortest route lead to the marker at D7, 5 hexes, the Speed of a motorcycle (R5.1). Turning south-east first passes two hexes in a row beside the riflemen in D4, so the step between them draws the Defensive Fire of both squads (R5.7): twelve attacks of 8 dice at range 1, each killing a Defense 3 motorcyclist with 5 Defense dice (his Speed, R6.5, R6.12) 29.1 % of the time, so he dies 98.4 % of the time. Turning south-west first (A2 or B3, then down the B and C columns) passes no two such hexes: no fire. On D7 the riflemen (3 hexes) can shoot him in the Assault Phase whichever way he came; the 3 OP of this last turn (R7.1, R7.3) are worth that.',
    odds: [{ hit: { attack: 8, defense: 5, need: 3, p: 0.291 } }],
  },
  {
    id: 'safety-2',
    theme: THEME,
    title: 'Motorcycles to the marker, past Thompsons and riflemen or around them',
    scenario: {
      map,
      teams: [
        { name: 'Axis', units: [three('bike', 'bmw-r75', 'B2')] },
        { name: 'Allies', units: thompsons('D4') },
      ],
      objectives: [{ at: 'D7', value: 3, placedBy: 0 }],
      ...lastTurn,
    },
    answers: [{ unit: 'bike', endsIn: ['D7'], unfired: true }],
    why: "Two kinds of shortest route lead to the marker at D7, 5 hexes, the Speed of a motorcycle (R5.1). South-east first, the step between two hexes beside D4 draws the Thompsons' and the riflemen's Defensive Fire (R5.7): three attacks of 10 dice (50 % each to kill a Defense 3 motorcyclist with 5 Defense dice, R6.5) and six of 8 (29.1 %): 3.2 models lost on average, all three 69.2 % of the time. South-west first draws none. On D7 only the riflemen reach them in the Assault Phase (the Thompsons' Limited Range 2, index), the same either way.",
    odds: [{ hit: { attack: 8, defense: 5, need: 3, p: 0.291 } }, { hit: { attack: 10, defense: 5, need: 3, p: 0.5 } }],
  },
  {
    id: 'safety-3',
    theme: THEME,
    title: 'A lone recon motorcyclist to the marker, past two rifle squads on its right or around them',
    scenario: {
      map,
      teams: [
        { name: 'Axis', units: [{ id: 'bike', models: ['recon-bmw-r75'], at: 'B2' }] },
        { name: 'Allies', units: riflemen('B5') },
      ],
      objectives: [{ at: 'D7', value: 3, placedBy: 0 }],
      ...lastTurn,
    },
    answers: [{ unit: 'bike', endsIn: ['D7'], unfired: true }],
    why: "Two kinds of shortest route lead to the marker at D7, 5 hexes, the Speed of a motorcycle (R5.1). Here the riflemen stand in B5, to the west: turning south-west first passes two hexes in a row beside them and draws both squads' Defensive Fire (R5.7: twelve attacks of 8 dice, 29.1 % each against Defense 3 and 5 Defense dice, R6.5; the lone recon motorcyclist dies 98.4 % of the time). Turning south-east first (C3, then down the C and D columns) draws none. The end hex, and the Assault Phase, are the same either way; the 3 OP of this last turn are worth it (R7.1, R7.3).",
    odds: [{ hit: { attack: 8, defense: 5, need: 3, p: 0.291 } }],
  },
  {
    id: 'safety-4',
    theme: THEME,
    title: 'Motorcycles to the marker, past two rifle squads on their right or around them',
    scenario: {
      map,
      teams: [
        { name: 'Axis', units: [three('bike', 'bmw-r75', 'B2')] },
        { name: 'Allies', units: riflemen('B5') },
      ],
      objectives: [{ at: 'D7', value: 3, placedBy: 0 }],
      ...lastTurn,
    },
    answers: [{ unit: 'bike', endsIn: ['D7'], unfired: true }],
    why: 'Two kinds of shortest route lead to the marker at D7, 5 hexes, the Speed of a motorcycle (R5.1). The riflemen in B5 cover the south-west route: two hexes in a row beside them draw twelve attacks of 8 dice (R5.7), 29.1 % each to kill a motorcyclist (Defense 3, 5 Defense dice, R6.5): 3.5 models lost on average, all three 72.4 % of the time. South-east first draws none; the end hex is the same.',
    odds: [{ hit: { attack: 8, defense: 5, need: 3, p: 0.291 } }],
  },
  {
    id: 'safety-5',
    theme: THEME,
    title: 'Recon motorcycles to the marker, past Thompsons and riflemen on their right or around them',
    scenario: {
      map,
      teams: [
        { name: 'Axis', units: [three('bike', 'recon-bmw-r75', 'B2')] },
        { name: 'Allies', units: thompsons('B5') },
      ],
      objectives: [{ at: 'D7', value: 3, placedBy: 0 }],
      ...lastTurn,
    },
    answers: [{ unit: 'bike', endsIn: ['D7'], unfired: true }],
    why: "Two kinds of shortest route lead to the marker at D7, 5 hexes, the Speed of a motorcycle (R5.1). The Thompsons and riflemen in B5 cover the south-west route: three attacks of 10 dice (50 % each) and six of 8 (29.1 %) at the step between two hexes beside them (R5.7, R6.5): all three recon motorcyclists lost 69.2 % of the time. South-east first draws none; on D7 only the riflemen reach them in the Assault Phase (the Thompsons' Limited Range 2), the same either way.",
    odds: [{ hit: { attack: 8, defense: 5, need: 3, p: 0.291 } }, { hit: { attack: 10, defense: 5, need: 3, p: 0.5 } }],
  },
];
